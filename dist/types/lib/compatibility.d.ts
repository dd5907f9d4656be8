import { type Category, type Comparison } from "../core/compare/comparison.js";
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
/** For `node:test` (or any runner): throws an AssertionError listing the failing cases. */
export declare function assertCompatible(comparison: Comparison, options?: CompatibilityOptions): void;
