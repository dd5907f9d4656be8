import { afterEach, describe, expect, it } from "vitest";
import type { OllamaConfig } from "../../../../src/core/config/run-config.js";
import { planRun } from "../../../../src/core/run/plan.js";
import { runSuite } from "../../../../src/core/run/runner.js";
import type { Case, Suite } from "../../../../src/core/suite/case.js";
import { createOllamaProvider } from "../../../../src/providers/ollama.js";
import { type OllamaDouble, startOllamaDouble } from "../../../doubles/ollama-double.js";
import { makeCase } from "../../../helpers/make-case.js";

/* Issue 9 point 8: models load before timing; compute_ms excludes the queue, duration_ms does not. */

const MODEL = "llama3.2:3b";
let ollama: OllamaDouble | undefined;
afterEach(async () => {
  await ollama?.close();
  ollama = undefined;
});

function config(url: string, concurrency: number): OllamaConfig {
  return {
    id: "cand",
    file: "cand.yaml",
    capture: "full",
    concurrency,
    redacted: {},
    provider: "ollama",
    model: MODEL,
    baseUrl: url,
    endpoint: "chat",
    options: {},
    timeoutMs: 10_000,
    retries: 0,
    pull: false,
    headers: {},
  };
}

function suiteOf(cases: Case[]): Suite {
  return { name: "latency", file: "suite.yaml", sha256: "0".repeat(64), cases, mcpServers: [] };
}

const okCase = (id: string) =>
  makeCase({
    id,
    check: { type: "exact", expected: "ok", caseInsensitive: false, strip: true },
    messages: [{ role: "user", content: `say ok ${id}` }],
  });

async function run(cases: Case[], concurrency: number) {
  const suite = suiteOf(cases);
  const cfg = config(ollama!.url, concurrency);
  return runSuite({
    suite,
    plan: planRun(suite, { tags: [] }),
    backend: { kind: "live", config: cfg, provider: createOllamaProvider(cfg) },
    registry: new Map(),
    signal: new AbortController().signal,
  });
}

describe("honest latency", () => {
  it("loads the model with one load request before the first case: its latency has no load", async () => {
    ollama = await startOllamaDouble({ loadMs: 400, responder: () => ({ content: "ok" }) });
    const result = await run([okCase("a")], 1);
    const generate = ollama.bodies("/api/generate");
    expect(generate).toHaveLength(1);
    expect(generate[0]).toMatchObject({ model: MODEL, prompt: "" });
    expect(ollama.bodies("/api/chat")).toHaveLength(1);
    // The load request came first.
    const paths = ollama.requests.filter((r) => r.method === "POST").map((r) => r.path);
    expect(paths.indexOf("/api/generate")).toBeLessThan(paths.indexOf("/api/chat"));
    const rep = result.cases[0]!.repetitions[0]!;
    expect(rep.status).toBe("pass");
    expect(rep.duration_ms!).toBeLessThan(300);
    expect(ollama.loaded()).toEqual(["llama3.2:3b"]);
  });

  it("opens one connection per call in flight after the load, before the first case", async () => {
    ollama = await startOllamaDouble({ latencyMs: 20, parallel: 2, responder: () => ({ content: "ok" }) });
    const result = await run(["a", "b", "c", "d"].map(okCase), 3);
    expect(result.summary.passed).toBe(4);
    const paths = ollama.requests.map((r) => `${r.method} ${r.path}`);
    const load = paths.indexOf("POST /api/generate");
    const firstChat = paths.indexOf("POST /api/chat");
    // readiness asks /api/version once; then the load; then three at once, one per connection.
    const between = paths.slice(load + 1, firstChat);
    expect(between).toEqual(["GET /api/version", "GET /api/version", "GET /api/version"]);
  });

  it("makes no connection requests for one call at a time", async () => {
    ollama = await startOllamaDouble({ responder: () => ({ content: "ok" }) });
    await run([okCase("a"), okCase("b")], 1);
    const versions = ollama.requests.filter((r) => r.path === "/api/version");
    expect(versions).toHaveLength(1);
  });

  it("compute_ms is prompt_eval + eval: a request queued behind a busy slot has a longer duration_ms, not compute_ms", async () => {
    ollama = await startOllamaDouble({ latencyMs: 150, parallel: 1, responder: () => ({ content: "ok" }) });
    // One request more than the server's slot.
    const result = await run([okCase("a"), okCase("b")], 2);
    const reps = result.cases.map((c) => c.repetitions[0]!);
    for (const rep of reps) {
      expect(rep.status).toBe("pass");
      const m = rep.provider_metadata as { prompt_eval_duration: number; eval_duration: number };
      expect(rep.compute_ms).toBeCloseTo((m.prompt_eval_duration + m.eval_duration) / 1e6, 1);
      expect(rep.compute_ms!).toBeGreaterThanOrEqual(150);
      expect(rep.compute_ms!).toBeLessThan(200);
    }
    const queued = reps.reduce((a, b) => (a.duration_ms! > b.duration_ms! ? a : b));
    // The queued one waited a whole generation for the slot: wall clock counts it, compute does not.
    expect(queued.duration_ms!).toBeGreaterThanOrEqual(290);
    expect(queued.compute_ms!).toBeLessThan(200);
    // total_duration - load_duration would still count the queue.
    const m = queued.provider_metadata as { total_duration: number; load_duration: number };
    expect((m.total_duration - m.load_duration) / 1e6).toBeGreaterThanOrEqual(290);
  });

  it("sums compute_ms over the turns of an agent loop", async () => {
    ollama = await startOllamaDouble({
      latencyMs: 40,
      responder: (body) =>
        (body.messages as unknown[]).length > 1
          ? { content: "done" }
          : { tool_calls: [{ name: "lookup", arguments: {} }] },
    });
    const c = makeCase({
      id: "loop",
      check: { type: "contains", expected: ["done"], caseInsensitive: false },
      messages: [{ role: "user", content: "look it up" }],
      tools: [{ name: "lookup", description: "", parameters: { type: "object" }, result: { ok: true } }],
    });
    const result = await run([c], 1);
    const rep = result.cases[0]!.repetitions[0]!;
    expect(rep.provider_metadata.turns).toBe(2);
    expect(rep.compute_ms!).toBeGreaterThanOrEqual(80);
  });
});
