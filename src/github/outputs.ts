import * as core from "@actions/core";

/** The Action's outputs (action.yml); every one is set on every run, empty when not applicable. */
export const OUTPUT_NAMES = [
  "status",
  "cases",
  "regressions",
  "fixed",
  "changed",
  "mismatches",
  "errors",
  "result-path",
  "comparison-path",
  "report-path",
  "baseline-source",
  "baseline-sha",
  "comment-id",
  "comment-url",
  "check-run-id",
  "check-run-url",
] as const;

export type OutputName = (typeof OUTPUT_NAMES)[number];
export type Outputs = Record<OutputName, string>;

export function setOutputs(values: Partial<Outputs>): void {
  for (const name of OUTPUT_NAMES) core.setOutput(name, values[name] ?? "");
}
