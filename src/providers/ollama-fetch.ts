import { ProviderError } from "../core/run/provider.js";
import { serverErrorText } from "./error-body.js";
import { excerpt } from "./http-errors.js";
import { httpError } from "./ollama-errors.js";
import { strictNdjson } from "./ollama-ndjson.js";
import { retryAfterMs } from "./openai-errors.js";
import { restoreBigints } from "./wire-json.js";

/** The endpoints ModelGate always asks to stream: a success must be an NDJSON stream. */
const STREAMED = new Set(["/api/chat", "/api/generate", "/api/pull"]);

/**
 * The `fetch` handed to the official client for one call:
 * - the caller's signal aborts the request, headers and body alike (the client only aborts
 *   streams through its own controller, and non-streamed calls not at all);
 * - big integers marked by `toWire` go out as bare digits;
 * - an error response becomes a `ProviderError` with the server's text (`{"error": "..."}` or
 *   the body) and its `Retry-After`, before the client could log about a non-JSON body;
 * - a streamed answer is checked line by line ({@link strictNdjson}), and an answer that is not
 *   JSON at all (a proxy's HTML page) is refused at once, naming what came back.
 */
export function boundFetch(
  base: typeof fetch,
  signal: AbortSignal | undefined,
  secrets: readonly string[],
): typeof fetch {
  return async (input, init) => {
    const signals = [init?.signal, signal].filter((s): s is AbortSignal => s !== undefined && s !== null);
    const combined = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    const body = typeof init?.body === "string" ? restoreBigints(init.body) : init?.body;
    const response = await base(input, {
      ...init,
      body,
      ...(combined !== undefined ? { signal: combined } : {}),
    });
    const path = apiPath(input);
    if (response.status >= 400) throw await httpFailure(response, path, secrets);
    if (STREAMED.has(path)) return await checkedStream(response, path, secrets);
    return path.startsWith("/api/") ? await checkedJson(response, path, secrets) : response;
  };
}

/** `/api/chat` from `http://host/proxy/api/chat`. */
function apiPath(input: Parameters<typeof fetch>[0]): string {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return url;
  }
  const at = path.lastIndexOf("/api/");
  return at < 0 ? path : path.slice(at);
}

async function httpFailure(
  response: Response,
  path: string,
  secrets: readonly string[],
): Promise<ProviderError> {
  const text = await response.text();
  // Ollama's `{"error": "..."}`, a proxy's JSON of another shape, or its HTML / plain text.
  const message =
    text.trim() === "" ? `${response.status} ${response.statusText}`.trim() : serverErrorText(text);
  const failure = httpError(response.status, message, path, secrets);
  // A proxy's 429 or a busy server's 503 may say when to come back: the retry waits that long.
  const wait = failure.kind === "transient" ? retryAfterMs(response.headers) : undefined;
  if (wait !== undefined) failure.retryAfterMs = wait;
  return failure;
}

/** Ollama streams `application/x-ndjson`; a JSON type (a proxy's relabelling) is read alike. */
async function checkedStream(
  response: Response,
  path: string,
  secrets: readonly string[],
): Promise<Response> {
  await refuseUnlessJson(response, path, "NDJSON stream", secrets);
  if (response.body === null) return response;
  return new Response(strictNdjson(response.body, path, secrets), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * A non-streamed answer (/api/version, /api/tags, /api/show, /api/embed) is JSON: another type (a
 * proxy's login page) is refused at once, before the client fails to parse it as if the server
 * had broken off, and readiness waits it out in vain.
 */
async function checkedJson(response: Response, path: string, secrets: readonly string[]): Promise<Response> {
  await refuseUnlessJson(response, path, "JSON", secrets);
  return response;
}

/** Throws a fatal error naming what came back when the content type is set and not JSON. */
async function refuseUnlessJson(
  response: Response,
  path: string,
  expected: string,
  secrets: readonly string[],
): Promise<void> {
  const type = response.headers.get("content-type") ?? "";
  if (type === "" || /json/i.test(type)) return;
  const head = await readHead(response, 4096);
  const media = type.split(";")[0]?.trim() ?? type;
  throw new ProviderError(
    "fatal",
    `${path} answered HTTP ${response.status} with ${media}, not Ollama's ${expected} (is base_url an Ollama server?): ${excerpt(head, secrets, 200)}`,
    response.status,
  );
}

/** The first `max` bytes of the body as text, the rest left unread. */
async function readHead(response: Response, max: number): Promise<string> {
  if (response.body === null) return "";
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < max) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      size += value.byteLength;
    }
  } finally {
    void reader.cancel().catch(() => {});
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return new TextDecoder().decode(bytes.subarray(0, max));
}
