/**
 * Short, quoted excerpts of text for failure reasons: capped, with what would not show escaped
 * (reports escape them for their format besides).
 */
import { showLookAlikes } from "../look-alikes.js";

const SHORT = 60;
const CONTEXT = 20;

/** JSON-quoted and capped, so whitespace, newlines and invisible characters stay visible. */
export function quoteText(text: string, max = SHORT): string {
  return showLookAlikes(JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text));
}

/** Index of the first differing UTF-16 unit (the shorter length when one is a prefix). */
export function firstDifferenceAt(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** `output "Hi!" (expected "Hello!")`, or a window around the first difference for long texts. */
export function describeTextDifference(actual: string, expected: string): string {
  if (actual.length <= SHORT && expected.length <= SHORT) {
    return `output ${quoteText(actual)} (expected ${quoteText(expected)})`;
  }
  const at = firstDifferenceAt(actual, expected);
  const from = Math.max(0, at - CONTEXT);
  const window = (s: string) => (from > 0 ? "…" : "") + s.slice(from, from + SHORT);
  return `output differs at character ${at + 1}: ${quoteText(window(actual), SHORT + 1)} (expected ${quoteText(window(expected), SHORT + 1)})`;
}

/** The first few messages of a list (schema errors), with a count of the rest. */
export function summarizeErrors(errors: readonly string[], shown = 3): string {
  const head = errors.slice(0, shown).join("; ");
  return errors.length > shown ? `${head} (+${errors.length - shown} more)` : head;
}
