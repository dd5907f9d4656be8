import type { CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome, pass } from "./check-result.js";
import { quoteText } from "./text.js";

type NotContainsSpec = Extract<CheckSpec, { type: "not_contains" }>;

/** None of the forbidden strings occurs in the output. The reason quotes the suite, not the output. */
export function checkNotContains(spec: NotContainsSpec, output: string): CheckOutcome {
  const fold = (s: string) => (spec.caseInsensitive ? s.toLowerCase() : s);
  const haystack = fold(output);
  const found = spec.expected.filter((s) => haystack.includes(fold(s)));
  if (found.length === 0) return pass();
  const more = found.length > 1 ? ` (and ${found.length - 1} more)` : "";
  return outcome("fail", `output contains ${quoteText(found[0] as string)}${more}, which it must not`, {
    found,
  });
}
