import type { Category, Provenance } from "../core/compare/comparison.js";
import { type MarkdownOutputs, renderComparisonMarkdown } from "../core/report/comparison-markdown.js";
import { age } from "../core/report/format.js";
import { escapeInline } from "../core/report/markdown-escape.js";
import type { ReportLinks } from "../core/report/markdown-identity.js";
import { NO_BASELINE_ICON } from "../core/report/markdown-status.js";
import { renderRunMarkdown } from "../core/report/run-markdown.js";
import type { JobVerdict, SuiteOutcome } from "./job-verdict.js";
import { fitMarkdown } from "./markdown-fit.js";

const VERDICT_ICON: Record<0 | 1 | 3, string> = { 0: "✅", 1: "❌", 3: "⚠️" };

export interface ReportOptions {
  /** `comment-header`; shown in the title unless it is `default`. */
  header: string;
  /** `comment-outputs`; `reasons` (no diffs, judged reasons kept) for a summary that must stay small. */
  outputs: MarkdownOutputs;
  /** The baseline used, for the line under the title; null when none was found. */
  baseline: Provenance | null;
  /** Lines explaining a missing baseline (what was tried). */
  notes: string[];
  /** Whether the stored baseline is the base commit's own or the base branch's newest; null: not said. */
  baselineMatch?: string | null;
  /** The commit tested and the workflow run, linked under each suite's runs table. */
  links?: ReportLinks;
  /** The gating categories (`fail-on`), so each suite's gate table lists what fails this job. */
  failOn?: readonly Category[];
}

/**
 * What the stored baseline is relative to the pull request: the base commit's own, or the newest
 * baseline of the base branch (an older commit). Matrix and committed baselines need no such line.
 */
export function baselineMatch(
  p: Provenance | null,
  baseSha: string | null,
  baseBranch: string | null,
): string | null {
  if (p === null || (p.source !== "cache" && p.source !== "artifact") || baseSha === null) return null;
  const base = `\`${baseSha.slice(0, 12).replace(/[^0-9a-f]/gi, "")}\``;
  if (p.commit === baseSha) return `the base commit's own baseline (${base})`;
  const branch = baseBranch === null ? "the base branch" : `'${escapeInline(baseBranch, 80)}'`;
  return `the newest baseline of ${branch}, not of the base commit ${base}`;
}

/**
 * The job's report: one title and verdict line, then each suite's section, each within its share
 * of `maxChars` (the suite renderers trim to their most important rows and say so).
 */
