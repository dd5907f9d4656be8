import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import type { RunResult } from "../../../../src/core/result/run-result.js";
import { type CaseSpec, makeRun } from "../../../helpers/make-run.js";

/**
 * compareRuns pairs the cases by position when both sides list the same ids in the same order,
 * and by id otherwise. Reordering the baseline forces the second path; nothing may differ.
 */
const reversed = (run: RunResult): RunResult => ({ ...run, cases: [...run.cases].reverse() });

const base: CaseSpec[] = [
  { id: "same", output: "hello", duration_ms: 100 },
  { id: "regressed", output: "ok", duration_ms: 120 },
  { id: "changed", output: "old words", duration_ms: 90, warnings: ["slow disk"] },
  { id: "fixed", status: "fail", output: "bad", duration_ms: 80 },
  { id: "broken", status: "error", output: null, duration_ms: null },
  {
    id: "repeated",
    reps: [
      { status: "pass", output: "a" },
      { status: "pass", output: "a" },
      { status: "pass", output: "a" },
    ],
  },
];
const cand: CaseSpec[] = [
  { id: "same", output: "hello", duration_ms: 300 },
  { id: "regressed", status: "fail", output: "no", duration_ms: 110 },
  { id: "changed", output: "new words", duration_ms: 95, warnings: ["slow disk", "hot"] },
  { id: "fixed", output: "good", duration_ms: 85 },
  { id: "broken", status: "error", output: null, duration_ms: null },
  {
    id: "repeated",
    reps: [
      { status: "pass", output: "a" },
      { status: "fail", output: "b" },
      { status: "fail", output: "b" },
    ],
  },
];

describe("compareRuns: pairing by position and by id agree", () => {
  it("gives the same comparison whichever order the baseline lists its cases in", () => {
    const baseline = makeRun(base);
    const candidate = makeRun(cand);
    const aligned = compareRuns(baseline, candidate);
    expect(aligned.cases.map((c) => c.category)).toEqual([
      "passing",
      "regression",
      "changed",
      "fixed",
      "error",
      "flaky",
    ]);
    expect(compareRuns(reversed(baseline), candidate)).toEqual(aligned);
    const options = { latencyThresholdPct: 5, minLatencyDeltaMs: 1 };
    expect(compareRuns(reversed(baseline), candidate, options)).toEqual(
      compareRuns(baseline, candidate, options),
    );
  });

  it("refuses changed definitions with the same message on both paths", () => {
    const baseline = makeRun(base);
    const candidate = makeRun(
      cand.map((c) => (c.id === "fixed" ? { ...c, case_sha256: "0".repeat(64) } : c)),
    );
    const message = /case definitions differ between the runs of suite '.*': fixed; re-run the baseline/;
    expect(() => compareRuns(baseline, candidate)).toThrow(message);
    expect(() => compareRuns(reversed(baseline), candidate)).toThrow(message);
    expect(compareRuns(baseline, candidate, { allowSuiteMismatch: true })).toEqual(
      compareRuns(reversed(baseline), candidate, { allowSuiteMismatch: true }),
    );
  });

  it("still refuses an id listed twice when both sides list the same ids", () => {
    const twice: CaseSpec[] = [
      { id: "a", output: "x" },
      { id: "a", output: "x" },
    ];
    expect(() => compareRuns(makeRun(twice), makeRun(twice))).toThrow(
      "baseline: case id 'a' appears more than once",
    );
  });
});
