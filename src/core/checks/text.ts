/**
 * Short, quoted excerpts of text for failure reasons: capped, with what would not show escaped
 * (reports escape them for their format besides).
 */
import { showLookAlikes } from "../look-alikes.js";
import { charactersBefore, clipText, excerptAround, firstDifference } from "../text-excerpt.js";

const SHORT = 60;
const CONTEXT = 20;

/** JSON-quoted and capped, so whitespace, newlines and invisible characters stay visible. */
export function quoteText(text: string, max = SHORT): string {
  return showLookAlikes(JSON.stringify(clipText(text, max)));
}

/** 0-based character (code point) where the texts first differ (the shorter length when one is a prefix). */
export function firstDifferenceAt(a: string, b: string): number {
  return charactersBefore(a, firstDifference(a, b));
}

/** `output "Hi!" (expected "Hello!")`, or a window around the first difference for long texts. */
export function describeTextDifference(actual: string, expected: string): string {
  if (actual.length <= SHORT && expected.length <= SHORT) {
    return `output ${quoteText(actual)} (expected ${quoteText(expected)})`;
  }
  const at = firstDifference(actual, expected);
  // The window is cut anew in each text (the same index is a character boundary in both up to
  // the difference); the excerpts' own `…` say where each goes on.
  const window = (s: string) => JSON.stringify(excerptAround(s, at, CONTEXT, SHORT));
  return `output differs at character ${charactersBefore(actual, at) + 1}: ${showLookAlikes(window(actual))} (expected ${showLookAlikes(window(expected))})`;
}

/** The first few messages of a list (schema errors), with a count of the rest. */
export function summarizeErrors(errors: readonly string[], shown = 3): string {
  const head = errors.slice(0, shown).join("; ");
  return errors.length > shown ? `${head} (+${errors.length - shown} more)` : head;
}
