import type { JsonObject } from "../json/value.js";
import type { RepetitionResult } from "../result/run-result.js";
import type { LatencyFigure, SideSource } from "./comparison.js";

/** Median of the values, null for none; the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  // One repetition a side, the usual run: nothing to sort.
  if (values.length === 1) return values[0]!;
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
  const b = timing(baseline);
  const c = timing(candidate);
  if (b === UNTIMED || c === UNTIMED) return null;
  return b === ALL_COMPUTE && c === ALL_COMPUTE ? "compute" : "wall_clock";
}

const UNTIMED = 0;
const ALL_COMPUTE = 1;
const SOME_WALL_CLOCK = 2;

/**
 * No repetition timed (a duration or a compute time), every timed one with a compute time, or not.
 * A cached repetition is timed by none (sideLatency leaves it out): it never decides the figure.
 */
function timing(reps: readonly RepetitionResult[]): number {
  let timed = false;
  let allCompute = true;
  for (let i = 0; i < reps.length; i++) {
    const r = reps[i]!;
    if (r.duration_source === "cached") continue;
    const compute = hasCompute(r);
    if (!compute && r.duration_ms === null) continue; // not timed
    timed = true;
    if (!compute) allCompute = false;
  }
  return !timed ? UNTIMED : allCompute ? ALL_COMPUTE : SOME_WALL_CLOCK;
}

/** Some timed repetition lacks the provider's compute time: the wall clock is compared. */
export function lacksComputeTime(reps: readonly RepetitionResult[]): boolean {
  return timing(reps) === SOME_WALL_CLOCK;
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
  if (judged.length === 1) {
    // One repetition (the usual run): its figure is the median, no list to build.
    const r = judged[0]!;
    if (r.duration_source === "cached") return { ms: null, source: null };
    const ms = figure === "compute" ? (hasCompute(r) ? (r.compute_ms as number) : null) : r.duration_ms;
    return ms === null ? { ms: null, source: null } : { ms, source: r.duration_source };
  }
  const values: number[] = [];
  let source: SideSource = null;
  let mixed = false;
  for (const r of judged) {
    // A cached repetition made no model call: its time says nothing about this model's speed.
    if (r.duration_source === "cached") continue;
    const ms = figure === "compute" ? (hasCompute(r) ? (r.compute_ms as number) : null) : r.duration_ms;
    if (ms === null) continue;
    values.push(ms);
    // The one source of every timed repetition, or `mixed`, as the repetitions are met.
    const s = r.duration_source;
    if (s === null) continue;
    if (source === null) source = s;
    else if (source !== s) mixed = true;
  }
  return { ms: median(values), source: mixed ? "mixed" : source };
}

export interface SideTokens {
  /** Median output tokens. */
  tokens: number | null;
  /** Median tokens per second. */
  tps: number | null;
}

/** Median output tokens and tokens per second of the judged repetitions. */
export function sideTokens(judged: readonly RepetitionResult[]): SideTokens {
  // One repetition (the usual run): its figures are the medians, no lists to build.
  if (judged.length === 1) {
    const r = judged[0]!;
    const count = metric(r.provider_metadata, "eval_count");
    if (count === null) return { tokens: null, tps: null };
    const ns = metric(r.provider_metadata, "eval_duration");
    const rate = ns !== null && ns > 0 && r.duration_source !== "cached" ? count / (ns / 1e9) : Number.NaN;
    // A duration so small that the rate is no number (0/0 after underflow) is no rate at all.
    return { tokens: count, tps: Number.isFinite(rate) ? round1(rate) : null };
  }
  const counts: number[] = [];
  const rates: number[] = [];
  for (const r of judged) {
    const count = metric(r.provider_metadata, "eval_count");
    if (count === null) continue;
    counts.push(count);
    const ns = metric(r.provider_metadata, "eval_duration");
    if (ns === null || ns <= 0 || r.duration_source === "cached") continue;
    const rate = count / (ns / 1e9);
    if (Number.isFinite(rate)) rates.push(rate);
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
