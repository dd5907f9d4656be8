/** How the per-case significance threshold is corrected for testing many cases at once. */
export declare const CORRECTIONS: readonly ["holm", "none"];
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
export declare function holmDecisions(pValues: readonly number[], alpha: number, correction: Correction, minimumP?: readonly number[]): Decision[];
