import { describe, expect, it } from "vitest";
import { fisherDropPValue } from "../../../../src/core/compare/fisher.js";

describe("fisherDropPValue (one-sided, drop in pass rate)", () => {
  it("3/3 vs 0/3 gives exactly 1/20", () => {
    expect(fisherDropPValue(3, 3, 0, 3)).toBeCloseTo(0.05, 12);
  });

  it("10/10 vs 5/10 gives C(15,10)/C(20,10) ≈ 0.0163", () => {
    expect(fisherDropPValue(10, 10, 5, 10)).toBeCloseTo(3003 / 184756, 12);
  });

  it("3/3 vs 2/3 is 0.5 and 2/2 vs 0/2 is 1/6", () => {
    expect(fisherDropPValue(3, 3, 2, 3)).toBeCloseTo(0.5, 12);
    expect(fisherDropPValue(2, 2, 0, 2)).toBeCloseTo(1 / 6, 12);
  });

  it("no drop or an improvement is not significant", () => {
    expect(fisherDropPValue(5, 10, 5, 10)).toBeGreaterThan(0.5);
    expect(fisherDropPValue(0, 5, 5, 5)).toBeCloseTo(1, 12);
    expect(fisherDropPValue(3, 3, 3, 3)).toBeCloseTo(1, 12);
  });

  it("unequal sizes: 8/8 vs 4/10 matches the hypergeometric tail", () => {
    // P(X >= 8), X ~ Hypergeometric(N=18, K=12 passes, n=8) = C(12,8)*C(6,0)/C(18,8)
    expect(fisherDropPValue(8, 8, 4, 10)).toBeCloseTo(495 / 43758, 12);
  });

  it("large counts stay finite and tiny", () => {
    const p = fisherDropPValue(1000, 1000, 0, 1000);
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThan(1e-100);
  });

  it("rejects impossible counts", () => {
    expect(() => fisherDropPValue(4, 3, 0, 3)).toThrow(RangeError);
    expect(() => fisherDropPValue(1.5, 3, 0, 3)).toThrow(RangeError);
  });
});
