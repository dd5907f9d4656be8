#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  TEMPERATURE_ZERO_NOTE,
  autoConcurrency,
  checkClassification,
  checkRegex,
  keyPosition,
  leafChecks,
  loadConfig,
  loadPlugins,
  loadRecorded,
  loadSuite,
  normalizeLabel,
  outcome,
  pass,
  predictedLabel,
  recordingsOfResult,
  repeatsAtTemperatureZero,
  validateAgainst
} from "./chunk-AJ27HFYB.js";
import {
  probeWritable,
  writeFileAtomic,
  writeFilesAtomicSync
} from "./chunk-FUBB7F5O.js";
import {
  makeDirectory,
  makeDirectorySync
} from "./chunk-LAHQI3NT.js";
import {
  CAPTURE_MODES
} from "./chunk-EQIZ3OXI.js";
import {
  messageOf
} from "./chunk-MBNPEX32.js";
import {
  VERSION
} from "./chunk-H6J2YYGQ.js";
import "./chunk-43UQDYIY.js";
import {
  ProviderError
} from "./chunk-IMIAZI2O.js";
import {
  argumentPrefix,
  calls,
  describeTextDifference,
  firstDifference,
  firstDifferenceAt,
  jsonSha256,
  nameOf,
  outcome as outcome2,
  quoteText,
  shardOf,
  summarizeErrors,
  textSha256
} from "./chunk-67ZXPCTT.js";
import {
  describeKind,
  jsonDiff
} from "./chunk-TVINY5EB.js";
import {
  canonicalJson,
  canonicalSha256,
  sha256Hex
} from "./chunk-ELYQHKZU.js";
import {
  RUN_FORMAT,
  TooLargeError,
  aggregateCase,
  extractFor,
  formatBytes,
  isInside,
  noteJsonSource,
  parseJson,
  readCapped,
  readRunResult,
  readText,
  runResultText,
  summarize,
  withDerivedJson
} from "./chunk-A66D4V7O.js";
import {
  commandFlags,
  parseFlags
} from "./chunk-CGEUAC6L.js";
import {
  COMMAND_USAGE,
  EXIT,
  InputError,
  paintFor
} from "./chunk-H7LBHXRB.js";
import {
  knownSecrets
} from "./chunk-SVE7TLRR.js";
import {
  parseStrictJson
} from "./chunk-5CDIXIRV.js";
import {
  stringifyJson
} from "./chunk-4ONHOOYB.js";
import {
  isJsonObject
} from "./chunk-TK6EAAW5.js";
import "./chunk-YGNDAA5X.js";

// src/cli/commands/run.ts
import { statSync as statSync2 } from "node:fs";
import { dirname as dirname2, isAbsolute as isAbsolute2, join as join6 } from "node:path";

// lazy-dep:picomatch
import { createRequire as lazyRequire } from "node:module";
var FILE = "./dep-picomatch.cjs";
var SPEC = "picomatch";
var rebind = [];
var loaded = false;
function load() {
  if (loaded) return;
  const m = lazyRequire(import.meta.url)(FILE).modules[SPEC];
  loaded = true;
  for (const [name, set] of rebind) set(name === "default" ? m : m[name]);
}
function standIn(name, isFunction, members, get, set) {
  rebind.push([name, set]);
  const stand = isFunction ? function(...args) {
    load();
    return new.target === void 0 ? Reflect.apply(get(), this, args) : Reflect.construct(get(), args, new.target === stand ? get() : new.target);
  } : {};
  if (isFunction) Object.defineProperty(stand, Symbol.hasInstance, { value: (x) => {
    load();
    return x instanceof get();
  } });
  for (const [key, kind, value, enumerable] of members) {
    if (kind === "self") Object.defineProperty(stand, key, { value: stand, enumerable });
    else if (kind === "plain") Object.defineProperty(stand, key, { value, enumerable });
    else Object.defineProperty(stand, key, { get: () => {
      load();
      return get()[key];
    }, enumerable });
  }
  return stand;
}
var e0 = /* @__PURE__ */ standIn("default", true, [["test", "lazy", null, true], ["matchBase", "lazy", null, true], ["isMatch", "lazy", null, true], ["parse", "lazy", null, true], ["scan", "lazy", null, true], ["compileRe", "lazy", null, true], ["makeRe", "lazy", null, true], ["toRegex", "lazy", null, true], ["constants", "lazy", null, true]], () => e0, (x) => {
  e0 = x;
});

// src/core/run/capabilities.ts
function usesMcp(c) {
  const mcpCheck = leafChecks(c.check).some((check) => check.type === "mcp");
  return mcpCheck || c.contract === "mcp" || c.mcpServers !== void 0;
}
function usesRetrieval(c) {
  return c.retrieval !== void 0 || c.rag !== void 0;
}
function mcpCallsFromSteps(steps) {
  return steps.map(({ call, answer }) => {
    const recorded = {
      tool: call.name,
      arguments: call.arguments,
      is_error: answer?.isError ?? false
    };
    if (call.arguments_error !== void 0) recorded.arguments_error = call.arguments_error;
    return recorded;
  });
}

// src/core/run/plan.ts
function matchesTags(c, tags) {
  return tags.length === 0 || tags.some((t) => c.tags.includes(t));
}
function scaledMinPass(c, repeat) {
  if (repeat === c.repeat) return c.minPass;
  return Math.min(repeat, Math.max(1, Math.ceil(c.minPass / c.repeat * repeat - 1e-9)));
}
function planRun(suite, options) {
  const { tags, shard, repeatOverride } = options;
  const cases = [];
  for (const c of suite.cases) {
    if (!matchesTags(c, tags)) continue;
    if (options.caseFilter !== void 0 && !options.caseFilter(c.id)) continue;
    if (shard !== void 0 && shardOf(c.id, shard.count) !== shard.index) continue;
    const repeat = repeatOverride ?? c.repeat;
    cases.push({ case: c, repeat, minPass: scaledMinPass(c, repeat) });
  }
  const items = [];
  cases.forEach((planned, caseIndex) => {
    for (let repetition = 0; repetition < planned.repeat; repetition++) items.push({ caseIndex, repetition });
  });
  const selection = { tags: [...tags], shard: shard ?? null };
  if (options.caseGlobs !== void 0 && options.caseGlobs.length > 0)
    selection.cases = [...options.caseGlobs];
  return { cases, items, selection };
}

// src/core/run/preparation.ts
function modelsToPrepare(config, cases) {
  const models = [config.model];
  const embedding = config.embeddingModel;
  if (embedding !== void 0 && !models.includes(embedding) && cases.some((p) => usesRetrieval(p.case)))
    models.push(embedding);
  return models;
}
async function prepareProvider(provider, models, signal, info) {
  return provider.prepare(models, signal, { info }).then(
    (runtime) => ({ ok: true, runtime }),
    (error) => ({ ok: false, error })
  );
}

// src/core/run/execution.ts
function success(observation, durationMs, metadata, attempts, warnings, durationSource = "measured") {
  return { ok: true, observation, durationMs, durationSource, metadata, attempts, warnings };
}
function cancelled(attempts) {
  return { ok: false, status: "cancelled", reason: "run cancelled", error: null, attempts, metadata: {} };
}
function roundMs(ms) {
  return Math.round(ms * 10) / 10;
}

// src/core/run/failure-status.ts
function classify(error, signal, attempts) {
  if (signal.aborted) return cancelled(attempts);
  const message = messageOf(error);
  if (!(error instanceof ProviderError)) {
    return { ok: false, status: "error", reason: message, error: message, attempts, metadata: {} };
  }
  switch (error.kind) {
    case "cancelled":
      return cancelled(attempts);
    case "unavailable":
    case "timeout":
      return { ok: false, status: error.kind, reason: message, error: message, attempts, metadata: {} };
    case "transient": {
      const reason = attempts > 1 ? `failed after ${attempts} attempts: ${message}` : message;
      return { ok: false, status: "error", reason, error: message, attempts, metadata: {} };
    }
    case "fatal":
      return { ok: false, status: "error", reason: message, error: message, attempts, metadata: {} };
  }
}

// src/core/run/tool-names.ts
var SAFE_TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
var MAX = 64;
function sanitize(name) {
  const replaced = name.replace(/\./g, "__").replace(/[^a-zA-Z0-9_-]/g, "_");
  const cut = replaced.slice(0, MAX);
  return cut === "" ? "tool" : cut;
}
function createToolNameMap(names) {
  const toSafe = /* @__PURE__ */ new Map();
  const fromSafe = /* @__PURE__ */ new Map();
  for (const name of names) {
    if (SAFE_TOOL_NAME.test(name) && !fromSafe.has(name) && !toSafe.has(name)) {
      toSafe.set(name, name);
      fromSafe.set(name, name);
    }
  }
  for (const name of names) {
    if (toSafe.has(name)) continue;
    const base = sanitize(name);
    let candidate = base;
    for (let n = 2; fromSafe.has(candidate); n++) {
      const suffix = `_${n}`;
      candidate = base.slice(0, MAX - suffix.length) + suffix;
    }
    toSafe.set(name, candidate);
    fromSafe.set(candidate, name);
  }
  return {
    toSafe: (name) => toSafe.get(name) ?? sanitize(name),
    fromSafe: (safe) => fromSafe.get(safe) ?? safe
  };
}

// src/core/run/agent-loop.ts
var AgentLoopInterrupted = class extends Error {
  failure;
  steps;
  constructor(failure, steps) {
    super(failure instanceof Error ? failure.message : String(failure));
    this.name = "AgentLoopInterrupted";
    this.failure = failure;
    this.steps = steps;
  }
};
function stubToolHost(tools) {
  const stubs = /* @__PURE__ */ new Map();
  for (const tool of tools) {
    if (tool.result !== void 0) stubs.set(tool.name, stringifyJson(tool.result));
  }
  if (stubs.size === 0) return null;
  return {
    hosts: (name) => stubs.has(name),
    host: {
      call: async (name) => ({ content: stubs.get(name) ?? "", isError: false })
    }
  };
}
async function runAgentLoop(provider, request, tools, options) {
  const names = createToolNameMap(request.tools.map((t) => t.name));
  const offered = request.tools.map(({ result: _result, ...t }) => ({ ...t, name: names.toSafe(t.name) }));
  const messages = [...request.messages];
  const steps = [];
  const metadata = {};
  const guard = options.guardTool ?? ((fn) => fn(options.signal));
  const maxTurns = Math.max(1, options.maxTurns);
  let toolMs = 0;
  let turns = 0;
  let computeMs = 0;
  const done = (outcome3) => computeMs === void 0 ? outcome3 : { ...outcome3, computeMs };
  for (; ; ) {
    let reply;
    try {
      reply = await provider.chat({ ...request, tools: offered, messages }, options.signal);
    } catch (error) {
      throw steps.length > 0 ? new AgentLoopInterrupted(error, steps) : error;
    }
    turns++;
    addMetadata(metadata, reply.metadata);
    computeMs = computeMs === void 0 || reply.computeMs === void 0 ? void 0 : computeMs + reply.computeMs;
    const calls2 = reply.toolCalls.map((c) => ({ ...c, name: names.fromSafe(c.name) }));
    const answerable = tools !== null && calls2.length > 0 && calls2.every((c) => c.arguments_error === void 0 && tools.hosts(c.name));
    if (!answerable) {
      for (const call of calls2) steps.push({ call, answer: null });
      return done({
        content: reply.content,
        steps,
        turns,
        stoppedAtMaxTurns: false,
        unexecuted: [],
        metadata,
        toolMs
      });
    }
    if (turns >= maxTurns) {
      return done({
        content: reply.content,
        steps,
        turns,
        stoppedAtMaxTurns: true,
        unexecuted: calls2,
        metadata,
        toolMs
      });
    }
    messages.push({
      role: "assistant",
      content: reply.content,
      tool_calls: calls2.map((c) => ({ ...c, name: names.toSafe(c.name) }))
    });
    for (const call of calls2) {
      const started = performance.now();
      const answer = await guard((signal) => tools.host.call(call.name, call.arguments, signal)).catch(
        (error) => {
          const failure = error instanceof ProviderError && error.kind === "timeout" ? new ProviderError("timeout", `tool call '${call.name}': ${error.message}`) : error;
          steps.push({ call, answer: { content: "", isError: true } });
          throw new AgentLoopInterrupted(failure, steps);
        }
      );
      toolMs += performance.now() - started;
      steps.push({ call, answer });
      messages.push({ role: "tool", content: answer.content, tool_name: names.toSafe(call.name) });
    }
  }
}
function addMetadata(total, turn) {
  for (const [key, value] of Object.entries(turn)) {
    const previous = total[key];
    total[key] = typeof value === "number" && typeof previous === "number" ? previous + value : value;
  }
}

// src/core/run/deadline.ts
async function withDeadline(runSignal, timeoutMs, fn) {
  if (runSignal.aborted) throw cancelledError();
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(runSignal.reason ?? new DOMException("run cancelled", "AbortError"));
  runSignal.addEventListener("abort", onAbort, { once: true });
  const timer = timeoutMs === null ? void 0 : setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`timed out after ${formatMs(timeoutMs)}`, "TimeoutError"));
  }, timeoutMs);
  const aborted = new Promise((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
  });
  try {
    const work = fn(controller.signal);
    work.catch(() => {
    });
    aborted.catch(() => {
    });
    return await Promise.race([work, aborted]);
  } catch (error) {
    if (runSignal.aborted) throw cancelledError();
    if (timedOut) throw new ProviderError("timeout", `timed out after ${formatMs(timeoutMs ?? 0)}`);
    throw error;
  } finally {
    if (timer !== void 0) clearTimeout(timer);
    runSignal.removeEventListener("abort", onAbort);
  }
}
function cancelledError() {
  return new ProviderError("cancelled", "run cancelled");
}
function formatMs(ms) {
  return ms % 1e3 === 0 ? `${ms / 1e3} s` : `${ms} ms`;
}

