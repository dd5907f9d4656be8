import { describe, expect, it } from "vitest";
import type { CaptureMode, OllamaConfig, ReplayConfig } from "../../../../src/core/config/run-config.js";
import { sha256Hex } from "../../../../src/core/json/canonical.js";
import type { JsonObject } from "../../../../src/core/json/value.js";
import { aggregateCase } from "../../../../src/core/result/aggregate.js";
import type { RepetitionResult } from "../../../../src/core/result/run-result.js";
import { planRun } from "../../../../src/core/run/plan.js";
import {
  type ChatReply,
  type ChatRequest,
  type ModelProvider,
  ProviderError,
  type ToolHost,
} from "../../../../src/core/run/provider.js";
import type { RecordedRepetition } from "../../../../src/core/run/recording.js";
import {
  type Backend,
  executeJobs,
  prepareRun,
  type RunArgs,
  runSuite,
} from "../../../../src/core/run/runner.js";
import type { Case, Suite, ToolDefinition } from "../../../../src/core/suite/case.js";
import { recordingsOfResult } from "../../../../src/load/recorded-result.js";
import { makeCase } from "../../../helpers/make-case.js";
import { makeRun } from "../../../helpers/make-run.js";

const exactOk = { type: "exact", expected: "ok", caseInsensitive: false, strip: true } as const;

function suiteOf(cases: Case[]): Suite {
  return { name: "demo", file: "suite.yaml", sha256: "0".repeat(64), cases, mcpServers: [] };
}

function ollamaConfig(overrides: Partial<OllamaConfig> = {}): OllamaConfig {
  return {
    provider: "ollama",
    id: "cand",
    file: "cand.yaml",
    capture: "full",
    concurrency: 1,
    redacted: { id: "cand", headers: { Authorization: "<redacted>" } },
    model: "m:1",
    baseUrl: "http://127.0.0.1:1",
    endpoint: "chat",
    options: { temperature: 0 },
    timeoutMs: 5000,
    retries: 2,
    pull: false,
    headers: {},
    ...overrides,
  };
}

function replayConfig(): ReplayConfig {
  return {
    provider: "replay",
    id: "base",
    file: "base.yaml",
    capture: "full",
    concurrency: 1,
    redacted: { id: "base" },
    outputs: "/x/recorded.json",
  };
}

type ChatFn = (request: ChatRequest, signal: AbortSignal) => Promise<ChatReply>;

function fakeProvider(chat: ChatFn, prepare?: () => Promise<JsonObject>) {
  const calls = { prepare: 0, chat: 0, requests: [] as ChatRequest[] };
  const provider: ModelProvider = {
    prepare: async () => {
      calls.prepare++;
      return prepare ? prepare() : { version: "0.9.0" };
    },
    chat: (request, signal) => {
      calls.chat++;
      calls.requests.push(structuredClone(request));
      return chat(request, signal);
    },
    embed: async () => [],
  };
  return { provider, calls };
}

const reply = (content: string, extra: Partial<ChatReply> = {}): ChatReply => ({
  content,
  toolCalls: [],
  metadata: { eval_count: 3 },
  ...extra,
});

const noSleep = { baseMs: 1, capMs: 1, sleep: async () => {}, random: () => 0 };

function args(suite: Suite, backend: Backend, extra: Partial<RunArgs> = {}): RunArgs {
  return {
    suite,
    plan: planRun(suite, { tags: [] }),
    backend,
    registry: new Map(),
    signal: new AbortController().signal,
    backoff: noSleep,
    ...extra,
  };
}

function live(provider: ModelProvider, config: Partial<OllamaConfig> = {}): Backend {
  return { kind: "live", config: ollamaConfig(config), provider };
}

