import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import type { Comparison } from "../../../../src/core/compare/comparison.js";
import { gate } from "../../../../src/core/compare/gate.js";
import { renderComparisonMarkdown } from "../../../../src/core/report/comparison-markdown.js";
import { type SuiteOutcome, verdictOf } from "../../../../src/github/job-verdict.js";
import { renderReport } from "../../../../src/github/report.js";
import { type CaseSpec, makeRun } from "../../../helpers/make-run.js";

/**
 * The comment as GitHub renders it: cmark-gfm (GitHub's engine, with its extensions) turns the
 * Markdown into HTML, and the structure a reviewer sees is checked on that HTML. Set
 * MODELGATE_SHOTS=dir to keep each scenario's Markdown for screenshots.
 */

const CMARK = spawnSync("cmark-gfm", ["--version"], { encoding: "utf8" });
const HAVE_CMARK = CMARK.status === 0;
if (!HAVE_CMARK) console.warn("report-render: cmark-gfm is not installed (apt install cmark-gfm); skipped");

function toHtml(md: string): string {
  const out = spawnSync(
    "cmark-gfm",
    ["--unsafe", "-e", "table", "-e", "autolink", "-e", "tagfilter", "-e", "strikethrough", "-e", "tasklist"],
    { input: md, encoding: "utf8" },
  );
  expect(out.status).toBe(0);
  return out.stdout;
}

