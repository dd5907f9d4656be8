import type { Comparison, ComputeLacking } from "../compare/comparison.js";
import { shardAbsentSide } from "../compare/one-sided.js";
import { STATUS_WORD } from "./format.js";

/**
 * What the verdict rests on, in one phrase: the behaviour that regressed first, then what could
 * not run, so a regression beside errors is never read as a flake ("4 regressions; 2 cases could
 * not run").
 */
export function headlineDetail(c: Comparison): string {
  const s = c.summary;
  const parts: string[] = [];
  const behaviour = (
    [
      [s.regressions, "regression", "regressions"],
      [s.mismatches, "mismatch", "mismatches"],
      [s.invalid, "invalid", "invalid"],
    ] as const
  )
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  if (behaviour.length > 0) parts.push(behaviour.join(", "));
  // The `error` cases a merge never ran (their shard missing) are told by their shard, once.
  const unrun = { baseline: 0, candidate: 0 };
  for (const x of c.cases) {
    const side = shardAbsentSide(x);
    if (side !== null) unrun[side]++;
  }
  const errors = s.errors - unrun.baseline - unrun.candidate;
  if (errors > 0) parts.push(`${cases(errors)} could not run`);
  const shardText = (m: Comparison["missing_shards"][number]) =>
    `shard${m.missing.length === 1 ? "" : "s"} ${m.missing.map((i) => `${i}/${m.count}`).join(", ")}`;
  const [first, second] = c.missing_shards;
  if (first !== undefined && second !== undefined && shardText(first) === shardText(second)) {
    parts.push(`${shardText(first)} missing from both merges`);
  } else {
    for (const m of c.missing_shards) {
      const n = unrun[m.side];
      parts.push(`${shardText(m)} missing from the ${m.side} merge${n > 0 ? ` (${cases(n)} not run)` : ""}`);
    }
  }
  if (parts.length === 0) parts.push(nothingRegressed(s));
  return parts.join("; ");
}

function cases(n: number): string {
  return `${n} ${n === 1 ? "case" : "cases"}`;
}

/**
 * "no regression in 12 cases"; "no regression in 4 compared cases; 8 missing" when some were on
 * one side only; and when no case was on both sides, nothing was compared.
 */
function nothingRegressed(s: Comparison["summary"]): string {
  if (s.cases > 0 && s.missing + s.new === s.cases) {
    const sides = [
      s.missing > 0 ? `${s.missing} only in the baseline` : null,
      s.new > 0 ? `${s.new} only in the candidate` : null,
    ].filter(Boolean);
    return `no case on both sides, nothing compared (${sides.join(", ")})`;
  }
  const oneSided = [s.missing > 0 ? `${s.missing} missing` : null, s.new > 0 ? `${s.new} new` : null].filter(
    (x) => x !== null,
  );
  if (oneSided.length === 0) return `no regression in ${cases(s.cases)}`;
  const compared = s.cases - s.missing - s.new;
  return `no regression in ${compared} compared ${compared === 1 ? "case" : "cases"}; ${oneSided.join(", ")}`;
}

/** `REGRESSED: 4 regressions; 2 cases could not run`. */
export function headline(c: Comparison): string {
  return `${STATUS_WORD[c.status]}: ${headlineDetail(c)}`;
}

/**
 * The latency figure a report compares, in words; for the wall clock, the side whose provider
 * did not report compute time (`lacking`, the suite latency's `compute_lacking`).
 */
export function figureWord(
  figure: "compute" | "wall_clock" | "mixed",
  lacking: ComputeLacking = null,
): string {
  switch (figure) {
    case "compute":
      return "the provider's compute time (no model load, no queue wait)";
    case "wall_clock": {
      const side = lacking === "both" ? "either side" : lacking === null ? "one side" : `the ${lacking} side`;
      return `wall-clock time (the provider did not report compute time on ${side})`;
    }
    case "mixed": {
      const side = lacking === "both" || lacking === null ? "a side" : `the ${lacking}`;
      return `compute time where both sides have it, wall-clock time where ${side} lacks it`;
    }
  }
}
