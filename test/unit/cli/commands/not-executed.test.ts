import { describe, expect, it } from "vitest";
import { notExecuted, nothingExecuted } from "../../../../src/cli/commands/run.js";
import { makeRun } from "../../../helpers/make-run.js";

const timeout = { status: "timeout" as const, output: null, reason: "no answer within 60 s" };
const pass = { status: "pass" as const };

describe("notExecuted: one line per reason", () => {
  it("a case none of whose repetitions ran is 'not executed'", () => {
    const run = makeRun([{ id: "a", reps: [timeout, timeout] }, { id: "b" }]);
    expect(notExecuted(run)).toEqual(["  case 'a' not executed: timeout: no answer within 60 s"]);
  });

  it("a case some of whose repetitions ran says how many did not", () => {
    const run = makeRun([{ id: "a", reps: [pass, timeout, pass, timeout, pass], min_pass: 3 }]);
    expect(run.cases[0]?.status).toBe("pass");
    expect(notExecuted(run)).toEqual([
      "  case 'a': 2 of 5 repetitions not executed: timeout: no answer within 60 s",
    ]);
  });

  it("several cases: counted as cases when none ran, as repetitions otherwise", () => {
    const whole = makeRun([
      { id: "a", reps: [timeout] },
      { id: "b", reps: [timeout, timeout] },
    ]);
    expect(notExecuted(whole)).toEqual(["  2 cases not executed: timeout: no answer within 60 s"]);
    const partly = makeRun([
      { id: "a", reps: [timeout, timeout] },
      { id: "b", reps: [pass, timeout] },
    ]);
    expect(notExecuted(partly)).toEqual([
      "  3 repetitions of 2 cases not executed: timeout: no answer within 60 s",
    ]);
    // No case reached min_pass, so none is judged; but one repetition did run.
    expect(nothingExecuted(partly)).toBe(
      "no case of suite 'demo' reached a verdict with config 'baseline': 1 of 4 repetitions executed, the others did not: timeout: no answer within 60 s",
    );
    expect(nothingExecuted(whole)).toBe(
      "no case of suite 'demo' could execute with config 'baseline': timeout: no answer within 60 s",
    );
  });

  it("an error's message stands alone; reasons beyond the third are counted", () => {
    const run = makeRun(
      ["a", "b", "c", "d"].map((id) => ({
        id,
        // A failed execution has no duration (failedRepetition).
        reps: [{ status: "error" as const, output: null, duration_ms: null, reason: `broken ${id}` }],
      })),
    );
    expect(notExecuted(run)).toEqual([
      "  case 'a' not executed: broken a",
      "  case 'b' not executed: broken b",
      "  case 'c' not executed: broken c",
      "  ... and 1 other reasons (see the result file)",
    ]);
  });

  it("a check that erred after the model answered is 'not judged (check error)', kept apart from an execution's error of the same words", () => {
    const checkError = {
      status: "error" as const,
      output: null,
      duration_ms: 12,
      reason: "check 'x' timed out",
    };
    const execError = {
      status: "error" as const,
      output: null,
      duration_ms: null,
      reason: "check 'x' timed out",
    };
    const run = makeRun([
      { id: "a", reps: [checkError] },
      { id: "b", reps: [checkError, pass], min_pass: 2 },
      { id: "c", reps: [execError] },
    ]);
    expect(notExecuted(run)).toEqual([
      "  2 repetitions of 2 cases not judged (check error): check 'x' timed out",
      "  case 'c' not executed: check 'x' timed out",
    ]);
    // With the output hashed away (capture none) the duration still says the model answered.
    const only = makeRun([{ id: "a", reps: [checkError] }]);
    expect(nothingExecuted(only)).toBe(
      "no case of suite 'demo' reached a verdict with config 'baseline': the model answered, its check erred: check 'x' timed out",
    );
  });

  it("after Ctrl-C with nothing executed, says the run was cancelled (review-providers #7)", () => {
    const cancelled = { status: "cancelled" as const, output: null, reason: "run cancelled", error: null };
    const run = makeRun([{ id: "a", reps: [cancelled] }], { cancelled: true });
    expect(nothingExecuted(run)).toBe(
      "no case of suite 'demo' could execute with config 'baseline': the run was cancelled",
    );
    const partly = makeRun([{ id: "a", reps: [pass, cancelled, cancelled] }], { cancelled: true });
    expect(nothingExecuted(partly)).toBe(
      "no case of suite 'demo' reached a verdict with config 'baseline': 1 of 3 repetitions executed, the others did not: the run was cancelled",
    );
  });
});
