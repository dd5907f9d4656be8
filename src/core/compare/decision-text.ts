import type { CompareOptions } from "./compare-options.js";
import type { Decision } from "./holm.js";

export function formatP(p: number): string {
  if (p < 0.0001) return "< 0.0001";
  return String(Number(p.toPrecision(3)));
}

/** `p = 0.0433`, or `p < 0.0001` for a tiny one. */
export function pText(p: number): string {
  return p < 0.0001 ? `p ${formatP(p)}` : `p = ${formatP(p)}`;
}

/** `corrected threshold 0.00417; alpha 0.05, Holm over 12 tests`, or `alpha 0.05` uncorrected. */
export function thresholdText(d: Decision, opts: CompareOptions): string {
  if (opts.correction === "none") return `alpha ${opts.alpha}, no correction`;
  const holm = `alpha ${opts.alpha}, Holm over ${d.family} ${d.family === 1 ? "test" : "tests"}`;
  if (d.stoppedAt !== null)
    return `Holm's step-down stopped before it, at a p no larger that missed its threshold ${formatP(d.stoppedAt)}; ${holm}`;
  if (d.threshold === null)
    return `with these counts p cannot go below ${formatP(d.minimum)}, so it is not tested at alpha ${opts.alpha}`;
  return `corrected threshold ${formatP(d.threshold)}; ${holm}`;
}
