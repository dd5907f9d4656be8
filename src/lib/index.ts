/**
 * The library API: `import { loadSuite, run, compare, render } from "modelgate"`. The CLI and the
 * Action are built on the same use cases (src/app/), so a library run equals a CLI run. The API is
 * versioned with the package (semver): a breaking change here is a major version.
 */
import { isAbsolute, join } from "node:path";
import { REPORT_FORMATS, type ReportFormat, renderComparison } from "../app/compare.js";
import { loadRunInputs, type RunOptions, runInputs } from "../app/run.js";
import { type CompareOptions, compareRuns } from "../core/compare/compare-runs.js";
import type { Comparison } from "../core/compare/comparison.js";
import type { RunConfig } from "../core/config/run-config.js";
import { type Diagnostic, formatDiagnostic as diagnosticText } from "../core/diagnostics.js";
import type { RunResult } from "../core/result/run-result.js";
import { withOwnEmpties } from "../core/result/shared-empty.js";
import type { Suite } from "../core/suite/case.js";
import { VERSION } from "../core/version.js";
import { loadConfig as loadConfigFile } from "../load/config.js";
import { loadPlugins } from "../load/plugins.js";
import { readRunResult } from "../load/result-file.js";
import { loadSuite as loadSuiteFile } from "../load/suite.js";
import { ArgumentCheck, checkLoadOptions, FOLDER, MODULE, optionNames } from "./arguments.js";
import { type CompatibilityOptions, checkedGateOptions } from "./compatibility.js";
import { checkComparison } from "./documents.js";
import { checkCompareArguments, checkDiagnostic, checkRunOptions } from "./option-checks.js";
import type { LibraryRunOptions, LoadOptions, LoadSuiteOptions } from "./options.js";

export type { ReportFormat } from "../app/compare.js";
export type { CompareOptions } from "../core/compare/compare-runs.js";
export type {
  CaseComparison,
  Category,
  Comparison,
  ComparisonStatus,
  Summary,
} from "../core/compare/comparison.js";
export { COMPARE_FORMAT } from "../core/compare/comparison.js";
export type { RunConfig } from "../core/config/run-config.js";
export { type Diagnostic, InputError } from "../core/diagnostics.js";
export type { RunResult } from "../core/result/run-result.js";
export type { ProgressReporter } from "../core/run/progress.js";
export type { Case, Suite } from "../core/suite/case.js";
export { assertCompatible, type CompatibilityOptions, compatibilityFailure } from "./compatibility.js";
export type { LibraryRunOptions, LoadOptions, LoadSuiteOptions } from "./options.js";

/** The package version this API belongs to. */
export const version: string = VERSION;

const LOAD_OPTIONS = optionNames<LoadOptions>({ cwd: true, env: true });
const LOAD_SUITE_OPTIONS = optionNames<LoadSuiteOptions>({ cwd: true, env: true, plugins: true });
const LOAD_RESULT_OPTIONS = optionNames<Pick<LoadOptions, "cwd">>({ cwd: true });

/** Loads, validates and resolves a suite file; throws {@link InputError} listing every problem. */
export async function loadSuite(path: string, options: LoadSuiteOptions = {}): Promise<Suite> {
  const check = new ArgumentCheck("loadSuite");
  check.path("path", path);
  if (check.options(options, LOAD_SUITE_OPTIONS)) {
    checkLoadOptions(check, options);
    if (options.plugins !== undefined) check.paths("plugins", options.plugins, MODULE, false);
  }
  check.done();
  const cwd = options.cwd ?? process.cwd();
  const registry = await loadPlugins(options.plugins ?? [], cwd);
  return loadSuiteFile(path, {
    customChecks: new Set(registry.keys()),
    cwd,
    env: options.env ?? process.env,
  });
}

/** Loads and validates a run configuration; throws {@link InputError}. */
export async function loadConfig(path: string, options: LoadOptions = {}): Promise<RunConfig> {
  const check = new ArgumentCheck("loadConfig");
  check.path("path", path);
  if (check.options(options, LOAD_OPTIONS)) checkLoadOptions(check, options);
  check.done();
  // Relative to the working folder, a diagnostic names the file as the caller wrote it.
  const file = options.cwd === undefined ? path : resolvePath(options.cwd, path);
  return loadConfigFile(file, options.env ?? process.env);
}

/** Reads a result file written by `modelgate run` (`modelgate.run/v2`, or v1); throws {@link InputError}. */
export async function loadResult(path: string, options: Pick<LoadOptions, "cwd"> = {}): Promise<RunResult> {
  const check = new ArgumentCheck("loadResult");
  check.path("path", path);
  if (check.options(options, LOAD_RESULT_OPTIONS) && options.cwd !== undefined)
    check.path("cwd", options.cwd, FOLDER);
  check.done();
  return readRunResult(path, resolvePath(options.cwd ?? process.cwd(), path));
}

/**
 * Runs every suite against every config, exactly as `modelgate run` does, and returns the
 * `modelgate.run/v2` results config-major (every suite of the first config, then the next).
 * Everything is loaded and validated first: a mistake throws {@link InputError} before any call.
 */
export async function run(options: LibraryRunOptions): Promise<RunResult[]> {
  checkRunOptions(options);
  const runOptions: RunOptions = {
    suites: options.suites,
    configs: options.configs,
    tags: options.tags ?? [],
    plugins: options.plugins ?? [],
    env: options.env ?? process.env,
    cwd: options.cwd ?? process.cwd(),
    signal: options.signal ?? new AbortController().signal,
  };
  if (options.repeat !== undefined) runOptions.repeat = options.repeat;
  if (options.concurrency !== undefined) runOptions.concurrency = options.concurrency;
  if (options.cases !== undefined) runOptions.cases = options.cases;
  if (options.capture !== undefined) runOptions.capture = options.capture;
  if (options.onProgress !== undefined) runOptions.progress = options.onProgress;
  if (options.enforcePerformance !== undefined) runOptions.enforcePerformance = options.enforcePerformance;
  if (options.responseCache !== undefined) runOptions.responseCache = options.responseCache;
  if (options.checkTimeoutMs !== undefined) runOptions.checkTimeoutMs = options.checkTimeoutMs;
  const outcome = await runInputs(await loadRunInputs(runOptions), runOptions);
  for (const warning of outcome.warnings) options.onWarning?.(warning);
  // The engine shares one frozen object among empty members; a caller gets results to change.
  return withOwnEmpties(outcome.results.map((r) => r.result));
}

/** Compares two results of one suite, exactly as `modelgate compare` does (`modelgate.compare/v1`). */
export function compare(
  baseline: RunResult,
  candidate: RunResult,
  options: Partial<CompareOptions> = {},
): Comparison {
  checkCompareArguments(baseline, candidate, options);
  return compareRuns(baseline, candidate, options);
}

/** A diagnostic as the CLI prints it: `file:line:column: case 'id': field 'f': message`. */
export function formatDiagnostic(d: Diagnostic): string {
  checkDiagnostic(d);
  return diagnosticText(d);
}

/** Renders a comparison as `text`, `markdown` (escaped, length-capped), `json` or `junit`. */
export function render(
  comparison: Comparison,
  format: ReportFormat,
  options: CompatibilityOptions = {},
): string {
  const check = new ArgumentCheck("render");
  checkComparison(check, comparison);
  check.oneOf("format", format, REPORT_FORMATS);
  const gateOptions = checkedGateOptions(check, options);
  check.done();
  return renderComparison(comparison, format, gateOptions);
}

function resolvePath(cwd: string, path: string): string {
  return isAbsolute(path) ? path : join(cwd, path);
}
