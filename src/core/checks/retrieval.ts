import type { Evidence } from "../result/run-result.js";
import type { CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome, pass } from "./check-result.js";

type RetrievalSpec = Extract<CheckSpec, { type: "retrieval" }>;

/** The ordered logical ids of the retrieved documents equal `expected_documents`. */
export function checkRetrieval(spec: RetrievalSpec, evidence: Evidence): CheckOutcome {
  const actual = evidence.retrieved;
  if (actual === undefined) return outcome("invalid", "no retrieved documents were recorded for this case");
  const diff = diffIdSequence(spec.expectedDocuments, actual);
  if (diff === null) return pass();
  return outcome("fail", diff.reason, diff.details);
}

/** First difference between two ordered id lists, phrased expected-vs-actual. */
export function diffIdSequence(
  expected: readonly string[],
  actual: readonly string[],
): { reason: string; details: { index: number; expected: string | null; actual: string | null } } | null {
  const common = Math.min(expected.length, actual.length);
  for (let i = 0; i < common; i++) {
    const e = expected[i] as string;
    const a = actual[i] as string;
    if (e !== a)
      return {
        reason: `retrieved[${i}]: ${a} (expected ${e})`,
        details: { index: i, expected: e, actual: a },
      };
  }
  const counts = `expected ${documents(expected.length)}, got ${actual.length}`;
  if (expected.length > common) {
    const e = expected[common] as string;
    return {
      reason: `${counts}: missing ${e} at retrieved[${common}]`,
      details: { index: common, expected: e, actual: null },
    };
  }
  if (actual.length > common) {
    const a = actual[common] as string;
    return {
      reason: `${counts}: additional ${a} at retrieved[${common}]`,
      details: { index: common, expected: null, actual: a },
    };
  }
  return null;
}

function documents(n: number): string {
  return n === 1 ? "1 document" : `${n} documents`;
}
