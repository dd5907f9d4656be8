import { median } from "../compare/stats.js";
import type { RunResult } from "../result/run-result.js";
import { ms, num } from "./figures.js";
import { fitSections, type Section } from "./fit.js";
import { escapeId, escapeInline } from "./markdown-escape.js";
import { runCounts, runView } from "./run-view.js";

/**
 * One run as Markdown (`modelgate report --format markdown`), escaped and capped like comparisons.
 * `outputs: "none"` keeps the model's words out: a case that failed or was invalid says so, not
 * what its (quoting) reason said; why a case could not execute is kept.
 */
export function renderRunMarkdown(
  run: RunResult,
  opts: { maxChars?: number; header?: string; outputs?: "excerpt" | "reasons" | "none" } = {},
): string {
  const withheld = opts.outputs === "none";
  const view = runView(run);
  const title = escapeInline(opts.header ?? `ModelGate run: ${run.suite.name}`, 200);
  const head = [
    `## ${title}`,
    "",
    `**${view.verdict}**: ${runCounts(run)}.`,
    ...(view.incomplete === null ? [] : ["", `${view.incomplete}.`]),
    "",
    `Configuration ${escapeId(run.config.id)} (${escapeInline(run.config.provider, 20)}${run.config.model === null ? "" : `, ${escapeInline(run.config.model, 80)}`})${run.cancelled ? ", cancelled" : ""}`,
  ].join("\n");
  const sections: Section[] = [
    {
      head: `### Not passing (${view.failing.length})\n\n| Case | Type | Status | Reason | Latency |\n| --- | --- | --- | --- | --- |`,
      items: view.failing.map(({ c, reason }) => {
        const m = median(c.repetitions.map((r) => r.duration_ms).filter((d): d is number => d !== null));
        const latency = m === null ? "" : ms(m);
        return {
          rank: c.status === "fail" || c.status === "invalid" ? 0 : 1,
          text: `| ${escapeId(c.id)} | ${escapeInline(c.type, 40)} | ${escapeInline(c.status, 20)} | ${escapeInline(withheld && judgedFailure(c.status) ? `output ${c.status === "invalid" ? "is invalid for" : "fails"} the ${c.type} check (output not shown)` : reason, 300)} | ${latency} |`,
        };
      }),
      block: false,
      noun: "cases",
    },
    {
      head: `### Warnings (${view.warnings.length})\n`,
      items: view.warnings.map((w) => ({
        rank: 2,
        text: `- ${escapeId(w.id)}: ${escapeInline(w.warning, 200)}`,
      })),
      block: false,
      noun: "warnings",
    },
  ];
  const perf: string[] = [];
  if (view.timedCases > 0) {
    perf.push(
      `Median latency ${ms(view.medianMs)} over ${view.timedCases} ${view.timedCases === 1 ? "case" : "cases"} (${escapeInline(view.sources.join(", "), 40)}).`,
    );
  }
  if (view.medianTokens !== null) perf.push(`Median output tokens ${num(view.medianTokens)}.`);
  const foot = perf.length === 0 ? "" : `### Latency and tokens\n\n${perf.join(" ")}`;
  return fitSections(head, sections, foot, opts.maxChars ?? 65_000);
}

function judgedFailure(status: string): boolean {
  return status === "fail" || status === "invalid";
}
