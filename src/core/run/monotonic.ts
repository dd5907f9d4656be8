/**
 * Milliseconds on a monotonic clock, with sub-millisecond precision. `performance.now()` gives the
 * same, but its first use loads Node's perf_hooks modules (a few milliseconds of every start-up).
 */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
