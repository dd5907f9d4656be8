import { resolve } from "node:path";
import { type Diagnostic, InputError } from "../core/diagnostics.js";
import type { RunResult } from "../core/result/run-result.js";
import { readRunResult } from "../load/result-file.js";

/**
 * Reads result files (named as the user wrote them, resolved against `cwd`). All are read before
 * anything is reported, so every problem of every file is shown at once. `alike`: the files are
 * runs of one suite (a comparison's two sides), so each later one shares the first's equal
 * strings and they are held once.
 */
export async function readRunResults(
  cwd: string,
  files: readonly string[],
  alike = false,
): Promise<RunResult[]> {
  // One after the other: a large result file is read and parsed in parts (readRunResult), so
  // at no time is more than a part of any file's text held.
  const results: PromiseSettledResult<RunResult>[] = [];
  for (const file of files) {
    try {
      const first = results[0];
      const like = alike && first?.status === "fulfilled" ? first.value : undefined;
      const result = await readRunResult(file, resolve(cwd, file), like);
      results.push({ status: "fulfilled", value: result });
    } catch (reason) {
      results.push({ status: "rejected", reason });
    }
  }
  const problems = results.flatMap((r, i): Diagnostic[] => {
    if (r.status === "fulfilled") return [];
    if (r.reason instanceof InputError) return r.reason.diagnostics;
    return [{ file: files[i]!, line: 0, column: 0, message: `cannot read: ${(r.reason as Error).message}` }];
  });
  if (problems.length > 0) throw new InputError(problems);
  return results.map((r) => (r as PromiseFulfilledResult<RunResult>).value);
}
