import type { RepetitionResult, RepetitionStatus, RunResult } from "./run-result.js";
import { isJudged } from "./run-result.js";

export interface CaseAggregate {
  status: RepetitionStatus;
  pass_count: number;
  judged_count: number;
}

/** When repetitions could not execute, the case reports the first of these that occurred. */
const EXECUTION_PRECEDENCE: readonly RepetitionStatus[] = ["cancelled", "unavailable", "timeout", "error"];

/**
 * A case's status from its repetitions:
 * - pass when at least `minPass` repetitions passed;
 * - fail (invalid when every judged non-pass was invalid) when `minPass` is out of reach even
 *   if every repetition that could not execute had passed;
 * - otherwise the execution status stands (cancelled > unavailable > timeout > error): an
 *   infrastructure failure is never counted as a behavioural failure.
 */
export function aggregateCase(repetitions: readonly RepetitionResult[], minPass: number): CaseAggregate {
  let pass = 0;
  let fail = 0;
  let invalid = 0;
  for (let i = 0; i < repetitions.length; i++) {
    const status = repetitions[i]!.status;
    if (status === "pass") pass++;
    else if (status === "fail") fail++;
    else if (status === "invalid") invalid++;
  }
  const judged = pass + fail + invalid;
  const unjudged = repetitions.length - judged;
  let status: RepetitionStatus;
  if (pass >= minPass) status = "pass";
  else if (pass + unjudged < minPass) status = fail > 0 ? "fail" : "invalid";
  else {
    const seen = new Set<RepetitionStatus>(repetitions.map((r) => r.status).filter((s) => !isJudged(s)));
    status = EXECUTION_PRECEDENCE.find((s) => seen.has(s)) ?? "error";
  }
  return { status, pass_count: pass, judged_count: judged };
}

export function summarize(cases: readonly { status: RepetitionStatus }[]): RunResult["summary"] {
  const summary = { cases: cases.length, passed: 0, failed: 0, invalid: 0, errors: 0 };
  for (let i = 0; i < cases.length; i++) {
    const c = cases[i]!;
    if (c.status === "pass") summary.passed++;
    else if (c.status === "fail") summary.failed++;
    else if (c.status === "invalid") summary.invalid++;
    else summary.errors++;
  }
  return summary;
}
