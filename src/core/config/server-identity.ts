import type { LiveConfig } from "./run-config.js";

/**
 * The server a live configuration talks to, as a cache may key by it: the provider and the base
 * URL normalised (scheme and host lower-cased; default port, credentials, fragment and trailing
 * slashes dropped). Credentials are not part of it: a rotated password is the same
 * server, and nothing secret may end up in a key or a file name.
 */
export function serverIdentity(config: Pick<LiveConfig, "provider" | "baseUrl">): string {
  return `${config.provider} ${normalisedBaseUrl(config.baseUrl)}`;
}

/** The base URL without credentials, fragment or trailing slash, as the URL parser writes it. */
export function normalisedBaseUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url.trim().replace(/\/+$/, "");
  }
  parsed.username = "";
  parsed.password = "";
  parsed.hash = "";
  parsed.pathname = parsed.pathname.replace(/\/+$/, "");
  return parsed.toString().replace(/\/+$/, "");
}
