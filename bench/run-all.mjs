// Runs every bench/*.mjs benchmark (except this file and helpers that export a server) in name
// order, each in its own process, shows its output as it comes, and ends with ONE table of every
// figure the benchmarks reported. The exit code is non-zero when a benchmark failed or a figure
// missed its target. Names on the command line run only the benchmarks whose file name contains
// one of them (`node bench/run-all.mjs --quick startup cache`).
//
// `--quick` is passed on to every benchmark (fewer runs, smaller sizes) with BENCH_QUICK=1, and
// sets, unless the environment already does, the sizes of benchmarks that take them only from
// the environment: BENCH_RUNS=1, BENCH_REPEAT=2 (engine-overhead) and BENCH_SIZES=25000,100000
// (compare-scale: the smallest size and the one the target is for).
//
// Figure lines. A benchmark reports each figure as one line on its stdout:
//
//   BENCH-FIGURE {"figure":"throughput ollama 50 ms, 5 in flight","measured":1.012,"unit":"× floor","target":"<= 1.02","met":true}
//
// the prefix `BENCH-FIGURE ` (with its one space) at the start of the line, then one JSON object:
//   figure    string, what is measured (unique within the benchmark)
//   measured  number, the figure itself (a median where the benchmark repeats)
//   unit      string, e.g. "ms", "s", "× floor", "%", "MB"
//   target    string, the target as written in the issue, e.g. "<= 80"; "" for a figure given
//             for information
//   met       true | false | null (null: no target)
//   note      optional string, shown beside the figure
// bench/lib/figure.mjs writes such lines (`reportFigure`).
//
// The older form `BENCH {...}` (bench/lib/measure.mjs `benchLine`, bench/engine-overhead.mjs) is
// read too: `figure`, `measured` and `unit` as above, `target` a number or null, `met` true |
// false | null, any other members (cases, runs, floor, ...) shown as the note. Its target is a
// bound without a direction: shown as `<= target`, or `>= target` when `met` says the figure
// must be at least it (met with measured above the target, or missed below it).
//
// Lines that are neither are ordinary output; a benchmark that reports no figure shows in the
// table by its exit status.
//
// Before and after. `--before OTHER/dist/cli.js` runs every benchmark that times a build a second
// time, right after the first, with BENCH_CLI pointing at that other build (e.g. one built from
// the commit before a change, in a worktree of its own), and the table gets a `before` column:
// both figures from the same machine in the same run. Benchmarks that time no build
// (verdict-sim: statistics of the engine's source) run once.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { FIGURE_PREFIX } from "./lib/figure.mjs";

const LEGACY_PREFIX = "BENCH ";

const here = dirname(fileURLToPath(import.meta.url));
const quickRun = process.argv.includes("--quick");
const passOn = quickRun ? ["--quick"] : [];
const QUICK_ENV = { BENCH_QUICK: "1", BENCH_RUNS: "1", BENCH_REPEAT: "2", BENCH_SIZES: "25000,100000" };
const childEnv = quickRun ? { ...QUICK_ENV, ...process.env } : process.env;
const helpers = new Set(["run-all.mjs", "ollama-slots-server.mjs"]);
const beforeAt = process.argv.findIndex((a) => a === "--before" || a.startsWith("--before="));
const beforeArg =
  beforeAt < 0
    ? undefined
    : process.argv[beforeAt].startsWith("--before=")
      ? process.argv[beforeAt].slice("--before=".length)
      : process.argv[beforeAt + 1];
if (beforeAt >= 0 && (beforeArg === undefined || beforeArg === "" || beforeArg.startsWith("--"))) {
  throw new Error("--before needs the other build's cli.js: --before OTHER/dist/cli.js");
}
const beforeCli = beforeArg === undefined ? undefined : resolve(beforeArg);
if (beforeCli !== undefined && !(existsSync(beforeCli) && statSync(beforeCli).isFile())) {
  throw new Error(`--before: not a file: ${beforeCli} (give the other build's dist/cli.js)`);
}
// Benchmarks whose figures do not depend on the build under test (BENCH_CLI is not read).
const buildFree = new Set(["verdict-sim.mjs"]);
const only = process.argv.slice(2).filter((a, i, all) => !a.startsWith("--") && all[i - 1] !== "--before");
const benches = readdirSync(here)
  .filter((f) => f.endsWith(".mjs") && !helpers.has(f) && !f.endsWith("-server.mjs"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

/** Runs one benchmark, echoing its output; resolves with its exit status and figure lines. */
function runBench(file, cli) {
  return new Promise((resolve) => {
    const figures = [];
    const child = spawn(process.execPath, [join(here, file), ...passOn], {
      stdio: ["ignore", "pipe", "inherit"],
      env: cli === undefined ? childEnv : { ...childEnv, BENCH_CLI: cli },
    });
    let pending = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) take(line);
    });
    const take = (line) => {
      const figure = figureOf(line);
      if (figure === null) process.stdout.write(`${line}\n`);
      else figures.push(figure);
    };
    child.on("close", (status) => {
      if (pending !== "") take(pending);
      resolve({ status, figures });
    });
  });
}

