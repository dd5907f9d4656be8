import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import { DEFAULT_FAIL_ON } from "../../../../src/core/compare/comparison.js";
import { gate } from "../../../../src/core/compare/gate.js";
import { makeRun } from "../../../helpers/make-run.js";

// review-cli #5: a new case that fails or could not run in the candidate says so; review-cli #4:
// a missing case's reason names every selection the candidate run was made with.

describe("a case on the candidate side only (new)", () => {
  const base = makeRun([{ id: "a" }]);
  const newCase = (spec: Parameters<typeof makeRun>[0][number]) =>
    compareRuns(base, makeRun([{ id: "a" }, spec])).cases[1]!;

  it("that passes reads as before", () => {
    const x = newCase({ id: "fresh" });
    expect(x.category).toBe("new");
    expect(x.reason).toBe("not in the baseline run");
  });

  it("that fails gives the candidate's reason", () => {
    const x = newCase({ id: "fresh", status: "fail", reason: 'output does not contain "hi"' });
    expect(x.category).toBe("new");
    expect(x.candidate_status).toBe("fail");
    expect(x.reason).toBe('fails in the candidate: output does not contain "hi"; not in the baseline run');
  });

  it("that is invalid says so", () => {
    const x = newCase({ id: "fresh", status: "invalid", reason: "output is not valid JSON" });
    expect(x.reason).toBe("invalid in the candidate: output is not valid JSON; not in the baseline run");
  });

  // PRODUCT.md section 6: `error` is "either side could not execute it", and it gates. A new case
  // the candidate could not run must not leave the gate green: it is an `error`, gating with
  // exit 3 like an error on both sides, and its reason says it is new.
  it("that could not execute is an execution failure: category error, gating with exit 3", () => {
    for (const status of ["timeout", "error", "cancelled"] as const) {
      const c = compareRuns(base, makeRun([{ id: "a" }, { id: "fresh", status, output: null }]));
      const x = c.cases[1]!;
      expect(x.category).toBe("error");
      expect(x.baseline_status).toBeNull();
      expect(x.candidate_status).toBe(status);
      expect(x.reason).toBe(
        `the candidate could not execute it (${status} while calling the model); not in the baseline run`,
      );
      expect(c.summary).toMatchObject({ errors: 1, new: 0 });
      expect(c.status).toBe("execution_failure");
      expect(gate(c, { failOn: DEFAULT_FAIL_ON, failOnLatency: false })).toMatchObject({
        exitCode: 3,
        failing: ["error"],
      });
    }
  });

  it("that found its provider unavailable makes the comparison unavailable", () => {
    const c = compareRuns(base, makeRun([{ id: "a" }, { id: "fresh", status: "unavailable", output: null }]));
    expect(c.cases[1]!.category).toBe("error");
    expect(c.status).toBe("unavailable");
  });

  it("with repetitions gives the pass count and min_pass", () => {
    const x = newCase({
      id: "fresh",
      reps: [{}, { status: "fail", reason: "too long" }, { status: "fail", reason: "too short" }],
    });
    expect(x.reason).toBe(
      "fails in the candidate (1/3 passed, min_pass 3): too long; not in the baseline run",
    );
  });

  it("that missed min_pass for want of executions could not execute", () => {
    const x = newCase({ id: "fresh", reps: [{}, { status: "timeout", output: null }], min_pass: 2 });
    expect(x.category).toBe("error");
    expect(x.reason).toBe(
      "the candidate could not execute 1 of 2 repetitions (timeout while calling the model); 1 passed, min_pass 2; not in the baseline run",
    );
  });

  it("stays non-gating when it merely fails", () => {
    const c = compareRuns(base, makeRun([{ id: "a" }, { id: "fresh", status: "fail" }]));
    expect(c.cases[1]!.category).toBe("new");
    expect(c.status).toBe("compatible");
    expect(gate(c, { failOn: DEFAULT_FAIL_ON, failOnLatency: false }).exitCode).toBe(0);
  });
});

// The status of a missing case is part of the comparison, so the CLI, the library and the Action
// say it alike (it used to be added by the Action's report alone).
describe("a case on the baseline side only (missing)", () => {
  const cand = makeRun([{ id: "a" }]);
  const missing = (spec: Parameters<typeof makeRun>[0][number]) =>
    compareRuns(makeRun([{ id: "a" }, spec]), cand).cases[1]!;

  it("says its status in the baseline when it did not pass there", () => {
    for (const status of ["fail", "invalid", "error", "timeout"] as const) {
      const x = missing({
        id: "gone",
        status,
        output: status === "fail" || status === "invalid" ? "x" : null,
      });
      expect(x.category).toBe("missing");
      expect(x.reason).toBe(`not in the candidate run; its status in the baseline: ${status}`);
    }
  });

  it("says nothing more when it passed there, and never gates", () => {
    const c = compareRuns(makeRun([{ id: "a" }, { id: "gone", status: "error", output: null }]), cand);
    expect(missing({ id: "gone" }).reason).toBe("not in the candidate run");
    expect(c.status).toBe("compatible");
    expect(gate(c, { failOn: DEFAULT_FAIL_ON, failOnLatency: false }).exitCode).toBe(0);
  });
});

describe("a case the candidate's selection left out (missing)", () => {
  const full = makeRun([{ id: "refund-policy" }, { id: "greeting", tags: ["smoke"] }]);
  const selected = (selection: {
    tags: string[];
    shard: { index: number; count: number } | null;
    cases?: string[];
  }) => compareRuns(full, makeRun([{ id: "greeting", tags: ["smoke"] }], { selection })).cases[0]!;

  it("names --tag and --case when both applied, not --case alone", () => {
    const x = selected({ tags: ["smoke"], shard: null, cases: ["refund-*", "greeting"] });
    expect(x.category).toBe("missing");
    expect(x.reason).toBe(
      "not in the candidate run (not selected by --tag smoke and --case refund-*, greeting)",
    );
  });

  it("names the shard beside another selection", () => {
    const x = selected({ tags: ["smoke", "fast"], shard: { index: 1, count: 3 } });
    expect(x.reason).toBe("not in the candidate run (not selected by --tag smoke, fast and --shard 1/3)");
  });

  it("names a single selection as before", () => {
    expect(selected({ tags: [], shard: null, cases: ["greeting"] }).reason).toBe(
      "not in the candidate run (not selected by --case greeting)",
    );
    expect(selected({ tags: [], shard: { index: 2, count: 3 } }).reason).toBe(
      "not in the candidate run (shard 2/3)",
    );
  });
});
