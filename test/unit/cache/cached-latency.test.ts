// A cache hit made no model call (docs/running.md, PRODUCT §10.2): its recorded wall time, queue
// included, must never fail `max_latency_ms`; the original call's compute time still may.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withResponseCache } from "../../../src/cache/cached-provider.js";
import { folderResponseStore, type ResponseStore } from "../../../src/cache/response-store.js";
import type { OllamaConfig } from "../../../src/core/config/run-config.js";
import type { RunResult } from "../../../src/core/result/run-result.js";
import { planRun } from "../../../src/core/run/plan.js";
import type { ChatReply, ModelProvider } from "../../../src/core/run/provider.js";
import { runSuite } from "../../../src/core/run/runner.js";
import type { Suite } from "../../../src/core/suite/case.js";
import { makeCase } from "../../helpers/make-case.js";

const CONFIG: OllamaConfig = {
  provider: "ollama",
  id: "cand",
  file: "cand.yaml",
  capture: "full",
  concurrency: 1,
  redacted: {},
  model: "m:1",
  baseUrl: "http://127.0.0.1:1",
  endpoint: "chat",
  options: {},
  timeoutMs: 5000,
  retries: 0,
  pull: false,
  headers: {},
};

const SUITE: Suite = {
  name: "latency",
  file: "suite.yaml",
  sha256: "0".repeat(64),
  mcpServers: [],
  cases: [
    makeCase({
      id: "slow",
      check: { type: "exact", expected: "ok", caseInsensitive: false, strip: true },
      messages: [{ role: "user", content: "say ok" }],
      performance: { maxLatencyMs: 50 },
    }),
  ],
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-cached-latency-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A folder of its own per test: what a later run reads back from disk. */
let stores = 0;
const folderStore = (): ResponseStore => folderResponseStore(join(dir, String(stores++)));

/** A model that takes 80 ms on the wall clock (a queue) and reports `computeMs` of its own. */
function slowModel(computeMs: number | undefined): ModelProvider {
  return {
    prepare: async () => ({}),
    embed: async () => [],
    chat: async (): Promise<ChatReply> => {
      await new Promise((resolve) => setTimeout(resolve, 80));
      return {
        content: "ok",
        toolCalls: [],
        metadata: {},
        ...(computeMs === undefined ? {} : { computeMs }),
      };
    },
  };
}

function run(provider: ModelProvider, store: ResponseStore, enforcePerformance: boolean): Promise<RunResult> {
  return runSuite({
    suite: SUITE,
    plan: planRun(SUITE, { tags: [] }),
    backend: {
      kind: "live",
      config: CONFIG,
      provider: withResponseCache(provider, { store, identity: { digest: "a" } }),
    },
    registry: new Map(),
    signal: new AbortController().signal,
    enforcePerformance,
  });
}

describe("max_latency_ms on a cached repetition", () => {
  it("judges the original call's compute time, kept with the cached reply, never the recorded wall time", async () => {
    const store = folderStore();
    const cold = (await run(slowModel(12), store, true)).cases[0]!;
    expect(cold.repetitions[0]).toMatchObject({
      status: "pass",
      duration_source: "measured",
      compute_ms: 12,
    });
    const warm = (await run(slowModel(12), store, true)).cases[0]!;
    const rep = warm.repetitions[0]!;
    expect(rep.duration_source).toBe("cached");
    expect(rep.duration_ms!).toBeGreaterThanOrEqual(70);
    expect(rep.compute_ms).toBe(12);
    expect(rep.warnings).toEqual([]);
    expect(warm.status).toBe("pass");
  });

  it("a compute time over the limit fails the cached repetition as it failed the original", async () => {
    const store = folderStore();
    await run(slowModel(75), store, false);
    const warm = (await run(slowModel(75), store, true)).cases[0]!;
    expect(warm.repetitions[0]).toMatchObject({
      status: "fail",
      duration_source: "cached",
      reason: "compute time 75 ms exceeds max_latency_ms 50",
    });
  });

  it("a cached reply without a compute time is not judged by max_latency_ms", async () => {
    const store = folderStore();
    const cold = (await run(slowModel(undefined), store, false)).cases[0]!;
    expect(cold.repetitions[0]!.warnings).toEqual([
      expect.stringMatching(/^latency \d+(\.\d)? ms exceeds max_latency_ms 50$/),
    ]);
    const warm = (await run(slowModel(undefined), store, true)).cases[0]!;
    const rep = warm.repetitions[0]!;
    expect(rep.duration_source).toBe("cached");
    expect(rep.compute_ms).toBeUndefined();
    expect(rep.warnings).toEqual([]);
    expect(warm.status).toBe("pass");
  });
});
