import { InputError } from "../diagnostics.js";
import {
  type CaseResult,
  isJudged,
  type RepetitionResult,
  type RepetitionStatus,
  type RunResult,
} from "../result/run-result.js";
import { shardOf } from "../result/shard.js";
import { READABLE_RUN_FORMATS } from "../result/stored-form.js";
import {
  type CaseComparison,
  type CaseLatency,
  type CaseTokens,
  type Category,
  COMPARE_FORMAT,
  type Comparison,
  type ComparisonStatus,
  emptySummary,
  type MissingShards,
  SUMMARY_KEY,
  type Summary,
} from "./comparison.js";
import { compareContract, type SideCapture, uncapturedSides } from "./contract.js";
import { type ContractRates, contractRates } from "./contract-rates.js";
import { evidenceChanges } from "./evidence.js";
import { fisherDropMinimumP, fisherDropPValue } from "./fisher.js";
import { type Correction, type Decision, holmDecisions } from "./holm.js";
import { runIdentity } from "./identity.js";
import { deltaPct, latencyFigure, sideLatency, sideTokens } from "./stats.js";
import { evidenceDiff } from "./structured-diff.js";
import { suiteLatency, suiteTokens } from "./suite-stats.js";

export interface CompareOptions {
  /** Significance level of the one-sided Fisher test for pass-rate drops. */
  alpha: number;
  /** `holm`: alpha is shared over every repeated case of the comparison (step-down); `none`: per case. */
  correction: Correction;
  /** A case is slower only when its median grew by more than this percentage... */
  latencyThresholdPct: number;
  /** ...and by more than this many milliseconds. */
  minLatencyDeltaMs: number;
  /** Output tokens count as longer only past the percentage threshold and this many tokens. */
  minTokenDelta: number;
  /** Compare cases whose definitions (`case_sha256`) differ instead of refusing. */
  allowSuiteMismatch: boolean;
}

export const DEFAULT_COMPARE_OPTIONS: CompareOptions = {
  alpha: 0.05,
  correction: "holm",
  latencyThresholdPct: 25,
  minLatencyDeltaMs: 100,
  minTokenDelta: 20,
  allowSuiteMismatch: false,
};

/**
 * Compares a candidate run with a baseline run of the same suite. Throws InputError for runs
 * that cannot be compared (different suites, changed case definitions, duplicate ids).
 *
 * Category precedence — the first rule that applies wins (docs/comparison.md):
 *  1. missing / new     the case is on one side only
 *  2. error             either side could not execute it (or failed only for lack of executions)
 *  3. regression        passed in the baseline; with one repetition a side, fails or is invalid
 *                       now; with repetitions on both sides, its pass rate dropped significantly
 *                       (one-sided Fisher, Holm-corrected over the comparison's repeated cases)
 *  4. invalid           its contract cannot be evaluated: evidence malformed on one side
 *  5. mismatch          its contract differs from the baseline's evidence (with repetitions: the
 *                       candidate's match rate dropped significantly below the baseline's own)
 *  6. flaky             repetitions on both sides, baseline passed, candidate passes k < N times
 *                       (0 included) and the drop is not significant
 *  7. fixed             did not pass in the baseline, passes now
 *  8. still_failing     did not pass in the baseline, does not pass now
 *  9. changed           passes in both; output or evidence changed
 * 10. passing           passes in both, unchanged
 */