export function renderReport(
  outcomes: SuiteOutcome[],
  verdict: JobVerdict,
  options: ReportOptions,
  maxChars: number,
): string {
  const title = options.header === "default" ? "ModelGate" : `ModelGate: ${escapeInline(options.header, 64)}`;
  const head: string[] = [`# ${title}`, ""];
  if (verdict.status === "no_baseline") {
    head.push(
      options.baseline !== null
        ? // A baseline was found but holds no run of these suites (renamed, or an empty folder):
          // name it, so the rename is plain, rather than asking for a baseline that exists.
          `${NO_BASELINE_ICON} **Not compared.** The baseline found (${provenanceLine(options.baseline)}) holds no run of ` +
            "these suites, so nothing is gated; the candidate's own results follow."
        : `${NO_BASELINE_ICON} **No baseline yet.** There is nothing to compare this run with, so nothing is gated. A baseline is saved ` +
            "by a push to the default branch (`mode: auto` or `baseline`); until then the candidate's own results follow.",
    );
    if (options.notes.length > 0) head.push("");
    for (const note of options.notes) head.push(`- ${escapeInline(note, 300)}`);
  }
  let baselineLine = "";
  if (verdict.status !== "no_baseline" && options.baseline !== null) {
    const match = options.baselineMatch ? ` (${options.baselineMatch})` : "";
    baselineLine = `Baseline: ${provenanceLine(options.baseline)}${match}.`;
  }
  if (verdict.status !== "no_baseline") {
    // One status line: the verdict with its icon in the title. A passing job keeps the
    // baseline line for the end, so nothing but that line is above the collapsed suites.
    // A neutral verdict (nothing compared) gets no pass mark.
    const icon = verdict.conclusion === "neutral" ? NO_BASELINE_ICON : VERDICT_ICON[verdict.exitCode];
    head[0] = `# ${title} · ${icon} ${escapeInline(verdict.title, 200)}`;
    head.pop();
    if (baselineLine !== "" && verdict.exitCode !== 0) head.push("", baselineLine);
    if (verdict.baselineFailed === true) {
      // It may exist: say what failed, never "no baseline".
      head.push(
        "",
        "**The baseline could not be fetched**, so this run was not compared and does not pass; re-run the job once the service answers. What was tried:",
        "",
      );
      for (const note of options.notes) head.push(`- ${escapeInline(note, 300)}`);
    }
  }
  const top = `${head.join("\n")}\n`;
  const foot = verdict.exitCode === 0 ? baselineLine : "";
  if (outcomes.length === 0) return foot === "" ? top : `${top}\n${foot}\n`;
  // Each suite gets an equal share of what is left; a short one leaves its rest to the next ones.
  let remaining = Math.max(0, maxChars - top.length - (foot === "" ? 0 : foot.length + 2));
  const parts = [top];
  outcomes.forEach((outcome, i) => {
    const budget = Math.floor(remaining / (outcomes.length - i)) - 2;
    const text = renderOutcome(outcome, options, Math.max(500, budget));
    parts.push(text);
    remaining -= text.length + 2;
  });
  if (foot !== "") parts.push(foot);
  return fitMarkdown(parts.join("\n\n"), maxChars);
}

function renderOutcome(outcome: SuiteOutcome, options: ReportOptions, maxChars: number): string {
  if (outcome.kind === "compared") {
    return renderComparisonMarkdown(outcome.comparison, {
      maxChars,
      outputs: options.outputs,
      header: `Suite ${outcome.suite}`,
      ...(options.links !== undefined && { links: options.links }),
      ...(options.failOn !== undefined && { failOn: options.failOn }),
      gate: outcome.gate,
    });
  }
  if (outcome.kind === "not_run") {
    // Named, with what it means for the gate: its baseline cases are missing from this job.
    const n = outcome.baseline.cases.length;
    const gates = n > 0 && (options.failOn ?? []).includes("missing");
    const icon = gates ? "❌" : NO_BASELINE_ICON;
    return [
      `## ${icon} Suite ${escapeInline(outcome.suite, 120)}: NOT RUN`,
      "",
      `_Not run: ${escapeInline(outcome.reason, 300)}_`,
      "",
      `Its ${n} baseline case${n === 1 ? "" : "s"} count as missing${gates ? " (`fail-on: missing`: the gate fails)" : ""}.`,
    ].join("\n");
  }
  const note = `_Not compared: ${escapeInline(outcome.reason, 300)}_\n\n`;
  return (
    note +
    renderRunMarkdown(outcome.run, {
      maxChars: Math.max(200, maxChars - note.length),
      header: `Suite ${outcome.suite}`,
      outputs: options.outputs,
    })
  );
}

export function provenanceLine(p: Provenance): string {
  const source =
    p.source === "matrix"
      ? "the baseline configuration, run in this job"
      : p.source === "cache"
        ? "Actions cache"
        : p.source === "artifact"
          ? "artifact of a base-branch run"
          : p.source === "file"
            ? "committed result file"
            : escapeInline(p.source, 40);
  const parts = [source];
  if (p.commit !== null) parts.push(`commit \`${p.commit.slice(0, 12).replace(/[^0-9a-f]/gi, "")}\``);
  if (p.age_seconds !== null && p.source !== "matrix") parts.push(`${age(p.age_seconds)} old`);
  return parts.join(", ");
}
