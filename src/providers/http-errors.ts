/*
 * What both providers read out of a failed HTTP call to wording a `ProviderError`: the socket's
 * error code, the chain of causes, the host, and an excerpt of the server's body.
 */

/** Error codes of Node's sockets and undici that mean "nobody is listening there". */
export const UNREACHABLE = new Set(["ECONNREFUSED", "EHOSTUNREACH", "ENETUNREACH", "EADDRNOTAVAIL"]);
/** Error codes that mean the host name did not resolve. */
export const UNRESOLVED = new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_NONAME", "EAI_FAIL"]);

/** The first `code` found along the `cause` chain (and inside an AggregateError). */
export function errorCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === "object" && current !== null && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && code !== "ABORT_ERR") return code;
    if (current instanceof AggregateError) {
      for (const inner of current.errors) {
        const innerCode = errorCode(inner);
        if (innerCode !== undefined) return innerCode;
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The messages along the `cause` chain, at most four: undici hides the reason in its causes. */
export function causeChain(error: Error): string {
  const parts = [error.message];
  let cause: unknown = error.cause;
  while (cause instanceof Error && parts.length < 4) {
    parts.push(cause.message);
    cause = cause.cause;
  }
  return parts.join(": ");
}

/** The host name of a base URL, for "could not be resolved"; the text itself when it is no URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** One line, at most `max` characters: server bodies can be whole HTML pages. */
export function excerpt(text: string, max = 300): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line === "") return "(empty body)";
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

/**
 * Every occurrence of a secret (the api key, a header value) → `<redacted>`: a server or proxy
 * may quote the request it refused.
 */
export function mask(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join("<redacted>");
  return out;
}
