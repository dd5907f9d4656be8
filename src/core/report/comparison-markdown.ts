import type { CaseComparison, Category, Comparison, RunIdentity } from "../compare/comparison.js";
import { fitSections, type Section } from "./fit.js";
import {
  ATTENTION,
  age,
  CATEGORY_LABEL,
  changeText,
  countsLine,
  EDITED_NOTE,
  editedCases,
  latencyText,
  ms,
  num,
  pct,
  STATUS_MEANING,
  STATUS_WORD,
  sourceWord,
} from "./format.js";
import { figureWord, headlineDetail } from "./headline.js";
import { extraIdentityRows } from "./identity-lines.js";
import { codeBlock, escapeId, escapeInline } from "./markdown-escape.js";

export interface MarkdownOptions {
  /** Hard upper bound of the report's length; GitHub refuses comments over 65,536. */
  maxChars?: number;
  /** Title line; defaults to `ModelGate: <suite>`. */
  header?: string;
  /** `excerpt`: diffs of outputs in collapsible sections; `none`: no model output at all. */
  outputs?: "excerpt" | "none";
}

export const DEFAULT_MAX_CHARS = 65_000;
const ARROW = "→";

const RANK: Partial<Record<Category, number>> = {
  regression: 0,
  mismatch: 0,
  invalid: 0,
  error: 0,
  flaky: 1,
  still_failing: 1,
};

/**
 * The report a reviewer reads in a pull request: verdict first, then what needs attention.
 * Every string that came from a model, a suite or a result file is escaped. Never longer than
 * `maxChars`: when everything does not fit, the most important rows are kept and each section
 * says how many it left out.
 */
export function renderComparisonMarkdown(c: Comparison, opts: MarkdownOptions = {}): string {
  const maxChars = opts.maxChars ?? DEFAULT_MAX_CHARS;
  const outputs = opts.outputs ?? "excerpt";
  return fitSections(renderHead(c, opts.header), buildSections(c, outputs), renderRuns(c), maxChars);
}

function renderHead(c: Comparison, header: string | undefined): string {
  const title =
    header === undefined ? `ModelGate: ${escapeInline(c.candidate.suite, 120)}` : escapeInline(header, 200);
  const meaning = STATUS_MEANING[c.status];
  const verdict = `**${STATUS_WORD[c.status]}**: ${escapeInline(headlineDetail(c), 300)}. ${countsLine(c)}. ${meaning[0]!.toUpperCase()}${meaning.slice(1)}.`;
  const sides = `Baseline ${escapeId(c.baseline.config_id)} ${ARROW} candidate ${escapeId(c.candidate.config_id)}`;
  const edited = editedCases(c);
  const note =
    edited === null
      ? ""
      : `\n\nCase definitions changed since the baseline: ${edited
          .slice(0, 10)
          .map((id) => escapeId(id))
          .join(", ")}${edited.length > 10 ? `, … (${edited.length} in all)` : ""}; ${EDITED_NOTE}.`;
  return `## ${title}\n\n${verdict}\n\n${sides}${note}`;
}