/** Top-level HTML blocks: `<h2>`, `<p>`, `<table>`, `<details>`... with nested details kept whole. */
function topLevel(html: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let current = "";
  for (const line of html.split("\n")) {
    if (line === "" && depth === 0) continue;
    current += `${line}\n`;
    depth += (line.match(/<details>/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
    expect(depth).toBeGreaterThanOrEqual(0);
    if (depth === 0 && /<\/(h\d|p|table|details|ul|pre)>\s*$/.test(line)) {
      blocks.push(current.trim());
      current = "";
    }
  }
  expect(depth).toBe(0);
  if (current.trim() !== "") blocks.push(current.trim());
  return blocks;
}

function structure(md: string) {
  const html = toHtml(md);
  expect((html.match(/<details>/g) ?? []).length).toBe((html.match(/<\/details>/g) ?? []).length);
  // Every row as wide as its table's header.
  for (const table of html.match(/<table>[\s\S]*?<\/table>/g) ?? []) {
    const rows = table.match(/<tr>[\s\S]*?<\/tr>/g) ?? [];
    const width = (rows[0]!.match(/<th[ >]/g) ?? []).length;
    for (const row of rows.slice(1)) expect((row.match(/<td[ >]/g) ?? []).length).toBe(width);
  }
  return { html, blocks: topLevel(html) };
}

function keep(name: string, md: string): void {
  const dir = process.env.MODELGATE_SHOTS;
  if (dir === undefined) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.md`), md);
}

function regressed(): Comparison {
  const address = (postcode: boolean) => ({
    shipping: { street: "Torstraße 12", city: "Berlin", ...(postcode && { postcode: "10119" }) },
    items: 2,
  });
  const base: CaseSpec[] = [
    { id: "addr", type: "json", output: JSON.stringify(address(true)), evidence: { json: address(true) } },
    { id: "known-bad", status: "fail", reason: "never worked" },
    { id: "greeting", output: "Hello" },
    { id: "ok", output: "same" },
  ];
  const cand: CaseSpec[] = [
    {
      id: "addr",
      type: "json",
      status: "fail",
      output: JSON.stringify(address(false)),
      evidence: { json: address(false) },
      reason: "missing field(s): shipping.postcode",
    },
    { id: "known-bad", status: "fail", reason: "never worked" },
    { id: "greeting", output: "Hello there" },
    { id: "ok", output: "same" },
  ];
  return compareRuns(makeRun(base), makeRun(cand));
}

function passing(n: number): Comparison {
  const cases: CaseSpec[] = Array.from({ length: n }, (_, i) => ({ id: `case-${i}`, output: `answer ${i}` }));
  const cand = cases.map((x, i) => (i % 10 === 0 ? { ...x, output: `answer ${i}, reworded` } : x));
  return compareRuns(
    makeRun(cases, {
      runtime: {
        modelgate: "0.0.0-test",
        node: "v20.0.0",
        os: "linux",
        arch: "x64",
        provider: { ollama_version: "0.9.0", model_digest: `sha256:${"a".repeat(64)}` },
      },
    }),
    makeRun(cand),
  );
}

/** 300 cases: 120 failing in both runs, 2 regressions. */
function manyStillFailing(): Comparison {
  const base: CaseSpec[] = [];
  const cand: CaseSpec[] = [];
  for (let i = 0; i < 300; i++) {
    const id = `c${String(i).padStart(3, "0")}`;
    if (i < 120) {
      base.push({ id, status: "fail", reason: `known failure ${i}` });
      cand.push({ id, status: "fail", reason: `known failure ${i}` });
    } else if (i === 200 || i === 250) {
      base.push({ id, output: "fine" });
      cand.push({ id, status: "fail", output: "wrong", reason: "output does not contain 'fine'" });
    } else {
      base.push({ id });
      cand.push({ id });
    }
  }
  return compareRuns(makeRun(base), makeRun(cand));
}

function withErrors(): Comparison {
  const base: CaseSpec[] = [{ id: "a" }, { id: "b" }, { id: "c" }];
  const cand: CaseSpec[] = [
    { id: "a", status: "error", output: null, reason: null },
    { id: "b", status: "timeout", output: null },
    { id: "c" },
  ];
  return compareRuns(makeRun(base), makeRun(cand));
}

describe.skipIf(!HAVE_CMARK)("the comment rendered by cmark-gfm", () => {
  it("regressed: status line first, then the gate table, its diffs, then the collapsed rest", () => {
    const md = renderComparisonMarkdown(regressed());
    keep("regressed", md);
    const { blocks } = structure(md);
    expect(blocks[0]).toMatch(/^<h2>❌ .*REGRESSED/);
    expect(blocks[1]).toMatch(/^<p>4 cases: ❌ 1 regression · 🔁 1 still failing/);
    expect(blocks[2]).toBe("<h3>Failing the gate (1)</h3>");
    expect(blocks[3]).toMatch(/^<table>/);
    expect(blocks[3]).toContain("<code>addr</code>");
    expect(blocks[3]).not.toContain("known-bad");
    // The diff right below its row, the JSON path that differs before the pretty-printed diff.
    expect(blocks[4]).toMatch(/^<details><summary>Diff of <code>addr<\/code>/);
    expect(blocks[4]).toContain("! shipping.postcode: &quot;10119&quot; → (missing)");
    expect(blocks[4]).toContain("-     &quot;postcode&quot;: &quot;10119&quot;");
    expect(blocks[5]).toBe("<h3>Not gating</h3>");
    expect(blocks[6]).toMatch(/^<details><summary>🔁 Still failing \(1\)/);
    expect(blocks.at(-1)).toMatch(/^<table>/); // the runs
  });

  it("passing: one line, everything else collapsed", () => {
    for (const n of [12, 300]) {
      const md = renderComparisonMarkdown(passing(n));
      keep(`passing-${n}`, md);
      const { blocks } = structure(md);
      expect(blocks).toHaveLength(2);
      expect(blocks[0]).toMatch(
        /^<h2>✅ ModelGate: .*COMPATIBLE · \d+ cases: ✏️ \d+ changed · ✅ \d+ passing<\/h2>$/,
      );
      expect(blocks[1]).toMatch(/^<details><summary>Details<\/summary>[\s\S]*<\/details>$/);
      // Digests shortened in the table, whole in a collapsed block.
      expect(blocks[1]).toContain(`<td>${"a".repeat(12)}</td>`);
      expect(blocks[1]).toContain(`sha256:${"a".repeat(64)}`);
    }
  });

  it("300 cases with 120 still failing: the 2 regressions first, the known failures collapsed", () => {
    const md = renderComparisonMarkdown(manyStillFailing());
    keep("still-failing-300", md);
    const { blocks } = structure(md);
    expect(blocks[0]).toMatch(/^<h2>❌ /);
    expect(blocks[2]).toBe("<h3>Failing the gate (2)</h3>");
    expect((blocks[3]!.match(/<tr>/g) ?? []).length).toBe(3);
    const still = blocks.find((b) => b.includes("Still failing"));
    expect(still).toMatch(/^<details><summary>🔁 Still failing \(120\)/);
    expect(blocks.indexOf(still!)).toBeGreaterThan(3);
  });

  it("errors: could not run, the error rows gate", () => {
    const md = renderComparisonMarkdown(withErrors());
    keep("errors", md);
    const { blocks } = structure(md);
    expect(blocks[0]).toMatch(/^<h2>⚠️ .*EXECUTION FAILURE, 2 cases could not run<\/h2>$/);
    expect(blocks[2]).toBe("<h3>Failing the gate (2)</h3>");
    expect(blocks[3]).toContain("timeout while calling the model");
  });

  it("hostile text keeps the structure: no injected tags, headings, rows or cells", () => {
    const h = "</details></summary><details open># x | y |\n| --- |\n@team <b>b</b> ```";
    const c = compareRuns(
      makeRun([
        { id: "a", output: "ok" },
        { id: "b", output: "x", status: "fail", reason: h },
        { id: "c", output: h },
      ]),
      makeRun([
        { id: "a", status: "fail", output: h, reason: h },
        { id: "b", output: h, status: "fail", reason: h },
        { id: "c", output: `${h}!` },
      ]),
    );
    const md = renderComparisonMarkdown(c, { header: h });
    keep("hostile", md);
    const { html, blocks } = structure(md);
    expect(blocks[0]).toMatch(/^<h2>❌ /);
    expect(html).not.toMatch(/<b>|<details open>|<h1>/);
    expect((html.match(/<h[1-6]>/g) ?? []).length).toBe(4); // status, gate, not gating, runs
  });

  it("a failing report keeps its structure when cut to fit", () => {
    for (const maxChars of [20_000, 4_000, 1_500]) {
      const md = renderComparisonMarkdown(manyStillFailing(), { maxChars });
      expect(md.length).toBeLessThanOrEqual(maxChars);
      const { blocks } = structure(md);
      expect(blocks[0]).toMatch(/^<h2>❌ /);
    }
  });

  it("the Action's comment: a passing job is one line, the suites collapsed, links at the runs", () => {
    const comparison = passing(12);
    const outcome: SuiteOutcome = {
      kind: "compared",
      suite: "demo",
      comparison,
      gate: gate(comparison, { failOn: ["regression", "mismatch", "invalid"], failOnLatency: false }),
    };
    const sha = "c".repeat(40);
    const md = renderReport(
      [outcome],
      verdictOf([outcome]),
      {
        header: "default",
        outputs: "excerpt",
        baseline: { source: "cache", commit: "b".repeat(40), age_seconds: 7200 },
        notes: [],
        links: {
          commitSha: sha,
          commitUrl: `https://github.com/o/r/commit/${sha}`,
          runUrl: "https://github.com/o/r/actions/runs/7",
        },
      },
      65_000,
    );
    keep("action-passing", md);
    const { blocks } = structure(md);
    expect(blocks[0]).toMatch(/^<h1>ModelGate · ✅ Passed: /);
    expect(blocks[1]).toMatch(/^<h2>✅ Suite demo: COMPATIBLE/);
    expect(blocks[2]).toMatch(/^<details><summary>Details<\/summary>/);
    expect(blocks[2]).toContain(
      `<a href="https://github.com/o/r/commit/${sha}"><code>cccccccccccc</code></a>`,
    );
    expect(blocks[2]).toContain('<a href="https://github.com/o/r/actions/runs/7">Workflow run</a>');
    expect(blocks[3]).toMatch(
      /^<p>Baseline: Actions cache, commit <code>bbbbbbbbbbbb<\/code>, 2 h old\.<\/p>$/,
    );
    expect(blocks).toHaveLength(4);
  });
});
