import type {
  CaseComparison,
  Category,
  Comparison,
  ComparisonStatus,
  LabelChange,
} from "../compare/comparison.js";
import { shardAbsentSide } from "../compare/one-sided.js";
import { showLookAlikes } from "../look-alikes.js";
import { isJudged } from "../result/run-result.js";

/** Words shared by every renderer, so text, Markdown and JUnit say the same thing (figures: figures.ts). */

export const STATUS_WORD: Record<ComparisonStatus, string> = {
  compatible: "COMPATIBLE",
  regressed: "REGRESSED",
  unavailable: "UNAVAILABLE",
  execution_failure: "EXECUTION FAILURE",
};

export const STATUS_MEANING: Record<ComparisonStatus, string> = {
  compatible: "no regression, mismatch or invalid evidence",
  regressed: "behaviour the application relies on changed",
  unavailable: "a provider or model could not be reached on one side; nothing was judged for those cases",
  execution_failure:
    "some cases could not run on one side (or shard parts are missing), so they could not be judged; nothing that ran regressed",
};

export const CATEGORY_TITLE: Record<Category, string> = {
  regression: "Regressions",
  mismatch: "Contract mismatches",
  invalid: "Invalid evidence",
  error: "Execution errors",
  flaky: "Flaky",
  fixed: "Fixed",
  still_failing: "Still failing",
  changed: "Passing with changed output (review, not a regression)",
  passing: "Passing, unchanged",
  missing: "Missing from the candidate",
  new: "New in the candidate",
};

export const CATEGORY_LABEL: Record<Category, string> = {
  regression: "regression",
  mismatch: "mismatch",
  invalid: "invalid",
  error: "error",
  flaky: "flaky",
  fixed: "fixed",
  still_failing: "still failing",
  changed: "changed",
  passing: "passing",
  missing: "missing",
  new: "new",
};

/** Attention order: gating categories first, then the ones a reviewer should still look at. */
export const ATTENTION: readonly Category[] = [
  "regression",
  "mismatch",
  "invalid",
  "error",
  "flaky",
  "still_failing",
];

/** `3 regressions, 1 mismatch` — only non-zero counts, in a fixed order. */
export function countsLine(c: Comparison): string {
  const s = c.summary;
  const parts: [number, string, string][] = [
    [s.regressions, "regression", "regressions"],
    [s.mismatches, "mismatch", "mismatches"],
    [s.invalid, "invalid", "invalid"],
    [s.errors, "error", "errors"],
    [s.flaky, "flaky", "flaky"],
    [s.still_failing, "still failing", "still failing"],
    [s.fixed, "fixed", "fixed"],
    [s.changed, "changed", "changed"],
    [s.passing, "passing", "passing"],
    [s.missing, "missing", "missing"],
    [s.new, "new", "new"],
  ];
  const shown = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  return `${s.cases} ${s.cases === 1 ? "case" : "cases"}${shown.length > 0 ? `: ${shown.join(", ")}` : ""}`;
}

function statusPair(c: CaseComparison, arrow = "->"): string {
  return `${c.baseline_status ?? "absent"} ${arrow} ${c.candidate_status ?? "absent"}`;
}

/**
 * `regression (pass -> fail)`, `flaky (2/3 passed)`, `error (timeout)`. A case whose definition
 * differs from the baseline's (compared with --allow-suite-mismatch, or by the Action on a pull
 * request that edits its suite) says so: its change may be the edit, not the model.
 */
export function changeText(c: CaseComparison, arrow = "->"): string {
  const text = categoryChange(c, arrow);
  return c.definition_changed ? `${text}, definition changed` : text;
}

function categoryChange(c: CaseComparison, arrow: string): string {
  const label = CATEGORY_LABEL[c.category];
  switch (c.category) {
    case "missing":
    case "new":
      return label;
    case "error": {
      // The side that could not execute, by its status: `error (timeout)`, `error (baseline
      // unavailable)`, but `error`, not `error (error)`. A case new in the candidate says so
      // first: `error (new, timeout)`. One a merge never ran is neither new nor missing.
      if (shardAbsentSide(c) !== null) return `${label} (shard missing)`;
      const parts = c.baseline_status === null ? ["new"] : [];
      if (c.candidate_status !== null && !isJudged(c.candidate_status)) {
        if (c.candidate_status !== "error") parts.push(c.candidate_status);
      } else if (c.baseline_status !== null && !isJudged(c.baseline_status)) {
        parts.push(`baseline ${c.baseline_status}`);
      }
      return parts.length === 0 ? label : `${label} (${parts.join(", ")})`;
    }
    case "mismatch":
    case "invalid":
      return `${label} (${c.contract ?? "contract"})`;
    default:
      if (c.p_value !== null) {
        return `${label} (${c.baseline_pass_count}/${c.repeat.baseline} ${arrow} ${c.candidate_pass_count}/${c.repeat.candidate} passed)`;
      }
      return `${label} (${statusPair(c, arrow)})`;
  }
}

/**
 * `'billing' -> 'technical'`; with each side's counts when either counted more than one
 * repetition: `'billing' (4/4) -> 'technical' (3/4)`. `show` makes a label safe for the format
 * (each quotes its labels alike); a comparison written before the counts has none to say.
 */
