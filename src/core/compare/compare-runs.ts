import { InputError, quoted } from "../diagnostics.js";
import type { CaseResult, RepetitionStatus, RunResult } from "../result/run-result.js";
import { assertReadableFormat } from "../result/stored-form.js";
import { caseLatency, caseTokens } from "./case-figures.js";
import { caseVerdict } from "./category-ladder.js";
import { type CompareOptions, resolveOptions } from "./compare-options.js";
import {
  type CaseComparison,
  COMPARE_FORMAT,
  type Comparison,
  type ComparisonStatus,
  emptySummary,
  type MissingShards,
  SUMMARY_KEY,
  type Summary,
} from "./comparison.js";
import { type SideCapture, uncapturedSides } from "./contract.js";
import { evidenceChanges } from "./evidence.js";
import { executionStatus, failingSideStatuses, partialExecutionNote } from "./execution.js";
import { runIdentity } from "./identity.js";
import { labelChange } from "./label-change.js";
import { missingShardOf, oneSided, oneSidedReason } from "./one-sided.js";
import { decide, type Prepared, prepare } from "./prepare.js";
import { uniqueWarnings } from "./repetitions.js";
import { lacksComputeTime } from "./stats.js";
import { evidenceDiff } from "./structured-diff.js";
import { suiteLatency, suiteTokens } from "./suite-stats.js";

// The comparison is split by concept: options, the per-case statistics (prepare), the category
// ladder (a table, tested rung by rung), execution failures, latency and token figures, cases on
// one side only. These names stay importable from here.
export { MIN_TPS_TOKENS } from "./case-figures.js";
export { type CompareOptions, DEFAULT_COMPARE_OPTIONS } from "./compare-options.js";
export { formatP } from "./decision-text.js";

/**
 * Compares a candidate run with a baseline run of the same suite. Throws InputError for runs
 * that cannot be compared (different suites, changed case definitions, duplicate ids).
 *
 * Category precedence — the first rule that applies wins (docs/comparison.md):
 *  1. missing / new     the case is on one side only (a new case the candidate could not
 *                       execute is `error`: it gates as an execution failure; so is a case
 *                       the other side's merge never ran, its shard missing)
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
  checkFormats(baseline, candidate);
  const capture: SideCapture = { baseline: baseline.capture, candidate: candidate.capture };
  const steps = sameCases(baseline, candidate)
    ? alignedSteps(baseline, candidate, opts)
    : matchedSteps(baseline, candidate, opts);
  const { bs, cs } = steps;
  // First the statistics of every case the correction for testing many cases counts (repeated
  // on both sides), so that it sees the whole family before any case is judged. A case with one
  // repetition on a side is never in it: its statistics are made as it is judged, and die young.
  const tested: (Prepared | undefined)[] = [];
  const family: Prepared[] = [];
  for (let i = 0; i < cs.length; i++) {
    const b = bs[i];
    const c = cs[i];
    if (b === undefined || c === undefined || b.repetitions.length < 2 || c.repetitions.length < 2) continue;
    const p = prepare(b, c, capture);
    tested[i] = p;
    family.push(p);
  }
  decide(family, opts);
  family.length = 0;

  const cases: CaseComparison[] = [];
  const executionStatuses: RepetitionStatus[] = [];
  const uncaptured = uncapturedSides(capture);
  // Which side lacked the compute time where the wall clock was compared (the reports say so).
  const lacking = { baseline: false, candidate: false };
  for (let i = 0; i < cs.length; i++) {
    const b = bs[i];
    const c = cs[i];
    if (b !== undefined && c !== undefined) {
      const p = tested[i] ?? prepare(b, c, capture);
      tested[i] = undefined;
      const entry = compareCase(p, capture, uncaptured, opts);
      cases.push(entry);
      if (entry.latency.figure === "wall_clock") {
        if (!lacking.baseline && lacksComputeTime(p.bJudged)) lacking.baseline = true;
        if (!lacking.candidate && lacksComputeTime(p.cJudged)) lacking.candidate = true;
      }
      if (entry.category === "error") executionStatuses.push(...failingSideStatuses(p.b, p.c, p.problems));
      continue;
    }
    const id = steps.ids?.[i] ?? (c ?? (b as CaseResult)).id;
    // Every step holds a case on one side at least. A case whose shard the other side's merge
    // lacks was never run there: an execution failure (`error`), not `missing` or `new`.
    if (b !== undefined) {
      const unrun = missingShardOf(candidate, id) !== null;
      cases.push(oneSided(b, "missing", oneSidedReason(candidate, "candidate", id), unrun));
      continue;
    }
    const unrun = missingShardOf(baseline, id) !== null;
    const entry = oneSided(c as CaseResult, "new", oneSidedReason(baseline, "baseline", id), unrun);
    cases.push(entry);
    // A new case the candidate could not execute is an execution failure like any other (one
    // the baseline's merge never ran fails the comparison through missing_shards below).
    if (entry.category === "error" && !unrun) executionStatuses.push(executionStatus(c as CaseResult));
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
    latency: suiteLatency(
      cases,
      opts.latencyThresholdPct,
      opts.minLatencyDeltaMs,
      lacking.baseline ? (lacking.candidate ? "both" : "baseline") : lacking.candidate ? "candidate" : null,
    ),
    tokens: suiteTokens(cases),
    missing_shards: missingShards,
  };
}

/**
 * The entries of the comparison, in report order: the case on each side where it is, at the same
 * index (aligned runs: the runs' own lists, nothing copied), and each entry's id when matched.
 */
