import { resolve } from "node:path";
import { mergeRuns } from "../../core/compare/merge.js";
import { renderRunJson } from "../../core/report/run-json.js";
import { commandFlags, parseFlags } from "../args.js";
import { outputFile, writeOutput } from "../emit.js";
import { COMMAND_USAGE } from "../help.js";
import { type CliIO, EXIT } from "../io.js";
import { refuseInputsAsOutputs, refuseUnwritableOutputs } from "../output-guard.js";
import { oversizeWarning, readRunResults, sizeWarning } from "../result-files.js";

const USAGE = COMMAND_USAGE.merge;

export async function mergeCommand(argv: string[], io: CliIO): Promise<number> {
  const parsed = commandFlags("merge", USAGE, io, () => mergeFlags(argv));
  if ("exit" in parsed) return parsed.exit;
  const { parts, file, pretty } = parsed.flags;
  const output = file ?? "standard output";
  if (file !== undefined) {
    refuseUnwritableOutputs(io.cwd, [file], "the merged result");
    refuseInputsAsOutputs(
      io.cwd,
      [file],
      parts.map((path) => ({ path, what: "a part" })),
    );
  }
  const runs = await readRunResults(io.cwd, parts);
  const merged = mergeRuns(runs, parts);
  const text = renderRunJson(merged, { pretty });
  let oversize: string | null;
  if (file === undefined) {
    io.stdout(text);
    oversize = sizeWarning(Buffer.byteLength(text), output);
  } else {
    await writeOutput(io, file, text);
    oversize = oversizeWarning(resolve(io.cwd, file), file);
  }
  if (oversize !== null) io.stderr(`${oversize}\n`);
  const s = merged.summary;
  io.stderr(
    `merged ${runs.length} part(s): ${s.cases} cases (${s.passed} passed, ${s.failed} failed, ${s.invalid} invalid, ${s.errors} ${s.errors === 1 ? "error" : "errors"}) -> ${output}\n`,
  );
  const plan = merged.shard_plan;
  if (plan !== undefined && plan.missing.length > 0) {
    // Not refused (the report of the legs that ran is still worth having), but recorded in the
    // file and said loudly: comparing it fails with exit 3 naming these shards.
    const absent = plan.missing.map((i) => `${i}/${plan.count}`);
    io.stderr(
      `warning: shard${absent.length === 1 ? "" : "s"} ${absent.join(", ")} not given; ${output} records them as missing and comparing it is an execution failure (exit 3)\n`,
    );
  }
  return EXIT.ok;
}

function mergeFlags(argv: string[]) {
  const { values, positionals } = parseFlags(argv, {
    output: { type: "string", short: "o" },
    pretty: { type: "boolean" },
  });
  if (values.help === true) return "help" as const;
  if (positionals.length === 0) throw new Error("give at least one PART result file");
  if (values.output === undefined) throw new Error("--output FILE is required (- for standard output)");
  // `file` undefined: standard output (`--output -`).
  return { parts: positionals, file: outputFile(values.output), pretty: values.pretty === true };
}
