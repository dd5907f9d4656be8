import {
  type ListResponse,
  type ModelResponse,
  Ollama,
  type ChatRequest as OllamaChatRequest,
  type GenerateRequest as OllamaGenerateRequest,
  type Options,
} from "ollama";
import type { OllamaConfig } from "../core/config/run-config.js";
import type { JsonObject } from "../core/json/value.js";
import { formatMs } from "../core/run/deadline.js";
import {
  type ChatReply,
  type ChatRequest,
  type ModelProvider,
  type ProgressSink,
  ProviderError,
} from "../core/run/provider.js";
import { DEFAULT_BACKOFF, type RetryPolicy, withRetry } from "../core/run/retry.js";
import { urlCredentialSecrets, urlCredentials } from "../core/safety/url-credentials.js";
import type { ToolCall } from "../core/suite/case.js";
import { displayUrl } from "./display-url.js";
import { secretValues } from "./http-errors.js";
import { nodeHttpFetch } from "./node-http-fetch.js";
import { classifyOllamaError, formatSeconds } from "./ollama-errors.js";
import { boundFetch } from "./ollama-fetch.js";
import { PullReporter } from "./ollama-pull.js";
import { waitForOllama } from "./ollama-readiness.js";
import { readToolCalls, toOllamaMessages, toOllamaTools } from "./ollama-wire.js";
import { type ReadinessOptions, readinessBounds } from "./readiness.js";
import { secretHeaderValues } from "./secret-headers.js";
import { toWire } from "./wire-json.js";

export interface OllamaProviderDeps {
  /**
   * The HTTP client under the official `ollama` client (tests wrap it). Default: Node's own HTTP
   * client behind a fetch signature ({@link nodeHttpFetch}), cheaper per call than global fetch.
   */
  fetch?: typeof fetch;
  /**
   * Bounds for waiting until the server answers. Default: up to 60 s, backoff 0.25 s → 2 s. The
   * config's `ready_timeout_s` overrides `timeoutMs`.
   */
  readiness?: Partial<ReadinessOptions>;
  /** Within one pull status, at most one progress line per this long. Default 5 s. */
  pullProgressIntervalMs?: number;
  /**
   * A pull whose server sends no progress line for this long has stalled and fails. Default
   * 300 s (what Node's fetch allowed between chunks before; a pull has no other bound).
   */
  pullIdleTimeoutMs?: number;
  /** Bound for prepare's own small requests (/api/tags, /api/show). Default 30 s. */
  requestTimeoutMs?: number;
  /**
   * Backoff between prepare's retries of a transient failure of /api/tags or /api/show (as many
   * as the config's `retries`). Default: the runner's (0.25 s doubling, up to 8 s, full jitter).
   */
  backoff?: Omit<RetryPolicy, "retries">;
}

/** Inputs per /api/embed request. */
export const EMBED_BATCH_SIZE = 64;

/** Token counts and durations (nanoseconds) copied from the final chunk into `metadata`. */
const METRICS = [
  "prompt_eval_count",
  "eval_count",
  "total_duration",
  "load_duration",
  "prompt_eval_duration",
  "eval_duration",
] as const;

type FinalChunk = Partial<Record<(typeof METRICS)[number], unknown>> & { done_reason?: unknown };

/**
 * A live Ollama server through the official client. Every call streams (so a long generation
 * never meets fetch's 300 s header timeout), the caller's signal aborts the HTTP request, and
 * every failure is a `ProviderError` whose kind tells the runner whether to retry.
 */
