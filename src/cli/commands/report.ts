import { renderRunJson } from "../../core/report/run-json.js";
import { renderRunMarkdown } from "../../core/report/run-markdown.js";
import { renderRunText } from "../../core/report/run-text.js";
import type { RunResult } from "../../core/result/run-result.js";
import { commandFlags, parseFlags } from "../args.js";
import { emit, outputFile } from "../emit.js";
import { COMMAND_USAGE } from "../help.js";
import { type CliIO, EXIT } from "../io.js";
import { refuseInputsAsOutputs, refuseUnwritableOutputs } from "../output-guard.js";
import { readRunResults } from "../result-files.js";

const USAGE = COMMAND_USAGE.report;

type Format = "text" | "markdown" | "json";
const FORMATS: readonly Format[] = ["text", "markdown", "json"];

export async function reportCommand(argv: string[], io: CliIO): Promise<number> {
  const flags = commandFlags("report", USAGE, io, () => reportFlags(argv));
  if ("exit" in flags) return flags.exit;
  const parsed = flags.flags;
  if (parsed.output !== undefined) {
    refuseUnwritableOutputs(io.cwd, [parsed.output], "the report");
    refuseInputsAsOutputs(io.cwd, [parsed.output], [{ path: parsed.file, what: "the result" }]);
  }
  const [run] = (await readRunResults(io.cwd, [parsed.file])) as [RunResult];
  const text =
    parsed.format === "json"
      ? renderRunJson(run)
      : parsed.format === "markdown"
        ? renderRunMarkdown(run)
        : renderRunText(run);
  await emit(io, parsed.output, text);
  return EXIT.ok;
}

function reportFlags(argv: string[]) {
  const { values, positionals } = parseFlags(argv, {
    format: { type: "string", short: "f" },
    output: { type: "string", short: "o" },
  });
  if (values.help === true) return "help" as const;
  if (positionals.length !== 1) throw new Error(`expected one RESULT file, got ${positionals.length}`);
  const format = (values.format ?? "text") as Format;
  if (!FORMATS.includes(format)) {
    const hint =
      values.format === "junit" ? " (JUnit is for comparisons: modelgate compare --format junit)" : "";
    throw new Error(`--format must be one of ${FORMATS.join(", ")}, got '${values.format}'${hint}`);
  }
  return { file: positionals[0]!, format, output: outputFile(values.output) };
}
