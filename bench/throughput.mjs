// Runner throughput at the server's capacity: N cases through `node dist/cli.cjs run` (a whole
// process) against a server with S slots and a fixed latency L. The floor is N·L/S; the figure is
// the server's busy window (first slot taken → last slot freed) over that floor, the median of
// several runs. L in the floor is the slots' measured hold time (their busy time ÷ N), not the
// nominal one: on a loaded machine the server's own timers fire late, which is no idle time of the
// runner's; the ratio against the nominal L is printed beside it. Ways of running:
//  - the documented default: Ollama with OLLAMA_NUM_PARALLEL=S and no `concurrency` in the config,
//    llama-server (`/props`) with `concurrency: auto`. Target (issue 18): <= 1.02 × the floor at
//    50 ms and 250 ms;
//  - `concurrency: S` (one call per slot, the old way), for comparison: every response leaves
//    its slot idle for one HTTP turnaround;
//  - with BENCH_MODES=slots,default,double also `concurrency: 2·S` (a call waiting behind every
//    slot), for information.
// Beside the ratios, ModelGate's own CPU per call (user + sys of the whole process, start-up
// taken out as the slope between the 50 ms and 250 ms runs, which differ in N), for information.
// The figure is a shared machine's: each run's 1-minute load average is recorded, and printed
// (median, min–max) with every figure. Runs are interleaved — run i of every setting, then run
// i + 1 — so a burst of load on the machine falls on all settings alike, not on one.
// Servers: an Ollama stand-in (bench/ollama-slots-server.mjs, NDJSON) and the tests' OpenAI
// double (SSE through the official client). Each figure is a BENCH-FIGURE line (bench/run-all.mjs).
// Usage: node bench/throughput.mjs [--quick]. Environment: BENCH_LATENCIES_MS (default 50,250),
// BENCH_SLOTS (4), BENCH_RUNS (5; 1 with --quick), BENCH_FLOOR_MS (the floor each run is sized
// to, default 2500), BENCH_PROVIDERS (ollama,openai), BENCH_MODES (slots,default),
// BENCH_CLI (another build, e.g. an older one).
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { median, quick, reportFigure } from "./lib/figure.mjs";
import { startSlotsServer } from "./ollama-slots-server.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CLI = process.env.BENCH_CLI ?? join(ROOT, "dist", "cli.cjs");
const S = Number(process.env.BENCH_SLOTS ?? 4);
const LATENCIES = (process.env.BENCH_LATENCIES_MS ?? "50,250").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? (quick ? 1 : 5));
const FLOOR_MS = Number(process.env.BENCH_FLOOR_MS ?? (quick ? 1500 : 2500));
const PROVIDERS = (process.env.BENCH_PROVIDERS ?? "ollama,openai").split(",").map((p) => p.trim());
const MODES = (process.env.BENCH_MODES ?? "slots,default").split(",").map((m) => m.trim());
/** Calls in flight of a mode (the default's is the server's slots + 1). */
const IN_FLIGHT = { slots: S, default: S + 1, double: 2 * S };
const TARGET = 1.02;
const PRELOAD = new URL("./lib/usage-preload.mjs", import.meta.url).href;