export function createOllamaProvider(config: OllamaConfig, deps: OllamaProviderDeps = {}): ModelProvider {
  const baseUrl = displayUrl(config.baseUrl);
  const headers = withUrlCredentials(config.baseUrl, config.headers);
  // A secret header value sent (the Basic auth from base_url too) may be quoted back by a proxy
  // refusing the request.
  const secrets = secretValues([...secretHeaderValues(headers), ...urlCredentialSecrets(config.baseUrl)]);
  const baseFetch = deps.fetch ?? nodeHttpFetch;
  const requestTimeoutMs = deps.requestTimeoutMs ?? 30_000;

  // One client per call: the fetch it holds is bound to that call's signal.
  const clientFor = (signal: AbortSignal): Ollama =>
    new Ollama({ host: baseUrl, headers, fetch: boundFetch(baseFetch, signal, secrets) });

  async function call<T>(
    path: string,
    signal: AbortSignal,
    run: (client: Ollama) => Promise<T>,
    timeoutMs = config.timeoutMs,
  ): Promise<T> {
    const ctx = { baseUrl, path, signal, timeoutMs, secrets };
    if (signal.aborted) throw classifyOllamaError(signal.reason, ctx);
    try {
      return await run(clientFor(signal));
    } catch (error) {
      throw classifyOllamaError(error, ctx);
    }
  }

  const prepareRetry: RetryPolicy = { ...DEFAULT_BACKOFF, ...deps.backoff, retries: config.retries };

  /** One of prepare's requests, its transient failures (a busy server's 503) retried with backoff. */
  async function retried<T>(path: string, signal: AbortSignal, run: () => Promise<T>): Promise<T> {
    const outcome = await withRetry(run, prepareRetry, signal);
    if (outcome.ok) return outcome.value;
    throw classifyOllamaError(outcome.error, { baseUrl, path, signal, secrets });
  }

  /** Prepare's small requests get their own bound: the run's signal only cancels. */
  function bounded(signal: AbortSignal): AbortSignal {
    return AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)]);
  }

  async function chat(client: Ollama, request: ChatRequest): Promise<ChatReply> {
    const body: OllamaChatRequest & { stream: true } = {
      model: request.model,
      messages: toOllamaMessages(request.messages, config.system),
      stream: true,
    };
    if (request.tools.length > 0) body.tools = toOllamaTools(request.tools);
    addCommon(body, request);
    const stream = await client.chat(body);
    let content = "";
    let thinking = "";
    const toolCalls: ToolCall[] = [];
    let final: FinalChunk | undefined;
    try {
      for await (const part of stream) {
        content += part.message?.content ?? "";
        thinking += part.message?.thinking ?? "";
        // Ollama sends tool calls in a chunk of their own, before the final one.
        toolCalls.push(...readToolCalls(part.message?.tool_calls));
        if (part.done) final = part;
      }
    } finally {
      if (final === undefined) stream.abort();
    }
    return reply(content, thinking, toolCalls, final);
  }

  async function generate(client: Ollama, request: ChatRequest): Promise<ChatReply> {
    if (request.tools.length > 0) {
      throw new ProviderError("fatal", "tools need endpoint: chat (/api/generate cannot offer tools)");
    }
    if (request.messages.some((m) => m.role === "assistant" || m.role === "tool")) {
      throw new ProviderError(
        "fatal",
        "a multi-turn conversation needs endpoint: chat (/api/generate takes one prompt)",
      );
    }
    const users = request.messages.filter((m) => m.role === "user");
    const prompt = users[users.length - 1];
    if (prompt === undefined)
      throw new ProviderError("fatal", "no user message to send to /api/generate as the prompt");
    const systems = request.messages.filter((m) => m.role === "system").map((m) => m.content);
    const system = systems.length > 0 ? systems.join("\n\n") : config.system;

    const body: OllamaGenerateRequest & { stream: true } = {
      model: request.model,
      prompt: prompt.content,
      stream: true,
    };
    if (system !== undefined) body.system = system;
    addCommon(body, request);
    const stream = await client.generate(body);
    let content = "";
    let thinking = "";
    let final: FinalChunk | undefined;
    try {
      for await (const part of stream) {
        content += part.response ?? "";
        thinking += part.thinking ?? "";
        if (part.done) final = part;
      }
    } finally {
      if (final === undefined) stream.abort();
    }
    return reply(content, thinking, [], final);
  }

  /** Fields /api/chat and /api/generate share: format, options, keep_alive, think. */
  function addCommon(body: OllamaChatRequest | OllamaGenerateRequest, request: ChatRequest): void {
    const format = request.format ?? config.format;
    if (format !== undefined) body.format = toWire(format) as string | object;
    if (Object.keys(request.options).length > 0) body.options = toWire(request.options) as Partial<Options>;
    if (config.keepAlive !== undefined) body.keep_alive = config.keepAlive;
    if (config.think !== undefined) body.think = config.think;
  }

  async function listModels(signal: AbortSignal): Promise<ModelResponse[]> {
    const list: ListResponse = await retried("/api/tags", signal, () =>
      call("/api/tags", bounded(signal), (c) => c.list(), requestTimeoutMs),
    );
    return Array.isArray(list.models) ? list.models : [];
  }

  async function pull(model: string, signal: AbortSignal, progress: ProgressSink): Promise<void> {
    const reporter = new PullReporter(model, progress, deps.pullProgressIntervalMs ?? 5_000);
    const idleMs = deps.pullIdleTimeoutMs ?? 300_000;
    const idle = new AbortController();
    const stalled = () => idle.abort(new DOMException("the pull stalled", "TimeoutError"));
    let timer = setTimeout(stalled, idleMs);
    try {
      await call("/api/pull", AbortSignal.any([signal, idle.signal]), async (client) => {
        const stream = await client.pull({ model, stream: true });
        for await (const part of stream) {
          clearTimeout(timer);
          timer = setTimeout(stalled, idleMs);
          reporter.update(part);
        }
      });
    } catch (error) {
      if (idle.signal.aborted && !signal.aborted) {
        throw new ProviderError(
          "unavailable",
          `could not pull ${model} into Ollama at ${baseUrl}: no progress from the server for ${formatSeconds(idleMs)}`,
        );
      }
      const failure = error as ProviderError;
      if (failure.kind === "cancelled" || failure.kind === "timeout") throw failure;
      throw new ProviderError(
        "unavailable",
        `could not pull ${model} into Ollama at ${baseUrl}: ${failure.message}`,
        failure.httpStatus,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  async function describe(
    entry: ModelResponse,
    signal: AbortSignal,
    progress: ProgressSink,
  ): Promise<JsonObject> {
    let details: Partial<ModelResponse["details"]> | undefined = entry.details;
    let unknown: string | undefined;
    if (!details?.family) {
      // Some servers and proxies list models without details; /api/show always has them.
      try {
        const shown = await retried("/api/show", signal, () =>
          call("/api/show", bounded(signal), (c) => c.show({ model: entry.name }), requestTimeoutMs),
        );
        details = shown.details;
      } catch (error) {
        // Identity only (the digest came with the listing): not worth failing the run for.
        const failure = error as ProviderError;
        if (failure.kind === "cancelled") throw failure;
        unknown = failure.message;
        progress.info(
          `warning: no details for ${entry.name} (${unknown}); its family, parameter size and quantization are recorded as unknown`,
        );
      }
    }
    const out: JsonObject = {};
    if (typeof entry.digest === "string") out.digest = entry.digest;
    for (const key of ["family", "parameter_size", "quantization_level"] as const) {
      const value = details?.[key];
      if (typeof value === "string" && value !== "") out[key] = value;
    }
    if (typeof entry.size === "number") out.size = entry.size;
    if (unknown !== undefined) out.details_unknown = unknown;
    return out;
  }

  return {
    lengthLimitOption: "num_predict",

    async prepare(models, signal, progress) {
      const readiness = readinessBounds(deps.readiness, config.readyTimeoutMs);
      const version = await waitForOllama(
        async (attemptSignal) => (await clientFor(attemptSignal).version()).version,
        { baseUrl, secrets },
        readiness,
        signal,
        progress,
      );
      const wanted = [...new Set(models)];
      let listed = await listModels(signal);
      const missing = wanted.filter((m) => findModel(listed, m) === undefined);
      if (missing.length > 0) {
        if (!config.pull) {
          const what = missing.length === 1 ? `model ${missing[0]} is` : `models ${missing.join(", ")} are`;
          throw new ProviderError(
            "unavailable",
            `${what} not available on ${baseUrl} and pull is disabled (run \`ollama pull ${missing[0]}\` or set pull: true)`,
          );
        }
        for (const model of missing) await pull(model, signal, progress);
        listed = await listModels(signal);
      }
      const info: JsonObject = {};
      for (const model of wanted) {
        const entry = findModel(listed, model);
        if (entry === undefined) {
          throw new ProviderError(
            "unavailable",
            `model ${model} was pulled but ${baseUrl}/api/tags does not list it`,
          );
        }
        info[model] = await describe(entry, signal, progress);
      }
      return { ollama_version: version, base_url: baseUrl, models: info };
    },

    async load(model, kind, signal) {
      const keepAlive = config.keepAlive !== undefined ? { keep_alive: config.keepAlive } : {};
      if (kind === "embed") {
        // An embedding request without input loads the model and embeds nothing.
        await call("/api/embed", signal, (c) => c.embed({ model, input: [], ...keepAlive }));
        return;
      }
      // A generate request with the model and no prompt: Ollama loads it and answers "load".
      await call("/api/generate", signal, async (client) => {
        const stream = await client.generate({ model, prompt: "", stream: true, ...keepAlive });
        for await (const _part of stream) {
          // Drained: the one line says done_reason "load".
        }
      });
    },

    async connect(connections, signal) {
      // As many requests at once as connections wanted: each holds its own keep-alive socket.
      await Promise.all(
        Array.from({ length: connections }, () =>
          call("/api/version", bounded(signal), (c) => c.version(), requestTimeoutMs),
        ),
      );
    },

    async alive(timeoutMs, signal) {
      const bounded = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
      let answered = false;
      const noting: typeof fetch = async (input, init) => {
        const response = await baseFetch(input, init);
        answered = true;
        return response;
      };
      try {
        await new Ollama({ host: baseUrl, headers, fetch: boundFetch(noting, bounded, secrets) }).version();
        return null;
      } catch (error) {
        // Any answer (a 5xx, a page that is no JSON) is a server that is up; a cancelled run, no news.
        if (answered || signal.aborted) return null;
        if (bounded.aborted) return `GET /api/version: no answer within ${formatMs(timeoutMs)}`;
        const ctx = { baseUrl, path: "/api/version", signal: bounded, secrets };
        return `GET /api/version: ${classifyOllamaError(error, ctx).message}`;
      }
    },

    chat(request, signal) {
      if (config.endpoint === "generate") return call("/api/generate", signal, (c) => generate(c, request));
      return call("/api/chat", signal, (c) => chat(c, request));
    },

    async embed(model, texts, signal) {
      const out: number[][] = [];
      for (let start = 0; start < texts.length; start += EMBED_BATCH_SIZE) {
        const input = texts.slice(start, start + EMBED_BATCH_SIZE);
        const response = await call("/api/embed", signal, (c) =>
          c.embed({
            model,
            input,
            ...(config.keepAlive !== undefined ? { keep_alive: config.keepAlive } : {}),
          }),
        );
        const vectors: unknown = response.embeddings;
        if (!Array.isArray(vectors) || vectors.length !== input.length) {
          const count = Array.isArray(vectors) ? vectors.length : 0;
          throw new ProviderError(
            "fatal",
            `/api/embed returned ${count} embeddings for ${input.length} inputs`,
          );
        }
        out.push(...(vectors as number[][]));
      }
      return out;
    },
  };
}

function reply(
  content: string,
  thinking: string,
  toolCalls: ToolCall[],
  final: FinalChunk | undefined,
): ChatReply {
  const metadata: JsonObject = {};
  for (const key of METRICS) {
    const value = final?.[key];
    if (typeof value === "number" && Number.isFinite(value)) metadata[key] = value;
  }
  if (typeof final?.done_reason === "string" && final.done_reason !== "")
    metadata.done_reason = final.done_reason;
  const out: ChatReply = { content, toolCalls, metadata };
  if (thinking !== "") out.thinking = thinking;
  // Compute only: total_duration - load_duration would still count the wait for a parallel slot,
  // which Ollama's scheduler spends after load_duration is measured.
  const evalNs = metadata.eval_duration;
  const promptNs = metadata.prompt_eval_duration;
  if (typeof evalNs === "number") {
    out.computeMs = Math.round(((typeof promptNs === "number" ? promptNs : 0) + evalNs) / 1e5) / 10;
  }
  return out;
}

/**
 * The comparable form of a model name: `llama3.2` and `llama3.2:latest` are the same model, the
 * default registry prefix is implied, and Ollama matches names case-insensitively.
 */
export function modelKey(name: string): string {
  let key = name.trim().toLowerCase();
  for (const prefix of ["registry.ollama.ai/library/", "registry.ollama.ai/", "library/"]) {
    if (key.startsWith(prefix)) {
      key = key.slice(prefix.length);
      break;
    }
  }
  const last = key.slice(key.lastIndexOf("/") + 1);
  return last.includes(":") ? key : `${key}:latest`;
}

function findModel(listed: ModelResponse[], name: string): ModelResponse | undefined {
  const key = modelKey(name);
  return listed.find(
    (m) =>
      (typeof m.name === "string" && modelKey(m.name) === key) ||
      (typeof m.model === "string" && modelKey(m.model) === key),
  );
}

/**
 * `fetch` refuses URLs with credentials, so `http://user:pass@host` becomes basic authentication
 * (unless the configuration sets its own Authorization header). The loader made every form of
 * the password a known secret.
 */
function withUrlCredentials(url: string, headers: Record<string, string>): Record<string, string> {
  const credentials = urlCredentials(url);
  if (credentials === undefined || Object.keys(headers).some((h) => h.toLowerCase() === "authorization"))
    return headers;
  return { ...headers, Authorization: `Basic ${credentials.basic}` };
}
