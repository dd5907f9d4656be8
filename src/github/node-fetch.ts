import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from "node:zlib";

/**
 * The part of `fetch` Octokit's request layer uses, over node:http: Octokit's default is the
 * bundled undici, whose load and WebAssembly parser cost an Action step ~0.15 s of CPU for a few
 * small JSON requests. Kept from fetch: redirects followed (authorization dropped across origins,
 * POST turned GET where fetch does), the abort signal, and undici's 300 s bound on a silent
 * server, which node:http does not have.
 */
export interface FetchInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array | null;
  redirect?: "follow" | "manual" | "error";
  signal?: AbortSignal | null;
}

/** What Octokit reads of a response: status, url, headers, and the body as text or bytes. */
export interface FetchResponse {
  status: number;
  statusText: string;
  url: string;
  headers: ResponseHeaders;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
  /** Read whole by text() and arrayBuffer(); Octokit streams a body only when told not to parse it. */
  body: null;
}

export interface ResponseHeaders extends Iterable<[string, string]> {
  get(name: string): string | null;
}

/** undici's headersTimeout and bodyTimeout: a server silent this long fails the request. */
export const SILENCE_TIMEOUT_MS = 300_000;
const MAX_REDIRECTS = 20;
/**
 * undici's keepAliveTimeout: an idle connection is kept 4 s (less when the server's Keep-Alive
 * hint says so), so a request after a long run opens a new one rather than write to a socket
 * the server has closed (a POST is never sent twice).
 */
const IDLE_KEEP_MS = 4_000;
const httpAgent = new HttpAgent({ keepAlive: true, timeout: IDLE_KEEP_MS });
const httpsAgent = new HttpsAgent({ keepAlive: true, timeout: IDLE_KEEP_MS });

export type NodeFetch = (url: string, init?: FetchInit) => Promise<FetchResponse>;

/** The fetch Octokit is given. */
export const nodeFetch: NodeFetch = createNodeFetch(SILENCE_TIMEOUT_MS);

/** A fetch over node:http that fails a request when the server sends nothing for `silenceMs`. */
export function createNodeFetch(silenceMs: number): NodeFetch {
  return (url, init) => fetchOverHttp(url, init ?? {}, silenceMs);
}

async function fetchOverHttp(url: string, init: FetchInit, silenceMs: number): Promise<FetchResponse> {
  let target = new URL(url);
  let method = (init.method ?? "GET").toUpperCase();
  let body = init.body ?? null;
  const headers = { ...(init.headers ?? {}) };
  for (let redirects = 0; ; redirects++) {
    const answer = await send(target, method, headers, body, init.signal ?? null, silenceMs);
    const location = answer.headers.location;
    if (![301, 302, 303, 307, 308].includes(answer.status) || typeof location !== "string") {
      return response(target.href, answer);
    }
    if (init.redirect === "manual") return response(target.href, answer);
    if (init.redirect === "error" || redirects >= MAX_REDIRECTS) {
      throw new TypeError("fetch failed", { cause: new Error(`redirect from ${target.href} refused`) });
    }
    const next = new URL(location, target);
    // As fetch: a 303, or a 301/302 answering a POST, is followed by a GET without the body.
    if (
      answer.status === 303
        ? method !== "GET" && method !== "HEAD"
        : answer.status <= 302 && method === "POST"
    ) {
      method = "GET";
      body = null;
      for (const name of Object.keys(headers)) {
        if (/^content-(type|length|encoding|language|location)$/i.test(name)) delete headers[name];
      }
    }
    // The token goes to its own origin only.
    if (next.origin !== target.origin) {
      for (const name of Object.keys(headers)) if (/^authorization$/i.test(name)) delete headers[name];
    }
    target = next;
  }
}

interface Answer {
  status: number;
  statusText: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | Uint8Array | null,
  signal: AbortSignal | null,
  silenceMs: number,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const https = url.protocol === "https:";
    const options = {
      method,
      headers,
      agent: https ? httpsAgent : httpAgent,
      ...(signal !== null ? { signal } : {}),
    };
    // fetch rejects with a TypeError whose cause is the network error; Octokit reports the cause.
    const fail = (error: Error) => {
      clearTimeout(silence);
      reject(error.name === "AbortError" ? error : new TypeError("fetch failed", { cause: error }));
    };
    // Our own timer, not the socket's: it also covers the lookup and the connect (a socket's
    // timeout starts only once it is connected, and the agent's idle timeout applies before that).
    let silence: NodeJS.Timeout | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => {
        req.destroy(
          new Error(`${method} ${url.origin}${url.pathname}: nothing received for ${silenceMs / 1000} s`),
        );
      }, silenceMs);
    };
    const req = (https ? httpsRequest : httpRequest)(url, options, (res) => {
      heard();
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => {
        heard();
        chunks.push(chunk);
      });
      res.on("error", fail);
      res.on("end", () => {
        clearTimeout(silence);
        const status = res.statusCode ?? 0;
        try {
          resolve({
            status,
            statusText: res.statusMessage ?? "",
            headers: res.headers,
            body:
              NO_BODY.has(status) || method === "HEAD"
                ? Buffer.alloc(0)
                : decoded(Buffer.concat(chunks), res),
          });
        } catch (error) {
          fail(error as Error);
        }
      });
    });
    heard();
    req.on("error", fail);
    req.end(body ?? undefined);
  });
}

/** Statuses whose response has no body, whatever the server sends (as fetch). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The body as sent with `content-encoding` undone (fetch does it; no request here asks for it).
 * An empty body stays empty; `deflate` is zlib-wrapped or raw, as fetch accepts both.
 */
function decoded(body: Buffer, res: { headers: IncomingHttpHeaders }): Buffer {
  if (body.length === 0) return body;
  switch ((res.headers["content-encoding"] ?? "").trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return gunzipSync(body);
    case "deflate":
      // A zlib stream starts with a CMF byte whose low nibble is 8 (deflate).
      return (body[0]! & 0x0f) === 8 ? inflateSync(body) : inflateRawSync(body);
    case "br":
      return brotliDecompressSync(body);
    default:
      return body;
  }
}

function response(url: string, answer: Answer): FetchResponse {
  const pairs: Array<[string, string]> = Object.entries(answer.headers)
    .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : value]);
  const byName = new Map(pairs);
  const { body } = answer;
  return {
    status: answer.status,
    statusText: answer.statusText,
    url,
    headers: {
      get: (name) => byName.get(name.toLowerCase()) ?? null,
      [Symbol.iterator]: () => pairs.values(),
    },
    text: async () => body.toString("utf8"),
    arrayBuffer: async () => new Uint8Array(body).buffer,
    body: null,
  };
}