function buildSections(c: Comparison, outputs: "excerpt" | "none"): Section[] {
  const inCategory = (cats: readonly Category[]) =>
    cats.flatMap((cat) => c.cases.filter((x) => x.category === cat));
  const attention = inCategory(ATTENTION);
  const fixed = inCategory(["fixed"]);
  const changed = inCategory(["changed"]);
  const labels = c.cases.filter((x) => x.label_change !== null);
  const warnings = c.cases.flatMap((x) => x.new_warnings.map((w) => ({ x, w })));
  const slow = c.cases.filter((x) => x.latency.slower || x.tokens.longer || x.tokens.tps_slower);
  const oneSided = inCategory(["missing", "new"]);
  const withDiff = outputs === "excerpt" ? attention.filter((x) => x.diff !== null) : [];

  return [
    {
      head: `### Needs attention (${attention.length})\n\n| Case | Type | Change | Reason | Latency |\n| --- | --- | --- | --- | --- |`,
      items: attention.map((x) => ({ rank: RANK[x.category] ?? 1, text: attentionRow(x) })),
      block: false,
      noun: "cases",
    },
    {
      head: `### Fixed (${fixed.length})\n`,
      items: fixed.map((x) => ({
        rank: 2,
        text: `- ${caseRef(x)}: ${escapeInline(x.reason ?? "passes now", 300)}`,
      })),
      block: false,
      noun: "cases",
    },
    {
      head: `### Changed outputs (${changed.length})\n\nPassing in both runs with different output or evidence: review, not regressions.`,
      items: changed.map((x) => ({ rank: 3, text: changedItem(x, outputs) })),
      block: true,
      noun: "cases",
    },
    {
      head: "### Diffs of cases needing attention",
      items: withDiff.map((x) => ({ rank: 4, text: details(x) })),
      block: true,
      noun: "diffs",
    },
    {
      head: `### Label changes (${labels.length})\n`,
      items: labels.map((x) => ({
        rank: 4,
        text: `- ${escapeId(x.id)}: '${escapeInline(x.label_change!.from, 80)}' ${ARROW} '${escapeInline(x.label_change!.to, 80)}'`,
      })),
      block: false,
      noun: "label changes",
    },
    {
      head: `### New warnings (${warnings.length})\n`,
      items: warnings.map(({ x, w }) => ({
        rank: 5,
        text: `- ${escapeId(x.id)}: ${escapeInline(w, 200)} (new)`,
      })),
      block: false,
      noun: "warnings",
    },
    {
      head: latencyHead(c),
      items: slow.map((x) => ({ rank: 5, text: `- ${escapeId(x.id)}: ${performanceText(x)}` })),
      block: false,
      noun: "cases",
    },
    {
      head: `### Missing and new (${oneSided.length})\n`,
      items: oneSided.map((x) => ({
        rank: 6,
        text: `- ${caseRef(x)}: ${CATEGORY_LABEL[x.category]}, ${escapeInline(x.reason ?? "", 200)}`,
      })),
      block: false,
      noun: "cases",
    },
  ];
}

function caseRef(x: CaseComparison): string {
  return `${escapeId(x.id)} (${escapeInline(x.type, 40)})`;
}

function attentionRow(x: CaseComparison): string {
  const cells = [
    escapeId(x.id),
    escapeInline(x.type, 40),
    escapeInline(changeText(x, ARROW), 80),
    escapeInline(x.reason ?? "", 300),
    escapeInline(latencyText(x, ARROW), 80),
  ];
  return `| ${cells.join(" | ")} |`;
}

function changedItem(x: CaseComparison, outputs: "excerpt" | "none"): string {
  if (outputs === "excerpt" && x.diff !== null) return details(x);
  const label =
    x.label_change === null
      ? ""
      : ` ('${escapeInline(x.label_change.from, 60)}' ${ARROW} '${escapeInline(x.label_change.to, 60)}')`;
  return `- ${caseRef(x)}: ${escapeInline(x.reason ?? "changed", 200)}${label}`;
}

/** A collapsible diff; the summary is HTML (escaped), the body a fence longer than its backticks. */
function details(x: CaseComparison): string {
  const summary = `<code>${escapeInline(x.id, 120)}</code> (${escapeInline(x.type, 40)}, ${escapeInline(
    CATEGORY_LABEL[x.category],
    20,
  )}): ${escapeInline(x.reason ?? "", 200)}`;
  return `<details><summary>${summary}</summary>\n\n${codeBlock(x.diff ?? "", "diff", 4000)}\n\n</details>`;
}

