import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  OPENAI_RESERVED_FIELDS
} from "./chunk-KGF2WDCW.js";
import {
  APIError,
  OpenAI,
  classifyOpenAIError,
  configuredHeaderProblem,
  errorBodyMessage,
  excerpt,
  fromWire,
  nodeHttpFetch,
  readinessBounds,
  restoreBigints,
  secretHeaderValues,
  secretValues,
  toWire,
  waitUntilReady
} from "./chunk-UYNG5VZG.js";
import {
  displayUrl,
  formatMs,
  parseStrictJson,
  readArguments,
  urlCredentialSecrets,
  urlCredentials
} from "./chunk-M3C6SGPX.js";
import {
  ProviderError,
  isRecord,
  setOwn,
  stringifyJson
} from "./chunk-O3W2D6AK.js";
import "./chunk-5UVNLAJH.js";

// src/providers/basic-auth.ts
function splitUrlCredentials(url) {
  const found = urlCredentials(url);
  if (found === void 0) return { url, secrets: [] };
  const parsed = new URL(url);
  parsed.username = "";
  parsed.password = "";
  return {
    url: parsed.toString().replace(/\/+$/, ""),
    authorization: `Basic ${found.basic}`,
    secrets: urlCredentialSecrets(url)
  };
}

// src/providers/openai-wire.ts
function toOpenAIMessages(messages, system) {
  const out = [];
  if (system !== void 0 && !messages.some((m) => m.role === "system")) {
    out.push({ role: "system", content: system });
  }
  let counter = 0;
  let pending = [];
  for (const m of messages) {
    if (m.role === "assistant" && m.tool_calls !== void 0 && m.tool_calls.length > 0) {
      const calls = m.tool_calls.map((call) => ({ id: callId(++counter), call }));
      pending = calls.map(({ id, call }) => ({ id, name: call.name }));
      out.push({
        role: "assistant",
        content: m.content === "" ? null : m.content,
        tool_calls: calls.map(({ id, call }) => ({
          id,
          type: "function",
          function: { name: call.name, arguments: argumentsText(call) }
        }))
      });
    } else if (m.role === "tool") {
      let at = pending.findIndex((p) => p.name === m.tool_name);
      if (at < 0) at = pending.length > 0 ? 0 : -1;
      const id = at >= 0 ? pending.splice(at, 1)[0].id : callId(++counter);
      out.push({ role: "tool", tool_call_id: id, content: m.content });
    } else {
      pending = [];
      out.push({ role: m.role, content: m.content });
    }
  }
  return out;
}
function callId(n) {
  return `call${String(n).padStart(5, "0")}`;
}
function argumentsText(call) {
  if (call.arguments_error !== void 0 && typeof call.arguments === "string") return call.arguments;
  return stringifyJson(call.arguments);
}
function toOpenAITools(tools) {
  return tools.map((t) => ({
    type: "function",
    function: {
      name: t.name,
      description: t.description,
      parameters: toWire(t.parameters)
    }
  }));
}
function chatBody(request, config) {
  const body = {};
  for (const [key, value] of Object.entries(request.options)) {
    if (!OPENAI_RESERVED_FIELDS.has(key) && value !== void 0) setOwn(body, key, toWire(value));
  }
  body.model = request.model;
  body.messages = toOpenAIMessages(request.messages, config.system);
  body.stream = true;
  body.stream_options = { include_usage: true };
  if (request.tools.length > 0) body.tools = toOpenAITools(request.tools);
  const format = request.format ?? config.format;
  if (format === "json") body.response_format = { type: "json_object" };
  else if (format !== void 0)
    body.response_format = { type: "json_schema", json_schema: { name: "output", schema: toWire(format) } };
  return body;
}
var ToolCallAssembler = class {
  #calls = [];
  add(deltas) {
    if (!Array.isArray(deltas)) return;
    for (const delta of deltas) {
      if (!isRecord(delta)) continue;
      const call = this.#callOf(delta);
      const id = idOf(delta);
      if (id !== void 0 && call.id === "") call.id = id;
      const name = delta.function?.name;
      if (typeof name === "string" && name !== "" && name !== call.name) {
        if (id !== void 0 && name.startsWith(call.name)) call.name = name;
        else call.name += name;
      }
      addArguments(call, delta.function?.arguments);
    }
  }
  /** The call a delta belongs to, started when it belongs to none. */
  #callOf(delta) {
    const index = typeof delta.index === "number" ? delta.index : void 0;
    const id = idOf(delta);
    const atIndex = index === void 0 ? void 0 : this.#calls.findLast((c) => c.index === index);
    let call;
    if (id !== void 0) {
      call = this.#calls.find(
        (c) => c.id === id && (index === void 0 || c.index === void 0 || c.index === index)
      );
      if (call === void 0 && atIndex !== void 0 && continuesUnderNewId(atIndex)) call = atIndex;
    } else {
      call = index === void 0 ? this.#calls[this.#calls.length - 1] : atIndex;
    }
    if (call !== void 0) return call;
    const started = { index, order: this.#calls.length, id: "", name: "", text: "" };
    this.#calls.push(started);
    return started;
  }
  /** The calls, parsed strictly: unreadable arguments keep what came and say why. */
  calls() {
    return [...this.#calls].sort((a, b) => (a.index ?? a.order) - (b.index ?? b.order) || a.order - b.order).map(({ name, text, object, error, odd }) => {
      if (error !== void 0) return { name, arguments: odd ?? object ?? text, arguments_error: error };
      if (object !== void 0) return { name, arguments: object };
      if (text.trim() === "") return { name, arguments: {} };
      return { name, ...readArguments(text) };
    });
  }
};
function idOf(delta) {
  if (typeof delta.id === "string" && delta.id !== "") return delta.id;
  const inner = delta.function?.id;
  return typeof inner === "string" && inner !== "" ? inner : void 0;
}
function continuesUnderNewId(call) {
  if (call.id === "") return true;
  if (call.error !== void 0 || call.object !== void 0 || call.text.trim() === "") return false;
  return !parseStrictJson(call.text).ok;
}
function addArguments(call, value) {
  if (value === void 0 || value === null || call.error !== void 0) return;
  if (typeof value === "string") {
    if (value === "") return;
    if (call.object !== void 0) {
      call.error = "arguments came both as a JSON object and as text";
      return;
    }
    call.text += value;
    return;
  }
  if (isRecord(value) && !Array.isArray(value)) {
    const object = fromWire(value);
    if (call.text.trim() !== "") call.error = "arguments came both as text and as a JSON object";
    else if (call.object !== void 0 && stringifyJson(call.object) !== stringifyJson(object))
      call.error = "arguments came as two different JSON objects";
    else call.object = object;
    return;
  }
  call.odd = value;
  call.error = `arguments are neither a JSON object nor text (${Array.isArray(value) ? "an array" : typeof value})`;
}
function replyMetadata(final) {
  const out = {};
  const usage = isRecord(final.usage) ? final.usage : {};
  for (const key of ["prompt_tokens", "completion_tokens", "total_tokens"]) {
    const n = usage[key];
    if (isCount(n)) out[key] = n;
  }
  if (isCount(usage.prompt_tokens)) out.prompt_eval_count = usage.prompt_tokens;
  if (isCount(usage.completion_tokens)) out.eval_count = usage.completion_tokens;
  const timings = isRecord(final.timings) ? final.timings : {};
  const promptMs = finite(timings.prompt_ms);
  const predictedMs = finite(timings.predicted_ms);
  if (promptMs !== void 0) out.prompt_eval_duration = Math.round(promptMs * 1e6);
  if (predictedMs !== void 0) out.eval_duration = Math.round(predictedMs * 1e6);
  if (promptMs !== void 0 && predictedMs !== void 0)
    out.compute_ms = Math.round((promptMs + predictedMs) * 10) / 10;
  if (out.eval_count === void 0 && isCount(timings.predicted_n)) out.eval_count = timings.predicted_n;
  if (out.prompt_eval_count === void 0 && isCount(timings.prompt_n))
    out.prompt_eval_count = timings.prompt_n;
  if (final.finishReason !== void 0 && final.finishReason !== "") out.done_reason = final.finishReason;
  if (final.fingerprint !== void 0 && final.fingerprint !== "") out.system_fingerprint = final.fingerprint;
  return out;
}
function finite(value) {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : void 0;
}
function isCount(value) {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

// src/providers/openai-stream-reply.ts
var StreamedReply = class {
  #content = "";
  #thinking = "";
  #tools = new ToolCallAssembler();
  #finishReason;
  #usage;
  #timings;
  #fingerprint;
  /** Whether a `finish_reason` arrived: the generation ended, the stream was not cut. */
  get finished() {
    return this.#finishReason !== void 0;
  }
  add(chunk) {
    const extra = chunk;
    if (typeof chunk.system_fingerprint === "string") this.#fingerprint = chunk.system_fingerprint;
    if (chunk.usage !== void 0 && chunk.usage !== null) this.#usage = chunk.usage;
    if (extra.timings !== void 0) this.#timings = extra.timings;
    const choices = Array.isArray(chunk.choices) ? chunk.choices : [];
    const choice = choices.find((c) => c.index === 0) ?? choices[0];
    if (choice === void 0) return;
    const delta = choice.delta;
    if (typeof delta?.content === "string") this.#content += delta.content;
    const reasoning = delta?.reasoning_content ?? delta?.reasoning;
    if (typeof reasoning === "string") this.#thinking += reasoning;
    this.#tools.add(delta?.tool_calls);
    if (typeof choice.finish_reason === "string") this.#finishReason = choice.finish_reason;
  }
  /** The reply; a stream that ended before its `finish_reason` is a cut stream (transient). */
  reply() {
    const finishReason = this.#finishReason;
    if (finishReason === void 0) {
      throw new ProviderError(
        "transient",
        "the stream from /chat/completions ended before the generation finished"
      );
    }
    const out = {
      content: this.#content,
      toolCalls: this.#tools.calls(),
      metadata: replyMetadata({
        usage: this.#usage,
        timings: this.#timings,
        finishReason,
        ...this.#fingerprint !== void 0 ? { fingerprint: this.#fingerprint } : {}
      })
    };
    if (this.#thinking !== "") out.thinking = this.#thinking;
    const computeMs = out.metadata.compute_ms;
    if (typeof computeMs === "number") out.computeMs = computeMs;
    return out;
  }
};

// src/providers/openai-nonstream.ts
function isEventStream(contentType) {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  return type === "" || type === "text/event-stream";
}
function eventStreamReply(text, secrets) {
  const reply = new StreamedReply();
  for (const line of text.split(/\r?\n/)) {
    if (!line.startsWith("data:")) continue;
    const data = line.slice(5).trim();
    if (data === "[DONE]") break;
    if (data === "") continue;
    let chunk;
    try {
      chunk = JSON.parse(data);
    } catch {
      throw new ProviderError(
        "transient",
        `/chat/completions sent an event that is not valid JSON: ${excerpt(data, secrets, 120)}`
      );
    }
    if (isRecord(chunk) && chunk.error !== void 0)
      throw new ProviderError(
        "transient",
        `the server reported an error during /chat/completions: ${excerpt(JSON.stringify(chunk.error), secrets)}`
      );
    if (isRecord(chunk)) reply.add(chunk);
  }
  return reply.reply();
}
async function nonStreamReply(response, secrets) {
  const type = (response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const text = await response.text();
  const what = `/chat/completions answered HTTP ${response.status} with ${type} instead of an event stream`;
  const refuse = (why) => new ProviderError(
    "fatal",
    `${what}${why} (is base_url the API root of an OpenAI-compatible server?): ${excerpt(text, secrets)}`
  );
  if (/^\s*(data|event|id|retry)?:/.test(text)) return eventStreamReply(text, secrets);
  if (!/^application\/([a-z0-9.+-]*\+)?json$/.test(type)) throw refuse("");
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw refuse(", and its body is not valid JSON");
  }
  const choices = isRecord(body) && Array.isArray(body.choices) ? body.choices : [];
  const choice = choices.find((c) => isRecord(c) && c.index === 0) ?? choices[0];
  const message = isRecord(choice) ? choice.message : void 0;
  if (!isRecord(body) || !isRecord(message)) throw refuse(", and it is not a chat completion");
  const tools = new ToolCallAssembler();
  if (Array.isArray(message.tool_calls)) {
    tools.add(
      message.tool_calls.map(
        (call, index) => isRecord(call) ? { index, ...call } : call
      )
    );
  }
  const finishReason = typeof choice?.finish_reason === "string" ? choice.finish_reason : void 0;
  const reply = {
    content: typeof message.content === "string" ? message.content : "",
    toolCalls: tools.calls(),
    metadata: replyMetadata({
      usage: body.usage,
      timings: body.timings,
      ...finishReason !== void 0 ? { finishReason } : {},
      ...typeof body.system_fingerprint === "string" ? { fingerprint: body.system_fingerprint } : {}
    })
  };
  const reasoning = message.reasoning_content ?? message.reasoning;
  if (typeof reasoning === "string" && reasoning !== "") reply.thinking = reasoning;
  const computeMs = reply.metadata.compute_ms;
  if (typeof computeMs === "number") reply.computeMs = computeMs;
  return reply;
}

// src/providers/openai-readiness.ts
function waitForOpenAI(probe, baseUrl, options, signal, progress) {
  return waitUntilReady(
    {
      probe,
      waitingFor: baseUrl,
      server: `the server at ${baseUrl}`,
      unreachableHint: "; is the server running there? ready_timeout_s waits longer",
      answered: (_answer, waited) => waited === void 0 ? void 0 : `${baseUrl} answered after ${waited}`,
      failure(error, attemptSignal) {
        const failure = error instanceof ProviderError ? error : new ProviderError("transient", String(error));
        if (failure.kind === "timeout" || attemptSignal.aborted) return "no answer";
        if (failure.kind !== "transient" && failure.kind !== "unavailable") throw failure;
        if (failure.httpStatus === 404) {
          throw new ProviderError(
            "unavailable",
            `${baseUrl} does not answer like an OpenAI-compatible API (base_url usually ends in /v1): ${failure.message}`,
            404
          );
        }
        return failure;
      }
    },
    options,
    signal,
    progress
  );
}

// src/providers/openai-slots.ts
var PROPS_TIMEOUT_MS = 3e3;
async function readServerSlots(apiRoot, headers, fetcher, signal) {
  const root = apiRoot.replace(/\/v1$/, "");
  try {
    const response = await fetcher(`${root}/props`, {
      headers: { accept: "application/json", ...headers },
      signal: AbortSignal.any([signal, AbortSignal.timeout(PROPS_TIMEOUT_MS)])
    });
    if (!response.ok) {
      await response.body?.cancel();
      return void 0;
    }
    const body = await response.json();
    const slots = isRecord(body) ? body.total_slots : void 0;
    if (typeof slots !== "number" || !Number.isInteger(slots) || slots < 1) return void 0;
    return { slots, source: "GET /props total_slots" };
  } catch {
    return void 0;
  }
}

// src/providers/openai-sse-guard.ts
var EVENT = "event:";
var THREAD_EVENT = /^event:[ \t]*thread\.[^\r\n]*(\r\n|\r|\n)/gm;
function withoutThreadEvents(body) {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  return body.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        const text = pending + decoder.decode(chunk, { stream: true });
        const cut = Math.max(text.lastIndexOf("\n"), text.lastIndexOf("\r")) + 1;
        const tail = text.slice(cut);
        const hold = tail !== "" && (tail.startsWith(EVENT) || EVENT.startsWith(tail));
        pending = hold ? tail : "";
        const lines = hold ? text.slice(0, cut) : text;
        const out = lines.includes("thread.") ? lines.replace(THREAD_EVENT, "") : lines;
        if (out !== "") controller.enqueue(encoder.encode(out));
      },
      flush(controller) {
        const rest = pending + decoder.decode();
        if (rest !== "") controller.enqueue(encoder.encode(rest));
      }
    })
  );
}