let openaiModule;
/** The tests' OpenAI double (TypeScript), bundled for plain Node once. */
async function openaiDouble(dir) {
  if (openaiModule === undefined) {
    const outfile = join(dir, "openai-double.mjs");
    await build({
      entryPoints: [join(ROOT, "test", "doubles", "openai-double.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      outfile,
      logLevel: "warning",
    });
    openaiModule = await import(pathToFileURL(outfile).href);
  }
  return openaiModule;
}

async function startServer(provider, latencyMs, dir) {
  if (provider === "ollama") {
    const server = await startSlotsServer({ latencyMs, slots: S });
    return {
      config: `provider: ollama\nmodel: bench:latest\nbase_url: ${server.url}\npull: false\n`,
      // The documented default: the server's slots known from OLLAMA_NUM_PARALLEL, no concurrency written.
      defaultSetting: { line: "", env: { OLLAMA_NUM_PARALLEL: String(S) } },
      stats: () => server.stats(),
      close: () => server.close(),
    };
  }
  const { startOpenAIDouble } = await openaiDouble(dir);
  const double = await startOpenAIDouble({ models: ["bench"], latencyMs, parallel: S, props: true });
  double.respond(() => ({ content: "ok" }));
  return {
    config: `provider: openai\nmodel: bench\nbase_url: ${double.url}\n`,
    defaultSetting: { line: "concurrency: auto\n", env: {} },
    stats: () => {
      const st = double.stats;
      const windowMs = st.firstStart === null || st.lastEnd === null ? 0 : st.lastEnd - st.firstStart;
      return {
        maxActive: st.maxActive,
        busyMs: st.busyMs,
        windowMs,
        meanGapMs: st.gaps === 0 ? 0 : st.gapMs / st.gaps,
      };
    },
    close: () => double.close(),
  };
}

/** One whole `modelgate run`; the server's busy window over the floor. */
async function once(provider, latencyMs, mode) {
  const load = loadavg()[0];
  const dir = await mkdtemp(join(tmpdir(), "modelgate-bench-"));
  const server = await startServer(provider, latencyMs, dir);
  try {
    // Whole rounds of S cases, sized so the floor is about FLOOR_MS.
    const n = Math.max(S * 4, Math.round(FLOOR_MS / latencyMs) * S);
    const lines = ["suite: throughput", "cases:"];
    for (let i = 0; i < n; i++) {
      lines.push(`  - id: c${i}`, "    type: exact", `    input: "case ${i}"`, "    expected: ok");
    }
    await writeFile(join(dir, "suite.yaml"), `${lines.join("\n")}\n`);
    const setting =
      mode === "default" ? server.defaultSetting : { line: `concurrency: ${IN_FLIGHT[mode]}\n`, env: {} };
    await writeFile(join(dir, "config.yaml"), `id: bench\n${server.config}${setting.line}`);
    const env = { ...process.env, ...setting.env, BENCH_USAGE_FILE: join(dir, "usage.json") };
    if (mode !== "default") delete env.OLLAMA_NUM_PARALLEL;
    let stderr = "";
    const code = await new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        ["--import", PRELOAD, CLI, "run", "suite.yaml", "-c", "config.yaml", "-o", "out.json"],
        {
          cwd: dir,
          env,
          stdio: ["ignore", "ignore", "pipe"],
        },
      );
      child.stderr.on("data", (d) => {
        stderr += d;
      });
      child.on("close", resolve);
    });
    if (code !== 0) throw new Error(`modelgate run exited ${code}: ${stderr}`);
    const result = JSON.parse(await readFile(join(dir, "out.json"), "utf8"));
    if (result.summary.passed !== n) throw new Error(`${result.summary.passed}/${n} cases passed`);
    const stats = server.stats();
    const usage = JSON.parse(await readFile(join(dir, "usage.json"), "utf8"));
    return {
      load,
      cpuMs: usage.cpuS * 1000,
      ratio: stats.windowMs / (stats.busyMs / S),
      nominal: stats.windowMs / ((n * latencyMs) / S),
      gapMs: stats.meanGapMs,
      maxActive: stats.maxActive,
      n,
    };
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const settings = [];
for (const latencyMs of LATENCIES)
  for (const provider of PROVIDERS)
    for (const mode of MODES) settings.push({ latencyMs, provider, mode, runs: [] });
console.log(
  `throughput: ${S} slots, busy window / floor N·L/S, median of ${RUNS} whole-process runs (interleaved); load = 1-min load average of this ${cpus().length}-core machine`,
);
for (let i = 0; i < RUNS; i++) {
  for (const setting of settings)
    setting.runs.push(await once(setting.provider, setting.latencyMs, setting.mode));
}
let allMet = true;
for (const { latencyMs, provider, mode, runs } of settings) {
  const ratio = median(runs.map((r) => r.ratio));
  const gap = median(runs.map((r) => r.gapMs));
  const loads = runs.map((r) => r.load);
  const load = `load ${median(loads).toFixed(1)} (${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)})`;
  const inFlight = mode === "default" ? `${S + 1} in flight (default)` : `${IN_FLIGHT[mode]} in flight`;
  console.log(
    `  ${provider.padEnd(6)} ${String(latencyMs).padStart(4)} ms  ${inFlight.padEnd(24)} ${ratio.toFixed(3)} × floor  ` +
      `(${median(runs.map((r) => r.nominal)).toFixed(3)} against the nominal L; ${runs[0].n} cases; mean idle gap ${gap.toFixed(2)} ms; max ${Math.max(...runs.map((r) => r.maxActive))} of ${S} busy; ${load}; runs ${runs.map((r) => r.ratio.toFixed(3)).join(" ")})`,
  );
  const met = mode === "default" ? ratio <= TARGET : null;
  if (met === false) allMet = false;
  reportFigure({
    figure: `throughput ${provider} ${latencyMs} ms, ${inFlight}`,
    measured: Number(ratio.toFixed(3)),
    unit: "× floor",
    ...(mode === "default" ? { target: `<= ${TARGET}`, met } : {}),
    note: load,
  });
}
// ModelGate's CPU per call, free of start-up: the slope of the process's CPU time over the
// number of cases between the shortest and the longest latency's runs (N differs with L). CPU
// time hardly depends on the machine's load, unlike the ratios above.
if (LATENCIES.length > 1) {
  const [short, long] = [Math.min(...LATENCIES), Math.max(...LATENCIES)];
  for (const provider of PROVIDERS) {
    const at = (l) =>
      settings.find((x) => x.provider === provider && x.latencyMs === l && x.mode === "default");
    const a = at(short);
    const b = at(long);
    if (a === undefined || b === undefined || a.runs[0].n === b.runs[0].n) continue;
    const perCall =
      (median(a.runs.map((r) => r.cpuMs)) - median(b.runs.map((r) => r.cpuMs))) / (a.runs[0].n - b.runs[0].n);
    console.log(
      `  ${provider.padEnd(6)} modelgate CPU per call ${perCall.toFixed(2)} ms (user + sys; ${a.runs[0].n} − ${b.runs[0].n} cases)`,
    );
    reportFigure({
      figure: `modelgate CPU per call, ${provider}`,
      measured: Number(perCall.toFixed(2)),
      unit: "ms",
    });
  }
}
process.exitCode = allMet ? 0 : 1;