interface Steps {
  ids?: readonly string[];
  bs: readonly (CaseResult | undefined)[];
  cs: readonly (CaseResult | undefined)[];
}

/**
 * The same case ids in the same order on both sides, none twice: the usual re-run of a suite.
 * Then the cases pair by position, with no index by id (at 100,000 cases the maps and lookups
 * cost more than the rest of the matching). The checks and the order are those of matchedSteps.
 */
function sameCases(baseline: RunResult, candidate: RunResult): boolean {
  const b = baseline.cases;
  const c = candidate.cases;
  if (b.length !== c.length) return false;
  // Ids in ascending order (a suite written in order) are distinct without a set of them.
  let ascending = true;
  for (let i = 0; i < b.length; i++) {
    const id = b[i]!.id;
    if (id !== c[i]!.id) return false;
    if (ascending && i > 0 && !(b[i - 1]!.id < id)) ascending = false;
  }
  return ascending || new Set(b.map((x) => x.id)).size === b.length;
}

function alignedSteps(baseline: RunResult, candidate: RunResult, opts: CompareOptions): Steps {
  const b = baseline.cases;
  const c = candidate.cases;
  if (!opts.allowSuiteMismatch) {
    const changed: CaseResult[] = [];
    for (let i = 0; i < c.length; i++) if (b[i]!.case_sha256 !== c[i]!.case_sha256) changed.push(c[i]!);
    if (changed.length > 0) throw definitionsDiffer(candidate, changed);
  }
  return { bs: b, cs: c };
}

/** Cases matched by id, in candidate order with each baseline-only case after its predecessor. */
function matchedSteps(baseline: RunResult, candidate: RunResult, opts: CompareOptions): Steps {
  checkDefinitions(baseline, candidate, opts);
  const baseById = indexCases(baseline, "baseline");
  const candById = indexCases(candidate, "candidate");
  const ids = caseOrder(baseline, candidate, candById);
  return { ids, bs: ids.map((id) => baseById.get(id)), cs: ids.map((id) => candById.get(id)) };
}

/** The formats are readable and the suites the same: checked before anything else. */
function checkFormats(baseline: RunResult, candidate: RunResult): void {
  for (const [side, run] of [
    ["baseline", baseline],
    ["candidate", candidate],
  ] as const) {
    assertReadableFormat(run, side);
  }
  if (baseline.suite.name !== candidate.suite.name) {
    throw new InputError(
      `runs of different suites: ${quoted(baseline.suite.name)} vs ${quoted(candidate.suite.name)}`,
    );
  }
}

