import OpenAI, { APIError } from "openai";
import type { ChatCompletionCreateParamsStreaming } from "openai/resources/chat/completions";
import type { Model } from "openai/resources/models";
import type { OpenAIConfig } from "../core/config/run-config.js";
import type { JsonObject } from "../core/json/value.js";
import { isRecord } from "../core/json/value.js";
import { formatMs } from "../core/run/deadline.js";
import { type ChatReply, type ChatRequest, type ModelProvider, ProviderError } from "../core/run/provider.js";
import { splitUrlCredentials } from "./basic-auth.js";
import { displayUrl } from "./display-url.js";
import { errorBodyMessage } from "./error-body.js";
import { configuredHeaderProblem, excerpt, secretValues } from "./http-errors.js";
import { nodeHttpFetch } from "./node-http-fetch.js";
import { classifyOpenAIError, type OpenAICallContext } from "./openai-errors.js";
import { isEventStream, nonStreamReply } from "./openai-nonstream.js";
import { waitForOpenAI } from "./openai-readiness.js";
import { readServerSlots } from "./openai-slots.js";
import { withoutThreadEvents } from "./openai-sse-guard.js";
import { StreamedReply } from "./openai-stream-reply.js";
import { chatBody } from "./openai-wire.js";
import { type ReadinessOptions, readinessBounds } from "./readiness.js";
import { secretHeaderValues } from "./secret-headers.js";
import { restoreBigints } from "./wire-json.js";

export interface OpenAIProviderDeps {
  /**
   * The HTTP client under the official client (tests wrap it). Default: Node's own HTTP client
   * ({@link nodeHttpFetch}), as for Ollama: no headers or body timeout of undici's (300 s) cuts a
   * call that `timeout_s` allows, and it costs less CPU per call.
   */
  fetch?: typeof fetch;
  /** Bounds for waiting until the server answers; the config's `ready_timeout_s` overrides `timeoutMs`. */
  readiness?: Partial<ReadinessOptions>;
  /** Bound for prepare's own request (/models). Default 30 s. */
  requestTimeoutMs?: number;
}

/** Inputs per /embeddings request. */
export const OPENAI_EMBED_BATCH_SIZE = 64;

/** What the report says where other providers show a digest. */
export const NO_DIGEST_NOTE =
  "OpenAI-compatible servers report no model digest: a different model served under the same name shows only through system_fingerprint, where the server sends one";

/**
 * An OpenAI-compatible server (llama.cpp's llama-server, vLLM, LM Studio, LocalAI, Ollama's /v1)
 * through the official `openai` client. The client's own retries are off (the runner's policy is
 * the only one); its `timeout` bounds only the wait for response headers, so every call is also
 * bounded as a whole by the config's timeout, which is what ends a stream that stalls.
 */
