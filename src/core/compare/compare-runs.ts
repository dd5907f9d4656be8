import { InputError } from "../diagnostics.js";
import {
  type CaseResult,
  isJudged,
  type RepetitionResult,
  type RepetitionStatus,
  RUN_FORMAT,
  type RunResult,
} from "../result/run-result.js";
import {
  type CaseComparison,
  type CaseLatency,
  type CaseTokens,
  type Category,
  COMPARE_FORMAT,
  type Comparison,
  type ComparisonStatus,
  emptySummary,
  SUMMARY_KEY,
  type Summary,
} from "./comparison.js";
import { compareContract, type SideCapture, uncapturedSides } from "./contract.js";
import { describeEvidence, evidenceChanges } from "./evidence.js";
import { fisherDropPValue } from "./fisher.js";
import { runIdentity } from "./identity.js";
import { lineDiff } from "./line-diff.js";
import { deltaPct, sideLatency, sideTokens } from "./stats.js";
import { suiteLatency, suiteTokens } from "./suite-stats.js";

export interface CompareOptions {
  /** Significance level of the one-sided Fisher test for pass-rate drops. */
  alpha: number;
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
 *  2. error             the candidate could not execute it (or failed only for lack of executions)
 *  3. regression        passed in the baseline; fails or is invalid now, or its pass rate dropped
 *                       significantly (with repetitions: every repetition fails, or p < alpha)
 *  4. invalid           its contract cannot be evaluated: evidence malformed on one side
 *  5. mismatch          its contract differs from the baseline's evidence
 *  6. flaky             repetitions on both sides, baseline passed, candidate passes 0 < k < N
 *                       times and the drop is not significant
 *  7. fixed             did not pass in the baseline (failed, or could not execute), passes now
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
  const cases: CaseComparison[] = [];
  const executionStatuses: RepetitionStatus[] = [];
  for (const id of caseOrder(baseline, candidate, candById)) {
    const b = baseById.get(id);
    const c = candById.get(id);
    if (b !== undefined && c !== undefined) {
      const entry = compareCase(b, c, capture, opts);
      cases.push(entry);
      if (entry.category === "error") executionStatuses.push(executionStatus(c));
    } else if (b !== undefined) {
      cases.push(oneSided(b, "missing", missingReason(candidate), opts));
    } else if (c !== undefined) {
      cases.push(oneSided(c, "new", "not in the baseline run", opts));
    }
  }

  const summary = summarize(cases);
  return {
    format: COMPARE_FORMAT,
    status: overallStatus(summary, executionStatuses),
    summary,
    baseline: runIdentity(baseline),
    candidate: runIdentity(candidate),
    options: {
      alpha: opts.alpha,
      latency_threshold_pct: opts.latencyThresholdPct,
      min_latency_delta_ms: opts.minLatencyDeltaMs,
      min_token_delta: opts.minTokenDelta,
      allow_suite_mismatch: opts.allowSuiteMismatch,
    },
    cases,
    latency: suiteLatency(cases, opts.latencyThresholdPct, opts.minLatencyDeltaMs),
    tokens: suiteTokens(cases),
  };
}

