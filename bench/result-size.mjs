// Result file size and the run's peak memory: N JSON cases (default 2,000) with outputs of about
// 20 KB each, through the real CLI (`node dist/cli.cjs run`) against an Ollama stand-in that
// answers at once. Figures: the result file's size over the outputs' size (the floor: the
// outputs themselves, each once), and the peak RSS of the whole run process (start-up
// included). Medians of BENCH_RUNS runs (3). BENCH_CLI points at another build (before/after).
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startJsonOutputsServer } from "./json-outputs-server.mjs";
import { benchLine, measuredNode, median, round } from "./lib/measure.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CLI = resolve(process.env.BENCH_CLI ?? join(ROOT, "dist", "cli.cjs"));
const N = Number(process.env.BENCH_CASES ?? 2000);
const BYTES = Number(process.env.BENCH_OUTPUT_BYTES ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SIZE_TARGET = 1.15;
// BENCH_CASE_TYPE=contains runs the same outputs without parsed JSON evidence (for comparison).
const CASE_LINES =
  process.env.BENCH_CASE_TYPE === "contains"
    ? ["    type: contains", "    expected: items"]
    : ["    type: json", "    schema: {type: object, required: [items]}"];
const PEAK_TARGET_MIB = 250;

const dir = await mkdtemp(join(tmpdir(), "modelgate-result-size-"));
const server = await startJsonOutputsServer({ bytes: BYTES });
try {
  const lines = ["suite: result-size", "cases:"];
  for (let i = 0; i < N; i++) {
    lines.push(`  - id: c${i}`, `    input: "case ${i}"`, ...CASE_LINES);
  }
  await writeFile(join(dir, "suite.yaml"), `${lines.join("\n")}\n`);
  await writeFile(
    join(dir, "config.yaml"),
    `id: bench\nprovider: ollama\nmodel: bench:latest\nbase_url: ${server.url}\npull: false\nconcurrency: 8\n`,
  );
  const ratios = [];
  const peaks = [];
  const cpus = [];
  for (let run = 0; run < RUNS; run++) {
    server.resetServed();
    const r = await measuredNode([CLI, "run", "suite.yaml", "-c", "config.yaml", "-o", "out.json"], {
      cwd: dir,
    });
    if (r.code !== 0) throw new Error(`modelgate run exited ${r.code}: ${r.stderr}`);
    const size = (await stat(join(dir, "out.json"))).size;
    ratios.push(size / server.served());
    peaks.push(r.peakMiB);
    cpus.push(r.cpuS);
    console.log(
      `  run ${run + 1}: file ${(size / 2 ** 20).toFixed(1)} MiB, outputs ${(server.served() / 2 ** 20).toFixed(1)} MiB, peak ${r.peakMiB.toFixed(0)} MiB, cpu ${r.cpuS.toFixed(2)} s`,
    );
  }
  console.log(`result size: ${N} JSON cases x ${BYTES} B outputs, ${RUNS} runs (medians)`);
  console.log(`  file / outputs     ${median(ratios).toFixed(3)} (target <= ${SIZE_TARGET})`);
  console.log(`  run peak RSS       ${median(peaks).toFixed(0)} MiB (target <= ${PEAK_TARGET_MIB} MiB)`);
  console.log(`  run CPU            ${median(cpus).toFixed(2)} s`);
  const extra = { cases: N, output_bytes: BYTES, runs: RUNS };
  const a = benchLine("result file size / outputs size", median(ratios), "ratio", SIZE_TARGET, extra);
  const b = benchLine("run peak RSS (result size)", median(peaks), "MiB", PEAK_TARGET_MIB, extra);
  benchLine("run CPU (result size)", round(median(cpus)), "s", null, extra);
  process.exitCode = a && b ? 0 : 1;
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}