describe("runSuite with a live provider", () => {
  it("maps every ProviderError kind to its status, never blurring them", async () => {
    const kinds = ["unavailable", "timeout", "fatal", "transient", "cancelled"] as const;
    const cases = kinds.map((k) =>
      makeCase({ id: k, check: exactOk, messages: [{ role: "user", content: k }] }),
    );
    cases.push(makeCase({ id: "bug", check: exactOk, messages: [{ role: "user", content: "bug" }] }));
    const { provider, calls } = fakeProvider(async (request) => {
      const kind = request.messages.at(-1)!.content;
      if (kind === "bug") throw new TypeError("undefined is not a function");
      throw new ProviderError(kind as (typeof kinds)[number], `${kind} happened`);
    });
    const result = await runSuite(args(suiteOf(cases), live(provider, { retries: 2 })));
    const byId = Object.fromEntries(result.cases.map((c) => [c.id, c.repetitions[0]!]));
    expect(byId.unavailable).toMatchObject({
      status: "unavailable",
      attempts: 1,
      error: "unavailable happened",
    });
    expect(byId.timeout).toMatchObject({ status: "timeout", attempts: 1 });
    expect(byId.fatal).toMatchObject({ status: "error", attempts: 1, reason: "fatal happened" });
    expect(byId.transient).toMatchObject({
      status: "error",
      attempts: 3,
      reason: "failed after 3 attempts: transient happened",
    });
    expect(byId.cancelled).toMatchObject({ status: "cancelled", attempts: 1 });
    expect(byId.bug).toMatchObject({ status: "error", reason: "undefined is not a function" });
    for (const rep of Object.values(byId)) {
      expect(rep.output).toBeNull();
      expect(rep.duration_ms).toBeNull();
    }
    expect(calls.chat).toBe(1 + 1 + 1 + 3 + 1 + 1);
    expect(result.summary).toEqual({ cases: 6, passed: 0, failed: 0, invalid: 0, errors: 6 });
  });

  it("counts retries of transient failures and passes when a later attempt succeeds", async () => {
    let n = 0;
    const { provider } = fakeProvider(async () => {
      n++;
      if (n <= 2) throw new ProviderError("transient", "HTTP 503", 503);
      return reply("ok");
    });
    const result = await runSuite(args(suiteOf([makeCase({ id: "a", check: exactOk })]), live(provider)));
    expect(result.cases[0]!.repetitions[0]).toMatchObject({ status: "pass", attempts: 3, output: "ok" });
  });

  it("times a hanging call out through its AbortSignal (status timeout, not cancelled)", async () => {
    let sawReason = "";
    const { provider } = fakeProvider(
      (_request, signal) =>
        new Promise((_, reject) => {
          signal.addEventListener("abort", () => {
            sawReason = (signal.reason as DOMException).name;
            reject(new Error("aborted"));
          });
        }),
    );
    const result = await runSuite(
      args(suiteOf([makeCase({ id: "slow", check: exactOk })]), live(provider, { timeoutMs: 30 })),
    );
    const rep = result.cases[0]!.repetitions[0]!;
    expect(rep.status).toBe("timeout");
    expect(rep.reason).toBe("timed out after 30 ms");
    expect(sawReason).toBe("TimeoutError");
    expect(result.cancelled).toBe(false);
  });

  it("times out even a provider that ignores its signal", async () => {
    const { provider } = fakeProvider(() => new Promise(() => {}));
    const result = await runSuite(
      args(suiteOf([makeCase({ id: "deaf", check: exactOk })]), live(provider, { timeoutMs: 20 })),
    );
    expect(result.cases[0]!.status).toBe("timeout");
  });

  it("on cancellation keeps completed cases and marks the in-flight and the rest cancelled", async () => {
    const controller = new AbortController();
    const cases = ["a", "b", "c", "d"].map((id) =>
      makeCase({ id, check: exactOk, messages: [{ role: "user", content: id }] }),
    );
    let sawReason = "";
    const { provider, calls } = fakeProvider((request, signal) => {
      if (request.messages.at(-1)!.content === "a") return Promise.resolve(reply("ok"));
      // b hangs until the run is interrupted
      setImmediate(() => controller.abort(new DOMException("interrupted by SIGINT", "AbortError")));
      return new Promise((_, reject) =>
        signal.addEventListener("abort", () => {
          sawReason = (signal.reason as DOMException).name;
          reject(new ProviderError("transient", "stream cut"));
        }),
      );
    });
    const result = await runSuite(args(suiteOf(cases), live(provider), { signal: controller.signal }));
    expect(result.cases.map((c) => c.status)).toEqual(["pass", "cancelled", "cancelled", "cancelled"]);
    expect(result.cases[1]!.repetitions[0]).toMatchObject({
      status: "cancelled",
      reason: "run cancelled",
      attempts: 1,
    });
    expect(result.cases[2]!.repetitions[0]).toMatchObject({ status: "cancelled", attempts: 0 });
    expect(result.cancelled).toBe(true);
    expect(calls.chat).toBe(2);
    expect(sawReason).toBe("AbortError");
  });

  it("calls prepare once; an unavailable server makes every case unavailable without a call", async () => {
    const { provider, calls } = fakeProvider(
      async () => reply("ok"),
      async () => {
        throw new ProviderError("unavailable", "cannot reach Ollama at http://127.0.0.1:1");
      },
    );
    const suite = suiteOf([
      makeCase({ id: "a", check: exactOk, repeat: 2, minPass: 2 }),
      makeCase({ id: "b", check: exactOk }),
    ]);
    const result = await runSuite(args(suite, live(provider)));
    expect(calls.prepare).toBe(1);
    expect(calls.chat).toBe(0);
    expect(result.cases.map((c) => c.status)).toEqual(["unavailable", "unavailable"]);
    expect(result.cases[0]!.repetitions).toHaveLength(2);
    expect(result.cases[0]!.repetitions[0]!.reason).toBe(
      "provider not ready: cannot reach Ollama at http://127.0.0.1:1",
    );
  });

  it("stores results in suite order whatever the completion order", async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `c${i}`);
    const { provider } = fakeProvider(async (request) => {
      const id = request.messages.at(-1)!.content;
      const wait = (Number(id.slice(1)) * 7) % 5;
      for (let i = 0; i < wait; i++) await new Promise((r) => setImmediate(r));
      return reply(id);
    });
    const cases = ids.map((id) =>
      makeCase({ id, check: { ...exactOk, expected: id }, messages: [{ role: "user", content: id }] }),
    );
    const result = await runSuite(args(suiteOf(cases), live(provider, { concurrency: 4 })));
    expect(result.cases.map((c) => c.id)).toEqual(ids);
    expect(result.cases.every((c) => c.status === "pass" && c.repetitions[0]!.output === c.id)).toBe(true);
  });

  it("builds the request: system first, options overridden by generation, format", async () => {
    const { provider, calls } = fakeProvider(async () => reply("ok"));
    const c = makeCase({
      id: "a",
      check: exactOk,
      generation: { seed: 1, temperature: 0.5 },
      format: "json",
    });
    await runSuite(
      args(suiteOf([c]), live(provider, { system: "be brief", options: { temperature: 0, num_ctx: 9 } })),
    );
    expect(calls.requests[0]).toEqual({
      model: "m:1",
      messages: [
        { role: "system", content: "be brief" },
        { role: "user", content: "input" },
      ],
      tools: [],
      options: { temperature: 0.5, num_ctx: 9, seed: 1 },
      format: "json",
    });
  });

  it("records runtime metadata, the redacted config, case hashes and source lines", async () => {
    const { provider } = fakeProvider(async () => reply("ok"));
    const c = makeCase({
      id: "a",
      check: exactOk,
      source: { file: "s.yaml", line: 7, column: 3 },
      tags: ["t"],
    });
    // The caller says which Node runs the job (the core reads no `process`).
    const host = { node: process.version, os: process.platform, arch: process.arch };
    const result = await runSuite(args(suiteOf([c]), live(provider), { host }));
    expect(result.format).toBe("modelgate.run/v2");
    expect(result.config).toEqual({
      id: "cand",
      provider: "ollama",
      model: "m:1",
      settings: { id: "cand", headers: { Authorization: "<redacted>" } },
    });
    expect(result.runtime).toMatchObject({
      modelgate: "0.0.0-test",
      node: process.version,
      provider: { version: "0.9.0" },
    });
    expect(result.cases[0]).toMatchObject({
      id: "a",
      type: "exact",
      tags: ["t"],
      source: { file: "s.yaml", line: 7 },
      case_sha256: sha256Hex('{"id":"a","type":"exact"}'),
      contract: null,
      repeat: 1,
      min_pass: 1,
    });
    expect(result.cases[0]!.repetitions[0]).toMatchObject({
      duration_source: "measured",
      provider_metadata: { eval_count: 3 },
    });
    expect(typeof result.cases[0]!.repetitions[0]!.duration_ms).toBe("number");
  });
});

