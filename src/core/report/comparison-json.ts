import type { Comparison } from "../compare/comparison.js";

/** `modelgate.compare/v1` as written to disk: two-space indentation, trailing newline. */
export function renderComparisonJson(c: Comparison): string {
  return `${JSON.stringify(c, null, 2)}\n`;
}
