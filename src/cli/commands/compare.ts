import {
  REPORT_FORMATS,
  type ReportFormat,
  renderComparison,
  renderComparisonPieces,
} from "../../app/compare.js";
import { type CompareOptions, compareRuns } from "../../core/compare/compare-runs.js";
import { type Category, type Comparison, DEFAULT_FAIL_ON } from "../../core/compare/comparison.js";
import { type GateOptions, gate, parseFailOn } from "../../core/compare/gate.js";
import { CORRECTIONS, type Correction } from "../../core/compare/holm.js";
import { countsLine } from "../../core/report/format.js";
import { gateHeadline } from "../../core/report/gate-verdict.js";
import { commandFlags, parseFlags } from "../args.js";
import { outputFile, writeOutput } from "../emit.js";
import { COMMAND_USAGE } from "../help.js";
import { type CliIO, EXIT } from "../io.js";
import { refuseInputsAsOutputs, refuseUnwritableOutputs } from "../output-guard.js";
import { readRunResults } from "../result-files.js";

const USAGE = COMMAND_USAGE.compare;

type Format = ReportFormat;
const FORMATS = REPORT_FORMATS;

export async function compareCommand(argv: string[], io: CliIO): Promise<number> {
  const parsed = commandFlags("compare", USAGE, io, () => compareFlags(argv));
  if ("exit" in parsed) return parsed.exit;
  const flags = parsed.flags;
  if (flags.output !== undefined) {
    refuseUnwritableOutputs(io.cwd, [flags.output], "the report");
    refuseInputsAsOutputs(
      io.cwd,
      [flags.output],
      [
        { path: flags.baseline, what: "the baseline" },
        { path: flags.candidate, what: "the candidate" },
      ],
    );
  }

  const comparison = await compareFiles(io.cwd, flags);
  if (flags.output === undefined) {
    io.stdout(renderComparison(comparison, flags.format, flags.gate));
  } else {
    await writeOutput(io, flags.output, renderComparisonPieces(comparison, flags.format, flags.gate));
    io.stderr(
      `${gateHeadline(comparison, flags.gate)} - ${countsLine(comparison)} (report: ${flags.output})\n`,
    );
  }
  const verdict = gate(comparison, flags.gate);
  if (verdict.exitCode !== 0) {
    const why: string[] = [...verdict.failing];
    if (verdict.slower > 0) why.push(`${verdict.slower} slower`);
    if (verdict.missingShards.length > 0) why.push(`missing shards: ${verdict.missingShards.join(", ")}`);
    io.stderr(
      `modelgate compare: gate failed (${why.join(", ")})${flags.exitZero ? "; exiting 0 (--exit-zero)" : ""}\n`,
    );
  }
  return flags.exitZero ? EXIT.ok : verdict.exitCode;
}

interface CompareFlags {
  baseline: string;
  candidate: string;
  format: Format;
  output?: string;
  /** What fails the gate: `--fail-on` and `--fail-on-latency`. */
  gate: GateOptions;
  options: Partial<CompareOptions>;
  exitZero: boolean;
}

/**
 * Reads and compares both runs. Their parsed files are referenced from nothing once this returns,
 * so a large report is rendered in the memory they held (at 100,000 cases, some 280 MB).
 */
async function compareFiles(cwd: string, flags: CompareFlags): Promise<Comparison> {
  const [baseline, candidate] = await readRunResults(cwd, [flags.baseline, flags.candidate], true);
  return compareRuns(baseline!, candidate!, flags.options);
}

function compareFlags(argv: string[]): CompareFlags | "help" {
  const { values, positionals } = parseFlags(argv, {
    format: { type: "string", short: "f" },
    output: { type: "string", short: "o" },
    "fail-on": { type: "string", multiple: true },
    alpha: { type: "string" },
    correction: { type: "string" },
    "latency-threshold": { type: "string" },
    "min-latency-delta": { type: "string" },
    "fail-on-latency": { type: "boolean" },
    "allow-suite-mismatch": { type: "boolean" },
    "exit-zero": { type: "boolean" },
  });
  if (values.help === true) return "help";
  if (positionals.length !== 2) {
    throw new Error(`expected BASELINE and CANDIDATE result files, got ${positionals.length} argument(s)`);
  }
  const format = (values.format ?? "text") as Format;
  if (!FORMATS.includes(format))
    throw new Error(`--format must be one of ${FORMATS.join(", ")}, got '${values.format}'`);
  let failOn: Category[] = [...DEFAULT_FAIL_ON];
  if (values["fail-on"] !== undefined) {
    const parsed = parseFailOn(values["fail-on"].join(","));
    if (!parsed.ok) throw new Error(parsed.error);
    failOn = parsed.failOn;
  }
  const options: Partial<CompareOptions> = {};
  const alpha = number(values.alpha, "--alpha");
  if (alpha !== undefined) {
    if (!(alpha > 0 && alpha <= 1))
      throw new Error(`--alpha must be greater than 0 and at most 1, got ${values.alpha}`);
    options.alpha = alpha;
  }
  if (values.correction !== undefined) {
    const correction = values.correction.trim().toLowerCase() as Correction;
    if (!CORRECTIONS.includes(correction))
      throw new Error(`--correction must be one of ${CORRECTIONS.join(", ")}, got '${values.correction}'`);
    options.correction = correction;
  }
  const threshold = number(values["latency-threshold"], "--latency-threshold", true);
  if (threshold !== undefined) options.latencyThresholdPct = nonNegative(threshold, "--latency-threshold");
  const minDelta = number(values["min-latency-delta"], "--min-latency-delta");
  if (minDelta !== undefined) options.minLatencyDeltaMs = nonNegative(minDelta, "--min-latency-delta");
  if (values["allow-suite-mismatch"] === true) options.allowSuiteMismatch = true;
  const flags: CompareFlags = {
    baseline: positionals[0]!,
    candidate: positionals[1]!,
    format,
    gate: { failOn, failOnLatency: values["fail-on-latency"] === true },
    options,
    exitZero: values["exit-zero"] === true,
  };
  const output = outputFile(values.output);
  if (output !== undefined) flags.output = output;
  return flags;
}

/** A flag's number; a trailing `%` only where the flag is a percentage (`--latency-threshold 25%`). */
function number(text: string | undefined, flag: string, percent = false): number | undefined {
  if (text === undefined) return undefined;
  if (!percent && text.trim().endsWith("%")) {
    // `--alpha 1%` read as 1 would gate on every drop: say how a probability is written.
    const p = Number(text.trim().slice(0, -1));
    const hint = Number.isFinite(p) ? ` (for ${text.trim()} write ${p / 100})` : "";
    throw new Error(`${flag} is a number, not a percentage, got '${text}'${hint}`);
  }
  const value = Number(text.trim().replace(/%$/, ""));
  if (text.trim() === "" || !Number.isFinite(value))
    throw new Error(`${flag} expects a number, got '${text}'`);
  return value;
}

function nonNegative(value: number, flag: string): number {
  if (value < 0) throw new Error(`${flag} must be 0 or more, got ${value}`);
  return value;
}
