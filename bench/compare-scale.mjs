// `modelgate compare` at scale: two result files of N cases (25k, 50k and 100k by default, one
// repetition each, 1 % regressed and 2 % with changed outputs), compared by the real CLI
// (`node dist/cli.cjs compare`, the default text report to a file; BENCH_FORMAT=json for the
// JSON report, whose indented text is itself about twice the size of both inputs). Figures: CPU seconds (user + system) and peak RSS
// of the whole compare process, and the same for the floor (a process that only reads and
// JSON.parses both files), medians of BENCH_RUNS runs (3). Growth is linear when the per-case
// cost at 100k stays within 1.3x the one at 25k. BENCH_CLI points at another build.
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { benchLine, measuredNode, median } from "./lib/measure.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CLI = resolve(process.env.BENCH_CLI ?? join(ROOT, "dist", "cli.cjs"));
const SIZES = (process.env.BENCH_SIZES ?? "25000,50000,100000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_TARGET_S = 3;
const PEAK_TARGET_MIB = 400;
const LINEAR_SLACK = 1.3;
const FORMAT = process.env.BENCH_FORMAT ?? "text";

const sha = (text) => createHash("sha256").update(text).digest("hex");

function repetition(output, pass, durationMs) {
  return {
    index: 0,
    status: pass ? "pass" : "fail",
    output,
    output_sha256: sha(output),
    evidence: {},
    duration_ms: durationMs,
    duration_source: "measured",
    reason: pass ? null : `output ${JSON.stringify(output)} (expected "ok")`,
    details: {},
    warnings: [],
    error: null,
    provider_metadata: { eval_count: 12, eval_duration: 90_000_000, prompt_eval_count: 30 },
    attempts: 1,
  };
}

function result(n, side) {
  const cases = [];
  let passed = 0;
  for (let i = 0; i < n; i++) {
    const regressed = side === "candidate" && i % 100 === 7;
    const changed = side === "candidate" && i % 50 === 3;
    const output = changed ? `answer ${i}, reworded` : `answer ${i}`;
    const pass = !regressed;
    if (pass) passed++;
    cases.push({
      id: `case-${String(i).padStart(6, "0")}`,
      type: "contains",
      tags: i % 2 === 0 ? ["even"] : [],
      source: { file: "suite.yaml", line: 3 + i * 4 },
      case_sha256: sha(`case ${i}`),
      contract: null,
      status: pass ? "pass" : "fail",
      repeat: 1,
      min_pass: 1,
      pass_count: pass ? 1 : 0,
      judged_count: 1,
      max_latency_ms: null,
      repetitions: [repetition(output, pass, 100 + (i % 17))],
    });
  }
  return {
    format: "modelgate.run/v1",
    suite: { name: "scale", file: "suite.yaml", sha256: sha("suite"), description: null },
    config: { id: side, provider: "ollama", model: "bench:latest", settings: {} },
    runtime: { modelgate: "0.0.0", node: "v22.0.0", os: "linux", arch: "x64", provider: {} },
    started_at: "2026-01-01T00:00:00.000Z",
    finished_at: "2026-01-01T00:10:00.000Z",
    cancelled: false,
    selection: { tags: [], shard: null },
    capture: "full",
    summary: { cases: n, passed, failed: n - passed, invalid: 0, errors: 0 },
    cases,
  };
}

const FLOOR = `import { readFileSync } from "node:fs";
for (const f of process.argv.slice(1)) JSON.parse(readFileSync(f, "utf8"));`;

const dir = await mkdtemp(join(tmpdir(), "modelgate-compare-scale-"));
let ok = true;
try {
  const perCase = [];
  for (const n of SIZES) {
    await writeFile(join(dir, "base.json"), JSON.stringify(result(n, "baseline")));
    await writeFile(join(dir, "cand.json"), JSON.stringify(result(n, "candidate")));
    const runs = [];
    const floors = [];
    for (let run = 0; run < RUNS; run++) {
      const args = [
        CLI,
        "compare",
        "base.json",
        "cand.json",
        "--format",
        FORMAT,
        "-o",
        `cmp.${FORMAT}`,
        "--exit-zero",
      ];
      const r = await measuredNode(args, { cwd: dir });
      if (r.code !== 0) throw new Error(`modelgate compare exited ${r.code}: ${r.stderr}`);
      runs.push(r);
      floors.push(
        await measuredNode(["--input-type=module", "-e", FLOOR, "base.json", "cand.json"], { cwd: dir }),
      );
    }
    const cpu = median(runs.map((r) => r.cpuS));
    const peak = median(runs.map((r) => r.peakMiB));
    const floorCpu = median(floors.map((r) => r.cpuS));
    const floorPeak = median(floors.map((r) => r.peakMiB));
    perCase.push(cpu / n);
    console.log(
      `compare ${n} cases (${FORMAT} report): cpu ${cpu.toFixed(2)} s (floor ${floorCpu.toFixed(2)} s, ${(cpu / floorCpu).toFixed(1)}x), peak ${peak.toFixed(0)} MiB (floor ${floorPeak.toFixed(0)} MiB, ${(peak / floorPeak).toFixed(1)}x)`,
    );
    const extra = { cases: n, runs: RUNS, format: FORMAT };
    const last = n === Math.max(...SIZES);
    ok =
      benchLine(`compare CPU (${n} cases)`, cpu, "s", last ? CPU_TARGET_S : null, {
        ...extra,
        floor: floorCpu,
        ratio: cpu / floorCpu,
      }) && ok;
    ok =
      benchLine(`compare peak RSS (${n} cases)`, peak, "MiB", last ? PEAK_TARGET_MIB : null, {
        ...extra,
        floor: floorPeak,
        ratio: peak / floorPeak,
      }) && ok;
  }
  if (perCase.length > 1) {
    const growth = perCase.at(-1) / perCase[0];
    console.log(
      `  CPU per case at ${SIZES.at(-1)} over ${SIZES[0]}: ${growth.toFixed(2)}x (linear: <= ${LINEAR_SLACK})`,
    );
    ok = benchLine("compare CPU growth (per case, largest / smallest)", growth, "ratio", LINEAR_SLACK) && ok;
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
process.exitCode = ok ? 0 : 1;