export function createOpenAIProvider(config: OpenAIConfig, deps: OpenAIProviderDeps = {}): ModelProvider {
  const baseUrl = displayUrl(config.baseUrl);
  const baseFetch = deps.fetch ?? nodeHttpFetch;
  const requestTimeoutMs = deps.requestTimeoutMs ?? 30_000;
  // fetch refuses a URL with credentials: they go as Basic auth, unless `api_key` or a
  // configured Authorization header says otherwise (those win, as for the client itself).
  const fromUrl = splitUrlCredentials(config.baseUrl);
  const apiRoot = fromUrl.url;
  const secrets = secretValues([config.apiKey, ...secretHeaderValues(config.headers), ...fromUrl.secrets]);
  const hasAuthHeader = Object.keys(config.headers).some((h) => h.toLowerCase() === "authorization");
  const urlAuth: Record<string, string> =
    fromUrl.authorization !== undefined && config.apiKey === undefined && !hasAuthHeader
      ? { Authorization: fromUrl.authorization }
      : {};
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
      ...(config.apiKey === undefined && !hasAuthHeader ? { Authorization: null } : {}),
      ...urlAuth,
    },
    fetch: wireFetch(baseFetch, envHeaderNames(config.headers)),
  });

  const headerProblem = configuredHeaderProblem(config.headers, config.apiKey);

  async function call<T>(
    path: string,
    signal: AbortSignal,
    timeoutMs: number,
    run: (bounded: AbortSignal) => Promise<T>,
    model?: string,
  ): Promise<T> {
    if (headerProblem !== undefined) throw headerProblem;
    // The whole call, body included, is bounded here: the client's timeout stops at the headers.
    const bounded = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
    const ctx: OpenAICallContext = {
      baseUrl,
      path,
      signal: bounded,
      timeoutMs,
      startedAt: Date.now(),
      secrets,
    };
    if (model !== undefined) ctx.model = model;
    if (bounded.aborted) throw classifyOpenAIError(bounded.reason, ctx);
    try {
      const value = await run(bounded);
      // The client ends a stream quietly when it is aborted: that is a timeout or a cancellation.
      if (bounded.aborted) throw classifyOpenAIError(bounded.reason, ctx);
      return value;
    } catch (error) {
      throw classifyOpenAIError(error, ctx);
    }
  }

  async function chat(request: ChatRequest, signal: AbortSignal): Promise<ChatReply> {
    const body = chatBody(request, config) as unknown as ChatCompletionCreateParamsStreaming;
    const { data: stream, response } = await client.chat.completions.create(body, { signal }).withResponse();
    // A server or proxy that ignores `stream: true` (or is no API at all) would read as a cut
    // stream and be retried in vain: its answer is taken for what it is.
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

  /**
   * The models /models lists. A 200 that is no model list (a proxy's login page, another API's
   * JSON) is a wrong base_url, not a server that lists nothing: waiting will not change it.
   */
  async function listModels(signal: AbortSignal): Promise<Model[]> {
    const { data: body, response } = await client.get<unknown>("/models", { signal }).withResponse();
    const data: unknown = isRecord(body) ? body.data : undefined;
    if (Array.isArray(data)) return (data as Model[]).filter((m) => isRecord(m) && typeof m.id === "string");
    const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    const json = /^application\/([a-z0-9.+-]*\+)?json$/.test(type);
    const what = `/models answered HTTP ${response.status} with ${type === "" ? "no content type" : type}`;
    const text = typeof body === "string" ? body : body === undefined ? "" : JSON.stringify(body);
    throw new ProviderError(
      "fatal",
      `${what}${json ? ", but not a model list" : " instead of a model list"} (is base_url the API root of an OpenAI-compatible server?): ${excerpt(text, secrets)}`,
      response.status,
    );
  }

  function describe(entry: Model): JsonObject {
    const out: JsonObject = { id: entry.id };
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
        (attemptSignal) =>
          call("/models", attemptSignal, Math.min(requestTimeoutMs, readiness.attemptTimeoutMs), (s) =>
            listModels(s),
          ),
        baseUrl,
        readiness,
        signal,
        progress,
      );
      const wanted = [...new Set(models)];
      const find = (name: string) => listed.find((m) => m.id === name);
      // A server that lists nothing (some proxies) is taken at its word when it answers the call.
      const missing = listed.length === 0 ? [] : wanted.filter((m) => find(m) === undefined);
      if (missing.length > 0) {
        const what = missing.length === 1 ? `model ${missing[0]} is` : `models ${missing.join(", ")} are`;
        const served = listed.slice(0, 10).map((m) => m.id);
        throw new ProviderError(
          "unavailable",
          `${what} not served at ${baseUrl} (it lists: ${served.join(", ")}${listed.length > 10 ? ", ..." : ""})`,
        );
      }
      progress.info(
        listed.length === 0
          ? `OpenAI-compatible server at ${baseUrl} lists no models: ${wanted.join(", ")} asked for by name, unchecked`
          : `OpenAI-compatible server at ${baseUrl} serves ${wanted.join(", ")}`,
      );
      const info: JsonObject = {};
      for (const model of wanted) {
        const entry = find(model);
        info[model] = entry === undefined ? { id: model, listed: false } : describe(entry);
      }
      return { api: "openai", base_url: baseUrl, models: info, digest: null, digest_note: NO_DIGEST_NOTE };
    },

    parallelSlots(signal) {
      // The same precedence as the client's: a configured Authorization header wins over api_key.
      const auth: Record<string, string> =
        config.apiKey === undefined || hasAuthHeader ? urlAuth : { authorization: `Bearer ${config.apiKey}` };
      return readServerSlots(apiRoot, { ...config.headers, ...auth }, baseFetch, signal);
    },

    async alive(timeoutMs, signal) {
      const probe = `GET ${new URL(apiRoot).pathname.replace(/\/+$/, "")}/models`;
      const bounded = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
      try {
        await client.get<unknown>("/models", { signal: bounded });
        return null;
      } catch (error) {
        // Any HTTP answer, a 5xx too, is a server that is up; a cancelled run, no news.
        if (signal.aborted || (error instanceof APIError && error.status !== undefined)) return null;
        if (bounded.aborted) return `${probe}: no answer within ${formatMs(timeoutMs)}`;
        const ctx: OpenAICallContext = { baseUrl, path: "/models", signal: bounded, secrets };
        return `${probe}: ${classifyOpenAIError(error, ctx).message}`;
      }
    },

    chat(request, signal) {
      return call("/chat/completions", signal, config.timeoutMs, (s) => chat(request, s), request.model);
    },

    async embed(model, texts, signal) {
      const out: number[][] = [];
      for (let start = 0; start < texts.length; start += OPENAI_EMBED_BATCH_SIZE) {
        const input = texts.slice(start, start + OPENAI_EMBED_BATCH_SIZE);
        const response = await call(
          "/embeddings",
          signal,
          config.timeoutMs,
          // Floats asked for explicitly: the client would otherwise ask for base64, which not
          // every local server speaks.
          (s) => client.embeddings.create({ model, input, encoding_format: "float" }, { signal: s }),
          model,
        );
        const data: unknown = response.data;
        const rows = Array.isArray(data) ? (data as Array<{ index?: unknown; embedding?: unknown }>) : [];
        if (rows.length !== input.length) {
          throw new ProviderError(
            "fatal",
            `/embeddings returned ${rows.length} embeddings for ${input.length} inputs`,
          );
        }
        const odd = rows.findIndex((r) => !Array.isArray(r.embedding));
        if (odd >= 0)
          throw new ProviderError("fatal", `/embeddings ${embeddingProblem(rows[odd]?.embedding, odd)}`);
        const ordered = rows.every((r) => typeof r.index === "number")
          ? [...rows].sort((a, b) => (a.index as number) - (b.index as number))
          : rows;
        out.push(...ordered.map((r) => r.embedding as number[]));
      }
      return out;
    },
  };
}

