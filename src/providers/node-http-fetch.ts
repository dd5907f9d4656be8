import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { Readable } from "node:stream";
import { trimHeaderValue } from "../core/config/header-values.js";

/*
 * The `fetch` under the official Ollama client: Node's own HTTP client on keep-alive sockets,
 * wrapped in a WHATWG `Response`. Node's `fetch` (undici) costs about twice the CPU per call of
 * `node:http` (Request/Headers objects, a body stream written through an async iterator), and at
 * a server's capacity that CPU is the turnaround between a response and the next request, when a
 * slot idles (docs/running.md, Performance). It takes what the client sends: a string body (or
 * none), headers as a record, a method, a signal. Like fetch it rejects with a TypeError
 * "fetch failed" carrying the socket's error as its cause (so errors classify the same), aborts
 * headers and body alike with the signal's reason, and follows a redirect — by handing that
 * request to Node's fetch, which the API never needs in practice.
 */

// As Node's own global agent: an idle pooled socket is closed after 5 s (a server's or proxy's
// `Keep-Alive: timeout` is honoured only with a timeout set), so a call rarely meets a socket its
// peer is closing. The timeout closes free sockets only: a silent stream under way is kept.
const agents = {
  "http:": new HttpAgent({ keepAlive: true, timeout: 5000 }),
  "https:": new HttpsAgent({ keepAlive: true, timeout: 5000 }),
};

/**
 * Where `fetch` is routed somewhere else — through a proxy (`NODE_USE_ENV_PROXY`,
 * `--use-env-proxy`) or a dispatcher the caller installed (undici's `setGlobalDispatcher`: a
 * ProxyAgent, a MockAgent in their tests) — calls keep going through `fetch`. (A plain undici
 * `Agent` installed with custom options is not told apart from Node's own.)
 */
function fetchIsRouted(): boolean {
  const flag = process.env.NODE_USE_ENV_PROXY;
  if (flag !== undefined && flag !== "" && flag !== "0") return true;
  if (
    process.execArgv.includes("--use-env-proxy") ||
    /--use-env-proxy\b/.test(process.env.NODE_OPTIONS ?? "")
  )
    return true;
  // Node's fetch installs a plain `Agent` as the global dispatcher on first use; anything else
  // (ProxyAgent, EnvHttpProxyAgent, MockAgent) was put there on purpose.
  const dispatcher = (globalThis as Record<symbol, unknown>)[Symbol.for("undici.globalDispatcher.1")];
  return dispatcher !== undefined && (dispatcher as object | null)?.constructor?.name !== "Agent";
}

/** Statuses whose response has no body (a `Response` refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);
const REDIRECT = new Set([301, 302, 303, 307, 308]);

export const nodeHttpFetch: typeof fetch = (input, init) => {
  const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
  const protocol = url.protocol;
  if (
    (protocol !== "http:" && protocol !== "https:") ||
    url.username !== "" ||
    url.password !== "" ||
    fetchIsRouted()
  ) {
    // Nothing the client builds, but keep fetch's own answer for it.
    return globalThis.fetch(input, init);
  }
  const signal = init?.signal ?? undefined;
  const body = init?.body;
  if (body !== undefined && body !== null && typeof body !== "string") return globalThis.fetch(input, init);
  if (signal?.aborted) return Promise.reject(signal.reason);

  return new Promise<Response>((resolve, reject) => {
    let res: IncomingMessage | undefined;
    const onAbort = (): void => {
      const reason: unknown = signal?.reason;
      // Before the headers the promise rejects; after them the body stream errors.
      reject(reason);
      if (res !== undefined) res.destroy(reason instanceof Error ? reason : new Error(String(reason)));
      req.destroy();
    };
    const send = protocol === "https:" ? httpsRequest : httpRequest;
    const req = send(
      url,
      { method: init?.method ?? "GET", headers: headerRecord(init?.headers), agent: agents[protocol] },
      (response) => {
        res = response;
        response.once("close", () => signal?.removeEventListener("abort", onAbort));
        const status = response.statusCode ?? 0;
        if (REDIRECT.has(status) && response.headers.location !== undefined) {
          response.resume();
          signal?.removeEventListener("abort", onAbort);
          resolve(globalThis.fetch(input, init));
          return;
        }
        try {
          // A status outside 200-599 (some proxies send one) or a header value a `Response`
          // refuses is an unusable answer: a failed fetch, never an exception in this callback.
          if (status < 200 || status > 599) throw new RangeError(`the server answered status ${status}`);
          const headers = new Headers();
          const raw = response.rawHeaders;
          for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
          const stream = NULL_BODY.has(status)
            ? null
            : (Readable.toWeb(response) as ReadableStream<Uint8Array<ArrayBuffer>>);
          if (stream === null) response.resume();
          resolve(new Response(stream, { status, statusText: response.statusMessage ?? "", headers }));
        } catch (error) {
          signal?.removeEventListener("abort", onAbort);
          response.destroy();
          reject(new TypeError("fetch failed", { cause: error }));
        }
      },
    );
    req.once("error", (error) => {
      signal?.removeEventListener("abort", onAbort);
      if (signal?.aborted) return reject(signal.reason);
      reject(new TypeError("fetch failed", { cause: error }));
    });
    signal?.addEventListener("abort", onAbort, { once: true });
    req.end(body ?? undefined);
  });
};

function headerRecord(headers: RequestInit["headers"]): Record<string, string> {
  if (headers === undefined) return {};
  // A Headers object has normalized its values already.
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  const entries = Array.isArray(headers) ? headers : Object.entries(headers as Record<string, string>);
  const out: Record<string, string> = {};
  for (const [name, value] of entries) out[name!] = trimHeaderValue(String(value));
  return out;
}
