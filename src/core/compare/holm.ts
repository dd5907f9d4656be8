/** How the per-case significance threshold is corrected for testing many cases at once. */
export type Correction = "holm" | "none";

export const CORRECTIONS: readonly Correction[] = ["holm", "none"];

export interface Decision {
  p: number;
  /** The threshold this hypothesis was held to: alpha / (m - rank) under Holm, alpha without. */
  threshold: number;
  significant: boolean;
  /** How many hypotheses the correction was over (the comparison's repeated-case tests). */
  family: number;
}

/**
 * Holm's step-down procedure: the smallest p is held to alpha/m, the next to alpha/(m-1), ...,
 * and testing stops at the first that misses its threshold. It keeps the chance of any false
 * alarm across the whole comparison at most alpha, whatever the dependence between cases, and
 * rejects at least as much as Bonferroni. Decisions are returned in the input order.
 */
export function holmDecisions(pValues: readonly number[], alpha: number, correction: Correction): Decision[] {
  const m = pValues.length;
  if (correction === "none")
    return pValues.map((p) => ({ p, threshold: alpha, significant: p <= alpha, family: m }));
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || a.i - b.i);
  const decisions: Decision[] = new Array(m);
  let rejecting = true;
  order.forEach(({ p, i }, rank) => {
    const threshold = alpha / (m - rank);
    rejecting = rejecting && p <= threshold;
    decisions[i] = { p, threshold, significant: rejecting, family: m };
  });
  return decisions;
}
