import { createHash } from "node:crypto";
import type { Json } from "./value.js";

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

export function canonicalSha256(value: Json): string {
  return sha256Hex(canonicalJson(value));
}