/** Why an embedding is not a list of numbers, in words. */
function embeddingProblem(value: unknown, at: number): string {
  if (typeof value === "string")
    return `returned base64 text for embedding ${at}, not a list of numbers: the server ignores encoding_format: "float"`;
  const what = value === null ? "null" : Array.isArray(value) ? "an array" : typeof value;
  return `returned ${what === "undefined" ? "no embedding" : what} for embedding ${at}, not a list of numbers`;
}

/**
 * The fetch under the client: big integers marked by `toWire` go out as bare digits, headers
 * the client took from `OPENAI_CUSTOM_HEADERS` are dropped (the configuration decides), an error
 * body of another shape is put in the API's ({@link apiShapedError}), and an event stream loses
 * its `event: thread.*` lines ({@link withoutThreadEvents}).
 */
function wireFetch(base: typeof fetch, dropHeaders: readonly string[]): typeof fetch {
  return async (input, init) => {
    const body = typeof init?.body === "string" ? restoreBigints(init.body) : init?.body;
    let response: Response;
    if (dropHeaders.length === 0) response = await base(input, { ...init, body });
    else {
      const headers = new Headers(init?.headers);
      for (const name of dropHeaders) headers.delete(name);
      response = await base(input, { ...init, body, headers });
    }
    if (response.status >= 400 && response.body !== null) return await apiShapedError(response);
    if (
      response.body === null ||
      response.status >= 300 ||
      !isEventStream(response.headers.get("content-type"))
    )
      return response;
    const guarded = new Response(withoutThreadEvents(response.body), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    Object.defineProperty(guarded, "url", { value: response.url });
    return guarded;
  };
}

/**
 * An error response whose JSON body the client would lose: it keeps only `body.error`, so vLLM's
 * top-level `message`, FastAPI's `detail` or any other JSON read as "(empty body)". Such a body
 * is rewritten as `{"error": {..., "message"}}` with the message found ({@link errorBodyMessage}),
 * else the body's own text. A body that is no JSON the client keeps as text itself.
 */
async function apiShapedError(response: Response): Promise<Response> {
  const text = await response.text();
  let body = text;
  try {
    const parsed: unknown = JSON.parse(text);
    const error = isRecord(parsed) && isRecord(parsed.error) ? parsed.error : {};
    body = JSON.stringify({ error: { ...error, message: errorBodyMessage(parsed) ?? text } });
  } catch {
    // Not JSON: the client keeps the text as the message.
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const shaped = new Response(body, { status: response.status, statusText: response.statusText, headers });
  Object.defineProperty(shaped, "url", { value: response.url });
  return shaped;
}

/** Names in `OPENAI_CUSTOM_HEADERS` that the configuration does not set itself. */
function envHeaderNames(configured: Record<string, string>): string[] {
  const own = new Set(Object.keys(configured).map((h) => h.toLowerCase()));
  return (process.env.OPENAI_CUSTOM_HEADERS ?? "")
    .split("\n")
    .map((line) =>
      line
        .slice(0, Math.max(0, line.indexOf(":")))
        .trim()
        .toLowerCase(),
    )
    .filter((name) => name !== "" && !own.has(name));
}
