import { stringifyJson } from "../json/stringify.js";
import type { Json } from "../json/value.js";
import type { RunResult } from "../result/run-result.js";

/** The run itself (`modelgate.run/v1`), re-serialised with two-space indentation; big integers kept. */
export function renderRunJson(run: RunResult): string {
  return `${stringifyJson(run as unknown as Json, 2)}\n`;
}
