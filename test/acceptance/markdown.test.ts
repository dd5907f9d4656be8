import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareRuns } from "../../src/core/compare/compare-runs.js";
import type { Comparison } from "../../src/core/compare/comparison.js";
import { renderComparisonJunit } from "../../src/core/report/comparison-junit.js";
import { renderComparisonMarkdown } from "../../src/core/report/comparison-markdown.js";
import { renderComparisonText } from "../../src/core/report/comparison-text.js";
import { renderRunJson } from "../../src/core/report/run-json.js";
import { renderRunMarkdown } from "../../src/core/report/run-markdown.js";
import type { RunResult } from "../../src/core/result/run-result.js";
import { checkGfm, decodeEntities, type GfmOptions } from "../helpers/gfm-check.js";
import { type CaseSpec, makeRun } from "../helpers/make-run.js";
import { parseStrictXml } from "../helpers/strict-xml.js";

/**
 * Acceptance of the Markdown report against a corpus of hostile model outputs (§2.5, §7): whatever
 * a model, a suite or a result file says, the comment a reviewer reads has no HTML, mentions,
 * images, links, references, broken tables or fences, stays within GitHub's 65,536 characters,
 * says what it left out, and is byte-identical for identical inputs.
 */

const GITHUB_LIMIT = 65_536;

/** Everything a model (or a tool that writes result files) might emit to break a comment. */
const HOSTILE: string[] = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "<IMG SRC=x OnError=alert(1)>",
  "</details></details><details open><summary>pwned</summary>",
  "<details>",
  "</summary></code>",
  "<!-- unterminated comment",
  "<![CDATA[x]]>",
  "<?php echo 1 ?>",
  "<a href='javascript:alert(1)'>x</a>",
  "![tracking pixel](https://evil.example/p.png)",
  "[click me](https://evil.example/login)",
  "[ref link][1]\n\n[1]: https://evil.example",
  "<https://evil.example/auto>",
  "see https://evil.example/x and www.evil.example and mailto:a@evil.example",
  "priya.raman@example.com",
  "@octocat please review",
  "cc @acme/security-team and @acme-org",
  "(@user)",
  "fixes #123, closes GH-45 and acme/app#9",
  "# Heading one",
  "## Heading two\n### three",
  "Title\n===",
  "Title\n---",
  "***",
  "> quoted\n>> deeper",
  "1. ordered\n2) also",
  "- bullet\n+ plus\n* star",
  "a | b | c",
  "| fake | row |\n| --- | --- |\n| x | y |",
  "cell with\nnewline",
  "windows\r\nline\r\nendings",
  "old mac\rline",
  "`",
  "``",
  "```",
  "````js\nconsole.log(1)\n````",
  "`".repeat(10),
  "a`b``c```d````e`````f``````g```````h````````i`````````j``````````",
  "~~~",
  "~~~~\nfenced with tildes\n~~~~",
  "~~strike~~ ~single~",
  "**bold** __bold__ *em* _em_ snake_case_name",
  "$x^2$ and $$\\int$$",
  "\\<escaped\\> \\| \\` \\\\",
  "&lt;script&gt; &#60;img&#62; &amp;amp; &#x3C;b&#x3E;",
  "nul\u0000byte",
  "bell\u0007 esc\u001b[31mred\u001b[0m del\u007f",
  "c1\u0085nel\u009bcsi\u0080",
  "zero\u200bwidth\u200c joiners\u200d\u2060\ufeff",
  "@\u200boctocat #\u200b123",
  "bidi \u202eoverride\u202c \u2066isolate\u2069 \u200fmark\u200e \u061c",
  "line\u2028separator\u2029para",
  "emoji 😀👍🏽👨‍👩‍👧 🏳️‍🌈",
  "lone surrogate \ud800 here \udfff",
  ":shipit: :+1:",
  "    indented code\n\tand tab",
  "[^1] footnote\n\n[^1]: https://evil.example",
  "<details><summary>x</summary>\n\n```\n</details>\n```\n\n</details>",
  "javascript:alert(document.cookie)",
  "data:text/html;base64,PHNjcmlwdD4=",
  "%3Cscript%3E",
  " leading space and trailing space ",
  "",
];

const GFM: GfmOptions = {
  headings: [
    /^## /,
    /^### (Failing the gate|Not gating|Runs|Not passing|Warnings|Latency and tokens)( \(\d+\))?$/,
  ],
  tags: ["details", "summary", "code"],
  fenceInfo: ["diff", ""],
  codeSpan: /^[A-Za-z0-9._:/-]+$/,
};

