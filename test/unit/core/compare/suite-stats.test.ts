import { describe, expect, it } from "vitest";
import type { CaseComparison } from "../../../../src/core/compare/comparison.js";
import { suiteLatency, suiteTokens } from "../../../../src/core/compare/suite-stats.js";

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

describe("suite latency and tokens in one pass", () => {
  const latency = (
    b: number | null,
    c: number | null,
    source: [string | null, string | null],
    figure: string | null,
    slower = false,
  ) =>
    ({
      latency: {
        baseline_ms: b,
        candidate_ms: c,
        slower,
        source: { baseline: source[0], candidate: source[1] },
        figure,
      },
    }) as unknown as CaseComparison;

  it("takes sources and figure from the cases timed on both sides only, and counts every slower case", () => {
    const cases = [
      latency(100, 110, ["measured", "measured"], "wall_clock", true),
      latency(null, 90, ["cached", "cached"], "compute", true),
      latency(120, 130, [null, "recorded"], "wall_clock"),
    ];
    expect(suiteLatency(cases, 10, 5)).toMatchObject({
      baseline_median_ms: 110,
      candidate_median_ms: 120,
      cases_compared: 2,
      slower_cases: 2,
      source: { baseline: "measured", candidate: "mixed" },
      figure: "wall_clock",
    });
    const mixed = [...cases, latency(1, 2, ["mixed", null], "compute")];
    expect(suiteLatency(mixed, 10, 5)).toMatchObject({
      source: { baseline: "mixed", candidate: "mixed" },
      figure: "mixed",
    });
  });

  it("pairs token counts and rates apart", () => {
    const tokens = (
      b: number | null,
      c: number | null,
      tb: number | null,
      tc: number | null,
      longer = false,
    ) =>
      ({
        tokens: {
          baseline: b,
          candidate: c,
          tps_baseline: tb,
          tps_candidate: tc,
          longer,
          tps_slower: !longer,
        },
      }) as unknown as CaseComparison;
    const summary = suiteTokens([
      tokens(10, 20, null, 5),
      tokens(30, null, 10, 20, true),
      tokens(50, 60, 30, 30),
    ]);
    expect(summary).toEqual({
      baseline_median: 30,
      candidate_median: 40,
      delta_pct: 33.3,
      tps_baseline_median: 20,
      tps_candidate_median: 25,
      tps_delta_pct: 25,
      cases_compared: 2,
      longer_cases: 1,
      tps_slower_cases: 2,
    });
  });
});