describe("a failure every later call would repeat (ProviderError.stopsRun)", () => {
  it("lets the calls in flight finish, sends no loop's next turn and no later case, and says why", async () => {
    const refused = () => {
      const error = new ProviderError("fatal", "authentication failed: HTTP 401", 401);
      error.stopsRun = true;
      return error;
    };
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { provider, calls } = fakeProvider(async (request) => {
      const id = request.messages[0]!.content;
      if (id === "auth") {
        // Refused while "loop" and "slow" are in flight.
        setImmediate(release);
        throw refused();
      }
      await gate;
      if (id === "loop" && request.messages.length === 1)
        return reply("", { toolCalls: [{ name: "lookup", arguments: {} }] });
      return reply("ok");
    });
    const lookup: ToolDefinition = { name: "lookup", description: "", parameters: {}, result: { ok: 1 } };
    const suite = suiteOf([
      makeCase({
        id: "loop",
        check: exactOk,
        messages: [{ role: "user", content: "loop" }],
        tools: [lookup],
      }),
      makeCase({ id: "slow", check: exactOk, messages: [{ role: "user", content: "slow" }] }),
      makeCase({ id: "auth", check: exactOk, messages: [{ role: "user", content: "auth" }] }),
      makeCase({ id: "later", check: exactOk, messages: [{ role: "user", content: "later" }], repeat: 2 }),
    ]);
    const result = await runSuite(args(suite, live(provider, { concurrency: 3 })));
    expect(result.cases.map((c) => c.status)).toEqual(["error", "pass", "error", "error"]);
    const stopped = "not executed, the run stopped: authentication failed: HTTP 401";
    expect(result.cases.flatMap((c) => c.repetitions.map((r) => r.reason))).toEqual([
      stopped,
      null,
      "authentication failed: HTTP 401",
      stopped,
      stopped,
    ]);
    // loop's first turn, slow, auth: nothing after the refusal.
    expect(calls.chat).toBe(3);
    expect(result.cancelled).toBe(false);
  });
});