export function compareRuns(
  baseline: RunResult,
  candidate: RunResult,
  options: Partial<CompareOptions> = {},
): Comparison {
  const opts = resolveOptions(options);
  checkComparable(baseline, candidate, opts);
  const baseById = indexCases(baseline, "baseline");
  const candById = indexCases(candidate, "candidate");

  const capture: SideCapture = { baseline: baseline.capture, candidate: candidate.capture };
  const order = caseOrder(baseline, candidate, candById);
  // First the statistics of every case present on both sides, so that the correction for
  // testing many cases sees the whole family before any case is judged.
  const prepared = new Map<string, Prepared>();
  for (const id of order) {
    const b = baseById.get(id);
    const c = candById.get(id);
    if (b !== undefined && c !== undefined) prepared.set(id, prepare(b, c, capture));
  }
  decide([...prepared.values()], opts);

  const cases: CaseComparison[] = [];
  const executionStatuses: RepetitionStatus[] = [];
  for (const id of order) {
    const p = prepared.get(id);
    const b = baseById.get(id);
    const c = candById.get(id);
    if (p !== undefined) {
      const entry = compareCase(p, capture, opts);
      cases.push(entry);
      if (entry.category === "error") executionStatuses.push(...failingSideStatuses(p.b, p.c));
    } else if (b !== undefined) {
      cases.push(oneSided(b, "missing", oneSidedReason(candidate, "candidate", id), opts));
    } else if (c !== undefined) {
      cases.push(oneSided(c, "new", oneSidedReason(baseline, "baseline", id), opts));
    }
  }

  const missingShards: MissingShards[] = [];
  for (const [side, run] of [
    ["baseline", baseline],
    ["candidate", candidate],
  ] as const) {
    const plan = run.shard_plan;
    if (plan !== undefined && plan.missing.length > 0)
      missingShards.push({ side, count: plan.count, missing: [...plan.missing] });
  }

  const summary = summarize(cases);
  return {
    format: COMPARE_FORMAT,
    status: overallStatus(summary, executionStatuses, missingShards.length > 0),
    summary,
    baseline: runIdentity(baseline),
    candidate: runIdentity(candidate),
    options: {
      alpha: opts.alpha,
      correction: opts.correction,
      latency_threshold_pct: opts.latencyThresholdPct,
      min_latency_delta_ms: opts.minLatencyDeltaMs,
      min_token_delta: opts.minTokenDelta,
      allow_suite_mismatch: opts.allowSuiteMismatch,
    },
    cases,
    latency: suiteLatency(cases, opts.latencyThresholdPct, opts.minLatencyDeltaMs),
    tokens: suiteTokens(cases),
    missing_shards: missingShards,
  };
}

function resolveOptions(options: Partial<CompareOptions>): CompareOptions {
  const opts: CompareOptions = { ...DEFAULT_COMPARE_OPTIONS };
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined) (opts as unknown as Record<string, unknown>)[key] = value;
  }
  const problems: string[] = [];
  if (!(opts.alpha > 0 && opts.alpha <= 1)) problems.push(`alpha must be in (0, 1], got ${opts.alpha}`);
  if (opts.correction !== "holm" && opts.correction !== "none")
    problems.push(`correction must be holm or none, got ${String(opts.correction)}`);
  if (!(opts.latencyThresholdPct >= 0))
    problems.push(`latency threshold must be >= 0, got ${opts.latencyThresholdPct}`);
  if (!(opts.minLatencyDeltaMs >= 0))
    problems.push(`minimum latency delta must be >= 0, got ${opts.minLatencyDeltaMs}`);
  if (!(opts.minTokenDelta >= 0))
    problems.push(`minimum token delta must be >= 0, got ${opts.minTokenDelta}`);
  if (problems.length > 0) throw new InputError(problems.join("\n"));
  return opts;
}

