import { formatDiagnostic, InputError } from "../../core/diagnostics.js";
import { repeatsAtTemperatureZero, TEMPERATURE_ZERO_NOTE } from "../../core/run/sampling.js";
import { loadPlugins } from "../../load/plugins.js";
import { loadSuite } from "../../load/suite.js";
import { commandFlags, parseFlags } from "../args.js";
import { type CliIO, EXIT } from "../io.js";

const USAGE = `Usage: modelgate validate SUITE... [--plugin P]...

Checks suite files against the suite schema and reports every problem of every file
(file:line:column: case 'id': field 'x': message). Prints "OK: FILE (N cases)" for each
valid file. --plugin loads custom checks, so unknown 'check:' names are reported.
Exit codes: 0 all valid, 2 a file is invalid or the usage is wrong.
`;

export async function validateCommand(argv: string[], io: CliIO): Promise<number> {
  const parsed = commandFlags("validate", USAGE, io, () => validateFlags(argv));
  if ("exit" in parsed) return parsed.exit;
  const { files, plugins } = parsed.flags;
  // Without plugins, custom check names cannot be known: they are then not checked.
  const customChecks = plugins.length > 0 ? new Set((await loadPlugins(plugins, io.cwd)).keys()) : undefined;
  let invalid = 0;
  for (const file of files) {
    try {
      const suite = await loadSuite(file, { cwd: io.cwd, customChecks });
      const n = suite.cases.length;
      io.stdout(`OK: ${file} (${n} ${n === 1 ? "case" : "cases"})\n`);
      const cold = repeatsAtTemperatureZero(suite.cases.map((c) => ({ case: c, repeat: c.repeat })));
      if (cold.length > 0)
        io.stderr(
          `warning: ${file}: repeat > 1 at temperature 0 (${cold.join(", ")}): ${TEMPERATURE_ZERO_NOTE}\n`,
        );
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      invalid++;
      io.stderr(`${error.diagnostics.map(formatDiagnostic).join("\n")}\n`);
    }
  }
  if (invalid > 0 && files.length > 1) io.stderr(`${invalid} of ${files.length} files invalid\n`);
  return invalid > 0 ? EXIT.usage : EXIT.ok;
}

function validateFlags(argv: string[]) {
  const { values, positionals } = parseFlags(argv, {
    plugin: { type: "string", multiple: true, short: "p" },
  });
  if (values.help === true) return "help" as const;
  if (positionals.length === 0) throw new Error("no suite file given");
  return { files: positionals, plugins: values.plugin ?? [] };
}
