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

/** A window of about SHORT characters around index `at` of `text`, JSON-quoted; a short text whole. */
export function quoteAround(text: string, at: number): string {
  if (text.length <= SHORT) return quoteText(text);
  return showLookAlikes(JSON.stringify(excerptAround(text, at, CONTEXT, SHORT)));
}

/**
 * `output "Hi!" (expected "Hello!")`, or a window around the first difference for long texts.
 * `at`: where the difference is in each text, when it was found on other forms of them (folded case).
 */
export function describeTextDifference(
  actual: string,
  expected: string,
  at?: { actual: number; expected: number },
): string {
  if (actual.length <= SHORT && expected.length <= SHORT) {
    return `output ${quoteText(actual)} (expected ${quoteText(expected)})`;
  }
  const same = firstDifference(actual, expected);
  const { actual: inActual, expected: inExpected } = at ?? { actual: same, expected: same };
  // The window is cut anew in each text; the excerpts' own `…` say where each goes on.
  const window = (s: string, i: number) =>
    showLookAlikes(JSON.stringify(excerptAround(s, i, CONTEXT, SHORT)));
  return `output differs at character ${charactersBefore(actual, inActual) + 1}: ${window(actual, inActual)} (expected ${window(expected, inExpected)})`;
}

/** `output "12345\n"`: how a reason that quotes the output begins (capture modes remove the quote). */
export function quoteOutput(output: string, at = 0): string {
  return `output ${quoteAround(output, at)}`;
}

/**
 * A reason of {@link quoteOutput}'s form, with a `checks:` list's `type (check 1 of 2): ` before
 * it or not, without the quoted output: `output does not match /x/`.
 */
export function withoutOutputQuote(reason: string): string {
  return reason.replace(/^((?:[a-z_]+ \(check \d+ of \d+\): )?output )"(?:[^"\\]|\\.)*" /, "$1");
}

/** The first few messages of a list (schema errors), with a count of the rest. */
export function summarizeErrors(errors: readonly string[], shown = 3): string {
  const head = errors.slice(0, shown).join("; ");
  return errors.length > shown ? `${head} (+${errors.length - shown} more)` : head;
}
