import type { CaseComparison, LatencyFigure, SideSource, SuiteLatency, SuiteTokens } from "./comparison.js";
import { combineSources, deltaPct, round1 } from "./stats.js";

/**
 * The medians of both sides over the cases that have the figure on both sides, so a case
 * missing from one side cannot shift either median.
 */
function pairedMedians(
  cases: readonly CaseComparison[],
  baseline: (c: CaseComparison) => number | null,
  candidate: (c: CaseComparison) => number | null,
): { paired: CaseComparison[]; before: number | null; after: number | null } {
  const paired = cases.filter((c) => baseline(c) !== null && candidate(c) !== null);
  return {
    paired,
    before: numericMedian(paired, baseline),
    after: numericMedian(paired, candidate),
  };
}

/**
 * stats.ts's median of the figures, sorted natively as doubles: at 100,000 cases a comparator
 * sort costs more than the rest of the summary. Figures are finite (never NaN), so the order,
 * and the median, are the same.
 */
function numericMedian(
  cases: readonly CaseComparison[],
  figure: (c: CaseComparison) => number | null,
): number | null {
  const n = cases.length;
  if (n === 0) return null;
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) values[i] = figure(cases[i]!) as number;
  values.sort();
  const mid = n >> 1;
  return n % 2 === 1 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
}

/**
 * Suite latency: the median of the per-case medians over the cases timed on both sides, so
 * a case missing from one side cannot shift either median.
 */
export function suiteLatency(
  cases: readonly CaseComparison[],
  thresholdPct: number,
  minDeltaMs: number,
): SuiteLatency {
  const { paired, before, after } = pairedMedians(
    cases,
    (c) => c.latency.baseline_ms,
    (c) => c.latency.candidate_ms,
  );
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
    figure: suiteFigure(paired.map((c) => c.latency.figure)),
    threshold_pct: thresholdPct,
    min_delta_ms: minDeltaMs,
  };
}

/** Output tokens and tokens per second, summarised the same way. */
export function suiteTokens(cases: readonly CaseComparison[]): SuiteTokens {
  const { paired, before, after } = pairedMedians(
    cases,
    (c) => c.tokens.baseline,
    (c) => c.tokens.candidate,
  );
  const { before: tpsBefore, after: tpsAfter } = pairedMedians(
    cases,
    (c) => c.tokens.tps_baseline,
    (c) => c.tokens.tps_candidate,
  );
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

function suiteFigure(figures: readonly (LatencyFigure | null)[]): LatencyFigure | "mixed" | null {
  const seen = new Set(figures.filter((f): f is LatencyFigure => f !== null));
  if (seen.size === 0) return null;
  return seen.size === 1 ? [...seen][0]! : "mixed";
}
