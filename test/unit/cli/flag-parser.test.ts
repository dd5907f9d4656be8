import { parseArgs } from "node:util";
import { describe, expect, it } from "vitest";
import { flagProblem, parseFlags } from "../../../src/cli/args.js";
import { parseFlagArgs } from "../../../src/cli/flag-parser.js";
import { seededRandom as random } from "../../helpers/seeded-random.js";

// The option shapes the commands declare: strings with and without a short letter, repeatable
// strings, booleans with and without one.
const OPTIONS = {
  output: { type: "string", short: "o" },
  format: { type: "string", short: "f" },
  "fail-on": { type: "string", multiple: true },
  plugin: { type: "string", multiple: true, short: "p" },
  pretty: { type: "boolean" },
  quiet: { type: "boolean", short: "q" },
  verbose: { type: "boolean", short: "v", multiple: true },
  help: { type: "boolean", short: "h" },
} as const;

const PIECES = [
  "--output",
  "-o",
  "-of",
  "-ofile",
  "--output=",
  "--output=-x",
  "--output=a=b",
  "-",
  "--",
  "-h",
  "-hq",
  "-qh",
  "-qo",
  "-qofile",
  "-qv",
  "-vvq",
  "--pretty",
  "--pretty=1",
  "--help=",
  "--fail-on",
  "--fail-on=-z",
  "-p",
  "-pp",
  "a",
  "file.json",
  // A negative number is the one departure from Node (tested below); "-1x" is no number.
  "-1x",
  "--unknown",
  "--outptu",
  "--prety",
  "-z",
  "-qz",
  "--=x",
  "---x",
  "--__proto__",
  "--constructor",
  "--toString",
  "-fo",
  "-fx",
  "--format",
  "md",
  "",
  "-o=x",
  "--o",
  "-ö",
  "--fail-on=",
  "-v",
];

/** Node's outcome: its values and positionals, or the CLI's message for its error. */
function nodeOutcome(args: string[]): unknown {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: OPTIONS,
      strict: true,
      allowPositionals: true,
    });
    return { values: { ...values }, positionals, proto: Object.getPrototypeOf(values) };
  } catch (error) {
    return { error: (error as { code?: string }).code, message: (error as Error).message };
  }
}

function ourOutcome(args: string[]): unknown {
  try {
    const { values, positionals } = parseFlagArgs(args, OPTIONS);
    return { values: { ...values }, positionals, proto: Object.getPrototypeOf(values) };
  } catch (error) {
    return { error: (error as { code?: string }).code, message: (error as Error).message };
  }
}

describe("the CLI's flag parser", () => {
  it("gives what Node's parseArgs gives (values, positionals, error code and message) on 30,000 argument lists", () => {
    const next = random(18);
    const kinds = new Set<string>();
    for (let n = 0; n < 30_000; n++) {
      const args = Array.from(
        { length: Math.floor(next() * 7) },
        () => PIECES[Math.floor(next() * PIECES.length)]!,
      );
      const expected = nodeOutcome(args);
      kinds.add((expected as { error?: string }).error ?? "ok");
      expect([args, ourOutcome(args)]).toEqual([args, expected]);
    }
    // Every kind of outcome was met: values, unknown flags, bad values.
    expect([...kinds].sort()).toEqual([
      "ERR_PARSE_ARGS_INVALID_OPTION_VALUE",
      "ERR_PARSE_ARGS_UNKNOWN_OPTION",
      "ok",
    ]);
  });

  it("says each problem in the CLI's words, as it did with Node's parser", () => {
    const problem = (args: string[]): string => {
      try {
        parseFlags(args, { output: { type: "string", short: "o" }, pretty: { type: "boolean" } });
      } catch (error) {
        return (error as Error).message;
      }
      return "no problem";
    };
    expect(problem(["--outptu", "x"])).toBe("unknown flag '--outptu'; did you mean '--output'?");
    expect(problem(["--output"])).toBe("flag '--output' needs a value");
    expect(problem(["--pretty=yes"])).toBe("flag '--pretty' takes no value");
    expect(problem(["-o", "-x"])).toContain("Option '-o' argument is ambiguous.");
    expect(problem(["suite.yaml", "-o", "out.json", "--pretty", "-h"])).toBe("no problem");
    for (const args of [["--outptu"], ["--output"], ["--pretty=1"], ["-o", "-x"], ["-z"]]) {
      let nodeMessage = "";
      try {
        parseArgs({
          args,
          options: {
            output: { type: "string", short: "o" },
            pretty: { type: "boolean" },
            help: { type: "boolean", short: "h" },
          },
          strict: true,
          allowPositionals: true,
        });
      } catch (error) {
        nodeMessage = flagProblem(error, ["output", "pretty", "help"]);
      }
      expect([args, problem(args)]).toEqual([args, nodeMessage]);
    }
  });

  it("takes a negative number after an option that takes a value as its value, where Node calls it ambiguous", () => {
    for (const n of ["-5", "-0.5", "-.5", "-1e3", "-2E-2", "-10"]) {
      expect(ourOutcome(["--output", n, "a"])).toEqual({
        values: { output: n },
        positionals: ["a"],
        proto: null,
      });
      expect((ourOutcome(["-o", n]) as { values: unknown }).values).toEqual({ output: n });
      expect((ourOutcome(["--fail-on", n, "--fail-on", "x"]) as { values: unknown }).values).toEqual({
        "fail-on": [n, "x"],
      });
      // Anywhere else it is what Node says it is: an unknown short option.
      expect(ourOutcome([n])).toEqual(nodeOutcome([n]));
      expect(ourOutcome(["--pretty", n])).toEqual(nodeOutcome(["--pretty", n]));
    }
    // Not a number: ambiguous, as Node says.
    for (const v of ["-5x", "-", "--5", "-e3", "-1.2.3"]) {
      expect(ourOutcome(["--output", v])).toEqual(nodeOutcome(["--output", v]));
    }
  });

  it("types each flag as its option says", () => {
    const { values } = parseFlagArgs(["-o", "x", "--fail-on", "a", "--pretty"], OPTIONS);
    const output: string | undefined = values.output;
    const failOn: string[] | undefined = values["fail-on"];
    const pretty: boolean | undefined = values.pretty;
    // @ts-expect-error a string flag is no number
    const wrong: number | undefined = values.output;
    expect([output, failOn, pretty, wrong]).toEqual(["x", ["a"], true, "x"]);
  });
});

describe("a single-valued flag given twice with different values", () => {
  const options = {
    format: { type: "string", short: "f" },
    tag: { type: "string", multiple: true },
  } as const;

  it("is refused, naming the flag and each value, however it was written", () => {
    expect(() => parseFlags(["--format", "json", "-f", "markdown"], options)).toThrow(
      "flag '--format' given 2 times ('json', 'markdown'); give it once",
    );
    expect(() => parseFlags(["--format=json", "x", "--format=junit", "--format", "text"], options)).toThrow(
      "flag '--format' given 3 times ('json', 'junit', 'text'); give it once",
    );
  });

  it("is taken when the values agree, and a repeatable flag collects them", () => {
    expect(parseFlags(["--format", "json", "--format=json"], options).values.format).toBe("json");
    expect(parseFlags(["--tag", "a", "--tag", "b"], options).values.tag).toEqual(["a", "b"]);
  });
});
