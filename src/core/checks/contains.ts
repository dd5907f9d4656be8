import type { CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome, pass } from "./check-result.js";
import { quoteText } from "./text.js";

type ContainsSpec = Extract<CheckSpec, { type: "contains" }>;

/** Every expected string occurs in the output. */
export function checkContains(spec: ContainsSpec, output: string): CheckOutcome {
  const haystack = spec.caseInsensitive ? output.toLowerCase() : output;
  const missing = spec.expected.filter((s) => !haystack.includes(spec.caseInsensitive ? s.toLowerCase() : s));
  if (missing.length === 0) return pass();
  const more = missing.length > 1 ? ` (and ${missing.length - 1} more)` : "";
  return outcome("fail", `output does not contain ${quoteText(missing[0] as string)}${more}`, { missing });
}
