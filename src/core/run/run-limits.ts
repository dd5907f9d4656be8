/**
 * The bounds of a run's options as its caller gives them: the CLI's `--repeat`, `--concurrency`
 * and `--check-timeout`, the Action's inputs of the same names, the library's `repeat`,
 * `concurrency` and `checkTimeoutMs`. One place, so that every entry point refuses the same values.
 */

/** Repetitions of a case (a suite's own `repeat:` too). */
export const MAX_REPEAT = 1000;

/** Calls in flight at once over the whole invocation. */
export const MAX_RUN_CONCURRENCY = 1024;

/** The longest deadline of a custom check, in seconds: a day (a longer timer would fire at once). */
export const MAX_CHECK_TIMEOUT_S = 86_400;

/**
 * A custom check's deadline written as seconds (a fraction allowed, more than 0, at most a day),
 * in milliseconds; null when the text is no such number (the caller words the problem, naming
 * its flag or input).
 */
export function checkTimeoutMs(text: string): number | null {
  const seconds = /^\s*\d*\.?\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!(seconds > 0) || seconds > MAX_CHECK_TIMEOUT_S) return null;
  return Math.max(1, Math.round(seconds * 1000));
}

/** What a check deadline must be, for the messages refusing one. */
export const CHECK_TIMEOUT_RULE = `a number of seconds more than 0 and at most ${MAX_CHECK_TIMEOUT_S}`;
