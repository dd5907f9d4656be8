// The job verdict over merged (sharded) runs and suites on one side only: an incomplete merge is an
// execution failure whether its suite was compared or not; a suite of the baseline this job did
// not run is named and its cases are `missing`; a wholly new suite's cases are `new`; titles
// count only cases the candidate ran, and "Passed" only cases that were compared.
import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../src/core/compare/compare-runs.js";
import type { Category } from "../../../src/core/compare/comparison.js";
import { gate } from "../../../src/core/compare/gate.js";
import type { RunResult } from "../../../src/core/result/run-result.js";
import { type SuiteOutcome, verdictOf } from "../../../src/github/job-verdict.js";
import { renderReport } from "../../../src/github/report.js";
import { makeRun } from "../../helpers/make-run.js";

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}` }));

/** A merged run of shard 1 of `count`, the others missing. */
function partial(run: RunResult, count: number, missing: number[]): RunResult {
  const present = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !missing.includes(i));
  return { ...run, shard_plan: { count, present, missing } };
}

function uncompared(suite: string, run: RunResult, newSuite = false): SuiteOutcome {
  return { kind: "uncompared", suite, run, reason: "no baseline yet", ...(newSuite && { newSuite: true }) };
}

function compared(
  suite: string,
  baseline: RunResult,
  candidate: RunResult,
  failOn?: Category[],
): SuiteOutcome {
  const comparison = compareRuns(baseline, candidate);
  return {
    kind: "compared",
    suite,
    comparison,
    gate: gate(comparison, { failOn: failOn ?? ["regression", "mismatch", "invalid"], failOnLatency: false }),
  };
}

const notRun = (suite: string, n: number): SuiteOutcome => ({
  kind: "not_run",
  suite,
  baseline: makeRun(ids("b", n), { suite: { name: suite } }),
  reason: `the baseline found has a run of suite '${suite}' that this job did not run`,
});

describe("parts missing from a merge that no run records", () => {
  it("fail as an execution failure naming them, though nothing ran", () => {
    const v = verdictOf([], { missingParts: ["2/3", "3/3"] });
    expect(v).toMatchObject({ exitCode: 3, status: "execution_failure", conclusion: "failure" });
    expect(v.title).toBe("Could not run: shards missing: 2/3, 3/3; 0 cases ran");
  });

  it("fail a merge whose suites passed too", () => {
    const run = makeRun(ids("a", 4));
    const v = verdictOf([compared("s", run, run)], { missingParts: ["2/2"] });
    expect(v).toMatchObject({ exitCode: 3, status: "execution_failure", conclusion: "failure" });
    expect(v.title).toContain("shard missing: 2/2");
  });
});

describe("an incomplete merge of a suite not compared", () => {
  it("is an execution failure naming its shards, with no baseline at all", () => {
    const run = partial(makeRun(ids("a", 13)), 3, [2, 3]);
    const v = verdictOf([uncompared("gate-fixture", run)]);
    expect(v).toMatchObject({
      exitCode: 3,
      status: "execution_failure",
      conclusion: "failure",
      changed: true,
    });
    expect(v.title).toBe("Could not run: shards missing: gate-fixture 2/3, gate-fixture 3/3; 13 cases ran");
  });

  it("is an execution failure when the baseline found holds another suite only", () => {
    const run = partial(makeRun(ids("a", 13)), 3, [2, 3]);
    const v = verdictOf([uncompared("gate-fixture", run, true)], { found: true });
    expect(v).toMatchObject({ exitCode: 3, status: "execution_failure", conclusion: "failure" });
    expect(v.title).toContain("shards missing: gate-fixture 2/3, gate-fixture 3/3");
  });

  it("names every missing shard of every suite, compared or not", () => {
    const a = makeRun(ids("a", 4));
    const aPart = partial(makeRun(ids("a", 2)), 3, [3]);
    const b = partial(makeRun(ids("b", 2), { suite: { name: "other" } }), 3, [3]);
    const v = verdictOf([compared("gate-fixture", a, aPart), uncompared("other", b, true)], { found: true });
    expect(v.exitCode).toBe(3);
    expect(v.title).toContain("shards missing: gate-fixture 3/3, other 3/3");
  });

  it("an execution failure is a change, so `comment: changes` posts it", () => {
    const run = partial(makeRun(ids("a", 2)), 2, [2]);
    expect(verdictOf([uncompared("s", run)]).changed).toBe(true);
    expect(verdictOf([uncompared("s", makeRun(ids("a", 2)))]).changed).toBe(false);
  });
});

describe("titles count only cases the candidate ran", () => {
  it("'N cases ran' leaves out baseline cases of the missing shards", () => {
    const baseline = makeRun(ids("a", 60));
    const candidate = partial(makeRun(ids("a", 13)), 3, [2, 3]);
    const v = verdictOf([compared("gate-fixture", baseline, candidate)]);
    expect(v.exitCode).toBe(3);
    expect(v.title).not.toContain("60 cases ran");
    expect(v.title).toMatch(/shards missing: gate-fixture 2\/3, gate-fixture 3\/3/);
    // Core counts the baseline cases whose shard is missing as errors (which cases those are
    // follows the shard split, not this synthetic candidate's ids): either way, none "ran".
    expect(v.title).toMatch(/^Could not run: \d+ of 60 cases; shards missing/);
  });

  it("'Passed: N cases' counts the compared cases and says the one-sided ones apart", () => {
    const baseline = makeRun([...ids("a", 3), { id: "gone" }]);
    const candidate = makeRun([...ids("a", 3), { id: "n1" }, { id: "n2" }]);
    const v = verdictOf([compared("s", baseline, candidate)]);
    expect(v.exitCode).toBe(0);
    expect(v.title).toBe("Passed: 3 cases; 2 new; 1 missing");
  });
});

describe("a suite of the baseline this job did not run", () => {
  const a = () => compared("gate-fixture", makeRun(ids("a", 60)), makeRun(ids("a", 60)));

  it("is named in the title and the report, its cases missing", () => {
    const outcomes = [a(), notRun("other-suite", 60)];
    const v = verdictOf(outcomes, { found: true });
    expect(v).toMatchObject({ exitCode: 0, status: "compatible" });
    expect(v.counts).toMatchObject({ cases: 120, missing: 60, passing: 60 });
    expect(v.title).toBe("Passed: 60 cases; 60 missing; baseline suite not run: other-suite");
    const report = renderReport(
      outcomes,
      v,
      { header: "default", outputs: "excerpt", baseline: null, notes: [] },
      65_000,
    );
    expect(report).toContain("Suite other-suite: NOT RUN");
    expect(report).toContain("Its 60 baseline cases count as missing.");
  });

  it("gates with `fail-on: missing`", () => {
    const failOn: Category[] = ["regression", "mismatch", "invalid", "missing"];
    const v = verdictOf([a(), notRun("other-suite", 60)], { found: true, failOn });
    expect(v).toMatchObject({ exitCode: 1, conclusion: "failure", failing: ["missing"] });
    expect(v.title).toMatch(/^Gate failed: 60 cases; 60 missing; baseline suite not run: other-suite/);
    expect(verdictOf([a()], { found: true, failOn }).exitCode).toBe(0);
  });
});

describe("a suite new in the pull request", () => {
  const failOn: Category[] = ["regression", "mismatch", "invalid", "new"];
  it("gates with `fail-on: new`, as a new case of a compared suite does", () => {
    const fresh = uncompared("fresh", makeRun(ids("n", 3), { suite: { name: "fresh" } }), true);
    const v = verdictOf([fresh], { found: true, failOn });
    expect(v).toMatchObject({ exitCode: 1, conclusion: "failure", failing: ["new"] });
    expect(v.counts).toMatchObject({ cases: 3, new: 3 });
    expect(v.title).toBe("Gate failed: 3 new");
    // Without fail-on new it is not gated; with no baseline at all, nothing is new to gate.
    expect(verdictOf([fresh], { found: true }).exitCode).toBe(0);
    expect(verdictOf([uncompared("fresh", makeRun(ids("n", 3)))], { failOn }).exitCode).toBe(0);
  });
});