function checkComparable(baseline: RunResult, candidate: RunResult, opts: CompareOptions): void {
  for (const [side, run] of [
    ["baseline", baseline],
    ["candidate", candidate],
  ] as const) {
    if (!READABLE_RUN_FORMATS.includes(run.format)) {
      throw new InputError(
        `${side}: unsupported result format '${String(run.format)}' (expected ${READABLE_RUN_FORMATS.map((f) => `'${f}'`).join(" or ")})`,
      );
    }
  }
  if (baseline.suite.name !== candidate.suite.name) {
    throw new InputError(`runs of different suites: '${baseline.suite.name}' vs '${candidate.suite.name}'`);
  }
  if (opts.allowSuiteMismatch) return;
  const baseSha = new Map(baseline.cases.map((c) => [c.id, c.case_sha256]));
  const changed = candidate.cases.filter((c) => baseSha.has(c.id) && baseSha.get(c.id) !== c.case_sha256);
  if (changed.length > 0) {
    const ids = changed.map((c) => c.id);
    const shown =
      ids.length > 20 ? `${ids.slice(0, 20).join(", ")}, ... (${ids.length} in all)` : ids.join(", ");
    throw new InputError(
      `case definitions differ between the runs of suite '${candidate.suite.name}': ${shown}; ` +
        "re-run the baseline, or pass --allow-suite-mismatch to compare anyway",
    );
  }
}

function indexCases(run: RunResult, side: string): Map<string, CaseResult> {
  const byId = new Map<string, CaseResult>();
  for (const c of run.cases) {
    if (byId.has(c.id)) throw new InputError(`${side}: case id '${c.id}' appears more than once`);
    byId.set(c.id, c);
  }
  return byId;
}

/** Candidate order (the current suite); each baseline-only case follows its baseline predecessor. */
function caseOrder(baseline: RunResult, candidate: RunResult, candById: Map<string, CaseResult>): string[] {
  const after = new Map<string | null, string[]>();
  let anchor: string | null = null;
  for (const c of baseline.cases) {
    if (candById.has(c.id)) {
      anchor = c.id;
    } else {
      const bucket = after.get(anchor) ?? [];
      bucket.push(c.id);
      after.set(anchor, bucket);
    }
  }
  const order = [...(after.get(null) ?? [])];
  for (const c of candidate.cases) order.push(c.id, ...(after.get(c.id) ?? []));
  return order;
}

/** Why a case is absent from `run`: its shard was not merged, a --tag or --shard selection, or not at all. */
function oneSidedReason(run: RunResult, side: "baseline" | "candidate", id: string): string {
  const plan = run.shard_plan;
  if (plan !== undefined && plan.missing.length > 0) {
    const shard = shardOf(id, plan.count);
    if (plan.missing.includes(shard))
      return `not in the ${side} run (its shard ${shard}/${plan.count} is missing from the merge)`;
  }
  if (side === "baseline") return "not in the baseline run";
  const { tags, shard } = run.selection;
  if (tags.length > 0) return `not in the candidate run (not selected by --tag ${tags.join(", ")})`;
  if (shard !== null) return `not in the candidate run (shard ${shard.index}/${shard.count})`;
  return "not in the candidate run";
}

function judgedRepetitions(c: CaseResult): RepetitionResult[] {
  return [...c.repetitions].sort((x, y) => x.index - y.index).filter((r) => isJudged(r.status));
}

function uniqueWarnings(c: CaseResult): string[] {
  return [...new Set(c.repetitions.flatMap((r) => r.warnings))];
}

/** A case present on both sides, with the statistics the correction needs. */
interface Prepared {
  b: CaseResult;
  c: CaseResult;
  bJudged: RepetitionResult[];
  cJudged: RepetitionResult[];
  /** Either side could not execute it: the case is `error`, and outside the tested family. */
  execution: Verdict | null;
  /** Pass-rate test; null unless both sides judged more than one repetition. */
  pValue: number | null;
  passDecision: Decision | null;
  rates: ContractRates | null;
  contractDecision: Decision | null;
}

function prepare(b: CaseResult, c: CaseResult, capture: SideCapture): Prepared {
  const bJudged = judgedRepetitions(b);
  const cJudged = judgedRepetitions(c);
  const execution = executionVerdict(b, c);
  const repeated = execution === null && bJudged.length > 1 && cJudged.length > 1;
  const pValue = repeated
    ? fisherDropPValue(passes(bJudged), bJudged.length, passes(cJudged), cJudged.length)
    : null;
  const rates =
    repeated && c.contract !== null && uncapturedSides(capture) === null
      ? contractRates(c.contract, bJudged, cJudged)
      : null;
  return { b, c, bJudged, cJudged, execution, pValue, passDecision: null, rates, contractDecision: null };
}

