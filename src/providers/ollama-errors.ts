import { type FailureKind, ProviderError } from "../core/run/provider.js";
import {
  authFailure,
  causeChain,
  errorCode,
  excerpt,
  hostOf,
  invalidHeader,
  mask,
  UNREACHABLE,
  UNRESOLVED,
} from "./http-errors.js";

/** What the classifier needs to know about the call that failed. */
export interface CallContext {
  /** Base URL as configured, credentials removed (it goes into messages). */
  baseUrl: string;
  /** API path, e.g. `/api/chat`. */
  path: string;
  /** The caller's signal: when it has fired, its reason decides timeout vs cancelled. */
  signal: AbortSignal;
  /** The per-call timeout, for the message only. */
  timeoutMs?: number;
  /** Values masked in what the server says (the configured header values). */
  secrets?: readonly string[];
}

/** Codes that mean the connection broke after it was made: worth a retry. */
const BROKEN = new Set([
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ECONNABORTED",
  "UND_ERR_SOCKET",
  "UND_ERR_CLOSED",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** The message the official client throws when a stream ends without its final chunk. */
const NO_DONE = "Did not receive done or success response in stream.";

/**
 * Maps anything a call to Ollama can throw to a `ProviderError` whose kind tells the runner what
 * to do (retry, give up, report unavailable). Already classified errors pass through unchanged,
 * but for the configured header values, masked in every message (a proxy may quote them back).
 */
export function classifyOllamaError(error: unknown, ctx: CallContext): ProviderError {
  const failure = classify(error, ctx);
  const message = mask(failure.message, ctx.secrets ?? []);
  if (message === failure.message) return failure;
  const masked = new ProviderError(failure.kind, message, failure.httpStatus);
  if (failure.retryAfterMs !== undefined) masked.retryAfterMs = failure.retryAfterMs;
  if (failure.stopsRun !== undefined) masked.stopsRun = failure.stopsRun;
  return masked;
}

function classify(error: unknown, ctx: CallContext): ProviderError {
  if (ctx.signal.aborted) return abortError(ctx);
  if (error instanceof ProviderError) return error;

  const status = responseStatus(error);
  if (status !== undefined) return httpError(status, errorMessage(error), ctx.path, ctx.secrets ?? []);

  const header = invalidHeader(error);
  if (header !== undefined) return header;
  const where = `Ollama at ${ctx.baseUrl}`;
  const code = errorCode(error);
  if (code !== undefined && UNREACHABLE.has(code)) {
    return new ProviderError("unavailable", `${where} refused the connection (${code})`);
  }
  if (code !== undefined && UNRESOLVED.has(code)) {
    return new ProviderError(
      "unavailable",
      `${where}: host ${hostOf(ctx.baseUrl)} could not be resolved (${code})`,
    );
  }
  if (code === "ERR_INVALID_URL") {
    return new ProviderError("fatal", `base_url ${ctx.baseUrl} is not a valid URL`);
  }
  if (code !== undefined && BROKEN.has(code)) {
    return new ProviderError("transient", `connection to ${where} broke during ${ctx.path} (${code})`);
  }

  const message = errorMessage(error);
  if (message === NO_DONE) {
    return new ProviderError("transient", `the stream from ${ctx.path} ended before its final chunk`);
  }
  if (error instanceof SyntaxError) {
    // The client's JSON.parse of a whole answer (streamed lines are checked before it reads
    // them): a body under a JSON type that is none. Its message quotes the body: not repeated.
    return new ProviderError(
      "fatal",
      `${ctx.path} answered with a body that is not valid JSON (is base_url an Ollama server?)`,
    );
  }
  if (isAbort(error)) {
    // Aborted without our signal firing: the connection was torn down under us.
    return new ProviderError("transient", `${ctx.path} was aborted by the connection: ${message}`);
  }
  if (error instanceof TypeError) {
    // undici's "fetch failed" / "terminated" without a recognisable cause.
    return new ProviderError("transient", `request to ${where}${ctx.path} failed: ${causeChain(error)}`);
  }
  // A plain Error from the client while streaming is an `{"error": ...}` line from the server.
  return new ProviderError(
    "transient",
    `Ollama reported an error during ${ctx.path}: ${excerpt(message, ctx.secrets ?? [])}`,
  );
}

/** The opening of every 401/403 from an Ollama URL: what to check. */
export const AUTH_HINT = "authentication failed (check headers, or the credentials in base_url)";

/** HTTP status → kind, with the server's message (secrets masked). */
export function httpError(
  status: number,
  serverMessage: string,
  path: string,
  secrets: readonly string[],
): ProviderError {
  const message = `HTTP ${status} from ${path}: ${excerpt(serverMessage, secrets)}`;
  // Ollama has no authentication of its own: a 401/403 is a proxy in front of it refusing what it
  // was sent, on any call (a token that expired mid-run, a proxy guarding only /api/chat).
  if (status === 401 || status === 403) return authFailure(`${AUTH_HINT}: ${message}`, status);
  return new ProviderError(statusKind(status), message, status);
}

function statusKind(status: number): FailureKind {
  if (status === 404) return "unavailable";
  // 408 and 429 come from proxies in front of Ollama and clear up on their own.
  if (status === 408 || status === 429 || status >= 500) return "transient";
  return "fatal";
}

function abortError(ctx: CallContext): ProviderError {
  const reason: unknown = ctx.signal.reason;
  const name = reason instanceof Error || reason instanceof DOMException ? reason.name : "";
  if (name === "TimeoutError") {
    const limit = ctx.timeoutMs !== undefined ? ` within ${formatSeconds(ctx.timeoutMs)}` : "";
    return new ProviderError("timeout", `Ollama at ${ctx.baseUrl} did not finish ${ctx.path}${limit}`);
  }
  return new ProviderError("cancelled", `${ctx.path} was cancelled`);
}

/** 250 → "250 ms", 300000 → "300 s", 1500 → "1.5 s". */
export function formatSeconds(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}

/** The official client's `ResponseError` carries `status_code`; it is not exported, so duck-type it. */
function responseStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const status = (error as { status_code?: unknown }).status_code;
  return typeof status === "number" ? status : undefined;
}

function isAbort(error: unknown): boolean {
  return (error instanceof Error || error instanceof DOMException) && error.name === "AbortError";
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