function latencyHead(c: Comparison): string {
  const l = c.latency;
  const t = c.tokens;
  const lines = ["### Latency and tokens", ""];
  if (l.cases_compared === 0) {
    lines.push("No case was timed on both sides.");
  } else {
    lines.push(
      `Median latency: ${ms(l.baseline_median_ms)} ${ARROW} ${ms(l.candidate_median_ms)}${paren(pct(l.delta_pct))} over ${l.cases_compared} ${l.cases_compared === 1 ? "case" : "cases"} (baseline ${sourceWord(l.source.baseline)}, candidate ${sourceWord(l.source.candidate)}). ` +
        `A case is slower past +${l.threshold_pct}% and +${l.min_delta_ms} ms: ${l.slower_cases} ${l.slower_cases === 1 ? "case" : "cases"}. ` +
        `Compared figure: ${l.figure === null ? "none" : figureWord(l.figure)}.`,
    );
  }
  if (t.cases_compared > 0) {
    const tps =
      t.tps_baseline_median === null || t.tps_candidate_median === null
        ? ""
        : `; tokens per second ${num(t.tps_baseline_median)} ${ARROW} ${num(t.tps_candidate_median)}${paren(pct(t.tps_delta_pct))}`;
    lines.push(
      "",
      `Output tokens (median): ${num(t.baseline_median)} ${ARROW} ${num(t.candidate_median)}${paren(pct(t.delta_pct))}${tps}.`,
    );
  }
  return `${lines.join("\n")}\n`;
}

function paren(text: string): string {
  return text === "" ? "" : ` (${text})`;
}

function performanceText(x: CaseComparison): string {
  const parts: string[] = [];
  if (x.latency.slower) parts.push(`slower, ${latencyText(x, ARROW).replace(/, slower$/, "")}`);
  if (x.tokens.longer)
    parts.push(
      `longer output, ${num(x.tokens.baseline)} ${ARROW} ${num(x.tokens.candidate)} tokens${paren(pct(x.tokens.delta_pct))}`,
    );
  if (x.tokens.tps_slower) {
    parts.push(
      `fewer tokens per second, ${num(x.tokens.tps_baseline)} ${ARROW} ${num(x.tokens.tps_candidate)}${paren(pct(x.tokens.tps_delta_pct))}`,
    );
  }
  return escapeInline(parts.join("; "), 300);
}

function renderRuns(c: Comparison): string {
  const row = (label: string, f: (r: RunIdentity) => string) =>
    `| ${label} | ${escapeInline(f(c.baseline), 120)} | ${escapeInline(f(c.candidate), 120)} |`;
  const rows = [
    "### Runs",
    "",
    "| | Baseline | Candidate |",
    "| --- | --- | --- |",
    row("Configuration", (r) => r.config_id),
    row("Provider", (r) => r.provider),
    row("Model", (r) => r.model ?? "–"),
    // OpenAI-compatible servers have no digest: say so, so a silent model swap is not assumed away.
    row(
      "Model digest",
      (r) => r.model_digest ?? (r.provider === "openai" ? "none (see system_fingerprint)" : "–"),
    ),
    row("Ollama version", (r) => r.ollama_version ?? "–"),
    ...extraIdentityRows(c).map(
      (x) => `| ${x.label} | ${escapeInline(x.baseline, 120)} | ${escapeInline(x.candidate, 120)} |`,
    ),
    row("Started", (r) => r.started_at),
    row("Capture", (r) => r.capture),
  ];
  if (c.baseline.tags.length + c.candidate.tags.length > 0)
    rows.push(row("Tags", (r) => r.tags.join(", ") || "all"));
  if (c.baseline.provenance !== null || c.candidate.provenance !== null)
    rows.push(row("Source", provenanceText));
  return rows.join("\n");
}

function provenanceText(r: RunIdentity): string {
  const p = r.provenance;
  if (p === null) return "–";
  const parts = [p.source];
  if (p.commit !== null) parts.push(`commit ${p.commit.slice(0, 12)}`);
  if (p.age_seconds !== null) parts.push(`${age(p.age_seconds)} old`);
  return parts.join(", ");
}
