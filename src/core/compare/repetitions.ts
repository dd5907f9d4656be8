import { type CaseResult, isJudged, type RepetitionResult } from "../result/run-result.js";

/** What the comparison reads of one side's repetitions. */

export function judgedRepetitions(c: CaseResult): RepetitionResult[] {
  return [...c.repetitions].sort((x, y) => x.index - y.index).filter((r) => isJudged(r.status));
}

export function uniqueWarnings(c: CaseResult): string[] {
  // Most cases warn of nothing: no set to build for them.
  if (c.repetitions.every((r) => r.warnings.length === 0)) return [];
  return [...new Set(c.repetitions.flatMap((r) => r.warnings))];
}

export function passes(judged: RepetitionResult[]): number {
  return judged.filter((r) => r.status === "pass").length;
}

export function joinReasons(first: string | null, second: string | null): string | null {
  const parts = [first, second].filter((p): p is string => p !== null && p !== "");
  return parts.length === 0 ? null : parts.join(": ");
}

/** The reason of the first repetition that did not pass. */
export function failureReason(judged: RepetitionResult[]): string | null {
  const failed = judged.find((r) => r.status !== "pass");
  if (failed === undefined) return null;
  return failed.reason ?? (failed.status === "invalid" ? "invalid evidence" : "failed");
}
