import type { RepetitionResult } from "../result/run-result.js";
import type { CompareOptions } from "./compare-options.js";
import type { CaseLatency, CaseTokens } from "./comparison.js";
import { deltaPct, latencyFigure, sideLatency, sideTokens } from "./stats.js";

/** A compared case's latency and token figures, and whether they count as slower or longer. */

export function caseLatency(
  bJudged: readonly RepetitionResult[],
  cJudged: readonly RepetitionResult[],
  opts: CompareOptions,
): CaseLatency {
  const figure = latencyFigure(bJudged, cJudged);
  const before = sideLatency(bJudged, figure);
  const after = sideLatency(cJudged, figure);
  const deltaMs = before.ms === null || after.ms === null ? null : after.ms - before.ms;
  const pct = deltaPct(before.ms, after.ms);
  return {
    baseline_ms: before.ms,
    candidate_ms: after.ms,
    delta_ms: deltaMs,
    delta_pct: pct,
    slower: deltaMs !== null && deltaMs > opts.minLatencyDeltaMs && pastThreshold(pct, opts),
    source: { baseline: before.source, candidate: after.source },
    figure: before.ms === null || after.ms === null ? null : figure,
  };
}

/**
 * Whether a growth is past the percentage threshold. Called only for a growth past the absolute
 * minimum, so a null percentage means a baseline of 0: growth from nothing is past any percentage.
 */
function pastThreshold(pct: number | null, opts: CompareOptions): boolean {
  return pct === null || pct > opts.latencyThresholdPct;
}

/** Below this many output tokens a side's tokens per second is mostly overhead: never flagged. */
export const MIN_TPS_TOKENS = 16;

export function caseTokens(
  bJudged: readonly RepetitionResult[],
  cJudged: readonly RepetitionResult[],
  opts: CompareOptions,
): CaseTokens {
  const before = sideTokens(bJudged);
  const after = sideTokens(cJudged);
  const pct = deltaPct(before.tokens, after.tokens);
  const tpsPct = deltaPct(before.tps, after.tps);
  const grew = before.tokens === null || after.tokens === null ? null : after.tokens - before.tokens;
  return {
    baseline: before.tokens,
    candidate: after.tokens,
    delta_pct: pct,
    longer: grew !== null && grew > opts.minTokenDelta && pastThreshold(pct, opts),
    tps_baseline: before.tps,
    tps_candidate: after.tps,
    tps_delta_pct: tpsPct,
    tps_slower: tpsSlower(before, after, tpsPct, opts),
  };
}

/**
 * A throughput drop is flagged past both thresholds: the percentage, and the time it costs —
 * generating the baseline's output at the new rate takes more than the minimum latency delta
 * longer — and only when both sides produced at least MIN_TPS_TOKENS tokens.
 */
function tpsSlower(
  before: ReturnType<typeof sideTokens>,
  after: ReturnType<typeof sideTokens>,
  tpsPct: number | null,
  opts: CompareOptions,
): boolean {
  if (tpsPct === null || before.tokens === null || after.tokens === null) return false;
  if (before.tokens < MIN_TPS_TOKENS || after.tokens < MIN_TPS_TOKENS) return false;
  if (before.tps === null || after.tps === null || before.tps <= 0 || after.tps <= 0) return false;
  const costMs = (before.tokens * 1000) / after.tps - (before.tokens * 1000) / before.tps;
  return -tpsPct > opts.latencyThresholdPct && costMs > opts.minLatencyDeltaMs;
}
