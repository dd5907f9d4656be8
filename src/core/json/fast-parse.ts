import type { StrictJsonResult } from "./parse.js";
import { parseWrittenJson } from "./written-parse.js";

/**
 * The strict parser's result, through the native JSON.parse when that is provably the same
 * value (the proof is {@link parseWrittenJson}'s), the strict parser otherwise: for user files
 * and model outputs, where the caller needs the value or the error, not which path gave it.
 */
export function parseJson(text: string): StrictJsonResult {
  const parsed = parseWrittenJson(text);
  return parsed.ok ? { ok: true, value: parsed.value } : parsed;
}
