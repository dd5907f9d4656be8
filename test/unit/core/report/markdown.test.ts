import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import type { Comparison } from "../../../../src/core/compare/comparison.js";
import { renderComparisonMarkdown } from "../../../../src/core/report/comparison-markdown.js";
import { codeBlock, escapeInline, fenceFor } from "../../../../src/core/report/markdown-escape.js";
import { renderRunMarkdown } from "../../../../src/core/report/run-markdown.js";
import { type CaseSpec, makeRun } from "../../../helpers/make-run.js";

const HOSTILE = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "cc @org/team and @octocat please",
  "![img](http://x/y.png)",
  "[click](https://evil.example) or www.evil.example",
  "# heading\n## another",
  "| a | b |\n|---|---|\n| c | d |",
  "```\ninside\n```",
  "````js\nx\n````",
  "</details></summary><details>",
  "<!-- hidden --> text",
  "line one\r\nline two\rline three",
  "nul\u0000bell\u0007esc\u001b[31mred",
  "abc\u202eevil\u2066isolate\u2069",
  "&lt;already&gt; &amp; $x^2$ ~~strike~~ **bold** _it_ \\",
  "- list\n+ plus\n1. one\n> quote",
  "#123 and org/repo#45",
];

function hostileRuns() {
  const base: CaseSpec[] = [];
  const cand: CaseSpec[] = [];
  HOSTILE.forEach((h, i) => {
    // A regression whose reason and output are hostile.
    base.push({ id: `reg-${i}`, output: `fine ${i}` });
    cand.push({ id: `reg-${i}`, status: "fail", output: `${h}\n${h}`, reason: h, warnings: [h] });
    // A passing case whose output changed to the hostile text.
    base.push({ id: `chg-${i}`, output: `before ${i}\n${h}` });
    cand.push({ id: `chg-${i}`, output: `after ${i}\n${h}\n${h}` });
    // A label change with hostile labels.
    base.push({ id: `lab-${i}`, type: "classification", output: "billing", evidence: { label: "billing" } });
    cand.push({
      id: `lab-${i}`,
      type: "classification",
      status: "fail",
      output: h,
      evidence: { label: h },
      reason: h,
    });
  });
  base.push({ id: "huge", output: "A".repeat(100_000) });
  cand.push({ id: "huge", output: `${"A".repeat(50_000)}\`\`\`\`\`\`${"B".repeat(50_000)}` });
  base.push({ id: "huge-fail", output: "ok" });
  cand.push({ id: "huge-fail", status: "fail", output: "x", reason: "R".repeat(100_000) });
  const b = makeRun(base, {
    config: { id: "base <b>@team</b>", model: "llama3.1:8b | ![x](y)" },
  });
  const c = makeRun(cand, { config: { id: "cand\n# not a heading", model: "<script>m</script>" } });
  return compareRuns(b, c);
}

