import type { CheckSpec } from "../suite/case.js";
import { characterLength } from "../text-excerpt.js";
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
    // In characters (code points), as the reason counts them.
    expected_length: characterLength(expected),
    actual_length: characterLength(actual),
  });
}
