import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { type FailureKind, ProviderError } from "../core/run/provider.js";
import {
  authFailure,
  causeChain,
  errorCode,
  excerpt,
  hostOf,
  invalidHeader,
  UNREACHABLE,
  UNRESOLVED,
} from "./http-errors.js";

/** What the classifier needs to know about the call that failed. */
export interface OpenAICallContext {
  /** API root, credentials removed (it goes into messages). */
  baseUrl: string;
  /** Path under the root, e.g. `/chat/completions`. */
  path: string;
  /** The call's signal: when it has fired, its reason decides timeout vs cancelled. */
  signal: AbortSignal;
  timeoutMs?: number;
  /** When the call began (Date.now()): a timeout well before `timeoutMs` was not ours. */
  startedAt?: number;
  /** The model asked for, to name it when the server does not know it. */
  model?: string;
  /** Values never to repeat (the API key): a server may echo them in its message. */
  secrets: readonly string[];
}

/** The longest `retry-after` honoured: a longer one is a server that will not come back soon. */
export const MAX_RETRY_AFTER_MS = 30_000;

/**
 * Maps anything the official `openai` client (or the stream under it) can throw to a
 * `ProviderError` whose kind tells the runner what to do. Already classified errors pass through.
 */
export function classifyOpenAIError(error: unknown, ctx: OpenAICallContext): ProviderError {
  if (ctx.signal.aborted) return abortError(ctx);
  if (error instanceof ProviderError) return error;
  // Before the client's wrapping: it makes a refused header a "Connection error.".
  const header = invalidHeader(error instanceof APIConnectionError ? error.cause : error);
  if (header !== undefined) return header;
  const where = `the server at ${ctx.baseUrl}`;

  if (error instanceof APIConnectionTimeoutError) {
    const elapsed = ctx.startedAt !== undefined ? Date.now() - ctx.startedAt : undefined;
    if (elapsed !== undefined && ctx.timeoutMs !== undefined && elapsed < ctx.timeoutMs * 0.95) {
      // Not the config's limit (undici's 300 s headers timeout when fetch is routed through a
      // proxy, a proxy's own): saying "within timeout_s" would name the wrong figure.
      return new ProviderError(
        "timeout",
        `${where} sent no response to ${ctx.path}: the connection timed out after ${seconds(elapsed)}, before timeout_s (${seconds(ctx.timeoutMs)}): a limit of the HTTP client or of a proxy on the way`,
      );
    }
    return new ProviderError("timeout", `${where} sent no response to ${ctx.path}${limit(ctx)}`);
  }
  if (error instanceof APIUserAbortError) {
    return new ProviderError("transient", `${ctx.path} was aborted by the connection`);
  }
  if (error instanceof APIConnectionError) {
    const code = errorCode(error.cause);
    if (code !== undefined && UNREACHABLE.has(code))
      return new ProviderError("unavailable", `${where} refused the connection (${code})`);
    if (code !== undefined && UNRESOLVED.has(code))
      return new ProviderError(
        "unavailable",
        `${where}: host ${hostOf(ctx.baseUrl)} could not be resolved (${code})`,
      );
    // The client's own message is a bare "Connection error."; why is in the cause.
    const why = error.cause instanceof Error ? `: ${excerpt(causeChain(error.cause), ctx.secrets)}` : "";
    return new ProviderError(
      "transient",
      `connection to ${where} failed during ${ctx.path}${code !== undefined ? ` (${code})` : ""}${why}`,
    );
  }
  if (error instanceof APIError) {
    const message = serverMessage(error);
    if (error.status === undefined) {
      // An `{"error": ...}` event inside the stream: the generation broke off on the server.
      return new ProviderError(
        "transient",
        `the server reported an error during ${ctx.path}: ${excerpt(message, ctx.secrets)}`,
      );
    }
    return httpError(error.status, message, ctx, retryAfterMs(error.headers));
  }
  if (error instanceof SyntaxError) {
    // A corrupted event, like a cut stream: the next attempt may well get a whole one. The
    // parser's message quotes the event (which may be anything, a key included): only where it
    // failed is said.
    return new ProviderError(
      "transient",
      `${ctx.path} sent an event that is not valid JSON${jsonProblem(error)}`,
    );
  }
  const code = errorCode(error);
  if (code !== undefined && UNREACHABLE.has(code))
    return new ProviderError("unavailable", `${where} refused the connection (${code})`);
  // undici's "terminated" when the connection drops while the stream is read.
  const text = error instanceof Error ? causeChain(error) : String(error);
  return new ProviderError(
    "transient",
    `the stream from ${ctx.path} broke off: ${excerpt(text, ctx.secrets)}`,
  );
}

