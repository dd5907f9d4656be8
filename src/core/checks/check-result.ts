import type { JsonObject } from "../json/value.js";
import type { Evidence, RepetitionStatus } from "../result/run-result.js";
import { EMPTY_OBJECT } from "../result/shared-empty.js";

/**
 * The judgement of one execution. `invalid`: the evidence is malformed for the check; `error`: the
 * check itself could not run (a custom check threw, an unknown check name).
 */
export type CheckStatus = Extract<RepetitionStatus, "pass" | "fail" | "invalid" | "error">;

export interface CheckResult {
  status: CheckStatus;
  /** A short human sentence; null on a pass. */
  reason: string | null;
  /** Machine-readable specifics, e.g. `{path, expected, actual}` or `{predicted, expected}`. */
  details: JsonObject;
  evidence: Evidence;
}

/** What a check decides; evaluate() attaches the evidence. */
export type CheckOutcome = Omit<CheckResult, "evidence">;

export function pass(details: JsonObject = EMPTY_OBJECT): CheckOutcome {
  return { status: "pass", reason: null, details };
}

export function outcome(status: CheckStatus, reason: string | null, details: JsonObject = {}): CheckOutcome {
  return { status, reason, details };
}
