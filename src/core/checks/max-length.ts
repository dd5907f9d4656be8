import type { CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome, pass } from "./check-result.js";
import { characterCount, plural } from "./measure.js";

type MaxLengthSpec = Extract<CheckSpec, { type: "max_length" }>;

/** At most `limit` characters (code points, surrounding whitespace stripped). */
export function checkMaxLength(spec: MaxLengthSpec, output: string): CheckOutcome {
  const length = characterCount(output);
  const details = { length, limit: spec.limit };
  if (length <= spec.limit) return pass(details);
  return outcome(
    "fail",
    `output is ${plural(length, "character", "characters")} long (at most ${spec.limit})`,
    details,
  );
}
