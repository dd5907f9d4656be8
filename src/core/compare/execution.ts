import {
  type CaseResult,
  isJudged,
  type RepetitionResult,
  type RepetitionStatus,
} from "../result/run-result.js";
import type { Verdict } from "./case-verdict.js";

/**
 * Why one side could not be judged: what could not execute (`it` when nothing was judged, else
 * `2 of 3 repetitions`: the case missed min_pass for want of executions) and why. One problem is one sentence
 * ({@link executionSentence}); nothing in it repeats what another part says.
 */
export interface ExecutionProblem {
  /** `it`, or `2 of 3 repetitions` (never `1 of 1`: some were judged, so there are two or more). */
  what: string;
  /** The message (`timed out after 2 s`), with the status in front when nothing else names it. */
  detail: string;
  /** `; 1 passed, min_pass 3` after the repetitions, or "". */
  after: string;
}

/**
 * Why one side could not be judged, or null: it did not execute, or missed min_pass only for
 * want of executions. `judged` and `passed` are that side's judged repetitions and passes, as
 * prepare counted them once.
 */
export function executionProblem(
  x: CaseResult,
  judged: readonly RepetitionResult[],
  passed: number,
): ExecutionProblem | null {
  // Every repetition is either judged or one that could not execute.
  const failures = x.repetitions.length - judged.length;
  // Nothing judged is never a verdict (min_pass is at least 1), whatever the status says.
  if (
    judged.length > 0 &&
    isJudged(x.status) &&
    (x.status === "pass" || failures === 0 || passed + failures < x.min_pass)
  )
    return null;
  const first = x.repetitions.find((r) => !isJudged(r.status));
  if (first === undefined) {
    const detail = isJudged(x.status) ? "no repetition was judged" : x.status;
    return { what: "it", detail, after: "" };
  }
  if (judged.length === 0) {
    // The change names an execution status (`error (timeout)`): the reason is the message alone.
    // A judged one (`fail`, as another tool may record it) does not: the detail names it.
    const detail = isJudged(x.status) ? failureDetail(first) : (first.error ?? first.reason ?? first.status);
    return { what: "it", detail, after: "" };
  }
  // Some ran: how many could not, and the failure (which the case's status may not name).
  return {
    what: `${failures} of ${x.repeat} repetitions`,
    detail: failureDetail(first),
    after: `; ${passed} passed, min_pass ${x.min_pass}`,
  };
}

/** `the candidate could not execute it (timed out after 2 s)`: one side's problem as one sentence. */
export function executionSentence(side: "baseline" | "candidate", p: ExecutionProblem): string {
  return `the ${side} could not execute ${p.what} (${p.detail})${p.after}`;
}

/**
 * A repetition that could not execute, as reasons name it: `error: HTTP 500`, but `timed out after
 * 2 s`, not `timeout: timed out after 2 s`: a message that already says the status is not told it again.
 */
export function failureDetail(rep: RepetitionResult): string {
  const message = rep.error ?? rep.reason;
  if (message === null) return rep.status;
  return namesStatus(rep.status, message) ? message : `${rep.status}: ${message}`;
}

/** The words that say a status; `timed out` and `canceled` say it too. */
const STATUS_WORDS: Partial<Record<RepetitionStatus, RegExp>> = {
  timeout: /\btimed? ?-?out\b/i,
  cancelled: /\bcancel/i,
  unavailable: /\bunavailable\b/i,
  error: /\berror\b/i,
};

function namesStatus(status: RepetitionStatus, message: string): boolean {
  return STATUS_WORDS[status]?.test(message) ?? false;
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
 * `baseline` and `candidate` are each side's {@link executionProblem}. Both sides failing the
 * same way is one sentence (`neither side could execute it (...)`), not the same one twice.
 */
export function executionVerdict(
  baseline: ExecutionProblem | null,
  candidate: ExecutionProblem | null,
): Verdict | null {
  if (candidate === null && baseline === null) return null;
  if (candidate !== null && baseline !== null && sameProblem(candidate, baseline)) {
    return {
      category: "error",
      reason: `neither side could execute ${candidate.what} (${candidate.detail})${candidate.after}`,
    };
  }
  const parts: string[] = [];
  if (candidate !== null) parts.push(executionSentence("candidate", candidate));
  if (baseline !== null) parts.push(executionSentence("baseline", baseline));
  return { category: "error", reason: parts.join("; ") };
}

function sameProblem(a: ExecutionProblem, b: ExecutionProblem): boolean {
  return a.what === b.what && a.detail === b.detail && a.after === b.after;
}

/** The statuses that decide `unavailable` vs `execution_failure` for an error case, per failing side. */
export function failingSideStatuses(
  b: CaseResult,
  c: CaseResult,
  problems: { baseline: ExecutionProblem | null; candidate: ExecutionProblem | null },
): RepetitionStatus[] {
  const out: RepetitionStatus[] = [];
  if (problems.candidate !== null) out.push(executionStatus(c));
  if (problems.baseline !== null) out.push(executionStatus(b));
  return out;
}

/** The status that kept a side from being judged: its own, or its first unexecuted repetition's. */
export function executionStatus(c: CaseResult): RepetitionStatus {
  if (!isJudged(c.status)) return c.status;
  return c.repetitions.find((r) => !isJudged(r.status))?.status ?? c.status;
}
