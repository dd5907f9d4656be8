import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import type { Category } from "../../../../src/core/compare/comparison.js";
import { changeText } from "../../../../src/core/report/format.js";
import type { CaseResult } from "../../../../src/core/result/run-result.js";
import { type CaseSpec, makeCase, makeRun } from "../../../helpers/make-run.js";

function only(base: CaseSpec, cand: CaseSpec, options = {}) {
  const c = compareRuns(makeRun([base]), makeRun([cand], { config: { id: "candidate" } }), options);
  expect(c.cases).toHaveLength(1);
  return c.cases[0]!;
}

const pass = (output = "hello"): Partial<CaseSpec> => ({ status: "pass", output });
const fail = (reason = "expected 'hello'", output = "bye"): Partial<CaseSpec> => ({
  status: "fail",
  output,
  reason,
});

describe("compareRuns: one category per case", () => {
  it("regression: passed, now fails, with the candidate's reason", () => {
    const c = only({ id: "a", ...pass() }, { id: "a", ...fail("predicted 'technical', expected 'billing'") });
    expect(c.category).toBe("regression");
    expect(c.reason).toBe("predicted 'technical', expected 'billing'");
    expect(c.baseline_status).toBe("pass");
    expect(c.candidate_status).toBe("fail");
  });

  it("regression: passed, now invalid evidence for its own check", () => {
    const c = only(
      { id: "a", type: "json", contract: "json", ...pass('{"a":1}'), evidence: { json: { a: 1 } } },
      {
        id: "a",
        type: "json",
        contract: "json",
        status: "invalid",
        output: "```json\n{}\n```",
        reason: "output is not valid JSON (line 1, column 1: unexpected '`')",
        evidence: { json_error: "line 1, column 1: unexpected '`'" },
      },
    );
    expect(c.category).toBe("regression");
    expect(c.reason).toContain("not valid JSON");
  });

  it("fixed, still_failing, passing, changed", () => {
    expect(only({ id: "a", ...fail() }, { id: "a", ...pass() }).category).toBe("fixed");
    expect(only({ id: "a", ...fail() }, { id: "a", ...fail("other") }).category).toBe("still_failing");
    const same = only({ id: "a", ...pass("x") }, { id: "a", ...pass("x") });
    expect(same.category).toBe("passing");
    expect(same.output_changed).toBe(false);
    expect(same.diff).toBeNull();
    const changed = only(
      { id: "a", ...pass("Hello there.\nHow can I help?") },
      { id: "a", ...pass("Hello there.\nWhat do you need?") },
    );
    expect(changed.category).toBe("changed");
    expect(changed.reason).toBe("output changed");
    expect(changed.output_changed).toBe(true);
    expect(changed.diff).toBe("  Hello there.\n- How can I help?\n+ What do you need?");
  });

  it("fixed reason quotes the baseline's failure", () => {
    const c = only({ id: "a", ...fail("too long") }, { id: "a", ...pass() });
    expect(c.reason).toBe("was: too long");
  });

  it("error: the candidate could not execute, never a regression", () => {
    for (const status of ["error", "unavailable", "timeout", "cancelled"] as const) {
      const c = only({ id: "a", ...pass() }, { id: "a", status, output: null });
      expect(c.category).toBe("error");
      // issue 9 point 1: the reason names the side; the change (`error (timeout)`) names the status.
      expect(c.reason).toBe(`the candidate could not execute it (${status} while calling the model)`);
      expect(changeText(c)).toBe(status === "error" ? "error" : `error (${status})`);
    }
  });

  it("error: missed min_pass only because some repetitions could not run", () => {
    const c = only(
      { id: "a", reps: [{}, {}, {}] },
      // As another tool might record it: judged repetitions fall short, the case says "fail".
      { id: "a", reps: [{}, {}, { status: "timeout", output: null }], case_status: "fail" },
    );
    expect(c.candidate_status).toBe("fail");
    expect(c.category).toBe("error");
    expect(c.reason).toBe(
      "the candidate could not execute 1 of 3 repetitions (timeout while calling the model); 2 passed, min_pass 3",
    );
  });

  // docs/comparison.md, table row 2: when some repetitions were judged, the reason counts the
  // ones that could not execute, whatever status the case was aggregated to (the runner's own
  // aggregation says `error`, another tool's may say `fail`).
  it("error: some repetitions judged, the rest could not execute: counted, never 'it'", () => {
    const http500 = { status: "error" as const, output: null, error: "HTTP 500 from /api/chat: boom" };
    const c = only({ id: "a", reps: [{}, {}, {}] }, { id: "a", reps: [http500, http500, {}], min_pass: 3 });
    expect(c.candidate_status).toBe("error");
    expect(c.judged.candidate).toBe(1);
    expect(c.reason).toBe(
      "the candidate could not execute 2 of 3 repetitions (error: HTTP 500 from /api/chat: boom); 1 passed, min_pass 3",
    );
    const timedOut = { status: "timeout" as const, output: null, error: "timed out after 2 s" };
    const b = only({ id: "a", reps: [{}, timedOut], min_pass: 2 }, { id: "a", reps: [{}, {}], min_pass: 2 });
    expect(b.baseline_status).toBe("timeout");
    expect(b.reason).toBe(
      "the baseline could not execute 1 of 2 repetitions (timed out after 2 s); 1 passed, min_pass 2",
    );
    // Nothing judged: the case could not execute at all, its message alone.
    const none = only({ id: "a", reps: [{}, {}] }, { id: "a", reps: [http500, http500] });
    expect(none.reason).toBe("the candidate could not execute it (HTTP 500 from /api/chat: boom)");
  });

  // One sentence per failure: a single repetition is the case itself (no "it (1 of 1
  // repetitions could not execute (...))"), a message that says its status is not told it again,
  // and both sides failing alike are said once.
  it("error: a single-repetition case that could not execute is one sentence, whatever the status", () => {
    for (const status of ["timeout", "error", "unavailable", "cancelled"] as const) {
      const recorded = only(
        { id: "a", ...pass() },
        // As another tool might record it: the case says "fail", its repetition timed out.
        { id: "a", reps: [{ status, output: null }], case_status: "fail" },
      );
      expect(recorded.category).toBe("error");
      expect(recorded.reason).toBe(`the candidate could not execute it (${status} while calling the model)`);
      const plain = { status, output: null, error: "HTTP 503 from /api/chat" };
      expect(only({ id: "a", ...pass() }, { id: "a", reps: [plain], case_status: "fail" }).reason).toBe(
        `the candidate could not execute it (${status}: HTTP 503 from /api/chat)`,
      );
      const both = only({ id: "a", status, output: null }, { id: "a", status, output: null });
      expect(both.reason).toBe(`neither side could execute it (${status} while calling the model)`);
    }
    const timedOut = { status: "timeout" as const, output: null, error: "timed out after 2 s" };
    expect(only({ id: "a", ...pass() }, { id: "a", reps: [timedOut], case_status: "fail" }).reason).toBe(
      "the candidate could not execute it (timed out after 2 s)",
    );
    const cancelled = { status: "cancelled" as const, output: null, error: "the run was cancelled" };
    expect(only({ id: "a", ...pass() }, { id: "a", reps: [cancelled], case_status: "fail" }).reason).toBe(
      "the candidate could not execute it (the run was cancelled)",
    );
    // Sides that failed differently each say their own.
    expect(
      only({ id: "a", status: "unavailable", output: null }, { id: "a", status: "timeout", output: null })
        .reason,
    ).toBe(
      "the candidate could not execute it (timeout while calling the model); the baseline could not execute it (unavailable while calling the model)",
    );
  });

  // PRODUCT.md 3.4: a status follows min_pass (>= 1) over judged repetitions; with none judged
  // there is no verdict, whatever the case says (a run built in code, not read from a file).
  it("error: a side with no judged repetition is never a verdict, whatever its status says", () => {
    const unjudged = (status: "pass" | "fail" | "cancelled"): CaseResult => ({
      ...makeCase({ id: "a" }),
      status,
      pass_count: 0,
      judged_count: 0,
      repetitions: [],
    });
    const passed = compareRuns(makeRun([{ id: "a", status: "fail" }]), makeRun([unjudged("pass")]));
    expect(passed.cases[0]!.category).toBe("error");
    expect(passed.cases[0]!.reason).toBe("the candidate could not execute it (no repetition was judged)");
    expect(passed.status).toBe("execution_failure");
    const baseline = compareRuns(makeRun([unjudged("pass")]), makeRun([{ id: "a", status: "fail" }]));
    expect(baseline.cases[0]!.category).toBe("error");
    expect(baseline.cases[0]!.reason).toBe("the baseline could not execute it (no repetition was judged)");
    const cancelled = compareRuns(makeRun([{ id: "a" }]), makeRun([unjudged("cancelled")]));
    expect(cancelled.cases[0]!.category).toBe("error");
    expect(cancelled.cases[0]!.reason).toBe("the candidate could not execute it (cancelled)");
    const fresh = compareRuns(makeRun([{ id: "b" }]), makeRun([{ id: "b" }, unjudged("pass")]));
    expect(fresh.cases[1]!.category).toBe("error");
  });

  it("repetitions that could not execute on a side still judged are named in the reason", () => {
    // min_pass 1 of 10: one pass is enough, and nine calls failed with HTTP 500.
    const errors = Array.from({ length: 9 }, () => ({
      status: "error" as const,
      output: null,
      error: "HTTP 500",
    }));
    const c = only(
      { id: "a", reps: Array.from({ length: 10 }, () => ({ output: "hello" })), min_pass: 1 },
      { id: "a", reps: [{ output: "hello" }, ...errors], min_pass: 1 },
    );
    expect(c.candidate_status).toBe("pass");
    expect(c.category).not.toBe("error");
    expect(c.reason).toBe(
      "9 of 10 candidate repetitions could not execute (error: HTTP 500); compared on the other 1",
    );
    // Every repetition executed: nothing is said.
    expect(only({ id: "a", ...pass() }, { id: "a", ...pass() }).reason).toBeNull();
  });

  it("error: the runner's own aggregation (execution status stands) is an error too", () => {
    const reps = [{}, { status: "fail" as const }, { status: "timeout" as const, output: null }];
    const c = only({ id: "a", reps: [{}, {}, {}], min_pass: 2 }, { id: "a", reps, min_pass: 2 });
    expect(c.candidate_status).toBe("timeout");
    expect(c.category).toBe("error");
    // With min_pass 3 the timeout could not have saved it: judged on its 2 judged repetitions
    // (1/2 against 3/3 is not significant, so flaky rather than a regression).
    const d = only({ id: "a", reps: [{}, {}, {}] }, { id: "a", reps });
    expect(d.candidate_status).toBe("fail");
    expect(d.category).toBe("flaky");
  });

  // issue 9 point 1 (was: fixed / still_failing): a baseline that could not execute makes the
  // case unjudgeable, whatever the candidate did.
  it("baseline could not execute: error naming the baseline, never fixed or still_failing", () => {
    for (const status of ["error", "unavailable", "timeout", "cancelled"] as const) {
      const fixed = only({ id: "a", status, output: null }, { id: "a", ...pass() });
      expect(fixed.category).toBe("error");
      expect(fixed.reason).toBe(`the baseline could not execute it (${status} while calling the model)`);
      const still = only({ id: "a", status, output: null }, { id: "a", ...fail("nope") });
      expect(still.category).toBe("error");
      expect(still.reason).toContain("the baseline could not execute it");
    }
  });

  // issue 9 point 1 (was: invalid): an execution failure on either side is `error`, exit 3.
  it("baseline could not execute a contract case: error, never fixed or compatible", () => {
    const none = only(
      { id: "a", type: "none", contract: "json", status: "unavailable", output: null },
      { id: "a", type: "none", contract: "json", ...pass() },
    );
    expect(none.category).toBe("error");
    expect(none.reason).toBe("the baseline could not execute it (unavailable while calling the model)");
  });

  it("missing and new keep their one side", () => {
    const c = compareRuns(
      makeRun([{ id: "a" }, { id: "gone" }, { id: "b" }]),
      makeRun([{ id: "a" }, { id: "b" }, { id: "fresh" }]),
    );
    expect(c.cases.map((x) => [x.id, x.category])).toEqual([
      ["a", "passing"],
      ["gone", "missing"],
      ["b", "passing"],
      ["fresh", "new"],
    ]);
    const gone = c.cases[1]!;
    expect(gone.candidate_status).toBeNull();
    expect(gone.baseline_status).toBe("pass");
    expect(gone.reason).toBe("not in the candidate run");
    expect(c.cases[3]!.baseline_status).toBeNull();
    expect(c.summary).toMatchObject({ cases: 4, passing: 2, missing: 1, new: 1 });
  });

  it("label changes are listed for classification cases", () => {
    const c = only(
      { id: "intent", type: "classification", ...pass("billing"), evidence: { label: "billing" } },
      {
        id: "intent",
        type: "classification",
        ...fail("predicted 'technical', expected 'billing'", "technical"),
        evidence: { label: "technical" },
      },
    );
    expect(c.label_change).toEqual({
      from: "billing",
      to: "technical",
      from_count: 1,
      from_total: 1,
      to_count: 1,
      to_total: 1,
    });
    expect(c.category).toBe("regression");
  });

  it("warnings: both sides listed, new ones marked", () => {
    const c = only(
      { id: "a", warnings: ["latency 1600 ms exceeds max_latency_ms 1500"] },
      { id: "a", warnings: ["latency 1600 ms exceeds max_latency_ms 1500", "output has 40 words"] },
    );
    expect(c.baseline_warnings).toEqual(["latency 1600 ms exceeds max_latency_ms 1500"]);
    expect(c.new_warnings).toEqual(["output has 40 words"]);
    // Warnings never change the category.
    expect(c.category).toBe("passing");
  });

  it("evidence-only changes count as changed (tool calls with identical text)", () => {
    const c = only(
      {
        id: "t",
        type: "tool_call",
        ...pass(""),
        evidence: { tool_calls: [{ name: "lookup", arguments: { id: "1" } }] },
      },
      {
        id: "t",
        type: "tool_call",
        ...pass(""),
        evidence: { tool_calls: [{ name: "lookup", arguments: { id: "1", v: 2 } }] },
      },
    );
    expect(c.category).toBe("changed");
    expect(c.reason).toBe("tool calls changed");
    expect(c.diff).toContain('+ [tool call 1] lookup {"id":"1","v":2}');
  });

  it("hash-only capture still detects changes through output_sha256", () => {
    const c = only(
      { id: "a", reps: [{ output: null, output_sha256: "1".repeat(64) }] },
      { id: "a", reps: [{ output: null, output_sha256: "2".repeat(64) }] },
    );
    expect(c.category).toBe("changed");
    expect(c.diff).toContain("output not captured");
  });

  it("summary counts every category once and matches the case list", () => {
    const base = makeRun([
      { id: "r", ...pass() },
      { id: "f", ...fail() },
      { id: "s", ...fail() },
      { id: "p", ...pass() },
      { id: "c", ...pass("x") },
      { id: "e", ...pass() },
      { id: "m" },
    ]);
    const cand = makeRun([
      { id: "r", ...fail() },
      { id: "f", ...pass() },
      { id: "s", ...fail() },
      { id: "p", ...pass() },
      { id: "c", ...pass("y") },
      { id: "e", status: "timeout", output: null },
      { id: "n" },
    ]);
    const c = compareRuns(base, cand);
    const counts: Partial<Record<Category, number>> = {};
    for (const x of c.cases) counts[x.category] = (counts[x.category] ?? 0) + 1;
    expect(counts).toEqual({
      regression: 1,
      fixed: 1,
      still_failing: 1,
      passing: 1,
      changed: 1,
      error: 1,
      missing: 1,
      new: 1,
    });
    expect(c.summary).toEqual({
      cases: 8,
      regressions: 1,
      fixed: 1,
      still_failing: 1,
      passing: 1,
      changed: 1,
      mismatches: 0,
      invalid: 0,
      errors: 1,
      missing: 1,
      new: 1,
      flaky: 0,
    });
    // issue 9 point 1: regressed > execution_failure
    expect(c.status).toBe("regressed");
  });
});