/** One family of hypotheses per comparison: every pass-rate test and every contract-rate test. */
function decide(prepared: Prepared[], opts: CompareOptions): void {
  const tests: { p: number; minimum: number; set: (d: Decision) => void }[] = [];
  for (const x of prepared) {
    if (x.pValue !== null) {
      const [bk, bn, ck, cn] = [passes(x.bJudged), x.bJudged.length, passes(x.cJudged), x.cJudged.length];
      tests.push({
        p: x.pValue,
        minimum: fisherDropMinimumP(bk, bn, ck, cn),
        set: (d) => {
          x.passDecision = d;
        },
      });
    }
    const r = x.rates;
    if (r !== null)
      tests.push({
        p: r.p_value,
        // From the pooled repetitions only (what the permutation test conditions on).
        minimum: r.minimum_p,
        set: (d) => {
          x.contractDecision = d;
        },
      });
  }
  const decisions = holmDecisions(
    tests.map((t) => t.p),
    opts.alpha,
    opts.correction,
    tests.map((t) => t.minimum),
  );
  tests.forEach((t, i) => {
    t.set(decisions[i]!);
  });
}

function compareCase(p: Prepared, capture: SideCapture, opts: CompareOptions): CaseComparison {
  const { b, c, bJudged, cJudged, pValue } = p;
  // A side written with `capture: none` keeps nothing to compare: no change can be detected.
  const uncaptured = uncapturedSides(capture);
  const changes =
    bJudged.length > 0 && cJudged.length > 0 && uncaptured === null
      ? evidenceChanges(bJudged, cJudged)
      : null;
  const { category, reason } = p.execution ?? categorize(p, changes, capture, opts);
  const rates = p.rates;
  const contractDecision = p.contractDecision;

  const baselineWarnings = uniqueWarnings(b);
  const candidateWarnings = uniqueWarnings(c);
  const known = new Set(baselineWarnings);
  return {
    id: c.id,
    type: c.type,
    category,
    contract: c.contract,
    baseline_status: b.status,
    candidate_status: c.status,
    reason,
    label_change: labelChange(c, bJudged[0], cJudged[0]),
    baseline_pass_count: b.pass_count,
    candidate_pass_count: c.pass_count,
    repeat: { baseline: b.repeat, candidate: c.repeat },
    p_value: pValue,
    p_threshold: p.passDecision?.threshold ?? null,
    contract_rates:
      rates === null || contractDecision === null
        ? null
        : {
            baseline_matches: rates.baseline_matches,
            baseline_total: rates.baseline_total,
            candidate_matches: rates.candidate_matches,
            candidate_total: rates.candidate_total,
            p_value: rates.p_value,
            p_threshold: contractDecision.threshold,
            significant: contractDecision.significant,
          },
    definition_changed: b.case_sha256 !== c.case_sha256,
    latency: latency(bJudged, cJudged, opts),
    tokens: tokens(bJudged, cJudged, opts),
    baseline_warnings: baselineWarnings,
    candidate_warnings: candidateWarnings,
    new_warnings: candidateWarnings.filter((w) => !known.has(w)),
    output_changed: changes !== null && changes.changed.length > 0,
    diff: changes?.pair ? evidenceDiff(changes.pair[0], changes.pair[1]) : null,
    source: { file: c.source.file, line: c.source.line },
  };
}

interface Verdict {
  category: Category;
  reason: string | null;
}

