import type { RunResult } from "../result/run-result.js";
import { runResultJson } from "../result/stored-form.js";

/**
 * The run itself as its result file holds it (`modelgate.run/v2`): compact unless `pretty`
 * (two-space indentation), each JSON output stored once, big integers kept.
 */
export function renderRunJson(run: RunResult, options: { pretty?: boolean } = {}): string {
  return runResultJson(run, options);
}
