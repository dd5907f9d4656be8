import { type Category, type Comparison } from "./comparison.js";
export interface GateOptions {
    /** Behaviour categories that fail the gate (DEFAULT_FAIL_ON plus any `--fail-on`). */
    failOn: readonly Category[];
    /** Slower cases fail the gate too. */
    failOnLatency: boolean;
}
export interface GateResult {
    /** 0 pass; 1 behaviour (or latency) failed; 3 only execution failures (`error` cases, missing shards). */
    exitCode: 0 | 1 | 3;
    /** The gating categories present, in precedence order (`error` included when present). */
    failing: Category[];
    /** Slower cases that failed the gate (0 unless `failOnLatency`). */
    slower: number;
    /** `2/4`-style names of shards missing from a merged side: they gate like `error` (exit 3). */
    missingShards: string[];
}
/**
 * Decides the exit code. `error` (and a merge missing shards) always gates but only ever yields 3:
 * an infrastructure failure is reported as such, never as a regression. A behaviour failure wins
 * over it (exit 1).
 */
export declare function gate(comparison: Comparison, options: GateOptions): GateResult;
/** `candidate 2/4`-style names of the shards missing from a merged side. */
export declare function missingShardNames(comparison: Comparison): string[];
/**
 * Parses `--fail-on` (comma-separated; summary spellings such as `regressions` accepted too): the
 * listed categories are added to the defaults.
 * Returns the problem for an unknown name, for the caller to report as a usage error.
 */
export declare function parseFailOn(text: string): {
    ok: true;
    failOn: Category[];
} | {
    ok: false;
    error: string;
};
/**
 * The category a `--fail-on` name (or a library caller's `failOn` entry) means: its own name, its
 * summary spelling (`regressions`), `-` for `_` (`still-failing`); undefined for any other name.
 */
export declare function failOnCategory(name: string): Category | undefined;
