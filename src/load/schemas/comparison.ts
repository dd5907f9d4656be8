import { CATEGORIES, COMPARE_FORMAT, COMPARISON_STATUSES } from "../../core/compare/comparison.js";
import { CORRECTIONS } from "../../core/compare/holm.js";
import { CAPTURE_MODES, PROVIDERS } from "../../core/config/run-config.js";
import { REPETITION_STATUSES } from "../../core/result/run-result.js";
import { MAX_REPEAT } from "../../core/run/run-limits.js";
import { CHECK_TYPES, CONTRACT_KINDS } from "../../core/suite/case.js";
import type { MCP_SERVER } from "./result.js";
import {
  Bool,
  Const,
  Count,
  Enum,
  jsonSchema,
  List,
  Null,
  Nullable,
  Num,
  OneOf,
  Optional,
  Positive,
  type Static,
  Struct,
  Text,
  type TProperties,
  Unsafe,
} from "./wire.js";

// `modelgate.compare/v1` (the `compare --format json` output), defined once: the JSON Schema
// below, and through `Static<>` the TypeScript shape it accepts, which
// test/unit/load/wire-types.test.ts holds equal to the declarations in core/compare/comparison.ts.
// Every object is closed (`additionalProperties: false`): the comparison is ModelGate's own output.

const closed = { additionalProperties: false } as const;
/** A closed object with its description (said first: what the fields below make). */
const closedStruct = <T extends TProperties>(description: string, fields: T) =>
  Struct(fields, { ...closed, description });
const nullableNumber = (description?: string) =>
  Nullable(Num(description === undefined ? {} : { description }));
const nullableString = () => Nullable(Text());
const strings = (description?: string) => List(Text(), description === undefined ? {} : { description });
/** `mixed` when repetitions of one side disagree; null when no duration was available. */
const sideSource = () => Enum(["recorded", "measured", "mixed", null]);
const sideSources = () =>
  Struct(
    { baseline: sideSource(), candidate: sideSource() },
    {
      ...closed,
      description:
        "Each side's duration source: `recorded`, `measured`, `mixed` (repetitions disagree) or null (no duration).",
    },
  );

export const PROVENANCE = Struct(
  { source: Text(), commit: nullableString(), age_seconds: nullableNumber() },
  {
    ...closed,
    description: "`source` (cache, artifact, file...), `commit` and `age_seconds` of a stored baseline.",
  },
);

export const RUN_IDENTITY = closedStruct(
  "The run on this side: its configuration, model, suite and when it ran (see the side table).",
  {
    config_id: Text({ description: "The run configuration's id." }),
    provider: Enum(PROVIDERS, { description: "The provider." }),
    model: Nullable(Text({ description: "The model; null for replay." })),
    model_digest: Nullable(
      Text({ description: "The model's digest, as the server reported it; null when unknown." }),
    ),
    ollama_version: Nullable(Text({ description: "The server's version; null when unknown." })),
    quantization: Optional(
      Nullable(
        Text({ description: "The model's quantization level (Ollama `quantization_level`), when recorded." }),
      ),
    ),
    embedding_model: Optional(
      Nullable(Text({ description: "The configuration's embedding model, when it has one." })),
    ),
    embedding_digest: Optional(Nullable(Text({ description: "The embedding model's digest, when known." }))),
    // Checked as objects only (a result's own schema checked their members when it was read).
    mcp_servers: Optional(
      List(Unsafe<Static<typeof MCP_SERVER>>({ type: "object" }), {
        description: "The run's MCP servers with the name and version each reported; absent without MCP.",
      }),
    ),
    suite: Text({ description: "The suite's name." }),
    suite_sha256: Text({ description: "SHA-256 of the suite's canonical case definitions." }),
    started_at: Text({ description: "ISO 8601." }),
    finished_at: Text({ description: "ISO 8601." }),
    cancelled: Bool({ description: "The run was interrupted." }),
    capture: Enum(CAPTURE_MODES, { description: "The run's capture mode." }),
    tags: strings("The run's `--tag` selection; empty without `--tag`."),
    provenance: OneOf([Null(), PROVENANCE], {
      description: "Where a stored baseline came from (filled by the Action); null otherwise.",
    }),
  },
);