/** A figure line of either form as a BENCH-FIGURE object, or null for any other line. */
function figureOf(line) {
  const legacy = line.startsWith(LEGACY_PREFIX);
  if (!legacy && !line.startsWith(FIGURE_PREFIX)) return null;
  let f;
  try {
    f = JSON.parse(line.slice(legacy ? LEGACY_PREFIX.length : FIGURE_PREFIX.length));
  } catch {
    return null;
  }
  if (f === null || typeof f !== "object" || typeof f.figure !== "string") return null;
  return legacy ? fromLegacy(f) : f;
}

function fromLegacy({ figure, measured, unit, target, met, ...extra }) {
  let bound = "";
  if (typeof target === "number") {
    const atLeast = met === true ? measured > target : met === false && measured < target;
    bound = `${atLeast ? ">=" : "<="} ${target}`;
  } else if (typeof target === "string") {
    bound = target;
  }
  const note = Object.entries(extra)
    .map(([k, v]) => `${k} ${typeof v === "number" ? Number(v.toPrecision(3)) : v}`)
    .join(", ");
  return { figure, measured, unit: unit ?? "", target: bound, met: met ?? null, note };
}

const started = performance.now();
const rows = [];
let failed = 0;
const shown = (f) => (f === undefined ? "—" : `${f.measured}${!f.unit ? "" : ` ${f.unit}`}`);
for (const file of benches) {
  console.log(`\n== ${file}`);
  const t = performance.now();
  const { status, figures } = await runBench(file);
  const seconds = ((performance.now() - t) / 1000).toFixed(0);
  if (status !== 0) failed++;
  let before = new Map();
  if (beforeCli !== undefined && !buildFree.has(file)) {
    console.log(`\n== ${file}, before: ${beforeCli}`);
    // The other build may miss targets: its exit status does not count.
    before = new Map((await runBench(file, beforeCli)).figures.map((f) => [f.figure, f]));
  }
  const name = file.replace(/\.mjs$/, "");
  if (figures.length === 0) {
    // No figure lines (a benchmark not yet adapted): its exit status stands for its targets.
    rows.push([
      name,
      "(no figure lines)",
      "",
      "",
      "exit 0",
      status === 0 ? "yes" : "NO",
      `exit ${status}, ${seconds} s`,
    ]);
  }
  for (const f of figures) {
    const met = f.met === null || f.met === undefined ? "—" : f.met ? "yes" : "NO";
    rows.push([name, f.figure, shown(before.get(f.figure)), shown(f), f.target ?? "", met, f.note ?? ""]);
  }
}

const header = ["bench", "figure", "before", "measured", "target", "met?", "note"];
const keep = beforeCli === undefined ? header.map((h) => h !== "before") : header.map(() => true);
const pick = (cells) => cells.filter((_, i) => keep[i]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => `| ${pick(cells.map((c, i) => String(c).padEnd(widths[i]))).join(" | ")} |`;
console.log(
  `\n== all figures (${((performance.now() - started) / 1000).toFixed(0)} s; medians, this machine, this run${
    beforeCli === undefined ? "" : `; before = ${beforeCli}`
  })`,
);
console.log(line(header));
console.log(line(widths.map((w) => "-".repeat(w))));
for (const r of rows) console.log(line(r));
const missed = rows.filter((r) => r[5] === "NO").length;
console.log(`\n${benches.length - failed}/${benches.length} benchmarks exited 0; ${missed} figure(s) missed`);
process.exitCode = failed > 0 || missed > 0 ? 1 : 0;