describe("compareRuns: overall status", () => {
  const base = makeRun([{ id: "a" }, { id: "b" }]);
  it("compatible when nothing gates", () => {
    expect(compareRuns(base, makeRun([{ id: "a" }, { id: "b", output: "changed" }])).status).toBe(
      "compatible",
    );
  });
  it("regressed on a regression", () => {
    expect(compareRuns(base, makeRun([{ id: "a", status: "fail" }, { id: "b" }])).status).toBe("regressed");
  });
  // issue 9 point 1 (was: unavailable wins): behaviour that regressed is reported as such.
  it("regressed wins over unavailable and execution_failure", () => {
    const c = compareRuns(
      base,
      makeRun([
        { id: "a", status: "fail" },
        { id: "b", status: "unavailable", output: null },
      ]),
    );
    expect(c.status).toBe("regressed");
  });
  it("unavailable when every error case is unavailable on either side", () => {
    const c = compareRuns(
      makeRun([{ id: "a" }, { id: "b", status: "unavailable", output: null }]),
      makeRun([{ id: "a", status: "unavailable", output: null }, { id: "b" }]),
    );
    expect(c.status).toBe("unavailable");
  });
  it("execution_failure wins when any error is not mere unavailability", () => {
    const c = compareRuns(
      base,
      makeRun([
        { id: "a", status: "unavailable", output: null },
        { id: "b", status: "timeout", output: null },
      ]),
    );
    expect(c.status).toBe("execution_failure");
  });
});

