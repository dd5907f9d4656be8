import type { CaseResult, RepetitionResult } from "../result/run-result.js";

function labelOf(rep: RepetitionResult): string | null {
  if (rep.evidence.label !== undefined) return rep.evidence.label;
  return rep.output === null ? null : rep.output.trim();
}

/** A classification case whose first judged label differs between the sides. */
export function labelChange(
  c: CaseResult,
  b: RepetitionResult | undefined,
  n: RepetitionResult | undefined,
): { from: string; to: string } | null {
  if (c.type !== "classification" || b === undefined || n === undefined) return null;
  const from = labelOf(b);
  const to = labelOf(n);
  return from === null || to === null || from === to ? null : { from, to };
}
