import type { CompareOptions } from "./compare-options.js";
import type { Decision } from "./holm.js";

export function formatP(p: number): string {
  if (p < 0.0001) return "< 0.0001";
  return String(Number(p.toPrecision(3)));
}

/** `corrected threshold 0.00417; alpha 0.05, Holm over 12 tests`, or `alpha 0.05` uncorrected. */
export function thresholdText(d: Decision, opts: CompareOptions): string {
  if (opts.correction === "none") return `alpha ${opts.alpha}, no correction`;
  if (d.minimum > opts.alpha)
    return `with these counts p cannot go below ${formatP(d.minimum)}, so it is not tested at alpha ${opts.alpha}`;
  const tests = `${d.family} ${d.family === 1 ? "test" : "tests"}`;
  return `corrected threshold ${formatP(d.threshold)}; alpha ${opts.alpha}, Holm over ${tests}`;
}
