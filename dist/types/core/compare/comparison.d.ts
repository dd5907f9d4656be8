import type { ProviderName } from "../config/run-config.js";
import type { DurationSource, RepetitionStatus } from "../result/run-result.js";
import type { CheckType, ContractKind } from "../suite/case.js";
import type { Correction } from "./holm.js";
export declare const COMPARE_FORMAT = "modelgate.compare/v1";
/**
 * Exactly one per case. Listed in precedence order: when several apply, the first wins
 * (missing/new are structural and never compete with the others). See docs/comparison.md.
 */
export declare const CATEGORIES: readonly ["missing", "new", "error", "regression", "invalid", "mismatch", "flaky", "fixed", "still_failing", "changed", "passing"];
export type Category = (typeof CATEGORIES)[number];
/** Behaviour categories that fail the gate without `--fail-on`. `error` always gates (exit 3 alone). */
export declare const DEFAULT_FAIL_ON: readonly Category[];
/**
 * `regressed` > `execution_failure` > `unavailable` > `compatible`: behaviour that regressed is
 * reported as such even when other cases could not run (the headline then says both).
 */
export declare const COMPARISON_STATUSES: readonly ["compatible", "regressed", "unavailable", "execution_failure"];
export type ComparisonStatus = (typeof COMPARISON_STATUSES)[number];
/** Where a stored baseline came from; filled by the Action, null for plain CLI comparisons. */
export interface Provenance {
    /** `cache`, `artifact`, `file`, `matrix`... */
    source: string;
    commit: string | null;
    age_seconds: number | null;
}
/** `mixed` when repetitions of one side disagree; null when no duration was available. */
export type SideSource = DurationSource | "mixed" | null;
export interface RunIdentity {
    config_id: string;
    provider: ProviderName;
    model: string | null;
    model_digest: string | null;
    ollama_version: string | null;
    /** The model's quantization level (Ollama `quantization_level`), when recorded. */
    quantization?: string | null;
    /** The configuration's embedding model and its digest, when it has one. */
    embedding_model?: string | null;
    embedding_digest?: string | null;
    /** The run's MCP servers with the name and version each reported (absent without MCP). */
    mcp_servers?: Array<{
        name: string;
        server: {
            name: string;
            version: string;
        } | null;
    }>;
    suite: string;
    suite_sha256: string;
    started_at: string;
    finished_at: string;
    cancelled: boolean;
    capture: "full" | "hash" | "none";
    /** `--tag` selection of that run; empty when every case was selected. */
    tags: string[];
    provenance: Provenance | null;
}
/**
 * Which time a latency compares: `compute` is the provider's own compute time (`compute_ms`,
 * Ollama prompt_eval_duration + eval_duration: no model load, no queue wait), used when every
 * timed repetition of both sides has it; otherwise `wall_clock` (`duration_ms`).
 */
export type LatencyFigure = "compute" | "wall_clock";
export interface CaseLatency {
    /** Median over the judged repetitions. */
    baseline_ms: number | null;
    candidate_ms: number | null;
    delta_ms: number | null;
    delta_pct: number | null;
    /** Both the percentage threshold and the minimum delta were exceeded. */
    slower: boolean;
    source: {
        baseline: SideSource;
        candidate: SideSource;
    };
    /** null when the case was not timed on both sides. */
    figure: LatencyFigure | null;
}
export interface CaseTokens {
    /** Median output tokens (`eval_count`) over the judged repetitions. */
    baseline: number | null;
    candidate: number | null;
    delta_pct: number | null;
    /** Output grew beyond the percentage threshold and the minimum token delta. */
    longer: boolean;
    /** Median tokens per second (`eval_count` / `eval_duration`). */
    tps_baseline: number | null;
    tps_candidate: number | null;
    tps_delta_pct: number | null;
    /**
     * Throughput dropped beyond the percentage threshold, both sides produced at least
     * MIN_TPS_TOKENS output tokens, and generating the baseline's tokens at the new rate takes
     * longer than the minimum latency delta.
     */
    tps_slower: boolean;
}
/**
 * A classification case's most frequent label on each side, when it changed, and how many of
 * that side's labelled repetitions gave it. The counts are absent from comparisons written
 * before they were (`modelgate.compare/v1` still reads those).
 */
