import { mergeRuns } from "../../core/compare/merge.js";
import { renderRunJson } from "../../core/report/run-json.js";
import type { RunResult } from "../../core/result/run-result.js";
import { commandFlags, parseFlags } from "../args.js";
import { writeOutput } from "../emit.js";
import { type CliIO, EXIT } from "../io.js";
import { readRunResults } from "../result-files.js";

const USAGE = `Usage: modelgate merge PART... --output FILE

Merges the shard results (modelgate run --shard I/N) of one suite and configuration into one
result file: cases in suite order, summary recomputed. Refuses parts of different suites,
configurations or capture modes, and parts that share a case id.
  -o, --output FILE   the merged result file (required)
`;

export async function mergeCommand(argv: string[], io: CliIO): Promise<number> {
  const parsed = commandFlags("merge", USAGE, io, () => mergeFlags(argv));
  if ("exit" in parsed) return parsed.exit;
  const { parts, output } = parsed.flags;
  const runs = await readRunResults(io.cwd, parts);
  const merged = mergeRuns(runs, parts);
  await writeOutput(io, output, renderRunJson(merged));
  const s = merged.summary;
  io.stderr(
    `merged ${runs.length} part(s): ${s.cases} cases (${s.passed} passed, ${s.failed} failed, ${s.invalid} invalid, ${s.errors} ${s.errors === 1 ? "error" : "errors"}) -> ${output}\n`,
  );
  const absent = missingShards(runs);
  if (absent.length > 0) {
    // Not refused (a leg may have failed), but said loudly: a compare of this file reports the
    // absent shards' cases as `missing`, which does not gate.
    io.stderr(
      `warning: shard${absent.length === 1 ? "" : "s"} ${absent.join(", ")} not given; their cases are not in ${output} and a comparison reports them missing\n`,
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

function mergeFlags(argv: string[]) {
  const { values, positionals } = parseFlags(argv, { output: { type: "string", short: "o" } });
  if (values.help === true) return "help" as const;
  if (positionals.length === 0) throw new Error("give at least one PART result file");
  if (values.output === undefined) throw new Error("--output FILE is required");
  return { parts: positionals, output: values.output };
}