/** The structural problems of a rendered report, plus the checks every report must pass. */
function problemsOf(md: string, maxChars = GITHUB_LIMIT): string[] {
  const problems = checkGfm(md, GFM).problems;
  if (md.length > Math.min(maxChars, GITHUB_LIMIT)) problems.push(`length ${md.length} > ${maxChars}`);
  return problems;
}

function hostileRuns(strings: readonly string[]): { baseline: RunResult; candidate: RunResult } {
  const base: CaseSpec[] = [];
  const cand: CaseSpec[] = [];
  strings.forEach((h, i) => {
    const id = (kind: string) => `${kind}-${i}${h}`;
    const slow = { duration_ms: 100 } as const;
    // regression: output and reason carry the hostile text
    base.push({ id: id("reg"), output: `ok ${h}`, ...slow });
    cand.push({
      id: id("reg"),
      status: "fail",
      output: `${h}\n${h}`,
      reason: `expected 'ok', got ${h}`,
      duration_ms: 5000,
    });
    // changed: both pass, outputs differ (a diff in a collapsible section)
    base.push({ id: id("chg"), output: `before ${h}` });
    cand.push({ id: id("chg"), output: `after ${h}`, warnings: [`warning: ${h}`] });
    // mismatch under a text contract
    base.push({ id: id("mis"), type: "none", contract: "text", output: `A ${h}` });
    cand.push({ id: id("mis"), type: "none", contract: "text", output: `B ${h}` });
    // classification label change with hostile labels
    base.push({ id: id("lab"), type: "classification", output: h, evidence: { label: `old${h}` } });
    cand.push({
      id: id("lab"),
      type: "classification",
      status: "fail",
      output: `${h}!`,
      evidence: { label: `new${h}` },
      reason: `predicted '${h}', expected 'old${h}'`,
    });
    // tool calls and MCP calls with hostile names and argument values
    const calls = (v: string) => ({
      tool_calls: [{ name: `tool${h}`, arguments: { [`k${h}`]: v } }],
      mcp_calls: [{ tool: `srv.${h}`, arguments: { q: v }, is_error: false }],
      retrieved: [`doc${h}.md`, "b.md"],
    });
    base.push({
      id: id("tool"),
      type: "tool_call",
      contract: "tool_calls",
      output: "",
      evidence: calls(`x${h}`),
    });
    cand.push({
      id: id("tool"),
      type: "tool_call",
      contract: "tool_calls",
      output: "",
      evidence: calls(`y${h}`),
    });
    // execution error with a hostile message; fixed with a hostile former reason
    base.push({ id: id("err"), output: h });
    cand.push({
      id: id("err"),
      status: "error",
      output: null,
      reps: [{ status: "error", output: null, error: `provider said ${h}` }],
    });
    base.push({ id: id("fix"), status: "fail", output: h, reason: `was ${h}` });
    cand.push({ id: id("fix"), output: h });
    // one side only
    base.push({ id: id("gone"), output: h });
    cand.push({ id: id("born"), output: h });
  });
  const side = (which: string, h: string) => ({
    config: { id: `${which}${h}`, model: `model${h}` },
    suite: { name: `suite${h}` },
    runtime: {
      modelgate: "0.0.0-test",
      node: "v20.0.0",
      os: "linux",
      arch: "x64",
      provider: { ollama_version: `0.9${h}`, model_digest: `sha256:${h}` },
    },
  });
  const joined = strings.slice(0, 8).join(" ");
  return {
    baseline: makeRun(base, side("base", joined)),
    candidate: makeRun(cand, {
      ...side("cand", joined),
      selection: { tags: [`tag${joined}`], shard: null },
    }),
  };
}

function hostileComparison(strings: readonly string[] = HOSTILE): Comparison {
  const { baseline, candidate } = hostileRuns(strings);
  const c = compareRuns(baseline, candidate, { allowSuiteMismatch: true });
  const joined = strings.slice(0, 8).join(" ");
  c.baseline.provenance = { source: `cache${joined}`, commit: `abc${joined}`, age_seconds: 7200 };
  return c;
}

