import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { mergeRuns } from "../../core/compare/merge.js";
import { InputError } from "../../core/diagnostics.js";
import { renderRunJson } from "../../core/report/run-json.js";
import type { RunResult } from "../../core/result/run-result.js";
import { writeFileAtomic } from "../../io/atomic-write.js";
import { readRunResult } from "../../load/result-file.js";
import { type CliIO, EXIT } from "../io.js";

const USAGE = `Usage: modelgate merge PART... --output FILE

Merges the shard results (modelgate run --shard I/N) of one suite and configuration into one
result file: cases in suite order, summary recomputed. Refuses parts of different suites,
configurations or capture modes, and parts that share a case id.
  -o, --output FILE   the merged result file (required)
`;

export async function mergeCommand(argv: string[], io: CliIO): Promise<number> {
  let parsed: { parts: string[]; output: string } | "help";
  try {
    parsed = parseFlags(argv);
  } catch (error) {
    io.stderr(`modelgate merge: ${(error as Error).message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  if (parsed === "help") {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  const results = await Promise.allSettled(parsed.parts.map((p) => readRunResult(p, resolve(io.cwd, p))));
  const problems = results.flatMap((r, i) => {
    if (r.status === "fulfilled") return [];
    if (r.reason instanceof InputError) return r.reason.diagnostics;
    return [
      { file: parsed.parts[i]!, line: 0, column: 0, message: `cannot read: ${(r.reason as Error).message}` },
    ];
  });
  if (problems.length > 0) throw new InputError(problems);
  const runs = results.map((r) => (r as PromiseFulfilledResult<RunResult>).value);
  const merged = mergeRuns(runs, parsed.parts);
  try {
    await writeFileAtomic(resolve(io.cwd, parsed.output), renderRunJson(merged));
  } catch (error) {
    throw new InputError(`cannot write '${parsed.output}': ${(error as Error).message}`);
  }
  const s = merged.summary;
  io.stderr(
    `merged ${runs.length} part(s): ${s.cases} cases (${s.passed} passed, ${s.failed} failed, ${s.invalid} invalid, ${s.errors} ${s.errors === 1 ? "error" : "errors"}) -> ${parsed.output}\n`,
  );
  const absent = missingShards(runs);
  if (absent.length > 0) {
    // Not refused (a leg may have failed), but said loudly: a compare of this file reports the
    // absent shards' cases as `missing`, which does not gate.
    io.stderr(
      `warning: shard${absent.length === 1 ? "" : "s"} ${absent.join(", ")} not given; their cases are not in ${parsed.output} and a comparison reports them missing\n`,
    );
  }
  return EXIT.ok;
}

/** `2/3`-style names of the shards of the parts' split that none of the parts is. */
function missingShards(runs: readonly RunResult[]): string[] {
  const shards = runs.map((r) => r.selection.shard);
  const count = shards[0]?.count;
  if (count === undefined || shards.some((sh) => sh === null || sh.count !== count)) return [];
  const present = new Set(shards.map((sh) => sh!.index));
  const absent: string[] = [];
  for (let i = 1; i <= count; i++) if (!present.has(i)) absent.push(`${i}/${count}`);
  return absent;
}

function parseFlags(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      output: { type: "string", short: "o" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help === true) return "help" as const;
  if (positionals.length === 0) throw new Error("give at least one PART result file");
  if (values.output === undefined) throw new Error("--output FILE is required");
  return { parts: positionals, output: values.output };
}
