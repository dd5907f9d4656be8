import type { CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome, pass } from "./check-result.js";
import { plural, wordCount } from "./measure.js";

type MaxWordsSpec = Extract<CheckSpec, { type: "max_words" }>;

/** At most `limit` words (runs of non-whitespace). */
export function checkMaxWords(spec: MaxWordsSpec, output: string): CheckOutcome {
  const words = wordCount(output);
  const details = { words, limit: spec.limit };
  if (words <= spec.limit) return pass(details);
  return outcome("fail", `output has ${plural(words, "word", "words")} (at most ${spec.limit})`, details);
}
