import type { SchemaName } from "../../load/schemas/index.js";
import { commandFlags, parseFlags } from "../args.js";
import { emit, outputFile } from "../emit.js";
import { COMMAND_USAGE } from "../help.js";
import { type CliIO, EXIT } from "../io.js";
import { refuseUnwritableOutputs } from "../output-guard.js";
import { SCHEMA_TEXT_NAMES, schemaText } from "./schema-texts.js";

const USAGE = COMMAND_USAGE.schema;

export async function schemaCommand(argv: string[], io: CliIO): Promise<number> {
  const parsed = commandFlags("schema", USAGE, io, () => schemaFlags(argv));
  if ("exit" in parsed) return parsed.exit;
  const { name, output } = parsed.flags;
  if (output !== undefined) refuseUnwritableOutputs(io.cwd, [output], "the schema");
  await emit(io, output, schemaText(name));
  return EXIT.ok;
}

function schemaFlags(argv: string[]) {
  const { values, positionals } = parseFlags(argv, { output: { type: "string", short: "o" } });
  if (values.help === true) return "help" as const;
  const [name, ...extra] = positionals;
  if (name === undefined || extra.length > 0 || !SCHEMA_TEXT_NAMES.includes(name as SchemaName)) {
    const problem =
      name === undefined
        ? "which schema? "
        : extra.length > 0
          ? `one schema at a time, got ${positionals.length}; `
          : `unknown schema '${name}'; `;
    throw new Error(`${problem}choose one of ${SCHEMA_TEXT_NAMES.join(", ")}`);
  }
  return { name: name as SchemaName, output: outputFile(values.output) };
}
