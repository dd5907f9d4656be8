import {
  type CaseResult,
  isJudged,
  type RepetitionResult,
  type RepetitionStatus,
} from "../result/run-result.js";
import type { Verdict } from "./case-verdict.js";

/**
 * Why one side could not be judged, or null: it did not execute, or missed min_pass only for
 * want of executions. `judged` and `passed` are that side's judged repetitions and passes, as
 * prepare counted them once.
 */
export function executionProblem(
  x: CaseResult,
  judged: readonly RepetitionResult[],
  passed: number,
): string | null {
  // Every repetition is either judged or one that could not execute.
  const failures = x.repetitions.length - judged.length;
  if (isJudged(x.status) && (x.status === "pass" || failures === 0 || passed + failures < x.min_pass))
    return null;
  const first = x.repetitions.find((r) => !isJudged(r.status));
  if (first === undefined) return x.status;
  if (isJudged(x.status)) {
    return `${failures} of ${x.repeat} repetitions could not execute (${failureDetail(first)}); ${x.pass_count} passed, min_pass ${x.min_pass}`;
  }
  // The change already names the status (`error (timeout)`): the reason is the message alone.
  return first.error ?? first.reason ?? first.status;
}

/** A repetition that could not execute, as reasons name it: `timeout: timed out after 2 s`. */
export function failureDetail(rep: RepetitionResult): string {
  const message = rep.error ?? rep.reason;
  return message === null ? rep.status : `${rep.status}: ${message}`;
}

/**
 * Repetitions that could not execute on a side whose case was still judged (it met min_pass
 * without them, or failed whatever they would have done): the case is compared on the others,
 * and its reason says so, so the failures are never out of sight. Null when every repetition
 * of both sides executed.
 */
export function partialExecutionNote(
  b: CaseResult,
  bJudged: readonly RepetitionResult[],
  c: CaseResult,
  cJudged: readonly RepetitionResult[],
): string | null {
  // Checked first: this runs for every compared case, and nearly every one executed in full.
  if (c.repetitions.length === cJudged.length && b.repetitions.length === bJudged.length) return null;
  const notes = [sideNote("candidate", c, cJudged), sideNote("baseline", b, bJudged)].filter(
    (n): n is string => n !== null,
  );
  return notes.join("; ");
}

function sideNote(side: string, x: CaseResult, judged: readonly RepetitionResult[]): string | null {
  const failures = x.repetitions.length - judged.length;
  if (failures === 0) return null;
  const first = x.repetitions.find((r) => !isJudged(r.status));
  const detail = first === undefined ? "" : ` (${failureDetail(first)})`;
  return `${failures} of ${x.repetitions.length} ${side} repetitions could not execute${detail}; compared on the other ${judged.length}`;
}

/**
 * An infrastructure failure on either side makes the case unjudgeable: never a regression, and
 * never `still_failing`, `fixed` or `passing` either (that would count it as compatible).
 * `baseline` and `candidate` are each side's {@link executionProblem}.
 */
export function executionVerdict(baseline: string | null, candidate: string | null): Verdict | null {
  if (candidate === null && baseline === null) return null;
  const parts: string[] = [];
  if (candidate !== null) parts.push(`the candidate could not execute it (${candidate})`);
  if (baseline !== null) parts.push(`the baseline could not execute it (${baseline})`);
  return { category: "error", reason: parts.join("; ") };
}

/** The statuses that decide `unavailable` vs `execution_failure` for an error case, per failing side. */
export function failingSideStatuses(
  b: CaseResult,
  c: CaseResult,
  problems: { baseline: string | null; candidate: string | null },
): RepetitionStatus[] {
  const out: RepetitionStatus[] = [];
  if (problems.candidate !== null) out.push(executionStatus(c));
  if (problems.baseline !== null) out.push(executionStatus(b));
  return out;
}

function executionStatus(c: CaseResult): RepetitionStatus {
  if (!isJudged(c.status)) return c.status;
  return c.repetitions.find((r) => !isJudged(r.status))?.status ?? c.status;
}