describe("compareRuns: repetitions", () => {
  const reps = (passes: number, n: number) => ({
    reps: Array.from({ length: n }, (_, i) =>
      i < passes ? { output: "ok" } : { status: "fail" as const, output: "no" },
    ),
  });

  it("3/3 -> 0/3 is a regression with its p-value", () => {
    const c = only({ id: "a", ...reps(3, 3) }, { id: "a", ...reps(0, 3) });
    expect(c.category).toBe("regression");
    expect(c.p_value).toBeCloseTo(0.05, 10);
    expect(c.reason).toBe(
      "pass rate 3/3 -> 0/3 (one-sided Fisher p = 0.05 <= corrected threshold 0.05; alpha 0.05, Holm over 1 test): did not match",
    );
  });

  // issue 9 point 5 (was: "0 of N passed" is always a regression): not significant is flaky.
  it("2/2 -> 0/2 is flaky: p = 0.167 is not significant, even though no repetition passes", () => {
    const c = only({ id: "a", ...reps(2, 2) }, { id: "a", ...reps(0, 2) });
    expect(c.category).toBe("flaky");
    expect(c.p_value).toBeCloseTo(1 / 6, 10);
    expect(c.reason).toBe(
      "pass rate 2/2 -> 0/2 (one-sided Fisher p = 0.167, not significant: with these counts p cannot go below 0.167, so it is not tested at alpha 0.05)",
    );
  });

  it("3/3 -> 2/3 is flaky: the drop is not significant", () => {
    const c = only({ id: "a", ...reps(3, 3) }, { id: "a", ...reps(2, 3) });
    expect(c.candidate_status).toBe("fail");
    expect(c.category).toBe("flaky");
    expect(c.reason).toBe(
      "pass rate 3/3 -> 2/3 (one-sided Fisher p = 0.5, not significant: with these counts p cannot go below 0.5, so it is not tested at alpha 0.05)",
    );
    expect(c.baseline_pass_count).toBe(3);
    expect(c.candidate_pass_count).toBe(2);
    expect(c.repeat).toEqual({ baseline: 3, candidate: 3 });
  });

  it("a p equal to alpha is significant: 8/8 -> 5/8 at alpha 0.1 (p = 1287/12870)", () => {
    const c = only(
      { id: "a", ...reps(8, 8), min_pass: 5 },
      { id: "a", ...reps(5, 8), min_pass: 5 },
      { alpha: 0.1 },
    );
    expect(c.category).toBe("regression");
    expect(c.p_threshold).toBe(0.1);
    expect(c.reason).toBe(
      "pass rate 8/8 -> 5/8 (one-sided Fisher p = 0.1 <= corrected threshold 0.1; alpha 0.1, Holm over 1 test)",
    );
    const none = only(
      { id: "a", ...reps(3, 3) },
      { id: "a", ...reps(0, 2) },
      { alpha: 0.1, correction: "none" },
    );
    expect(none.category).toBe("regression");
    expect(only({ id: "a", ...reps(2, 2) }, { id: "a", ...reps(0, 3) }, { alpha: 0.1 }).category).toBe(
      "regression",
    );
  });

  it("a case left out of the family (cannot reach alpha) has no p_threshold", () => {
    const c = only({ id: "a", ...reps(2, 2) }, { id: "a", ...reps(0, 2) });
    expect(c.category).toBe("flaky");
    expect(c.p_threshold).toBeNull();
  });

  it("a case after Holm's step-down stopped says so and has no p_threshold", () => {
    const cases = (passes: number) => ["x", "y"].map((id) => ({ id, ...reps(passes, 10), min_pass: 5 }));
    const cmp = compareRuns(makeRun(cases(10)), makeRun(cases(6), { config: { id: "candidate" } }));
    const [x, y] = ["x", "y"].map((id) => cmp.cases.find((c) => c.id === id)!);
    expect(x!.p_threshold).toBe(0.025);
    expect(x!.reason).toBe(
      "pass rate 10/10 -> 6/10 (one-sided Fisher p = 0.0433, not significant: corrected threshold 0.025; alpha 0.05, Holm over 2 tests)",
    );
    expect(y!.category).toBe("flaky");
    expect(y!.p_threshold).toBeNull();
    expect(y!.reason).toBe(
      "pass rate 10/10 -> 6/10 (one-sided Fisher p = 0.0433, not significant: Holm's step-down stopped before it, at a p no larger that missed its threshold 0.025; alpha 0.05, Holm over 2 tests)",
    );
  });

  it("a tiny p reads `p < 0.0001`", () => {
    const c = only({ id: "a", ...reps(20, 20) }, { id: "a", ...reps(0, 20) });
    expect(c.reason).toContain("(one-sided Fisher p < 0.0001 <= corrected threshold 0.05;");
  });

  it("a looser alpha turns the same drop into a regression", () => {
    const c = only({ id: "a", ...reps(3, 3) }, { id: "a", ...reps(1, 3) }, { alpha: 0.25 });
    expect(c.p_value).toBeCloseTo(0.2, 10);
    expect(c.category).toBe("regression");
  });

  it("10/10 -> 5/10 is a regression even when min_pass 5 still passes", () => {
    const c = only({ id: "a", ...reps(10, 10), min_pass: 5 }, { id: "a", ...reps(5, 10), min_pass: 5 });
    expect(c.candidate_status).toBe("pass");
    expect(c.category).toBe("regression");
    expect(c.reason).toBe(
      "pass rate 10/10 -> 5/10 (one-sided Fisher p = 0.0163 <= corrected threshold 0.05; alpha 0.05, Holm over 1 test)",
    );
  });

  it("a passing candidate with an insignificant drop is flaky (min_pass met)", () => {
    const c = only({ id: "a", ...reps(3, 3), min_pass: 2 }, { id: "a", ...reps(2, 3), min_pass: 2 });
    expect(c.candidate_status).toBe("pass");
    expect(c.category).toBe("flaky");
  });

  it("one side with a single repetition: plain status comparison, no p-value", () => {
    const c = only({ id: "a" }, { id: "a", ...reps(2, 3) });
    expect(c.p_value).toBeNull();
    expect(c.category).toBe("regression");
  });

  it("failing in both with repetitions stays still_failing, not flaky", () => {
    const c = only({ id: "a", ...reps(1, 3) }, { id: "a", ...reps(2, 3) });
    expect(c.category).toBe("still_failing");
  });
});
