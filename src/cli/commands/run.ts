import { dirname, isAbsolute, join } from "node:path";
import { loadRunInputs, type RunOptions, type RunOutput, runInputs } from "../../app/run.js";
import { defaultProvider } from "../../app/run-providers.js";
import { CAPTURE_MODES, type CaptureMode } from "../../core/config/run-config.js";
import { InputError, oneLine, quoted } from "../../core/diagnostics.js";
import { isJudged, type RunResult } from "../../core/result/run-result.js";
import { runResultText } from "../../core/result/stored-form.js";
import type { Shard } from "../../core/run/plan.js";
import { createProgress } from "../../core/run/progress.js";
import {
  CHECK_TIMEOUT_RULE,
  checkTimeoutMs,
  MAX_REPEAT,
  MAX_RUN_CONCURRENCY,
} from "../../core/run/run-limits.js";
import { probeWritable, writeFilesAtomicSync } from "../../io/atomic-write.js";
import { makeDirectorySync } from "../../io/make-directory.js";
import { stdinDocument } from "../../load/stdin-document.js";
import { STDIN } from "../../load/stdin-name.js";
import { commandFlags, parseFlags } from "../args.js";
import type { Paint } from "../colour.js";
import { STDOUT } from "../emit.js";
import { COMMAND_USAGE } from "../help.js";
import { type CliIO, EXIT, paintFor } from "../io.js";
import { refuseInputsAsOutputs, refuseUnwritableOutputs } from "../output-guard.js";
import { oversizeWarning } from "../result-files.js";
import { readStdin, refuseRepeatedStdin, refuseStdin } from "../stdin.js";
import { suiteInputs } from "../suite-inputs.js";

const USAGE = COMMAND_USAGE.run;

/**
 * How long the CLI waits for an Ollama server that does not answer yet (a config's
 * `ready_timeout_s` overrides it). Locally a server that refuses is usually not started at all:
 * say so within seconds rather than the minute the Action allows a service container.
 */
export const CLI_READY_TIMEOUT_MS = 10_000;
const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;

interface RunFlags {
  suites: string[];
  configs: string[];
  output?: string;
  outputDir?: string;
  tags: string[];
  cases: string[];
  cache?: string | null;
  repeat?: number;
  concurrency?: number | "auto";
  capture?: CaptureMode;
  plugins: string[];
  shard?: Shard;
  failOnFailure: boolean;
  enforcePerformance: boolean;
  pretty: boolean;
  /** `--check-timeout S`, in milliseconds. */
  checkTimeoutMs?: number;
}

