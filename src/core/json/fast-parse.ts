import { MAX_JSON_DEPTH, parseStrictJson, type StrictJsonResult } from "./parse.js";
import type { Json } from "./value.js";

/**
 * {@link parseStrictJson}'s result, through the native JSON.parse when that is provably the same
 * value, the strict parser otherwise. JSON.parse differs from the strict parser in three ways
 * only: it accepts duplicate keys (the last wins), it reads integers beyond 2^53 as doubles (the
 * strict parser keeps them as `bigint`) and it accepts no byte order mark; nor does it refuse
 * nesting deeper than MAX_JSON_DEPTH. So the native value is taken when the text has no BOM,
 * no nesting that deep, no number with an exponent or with 16 or more digits before
 * its point (none can then be an integer beyond 2^53), and as many keys written as members read
 * (a duplicate key would leave fewer). Invalid text, and every doubt, go to the strict parser,
 * which gives the error and its position.
 */
export function parseJson(text: string): StrictJsonResult {
  return nativeParse(text) ?? parseStrictJson(text);
}

function nativeParse(text: string): { ok: true; value: Json } | undefined {
  if (text.charCodeAt(0) === 0xfeff) return undefined;
  const keys = writtenKeys(text);
  if (keys === undefined) return undefined;
  try {
    const value = JSON.parse(text) as Json;
    return memberCount(value) === keys ? { ok: true, value } : undefined;
  } catch {
    // Invalid JSON, or nesting too deep to count: the strict parser explains either.
    return undefined;
  }
}

/** A number that may be an integer beyond 2^53: an exponent, or 16 digits before any point. */
const BIG_NUMBER = /\d[eE]|\d{16}/;

/**
 * How many keys the text writes (strings followed by `:`), or undefined when a number in it
 * needs the strict parser. Strings are skipped whole, so nothing inside one counts.
 */
function writtenKeys(text: string): number | undefined {
  let keys = 0;
  let at = 0;
  for (;;) {
    const open = text.indexOf('"', at);
    if (BIG_NUMBER.test(open < 0 ? text.slice(at) : text.slice(at, open))) return undefined;
    if (open < 0) return keys;
    let close = text.indexOf('"', open + 1);
    while (close > 0 && escaped(text, close)) close = text.indexOf('"', close + 1);
    if (close < 0) return undefined; // unterminated: the strict parser says where
    at = close + 1;
    while (at < text.length && isWhitespace(text.charCodeAt(at))) at++;
    if (text.charCodeAt(at) === 0x3a) keys++;
  }
}

/** Whether the quote at `index` is escaped: an odd run of backslashes before it. */
function escaped(text: string, index: number): boolean {
  let backslashes = 0;
  while (text.charCodeAt(index - 1 - backslashes) === 0x5c) backslashes++;
  return backslashes % 2 === 1;
}

function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** Members of every object in the value (JSON.parse defines each key once, as an own member). */
function memberCount(value: Json, depth = 1): number {
  if (value === null || typeof value !== "object") return 0;
  if (depth > MAX_JSON_DEPTH) return Number.NaN; // the strict parser refuses it, with its position
  let count = 0;
  if (Array.isArray(value)) {
    for (const item of value) count += memberCount(item, depth + 1);
    return count;
  }
  for (const key in value) count += 1 + memberCount(value[key] as Json, depth + 1);
  return count;
}