describe("a server that stops answering: a timeout asks whether it is alive (ModelProvider.alive)", () => {
  /** A call that ends only when its signal aborts. */
  const hang = (_request: ChatRequest, signal: AbortSignal): Promise<ChatReply> =>
    new Promise((_, reject) => {
      signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    });
  const byId = (ids: string[]) =>
    ids.map((id) => makeCase({ id, check: exactOk, messages: [{ role: "user", content: id }] }));

  it("no answer: the timed-out call keeps timeout, the call in flight and the rest are unavailable, none sent", async () => {
    const probes: number[] = [];
    const { provider, calls } = fakeProvider(async (request, signal) => {
      const id = request.messages[0]!.content;
      if (id === "quick") {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return reply("ok");
      }
      return hang(request, signal);
    });
    provider.alive = async (timeoutMs) => {
      probes.push(timeoutMs);
      // Refused at once: the server is gone (a probe that gets no answer is bounded the same way).
      return "GET /api/version: connection refused";
    };
    // "stuck" and "quick" start together; "inflight" starts when "quick" ends, and is still in
    // flight when "stuck" times out and the probe finds nobody.
    const result = await runSuite(
      args(
        suiteOf(byId(["stuck", "quick", "inflight", "later"])),
        live(provider, { timeoutMs: 80, concurrency: 2 }),
      ),
    );
    expect(result.cases.map((c) => c.status)).toEqual(["timeout", "pass", "unavailable", "unavailable"]);
    const stopped =
      "not executed: the server stopped answering (GET /api/version: connection refused after a call timed out at 80 ms)";
    expect(result.cases.map((c) => c.repetitions[0]!.reason)).toEqual([
      "timed out after 80 ms",
      null,
      stopped,
      stopped,
    ]);
    expect(calls.chat).toBe(3);
    // Bounded by min(10 s, timeout_s).
    expect(probes).toEqual([80]);
    expect(result.cancelled).toBe(false);
  });

  it("calls timing out together share the probe in flight; an answer lets the run go on", async () => {
    let probes = 0;
    const { provider, calls } = fakeProvider(hang);
    provider.alive = async () => {
      probes++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return null;
    };
    const result = await runSuite(
      args(suiteOf(byId(["a", "b", "c", "d"])), live(provider, { timeoutMs: 30, concurrency: 2 })),
    );
    expect(result.cases.map((c) => c.status)).toEqual(["timeout", "timeout", "timeout", "timeout"]);
    expect(calls.chat).toBe(4);
    // One probe per wave of two timeouts.
    expect(probes).toBe(2);
  });

  it("a probe that ignores its bound is cut at it (plus a grace) and counts as no answer", async () => {
    const { provider, calls } = fakeProvider(hang);
    provider.alive = () => new Promise(() => {});
    const started = Date.now();
    const result = await runSuite(
      args(suiteOf(byId(["a", "b", "c"])), live(provider, { timeoutMs: 30, concurrency: 1 })),
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result.cases.map((c) => c.status)).toEqual(["timeout", "unavailable", "unavailable"]);
    expect(result.cases[1]!.repetitions[0]!.reason).toBe(
      "not executed: the server stopped answering (no answer within 30 ms after a call timed out at 30 ms)",
    );
    expect(calls.chat).toBe(1);
  });

  it("a provider without the probe keeps waiting out every timeout", async () => {
    const { provider, calls } = fakeProvider(hang);
    const result = await runSuite(
      args(suiteOf(byId(["a", "b", "c"])), live(provider, { timeoutMs: 20, concurrency: 1 })),
    );
    expect(result.cases.map((c) => c.status)).toEqual(["timeout", "timeout", "timeout"]);
    expect(calls.chat).toBe(3);
  });
});

describe("capture modes", () => {
  const jsonCase = makeCase({ id: "j", check: { type: "json" }, tags: [] });
  const output = '{"name":"Priya"}';
  async function run(capture: CaptureMode) {
    const { provider } = fakeProvider(async () => reply(output));
    const result = await runSuite(args(suiteOf([jsonCase]), live(provider), { capture }));
    return { result, rep: result.cases[0]!.repetitions[0]! };
  }

  it("full keeps output, hash and evidence", async () => {
    const { rep, result } = await run("full");
    expect(result.capture).toBe("full");
    expect(rep).toMatchObject({
      status: "pass",
      output,
      output_sha256: sha256Hex(output),
      evidence: { json: { name: "Priya" } },
    });
  });

  it("hash keeps only the SHA-256 of the output and drops the parsed JSON", async () => {
    const { rep } = await run("hash");
    expect(rep).toMatchObject({ status: "pass", output: null, output_sha256: sha256Hex(output) });
    expect(rep.evidence).toEqual({});
  });

  it("none keeps neither; pass/fail still comes from the full output", async () => {
    const { rep } = await run("none");
    expect(rep).toMatchObject({
      status: "pass",
      output: null,
      output_sha256: null,
      evidence: {},
      details: {},
    });
  });
});

describe("repetitions and min_pass", () => {
  it("a case passes when at least min_pass repetitions pass", async () => {
    let n = 0;
    const { provider } = fakeProvider(async () => reply(n++ % 3 === 1 ? "no" : "ok"));
    const twoOfThree = makeCase({ id: "a", check: exactOk, repeat: 3, minPass: 2 });
    const allThree = makeCase({ id: "b", check: exactOk, repeat: 3, minPass: 3 });
    const result = await runSuite(args(suiteOf([twoOfThree, allThree]), live(provider)));
    expect(result.cases.map((c) => [c.status, c.pass_count, c.judged_count])).toEqual([
      ["pass", 2, 3],
      ["fail", 2, 3],
    ]);
    expect(result.cases[0]!.repetitions.map((r) => r.index)).toEqual([0, 1, 2]);
  });

  const rep = (status: RepetitionResult["status"]) => ({ status }) as RepetitionResult;
  it("an execution failure that could have made the difference stands instead of fail", () => {
    expect(aggregateCase([rep("pass"), rep("pass"), rep("timeout")], 3).status).toBe("timeout");
    expect(aggregateCase([rep("fail"), rep("fail"), rep("error")], 2).status).toBe("fail");
    expect(aggregateCase([rep("fail"), rep("error"), rep("unavailable")], 2).status).toBe("unavailable");
    expect(aggregateCase([rep("invalid"), rep("invalid")], 1).status).toBe("invalid");
    expect(aggregateCase([rep("invalid"), rep("fail")], 1).status).toBe("fail");
    expect(aggregateCase([rep("timeout"), rep("cancelled")], 1)).toEqual({
      status: "cancelled",
      pass_count: 0,
      judged_count: 0,
    });
    expect(aggregateCase([rep("pass"), rep("error")], 1)).toEqual({
      status: "pass",
      pass_count: 1,
      judged_count: 1,
    });
  });
});

