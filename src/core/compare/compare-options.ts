import { InputError } from "../diagnostics.js";
import type { Correction } from "./holm.js";

export interface CompareOptions {
  /** Significance level of the one-sided Fisher test for pass-rate drops. */
  alpha: number;
  /** `holm`: alpha is shared over every repeated case of the comparison (step-down); `none`: per case. */
  correction: Correction;
  /** A case is slower only when its median grew by more than this percentage... */
  latencyThresholdPct: number;
  /** ...and by more than this many milliseconds. */
  minLatencyDeltaMs: number;
  /** Output tokens count as longer only past the percentage threshold and this many tokens. */
  minTokenDelta: number;
  /** Compare cases whose definitions (`case_sha256`) differ instead of refusing. */
  allowSuiteMismatch: boolean;
}

export const DEFAULT_COMPARE_OPTIONS: CompareOptions = {
  alpha: 0.05,
  correction: "holm",
  latencyThresholdPct: 25,
  minLatencyDeltaMs: 100,
  minTokenDelta: 20,
  allowSuiteMismatch: false,
};

/** The defaults with the given options over them; out-of-range values are an InputError. */
export function resolveOptions(options: Partial<CompareOptions>): CompareOptions {
  const opts: CompareOptions = { ...DEFAULT_COMPARE_OPTIONS };
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined) (opts as unknown as Record<string, unknown>)[key] = value;
  }
  const problems: string[] = [];
  if (!(opts.alpha > 0 && opts.alpha <= 1)) problems.push(`alpha must be in (0, 1], got ${opts.alpha}`);
  if (opts.correction !== "holm" && opts.correction !== "none")
    problems.push(`correction must be holm or none, got ${String(opts.correction)}`);
  if (!(opts.latencyThresholdPct >= 0))
    problems.push(`latency threshold must be >= 0, got ${opts.latencyThresholdPct}`);
  if (!(opts.minLatencyDeltaMs >= 0))
    problems.push(`minimum latency delta must be >= 0, got ${opts.minLatencyDeltaMs}`);
  if (!(opts.minTokenDelta >= 0))
    problems.push(`minimum token delta must be >= 0, got ${opts.minTokenDelta}`);
  if (problems.length > 0) throw new InputError(problems.join("\n"));
  return opts;
}
