// Engine overhead: N replayed cases through `run` (baseline and candidate) + `compare` + Markdown.
// Two views of the same work:
//  - in process: `main()` called three times in one Node process per size, so the figures are the
//    engine's own cost (no process start-up; the second run finds schemas compiled and code warm);
//  - whole processes: `node dist/cli.js` started three times, as a user or CI runs it (start-up,
//    bundle load and every per-process set-up included), each command's median over --repeat runs.
// Each size also gets a row with the suite written as YAML (the yaml library's parse is its cost).
// Target (whole processes): 5,000 cases, two runs and a compare in under 4 s on the bench machine.
// Usage: node bench/engine-overhead.mjs [N...] [--repeat R]   (default: 1000 5000 10000, R = 3)
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { stringify as toYaml } from "yaml";

const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const TARGET = { cases: 5000, ms: 4000 };
const argv = process.argv.slice(2);
const repeatAt = argv.indexOf("--repeat");
const repeat = repeatAt >= 0 ? Math.max(1, Number(argv[repeatAt + 1]) || 3) : 3;
const sizes = argv.filter((a, i) => /^\d+$/.test(a) && i !== repeatAt + 1).map(Number);
const counts = sizes.length > 0 ? sizes : [1000, 5000, 10000];
const root = join("bench", "out", "engine");

const quiet = { stdout: () => {}, stderr: () => {}, stderrIsTTY: false, env: {}, cwd: process.cwd() };

// A mix of check types so every hot path is on it: text checks, strict JSON + schema, labels, tool calls.
function makeCase(i) {
  switch (i % 5) {
    case 0:
      return { id: `exact-${i}`, type: "exact", input: `Say hello ${i}`, expected: `hello ${i}` };
    case 1:
      return {
        id: `json-${i}`,
        type: "json",
        input: `Ticket ${i} as JSON`,
        contract: "json",
        schema: {
          type: "object",
          required: ["id", "priority"],
          properties: { id: { type: "integer" }, priority: { enum: ["low", "high"] } },
        },
      };
    case 2:
      return {
        id: `label-${i}`,
        type: "classification",
        input: `Classify ${i}`,
        expected: "billing",
        labels: ["billing", "technical", "other"],
      };
    case 3:
      return {
        id: `tool-${i}`,
        type: "tool_call",
        input: `Look up order ${i}`,
        expected: { name: "lookup_order", arguments: { order_id: String(i) } },
      };
    default:
      return { id: `re-${i}`, type: "regex", input: `Code ${i}`, pattern: "^[A-Z]{3}-\\d+$" };
  }
}

function output(i, side) {
  const drift = side === "candidate" && i % 50 === 0; // 2 % regress in the candidate
  switch (i % 5) {
    case 0:
      return drift ? `Hello there ${i}` : `hello ${i}`;
    case 1:
      return drift ? `{"id": ${i}, "priority": "urgent"}` : `{"id": ${i}, "priority": "high"}`;
    case 2:
      return drift ? "technical" : "billing";
    case 3:
      return JSON.stringify({ name: "lookup_order", arguments: { order_id: drift ? i : String(i) } });
    default:
      return drift ? `abc-${i}` : `ABC-${i}`;
  }
}

function writeFixture(dir, n) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "configs"), { recursive: true });
  const cases = Array.from({ length: n }, (_, i) => makeCase(i));
  const suite = { suite: `bench-${n}`, cases };
  writeFileSync(join(dir, "suite.json"), JSON.stringify(suite));
  writeFileSync(join(dir, "suite.yaml"), toYaml(suite));
  for (const side of ["baseline", "candidate"]) {
    const outputs = {};
    for (let i = 0; i < n; i++) outputs[cases[i].id] = { output: output(i, side), latency_ms: 100 + (i % 7) };
    writeFileSync(join(dir, `${side}.json`), JSON.stringify({ outputs }));
    writeFileSync(
      join(dir, "configs", `${side}.yaml`),
      `id: ${side}\nprovider: replay\noutputs: ../${side}.json\n`,
    );
  }
}

/** The three commands of one comparison, as argument lists after `modelgate`. */
function commands(dir, suiteFile) {
  return [
    [
      "run",
      join(dir, suiteFile),
      "--config",
      join(dir, "configs/baseline.yaml"),
      "--output",
      join(dir, "base.result.json"),
    ],
    [
      "run",
      join(dir, suiteFile),
      "--config",
      join(dir, "configs/candidate.yaml"),
      "--output",
      join(dir, "cand.result.json"),
    ],
    [
      "compare",
      join(dir, "base.result.json"),
      join(dir, "cand.result.json"),
      "--format",
      "markdown",
      "--output",
      join(dir, "report.md"),
    ],
  ];
}
const EXPECTED = [[0], [0], [0, 1]]; // compare exits 1: the candidate regresses on purpose