describe("tool loops", () => {
  const tools: ToolDefinition[] = [
    {
      name: "orders.lookup",
      description: "find",
      parameters: { type: "object" },
      result: { status: "shipped" },
    },
    { name: "refund", description: "refund", parameters: { type: "object" }, result: { ok: true } },
  ];
  const toolCase = (maxTurns: number) =>
    makeCase({
      id: "t",
      check: { type: "tool_call", calls: [{ name: "orders.lookup" }, { name: "refund" }] },
      tools,
      maxTurns,
    });

  it("answers stub calls, continues, and records every call in order with the suite's names", async () => {
    const script: ChatReply[] = [
      reply("", { toolCalls: [{ name: "orders__lookup", arguments: { id: "7730" } }] }),
      reply("", { toolCalls: [{ name: "refund", arguments: { id: "7730" } }] }),
      reply("done"),
    ];
    let turn = 0;
    const { provider, calls } = fakeProvider(async () => script[turn++]!);
    const result = await runSuite(args(suiteOf([toolCase(5)]), live(provider)));
    const r = result.cases[0]!.repetitions[0]!;
    expect(r.status).toBe("pass");
    expect(r.output).toBe("done");
    expect(r.evidence.tool_calls).toEqual([
      { name: "orders.lookup", arguments: { id: "7730" } },
      { name: "refund", arguments: { id: "7730" } },
    ]);
    expect(r.attempts).toBe(3);
    expect(r.provider_metadata).toEqual({ eval_count: 9, turns: 3 });
    // provider-safe names offered, stub results never sent, tool answers in the conversation
    expect(calls.requests[0]!.tools.map((t) => t.name)).toEqual(["orders__lookup", "refund"]);
    expect(calls.requests[0]!.tools[0]).not.toHaveProperty("result");
    expect(calls.requests[2]!.messages.slice(-4)).toEqual([
      { role: "assistant", content: "", tool_calls: [{ name: "orders__lookup", arguments: { id: "7730" } }] },
      { role: "tool", content: '{"status":"shipped"}', tool_name: "orders__lookup" },
      { role: "assistant", content: "", tool_calls: [{ name: "refund", arguments: { id: "7730" } }] },
      { role: "tool", content: '{"ok":true}', tool_name: "refund" },
    ]);
  });

  it("stops at max_turns and says so", async () => {
    const { provider, calls } = fakeProvider(async () =>
      reply("", { toolCalls: [{ name: "orders__lookup", arguments: { id: "1" } }] }),
    );
    const result = await runSuite(args(suiteOf([toolCase(2)]), live(provider)));
    const r = result.cases[0]!.repetitions[0]!;
    expect(calls.chat).toBe(2);
    // Only the first call ran; the second reply's call never reached its tool.
    expect(r.evidence.tool_calls).toEqual([{ name: "orders.lookup", arguments: { id: "1" } }]);
    expect(r.evidence.unexecuted_calls).toEqual([{ name: "orders.lookup", arguments: { id: "1" } }]);
    expect(r.warnings).toEqual([
      "agent loop stopped after max_turns 2: the model was still calling tools (1 call not executed, not counted as made)",
    ]);
    expect(r.status).toBe("fail");
    expect(r.reason).toContain("the agent loop stopped at max_turns 2 before executing 'orders.lookup'");
  });

  it("does not pass on a call the loop cut at max_turns never executed", async () => {
    const { provider } = fakeProvider(async () =>
      reply("", { toolCalls: [{ name: "orders__lookup", arguments: { id: "1" } }] }),
    );
    const c = makeCase({
      id: "cut",
      check: { type: "tool_call", calls: [{ name: "orders.lookup" }] },
      tools,
      maxTurns: 1,
    });
    const result = await runSuite(args(suiteOf([c]), live(provider)));
    const r = result.cases[0]!.repetitions[0]!;
    expect(r.status).toBe("fail");
    expect(r.evidence.tool_calls).toEqual([]);
    expect(r.evidence.unexecuted_calls).toEqual([{ name: "orders.lookup", arguments: { id: "1" } }]);
    expect(r.reason).toMatch(
      /missing orders\.lookup.*stopped at max_turns 1 before executing 'orders\.lookup'/s,
    );
  });

  it("makes exactly one call when no tool has a stub result", async () => {
    const { provider, calls } = fakeProvider(async () =>
      reply("", { toolCalls: [{ name: "lookup", arguments: { order_id: 7730 } }] }),
    );
    const c = makeCase({
      id: "one",
      check: { type: "tool_call", calls: [{ name: "lookup", arguments: { order_id: "7730" } }] },
      tools: [{ name: "lookup", description: "", parameters: { type: "object" } }],
    });
    const result = await runSuite(args(suiteOf([c]), live(provider)));
    expect(calls.chat).toBe(1);
    expect(result.cases[0]!.status).toBe("fail");
  });

  it("routes MCP tools through the toolbox and records mcp_calls", async () => {
    const answered: string[] = [];
    const host: ToolHost = {
      call: async (name) => {
        answered.push(name);
        return { content: "route: 12 min", isError: name === "maps.fail" };
      },
    };
    const mcp = {
      tools: () => [{ name: "maps.route", description: "route", parameters: { type: "object" } }],
      hosted: () => ({ host, hosts: (n: string) => n === "maps.route" }),
    };
    const script: ChatReply[] = [
      reply("", { toolCalls: [{ name: "maps__route", arguments: { mode: "walking" } }] }),
      reply("12 minutes"),
    ];
    let turn = 0;
    const { provider } = fakeProvider(async () => script[turn++]!);
    const c = makeCase({
      id: "m",
      check: { type: "mcp", expectedCalls: [{ tool: "maps.route", arguments: { mode: "walking" } }] },
    });
    const backend: Backend = { kind: "live", config: ollamaConfig(), provider, mcp };
    const result = await runSuite(args(suiteOf([c]), backend));
    const r = result.cases[0]!.repetitions[0]!;
    expect(answered).toEqual(["maps.route"]);
    expect(r.evidence.mcp_calls).toEqual([
      { tool: "maps.route", arguments: { mode: "walking" }, is_error: false },
    ]);
    expect(r.evidence.tool_calls).toBeUndefined();
    expect(r.status).toBe("pass");
  });
});

