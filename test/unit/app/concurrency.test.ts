import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDiagnostic, InputError } from "../../../src/core/diagnostics.js";
import type { ProgressReporter } from "../../../src/core/run/progress.js";
import { compare, type RunResult, run } from "../../../src/lib/index.js";
import { loadConfig } from "../../../src/load/config.js";
import { startOllamaDouble } from "../../doubles/ollama-double.js";
import { startOpenAIDouble } from "../../doubles/openai-double.js";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-concurrency-"));
  const cases = Array.from(
    { length: 12 },
    (_, i) => `  - id: c${i}\n    type: contains\n    input: "case ${i}"\n    expected: case`,
  );
  await writeFile(join(dir, "suite.yaml"), `suite: slots\ncases:\n${cases.join("\n")}\n`);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

function notes(): { lines: string[]; progress: ProgressReporter } {
  const lines: string[] = [];
  const progress: ProgressReporter = {
    start: () => {},
    executionDone: () => {},
    caseDone: () => {},
    finish: () => {},
    info: (m) => lines.push(m),
  };
  return { lines, progress };
}

async function runOne(
  config: string,
  env: NodeJS.ProcessEnv,
  progress?: ProgressReporter,
): Promise<RunResult> {
  const [result] = await run({
    suites: [join(dir, "suite.yaml")],
    configs: [config],
    env,
    cwd: dir,
    ...(progress !== undefined ? { onProgress: progress } : {}),
  });
  return result!;
}

