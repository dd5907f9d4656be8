/** The credentials written into a URL's user part (`http://user:pass@host`), in every form they travel in. */
export interface UrlCredentials {
  /** Percent-decoded, as the server receives them. */
  user: string;
  password: string;
  /** `base64(user:password)`, the token of the `Authorization: Basic` header they become. */
  basic: string;
  /** The user part's text as written, and as the URL parser re-encodes it (both percent-encoded). */
  written: { user: string; password: string };
  encoded: { user: string; password: string };
}

/** The URL's credentials, or undefined when it has none (or is not a URL). */
export function urlCredentials(url: string): UrlCredentials | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.username === "" && parsed.password === "") return undefined;
  const user = decode(parsed.username);
  const password = decode(parsed.password);
  // The text between `//` and the last `@` of the authority, before the parser re-encodes it.
  const userinfo = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)@/i.exec(url.trim())?.[1] ?? "";
  const colon = userinfo.indexOf(":");
  const written =
    colon < 0
      ? { user: userinfo, password: "" }
      : { user: userinfo.slice(0, colon), password: userinfo.slice(colon + 1) };
  const encoded = { user: parsed.username, password: parsed.password };
  return { user, password, basic: base64(`${user}:${password}`), written, encoded };
}

/**
 * The values that must never be written: the password in each of its forms, and the Basic
 * token. With no password the user part is the credential itself (`https://TOKEN@host`).
 */
export function urlCredentialSecrets(url: string): string[] {
  const found = urlCredentials(url);
  if (found === undefined) return [];
  const out = [found.basic];
  const key = found.password !== "" ? "password" : "user";
  out.push(found[key], found.written[key], found.encoded[key], encodeURIComponent(found[key]));
  return [...new Set(out)].filter((s) => s !== "");
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a stray `%`: the server gets it as written
  }
}

/** Base64 of the UTF-8 bytes, as Buffer.from(text).toString("base64") gives. */
function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
