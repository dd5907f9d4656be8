import { describe, expect, it } from "vitest";
import { evaluateCase } from "../../../../src/core/checks/evaluate.js";
import { compileRegex, regexProblem } from "../../../../src/core/checks/regex.js";
import type { CheckSpec } from "../../../../src/core/suite/case.js";
import { makeCase } from "../../../helpers/make-case.js";

const none = new Map();

function run(check: CheckSpec, output: string) {
  return evaluateCase(makeCase({ check }), { output }, none);
}

describe("exact", () => {
  const spec = (
    expected: string,
    extra: Partial<{ strip: boolean; caseInsensitive: boolean }> = {},
  ): CheckSpec => ({
    type: "exact",
    expected,
    strip: true,
    caseInsensitive: false,
    ...extra,
  });

  it("strips surrounding whitespace by default", async () => {
    expect((await run(spec("Hello!"), "  Hello!\n")).status).toBe("pass");
  });

  it("keeps whitespace when strip is false", async () => {
    const v = await run(spec("Hello!", { strip: false }), "Hello!\n");
    expect(v.status).toBe("fail");
    expect(v.reason).toBe('output "Hello!\\n" (expected "Hello!")');
  });

  it("is case-sensitive unless asked", async () => {
    expect((await run(spec("hello"), "HELLO")).status).toBe("fail");
    expect((await run(spec("hello", { caseInsensitive: true }), "HELLO")).status).toBe("pass");
  });

  it("shows a window around the first difference of long texts", async () => {
    const expected = `${"a".repeat(100)}X${"b".repeat(100)}`;
    const actual = `${"a".repeat(100)}Y${"b".repeat(100)}`;
    const v = await run(spec(expected), actual);
    // an excerpt says at both ends that the text goes on
    expect(v.reason).toMatch(
      /^output differs at character 101: "…a{20}Yb{39}…" \(expected "…a{20}Xb{39}…"\)$/,
    );
    expect(v.details).toEqual({ position: 100, expected_length: 201, actual_length: 201 });
  });

  it("marks a long output cut after the difference: it does not read as the whole output", async () => {
    const v = await run(spec("SAFE"), "X".repeat(30_000));
    expect(v.reason).toBe(`output differs at character 1: "${"X".repeat(60)}…" (expected "SAFE")`);
  });

  it("never cuts an emoji in half, and counts characters, not UTF-16 units", async () => {
    const cut = await run(spec("SAFE"), `${"a".repeat(59)}${"👍".repeat(30)}`);
    expect(cut.reason).toBe(`output differs at character 1: "${"a".repeat(59)}…" (expected "SAFE")`);
    // 👍 and 👎 share their first UTF-16 unit: the difference is the 4th character, whole
    const sign = await run(spec(`😀😀😀👍${"z".repeat(80)}`), `😀😀😀👎${"z".repeat(80)}`);
    expect(sign.reason).toMatch(
      /^output differs at character 4: "😀😀😀👎z{52}…" \(expected "😀😀😀👍z{52}…"\)$/,
    );
    expect(sign.details).toEqual({ position: 3, expected_length: 84, actual_length: 84 });
    expect(sign.reason).not.toMatch(/\\ud8/);
  });
});

describe("contains", () => {
  it("requires every string of the list", async () => {
    const check: CheckSpec = { type: "contains", expected: ["refund", "order"], caseInsensitive: false };
    expect((await run(check, "your order refund is on its way")).status).toBe("pass");
    const v = await run(check, "your parcel is on its way");
    expect(v.status).toBe("fail");
    expect(v.reason).toBe('output "your parcel is on its way" does not contain "refund" (and 1 more)');
    expect(v.details).toEqual({ missing: ["refund", "order"] });
  });

  it("can ignore case", async () => {
    const check: CheckSpec = { type: "contains", expected: ["Refund"], caseInsensitive: true };
    expect((await run(check, "REFUND issued")).status).toBe("pass");
    expect((await run({ ...check, caseInsensitive: false }, "REFUND issued")).status).toBe("fail");
  });
});

