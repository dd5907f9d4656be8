// Warm response cache vs cold: the shipped example suites (suites/*/suite.yaml) through
// `node dist/cli.cjs run --cache DIR` against the Ollama double (test/doubles/ollama-double.ts,
// bundled on the fly) with a realistic per-call latency, twice. The cold run calls the model
// for every request and fills the cache; the warm run must make no chat call at all and finish
// in a fraction of the cold time. BENCH_LATENCY_MS (default 400) and BENCH_SLOTS (default 2,
// like OLLAMA_NUM_PARALLEL on a CI runner) override the double's load. Each figure is also a
// BENCH-FIGURE line for the table of bench/run-all.mjs.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { reportFigure } from "./lib/figure.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CLI = process.env.BENCH_CLI ?? join(ROOT, "dist", "cli.cjs");
const L = Number(process.env.BENCH_LATENCY_MS ?? 400);
const S = Number(process.env.BENCH_SLOTS ?? 2);
/** The warm run may take at most this share of the cold run's wall time. */
const TARGET_RATIO = 0.5;

if (!existsSync(CLI)) throw new Error("dist/cli.cjs is missing: run `npm run build` first");
const dir = await mkdtemp(join(tmpdir(), "modelgate-cache-bench-"));
const doubleFile = join(dir, "ollama-double.mjs");
await build({
  entryPoints: [join(ROOT, "test", "doubles", "ollama-double.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  outfile: doubleFile,
  logLevel: "silent",
});
const { startOllamaDouble } = await import(pathToFileURL(doubleFile).href);
const ollama = await startOllamaDouble({ latencyMs: L, parallel: S });

function run(args) {
  return new Promise((resolve) => {
    const started = performance.now();
    let stderr = "";
    // In the bench's own folder: the embedding cache (.modelgate-cache/ under the working
    // folder) of an earlier run must not make the cold run warm.
    const child = spawn(process.execPath, [CLI, "run", ...args], {
      cwd: dir,
      stdio: ["ignore", "ignore", "pipe"],
    });
    child.stderr.on("data", (d) => {
      stderr += String(d);
    });
    child.on("close", (code) => resolve({ code, stderr, ms: performance.now() - started }));
  });
}

let ok = false;
try {
  const suites = [];
  for (const name of (await readdir(join(ROOT, "suites"))).sort()) {
    if (existsSync(join(ROOT, "suites", name, "suite.yaml")))
      suites.push(join(ROOT, "suites", name, "suite.yaml"));
  }
  const config = join(dir, "live.yaml");
  await writeFile(
    config,
    [
      "id: bench",
      "provider: ollama",
      "model: llama3.2:3b",
      `base_url: ${ollama.url}`,
      "embedding_model: nomic-embed-text",
      "options: {temperature: 0, seed: 42}",
      `concurrency: ${S}`,
      "pull: false",
      "",
    ].join("\n"),
  );
  const plugins = ["-p", join(ROOT, "suites", "support-assistant", "checks.mjs")];
  const common = [...suites, "-c", config, ...plugins, "--cache", join(dir, "responses")];
  const chats = () => ollama.bodies("/api/chat").length;
  const embeds = () => ollama.bodies("/api/embed").length;

  const cold = await run([...common, "--output-dir", join(dir, "cold")]);
  if (cold.code !== 0) throw new Error(`cold run exited ${cold.code}:\n${cold.stderr}`);
  const coldCalls = chats();
  const coldEmbeds = embeds();
  const warm = await run([...common, "--output-dir", join(dir, "warm")]);
  if (warm.code !== 0) throw new Error(`warm run exited ${warm.code}:\n${warm.stderr}`);
  const warmCalls = chats() - coldCalls;
  const warmEmbeds = embeds() - coldEmbeds;
  const served = /response cache: (\d+) of (\d+)/.exec(warm.stderr);

  const ratio = warm.ms / cold.ms;
  console.log(`cache-warm: ${suites.length} example suites, latency ${L} ms, ${S} slots`);
  console.log(`  cold run  ${cold.ms.toFixed(0)} ms, ${coldCalls} chat calls, ${coldEmbeds} embed requests`);
  console.log(
    `  warm run  ${warm.ms.toFixed(0)} ms, ${warmCalls} chat calls (${served ? `${served[1]} of ${served[2]}` : "?"} served from the cache), ${warmEmbeds} embed requests`,
  );
  console.log(`  warm/cold ${(ratio * 100).toFixed(1)} % (target <= ${TARGET_RATIO * 100} %, 0 chat calls)`);
  ok = warmCalls === 0 && ratio <= TARGET_RATIO;
  console.log(ok ? "  met" : "  MISSED");
  const load = `${suites.length} example suites, ${L} ms latency, ${S} slots`;
  reportFigure({
    figure: "cold run (fills the cache)",
    measured: Math.round(cold.ms),
    unit: "ms",
    note: load,
  });
  reportFigure({ figure: "warm run", measured: Math.round(warm.ms), unit: "ms", note: load });
  reportFigure({
    figure: "warm / cold wall time",
    measured: Number((ratio * 100).toFixed(1)),
    unit: "%",
    target: `<= ${TARGET_RATIO * 100}`,
    met: ratio <= TARGET_RATIO,
  });
  reportFigure({
    figure: "chat calls in the warm run",
    measured: warmCalls,
    unit: "calls",
    target: "0",
    met: warmCalls === 0,
    note: served ? `${served[1]} of ${served[2]} served from the cache` : undefined,
  });
} finally {
  await ollama.close();
  await rm(dir, { recursive: true, force: true });
}
process.exitCode = ok ? 0 : 1;
