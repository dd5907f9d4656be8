import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import { renderComparisonJson } from "../../../../src/core/report/comparison-json.js";
import { renderComparisonJunit } from "../../../../src/core/report/comparison-junit.js";
import { renderComparisonMarkdown } from "../../../../src/core/report/comparison-markdown.js";
import { renderComparisonText } from "../../../../src/core/report/comparison-text.js";
import { headline } from "../../../../src/core/report/headline.js";
import { renderRunJson } from "../../../../src/core/report/run-json.js";
import { renderRunText } from "../../../../src/core/report/run-text.js";
import { COMPARISON_SCHEMA } from "../../../../src/load/schemas/comparison.js";
import { makeRun } from "../../../helpers/make-run.js";

function sample() {
  const base = makeRun(
    [
      { id: "reg", output: "ok", duration_ms: 400, metadata: { eval_count: 40, eval_duration: 1e9 } },
      { id: "fix", status: "fail", output: "no", reason: "expected yes" },
      { id: "still", status: "fail", output: "no" },
      { id: "chg", output: "a" },
      { id: "err", output: "ok" },
      { id: "gone", output: "ok" },
      { id: "flaky", reps: [{}, {}, {}] },
      {
        id: "mcp",
        type: "none",
        contract: "mcp",
        output: "",
        evidence: { mcp_calls: [{ tool: "maps.route", arguments: { mode: "walking" }, is_error: false }] },
      },
      { id: "bad", type: "none", contract: "json", output: "{}", evidence: { json: {} } },
      { id: "intent", type: "classification", output: "billing", evidence: { label: "billing" } },
    ],
    { config: { id: "base & <co>" } },
  );
  const cand = makeRun(
    [
      {
        id: "reg",
        status: "fail",
        output: "nope \u0001 ]]> <x>",
        reason: 'bad "quote" & <tag> \u0000',
        duration_ms: 900,
        metadata: { eval_count: 120, eval_duration: 4e9 },
      },
      { id: "fix", output: "yes" },
      { id: "still", status: "fail", output: "no" },
      { id: "chg", output: "b" },
      { id: "err", status: "timeout", output: null },
      { id: "flaky", reps: [{}, { status: "fail" }, {}] },
      {
        id: "mcp",
        type: "none",
        contract: "mcp",
        output: "",
        evidence: { mcp_calls: [{ tool: "maps.route", arguments: { mode: "driving" }, is_error: false }] },
      },
      {
        id: "bad",
        type: "none",
        contract: "json",
        output: "{",
        evidence: { json_error: "line 1, column 2: unexpected end" },
      },
      { id: "intent", type: "classification", output: "billing", evidence: { label: "billing" } },
      { id: "fresh", output: "hi" },
    ],
    { config: { id: "cand" } },
  );
  return compareRuns(base, cand);
}

