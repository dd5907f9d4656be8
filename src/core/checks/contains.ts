import type { CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome, pass } from "./check-result.js";
import { quoteOutput, quoteText } from "./text.js";

type ContainsSpec = Extract<CheckSpec, { type: "contains" }>;

/** Every expected string occurs in the output. */
export function checkContains(spec: ContainsSpec, output: string): CheckOutcome {
  const fold = (s: string) => (spec.caseInsensitive ? s.toLowerCase() : s);
  const haystack = fold(output);
  const missing = spec.expected.filter((s) => !haystack.includes(fold(s)));
  if (missing.length === 0) return pass();
  const first = missing[0] as string;
  const more = missing.length > 1 ? ` (and ${missing.length - 1} more)` : "";
  const hint = lookAlikeHint(haystack, fold(first));
  return outcome("fail", `${quoteOutput(output)} does not contain ${quoteText(first)}${more}${hint}`, {
    missing,
  });
}

/** A space other than the ASCII one: U+00A0, U+202F, U+3000, ... */
const OTHER_SPACE = /[^\P{Zs} ]/gu;

/**
 * Why text that reads the same is not found: the two compose a letter differently (NFC vs NFD),
 * or one has a no-break space for a space. Only said: the check compares the text as written.
 */
function lookAlikeHint(output: string, needle: string): string {
  if (output.normalize("NFC").includes(needle.normalize("NFC"))) {
    return `; it does after Unicode normalisation (NFC): ${decomposed(output, needle)}`;
  }
  const spaced = (s: string) => s.replace(OTHER_SPACE, " ");
  if (spaced(output).includes(spaced(needle))) {
    const inNeedle = needle.match(OTHER_SPACE)?.[0];
    const inOutput = inNeedle === undefined ? output.match(OTHER_SPACE)?.[0] : undefined;
    const space = (inNeedle ?? inOutput) as string;
    const name = space === "\u00a0" ? " (no-break space)" : "";
    const whose = inNeedle === undefined ? "its" : "the expected text's";
    return `; it does with ${whose} ${escapeSpace(space)}${name} read as a space`;
  }
  return "";
}

/** Which side writes which letter decomposed: `the output writes 'é' decomposed`. */
function decomposed(output: string, needle: string): string {
  for (const char of needle.normalize("NFC")) {
    const split = char.normalize("NFD");
    if (split === char) continue;
    if (!needle.includes(char)) return `the expected text writes '${char}' decomposed`;
    if (!output.includes(char) && output.includes(split)) return `the output writes '${char}' decomposed`;
  }
  return "the output and the expected text compose a letter differently";
}

function escapeSpace(space: string): string {
  return `\\u${space.charCodeAt(0).toString(16).padStart(4, "0")}`;
}
