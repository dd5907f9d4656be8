import { shardOf } from "../result/shard.js";
import type { Case, Suite } from "../suite/case.js";

/** `--shard I/N`: 1-based index of the part this run executes. */
export interface Shard {
  index: number;
  count: number;
}

/** One execution to perform: repetition `repetition` (0-based) of `plan.cases[caseIndex]`. */
export interface WorkItem {
  caseIndex: number;
  repetition: number;
}

/** A selected case with its effective repetition settings (after `--repeat`). */
export interface PlannedCase {
  case: Case;
  repeat: number;
  minPass: number;
}

export interface Plan {
  /** Selected cases, in suite order. */
  cases: PlannedCase[];
  /** Case-major, repetition-minor: the order results are stored in, whatever the completion order. */
  items: WorkItem[];
  /** `cases`: the `--case` globs, present only when some were given; `repeat`: `--repeat`, likewise. */
  selection: { tags: string[]; shard: Shard | null; cases?: string[]; repeat?: number };
}

export interface PlanOptions {
  tags: readonly string[];
  shard?: Shard;
  repeatOverride?: number;
  /** `--case`: keeps only the cases whose id it accepts. */
  caseFilter?: (id: string) => boolean;
  /** The `--case` globs behind `caseFilter`, recorded in the selection. */
  caseGlobs?: readonly string[];
}

/** A case is selected when it carries ANY of the tags; no tags selects every case. */
export function matchesTags(c: Case, tags: readonly string[]): boolean {
  return tags.length === 0 || tags.some((t) => c.tags.includes(t));
}

/**
 * `--repeat N` keeps each case's pass ratio: min_pass becomes ceil(min_pass / repeat * N), so a
 * case that needed every repetition still needs all N, and 2-of-3 becomes 4-of-5.
 */
export function scaledMinPass(c: Case, repeat: number): number {
  if (repeat === c.repeat) return c.minPass;
  return Math.min(repeat, Math.max(1, Math.ceil((c.minPass / c.repeat) * repeat - 1e-9)));
}

export function planRun(suite: Suite, options: PlanOptions): Plan {
  const { tags, shard, repeatOverride } = options;
  const cases: PlannedCase[] = [];
  const all = suite.cases;
  for (let i = 0; i < all.length; i++) {
    const c = all[i]!;
    if (!matchesTags(c, tags)) continue;
    if (options.caseFilter !== undefined && !options.caseFilter(c.id)) continue;
    if (shard !== undefined && shardOf(c.id, shard.count) !== shard.index) continue;
    const repeat = repeatOverride ?? c.repeat;
    cases.push({ case: c, repeat, minPass: scaledMinPass(c, repeat) });
  }
  const items: WorkItem[] = [];
  for (let caseIndex = 0; caseIndex < cases.length; caseIndex++) {
    const repeat = cases[caseIndex]!.repeat;
    for (let repetition = 0; repetition < repeat; repetition++) items.push({ caseIndex, repetition });
  }
  const selection: Plan["selection"] = { tags: [...tags], shard: shard ?? null };
  if (options.caseGlobs !== undefined && options.caseGlobs.length > 0)
    selection.cases = [...options.caseGlobs];
  if (repeatOverride !== undefined) selection.repeat = repeatOverride;
  return { cases, items, selection };
}
