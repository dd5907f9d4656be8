import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import { renderComparisonJunit } from "../../../../src/core/report/comparison-junit.js";
import { renderComparisonMarkdown } from "../../../../src/core/report/comparison-markdown.js";
import { renderComparisonText } from "../../../../src/core/report/comparison-text.js";
import { makeRun } from "../../../helpers/make-run.js";

// review-cli #5: a new case that fails in the candidate must not read like a passing one in any
// report; it stays non-gating. One the candidate could not run is an execution failure: it is
// listed with the gating errors, as new, in every report.

describe("new cases in the reports", () => {
  const secret = "PRIVATE-CUSTOMER-DATA";
  const c = compareRuns(
    makeRun([{ id: "a" }]),
    makeRun([
      { id: "a" },
      { id: "passes", type: "contains" },
      { id: "fails", type: "contains", status: "fail", reason: `output does not contain "hi" (${secret})` },
      { id: "slow", type: "contains", status: "timeout", output: null, reps: undefined },
    ]),
  );

  it("text: each new case says what it did in the candidate", () => {
    const text = renderComparisonText(c);
    expect(text).toContain("EXECUTION FAILURE: 1 case could not run\n");
    expect(text).toContain("  passes [contains] new: not in the baseline run\n");
    expect(text).toContain(
      `  fails [contains] new: fails in the candidate: output does not contain "hi" (${secret}); not in the baseline run\n`,
    );
    expect(text).toContain(
      "\nExecution errors (1):\n  slow [contains] error (new, timeout): the candidate could not execute it (timeout while calling the model); not in the baseline run\n",
    );
  });

  it("markdown: the collapsed section counts them and each item gives the reason", () => {
    const md = renderComparisonMarkdown(c);
    expect(md).toContain("<summary>Missing and new (2): 1 new case does not pass in the candidate</summary>");
    expect(md).toContain("- `passes` (contains): new, not in the baseline run");
    expect(md).toContain(
      `- \`fails\` (contains): new, fails in the candidate: output does not contain "hi" (${secret}); not in the baseline run`,
    );
    expect(md).toContain(
      "| `slow` | contains | error (new, timeout) | the candidate could not execute it (timeout while calling the model); not in the baseline run |",
    );
    expect(md).not.toContain("- `slow`");
  });

  it("markdown with outputs: none withholds the check's reason, not the status", () => {
    const md = renderComparisonMarkdown(c, { outputs: "none" });
    expect(md).not.toContain(secret);
    expect(md).toContain(
      "- `fails` (contains): new, output differs from expected: fails the contains check in the candidate (output not shown); not in the baseline run",
    );
  });

  it("junit: a new case that does not pass is skipped with its reason; a passing one passes", () => {
    const xml = renderComparisonJunit(c);
    expect(xml).toMatch(/<testcase name="passes"[^>]*\/>/);
    expect(xml).toContain(
      '<skipped message="new: fails in the candidate: output does not contain &quot;hi&quot; (PRIVATE-CUSTOMER-DATA); not in the baseline run; not gating (add it to --fail-on to gate on it)"/>',
    );
    expect(xml).toMatch(
      /<testcase name="slow"[^>]*>\n\s+<error type="timeout" message="the candidate could not execute it \(timeout while calling the model\); not in the baseline run">/,
    );
    expect(xml).toContain('failures="0" errors="1" skipped="1"');
  });
});

// The missing case's status in the baseline is the comparison's, so `modelgate compare` says it
// too (it used to be added by the Action's report only).
describe("missing cases in the reports", () => {
  const c = compareRuns(
    makeRun([{ id: "a" }, { id: "gone", type: "contains", status: "error", output: null }, { id: "left" }]),
    makeRun([{ id: "a" }]),
  );

  it("text and markdown say the status a missing case had in the baseline, when not passing", () => {
    expect(renderComparisonText(c)).toContain(
      "\n  gone [contains] missing: not in the candidate run; its status in the baseline: error\n  left [exact] missing: not in the candidate run\n",
    );
    const md = renderComparisonMarkdown(c);
    expect(md).toContain(
      "- `gone` (contains): missing, not in the candidate run; its status in the baseline: error\n",
    );
    expect(md).toContain("- `left` (exact): missing, not in the candidate run\n");
    expect(renderComparisonMarkdown(c, { outputs: "none" })).toContain(
      "- `gone` (contains): missing, not in the candidate run; its status in the baseline: error\n",
    );
  });
});
