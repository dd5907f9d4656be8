import { closestName } from "../load/did-you-mean.js";
import { type FlagOptions, parseFlagArgs } from "./flag-parser.js";
import { type CliIO, EXIT, paintFor } from "./io.js";

const HELP = { help: { type: "boolean", short: "h" } } as const;

/**
 * A command's flags, strictly (an unknown flag is an error), with positionals and `-h/--help`
 * always allowed. The parser's errors (Node's parseArgs's, see flag-parser.ts) are rewritten in the CLI's terms: the flag, what is
 * wrong, and the closest known flag.
 */
export function parseFlags<O extends FlagOptions>(argv: string[], options: O) {
  const all = { ...options, ...HELP };
  const conflicts = new Map<string, string[]>();
  let parsed: ReturnType<typeof parseFlagArgs<typeof all>>;
  try {
    parsed = parseFlagArgs(argv, all, conflicts);
  } catch (error) {
    throw new Error(flagProblem(error, Object.keys(all)));
  }
  // `--format json --format markdown` is two wishes: say so, rather than quietly take the last.
  const [name, given] = [...conflicts][0] ?? [];
  if (name !== undefined && given !== undefined) {
    throw new Error(
      `flag '--${name}' given ${given.length} times (${given.map((v) => `'${v}'`).join(", ")}); give it once`,
    );
  }
  return parsed;
}

/** `unknown flag '--outptu'; did you mean '--output'?`, `flag '--output' needs a value`. */
export function flagProblem(error: unknown, known: readonly string[]): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const flag = /'([^']+)'/.exec(message)?.[1] ?? message;
    const bare = flag.replace(/^-+/, "").split("=")[0]!;
    const match = bare.length > 1 ? closestName(bare, known) : undefined;
    const hint = match === undefined ? "" : `; did you mean '--${match}'?`;
    return `unknown flag '${flag}'${hint}`;
  }
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
    const flag = /--[A-Za-z0-9-]+/.exec(message)?.[0] ?? "the flag";
    if (/argument missing/.test(message)) return `flag '${flag}' needs a value`;
    if (/does not take an argument/.test(message)) return `flag '${flag}' takes no value`;
  }
  return message;
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
    const red = paintFor(io, "stderr").red;
    io.stderr(`${red(`modelgate ${command}:`)} ${(error as Error).message}\n\n${usage}`);
    return { exit: EXIT.usage };
  }
  if (parsed === "help") {
    io.stdout(usage);
    return { exit: EXIT.ok };
  }
  return { flags: parsed };
}
