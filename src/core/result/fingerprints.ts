import { canonicalJson, sha256Hex } from "../json/canonical.js";
import type { Json } from "../json/value.js";

// The fingerprints a run records under `capture: hash` and the contracts compare: written by the
// runner, read by compare, so they live with the result format both depend on.

/** Runs of whitespace count as one space; leading and trailing whitespace is ignored. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Fingerprint the `text` contract decides from when the output is not captured: the SHA-256 of
 * exactly the text it compares, so equal fingerprints mean a compatible text and nothing else.
 */
export function textSha256(output: string): string {
  return sha256Hex(normalizeWhitespace(output));
}

/**
 * Fingerprint the `json` contract decides from when the output is not captured: the SHA-256 of
 * the value's canonical text (members sorted, so order is irrelevant) after numbers are brought
 * to one form per value as the json contract compares them (docs/comparison.md#contracts): a
 * safe integer and any fraction as the double it is (`1`, `1.0`, `1e0` all `1`), an integer
 * beyond 2^53 as its exact digits (a `bigint`, however it was written), and a double beyond 2^53
 * (a non-integer, which `jsonEqual` equals to no integer) apart from every integer, as
 * canonicalJson writes it. Strings never equal numbers and `null` never equals a missing member, as in the text.
 */
export function jsonSha256(value: Json): string {
  return sha256Hex(canonicalJson(semanticForm(value)));
}

function semanticForm(value: Json): Json {
  switch (typeof value) {
    case "bigint":
      return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
        ? Number(value)
        : value;
    case "object":
      if (value === null) return null;
      if (Array.isArray(value)) return value.map(semanticForm);
      // fromEntries defines own members, so a `__proto__` key stays a member.
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, member]) => member !== undefined)
          .map(([key, member]) => [key, semanticForm(member)]),
      );
    default:
      return value;
  }
}
