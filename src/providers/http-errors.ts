/*
 * What both providers read out of a failed HTTP call to wording a `ProviderError`: the socket's
 * error code, the chain of causes, the host, and an excerpt of the server's body.
 */

import { isHeaderName, isSendableHeaderValue } from "../core/config/header-values.js";
import { ProviderError } from "../core/run/provider.js";

/** A 401/403: no retry, and every later call would be refused too, so the run stops. */
export function authFailure(message: string, status: number): ProviderError {
  const failure = new ProviderError("fatal", message, status);
  failure.stopsRun = true;
  return failure;
}

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

/**
 * One line, at most `max` characters, of what a server sent (bodies can be whole HTML pages),
 * every secret masked before the cut: masked after it, a secret straddling the cut would no
 * longer match and its first part would be shown. The one way a provider shortens a server's
 * text for a message, so no caller can get that order wrong.
 */
export function excerpt(text: string, secrets: readonly string[], max = 300): string {
  const line = mask(text, secrets).replace(/\s+/g, " ").trim();
  if (line === "") return "(empty body)";
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

/**
 * What must never be printed, from the values sent: each value, and the token of an
 * `Authorization`-style value (`Bearer <token>`, `Basic <base64>`), since a server or proxy may
 * quote the token alone.
 */
export function secretValues(values: ReadonlyArray<string | undefined>): string[] {
  const out = new Set<string>();
  for (const value of values) {
    if (value === undefined || value === "") continue;
    out.add(value);
    const token = /^[A-Za-z][A-Za-z0-9._~+/-]*\s+(\S.*)$/.exec(value.trim())?.[1];
    // A short word after a space is no token (`ModelGate ci`): masking it would garble messages.
    if (token !== undefined && token.length >= 8) out.add(token);
  }
  // Longest first: a value is masked whole before a token inside it.
  return [...out].sort((a, b) => b.length - a.length);
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

/** Node's codes for a header name or value it refuses to send. */
const INVALID_HEADER = new Set(["ERR_INVALID_CHAR", "ERR_INVALID_HTTP_TOKEN"]);

/**
 * A header the request could not carry (a newline inside a value, a space in a name): a
 * configuration error, which no retry or wait mends. Node's message names the header, never its
 * value; undici's quotes the value, so only the kind of problem is said then.
 */
export function invalidHeader(error: unknown): ProviderError | undefined {
  const code = errorCode(error);
  const hint = "(check headers and api_key: a line break or control character, perhaps from a variable)";
  if (code !== undefined && INVALID_HEADER.has(code)) {
    const name = /\["([^"]*)"\]/.exec(error instanceof Error ? error.message : "")?.[1];
    const what = code === "ERR_INVALID_HTTP_TOKEN" ? "name" : "value";
    return new ProviderError(
      "fatal",
      `header ${name !== undefined ? `${name} ` : ""}has an invalid ${what}, not sent ${hint}`,
    );
  }
  const message = error instanceof Error && error.name === "TypeError" ? error.message : "";
  if (/is an invalid header (value|name)\b/.test(message)) {
    const what = /invalid header name/.test(message) ? "name" : "value";
    return new ProviderError("fatal", `a header has an invalid ${what}, not sent ${hint}`);
  }
  return undefined;
}

/**
 * The configured header (or `api_key`) that no request could carry, checked before any call as
 * fetch would (edge whitespace trimmed first): undici's error quotes the value and names no
 * header. The config loader refuses these already; this guards a config built in code.
 */
export function configuredHeaderProblem(
  headers: Record<string, string>,
  apiKey?: string,
): ProviderError | undefined {
  const hint = "in the configuration, not sent (a line break or control character, perhaps from a variable)";
  for (const [name, value] of Object.entries(headers)) {
    if (!isHeaderName(name))
      return new ProviderError("fatal", `header name ${JSON.stringify(name)} is invalid ${hint}`);
    if (!isSendableHeaderValue(value))
      return new ProviderError("fatal", `header ${name} has an invalid value ${hint}`);
  }
  if (apiKey !== undefined && !isSendableHeaderValue(apiKey))
    return new ProviderError("fatal", `api_key is no valid header value ${hint}`);
  return undefined;
}
