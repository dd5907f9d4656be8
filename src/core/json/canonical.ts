import type * as Crypto from "node:crypto";
import { builtinModule } from "../builtin-module.js";
import type { Json, JsonObject } from "./value.js";

/**
 * Canonical text of a JSON value: object keys sorted by UTF-16 code unit, no whitespace,
 * numbers as JavaScript prints them (so 1, 1.0 and 1e0 all read as `1`), big integers as their
 * digits, and a double beyond 2^53 (a non-integer: json/equal.ts) in exponent form
 * (`9.007199254740994e+15`), never as the digits of the integer it is not. Two values with the same canonical text are the same definition; used for
 * `case_sha256` and the suite hash.
 */
export function canonicalJson(value: Json): string {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`not a JSON number: ${value}`);
      // `value === 0` holds for -0 too: both are written `0`.
      if (value === 0) return "0";
      return Number.isInteger(value) && !Number.isSafeInteger(value) ? value.toExponential() : String(value);
    case "boolean":
      return value ? "true" : "false";
    case "bigint":
      return value.toString();
    default:
      break;
  }
  if (value === null) return "null";
  // String concatenation: V8 joins the pieces lazily, far cheaper than arrays.
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    let out = `[${canonicalJson(value[0] as Json)}`;
    for (let i = 1; i < value.length; i++) out += "," + canonicalJson(value[i] as Json);
    return `${out}]`;
  }
  const keys = Object.keys(value);
  if (keys.length > 1) keys.sort();
  let out = "";
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const member = value[key];
    if (member === undefined) continue;
    out += (out === "" ? "{" : ",") + quotedKey(key) + canonicalJson(member);
  }
  return out === "" ? "{}" : `${out}}`;
}

/**
 * `"key":` for a key, kept for the keys seen most (a suite writes the same few field names in
 * every case): a lookup instead of a JSON.stringify per member. Bounded, so text from models
 * (any keys at all) cannot grow it without end.
 */
const quotedKeys = new Map<string, string>();
const MAX_QUOTED_KEYS = 4096;
const MAX_QUOTED_KEY_LENGTH = 64;

function quotedKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = `${JSON.stringify(key)}:`;
    if (quotedKeys.size < MAX_QUOTED_KEYS && key.length <= MAX_QUOTED_KEY_LENGTH) quotedKeys.set(key, quoted);
  }
  return quoted;
}

// node:crypto is loaded at the first hash, not with this module: a `compare` hashes nothing,
// and loading it is ~10 ms of its start-up.
let crypto: typeof Crypto | undefined;
// One-shot `crypto.hash` (Node >= 20.12) is several times faster than a Hash object per text.
let oneShot: ((algorithm: string, data: string, encoding: "hex") => string) | undefined;

export function sha256Hex(text: string): string {
  if (crypto === undefined) {
    crypto = builtinModule<typeof Crypto>("node:crypto");
    oneShot = (crypto as { hash?: typeof oneShot }).hash;
  }
  return oneShot !== undefined
    ? oneShot("sha256", text, "hex")
    : crypto.createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * SHA-256 of each case definition the loader wrote out, by object: the runner hashes the same
 * definition again for `case_sha256`, and a definition is not changed once loaded.
 */
const definitionHashes = new WeakMap<object, string>();

/** A case definition's canonical text; its SHA-256 is kept for {@link canonicalSha256}. */
export function canonicalDefinition(definition: JsonObject): string {
  // Written once per definition (the suite hash asks once); only its hash is kept, for the runner.
  const text = canonicalJson(definition);
  if (!definitionHashes.has(definition)) definitionHashes.set(definition, sha256Hex(text));
  return text;
}

export function canonicalSha256(value: Json): string {
  const known = typeof value === "object" && value !== null ? definitionHashes.get(value) : undefined;
  return known ?? sha256Hex(canonicalJson(value));
}