describe("a loop that fails part-way", () => {
  const mcpCase = makeCase({
    id: "m",
    check: { type: "mcp", expectedCalls: [{ tool: "maps.geocode" }, { tool: "maps.route" }] },
  });
  const script: ChatReply[] = [
    reply("", { toolCalls: [{ name: "maps__geocode", arguments: { q: "Hbf" } }] }),
    reply("", { toolCalls: [{ name: "maps__route", arguments: { mode: "walking" } }] }),
    reply("never reached"),
  ];
  // geocode answers; route never does, so the tool call runs into the per-call deadline.
  const host: ToolHost = {
    call: (name, _args, signal) =>
      name === "maps.geocode"
        ? Promise.resolve({ content: "52.52,13.37", isError: false })
        : new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason))),
  };
  const mcp = {
    tools: () => [
      { name: "maps.geocode", description: "", parameters: { type: "object" } },
      { name: "maps.route", description: "", parameters: { type: "object" } },
    ],
    hosted: () => ({ host, hosts: (n: string) => n.startsWith("maps.") }),
  };
  const backend = (): Backend => {
    let turn = 0;
    const { provider } = fakeProvider(async () => script[turn++]!);
    return { kind: "live", config: ollamaConfig({ timeoutMs: 50 }), provider, mcp };
  };

  it("keeps the calls made before the failure, the unanswered one as an error", async () => {
    const result = await runSuite(args(suiteOf([mcpCase]), backend()));
    const r = result.cases[0]!.repetitions[0]!;
    expect(r.status).toBe("timeout");
    expect(r.reason).toContain("tool call 'maps.route'");
    expect(r.evidence.mcp_calls).toEqual([
      { tool: "maps.geocode", arguments: { q: "Hbf" }, is_error: false },
      { tool: "maps.route", arguments: { mode: "walking" }, is_error: true },
    ]);
  });

  it("keeps nothing of them under capture none", async () => {
    const result = await runSuite(args(suiteOf([mcpCase]), backend(), { capture: "none" }));
    expect(result.cases[0]!.repetitions[0]!.evidence).toEqual({});
  });
});

