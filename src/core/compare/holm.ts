import { withinThreshold } from "./significance.js";

/** How the per-case significance threshold is corrected for testing many cases at once. */
export const CORRECTIONS = ["holm", "none"] as const;
export type Correction = (typeof CORRECTIONS)[number];

export interface Decision {
  p: number;
  /**
   * The threshold this hypothesis was held to: alpha / (m - rank) under Holm, alpha without.
   * Null when it was never held to one: left out of the family, or after Holm's step-down stopped.
   */
  threshold: number | null;
  significant: boolean;
  /** How many hypotheses the correction was over (the comparison's repeated-case tests). */
  family: number;
  /** The smallest p-value the test's margins allow; above alpha the hypothesis is not tested. */
  minimum: number;
  /** After Holm's step-down stopped: the threshold the p that stopped it missed; else null. */
  stoppedAt: number | null;
}

/**
 * Holm's step-down procedure: the smallest p is held to alpha/m, the next to alpha/(m-1), ...,
 * and testing stops at the first that misses its threshold. It keeps the chance of any false
 * alarm across the whole comparison at most alpha, whatever the dependence between cases, and
 * rejects at least as much as Bonferroni. Decisions are returned in the input order.
 */
export function holmDecisions(
  pValues: readonly number[],
  alpha: number,
  correction: Correction,
  minimumP: readonly number[] = [],
): Decision[] {
  const minimum = (i: number) => minimumP[i] ?? 0;
  if (correction === "none")
    return pValues.map((p, i) => ({
      p,
      threshold: alpha,
      significant: withinThreshold(p, alpha),
      family: pValues.length,
      minimum: minimum(i),
      stoppedAt: null,
    }));
  // Tarone's refinement for discrete tests: a hypothesis whose smallest attainable p-value (given
  // its table's margins, which the exact test conditions on) is above alpha can never be
  // rejected, so it does not join the family and does not dilute the others' thresholds.
  const testable = pValues.map((_, i) => withinThreshold(minimum(i), alpha));
  const m = testable.filter(Boolean).length;
  const decisions: Decision[] = pValues.map((p, i) => ({
    p,
    threshold: null,
    significant: false,
    family: m,
    minimum: minimum(i),
    stoppedAt: null,
  }));
  const order = pValues
    .map((p, i) => ({ p, i }))
    .filter(({ i }) => testable[i])
    .sort((a, b) => a.p - b.p || a.i - b.i);
  let stoppedAt: number | null = null;
  order.forEach(({ p, i }, rank) => {
    if (stoppedAt !== null) {
      decisions[i] = { ...decisions[i]!, stoppedAt };
      return;
    }
    const threshold = alpha / (m - rank);
    const significant = withinThreshold(p, threshold);
    if (!significant) stoppedAt = threshold;
    decisions[i] = { ...decisions[i]!, threshold, significant };
  });
  return decisions;
}
