import type { CompareOptions } from "./compare-options.js";
import type { Decision } from "./holm.js";
export declare function formatP(p: number): string;
/** `p = 0.0433`, or `p < 0.0001` for a tiny one. */
export declare function pText(p: number): string;
/** `corrected threshold 0.00417; alpha 0.05, Holm over 12 tests`, or `alpha 0.05` uncorrected. */
export declare function thresholdText(d: Decision, opts: CompareOptions): string;
