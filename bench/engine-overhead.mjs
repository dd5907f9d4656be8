// Engine overhead (issue 18, point 2): N replayed cases through `modelgate run` twice (baseline
// and candidate) and `modelgate compare --format markdown`, as whole processes (`node dist/cli.cjs`
// started three times, start-up and every per-process set-up included), against a plain-JSON floor
// measured in the same run: three node processes that only parse, judge, hash and write the same
// data (bench/helpers/engine-floor.mjs). Runs are interleaved (ModelGate, floor, ModelGate, floor...) so a
// machine that slows down during the call slows both; every figure is the median over --repeat
// rounds, and the ratio is taken round by round before its median is taken.
// Also measured, in a child process of their own: the first suite load of a process (the product's
// schemas are ready or compiled then) and YAML vs JSON suite load time (same suite, both formats).
// Targets at 5,000 cases: total wall <= 1.5 s and <= 3x the floor.
// The CLI's code caches (src/cli/script-chunks.ts, and Node's compile cache on Node >= 22.1) live in
// a folder of the benchmark's own, filled by a round that is not counted: the figures are those of
// a process that follows another on the machine, as the second `run` and the `compare` of a CI
// job do. --cold adds each build's rows with the caches off (NODE_DISABLE_COMPILE_CACHE=1), as
// the first ModelGate process on a fresh machine runs.
// Usage: node bench/engine-overhead.mjs [--cases N] [--repeat R] [--cli dist/cli.cjs] [--vs OTHER/cli.cjs] [--cold] [--keep]
//   --vs adds the rows of a second build (e.g. one built before a change) measured in the same rounds.
// Each figure is also printed as one line `BENCH {"figure":...,"measured":...,"unit":...,"target":...,"met":...}`.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { stringify as toYaml } from "yaml";

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(name);
  return at >= 0 && argv[at + 1] !== undefined ? argv[at + 1] : fallback;
};
const CASES = Number(option("--cases", process.env.BENCH_CASES ?? 5000));
const REPEAT = Math.max(1, Number(option("--repeat", process.env.BENCH_REPEAT ?? 5)));
const CLI = resolve(
  option("--cli", process.env.BENCH_CLI ?? fileURLToPath(new URL("../dist/cli.cjs", import.meta.url))),
);
const VS = argv.includes("--vs") ? resolve(option("--vs")) : undefined;
const COLD = argv.includes("--cold");
// --keep leaves the fixture and the outputs under bench/out/engine (to profile one step by hand).
const KEEP = argv.includes("--keep");
const FLOOR = fileURLToPath(new URL("./helpers/engine-floor.mjs", import.meta.url));
const TARGET = { cases: 5000, wallMs: 1500, floorRatio: 3 };
const root = join("bench", "out", "engine");

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
  writeFileSync(join(dir, "tiny.json"), JSON.stringify({ suite: "tiny", cases: cases.slice(0, 5) }));
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

/** The three commands of one comparison: [script, ...arguments], and the exit codes expected. */
function modelgate(cli, dir, suiteFile) {
  const out = (name) => join(dir, `${name}-${suiteFile}`);
  return [
    [
      [
        cli,
        "run",
        join(dir, suiteFile),
        "--config",
        join(dir, "configs/baseline.yaml"),
        "--output",
        out("base"),
      ],
      [0],
    ],
    [
      [
        cli,
        "run",
        join(dir, suiteFile),
        "--config",
        join(dir, "configs/candidate.yaml"),
        "--output",
        out("cand"),
      ],
      [0],
    ],
    // compare exits 1: the candidate regresses on purpose
    [[cli, "compare", out("base"), out("cand"), "--format", "markdown", "--output", out("report.md")], [1]],
  ];
}
function floor(dir) {
  return [
    [[FLOOR, "run", join(dir, "suite.json"), join(dir, "baseline.json"), join(dir, "floor-base.json")], [0]],
    [[FLOOR, "run", join(dir, "suite.json"), join(dir, "candidate.json"), join(dir, "floor-cand.json")], [0]],
    [
      [FLOOR, "compare", join(dir, "floor-base.json"), join(dir, "floor-cand.json"), join(dir, "floor.md")],
      [1],
    ],
  ];
}

// The exit hook reports the child's own CPU time on stderr.
const REPORT_HOOK = `data:text/javascript,process.on("exit",()=>{const u=process.resourceUsage();process.stderr.write("\\n@engine-bench "+JSON.stringify({cpu:(u.userCPUTime+u.systemCPUTime)/1000,rss:u.maxRSS/1024})+"\\n")})`;

