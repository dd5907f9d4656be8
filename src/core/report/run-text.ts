import type { RunResult } from "../result/run-result.js";
import { ms, num } from "./figures.js";
import { cap, sanitize } from "./markdown-escape.js";
import { runCounts, runView } from "./run-view.js";

function line(text: string, max = 300): string {
  return cap(sanitize(text).replace(/[\t\n]+/g, " "), max);
}

/** One run for a terminal (`modelgate report --format text`). */
export function renderRunText(run: RunResult): string {
  const view = runView(run);
  const model = run.config.model === null ? "" : `, ${line(run.config.model, 80)}`;
  const out = [
    `ModelGate run: ${line(run.suite.name, 120)}`,
    `Configuration: ${line(run.config.id, 80)} (${run.config.provider}${model})`,
    `Started ${line(run.started_at, 40)}, finished ${line(run.finished_at, 40)}${run.cancelled ? " (cancelled)" : ""}`,
    "",
    `${view.verdict} - ${runCounts(run)}`,
  ];
  if (view.incomplete !== null) out.push(`${view.incomplete}.`);
  if (view.failing.length > 0) {
    out.push("", `Not passing (${view.failing.length}):`);
    for (const { c, reason } of view.failing)
      out.push(`  ${line(c.id, 120)} [${c.type}] ${c.status}: ${line(reason)}`);
  }
  if (view.warnings.length > 0) {
    out.push("", "Warnings:");
    for (const w of view.warnings) out.push(`  ${line(w.id, 120)}: ${line(w.warning)}`);
  }
  out.push("");
  if (view.timedCases > 0) {
    out.push(
      `Latency (median over ${view.timedCases} ${view.timedCases === 1 ? "case" : "cases"}): ${ms(view.medianMs)} (${view.sources.join(", ")})`,
    );
  }
  if (view.medianTokens !== null) out.push(`Output tokens (median): ${num(view.medianTokens)}`);
  return `${out.join("\n")}\n`;
}
