import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import { contractRates } from "../../../../src/core/compare/contract-rates.js";
import { equivalenceClasses, exactDropTail } from "../../../../src/core/compare/exact-permutation.js";
import { makeRep, makeRun } from "../../../helpers/make-run.js";

// issue 9 point 6: the permutation test of a contract over repetitions.

const texts = (outputs: readonly string[]) => outputs.map((output, i) => makeRep(i, { output }));
const rates = (base: readonly string[], cand: readonly string[]) =>
  contractRates("text", texts(base), texts(cand));
const repeat = (answer: string, times: number) => Array.from({ length: times }, () => answer);
const novel = (times: number) => Array.from({ length: times }, (_, i) => `A different answer ${i + 1}.`);

/** The drop statistic counted over every re-split of labelled items: the definition itself. */
function bruteForceTail(labels: readonly number[], nB: number, observedBaseline: readonly number[]) {
  const n = labels.length;
  const nC = n - nB;
  const stat = (inB: readonly boolean[]) => {
    let selfMatches = 0;
    let matches = 0;
    for (let i = 0; i < n; i++) {
      const partner = labels.some((l, j) => j !== i && inB[j] && l === labels[i]);
      if (!partner) continue;
      if (inB[i]) selfMatches++;
      else matches++;
    }
    return nC * selfMatches - nB * matches;
  };
  const observedSplit = labels.map((_, i) => observedBaseline.includes(i));
  const observed = stat(observedSplit);
  const values: number[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    let size = 0;
    for (let i = 0; i < n; i++) size += (mask >>> i) & 1;
    if (size !== nB) continue;
    values.push(stat(labels.map((_, i) => ((mask >>> i) & 1) === 1)));
  }
  const top = Math.max(...values);
  return {
    observed,
    p: values.filter((v) => v >= observed).length / values.length,
    minimum: values.filter((v) => v === top).length / values.length,
  };
}

function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("exact permutation tail", () => {
  it("equals a count over every re-split, for random pools and unequal sides", () => {
    const random = seeded(7);
    for (let trial = 0; trial < 40; trial++) {
      const nB = 2 + Math.floor(random() * 5);
      const nC = 2 + Math.floor(random() * 5);
      const kinds = 1 + Math.floor(random() * 5);
      const labels = Array.from({ length: nB + nC }, () => Math.floor(random() * kinds));
      const sizes = [...new Set(labels)].map((l) => labels.filter((x) => x === l).length);
      const expected = bruteForceTail(
        labels,
        nB,
        labels.map((_, i) => i).filter((i) => i < nB),
      );
      const exact = exactDropTail(sizes, nB, nC, expected.observed);
      expect(exact, `labels ${labels.join(",")} nB ${nB}`).not.toBeNull();
      expect(exact!.p).toBeCloseTo(expected.p, 12);
      expect(exact!.minimum).toBeCloseTo(expected.minimum, 12);
    }
  });

  it("reads the classes of an equality relation, and refuses a relation that is not transitive", () => {
    const masks = (edges: [number, number][], n: number) => {
      const m = Array.from({ length: n }, () => new Uint32Array(1));
      for (const [i, j] of edges) {
        m[i]![0]! |= 1 << j;
        m[j]![0]! |= 1 << i;
      }
      return m;
    };
    expect(
      equivalenceClasses(
        masks(
          [
            [0, 2],
            [1, 3],
            [0, 4],
            [2, 4],
          ],
          5,
        ),
      ),
    ).toEqual([3, 2]);
    // 0 ~ 1 and 1 ~ 2 but not 0 ~ 2.
    expect(
      equivalenceClasses(
        masks(
          [
            [0, 1],
            [1, 2],
          ],
          3,
        ),
      ),
    ).toBeNull();
  });
});

