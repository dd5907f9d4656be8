/**
 * Relative slack when holding a p-value to a threshold. An exact p is a sum of floating-point
 * terms that can land a few ulps above its true value (8/8 -> 5/8 is exactly 0.1 but sums to
 * 0.10000000000000016), so a p equal to alpha would lose `p <= alpha`. R's fisher.test allows
 * the same 1e-7; no attainable p of these tests lies that close above a threshold.
 */
const RELATIVE_TOLERANCE = 1e-7;

/** `p <= threshold`, up to rounding: every comparison of a p-value with alpha goes through this. */
export function withinThreshold(p: number, threshold: number): boolean {
  return p <= threshold * (1 + RELATIVE_TOLERANCE);
}