describe("replay", () => {
  const recordings = new Map<string, { repetitions: RecordedRepetition[] }>([
    ["a", { repetitions: [{ output: "ok", latencyMs: 1720, metadata: { eval_count: 5 } }] }],
    [
      "b",
      {
        repetitions: [
          { output: "ok", metadata: {} },
          { output: "no", metadata: {} },
        ],
      },
    ],
  ]);
  const backend: Backend = { kind: "replay", config: replayConfig(), recordings };

  it("serves repetition i, reuses the last recording, and errors on a missing case", async () => {
    const suite = suiteOf([
      makeCase({ id: "a", check: exactOk }),
      makeCase({ id: "b", check: exactOk, repeat: 3, minPass: 1 }),
      makeCase({ id: "x", check: exactOk }),
    ]);
    const result = await runSuite(args(suite, backend));
    expect(result.cases[0]!.repetitions[0]).toMatchObject({
      status: "pass",
      duration_ms: 1720,
      duration_source: "recorded",
      provider_metadata: { eval_count: 5 },
    });
    expect(result.cases[1]!.repetitions.map((r) => [r.output, r.duration_source])).toEqual([
      ["ok", "measured"],
      ["no", "measured"],
      ["no", "measured"],
    ]);
    expect(result.cases[2]).toMatchObject({ status: "error" });
    expect(result.cases[2]!.repetitions[0]!.reason).toBe("no recorded output for case 'x'");
    expect(result.config).toMatchObject({ provider: "replay", model: null });
  });

  it("keeps the model a replay configuration names (docs/suite-format.md)", async () => {
    const suite = suiteOf([makeCase({ id: "a", check: exactOk })]);
    const named: ReplayConfig = { ...replayConfig(), redacted: { id: "base", model: "llama3.1:8b" } };
    const result = await runSuite(args(suite, { kind: "replay", config: named, recordings }));
    expect(result.config).toMatchObject({
      provider: "replay",
      model: "llama3.1:8b",
      settings: { model: "llama3.1:8b" },
    });
  });

  it("replays a recorded repetition that never executed as that failure, at its own index", async () => {
    // A live run: 2 of 3 repetitions timed out, one answered. Replayed, it must stay 1 of 3.
    const timedOut = { status: "timeout", output: null, reason: "timed out after 2 s" } as const;
    const recorded = makeRun([
      { id: "b", reps: [timedOut, timedOut, { status: "pass", output: "ok" }] },
      {
        id: "c",
        min_pass: 1,
        reps: [
          { status: "fail", output: "no" },
          { status: "error", output: null, reason: "model 'm' is not pulled", error: "not pulled" },
        ],
      },
    ]);
    const fromFile: Backend = {
      kind: "replay",
      config: replayConfig(),
      recordings: recordingsOfResult(recorded, "fixtures.json"),
    };
    const suite = suiteOf([
      makeCase({ id: "b", check: exactOk, repeat: 3, minPass: 3 }),
      makeCase({ id: "c", check: exactOk, repeat: 4, minPass: 1 }),
    ]);
    const result = await runSuite(args(suite, fromFile));
    expect(result.cases[0]!.repetitions.map((r) => [r.index, r.status, r.output, r.reason])).toEqual([
      [0, "timeout", null, "timed out after 2 s"],
      [1, "timeout", null, "timed out after 2 s"],
      [2, "pass", "ok", null],
    ]);
    expect(result.cases[0]).toMatchObject({ status: "timeout", pass_count: 1, judged_count: 1 });
    // More repetitions than recorded: only then is the last recorded one (here a failure) reused.
    expect(result.cases[1]!.repetitions.map((r) => [r.status, r.reason, r.error])).toEqual([
      ["fail", expect.any(String), null],
      ["error", "model 'm' is not pulled", "not pulled"],
      ["error", "model 'm' is not pulled", "not pulled"],
      ["error", "model 'm' is not pulled", "not pulled"],
    ]);
    expect(result.cases[1]!.judged_count).toBe(1);
  });

  it("times on the clock only a recording without its own latency, and judges it synchronously", async () => {
    let reads = 0;
    const clock = {
      now: () => new Date(0),
      monotonic: () => {
        reads++;
        return reads * 0.25;
      },
    };
    const suite = suiteOf([makeCase({ id: "a", check: exactOk }), makeCase({ id: "b", check: exactOk })]);
    const job = await prepareRun(args(suite, backend, { clock }));
    expect(job.execute(0)).toBe("pass");
    expect(reads).toBe(0);
    expect(job.execute(1)).toBe("pass");
    expect(reads).toBe(2);
    expect(job.result().cases[1]!.repetitions[0]).toMatchObject({
      duration_ms: 0.3,
      duration_source: "measured",
    });
  });

  it("warns on a latency over max_latency_ms, and fails the case with --enforce-performance", async () => {
    const c = makeCase({ id: "a", check: exactOk, performance: { maxLatencyMs: 1500 } });
    const warned = await runSuite(args(suiteOf([c]), backend));
    expect(warned.cases[0]!.status).toBe("pass");
    expect(warned.cases[0]!.repetitions[0]!.warnings).toEqual([
      "latency 1720 ms exceeds max_latency_ms 1500",
    ]);
    expect(warned.cases[0]!.max_latency_ms).toBe(1500);
    const enforced = await runSuite(args(suiteOf([c]), backend, { enforcePerformance: true }));
    expect(enforced.cases[0]!.status).toBe("fail");
    expect(enforced.cases[0]!.repetitions[0]!.reason).toBe("latency 1720 ms exceeds max_latency_ms 1500");
  });
});

describe("max_latency_ms judges the server's compute time where it reports one", () => {
  const c = makeCase({ id: "a", check: exactOk, performance: { maxLatencyMs: 50 } });

  it("a call slow on the wall clock (queued) but quick to compute passes without a warning", async () => {
    const { provider } = fakeProvider(async () => {
      await new Promise((resolve) => setTimeout(resolve, 80));
      return reply("ok", { computeMs: 12 });
    });
    const result = await runSuite(args(suiteOf([c]), live(provider), { enforcePerformance: true }));
    const rep = result.cases[0]!.repetitions[0]!;
    expect(rep.duration_ms).toBeGreaterThanOrEqual(70);
    expect(rep.compute_ms).toBe(12);
    expect(rep.warnings).toEqual([]);
    expect(result.cases[0]!.status).toBe("pass");
  });

  it("counts the time an agent loop's tools took beside the compute time", async () => {
    const host: ToolHost = {
      call: async () => {
        await new Promise((resolve) => setTimeout(resolve, 60));
        return { content: "route: 12 min", isError: false };
      },
    };
    const mcp = {
      tools: () => [{ name: "maps.route", description: "route", parameters: { type: "object" } }],
      hosted: () => ({ host, hosts: (n: string) => n === "maps.route" }),
    };
    const script: ChatReply[] = [
      reply("", { toolCalls: [{ name: "maps__route", arguments: {} }], computeMs: 5 }),
      reply("12 minutes", { computeMs: 5 }),
    ];
    let turn = 0;
    const { provider } = fakeProvider(async () => script[turn++]!);
    const slow = makeCase({
      id: "m",
      check: { type: "mcp", expectedCalls: [{ tool: "maps.route" }] },
      performance: { maxLatencyMs: 50 },
    });
    const backend: Backend = { kind: "live", config: ollamaConfig(), provider, mcp };
    const result = await runSuite(args(suiteOf([slow]), backend));
    const rep = result.cases[0]!.repetitions[0]!;
    expect(rep.compute_ms).toBe(10);
    expect(rep.warnings).toHaveLength(1);
    expect(rep.warnings[0]).toMatch(/^compute and tool time \d+(\.\d)? ms exceeds max_latency_ms 50$/);
  });

  it("a compute time over the limit warns, naming it, and fails with --enforce-performance", async () => {
    const { provider } = fakeProvider(async () => reply("ok", { computeMs: 75 }));
    const warned = await runSuite(args(suiteOf([c]), live(provider)));
    expect(warned.cases[0]!.repetitions[0]!.warnings).toEqual([
      "compute time 75 ms exceeds max_latency_ms 50",
    ]);
    const enforced = await runSuite(args(suiteOf([c]), live(provider), { enforcePerformance: true }));
    expect(enforced.cases[0]!.status).toBe("fail");
    expect(enforced.cases[0]!.repetitions[0]!.reason).toBe("compute time 75 ms exceeds max_latency_ms 50");
  });
});