describe("the checker itself", () => {
  // A checker that finds nothing proves nothing: each of these must be caught.
  const bad: [string, RegExp][] = [
    ["## t\n\n<img src=x onerror=alert(1)>", /raw HTML/],
    ["## t\n\nhi @octocat", /@mention/],
    ["## t\n\nsee &#35;12", /issue reference/],
    ["## t\n\nsee GH-12", /issue reference/],
    ["## t\n\n![x](y)", /image/],
    ["## t\n\n[x](y)", /link/],
    ["## t\n\nhttps:&#47;&#47;evil.example", /URL autolink/],
    ["## t\n\n```diff\nopen", /never closed/],
    ["## t\n\n| a | b |\n| --- | --- |\n| 1 | 2 | 3 |", /3 cells/],
    ["## t\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\nbroken out", /without a leading pipe/],
    ["## t\n\n<details><summary>x</summary>\n\n</details>\n</details>", /without <details>/],
    ["## t\n\n<details><summary>x</summary>", /opened 1 more/],
    ["## t\n\n# injected", /heading/],
    ["## t\n\ntext\n===", /setext/],
    ["## t\n\n> quote", /block quote/],
    ["## t\n\n`a b` span", /code span/],
    ["## t\n\nstray ` tick", /stray backtick/],
    ["## t\n\n*em*", /emphasis/],
    ["## t\n\n$x$", /math/],
    ["## t\n\nnul \u0000", /control/],
    ["## t\n\nbidi \u202e", /bidirectional/],
    ["## t\n\ncut \ud83d", /lone surrogate/],
    ["## t\n\n~~~\ncode\n~~~", /~~~ fence/],
  ];
  for (const [md, problem] of bad) {
    it(`catches ${problem.source}`, () => {
      expect(checkGfm(md, GFM).problems.join("\n")).toMatch(problem);
    });
  }
  it("accepts the renderer's own structure", () => {
    const md =
      "## t\n\n**REGRESSED**: 1 case.\n\n### Failing the gate (1)\n\n| A | B |\n| --- | --- |\n| `id` | x&#124;y |\n\n" +
      "<details><summary><code>id</code> x</summary>\n\n````diff\n- ```\n+ <b>@x\n````\n\n</details>\n";
    expect(checkGfm(md, GFM).problems).toEqual([]);
  });
});

describe("one hostile string at a time", () => {
  for (const [i, h] of HOSTILE.entries()) {
    it(`case ${i}: ${JSON.stringify(h).slice(0, 60)}`, () => {
      const c = hostileComparison([h]);
      const md = renderComparisonMarkdown(c, { header: `header ${h}` });
      expect(problemsOf(md)).toEqual([]);
      expect(renderComparisonMarkdown(c, { header: `header ${h}` })).toBe(md);
      // the hostile text is still there for the reviewer, made harmless: something of it shows
      const visible = decodeEntities(md);
      const word = /[A-Za-z]{4,}/.exec(h)?.[0];
      if (word !== undefined) expect(visible).toContain(word);
    });
  }
});

describe("the whole corpus at once", () => {
  let c: Comparison;
  beforeAll(() => {
    c = hostileComparison();
  });

  it("renders with every category present and no injected structure", () => {
    const cats = new Set(c.cases.map((x) => x.category));
    for (const cat of ["regression", "changed", "mismatch", "error", "fixed", "missing", "new"])
      expect(cats).toContain(cat);
    const md = renderComparisonMarkdown(c);
    expect(problemsOf(md)).toEqual([]);
    const report = checkGfm(md, GFM);
    expect(report.tables.length).toBeGreaterThanOrEqual(2);
    for (const t of report.tables) expect(t.rows.length).toBeGreaterThan(0);
    expect(renderComparisonMarkdown(c)).toBe(md);
  });

  it("without model outputs (`outputs: none`) there are no diffs at all", () => {
    const md = renderComparisonMarkdown(c, { outputs: "none" });
    expect(problemsOf(md)).toEqual([]);
    expect(checkGfm(md, GFM).fences).toBe(0);
  });

  for (const maxChars of [GITHUB_LIMIT, 30_000, 8_000, 3_000, 1_200, 400]) {
    it(`fits maxChars ${maxChars}, keeps its structure and says what it left out`, () => {
      const md = renderComparisonMarkdown(c, { maxChars });
      expect(md.length).toBeLessThanOrEqual(maxChars);
      expect(problemsOf(md, maxChars)).toEqual([]);
      expect(md).toMatch(/see the JSON report/);
      expect(renderComparisonMarkdown(c, { maxChars })).toBe(md);
    });
  }

  it("the text report carries no control characters (no terminal escapes)", () => {
    const text = renderComparisonText(c);
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\r]/);
    expect(renderComparisonText(c)).toBe(text);
  });

  it("JUnit of the corpus is well-formed XML", () => {
    const xml = renderComparisonJunit(c);
    const root = parseStrictXml(xml);
    expect(root.name).toBe("testsuites");
  });

  it("the run report (modelgate report --format markdown) is safe too", () => {
    const { candidate } = hostileRuns(HOSTILE);
    for (const maxChars of [GITHUB_LIMIT, 2_000]) {
      const md = renderRunMarkdown(candidate, { maxChars, header: `run ${HOSTILE.join(" ")}` });
      expect(problemsOf(md, maxChars)).toEqual([]);
    }
  });
});

