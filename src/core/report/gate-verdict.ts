import type { Category, Comparison } from "../compare/comparison.js";
import { type GateOptions, type GateResult, gate } from "../compare/gate.js";
import { CATEGORY_LABEL, STATUS_MEANING, STATUS_WORD } from "./format.js";
import { headlineDetail } from "./headline.js";
import { STATUS_ICON } from "./markdown-status.js";

/**
 * A report's verdict as the gate decided it (the exit code of `modelgate compare`, the Action's
 * check run), so no report is green beside a red gate: a comparison that is compatible in itself
 * but fails `--fail-on still_failing` or `--fail-on-latency` reads `GATE FAILED`, never
 * `COMPATIBLE`.
 */
export interface GateVerdict {
  /** ✅ only when the gate passes; ❌ when it fails on behaviour or latency; ⚠️ on execution failures. */
  icon: string;
  /** `COMPATIBLE`, `REGRESSED`, `UNAVAILABLE`, `EXECUTION FAILURE`, or `GATE FAILED`. */
  word: string;
  /** What the verdict rests on: what only the chosen gate fails on first, then the comparison's own detail. */
  detail: string;
  /** One sentence (lower case) saying what the verdict means. */
  meaning: string;
  /** The gate passes. */
  passes: boolean;
  /** The decision itself. */
  gate: GateResult;
}

/** The categories the comparison's own status already accounts for. */
const IN_STATUS = new Set<Category>(["regression", "mismatch", "invalid", "error"]);

export function gateVerdict(c: Comparison, options: GateOptions | GateResult): GateVerdict {
  const decision = "exitCode" in options ? options : gate(c, options);
  const extra = extraFailures(c, decision);
  const detail = [...extra, headlineDetail(c)].join("; ");
  if (decision.exitCode === 0) {
    return {
      icon: STATUS_ICON[c.status],
      word: STATUS_WORD[c.status],
      detail,
      meaning: STATUS_MEANING[c.status],
      passes: true,
      gate: decision,
    };
  }
  const icon = decision.exitCode === 1 ? "❌" : "⚠️";
  if (c.status === "compatible") {
    return {
      icon,
      word: "GATE FAILED",
      detail,
      meaning: `compatible in itself (${STATUS_MEANING.compatible}), but the gate also fails on ${extra.length > 0 ? extra.join(", ") : "it"}`,
      passes: false,
      gate: decision,
    };
  }
  return {
    icon,
    word: STATUS_WORD[c.status],
    detail,
    meaning: STATUS_MEANING[c.status],
    passes: false,
    gate: decision,
  };
}

/** `GATE FAILED: 2 slower; no regression in 6 cases`: the one-line headline of a report. */
export function gateHeadline(c: Comparison, options: GateOptions | GateResult): string {
  const v = gateVerdict(c, options);
  return `${v.word}: ${v.detail}`;
}

/** `1 still failing`, `2 slower`: what fails this gate beyond the comparison's own status. */
function extraFailures(c: Comparison, decision: GateResult): string[] {
  const extra = decision.failing.filter((cat) => !IN_STATUS.has(cat));
  const counts = new Map<Category, number>();
  if (extra.length > 0) for (const x of c.cases) counts.set(x.category, (counts.get(x.category) ?? 0) + 1);
  const parts = extra.map((cat) => `${counts.get(cat) ?? 0} ${CATEGORY_LABEL[cat]}`);
  if (decision.slower > 0) parts.push(`${decision.slower} slower`);
  return parts;
}