/** Structural checks: what a reader of the rendered comment could be tricked by. */
function assertSafe(md: string, maxChars: number, title = "ModelGate"): void {
  expect(md.length).toBeLessThanOrEqual(maxChars);
  expect(md).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069\r]/);
  const lines = md.split("\n");
  let fence: string | null = null;
  let tableColumns: number | null = null;
  let opened = 0;
  let closed = 0;
  for (const line of lines) {
    if (fence !== null) {
      if (line.trim() === fence) fence = null;
      else {
        // Nothing inside may close the fence early.
        const run = line.match(/^\s{0,3}(`{3,})\s*$/);
        if (run) expect(run[1]!.length).toBeLessThan(fence.length);
      }
      continue;
    }
    const open = line.match(/^(`{3,})([a-z]*)$/);
    if (open) {
      fence = open[1]!;
      continue;
    }
    // Outside code: only our own tags, no comments, no mentions, links, images or autolinks.
    expect(line.replace(/<\/?(details|summary|code)>/g, "")).not.toMatch(/</);
    expect(line).not.toMatch(/^\s*>/);
    expect(line).not.toMatch(/@[A-Za-z0-9]/);
    expect(line).not.toMatch(/[[\]]/);
    expect(line).not.toMatch(/https?:\/\/|www\./i);
    expect(line).not.toMatch(/(^|[^&])#\d/);
    if (line.startsWith("#")) {
      const ours =
        line.startsWith(`## ${title}`) ||
        /^## (✅|❌|⚠️) /.test(line) ||
        /^### (Failing the gate|Not gating|Runs|Not passing|Warnings|Latency and tokens)/.test(line);
      expect(ours, line).toBe(true);
    }
    opened += (line.match(/<details>/g) ?? []).length;
    closed += (line.match(/<\/details>/g) ?? []).length;
    if (line.startsWith("|")) {
      const cells = line.split("|").length - 2;
      if (tableColumns === null) tableColumns = cells;
      expect(cells).toBe(tableColumns);
      expect(line.endsWith("|")).toBe(true);
    } else {
      tableColumns = null;
    }
  }
  expect(fence).toBeNull();
  expect(opened).toBe(closed);
}

describe("renderComparisonMarkdown: hostile input", () => {
  const c = hostileRuns();

  it("escapes everything at the default cap", () => {
    const md = renderComparisonMarkdown(c, { header: "Support @org/team <b>suite</b> | x" });
    assertSafe(md, 65_000, "Support @\u200dorg/team");
    expect(md).toContain("&lt;script>alert(1)&lt;/script>");
    expect(md).toContain("@\u200dorg/team");
    expect(md.startsWith("## ❌ Support @\u200dorg/team &lt;b>suite&lt;/b> &#124; x: REGRESSED, ")).toBe(
      true,
    );
  });

  it("stays under a small cap, keeps the most important rows and says what it left out", () => {
    const md = renderComparisonMarkdown(c, { maxChars: 6000 });
    assertSafe(md, 6000);
    expect(md).toMatch(/… and \d+ more cases not shown; see the JSON report\./);
    expect(md).toContain("| `reg-0` |");
    // Regressions outrank changed outputs: a changed case is shown only once every regression is.
    const rows = md.split("\n").filter((l) => /^\| `(reg|lab|huge)-/.test(l)).length;
    const keptChanged = (md.match(/<code>chg-/g) ?? []).length;
    expect(rows).toBeGreaterThan(0);
    if (keptChanged > 0) expect(rows).toBe(c.summary.regressions);
    const tighter = renderComparisonMarkdown(c, { maxChars: 4000 });
    assertSafe(tighter, 4000);
    expect(tighter).not.toContain("<code>chg-");
    expect(tighter).toMatch(/… and \d+ more cases not shown/);
  });

  it("never exceeds even a tiny cap", () => {
    for (const max of [50, 200, 1000, 3000]) {
      const md = renderComparisonMarkdown(c, { maxChars: max });
      expect(md.length).toBeLessThanOrEqual(max);
    }
  });

  it("outputs: none shows no model output", () => {
    const md = renderComparisonMarkdown(c, { outputs: "none" });
    assertSafe(md, 65_000);
    // Sections are still collapsed, but no diff (no code block) is in them.
    expect(md).not.toContain("```");
    expect(md).not.toContain("<summary>Diff of");
    expect(md).not.toContain("AAAA");
  });

  // review-github #5: `none` means no model-derived text: reasons, labels, tool-call arguments.
  it("outputs: none quotes no reason or label the model produced; it says what kind of change it was", () => {
    const secret = "PRIVATE-CUSTOMER-DATA: Priya Patel";
    const b = makeRun([
      { id: "exact", type: "exact", output: "ok" },
      { id: "label", type: "classification", output: "billing", evidence: { label: "billing" } },
      { id: "chg", output: "before" },
      { id: "still", status: "fail", output: "x", reason: `output "${secret}" 1` },
      { id: "tool", type: "tool_call", output: "{}" },
    ]);
    const cand = makeRun([
      {
        id: "exact",
        type: "exact",
        status: "fail",
        output: secret,
        reason: `output "${secret}" (expected "ok")`,
      },
      {
        id: "label",
        type: "classification",
        status: "fail",
        output: secret,
        evidence: { label: secret },
        reason: `predicted '${secret}', expected 'billing'`,
      },
      { id: "chg", output: `after ${secret}` },
      { id: "still", status: "fail", output: "y", reason: `output "${secret}" 2` },
      { id: "tool", type: "tool_call", status: "fail", output: "{}", reason: `argument card = "${secret}"` },
    ]);
    const cmp = compareRuns(b, cand);
    expect(renderComparisonMarkdown(cmp, { outputs: "reasons" })).toContain(secret);
    const md = renderComparisonMarkdown(cmp, { outputs: "none" });
    expect(md).not.toContain("PRIVATE");
    expect(md).toContain(
      "| `exact` | exact | regression (pass → fail) | output differs from expected: fails the exact check (output not shown) |",
    );
    expect(md).toContain("- `label`: label changed (labels not shown)");
    expect(md).toContain("- `chg` (exact): output differs from the baseline's (output not shown)");
  });

  it("is deterministic", () => {
    expect(renderComparisonMarkdown(hostileRuns())).toBe(renderComparisonMarkdown(hostileRuns()));
  });

  it("many cases: trimmed to 65,000 with the most important first", () => {
    const base: CaseSpec[] = [];
    const cand: CaseSpec[] = [];
    for (let i = 0; i < 1500; i++) {
      const id = `case-${String(i).padStart(4, "0")}`;
      base.push({ id, output: `answer ${i}` });
      if (i % 3 === 0)
        cand.push({ id, status: "fail", output: `wrong ${i}`, reason: `reason ${"x".repeat(120)} ${i}` });
      else cand.push({ id, output: `answer ${i} changed\nwith a second line` });
    }
    const md = renderComparisonMarkdown(compareRuns(makeRun(base), makeRun(cand)));
    assertSafe(md, 65_000);
    expect(md.length).toBeGreaterThan(50_000);
    expect(md).toContain("| `case-0000` |");
    expect(md).toMatch(/… and \d+ more cases not shown; see the JSON report\./);
  });
});

describe("renderComparisonMarkdown: content", () => {
  const base = makeRun(
    [
      { id: "ticket-json", type: "json", output: '{"a":1}', duration_ms: 820 },
      { id: "intent", type: "classification", output: "billing", evidence: { label: "billing" } },
      {
        id: "sentiment",
        type: "classification",
        status: "fail",
        output: "neutral",
        evidence: { label: "neutral" },
        reason: "predicted 'neutral', expected 'positive'",
      },
      { id: "greeting", output: "Hello!" },
    ],
    { config: { id: "baseline-q8", provider: "ollama", model: "llama3.1:8b" } },
  );
  const cand = makeRun(
    [
      {
        id: "ticket-json",
        type: "json",
        status: "invalid",
        output: '```json\n{"a":1}\n```',
        reason: "output is not valid JSON",
        duration_ms: 870,
      },
      {
        id: "intent",
        type: "classification",
        status: "fail",
        output: "technical",
        evidence: { label: "technical" },
        reason: "predicted 'technical', expected 'billing'",
      },
      { id: "sentiment", type: "classification", output: "positive", evidence: { label: "positive" } },
      { id: "greeting", output: "Hello there!" },
    ],
    { config: { id: "candidate-q4", provider: "ollama", model: "llama3.1:8b-q4" } },
  );
  const c: Comparison = compareRuns(base, cand);
  c.baseline.provenance = { source: "cache", commit: "0123456789abcdef", age_seconds: 7500 };
  const md = renderComparisonMarkdown(c);

  it("status line first, then the gate table and its diffs, the collapsed rest, identities", () => {
    const lines = md.split("\n");
    expect(lines[0]).toBe("## ❌ ModelGate: demo: REGRESSED, 2 regressions");
    expect(lines[2]).toBe(
      "4 cases: ❌ 2 regressions · 🩹 1 fixed · ✏️ 1 changed. Behaviour the application relies on changed.",
    );
    const order = [
      "### Failing the gate (2)",
      "<details><summary>Diff of <code>ticket-json</code>",
      "<details><summary>Diff of <code>intent</code>",
      "### Not gating",
      "<details><summary>✏️ Changed outputs (1)",
      "<details><summary>🩹 Fixed (1)</summary>",
      "<details><summary>Label changes (2)</summary>",
      "<details><summary>⏱ Latency and tokens",
      "### Runs",
    ];
    const at = order.map((h) => md.indexOf(h));
    expect(at.every((n) => n > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(md).toContain(
      "| `ticket-json` | json | regression (pass → invalid) | output is not valid JSON | 820 ms → 870 ms (+6.1%) |",
    );
    expect(md).toContain("- `intent`: 'billing' → 'technical'");
    expect(md).toContain("| Model digest | – | – |");
    expect(md).toContain("| Source | cache, commit 0123456789ab, 2 h 5 min old | – |");
    expect(md).toContain('````diff\n+ ```json\n  {"a":1}\n+ ```\n````');
  });

  it("a reason cut short in a summary or a gate row is given whole over the diff", () => {
    const long = structuredClone(c);
    const head = "output changed; text contract over repetitions: 0/3 candidate repetitions match";
    const changedReason = `${head}${" and more".repeat(20)}, so it is not tested at alpha 0.05`;
    const gateReason = `output is not valid JSON${" at all".repeat(60)}: the end of a gate reason`;
    for (const x of long.cases) {
      if (x.id === "greeting") x.reason = changedReason;
      if (x.id === "ticket-json") x.reason = gateReason;
    }
    const out = renderComparisonMarkdown(long);
    const greeting = out.slice(out.indexOf("<summary><code>greeting</code>"));
    // The summary keeps its 200 characters; the body starts with the whole reason.
    expect(greeting).toMatch(
      /^<summary><code>greeting<\/code> \(exact, changed\): output changed; [^<]*…<\/summary>\n\n/,
    );
    expect(greeting).toContain(`</summary>\n\n${changedReason}\n\n\`\`\`diff`);
    const gate = out.slice(out.indexOf("Diff of <code>ticket-json</code>"));
    expect(gate).toContain(`</summary>\n\n${gateReason}\n\n\`\`\`\`diff`);
    // Reasons that fit are not repeated.
    expect(md).not.toContain("</summary>\n\noutput is not valid JSON");
    expect(md.split("predicted 'technical', expected 'billing'").length).toBe(2);
  });

  it("a passing comparison is one line and a collapsed body", () => {
    const same = makeRun([{ id: "a" }, { id: "b" }], { config: { id: "x", provider: "ollama", model: "m" } });
    const out = renderComparisonMarkdown(compareRuns(same, same));
    const [first, second, ...rest] = out.split("\n\n");
    expect(first).toBe("## ✅ ModelGate: demo: COMPATIBLE · 2 cases: ✅ 2 passing");
    expect(second).toBe("<details><summary>Details</summary>");
    expect(rest.at(-1)).toBe("</details>\n");
  });

  it("--fail-on moves a category into the gate table", () => {
    const gated = renderComparisonMarkdown(c, { failOn: ["regression", "changed"] });
    expect(gated).toContain("### Failing the gate (3)");
    expect(gated).toContain("<details><summary>Diff of <code>greeting</code>");
    expect(gated).not.toContain("Changed outputs (");
  });

  // review-providers-compare #10: the headline follows the gate, never green beside a red check.
  describe("the headline follows the gate's decision", () => {
    const cfg = { config: { id: "x", provider: "ollama" as const, model: "m" } };
    it("--fail-on still_failing: GATE FAILED, not COMPATIBLE", () => {
      const side = makeRun([{ id: "a", status: "fail" }, { id: "b" }], cfg);
      const out = renderComparisonMarkdown(compareRuns(side, side), {
        failOn: ["regression", "mismatch", "invalid", "still_failing"],
      });
      expect(out.split("\n")[0]).toBe(
        "## ❌ ModelGate: demo: GATE FAILED, 1 still failing; no regression in 2 cases",
      );
      expect(out).not.toContain("✅ ModelGate");
      expect(out).toContain("### Failing the gate (1)");
    });

    it("--fail-on-latency: slower cases fail the gate and are listed in its table", () => {
      const fast = makeRun(
        [
          { id: "a", duration_ms: 100 },
          { id: "b", duration_ms: 100 },
        ],
        cfg,
      );
      const slow = makeRun(
        [
          { id: "a", duration_ms: 5000 },
          { id: "b", duration_ms: 100 },
        ],
        cfg,
      );
      const c = compareRuns(fast, slow);
      expect(renderComparisonMarkdown(c).split("\n")[0]).toMatch(/^## ✅ ModelGate: demo: COMPATIBLE · /);
      const out = renderComparisonMarkdown(c, { failOnLatency: true });
      expect(out.split("\n")[0]).toBe(
        "## ❌ ModelGate: demo: GATE FAILED, 1 slower; no regression in 2 cases",
      );
      expect(out).toContain("### Failing the gate (1)");
      expect(out).toMatch(
        /\| `a` \| exact \| passing \(pass → pass\) \| {2}\| 100 ms → 5000 ms [^\n]*slower \|/,
      );
    });
  });

  it("links to the commit and the run, only when they are plain https URLs", () => {
    const sha = "0123456789abcdef0123456789abcdef01234567";
    const linked = renderComparisonMarkdown(c, {
      links: {
        commitSha: sha,
        commitUrl: `https://github.com/o/r/commit/${sha}`,
        runUrl: "https://github.com/o/r/actions/runs/9",
      },
    });
    expect(linked).toContain(
      `Commit [\`0123456789ab\`](https://github.com/o/r/commit/${sha}) · [Workflow run](https://github.com/o/r/actions/runs/9)`,
    );
    const hostile = renderComparisonMarkdown(c, {
      links: { commitSha: "not hex)", commitUrl: "javascript:alert(1)", runUrl: "https://x/y) [a](b" },
    });
    expect(hostile).not.toContain("Workflow run");
    expect(hostile).not.toContain("javascript");
  });
});

describe("markdown-escape", () => {
  it("a fence is longer than any backtick run in the content", () => {
    expect(fenceFor("no ticks")).toBe("```");
    expect(fenceFor("a ```` b")).toBe("`````");
    expect(codeBlock("x\n```\ny")).toBe("````\nx\n```\ny\n````");
  });

  it("inline text is one line with structural characters neutralised", () => {
    expect(escapeInline("a|b\nc")).toBe("a&#124;b ⏎ c");
    expect(escapeInline("# h")).toBe("&#35; h");
    expect(escapeInline("- item")).toBe("&#45; item");
    expect(escapeInline("1. one")).toBe("1&#46; one");
    expect(escapeInline("x".repeat(300), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

describe("renderRunMarkdown", () => {
  it("escapes and lists the cases that did not pass", () => {
    const run = makeRun([
      { id: "a", status: "fail", reason: "<b>@team</b> | x" },
      { id: "b", status: "timeout", output: null, duration_ms: null },
      { id: "c" },
    ]);
    const md = renderRunMarkdown(run);
    assertSafe(md, 65_000);
    expect(md).toContain("**ERRORS**: 3 cases: 1 passed, 1 failed, 0 invalid, 1 error.");
    expect(md).toContain("| `a` | exact | fail | &lt;b>@\u200dteam&lt;/b> &#124; x | 100 ms |");
    expect(md).toContain("| `b` | exact | timeout | timeout while calling the model |  |");
  });
});
