import { isAbsolute, join } from "node:path";
import { type Diagnostic, formatDiagnostic, InputError, quoted } from "../../core/diagnostics.js";
import { repeatsAtTemperatureZero, TEMPERATURE_ZERO_NOTE } from "../../core/run/sampling.js";
import type { CheckSpec, Suite } from "../../core/suite/case.js";
import { readComparison } from "../../load/comparison-file.js";
import { loadConfig } from "../../load/config.js";
import { detectFileKind, type FileKind, kindOf, writtenKindOfFile } from "../../load/file-kind.js";
import { loadPlugins } from "../../load/plugins.js";
import { loadRecorded } from "../../load/recorded.js";
import { loadReplaySource, type ReplaySource } from "../../load/replay-source.js";
import { readRunResult } from "../../load/result-file.js";
import { stdinDocument } from "../../load/stdin-document.js";
import { STDIN, STDIN_NAME } from "../../load/stdin-name.js";
import { loadSuite } from "../../load/suite.js";
import type { ParsedUserFile } from "../../load/user-file.js";
import { loadSuiteCorpus } from "../../retrieval/suite-corpus.js";
import { commandFlags, parseFlags } from "../args.js";
import type { Paint } from "../colour.js";
import { COMMAND_USAGE } from "../help.js";
import { type CliIO, EXIT, paintFor } from "../io.js";
import { readStdin, refuseRepeatedStdin } from "../stdin.js";

const USAGE = COMMAND_USAGE.validate;

export async function validateCommand(argv: string[], io: CliIO): Promise<number> {
  const parsed = commandFlags("validate", USAGE, io, () => validateFlags(argv));
  if ("exit" in parsed) return parsed.exit;
  const { files, plugins } = parsed.flags;
  // Without plugins, custom check names cannot be known: they are then not checked.
  const customChecks = plugins.length > 0 ? new Set((await loadPlugins(plugins, io.cwd)).keys()) : undefined;
  const out = paintFor(io, "stdout");
  const err = paintFor(io, "stderr");
  let invalid = 0;
  for (const given of files) {
    const file = given === STDIN ? STDIN_NAME : given;
    const path = loaderPath(io.cwd, file);
    try {
      if (given === STDIN) {
        await validateStdin(io, customChecks);
        continue;
      }
      const absolute = isAbsolute(file) ? file : join(io.cwd, file);
      // A result or comparison as ModelGate writes it is parsed once, by its own reader.
      const written = await writtenKindOfFile(absolute);
      let what: string;
      if (written !== undefined) what = await describeWritten(written, file, absolute);
      else {
        const { kind, document } = await detectFileKind(file, absolute);
        what = await validateAs(kind, document, path, absolute, io, customChecks);
      }
      io.stdout(`${out.green("OK:")} ${file} (${what})\n`);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      invalid++;
      io.stderr(`${error.diagnostics.map((d) => paintDiagnostic(d, err)).join("\n")}\n`);
    }
  }
  if (invalid > 0 && files.length > 1) io.stderr(`${invalid} of ${files.length} files invalid\n`);
  return invalid > 0 ? EXIT.usage : EXIT.ok;
}

/** `-`: a suite piped in, validated as a suite file in the working folder would be. */
async function validateStdin(io: CliIO, customChecks: ReadonlySet<string> | undefined): Promise<void> {
  const document = stdinDocument(await readStdin(io), io.cwd);
  // Only a suite is read here: a document no kind names is judged as one.
  const kind = (document.parsed.ok ? kindOf(document.parsed.source.value) : undefined) ?? "suite";
  if (kind !== "suite") {
    const message = `standard input holds ${KIND_NAMES[kind]}: only a suite is read from standard input; give its file path`;
    throw new InputError([{ file: STDIN_NAME, line: 0, column: 0, message }]);
  }
  const what = await validateAs("suite", document, STDIN_NAME, document.absolute, io, customChecks);
  io.stdout(`${paintFor(io, "stdout").green("OK:")} ${STDIN_NAME} (${what})\n`);
}

const KIND_NAMES: Record<Exclude<FileKind, "suite">, string> = {
  config: "a run configuration",
  recorded: "recorded outputs",
  result: "a result file",
  comparison: "a comparison file",
};

/**
 * Loads the file as what it is, from the document detectFileKind parsed; returns what to say
 * after "OK:", or throws InputError.
 */
