import { type CaseResult, isJudged, type RepetitionResult } from "../result/run-result.js";

/** What the comparison reads of one side's repetitions. */

/**
 * The judged repetitions in index order (a side written in order, the usual one, is not sorted
 * again). When every repetition is judged and in order, that is the case's own list, not a copy:
 * the comparison only reads it.
 */
export function judgedRepetitions(c: CaseResult): readonly RepetitionResult[] {
  const reps = c.repetitions;
  if (reps.length === 1) return isJudged(reps[0]!.status) ? reps : NONE;
  let ordered = true;
  let judged = true;
  for (let i = 0; i < reps.length; i++) {
    if (i > 0 && reps[i - 1]!.index > reps[i]!.index) ordered = false;
    if (!isJudged(reps[i]!.status)) judged = false;
  }
  if (ordered && judged) return reps;
  // The sort is stable: repetitions already in order keep it, as a sorted copy would.
  return (ordered ? reps : [...reps].sort((x, y) => x.index - y.index)).filter((r) => isJudged(r.status));
}

const NONE: readonly RepetitionResult[] = Object.freeze([]);

export function uniqueWarnings(c: CaseResult): string[] {
  const reps = c.repetitions;
  // Most cases warn of nothing: no set to build for them.
  let any = false;
  for (let i = 0; i < reps.length && !any; i++) any = reps[i]!.warnings.length > 0;
  if (!any) return [];
  return [...new Set(reps.flatMap((r) => r.warnings))];
}

export function passes(judged: readonly RepetitionResult[]): number {
  let count = 0;
  for (let i = 0; i < judged.length; i++) if (judged[i]!.status === "pass") count++;
  return count;
}

export function joinReasons(first: string | null, second: string | null): string | null {
  const parts = [first, second].filter((p): p is string => p !== null && p !== "");
  return parts.length === 0 ? null : parts.join(": ");
}

/** The reason of the first repetition that did not pass. */
export function failureReason(judged: readonly RepetitionResult[]): string | null {
  const failed = judged.find((r) => r.status !== "pass");
  if (failed === undefined) return null;
  return failed.reason ?? (failed.status === "invalid" ? "invalid evidence" : "failed");
}
