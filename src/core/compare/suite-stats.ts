import type {
  CaseComparison,
  ComputeLacking,
  LatencyFigure,
  SideSource,
  SuiteLatency,
  SuiteTokens,
} from "./comparison.js";
import { deltaPct, round1 } from "./stats.js";

/** A side's figures of the cases that have one on both sides, filled in place (no lists copied). */
class PairedFigures {
  readonly before: Float64Array;
  readonly after: Float64Array;
  count = 0;
  constructor(capacity: number) {
    this.before = new Float64Array(capacity);
    this.after = new Float64Array(capacity);
  }
  /** Takes the pair when both sides have the figure; whether it did. */
  add(before: number | null, after: number | null): boolean {
    if (before === null || after === null) return false;
    this.before[this.count] = before;
    this.after[this.count] = after;
    this.count++;
    return true;
  }
  /**
   * The median of each side over those cases (so a case missing from one side cannot shift
   * either median), and the change between them.
   */
  medians(): { before: number | null; after: number | null; deltaPct: number | null } {
    const before = numericMedian(this.before.subarray(0, this.count));
    const after = numericMedian(this.after.subarray(0, this.count));
    return { before, after, deltaPct: deltaPct(before, after) };
  }
}

/**
 * stats.ts's median of the figures, by the engine's native double sort (no comparator: by value,
 * -0 before 0; figures are never NaN), so the median is the same but for the sign of a zero
 * (stats.ts's stable `a - b` sort keeps -0 and 0 as given), which no report shows: JSON writes
 * -0 as 0 and a change from zero has no percentage. A quickselect in script was
 * tried: the sort runs compiled from the first call, where the script runs interpreted for most
 * of a comparison (at 5,000 cases about 9 times slower, at 100,000 still slower).
 * `values` is reordered.
 */
function numericMedian(values: Float64Array): number | null {
  const n = values.length;
  if (n === 0) return null;
  values.sort();
  const mid = n >> 1;
  return n % 2 === 1 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
}

/**
 * Suite latency: the median of the per-case medians over the cases timed on both sides, so
 * a case missing from one side cannot shift either median. One pass over the cases.
 */
export function suiteLatency(
  cases: readonly CaseComparison[],
  thresholdPct: number,
  minDeltaMs: number,
  computeLacking: ComputeLacking = null,
): SuiteLatency {
  const figures = new PairedFigures(cases.length);
  let slower = 0;
  // Over the paired cases: each side's source (combineSources) and the figure compared by.
  const baseline = new SourceSeen();
  const candidate = new SourceSeen();
  let figure: LatencyFigure | "mixed" | null = null;
  for (let i = 0; i < cases.length; i++) {
    const latency = cases[i]!.latency;
    if (latency.slower) slower++;
    if (!figures.add(latency.baseline_ms, latency.candidate_ms)) continue;
    baseline.see(latency.source.baseline as SideSource);
    candidate.see(latency.source.candidate as SideSource);
    const f = latency.figure;
    if (f !== null && figure !== "mixed") figure = figure === null || figure === f ? f : "mixed";
  }
  const m = figures.medians();
  return {
    baseline_median_ms: m.before,
    candidate_median_ms: m.after,
    delta_pct: m.deltaPct,
    cases_compared: figures.count,
    slower_cases: slower,
    source: { baseline: baseline.combined(), candidate: candidate.combined() },
    figure,
    compute_lacking: figure === null || figure === "compute" ? null : computeLacking,
    threshold_pct: thresholdPct,
    min_delta_ms: minDeltaMs,
  };
}

/** Output tokens and tokens per second, summarised the same way, in one pass. */
export function suiteTokens(cases: readonly CaseComparison[]): SuiteTokens {
  const counts = new PairedFigures(cases.length);
  const rates = new PairedFigures(cases.length);
  let longer = 0;
  let tpsSlower = 0;
  for (let i = 0; i < cases.length; i++) {
    const tokens = cases[i]!.tokens;
    counts.add(tokens.baseline, tokens.candidate);
    rates.add(tokens.tps_baseline, tokens.tps_candidate);
    if (tokens.longer) longer++;
    if (tokens.tps_slower) tpsSlower++;
  }
  const m = counts.medians();
  const tps = rates.medians();
  return {
    baseline_median: m.before,
    candidate_median: m.after,
    delta_pct: m.deltaPct,
    tps_baseline_median: tps.before === null ? null : round1(tps.before),
    tps_candidate_median: tps.after === null ? null : round1(tps.after),
    tps_delta_pct: tps.deltaPct,
    cases_compared: counts.count,
    longer_cases: longer,
    tps_slower_cases: tpsSlower,
  };
}

/** The sources of the cases, as they are met: the one (non-null) source seen, or `mixed`. */
class SourceSeen {
  private seen: SideSource = null;
  private mixed = false;
  see(s: SideSource): void {
    if (s === null) return;
    if (this.seen === null) this.seen = s;
    else if (this.seen !== s) this.mixed = true;
  }
  combined(): SideSource {
    return this.mixed ? "mixed" : this.seen;
  }
}
