import type { Comparison } from "../core/compare/comparison.js";
import type { GateOptions } from "../core/compare/gate.js";
/** The report formats of a comparison, shared by `modelgate compare --format` and the library. */
export type ReportFormat = "text" | "markdown" | "json" | "junit";
export declare const REPORT_FORMATS: readonly ReportFormat[];
/** Renders a comparison; JUnit marks as failures the categories the gate fails on. */
export declare function renderComparison(comparison: Comparison, format: ReportFormat, gateOptions?: GateOptions): string;
/**
 * {@link renderComparison}'s text in pieces, for a file: the JSON report one case at a time (at
 * 100,000 cases it is never held whole), the other formats in one piece.
 */
export declare function renderComparisonPieces(comparison: Comparison, format: ReportFormat, gateOptions?: GateOptions): Iterable<string>;
