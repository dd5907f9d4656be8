import { InputError } from "../core/diagnostics.js";
import { VERSION } from "../core/version.js";
import { closestName } from "../load/did-you-mean.js";
import { compareCommand } from "./commands/compare.js";
import { initCommand } from "./commands/init.js";
import { mergeCommand } from "./commands/merge.js";
import { reportCommand } from "./commands/report.js";
import { runCommand } from "./commands/run.js";
import { schemaCommand } from "./commands/schema.js";
import { validateCommand } from "./commands/validate.js";
import { type CliIO, EXIT, paintFor, processIO, streamSafe } from "./io.js";

type Command = (argv: string[], io: CliIO) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  validate: validateCommand,
  run: runCommand,
  compare: compareCommand,
  report: reportCommand,
  merge: mergeCommand,
  schema: schemaCommand,
  init: initCommand,
};

const USAGE = `Usage: modelgate <command> [options]

Commands:
  init [DIR]                                     write a starter suite, configs and workflow
  validate FILE... [--plugin P]...               check suites (and configs, recorded outputs,
                                                 result files), report every problem
  run SUITE... --config CFG... (--output F | --output-dir D) [options]
                                                 run suites, write modelgate.run/v1 results
  compare BASELINE CANDIDATE [options]           compare two runs and gate on regressions
  report RESULT [--format text|markdown|json]    render one run
  merge PART... --output F                       merge shard results of one run
  schema suite|config|recorded|result|comparison print a JSON Schema
  help [COMMAND]                                 this help, or a command's

Run 'modelgate help <command>' or 'modelgate <command> --help' for a command's options.

Exit codes:
  0    success: files valid, run written, comparison compatible
  1    the gate failed on behaviour: a regression, mismatch or invalid evidence
  2    invalid input or usage: every problem is reported, nothing is written
  3    the gate failed only because the candidate could not execute
       (run: no case of a suite and config could execute, e.g. the server is unavailable)
  4    an internal error in ModelGate (MODELGATE_DEBUG=1 shows a stack trace)
  130  interrupted (SIGINT); 143 terminated (SIGTERM): run writes the completed cases
`;

/** `modelgate help CMD`: that command's own help, exactly as `CMD --help` prints it. */
async function help(topic: string | undefined, io: CliIO): Promise<number> {
  if (topic === undefined) {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  const command = COMMANDS[topic];
  if (command === undefined) return unknownCommand(topic, io);
  return command(["--help"], io);
}

function unknownCommand(name: string, io: CliIO): number {
  const red = paintFor(io, "stderr").red;
  const what = name.startsWith("-") ? "flag" : "command";
  const match = closestName(name.replace(/^-+/, ""), [...Object.keys(COMMANDS), "help"]);
  const hint = match === undefined ? "" : `; did you mean '${match}'?`;
  io.stderr(`${red("modelgate:")} unknown ${what} '${name}'${hint}\n\n${USAGE}`);
  return EXIT.usage;
}

export async function main(argv: string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.stderr(USAGE);
    return EXIT.usage;
  }
  if (name === "--help" || name === "-h") return help(undefined, io);
  if (name === "help") return help(rest[0], io);
  if (name === "--version" || name === "-V") {
    io.stdout(`${VERSION}\n`);
    return EXIT.ok;
  }
  const command = COMMANDS[name];
  if (command === undefined) return unknownCommand(name, io);
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
