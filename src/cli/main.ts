import { InputError } from "../core/diagnostics.js";
import { VERSION } from "../core/version.js";
import { compareCommand } from "./commands/compare.js";
import { mergeCommand } from "./commands/merge.js";
import { reportCommand } from "./commands/report.js";
import { runCommand } from "./commands/run.js";
import { schemaCommand } from "./commands/schema.js";
import { validateCommand } from "./commands/validate.js";
import { type CliIO, EXIT, processIO, streamSafe } from "./io.js";

type Command = (argv: string[], io: CliIO) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  validate: validateCommand,
  run: runCommand,
  compare: compareCommand,
  report: reportCommand,
  merge: mergeCommand,
  schema: schemaCommand,
};

const USAGE = `Usage: modelgate <command> [options]

Commands:
  validate SUITE... [--plugin P]...              check suite files, report every problem
  run SUITE... --config CFG... (--output F | --output-dir D) [options]
                                                 run suites, write modelgate.run/v1 results
  compare BASELINE CANDIDATE [options]           compare two runs and gate on regressions
  report RESULT [--format text|markdown|json]    render one run
  merge PART... --output F                       merge shard results of one run
  schema suite|config|recorded|result|comparison print a JSON Schema

Run 'modelgate <command> --help' for a command's options.
Exit codes: 0 ok, 1 behaviour regressed, 2 invalid input or usage, 3 candidate could not execute.
`;

export async function main(argv: string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.stdout(USAGE);
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === "--version" || name === "-V") {
    io.stdout(`${VERSION}\n`);
    return EXIT.ok;
  }
  const command = COMMANDS[name];
  if (command === undefined) {
    io.stderr(`modelgate: unknown command '${name}'\n\n${USAGE}`);
    return EXIT.usage;
  }
  try {
    return await command(rest, io);
  } catch (error) {
    if (error instanceof InputError) {
      io.stderr(`${error.message}\n`);
      return EXIT.usage;
    }
    const detail =
      error instanceof Error ? (io.env.MODELGATE_DEBUG ? error.stack : error.message) : String(error);
    io.stderr(`modelgate: internal error: ${detail}\n(set MODELGATE_DEBUG=1 for a stack trace)\n`);
    return EXIT.internal;
  }
}

const isEntry = process.argv[1] !== undefined && /(?:^|[\\/])(?:cli\.js|modelgate)$/.test(process.argv[1]);
if (isEntry) {
  main(process.argv.slice(2), processIO()).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(streamSafe(`modelgate: internal error: ${String(error)}\n`, process.env));
      process.exitCode = EXIT.internal;
    },
  );
}
