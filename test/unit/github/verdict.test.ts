import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../src/core/compare/compare-runs.js";
import { gate } from "../../../src/core/compare/gate.js";
import { annotationsFor } from "../../../src/github/annotations.js";
import { type SuiteOutcome, verdictOf } from "../../../src/github/job-verdict.js";
import { renderReport } from "../../../src/github/report.js";
import { makeRun } from "../../helpers/make-run.js";

const base = { workspace: "/w", workingDirectory: "/w/app" };

function compared(
  cases: Parameters<typeof makeRun>[0],
  baseline: Parameters<typeof makeRun>[0],
): SuiteOutcome {
  const comparison = compareRuns(makeRun(baseline), makeRun(cases));
  return {
    kind: "compared",
    suite: comparison.candidate.suite,
    comparison,
    gate: gate(comparison, { failOn: ["regression", "mismatch", "invalid"], failOnLatency: false }),
  };
}

const regressed = () =>
  compared([{ id: "a", status: "fail", reason: "wrong label" }], [{ id: "a", status: "pass" }]);
const errored = () => compared([{ id: "a", status: "unavailable" }], [{ id: "a", status: "pass" }]);
const passing = () => compared([{ id: "a", status: "pass" }], [{ id: "a", status: "pass" }]);

describe("verdictOf", () => {
  it("a behaviour failure (exit 1) wins over an execution failure (exit 3) in another suite", () => {
    expect(verdictOf([errored()]).exitCode).toBe(3);
    expect(verdictOf([errored(), regressed()]).exitCode).toBe(1);
    expect(verdictOf([regressed(), errored()]).exitCode).toBe(1);
  });

  it("takes the worst status and sums the counts", () => {
    const v = verdictOf([passing(), regressed()]);
    expect(v.status).toBe("regressed");
    expect(v.counts).toMatchObject({ cases: 2, regressions: 1, passing: 1 });
    expect(v.conclusion).toBe("failure");
    expect(v.title).toBe("Regressed: 1 regression of 2 cases");
  });

  it("no compared suite is neutral: no_baseline, exit 0; a failing case is still a change", () => {
    const run = makeRun([{ id: "a", status: "fail" }]);
    const v = verdictOf([{ kind: "uncompared", suite: "s", run, reason: "no baseline yet" }]);
    expect(v).toMatchObject({ status: "no_baseline", exitCode: 0, conclusion: "neutral", changed: true });
    expect(v.title).toBe("No baseline yet: nothing to compare with");
    const ok = verdictOf([{ kind: "uncompared", suite: "s", run: makeRun([{ id: "a" }]), reason: "x" }]);
    expect(ok.changed).toBe(false);
  });

  it("a baseline found without this suite says so, not 'no baseline yet'", () => {
    const run = makeRun([{ id: "a" }]);
    const v = verdictOf([{ kind: "uncompared", suite: "s", run, reason: "x" }], { found: true });
    expect(v).toMatchObject({ status: "no_baseline", exitCode: 0, conclusion: "neutral" });
    expect(v.title).toBe("Not compared: the baseline holds no run of these suites");
  });

  it("a baseline that could not be fetched is an execution failure, never a pass", () => {
    const run = makeRun([{ id: "a" }, { id: "b" }]);
    const v = verdictOf([{ kind: "uncompared", suite: "s", run, reason: "x" }], {
      failures: ["artifact: downloading artifact 1 of run 2 failed (HTTP 502): Server Error"],
    });
    expect(v).toMatchObject({
      status: "execution_failure",
      exitCode: 3,
      conclusion: "failure",
      baselineFailed: true,
      title: "Baseline could not be fetched: nothing compared",
    });
  });

  it("unexecuted cases of a suite not compared fail the job (exit 3) and count in the outputs", () => {
    const run = makeRun([
      { id: "b1", status: "fail" },
      { id: "b2", status: "error" },
      { id: "b3", status: "unavailable" },
    ]);
    const alone = verdictOf([{ kind: "uncompared", suite: "b", run, reason: "no baseline yet" }]);
    expect(alone).toMatchObject({
      status: "execution_failure",
      exitCode: 3,
      conclusion: "failure",
      changed: true,
    });
    expect(alone.counts).toMatchObject({ cases: 3, errors: 2, new: 1 });
    expect(alone.title).toBe("Could not run: 2 of 3 cases");
    const beside = verdictOf([passing(), { kind: "uncompared", suite: "b", run, reason: "no baseline yet" }]);
    expect(beside).toMatchObject({ exitCode: 3, conclusion: "failure" });
    expect(beside.counts).toMatchObject({ cases: 4, errors: 2, passing: 1 });
    expect(beside.title).toBe("Could not run: 2 of 4 cases; 1 suite not compared");
  });

  it("'Could not run' names the cases that did not run, not the ones that ran", () => {
    const outcome = compared(
      [{ id: "a", status: "cancelled" }, { id: "b", status: "cancelled" }, { id: "c" }],
      [{ id: "a" }, { id: "b" }, { id: "c" }],
    );
    expect(verdictOf([outcome]).title).toBe("Could not run: 2 of 3 cases");
  });

  it("a comparison with no case on both sides is not 'Passed'", () => {
    const v = verdictOf([compared([{ id: "n1", status: "fail" }], [{ id: "c1" }])]);
    expect(v).toMatchObject({ exitCode: 0, conclusion: "neutral" });
    expect(v.title).toBe("No case compared: 1 new, 1 missing; no case is in both runs");
    const outcomes = [compared([{ id: "n1", status: "fail" }], [{ id: "c1" }])];
    const report = renderReport(
      outcomes,
      verdictOf(outcomes),
      { header: "default", outputs: "excerpt", baseline: null, notes: [] },
      65_000,
    );
    expect(report).toContain("# ModelGate · ⏸ No case compared: 1 new, 1 missing; no case is in both runs\n");
  });
});

