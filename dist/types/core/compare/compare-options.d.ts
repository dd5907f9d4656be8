import { type Correction } from "./holm.js";
export interface CompareOptions {
    /** Significance level of the one-sided Fisher test for pass-rate drops. */
    alpha: number;
    /** `holm`: alpha is shared over every repeated case of the comparison (step-down); `none`: per case. */
    correction: Correction;
    /** A case is slower only when its median grew by more than this percentage... */
    latencyThresholdPct: number;
    /** ...and by more than this many milliseconds. */
    minLatencyDeltaMs: number;
    /** Output tokens count as longer only past the percentage threshold and this many tokens. */
    minTokenDelta: number;
    /** Compare cases whose definitions (`case_sha256`) differ instead of refusing. */
    allowSuiteMismatch: boolean;
}
export declare const DEFAULT_COMPARE_OPTIONS: CompareOptions;
/** The defaults with the given options over them; out-of-range values are an InputError. */
export declare function resolveOptions(options: Partial<CompareOptions>): CompareOptions;
/**
 * Each option out of its range, by its name (`alpha must be in (0, 1], got 5`): compare() names
 * itself before them. A value that is no number is its type check's to report, not one more here.
 */
export declare function compareOptionProblems(options: {
    readonly [K in keyof CompareOptions]?: unknown;
}): string[];