// ---- in process: one child per size and suite format, so each peak RSS belongs to one row alone.
if (argv.includes("--row")) {
  const { main } = await import(CLI);
  const [n, suiteFile] = [Number(argv[argv.indexOf("--row") + 1]), argv[argv.indexOf("--row") + 2]];
  const times = [];
  for (const [k, args] of commands(join(root, String(n)), suiteFile).entries()) {
    const start = performance.now();
    const code = await main(args, quiet);
    times.push(performance.now() - start);
    if (!EXPECTED[k].includes(code)) throw new Error(`${args[0]}: exit ${code}`);
  }
  process.stdout.write(JSON.stringify({ times, rssMiB: process.resourceUsage().maxRSS / 1024 }));
  process.exit(0);
}

// ---- whole processes: the exit hook reports the child's own peak RSS and CPU time on stderr.
const REPORT_HOOK = `data:text/javascript,process.on("exit",()=>{const u=process.resourceUsage();process.stderr.write("\\n@engine-bench "+JSON.stringify({rss:u.maxRSS/1024,cpu:(u.userCPUTime+u.systemCPUTime)/1000})+"\\n")})`;

function processRun(args, expected) {
  const start = performance.now();
  const child = spawnSync(process.execPath, ["--import", REPORT_HOOK, CLI, ...args], {
    stdio: ["ignore", "ignore", "pipe"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const wall = performance.now() - start;
  if (!expected.includes(child.status))
    throw new Error(`modelgate ${args[0]}: exit ${child.status}\n${child.stderr}`);
  const line = child.stderr.split("\n").find((l) => l.startsWith("@engine-bench "));
  const { rss, cpu } = JSON.parse(line.slice("@engine-bench ".length));
  return { wall, cpu, rss };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x, w) => x.toFixed(0).padStart(w);

const inProcess = [];
const wholeProcess = [];
for (const n of counts) {
  const dir = join(root, String(n));
  writeFixture(dir, n);
  for (const suiteFile of ["suite.json", "suite.yaml"]) {
    const child = spawnSync(
      process.execPath,
      [fileURLToPath(import.meta.url), "--row", String(n), suiteFile],
      {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    if (child.status !== 0) process.exit(child.status ?? 1);
    inProcess.push({ n, format: suiteFile.slice(6), ...JSON.parse(child.stdout) });

    const runs = commands(dir, suiteFile).map(() => []);
    for (let r = 0; r < repeat; r++) {
      for (const [k, args] of commands(dir, suiteFile).entries()) runs[k].push(processRun(args, EXPECTED[k]));
    }
    const wall = runs.map((rs) => median(rs.map((x) => x.wall)));
    const cpu = runs.map((rs) => median(rs.map((x) => x.cpu)));
    const rss = Math.max(...runs.flat().map((x) => x.rss));
    wholeProcess.push({ n, format: suiteFile.slice(6), wall, cpu, rss });
  }
}
rmSync(root, { recursive: true, force: true });

console.log("in process (main() called three times; no start-up, second run warm)");
console.log("cases  suite  run(base) ms  run(cand) ms  compare+md ms  total ms  µs/case  peak RSS MiB");
for (const { n, format, times, rssMiB } of inProcess) {
  const total = times.reduce((a, b) => a + b, 0);
  console.log(
    `${String(n).padEnd(6)} ${format.padEnd(5)} ${ms(times[0], 12)}  ${ms(times[1], 12)}  ${ms(times[2], 13)}  ${ms(total, 8)}  ${(
      (total * 1000) /
      n
    )
      .toFixed(1)
      .padStart(7)}  ${ms(rssMiB, 12)}`,
  );
}
console.log(`\nwhole processes (node dist/cli.js, median of ${repeat}; cpu = the process's user + system)`);
console.log(
  "cases  suite  run(base) ms  run(cand) ms  compare+md ms  total ms  total cpu ms  µs/case  peak RSS MiB",
);
let verdict = null;
for (const { n, format, wall, cpu, rss } of wholeProcess) {
  const total = wall.reduce((a, b) => a + b, 0);
  const totalCpu = cpu.reduce((a, b) => a + b, 0);
  console.log(
    `${String(n).padEnd(6)} ${format.padEnd(5)} ${ms(wall[0], 12)}  ${ms(wall[1], 12)}  ${ms(wall[2], 13)}  ${ms(total, 8)}  ${ms(
      totalCpu,
      12,
    )}  ${((total * 1000) / n).toFixed(1).padStart(7)}  ${ms(rss, 12)}`,
  );
  if (n === TARGET.cases && format === "json") verdict = total < TARGET.ms;
}
if (verdict !== null) {
  console.log(
    `\n${verdict ? "OK" : "MISS"}: ${TARGET.cases} cases, two runs and a compare (whole processes) under ${TARGET.ms / 1000} s`,
  );
  if (!verdict) process.exitCode = 1;
}
