import type { CaseResult, RepetitionResult } from "../result/run-result.js";
import type { LabelChange } from "./comparison.js";

function labelOf(rep: RepetitionResult): string | null {
  if (rep.evidence.label !== undefined) return rep.evidence.label;
  return rep.output === null ? null : rep.output.trim();
}

/** A side's most frequent labels (several on a tie, in character-code order), their count and how many had one. */
interface Modes {
  labels: string[];
  count: number;
  total: number;
}

function modes(reps: readonly RepetitionResult[]): Modes | null {
  // One repetition (most cases): its label, without a tally.
  if (reps.length === 1) {
    const label = labelOf(reps[0]!);
    return label === null ? null : { labels: [label], count: 1, total: 1 };
  }
  const counts = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < reps.length; i++) {
    const label = labelOf(reps[i]!);
    if (label === null) continue;
    counts.set(label, (counts.get(label) ?? 0) + 1);
    total++;
  }
  if (total === 0) return null;
  let count = 0;
  for (const n of counts.values()) if (n > count) count = n;
  const labels = [...counts].filter(([, n]) => n === count).map(([label]) => label);
  // Default sort: by UTF-16 code units, the same whatever order the repetitions came in.
  return { labels: labels.length === 1 ? labels : labels.sort(), count, total };
}

/**
 * A classification case whose most frequent label changed between the sides, over each side's
 * judged repetitions as a multiset (their order is arbitrary). A tie is no change while some
 * label is among the most frequent on both sides; otherwise each side is told by its first
 * most frequent label in character-code order, with its count.
 */
export function labelChange(
  c: CaseResult,
  b: readonly RepetitionResult[],
  n: readonly RepetitionResult[],
): LabelChange | null {
  if (c.type !== "classification") return null;
  const from = modes(b);
  const to = modes(n);
  if (from === null || to === null || from.labels.some((label) => to.labels.includes(label))) return null;
  return {
    from: from.labels[0]!,
    to: to.labels[0]!,
    from_count: from.count,
    from_total: from.total,
    to_count: to.count,
    to_total: to.total,
  };
}
