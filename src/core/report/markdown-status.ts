/**
 * The first line of a comparison comment: an icon for the verdict, the verdict in words, and one
 * compact row of icon + count per category, so a reviewer reads the outcome at a glance.
 */
import type { Category, Comparison, ComparisonStatus } from "../compare/comparison.js";
import { SUMMARY_KEY } from "../compare/comparison.js";
import { ATTENTION, CATEGORY_LABEL } from "./format.js";

export const STATUS_ICON: Record<ComparisonStatus, string> = {
  compatible: "✅",
  regressed: "❌",
  unavailable: "⚠️",
  execution_failure: "⚠️",
};

/** Shown when there is nothing to compare with (the Action's first run). */
export const NO_BASELINE_ICON = "⏸";

export const CATEGORY_ICON: Record<Category, string> = {
  regression: "❌",
  mismatch: "❌",
  invalid: "❌",
  error: "⚠️",
  flaky: "🎲",
  still_failing: "🔁",
  fixed: "🩹",
  changed: "✏️",
  passing: "✅",
  missing: "➖",
  new: "➕",
};

/** Order of the counts row: what fails first, what passes last. */
const ROW_ORDER: readonly Category[] = [...ATTENTION, "fixed", "changed", "passing", "missing", "new"];

const PLURAL: Partial<Record<Category, string>> = {
  regression: "regressions",
  mismatch: "mismatches",
  error: "errors",
};

/** `❌ 2 regressions · 🩹 1 fixed · ✅ 9 passing`: non-zero categories only. */
export function countsRow(c: Comparison): string {
  const shown = ROW_ORDER.filter((cat) => c.summary[SUMMARY_KEY[cat]] > 0).map((cat) => {
    const n = c.summary[SUMMARY_KEY[cat]];
    return `${CATEGORY_ICON[cat]} ${n} ${n === 1 ? CATEGORY_LABEL[cat] : (PLURAL[cat] ?? CATEGORY_LABEL[cat])}`;
  });
  const total = `${c.summary.cases} ${c.summary.cases === 1 ? "case" : "cases"}`;
  return shown.length === 0 ? total : `${total}: ${shown.join(" · ")}`;
}
