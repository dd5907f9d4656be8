// Runs every bench/*.mjs benchmark (except this file and helpers that export a server) in name
// order, each in its own process, shows its output as it comes, and ends with ONE table of every
// figure the benchmarks reported. The exit code is non-zero when a benchmark failed or a figure
// missed its target. `--quick` is passed on to every benchmark (fewer runs, smaller sizes).
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
// bench/lib/figure.mjs writes such lines (`reportFigure`). Lines that are not figure lines are
// ordinary output; a benchmark that reports no figure shows in the table by its exit status.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { FIGURE_PREFIX } from "./lib/figure.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const passOn = process.argv.includes("--quick") ? ["--quick"] : [];
const helpers = new Set(["run-all.mjs", "ollama-slots-server.mjs"]);
const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const benches = readdirSync(here)
  .filter((f) => f.endsWith(".mjs") && !helpers.has(f) && !f.endsWith("-server.mjs"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

/** Runs one benchmark, echoing its output; resolves with its exit status and figure lines. */
function runBench(file) {
  return new Promise((resolve) => {
    const figures = [];
    const child = spawn(process.execPath, [join(here, file), ...passOn], {
      stdio: ["ignore", "pipe", "inherit"],
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
      if (!line.startsWith(FIGURE_PREFIX)) {
        process.stdout.write(`${line}\n`);
        return;
      }
      try {
        figures.push(JSON.parse(line.slice(FIGURE_PREFIX.length)));
      } catch {
        process.stdout.write(`${line}\n`);
      }
    };
    child.on("close", (status) => {
      if (pending !== "") take(pending);
      resolve({ status, figures });
    });
  });
}

const started = performance.now();
const rows = [];
let failed = 0;
for (const file of benches) {
  console.log(`\n== ${file}`);
  const t = performance.now();
  const { status, figures } = await runBench(file);
  const seconds = ((performance.now() - t) / 1000).toFixed(0);
  if (status !== 0) failed++;
  const name = file.replace(/\.mjs$/, "");
  if (figures.length === 0) {
    // No figure lines (a benchmark not yet adapted): its exit status stands for its targets.
    rows.push([
      name,
      "(no figure lines)",
      "",
      "exit 0",
      status === 0 ? "yes" : "NO",
      `exit ${status}, ${seconds} s`,
    ]);
  }
  for (const f of figures) {
    const measured = `${f.measured}${f.unit === "" ? "" : ` ${f.unit}`}`;
    const met = f.met === null || f.met === undefined ? "—" : f.met ? "yes" : "NO";
    rows.push([name, f.figure, measured, f.target ?? "", met, f.note ?? ""]);
  }
}

const header = ["bench", "figure", "measured", "target", "met?", "note"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ")} |`;
console.log(
  `\n== all figures (${((performance.now() - started) / 1000).toFixed(0)} s; medians, this machine, this run)`,
);
console.log(line(header));
console.log(line(widths.map((w) => "-".repeat(w))));
for (const r of rows) console.log(line(r));
const missed = rows.filter((r) => r[4] === "NO").length;
console.log(`\n${benches.length - failed}/${benches.length} benchmarks exited 0; ${missed} figure(s) missed`);
process.exitCode = failed > 0 || missed > 0 ? 1 : 0;
