import type { CaseComparison, Category, Comparison } from "../compare/comparison.js";
import { DEFAULT_FAIL_ON } from "../compare/comparison.js";
import type { GateOptions } from "../compare/gate.js";
import { latencySources, latencyText, medianLatency, num, pct } from "./figures.js";
import {
  ATTENTION,
  CATEGORY_TITLE,
  changeText,
  countsLine,
  editedSentence,
  labelChangeText,
  partialExecutionCases,
  singleRepetitionSentence,
} from "./format.js";
import { gateVerdict } from "./gate-verdict.js";
import { figureWord } from "./headline.js";
import { extraIdentityRows } from "./identity-lines.js";
import { cap, sanitize } from "./markdown-escape.js";

/** Categories listed case by case, in this order; unchanged passing cases are only counted. */
const LISTED: readonly Category[] = [...ATTENTION, "fixed", "changed", "missing", "new"];
const WITH_DIFF = new Set<Category>(["regression", "mismatch", "invalid", "flaky", "changed"]);
const DIFF_LINES = 12;

/** One terminal line of untrusted text: no control characters (no ANSI escapes), no newlines. */
function line(text: string, max = 300): string {
  return cap(sanitize(text).replace(/[\t\n]+/g, " "), max);
}

/** The comparison for a terminal or a log; its verdict line follows the gate (`--fail-on`, `--fail-on-latency`). */
export function renderComparisonText(
  c: Comparison,
  gateOptions: GateOptions = { failOn: DEFAULT_FAIL_ON, failOnLatency: false },
): string {
  const verdict = gateVerdict(c, gateOptions);
  const out: string[] = [];
  out.push(`ModelGate comparison: ${line(c.candidate.suite, 120)}`);
  out.push(`Baseline: ${side(c.baseline)}    Candidate: ${side(c.candidate)}`);
  for (const r of extraIdentityRows(c))
    out.push(`${r.label}: ${line(r.baseline, 160)} -> ${line(r.candidate, 160)}`);
  if (c.baseline.provenance !== null) {
    const p = c.baseline.provenance;
    const commit = p.commit === null ? "" : ` at ${line(p.commit.slice(0, 12), 12)}`;
    const age = p.age_seconds === null ? "" : `, ${Math.round(p.age_seconds / 3600)} h old`;
    out.push(`Baseline source: ${line(p.source, 40)}${commit}${age}`);
  }
  out.push("", `${verdict.word}: ${verdict.detail}`, countsLine(c), `(${verdict.meaning})`);
  if (c.latency.figure !== null)
    out.push(`Latency compares ${figureWord(c.latency.figure, c.latency.compute_lacking)}.`);
  const edited = editedSentence(c, (id) => line(id, 80), "...");
  if (edited !== null) out.push(edited);
  const once = singleRepetitionSentence(c, (id) => line(id, 80), "...");
  if (once !== null) out.push(once);

  // The listed cases by category, in one pass (a comparison may hold 100,000 cases).
  const byCategory = new Map<Category, CaseComparison[]>(LISTED.map((category) => [category, []]));
  for (const x of c.cases) byCategory.get(x.category)?.push(x);
  for (const category of LISTED) {
    const cases = byCategory.get(category)!;
    if (cases.length === 0) continue;
    out.push("", `${CATEGORY_TITLE[category]} (${cases.length}):`);
    for (const x of cases) {
      out.push(`  ${caseLine(x)}`);
      if (WITH_DIFF.has(category) && x.diff !== null) out.push(...diffLines(x.diff));
    }
  }

  const partial = partialExecutionCases(c);
  if (partial.length > 0) {
    out.push("", `Compared on fewer repetitions (${partial.length}): some could not execute`);
    for (const x of partial) out.push(`  ${caseLine(x)}`);
  }

  const labels = c.cases.filter((x) => x.label_change !== null);
  if (labels.length > 0) {
    out.push("", `Classification changes (${labels.length}):`);
    for (const x of labels)
      out.push(`  ${line(x.id, 120)}: ${labelChangeText(x.label_change!, "->", (label) => line(label, 80))}`);
  }

  const warned = c.cases.filter((x) => x.candidate_warnings.length > 0);
  if (warned.length > 0) {
    out.push("", "Warnings:");
    for (const x of warned) {
      for (const w of x.candidate_warnings)
        out.push(`  ${line(x.id, 120)}: ${line(w)}${x.new_warnings.includes(w) ? " (new)" : ""}`);
    }
  }

  out.push("", ...performance(c));
  return `${out.join("\n")}\n`;
}

function side(id: Comparison["baseline"]): string {
  const model = id.model === null ? "" : `, ${line(id.model, 80)}`;
  return `${line(id.config_id, 80)} (${id.provider}${model})`;
}

function caseLine(x: CaseComparison): string {
  const reason = x.reason === null ? "" : `: ${line(x.reason)}`;
  return `${line(x.id, 120)} [${x.type}] ${changeText(x)}${reason}`;
}

function diffLines(diff: string): string[] {
  const lines = diff.split("\n").map((l) => `      ${line(l, 160)}`);
  if (lines.length <= DIFF_LINES) return lines;
  return [...lines.slice(0, DIFF_LINES - 1), `      … ${lines.length - DIFF_LINES + 1} more diff lines`];
}

function performance(c: Comparison): string[] {
  const l = c.latency;
  const out: string[] = [];
  if (l.cases_compared === 0) {
    out.push("Latency: no case was timed on both sides");
  } else {
    const delta = l.delta_pct === null ? "" : `${pct(l.delta_pct)}; `;
    out.push(
      `Latency (median over ${l.cases_compared} ${l.cases_compared === 1 ? "case" : "cases"}): ${medianLatency(l)} ` +
        `(${delta}${latencySources(l)})`,
    );
  }
  const slower = c.cases.filter((x) => x.latency.slower);
  if (slower.length > 0) {
    out.push(`Slower than +${l.threshold_pct}% and +${l.min_delta_ms} ms:`);
    for (const x of slower) out.push(`  ${line(x.id, 120)}: ${latencyText(x).replace(/, slower$/, "")}`);
  }
  const t = c.tokens;
  if (t.cases_compared > 0) {
    const tps =
      t.tps_baseline_median === null || t.tps_candidate_median === null
        ? ""
        : `; tokens/s ${num(t.tps_baseline_median)} -> ${num(t.tps_candidate_median)}${t.tps_delta_pct === null ? "" : ` (${pct(t.tps_delta_pct)})`}`;
    out.push(
      `Output tokens (median over ${t.cases_compared} ${t.cases_compared === 1 ? "case" : "cases"}): ${num(t.baseline_median)} -> ${num(t.candidate_median)}${t.delta_pct === null ? "" : ` (${pct(t.delta_pct)})`}${tps}`,
    );
    const longer = c.cases.filter((x) => x.tokens.longer);
    if (longer.length > 0) {
      out.push("Longer output:");
      for (const x of longer) {
        out.push(
          `  ${line(x.id, 120)}: ${num(x.tokens.baseline)} -> ${num(x.tokens.candidate)} tokens (${pct(x.tokens.delta_pct)})`,
        );
      }
    }
  }
  return out;
}
