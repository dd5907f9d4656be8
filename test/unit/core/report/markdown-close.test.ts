import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import { gate } from "../../../../src/core/compare/gate.js";
import { fitSections } from "../../../../src/core/report/fit.js";
import { closersFor } from "../../../../src/core/report/markdown-close.js";
import { codeBlock } from "../../../../src/core/report/markdown-escape.js";
import type { SuiteOutcome } from "../../../../src/github/job-verdict.js";
import { verdictOf } from "../../../../src/github/job-verdict.js";
import { renderReport } from "../../../../src/github/report.js";
import { checkGfm } from "../../../helpers/gfm-check.js";
import { makeRun } from "../../../helpers/make-run.js";

// review-github #9: a report cut to fit stays well-formed: an open fence is closed with a line
// that really closes it, and what follows the cut is prose again, not code.

const GFM = {
  headings: [/^#{1,3} /],
  tags: ["details", "summary", "code"],
  fenceInfo: ["", "diff"],
  codeSpan: /.*/,
};

/** The problems the independent reading of GFM reports about fences. */
const fenceProblems = (md: string) => checkGfm(md, GFM).problems.filter((p) => p.includes("fence"));
const inProse = (md: string, text: string) =>
  checkGfm(md, GFM).prose.some((line) => line.text.includes(text));

describe("closersFor", () => {
  it("closes a fence with a line of its own character and length", () => {
    expect(closersFor("a\n````diff\n+ x")).toBe("\n````");
    expect(closersFor("a\n~~~\nx")).toBe("\n~~~");
    expect(closersFor("a\n```\nx\n```\n")).toBe("");
  });

  it("counts a shorter fence or a <details> inside a fence as content", () => {
    expect(closersFor("````diff\n```\n<details>\n```\n")).toBe("\n````");
    expect(closersFor("<details><summary>s</summary>\n\n````diff\n```\n<details>\n")).toBe(
      "\n````\n\n</details>",
    );
    // An info string with a backtick is not a fence opening.
    expect(closersFor("``` a`b\n<details>")).toBe("\n\n</details>");
  });
});

describe("fitSections: the last-resort cut", () => {
  it("closes a code block it cuts through, so the notice and the rest are not code", () => {
    const block = `<details><summary>Full digests</summary>\n\n${codeBlock(`${"digest line\n".repeat(200)}`, "", 10_000)}\n\n</details>`;
    const out = fitSections("## Head", [], block, 600);
    expect(out.length).toBeLessThanOrEqual(600);
    expect(fenceProblems(out)).toEqual([]);
    expect(inProse(out, "report cut to fit")).toBe(true);
    expect(out.trimEnd().endsWith("see the JSON report.")).toBe(true);
  });
});

describe("renderReport: many suites, each cut to its share", () => {
  it("no suite's heading lands inside another suite's code block", () => {
    const outcomes: SuiteOutcome[] = Array.from({ length: 54 }, (_, i) => {
      const b = makeRun(
        [
          { id: "a", output: "x" },
          { id: "b", status: "fail", output: "y" },
        ],
        {
          suite: { name: `suite-${i}` },
        },
      );
      const c = makeRun(
        [
          { id: "a", status: "fail", output: "z" },
          { id: "b", status: "fail", output: "y" },
        ],
        {
          suite: { name: `suite-${i}` },
        },
      );
      const comparison = compareRuns(b, c);
      // Full digests are written in a code block: the part a suite's share cuts through.
      comparison.baseline.model_digest = `sha256:${"a".repeat(64)}`;
      comparison.candidate.model_digest = `sha256:${"b".repeat(64)}`;
      return {
        kind: "compared",
        suite: `suite-${i}`,
        comparison,
        gate: gate(comparison, { failOn: ["regression", "mismatch", "invalid"], failOnLatency: false }),
      };
    });
    // Long identities make each suite's fixed parts (title, runs, digests) outgrow its share.
    for (const o of outcomes)
      if (o.kind === "compared") {
        o.comparison.baseline.model = `model-${"m".repeat(300)}`;
        o.comparison.candidate.model = `model-${"n".repeat(300)}`;
      }
    const md = renderReport(
      outcomes,
      verdictOf(outcomes),
      { header: "default", outputs: "excerpt", baseline: null, notes: [] },
      65_000,
    );
    expect(fenceProblems(md)).toEqual([]);
    const headings = md.split("\n").filter((l) => l.startsWith("## "));
    expect(headings.length).toBe(54);
    const prose = new Set(checkGfm(md, GFM).prose.map((l) => l.text));
    expect(headings.filter((h) => !prose.has(h))).toEqual([]);
  });
});
