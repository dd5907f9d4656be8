import type { Comparison } from "../core/compare/comparison.js";
import { DEFAULT_FAIL_ON } from "../core/compare/comparison.js";
import type { GateOptions } from "../core/compare/gate.js";
import { comparisonJsonPieces, renderComparisonJson } from "../core/report/comparison-json.js";
import { renderComparisonJunit } from "../core/report/comparison-junit.js";
import { renderComparisonMarkdown } from "../core/report/comparison-markdown.js";
import { renderComparisonText } from "../core/report/comparison-text.js";

/** The report formats of a comparison, shared by `modelgate compare --format` and the library. */
export type ReportFormat = "text" | "markdown" | "json" | "junit";
export const REPORT_FORMATS: readonly ReportFormat[] = ["text", "markdown", "json", "junit"];

const DEFAULT_GATE: GateOptions = { failOn: DEFAULT_FAIL_ON, failOnLatency: false };

/** Renders a comparison; JUnit marks as failures the categories the gate fails on. */
export function renderComparison(
  comparison: Comparison,
  format: ReportFormat,
  gateOptions: GateOptions = DEFAULT_GATE,
): string {
  switch (format) {
    case "text":
      return renderComparisonText(comparison, gateOptions);
    case "markdown":
      return renderComparisonMarkdown(comparison, {
        failOn: gateOptions.failOn,
        failOnLatency: gateOptions.failOnLatency,
      });
    case "json":
      return renderComparisonJson(comparison);
    case "junit":
      return renderComparisonJunit(comparison, gateOptions);
  }
}

/**
 * {@link renderComparison}'s text in pieces, for a file: the JSON report one case at a time (at
 * 100,000 cases it is never held whole), the other formats in one piece.
 */
export function renderComparisonPieces(
  comparison: Comparison,
  format: ReportFormat,
  gateOptions: GateOptions = DEFAULT_GATE,
): Iterable<string> {
  return format === "json"
    ? comparisonJsonPieces(comparison)
    : [renderComparison(comparison, format, gateOptions)];
}
