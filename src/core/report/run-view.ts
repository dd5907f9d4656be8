import { median } from "../compare/stats.js";
import { type CaseResult, isJudged, type RunResult } from "../result/run-result.js";

/** What the single-run reports show, computed once so text and Markdown agree. */
export interface RunView {
  /** Cases that did not pass, in suite order, with the first reason. */
  failing: { c: CaseResult; reason: string }[];
  warnings: { id: string; warning: string }[];
  medianMs: number | null;
  timedCases: number;
  sources: string[];
  medianTokens: number | null;
  /**
   * `PASSED` only for a whole run: a merge missing shards (`shard_plan`) whose cases all passed
   * is `INCOMPLETE`, since the cases of the missing shards never ran.
   */
  verdict: "PASSED" | "FAILED" | "ERRORS" | "CANCELLED" | "INCOMPLETE";
  /** The sentence naming the shards a merged run lacks, or null for a complete run. */
  incomplete: string | null;
}

export function runView(run: RunResult): RunView {
  const failing = run.cases.filter((c) => c.status !== "pass").map((c) => ({ c, reason: caseReason(c) }));
  const warnings = run.cases.flatMap((c) =>
    [...new Set(c.repetitions.flatMap((r) => r.warnings))].map((warning) => ({ id: c.id, warning })),
  );
  const perCase: number[] = [];
  const tokens: number[] = [];
  const sources = new Set<string>();
  for (const c of run.cases) {
    const timed = c.repetitions.filter((r) => isJudged(r.status) && r.duration_ms !== null);
    const m = median(timed.map((r) => r.duration_ms as number));
    if (m !== null) perCase.push(m);
    for (const r of timed) sources.add(r.duration_source);
    const counts = c.repetitions
      .map((r) => r.provider_metadata.eval_count)
      .filter((n): n is number => typeof n === "number");
    const t = median(counts);
    if (t !== null) tokens.push(t);
  }
  const anyError = run.cases.some((c) => !isJudged(c.status));
  const incomplete = incompleteSentence(run);
  const verdict = run.cancelled
    ? "CANCELLED"
    : anyError
      ? "ERRORS"
      : failing.length > 0
        ? "FAILED"
        : incomplete !== null
          ? "INCOMPLETE"
          : "PASSED";
  return {
    failing,
    warnings,
    medianMs: median(perCase),
    timedCases: perCase.length,
    sources: [...sources].sort(),
    medianTokens: median(tokens),
    verdict,
    incomplete,
  };
}

/** `Incomplete merge: shard 2/3 missing; ...`, or null when nothing is missing. */
function incompleteSentence(run: RunResult): string | null {
  const plan = run.shard_plan;
  if (plan === undefined || plan.missing.length === 0) return null;
  const names = plan.missing.map((i) => `${i}/${plan.count}`);
  const many = names.length > 1;
  return (
    `Incomplete merge: shard${many ? "s" : ""} ${names.join(", ")} missing; ` +
    `${many ? "their" : "its"} cases never ran and are not counted (comparing this result is an execution failure)`
  );
}

function caseReason(c: CaseResult): string {
  const reps = [...c.repetitions].sort((a, b) => a.index - b.index);
  const failed = reps.find((r) => r.status !== "pass" && isJudged(r.status));
  const broken = reps.find((r) => !isJudged(r.status));
  const pick = isJudged(c.status) ? (failed ?? broken) : (broken ?? failed);
  if (pick === undefined) return c.status;
  const message = pick.error ?? pick.reason;
  // The renderers print the case status before the reason: repeat the repetition's status only
  // when it says something else (a case that failed with one repetition timing out).
  const text =
    message === null
      ? pick.status
      : isJudged(pick.status) || pick.status === c.status
        ? message
        : `${pick.status}: ${message}`;
  return c.repeat > 1 ? `${c.pass_count}/${c.repeat} passed (min_pass ${c.min_pass}); ${text}` : text;
}

export function runCounts(run: RunResult): string {
  const s = run.summary;
  return `${s.cases} ${s.cases === 1 ? "case" : "cases"}: ${s.passed} passed, ${s.failed} failed, ${s.invalid} invalid, ${s.errors} ${s.errors === 1 ? "error" : "errors"}`;
}
