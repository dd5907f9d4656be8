/**
 * Credentials written in a base URL (`http://user:pass@host/v1`). fetch refuses such a URL, so
 * they are taken out of it and sent as HTTP Basic authentication, as a browser or curl would.
 */
export interface UrlCredentials {
  /** The URL without its credentials (unchanged when it has none or is no URL). */
  url: string;
  /** `Basic <base64(user:password)>`, when the URL had a user. */
  authorization?: string;
  /** The password as written and decoded, and the token: never to be printed. */
  secrets: string[];
}

export function splitUrlCredentials(url: string): UrlCredentials {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { url, secrets: [] };
  }
  if (parsed.username === "" && parsed.password === "") return { url, secrets: [] };
  const written = parsed.password;
  const user = safeDecode(parsed.username);
  const password = safeDecode(written);
  const token = Buffer.from(`${user}:${password}`).toString("base64");
  parsed.username = "";
  parsed.password = "";
  const secrets = [...new Set([written, password, token].filter((s) => s !== ""))];
  return { url: parsed.toString().replace(/\/+$/, ""), authorization: `Basic ${token}`, secrets };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
