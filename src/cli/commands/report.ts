import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { InputError } from "../../core/diagnostics.js";
import { renderRunJson } from "../../core/report/run-json.js";
import { renderRunMarkdown } from "../../core/report/run-markdown.js";
import { renderRunText } from "../../core/report/run-text.js";
import { writeFileAtomic } from "../../io/atomic-write.js";
import { readRunResult } from "../../load/result-file.js";
import { type CliIO, EXIT } from "../io.js";

const USAGE = `Usage: modelgate report RESULT [--format text|markdown|json] [--output FILE]

Renders one modelgate.run/v1 result file.
  --format F          text (default) | markdown | json
  -o, --output FILE   write to FILE instead of stdout
`;

type Format = "text" | "markdown" | "json";
const FORMATS: readonly Format[] = ["text", "markdown", "json"];

export async function reportCommand(argv: string[], io: CliIO): Promise<number> {
  let parsed: { file: string; format: Format; output: string | undefined } | "help";
  try {
    parsed = parseFlags(argv);
  } catch (error) {
    io.stderr(`modelgate report: ${(error as Error).message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  if (parsed === "help") {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  const run = await readRunResult(parsed.file, resolve(io.cwd, parsed.file));
  const text =
    parsed.format === "json"
      ? renderRunJson(run)
      : parsed.format === "markdown"
        ? renderRunMarkdown(run)
        : renderRunText(run);
  if (parsed.output === undefined) {
    io.stdout(text);
    return EXIT.ok;
  }
  try {
    await writeFileAtomic(resolve(io.cwd, parsed.output), text);
  } catch (error) {
    throw new InputError(`cannot write '${parsed.output}': ${(error as Error).message}`);
  }
  return EXIT.ok;
}

function parseFlags(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      format: { type: "string", short: "f" },
      output: { type: "string", short: "o" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help === true) return "help" as const;
  if (positionals.length !== 1) throw new Error(`expected one RESULT file, got ${positionals.length}`);
  const format = (values.format ?? "text") as Format;
  if (!FORMATS.includes(format)) {
    const hint =
      values.format === "junit" ? " (JUnit is for comparisons: modelgate compare --format junit)" : "";
    throw new Error(`--format must be one of ${FORMATS.join(", ")}, got '${values.format}'${hint}`);
  }
  return { file: positionals[0]!, format, output: values.output };
}