function httpError(
  status: number,
  message: string,
  ctx: OpenAICallContext,
  retryAfter: number | undefined,
): ProviderError {
  const detail = `HTTP ${status} from ${ctx.path}: ${excerpt(message, ctx.secrets)}`;
  if (status === 401 || status === 403) {
    // The key is never part of the message; the server's text is masked by `excerpt`.
    return authFailure(`authentication failed (check api_key or headers): ${detail}`, status);
  }
  if (status === 404) {
    const what =
      ctx.model !== undefined
        ? `model ${ctx.model} not found at ${ctx.baseUrl}`
        : `not found at ${ctx.baseUrl}`;
    return new ProviderError("unavailable", `${what}: ${detail}`, status);
  }
  const failure = new ProviderError(statusKind(status), detail, status);
  if (retryAfter !== undefined) failure.retryAfterMs = retryAfter;
  return failure;
}

function statusKind(status: number): FailureKind {
  if (status === 408 || status === 409 || status === 429 || status >= 500) return "transient";
  return "fatal";
}

/** `retry-after-ms`, else `retry-after` in seconds or as an HTTP date; bounded. */
export function retryAfterMs(headers: Headers | undefined): number | undefined {
  if (headers === undefined) return undefined;
  let ms: number | undefined;
  const precise = Number.parseFloat(headers.get("retry-after-ms") ?? "");
  if (Number.isFinite(precise)) ms = precise;
  else {
    const raw = headers.get("retry-after");
    if (raw !== null && raw.trim() !== "") {
      const seconds = Number(raw.trim());
      ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(raw) - Date.now();
    }
  }
  if (ms === undefined || !Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(0, Math.round(ms)), MAX_RETRY_AFTER_MS);
}

function abortError(ctx: OpenAICallContext): ProviderError {
  const reason: unknown = ctx.signal.reason;
  const name = reason instanceof Error || reason instanceof DOMException ? reason.name : "";
  if (name === "TimeoutError") {
    return new ProviderError(
      "timeout",
      `the server at ${ctx.baseUrl} did not finish ${ctx.path}${limit(ctx)}`,
    );
  }
  return new ProviderError("cancelled", `${ctx.path} was cancelled`);
}

function limit(ctx: OpenAICallContext): string {
  if (ctx.timeoutMs === undefined) return "";
  return ` within ${seconds(ctx.timeoutMs)}`;
}

function seconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}

/** The message of the API's `{"error": {"message", ...}}` body, else the client's own text. */
function serverMessage(error: APIError): string {
  const body: unknown = error.error;
  if (typeof body === "object" && body !== null) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === "string" && message !== "") return message;
  }
  if (typeof body === "string" && body !== "") return body;
  // The client's own text for a body it could not read: "500 status code (no body)".
  if (/^(\d{3} )?status code \(no body\)$/.test(error.message)) return "";
  return error.message.replace(/^\d{3} /, "");
}

/**
 * Where JSON.parse stopped, in words, without the input it quotes (`Unexpected token 'L',
 * "LONGSECRET"... is not valid JSON`): `" (at position 12)"`, `" (it ends mid-value)"` or "".
 */
function jsonProblem(error: SyntaxError): string {
  const at = /\bposition (\d+)/.exec(error.message);
  if (at !== null) return ` (at position ${at[1]})`;
  if (/end of (JSON|data)|Unterminated/i.test(error.message)) return " (it ends mid-value)";
  return "";
}