function categorize(
  p: Prepared,
  changes: ReturnType<typeof evidenceChanges> | null,
  capture: SideCapture,
  opts: CompareOptions,
): Verdict {
  const { b, c, bJudged, cJudged, pValue } = p;
  const cPass = c.status === "pass";
  const bPass = b.status === "pass";
  // Counted from the repetitions themselves, so a result written by another tool cannot make
  // the statistics inconsistent.
  const bPasses = passes(bJudged);
  const cPasses = passes(cJudged);
  const rate =
    pValue === null ? "" : `pass rate ${bPasses}/${bJudged.length} -> ${cPasses}/${cJudged.length}`;
  const decision = p.passDecision;
  if (bPass) {
    if (pValue === null || decision === null) {
      if (!cPass)
        return { category: "regression", reason: failureReason(cJudged) ?? "fails in the candidate" };
    } else if (decision.significant && cPasses * bJudged.length < bPasses * cJudged.length) {
      const stats = `${rate} (one-sided Fisher p = ${formatP(pValue)} <= ${thresholdText(decision, opts)})`;
      return { category: "regression", reason: joinReasons(stats, cPass ? null : failureReason(cJudged)) };
    }
  }

  // No baseline evidence: the contract cannot be evaluated. Calling that `fixed` or `passing`
  // would count an infrastructure failure as compatible.
  if (c.contract !== null && bJudged[0] === undefined) {
    return {
      category: "invalid",
      reason: `the baseline could not execute it (${b.status}): the ${c.contract} contract cannot be evaluated`,
    };
  }
  const rates = p.rates;
  if (c.contract !== null && rates !== null && p.contractDecision !== null) {
    const outcome = contractOverRepetitions(c.contract, rates, p.contractDecision, opts);
    if (outcome !== null) return outcome;
  } else if (c.contract !== null && bJudged[0] !== undefined && cJudged[0] !== undefined) {
    const outcome = compareContract(c.contract, bJudged[0], cJudged[0], capture);
    if (outcome.status !== "compatible") return { category: outcome.status, reason: outcome.reason };
  }

  if (bPass && pValue !== null && decision !== null && cPasses < cJudged.length) {
    return {
      category: "flaky",
      reason: `${rate} (one-sided Fisher p = ${formatP(pValue)}, not significant: ${thresholdText(decision, opts)})`,
    };
  }

  if (!bPass) {
    if (cPass) return { category: "fixed", reason: `was: ${failureReason(bJudged) ?? b.status}` };
    return { category: "still_failing", reason: failureReason(cJudged) };
  }

  if (changes !== null && changes.changed.length > 0)
    return { category: "changed", reason: changes.changed.join("; ") };
  const uncaptured = uncapturedSides(capture);
  if (uncaptured !== null) {
    // Passing, but not "unchanged": say that a change could not have been seen.
    return {
      category: "passing",
      reason: `outputs not captured (capture: none on ${uncaptured}): changes cannot be detected`,
    };
  }
  return { category: "passing", reason: null };
}

/** `corrected threshold 0.00417; alpha 0.05, Holm over 12 tests`, or `alpha 0.05` uncorrected. */
function thresholdText(d: Decision, opts: CompareOptions): string {
  if (opts.correction === "none") return `alpha ${opts.alpha}, no correction`;
  if (d.minimum > opts.alpha)
    return `with these counts p cannot go below ${formatP(d.minimum)}, so it is not tested at alpha ${opts.alpha}`;
  const tests = `${d.family} ${d.family === 1 ? "test" : "tests"}`;
  return `corrected threshold ${formatP(d.threshold)}; alpha ${opts.alpha}, Holm over ${tests}`;
}

/**
 * A contract judged over repetitions: a mismatch only when the candidate's match rate dropped
 * significantly below the baseline's own self-match rate; `invalid` when no candidate
 * repetition could be evaluated at all. Null: compatible.
 */
