import type { CheckSpec } from "../suite/case.js";
import { characterLength, charactersBefore, firstDifference } from "../text-excerpt.js";
import { lowered, originalPositions } from "./case-fold.js";
import { type CheckOutcome, outcome, pass } from "./check-result.js";
import { describeTextDifference, firstDifferenceAt } from "./text.js";

type ExactSpec = Extract<CheckSpec, { type: "exact" }>;

/** Equal text; both sides stripped of surrounding whitespace unless `strip: false`. */
export function checkExact(spec: ExactSpec, output: string): CheckOutcome {
  const actual = spec.strip ? output.trim() : output;
  const expected = spec.strip ? spec.expected.trim() : spec.expected;
  // In characters (code points), as the reason counts them.
  const lengths = { expected_length: characterLength(expected), actual_length: characterLength(actual) };
  if (!spec.caseInsensitive) {
    if (actual === expected) return pass();
    return outcome("fail", describeTextDifference(actual, expected), {
      position: firstDifferenceAt(actual, expected),
      ...lengths,
    });
  }
  // Compared lower-cased, quoted as written: the difference is mapped back into each original.
  if (actual.toLowerCase() === expected.toLowerCase()) return pass();
  const a = lowered(actual);
  const e = lowered(expected);
  const at = originalPositions(a, e, firstDifference(a.text, e.text));
  return outcome("fail", describeTextDifference(actual, expected, { actual: at.a, expected: at.b }), {
    position: charactersBefore(actual, at.a),
    ...lengths,
  });
}
