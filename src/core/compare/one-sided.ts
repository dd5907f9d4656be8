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
  const isBase = category === "missing";
  const warnings = uniqueWarnings(c);
  return {
    id: c.id,
    type: c.type,
    category,
    contract: c.contract,
    baseline_status: isBase ? c.status : null,
    candidate_status: isBase ? null : c.status,
    reason,
    label_change: null,
    baseline_pass_count: isBase ? c.pass_count : null,
    candidate_pass_count: isBase ? null : c.pass_count,
    repeat: { baseline: isBase ? c.repeat : null, candidate: isBase ? null : c.repeat },
    p_value: null,
    p_threshold: null,
    contract_rates: null,
    definition_changed: false,
    latency: {
      baseline_ms: isBase ? lat.ms : null,
      candidate_ms: isBase ? null : lat.ms,
      delta_ms: null,
      delta_pct: null,
      slower: false,
      source: { baseline: isBase ? lat.source : null, candidate: isBase ? null : lat.source },
      figure: null,
    },
    tokens: {
      baseline: isBase ? tok.tokens : null,
      candidate: isBase ? null : tok.tokens,
      delta_pct: null,
      longer: false,
      tps_baseline: isBase ? tok.tps : null,
      tps_candidate: isBase ? null : tok.tps,
      tps_delta_pct: null,
      tps_slower: false,
    },
    baseline_warnings: isBase ? warnings : [],
    candidate_warnings: isBase ? [] : warnings,
    new_warnings: isBase ? [] : warnings,
    output_changed: false,
    diff: null,
    source: { file: c.source.file, line: c.source.line },
  };
}
