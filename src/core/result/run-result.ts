import type { ProviderName } from "../config/run-config.js";
import type { Json, JsonObject } from "../json/value.js";
import type { CheckType, ContractKind, ToolCall } from "../suite/case.js";

/**
 * The result format this version writes. v2 (over v1): a JSON case's parsed output is derived
 * from its text on read instead of being stored twice (see stored-form.ts); v1 files still load.
 */
export const RUN_FORMAT = "modelgate.run/v2";

/**
 * pass/fail/invalid are judgements of evidence; the others say the model could not be judged.
 * `invalid`: the evidence is malformed for the check (unparseable JSON for a `json` case).
 */
export const REPETITION_STATUSES = [
  "pass",
  "fail",
  "invalid",
  "error",
  "unavailable",
  "timeout",
  "cancelled",
] as const;
export type RepetitionStatus = (typeof REPETITION_STATUSES)[number];
export type JudgedStatus = Extract<RepetitionStatus, "pass" | "fail" | "invalid">;
export type ExecutionFailureStatus = Exclude<RepetitionStatus, JudgedStatus>;

export function isJudged(status: RepetitionStatus): status is JudgedStatus {
  return status === "pass" || status === "fail" || status === "invalid";
}

/** One MCP tool interaction, in call order. */
export interface McpCall {
  /** Qualified `server.tool`. */
  tool: string;
  arguments: Json;
  arguments_error?: string;
  is_error: boolean;
}

/** What one execution produced, beyond the text: read by checks and contracts, never re-run. */
export interface Evidence {
  /** Parsed JSON output (after extraction), when the case reads JSON. */
  json?: Json;
  /** Why the output is not valid JSON, when the case reads JSON and it is not. */
  json_error?: string;
  /** Predicted label for classification cases, normalised as the first classification check compares it. */
  label?: string;
  tool_calls?: ToolCall[];
  /**
   * Why the output text could not be read as tool calls (JSON that does not parse, or JSON that
   * is not a call), when the case reads tool calls from text: invalid evidence, not a mismatch.
   */
  tool_calls_error?: string;
  /** Ordered logical document ids. */
  retrieved?: string[];
  mcp_calls?: McpCall[];
  /**
   * Tool or MCP calls of the agent loop's last reply when it stopped at `max_turns`: the loop
   * never executed them, so they are no interaction; checks and contracts do not see them.
   */
  unexecuted_calls?: ToolCall[];
  /**
   * `capture: hash` only, for a `json` contract: SHA-256 of the parsed value in its semantic
   * canonical form (member order, `1` vs `1.0` normalised), so the contract is decided without
   * the output. Absent when the output is not JSON (`json_error` says so).
   */
  json_sha256?: string;
  /** `capture: hash` only, for a `text` contract: SHA-256 of the whitespace-normalised text. */
  text_sha256?: string;
}

/** `cached`: served from the response cache (no model call); never compared for latency. */
export type DurationSource = "recorded" | "measured" | "cached";

export interface RepetitionResult {
  index: number;
  status: RepetitionStatus;
  /** Full text, or null when capture is `hash`/`none` or nothing was produced. */
  output: string | null;
  output_sha256: string | null;
  evidence: Evidence;
  duration_ms: number | null;
  duration_source: DurationSource;
  /**
   * Provider compute time in ms (Ollama: prompt_eval_duration + eval_duration), without model
   * load or queue wait; absent when the provider reports none. Compared in preference to
   * `duration_ms` (wall clock) when both sides have it.
   */
  compute_ms?: number;
  reason: string | null;
  details: JsonObject;
  warnings: string[];
  error: string | null;
  /** Token counts and durations the provider reported, e.g. `eval_count`, `eval_duration`. */
  provider_metadata: JsonObject;
  /** Physical attempts made (1 + retries). */
  attempts: number;
  /** The seed this repetition sampled with (configured seed + index); absent without a seed. */
  seed?: number | bigint;
}

export interface CaseResult {
  id: string;
  type: CheckType;
  tags: string[];
  source: { file: string; line: number };
  case_sha256: string;
  contract: ContractKind | null;
  status: RepetitionStatus;
  repeat: number;
  min_pass: number;
  pass_count: number;
  /** Repetitions that could be judged (pass, fail or invalid). */
  judged_count: number;
  max_latency_ms: number | null;
  repetitions: RepetitionResult[];
}

/** The shards a merged result was made of. */
export interface ShardPlan {
  count: number;
  /** 1-based shard indices that were merged, ascending. */
  present: number[];
  /** 1-based shard indices of the split that no part was given for, ascending. */
  missing: number[];
}

export interface RunResult {
  format: typeof RUN_FORMAT;
  suite: { name: string; file: string; sha256: string; description: string | null };
  config: {
    id: string;
    provider: ProviderName;
    model: string | null;
    settings: JsonObject;
  };
  runtime: {
    modelgate: string;
    node: string;
    os: string;
    arch: string;
    /** Provider details: Ollama server version, per-model digest, family, parameter size, quantization. */
    provider: JsonObject;
  };
  started_at: string;
  finished_at: string;
  /** True when the run was interrupted; unfinished cases are `cancelled`. */
  cancelled: boolean;
  /**
   * `cases`: the `--case` globs of the run, present only when some were given; `repeat`: the
   * `--repeat` override, present only when given (parts of one merge must agree on it).
   */
  selection: {
    tags: string[];
    shard: { index: number; count: number } | null;
    cases?: string[];
    repeat?: number;
  };
  /**
   * Written by `merge` when the parts were shards: the split's shard count and which shard
   * indices were merged. A comparison of a result with missing shards is an execution failure.
   */
  shard_plan?: ShardPlan;
  capture: "full" | "hash" | "none";
  /** Each MCP server of the suite, with the name and version its initialize response gave. */
  mcp_servers?: Array<{ name: string; server: { name: string; version: string } | null }>;
  summary: {
    cases: number;
    passed: number;
    failed: number;
    invalid: number;
    errors: number;
  };
  cases: CaseResult[];
}
