import { type ReportFormat } from "../app/compare.js";
import { type CompareOptions } from "../core/compare/compare-runs.js";
import type { Comparison } from "../core/compare/comparison.js";
import type { RunConfig } from "../core/config/run-config.js";
import { type Diagnostic } from "../core/diagnostics.js";
import type { RunResult } from "../core/result/run-result.js";
import type { Suite } from "../core/suite/case.js";
import { type CompatibilityOptions } from "./compatibility.js";
import type { LibraryRunOptions, LoadOptions, LoadSuiteOptions } from "./options.js";
export type { ReportFormat } from "../app/compare.js";
export type { CompareOptions } from "../core/compare/compare-runs.js";
export type { CaseComparison, Category, Comparison, ComparisonStatus, Summary, } from "../core/compare/comparison.js";
export { COMPARE_FORMAT } from "../core/compare/comparison.js";
export type { RunConfig } from "../core/config/run-config.js";
export { type Diagnostic, InputError } from "../core/diagnostics.js";
export type { RunResult } from "../core/result/run-result.js";
export type { ProgressReporter } from "../core/run/progress.js";
export type { Case, Suite } from "../core/suite/case.js";
export { assertCompatible, type CompatibilityOptions, compatibilityFailure } from "./compatibility.js";
export type { LibraryRunOptions, LoadOptions, LoadSuiteOptions } from "./options.js";
/** The package version this API belongs to. */
export declare const version: string;
/** Loads, validates and resolves a suite file; throws {@link InputError} listing every problem. */
export declare function loadSuite(path: string, options?: LoadSuiteOptions): Promise<Suite>;
/** Loads and validates a run configuration; throws {@link InputError}. */
export declare function loadConfig(path: string, options?: LoadOptions): Promise<RunConfig>;
/** Reads a result file written by `modelgate run` (`modelgate.run/v2`, or v1); throws {@link InputError}. */
export declare function loadResult(path: string, options?: Pick<LoadOptions, "cwd">): Promise<RunResult>;
/**
 * Runs every suite against every config, exactly as `modelgate run` does, and returns the
 * `modelgate.run/v2` results config-major (every suite of the first config, then the next).
 * Everything is loaded and validated first: a mistake throws {@link InputError} before any call.
 */
export declare function run(options: LibraryRunOptions): Promise<RunResult[]>;
/** Compares two results of one suite, exactly as `modelgate compare` does (`modelgate.compare/v1`). */
export declare function compare(baseline: RunResult, candidate: RunResult, options?: Partial<CompareOptions>): Comparison;
/** A diagnostic as the CLI prints it: `file:line:column: case 'id': field 'f': message`. */
export declare function formatDiagnostic(d: Diagnostic): string;
/** Renders a comparison as `text`, `markdown` (escaped, length-capped), `json` or `junit`. */
export declare function render(comparison: Comparison, format: ReportFormat, options?: CompatibilityOptions): string;