describe("contract over repetitions", () => {
  it("a baseline answer kept in 2 of 10 repetitions, new answers otherwise, clears Holm's 0.05/12", () => {
    // The case the sampled test missed: the baseline shows a rare phrasing once (self-match
    // 9/10). Exact p = 506 / C(20, 10): the rare phrasing and the 8 new answers are
    // interchangeable, so only re-splits with 8 of those 9 on the candidate side are as extreme.
    const base = [...repeat("Paris.", 9), "It is Paris."];
    const cand = [...repeat("Paris.", 2), ...novel(8)];
    const r = rates(base, cand);
    expect(r).toMatchObject({ baseline_matches: 9, candidate_matches: 2, method: "exact" });
    expect(r.p_value).toBeCloseTo(506 / 184_756, 12);
    expect(r.p_value).toBeLessThan(0.05 / 12);
  });

  it("a real change (a different answer every time) is a mismatch", () => {
    const base = makeRun([{ id: "q", type: "none", contract: "text", reps: texts(repeat("Paris.", 10)) }]);
    const cand = makeRun([{ id: "q", type: "none", contract: "text", reps: texts(novel(10)) }]);
    const c = compareRuns(base, cand).cases[0]!;
    expect(c.category).toBe("mismatch");
    expect(c.contract_rates).toMatchObject({ baseline_matches: 10, candidate_matches: 0, significant: true });
    // Only the observed split (and none other) has every new answer on the candidate side.
    expect(c.contract_rates!.p_value).toBeCloseTo(1 / 184_756, 12);
  });

  it("the same distribution of answers on both sides is compatible", () => {
    const base = ["A", "B", "A", "A", "C", "B", "A", "B", "A", "A"];
    const cand = ["B", "A", "A", "C", "A", "B", "B", "A", "A", "C"];
    const run = (outputs: string[]) =>
      makeRun([{ id: "q", type: "none", contract: "text", reps: texts(outputs) }]);
    const c = compareRuns(run(base), run(cand)).cases[0]!;
    // Another multiset of outputs (`changed`), but no contract mismatch.
    expect(c.category).toBe("changed");
    expect(c.contract_rates!.significant).toBe(false);
    expect(c.contract_rates!.p_value).toBeGreaterThan(0.05);
  });

  it("a pool in which no two repetitions agree cannot be contradicted: not tested", () => {
    const r = rates(novel(6), ["u", "v", "w", "x", "y", "z"]);
    expect(r.baseline_matches).toBe(0);
    expect(r.minimum_p).toBe(1);
    expect(r.p_value).toBe(1);
  });

  it("the p-value is deterministic, exact or sampled", () => {
    const base = [...repeat("A", 6), ...repeat("B", 4)];
    const cand = [...repeat("A", 3), ...novel(7)];
    expect(rates(base, cand)).toEqual(rates(base, cand));
    // 40 repetitions a side are over the exact budget: seeded random re-splits, same p every time.
    const big = (answers: string[]) => Array.from({ length: 40 }, (_, i) => answers[i % answers.length]!);
    const sampled = rates(big(["A", "B", "C"]), big(["A", "B", "D", "E"]));
    expect(sampled.method).toBe("sampled");
    expect(sampled.p_value).toBe(rates(big(["A", "B", "C"]), big(["A", "B", "D", "E"])).p_value);
    expect(sampled.p_value).toBeLessThan(0.001);
  });

  it("falls back to sampled re-splits when compatibility is not transitive", () => {
    // An older result without text fingerprints: x proves equality with y only through the raw
    // output hash, while y and z are equal after whitespace normalisation.
    const y = makeRep(0, { output: "Paris." });
    const x = makeRep(1, { output: null, output_sha256: y.output_sha256 });
    const z = makeRep(2, { output: "Paris. " });
    const r = contractRates("text", [x, y, x, y], [z, z, y, z]);
    expect(r.method).toBe("sampled");
    expect(r.p_value).toBeGreaterThan(0);
    expect(r.p_value).toBeLessThanOrEqual(1);
  });
});

describe("contracts over repetitions: each repetition's evidence is read once", () => {
  it("reads a repetition's parsed JSON once however many pairs it is in (a derived value is parsed on each read)", () => {
    const reads: number[] = [];
    const withJson = (i: number, value: number) => {
      const rep = makeRep(i, { output: `{"a":${value}}` });
      const evidence = { ...rep.evidence };
      Object.defineProperty(evidence, "json", {
        enumerable: true,
        get: () => {
          reads[i] = (reads[i] ?? 0) + 1;
          return { a: value };
        },
      });
      return { ...rep, evidence };
    };
    const baseline = [0, 1, 2, 3, 4].map((i) => withJson(i, i % 2));
    const candidate = [5, 6, 7, 8, 9].map((i) => withJson(i, 1));
    const r = contractRates("json", baseline, candidate);
    expect(r.candidate_matches).toBe(5);
    expect(r.baseline_matches).toBe(5);
    // 10 repetitions, 45 pairs: without the per-repetition evidence each would be read 9 times.
    expect(reads).toEqual(Array.from({ length: 10 }, () => 1));
  });
});
