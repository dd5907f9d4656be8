import { resolve } from "node:path";
import { InputError } from "../core/diagnostics.js";
import type { CliIO } from "./io.js";

/**
 * Writes `text` atomically to `output` (as the user wrote it, resolved against the working
 * folder); a failure is an input error naming the path as given.
 */
export async function writeOutput(io: CliIO, output: string, text: string | Iterable<string>): Promise<void> {
  // Loaded when a file is written: printing to stdout (`schema`, a report) needs no crypto or fs.
  // Synchronous: a command writes its file as its last step, with nothing else in flight.
  const { writeFilesAtomicSync } = await import("../io/atomic-write.js");
  try {
    writeFilesAtomicSync([{ path: resolve(io.cwd, output), text }]);
  } catch (error) {
    throw new InputError(`cannot write '${output}': ${(error as Error).message}`);
  }
}

/** `--output -`: standard output, as without `--output` (`./-` names a file called `-`). */
export const STDOUT = "-";

/** The file an `--output` value names: undefined for standard output (no `--output`, or `-`). */
export function outputFile(value: string | undefined): string | undefined {
  return value === STDOUT ? undefined : value;
}

/** `--output FILE` when given, else stdout. */
export async function emit(io: CliIO, output: string | undefined, text: string): Promise<void> {
  if (output === undefined) io.stdout(text);
  else await writeOutput(io, output, text);
}
