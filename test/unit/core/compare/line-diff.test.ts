import { diffArrays } from "diff";
import { describe, expect, it } from "vitest";
import { lineDiff } from "../../../../src/core/compare/line-diff.js";

describe("lineDiff", () => {
  it("shows a changed line with one line of context", () => {
    expect(lineDiff("a\nb\nc", "a\nB\nc")).toBe("  a\n- b\n+ B\n  c");
  });

  it("collapses long unchanged runs between changes", () => {
    const before = ["x", ...Array.from({ length: 10 }, (_, i) => `same ${i}`), "y"].join("\n");
    const after = ["X", ...Array.from({ length: 10 }, (_, i) => `same ${i}`), "Y"].join("\n");
    const diff = lineDiff(before, after)!;
    expect(diff).toContain("… 8 unchanged lines");
    expect(diff.split("\n")[0]).toBe("- x");
  });

  it("says when only line endings differ", () => {
    expect(lineDiff("a\r\nb", "a\nb")).toContain("line endings");
  });

  // Issue 10 point 7: a 150k-line output once threw RangeError (spread of 150k arguments).
  it("compares 150k-line outputs in bounded time and caps what it shows", () => {
    const before = Array.from({ length: 150_000 }, (_, i) => `line ${i}`).join("\n");
    const after = Array.from({ length: 150_000 }, (_, i) => `row ${i}`).join("\n");
    const started = performance.now();
    const diff = lineDiff(before, after)!;
    expect(performance.now() - started).toBeLessThan(3000);
    const lines = diff.split("\n");
    expect(lines).toHaveLength(40);
    expect(lines.at(-1)).toBe("… 299961 more diff lines");
  });

  it("gives up on a minimal diff of very different texts but still shows the change", () => {
    const before = Array.from({ length: 5000 }, (_, i) => `a${i}`).join("\n");
    const after = Array.from({ length: 5000 }, (_, i) => (i % 2 === 0 ? `a${i}` : `b${i}`)).join("\n");
    const started = performance.now();
    const diff = lineDiff(before, after)!;
    expect(performance.now() - started).toBeLessThan(3000);
    expect(diff).toMatch(/^- a1$/m);
  });

  it("shows one changed line a side as the diff library's minimal diff does", () => {
    const pairs: [string, string][] = [
      ["hello 0", "Hello there 0"],
      ["billing", "refund"],
      ["", "x"],
      ["a\nb", "a\nc"],
      ["b\nz", "c\nz"],
      ["- x", "+ x"],
    ];
    for (const [before, after] of pairs) {
      const [x, y] = [before.split("\n"), after.split("\n")];
      let start = 0;
      while (x[start] === y[start]) start++;
      const end = x.length - 1;
      const minimal = diffArrays([x[start]!], [y[start]!]).flatMap((c) =>
        c.value.map((l) => `${c.removed ? "-" : c.added ? "+" : " "} ${l}`),
      );
      const context = [
        ...(start > 0 ? [`  ${x[start - 1]}`] : []),
        ...minimal,
        ...(start < end ? [`  ${x[end]}`] : []),
      ];
      expect(lineDiff(before, after)).toBe(context.join("\n"));
    }
  });
});
