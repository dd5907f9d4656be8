import type { CaseResult, RunResult } from "../result/run-result.js";
import { shardOf } from "../result/shard.js";
import type { CaseComparison } from "./comparison.js";
import { judgedRepetitions, uniqueWarnings } from "./repetitions.js";
import { sideLatency, sideTokens } from "./stats.js";

/** Why a case is absent from `run`: its shard was not merged, a --tag or --shard selection, or not at all. */
export function oneSidedReason(run: RunResult, side: "baseline" | "candidate", id: string): string {
  const plan = run.shard_plan;
  if (plan !== undefined && plan.missing.length > 0) {
    const shard = shardOf(id, plan.count);
    if (plan.missing.includes(shard))
      return `not in the ${side} run (its shard ${shard}/${plan.count} is missing from the merge)`;
  }
  if (side === "baseline") return "not in the baseline run";
  const { tags, shard, cases } = run.selection;
  if (cases !== undefined && cases.length > 0)
    return `not in the candidate run (not selected by --case ${cases.join(", ")})`;
  if (tags.length > 0) return `not in the candidate run (not selected by --tag ${tags.join(", ")})`;
  if (shard !== null) return `not in the candidate run (shard ${shard.index}/${shard.count})`;
  return "not in the candidate run";
}

/** A case present on one side only: figures for that side, nothing compared. */
export function oneSided(c: CaseResult, category: "missing" | "new", reason: string): CaseComparison {
  const judged = judgedRepetitions(c);
  const lat = sideLatency(judged);
  const tok = sideTokens(judged);
  const warnings = uniqueWarnings(c);
  // A missing case exists in the baseline only, a new one in the candidate only.
  const [base, cand] = category === "missing" ? [c, null] : [null, c];
  const on = <T>(side: CaseResult | null, value: T): T | null => (side === null ? null : value);
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