export const CONTRACT_RATES = closedStruct(
  "Match counts of the contract on each side (`baseline_matches` of `baseline_total`: a baseline repetition compatible with another; `candidate_matches` of `candidate_total`: compatible with a baseline one), the permutation test's `p_value`, its `p_threshold` and whether the drop is `significant`.",
  {
    baseline_matches: Count(),
    baseline_total: Count(),
    candidate_matches: Count(),
    candidate_total: Count(),
    p_value: Num({ minimum: 0, maximum: 1 }),
    p_threshold: Nullable(
      Num({
        minimum: 0,
        maximum: 1,
        description:
          "The threshold p_value was held to, as the case's `p_threshold`; null when the test was never held to one.",
      }),
    ),
    significant: Bool(),
  },
);

/** Counts optional: comparisons written before them stay readable. */
export const LABEL_CHANGE = Struct(
  {
    from: Text(),
    to: Text(),
    from_count: Optional(Positive({ maximum: MAX_REPEAT })),
    from_total: Optional(Positive({ maximum: MAX_REPEAT })),
    to_count: Optional(Positive({ maximum: MAX_REPEAT })),
    to_total: Optional(Positive({ maximum: MAX_REPEAT })),
  },
  closed,
);

export const CASE_LATENCY = closedStruct("The case's latency on both sides.", {
  // In the order the schema always listed them: Ajv reports problems in this order.
  figure: Enum(["compute", "wall_clock", null], {
    description:
      "`compute`: the provider's compute time (compute_ms), when every timed repetition of both sides has it (cached ones aside); else `wall_clock` (duration_ms); null when not timed on both sides.",
  }),
  baseline_ms: nullableNumber("Median over the baseline's judged repetitions."),
  candidate_ms: nullableNumber("Median over the candidate's judged repetitions."),
  delta_ms: nullableNumber("candidate_ms - baseline_ms."),
  delta_pct: nullableNumber("delta_ms as a percentage of baseline_ms."),
  slower: Bool({ description: "Both the percentage threshold and the minimum delta were exceeded." }),
  source: sideSources(),
});

export const CASE_TOKENS = closedStruct("The case's output tokens and generation rate on both sides.", {
  baseline: nullableNumber("Median output tokens (`eval_count`) over the judged repetitions."),
  candidate: nullableNumber("The same for the candidate."),
  delta_pct: nullableNumber("The change in output tokens, in percent."),
  longer: Bool({ description: "Output grew beyond the percentage threshold and the minimum token delta." }),
  tps_baseline: nullableNumber("Median tokens per second (`eval_count` / `eval_duration`)."),
  tps_candidate: nullableNumber("The same for the candidate."),
  tps_delta_pct: nullableNumber("The change in tokens per second, in percent."),
  tps_slower: Bool({
    description:
      "Throughput dropped beyond the percentage threshold on enough tokens, and producing the baseline's tokens at the new rate takes longer than the minimum latency delta.",
  }),
});

