// Start-up: how long `node dist/cli.js <command>` takes as a whole process, from spawn to exit,
// for every command (help screens, `schema`, `validate` on the shipped example), each the median
// of several runs after one warm-up. Target (issue 18): every command in <= 80 ms. Node's own
// start (`node -e 0`, same machine, same run) is printed beside it: on a slow or shared machine
// it alone can take most of the budget, and the difference is ModelGate's own share.
// Usage: node bench/startup.mjs [--quick] [--runs R]; BENCH_CLI times another build (e.g. an older one).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
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

/** Median wall milliseconds of `node ...args` as a whole process (spawn to exit). */
function wallMs(args) {
  const times = [];
  for (let i = 0; i <= RUNS; i++) {
    const started = performance.now();
    const r = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] });
    const ms = performance.now() - started;
    if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
    if (i > 0) times.push(ms); // the first run warms the file cache
  }
  return median(times);
}

const node = wallMs(["-e", "0"]);
console.log(
  `start-up, median of ${RUNS} whole-process runs (wall ms; Node's own start: ${node.toFixed(0)} ms)`,
);
let allMet = true;
const rows = [];
for (const args of COMMANDS) {
  const ms = wallMs([CLI, ...args]);
  const met = ms <= TARGET_MS;
  if (!met) allMet = false;
  const name = args.map((a) => a.replace(`${example}/`, "")).join(" ");
  rows.push({ name, ms });
  console.log(
    `  ${name.padEnd(48)} ${ms.toFixed(0).padStart(5)} ms  (${(ms - node).toFixed(0)} ms over node)`,
  );
}
reportFigure({ figure: "start-up: node -e 0 (for reference)", measured: Math.round(node), unit: "ms" });
const slowest = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
for (const { name, ms } of rows) {
  if (name !== "--help" && name !== "run --help" && name !== "compare --help" && name !== slowest.name)
    continue;
  reportFigure({
    figure: `start-up: ${name}`,
    measured: Math.round(ms),
    unit: "ms",
    target: `<= ${TARGET_MS}`,
    met: ms <= TARGET_MS,
    note: `${Math.round(ms - node)} ms over node`,
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
