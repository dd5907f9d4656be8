import { type ParseArgsConfig, parseArgs } from "node:util";
import { type CliIO, EXIT } from "./io.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

const HELP = { help: { type: "boolean", short: "h" } } as const;

/**
 * A command's flags, strictly (an unknown flag is an error), with positionals and `-h/--help`
 * always allowed.
 */
export function parseFlags<O extends Options>(argv: string[], options: O) {
  return parseArgs({ args: argv, allowPositionals: true, strict: true, options: { ...options, ...HELP } });
}

/**
 * Runs a command's flag parser. `--help` prints the usage to stdout (exit 0); an error thrown by
 * the parser is a usage error: `modelgate <command>: <message>`, the usage, exit 2. Either way
 * the command stops with the returned exit code; otherwise it goes on with the flags.
 */
export function commandFlags<T>(
  command: string,
  usage: string,
  io: CliIO,
  parse: () => T | "help",
): { flags: T } | { exit: number } {
  let parsed: T | "help";
  try {
    parsed = parse();
  } catch (error) {
    io.stderr(`modelgate ${command}: ${(error as Error).message}\n\n${usage}`);
    return { exit: EXIT.usage };
  }
  if (parsed === "help") {
    io.stdout(usage);
    return { exit: EXIT.ok };
  }
  return { flags: parsed };
}
