import { describe, expect, it } from "vitest";
import { codeBlock } from "../../../src/core/report/markdown-escape.js";
import { fitMarkdown } from "../../../src/github/markdown-fit.js";
import { checkGfm } from "../../helpers/gfm-check.js";

// review-github #9: the last guard before sending closes a longer fence with a closer that closes
// it, and does not count the fence's content lines as fences.
const GFM = {
  headings: [/^#{1,3} /],
  tags: ["details", "summary", "code"],
  fenceInfo: ["", "diff"],
  codeSpan: /.*/,
};

describe("fitMarkdown", () => {
  it("closes a 4-backtick fence whose content holds ``` lines; the notice is prose", () => {
    const model = `line\n\`\`\`\n${"x\n".repeat(50)}\`\`\`\n${"y\n".repeat(500)}`;
    const text = `# Report\n\n<details><summary>Diff</summary>\n\n${codeBlock(model, "diff")}\n\n</details>\n\nend\n`;
    const out = fitMarkdown(text, 400);
    expect(out.length).toBeLessThanOrEqual(400);
    const gfm = checkGfm(out, GFM);
    expect(gfm.problems.filter((p) => p.includes("fence") || p.includes("details"))).toEqual([]);
    expect(gfm.prose.some((l) => l.text.includes("Report trimmed to fit"))).toBe(true);
    expect(out).toContain("\n````\n\n</details>");
  });
});
