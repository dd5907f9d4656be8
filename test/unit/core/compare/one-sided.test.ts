import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
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

  it("that could not execute names the status and the message", () => {
    const x = newCase({ id: "fresh", status: "timeout", output: null });
    expect(x.category).toBe("new");
    expect(x.reason).toBe(
      "could not execute in the candidate (timeout: timeout while calling the model); not in the baseline run",
    );
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
    expect(x.reason).toBe(
      "could not execute in the candidate (timeout: timeout while calling the model); not in the baseline run",
    );
  });

  it("stays non-gating", () => {
    const c = compareRuns(base, makeRun([{ id: "a" }, { id: "fresh", status: "fail" }]));
    expect(c.status).toBe("compatible");
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
