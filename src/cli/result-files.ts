import { statSync } from "node:fs";
import { resolve } from "node:path";
import { type Diagnostic, InputError } from "../core/diagnostics.js";
import type { RunResult } from "../core/result/run-result.js";
import { MAX_WRITTEN_FILE_BYTES } from "../load/read-text.js";
import { checkRunResult, type ParsedRunResult, parseRunResult } from "../load/result-file.js";

/**
 * Reads result files (named as the user wrote them, resolved against `cwd`). All are read before
 * anything is reported, so every problem of every file is shown at once (`-` is one: standard
 * input is not read). `alike`: the files are
 * runs of one suite (a comparison's two sides), so each later one shares the first's equal
 * strings and derived values, and they are held once.
 *
 * Every file is parsed before any is checked: sharing a string writes a member of the later
 * file's cases, and the checks of the first file, run before that, would have been compiled for
 * members never written (the engine then throws that code away and compiles it again). Each
 * file's own steps, and so its diagnostics, are those of readRunResult.
 */
export async function readRunResults(
  cwd: string,
  files: readonly string[],
  alike = false,
): Promise<RunResult[]> {
  // One after the other: a large result file is read and parsed in parts (readRunResult), so
  // at no time is more than a part of any file's text held.
  const parsed: PromiseSettledResult<ParsedRunResult>[] = [];
  for (const file of files) {
    const first = parsed[0];
    const like = alike && first?.status === "fulfilled" ? first.value : undefined;
    if (file === STDIN) {
      parsed.push({ status: "rejected", reason: new InputError([stdinRefused()]) });
      continue;
    }
    parsed.push(await settled(parseRunResult(file, resolve(cwd, file), like)));
  }
  const results: PromiseSettledResult<RunResult>[] = [];
  for (let i = 0; i < files.length; i++) {
    const p = parsed[i]!;
    if (p.status === "rejected") {
      results.push(p);
      continue;
    }
    const first = results[0];
    const like = alike && i > 0 && first?.status === "fulfilled" ? first.value : undefined;
    results.push(await settled(checkRunResult(files[i]!, p.value, like)));
  }
  const problems = results.flatMap((r, i): Diagnostic[] => {
    if (r.status === "fulfilled") return [];
    if (r.reason instanceof InputError) return r.reason.diagnostics;
    return [{ file: files[i]!, line: 0, column: 0, message: `cannot read: ${(r.reason as Error).message}` }];
  });
  if (problems.length > 0) throw new InputError(problems);
  return results.map((r) => (r as PromiseFulfilledResult<RunResult>).value);
}

/**
 * `-`, which other tools read as standard input. A result file is read in parts and checked
 * against its own size, which a stream has not: `-` is refused rather than read as a file of
 * that name, which `./-` still names.
 */
const STDIN = "-";

function stdinRefused(): Diagnostic {
  return {
    file: STDIN,
    line: 0,
    column: 0,
    message: "standard input is not read: give the result file's path (./- for a file named '-')",
  };
}

async function settled<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  try {
    return { status: "fulfilled", value: await promise };
  } catch (reason) {
    return { status: "rejected", reason };
  }
}

/**
 * A warning when the result file just written at `path` is larger than readers take (compare,
 * report, merge and replay would refuse it), else null: written anyway, since the run's results
 * are not to be lost, but said at once rather than at the next command.
 */
export function oversizeWarning(path: string, shown: string): string | null {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return null;
  }
  return sizeWarning(size, shown);
}

/** The same warning for a result of `size` bytes written to `shown` (standard output, say). */
export function sizeWarning(size: number, shown: string): string | null {
  if (size <= MAX_WRITTEN_FILE_BYTES) return null;
  // Rounded up: a file just over the limit never reads as equal to it.
  const mib = (n: number) => `${Math.ceil(n / (1 << 20))} MiB`;
  return `warning: ${shown} is ${mib(size)}, more than the ${mib(MAX_WRITTEN_FILE_BYTES)} ModelGate reads back: compare, report, merge and replay will refuse it; split the run with --shard and compare the parts, or record less (--capture hash)`;
}
