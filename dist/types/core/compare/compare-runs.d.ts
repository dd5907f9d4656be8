import type { RunResult } from "../result/run-result.js";
import { type CompareOptions } from "./compare-options.js";
import { type Comparison } from "./comparison.js";
export { MIN_TPS_TOKENS } from "./case-figures.js";
export { type CompareOptions, DEFAULT_COMPARE_OPTIONS } from "./compare-options.js";
export { formatP } from "./decision-text.js";
/**
 * Compares a candidate run with a baseline run of the same suite. Throws InputError for runs
 * that cannot be compared (different suites, changed case definitions, duplicate ids).
 *
 * Category precedence — the first rule that applies wins (docs/comparison.md):
 *  1. missing / new     the case is on one side only (a new case the candidate could not
 *                       execute is `error`: it gates as an execution failure; so is a case
 *                       the other side's merge never ran, its shard missing)
 *  2. error             either side could not execute it (or failed only for lack of executions)
 *  3. regression        passed in the baseline; with one repetition a side, fails or is invalid
 *                       now; with repetitions on both sides, its pass rate dropped significantly
 *                       (one-sided Fisher, Holm-corrected over the comparison's repeated cases)
 *  4. invalid           its contract cannot be evaluated: evidence malformed on one side
 *  5. mismatch          its contract differs from the baseline's evidence (with repetitions: the
 *                       candidate's match rate dropped significantly below the baseline's own)
 *  6. flaky             repetitions on both sides, baseline passed, candidate passes k < N times
 *                       (0 included) and the drop is not significant
 *  7. fixed             did not pass in the baseline, passes now
 *  8. still_failing     did not pass in the baseline, does not pass now
 *  9. changed           passes in both; output or evidence changed
 * 10. passing           passes in both, unchanged
 */
export declare function compareRuns(baseline: RunResult, candidate: RunResult, options?: Partial<CompareOptions>): Comparison;
