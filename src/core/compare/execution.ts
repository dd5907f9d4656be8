import { type CaseResult, isJudged, type RepetitionStatus } from "../result/run-result.js";
import type { Verdict } from "./case-verdict.js";
import { judgedRepetitions, passes } from "./repetitions.js";

/** Why one side could not be judged, or null: it did not execute, or missed min_pass only for want of executions. */
function executionProblem(x: CaseResult): string | null {
  const failures = x.repetitions.filter((r) => !isJudged(r.status));
  const judged = judgedRepetitions(x);
  const passed = x.status === "pass";
  if (
    isJudged(x.status) &&
    (passed || failures.length === 0 || passes(judged) + failures.length < x.min_pass)
  )
    return null;
  const first = failures[0];
  if (first === undefined) return x.status;
  const message = first.error ?? first.reason;
  const detail = message === null ? first.status : `${first.status}: ${message}`;
  if (isJudged(x.status)) {
    return `${failures.length} of ${x.repeat} repetitions could not execute (${detail}); ${x.pass_count} passed, min_pass ${x.min_pass}`;
  }
  // The change already names the status (`error (timeout)`): the reason is the message alone.
  return message ?? first.status;
}

/**
 * An infrastructure failure on either side makes the case unjudgeable: never a regression, and
 * never `still_failing`, `fixed` or `passing` either (that would count it as compatible).
 */
export function executionVerdict(b: CaseResult, c: CaseResult): Verdict | null {
  const candidate = executionProblem(c);
  const baseline = executionProblem(b);
  if (candidate === null && baseline === null) return null;
  const parts: string[] = [];
  if (candidate !== null) parts.push(`the candidate could not execute it (${candidate})`);
  if (baseline !== null) parts.push(`the baseline could not execute it (${baseline})`);
  return { category: "error", reason: parts.join("; ") };
}

/** The statuses that decide `unavailable` vs `execution_failure` for an error case, per failing side. */
export function failingSideStatuses(b: CaseResult, c: CaseResult): RepetitionStatus[] {
  const out: RepetitionStatus[] = [];
  for (const x of [c, b]) if (executionProblem(x) !== null) out.push(executionStatus(x));
  return out;
}

function executionStatus(c: CaseResult): RepetitionStatus {
  if (!isJudged(c.status)) return c.status;
  return c.repetitions.find((r) => !isJudged(r.status))?.status ?? c.status;
}
