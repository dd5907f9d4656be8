import type { JsonObject } from "../json/value.js";
import type { RepetitionResult } from "../result/run-result.js";
import type { LatencyFigure, SideSource } from "./comparison.js";

/** Median of the values, null for none; the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Percentage change from `before` to `after`, one decimal; null when `before` is not positive. */
export function deltaPct(before: number | null, after: number | null): number | null {
  if (before === null || after === null || before <= 0) return null;
  // Scaled before dividing, so 255/400 rounds to 63.8 rather than 63.7 through 63.74999.
  return Math.round(((after - before) * 1000) / before) / 10;
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export interface SideLatency {
  ms: number | null;
  source: SideSource;
}

/**
 * The figure two sides' latencies are compared by: the provider's compute time when every timed
 * repetition of both sides recorded one (it excludes model load and queue wait), else the wall
 * clock; null when a side has no timed repetition.
 */
export function latencyFigure(
  baseline: readonly RepetitionResult[],
  candidate: readonly RepetitionResult[],
): LatencyFigure | null {
  const timed = (reps: readonly RepetitionResult[]) =>
    reps.filter((r) => r.duration_ms !== null || hasCompute(r));
  const b = timed(baseline);
  const c = timed(candidate);
  if (b.length === 0 || c.length === 0) return null;
  return b.every(hasCompute) && c.every(hasCompute) ? "compute" : "wall_clock";
}

function hasCompute(r: RepetitionResult): boolean {
  return typeof r.compute_ms === "number" && Number.isFinite(r.compute_ms) && r.compute_ms >= 0;
}

/**
 * Median duration of the judged repetitions: a timeout or a refused call says nothing about how
 * long an answer takes, so executions that failed are not timed. `compute` reads `compute_ms`.
 */
export function sideLatency(
  judged: readonly RepetitionResult[],
  figure: LatencyFigure | null = "wall_clock",
): SideLatency {
  // A cached repetition made no model call: its time says nothing about this model's speed.
  const live = judged.filter((r) => r.duration_source !== "cached");
  if (figure === "compute") {
    const timed = live.filter(hasCompute);
    return {
      ms: median(timed.map((r) => r.compute_ms as number)),
      source: combineSources(timed.map((r) => r.duration_source)),
    };
  }
  const timed = live.filter((r) => r.duration_ms !== null);
  const durations = timed.map((r) => r.duration_ms as number);
  return { ms: median(durations), source: combineSources(timed.map((r) => r.duration_source)) };
}

export function combineSources(sources: readonly SideSource[]): SideSource {
  let seen: SideSource = null;
  for (const s of sources) {
    if (s === null) continue;
    if (seen === null) seen = s;
    else if (seen !== s) return "mixed";
  }
  return seen;
}

export interface SideTokens {
  /** Median output tokens. */
  tokens: number | null;
  /** Median tokens per second. */
  tps: number | null;
}

/** Median output tokens and tokens per second of the judged repetitions. */
export function sideTokens(judged: readonly RepetitionResult[]): SideTokens {
  const counts: number[] = [];
  const rates: number[] = [];
  for (const r of judged) {
    const count = metric(r.provider_metadata, "eval_count");
    if (count === null) continue;
    counts.push(count);
    const ns = metric(r.provider_metadata, "eval_duration");
    if (ns !== null && ns > 0 && r.duration_source !== "cached") rates.push(count / (ns / 1e9));
  }
  const tps = median(rates);
  return { tokens: median(counts), tps: tps === null ? null : round1(tps) };
}

function metric(metadata: JsonObject, key: string): number | null {
  const value = metadata[key];
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return value;
  if (typeof value === "bigint" && value >= 0n) return Number(value);
  return null;
}
