import { urlCredentialSecrets, urlCredentials } from "../core/safety/url-credentials.js";

/**
 * Credentials written in a base URL (`http://user:pass@host/v1`). fetch refuses such a URL, so
 * they are taken out of it and sent as HTTP Basic authentication, as a browser or curl would.
 */
export interface SplitUrl {
  /** The URL without its credentials (unchanged when it has none or is no URL). */
  url: string;
  /** `Basic <base64(user:password)>`, when the URL had a user. */
  authorization?: string;
  /** The password as written and decoded, and the token: never to be printed. */
  secrets: string[];
}

export function splitUrlCredentials(url: string): SplitUrl {
  const found = urlCredentials(url);
  if (found === undefined) return { url, secrets: [] };
  const parsed = new URL(url);
  parsed.username = "";
  parsed.password = "";
  return {
    url: parsed.toString().replace(/\/+$/, ""),
    authorization: `Basic ${found.basic}`,
    secrets: urlCredentialSecrets(url),
  };
}