describe("concurrency in the config", () => {
  const ollama = "id: o\nprovider: ollama\nmodel: m\nbase_url: http://127.0.0.1:9\n";

  it("defaults to the server's slots + 1 when OLLAMA_NUM_PARALLEL is set, else 1", async () => {
    const path = await file("default.yaml", ollama);
    expect((await loadConfig(path, {})).concurrency).toBe(1);
    const known = await loadConfig(path, { OLLAMA_NUM_PARALLEL: "4" });
    expect(known.concurrency).toBe(5);
    expect(known.serverSlots).toEqual({ slots: 4, source: "OLLAMA_NUM_PARALLEL=4" });
    // Ollama's own 0 ("decide by memory") and garbage are unknown.
    expect((await loadConfig(path, { OLLAMA_NUM_PARALLEL: "0" })).concurrency).toBe(1);
    expect((await loadConfig(path, { OLLAMA_NUM_PARALLEL: "four" })).concurrency).toBe(1);
  });

  it("keeps a written number, and marks `auto` for the run to resolve", async () => {
    const fixed = await file("fixed.yaml", `${ollama}concurrency: 2\n`);
    expect((await loadConfig(fixed, { OLLAMA_NUM_PARALLEL: "4" })).concurrency).toBe(2);
    const auto = await file("auto.yaml", `${ollama}concurrency: auto\n`);
    const loaded = await loadConfig(auto, {});
    expect(loaded.autoConcurrency).toBe(true);
    expect(loaded.concurrency).toBe(1);
  });

  it("refuses anything else, naming the field", async () => {
    const path = await file("bad.yaml", `${ollama}concurrency: fast\n`);
    const error = await loadConfig(path, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    const lines = (error as InputError).diagnostics.map((d) => formatDiagnostic(d));
    expect(lines.join("\n")).toMatch(
      /bad\.yaml:5:\d+.*concurrency.*must be an integer from 1 to 64, or auto/,
    );
  });
});

describe("concurrency: auto against a server", () => {
  it("runs llama-server's /props total_slots + 1 calls in flight and says so", async () => {
    const server = await startOpenAIDouble({ models: ["m"], latencyMs: 40, parallel: 2, props: true });
    try {
      const config = await file(
        "props.yaml",
        `id: p\nprovider: openai\nmodel: m\nbase_url: ${server.url}\nconcurrency: auto\n`,
      );
      const { lines, progress } = notes();
      const result = await runOne(config, {}, progress);
      expect(result.summary.passed).toBe(12);
      expect(lines).toContain(
        "config 'p': concurrency auto: 3 calls in flight (2 server slots from GET /props total_slots, + 1)",
      );
      expect(server.stats.maxActive).toBe(2);
      expect(server.stats.queued).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('`concurrency: "auto"` for the run (--concurrency auto) resolves a config that names no concurrency', async () => {
    const server = await startOpenAIDouble({ models: ["m"], latencyMs: 40, parallel: 2, props: true });
    try {
      const config = await file("plain.yaml", `id: q\nprovider: openai\nmodel: m\nbase_url: ${server.url}\n`);
      const { lines, progress } = notes();
      const [result] = await run({
        suites: [join(dir, "suite.yaml")],
        configs: [config],
        env: {},
        cwd: dir,
        concurrency: "auto",
        onProgress: progress,
      });
      expect(result!.summary.passed).toBe(12);
      expect(lines).toContain(
        "config 'q': concurrency auto: 3 calls in flight (2 server slots from GET /props total_slots, + 1)",
      );
      expect(server.stats.maxActive).toBe(2);
      expect(server.stats.queued).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it("falls back to one call at a time, with a note, where the server reports no slots", async () => {
    const server = await startOpenAIDouble({ models: ["m"], latencyMs: 10, parallel: 4 });
    try {
      const config = await file(
        "noprops.yaml",
        `id: v\nprovider: openai\nmodel: m\nbase_url: ${server.url}\nconcurrency: auto\n`,
      );
      const { lines, progress } = notes();
      await runOne(config, {}, progress);
      expect(
        lines.some((l) =>
          /concurrency auto: the server does not report its parallel slots; running 1 call/.test(l),
        ),
      ).toBe(true);
      expect(server.stats.maxActive).toBe(1);
    } finally {
      await server.close();
    }
  });
});

describe("slots + 1 in flight and honest latency", () => {
  // The extra call waits in the server's queue: that wait is in the wall clock (duration_ms) but
  // not in the server's compute time, which is what a latency comparison reads. A baseline run
  // one call per slot and a candidate run at slots + 1 (the default with OLLAMA_NUM_PARALLEL) of
  // the same model must not read as slower.
  it("does not make the same model look slower", async () => {
    const latencyMs = 150;
    const ollama = await startOllamaDouble({ latencyMs, parallel: 2 });
    ollama.respond((body) => {
      const messages = body.messages as Array<{ content: string }> | undefined;
      return { content: messages?.at(-1)?.content ?? "case" };
    });
    try {
      const base = `provider: ollama\nmodel: llama3.2:3b\nbase_url: ${ollama.url}\npull: false\n`;
      const baseline = await runOne(await file("one-per-slot.yaml", `id: a\n${base}concurrency: 2\n`), {});
      expect(ollama.stats.maxInFlight).toBe(2);
      ollama.stats.maxInFlight = 0;
      const candidate = await runOne(await file("slots-plus-one.yaml", `id: b\n${base}`), {
        OLLAMA_NUM_PARALLEL: "2",
      });
      expect(ollama.stats.maxInFlight).toBe(3);

      const reps = (r: RunResult) => r.cases.flatMap((c) => c.repetitions);
      // The wall clock does count the queue: some call waited about a whole call for its slot...
      const waited = reps(candidate).filter((x) => (x.duration_ms ?? 0) > latencyMs * 1.5);
      expect(waited.length).toBeGreaterThan(0);
      // ...the server's compute time does not,
      for (const rep of reps(candidate)) expect(rep.compute_ms).toBeCloseTo(latencyMs, 0);
      // and the comparison reads the compute time: no case is slower, even with a tight threshold.
      const comparison = compare(baseline, candidate, { latencyThresholdPct: 10, minLatencyDeltaMs: 10 });
      expect(comparison.cases.every((c) => c.latency.figure === "compute")).toBe(true);
      expect(comparison.cases.filter((c) => c.latency.slower)).toEqual([]);
    } finally {
      await ollama.close();
    }
  });
});
