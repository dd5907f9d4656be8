import type { CaseComparison, LatencyFigure, SideSource, SuiteLatency, SuiteTokens } from "./comparison.js";
import { deltaPct, round1 } from "./stats.js";

/**
 * One figure over the cases that have it on both sides (so a case missing from one side cannot
 * shift either median): those cases (when `keep` holds them), how many, the median of each side,
 * and the change between them.
 */
function medianChange(
  cases: readonly CaseComparison[],
  baseline: (c: CaseComparison) => number | null,
  candidate: (c: CaseComparison) => number | null,
  keep?: CaseComparison[],
): { count: number; before: number | null; after: number | null; deltaPct: number | null } {
  // Filled in place, no lists of numbers to copy: at 100,000 cases three summaries read them.
  const before = new Float64Array(cases.length);
  const after = new Float64Array(cases.length);
  let count = 0;
  for (let i = 0; i < cases.length; i++) {
    const c = cases[i]!;
    const b = baseline(c);
    if (b === null) continue;
    const a = candidate(c);
    if (a === null) continue;
    keep?.push(c);
    before[count] = b;
    after[count] = a;
    count++;
  }
  const medians = {
    before: numericMedian(before.subarray(0, count)),
    after: numericMedian(after.subarray(0, count)),
  };
  return { count, ...medians, deltaPct: deltaPct(medians.before, medians.after) };
}

/**
 * stats.ts's median of the figures, without sorting them: at 100,000 cases a sort costs more
 * than the rest of the summary. The middle values are selected (quickselect) in the order a
 * native double sort gives (-0 before 0; figures are never NaN), so the median is the same.
 * `values` is reordered.
 */
function numericMedian(values: Float64Array): number | null {
  const n = values.length;
  if (n === 0) return null;
  const mid = n >> 1;
  const upper = select(values, mid);
  if (n % 2 === 1) return upper;
  // Below the selected middle are the smaller values: the lower middle is their largest.
  let lower = values[0]!;
  for (let i = 1; i < mid; i++) if (before(lower, values[i]!)) lower = values[i]!;
  return (lower + upper) / 2;
}

/** The order of a native double sort: by value, -0 before 0. */
function before(a: number, b: number): boolean {
  return a < b || (a === 0 && b === 0 && Object.is(a, -0) && !Object.is(b, -0));
}

/** The k-th smallest value; `values` is reordered so that those before index k are not after it. */
function select(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (hi > lo) {
    // Median of three as the pivot: runs of equal or sorted figures stay linear.
    const m = (lo + hi) >> 1;
    const pivot = middleOf(values[lo]!, values[m]!, values[hi]!);
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (before(values[i]!, pivot)) i++;
      while (before(pivot, values[j]!)) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k]!;
  }
  return values[k]!;
}

function middleOf(a: number, b: number, c: number): number {
  if (before(a, b)) return before(b, c) ? b : before(a, c) ? c : a;
  return before(a, c) ? a : before(b, c) ? c : b;
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
  const paired: CaseComparison[] = [];
  const m = medianChange(
    cases,
    (c) => c.latency.baseline_ms,
    (c) => c.latency.candidate_ms,
    paired,
  );
  return {
    baseline_median_ms: m.before,
    candidate_median_ms: m.after,
    delta_pct: m.deltaPct,
    cases_compared: m.count,
    slower_cases: count(cases, (c) => c.latency.slower),
    source: {
      baseline: combineSources(paired, (c) => c.latency.source.baseline as SideSource),
      candidate: combineSources(paired, (c) => c.latency.source.candidate as SideSource),
    },
    figure: suiteFigure(paired),
    threshold_pct: thresholdPct,
    min_delta_ms: minDeltaMs,
  };
}

/** Output tokens and tokens per second, summarised the same way. */
export function suiteTokens(cases: readonly CaseComparison[]): SuiteTokens {
  const m = medianChange(
    cases,
    (c) => c.tokens.baseline,
    (c) => c.tokens.candidate,
  );
  const tps = medianChange(
    cases,
    (c) => c.tokens.tps_baseline,
    (c) => c.tokens.tps_candidate,
  );
  return {
    baseline_median: m.before,
    candidate_median: m.after,
    delta_pct: m.deltaPct,
    tps_baseline_median: tps.before === null ? null : round1(tps.before),
    tps_candidate_median: tps.after === null ? null : round1(tps.after),
    tps_delta_pct: tps.deltaPct,
    cases_compared: m.count,
    longer_cases: count(cases, (c) => c.tokens.longer),
    tps_slower_cases: count(cases, (c) => c.tokens.tps_slower),
  };
}

function suiteFigure(paired: readonly CaseComparison[]): LatencyFigure | "mixed" | null {
  let seen: LatencyFigure | null = null;
  for (const c of paired) {
    const f = c.latency.figure;
    if (f === null) continue;
    if (seen === null) seen = f;
    else if (seen !== f) return "mixed";
  }
  return seen;
}

function count(cases: readonly CaseComparison[], holds: (c: CaseComparison) => boolean): number {
  let n = 0;
  for (const c of cases) if (holds(c)) n++;
  return n;
}

/** stats.ts's combineSources of one source of each case, without a list of them. */
function combineSources(
  cases: readonly CaseComparison[],
  source: (c: CaseComparison) => SideSource,
): SideSource {
  let seen: SideSource = null;
  for (let i = 0; i < cases.length; i++) {
    const s = source(cases[i]!);
    if (s === null) continue;
    if (seen === null) seen = s;
    else if (seen !== s) return "mixed";
  }
  return seen;
}
