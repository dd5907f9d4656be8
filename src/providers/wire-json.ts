import { setOwn } from "../core/json/set-own.js";
import type { Json, JsonObject } from "../core/json/value.js";

/*
 * Values on their way to and from a provider's official client, whichever the provider.
 *
 * Both official clients serialise requests with JSON.stringify, which throws on `bigint`. Big
 * integers (a seed beyond 2^53, a schema bound) are therefore sent as marked strings and turned
 * back into bare digits in the request body just before it leaves (`restoreBigints`), so they
 * reach the server exactly.
 */

const MARK = "\uE000modelgate-bigint:";
const END = "\uE000";
const MARKED = new RegExp(`"${MARK}(-?\\d+)${END}"`, "g");

/** Plain data for the client; big integers as marked strings. */
export function toWire(value: Json): unknown {
  if (typeof value === "bigint") return `${MARK}${value.toString()}${END}`;
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(toWire);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const member = value[key];
    if (member !== undefined) setOwn(out, key, toWire(member));
  }
  return out;
}

/** Undo `toWire`'s marking inside a serialised request body. */
export function restoreBigints(body: string): string {
  return body.includes(MARK) ? body.replace(MARKED, "$1") : body;
}

/**
 * A value the client parsed from a response, as a `Json` (anything else becomes null). The
 * client's JSON.parse rounded an integer beyond 2^53 to a double: it is held as the integer that
 * double is (a double beyond 2^53 in a `Json` value stands for a non-integer, core/json/equal.ts).
 */
export function fromWire(value: unknown): Json {
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    return Number.isInteger(value) && !Number.isSafeInteger(value) ? BigInt(value) : value;
  }
  if (Array.isArray(value)) return value.map(fromWire);
  if (typeof value === "object") {
    const out: JsonObject = {};
    for (const key of Object.keys(value)) setOwn(out, key, fromWire((value as Record<string, unknown>)[key]));
    return out;
  }
  return null;
}
