import type {
  CaseComparison,
  Category,
  Comparison,
  ComparisonStatus,
  SideSource,
} from "../compare/comparison.js";
import { isJudged } from "../result/run-result.js";

/** Words and numbers shared by every renderer, so text, Markdown and JUnit say the same thing. */

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

export function ms(value: number | null): string {
  if (value === null) return "–";
  return value >= 100 ? `${Math.round(value)} ms` : `${Number(value.toFixed(1))} ms`;
}

export function pct(value: number | null): string {
  if (value === null) return "";
  return `${value > 0 ? "+" : value < 0 ? "-" : "±"}${Math.abs(value)}%`;
}

export function num(value: number | null): string {
  return value === null ? "–" : String(Number(value.toFixed(1)));
}

export function sourceWord(source: SideSource): string {
  return source ?? "no timing";
}

/** `820 ms -> 870 ms (+6.1%)`, with `slower` when the case crossed both thresholds. */
export function latencyText(c: CaseComparison, arrow = "->"): string {
  const l = c.latency;
  if (l.baseline_ms === null && l.candidate_ms === null) return "";
  const base = `${ms(l.baseline_ms)} ${arrow} ${ms(l.candidate_ms)}`;
  const delta = l.delta_pct === null ? "" : ` (${pct(l.delta_pct)})`;
  return `${base}${delta}${l.slower ? ", slower" : ""}`;
}

export function statusPair(c: CaseComparison, arrow = "->"): string {
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
    case "error":
      // The side that could not execute, by its status: `error (timeout)`, `error (baseline
      // unavailable)`, but `error`, not `error (error)`.
      if (c.candidate_status !== null && !isJudged(c.candidate_status))
        return c.candidate_status === "error" ? label : `${label} (${c.candidate_status})`;
      if (c.baseline_status !== null && !isJudged(c.baseline_status))
        return `${label} (baseline ${c.baseline_status})`;
      return label;
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

/** Ids of the cases whose definition differs from the baseline's, or null when none does. */
export function editedCases(c: Comparison): string[] | null {
  const ids = c.cases.filter((x) => x.definition_changed).map((x) => x.id);
  return ids.length > 0 ? ids : null;
}

export const EDITED_NOTE = "their results may reflect the edit, not the model";