export async function runCommand(argv: string[], io: CliIO): Promise<number> {
  const parsed = commandFlags("run", USAGE, io, () => runFlags(argv));
  if ("exit" in parsed) return parsed.exit;
  const flags = parsed.flags;
  if (flags.output !== undefined) refuseUnwritableOutputs(io.cwd, [flags.output], "the result");

  const controller = new AbortController();
  let interruptedBy: keyof typeof SIGNAL_EXIT | null = null;
  const onSignal = (name: keyof typeof SIGNAL_EXIT) => () => {
    if (interruptedBy !== null) {
      // A second interrupt: the user does not want to wait for the in-flight calls to unwind.
      io.stderr(`${io.stderrIsTTY ? "\n" : ""}modelgate run: ${name} again, exiting without writing\n`);
      process.exit(SIGNAL_EXIT[name]);
    }
    interruptedBy = name;
    // On a terminal the live progress line is ended first; a log gets no empty line.
    const lead = io.stderrIsTTY ? "\n" : "";
    io.stderr(
      `${lead}modelgate run: ${name}: cancelling; completed cases will be written (again to quit now)\n`,
    );
    controller.abort(new DOMException(`interrupted by ${name}`, "AbortError"));
  };
  const handlers = { SIGINT: onSignal("SIGINT"), SIGTERM: onSignal("SIGTERM") };
  process.on("SIGINT", handlers.SIGINT);
  process.on("SIGTERM", handlers.SIGTERM);
  try {
    const options: RunOptions = {
      suites: flags.suites,
      configs: flags.configs,
      tags: flags.tags,
      plugins: flags.plugins,
      env: io.env,
      cwd: io.cwd,
      signal: controller.signal,
      enforcePerformance: flags.enforcePerformance,
      progress: createProgress({ write: io.stderr, isTTY: io.stderrIsTTY, columns: io.stderrColumns }),
      // Each client is loaded when a config names it: a replay run parses neither SDK.
      createProvider: (config) => defaultProvider(config, { timeoutMs: CLI_READY_TIMEOUT_MS }),
    };
    if (flags.shard !== undefined) options.shard = flags.shard;
    if (flags.repeat !== undefined) options.repeat = flags.repeat;
    if (flags.concurrency !== undefined) options.concurrency = flags.concurrency;
    if (flags.capture !== undefined) options.capture = flags.capture;
    if (flags.cases.length > 0) options.cases = flags.cases;
    if (flags.cache !== undefined) options.responseCache = flags.cache;
    if (flags.checkTimeoutMs !== undefined) options.checkTimeoutMs = flags.checkTimeoutMs;
    if (flags.suites.includes(STDIN)) options.stdin = stdinDocument(await readStdin(io), io.cwd);

    // Everything is loaded and every output path decided before the first model call.
    const inputs = await loadRunInputs(options);
    if (controller.signal.aborted) return SIGNAL_EXIT[interruptedBy ?? "SIGINT"];
    const targets = outputTargets(
      flags,
      inputs.suites.map((s) => s.suite.name),
      inputs.configs.map((c) => c.config.id),
      io.cwd,
    );
    refuseInputsAsOutputs(
      io.cwd,
      flags.output === undefined ? targets.files : [flags.output],
      [
        ...flags.suites.filter((path) => path !== STDIN).map((path) => ({ path, what: "a suite" })),
        ...flags.configs.map((path) => ({ path, what: "a config" })),
        ...flags.plugins.map((path) => ({ path, what: "a plugin" })),
        ...inputs.suites.flatMap(({ suite }) => suiteInputs(suite, io.cwd)),
        ...inputs.configs.flatMap(({ config }) =>
          config.provider === "replay" ? [{ path: config.outputs, what: "the recorded outputs" }] : [],
        ),
      ],
      flags.output === undefined ? "--output-dir writes" : "--output",
    );
    // --output was checked before loading; --output-dir's files are known now.
    if (flags.output === undefined) refuseUnwritableOutputs(io.cwd, targets.files, "the result");
    await prepareFolders(targets);
    for (const warning of inputs.warnings) io.stderr(`warning: ${warning}\n`);

    const outcome = await runInputs({ ...inputs, warnings: [] }, options);
    for (const warning of outcome.warnings) io.stderr(`warning: ${warning}\n`);
    // All or nothing: a full disk midway through --output-dir leaves no file of this run.
    try {
      writeFilesAtomicSync(
        outcome.results.map((output) => {
          const path = targets.pathOf(output);
          return {
            path: isAbsolute(path) ? path : join(io.cwd, path),
            // Streamed case by case: the whole text of a large run is never held at once.
            text: runResultText(output.result, { pretty: flags.pretty }),
          };
        }),
      );
    } catch (error) {
      // The folder was checked before the run; the disk can still fill up or be taken away.
      io.stderr(`modelgate run: cannot write the results (none written): ${(error as Error).message}\n`);
      return EXIT.usage;
    }
    if (outcome.cache !== undefined) {
      const { hits, misses } = outcome.cache;
      io.stderr(`response cache: ${hits} of ${hits + misses} model calls served from the cache\n`);
    }
    for (const output of outcome.results) {
      const path = targets.pathOf(output);
      io.stdout(`${describe(output.result, path, paintFor(io, "stdout"))}\n`);
      const oversize = oversizeWarning(isAbsolute(path) ? path : join(io.cwd, path), path);
      if (oversize !== null) io.stderr(`${oversize}\n`);
      const nothing = nothingExecuted(output.result);
      if (nothing !== null) io.stderr(`${paintFor(io, "stderr").red("modelgate run:")} ${nothing}\n`);
      else for (const line of notExecuted(output.result)) io.stderr(`${line}\n`);
    }
    const results = outcome.results.map((r) => r.result);
    if (interruptedBy !== null || results.some((r) => r.cancelled)) {
      return SIGNAL_EXIT[interruptedBy ?? "SIGINT"];
    }
    return exitCode(results, flags.failOnFailure);
  } finally {
    process.off("SIGINT", handlers.SIGINT);
    process.off("SIGTERM", handlers.SIGTERM);
  }
}

/**
 * 3 when no case of some suite and config could execute (a server that is down is never a
 * silent success); otherwise, with --fail-on-failure, 1 when behaviour failed anywhere, else 3
 * when cases could not execute.
 */
