/**
 * The bounds of a run's options as its caller gives them: the CLI's `--repeat` and
 * `--concurrency`, the Action's `concurrency` input, the library's `repeat` and `concurrency`.
 * One place, so that every entry point refuses the same values.
 */

/** Repetitions of a case (a suite's own `repeat:` too). */
export const MAX_REPEAT = 1000;

/** Calls in flight at once over the whole invocation. */
export const MAX_RUN_CONCURRENCY = 1024;