// src/core/run/request.ts
var CONTEXT = /\{\{\s*context\s*\}\}/g;
function buildRequest(c, config, tools, context) {
  let messages = c.messages.map((m) => ({ ...m }));
  if (context !== null) {
    const text = formatContext(context);
    messages = messages.map((m) => ({ ...m, content: m.content.replace(CONTEXT, () => text) }));
  }
  const system = c.system ?? config.system;
  if (system !== void 0 && !messages.some((m) => m.role === "system")) {
    messages.unshift({ role: "system", content: system });
  }
  const request = {
    model: config.model,
    messages,
    tools,
    options: { ...config.options, ...c.generation }
  };
  const format = c.format ?? config.format;
  if (format !== void 0) request.format = format;
  return request;
}
function ragQuery(c) {
  if (c.retrieval !== void 0) return c.retrieval.query;
  const user = [...c.messages].reverse().find((m) => m.role === "user") ?? c.messages[c.messages.length - 1];
  return (user?.content ?? "").replace(CONTEXT, " ").replace(/\s+/g, " ").trim();
}
function formatContext(documents2) {
  return documents2.map((d) => `[${d.id}]
${d.text.trim()}`).join("\n\n");
}

// src/core/run/retry.ts
var DEFAULT_BACKOFF = { baseMs: 250, capMs: 8e3 };
function isTransient(error) {
  return error instanceof ProviderError && error.kind === "transient";
}
function backoffDelay(retry, policy) {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** retry);
  return Math.floor((policy.random ?? Math.random)() * ceiling);
}
function abortableSleep(ms, signal) {
  return new Promise((resolve3, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve3();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
async function withRetry(attempt, policy, signal) {
  const sleep = policy.sleep ?? abortableSleep;
  let attempts = 0;
  for (; ; ) {
    attempts++;
    try {
      return { ok: true, value: await attempt(attempts), attempts };
    } catch (error) {
      const retriesUsed = attempts - 1;
      if (!isTransient(error) || retriesUsed >= policy.retries || signal.aborted) {
        return { ok: false, error, attempts };
      }
      try {
        const asked = error instanceof ProviderError ? error.retryAfterMs ?? 0 : 0;
        await sleep(Math.max(backoffDelay(retriesUsed, policy), asked), signal);
      } catch (abort) {
        return { ok: false, error: abort, attempts };
      }
    }
  }
}

// src/core/run/live-execution.ts
async function loadModels(backend, plan, signal, info, connections = backend.config.concurrency) {
  const { provider, config } = backend;
  const chats = plan.cases.some((p) => p.case.messages.length > 0);
  if (provider.load !== void 0) await loadEach(backend, plan, chats, signal, info);
  if (provider.connect !== void 0 && connections > 1 && chats && !signal.aborted) {
    try {
      await withDeadline(signal, config.timeoutMs, (s) => provider.connect(connections, s));
    } catch {
    }
  }
}
async function loadEach(backend, plan, chats, signal, info) {
  const { provider, config } = backend;
  const wanted = [];
  if (chats) wanted.push({ model: config.model, kind: "chat" });
  const embedding = config.embeddingModel;
  if (embedding !== void 0 && plan.cases.some((p) => usesRetrieval(p.case)))
    wanted.push({ model: embedding, kind: "embed" });
  for (const { model, kind } of wanted) {
    try {
      await withDeadline(signal, config.timeoutMs, (s) => provider.load(model, kind, s));
    } catch (error) {
      if (signal.aborted) return;
      info(`${model} was not loaded before timing (${messageOf(error)}): its first case may count the load`);
    }
  }
}
function repetitionSeed(config, c, index) {
  const seed = { ...config.options, ...c.generation }.seed;
  if (typeof seed === "bigint") return seed + BigInt(index);
  if (typeof seed !== "number" || !Number.isInteger(seed)) return void 0;
  const next = seed + index;
  return Number.isSafeInteger(next) ? next : BigInt(seed) + BigInt(index);
}
async function liveExecution(args, backend, c, clock, seed, leased) {
  const { signal } = args;
  const config = backend.config;
  const policy = { ...DEFAULT_BACKOFF, ...args.backoff, retries: config.retries };
  let attempts = 0;
  let spentMs = 0;
  const call = async (fn) => {
    let ms = 0;
    const outcome3 = await withRetry(
      () => withDeadline(signal, config.timeoutMs, async (callSignal) => {
        const started = clock.monotonic();
        const value = await fn(callSignal);
        ms = clock.monotonic() - started;
        return value;
      }),
      policy,
      signal
    );
    attempts += outcome3.attempts;
    if (!outcome3.ok) throw outcome3.error;
    spentMs += ms;
    return outcome3.value;
  };
  try {
    let retrieved;
    let context = null;
    if (usesRetrieval(c)) {
      const retriever = backend.retriever;
      if (retriever === void 0) {
        throw new ProviderError(
          "fatal",
          "retrieval needs the suite's corpus and the config's embedding_model"
        );
      }
      const evidenceK = c.retrieval?.topK ?? c.rag?.topK ?? 1;
      const contextK = c.rag?.topK ?? 0;
      await retriever.prepare?.(signal);
      const found = await call((s) => retriever.retrieve(ragQuery(c), Math.max(evidenceK, contextK), s));
      retrieved = found.ids.slice(0, evidenceK);
      if (c.rag !== void 0) context = found.documents.slice(0, contextK);
      if (c.messages.length === 0) {
        const observation2 = { output: retrieved.join("\n"), retrieved };
        return success(observation2, roundMs(spentMs), {}, attempts, []);
      }
    }
    let tools = c.tools;
    let hosted = stubToolHost(c.tools);
    const mcpCase = usesMcp(c);
    if (mcpCase) {
      const mcp = backend.mcp ?? leased;
      if (mcp === void 0)
        throw new ProviderError("fatal", "this run has no MCP servers to answer the case's tools");
      if (mcp instanceof ProviderError) throw mcp;
      tools = [...c.tools, ...mcp.tools(c.mcpServers)];
      hosted = combineHosts(hosted, mcp.hosted(c.mcpServers));
    }
    const request = buildRequest(c, config, tools, context);
    if (seed !== void 0) request.options = { ...request.options, seed };
    let cachedTurns = 0;
    const guarded = {
      chat: async (req) => {
        const reply = await call((s) => backend.provider.chat(req, s));
        if (reply.cached !== void 0) {
          cachedTurns++;
          spentMs += reply.cached.durationMs;
        }
        return reply;
      }
    };
    const toolGuard = (fn) => withDeadline(signal, config.timeoutMs, fn);
    const outcome3 = await runAgentLoop(guarded, request, hosted, {
      maxTurns: c.maxTurns,
      signal,
      guardTool: toolGuard
    });
    const observation = { output: outcome3.content, ...callsOf(c, mcpCase, outcome3.steps) };
    if (retrieved !== void 0) observation.retrieved = retrieved;
    const warnings = outcome3.stoppedAtMaxTurns ? [
      `agent loop stopped after max_turns ${c.maxTurns}: the model was still calling tools (${outcome3.unexecuted.length} call${outcome3.unexecuted.length === 1 ? "" : "s"} not executed, not counted as made)`
    ] : [];
    const metadata = outcome3.turns > 1 ? { ...outcome3.metadata, turns: outcome3.turns } : outcome3.metadata;
    const done = success(
      observation,
      roundMs(spentMs + outcome3.toolMs),
      metadata,
      attempts,
      warnings,
      cachedTurns > 0 ? "cached" : "measured"
    );
    if (done.ok && outcome3.unexecuted.length > 0)
      done.unexecuted = { calls: outcome3.unexecuted, maxTurns: c.maxTurns };
    if (done.ok && outcome3.computeMs !== void 0) done.computeMs = roundMs(outcome3.computeMs);
    if (done.ok && outcome3.toolMs > 0) done.toolMs = roundMs(outcome3.toolMs);
    return done;
  } catch (error) {
    if (!(error instanceof AgentLoopInterrupted)) return classify(error, signal, attempts);
    const failure = classify(error.failure, signal, attempts);
    const calls2 = callsOf(c, usesMcp(c), error.steps);
    const evidence = {};
    if (calls2.toolCalls !== void 0) evidence.tool_calls = calls2.toolCalls;
    if (calls2.mcpCalls !== void 0) evidence.mcp_calls = calls2.mcpCalls;
    return { ...failure, evidence };
  }
}
function callsOf(c, mcpCase, steps) {
  const own = new Set(c.tools.map((t) => t.name));
  const isMcpStep = (step) => mcpCase && !own.has(step.call.name);
  const calls2 = {};
  const toolCalls = steps.filter((step) => !isMcpStep(step)).map((step) => step.call);
  if (toolCalls.length > 0) calls2.toolCalls = toolCalls;
  if (mcpCase) calls2.mcpCalls = mcpCallsFromSteps(steps.filter(isMcpStep));
  return calls2;
}
function combineHosts(a, b) {
  if (a === null) return b;
  return {
    hosts: (name) => a.hosts(name) || b.hosts(name),
    host: { call: (name, args, s) => (a.hosts(name) ? a.host : b.host).call(name, args, s) }
  };
}

// src/core/run/mcp-scopes.ts
var McpScopes = class {
  constructor(launch, specs, signal) {
    this.launch = launch;
    this.specs = specs;
    this.signal = signal;
  }
  launch;
  specs;
  signal;
  run;
  cases = /* @__PURE__ */ new Map();
  open = /* @__PURE__ */ new Set();
  identities = /* @__PURE__ */ new Map();
  closed = false;
  /**
   * The toolbox for one repetition of case `caseIndex` (which runs `repeat` times) over the named
   * servers (every server when absent). Throws a `ProviderError` when a server cannot start.
   */
  async acquire(caseIndex, repeat, servers) {
    if (this.closed) throw new ProviderError("cancelled", "the run's MCP servers are already shut down");
    const wanted = this.select(servers);
    const parts = [];
    const releases = [];
    try {
      const byRestart = (r) => wanted.filter((s) => (s.restart ?? "per_configuration") === r);
      const runWide = byRestart("per_configuration");
      if (runWide.length > 0) {
        this.run ??= this.start(
          this.specs.filter((s) => (s.restart ?? "per_configuration") === "per_configuration")
        );
        parts.push({ names: runWide.map((s) => s.name), instance: await this.run });
      }
      const perCase = byRestart("per_case");
      if (perCase.length > 0) {
        let scope = this.cases.get(caseIndex);
        if (scope === void 0) {
          scope = { instance: this.start(this.specs.filter((s) => s.restart === "per_case")), left: repeat };
          this.cases.set(caseIndex, scope);
        }
        const held = scope;
        releases.push(async () => {
          held.left--;
          if (held.left <= 0) await this.stop(held.instance);
        });
        parts.push({ names: perCase.map((s) => s.name), instance: await held.instance });
      }
      const perRepetition = byRestart("per_repetition");
      if (perRepetition.length > 0) {
        const instance = this.start(perRepetition);
        releases.push(() => this.stop(instance));
        parts.push({ names: perRepetition.map((s) => s.name), instance: await instance });
      }
    } catch (error) {
      await Promise.all(releases.map((r) => r()));
      throw error;
    }
    return {
      toolbox: combine(
        parts,
        wanted.map((s) => s.name)
      ),
      release: async () => {
        await Promise.all(releases.map((r) => r()));
      }
    };
  }
  /** Each server of the suite with what it reported the first time it started. */
  servers() {
    return this.specs.map((s) => ({ name: s.name, server: this.identities.get(s.name) ?? null }));
  }
  /** Stops every server still running. */
  async close() {
    this.closed = true;
    await Promise.all([...this.open].map((p) => this.stop(p)));
  }
  start(specs) {
    const started = this.launch(specs, this.signal).then((instance) => {
      for (const id of instance.identities) {
        if (!this.identities.has(id.name) || this.identities.get(id.name) === null)
          this.identities.set(id.name, id.server);
      }
      return instance;
    });
    this.open.add(started);
    started.catch(() => this.open.delete(started));
    return started;
  }
  async stop(instance) {
    if (!this.open.delete(instance)) return;
    const started = await instance.catch(() => null);
    await started?.close();
  }
  select(servers) {
    if (servers === void 0) return [...this.specs];
    return servers.map((name) => {
      const spec = this.specs.find((s) => s.name === name);
      if (spec === void 0) throw new ProviderError("fatal", `unknown MCP server '${name}'`);
      return spec;
    });
  }
};
function combine(parts, order) {
  const owner = (name) => {
    const part = parts.find((p) => p.names.includes(name));
    if (part === void 0) throw new ProviderError("fatal", `unknown MCP server '${name}'`);
    return part.instance;
  };
  return {
    tools: (servers) => (servers ?? order).flatMap((name) => owner(name).tools([name])),
    hosted: (servers) => {
      const hosts = (servers ?? order).map((name) => owner(name).hosted([name]));
      return {
        hosts: (tool) => hosts.some((h) => h.hosts(tool)),
        host: {
          call: (tool, args, signal) => {
            const host = hosts.find((h) => h.hosts(tool)) ?? hosts[0];
            if (host === void 0)
              return Promise.resolve({ content: `unknown tool '${tool}'`, isError: true });
            return host.host.call(tool, args, signal);
          }
        }
      };
    }
  };
}

// src/core/run/pool.ts
var SYNC_BURST = 256;
function runPool(items, worker, options) {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const results = new Array(items.length);
  const groupOf = options.group;
  const groups = new Array(items.length);
  const queues = /* @__PURE__ */ new Map();
  for (let index = 0; index < items.length; index++) {
    const g = groupOf === void 0 ? 0 : groupOf(items[index], index);
    groups[index] = g;
    let queue = queues.get(g);
    if (queue === void 0) {
      queue = [];
      queues.set(g, queue);
    }
    queue.push(index);
  }
  const heads = /* @__PURE__ */ new Map();
  const running = /* @__PURE__ */ new Map();
  let inFlight = 0;
  let settled = 0;
  let failure = null;
  return new Promise((resolve3, reject) => {
    const finishIfDone = () => {
      if (inFlight > 0) return false;
      if (failure !== null) {
        reject(failure.error);
        return true;
      }
      if (settled === items.length) {
        resolve3(results);
        return true;
      }
      return false;
    };
    const next = () => {
      let bestGroup;
      let bestIndex = Number.POSITIVE_INFINITY;
      for (const [g, queue] of queues) {
        const head = heads.get(g) ?? 0;
        if (head >= queue.length) continue;
        const limit = options.groupLimits?.[g] ?? Number.POSITIVE_INFINITY;
        if ((running.get(g) ?? 0) >= limit) continue;
        const index = queue[head];
        if (index < bestIndex) {
          bestIndex = index;
          bestGroup = g;
        }
      }
      if (bestGroup === void 0) return void 0;
      heads.set(bestGroup, (heads.get(bestGroup) ?? 0) + 1);
      running.set(bestGroup, (running.get(bestGroup) ?? 0) + 1);
      return bestIndex;
    };
    const fill = () => {
      let burst = 0;
      while (failure === null && inFlight < concurrency) {
        if (burst >= SYNC_BURST) {
          setImmediate(fill);
          return;
        }
        const index = next();
        if (index === void 0) break;
        if (start(index)) burst++;
      }
      finishIfDone();
    };
    const start = (index) => {
      inFlight++;
      const g = groups[index];
      let task;
      try {
        task = worker(items[index], index);
      } catch (error) {
        failure ??= { error };
        release(g);
        return true;
      }
      if (!(task instanceof Promise)) {
        results[index] = task;
        release(g);
        return true;
      }
      task.then(
        (value) => {
          results[index] = value;
          release(g);
          fill();
        },
        (error) => {
          failure ??= { error };
          release(g);
          fill();
        }
      );
      return false;
    };
    const release = (g) => {
      inFlight--;
      settled++;
      running.set(g, (running.get(g) ?? 1) - 1);
    };
    fill();
  });
}

// src/core/checks/all-checks.ts
var RANK = { pass: 0, fail: 1, invalid: 2, error: 3 };
function checkAll(spec, judge2) {
  const outcomes = [];
  for (let i = 0; i < spec.checks.length; i++) {
    const judged = judge2(spec.checks[i]);
    if (judged instanceof Promise) return awaitRest(spec, judge2, outcomes, judged, i);
    outcomes.push(judged);
  }
  return combined(spec, outcomes);
}
async function awaitRest(spec, judge2, outcomes, pending, at2) {
  outcomes.push(await pending);
  for (let i = at2 + 1; i < spec.checks.length; i++) outcomes.push(await judge2(spec.checks[i]));
  return combined(spec, outcomes);
}
function combined(spec, outcomes) {
  const details = {
    checks: outcomes.map((o, i) => ({
      type: spec.checks[i].type,
      status: o.status,
      reason: o.reason,
      details: o.details
    }))
  };
  const status = outcomes.reduce((s, o) => RANK[o.status] > RANK[s] ? o.status : s, "pass");
  if (status === "pass") return pass(details);
  const first = outcomes.findIndex((o) => o.status === status);
  const others = outcomes.filter((o, i) => i !== first && o.status !== "pass").length;
  const n = spec.checks.length;
  const name = `${spec.checks[first].type} (check ${first + 1} of ${n})`;
  const more = others > 0 ? ` (and ${others} more ${others === 1 ? "check" : "checks"} not passing)` : "";
  details.failed_check = first + 1;
  return outcome(status, `${name}: ${outcomes[first].reason ?? status}${more}`, details);
}

// src/core/checks/contains.ts
function checkContains(spec, output) {
  const haystack = spec.caseInsensitive ? output.toLowerCase() : output;
  const missing = spec.expected.filter((s) => !haystack.includes(spec.caseInsensitive ? s.toLowerCase() : s));
  if (missing.length === 0) return pass();
  const more = missing.length > 1 ? ` (and ${missing.length - 1} more)` : "";
  return outcome("fail", `output does not contain ${quoteText(missing[0])}${more}`, { missing });
}

// src/core/checks/custom.ts
async function runCustomCheck(spec, c, output, evidence, registry) {
  const name = spec.check;
  const check = registry.get(name);
  if (check === void 0) return outcome("error", `unknown custom check '${name}' (no plugin registers it)`);
  const ctx = {
    case: { id: c.id, type: "custom", check: name, params: spec.params, tags: c.tags, metadata: c.metadata },
    output,
    evidence
  };
  let result;
  try {
    result = await check(ctx);
  } catch (e) {
    return outcome("error", `custom check '${name}' threw: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (typeof result === "boolean") {
    return result ? outcome("pass", null) : outcome("fail", `custom check '${name}' failed`);
  }
  const shape = `expected a boolean or {pass, reason?, details?}`;
  if (typeof result !== "object" || result === null || typeof result.pass !== "boolean") {
    return outcome("error", `custom check '${name}' returned ${describeReturned(result)}; ${shape}`);
  }
  const { pass: pass2, reason, details } = result;
  if (reason !== void 0 && reason !== null && typeof reason !== "string") {
    return outcome("error", `custom check '${name}' returned a reason that is not a string; ${shape}`);
  }
  let plainDetails = {};
  if (details !== void 0 && details !== null) {
    const converted = toJson(details, 0);
    if (converted === void 0 || typeof converted !== "object" || converted === null || Array.isArray(converted)) {
      return outcome("error", `custom check '${name}' returned details that are not a JSON object`);
    }
    plainDetails = converted;
  }
  if (pass2) return outcome("pass", null, plainDetails);
  return outcome(
    "fail",
    typeof reason === "string" && reason !== "" ? reason : `custom check '${name}' failed`,
    plainDetails
  );
}
function describeReturned(value) {
  if (value === void 0) return "undefined";
  if (value === null) return "null";
  if (typeof value === "object")
    return Array.isArray(value) ? "an array" : "an object without a boolean 'pass'";
  return `a ${typeof value} (${String(value).slice(0, 40)})`;
}
function toJson(value, depth) {
  if (depth > 100) return void 0;
  if (value === null || typeof value === "boolean" || typeof value === "string" || typeof value === "bigint") {
    return value;
  }
  if (typeof value === "number") return Number.isFinite(value) ? value : void 0;
  if (Array.isArray(value)) {
    const out = [];
    for (const item of value) {
      const converted = toJson(item, depth + 1);
      if (converted === void 0) return void 0;
      out.push(converted);
    }
    return out;
  }
  if (typeof value === "object") {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return void 0;
    const out = {};
    for (const [key, member] of Object.entries(value)) {
      if (member === void 0) continue;
      const converted = toJson(member, depth + 1);
      if (converted === void 0) return void 0;
      out[key] = converted;
    }
    return out;
  }
  return void 0;
}

// src/core/checks/tool-call-text.ts
var SHAPES = '{"name", "arguments"}, {"function": {...}}, {"tool_calls": [...]} or a list of calls';
function parseToolCallsFromText(text) {
  const trimmed = text.trim();
  const first = trimmed.charCodeAt(0);
  if (first !== 123 && first !== 91) return { ok: true, calls: [] };
  const parsed = parseJson(trimmed);
  if (!parsed.ok) return { ok: false, error: `output is not valid JSON (${parsed.error})` };
  const value = parsed.value;
  let items;
  if (Array.isArray(value)) items = value;
  else if (isJsonObject(value) && Array.isArray(value.tool_calls)) items = value.tool_calls;
  else {
    const call = isJsonObject(value) ? readCall(value) : null;
    return call === null ? { ok: false, error: `output is JSON but not a tool call (expected ${SHAPES})` } : { ok: true, calls: [call] };
  }
  const calls2 = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const call = isJsonObject(item) ? readCall(item) : null;
    if (call === null)
      return { ok: false, error: `item ${i} of the output is not a tool call (expected ${SHAPES})` };
    calls2.push(call);
  }
  return { ok: true, calls: calls2 };
}
function readCall(value) {
  const holder = isJsonObject(value.function) ? value.function : value;
  const name = holder.name;
  if (typeof name !== "string" || name === "") return null;
  const raw = holder.arguments !== void 0 ? holder.arguments : holder.parameters;
  return { name, ...readArguments(raw) };
}
function readArguments(raw) {
  if (raw === void 0 || raw === null) return { arguments: {} };
  if (isJsonObject(raw)) return { arguments: raw };
  if (typeof raw === "string") {
    const parsed = parseJson(raw);
    if (!parsed.ok)
      return { arguments: raw, arguments_error: `arguments are not valid JSON (${parsed.error})` };
    if (isJsonObject(parsed.value)) return { arguments: parsed.value };
    return {
      arguments: raw,
      arguments_error: `arguments must be a JSON object, got ${describeKind(parsed.value)}`
    };
  }
  return { arguments: raw, arguments_error: `arguments must be a JSON object, got ${describeKind(raw)}` };
}

// src/core/checks/evidence.ts
function collectEvidence(c, obs) {
  const evidence = {};
  const check = c.check;
  if (uses(check, "json") || uses(check, "required_fields") || c.contract === "json") {
    const parsed = parseJson(extractFor(c.extract, obs.output));
    if (parsed.ok) {
      evidence.json = parsed.value;
      noteJsonSource(parsed.value, obs.output, c.extract);
    } else evidence.json_error = parsed.error;
  }
  const classification = firstClassification(check);
  if (classification !== void 0)
    evidence.label = predictedLabel(obs.output, classification.caseInsensitive);
  if (obs.toolCalls !== void 0 && obs.toolCalls.length > 0) {
    evidence.tool_calls = obs.toolCalls;
  } else if (uses(check, "tool_call") || c.contract === "tool_calls") {
    const parsed = parseToolCallsFromText(extractFor(c.extract, obs.output));
    if (parsed.ok) evidence.tool_calls = parsed.calls;
    else evidence.tool_calls_error = parsed.error;
  }
  if (obs.retrieved !== void 0) evidence.retrieved = obs.retrieved;
  if (obs.mcpCalls !== void 0) evidence.mcp_calls = obs.mcpCalls;
  return evidence;
}
function uses(check, type) {
  if (check.type !== "checks") return check.type === type;
  for (const one of check.checks) if (uses(one, type)) return true;
  return false;
}
function firstClassification(check) {
  if (check.type === "classification") return check;
  if (check.type !== "checks") return void 0;
  for (const one of check.checks) {
    const found = firstClassification(one);
    if (found !== void 0) return found;
  }
  return void 0;
}

// src/core/checks/exact.ts
function checkExact(spec, output) {
  const normalize = (s) => {
    const t = spec.strip ? s.trim() : s;
    return spec.caseInsensitive ? t.toLowerCase() : t;
  };
  const actual = normalize(output);
  const expected = normalize(spec.expected);
  if (actual === expected) return pass();
  return outcome("fail", describeTextDifference(actual, expected), {
    position: firstDifferenceAt(actual, expected),
    expected_length: expected.length,
    actual_length: actual.length
  });
}

// src/core/checks/json.ts
function checkJson(spec, evidence) {
  const parsed = parsedJson(evidence);
  if (!parsed.ok) return parsed.outcome;
  const value = parsed.value;
  if (spec.schema !== void 0) {
    const result = validateAgainst(spec.schema, value);
    if (!result.valid) {
      return outcome("fail", `output does not match the schema: ${summarizeErrors(result.errors)}`, {
        errors: result.errors
      });
    }
  }
  if (spec.expected !== void 0) {
    const diff = jsonDiff(spec.expected.value, value);
    if (diff !== null) return differenceFailure(diff);
  }
  return pass();
}
function parsedJson(evidence) {
  if (evidence.json_error !== void 0) {
    return {
      ok: false,
      outcome: outcome("invalid", `output is not valid JSON (${evidence.json_error})`, {
        error: evidence.json_error
      })
    };
  }
  if (evidence.json === void 0) {
    return { ok: false, outcome: outcome("error", "no parsed JSON evidence was collected for this case") };
  }
  return { ok: true, value: evidence.json };
}
function differenceFailure(diff) {
  const details = { path: diff.path };
  if (diff.expected !== void 0) details.expected = diff.expected;
  if (diff.actual !== void 0) details.actual = diff.actual;
  return outcome("fail", diff.message, details);
}

// src/core/checks/measure.ts
function characterCount(output) {
  let n = 0;
  for (const _ of output.trim()) n++;
  return n;
}
function wordCount(output) {
  const trimmed = output.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/u).length;
}
function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}

// src/core/checks/max-length.ts
function checkMaxLength(spec, output) {
  const length = characterCount(output);
  const details = { length, limit: spec.limit };
  if (length <= spec.limit) return pass(details);
  return outcome(
    "fail",
    `output is ${plural(length, "character", "characters")} long (at most ${spec.limit})`,
    details
  );
}

// src/core/checks/max-words.ts
function checkMaxWords(spec, output) {
  const words = wordCount(output);
  const details = { words, limit: spec.limit };
  if (words <= spec.limit) return pass(details);
  return outcome("fail", `output has ${plural(words, "word", "words")} (at most ${spec.limit})`, details);
}

// src/core/checks/expected-calls.ts
function diffCallSequence(expected, actual, opts = {}) {
  const left = expected.map((call) => {
    const schema = call.arguments_schema ?? opts.defaultSchema;
    return schema === void 0 ? { name: nameOf(call), arguments: call.arguments } : {
      name: nameOf(call),
      arguments: call.arguments,
      conforms: (value) => validateAgainst(schema, value)
    };
  });
  const d = firstDifference(left, actual);
  if (d === null) return { status: "match" };
  const several = expected.length > 1 || actual.length > 1;
  const at2 = (i) => several ? ` at call ${i + 1}` : "";
  let reason;
  switch (d.kind) {
    case "arguments_error":
      reason = `${d.tool} arguments at call ${d.index + 1} cannot be parsed: ${d.error}`;
      break;
    case "missing_call":
      reason = `expected ${calls(d.left)}, got ${d.right}: missing ${d.tool} at call ${d.index + 1}`;
      break;
    case "additional_call":
      reason = `expected ${calls(d.left)}, got ${d.right}: additional ${d.tool} at call ${d.index + 1}`;
      break;
    case "different_tool":
      reason = `called ${d.right} at call ${d.index + 1} (expected ${d.left})`;
      break;
    case "argument":
      reason = argumentPrefix(d.tool, d.diff) + d.diff.message.slice(d.diff.path.length) + at2(d.index);
      break;
    case "arguments_schema":
      reason = `${d.tool} arguments do not match the schema${at2(d.index)}: ${summarizeErrors(d.errors)}`;
      break;
  }
  return outcome2(d, reason, "expected", "actual");
}

// src/core/checks/mcp.ts
function checkMcp(spec, evidence) {
  if (evidence.mcp_calls === void 0) {
    return outcome("invalid", "no MCP calls were recorded for this case");
  }
  const result = diffCallSequence(spec.expectedCalls, evidence.mcp_calls);
  if (result.status === "match") return pass();
  return outcome(result.status === "invalid" ? "invalid" : "fail", result.reason, result.details);
}

// src/core/checks/min-length.ts
function checkMinLength(spec, output) {
  const length = characterCount(output);
  const details = { length, limit: spec.limit };
  if (length >= spec.limit) return pass(details);
  return outcome(
    "fail",
    `output is ${plural(length, "character", "characters")} long (at least ${spec.limit})`,
    details
  );
}

// src/core/checks/none.ts
function checkNone() {
  return pass();
}

// src/core/checks/not-contains.ts
function checkNotContains(spec, output) {
  const fold = (s) => spec.caseInsensitive ? s.toLowerCase() : s;
  const haystack = fold(output);
  const found = spec.expected.filter((s) => haystack.includes(fold(s)));
  if (found.length === 0) return pass();
  const more = found.length > 1 ? ` (and ${found.length - 1} more)` : "";
  return outcome("fail", `output contains ${quoteText(found[0])}${more}, which it must not`, {
    found
  });
}

// src/core/checks/required-fields.ts
function checkRequiredFields(spec, evidence) {
  const parsed = parsedJson(evidence);
  if (!parsed.ok) return parsed.outcome;
  const root = parsed.value;
  if (!isJsonObject(root)) {
    return outcome("fail", `output is not a JSON object (got ${describeKind(root)})`);
  }
  const values = spec.values ?? {};
  const missing = [];
  for (const path of [...spec.required, ...Object.keys(values)]) {
    if (!resolvePath(root, path).found && !missing.includes(path)) missing.push(path);
  }
  if (missing.length > 0) return outcome("fail", `missing field(s): ${missing.join(", ")}`, { missing });
  for (const [path, expected] of Object.entries(values)) {
    const found = resolvePath(root, path);
    if (!found.found) continue;
    const diff = jsonDiff(expected, found.value, path);
    if (diff !== null) return differenceFailure(diff);
  }
  return pass();
}
function resolvePath(root, path) {
  let current = root;
  for (const segment of path.split(".")) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(segment)) return { found: false };
      const item = current[Number(segment)];
      if (item === void 0) return { found: false };
      current = item;
    } else if (isJsonObject(current) && Object.hasOwn(current, segment)) {
      current = current[segment];
    } else {
      return { found: false };
    }
  }
  return { found: true, value: current };
}

// src/core/checks/retrieval.ts
function checkRetrieval(spec, evidence) {
  const actual = evidence.retrieved;
  if (actual === void 0) return outcome("invalid", "no retrieved documents were recorded for this case");
  const diff = diffIdSequence(spec.expectedDocuments, actual);
  if (diff === null) return pass();
  return outcome("fail", diff.reason, diff.details);
}
function diffIdSequence(expected, actual) {
  const common = Math.min(expected.length, actual.length);
  for (let i = 0; i < common; i++) {
    const e = expected[i];
    const a = actual[i];
    if (e !== a)
      return {
        reason: `retrieved[${i}]: ${a} (expected ${e})`,
        details: { index: i, expected: e, actual: a }
      };
  }
  const counts = `expected ${documents(expected.length)}, got ${actual.length}`;
  if (expected.length > common) {
    const e = expected[common];
    return {
      reason: `${counts}: missing ${e} at retrieved[${common}]`,
      details: { index: common, expected: e, actual: null }
    };
  }
  if (actual.length > common) {
    const a = actual[common];
    return {
      reason: `${counts}: additional ${a} at retrieved[${common}]`,
      details: { index: common, expected: null, actual: a }
    };
  }
  return null;
}
function documents(n) {
  return n === 1 ? "1 document" : `${n} documents`;
}

// src/core/checks/tool-call.ts
function checkToolCall(spec, evidence) {
  if (evidence.tool_calls_error !== void 0) {
    return outcome("invalid", evidence.tool_calls_error, { error: evidence.tool_calls_error });
  }
  const opts = spec.argumentsSchema === void 0 ? {} : { defaultSchema: spec.argumentsSchema };
  const result = diffCallSequence(spec.calls, evidence.tool_calls ?? [], opts);
  if (result.status === "match") return pass();
  return outcome(result.status === "invalid" ? "invalid" : "fail", result.reason, result.details);
}

// src/core/checks/evaluate.ts
function judgeExecution(c, obs, registry) {
  const evidence = collectEvidence(c, obs);
  const result = judge(c.check, { c, obs, evidence, registry });
  if (result instanceof Promise) return result.then((r) => withEvidence(r, evidence));
  return withEvidence(result, evidence);
}
function withEvidence(outcome3, evidence) {
  return { status: outcome3.status, reason: outcome3.reason, details: outcome3.details, evidence };
}
var ON_OUTPUT = {
  exact: checkExact,
  contains: checkContains,
  not_contains: checkNotContains,
  max_length: checkMaxLength,
  min_length: checkMinLength,
  max_words: checkMaxWords,
  regex: checkRegex
};
var ON_EVIDENCE = {
  json: checkJson,
  required_fields: checkRequiredFields,
  tool_call: checkToolCall,
  retrieval: checkRetrieval,
  mcp: checkMcp
};
function readsOutput(check) {
  return Object.hasOwn(ON_OUTPUT, check.type);
}
function readsEvidence(check) {
  return Object.hasOwn(ON_EVIDENCE, check.type);
}
function judge(check, j) {
  if (readsOutput(check)) {
    return ON_OUTPUT[check.type](
      check,
      j.obs.output
    );
  }
  if (readsEvidence(check)) {
    return ON_EVIDENCE[check.type](
      check,
      j.evidence
    );
  }
  switch (check.type) {
    case "classification":
      return checkClassification(
        check,
        j.evidence.label ?? predictedLabel(j.obs.output, check.caseInsensitive)
      );
    case "custom":
      return runCustomCheck(check, j.c, j.obs.output, j.evidence, j.registry);
    case "none":
      return checkNone();
    case "checks":
      return checkAll(check, (one) => judge(one, j));
    default: {
      const unknown = check;
      throw new Error(`unknown check type ${JSON.stringify(unknown.type)}`);
    }
  }
}

// src/core/run/capture.ts
var SUITE_ONLY_REASONS = [
  ...["contains", "not_contains", "max_length", "min_length", "max_words", "regex"],
  ...["retrieval", "none"]
];
var QUOTES_NOTHING_KEPT = {
  // hash keeps tool calls, retrieved ids, MCP calls and allowed labels.
  hash: /* @__PURE__ */ new Set([...SUITE_ONLY_REASONS, "classification", "tool_call", "mcp"]),
  // none keeps no evidence: only reasons that never quote the model are safe.
  none: new Set(SUITE_ONLY_REASONS)
};
function applyCapture(mode, check, judged) {
  const { output, evidence, details, reason } = judged;
  const hash = output === null ? null : sha256Hex(output);
  if (mode === "full") return { output, output_sha256: hash, evidence, details, reason };
  const kept = {};
  if (mode === "hash") {
    const { json: _json, json_error, tool_calls_error, label, ...rest } = evidence;
    Object.assign(kept, rest);
    if (json_error !== void 0) kept.json_error = withoutQuote(json_error, "not valid JSON");
    if (tool_calls_error !== void 0)
      kept.tool_calls_error = withoutQuote(tool_calls_error, "not readable as tool calls");
    if (label !== void 0 && isSuiteLabel(check, label)) kept.label = label;
    Object.assign(kept, fingerprints(judged));
  }
  const labelDropped = evidence.label !== void 0 && kept.label === void 0;
  const parseFailure = evidence.json_error !== void 0 || evidence.tool_calls_error !== void 0;
  const quotesNothing = leafChecks(check).every((leaf) => QUOTES_NOTHING_KEPT[mode].has(leaf.type));
  const safe = quotesNothing && !labelDropped && !parseFailure;
  return {
    output: null,
    output_sha256: mode === "hash" ? hash : null,
    evidence: kept,
    details: mode === "hash" && safe ? details : {},
    reason: safe || reason === null ? reason : uncapturedReason(mode, check, judged)
  };
}
function fingerprints(judged) {
  const { output, evidence, contract } = judged;
  if (contract === "text" && output !== null) return { text_sha256: textSha256(output) };
  if (contract !== "json" || evidence.json_error !== void 0) return {};
  if (evidence.json !== void 0) return { json_sha256: jsonSha256(evidence.json) };
  if (output === null) return {};
  const parsed = parseJson(output);
  return parsed.ok ? { json_sha256: jsonSha256(parsed.value) } : { json_error: withoutQuote(parsed.error, "not valid JSON") };
}
function isSuiteLabel(spec, label) {
  const check = leafChecks(spec).find((leaf) => leaf.type === "classification");
  if (check === void 0) return false;
  return [check.expected, ...check.labels ?? []].some(
    (l) => normalizeLabel(l, check.caseInsensitive) === label
  );
}
function positionOf(error) {
  return /^line \d+, column \d+/.exec(error)?.[0] ?? null;
}
function withoutQuote(error, what) {
  const at2 = positionOf(error);
  return at2 === null ? what : `${at2}: ${what}`;
}
function uncapturedReason(mode, check, judged) {
  const note = `(output not captured: capture ${mode})`;
  const { json_error, tool_calls_error } = judged.evidence;
  const at2 = (error) => {
    const position = positionOf(error);
    return position === null ? "" : ` (${position})`;
  };
  if (judged.status === "invalid" && json_error !== void 0) {
    return `output is not valid JSON${at2(json_error)} ${note}`;
  }
  if (judged.status === "invalid" && tool_calls_error !== void 0) {
    return `output cannot be read as tool calls${at2(tool_calls_error)} ${note}`;
  }
  const name = leafChecks(check).map((leaf) => `'${leaf.type}'`).join(" + ");
  if (judged.status === "error") return `the ${name} check could not run ${note}`;
  if (judged.status === "invalid") return `evidence is malformed for the ${name} check ${note}`;
  return `output does not satisfy the ${name} check ${note}`;
}

// src/core/run/recording.ts
function recordedRepetition(entry, index) {
  const { repetitions } = entry;
  return repetitions[Math.min(index, repetitions.length - 1)];
}

// src/core/run/replay-execution.ts
function replayExecution(recordings, c, repetition, clock) {
  const recorded = recordedFor(recordings, c.id, repetition);
  if (recorded === void 0) {
    const message = `no recorded output for case '${c.id}'`;
    return { ok: false, status: "error", reason: message, error: message, attempts: 0, metadata: {} };
  }
  const observation = { output: recorded.output };
  if (recorded.toolCalls !== void 0) observation.toolCalls = recorded.toolCalls;
  if (recorded.retrieved !== void 0) observation.retrieved = recorded.retrieved;
  if (recorded.mcpCalls !== void 0) observation.mcpCalls = recorded.mcpCalls;
  return {
    ok: true,
    observation,
    durationMs: recorded.latencyMs ?? measuredLookup(recordings, c.id, repetition, clock),
    durationSource: recorded.latencyMs !== void 0 ? "recorded" : "measured",
    metadata: recorded.metadata,
    attempts: 1,
    warnings: []
  };
}
function recordedFor(recordings, id, repetition) {
  const entry = recordings.get(id);
  return entry === void 0 ? void 0 : recordedRepetition(entry, repetition);
}
function measuredLookup(recordings, id, repetition, clock) {
  const started = clock.monotonic();
  recordedFor(recordings, id, repetition);
  return roundMs(clock.monotonic() - started);
}

// src/core/run/repetition.ts
function runRepetition(args, planned, item, capture, clock, scopes) {
  const backend = args.backend;
  if (backend.kind === "live") return liveRepetition(args, backend, planned, item, capture, clock, scopes);
  const execution = replayExecution(backend.recordings, planned.case, item.repetition, clock);
  return judgedRepetition(args, planned.case, item.repetition, capture, execution, void 0);
}
async function liveRepetition(args, backend, planned, item, capture, clock, scopes) {
  const c = planned.case;
  const seed = repetitionSeed(backend.config, c, item.repetition);
  let lease;
  if (scopes !== null && usesMcp(c)) {
    lease = await scopes.acquire(item.caseIndex, planned.repeat, c.mcpServers).catch(
      (error) => error instanceof ProviderError ? error : new ProviderError("fatal", messageOf(error))
    );
  }
  let execution;
  try {
    const mcp = lease === void 0 || lease instanceof ProviderError ? lease : lease.toolbox;
    execution = await liveExecution(args, backend, c, clock, seed, mcp);
  } finally {
    if (lease !== void 0 && !(lease instanceof ProviderError)) await lease.release();
  }
  return judgedRepetition(args, c, item.repetition, capture, execution, seed);
}
function judgedRepetition(args, c, repetition, capture, execution, seed) {
  if (!execution.ok) {
    const { evidence, ...failure } = execution;
    return withSeed(
      failedRepetition(repetition, capture === "none" || evidence === void 0 ? failure : execution),
      seed
    );
  }
  let verdict;
  try {
    verdict = judgeExecution(c, execution.observation, args.registry);
  } catch (error) {
    verdict = checkFailed(error);
  }
  if (!(verdict instanceof Promise))
    return keptRepetition(args, c, repetition, capture, execution, verdict, seed);
  return verdict.then(
    (v) => keptRepetition(args, c, repetition, capture, execution, v, seed),
    (error) => keptRepetition(args, c, repetition, capture, execution, checkFailed(error), seed)
  );
}
function checkFailed(error) {
  return { status: "error", reason: `check failed: ${messageOf(error)}`, details: {}, evidence: {} };
}
function withSeed(rep, seed) {
  return seed === void 0 ? rep : { ...rep, seed };
}
function keptEvidence(execution, verdict) {
  const observed = execution.observation;
  if (observed.toolCalls === void 0 && observed.retrieved === void 0 && observed.mcpCalls === void 0 && execution.unexecuted === void 0) {
    return verdict.evidence;
  }
  return {
    ...observed.toolCalls !== void 0 ? { tool_calls: observed.toolCalls } : {},
    ...observed.retrieved !== void 0 ? { retrieved: observed.retrieved } : {},
    ...observed.mcpCalls !== void 0 ? { mcp_calls: observed.mcpCalls } : {},
    ...verdict.evidence,
    ...execution.unexecuted !== void 0 ? { unexecuted_calls: execution.unexecuted.calls } : {}
  };
}
function keptRepetition(args, c, repetition, capture, execution, verdict, seed) {
  const observed = execution.observation;
  const kept = applyCapture(capture, c.check, {
    output: observed.output,
    evidence: keptEvidence(execution, verdict),
    details: verdict.details,
    reason: verdict.reason,
    status: verdict.status,
    contract: c.contract ?? null
  });
  let status = verdict.status;
  let reason = kept.reason;
  if (execution.unexecuted !== void 0 && status !== "pass") {
    const { calls: calls2, maxTurns } = execution.unexecuted;
    const note = `the agent loop stopped at max_turns ${maxTurns} before executing ${calls2.map((call) => `'${call.name}'`).join(", ")}`;
    reason = reason === null ? note : `${reason} (${note})`;
  }
  const warnings = execution.warnings.length === 0 ? [] : [...execution.warnings];
  if (execution.metadata.done_reason === "length") {
    const note = "the generation hit the length limit (done_reason 'length'; see num_predict)";
    warnings.push(note);
    if (status !== "pass") reason = reason === null ? note : `${reason} (${note})`;
  }
  const max = c.performance.maxLatencyMs;
  const tools = execution.toolMs ?? 0;
  const timed = execution.computeMs === void 0 ? execution.durationMs : execution.computeMs + tools;
  if (max !== void 0 && timed > max) {
    const what = execution.computeMs === void 0 ? "latency" : tools > 0 ? "compute and tool time" : "compute time";
    const warning = `${what} ${formatMs2(timed)} ms exceeds max_latency_ms ${max}`;
    warnings.push(warning);
    if (args.enforcePerformance && status === "pass") {
      status = "fail";
      reason = warning;
    }
  }
  return withSeed(
    {
      index: repetition,
      status,
      output: kept.output,
      output_sha256: kept.output_sha256,
      // The parsed JSON is read again from the output when asked for, not held next to it.
      evidence: withDerivedJson(kept.evidence, kept.output),
      duration_ms: execution.durationMs,
      duration_source: execution.durationSource,
      ...execution.computeMs !== void 0 ? { compute_ms: execution.computeMs } : {},
      reason,
      details: kept.details,
      warnings,
      error: verdict.status === "error" ? kept.reason : null,
      provider_metadata: execution.metadata,
      attempts: execution.attempts
    },
    seed
  );
}
function failedRepetition(index, failure) {
  return {
    index,
    status: failure.status,
    output: null,
    output_sha256: null,
    evidence: failure.evidence ?? {},
    duration_ms: null,
    duration_source: "measured",
    reason: failure.reason,
    details: {},
    warnings: [],
    error: failure.error,
    provider_metadata: failure.metadata,
    attempts: failure.attempts
  };
}
function caseResult(planned, repetitions) {
  const c = planned.case;
  const aggregate = aggregateCase(repetitions, planned.minPass);
  return {
    id: c.id,
    type: c.check.type,
    tags: [...c.tags],
    source: { file: c.source.file, line: c.source.line },
    case_sha256: canonicalSha256(c.definition),
    contract: c.contract ?? null,
    status: aggregate.status,
    repeat: planned.repeat,
    min_pass: planned.minPass,
    pass_count: aggregate.pass_count,
    judged_count: aggregate.judged_count,
    max_latency_ms: c.performance.maxLatencyMs ?? null,
    repetitions
  };
}
function formatMs2(ms) {
  return Number.isInteger(ms) ? String(ms) : ms.toFixed(1);
}

// src/core/run/run-args.ts
var systemClock = { now: () => /* @__PURE__ */ new Date(), monotonic: () => performance.now() };

// src/core/run/runner.ts
var UNKNOWN_HOST = { node: "unknown", os: "unknown", arch: "unknown" };
async function prepareRun(args) {
  const { suite, plan, backend, signal } = args;
  const clock = args.clock ?? systemClock;
  const config = backend.config;
  const capture = args.capture ?? config.capture;
  const startedAt = clock.now();
  let providerInfo = { name: "replay" };
  let preparation = null;
  let retrievalFailure = null;
  if (backend.kind === "live") {
    const prepared = backend.prepared ?? await prepareProvider(
      backend.provider,
      modelsToPrepare(backend.config, plan.cases),
      signal,
      (m) => args.progress?.info(m)
    );
    if (prepared.ok) {
      providerInfo = prepared.runtime;
    } else {
      const failure = classify(prepared.error, signal, 0);
      preparation = { ...failure, reason: `provider not ready: ${failure.reason}` };
      providerInfo = {};
    }
    const retriever = backend.retriever;
    if (preparation === null && retriever?.prepare !== void 0 && plan.cases.some((p) => usesRetrieval(p.case))) {
      try {
        await retriever.prepare(signal);
      } catch (error) {
        const failure = classify(error, signal, 0);
        retrievalFailure = { ...failure, reason: `corpus not ready: ${failure.reason}` };
      }
    }
  }
  const scopes = backend.kind === "live" && backend.mcp === void 0 && backend.mcpLauncher !== void 0 ? new McpScopes(backend.mcpLauncher, suite.mcpServers, signal) : null;
  let unsettled = plan.items.length;
  let warm;
  const warmUp = () => {
    if (backend.kind !== "live") return Promise.resolve();
    warm ??= loadModels(
      backend,
      plan,
      signal,
      (m) => args.progress?.info(m),
      // No more connections than calls this job can have in flight.
      Math.min(args.concurrency ?? config.concurrency, plan.items.length)
    );
    return warm;
  };
  const repetitions = new Array(plan.items.length);
  const remaining = plan.cases.map((p) => p.repeat);
  const firstItem = [];
  plan.items.forEach((item, index) => {
    if (firstItem[item.caseIndex] === void 0) firstItem[item.caseIndex] = index;
  });
  const casesOf = () => {
    const cases = [];
    for (let caseIndex = 0; caseIndex < plan.cases.length; caseIndex++) {
      const planned = plan.cases[caseIndex];
      const start = firstItem[caseIndex] ?? 0;
      const reps = [];
      for (let offset = 0; offset < planned.repeat; offset++)
        reps.push(repetitions[start + offset] ?? failedRepetition(offset, cancelled(0)));
      cases.push(caseResult(planned, reps));
    }
    return cases;
  };
  const internalError = (repetition, error) => failedRepetition(repetition, {
    status: "error",
    reason: `internal error: ${messageOf(error)}`,
    error: messageOf(error),
    attempts: 0,
    metadata: {}
  });
  const settle = (index, rep) => {
    const item = plan.items[index];
    repetitions[index] = rep;
    if (--unsettled === 0 && scopes !== null) return scopes.close().then(() => caseStatus(index, item));
    return caseStatus(index, item);
  };
  const caseStatus = (index, item) => {
    remaining[item.caseIndex] = (remaining[item.caseIndex] ?? 1) - 1;
    if (remaining[item.caseIndex] !== 0) return null;
    const planned = plan.cases[item.caseIndex];
    const start = firstItem[item.caseIndex] ?? index;
    return aggregateCase(
      repetitions.slice(start, start + planned.repeat),
      planned.minPass
    ).status;
  };
  const execute = (index) => {
    const item = plan.items[index];
    const planned = plan.cases[item.caseIndex];
    let rep;
    try {
      if (signal.aborted) {
        rep = failedRepetition(item.repetition, cancelled(0));
      } else if (preparation !== null) {
        rep = failedRepetition(item.repetition, preparation);
      } else if (retrievalFailure !== null && usesRetrieval(planned.case)) {
        rep = failedRepetition(item.repetition, retrievalFailure);
      } else if (backend.kind === "live") {
        rep = warmUp().then(() => runRepetition(args, planned, item, capture, clock, scopes));
      } else {
        rep = runRepetition(args, planned, item, capture, clock, scopes);
      }
    } catch (error) {
      rep = internalError(item.repetition, error);
    }
    if (!(rep instanceof Promise)) return settle(index, rep);
    return rep.then(
      (done) => settle(index, done),
      (error) => settle(index, internalError(item.repetition, error))
    );
  };
  return {
    executions: plan.items.length,
    cases: plan.cases.length,
    concurrency: args.concurrency ?? config.concurrency,
    execute,
    close: async () => {
      await scopes?.close();
    },
    result() {
      const cases = casesOf();
      const mcpServers = scopes?.servers();
      return {
        format: RUN_FORMAT,
        suite: {
          name: suite.name,
          file: suite.file,
          sha256: suite.sha256,
          description: suite.description ?? null
        },
        config: {
          id: config.id,
          provider: config.provider,
          model: backend.kind === "live" ? backend.config.model : null,
          settings: config.redacted
        },
        runtime: {
          modelgate: VERSION,
          ...args.host ?? UNKNOWN_HOST,
          provider: providerInfo
        },
        started_at: startedAt.toISOString(),
        finished_at: clock.now().toISOString(),
        cancelled: cases.some((c) => c.repetitions.some((r) => r.status === "cancelled")),
        selection: {
          tags: [...plan.selection.tags],
          shard: plan.selection.shard ? { ...plan.selection.shard } : null,
          ...plan.selection.cases !== void 0 ? { cases: [...plan.selection.cases] } : {}
        },
        capture,
        ...mcpServers !== void 0 && mcpServers.length > 0 ? { mcp_servers: mcpServers } : {},
        summary: summarize(cases),
        cases
      };
    }
  };
}
async function executeJobs(jobs, options) {
  const items = [];
  jobs.forEach((job, j) => {
    for (let index = 0; index < job.executions; index++) items.push({ job: j, index });
  });
  const progress = options.progress;
  const report = (done) => {
    progress?.executionDone();
    if (done !== null) progress?.caseDone(done);
  };
  progress?.start({
    cases: jobs.reduce((n, j) => n + j.cases, 0),
    executions: items.length
  });
  try {
    await runPool(
      items,
      ({ job, index }) => {
        const done = jobs[job].execute(index);
        if (done instanceof Promise) return done.then(report);
        report(done);
      },
      {
        concurrency: options.concurrency,
        group: (item) => item.job,
        groupLimits: jobs.map((j) => j.concurrency)
      }
    );
  } finally {
    progress?.finish();
  }
  return jobs.map((j) => j.result());
}

// src/load/replay-source.ts
import { statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
async function loadReplaySource(path) {
  const folder = isFolder(path);
  if (!folder) {
    const recordings = await loadRecorded(path);
    return { path, forSuite: () => ({ file: path, recordings }) };
  }
  const bySuite = /* @__PURE__ */ new Map();
  const names = (await readdir(path)).filter((n) => n.endsWith(".json")).sort();
  const problems = [];
  for (const name of names) {
    const file = join(path, name);
    const shown = shownPath(file);
    if (!await isRunResultFile(shown, file)) continue;
    try {
      const result = await readRunResult(shown, file);
      const other = bySuite.get(result.suite.name);
      if (other !== void 0) {
        const message = `suite '${result.suite.name}' is already recorded by ${shownPath(other.file)}: a replay folder holds one result file per suite (point outputs: at the file instead)`;
        throw new InputError([{ file: shown, line: 0, column: 0, field: "suite.name", message }]);
      }
      bySuite.set(result.suite.name, { file, recordings: recordingsOfResult(result, shown) });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      problems.push(error);
    }
  }
  if (problems.length > 0) throw new InputError(problems.flatMap((p) => p.diagnostics));
  return { path, forSuite: (name) => bySuite.get(name) ?? null };
}
function isFolder(path) {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false;
  }
}
async function isRunResultFile(shown, file) {
  const read = await readText(shown, file);
  if (!read.ok) return false;
  return /^\s*\{[\s\S]{0,200}?"format"\s*:\s*"modelgate\.run\//.test(read.text.slice(0, 4096));
}
function shownPath(path) {
  const rel = relative(process.cwd(), resolve(path));
  return rel !== "" && !rel.startsWith("..") ? rel : path;
}

// src/providers/replay.ts
function unknownRecordedIds(recordings, suite) {
  const known = /* @__PURE__ */ new Set();
  for (const c of suite.cases) known.add(c.id);
  const unknown = [];
  for (const id of recordings.keys()) if (!known.has(id)) unknown.push(id);
  return unknown;
}
function unknownIdsWarning(recordings, suite, config) {
  const ids = unknownRecordedIds(recordings, suite);
  if (ids.length === 0) return null;
  const shown = ids.length > 20 ? `${ids.slice(0, 20).join(", ")}, ... (${ids.length} in all)` : ids.join(", ");
  return `recorded outputs contain case ids not in suite '${suite.name}': ${shown} (config '${config.id}', ${config.outputs})`;
}

// src/retrieval/corpus.ts
import { readdir as readdir2, realpath, stat } from "node:fs/promises";
import { join as join2, relative as relative2, sep } from "node:path";
var CORPUS_LIMITS = {
  /** One document (a file of a folder corpus, a line of a JSONL corpus). */
  documentBytes: 1 << 20,
  /** The whole corpus. */
  corpusBytes: 64 << 20,
  documents: 2e4
};
async function loadCorpus(spec) {
  return spec.kind === "folder" ? loadFolder(spec.path) : loadJsonl(spec.path);
}
async function loadFolder(root) {
  let files;
  try {
    const info = await stat(root);
    if (!info.isDirectory()) throw new InputError([at(root, "corpus: expected a folder of documents")]);
    const realRoot = await realpath(root);
    files = await listFiles(realRoot, root, { count: 0 });
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError([at(root, `corpus: cannot read the folder: ${e.message}`)]);
  }
  const ids = files.map((f) => relative2(root, f).split(sep).join("/"));
  const order = ids.map((id, i) => ({ id, file: files[i] })).sort((a, b) => compare(a.id, b.id));
  if (order.length === 0) throw new InputError([at(root, "corpus: the folder holds no documents")]);
  const documents2 = [];
  let total = 0;
  for (const { id, file } of order) {
    let text;
    try {
      text = (await readCapped(file, CORPUS_LIMITS.documentBytes)).toString("utf8");
    } catch (e) {
      const why = e instanceof TooLargeError ? `is larger than ${formatBytes(CORPUS_LIMITS.documentBytes)}, the limit for one document` : `cannot be read: ${e.message}`;
      throw new InputError([at(file, `corpus: document '${id}' ${why}`)]);
    }
    total += Buffer.byteLength(text);
    if (total > CORPUS_LIMITS.corpusBytes) {
      throw new InputError([
        at(root, `corpus: larger than ${formatBytes(CORPUS_LIMITS.corpusBytes)}, the limit for a corpus`)
      ]);
    }
    documents2.push({ id, text });
  }
  return documents2;
}
async function listFiles(realRoot, dir, seen) {
  const out = [];
  for (const entry of await readdir2(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const path = join2(dir, entry.name);
    if (entry.isDirectory()) out.push(...await listFiles(realRoot, path, seen));
    else if (entry.isFile()) {
      out.push(path);
      seen.count++;
    } else if (entry.isSymbolicLink()) {
      const target = await realpath(path).catch(() => null);
      if (target === null || !(await stat(target).catch(() => null))?.isFile()) continue;
      if (!isInside(target, realRoot)) {
        throw new InputError([
          at(path, `corpus: '${entry.name}' is a link to ${target}, outside the corpus folder`)
        ]);
      }
      out.push(path);
      seen.count++;
    }
    if (seen.count > CORPUS_LIMITS.documents) {
      throw new InputError([
        at(realRoot, `corpus: more than ${CORPUS_LIMITS.documents} documents, the limit for a corpus`)
      ]);
    }
  }
  return out;
}
async function loadJsonl(file) {
  let text;
  try {
    text = (await readCapped(file, CORPUS_LIMITS.corpusBytes)).toString("utf8");
  } catch (e) {
    if (e instanceof TooLargeError) {
      throw new InputError([
        at(file, `corpus: larger than ${formatBytes(CORPUS_LIMITS.corpusBytes)}, the limit for a corpus`)
      ]);
    }
    throw new InputError([at(file, `corpus: cannot read the file: ${e.message}`)]);
  }
  if (text.charCodeAt(0) === 65279) text = text.slice(1);
  const documents2 = [];
  const firstLine = /* @__PURE__ */ new Map();
  const problems = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((line, index) => {
    const n = index + 1;
    if (line.trim() === "") return;
    const parsed = parseStrictJson(line);
    if (!parsed.ok) {
      problems.push({
        file,
        line: n,
        column: parsed.column,
        message: `invalid JSON: ${withoutPosition(parsed.error)}`
      });
      return;
    }
    const value = parsed.value;
    if (!isJsonObject(value)) {
      problems.push({ file, line: n, column: 1, message: 'expected an object {"id": ..., "text": ...}' });
      return;
    }
    const { id, text: body } = value;
    let ok = true;
    if (typeof id !== "string" || id === "") {
      problems.push({ file, line: n, column: 1, field: "id", message: "expected a non-empty string" });
      ok = false;
    }
    if (typeof body !== "string") {
      problems.push({ file, line: n, column: 1, field: "text", message: "expected a string" });
      ok = false;
    }
    if (!ok) return;
    const docId = id;
    const first = firstLine.get(docId);
    if (first !== void 0) {
      problems.push({
        file,
        line: n,
        column: 1,
        field: "id",
        message: `duplicate document id '${docId}' (first on line ${first})`
      });
      return;
    }
    firstLine.set(docId, n);
    documents2.push({ id: docId, text: body });
  });
  if (problems.length > 0) throw new InputError(problems);
  if (documents2.length === 0) throw new InputError([at(file, "corpus: the file holds no documents")]);
  return documents2;
}
function at(file, message) {
  return { file, line: 0, column: 0, message };
}
function withoutPosition(message) {
  return message.replace(/^line \d+, column \d+: /, "");
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/retrieval/embedding-cache.ts
import { appendFile, readFile } from "node:fs/promises";
import { dirname, join as join3, resolve as resolve2 } from "node:path";
var DEFAULT_EMBEDDING_CACHE_DIR = join3(".modelgate-cache", "embeddings");
var EmbeddingCache = class {
  constructor(options) {
    this.options = options;
    this.batchSize = Math.max(1, options.batchSize ?? 64);
  }
  options;
  vectors = /* @__PURE__ */ new Map();
  loaded = null;
  writable = true;
  batchSize;
  cacheFile;
  /** The cache file (null: memory only); fixed at the first use, when the digest is known. */
  get file() {
    if (this.cacheFile === void 0) {
      const { dir, model, digest } = this.options;
      const known = typeof digest === "function" ? digest() : digest;
      this.cacheFile = dir === null ? null : join3(resolve2(dir), `${modelKey(model, known)}.jsonl`);
    }
    return this.cacheFile;
  }
  /**
   * Vectors of `texts`, in input order. `fetch` gets the texts not cached yet, at most
   * `batchSize` at a time, and returns their vectors: one embed request, bounded by the caller.
   */
  async embed(texts, fetch) {
    this.loaded ??= this.load();
    await this.loaded;
    const keys = texts.map((t) => sha256Hex(t));
    const missing = /* @__PURE__ */ new Map();
    keys.forEach((key, i) => {
      if (!this.vectors.has(key)) missing.set(key, texts[i]);
    });
    const pending = [...missing.entries()];
    for (let start = 0; start < pending.length; start += this.batchSize) {
      const batch = pending.slice(start, start + this.batchSize);
      const vectors = await fetch(batch.map(([, text]) => text));
      this.accept(batch, vectors);
      await this.persist(batch.map(([key]) => key));
    }
    return keys.map((key) => this.vectors.get(key));
  }
  accept(batch, vectors) {
    if (vectors.length !== batch.length) {
      throw new ProviderError(
        "fatal",
        `embedding model ${this.options.model} returned ${vectors.length} vectors for ${batch.length} texts`
      );
    }
    batch.forEach(([key], i) => {
      const vector = vectors[i];
      if (!isVector(vector)) {
        throw new ProviderError(
          "fatal",
          `embedding model ${this.options.model} returned an embedding that is not a list of numbers`
        );
      }
      this.vectors.set(key, vector);
    });
  }
  async load() {
    const file = this.file;
    if (file === null) return;
    let text;
    try {
      text = await readFile(file, "utf8");
    } catch {
      return;
    }
    for (const line of text.split("\n")) {
      if (line === "") continue;
      try {
        const entry = JSON.parse(line);
        if (typeof entry.text_sha256 === "string" && isVector(entry.vector))
          this.vectors.set(entry.text_sha256, entry.vector);
      } catch {
      }
    }
  }
  async persist(keys) {
    const file = this.file;
    if (file === null || !this.writable) return;
    const lines = keys.map((key) => `${JSON.stringify({ text_sha256: key, vector: this.vectors.get(key) })}
`).join("");
    try {
      await makeDirectory(dirname(file));
      await appendFile(file, lines, "utf8");
    } catch (e) {
      this.writable = false;
      this.options.warn?.(`embedding cache ${file} not written: ${e.message}`);
    }
  }
};
function isVector(value) {
  return Array.isArray(value) && value.length > 0 && value.every((x) => typeof x === "number" && Number.isFinite(x));
}
function modelKey(model, digest) {
  if (digest !== void 0 && digest !== "") return `digest-${sanitize2(digest.replace(/^sha256:/, ""))}`;
  return `model-${sanitize2(model)}-${sha256Hex(model).slice(0, 8)}`;
}
function sanitize2(text) {
  return text.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 100);
}

// src/core/retrieval/rank.ts
function cosineSimilarity(a, b) {
  if (a.length !== b.length) {
    throw new RangeError(`embedding dimensions differ: ${a.length} and ${b.length}`);
  }
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  if (normA === 0 || normB === 0) return 0;
  const score = dot / (Math.sqrt(normA) * Math.sqrt(normB));
  if (!Number.isFinite(score)) throw new RangeError("embedding holds a value that is not a finite number");
  return score;
}
function rankByCosine(query, documents2, topK) {
  if (!Number.isInteger(topK) || topK < 1)
    throw new RangeError(`top_k must be a positive integer, got ${topK}`);
  const scored = documents2.map((d) => ({ id: d.id, score: cosineSimilarity(query, d.vector) }));
  scored.sort((x, y) => y.score !== x.score ? y.score - x.score : x.id < y.id ? -1 : x.id > y.id ? 1 : 0);
  return scored.slice(0, topK);
}

// src/retrieval/retriever.ts
function createRetriever(options) {
  const cache = new EmbeddingCache({
    model: options.model,
    dir: options.cacheDir,
    ...options.digest !== void 0 ? { digest: options.digest } : {},
    ...options.batchSize !== void 0 ? { batchSize: options.batchSize } : {},
    ...options.warn !== void 0 ? { warn: options.warn } : {}
  });
  const policy = { ...DEFAULT_BACKOFF, ...options.backoff, retries: options.retries };
  let index = null;
  async function embedCorpusBatch(batch) {
    const outcome3 = await withRetry(
      () => withDeadline(
        options.signal,
        options.timeoutMs,
        (s) => options.provider.embed(options.model, batch, s)
      ),
      policy,
      options.signal
    );
    if (!outcome3.ok) throw outcome3.error;
    return outcome3.value;
  }
  async function build() {
    const documents2 = Array.isArray(options.corpus) ? options.corpus : await loadCorpus(options.corpus);
    const vectors = await cache.embed(
      documents2.map((d) => d.text),
      embedCorpusBatch
    );
    return {
      documents: new Map(documents2.map((d) => [d.id, d])),
      embedded: documents2.map((d, i) => ({ id: d.id, vector: vectors[i] }))
    };
  }
  function ready(signal) {
    if (index === null) {
      const building = build();
      index = building;
      building.catch(() => {
        if (index === building) index = null;
      });
    }
    return untilAborted(index, signal);
  }
  return {
    async prepare(signal) {
      await ready(signal);
    },
    async retrieve(query, topK, signal) {
      const { documents: documents2, embedded } = await ready(signal);
      const [vector] = await cache.embed(
        [query],
        (batch) => options.provider.embed(options.model, batch, signal)
      );
      let ranked;
      try {
        ranked = rankByCosine(vector, embedded, topK);
      } catch (e) {
        const where = cache.file === null ? "" : ` (cached vectors: ${cache.file})`;
        throw new ProviderError(
          "fatal",
          `cannot rank with embedding model ${options.model}: ${e.message}${where}`
        );
      }
      const ids = ranked.map((r) => r.id);
      return { ids, documents: ids.map((id) => documents2.get(id)) };
    }
  };
}
function modelDigest(runtime, model) {
  const models = runtime.models;
  if (typeof models !== "object" || models === null || Array.isArray(models)) return void 0;
  const entry = models[model];
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return void 0;
  const digest = entry.digest;
  return typeof digest === "string" && digest !== "" ? digest : void 0;
}
function untilAborted(promise, signal) {
  if (signal.aborted) return Promise.reject(cancelled2(signal));
  return new Promise((resolve3, reject) => {
    const onAbort = () => reject(cancelled2(signal));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve3(value);
      },
      (error) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      }
    );
  });
}
function cancelled2(signal) {
  const reason = signal.reason;
  return reason instanceof Error ? reason : new ProviderError("cancelled", "retrieval cancelled");
}

// src/app/run-providers.ts
import { isAbsolute, join as join5 } from "node:path";

// src/cache/cached-provider.ts
function withResponseCache(inner, options) {
  const { store, identity } = options;
  const taken = /* @__PURE__ */ new Map();
  const stats = { hits: 0, misses: 0 };
  let writable = true;
  const claim = (base) => {
    const used = taken.get(base) ?? /* @__PURE__ */ new Set();
    taken.set(base, used);
    let index = 0;
    while (used.has(index)) index++;
    used.add(index);
    return index;
  };
  return {
    prepare: (models, signal, progress) => inner.prepare(models, signal, progress),
    embed: (model, texts, signal) => inner.embed(model, texts, signal),
    // Connections are cheap and help the calls that miss. Models are not loaded through the
    // cache: a run the cache answers whole must not wait for a model it never calls (a miss
    // pays the load in its wall clock; its compute_ms, which latency compares, does not).
    ...inner.connect !== void 0 ? { connect: (connections, signal) => inner.connect(connections, signal) } : {},
    stats: () => ({ ...stats }),
    async chat(request, signal) {
      const base = canonicalJson({ identity, request: requestBody(request) });
      const repetition = claim(base);
      const key = sha256Hex(canonicalJson({ request: base, repetition }));
      const found = await store.get(key);
      if (found !== null) {
        stats.hits++;
        return { ...found.reply, cached: { durationMs: found.durationMs } };
      }
      const started = performance.now();
      let reply;
      try {
        reply = await inner.chat(request, signal);
      } catch (error) {
        taken.get(base)?.delete(repetition);
        throw error;
      }
      stats.misses++;
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      if (writable) {
        const note = { model: request.model, repetition };
        await store.put(key, { reply, durationMs }, note).catch((error) => {
          writable = false;
          options.warn?.(
            `response cache not written: ${error instanceof Error ? error.message : String(error)}`
          );
        });
      }
      return reply;
    }
  };
}
function requestBody(request) {
  return {
    model: request.model,
    messages: request.messages,
    tools: request.tools,
    options: request.options,
    ...request.format !== void 0 ? { format: request.format } : {}
  };
}

// src/cache/identity.ts
function cacheIdentity(config, runtime) {
  const server = runtime.ollama_version ?? runtime.server_version;
  return {
    provider: config.provider,
    endpoint: config.provider === "ollama" ? config.endpoint : "chat/completions",
    model: config.model,
    digest: modelDigest(runtime, config.model) ?? null,
    server: typeof server === "string" ? server : null,
    system: config.system ?? null,
    format: config.format ?? null,
    think: config.provider === "ollama" ? config.think ?? null : null
  };
}

// src/cache/response-store.ts
import { readdir as readdir3, readFile as readFile2, rm, stat as stat2, utimes } from "node:fs/promises";
import { join as join4 } from "node:path";
var CACHE_ENTRY_FORMAT = "modelgate.cache/v1";
var DEFAULT_CACHE_MAX_BYTES = 256 * 1024 * 1024;
var KEY = /^[0-9a-f]{64}$/;
var ENTRY = /^[0-9a-f]{64}\.json$/;
var STALE_TEMP_MS = 60 * 60 * 1e3;
function folderResponseStore(dir, maxBytes = DEFAULT_CACHE_MAX_BYTES) {
  const fileOf = (key) => {
    if (!KEY.test(key)) throw new Error(`not a cache key: ${key}`);
    return join4(dir, `${key}.json`);
  };
  return {
    async get(key) {
      const file = fileOf(key);
      let text;
      try {
        text = await readFile2(file, "utf8");
      } catch {
        return null;
      }
      const entry = readEntry(text, key);
      if (entry !== null) {
        const now = /* @__PURE__ */ new Date();
        await utimes(file, now, now).catch(() => void 0);
      }
      return entry;
    },
    async put(key, response, note) {
      const { reply, durationMs } = response;
      const entry = {
        format: CACHE_ENTRY_FORMAT,
        key,
        ...note,
        duration_ms: durationMs,
        reply: {
          content: reply.content,
          tool_calls: reply.toolCalls,
          ...reply.thinking !== void 0 ? { thinking: reply.thinking } : {},
          metadata: reply.metadata
        },
        created_at: (/* @__PURE__ */ new Date()).toISOString()
      };
      await makeDirectory(dir);
      await writeFileAtomic(fileOf(key), `${stringifyJson(entry)}
`);
    },
    async prune() {
      let names;
      try {
        names = await readdir3(dir);
      } catch {
        return { removed: 0, bytes: 0 };
      }
      const now = Date.now();
      const entries = [];
      for (const name of names) {
        const file = join4(dir, name);
        const info = await stat2(file).catch(() => null);
        if (info === null || !info.isFile()) continue;
        if (name.startsWith(".") && name.endsWith(".tmp")) {
          if (now - info.mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
          continue;
        }
        if (ENTRY.test(name)) entries.push({ file, size: info.size, used: info.mtimeMs });
      }
      let bytes = entries.reduce((n, e) => n + e.size, 0);
      let removed = 0;
      if (bytes <= maxBytes) return { removed, bytes };
      const target = Math.floor(maxBytes * 0.9);
      entries.sort((a, b) => a.used - b.used);
      for (const entry of entries) {
        if (bytes <= target) break;
        await rm(entry.file, { force: true });
        bytes -= entry.size;
        removed++;
      }
      return { removed, bytes };
    }
  };
}
function readEntry(text, key) {
  const parsed = parseStrictJson(text);
  if (!parsed.ok || !isJsonObject(parsed.value)) return null;
  const entry = parsed.value;
  if (entry.format !== CACHE_ENTRY_FORMAT || entry.key !== key) return null;
  const reply = entry.reply;
  if (!isJsonObject(reply) || typeof reply.content !== "string" || !Array.isArray(reply.tool_calls))
    return null;
  const duration = typeof entry.duration_ms === "number" ? entry.duration_ms : 0;
  const out = {
    reply: {
      content: reply.content,
      toolCalls: reply.tool_calls,
      metadata: isJsonObject(reply.metadata) ? reply.metadata : {}
    },
    durationMs: duration
  };
  if (typeof reply.thinking === "string") out.reply.thinking = reply.thinking;
  return out;
}

// src/app/concurrency.ts
async function resolveConcurrency(config, provider, signal, progress) {
  if (config.autoConcurrency !== true) return config;
  const slots = config.serverSlots ?? await provider.parallelSlots?.(signal);
  const { concurrency, note } = autoConcurrency(config.id, slots);
  progress.info(note);
  return { ...config, concurrency };
}

// src/app/run-providers.ts
async function prepareLiveProviders(configs, models, options, warn) {
  const live = { prepared: /* @__PURE__ */ new Map(), effective: /* @__PURE__ */ new Map(), caches: [] };
  const { signal, progress } = options;
  const create = options.createProvider ?? defaultProvider;
  for (const config of configs) {
    if (config.provider === "replay") continue;
    const provider = await create(config);
    const preparation = await prepareProvider(provider, models(config), signal, (m) => progress?.info(m));
    if (typeof options.concurrency !== "number") {
      const asked = options.concurrency === "auto" ? { ...config, autoConcurrency: true } : config;
      live.effective.set(
        config,
        await resolveConcurrency(asked, provider, signal, { info: (m) => progress?.info(m) })
      );
    }
    const runtime = preparation.ok ? preparation.runtime : null;
    const cached = withCacheOf({ provider, runtime }, config, options, warn);
    if (cached !== null) live.caches.push(cached);
    live.prepared.set(config, { provider: cached?.provider ?? provider, preparation });
  }
  return live;
}
async function defaultProvider(config, readiness) {
  const deps = readiness === void 0 ? {} : { readiness };
  if (config.provider === "openai") {
    const { createOpenAIProvider } = await import("./openai-6WCJHWBQ.js");
    return createOpenAIProvider(config, deps);
  }
  const { createOllamaProvider } = await import("./ollama-NLQHJUQS.js");
  return createOllamaProvider(config, deps);
}
function withCacheOf(ready, config, options, warn) {
  if (options.responseCache === null || ready.runtime === null) return null;
  const dir = options.responseCache !== void 0 ? resolveIn(options.cwd, options.responseCache) : config.cache?.dir;
  if (dir === void 0) return null;
  const store = folderResponseStore(dir, config.cache?.maxBytes);
  const identity = cacheIdentity(config, ready.runtime);
  return { provider: withResponseCache(ready.provider, { store, identity, warn }), store };
}
async function settleCaches(caches, warn) {
  const total = { hits: 0, misses: 0 };
  for (const { provider, store } of caches) {
    const stats = provider.stats();
    total.hits += stats.hits;
    total.misses += stats.misses;
    await store.prune().catch((error) => warn(`response cache not pruned: ${messageOf(error)}`));
  }
  return total;
}
function resolveIn(cwd, path) {
  return isAbsolute(path) ? path : join5(cwd, path);
}

// src/app/run.ts
async function loadRunInputs(options) {
  const diagnostics = [];
  const collect = async (load2) => {
    try {
      return await load2();
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      diagnostics.push(...error.diagnostics);
      return void 0;
    }
  };
  const registry = await collect(() => loadPlugins(options.plugins, options.cwd)) ?? /* @__PURE__ */ new Map();
  const customChecks = new Set(registry.keys());
  const suites = [];
  for (const file of options.suites) {
    const suite = await collect(() => loadSuite(file, { customChecks, cwd: options.cwd, env: options.env }));
    if (suite !== void 0) suites.push(suite);
  }
  const configs = [];
  for (const file of options.configs) {
    const config = await collect(() => loadConfig(loaderPath(options.cwd, file), options.env));
    if (config === void 0) continue;
    const recordings = config.provider === "replay" ? await collect(() => loadReplaySource(config.outputs)) ?? null : null;
    configs.push({ config, recordings });
  }
  if (diagnostics.length > 0) throw new InputError(diagnostics);
  const seen = /* @__PURE__ */ new Map();
  for (const { config } of configs) {
    const other = seen.get(config.id);
    if (other !== void 0) {
      diagnostics.push({
        ...problem(
          config.file,
          `config id '${config.id}' is already used by ${other}: each config of a run needs its own id`
        ),
        ...await keyPosition(config.file, ["id"]),
        field: "id"
      });
    }
    seen.set(config.id, config.file);
  }
  const caseFilter = caseMatcher(options.cases);
  if (caseFilter !== void 0 && !suites.some((s) => s.cases.some((c) => caseFilter(c.id)))) {
    diagnostics.push(
      problem(
        suites.map((s) => s.file).join(", "),
        `--case ${(options.cases ?? []).join(", ")} selects no case (case ids: ${listIds(suites.flatMap((s) => s.cases.map((c) => c.id)))})`
      )
    );
    throw new InputError(diagnostics);
  }
  if (options.tags.length > 0 && !suites.some((s) => s.cases.some((c) => matchesTags(c, options.tags)))) {
    const known = [...new Set(suites.flatMap((s) => s.cases.flatMap((c) => c.tags)))].sort();
    diagnostics.push(
      problem(
        suites.map((s) => s.file).join(", "),
        `--tag ${options.tags.join(", ")} selects no case (tags in use: ${known.length > 0 ? known.join(", ") : "none"})`
      )
    );
    throw new InputError(diagnostics);
  }
  const warnings = [];
  const planned = [];
  const live = configs.filter((c) => c.config.provider !== "replay").map((c) => c.config);
  for (const suite of suites) {
    const plan = planRun(suite, {
      tags: options.tags,
      shard: options.shard,
      repeatOverride: options.repeat,
      ...caseFilter !== void 0 ? { caseFilter, caseGlobs: options.cases ?? [] } : {}
    });
    if (plan.cases.length === 0)
      warnings.push(`no case of suite '${suite.name}' is selected (${selectionText(options)})`);
    const retrievalIds = plan.cases.filter((p) => usesRetrieval(p.case)).map((p) => p.case.id);
    let corpus = null;
    if (retrievalIds.length > 0 && live.length > 0) {
      for (const config of live.filter((c) => c.embeddingModel === void 0)) {
        diagnostics.push({
          ...problem(
            config.file,
            `no embedding_model, needed by suite '${suite.name}' (${listIds(retrievalIds)})`
          ),
          field: "embedding_model"
        });
      }
      const spec = suite.corpus;
      if (spec !== void 0) corpus = await collect(() => loadCorpus(spec)) ?? null;
    }
    planned.push({ suite, plan, corpus });
    for (const config of live) {
      const warning = deterministicRepeatWarning(suite, plan, config);
      if (warning !== null) warnings.push(warning);
    }
    for (const { config, recordings } of configs) {
      if (config.provider !== "replay" || recordings === null) continue;
      const served = recordings.forSuite(suite.name);
      const warning = served === null ? `no result file for suite '${suite.name}' in ${config.outputs} (config '${config.id}')` : unknownIdsWarning(served.recordings, suite, config);
      if (warning !== null) warnings.push(warning);
    }
  }
  if (diagnostics.length > 0) throw new InputError(diagnostics);
  return { suites: planned, configs, registry, warnings };
}
async function runInputs(inputs, options) {
  const { signal, progress } = options;
  const warnings = [...inputs.warnings];
  const warn = (message) => {
    warnings.push(message);
  };
  const jobs = [];
  try {
    const planned = inputs.suites.flatMap(({ plan }) => plan.cases);
    const { prepared, effective, caches } = await prepareLiveProviders(
      inputs.configs.map((c) => c.config),
      (config) => modelsToPrepare(config, planned),
      options,
      warn
    );
    const liveConfigs = inputs.configs.filter((c) => c.config.provider !== "replay").map((c) => c.config);
    const mcpLauncher = async (specs, s) => {
      const { startMcpServers } = await import("./session-IRJGIV33.js");
      return startMcpServers(specs, {
        signal: s,
        startTimeoutMs: options.mcpStartTimeoutMs ?? 6e4,
        callTimeoutMs: Math.max(...liveConfigs.map((c) => c.timeoutMs))
      });
    };
    const labels = [];
    for (const { config: loaded2, recordings } of inputs.configs) {
      const config = effective.get(loaded2) ?? loaded2;
      for (const { suite, plan, corpus } of inputs.suites) {
        let backend;
        if (config.provider === "replay") {
          backend = {
            kind: "replay",
            config,
            recordings: recordings?.forSuite(suite.name)?.recordings ?? /* @__PURE__ */ new Map()
          };
        } else {
          const { provider, preparation } = prepared.get(loaded2);
          const runtime = preparation.ok ? preparation.runtime : null;
          backend = { kind: "live", config, provider, prepared: preparation };
          if (suite.mcpServers.length > 0 && plan.cases.some((p) => usesMcp(p.case)))
            backend.mcpLauncher = mcpLauncher;
          if (corpus !== null && config.embeddingModel !== void 0) {
            const digest = runtime === null ? void 0 : modelDigest(runtime, config.embeddingModel);
            backend.retriever = createRetriever({
              corpus,
              provider,
              model: config.embeddingModel,
              ...digest !== void 0 ? { digest } : {},
              cacheDir: cacheDirOf(options),
              signal,
              timeoutMs: config.timeoutMs,
              retries: config.retries,
              warn
            });
          }
        }
        jobs.push(
          await prepareRun({
            suite,
            plan,
            backend,
            registry: inputs.registry,
            capture: options.capture,
            signal,
            enforcePerformance: options.enforcePerformance,
            ...typeof options.concurrency === "number" ? { concurrency: options.concurrency } : {},
            progress,
            host: HOST
          })
        );
        labels.push({ suiteFile: suite.file, configId: config.id });
      }
    }
    const budget = (typeof options.concurrency === "number" ? options.concurrency : void 0) ?? Math.max(1, ...inputs.configs.map((c) => (effective.get(c.config) ?? c.config).concurrency));
    const results = await executeJobs(jobs, { concurrency: budget, progress });
    const masked = results.map((r) => knownSecrets.maskJson(r));
    const outcome3 = {
      results: masked.map((result, i) => ({ ...labels[i], result })),
      warnings: warnings.map((w) => knownSecrets.maskText(w))
    };
    if (caches.length > 0) outcome3.cache = await settleCaches(caches, warn);
    return outcome3;
  } finally {
    await Promise.all(jobs.map((j) => j.close()));
  }
}
var HOST = { node: process.version, os: process.platform, arch: process.arch };
function deterministicRepeatWarning(suite, plan, config) {
  const ids = repeatsAtTemperatureZero(plan.cases, config.options);
  if (ids.length === 0) return null;
  return `suite '${suite.name}' with config '${config.id}': repeat > 1 at temperature 0 (${listIds(ids)}): ${TEMPERATURE_ZERO_NOTE}`;
}
function caseMatcher(globs) {
  if (globs === void 0 || globs.length === 0) return void 0;
  return e0([...globs], { dot: true });
}
function cacheDirOf(options) {
  if (options.embeddingCacheDir === null) return null;
  return resolveIn(options.cwd, options.embeddingCacheDir ?? DEFAULT_EMBEDDING_CACHE_DIR);
}
function loaderPath(cwd, path) {
  return cwd === process.cwd() ? path : resolveIn(cwd, path);
}
function problem(file, message) {
  return { file, line: 0, column: 0, message };
}
function listIds(ids) {
  return ids.length > 5 ? `${ids.slice(0, 5).join(", ")}, ...` : ids.join(", ");
}
function selectionText(options) {
  const parts = [];
  if (options.tags.length > 0) parts.push(`--tag ${options.tags.join(", ")}`);
  if (options.shard !== void 0) parts.push(`--shard ${options.shard.index}/${options.shard.count}`);
  if (options.cases !== void 0 && options.cases.length > 0)
    parts.push(`--case ${options.cases.join(", ")}`);
  return parts.length > 0 ? parts.join("; ") : "the suite has no cases";
}

// src/core/run/progress.ts
function formatDuration(ms) {
  const total = Math.max(0, Math.round(ms / 1e3));
  const h = Math.floor(total / 3600);
  const m = Math.floor(total % 3600 / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}
function formatProgress(state, elapsedMs) {
  const parts = [`${state.casesDone}/${state.casesTotal} cases`, `${state.failed} failed`];
  if (state.errors > 0) parts.push(`${state.errors} ${state.errors === 1 ? "error" : "errors"}`);
  parts.push(`${formatDuration(elapsedMs)} elapsed`);
  const remaining = state.executionsTotal - state.executionsDone;
  if (remaining > 0 && state.executionsDone > 0) {
    parts.push(`ETA ${formatDuration(elapsedMs / state.executionsDone * remaining)}`);
  }
  return parts.join(", ");
}
function createProgress(out) {
  const now = out.now ?? (() => performance.now());
  const state = {
    casesDone: 0,
    casesTotal: 0,
    failed: 0,
    errors: 0,
    executionsDone: 0,
    executionsTotal: 0
  };
  let startedAt = now();
  let timer;
  let liveShown = false;
  let finished = false;
  let lastDrawn = Number.NEGATIVE_INFINITY;
  const line = () => `modelgate: ${formatProgress(state, now() - startedAt)}`;
  const draw = () => {
    if (finished) return;
    lastDrawn = now();
    if (out.isTTY) {
      out.write(`\r\x1B[2K${line()}`);
      liveShown = true;
    } else {
      out.write(`${line()}
`);
    }
  };
  const redraw = () => {
    if (out.isTTY && now() - lastDrawn >= 100) draw();
  };
  const clearLive = () => {
    if (liveShown) {
      out.write("\r\x1B[2K");
      liveShown = false;
    }
  };
  return {
    start(totals) {
      state.casesTotal = totals.cases;
      state.executionsTotal = totals.executions;
      startedAt = now();
      timer = setInterval(draw, out.isTTY ? 1e3 : out.intervalMs ?? 5e3);
      timer.unref?.();
      if (out.isTTY) draw();
    },
    executionDone() {
      state.executionsDone++;
      redraw();
    },
    caseDone(status) {
      state.casesDone++;
      if (status === "fail" || status === "invalid") state.failed++;
      else if (status !== "pass") state.errors++;
      redraw();
    },
    info(message) {
      clearLive();
      out.write(`${message}
`);
      if (out.isTTY && timer !== void 0) draw();
    },
    finish() {
      if (finished) return;
      if (timer !== void 0) clearInterval(timer);
      if (out.isTTY) {
        draw();
        out.write("\n");
      } else if (timer !== void 0) {
        out.write(`${line()}
`);
      }
      finished = true;
    }
  };
}

// src/cli/commands/run.ts
var USAGE = COMMAND_USAGE.run;
var CLI_READY_TIMEOUT_MS = 1e4;
var SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 };
async function runCommand(argv, io) {
  const parsed = commandFlags("run", USAGE, io, () => runFlags(argv));
  if ("exit" in parsed) return parsed.exit;
  const flags = parsed.flags;
  const controller = new AbortController();
  let interruptedBy = null;
  const onSignal = (name) => () => {
    if (interruptedBy !== null) {
      io.stderr(`modelgate run: ${name} again, exiting without writing
`);
      process.exit(SIGNAL_EXIT[name]);
    }
    interruptedBy = name;
    io.stderr(`
modelgate run: ${name}: cancelling; completed cases will be written (again to quit now)
`);
    controller.abort(new DOMException(`interrupted by ${name}`, "AbortError"));
  };
  const handlers = { SIGINT: onSignal("SIGINT"), SIGTERM: onSignal("SIGTERM") };
  process.on("SIGINT", handlers.SIGINT);
  process.on("SIGTERM", handlers.SIGTERM);
  try {
    const options = {
      suites: flags.suites,
      configs: flags.configs,
      tags: flags.tags,
      plugins: flags.plugins,
      env: io.env,
      cwd: io.cwd,
      signal: controller.signal,
      enforcePerformance: flags.enforcePerformance,
      progress: createProgress({ write: io.stderr, isTTY: io.stderrIsTTY }),
      // Each client is loaded when a config names it: a replay run parses neither SDK.
      createProvider: (config) => defaultProvider(config, { timeoutMs: CLI_READY_TIMEOUT_MS })
    };
    if (flags.shard !== void 0) options.shard = flags.shard;
    if (flags.repeat !== void 0) options.repeat = flags.repeat;
    if (flags.concurrency !== void 0) options.concurrency = flags.concurrency;
    if (flags.capture !== void 0) options.capture = flags.capture;
    if (flags.cases.length > 0) options.cases = flags.cases;
    if (flags.cache !== void 0) options.responseCache = flags.cache;
    const inputs = await loadRunInputs(options);
    if (controller.signal.aborted) return SIGNAL_EXIT[interruptedBy ?? "SIGINT"];
    const targets = outputTargets(
      flags,
      inputs.suites.map((s) => s.suite.name),
      inputs.configs.map((c) => c.config.id),
      io.cwd
    );
    await prepareFolders(targets);
    for (const warning of inputs.warnings) io.stderr(`warning: ${warning}
`);
    const outcome3 = await runInputs({ ...inputs, warnings: [] }, options);
    for (const warning of outcome3.warnings) io.stderr(`warning: ${warning}
`);
    try {
      writeFilesAtomicSync(
        outcome3.results.map((output) => {
          const path = targets.pathOf(output);
          return {
            path: isAbsolute2(path) ? path : join6(io.cwd, path),
            // Streamed case by case: the whole text of a large run is never held at once.
            text: runResultText(output.result, { pretty: flags.pretty })
          };
        })
      );
    } catch (error) {
      io.stderr(`modelgate run: cannot write the results (none written): ${error.message}
`);
      return EXIT.usage;
    }
    if (outcome3.cache !== void 0) {
      const { hits, misses } = outcome3.cache;
      io.stderr(`response cache: ${hits} of ${hits + misses} model calls served from the cache
`);
    }
    for (const output of outcome3.results) {
      io.stdout(`${describe(output.result, targets.pathOf(output), paintFor(io, "stdout"))}
`);
      const nothing = nothingExecuted(output.result);
      if (nothing !== null) io.stderr(`${paintFor(io, "stderr").red("modelgate run:")} ${nothing}
`);
      else for (const line of notExecuted(output.result)) io.stderr(`${line}
`);
    }
    const results = outcome3.results.map((r) => r.result);
    if (interruptedBy !== null || results.some((r) => r.cancelled)) {
      return SIGNAL_EXIT[interruptedBy ?? "SIGINT"];
    }
    return exitCode(results, flags.failOnFailure);
  } finally {
    process.off("SIGINT", handlers.SIGINT);
    process.off("SIGTERM", handlers.SIGTERM);
  }
}
function exitCode(results, failOnFailure) {
  const noneRan = results.some((r) => r.summary.cases > 0 && r.summary.errors === r.summary.cases);
  if (!failOnFailure) return noneRan ? EXIT.executionFailed : EXIT.ok;
  const summaries = results.map((r) => r.summary);
  if (summaries.some((s) => s.failed > 0 || s.invalid > 0)) return EXIT.gateFailed;
  if (summaries.some((s) => s.errors > 0)) return EXIT.executionFailed;
  return EXIT.ok;
}
function describe(result, path, p) {
  const s = result.summary;
  const count = (n, text, colour) => n > 0 ? colour(`${n} ${text}`) : `${n} ${text}`;
  const parts = [
    count(s.passed, "passed", p.green),
    count(s.failed, "failed", p.red),
    count(s.invalid, "invalid", p.red),
    count(s.errors, "not executed", p.yellow)
  ];
  const cancelled3 = result.cancelled ? " (cancelled)" : "";
  return `wrote ${path}: ${result.config.id} on ${result.suite.name}: ${s.cases} cases, ${parts.join(", ")}${cancelled3}`;
}
function nothingExecuted(result) {
  const s = result.summary;
  if (s.cases === 0 || s.errors !== s.cases) return null;
  const reasons = failureReasons(result);
  const [first] = reasons.keys();
  const others = reasons.size > 1 ? ` (and ${reasons.size - 1} other reasons, see the result file)` : "";
  return `no case of suite '${result.suite.name}' could execute with config '${result.config.id}': ${first ?? "no reason given"}${others}`;
}
function failureReasons(result) {
  const reasons = /* @__PURE__ */ new Map();
  for (const c of result.cases) {
    for (const rep of c.repetitions) {
      if (rep.status !== "unavailable" && rep.status !== "timeout" && rep.status !== "error") continue;
      const message = rep.reason ?? "no reason given";
      const key = rep.status === "error" ? message : `${rep.status}: ${message}`;
      reasons.set(key, (reasons.get(key) ?? /* @__PURE__ */ new Set()).add(c.id));
    }
  }
  return reasons;
}
function notExecuted(result, shown = 3) {
  const reasons = failureReasons(result);
  const lines = [...reasons].slice(0, shown).map(([reason, ids]) => {
    const cases = ids.size === 1 ? `case '${[...ids][0]}'` : `${ids.size} cases`;
    return `  ${cases} not executed: ${reason}`;
  });
  if (reasons.size > shown)
    lines.push(`  ... and ${reasons.size - shown} other reasons (see the result file)`);
  return lines;
}
function outputTargets(flags, suiteNames, configIds, cwd) {
  const resolveIn2 = (p) => isAbsolute2(p) ? p : join6(cwd, p);
  if (flags.output !== void 0) {
    if (suiteNames.length * configIds.length !== 1) {
      throw new InputError(
        `--output takes one suite and one config (got ${suiteNames.length} × ${configIds.length}); use --output-dir`
      );
    }
    const path = flags.output;
    return { folders: [dirname2(resolveIn2(path))], files: [resolveIn2(path)], pathOf: () => path };
  }
  const dir = flags.outputDir;
  const names = /* @__PURE__ */ new Map();
  for (const suite of suiteNames) {
    for (const config of configIds) {
      const name = `${fileSafe(suite)}--${fileSafe(config)}.json`;
      const pair = `suite '${suite}' with config '${config}'`;
      const other = names.get(name);
      if (other !== void 0)
        throw new InputError(`${pair} and ${other} would both write ${join6(dir, name)}`);
      names.set(name, pair);
    }
  }
  return {
    folders: [resolveIn2(dir)],
    files: [...names.keys()].map((name) => resolveIn2(join6(dir, name))),
    pathOf: (output) => join6(dir, `${fileSafe(output.result.suite.name)}--${fileSafe(output.configId)}.json`)
  };
}
async function prepareFolders(targets) {
  for (const folder of targets.folders) {
    try {
      makeDirectorySync(folder);
    } catch (error) {
      throw new InputError(`cannot create output folder ${folder}: ${error.message}`);
    }
    try {
      await probeWritable(folder);
    } catch (error) {
      throw new InputError(`cannot write to output folder ${folder}: ${error.message}`);
    }
  }
  const problems = [];
  for (const file of targets.files) {
    const kind = fileKind(file);
    if (kind !== null) problems.push(`cannot write the result to ${file}: it is ${kind}`);
  }
  if (problems.length > 0) throw new InputError(problems.join("\n"));
}
function fileKind(file) {
  try {
    const s = statSync2(file, { throwIfNoEntry: false });
    if (s === void 0 || s.isFile()) return null;
    return s.isDirectory() ? "a directory" : "not a regular file";
  } catch {
    return null;
  }
}
function fileSafe(name) {
  return name.replace(/[^A-Za-z0-9._-]/g, "_");
}
function runFlags(argv) {
  const { values, positionals } = parseFlags(argv, {
    config: { type: "string", multiple: true, short: "c" },
    output: { type: "string", short: "o" },
    "output-dir": { type: "string" },
    tag: { type: "string", multiple: true, short: "t" },
    case: { type: "string", multiple: true },
    cache: { type: "string" },
    "no-cache": { type: "boolean" },
    repeat: { type: "string" },
    concurrency: { type: "string" },
    capture: { type: "string" },
    plugin: { type: "string", multiple: true, short: "p" },
    shard: { type: "string" },
    "fail-on-failure": { type: "boolean" },
    "enforce-performance": { type: "boolean" },
    pretty: { type: "boolean" }
  });
  if (values.help === true) return "help";
  if (positionals.length === 0) throw new Error("no suite file given");
  const configs = values.config ?? [];
  if (configs.length === 0) throw new Error("--config is required");
  if (values.output === void 0 === (values["output-dir"] === void 0)) {
    throw new Error("give exactly one of --output FILE or --output-dir DIR");
  }
  const flags = {
    suites: positionals,
    configs,
    tags: values.tag ?? [],
    cases: values.case ?? [],
    plugins: values.plugin ?? [],
    failOnFailure: values["fail-on-failure"] === true,
    enforcePerformance: values["enforce-performance"] === true,
    pretty: values.pretty === true
  };
  if (values.output !== void 0) flags.output = values.output;
  if (values["output-dir"] !== void 0) flags.outputDir = values["output-dir"];
  if (values.repeat !== void 0) flags.repeat = positiveInt("--repeat", values.repeat, 1e3);
  if (values.concurrency !== void 0) flags.concurrency = parseConcurrency(values.concurrency);
  if (values.capture !== void 0) {
    if (!CAPTURE_MODES.includes(values.capture)) {
      throw new Error(`--capture must be one of ${CAPTURE_MODES.join(", ")}, got '${values.capture}'`);
    }
    flags.capture = values.capture;
  }
  if (values.shard !== void 0) flags.shard = parseShard(values.shard);
  if (values.cache !== void 0 && values["no-cache"] === true)
    throw new Error("give --cache DIR or --no-cache, not both");
  if (values.cache !== void 0) flags.cache = values.cache;
  if (values["no-cache"] === true) flags.cache = null;
  return flags;
}
function positiveInt(flag, text, max) {
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max) {
    throw new Error(`${flag} must be an integer from 1 to ${max}, got '${text}'`);
  }
  return Number(text);
}
function parseConcurrency(text) {
  if (text === "auto") return "auto";
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 1024)
    throw new Error(`--concurrency must be an integer from 1 to 1024, or auto, got '${text}'`);
  return Number(text);
}
function parseShard(text) {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || count < 1 || index < 1 || index > count || count > 1e4) {
    throw new Error(`--shard must be I/N with 1 <= I <= N (e.g. 2/4), got '${text}'`);
  }
  return { index, count };
}
export {
  CLI_READY_TIMEOUT_MS,
  exitCode,
  notExecuted,
  nothingExecuted,
  parseConcurrency,
  parseShard,
  runCommand
};
