import { describe, expect, it } from "vitest";
import type { CaseComparison } from "../../../../src/core/compare/comparison.js";
import { suiteLatency } from "../../../../src/core/compare/suite-stats.js";

/** What suiteLatency reads of a case: both sides' figure and how each was timed. */
function timed(baseline: number, candidate: number): CaseComparison {
  return {
    latency: {
      baseline_ms: baseline,
      candidate_ms: candidate,
      slower: false,
      source: { baseline: "measured", candidate: "measured" },
      figure: "wall_clock",
    },
  } as unknown as CaseComparison;
}

/** The median as a sort gives it: the middle value, or the mean of the two middle ones. */
function sortedMedian(values: number[]): number {
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

describe("suite latency medians (selected, not sorted)", () => {
  it("equal a sort's median for odd and even counts, ties, -0 and 0, over 3,000 seeded lists", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pool = [-0, 0, 0.5, 1, 1, 2, 3, 5, 8, 13, 100, 2500.5];
    for (let trial = 0; trial < 3000; trial++) {
      const n = 1 + Math.floor(random() * 40);
      const before = Array.from({ length: n }, () => pool[Math.floor(random() * pool.length)]!);
      const after = Array.from({ length: n }, () => random() * 1000);
      const stats = suiteLatency(
        before.map((b, i) => timed(b, after[i]!)),
        10,
        0,
      );
      expect(Object.is(stats.baseline_median_ms, sortedMedian(before)), `${before}`).toBe(true);
      expect(stats.candidate_median_ms).toBe(sortedMedian(after));
      expect(stats.cases_compared).toBe(n);
    }
  });

  it("picks the middle of already sorted, reversed and all-equal lists", () => {
    const up = Array.from({ length: 1000 }, (_, i) => i);
    for (const list of [up, [...up].reverse(), new Array<number>(1000).fill(4)]) {
      const stats = suiteLatency(
        list.map((v) => timed(v, v)),
        10,
        0,
      );
      expect(stats.baseline_median_ms).toBe(sortedMedian(list));
    }
  });
});
