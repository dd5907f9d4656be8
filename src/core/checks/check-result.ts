import type { JsonObject } from "../json/value.js";
import type { Evidence, RepetitionStatus } from "../result/run-result.js";

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

/** One frozen empty object for every pass without details (thousands per run, never changed). */
export const NO_DETAILS: JsonObject = Object.freeze({}) as JsonObject;

/** The evidence of an execution no check or contract reads anything from (frozen, shared). */
export const NO_EVIDENCE: Evidence = Object.freeze({}) as Evidence;

export function pass(details: JsonObject = NO_DETAILS): CheckOutcome {
  return { status: "pass", reason: null, details };
}

export function outcome(status: CheckStatus, reason: string | null, details: JsonObject = {}): CheckOutcome {
  return { status, reason, details };
}