export function exitCode(results: readonly RunResult[], failOnFailure: boolean): number {
  const noneRan = results.some((r) => r.summary.cases > 0 && r.summary.errors === r.summary.cases);
  if (!failOnFailure) return noneRan ? EXIT.executionFailed : EXIT.ok;
  const summaries = results.map((r) => r.summary);
  if (summaries.some((s) => s.failed > 0 || s.invalid > 0)) return EXIT.gateFailed;
  if (summaries.some((s) => s.errors > 0)) return EXIT.executionFailed;
  return EXIT.ok;
}

function describe(result: RunResult, path: string, p: Paint): string {
  const s = result.summary;
  const count = (n: number, text: string, colour: (t: string) => string) =>
    n > 0 ? colour(`${n} ${text}`) : `${n} ${text}`;
  // A case whose model answered and whose check erred (a custom check that threw or missed its
  // deadline) did execute: it is counted apart, still no verdict.
  const checkErrors = checkErrorCases(result);
  const parts = [
    count(s.passed, "passed", p.green),
    count(s.failed, "failed", p.red),
    count(s.invalid, "invalid", p.red),
    count(s.errors - checkErrors, "not executed", p.yellow),
  ];
  if (checkErrors > 0) parts.push(p.yellow(`${checkErrors} check ${checkErrors === 1 ? "error" : "errors"}`));
  const cancelled = result.cancelled ? " (cancelled)" : "";
  return `wrote ${path}: ${oneLine(result.config.id)} on ${oneLine(result.suite.name)}: ${s.cases} cases, ${parts.join(", ")}${cancelled}`;
}

/**
 * When no case of the run could execute (or, with some repetitions run, reach a verdict): one
 * sentence with the reason, said once (it is usually the same for every case: the server is
 * down). Null when some case executed.
 */
export function nothingExecuted(result: RunResult): string | null {
  const s = result.summary;
  if (s.cases === 0 || s.errors !== s.cases) return null;
  const reasons = failureReasons(result);
  const first = reasons.values().next().value?.reason;
  const others = reasons.size > 1 ? ` (and ${reasons.size - 1} other reasons, see the result file)` : "";
  const suite = `suite ${quoted(result.suite.name)}`;
  const config = `config ${quoted(result.config.id)}`;
  const { executed, total } = repetitionsExecuted(result);
  // Cancelled repetitions are no failure to list, but when they are all there is, that is why.
  const reason =
    first ?? (result.cancelled || anyCancelled(result) ? "the run was cancelled" : "no reason given");
  // Some repetitions ran, too few for any case's min_pass: none is judged, but "could not
  // execute" would not be true.
  if (executed > 0)
    return `no case of ${suite} reached a verdict with ${config}: ${executed} of ${total} repetitions executed, the others did not: ${reason}${others}`;
  // The model answered every time and the check erred (a custom check that threw): that is no
  // failure to execute.
  if (onlyCheckErrors(result))
    return `no case of ${suite} reached a verdict with ${config}: the model answered, its check erred: ${reason}${others}`;
  return `no case of ${suite} could execute with ${config}: ${reason}${others}`;
}

/** Every repetition is a check error: the check, not the call, failed. */
function onlyCheckErrors(result: RunResult): boolean {
  return result.cases.every((c) => c.repetitions.every(isCheckError));
}

/**
 * An `error` the check gave after the model answered: the execution was timed (a failed one
 * has no duration, whatever the capture mode keeps of the output).
 */
function isCheckError(rep: RunResult["cases"][number]["repetitions"][number]): boolean {
  return rep.status === "error" && rep.duration_ms !== null;
}

/** Cases without a verdict whose every unjudged repetition is a check error. */
function checkErrorCases(result: RunResult): number {
  let n = 0;
  for (const c of result.cases) {
    if (c.status !== "error") continue;
    if (c.repetitions.every((rep) => isJudged(rep.status) || isCheckError(rep))) n++;
  }
  return n;
}

function anyCancelled(result: RunResult): boolean {
  return result.cases.some((c) => c.repetitions.some((rep) => rep.status === "cancelled"));
}

function repetitionsExecuted(result: RunResult): { executed: number; total: number } {
  let executed = 0;
  let total = 0;
  for (const c of result.cases) {
    total += c.repetitions.length;
    for (const rep of c.repetitions) if (isJudged(rep.status)) executed++;
  }
  return { executed, total };
}

/** Of one case, for one reason: how many of its repetitions could not execute, of how many. */
interface Unexecuted {
  failed: number;
  of: number;
}

/** One reason cases have no verdict, the cases it holds, and whether the check (not the call) erred. */
interface FailureReason {
  reason: string;
  checkError: boolean;
  byCase: Map<string, Unexecuted>;
}

