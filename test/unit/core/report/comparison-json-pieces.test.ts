import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import type { Comparison } from "../../../../src/core/compare/comparison.js";
import { comparisonJsonPieces, renderComparisonJson } from "../../../../src/core/report/comparison-json.js";
import { makeRun } from "../../../helpers/make-run.js";

const joined = (c: Comparison) => [...comparisonJsonPieces(c)].join("");

describe("comparisonJsonPieces: the JSON report in pieces, byte for byte the whole text", () => {
  it("matches renderComparisonJson on a comparison of every kind of case", () => {
    const baseline = makeRun([
      { id: "a", output: "line one\nline two", duration_ms: 10 },
      { id: "b", output: '{"x": 1}', type: "json", evidence: { json: { x: 1 } } },
      { id: "gone", output: "bye" },
      { id: "c", status: "fail", output: "nope", reason: 'said "nope" → fail' },
    ]);
    const candidate = makeRun([
      { id: "a", output: "line one\nline 2", duration_ms: 30, warnings: ["w\u2028x"] },
      { id: "b", output: '{"x": 2}', type: "json", evidence: { json: { x: 2 } } },
      { id: "c", output: "yes" },
      { id: "new", output: "hi" },
    ]);
    const comparison = compareRuns(baseline, candidate);
    expect(comparison.cases.length).toBe(5);
    expect(joined(comparison)).toBe(renderComparisonJson(comparison));
  });

  it("splits the cases between pieces without changing a byte", () => {
    const specs = Array.from({ length: 1234 }, (_, i) => ({ id: `c${i}`, output: `out ${i}\nline` }));
    const comparison = compareRuns(
      makeRun(specs),
      makeRun(specs.map((s, i) => (i % 7 === 0 ? { ...s, output: "x" } : s))),
    );
    const pieces = [...comparisonJsonPieces(comparison)];
    expect(pieces.join("")).toBe(renderComparisonJson(comparison));
    // The report is never one string: no piece holds more than a few hundred cases.
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(
      renderComparisonJson(comparison).length / 2,
    );
  });

  it("matches on empty arrays, a first member that is an array, undefined members and elements", () => {
    const odd = [
      { cases: [] },
      { cases: [{ id: "x" }], other: 1 },
      { a: undefined, cases: [undefined, { b: [1, [2, {}]] }], c: "\n" },
      {},
      { only: undefined },
    ];
    for (const value of odd) {
      const c = value as unknown as Comparison;
      expect(joined(c)).toBe(renderComparisonJson(c));
    }
  });
});
