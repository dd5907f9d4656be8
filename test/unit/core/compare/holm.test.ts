import { describe, expect, it } from "vitest";
import { fisherDropMinimumP, fisherDropPValue } from "../../../../src/core/compare/fisher.js";
import { holmDecisions } from "../../../../src/core/compare/holm.js";

describe("holmDecisions", () => {
  it("steps down: alpha/m, alpha/(m-1), ... and stops at the first miss", () => {
    // sorted: 0.001 <= 0.0125, 0.014 <= 0.0167, 0.03 > 0.025: stop; 0.04 is not rejected either
    const d = holmDecisions([0.04, 0.001, 0.03, 0.014], 0.05, "holm");
    expect(d.map((x) => x.significant)).toEqual([false, true, false, true]);
    expect(d[1]!.threshold).toBeCloseTo(0.05 / 4, 12);
    expect(d[3]!.threshold).toBeCloseTo(0.05 / 3, 12);
    // 0.03 missed 0.025; 0.04 after the stop was never held to a threshold
    expect(d[2]).toMatchObject({ threshold: 0.025, stoppedAt: null });
    expect(d[0]).toMatchObject({ threshold: null, stoppedAt: 0.025 });
    expect(d.every((x) => x.family === 4)).toBe(true);
  });

  it("rejects in order while each p is under its threshold", () => {
    const d = holmDecisions([0.01, 0.001, 0.03, 0.012], 0.05, "holm");
    // sorted: 0.001 <= 0.0125, 0.01 <= 0.0167, 0.012 <= 0.025, 0.03 <= 0.05
    expect(d.map((x) => x.significant)).toEqual([true, true, true, true]);
    expect(holmDecisions([0.02, 0.02], 0.05, "holm").map((x) => x.significant)).toEqual([true, true]);
    expect(holmDecisions([0.03, 0.03], 0.05, "holm").map((x) => x.significant)).toEqual([false, false]);
  });

  it("none: every p against alpha", () => {
    expect(holmDecisions([0.03, 0.06], 0.05, "none").map((x) => x.significant)).toEqual([true, false]);
  });

  it("Tarone: a test that cannot reach alpha does not dilute the others", () => {
    const withAll = holmDecisions([0.02, 1, 1], 0.05, "holm");
    expect(withAll[0]!.significant).toBe(false);
    const refined = holmDecisions([0.02, 1, 1], 0.05, "holm", [0.001, 1, 0.5]);
    expect(refined[0]).toMatchObject({ significant: true, family: 1, threshold: 0.05 });
    expect(refined[1]).toMatchObject({ significant: false, minimum: 1, threshold: null, stoppedAt: null });
  });

  it("ties: after the first equal p misses, the other is after the stop", () => {
    const d = holmDecisions([0.0433, 0.0433], 0.05, "holm");
    expect(d[0]).toMatchObject({ significant: false, threshold: 0.025, stoppedAt: null });
    expect(d[1]).toMatchObject({ significant: false, threshold: null, stoppedAt: 0.025 });
  });

  // Exact p-values that equal alpha sum to a few ulps above it (8/8 -> 5/8: 0.10000000000000016).
  it.each([
    [8, 8, 5, 8],
    [3, 3, 0, 2],
    [2, 2, 0, 3],
  ])("a p equal to alpha up to rounding is significant: %i/%i -> %i/%i at 0.1", (bp, bt, cp, ct) => {
    const p = fisherDropPValue(bp, bt, cp, ct);
    const minimum = fisherDropMinimumP(bp, bt, cp, ct);
    expect(holmDecisions([p], 0.1, "holm", [minimum])[0]).toMatchObject({ significant: true, family: 1 });
    expect(holmDecisions([p, 0.5], 0.1, "holm", [minimum, minimum])[0]).toMatchObject({ family: 2 });
    expect(holmDecisions([p], 0.1, "none")[0]!.significant).toBe(true);
  });

  it("a p clearly above its threshold stays not significant", () => {
    expect(holmDecisions([0.1000001], 0.1, "holm")[0]!.significant).toBe(false);
    expect(holmDecisions([0.1000001], 0.1, "none")[0]!.significant).toBe(false);
    expect(holmDecisions([0.05, 0.1000001], 0.1, "holm", [0.1000001, 0.1000001])[0]!.family).toBe(0);
  });
});

describe("fisherDropMinimumP", () => {
  it("is the p of the most extreme table with the same margins", () => {
    expect(fisherDropMinimumP(10, 10, 10, 10)).toBe(1); // nothing failed: untestable
    expect(fisherDropMinimumP(1, 10, 0, 10)).toBeCloseTo(0.5, 10); // one pass in 20
    expect(fisherDropMinimumP(10, 10, 2, 10)).toBeCloseTo(66 / 184756, 10);
    expect(fisherDropMinimumP(2, 2, 0, 2)).toBeCloseTo(1 / 6, 10);
  });
});
