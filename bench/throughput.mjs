// Runner throughput: N cases through `node dist/cli.js run` at concurrency S against a server
// with S slots and a fixed latency L. The floor is N·L/S; the runner should stay within 5 % of it
// (no idle gap between a response and the next request beyond one HTTP turnaround, a few ms).
// L defaults to 250 ms, a short but realistic model call. Override with BENCH_CASES,
// BENCH_LATENCY_MS, BENCH_SLOTS. It runs against an Ollama stand-in (provider: ollama) and against
// the OpenAI-compatible double of the tests (provider: openai, SSE through the official client),
// and reports the same figure for each; BENCH_PROVIDERS=ollama or =openai runs one.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { startSlotsServer } from "./ollama-slots-server.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const N = Number(process.env.BENCH_CASES ?? 240);
const L = Number(process.env.BENCH_LATENCY_MS ?? 250);
const S = Number(process.env.BENCH_SLOTS ?? 4);

const PROVIDERS = (process.env.BENCH_PROVIDERS ?? "ollama,openai").split(",").map((p) => p.trim());

/** The tests' OpenAI double (TypeScript), bundled for plain Node. */
async function startOpenAIServer(dir) {
  const outfile = join(dir, "openai-double.mjs");
  await build({
    entryPoints: [join(ROOT, "test", "doubles", "openai-double.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    logLevel: "warning",
  });
  const { startOpenAIDouble } = await import(pathToFileURL(outfile).href);
  const double = await startOpenAIDouble({ models: ["bench"], latencyMs: L, parallel: S });
  double.respond(() => ({ content: "ok" }));
  return {
    url: double.url,
    config: `provider: openai\nmodel: bench\nbase_url: ${double.url}\n`,
    stats: () => {
      const st = double.stats;
      const windowMs = st.firstStart === null || st.lastEnd === null ? 0 : st.lastEnd - st.firstStart;
      return {
        maxActive: st.maxActive,
        windowMs,
        utilisation: windowMs === 0 ? 0 : st.busyMs / (S * windowMs),
        meanGapMs: st.gaps === 0 ? 0 : st.gapMs / st.gaps,
        firstStart: st.firstStart,
        lastEnd: st.lastEnd,
      };
    },
    close: () => double.close(),
  };
}

async function startOllamaServer() {
  const server = await startSlotsServer({ latencyMs: L, slots: S });
  return {
    ...server,
    config: `provider: ollama\nmodel: bench:latest\nbase_url: ${server.url}\npull: false\n`,
  };
}

async function bench(provider) {
  const dir = await mkdtemp(join(tmpdir(), "modelgate-bench-"));
  const server = provider === "openai" ? await startOpenAIServer(dir) : await startOllamaServer();
  try {
    const lines = ["suite: throughput", "cases:"];
    for (let i = 0; i < N; i++) {
      lines.push(`  - id: c${i}`, "    type: exact", `    input: "case ${i}"`, "    expected: ok");
    }
    await writeFile(join(dir, "suite.yaml"), `${lines.join("\n")}\n`);
    await writeFile(join(dir, "config.yaml"), `id: bench\n${server.config}concurrency: ${S}\n`);

    const started = performance.now();
    const code = await new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        [join(ROOT, "dist", "cli.js"), "run", "suite.yaml", "-c", "config.yaml", "-o", "out.json"],
        { cwd: dir, stdio: ["ignore", "ignore", "inherit"] },
      );
      child.on("close", resolve);
    });
    const wallMs = performance.now() - started;
    if (code !== 0) throw new Error(`modelgate run exited ${code}`);
    const result = JSON.parse(await readFile(join(dir, "out.json"), "utf8"));
    const passed = result.summary.passed;
    const stats = server.stats();
    const floorMs = (N * L) / S;
    const pct = (x) => `${((x / floorMs - 1) * 100).toFixed(1)} %`;
    console.log(`throughput (${provider}): ${N} cases, latency ${L} ms, ${S} slots, concurrency ${S}`);
    console.log(`  floor N·L/S        ${floorMs.toFixed(0)} ms`);
    console.log(
      `  server busy window ${stats.windowMs.toFixed(0)} ms (${pct(stats.windowMs)} over the floor)`,
    );
    console.log(
      `  CLI wall time      ${wallMs.toFixed(0)} ms (${pct(wallMs)}, includes process start and loading)`,
    );
    console.log(
      `  before/after       ${(stats.firstStart - started).toFixed(0)} ms to the first call (start, load, prepare), ` +
        `${(started + wallMs - stats.lastEnd).toFixed(0)} ms after the last (write, exit)`,
    );
    console.log(
      `  slot utilisation   ${(stats.utilisation * 100).toFixed(1)} % (max ${stats.maxActive} of ${S} busy)`,
    );
    console.log(
      `  mean idle gap      ${stats.meanGapMs.toFixed(2)} ms between a response and the next request`,
    );
    console.log(`  cases passed       ${passed}/${N}`);
    const ok = stats.windowMs <= floorMs * 1.05 && passed === N && stats.maxActive === S;
    console.log(`  ${ok ? "OK" : "MISS"}: busy window within 5 % of the floor`);
    return ok;
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

let allOk = true;
for (const provider of PROVIDERS) {
  if (!(await bench(provider))) allOk = false;
}
if (!allOk) process.exitCode = 1;
