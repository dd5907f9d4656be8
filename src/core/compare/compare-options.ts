import { InputError, unplaced } from "../diagnostics.js";
import { CORRECTIONS, type Correction } from "./holm.js";

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
  const problems = compareOptionProblems(opts);
  if (problems.length > 0) throw new InputError(problems.map(unplaced));
  return opts;
}

const AT_LEAST_ZERO = ["latencyThresholdPct", "minLatencyDeltaMs", "minTokenDelta"] as const;

/**
 * Each option out of its range, by its name (`alpha must be in (0, 1], got 5`): compare() names
 * itself before them. A value that is no number is its type check's to report, not one more here.
 */
export function compareOptionProblems(options: { readonly [K in keyof CompareOptions]?: unknown }): string[] {
  const problems: string[] = [];
  const { alpha, correction } = options;
  if (typeof alpha === "number" && !(alpha > 0 && alpha <= 1))
    problems.push(`alpha must be in (0, 1], got ${alpha}`);
  if (correction !== undefined && !CORRECTIONS.includes(correction as Correction))
    problems.push(
      `correction must be ${CORRECTIONS.join(" or ")}, got ${typeof correction === "string" ? `'${correction}'` : String(correction)}`,
    );
  for (const name of AT_LEAST_ZERO) {
    const value = options[name];
    if (typeof value === "number" && !(value >= 0)) problems.push(`${name} must be >= 0, got ${value}`);
  }
  return problems;
}
