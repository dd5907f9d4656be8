// Start-up: how long `node dist/cli.js <command>` takes as a whole process, from spawn to exit,
// for every command (help screens, `schema`, `validate` on the shipped example), each the median
// of several runs after one warm-up. Target (issue 18): every command in <= 80 ms. Node's own
// start (`node -e 0`, same machine, same run) is printed beside it: on a slow or shared machine
// it alone can take most of the budget, and the difference is ModelGate's own share.
// Usage: node bench/startup.mjs [--quick] [--runs R]; BENCH_CLI times another build (e.g. an older one).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { median, quick, reportFigure } from "./lib/figure.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CLI = process.env.BENCH_CLI ?? join(ROOT, "dist", "cli.js");
const TARGET_MS = 80;
const runsAt = process.argv.indexOf("--runs");
const RUNS = runsAt >= 0 ? Math.max(1, Number(process.argv[runsAt + 1]) || 7) : quick ? 3 : 9;
if (!existsSync(CLI)) throw new Error("dist/cli.js is missing: run `npm run build` first");

const example = "suites/support-assistant";
const COMMANDS = [
  ["--version"],
  ["--help"],
  ["run", "--help"],
  ["compare", "--help"],
  ["report", "--help"],
  ["merge", "--help"],
  ["init", "--help"],
  ["validate", "--help"],
  ["schema", "suite"],
  ["validate", `${example}/suite.yaml`, "--plugin", `${example}/checks.mjs`],
];

// CPU time (user + system) is read through the public `/usr/bin/time` where it exists: on a
// shared machine it moves far less than the wall clock, so it is printed beside it.
const TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;
const cpuFile = join(tmpdir(), `modelgate-startup-${process.pid}.txt`);

/** Medians of wall and CPU milliseconds of `node ...args` as a whole process (spawn to exit). */
function measure(args) {
  const walls = [];
  const cpus = [];
  for (let i = 0; i <= RUNS; i++) {
    const [cmd, argv] =
      TIME === null
        ? [process.execPath, args]
        : [TIME, ["-f", "%U %S", "-o", cpuFile, process.execPath, ...args]];
    const started = performance.now();
    const r = spawnSync(cmd, argv, { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] });
    const ms = performance.now() - started;
    if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
    if (i === 0) continue; // the first run warms the file cache
    walls.push(ms);
    if (TIME !== null) {
      const [user, sys] = readFileSync(cpuFile, "utf8").trim().split(/\s+/).map(Number);
      cpus.push((user + sys) * 1000);
    }
  }
  return { ms: median(walls), cpu: cpus.length === 0 ? null : median(cpus) };
}

const bare = measure(["-e", "0"]);
const node = bare.ms;
const cpuText = (m) => (m.cpu === null ? "" : `, cpu ${m.cpu.toFixed(0)} ms`);
console.log(
  `start-up, median of ${RUNS} whole-process runs (wall ms; Node's own start: ${node.toFixed(0)} ms${cpuText(bare)})`,
);
if (process.env.NODE_EXTRA_CA_CERTS !== undefined) {
  // Node reads that bundle at every start, before any code of ours: a cost of the machine.
  console.log("  (NODE_EXTRA_CA_CERTS is set: every Node start here includes reading that CA bundle)");
}
let allMet = true;
const rows = [];
for (const args of COMMANDS) {
  const m = measure([CLI, ...args]);
  const ms = m.ms;
  const met = ms <= TARGET_MS;
  if (!met) allMet = false;
  const name = args.map((a) => a.replace(`${example}/`, "")).join(" ");
  rows.push({ name, ms, cpu: m.cpu });
  console.log(
    `  ${name.padEnd(48)} ${ms.toFixed(0).padStart(5)} ms  (${(ms - node).toFixed(0)} ms over node${cpuText(m)})`,
  );
}
rmSync(cpuFile, { force: true });
reportFigure({
  figure: "start-up: node -e 0 (for reference)",
  measured: Math.round(node),
  unit: "ms",
  ...(bare.cpu !== null ? { note: `cpu ${Math.round(bare.cpu)} ms` } : {}),
});
const slowest = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
for (const { name, ms, cpu } of rows) {
  if (name !== "--help" && name !== "run --help" && name !== "compare --help" && name !== slowest.name)
    continue;
  reportFigure({
    figure: `start-up: ${name}`,
    measured: Math.round(ms),
    unit: "ms",
    target: `<= ${TARGET_MS}`,
    met: ms <= TARGET_MS,
    note: `${Math.round(ms - node)} ms over node${cpu === null ? "" : `; cpu ${Math.round(cpu)} ms`}`,
  });
}
reportFigure({
  figure: `start-up: slowest command (${slowest.name})`,
  measured: Math.round(slowest.ms),
  unit: "ms",
  target: `<= ${TARGET_MS}`,
  met: allMet,
});
process.exitCode = allMet ? 0 : 1;