export function labelChangeText(change: LabelChange, arrow: string, show: (label: string) => string): string {
  const { from_count, from_total, to_count, to_total } = change;
  const counted =
    from_count !== undefined &&
    from_total !== undefined &&
    to_count !== undefined &&
    to_total !== undefined &&
    (from_total > 1 || to_total > 1);
  // `'billing' -> 'bil\u200bling'`: a label that differs only in what does not show says so.
  const from = `'${show(showLookAlikes(change.from))}'${counted ? ` (${from_count}/${from_total})` : ""}`;
  const to = `'${show(showLookAlikes(change.to))}'${counted ? ` (${to_count}/${to_total})` : ""}`;
  return `${from} ${arrow} ${to}`;
}

/** `2 h 5 min`, `3 days` — a baseline's age. */
export function age(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 2 * 86400) {
    const h = Math.floor(seconds / 3600);
    const m = Math.round((seconds % 3600) / 60);
    return m === 0 ? `${h} h` : `${h} h ${m} min`;
  }
  return `${Math.round(seconds / 86400)} days`;
}

/**
 * The sentence naming the cases that ran once on one side and several times on the other, or
 * null. Their verdict compares one answer with the other side's (no test is possible: with one
 * repetition no p can reach alpha), so an unchanged model fails that way often (44.5 % of 12-case
 * text-contract comparisons, 1 against 10, in bench/verdict-sim.mjs): a reader of the gate must
 * know which verdicts those are.
 */
export function singleRepetitionSentence(
  c: Comparison,
  show: (id: string) => string,
  ellipsis: string,
): string | null {
  const once: string[] = [];
  const others = new Set<number>();
  let candidateOnce = true;
  // Whether some such case was configured that way; else its other repetitions could not execute.
  let configured = false;
  for (const x of c.cases) {
    // An `error` case has no verdict to rest on one answer; its reason says what did not run.
    if (x.category === "error") continue;
    // Judged repetitions, not `repeat`: 3 configured of which 2 timed out is one answer too.
    const { baseline, candidate } = x.judged;
    if (baseline === null || candidate === null || Math.min(baseline, candidate) !== 1) continue;
    if (Math.max(baseline, candidate) === 1) continue;
    once.push(x.id);
    if (candidate !== 1) candidateOnce = false;
    others.add(Math.max(baseline, candidate));
    if (x.repeat.baseline !== x.repeat.candidate) configured = true;
  }
  if (once.length === 0) return null;
  const [several] = others;
  const how =
    candidateOnce && others.size === 1
      ? `ran once in the candidate against ${several} times in the baseline`
      : "ran once on one side against several times on the other";
  const n = once.length === 1 ? "1 case" : `${once.length} cases`;
  const remedy = configured
    ? "Give both sides the same repeat."
    : "The other repetitions could not execute (see Compared on fewer repetitions).";
  return `Repetitions differ: ${n} ${how} (${idList(once, show, ellipsis)}); such a verdict rests on one answer, not on a test, and an unchanged model often fails it. ${remedy}`;
}

/**
 * The cases compared on fewer repetitions than they ran with, because some could not execute
 * (on either side) while the case was still judged: their verdict rests on the others, which a
 * reader must see even when the case passes. `error`, `missing` and `new` say so already.
 */
export function partialExecutionCases(c: Comparison): CaseComparison[] {
  return c.cases.filter((x) => {
    if (x.category === "error" || x.category === "missing" || x.category === "new") return false;
    const { baseline, candidate } = x.judged;
    return (
      (baseline !== null && x.repeat.baseline !== null && baseline < x.repeat.baseline) ||
      (candidate !== null && x.repeat.candidate !== null && candidate < x.repeat.candidate)
    );
  });
}

/**
 * The sentence naming the cases of {@link partialExecutionCases} (the first 10), or null: shown
 * under the headline, even of a passing comparison, since those verdicts rest on fewer answers.
 */
export function partialExecutionSentence(
  c: Comparison,
  show: (id: string) => string,
  ellipsis: string,
): string | null {
  const partial = partialExecutionCases(c).map((x) => x.id);
  if (partial.length === 0) return null;
  const n = partial.length === 1 ? "1 case was" : `${partial.length} cases were`;
  return `Some repetitions could not execute: ${n} compared on the repetitions that ran (${idList(partial, show, ellipsis)}); see Compared on fewer repetitions.`;
}

/** `candidate: 1 of 3 repetitions executed`: what a case of {@link partialExecutionCases} was compared on. */
export function judgedCounts(x: CaseComparison): string {
  const parts: string[] = [];
  for (const side of ["candidate", "baseline"] as const) {
    const judged = x.judged[side];
    const repeat = x.repeat[side];
    if (judged !== null && repeat !== null && judged < repeat)
      parts.push(`${side}: ${judged} of ${repeat} repetitions executed`);
  }
  return parts.join(", ");
}

/**
 * The sentence naming the cases whose definition differs from the baseline's (the first 10,
 * each as `show` gives it; `ellipsis` before the count of the rest), or null when none does.
 */
export function editedSentence(c: Comparison, show: (id: string) => string, ellipsis: string): string | null {
  const edited = c.cases.filter((x) => x.definition_changed).map((x) => x.id);
  if (edited.length === 0) return null;
  return `Case definitions changed since the baseline: ${idList(edited, show, ellipsis)}; their results may reflect the edit, not the model.`;
}

/** The first 10 ids as `show` gives them, then `ellipsis` and the count of all when there are more. */
function idList(ids: readonly string[], show: (id: string) => string, ellipsis: string): string {
  const more = ids.length > 10 ? `, ${ellipsis} (${ids.length} in all)` : "";
  return `${ids
    .slice(0, 10)
    .map((id) => show(id))
    .join(", ")}${more}`;
}
