import type { ParseArgsConfig, parseArgs } from "node:util";

/** The option kinds the CLI declares: strings and booleans, a short letter, repeatable. */
export type FlagOptions = Record<string, { type: "string" | "boolean"; short?: string; multiple?: boolean }>;

type Strict<O extends FlagOptions> = { args: string[]; allowPositionals: true; strict: true; options: O };

/** What `parseArgs` gives for these options (strict, positionals allowed). */
export type ParsedFlags<O extends FlagOptions> = ReturnType<typeof parseArgs<Strict<O> & ParseArgsConfig>>;

/**
 * Node's `util.parseArgs` with `strict: true, allowPositionals: true` and no defaults: the same
 * values, positionals and errors (code and message) but one (a negative number is a value, see
 * {@link NEGATIVE_NUMBER}), held to it by a differential test
 * (test/unit/cli/flag-parser.test.ts); `conflicts`, when given, also learns of every single-valued
 * option given twice with different values. Ours because loading `node:util` costs every process
 * its whole module graph (workers, locks, diffing: ~67 M instructions on Node 24, ~13 ms), for
 * one function. Tokens are read as Node reads them, then checked in order.
 */
export function parseFlagArgs<O extends FlagOptions>(
  args: readonly string[],
  options: O,
  conflicts?: Map<string, string[]>,
): ParsedFlags<O> {
  const values: Record<string, string | boolean | (string | boolean)[]> = Object.create(null);
  const positionals: string[] = [];
  const remaining = args.slice();
  while (remaining.length > 0) {
    const arg = remaining.shift()!;
    if (arg === "--") {
      positionals.push(...remaining);
      break;
    }
    if (arg.length === 2 && arg[0] === "-" && arg[1] !== "-") {
      // -x, and its value from the next argument when x takes one
      const name = longFor(arg[1]!, options);
      const value =
        typeOf(options, name) === "string" && remaining.length > 0 ? remaining.shift() : undefined;
      take(options, values, conflicts, { name, rawName: arg, value, inline: false });
      continue;
    }
    if (arg.length > 2 && arg[0] === "-" && arg[1] !== "-") {
      const name = longFor(arg[1]!, options);
      if (typeOf(options, name) === "string") {
        // -ovalue
        take(options, values, conflicts, { name, rawName: `-${arg[1]}`, value: arg.slice(2), inline: true });
      } else {
        // -abc: each letter on its own, up to the first that takes a value (the rest is its value;
        // a last letter that takes one is then `-c` alone, and takes the next argument)
        const expanded: string[] = [];
        for (let i = 1; i < arg.length; i++) {
          const letter = arg[i]!;
          if (typeOf(options, longFor(letter, options)) !== "string") {
            expanded.push(`-${letter}`);
          } else {
            expanded.push(`-${arg.slice(i)}`);
            break;
          }
        }
        remaining.unshift(...expanded);
      }
      continue;
    }
    if (arg.length > 2 && arg.startsWith("--")) {
      const equals = arg.indexOf("=", 3);
      if (equals < 0) {
        const name = arg.slice(2);
        const value =
          typeOf(options, name) === "string" && remaining.length > 0 ? remaining.shift() : undefined;
        take(options, values, conflicts, { name, rawName: arg, value, inline: false });
      } else {
        const name = arg.slice(2, equals);
        take(options, values, conflicts, {
          name,
          rawName: `--${name}`,
          value: arg.slice(equals + 1),
          inline: true,
        });
      }
      continue;
    }
    positionals.push(arg);
  }
  return { values, positionals } as unknown as ParsedFlags<O>;
}

interface Token {
  name: string;
  rawName: string;
  value: string | undefined;
  /** The value was written in the same argument (`--name=value`, `-nvalue`). */
  inline: boolean;
}

/**
 * A negative number (`-5`, `-0.5`, `-1e3`): taken as the value of the option before it, where
 * Node calls it ambiguous. No option's short letter is a digit, so it can be nothing else, and
 * the command's own check of the number then speaks (`--latency-threshold must be 0 or more`).
 */
const NEGATIVE_NUMBER = /^-(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Checks one option as strict mode does, then stores it; the one difference: a negative number
 * after an option that takes a value is its value ({@link NEGATIVE_NUMBER}).
 */
function take(
  options: FlagOptions,
  values: Record<string, unknown>,
  conflicts: Map<string, string[]> | undefined,
  token: Token,
): void {
  const { name, rawName, value } = token;
  if (!Object.hasOwn(options, name)) {
    throw parseError(
      "ERR_PARSE_ARGS_UNKNOWN_OPTION",
      `Unknown option '${rawName}'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- ${JSON.stringify(rawName)}`,
    );
  }
  const option = options[name]!;
  const shortAndLong = `${option.short ? `-${option.short}, ` : ""}--${name}`;
  if (option.type === "string" && value === undefined) {
    throw parseError(
      "ERR_PARSE_ARGS_INVALID_OPTION_VALUE",
      `Option '${shortAndLong} <value>' argument missing`,
    );
  }
  if (option.type === "boolean" && value !== undefined) {
    throw parseError(
      "ERR_PARSE_ARGS_INVALID_OPTION_VALUE",
      `Option '${shortAndLong}' does not take an argument`,
    );
  }
  if (
    !token.inline &&
    value !== undefined &&
    value.length > 1 &&
    value[0] === "-" &&
    !NEGATIVE_NUMBER.test(value)
  ) {
    const example = rawName.startsWith("--") ? `'${rawName}=-XYZ'` : `'--${name}=-XYZ' or '${rawName}-XYZ'`;
    throw parseError(
      "ERR_PARSE_ARGS_INVALID_OPTION_VALUE",
      `Option '${rawName}' argument is ambiguous.\nDid you forget to specify the option argument for '${rawName}'?\nTo specify an option argument starting with a dash use ${example}.`,
    );
  }
  if (name === "__proto__") return; // as Node: never stored
  const stored = value ?? true;
  if (option.multiple) {
    const list = values[name] as (string | boolean)[] | undefined;
    if (list === undefined) values[name] = [stored];
    else list.push(stored);
  } else {
    // Node keeps the last of a repeated option; `conflicts` (ours) learns of each that differs.
    const before = values[name];
    if (conflicts !== undefined && typeof before === "string" && before !== stored) {
      const seen = conflicts.get(name) ?? [before];
      seen.push(String(stored));
      conflicts.set(name, seen);
    }
    values[name] = stored;
  }
}

/** The long name of the option whose short letter this is, else the letter itself (unknown). */
function longFor(letter: string, options: FlagOptions): string {
  for (const name of Object.keys(options)) if (options[name]!.short === letter) return name;
  return letter;
}

function typeOf(options: FlagOptions, name: string): "string" | "boolean" | undefined {
  return Object.hasOwn(options, name) ? options[name]!.type : undefined;
}

function parseError(code: string, message: string): Error {
  return Object.assign(new TypeError(message), { code });
}