describe("regex", () => {
  it("searches anywhere with the given flags", async () => {
    expect(
      (await run({ type: "regex", pattern: "order #\\d+", flags: "" }, "see order #42 now")).status,
    ).toBe("pass");
    expect((await run({ type: "regex", pattern: "^ORDER", flags: "im" }, "x\norder")).status).toBe("pass");
    const v = await run({ type: "regex", pattern: "^ORDER", flags: "" }, "order");
    expect(v.status).toBe("fail");
    expect(v.reason).toBe('output "order" does not match /^ORDER/');
  });

  it("is not stateful with the g flag", async () => {
    const check: CheckSpec = { type: "regex", pattern: "a", flags: "g" };
    for (let i = 0; i < 3; i++) expect((await run(check, "a")).status).toBe("pass");
  });

  it("compiles each pattern and flags once", () => {
    expect(compileRegex("x+", "i")).toBe(compileRegex("x+", "i"));
    expect(compileRegex("x+", "i")).not.toBe(compileRegex("x+", ""));
  });

  // Issue 10 point 4: RE2 has its own inline flags (?i), (?m), (?s), (?U); Python's others are refused.
  it("explains that Python-style inline flags are not supported", async () => {
    expect(() => compileRegex("(?x)hello", "")).toThrow(
      /Python-style inline flags like \(\?x\) are not supported/,
    );
    expect(() => compileRegex("(?:a)", "")).not.toThrow();
    expect((await run({ type: "regex", pattern: "(?i)hello", flags: "" }, "HELLO")).status).toBe("pass");
    // Not only at the start: after another group, or scoped to a part of the pattern.
    expect(() => compileRegex("(?i)(?x)abc", "")).toThrow(/inline flags like \(\?x\) are not supported/);
    expect(() => compileRegex("a(?ix:b c)", "")).toThrow(
      /inline flags like \(\?ix:\.\.\.\) are not supported/,
    );
    expect(() => compileRegex("a(?i:b)(?<n>c)(?P<m>d)", "")).not.toThrow();
  });

  it("runs in linear time: a catastrophic pattern does not stall", async () => {
    const started = performance.now();
    const v = await run({ type: "regex", pattern: "^(a+)+$", flags: "" }, `${"a".repeat(5000)}!`);
    expect(v.status).toBe("fail");
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it.each([
    ["(a)\\1", /backreference \(\\1\)/],
    ["(?<n>a)\\k<n>", /backreference/],
    ["foo(?=bar)", /lookaround/],
    ["(?<!x)y", /lookaround/],
    ["x(?!y)", /lookaround/],
  ])("refuses %s, which RE2 cannot express, and suggests a custom check", (pattern, feature) => {
    const problem = regexProblem(pattern, "");
    expect(problem).toMatch(feature);
    expect(problem).toMatch(/RE2/);
    expect(problem).toMatch(/custom check/);
  });

  it("gives an error status for a pattern that does not compile", async () => {
    const v = await run({ type: "regex", pattern: "(", flags: "" }, "x");
    expect(v.status).toBe("error");
    expect(v.reason).toMatch(/^invalid regular expression \/\(\/: /);
  });
});

describe("classification", () => {
  const labels = ["billing", "technical", "shipping"];

  it("passes on the stripped expected label", async () => {
    const v = await run(
      { type: "classification", expected: "billing", labels, caseInsensitive: false },
      " billing\n",
    );
    expect(v.status).toBe("pass");
    expect(v.evidence.label).toBe("billing");
  });

  it("names the predicted and expected labels", async () => {
    const v = await run(
      { type: "classification", expected: "billing", labels, caseInsensitive: false },
      "technical",
    );
    expect(v.reason).toBe("predicted 'technical', expected 'billing'");
    expect(v.details).toEqual({ predicted: "technical", expected: "billing" });
  });

  it("lists the allowed labels in suite order when the prediction is outside them", async () => {
    const v = await run(
      { type: "classification", expected: "billing", labels, caseInsensitive: false },
      "refund",
    );
    expect(v.reason).toBe(
      "predicted 'refund', not one of the allowed labels: 'billing', 'technical', 'shipping'",
    );
  });

  it("lists the first ten labels then ...", async () => {
    const many = Array.from({ length: 12 }, (_, i) => `l${String(i).padStart(2, "0")}`).reverse();
    const v = await run(
      { type: "classification", expected: "l11", labels: many, caseInsensitive: false },
      "zz",
    );
    expect(v.reason).toBe(
      "predicted 'zz', not one of the allowed labels: 'l11', 'l10', 'l09', 'l08', 'l07', 'l06', 'l05', 'l04', 'l03', 'l02', ...",
    );
  });

  it("normalises prediction, expected and labels when case-insensitive", async () => {
    const check: CheckSpec = {
      type: "classification",
      expected: "Billing",
      labels: ["Billing", "Tech"],
      caseInsensitive: true,
    };
    const v = await run(check, "BILLING");
    expect(v.status).toBe("pass");
    expect(v.evidence.label).toBe("billing");
    expect((await run(check, "x")).reason).toBe(
      "predicted 'x', not one of the allowed labels: 'billing', 'tech'",
    );
  });

  it("unwraps the JSON string a model answers under format: {type: string, enum}", async () => {
    const check: CheckSpec = {
      type: "classification",
      expected: "technical",
      labels,
      caseInsensitive: false,
    };
    const v = await run(check, '"technical"\n');
    expect(v.status).toBe("pass");
    expect(v.evidence.label).toBe("technical");
    expect((await run(check, '"tech\\u006eical"')).status).toBe("pass");
    // Not a JSON string: kept as written.
    expect((await run(check, '"technical')).evidence.label).toBe('"technical');
  });

  it("works without labels and escapes line breaks of rambling predictions", async () => {
    const v = await run(
      { type: "classification", expected: "billing", caseInsensitive: false },
      "I think\nbilling",
    );
    expect(v.reason).toBe("predicted 'I think\\nbilling', expected 'billing'");
  });
});

describe("none", () => {
  it("always passes (contract-only cases)", async () => {
    const v = await run({ type: "none" }, "anything");
    expect(v).toEqual({ status: "pass", reason: null, details: {}, evidence: {} });
  });
});
