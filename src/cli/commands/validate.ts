import { parseArgs } from "node:util";
import { formatDiagnostic, InputError } from "../../core/diagnostics.js";
import { loadPlugins } from "../../load/plugins.js";
import { loadSuite } from "../../load/suite.js";
import { type CliIO, EXIT } from "../io.js";

const USAGE = `Usage: modelgate validate SUITE... [--plugin P]...

Checks suite files against the suite schema and reports every problem of every file
(file:line:column: case 'id': field 'x': message). Prints "OK: FILE (N cases)" for each
valid file. --plugin loads custom checks, so unknown 'check:' names are reported.
Exit codes: 0 all valid, 2 a file is invalid or the usage is wrong.
`;

export async function validateCommand(argv: string[], io: CliIO): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.stderr(`modelgate validate: ${(error as Error).message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  if (parsed.values.help === true) {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  const files = parsed.positionals;
  if (files.length === 0) {
    io.stderr(`modelgate validate: no suite file given\n\n${USAGE}`);
    return EXIT.usage;
  }
  const plugins = parsed.values.plugin ?? [];
  // Without plugins, custom check names cannot be known: they are then not checked.
  const customChecks = plugins.length > 0 ? new Set((await loadPlugins(plugins, io.cwd)).keys()) : undefined;
  let invalid = 0;
  for (const file of files) {
    try {
      const suite = await loadSuite(file, { cwd: io.cwd, customChecks });
      const n = suite.cases.length;
      io.stdout(`OK: ${file} (${n} cases)\n`);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      invalid++;
      io.stderr(`${error.diagnostics.map(formatDiagnostic).join("\n")}\n`);
    }
  }
  if (invalid > 0 && files.length > 1) io.stderr(`${invalid} of ${files.length} files invalid\n`);
  return invalid > 0 ? EXIT.usage : EXIT.ok;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      plugin: { type: "string", multiple: true, short: "p" },
      help: { type: "boolean", short: "h" },
    },
  });
}
