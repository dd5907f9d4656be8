import type { Comparison } from "../compare/comparison.js";
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
  if (s.errors > 0) parts.push(`${s.errors} ${s.errors === 1 ? "case" : "cases"} could not run`);
  const shardText = (m: Comparison["missing_shards"][number]) =>
    `shard${m.missing.length === 1 ? "" : "s"} ${m.missing.map((i) => `${i}/${m.count}`).join(", ")}`;
  const [first, second] = c.missing_shards;
  if (first !== undefined && second !== undefined && shardText(first) === shardText(second)) {
    parts.push(`${shardText(first)} missing from both merges`);
  } else {
    for (const m of c.missing_shards) parts.push(`${shardText(m)} missing from the ${m.side} merge`);
  }
  if (parts.length === 0) parts.push(nothingRegressed(s));
  return parts.join("; ");
}

/** "no regression in 12 cases", unless no case was on both sides: then nothing was compared. */
function nothingRegressed(s: Comparison["summary"]): string {
  const cases = (n: number) => `${n} ${n === 1 ? "case" : "cases"}`;
  if (s.cases > 0 && s.missing + s.new === s.cases) {
    const sides = [
      s.missing > 0 ? `${s.missing} only in the baseline` : null,
      s.new > 0 ? `${s.new} only in the candidate` : null,
    ].filter(Boolean);
    return `no case on both sides, nothing compared (${sides.join(", ")})`;
  }
  return `no regression in ${cases(s.cases)}`;
}

/** `REGRESSED: 4 regressions; 2 cases could not run`. */
export function headline(c: Comparison): string {
  return `${STATUS_WORD[c.status]}: ${headlineDetail(c)}`;
}

/** The latency figure a report compares, in words. */
export function figureWord(figure: "compute" | "wall_clock" | "mixed"): string {
  switch (figure) {
    case "compute":
      return "the provider's compute time (no model load, no queue wait)";
    case "wall_clock":
      return "wall-clock time (the provider reported no compute time on both sides)";
    case "mixed":
      return "compute time where both sides have it, wall-clock time elsewhere";
  }
}
