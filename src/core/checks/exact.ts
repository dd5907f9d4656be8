import type { CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome, pass } from "./check-result.js";
import { describeTextDifference, firstDifferenceAt } from "./text.js";

type ExactSpec = Extract<CheckSpec, { type: "exact" }>;

/** Equal text; both sides stripped of surrounding whitespace unless `strip: false`. */
export function checkExact(spec: ExactSpec, output: string): CheckOutcome {
  const normalize = (s: string) => {
    const t = spec.strip ? s.trim() : s;
    return spec.caseInsensitive ? t.toLowerCase() : t;
  };
  const actual = normalize(output);
  const expected = normalize(spec.expected);
  if (actual === expected) return pass();
  return outcome("fail", describeTextDifference(actual, expected), {
    position: firstDifferenceAt(actual, expected),
    expected_length: expected.length,
    actual_length: actual.length,
  });
}