/** Unless allowed, no case present on both sides has a changed definition. */
function checkDefinitions(baseline: RunResult, candidate: RunResult, opts: CompareOptions): void {
  if (opts.allowSuiteMismatch) return;
  const baseSha = new Map(baseline.cases.map((c) => [c.id, c.case_sha256]));
  const changed = candidate.cases.filter((c) => baseSha.has(c.id) && baseSha.get(c.id) !== c.case_sha256);
  if (changed.length > 0) throw definitionsDiffer(candidate, changed);
}

function definitionsDiffer(candidate: RunResult, changed: readonly CaseResult[]): InputError {
  const ids = changed.map((c) => c.id);
  const shown =
    ids.length > 20 ? `${ids.slice(0, 20).join(", ")}, ... (${ids.length} in all)` : ids.join(", ");
  return new InputError(
    `case definitions differ between the runs of suite ${quoted(candidate.suite.name)}: ${shown}; ` +
      "re-run the baseline, or pass --allow-suite-mismatch to compare anyway",
  );
}

function indexCases(run: RunResult, side: string): Map<string, CaseResult> {
  const byId = new Map<string, CaseResult>();
  for (const c of run.cases) {
    if (byId.has(c.id)) throw new InputError(`${side}: case id ${quoted(c.id)} appears more than once`);
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

/** `uncaptured`: uncapturedSides(capture), the same for every case. */
function compareCase(
  p: Prepared,
  capture: SideCapture,
  uncaptured: string | null,
  opts: CompareOptions,
): CaseComparison {
  const { b, c, bJudged, cJudged, pValue } = p;
  // A side written with `capture: none` keeps nothing to compare: no change can be detected.
  const changes =
    bJudged.length > 0 && cJudged.length > 0 && uncaptured === null
      ? evidenceChanges(bJudged, cJudged)
      : null;
  const verdict = caseVerdict(p, changes, capture, opts);
  const category = verdict.category;
  // An `error` case already says what could not execute.
  const partial = category === "error" ? null : partialExecutionNote(p.b, p.bJudged, p.c, p.cJudged);
  const reason =
    partial === null ? verdict.reason : verdict.reason === null ? partial : `${verdict.reason}; ${partial}`;
  const rates = p.rates;
  const contractDecision = p.contractDecision;

  const baselineWarnings = uniqueWarnings(b);
  const candidateWarnings = uniqueWarnings(c);
  return {
    id: c.id,
    type: c.type,
    category,
    contract: c.contract,
    baseline_status: b.status,
    candidate_status: c.status,
    reason,
    label_change: labelChange(c, bJudged, cJudged),
    baseline_pass_count: b.pass_count,
    candidate_pass_count: c.pass_count,
    repeat: { baseline: b.repeat, candidate: c.repeat },
    judged: { baseline: bJudged.length, candidate: cJudged.length },
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
    latency: caseLatency(bJudged, cJudged, opts),
    tokens: caseTokens(bJudged, cJudged, opts),
    baseline_warnings: baselineWarnings,
    candidate_warnings: candidateWarnings,
    new_warnings: newWarnings(baselineWarnings, candidateWarnings),
    output_changed: changes !== null && changes.changed.length > 0,
    diff: changes?.pair ? evidenceDiff(changes.pair[0], changes.pair[1]) : null,
    source: { file: c.source.file, line: c.source.line },
  };
}

/** The candidate's warnings the baseline did not give (most cases warn of nothing). */
function newWarnings(baseline: readonly string[], candidate: readonly string[]): string[] {
  if (candidate.length === 0) return [];
  const known = new Set(baseline);
  return candidate.filter((w) => !known.has(w));
}

function summarize(cases: readonly CaseComparison[]): Summary {
  const summary = emptySummary();
  summary.cases = cases.length;
  for (let i = 0; i < cases.length; i++) summary[SUMMARY_KEY[cases[i]!.category]]++;
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
