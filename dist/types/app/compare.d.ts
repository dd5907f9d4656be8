import type { Comparison } from "../core/compare/comparison.js";
import type { GateOptions } from "../core/compare/gate.js";
/** The report formats of a comparison, shared by `modelgate compare --format` and the library. */
export type ReportFormat = "text" | "markdown" | "json" | "junit";
export declare const REPORT_FORMATS: readonly ReportFormat[];
/** Renders a comparison; JUnit marks as failures the categories the gate fails on. */
export declare function renderComparison(comparison: Comparison, format: ReportFormat, gateOptions?: GateOptions): string;
