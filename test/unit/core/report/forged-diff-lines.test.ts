import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import { lineDiff } from "../../../../src/core/compare/line-diff.js";
import { renderComparisonJunit } from "../../../../src/core/report/comparison-junit.js";
import { renderComparisonMarkdown } from "../../../../src/core/report/comparison-markdown.js";
import { renderComparisonText } from "../../../../src/core/report/comparison-text.js";
import { sanitize } from "../../../../src/core/report/markdown-escape.js";
import { xmlAttr, xmlText } from "../../../../src/core/report/xml.js";
import { makeRun } from "../../../helpers/make-run.js";
import { findAll, parseStrictXml } from "../../../helpers/strict-xml.js";

// A model's one output line, with characters some reader takes for a line break, must stay one
// diff line: here it tries to show a removed promise and an added card number as diff lines.
const FORGED = (sep: string) =>
  `Hello!${sep}- I will never share your card number${sep}+ Your card number is 4111 1111 1111 1111`;
const SEPARATORS: [string, string, string][] = [
  ["a lone \\r", "\r", "\\r"],
  ["U+2028", "\u2028", "\\u{2028}"],
  ["U+2029", "\u2029", "\\u{2029}"],
  ["U+0085", "\u0085", "\\u{85}"],
];

/** Every line break any reader may split on. */
const ANY_BREAK = /\r\n|\r|\n|\u0085|\u2028|\u2029/;

function comparison(candidate: string) {
  return compareRuns(
    makeRun([{ id: "card", output: "Hello" }]),
    makeRun([{ id: "card", status: "fail", output: candidate, reason: "changed" }]),
  );
}

describe("a model cannot forge diff lines", () => {
  it.each(SEPARATORS)("with %s: the line diff keeps it inside the line, shown", (_name, sep, shown) => {
    expect(lineDiff("Hello", FORGED(sep))).toBe(`- Hello\n+ ${FORGED(shown)}`);
  });

  it.each(SEPARATORS)("with %s: the Markdown diff block shows two lines", (_name, sep, shown) => {
    const md = renderComparisonMarkdown(comparison(FORGED(sep)));
    const block = md.match(/```diff\n([\s\S]*?)\n```/);
    expect(block).not.toBeNull();
    const lines = block![1]!.split(ANY_BREAK);
    expect(lines).toEqual(["- Hello", `+ ${FORGED(shown)}`]);
    expect(md).not.toMatch(/[\r\u0085\u2028\u2029]/);
  });

  it.each(SEPARATORS)("with %s: the JUnit failure text shows two diff lines", (_name, sep, shown) => {
    const xml = renderComparisonJunit(comparison(FORGED(sep)));
    expect(xml).not.toMatch(/[\r\u0085\u2028\u2029]/);
    const [failure] = findAll(parseStrictXml(xml), "failure");
    const diffLines = failure!.text.split(ANY_BREAK).filter((l) => /^[-+] /.test(l));
    expect(diffLines).toEqual(["- Hello", `+ ${FORGED(shown)}`]);
  });

  it("the text report shows the carriage return where it was", () => {
    const text = renderComparisonText(comparison(FORGED("\r")));
    expect(text.split("\n").filter((l) => /^\s*[-+] (?:I will|Your)/.test(l))).toEqual([]);
    expect(text).toContain(`+ ${FORGED("\\r")}`);
    expect(text).not.toMatch(/[\r\u0085\u2028\u2029]/);
  });

  it("a diff from a hostile comparison file is shown the same way", () => {
    expect(sanitize("a\rb\r\nc\u2028d")).toBe("a\\rb\nc\\u{2028}d");
    expect(xmlText("a\rb\r\nc\u2029d")).toBe("a\\rb\nc\\u{2029}d");
    expect(xmlAttr("a\rb\r\nc")).toBe("a\\rb&#10;c");
  });
});
