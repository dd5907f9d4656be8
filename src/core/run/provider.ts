import type { ServerSlots } from "../config/concurrency.js";
import type { Json, JsonObject } from "../json/value.js";
import type { ChatMessage, ToolCall, ToolDefinition } from "../suite/case.js";

/** One model call. Tools carry provider-safe names; the runner maps them back. */
export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools: ToolDefinition[];
  format?: "json" | JsonObject;
  /** Generation options (Ollama `options`): config options overridden by case `generation`. */
  options: JsonObject;
}

export interface ChatReply {
  content: string;
  /** Native tool calls, in order. Empty when the model answered in text. */
  toolCalls: ToolCall[];
  thinking?: string;
  /** Token counts and durations the provider reported for this call. */
  metadata: JsonObject;
  /**
   * The provider's own compute time for this call, in ms, where it reports one (Ollama:
   * `prompt_eval_duration + eval_duration`): no queue wait for a slot, no model load.
   */
  computeMs?: number;
  /**
   * Set when a response cache served the reply: no model was called; the original call's time
   * (its `computeMs`, when it had one, is kept with the reply).
   */
  cached?: { durationMs: number };
}

/**
 * How a call failed, which decides what the runner does:
 * - unavailable: the server cannot be reached or the model does not exist (no retry)
 * - timeout: the per-call deadline passed (no retry)
 * - transient: reset, 5xx, 503, a cut stream (retried with backoff, then `error`)
 * - fatal: the server refused the request, e.g. 400 (no retry; `error` with its message)
 * - cancelled: the run was interrupted
 */
export type FailureKind = "unavailable" | "timeout" | "transient" | "fatal" | "cancelled";

export class ProviderError extends Error {
  readonly kind: FailureKind;
  readonly httpStatus?: number;
  /** A transient failure's server-requested wait (`retry-after`), honoured by the retry policy. */
  retryAfterMs?: number;
  /**
   * Every later call would fail the same way (the server refused the credentials mid-run): the
   * runner sends no more calls to this provider (run-halt.ts).
   */
  stopsRun?: true;
  constructor(kind: FailureKind, message: string, httpStatus?: number) {
    super(message);
    this.name = "ProviderError";
    this.kind = kind;
    if (httpStatus !== undefined) this.httpStatus = httpStatus;
  }
}

export interface ProgressSink {
  /** A human line for the log (pull progress, readiness). */
  info(message: string): void;
}

/** A live model backend (Ollama). The core never imports a concrete provider. */
export interface ModelProvider {
  /**
   * Before the first call: wait until the server answers, make sure the models exist (pulling
   * when allowed), and return runtime metadata (server version, model digests...).
   */
  prepare(models: string[], signal: AbortSignal, progress: ProgressSink): Promise<JsonObject>;
  chat(request: ChatRequest, signal: AbortSignal): Promise<ChatReply>;
  /** Embeddings, in input order. */
  embed(model: string, texts: string[], signal: AbortSignal): Promise<number[][]>;
  /**
   * Loads a model into memory without generating (before timing starts, so no case's latency
   * counts the load). Optional: providers without the notion skip it.
   */
  load?(model: string, kind: "chat" | "embed", signal: AbortSignal): Promise<void>;
  /**
   * Opens `connections` keep-alive connections before timing starts, so the run's first
   * `connections` calls reach the server together instead of one per connection being set up.
   * Optional: a failure only costs that head start.
   */
  connect?(connections: number, signal: AbortSignal): Promise<void>;
  /**
   * The server's parallel slots, where the server reports them (for `concurrency: auto`);
   * undefined when it does not. Optional: providers without the notion skip it.
   */
  parallelSlots?(signal: AbortSignal): Promise<ServerSlots | undefined>;
  /**
   * After a call timed out: whether the server still answers, asked with one cheap request
   * (Ollama: GET /api/version) bounded by `timeoutMs`. Null when anything answered (a 5xx too:
   * the server is up, the model was slow); else why not, naming the request
   * (`GET /api/version: no answer within 10 s`). The runner stops the provider's run on a
   * reason (run-halt.ts). Optional: without it every timeout is waited out.
   */
  alive?(timeoutMs: number, signal: AbortSignal): Promise<string | null>;
  /**
   * The request option that bounds a generation's length (`num_predict` for Ollama, `max_tokens`
   * for OpenAI-compatible servers), named when a reply stops at that limit.
   */
  readonly lengthLimitOption?: string;
}

/** Tools the runner can execute during an agent loop (stub results, MCP servers). */
export interface ToolHost {
  /** Answers one call; `isError` when the tool reported an error. */
  call(name: string, args: Json, signal: AbortSignal): Promise<{ content: string; isError: boolean }>;
}