export const CASE_COMPARISON = closedStruct("One case, compared.", {
  id: Text({ description: "The case id." }),
  type: Enum(CHECK_TYPES, { description: "The check type (see suite-format.md)." }),
  category: Enum(CATEGORIES, { description: "The case's category (see the precedence table above)." }),
  contract: Enum([...CONTRACT_KINDS, null], { description: "The contract compared; null for none." }),
  baseline_status: Enum([...REPETITION_STATUSES, null], {
    description: "The case's status in the baseline; null when the case is absent from it.",
  }),
  candidate_status: Enum([...REPETITION_STATUSES, null], {
    description: "The case's status in the candidate; null when the case is absent from it.",
  }),
  reason: Nullable(Text({ description: "Why, in one line; null for passing cases." })),
  label_change: OneOf([Null(), LABEL_CHANGE], {
    description:
      "For a classification case whose most frequent label changed (over the judged repetitions, their order ignored; a tie sharing a label with the other side is no change): `from` and `to`, each side's most frequent label (on a tie, the first in character-code order), and `from_count` of `from_total`, `to_count` of `to_total`: how many of that side's repetitions with a label gave it (absent from comparisons written by earlier versions). Null otherwise.",
  }),
  baseline_pass_count: Nullable(
    Count({ maximum: MAX_REPEAT, description: "Passing repetitions in the baseline; null when absent." }),
  ),
  candidate_pass_count: Nullable(
    Count({ maximum: MAX_REPEAT, description: "Passing repetitions in the candidate; null when absent." }),
  ),
  repeat: Struct(
    {
      baseline: Nullable(Positive({ maximum: MAX_REPEAT })),
      candidate: Nullable(Positive({ maximum: MAX_REPEAT })),
    },
    { ...closed, description: "Repetitions on each side: `{baseline, candidate}`, null where absent." },
  ),
  judged: Struct(
    {
      baseline: Nullable(Count({ maximum: MAX_REPEAT })),
      candidate: Nullable(Count({ maximum: MAX_REPEAT })),
    },
    {
      ...closed,
      description:
        "Repetitions judged on each side (those that executed): `{baseline, candidate}`, null where absent; fewer than `repeat` when some could not execute, and the case was compared on these.",
    },
  ),
  p_value: Nullable(
    Num({
      minimum: 0,
      maximum: 1,
      description:
        "One-sided Fisher exact test of a pass-rate drop; null unless both sides judged more than one repetition.",
    }),
  ),
  p_threshold: Nullable(
    Num({
      minimum: 0,
      maximum: 1,
      description:
        "The threshold p_value was held to: alpha, Holm-corrected over the comparison's tests unless `correction` is `none`; null without a p_value, and null when the test was never held to one: left out of Holm's family because its counts cannot reach alpha, or after Holm's step-down stopped at a p no larger that missed its threshold.",
    }),
  ),
  contract_rates: OneOf([Null(), CONTRACT_RATES], {
    description: "A contract judged over repetitions: match rates and the corrected test of a drop.",
  }),
  definition_changed: Bool({
    description: "The case definitions differ (`case_sha256`); only possible with `--allow-suite-mismatch`.",
  }),
  latency: CASE_LATENCY,
  tokens: CASE_TOKENS,
  baseline_warnings: strings("The baseline's warnings, unique, in order."),
  candidate_warnings: strings("The candidate's warnings, unique, in order."),
  new_warnings: strings("Candidate warnings the baseline did not have."),
  output_changed: Bool({ description: "The output or the evidence changed." }),
  diff: Nullable(
    Text({
      description:
        "A compact line diff (`- `, `+ `, `  ` prefixes), capped; null when there is nothing to show.",
    }),
  ),
  source: Struct(
    { file: Text(), line: Count() },
    { ...closed, description: "`{file, line}` of the case in the candidate's suite." },
  ),
});

export const SUMMARY = closedStruct("How many cases fell in each category; the counts add up to `cases`.", {
  cases: Count(),
  regressions: Count(),
  fixed: Count(),
  still_failing: Count(),
  passing: Count(),
  changed: Count(),
  mismatches: Count(),
  invalid: Count(),
  errors: Count(),
  missing: Count(),
  new: Count(),
  flaky: Count(),
});

