import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { InputError } from "../../core/diagnostics.js";
import { writeFileAtomic } from "../../io/atomic-write.js";
import { SCHEMA_NAMES, SCHEMAS, type SchemaName } from "../../load/schemas/index.js";
import { type CliIO, EXIT } from "../io.js";

const USAGE = `Usage: modelgate schema suite|config|recorded|result|comparison [--output FILE]

Prints a JSON Schema (draft 2020-12) of ModelGate's files, or writes it to FILE.
For editors: # yaml-language-server: $schema=./suite.schema.json
`;

export async function schemaCommand(argv: string[], io: CliIO): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.stderr(`modelgate schema: ${(error as Error).message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  if (parsed.values.help === true) {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  const [name, ...extra] = parsed.positionals;
  if (name === undefined || extra.length > 0 || !SCHEMA_NAMES.includes(name as SchemaName)) {
    const problem =
      name === undefined
        ? "which schema? "
        : extra.length > 0
          ? `one schema at a time, got ${parsed.positionals.length}; `
          : `unknown schema '${name}'; `;
    io.stderr(`modelgate schema: ${problem}choose one of ${SCHEMA_NAMES.join(", ")}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const text = `${JSON.stringify(SCHEMAS[name as SchemaName], null, 2)}\n`;
  const output = parsed.values.output;
  if (output === undefined) {
    io.stdout(text);
    return EXIT.ok;
  }
  try {
    await writeFileAtomic(resolve(io.cwd, output), text);
  } catch (error) {
    throw new InputError(`cannot write '${output}': ${(error as Error).message}`);
  }
  return EXIT.ok;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      output: { type: "string", short: "o" },
      help: { type: "boolean", short: "h" },
    },
  });
}