describe("annotations of one-sided cases", () => {
  // The missing case's status comes from the core comparison (one rule for CLI, library and
  // Action), so the Action's report shows it without a rule of its own.
  it("a case on one side shows that side's status in the report, when it is not passing", () => {
    const outcome = compared([{ id: "n1", status: "fail" }, { id: "n2" }], [{ id: "c1", status: "error" }]);
    if (outcome.kind !== "compared") throw new Error("compared expected");
    expect(outcome.comparison.cases.map((c) => [c.id, c.reason])).toEqual([
      ["c1", "not in the candidate run; its status in the baseline: error"],
      ["n1", "fails in the candidate: did not match; not in the baseline run"],
      ["n2", "not in the baseline run"],
    ]);
    const report = renderReport(
      [outcome],
      verdictOf([outcome]),
      { header: "default", outputs: "excerpt", baseline: null, notes: [] },
      65_000,
    );
    expect(report).toContain(
      "- `c1` (exact): missing, not in the candidate run; its status in the baseline: error\n",
    );
    expect(report.match(/its status in the baseline/g)).toHaveLength(1);
  });

  // A new case the candidate could not run gates as an execution failure (PRODUCT.md section 6).
  it("a new case the candidate could not execute fails the job as an execution failure", () => {
    const outcome = compared([{ id: "a" }, { id: "n1", status: "timeout", output: null }], [{ id: "a" }]);
    const v = verdictOf([outcome]);
    expect(v).toMatchObject({ exitCode: 3, status: "execution_failure" });
    expect(v.counts).toMatchObject({ errors: 1 });
  });

  it("a failing new case is annotated with its own status", () => {
    const notes = annotationsFor(
      [compared([{ id: "n1", status: "fail" }, { id: "n2" }], [{ id: "c1" }])],
      base,
    );
    expect(notes.map((a) => [a.title, a.annotation_level, a.message])).toEqual([
      ["n1: new, fail", "warning", "fails in the candidate: did not match; not in the baseline run"],
    ]);
  });
});

