import { MAX_JSON_DEPTH, parseStrictJson, type StrictJsonResult } from "./parse.js";
import type { Json } from "./value.js";

/**
 * Parses JSON that ModelGate itself most likely wrote (result files): with the native JSON.parse
 * when that provably gives what {@link parseStrictJson} gives, with the strict parser otherwise.
 *
 * The proof, checked on every call: (1) re-serialising the native value with JSON.stringify
 * (compact, or two-space indentation plus a newline, the two ways ModelGate writes) reproduces
 * the text byte for byte; (2) every integer in it is a safe integer; (3) no nesting is deeper
 * than the strict parser allows. (1) rules out duplicate keys (one would be written once, so the
 * text would differ), a byte order mark, trailing tokens and any number literal that is not the
 * shortest form of its double (`1.0`, `1e2`, or one that rounded); with (2) every number is one
 * the strict parser also reads as that same double (it turns only integers beyond 2^53 into
 * bigint), so both parsers give the same value. A file with big integers, hand edits or other
 * formatting fails the check and is parsed strictly, with the strict parser's messages.
 */
export function parseWrittenJson(text: string): StrictJsonResult & { fast?: boolean } {
  const fast = nativeIfExact(text);
  if (fast !== undefined) return { ok: true, value: fast, fast: true };
  return parseStrictJson(text);
}

function nativeIfExact(text: string): Json | undefined {
  const pretty = text.startsWith("{\n  ") || text.startsWith("[\n  ");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  // Cheapest first: the length says most edits apart before the text is built again.
  const again = pretty ? `${JSON.stringify(value, null, 2)}\n` : JSON.stringify(value);
  const written = pretty || !text.endsWith("\n") ? text : text.slice(0, -1);
  if (again === undefined || again.length !== written.length || again !== written) return undefined;
  return plainAndShallow(value, 0) ? (value as Json) : undefined;
}

/** No integer beyond the safe range (the strict parser holds those as bigint), no deep nesting. */
function plainAndShallow(value: unknown, depth: number): boolean {
  if (typeof value === "number") return !Number.isInteger(value) || Number.isSafeInteger(value);
  if (typeof value !== "object" || value === null) return true;
  if (depth >= MAX_JSON_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!plainAndShallow(value[i], depth + 1)) return false;
    return true;
  }
  for (const key in value) {
    if (!plainAndShallow((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}
