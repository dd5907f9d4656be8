import type { CaseComparison, SideSource, SuiteLatency, SuiteTokens } from "./comparison.js";
import { combineSources, deltaPct, median, round1 } from "./stats.js";

/**
 * Suite latency: the median of the per-case medians over the cases timed on both sides, so
 * a case missing from one side cannot shift either median.
 */
export function suiteLatency(
  cases: readonly CaseComparison[],
  thresholdPct: number,
  minDeltaMs: number,
): SuiteLatency {
  const paired = cases.filter((c) => c.latency.baseline_ms !== null && c.latency.candidate_ms !== null);
  const before = median(paired.map((c) => c.latency.baseline_ms as number));
  const after = median(paired.map((c) => c.latency.candidate_ms as number));
  return {
    baseline_median_ms: before,
    candidate_median_ms: after,
    delta_pct: deltaPct(before, after),
    cases_compared: paired.length,
    slower_cases: cases.filter((c) => c.latency.slower).length,
    source: {
      baseline: combineSources(paired.map((c) => c.latency.source.baseline as SideSource)),
      candidate: combineSources(paired.map((c) => c.latency.source.candidate as SideSource)),
    },
    threshold_pct: thresholdPct,
    min_delta_ms: minDeltaMs,
  };
}

/** Output tokens and tokens per second, summarised the same way. */
export function suiteTokens(cases: readonly CaseComparison[]): SuiteTokens {
  const paired = cases.filter((c) => c.tokens.baseline !== null && c.tokens.candidate !== null);
  const before = median(paired.map((c) => c.tokens.baseline as number));
  const after = median(paired.map((c) => c.tokens.candidate as number));
  const rated = cases.filter((c) => c.tokens.tps_baseline !== null && c.tokens.tps_candidate !== null);
  const tpsBefore = median(rated.map((c) => c.tokens.tps_baseline as number));
  const tpsAfter = median(rated.map((c) => c.tokens.tps_candidate as number));
  return {
    baseline_median: before,
    candidate_median: after,
    delta_pct: deltaPct(before, after),
    tps_baseline_median: tpsBefore === null ? null : round1(tpsBefore),
    tps_candidate_median: tpsAfter === null ? null : round1(tpsAfter),
    tps_delta_pct: deltaPct(tpsBefore, tpsAfter),
    cases_compared: paired.length,
    longer_cases: cases.filter((c) => c.tokens.longer).length,
    tps_slower_cases: cases.filter((c) => c.tokens.tps_slower).length,
  };
}
