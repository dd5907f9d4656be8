// A server that stops answering mid-run but keeps its sockets open (SIGSTOP, a GPU hang, a
// deadlocked llama-server): after a call times out the runner asks whether the server is still
// there, and stops the run when it gets no answer, instead of waiting out every case's timeout
// (docs/running.md, *Timeouts*).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { compare, type RunResult, run } from "../../../src/lib/index.js";
import { type OllamaDouble, startOllamaDouble } from "../../doubles/ollama-double.js";
import { type OpenAIDouble, startOpenAIDouble } from "../../doubles/openai-double.js";

let dir: string;
let ollama: OllamaDouble | undefined;
let openai: OpenAIDouble | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-frozen-"));
  const cases = Array.from(
    { length: 10 },
    (_, i) => `  - id: c${i}\n    type: contains\n    input: "case ${i}"\n    expected: case`,
  );
  await writeFile(join(dir, "suite.yaml"), `suite: frozen\ncases:\n${cases.join("\n")}\n`);
});
afterEach(async () => {
  await ollama?.close();
  await openai?.close();
  ollama = undefined;
  openai = undefined;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function runWith(config: string): Promise<RunResult> {
  const path = join(dir, "config.yaml");
  await writeFile(path, config);
  const [result] = await run({ suites: [join(dir, "suite.yaml")], configs: [path], env: {}, cwd: dir });
  return result!;
}

const statuses = (result: RunResult) => result.cases.map((c) => c.status);
const reasons = (result: RunResult) => result.cases.map((c) => c.repetitions[0]!.reason);

describe("a server that freezes mid-run (sockets open, nothing answered)", () => {
  it("Ollama: one timeout and one probe, then the run stops; the rest unavailable, saying why", async () => {
    ollama = await startOllamaDouble();
    ollama.freeze(2);
    const result = await runWith(
      `id: o\nprovider: ollama\nmodel: llama3.2:3b\nbase_url: ${ollama.url}\ntimeout_s: 1\nconcurrency: 2\nretries: 0\npull: false\n`,
    );
    expect(statuses(result)).toEqual(["pass", "pass", "timeout", "timeout", ...Array(6).fill("unavailable")]);
    const stopped =
      "not executed: the server stopped answering (GET /api/version: no answer within 1 s after a call timed out at 1 s)";
    expect(reasons(result).slice(4)).toEqual(Array(6).fill(stopped));
    // Two answered, two hung: no call after the probe went unanswered.
    expect(ollama.bodies("/api/chat")).toHaveLength(4);
    // The statuses and the count of calls say it; the time it took is the benchmark's to measure
    // (a loaded machine made a bound here flaky): one timeout plus one probe bound, not 4 waves.
    expect(result.cancelled).toBe(false);
  });

  it("compared with a healthy baseline: an execution failure, never a regression", async () => {
    ollama = await startOllamaDouble();
    const config = (url: string) =>
      `id: o\nprovider: ollama\nmodel: llama3.2:3b\nbase_url: ${url}\ntimeout_s: 1\nconcurrency: 2\nretries: 0\npull: false\n`;
    const baseline = await runWith(config(ollama.url));
    ollama.freeze(2);
    const candidate = await runWith(config(ollama.url));
    const comparison = compare(baseline, candidate);
    expect(comparison.status).toBe("execution_failure");
    expect(comparison.summary).toMatchObject({ regressions: 0, errors: 8, passing: 2 });
  });

  it("behind a response cache (config `cache:`): the probe still reaches the server", async () => {
    ollama = await startOllamaDouble();
    ollama.freeze(2);
    const result = await runWith(
      `id: o\nprovider: ollama\nmodel: llama3.2:3b\nbase_url: ${ollama.url}\ntimeout_s: 1\nconcurrency: 2\nretries: 0\npull: false\ncache: cache\n`,
    );
    expect(statuses(result)).toEqual(["pass", "pass", "timeout", "timeout", ...Array(6).fill("unavailable")]);
  });

  it("OpenAI-compatible: the same through GET /v1/models", async () => {
    openai = await startOpenAIDouble({ models: ["m"], parallel: 2 });
    openai.freeze(2);
    const result = await runWith(
      `id: p\nprovider: openai\nmodel: m\nbase_url: ${openai.url}\ntimeout_s: 1\nconcurrency: 2\nretries: 0\n`,
    );
    expect(statuses(result)).toEqual(["pass", "pass", "timeout", "timeout", ...Array(6).fill("unavailable")]);
    const stopped =
      "not executed: the server stopped answering (GET /v1/models: no answer within 1 s after a call timed out at 1 s)";
    expect(reasons(result).slice(4)).toEqual(Array(6).fill(stopped));
    expect(openai.bodies("/v1/chat/completions")).toHaveLength(4);
  });
});

describe("a server that is slow but alive", () => {
  it("Ollama: every case is sent and times out on its own (the probe is answered)", async () => {
    ollama = await startOllamaDouble({ latencyMs: 1_500 });
    const result = await runWith(
      `id: o\nprovider: ollama\nmodel: llama3.2:3b\nbase_url: ${ollama.url}\ntimeout_s: 0.5\nconcurrency: 2\nretries: 0\npull: false\n`,
    );
    expect(statuses(result)).toEqual(Array(10).fill("timeout"));
    expect(ollama.bodies("/api/chat")).toHaveLength(10);
  });

  it("OpenAI-compatible: the same", async () => {
    openai = await startOpenAIDouble({ models: ["m"], parallel: 2, latencyMs: 1_500 });
    const result = await runWith(
      `id: p\nprovider: openai\nmodel: m\nbase_url: ${openai.url}\ntimeout_s: 0.5\nconcurrency: 2\nretries: 0\n`,
    );
    expect(statuses(result)).toEqual(Array(10).fill("timeout"));
    expect(openai.bodies("/v1/chat/completions")).toHaveLength(10);
  });

  it("a server answering the probe with 503 is up: the run goes on", async () => {
    let injected = false;
    ollama = await startOllamaDouble({
      responder: async () => {
        // From the first call on (after readiness), /api/version answers 503.
        if (!injected) ollama!.inject({ kind: "status", status: 503, endpoint: "/api/version" });
        injected = true;
        await sleep(1_500);
        return { content: "late" };
      },
    });
    const result = await runWith(
      `id: o\nprovider: ollama\nmodel: llama3.2:3b\nbase_url: ${ollama.url}\ntimeout_s: 0.5\nconcurrency: 2\nretries: 0\npull: false\n`,
    );
    expect(statuses(result)).toEqual(Array(10).fill("timeout"));
    expect(ollama.bodies("/api/chat")).toHaveLength(10);
    expect(ollama.requests.filter((r) => r.path === "/api/version").length).toBeGreaterThan(3);
  });
});
