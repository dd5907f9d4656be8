import { parseStrictJson, type StrictJsonResult } from "./parse.js";
import { nativeIfSame } from "./written-parse.js";

/**
 * The strict parser's result, through the native JSON.parse when that is provably the same
 * value (the proof is {@link parseWrittenJson}'s), the strict parser otherwise: for user files
 * and model outputs, where the caller needs the value or the error, not which path gave it.
 */
export function parseJson(text: string): StrictJsonResult {
  // parseWrittenJson's own two steps, without the result it marks as `fast`.
  const fast = nativeIfSame(text);
  return fast !== undefined ? { ok: true, value: fast } : parseStrictJson(text);
}