function resolveOptions(options: Partial<CompareOptions>): CompareOptions {
  const opts: CompareOptions = { ...DEFAULT_COMPARE_OPTIONS };
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined) (opts as unknown as Record<string, unknown>)[key] = value;
  }
  const problems: string[] = [];
  if (!(opts.alpha > 0 && opts.alpha <= 1)) problems.push(`alpha must be in (0, 1], got ${opts.alpha}`);
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
    if (run.format !== RUN_FORMAT) {
      throw new InputError(
        `${side}: unsupported result format '${String(run.format)}' (expected '${RUN_FORMAT}')`,
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

function missingReason(candidate: RunResult): string {
  const { tags, shard } = candidate.selection;
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

function compareCase(
  b: CaseResult,
  c: CaseResult,
  capture: SideCapture,
  opts: CompareOptions,
): CaseComparison {
  const bJudged = judgedRepetitions(b);
  const cJudged = judgedRepetitions(c);
  const pValue =
    bJudged.length > 1 && cJudged.length > 1
      ? fisherDropPValue(passes(bJudged), bJudged.length, passes(cJudged), cJudged.length)
      : null;
  // A side written with `capture: none` keeps nothing to compare: no change can be detected.
  const uncaptured = uncapturedSides(capture);
  const changes =
    bJudged.length > 0 && cJudged.length > 0 && uncaptured === null
      ? evidenceChanges(bJudged, cJudged)
      : null;
  const { category, reason } = categorize(b, c, bJudged, cJudged, pValue, changes, capture, opts);

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
    definition_changed: b.case_sha256 !== c.case_sha256,
    latency: latency(bJudged, cJudged, opts),
    tokens: tokens(bJudged, cJudged, opts),
    baseline_warnings: baselineWarnings,
    candidate_warnings: candidateWarnings,
    new_warnings: candidateWarnings.filter((w) => !known.has(w)),
    output_changed: changes !== null && changes.changed.length > 0,
    diff: changes?.pair
      ? lineDiff(describeEvidence(changes.pair[0]), describeEvidence(changes.pair[1]))
      : null,
    source: { file: c.source.file, line: c.source.line },
  };
}

interface Verdict {
  category: Category;
  reason: string | null;
}

function categorize(
  b: CaseResult,
  c: CaseResult,
  bJudged: RepetitionResult[],
  cJudged: RepetitionResult[],
  pValue: number | null,
  changes: ReturnType<typeof evidenceChanges> | null,
  capture: SideCapture,
  opts: CompareOptions,
): Verdict {
  const cPass = c.status === "pass";
  const bPass = b.status === "pass";
  // Counted from the repetitions themselves, so a result written by another tool cannot make
  // the statistics inconsistent.
  const bPasses = passes(bJudged);
  const cPasses = passes(cJudged);
  const executionFailures = c.repetitions.filter((r) => !isJudged(r.status));
  // An infrastructure failure is never a regression: the candidate could not execute, or it
  // missed min_pass only for want of repetitions that could run.
  if (
    !isJudged(c.status) ||
    (!cPass && executionFailures.length > 0 && cPasses + executionFailures.length >= c.min_pass)
  ) {
    return { category: "error", reason: executionReason(c, executionFailures) };
  }

  const rate =
    pValue === null ? "" : `pass rate ${bPasses}/${bJudged.length} -> ${cPasses}/${cJudged.length}`;
  if (bPass) {
    const significant =
      pValue !== null && pValue < opts.alpha && cPasses * bJudged.length < bPasses * cJudged.length;
    if (pValue === null ? !cPass : cPasses === 0 || significant) {
      const why = cPass ? null : failureReason(cJudged);
      const stats = pValue === null ? "" : `${rate} (one-sided Fisher p = ${formatP(pValue)})`;
      return { category: "regression", reason: joinReasons(stats, why) ?? "fails in the candidate" };
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
  if (c.contract !== null && bJudged[0] !== undefined && cJudged[0] !== undefined) {
    const outcome = compareContract(c.contract, bJudged[0], cJudged[0], capture);
    if (outcome.status !== "compatible") return { category: outcome.status, reason: outcome.reason };
  }

  if (bPass && pValue !== null && cPasses > 0 && cPasses < cJudged.length) {
    return {
      category: "flaky",
      reason: `${rate} (one-sided Fisher p = ${formatP(pValue)}, not significant at alpha ${opts.alpha})`,
    };
  }

  if (!bPass) {
    const baselineNote = isJudged(b.status) ? null : `the baseline could not execute it (${b.status})`;
    if (cPass)
      return {
        category: "fixed",
        reason: joinReasons(baselineNote ?? `was: ${failureReason(bJudged) ?? b.status}`, null),
      };
    return { category: "still_failing", reason: joinReasons(failureReason(cJudged), baselineNote) };
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

function executionReason(c: CaseResult, failures: RepetitionResult[]): string {
  const first = failures[0];
  if (first === undefined) return c.status;
  const message = first.error ?? first.reason;
  const detail = message === null ? first.status : `${first.status}: ${message}`;
  if (isJudged(c.status)) {
    return `${failures.length} of ${c.repeat} repetitions could not execute (${detail}); ${c.pass_count} passed, min_pass ${c.min_pass}`;
  }
  // The change already names the status (`error (timeout)`): the reason is the message alone.
  return message ?? first.status;
}

/** The status that decides `unavailable` vs `execution_failure` for an error case. */
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
  const before = sideLatency(bJudged);
  const after = sideLatency(cJudged);
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
  };
}

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
    tps_slower: tpsPct !== null && -tpsPct > opts.latencyThresholdPct,
  };
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
    definition_changed: false,
    latency: {
      baseline_ms: isBase ? lat.ms : null,
      candidate_ms: isBase ? null : lat.ms,
      delta_ms: null,
      delta_pct: null,
      slower: false,
      source: { baseline: isBase ? lat.source : null, candidate: isBase ? null : lat.source },
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
 * `execution_failure` > `unavailable` > `regressed` > `compatible`: any `error` case makes the
 * comparison `unavailable` when every one of them is an unreachable provider or model, else
 * `execution_failure`; otherwise a regression, mismatch or invalid case makes it `regressed`.
 */
function overallStatus(summary: Summary, executionStatuses: readonly RepetitionStatus[]): ComparisonStatus {
  if (executionStatuses.length > 0) {
    return executionStatuses.every((s) => s === "unavailable") ? "unavailable" : "execution_failure";
  }
  if (summary.regressions + summary.mismatches + summary.invalid > 0) return "regressed";
  return "compatible";
}