describe("matrix mode", () => {
  it("several runs share one budget, each held to its own cap", async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const perModel = new Map<string, number>();
    const maxPerModel = new Map<string, number>();
    const chat: ChatFn = async (request) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      perModel.set(request.model, (perModel.get(request.model) ?? 0) + 1);
      maxPerModel.set(
        request.model,
        Math.max(maxPerModel.get(request.model) ?? 0, perModel.get(request.model)!),
      );
      for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
      inFlight--;
      perModel.set(request.model, perModel.get(request.model)! - 1);
      return reply("ok");
    };
    const { provider } = fakeProvider(chat);
    const cases = Array.from({ length: 8 }, (_, i) => makeCase({ id: `c${i}`, check: exactOk }));
    const suite = suiteOf(cases);
    const jobA = await prepareRun(args(suite, live(provider, { model: "a", concurrency: 2 })));
    const jobB = await prepareRun(args(suite, live(provider, { id: "b", model: "b", concurrency: 3 })));
    const [a, b] = await executeJobs([jobA, jobB], { concurrency: 3 });
    expect(maxInFlight).toBe(3);
    expect(maxPerModel.get("a")).toBe(2);
    expect(maxPerModel.get("b")).toBe(3);
    expect(a!.summary.passed).toBe(8);
    expect(b!.config.id).toBe("b");
  });
});

describe("repetitions sample", () => {
  it("repetition i uses the configured seed + i, recorded per repetition", async () => {
    const { provider, calls } = fakeProvider(async () => reply("ok"));
    const c = makeCase({ id: "s", check: exactOk, repeat: 3, generation: { seed: 42 } });
    const result = await runSuite(args(suiteOf([c]), live(provider, { concurrency: 1 })));
    const seeds = calls.requests.map((r) => r.options.seed).sort();
    expect(seeds).toEqual([42, 43, 44]);
    expect(result.cases[0]!.repetitions.map((r) => r.seed)).toEqual([42, 43, 44]);
  });

  it("takes the config's seed, and records none without a seed", async () => {
    const { provider, calls } = fakeProvider(async () => reply("ok"));
    const c = makeCase({ id: "s", check: exactOk, repeat: 2 });
    const seeded = await runSuite(args(suiteOf([c]), live(provider, { options: { seed: 7 } })));
    expect(seeded.cases[0]!.repetitions.map((r) => r.seed)).toEqual([7, 8]);
    const plain = await runSuite(args(suiteOf([c]), live(provider)));
    expect(plain.cases[0]!.repetitions.map((r) => r.seed)).toEqual([undefined, undefined]);
    expect(calls.requests.slice(2).map((r) => r.options.seed)).toEqual([undefined, undefined]);
  });
});

describe("a generation cut at the length limit", () => {
  it("says so in the reason and the warnings, naming the option the provider says bounds it", async () => {
    const { provider: fake } = fakeProvider(async () =>
      reply('{"name": "lookup", "argu', { metadata: { eval_count: 8, done_reason: "length" } }),
    );
    const provider = { ...fake, lengthLimitOption: "max_tokens" };
    const c = makeCase({
      id: "cut",
      check: { type: "tool_call", calls: [{ name: "lookup" }] },
      tools: [{ name: "lookup", description: "", parameters: { type: "object" } }],
    });
    const result = await runSuite(args(suiteOf([c]), live(provider)));
    const r = result.cases[0]!.repetitions[0]!;
    expect(r.status).toBe("invalid");
    expect(r.reason).toContain("the generation hit the length limit (done_reason 'length'; see max_tokens)");
    expect(r.warnings).toContain(
      "the generation hit the length limit (done_reason 'length'; see max_tokens)",
    );
    // A provider that names no option gets no hint.
    const unnamed = await runSuite(args(suiteOf([c]), live(fake)));
    expect(unnamed.cases[0]!.repetitions[0]!.warnings).toContain(
      "the generation hit the length limit (done_reason 'length')",
    );
  });
});
