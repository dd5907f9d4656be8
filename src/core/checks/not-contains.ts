import type { CheckSpec } from "../suite/case.js";
import { lowered } from "./case-fold.js";
import { type CheckOutcome, outcome, pass } from "./check-result.js";
import { quoteOutput, quoteText } from "./text.js";

type NotContainsSpec = Extract<CheckSpec, { type: "not_contains" }>;

/** None of the forbidden strings occurs in the output. The reason quotes the output around the first found. */
export function checkNotContains(spec: NotContainsSpec, output: string): CheckOutcome {
  const fold = (s: string) => (spec.caseInsensitive ? s.toLowerCase() : s);
  const haystack = fold(output);
  const found = spec.expected.filter((s) => haystack.includes(fold(s)));
  if (found.length === 0) return pass();
  const first = found[0] as string;
  const index = haystack.indexOf(fold(first));
  // Found in the lower-cased text, quoted from the original.
  const at = spec.caseInsensitive ? (lowered(output).origin[index] ?? 0) : index;
  const more = found.length > 1 ? ` (and ${found.length - 1} more)` : "";
  return outcome(
    "fail",
    `${quoteOutput(output, at)} contains ${quoteText(first)}${more}, which it must not`,
    {
      found,
    },
  );
}