/**
 * `timeout: ...` and `unavailable: ...`, but a plain `error`'s message alone (no `error: error:`),
 * each with the cases whose repetitions failed so; a check's error (the model answered) apart
 * from an execution's with the same words.
 */
function failureReasons(result: RunResult): Map<string, FailureReason> {
  const reasons = new Map<string, FailureReason>();
  // Indexed loops: this walks every repetition of the run once more after it is written.
  const cases = result.cases;
  for (let i = 0; i < cases.length; i++) {
    const c = cases[i]!;
    const reps = c.repetitions;
    for (let j = 0; j < reps.length; j++) {
      const rep = reps[j]!;
      if (rep.status !== "unavailable" && rep.status !== "timeout" && rep.status !== "error") continue;
      const message = rep.reason ?? "no reason given";
      const reason = rep.status === "error" ? message : `${rep.status}: ${message}`;
      const checkError = isCheckError(rep);
      const key = `${checkError ? "check" : "execution"}\u0000${reason}`;
      let entry = reasons.get(key);
      if (entry === undefined) {
        entry = { reason, checkError, byCase: new Map() };
        reasons.set(key, entry);
      }
      const seen = entry.byCase.get(c.id);
      if (seen === undefined) entry.byCase.set(c.id, { failed: 1, of: reps.length });
      else seen.failed++;
    }
  }
  return reasons;
}

/**
 * Why cases could not execute, once per distinct reason (the result file has them per case). A
 * case some of whose repetitions did execute is not called "not executed": the line says how
 * many of its repetitions were not. A case whose check erred is "not judged (check error)".
 */
export function notExecuted(result: RunResult, shown = 3): string[] {
  const reasons = [...failureReasons(result).values()];
  const lines = reasons
    .slice(0, shown)
    .map(
      (r) =>
        `  ${unexecutedWhat(r.byCase, r.checkError ? "not judged (check error)" : "not executed")}: ${r.reason}`,
    );
  if (reasons.length > shown)
    lines.push(`  ... and ${reasons.length - shown} other reasons (see the result file)`);
  return lines;
}

function unexecutedWhat(byCase: Map<string, Unexecuted>, what: string): string {
  let failed = 0;
  let whole = true;
  for (const rep of byCase.values()) {
    failed += rep.failed;
    if (rep.failed < rep.of) whole = false;
  }
  if (byCase.size === 1) {
    const [[id, rep]] = [...byCase] as [[string, Unexecuted]];
    return whole ? `case '${id}' ${what}` : `case '${id}': ${rep.failed} of ${rep.of} repetitions ${what}`;
  }
  return whole
    ? `${byCase.size} cases ${what}`
    : `${failed} ${failed === 1 ? "repetition" : "repetitions"} of ${byCase.size} cases ${what}`;
}

interface Targets {
  folders: string[];
  /** Every file the run will write, absolute. */
  files: string[];
  pathOf(output: RunOutput): string;
}

/** Where each (suite, config) result goes; a usage error when that is ambiguous. */
function outputTargets(flags: RunFlags, suiteNames: string[], configIds: string[], cwd: string): Targets {
  const resolveIn = (p: string) => (isAbsolute(p) ? p : join(cwd, p));
  if (flags.output !== undefined) {
    if (suiteNames.length * configIds.length !== 1) {
      throw new InputError(
        `--output takes one suite and one config (got ${suiteNames.length} × ${configIds.length}); use --output-dir`,
      );
    }
    const path = flags.output;
    return { folders: [dirname(resolveIn(path))], files: [resolveIn(path)], pathOf: () => path };
  }
  const dir = flags.outputDir as string;
  const names = new Map<string, string>();
  for (const suite of suiteNames) {
    for (const config of configIds) {
      const name = `${fileSafe(suite)}--${fileSafe(config)}.json`;
      const pair = `suite ${quoted(suite)} with config ${quoted(config)}`;
      const other = names.get(name);
      if (other !== undefined)
        throw new InputError(`${pair} and ${other} would both write ${join(dir, name)}`);
      names.set(name, pair);
    }
  }
  return {
    folders: [resolveIn(dir)],
    files: [...names.keys()].map((name) => resolveIn(join(dir, name))),
    pathOf: (output) => join(dir, `${fileSafe(output.result.suite.name)}--${fileSafe(output.configId)}.json`),
  };
}

/** Folders created and probed before the first call: a run is never lost at the end. */
async function prepareFolders(targets: Targets): Promise<void> {
  for (const folder of targets.folders) {
    try {
      makeDirectorySync(folder);
    } catch (error) {
      throw new InputError(`cannot create output folder ${folder}: ${(error as Error).message}`);
    }
    try {
      await probeWritable(folder);
    } catch (error) {
      throw new InputError(`cannot write to output folder ${folder}: ${(error as Error).message}`);
    }
  }
}