function contractOverRepetitions(
  kind: string,
  rates: ContractRates,
  decision: Decision,
  opts: CompareOptions,
): Verdict | null {
  const miss = rates.first_miss;
  const figures = `${rates.candidate_matches}/${rates.candidate_total} candidate repetitions match a baseline repetition, baseline self-match ${rates.baseline_matches}/${rates.baseline_total}`;
  if (rates.all_invalid && miss !== null)
    return { category: "invalid", reason: `${miss.reason} (${figures})` };
  const dropped =
    rates.candidate_matches * rates.baseline_total < rates.baseline_matches * rates.candidate_total;
  if (!decision.significant || !dropped || miss === null) return null;
  return {
    category: miss.status,
    reason: `${miss.reason} (${kind} contract over repetitions: ${figures}; permutation p = ${formatP(rates.p_value)} <= ${thresholdText(decision, opts)})`,
  };
}

function passes(judged: RepetitionResult[]): number {
  return judged.filter((r) => r.status === "pass").length;
}

function joinReasons(first: string | null, second: string | null): string | null {
  const parts = [first, second].filter((p): p is string => p !== null && p !== "");
  return parts.length === 0 ? null : parts.join(": ");
}

/** The reason of the first repetition that did not pass. */
function failureReason(judged: RepetitionResult[]): string | null {
  const failed = judged.find((r) => r.status !== "pass");
  if (failed === undefined) return null;
  return failed.reason ?? (failed.status === "invalid" ? "invalid evidence" : "failed");
}

/** Why one side could not be judged, or null: it did not execute, or missed min_pass only for want of executions. */
function executionProblem(x: CaseResult): string | null {
  const failures = x.repetitions.filter((r) => !isJudged(r.status));
  const judged = judgedRepetitions(x);
  const passed = x.status === "pass";
  if (
    isJudged(x.status) &&
    (passed || failures.length === 0 || passes(judged) + failures.length < x.min_pass)
  )
    return null;
  const first = failures[0];
  if (first === undefined) return x.status;
  const message = first.error ?? first.reason;
  const detail = message === null ? first.status : `${first.status}: ${message}`;
  if (isJudged(x.status)) {
    return `${failures.length} of ${x.repeat} repetitions could not execute (${detail}); ${x.pass_count} passed, min_pass ${x.min_pass}`;
  }
  // The change already names the status (`error (timeout)`): the reason is the message alone.
  return message ?? first.status;
}

/**
 * An infrastructure failure on either side makes the case unjudgeable: never a regression, and
 * never `still_failing`, `fixed` or `passing` either (that would count it as compatible).
 */
function executionVerdict(b: CaseResult, c: CaseResult): Verdict | null {
  const candidate = executionProblem(c);
  const baseline = executionProblem(b);
  if (candidate === null && baseline === null) return null;
  const parts: string[] = [];
  if (candidate !== null) parts.push(`the candidate could not execute it (${candidate})`);
  if (baseline !== null) parts.push(`the baseline could not execute it (${baseline})`);
  return { category: "error", reason: parts.join("; ") };
}

/** The statuses that decide `unavailable` vs `execution_failure` for an error case, per failing side. */
function failingSideStatuses(b: CaseResult, c: CaseResult): RepetitionStatus[] {
  const out: RepetitionStatus[] = [];
  for (const x of [c, b]) if (executionProblem(x) !== null) out.push(executionStatus(x));
  return out;
}

function executionStatus(c: CaseResult): RepetitionStatus {
  if (!isJudged(c.status)) return c.status;
  return c.repetitions.find((r) => !isJudged(r.status))?.status ?? c.status;
}

export function formatP(p: number): string {
  if (p < 0.0001) return "< 0.0001";
  return String(Number(p.toPrecision(3)));
}

function labelOf(rep: RepetitionResult): string | null {
  if (rep.evidence.label !== undefined) return rep.evidence.label;
  return rep.output === null ? null : rep.output.trim();
}

function labelChange(
  c: CaseResult,
  b: RepetitionResult | undefined,
  n: RepetitionResult | undefined,
): { from: string; to: string } | null {
  if (c.type !== "classification" || b === undefined || n === undefined) return null;
  const from = labelOf(b);
  const to = labelOf(n);
  return from === null || to === null || from === to ? null : { from, to };
}