describe("size", () => {
  it("1 MB outputs: capped cells and diffs, within the limit", () => {
    const mega = `${"A<b>@x #1 |`~ ".repeat(70_000)}\n`.repeat(1) + "x".repeat(50_000);
    expect(mega.length).toBeGreaterThan(1_000_000);
    const baseline = makeRun([
      { id: "big-reg", output: mega },
      { id: "big-chg", output: mega },
      { id: "big-lines", output: `${"line\n".repeat(200_000)}` },
    ]);
    const candidate = makeRun([
      { id: "big-reg", status: "fail", output: `${mega}!`, reason: `got ${mega}` },
      { id: "big-chg", output: `${mega}?` },
      { id: "big-lines", output: `${"line\n".repeat(100_000)}other\n${"line\n".repeat(100_000)}` },
    ]);
    const c = compareRuns(baseline, candidate);
    const md = renderComparisonMarkdown(c);
    expect(problemsOf(md)).toEqual([]);
    expect(md.length).toBeLessThan(30_000);
  });

  it("5,000 cases: trimmed to the limit, the most important first, saying how many were left out", () => {
    const base: CaseSpec[] = [];
    const cand: CaseSpec[] = [];
    for (let i = 0; i < 5000; i++) {
      const h = HOSTILE[i % HOSTILE.length]!;
      const id = `c${String(i).padStart(4, "0")}`;
      base.push({ id, output: `v1 ${h}` });
      if (i % 5 === 0) cand.push({ id, status: "fail", output: `v2 ${h}`, reason: `regressed: ${h}` });
      else if (i % 5 === 1)
        cand.push({ id, output: `v2 ${h}` }); // changed
      else if (i % 5 === 2)
        cand.push({ id, status: "timeout", output: null, reps: [{ status: "timeout", output: null }] });
      else cand.push({ id, output: `v1 ${h}` }); // passing
    }
    const c = compareRuns(makeRun(base), makeRun(cand));
    expect(c.summary).toMatchObject({
      cases: 5000,
      regressions: 1000,
      changed: 1000,
      errors: 1000,
      passing: 2000,
    });
    const md = renderComparisonMarkdown(c);
    expect(md.length).toBeLessThanOrEqual(GITHUB_LIMIT);
    expect(problemsOf(md)).toEqual([]);
    expect(md).toContain("shortened");
    // the attention table: rows shown + rows left out = every case needing attention
    // regressions and errors both fail the gate: one table of 2000
    const attention = /### Failing the gate \((\d+)\)/.exec(md);
    expect(attention?.[1]).toBe("2000");
    const table = checkGfm(md, GFM).tables[0]!;
    const after = md.slice(md.indexOf("### Failing the gate"));
    const left = /… and (\d+) more cases? not shown/.exec(after.split("\n### ")[0]!);
    expect(left).not.toBeNull();
    expect(table.rows.length + Number(left![1])).toBe(2000);
    // regressions outrank errors of the same weight in document order: the first rows are regressions
    const firstRow = md.split("\n").find((l) => l.startsWith("| `c"));
    expect(firstRow).toContain("regression");
    expect(renderComparisonMarkdown(c)).toBe(md);
  });
});

describe("through the built CLI", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "modelgate-hostile-"));
    const { baseline, candidate } = hostileRuns(HOSTILE);
    await writeFile(join(dir, "base.json"), renderRunJson(baseline));
    await writeFile(join(dir, "cand.json"), renderRunJson(candidate));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((done, failed) => {
      const child = spawn(process.execPath, [resolve(import.meta.dirname, "../../dist/cli.cjs"), ...args], {
        cwd: dir,
        stdio: ["ignore", "pipe", "pipe"],
      });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on("data", (b: Buffer) => out.push(b));
      child.stderr.on("data", (b: Buffer) => err.push(b));
      child.on("error", failed);
      child.on("close", (code) =>
        done({
          code,
          stdout: Buffer.concat(out).toString("utf8"),
          stderr: Buffer.concat(err).toString("utf8"),
        }),
      );
    });
  }

  it("compare --format markdown is safe and identical on every run", async () => {
    const a = await cli([
      "compare",
      "base.json",
      "cand.json",
      "--format",
      "markdown",
      "--allow-suite-mismatch",
    ]);
    expect(a.code).toBe(1);
    expect(problemsOf(a.stdout)).toEqual([]);
    const b = await cli([
      "compare",
      "base.json",
      "cand.json",
      "--format",
      "markdown",
      "--allow-suite-mismatch",
    ]);
    expect(b.stdout).toBe(a.stdout);
  });

  it("report --format markdown is safe", async () => {
    const r = await cli(["report", "cand.json", "--format", "markdown"]);
    expect(r.code).toBe(0);
    expect(problemsOf(r.stdout)).toEqual([]);
  });
});