function fileSafe(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, "_");
}

function runFlags(argv: string[]): RunFlags | "help" {
  const { values, positionals } = parseFlags(argv, {
    config: { type: "string", multiple: true, short: "c" },
    output: { type: "string", short: "o" },
    "output-dir": { type: "string" },
    tag: { type: "string", multiple: true, short: "t" },
    case: { type: "string", multiple: true },
    cache: { type: "string" },
    "no-cache": { type: "boolean" },
    repeat: { type: "string" },
    concurrency: { type: "string" },
    capture: { type: "string" },
    plugin: { type: "string", multiple: true, short: "p" },
    shard: { type: "string" },
    "fail-on-failure": { type: "boolean" },
    "enforce-performance": { type: "boolean" },
    "check-timeout": { type: "string" },
    pretty: { type: "boolean" },
  });
  if (values.help === true) return "help";
  if (positionals.length === 0) throw new Error("no suite file given");
  const configs = values.config ?? [];
  if (configs.length === 0) throw new Error("--config is required");
  refuseRepeatedStdin(positionals);
  refuseStdin(configs, "--config: a config");
  refuseStdin(values.plugin ?? [], "--plugin: a plugin");
  if ((values.output === undefined) === (values["output-dir"] === undefined)) {
    throw new Error("give exactly one of --output FILE or --output-dir DIR");
  }
  const flags: RunFlags = {
    suites: positionals,
    configs,
    tags: values.tag ?? [],
    cases: values.case ?? [],
    plugins: values.plugin ?? [],
    failOnFailure: values["fail-on-failure"] === true,
    enforcePerformance: values["enforce-performance"] === true,
    pretty: values.pretty === true,
  };
  if (values.output === STDOUT)
    // The result is written when the run ends, and stdout has its `wrote` lines; a custom check's
    // console.log would land in the same stream and corrupt the JSON.
    throw new Error(
      "--output - (standard output) is not supported by run: its stdout says what was written, and a plugin's console output would be mixed into the result; give a file path",
    );
  if (values.output !== undefined) flags.output = values.output;
  if (values["output-dir"] === "") throw new Error("--output-dir '' names no folder: give a folder path");
  if (values["output-dir"] !== undefined) flags.outputDir = values["output-dir"];
  if (values.repeat !== undefined) flags.repeat = positiveInt("--repeat", values.repeat, MAX_REPEAT);
  if (values.concurrency !== undefined) flags.concurrency = parseConcurrency(values.concurrency);
  if (values.capture !== undefined) {
    if (!(CAPTURE_MODES as readonly string[]).includes(values.capture)) {
      throw new Error(`--capture must be one of ${CAPTURE_MODES.join(", ")}, got '${values.capture}'`);
    }
    flags.capture = values.capture as CaptureMode;
  }
  if (values.shard !== undefined) flags.shard = parseShard(values.shard);
  if (values.cache !== undefined && values["no-cache"] === true)
    throw new Error("give --cache DIR or --no-cache, not both");
  if (values.cache !== undefined) flags.cache = values.cache;
  if (values["no-cache"] === true) flags.cache = null;
  if (values["check-timeout"] !== undefined)
    flags.checkTimeoutMs = parseCheckTimeout(values["check-timeout"]);
  return flags;
}

/** `--check-timeout S`: seconds (a fraction allowed) a custom check may take, more than 0. */
export function parseCheckTimeout(text: string): number {
  const ms = checkTimeoutMs(text);
  if (ms === null) throw new Error(`--check-timeout must be ${CHECK_TIMEOUT_RULE}, got '${text}'`);
  return ms;
}

function positiveInt(flag: string, text: string, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max) {
    throw new Error(`${flag} must be an integer from 1 to ${max}, got '${text}'`);
  }
  return Number(text);
}

/** `--concurrency N|auto`: `auto` treats every live config as if it said `concurrency: auto`. */
export function parseConcurrency(text: string): number | "auto" {
  if (text === "auto") return "auto";
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_RUN_CONCURRENCY)
    throw new Error(
      `--concurrency must be an integer from 1 to ${MAX_RUN_CONCURRENCY}, or auto, got '${text}'`,
    );
  return Number(text);
}

export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || count < 1 || index < 1 || index > count || count > 10_000) {
    throw new Error(`--shard must be I/N with 1 <= I <= N (e.g. 2/4), got '${text}'`);
  }
  return { index, count };
}