function latency(
  bJudged: RepetitionResult[],
  cJudged: RepetitionResult[],
  opts: CompareOptions,
): CaseLatency {
  const figure = latencyFigure(bJudged, cJudged);
  const before = sideLatency(bJudged, figure);
  const after = sideLatency(cJudged, figure);
  const deltaMs = before.ms === null || after.ms === null ? null : after.ms - before.ms;
  const pct = deltaPct(before.ms, after.ms);
  return {
    baseline_ms: before.ms,
    candidate_ms: after.ms,
    delta_ms: deltaMs,
    delta_pct: pct,
    slower:
      deltaMs !== null && pct !== null && deltaMs > opts.minLatencyDeltaMs && pct > opts.latencyThresholdPct,
    source: { baseline: before.source, candidate: after.source },
    figure: before.ms === null || after.ms === null ? null : figure,
  };
}

/** Below this many output tokens a side's tokens per second is mostly overhead: never flagged. */
export const MIN_TPS_TOKENS = 16;

function tokens(bJudged: RepetitionResult[], cJudged: RepetitionResult[], opts: CompareOptions): CaseTokens {
  const before = sideTokens(bJudged);
  const after = sideTokens(cJudged);
  const pct = deltaPct(before.tokens, after.tokens);
  const tpsPct = deltaPct(before.tps, after.tps);
  const grew = before.tokens === null || after.tokens === null ? null : after.tokens - before.tokens;
  return {
    baseline: before.tokens,
    candidate: after.tokens,
    delta_pct: pct,
    longer: grew !== null && pct !== null && grew > opts.minTokenDelta && pct > opts.latencyThresholdPct,
    tps_baseline: before.tps,
    tps_candidate: after.tps,
    tps_delta_pct: tpsPct,
    tps_slower: tpsSlower(before, after, tpsPct, opts),
  };
}

/**
 * A throughput drop is flagged past both thresholds: the percentage, and the time it costs —
 * generating the baseline's output at the new rate takes more than the minimum latency delta
 * longer — and only when both sides produced at least MIN_TPS_TOKENS tokens.
 */
function tpsSlower(
  before: ReturnType<typeof sideTokens>,
  after: ReturnType<typeof sideTokens>,
  tpsPct: number | null,
  opts: CompareOptions,
): boolean {
  if (tpsPct === null || before.tokens === null || after.tokens === null) return false;
  if (before.tokens < MIN_TPS_TOKENS || after.tokens < MIN_TPS_TOKENS) return false;
  if (before.tps === null || after.tps === null || before.tps <= 0 || after.tps <= 0) return false;
  const costMs = (before.tokens * 1000) / after.tps - (before.tokens * 1000) / before.tps;
  return -tpsPct > opts.latencyThresholdPct && costMs > opts.minLatencyDeltaMs;
}

/** A case present on one side only: figures for that side, nothing compared. */
function oneSided(
  c: CaseResult,
  category: "missing" | "new",
  reason: string,
  _opts: CompareOptions,
): CaseComparison {
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

function summarize(cases: readonly CaseComparison[]): Summary {
  const summary = emptySummary();
  summary.cases = cases.length;
  for (const c of cases) summary[SUMMARY_KEY[c.category]]++;
  return summary;
}

/**
 * `regressed` > `execution_failure` > `unavailable` > `compatible`: a regression, mismatch or
 * invalid case makes the comparison `regressed` whatever else happened; otherwise any `error`
 * case (or a merge missing shards) makes it `unavailable` when every one of them is an
 * unreachable provider or model, else `execution_failure`.
 */
function overallStatus(
  summary: Summary,
  executionStatuses: readonly RepetitionStatus[],
  missingShards: boolean,
): ComparisonStatus {
  if (summary.regressions + summary.mismatches + summary.invalid > 0) return "regressed";
  if (missingShards) return "execution_failure";
  if (executionStatuses.length > 0) {
    return executionStatuses.every((s) => s === "unavailable") ? "unavailable" : "execution_failure";
  }
  return "compatible";
}