/** The code caches' folder, the benchmark's own; with `cold` the caches are off. */
function cacheEnv(cold) {
  const env = { ...process.env, XDG_CACHE_HOME: resolve(root, "cache"), NODE_COMPILE_CACHE: "" };
  if (cold) env.NODE_DISABLE_COMPILE_CACHE = "1";
  else delete env.NODE_DISABLE_COMPILE_CACHE;
  return env;
}

function processRun([args, expected], env = process.env) {
  const start = performance.now();
  const child = spawnSync(process.execPath, ["--import", REPORT_HOOK, ...args], {
    stdio: ["ignore", "ignore", "pipe"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env,
  });
  const wall = performance.now() - start;
  if (!expected.includes(child.status))
    throw new Error(`${args.join(" ")}: exit ${child.status}\n${child.stderr}`);
  const line = child.stderr.split("\n").find((l) => l.startsWith("@engine-bench "));
  const { cpu, rss } = JSON.parse(line.slice("@engine-bench ".length));
  return { wall, cpu, rss };
}

/** The three processes one after the other: their summed wall and CPU time, the largest peak RSS. */
function triple(steps, env) {
  const runs = steps.map((step) => processRun(step, env));
  return {
    wall: runs.reduce((s, r) => s + r.wall, 0),
    cpu: runs.reduce((s, r) => s + r.cpu, 0),
    rss: Math.max(...runs.map((r) => r.rss)),
    steps: runs.map((r) => r.wall),
  };
}

// In a child process of its own: the first load of a tiny suite (schemas compiled or not), then
// the big suite as JSON and as YAML in turn, each load timed; prints the medians.
const LOAD_PROBE = `
const [lib, dir, rounds] = process.argv.slice(1);
const { loadSuite } = await import(lib);
const time = async (f) => { const t = performance.now(); await loadSuite(f); return performance.now() - t; };
const first = await time(dir + "/tiny.json");
const json = [], yaml = [];
for (let r = 0; r < Number(rounds); r++) { json.push(await time(dir + "/suite.json")); yaml.push(await time(dir + "/suite.yaml")); }
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(JSON.stringify({ first, json: median(json), yaml: median(yaml) }));`;

function loadProbe(cli, dir) {
  const lib = pathToFileURL(join(dirname(cli), "lib.js")).href;
  const child = spawnSync(
    process.execPath,
    ["--input-type=module", "-e", LOAD_PROBE, lib, resolve(dir), "3"],
    {
      encoding: "utf8",
    },
  );
  if (child.status !== 0) throw new Error(`load probe: exit ${child.status}\n${child.stderr}`);
  return JSON.parse(child.stdout);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dir = join(root, String(CASES));
writeFixture(dir, CASES);
const builds = [["this build", CLI, false]];
if (VS !== undefined) builds.push(["--vs build", VS, false]);
if (COLD)
  for (const [name, cli] of [...builds]) builds.push([`${name.replace(/ build$/, "")} cold`, cli, true]);
const rows = new Map(); // label -> rounds
const add = (label, value) => {
  if (!rows.has(label)) rows.set(label, []);
  rows.get(label).push(value);
};
// Not counted: fills the code caches of each build (and warms the file cache).
for (const [, cli] of builds) {
  triple(modelgate(cli, dir, "suite.json"), cacheEnv(false));
  triple(modelgate(cli, dir, "suite.yaml"), cacheEnv(false));
}
for (let r = 0; r < REPEAT; r++) {
  add("floor", triple(floor(dir)));
  for (const [name, cli, cold] of builds) {
    add(`${name}|json`, triple(modelgate(cli, dir, "suite.json"), cacheEnv(cold)));
    add(`${name}|yaml`, triple(modelgate(cli, dir, "suite.yaml"), cacheEnv(cold)));
    if (!cold) add(`${name}|load`, loadProbe(cli, dir));
  }
}
if (!KEEP) rmSync(root, { recursive: true, force: true });

const floorRounds = rows.get("floor");
const floorWall = median(floorRounds.map((x) => x.wall));
const f0 = (x) => x.toFixed(0);
const lines = [];
const bench = [];
const figure = (name, measured, unit, target, better = "lower") => {
  const met = target === null ? null : better === "lower" ? measured <= target : measured >= target;
  bench.push({ figure: name, measured: Number(measured.toFixed(unit === "x" ? 2 : 0)), unit, target, met });
  return met;
};
const atTarget = CASES === TARGET.cases;

console.log(
  `engine overhead: ${CASES} replayed cases, run x2 + compare --format markdown, whole processes, median of ${REPEAT} rounds, Node ${process.version}`,
);
console.log(
  "build        suite  run(base) ms  run(cand) ms  compare ms  total wall ms  total cpu ms  vs floor  peak RSS MiB",
);
console.log(
  `${"floor".padEnd(12)} json   ${[0, 1, 2].map((k) => f0(median(floorRounds.map((x) => x.steps[k]))).padStart(k === 2 ? 10 : 12)).join("  ")}  ${f0(floorWall).padStart(13)}  ${f0(median(floorRounds.map((x) => x.cpu))).padStart(12)}  ${"1.00x".padStart(8)}  ${f0(Math.max(...floorRounds.map((x) => x.rss))).padStart(12)}`,
);
for (const [name] of builds) {
  for (const format of ["json", "yaml"]) {
    const rounds = rows.get(`${name}|${format}`);
    const wall = median(rounds.map((x) => x.wall));
    const cpu = median(rounds.map((x) => x.cpu));
    const ratio = median(rounds.map((x, i) => x.wall / floorRounds[i].wall));
    const steps = [0, 1, 2].map((k) => median(rounds.map((x) => x.steps[k])));
    console.log(
      `${name.padEnd(12)} ${format.padEnd(5)}  ${steps.map((s, k) => f0(s).padStart(k === 2 ? 10 : 12)).join("  ")}  ${f0(wall).padStart(13)}  ${f0(cpu).padStart(12)}  ${`${ratio.toFixed(2)}x`.padStart(8)}  ${f0(Math.max(...rounds.map((x) => x.rss))).padStart(12)}`,
    );
    if (name === "this build" && format === "json") {
      lines.push(["total wall (json suite)", `${f0(wall)} ms`, atTarget ? `<= ${TARGET.wallMs} ms` : "-"]);
      lines.push(["total cpu (json suite)", `${f0(cpu)} ms`, "-"]);
      lines.push(["plain-JSON floor wall", `${f0(floorWall)} ms`, "-"]);
      lines.push(["ratio to the floor", `${ratio.toFixed(2)}x`, atTarget ? `<= ${TARGET.floorRatio}x` : "-"]);
      // CPU time moves less than wall time on a shared machine: the same ratio, for reference.
      const cpuRatio = median(rounds.map((x, i) => x.cpu / floorRounds[i].cpu));
      lines.push(["cpu ratio to the floor", `${cpuRatio.toFixed(2)}x`, "-"]);
      figure("engine.total_wall_ms", wall, "ms", atTarget ? TARGET.wallMs : null);
      figure("engine.total_cpu_ms", cpu, "ms", null);
      figure("engine.floor_wall_ms", floorWall, "ms", null);
      figure("engine.floor_ratio", ratio, "x", atTarget ? TARGET.floorRatio : null);
      figure("engine.floor_ratio_cpu", cpuRatio, "x", null);
    }
    if (name === "this build" && format === "yaml") {
      figure("engine.total_wall_yaml_ms", wall, "ms", null);
    }
  }
}
console.log("\nsuite load in one process (ms; first = a 5-case suite, the process's first load)");
console.log("build        first load  json suite  yaml suite  yaml/json");
for (const [name, , cold] of builds) {
  if (cold) continue;
  const probes = rows.get(`${name}|load`);
  const [first, json, yaml] = ["first", "json", "yaml"].map((k) => median(probes.map((p) => p[k])));
  const ratio = median(probes.map((p) => p.yaml / p.json));
  console.log(
    `${name.padEnd(12)} ${f0(first).padStart(10)}  ${f0(json).padStart(10)}  ${f0(yaml).padStart(10)}  ${`${ratio.toFixed(2)}x`.padStart(9)}`,
  );
  if (name === "this build") {
    lines.push(["first suite load", `${f0(first)} ms`, "-"]);
    lines.push(["yaml/json suite load", `${ratio.toFixed(2)}x`, "-"]);
    figure("engine.first_load_ms", first, "ms", null);
    figure("engine.yaml_json_load_ratio", ratio, "x", null);
  }
}
console.log("\nfigure                    measured    target");
for (const [name, measured, target] of lines)
  console.log(`${name.padEnd(24)}  ${measured.padStart(9)}   ${target}`);
for (const b of bench) console.log(`BENCH ${JSON.stringify(b)}`);
const missed = bench.filter((b) => b.met === false);
if (missed.length > 0) {
  console.log(`\nMISS: ${missed.map((b) => b.figure).join(", ")}`);
  process.exitCode = 1;
}
