import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import { renderComparisonMarkdown } from "../../../../src/core/report/comparison-markdown.js";
import { renderComparisonText } from "../../../../src/core/report/comparison-text.js";
import { makeRun } from "../../../helpers/make-run.js";

// review-providers #6: a case judged on fewer repetitions than it ran with (the others could not
// execute) is shown in the text and Markdown reports, even when it passes; the single-answer
// warning counts judged repetitions, not `repeat`.

describe("repetitions that could not execute", () => {
  const timedOut = { status: "timeout" as const, output: null, error: "timed out after 2 s" };
  const c = compareRuns(
    makeRun([
      { id: "hello", reps: [{ output: "hi" }, { output: "hi" }, { output: "hi" }], min_pass: 1 },
      { id: "b" },
    ]),
    makeRun([{ id: "hello", reps: [timedOut, timedOut, { output: "hi" }], min_pass: 1 }, { id: "b" }]),
  );
  const note =
    // The message says it timed out: the status is not said twice (`timeout: timed out ...`).
    "2 of 3 candidate repetitions could not execute (timed out after 2 s); compared on the other 1";

  it("the comparison carries the judged counts beside repeat", () => {
    const x = c.cases[0]!;
    expect(x.category).toBe("passing");
    expect(x.repeat).toEqual({ baseline: 3, candidate: 3 });
    expect(x.judged).toEqual({ baseline: 3, candidate: 1 });
    expect(c.cases[1]!.judged).toEqual({ baseline: 1, candidate: 1 });
  });

  it("text: lists the case with its reason, and warns that the verdict rests on one answer", () => {
    const text = renderComparisonText(c);
    expect(text).toContain(
      `\nCompared on fewer repetitions (1): some could not execute\n  hello [exact] passing (pass -> pass): ${note}\n`,
    );
    expect(text).toContain(
      "Repetitions differ: 1 case ran once in the candidate against 3 times in the baseline (hello); such a verdict rests on one answer, not on a test, and an unchanged model often fails it. The other repetitions could not execute (see Compared on fewer repetitions).",
    );
  });

  it("markdown: a passing comparison names the case outside its collapsed details", () => {
    const md = renderComparisonMarkdown(c);
    const [head] = md.split("<details>");
    expect(head).toBe(
      "## ✅ ModelGate: demo: COMPATIBLE · 2 cases: ✅ 2 passing\n\nRepetitions differ: 1 case ran once in the candidate against 3 times in the baseline (`hello`); such a verdict rests on one answer, not on a test, and an unchanged model often fails it. The other repetitions could not execute (see Compared on fewer repetitions).\n\nSome repetitions could not execute: 1 case was compared on the repetitions that ran (`hello`); see Compared on fewer repetitions.\n\n",
    );
    expect(md).toContain(
      `<details><summary>⚠️ Compared on fewer repetitions (1): some could not execute</summary>\n\n- \`hello\` (exact): passing (pass → pass), ${note}\n`,
    );
  });

  it("markdown with outputs: none gives the counts", () => {
    expect(renderComparisonMarkdown(c, { outputs: "none" })).toContain(
      "- `hello` (exact): passing (pass → pass), candidate: 1 of 3 repetitions executed\n",
    );
  });

  it("markdown: a gate-failing case is named under the headline, not again under Not gating", () => {
    const failing = compareRuns(
      makeRun([{ id: "hello", reps: [{}, {}, {}] }]),
      makeRun([{ id: "hello", reps: [timedOut, timedOut, { status: "fail", reason: "too long" }] }]),
    );
    expect(failing.cases[0]!.category).toBe("regression");
    const md = renderComparisonMarkdown(failing);
    expect(md).toContain(
      "Some repetitions could not execute: 1 case was compared on the repetitions that ran (`hello`)",
    );
    expect(md).toContain(
      "| `hello` | exact | regression (pass → fail) | too long; 2 of 3 candidate repetitions",
    );
    expect(md).not.toContain("<summary>⚠️ Compared on fewer repetitions");
  });

  it("a comparison whose repetitions all executed shows none of it", () => {
    const full = compareRuns(makeRun([{ id: "b" }]), makeRun([{ id: "b" }]));
    expect(renderComparisonText(full)).not.toContain("fewer repetitions");
    expect(renderComparisonMarkdown(full)).not.toContain("fewer repetitions");
  });

  it("a configured single repetition still advises the same repeat", () => {
    const once = compareRuns(
      makeRun([{ id: "greet", reps: [{}, {}, {}] }]),
      makeRun([{ id: "greet", reps: [{ output: "output 0" }] }]),
    );
    expect(renderComparisonText(once)).toContain("Give both sides the same repeat.");
    expect(renderComparisonText(once)).not.toContain("fewer repetitions");
  });
});
