import { createHash } from "node:crypto";
import type { Json, JsonObject } from "./value.js";

/**
 * Canonical text of a JSON value: object keys sorted by UTF-16 code unit, no whitespace,
 * numbers as JavaScript prints them (so 1, 1.0 and 1e0 all read as `1`), big integers as their
 * digits. Two values with the same canonical text are the same definition; used for
 * `case_sha256`, the suite hash and schema compile caches.
 */
export function canonicalJson(value: Json): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return value ? "true" : "false";
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`not a JSON number: ${value}`);
      return Object.is(value, -0) ? "0" : JSON.stringify(value);
    case "bigint":
      return value.toString();
    case "string":
      return JSON.stringify(value);
    default:
      break;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const keys = Object.keys(value).sort();
  const members: string[] = [];
  for (const key of keys) {
    const member = value[key];
    if (member === undefined) continue;
    members.push(`${JSON.stringify(key)}:${canonicalJson(member)}`);
  }
  return `{${members.join(",")}}`;
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * SHA-256 of each case definition the loader wrote out, by object: the runner hashes the same
 * definition again for `case_sha256`, and a definition is not changed once loaded.
 */
const definitionHashes = new WeakMap<object, string>();

/** A case definition's canonical text; its SHA-256 is kept for {@link canonicalSha256}. */
export function canonicalDefinition(definition: JsonObject): string {
  const text = canonicalJson(definition);
  definitionHashes.set(definition, sha256Hex(text));
  return text;
}

export function canonicalSha256(value: Json): string {
  const known = typeof value === "object" && value !== null ? definitionHashes.get(value) : undefined;
  return known ?? sha256Hex(canonicalJson(value));
}
