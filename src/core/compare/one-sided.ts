import type { CaseResult, RepetitionResult, RunResult } from "../result/run-result.js";
import { shardOf } from "../result/shard.js";
import type { CaseComparison, Category } from "./comparison.js";
import { executionProblem, executionSentence } from "./execution.js";
import { failureReason, judgedRepetitions, passes, uniqueWarnings } from "./repetitions.js";
import { sideLatency, sideTokens } from "./stats.js";

/**
 * Why a case is absent from `run`: its shard was not merged, the run's selection (every one of
 * --tag, --case and --shard it was made with: together they left the case out), or not at all.
 * It never holds `; `: {@link absenceReason} finds it after a new case's verdict by that.
 */
export function oneSidedReason(run: RunResult, side: "baseline" | "candidate", id: string): string {
  const absent = missingShardOf(run, id);
  if (absent !== null) return shardAbsence(side, absent);
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

/**
 * `2/3` when `run` is a merge missing the shard `id` belongs to (the case was never run there),
 * else null.
 */
export function missingShardOf(run: RunResult, id: string): string | null {
  const plan = run.shard_plan;
  if (plan === undefined || plan.missing.length === 0) return null;
  const shard = shardOf(id, plan.count);
  return plan.missing.includes(shard) ? `${shard}/${plan.count}` : null;
}

function shardAbsence(side: "baseline" | "candidate", shard: string): string {
  return `not run in the ${side} (its shard ${shard} is missing from the merge)`;
}

const SHARD_ABSENCE =
  /^not run in the (baseline|candidate) \(its shard \d+\/\d+ is missing from the merge\)$/;

/**
 * The side whose merge lacked the shard of an `error` case that is on one side only for that
 * reason, else null: such a case is an execution failure the headline names by its shard.
 */
export function shardAbsentSide(x: CaseComparison): "baseline" | "candidate" | null {
  if (x.category !== "error" || x.reason === null) return null;
  // First in a baseline-only case's reason (its baseline status may follow), last in a
  // candidate-only one's (after why the candidate could not execute it, if it could not).
  const m = SHARD_ABSENCE.exec(x.reason.split("; ")[0]!) ?? SHARD_ABSENCE.exec(absenceReason(x.reason));
  return m === null ? null : (m[1] as "baseline" | "candidate");
}

/** The absence part of a one-sided case's reason: after a new case's verdict, if it has one. */
export function absenceReason(reason: string): string {
  return reason.slice(reason.lastIndexOf("; ") + 2);
}

/**
 * What a new case did in the candidate when it did not pass, or null: a new case that fails does
 * not gate, but must not read like one that passes. (One that could not execute is `error`.)
 */
function candidateVerdict(c: CaseResult, judged: readonly RepetitionResult[]): string | null {
  if (c.status === "pass") return null;
  const counts =
    c.repetitions.length > 1 ? ` (${c.pass_count}/${c.repeat} passed, min_pass ${c.min_pass})` : "";
  const verdict = c.status === "invalid" ? "invalid" : "fails";
  return `${verdict} in the candidate${counts}: ${failureReason(judged) ?? c.status}`;
}

/**
 * A case present on one side only: figures for that side, nothing compared. A missing case that
 * did not pass in the baseline says its status there (`; its status in the baseline: error`); a
 * new case says how it did in the candidate, and one the candidate could not execute is `error`
 * (an execution failure: it gates with exit 3, as on both sides; the gate cannot know it works).
 * `shardMissing`: the other side is a merge that lacks this case's shard, so the case was never
 * run there: an `error` (PRODUCT §6), never `missing` or `new`. A new case's verdict is then left
 * out of the reason (it may quote the model, and an `error` reason is shown when outputs are not).
 */
export function oneSided(
  c: CaseResult,
  side: "missing" | "new",
  absence: string,
  shardMissing = false,
): CaseComparison {
  const judged = judgedRepetitions(c);
  const lat = sideLatency(judged);
  const tok = sideTokens(judged);
  const warnings = uniqueWarnings(c);
  // A missing case exists in the baseline only, a new one in the candidate only.
  const [base, cand] = side === "missing" ? [c, null] : [null, c];
  const problem = cand === null ? null : executionProblem(cand, judged, passes(judged));
  const category: Category = problem === null && !shardMissing ? side : "error";
  let reason: string;
  if (problem !== null) reason = `${executionSentence("candidate", problem)}; ${absence}`;
  else if (shardMissing && cand !== null) reason = absence;
  else if (cand === null)
    reason = c.status === "pass" ? absence : `${absence}; its status in the baseline: ${c.status}`;
  else {
    const verdict = candidateVerdict(cand, judged);
    reason = verdict === null ? absence : `${verdict}; ${absence}`;
  }
  const on = <T>(present: CaseResult | null, value: T): T | null => (present === null ? null : value);
  return {
    id: c.id,
    type: c.type,
    category,
    contract: c.contract,
    baseline_status: on(base, c.status),
    candidate_status: on(cand, c.status),
    reason,
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
