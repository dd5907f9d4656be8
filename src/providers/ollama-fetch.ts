import { restoreBigints } from "./wire-json.js";

/**
 * The `fetch` handed to the official client for one call:
 * - the caller's signal aborts the request, headers and body alike (the client only aborts
 *   streams through its own controller, and non-streamed calls not at all);
 * - big integers marked by `toWire` go out as bare digits;
 * - an error response is re-shaped into Ollama's `{"error": "..."}` JSON, so the client raises
 *   its `ResponseError` with the server's text instead of logging to stdout about a non-JSON body.
 */
export function boundFetch(base: typeof fetch, signal: AbortSignal | undefined): typeof fetch {
  return async (input, init) => {
    const signals = [init?.signal, signal].filter((s): s is AbortSignal => s !== undefined && s !== null);
    const combined = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    const body = typeof init?.body === "string" ? restoreBigints(init.body) : init?.body;
    const response = await base(input, {
      ...init,
      body,
      ...(combined !== undefined ? { signal: combined } : {}),
    });
    return response.status >= 400 ? asJsonError(response) : response;
  };
}

async function asJsonError(response: Response): Promise<Response> {
  const text = await response.text();
  let error = text.trim() || `${response.status} ${response.statusText}`.trim();
  try {
    const parsed: unknown = JSON.parse(text);
    const message = (parsed as { error?: unknown } | null)?.error;
    if (typeof message === "string") error = message;
  } catch {
    // Not JSON (a proxy's HTML page, a plain-text 500): keep the text.
  }
  return new Response(JSON.stringify({ error }), {
    status: response.status,
    statusText: response.statusText,
    headers: { "content-type": "application/json" },
  });
}
