import type { CaseComparison, SideSource, SuiteLatency } from "../compare/comparison.js";

/** How latency, token and change figures are written, alike in every report. */

export function ms(value: number | null): string {
  if (value === null) return "–";
  return value >= 100 ? `${Math.round(value)} ms` : `${Number(value.toFixed(1))} ms`;
}

export function pct(value: number | null): string {
  if (value === null) return "";
  return `${value > 0 ? "+" : value < 0 ? "-" : "±"}${Math.abs(value)}%`;
}

export function num(value: number | null): string {
  return value === null ? "–" : String(Number(value.toFixed(1)));
}

function sourceWord(source: SideSource): string {
  return source ?? "no timing";
}

/** `820 ms -> 870 ms`: the suite's median latency on each side. */
export function medianLatency(l: SuiteLatency, arrow = "->"): string {
  return `${ms(l.baseline_median_ms)} ${arrow} ${ms(l.candidate_median_ms)}`;
}

/** `baseline measured, candidate recorded`: where each side's latencies come from. */
export function latencySources(l: SuiteLatency): string {
  return `baseline ${sourceWord(l.source.baseline)}, candidate ${sourceWord(l.source.candidate)}`;
}

/** `820 ms -> 870 ms (+6.1%)`, with `slower` when the case crossed both thresholds. */
export function latencyText(c: CaseComparison, arrow = "->"): string {
  const l = c.latency;
  if (l.baseline_ms === null && l.candidate_ms === null) return "";
  const base = `${ms(l.baseline_ms)} ${arrow} ${ms(l.candidate_ms)}`;
  const delta = l.delta_pct === null ? "" : ` (${pct(l.delta_pct)})`;
  return `${base}${delta}${l.slower ? ", slower" : ""}`;
}
