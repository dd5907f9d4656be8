/**
 * The checks of run()'s, compare()'s and formatDiagnostic()'s arguments, with the CLI's bounds
 * for the same options (src/core/run/run-limits.ts): what `modelgate run` refuses as a flag,
 * run() refuses as an option.
 */
import { type CompareOptions, compareOptionProblems } from "../core/compare/compare-options.js";
import { CAPTURE_MODES } from "../core/config/run-config.js";
import type { Diagnostic } from "../core/diagnostics.js";
import { isRecord } from "../core/json/value.js";
import { MAX_CHECK_TIMEOUT_S, MAX_REPEAT, MAX_RUN_CONCURRENCY } from "../core/run/run-limits.js";
import {
  ArgumentCheck,
  checkLoadOptions,
  FILE_PATH,
  kindOf,
  MODULE,
  optionNames,
  shown,
} from "./arguments.js";
import { checkRunResult } from "./documents.js";
import type { LibraryRunOptions } from "./options.js";

const RUN_OPTIONS = optionNames<LibraryRunOptions>({
  suites: true,
  configs: true,
  repeat: true,
  concurrency: true,
  tags: true,
  cases: true,
  capture: true,
  plugins: true,
  signal: true,
  onProgress: true,
  onWarning: true,
  enforcePerformance: true,
  responseCache: true,
  checkTimeoutMs: true,
  cwd: true,
  env: true,
});

const COMPARE_OPTIONS = optionNames<CompareOptions>({
  alpha: true,
  correction: true,
  latencyThresholdPct: true,
  minLatencyDeltaMs: true,
  minTokenDelta: true,
  allowSuiteMismatch: true,
});

/** Every option of run() as the CLI checks its flags: nothing starts on a mistake. */
export function checkRunOptions(options: unknown): void {
  const check = new ArgumentCheck("run");
  if (!isRecord(options)) {
    check.problem(`options must be an object, got ${kindOf(options)}`);
    check.done();
    return;
  }
  check.known(options, RUN_OPTIONS);
  check.paths("suites", options.suites, FILE_PATH, true);
  check.paths("configs", options.configs, FILE_PATH, true);
  checkLoadOptions(check, options);
  if (options.repeat !== undefined) check.integer("repeat", options.repeat, MAX_REPEAT);
  if (options.concurrency !== undefined && options.concurrency !== "auto")
    check.integer("concurrency", options.concurrency, MAX_RUN_CONCURRENCY, ", or 'auto'");
  if (options.tags !== undefined) check.strings("tags", options.tags);
  if (options.cases !== undefined) check.strings("cases", options.cases);
  if (options.capture !== undefined) check.oneOf("capture", options.capture, CAPTURE_MODES);
  if (options.plugins !== undefined) check.paths("plugins", options.plugins, MODULE, false);
  if (options.signal !== undefined && !(options.signal instanceof AbortSignal))
    check.problem(`signal must be an AbortSignal, got ${kindOf(options.signal)}`);
  if (options.onProgress !== undefined) checkProgress(check, options.onProgress);
  if (options.onWarning !== undefined) check.function("onWarning", options.onWarning);
  if (options.enforcePerformance !== undefined)
    check.boolean("enforcePerformance", options.enforcePerformance);
  if (options.checkTimeoutMs !== undefined)
    check.integer("checkTimeoutMs", options.checkTimeoutMs, MAX_CHECK_TIMEOUT_S * 1000, " (milliseconds)");
  const cache = options.responseCache;
  if (cache !== undefined && cache !== null && (typeof cache !== "string" || cache === ""))
    check.problem(`responseCache must be a folder (a non-empty string) or null, got ${shown(cache)}`);
  check.done();
}

const PROGRESS_METHODS = ["start", "executionDone", "caseDone", "info", "finish"] as const;

/** onProgress is a {@link ProgressReporter}: an object with its five methods. */
function checkProgress(check: ArgumentCheck, value: unknown): void {
  const missing = isRecord(value)
    ? PROGRESS_METHODS.filter((m) => typeof value[m] !== "function")
    : PROGRESS_METHODS;
  if (missing.length > 0)
    check.problem(
      `onProgress must be a ProgressReporter (an object with methods ${PROGRESS_METHODS.join(", ")}), got ${
        isRecord(value) ? `an object without ${missing.join(", ")}` : kindOf(value)
      }`,
    );
}

const NUMERIC_COMPARE_OPTIONS = ["alpha", "latencyThresholdPct", "minLatencyDeltaMs", "minTokenDelta"];

/**
 * The two runs are run results of a readable format and the result schema's shape, and the
 * options of the right types and ranges (those compareRuns holds to), said with the function's name.
 */
export function checkCompareArguments(baseline: unknown, candidate: unknown, options: unknown): void {
  const check = new ArgumentCheck("compare");
  for (const [name, value] of [
    ["baseline", baseline],
    ["candidate", candidate],
  ] as const) {
    checkRunResult(check, name, value);
  }
  if (check.options(options, COMPARE_OPTIONS)) {
    for (const name of NUMERIC_COMPARE_OPTIONS)
      if (options[name] !== undefined) check.number(name, options[name]);
    if (options.allowSuiteMismatch !== undefined)
      check.boolean("allowSuiteMismatch", options.allowSuiteMismatch);
    for (const problem of compareOptionProblems(options)) check.problem(problem);
  }
  check.done();
}

/** formatDiagnostic()'s argument: a {@link Diagnostic}, as an InputError's `diagnostics` hold them. */
export function checkDiagnostic(value: unknown): void {
  const check = new ArgumentCheck("formatDiagnostic");
  if (!isRecord(value)) {
    check.problem(
      `diagnostic must be a Diagnostic (an object with file, line, column and message), got ${kindOf(value)}`,
    );
    check.done();
    return;
  }
  if (typeof value.file !== "string")
    check.problem(`diagnostic.file must be a string, got ${shown(value.file)}`);
  for (const name of ["line", "column"]) {
    const n = value[name];
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0)
      check.problem(`diagnostic.${name} must be an integer of 0 or more, got ${shown(n)}`);
  }
  if (typeof value.message !== "string")
    check.problem(`diagnostic.message must be a string, got ${shown(value.message)}`);
  for (const name of ["caseId", "field"])
    if (value[name] !== undefined && typeof value[name] !== "string")
      check.problem(`diagnostic.${name} must be a string when given, got ${shown(value[name])}`);
  check.done();
}