describe("annotationsFor", () => {
  it("annotates gating cases as failures at their suite line, relative to the repository root", () => {
    const outcome = regressed();
    const [a] = annotationsFor([outcome], base);
    const source = outcome.kind === "compared" ? outcome.comparison.cases[0]!.source : { file: "", line: 0 };
    expect(a).toMatchObject({ annotation_level: "failure", start_line: source.line, message: "wrong label" });
    expect(a?.path).toBe(`app/${source.file}`);
    expect(annotationsFor([passing()], base)).toEqual([]);
  });

  // review-github #5: `comment-outputs: none` keeps the model's words out of annotations too.
  it("with outputs none, a message says what kind of change it was, never what the model wrote", () => {
    const secret = 'output "PRIVATE-CUSTOMER-DATA: Priya" (expected "ok")';
    const outcome = compared([{ id: "a", status: "fail", reason: secret }], [{ id: "a", status: "pass" }]);
    expect(annotationsFor([outcome], base)[0]?.message).toBe(secret);
    const [a] = annotationsFor([outcome], base, "none");
    expect(a?.message).toBe("output differs from expected: fails the exact check (output not shown)");
    const run = makeRun([{ id: "b", status: "fail", reason: secret }]);
    const uncompared: SuiteOutcome = { kind: "uncompared", suite: "s", run, reason: "no baseline" };
    const [b] = annotationsFor([uncompared], base, "none");
    expect(b?.message).toBe("output fails the exact check (output not shown)");
    expect(JSON.stringify(annotationsFor([outcome, uncompared], base, "none"))).not.toContain("PRIVATE");
  });
});

describe("renderReport", () => {
  it("stays within the size it is given, whatever the number of suites", () => {
    const many = Array.from({ length: 30 }, () => regressed());
    const verdict = verdictOf(many);
    const text = renderReport(
      many,
      verdict,
      { header: "default", outputs: "excerpt", baseline: null, notes: [] },
      5_000,
    );
    expect(text.length).toBeLessThanOrEqual(5_000);
    expect(text.startsWith("# ModelGate · ❌ Regressed: ")).toBe(true);
  });

  it("names the header and says which baseline was used", () => {
    const outcome = regressed();
    const text = renderReport(
      [outcome],
      verdictOf([outcome]),
      {
        header: "llama",
        outputs: "none",
        baseline: { source: "cache", commit: "b".repeat(40), age_seconds: 7200 },
        notes: [],
      },
      65_000,
    );
    expect(text).toContain("# ModelGate: llama · ❌ Regressed: ");
    expect(text).toContain("Baseline: Actions cache, commit `bbbbbbbbbbbb`, 2 h old.");
  });

  it("outputs none: no reason quoting the model, in compared and uncompared suites", () => {
    const secret = 'output "PRIVATE-CUSTOMER-DATA" (expected "ok")';
    const outcome = compared([{ id: "a", status: "fail", reason: secret }], [{ id: "a", status: "pass" }]);
    const run = makeRun([{ id: "b", status: "fail", reason: secret }]);
    const uncompared: SuiteOutcome = { kind: "uncompared", suite: "t", run, reason: "no baseline" };
    const options = { header: "default", baseline: null, notes: [] };
    const all = [outcome, uncompared];
    const none = renderReport(all, verdictOf(all), { ...options, outputs: "none" }, 65_000);
    expect(none).not.toContain("PRIVATE");
    expect(none).toContain("output differs from expected: fails the exact check (output not shown)");
    expect(none).toContain("output fails the exact check (output not shown)");
    // `reasons` (a summary without diffs) and `excerpt` keep the judged reason.
    for (const outputs of ["reasons", "excerpt"] as const)
      expect(renderReport(all, verdictOf(all), { ...options, outputs }, 65_000)).toContain("PRIVATE");
  });
});

describe("compareSuite", () => {
  it("compares a pull request that edited a case definition instead of refusing it", async () => {
    const { compareSuite } = await import("../../../src/github/conclude.js");
    const { parseInputs } = await import("../../../src/github/inputs.js");
    const inputs = parseInputs((n) => ({ suites: "s.yaml", config: "c.yaml" })[n as "suites"] ?? "");
    const baseline = makeRun([{ id: "a", status: "pass", case_sha256: "1".repeat(64) }]);
    const candidate = makeRun([{ id: "a", status: "fail", case_sha256: "2".repeat(64) }]);
    expect(() => compareRuns(baseline, candidate)).toThrow();
    const outcome = compareSuite("s", baseline, candidate, inputs, {
      source: "cache",
      commit: null,
      age_seconds: 1,
    });
    expect(outcome.kind).toBe("compared");
    if (outcome.kind !== "compared") return;
    expect(outcome.comparison.cases[0]?.definition_changed).toBe(true);
    expect(outcome.comparison.baseline.provenance).toEqual({ source: "cache", commit: null, age_seconds: 1 });
    expect(outcome.gate.exitCode).toBe(1);
  });
});