async function validateAs(
  kind: FileKind,
  document: ParsedUserFile,
  path: string,
  absolute: string,
  io: CliIO,
  customChecks: ReadonlySet<string> | undefined,
): Promise<string> {
  const { file } = document;
  switch (kind) {
    case "suite": {
      const suite = await loadSuite(file, { cwd: io.cwd, customChecks, document });
      // As a live run reads it: every document once, every expected id looked up.
      const corpus = await loadSuiteCorpus(suite, { cwd: io.cwd });
      const cold = repeatsAtTemperatureZero(suite.cases.map((c) => ({ case: c, repeat: c.repeat })));
      if (cold.length > 0)
        io.stderr(
          `warning: ${file}: repeat > 1 at temperature 0 (${cold.join(", ")}): ${TEMPERATURE_ZERO_NOTE}\n`,
        );
      const documents = corpus === null ? "" : `, corpus of ${count(corpus.length, "document", "documents")}`;
      return `${count(suite.cases.length, "case", "cases")}${documents}${uncheckedCustom(suite, customChecks)}`;
    }
    case "config": {
      const config = await loadConfig(path, io.env, document);
      const model = config.provider === "replay" ? "" : `, model ${config.model}`;
      let recorded = "";
      if (config.provider === "replay") {
        // Read by the run's own reader: a file, or a folder of result files.
        const source = await loadReplaySource(config.outputs);
        recorded = `, ${describeReplaySource(source)}`;
        if (source.kind === "folder" && source.bySuite.size === 0)
          io.stderr(
            `warning: ${file}: field 'outputs': the folder holds no result file: every case replayed from it would be an error (no recorded output)\n`,
          );
      }
      return `run configuration ${quoted(config.id)}, provider ${config.provider}${model}${recorded}`;
    }
    case "recorded": {
      const outputs = await loadRecorded(path, document);
      return `recorded outputs for ${count(outputs.size, "case", "cases")}`;
    }
    case "result":
    case "comparison":
      return describeWritten(kind, file, absolute);
  }
}

/**
 * `; custom check 'x' not checked: no --plugin given`: without plugins a suite's custom check
 * names cannot be checked, and `run` refuses a name no plugin registers; "" with plugins or
 * without custom checks.
 */
function uncheckedCustom(suite: Suite, customChecks: ReadonlySet<string> | undefined): string {
  if (customChecks !== undefined) return "";
  const names = new Set<string>();
  const collect = (check: CheckSpec): void => {
    if (check.type === "custom") names.add(check.check);
    else if (check.type === "checks") for (const one of check.checks) collect(one);
  };
  for (const c of suite.cases) collect(c.check);
  if (names.size === 0) return "";
  const list = [...names].map((name) => `'${name}'`).join(", ");
  return `; custom ${names.size === 1 ? "check" : "checks"} ${list} not checked: no --plugin given`;
}

/** A result or comparison file read and checked by its own reader; what to say after "OK:". */
async function describeWritten(
  kind: "result" | "comparison",
  file: string,
  absolute: string,
): Promise<string> {
  if (kind === "result") {
    const run = await readRunResult(file, absolute);
    return `result of suite ${quoted(run.suite.name)} with config ${quoted(run.config.id)}, ${count(run.summary.cases, "case", "cases")}`;
  }
  // What the Action's publish job reads from a pull request's run: checked the same way.
  const c = await readComparison(file, absolute);
  return `comparison of ${quoted(c.baseline.config_id)} with ${quoted(c.candidate.config_id)} on suite ${quoted(c.candidate.suite)}, ${count(c.cases.length, "case", "cases")}, ${c.status}`;
}

/** What a replay configuration serves: `14 recorded outputs`, `2 result files (suites a, b)`. */
function describeReplaySource(source: ReplaySource): string {
  if (source.kind === "file") return count(source.recordings.size, "recorded output", "recorded outputs");
  const suites = [...source.bySuite.keys()];
  const named =
    suites.length === 0 ? "" : ` (${suites.length === 1 ? "suite" : "suites"} ${suites.join(", ")})`;
  return `${count(suites.length, "result file", "result files")}${named}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The location in bold, so the eye finds where each problem is. */
function paintDiagnostic(d: Diagnostic, p: Paint): string {
  const text = d.file === "" ? d.message : formatDiagnostic(d);
  const at = `${d.file}:${d.line}:${d.column}:`;
  return text.startsWith(at) ? `${p.bold(at)}${text.slice(at.length)}` : text;
}

/** As the run command names files: relative to the process when it runs in `cwd`. */
function loaderPath(cwd: string, file: string): string {
  return cwd === process.cwd() || isAbsolute(file) ? file : join(cwd, file);
}

function validateFlags(argv: string[]) {
  const { values, positionals } = parseFlags(argv, {
    plugin: { type: "string", multiple: true, short: "p" },
  });
  if (values.help === true) return "help" as const;
  if (positionals.length === 0) throw new Error("no file given");
  refuseRepeatedStdin(positionals);
  return { files: positionals, plugins: values.plugin ?? [] };
}
