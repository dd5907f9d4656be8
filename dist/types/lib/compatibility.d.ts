import { type Category, type Comparison } from "../core/compare/comparison.js";
import { type GateOptions } from "../core/compare/gate.js";
import { ArgumentCheck } from "./arguments.js";
/** Which differences make a comparison incompatible; the CLI's `--fail-on` and `--fail-on-latency`. */
export interface CompatibilityOptions {
    /** Categories that fail besides the defaults (regression, mismatch, invalid), e.g. `["changed"]`. */
    failOn?: readonly Category[];
    /** Slower cases fail too. */
    failOnLatency?: boolean;
}
/**
 * Null when the comparison passes the gate (what `modelgate compare` exits 0 on), else a readable
 * message naming every case that fails it, with the reason.
 */
export declare function compatibilityFailure(comparison: Comparison, options?: CompatibilityOptions): string | null;
/** {@link compatibilityFailure} for the function `fn` the caller called (named by its mistakes). */
export declare function failureOf(fn: string, comparison: Comparison, options: CompatibilityOptions): string | null;
/** For `node:test` (or any runner): throws an AssertionError listing the failing cases. */
export declare function assertCompatible(comparison: Comparison, options?: CompatibilityOptions): void;
/**
 * The gate the options ask for: the defaults plus `failOn` (the names `--fail-on` takes), slower
 * cases when `failOnLatency`. A mistake is a problem of `check`.
 */
export declare function checkedGateOptions(check: ArgumentCheck, options: unknown): GateOptions;