describe("renderComparisonJson", () => {
  it("validates against the published schema, every category present", () => {
    const c = sample();
    const json = renderComparisonJson(c);
    const parsed = JSON.parse(json);
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    const validate = ajv.compile(COMPARISON_SCHEMA);
    expect(validate(parsed), JSON.stringify(validate.errors)).toBe(true);
    expect(new Set(c.cases.map((x) => x.category))).toEqual(
      new Set([
        "regression",
        "fixed",
        "still_failing",
        "changed",
        "error",
        "missing",
        "flaky",
        "mismatch",
        "invalid",
        "passing",
        "new",
      ]),
    );
    expect(json.endsWith("}\n")).toBe(true);
    expect(json).toContain('\n  "format": "modelgate.compare/v1",');
  });

  it("the schema rejects a broken document", () => {
    const ajv = new Ajv2020({ strict: true });
    const validate = ajv.compile(COMPARISON_SCHEMA);
    const parsed = JSON.parse(renderComparisonJson(sample()));
    parsed.cases[0].category = "worse";
    expect(validate(parsed)).toBe(false);
    expect(COMPARISON_SCHEMA.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(COMPARISON_SCHEMA.$id).toBe("https://modelgate.dev/schemas/comparison.json");
  });
});

describe("renderComparisonJunit", () => {
  const xml = renderComparisonJunit(sample());

  it("maps categories to failure, error, skipped and system-out", () => {
    expect(xml).toMatch(
      /<testcase name="reg"[^>]*>\n\s+<failure type="regression" message="bad &quot;quote&quot; &amp; &lt;tag&gt; \uFFFD">/,
    );
    // issue 9 point 10: JUnit follows the gate; a non-gating still-failing case is skipped
    expect(xml).toMatch(
      /<testcase name="still"[^>]*>\n\s+<skipped message="still failing \(fail -&gt; fail\): [^"]*not gating/,
    );
    expect(xml).toMatch(/<testcase name="mcp"[^>]*>\n\s+<failure type="mismatch"/);
    expect(xml).toMatch(/<testcase name="bad"[^>]*>\n\s+<failure type="invalid"/);
    expect(xml).toMatch(/<testcase name="err"[^>]*>\n\s+<error type="timeout"/);
    expect(xml).toMatch(/<testcase name="gone"[^>]*>\n\s+<skipped message="not in the candidate run"\/>/);
    expect(xml).toMatch(/<testcase name="chg"[^>]*>\n\s+<system-out>changed/);
    expect(xml).toMatch(/<testcase name="fix"[^>]*\/>/);
    expect(xml).toContain('<testsuites name="modelgate" tests="11" failures="3" errors="1" skipped="2">');
    expect(xml).toContain('<property name="baseline" value="base &amp; &lt;co&gt;"/>');
  });

  it("is well-formed: no raw control characters, balanced elements, escaped text", () => {
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(xml).not.toContain("]]>");
    const stack: string[] = [];
    for (const m of xml.matchAll(/<(\/?)([a-z-]+)([^<>]*?)(\/?)>/g)) {
      const [, close, name, attrs, self] = m;
      expect(attrs).not.toMatch(/[<&](?!amp;|lt;|gt;|quot;|apos;|#\d+;)/);
      if (self === "/") continue;
      if (close === "/") expect(stack.pop()).toBe(name);
      else stack.push(name!);
    }
    expect(stack).toEqual([]);
    const text = xml.replace(/<[^<>]*>/g, "");
    expect(text).not.toMatch(/[<>]|&(?!amp;|lt;|gt;|quot;|apos;|#\d+;)/);
  });
});

describe("renderComparisonText", () => {
  it("lists categories, label changes, latency; no control characters", () => {
    const text = renderComparisonText(sample());
    expect(text).toContain(
      // issue 9 point 1: regressed > execution_failure, and the headline says both
      "REGRESSED: 1 regression, 1 mismatch, 1 invalid; 1 case could not run\n11 cases: 1 regression, 1 mismatch, 1 invalid, 1 error, 1 flaky, 1 still failing, 1 fixed, 1 changed, 1 passing, 1 missing, 1 new",
    );
    expect(text).toContain(
      'Regressions (1):\n  reg [exact] regression (pass -> fail): bad "quote" & <tag> \uFFFD',
    );
    expect(text).toContain("Slower than +25% and +100 ms:\n  reg: 400 ms -> 900 ms (+125%)");
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
    expect(renderComparisonText(sample())).toBe(text);
  });
});

describe("cases that ran once on one side and several times on the other are named", () => {
  const ten = Array.from({ length: 10 }, () => ({ output: "hi" }));
  const base = makeRun([
    { id: "greet", reps: ten },
    { id: "both-ten", reps: ten },
    { id: "both-once", output: "hi" },
  ]);
  const cand = makeRun([
    { id: "greet", reps: [{ status: "fail" as const, output: "no" }] },
    { id: "both-ten", reps: ten },
    { id: "both-once", output: "hi" },
  ]);
  const sentence =
    "Repetitions differ: 1 case ran once in the candidate against 10 times in the baseline (greet); such a verdict rests on one answer, not on a test, and an unchanged model often fails it. Give both sides the same repeat.";

  it("in the text and the Markdown report, whatever the verdict", () => {
    const c = compareRuns(base, cand);
    expect(c.cases.find((x) => x.id === "greet")?.category).toBe("regression");
    expect(renderComparisonText(c)).toContain(`\n${sentence}\n`);
    expect(renderComparisonMarkdown(c)).toContain(`\n\n${sentence.replace("(greet)", "(`greet`)")}\n\n`);
    // Green too: the verdict is as shaky.
    const green = compareRuns(
      base,
      makeRun([
        { id: "greet", output: "hi" },
        { id: "both-ten", reps: ten },
      ]),
    );
    const greenMd = renderComparisonMarkdown(green);
    expect(greenMd).toContain(sentence.replace("(greet)", "(`greet`)"));
    // Under the headline, not in the collapsed details (as the text report says it).
    expect(greenMd.indexOf("Repetitions differ")).toBeLessThan(greenMd.indexOf("<details>"));
  });

  it("not for a case that is an error: it has no verdict, and its reason says what ran", () => {
    const three = Array.from({ length: 3 }, () => ({ output: "hi" }));
    const failed = makeRun([
      {
        id: "greet",
        min_pass: 3,
        reps: [{ output: "hi" }, { status: "error" as const }, { status: "error" as const }],
      },
    ]);
    const c = compareRuns(makeRun([{ id: "greet", min_pass: 3, reps: three }]), failed);
    expect(c.cases[0]?.category).toBe("error");
    expect(renderComparisonText(c)).not.toContain("Repetitions differ");
    expect(renderComparisonMarkdown(c)).not.toContain("Repetitions differ");
  });

  it("either side; none when the counts agree", () => {
    const reversed = renderComparisonText(compareRuns(cand, base));
    expect(reversed).toContain(
      "Repetitions differ: 1 case ran once on one side against several times on the other (greet);",
    );
    expect(renderComparisonText(compareRuns(base, base))).not.toContain("Repetitions differ");
  });
});

describe("a green Markdown report keeps its warnings under the headline", () => {
  it("names the cases whose definitions changed before the collapsed details", () => {
    const base = makeRun([{ id: "a" }, { id: "b" }]);
    const cand = structuredClone(base);
    cand.cases[0]!.case_sha256 = "f".repeat(64);
    const md = renderComparisonMarkdown(compareRuns(base, cand, { allowSuiteMismatch: true }));
    expect(md).toMatch(/^## ✅ /);
    const at = md.indexOf("Case definitions changed since the baseline: `a`;");
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(md.indexOf("<details>"));
  });
});

// review-providers-compare #10: every format's verdict line is the gate's own decision.
describe("the verdict follows the gate in text and JUnit", () => {
  const side = makeRun([{ id: "a", status: "fail" }, { id: "b" }]);
  const c = compareRuns(side, side);
  const gate = {
    failOn: ["regression", "mismatch", "invalid", "still_failing"] as const,
    failOnLatency: false,
  };
  it("text: GATE FAILED under --fail-on still_failing, COMPATIBLE without", () => {
    expect(renderComparisonText(c)).toContain("\nCOMPATIBLE: no regression in 2 cases\n");
    const text = renderComparisonText(c, gate);
    expect(text).toContain("\nGATE FAILED: 1 still failing; no regression in 2 cases\n");
    expect(text).not.toContain("\nCOMPATIBLE");
  });
  it("JUnit: the headline property says GATE FAILED beside the failure", () => {
    const xml = renderComparisonJunit(c, gate);
    expect(xml).toContain('name="headline" value="GATE FAILED: 1 still failing; no regression in 2 cases"');
    expect(xml).toContain("<failure");
  });
});

describe("single-run reports", () => {
  const run = makeRun([
    { id: "a", status: "fail", reason: "expected 'x'\u001b[2J" },
    { id: "b", warnings: ["slow"] },
    { id: "big", output: "1", evidence: { json: 12345678901234567890n } },
  ]);

  it("text lists what did not pass", () => {
    const text = renderRunText(run);
    expect(text).toContain("FAILED - 3 cases: 2 passed, 1 failed, 0 invalid, 0 errors");
    expect(text).toContain("  a [exact] fail: expected 'x'\uFFFD[2J");
    expect(text).toContain("  b: slow");
  });

  it("json keeps big integers exactly", () => {
    const json = renderRunJson(run);
    expect(json).toContain('"json":12345678901234567890');
    expect(renderRunJson(run, { pretty: true })).toContain('"json": 12345678901234567890');
    expect(json.endsWith("}\n")).toBe(true);
  });
});

describe("the headline when no case was on both sides", () => {
  it("says nothing was compared, not 'no regression'", () => {
    const base = makeRun([{ id: "a" }, { id: "b" }]);
    const disjoint = makeRun([{ id: "c" }]);
    const c = compareRuns(base, disjoint);
    expect(headline(c)).toBe(
      "COMPATIBLE: no case on both sides, nothing compared (2 only in the baseline, 1 only in the candidate)",
    );
    expect(headline(compareRuns(base, base))).toBe("COMPATIBLE: no regression in 2 cases");
  });
});