export interface LabelChange {
    from: string;
    to: string;
    from_count?: number;
    from_total?: number;
    to_count?: number;
    to_total?: number;
}
export interface CaseComparison {
    id: string;
    type: CheckType;
    category: Category;
    contract: ContractKind | null;
    /** null on the side the case is absent from. */
    baseline_status: RepetitionStatus | null;
    candidate_status: RepetitionStatus | null;
    reason: string | null;
    label_change: LabelChange | null;
    baseline_pass_count: number | null;
    candidate_pass_count: number | null;
    repeat: {
        baseline: number | null;
        candidate: number | null;
    };
    /**
     * Repetitions judged on each side (those that executed); fewer than `repeat` when some could
     * not execute, and the case was compared on these.
     */
    judged: {
        baseline: number | null;
        candidate: number | null;
    };
    /** One-sided Fisher exact test of a pass-rate drop; null unless both sides judged > 1 repetition. */
    p_value: number | null;
    /**
     * The threshold `p_value` was held to (alpha, Holm-corrected over the comparison); null with it,
     * and null when the test was never held to one (out of the family, or after Holm stopped).
     */
    p_threshold: number | null;
    /** A contract judged over repetitions (both sides > 1 judged); null otherwise. */
    contract_rates: ContractRatesEntry | null;
    /** The case definitions differ (`case_sha256`); only possible with `--allow-suite-mismatch`. */
    definition_changed: boolean;
    latency: CaseLatency;
    tokens: CaseTokens;
    baseline_warnings: string[];
    candidate_warnings: string[];
    /** Candidate warnings the baseline did not have. */
    new_warnings: string[];
    output_changed: boolean;
    /** Compact line diff (`- `, `+ `, `  ` prefixes), capped; null when nothing to show. */
    diff: string | null;
    source: {
        file: string;
        line: number;
    };
}
/** Match rates of a contract over repetitions, and the corrected test of a drop between them. */
export interface ContractRatesEntry {
    /** Baseline repetitions compatible with some other baseline repetition (leave one out). */
    baseline_matches: number;
    baseline_total: number;
    /** Candidate repetitions compatible with some baseline repetition. */
    candidate_matches: number;
    candidate_total: number;
    p_value: number;
    /** As the case's `p_threshold`: null when the test was never held to a threshold. */
    p_threshold: number | null;
    significant: boolean;
}
/** A merged result (`shard_plan`) whose split had shards no part was given for. */
export interface MissingShards {
    side: "baseline" | "candidate";
    count: number;
    missing: number[];
}
export interface Summary {
    cases: number;
    regressions: number;
    fixed: number;
    still_failing: number;
    passing: number;
    changed: number;
    mismatches: number;
    invalid: number;
    errors: number;
    missing: number;
    new: number;
    flaky: number;
}
/** Every count zero: the start of a tally. */
export declare function emptySummary(): Summary;
/** The summary key counting each category. */
export declare const SUMMARY_KEY: Record<Category, keyof Summary>;
export type ComputeLacking = "baseline" | "candidate" | "both" | null;
export interface SuiteLatency {
    /** Median of the per-case medians over cases timed on both sides. */
    baseline_median_ms: number | null;
    candidate_median_ms: number | null;
    delta_pct: number | null;
    cases_compared: number;
    slower_cases: number;
    source: {
        baseline: SideSource;
        candidate: SideSource;
    };
    /** `mixed` when some cases compare compute time and others wall-clock time. */
    figure: LatencyFigure | "mixed" | null;
    /**
     * The side(s) whose timed repetitions lacked the provider's compute time in the cases compared
     * by the wall clock (why they were); null when no case was.
     */
    compute_lacking: ComputeLacking;
    threshold_pct: number;
    min_delta_ms: number;
}
export interface SuiteTokens {
    baseline_median: number | null;
    candidate_median: number | null;
    delta_pct: number | null;
    tps_baseline_median: number | null;
    tps_candidate_median: number | null;
    tps_delta_pct: number | null;
    cases_compared: number;
    longer_cases: number;
    tps_slower_cases: number;
}
export interface Comparison {
    format: typeof COMPARE_FORMAT;
    status: ComparisonStatus;
    summary: Summary;
    baseline: RunIdentity;
    candidate: RunIdentity;
    options: {
        alpha: number;
        correction: Correction;
        latency_threshold_pct: number;
        min_latency_delta_ms: number;
        min_token_delta: number;
        allow_suite_mismatch: boolean;
    };
    /** Suite order: the candidate's order, each missing case placed after its baseline predecessor. */
    cases: CaseComparison[];
    latency: SuiteLatency;
    tokens: SuiteTokens;
    /** Merged results missing shards: an execution failure (exit 3), whatever the cases say. */
    missing_shards: MissingShards[];
}