// src/providers/openai.ts
var OPENAI_EMBED_BATCH_SIZE = 64;
var NO_DIGEST_NOTE = "OpenAI-compatible servers report no model digest: a different model served under the same name shows only through system_fingerprint, where the server sends one";
function createOpenAIProvider(config, deps = {}) {
  const baseUrl = displayUrl(config.baseUrl);
  const baseFetch = deps.fetch ?? nodeHttpFetch;
  const requestTimeoutMs = deps.requestTimeoutMs ?? 3e4;
  const fromUrl = splitUrlCredentials(config.baseUrl);
  const apiRoot = fromUrl.url;
  const secrets = secretValues([config.apiKey, ...secretHeaderValues(config.headers), ...fromUrl.secrets]);
  const hasAuthHeader = Object.keys(config.headers).some((h) => h.toLowerCase() === "authorization");
  const urlAuth = fromUrl.authorization !== void 0 && config.apiKey === void 0 && !hasAuthHeader ? { Authorization: fromUrl.authorization } : {};
  const client = new OpenAI({
    baseURL: apiRoot,
    // The client refuses to start without a key; with none configured no Authorization is sent.
    apiKey: config.apiKey ?? "unused",
    organization: null,
    project: null,
    adminAPIKey: null,
    webhookSecret: null,
    maxRetries: 0,
    timeout: config.timeoutMs,
    logLevel: "off",
    defaultHeaders: {
      ...config.headers,
      ...config.apiKey === void 0 && !hasAuthHeader ? { Authorization: null } : {},
      ...urlAuth
    },
    fetch: wireFetch(baseFetch, envHeaderNames(config.headers))
  });
  const headerProblem = configuredHeaderProblem(config.headers, config.apiKey);
  async function call(path, signal, timeoutMs, run, model) {
    if (headerProblem !== void 0) throw headerProblem;
    const bounded = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
    const ctx = {
      baseUrl,
      path,
      signal: bounded,
      timeoutMs,
      startedAt: Date.now(),
      secrets
    };
    if (model !== void 0) ctx.model = model;
    if (bounded.aborted) throw classifyOpenAIError(bounded.reason, ctx);
    try {
      const value = await run(bounded);
      if (bounded.aborted) throw classifyOpenAIError(bounded.reason, ctx);
      return value;
    } catch (error) {
      throw classifyOpenAIError(error, ctx);
    }
  }
  async function chat(request, signal) {
    const body = chatBody(request, config);
    const { data: stream, response } = await client.chat.completions.create(body, { signal }).withResponse();
    if (!isEventStream(response.headers.get("content-type"))) return nonStreamReply(response, secrets);
    const reply = new StreamedReply();
    try {
      for await (const chunk of stream) reply.add(chunk);
    } finally {
      if (!reply.finished) stream.controller.abort();
    }
    if (signal.aborted) throw signal.reason;
    return reply.reply();
  }
  async function listModels(signal) {
    const { data: body, response } = await client.get("/models", { signal }).withResponse();
    const data = isRecord(body) ? body.data : void 0;
    if (Array.isArray(data)) return data.filter((m) => isRecord(m) && typeof m.id === "string");
    const type = (response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    const json = /^application\/([a-z0-9.+-]*\+)?json$/.test(type);
    const what = `/models answered HTTP ${response.status} with ${type === "" ? "no content type" : type}`;
    const text = typeof body === "string" ? body : body === void 0 ? "" : JSON.stringify(body);
    throw new ProviderError(
      "fatal",
      `${what}${json ? ", but not a model list" : " instead of a model list"} (is base_url the API root of an OpenAI-compatible server?): ${excerpt(text, secrets)}`,
      response.status
    );
  }
  function describe(entry) {
    const out = { id: entry.id };
    if (typeof entry.owned_by === "string" && entry.owned_by !== "") out.owned_by = entry.owned_by;
    if (typeof entry.created === "number" && Number.isFinite(entry.created) && entry.created > 0)
      out.created = entry.created;
    return out;
  }
  return {
    lengthLimitOption: "max_tokens",
    async prepare(models, signal, progress) {
      const readiness = readinessBounds(deps.readiness, config.readyTimeoutMs);
      const listed = await waitForOpenAI(
        (attemptSignal) => call(
          "/models",
          attemptSignal,
          Math.min(requestTimeoutMs, readiness.attemptTimeoutMs),
          (s) => listModels(s)
        ),
        baseUrl,
        readiness,
        signal,
        progress
      );
      const wanted = [...new Set(models)];
      const find = (name) => listed.find((m) => m.id === name);
      const missing = listed.length === 0 ? [] : wanted.filter((m) => find(m) === void 0);
      if (missing.length > 0) {
        const what = missing.length === 1 ? `model ${missing[0]} is` : `models ${missing.join(", ")} are`;
        const served = listed.slice(0, 10).map((m) => m.id);
        throw new ProviderError(
          "unavailable",
          `${what} not served at ${baseUrl} (it lists: ${served.join(", ")}${listed.length > 10 ? ", ..." : ""})`
        );
      }
      progress.info(
        listed.length === 0 ? `OpenAI-compatible server at ${baseUrl} lists no models: ${wanted.join(", ")} asked for by name, unchecked` : `OpenAI-compatible server at ${baseUrl} serves ${wanted.join(", ")}`
      );
      const info = {};
      for (const model of wanted) {
        const entry = find(model);
        info[model] = entry === void 0 ? { id: model, listed: false } : describe(entry);
      }
      return { api: "openai", base_url: baseUrl, models: info, digest: null, digest_note: NO_DIGEST_NOTE };
    },
    parallelSlots(signal) {
      const auth = config.apiKey === void 0 || hasAuthHeader ? urlAuth : { authorization: `Bearer ${config.apiKey}` };
      return readServerSlots(apiRoot, { ...config.headers, ...auth }, baseFetch, signal);
    },
    async alive(timeoutMs, signal) {
      const probe = `GET ${new URL(apiRoot).pathname.replace(/\/+$/, "")}/models`;
      const bounded = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
      try {
        await client.get("/models", { signal: bounded });
        return null;
      } catch (error) {
        if (signal.aborted || error instanceof APIError && error.status !== void 0) return null;
        if (bounded.aborted) return `${probe}: no answer within ${formatMs(timeoutMs)}`;
        const ctx = { baseUrl, path: "/models", signal: bounded, secrets };
        return `${probe}: ${classifyOpenAIError(error, ctx).message}`;
      }
    },
    chat(request, signal) {
      return call("/chat/completions", signal, config.timeoutMs, (s) => chat(request, s), request.model);
    },
    async embed(model, texts, signal) {
      const out = [];
      for (let start = 0; start < texts.length; start += OPENAI_EMBED_BATCH_SIZE) {
        const input = texts.slice(start, start + OPENAI_EMBED_BATCH_SIZE);
        const response = await call(
          "/embeddings",
          signal,
          config.timeoutMs,
          // Floats asked for explicitly: the client would otherwise ask for base64, which not
          // every local server speaks.
          (s) => client.embeddings.create({ model, input, encoding_format: "float" }, { signal: s }),
          model
        );
        const data = response.data;
        const rows = Array.isArray(data) ? data : [];
        if (rows.length !== input.length) {
          throw new ProviderError(
            "fatal",
            `/embeddings returned ${rows.length} embeddings for ${input.length} inputs`
          );
        }
        const odd = rows.findIndex((r) => !Array.isArray(r.embedding));
        if (odd >= 0)
          throw new ProviderError("fatal", `/embeddings ${embeddingProblem(rows[odd]?.embedding, odd)}`);
        const ordered = rows.every((r) => typeof r.index === "number") ? [...rows].sort((a, b) => a.index - b.index) : rows;
        out.push(...ordered.map((r) => r.embedding));
      }
      return out;
    }
  };
}
function embeddingProblem(value, at) {
  if (typeof value === "string")
    return `returned base64 text for embedding ${at}, not a list of numbers: the server ignores encoding_format: "float"`;
  const what = value === null ? "null" : Array.isArray(value) ? "an array" : typeof value;
  return `returned ${what === "undefined" ? "no embedding" : what} for embedding ${at}, not a list of numbers`;
}
function wireFetch(base, dropHeaders) {
  return async (input, init) => {
    const body = typeof init?.body === "string" ? restoreBigints(init.body) : init?.body;
    let response;
    if (dropHeaders.length === 0) response = await base(input, { ...init, body });
    else {
      const headers = new Headers(init?.headers);
      for (const name of dropHeaders) headers.delete(name);
      response = await base(input, { ...init, body, headers });
    }
    if (response.status >= 400 && response.body !== null) return await apiShapedError(response);
    if (response.body === null || response.status >= 300 || !isEventStream(response.headers.get("content-type")))
      return response;
    const guarded = new Response(withoutThreadEvents(response.body), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers
    });
    Object.defineProperty(guarded, "url", { value: response.url });
    return guarded;
  };
}
async function apiShapedError(response) {
  const text = await response.text();
  let body = text;
  try {
    const parsed = JSON.parse(text);
    const error = isRecord(parsed) && isRecord(parsed.error) ? parsed.error : {};
    body = JSON.stringify({ error: { ...error, message: errorBodyMessage(parsed) ?? text } });
  } catch {
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const shaped = new Response(body, { status: response.status, statusText: response.statusText, headers });
  Object.defineProperty(shaped, "url", { value: response.url });
  return shaped;
}
function envHeaderNames(configured) {
  const own = new Set(Object.keys(configured).map((h) => h.toLowerCase()));
  return (process.env.OPENAI_CUSTOM_HEADERS ?? "").split("\n").map(
    (line) => line.slice(0, Math.max(0, line.indexOf(":"))).trim().toLowerCase()
  ).filter((name) => name !== "" && !own.has(name));
}
export {
  NO_DIGEST_NOTE,
  OPENAI_EMBED_BATCH_SIZE,
  createOpenAIProvider
};
