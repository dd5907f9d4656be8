import { type CaseResult, isJudged, type RepetitionResult, type RunResult } from "../result/run-result.js";
import { shardOf } from "../result/shard.js";
import type { CaseComparison } from "./comparison.js";
import { executionProblem, failureDetail } from "./execution.js";
import { failureReason, judgedRepetitions, passes, uniqueWarnings } from "./repetitions.js";
import { sideLatency, sideTokens } from "./stats.js";

/**
 * Why a case is absent from `run`: its shard was not merged, the run's selection (every one of
 * --tag, --case and --shard it was made with: together they left the case out), or not at all.
 * The baseline's never holds `; `: {@link absenceReason} finds it after a new case's verdict by that.
 */
export function oneSidedReason(run: RunResult, side: "baseline" | "candidate", id: string): string {
  const plan = run.shard_plan;
  if (plan !== undefined && plan.missing.length > 0) {
    const shard = shardOf(id, plan.count);
    if (plan.missing.includes(shard))
      return `not in the ${side} run (its shard ${shard}/${plan.count} is missing from the merge)`;
  }
  if (side === "baseline") return "not in the baseline run";
  const { tags, shard, cases } = run.selection;
  // In the order the run applies them; a tag list or glob list reads `a, b`, so `and` joins them.
  const selections: string[] = [];
  if (tags.length > 0) selections.push(`--tag ${tags.join(", ")}`);
  if (cases !== undefined && cases.length > 0) selections.push(`--case ${cases.join(", ")}`);
  if (shard !== null) {
    if (selections.length === 0) return `not in the candidate run (shard ${shard.index}/${shard.count})`;
    selections.push(`--shard ${shard.index}/${shard.count}`);
  }
  if (selections.length === 0) return "not in the candidate run";
  return `not in the candidate run (not selected by ${selections.join(" and ")})`;
}

/** The absence part of a one-sided case's reason: after a new case's verdict, if it has one. */
export function absenceReason(reason: string): string {
  return reason.slice(reason.lastIndexOf("; ") + 2);
}

/**
 * What a new case did in the candidate when it did not pass, or null: a new case that fails or
 * could not run does not gate, but must not read like one that passes.
 */
function candidateVerdict(c: CaseResult, judged: readonly RepetitionResult[]): string | null {
  const problem = executionProblem(c, judged, passes(judged));
  if (problem !== null) {
    const first = c.repetitions.find((r) => !isJudged(r.status));
    const detail = isJudged(c.status) || first === undefined ? problem : failureDetail(first);
    return `could not execute in the candidate (${detail})`;
  }
  if (c.status === "pass") return null;
  const counts =
    c.repetitions.length > 1 ? ` (${c.pass_count}/${c.repeat} passed, min_pass ${c.min_pass})` : "";
  const verdict = c.status === "invalid" ? "invalid" : "fails";
  return `${verdict} in the candidate${counts}: ${failureReason(judged) ?? c.status}`;
}

/** A case present on one side only: figures for that side, nothing compared. */
export function oneSided(c: CaseResult, category: "missing" | "new", reason: string): CaseComparison {
  const judged = judgedRepetitions(c);
  const lat = sideLatency(judged);
  const tok = sideTokens(judged);
  const warnings = uniqueWarnings(c);
  // A missing case exists in the baseline only, a new one in the candidate only.
  const [base, cand] = category === "missing" ? [c, null] : [null, c];
  const verdict = cand === null ? null : candidateVerdict(cand, judged);
  const on = <T>(side: CaseResult | null, value: T): T | null => (side === null ? null : value);
  return {
    id: c.id,
    type: c.type,
    category,
    contract: c.contract,
    baseline_status: on(base, c.status),
    candidate_status: on(cand, c.status),
    reason: verdict === null ? reason : `${verdict}; ${reason}`,
    label_change: null,
    baseline_pass_count: on(base, c.pass_count),
    candidate_pass_count: on(cand, c.pass_count),
    repeat: { baseline: on(base, c.repeat), candidate: on(cand, c.repeat) },
    judged: { baseline: on(base, judged.length), candidate: on(cand, judged.length) },
    p_value: null,
    p_threshold: null,
    contract_rates: null,
    definition_changed: false,
    latency: {
      baseline_ms: on(base, lat.ms),
      candidate_ms: on(cand, lat.ms),
      delta_ms: null,
      delta_pct: null,
      slower: false,
      source: { baseline: on(base, lat.source), candidate: on(cand, lat.source) },
      figure: null,
    },
    tokens: {
      baseline: on(base, tok.tokens),
      candidate: on(cand, tok.tokens),
      delta_pct: null,
      longer: false,
      tps_baseline: on(base, tok.tps),
      tps_candidate: on(cand, tok.tps),
      tps_delta_pct: null,
      tps_slower: false,
    },
    baseline_warnings: base === null ? [] : warnings,
    candidate_warnings: cand === null ? [] : warnings,
    new_warnings: cand === null ? [] : warnings,
    output_changed: false,
    diff: null,
    source: { file: c.source.file, line: c.source.line },
  };
}
