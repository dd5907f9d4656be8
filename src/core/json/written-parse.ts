import { MAX_JSON_DEPTH, parseStrictJson, type StrictJsonResult } from "./parse.js";
import type { Json } from "./value.js";

/**
 * Parses JSON that ModelGate itself most likely wrote (result files): with the native JSON.parse
 * when that provably gives what {@link parseStrictJson} gives, with the strict parser otherwise.
 *
 * On text both accept, JSON.parse and the strict parser give the same value except where the
 * strict parser (1) refuses a duplicate key (JSON.parse keeps the last), (2) holds an integer
 * beyond 2^53 as a bigint (JSON.parse rounds it to a double; a literal beyond a double's range
 * becomes Infinity), (3) refuses nesting deeper than MAX_JSON_DEPTH. Strings decode alike (lone
 * surrogates included), every other number is the same correctly rounded double, and text one
 * of them refuses (a byte order mark, trailing tokens, bad escapes) JSON.parse refuses too. So
 * the native value is taken when a walk over it finds no number that is an unsafe integer or
 * not finite and no container too deep, and the keys written in the text are as many as the
 * members read (a duplicate leaves one member fewer). Every doubt goes to the strict parser,
 * which gives the value or the error and its position.
 */
export function parseWrittenJson(text: string): StrictJsonResult & { fast?: boolean } {
  const fast = nativeIfSame(text);
  if (fast !== undefined) return { ok: true, value: fast, fast: true };
  return parseStrictJson(text);
}

function nativeIfSame(text: string): Json | undefined {
  if (text.charCodeAt(0) === 0xfeff) return undefined; // refused by both; the strict parser says so
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const members = plainMembers(value, 1);
  if (Number.isNaN(members)) return undefined;
  // The quick count never misses a key, and counts a few strings that are not keys only when a
  // value starts with ':'; when it disagrees the exact count decides.
  if (quickKeyCount(text) === members || exactKeyCount(text) === members) return value as Json;
  return undefined;
}

/**
 * Members of every object in the value, or NaN when a number is one the strict parser holds
 * differently (an integer beyond 2^53, or a literal beyond a double's range) or a container is
 * nested deeper than it allows. `depth` is the strict parser's: 1 for the outermost container.
 */
function plainMembers(value: unknown, depth: number): number {
  if (typeof value === "number") return Number.isFinite(value) && plainNumber(value) ? 0 : Number.NaN;
  if (typeof value !== "object" || value === null) return 0;
  if (depth > MAX_JSON_DEPTH) return Number.NaN;
  let count = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) count += plainMembers(value[i], depth + 1);
    return count;
  }
  // JSON.parse defines each distinct key once, as an own enumerable member.
  for (const key in value) count += 1 + plainMembers((value as Record<string, unknown>)[key], depth + 1);
  return count;
}

function plainNumber(n: number): boolean {
  return !Number.isInteger(n) || Number.isSafeInteger(n);
}

const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const COLON = 0x3a;

/**
 * Keys written in valid JSON text, counted as each unescaped `"` directly followed by `:` (a key's
 * closing quote, or the opening quote of a string that starts with ':', so never fewer than the
 * keys). The text is searched colon by colon (a one-character search is the fastest the engine
 * has); a quote, then whitespace, then a colon anywhere (a key the count would miss) sends the
 * whole text to the exact count instead.
 */
function quickKeyCount(text: string): number {
  let count = 0;
  for (let at = text.indexOf(":"); at >= 0; at = text.indexOf(":", at + 1)) {
    let before = at - 1;
    let c = text.charCodeAt(before);
    if (c === QUOTE) {
      if (!escaped(text, before)) count++;
      continue;
    }
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) continue;
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = text.charCodeAt(--before);
    if (c === QUOTE) return exactKeyCount(text);
  }
  return count;
}

/** Keys written in valid JSON text: strings (skipped whole) followed by optional whitespace and `:`. */
function exactKeyCount(text: string): number {
  let keys = 0;
  let at = 0;
  for (;;) {
    const open = text.indexOf('"', at);
    if (open < 0) return keys;
    let close = text.indexOf('"', open + 1);
    while (close > 0 && escaped(text, close)) close = text.indexOf('"', close + 1);
    if (close < 0) return keys;
    at = close + 1;
    let c = text.charCodeAt(at);
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = text.charCodeAt(++at);
    if (c === COLON) keys++;
  }
}

/** Whether the quote at `index` is escaped: an odd run of backslashes before it. */
function escaped(text: string, index: number): boolean {
  let backslashes = 0;
  while (text.charCodeAt(index - 1 - backslashes) === BACKSLASH) backslashes++;
  return backslashes % 2 === 1;
}