export const COMPARE_OPTIONS = closedStruct("The options the comparison was made with.", {
  alpha: Num({
    exclusiveMinimum: 0,
    maximum: 1,
    description: "Significance level of the pass-rate and contract-rate tests (`--alpha`).",
  }),
  correction: Enum(CORRECTIONS, {
    description:
      "`holm`: alpha Holm-corrected over every repeated case; `none`: each case tested at alpha (`--correction`).",
  }),
  latency_threshold_pct: Num({
    minimum: 0,
    description: "A case is slower past this percentage (`--latency-threshold`)...",
  }),
  min_latency_delta_ms: Num({
    minimum: 0,
    description: "...and this many milliseconds (`--min-latency-delta`).",
  }),
  min_token_delta: Num({
    minimum: 0,
    description: "Output is longer past the percentage threshold and this many tokens.",
  }),
  allow_suite_mismatch: Bool({
    description:
      "Cases whose definitions changed were compared instead of refused (`--allow-suite-mismatch`).",
  }),
});

export const SUITE_LATENCY = closedStruct("The suite's latency.", {
  baseline_median_ms: nullableNumber("Median of the per-case medians over the cases timed on both sides."),
  candidate_median_ms: nullableNumber("The same for the candidate."),
  delta_pct: nullableNumber("The change of the median, in percent."),
  cases_compared: Count({ description: "Cases timed on both sides." }),
  slower_cases: Count({ description: "Cases whose latency is `slower`." }),
  source: sideSources(),
  figure: Enum(["compute", "wall_clock", "mixed", null], {
    description:
      "As a case's `figure`; `mixed` when some cases compare compute time and others wall-clock time.",
  }),
  compute_lacking: Enum(["baseline", "candidate", "both", null], {
    description:
      "Which side's timed repetitions lacked the provider's compute time (`compute_ms`) in the cases compared by wall-clock time; null when none was.",
  }),
  threshold_pct: Num({ description: "The percentage threshold (`--latency-threshold`)." }),
  min_delta_ms: Num({ description: "The minimum latency delta in ms (`--min-latency-delta`)." }),
});

export const SUITE_TOKENS = closedStruct("The suite's output tokens and generation rate.", {
  baseline_median: nullableNumber("Median of the per-case output-token medians."),
  candidate_median: nullableNumber("The same for the candidate."),
  delta_pct: nullableNumber("The change, in percent."),
  tps_baseline_median: nullableNumber("Median of the per-case tokens-per-second medians."),
  tps_candidate_median: nullableNumber("The same for the candidate."),
  tps_delta_pct: nullableNumber("The change, in percent."),
  cases_compared: Count({ description: "Cases with token counts on both sides." }),
  longer_cases: Count({ description: "Cases whose output is `longer`." }),
  tps_slower_cases: Count({ description: "Cases whose generation is `tps_slower`." }),
});

export const MISSING_SHARDS = closedStruct(
  "`side`, the split's shard `count` and the `missing` shard indices.",
  {
    side: Enum(["baseline", "candidate"]),
    count: Positive(),
    missing: List(Positive()),
  },
);

export const COMPARISON = Struct(
  {
    format: Const(COMPARE_FORMAT, { description: "Format and version of this file." }),
    status: Enum(COMPARISON_STATUSES, {
      description:
        "`regressed` when a case regressed, mismatched or was invalid (whatever else happened); else, when some case could not execute, `unavailable` if every such case found its provider or model unreachable and `execution_failure` otherwise (also for missing shards); else `compatible`.",
    }),
    summary: SUMMARY,
    baseline: RUN_IDENTITY,
    candidate: RUN_IDENTITY,
    options: COMPARE_OPTIONS,
    cases: List(CASE_COMPARISON, {
      description:
        "One per case id, in suite order: the candidate's order, each missing case after its baseline predecessor.",
    }),
    latency: SUITE_LATENCY,
    missing_shards: List(MISSING_SHARDS, {
      description: "Merged results whose shard split had parts missing: an execution failure.",
    }),
    tokens: SUITE_TOKENS,
  },
  {
    ...closed,
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "https://modelgate.dev/schemas/comparison.json",
    title: `ModelGate comparison (${COMPARE_FORMAT})`,
    description:
      "A baseline run compared with a candidate run: one category per case, with the evidence behind it.",
  },
);

/** The comparison schema, as `modelgate schema comparison` prints it. */
export const COMPARISON_SCHEMA = jsonSchema(COMPARISON);
