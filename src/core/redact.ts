import { setOwn } from "./json/set-own.js";
import type { Json, JsonObject } from "./json/value.js";

export const REDACTED = "<redacted>";

/**
 * Single words that make a key secret wherever they stand: `OLLAMA_TOKEN`, `db.pwd`,
 * `Authorization`, `Set-Cookie`, `auth`, `credentials`.
 */
const SECRET_WORDS = new Set([
  "token",
  "password",
  "passwd",
  "pwd",
  "secret",
  "authorization",
  "auth",
  "credential",
  "credentials",
  "apikey",
  "privatekey",
  "accesskey",
  "secretkey",
  "cookie",
]);
/** Word pairs that do: `api_key`, `apiKey`, `private_key`, `access_key_id`. */
const SECRET_PAIRS = [
  ["api", "key"],
  ["private", "key"],
  ["access", "key"],
];
/** A key whose last word is one of these is a secret: `x-api-key`, `Ocp-Apim-Subscription-Key`. */
const SECRET_LAST_WORDS = new Set(["key", "token", "secret"]);

/**
 * Whether a key names a secret. The key is split into words (`_`, `-`, `.`, spaces and camelCase
 * boundaries) and matched word by word, so `OLLAMA_TOKEN`, `x-api-key` and
 * `Ocp-Apim-Subscription-Key` are secrets while `max_tokens`, `keys` and `num_predict` are not.
 */
export function isSecretKey(key: string): boolean {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
  if (words.some((w) => SECRET_WORDS.has(w))) return true;
  const last = words.at(-1);
  if (last !== undefined && SECRET_LAST_WORDS.has(last)) return true;
  for (let i = 0; i + 1 < words.length; i++) {
    if (SECRET_PAIRS.some(([a, b]) => words[i] === a && words[i + 1] === b)) return true;
  }
  return false;
}

/**
 * Words that make a header name a credential (`X-Proxy-Sig`, `X-Session-Id`, `X-Key-Id`) on top
 * of a secret key's: too common in other keys (`min_pass`, `session_id`) to count there.
 */
const HEADER_SECRET_WORDS = new Set(["key", "sig", "signature", "session", "pass"]);

/**
 * Whether an HTTP header's name marks its value as a credential: a secret key, or a name one of
 * whose `-`/`_` segments is a header word (`X-Proxy-Sig`); `Accept` and `X-Team` are not.
 */
export function isSecretHeader(name: string): boolean {
  return (
    isSecretKey(name) ||
    name
      .toLowerCase()
      .split(/[-_]/)
      .some((w) => HEADER_SECRET_WORDS.has(w))
  );
}

/** The credential of a `Bearer`/`Basic`/`Token` header value (`Bearer abc` → `abc`), if any. */
export function headerCredential(value: string): string | undefined {
  return /^\s*(?:Bearer|Basic|Token)\s+(\S+)/i.exec(value)?.[1];
}

/** Whether a header's value is a secret as written: its name is credential-like, or it holds a credential. */
export function isSecretHeaderValue(name: string, value: unknown): boolean {
  return isSecretHeader(name) || (typeof value === "string" && headerCredential(value) !== undefined);
}

const URL_PASSWORD = /^([a-z][a-z0-9+.-]*:\/\/[^/@:\s]*):[^/@\s]+@/i;

/**
 * A copy of `value` safe to write: every member whose key names a secret (anywhere in the tree)
 * becomes `<redacted>`, whatever its value; in a `headers` mapping so does every credential-like
 * header and every value holding a `Bearer`/`Basic`/`Token` credential; passwords in URLs
 * (`https://user:pw@host`) are masked. The one redaction used for everything ModelGate writes.
 */
export function redactSecrets(value: Json): Json {
  return redact(value, false);
}

function redact(value: Json, isHeaders: boolean): Json {
  if (typeof value === "string") return value.replace(URL_PASSWORD, `$1:${REDACTED}@`);
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, false));
  const out: JsonObject = {};
  for (const [key, member] of Object.entries(value)) {
    const secret = isHeaders ? isSecretHeaderValue(key, member) : isSecretKey(key);
    setOwn(out, key, secret ? REDACTED : redact(member, /^headers$/i.test(key)));
  }
  return out;
}
