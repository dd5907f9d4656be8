import { CATEGORIES, COMPARE_FORMAT, COMPARISON_STATUSES } from "../../core/compare/comparison.js";
import { CORRECTIONS } from "../../core/compare/holm.js";
import { CAPTURE_MODES, PROVIDERS } from "../../core/config/run-config.js";
import { REPETITION_STATUSES } from "../../core/result/run-result.js";
import { CHECK_TYPES, CONTRACT_KINDS } from "../../core/suite/case.js";
import type { MCP_SERVER } from "./result.js";
import {
  Bool,
  Const,
  Count,
  Enum,
  Integer,
  jsonSchema,
  List,
  Null,
  Nullable,
  Num,
  OneOf,
  Optional,
  type Static,
  Struct,
  Text,
  Unsafe,
} from "./wire.js";

// `modelgate.compare/v1` (the `compare --format json` output), defined once: the JSON Schema
// below, and through `Static<>` the TypeScript shape it accepts, which
// test/unit/load/wire-types.test.ts holds equal to the declarations in core/compare/comparison.ts.
// Every object is closed (`additionalProperties: false`): the comparison is ModelGate's own output.

const closed = { additionalProperties: false } as const;
const nullableNumber = () => Nullable(Num());
const nullableString = () => Nullable(Text());
const strings = () => List(Text());
/** `mixed` when repetitions of one side disagree; null when no duration was available. */
const sideSource = () => Enum(["recorded", "measured", "mixed", null]);
/** `compute`: the provider's compute time (compute_ms); `wall_clock`: duration_ms. */
const latencyFigure = () => Enum(["compute", "wall_clock", null]);
const sideSources = () => Struct({ baseline: sideSource(), candidate: sideSource() }, closed);

export const PROVENANCE = Struct(
  { source: Text(), commit: nullableString(), age_seconds: nullableNumber() },
  closed,
);

export const RUN_IDENTITY = Struct(
  {
    config_id: Text(),
    provider: Enum(PROVIDERS),
    model: nullableString(),
    model_digest: nullableString(),
    ollama_version: nullableString(),
    quantization: Optional(nullableString()),
    embedding_model: Optional(nullableString()),
    embedding_digest: Optional(nullableString()),
    // Checked as objects only (a result's own schema checked their members when it was read).
    mcp_servers: Optional(List(Unsafe<Static<typeof MCP_SERVER>>({ type: "object" }))),
    suite: Text(),
    suite_sha256: Text(),
    started_at: Text(),
    finished_at: Text(),
    cancelled: Bool(),
    capture: Enum(CAPTURE_MODES),
    tags: strings(),
    provenance: OneOf([Null(), PROVENANCE], {
      description: "Where a stored baseline came from (filled by the Action); null otherwise.",
    }),
  },
  closed,
);

export const CONTRACT_RATES = Struct(
  {
    baseline_matches: Count(),
    baseline_total: Count(),
    candidate_matches: Count(),
    candidate_total: Count(),
    p_value: Num({ minimum: 0, maximum: 1 }),
    p_threshold: Num({ minimum: 0, maximum: 1 }),
    significant: Bool(),
  },
  closed,
);

export const CASE_LATENCY = Struct(
  {
    // In the order the schema always listed them: Ajv reports problems in this order.
    figure: latencyFigure(),
    baseline_ms: nullableNumber(),
    candidate_ms: nullableNumber(),
    delta_ms: nullableNumber(),
    delta_pct: nullableNumber(),
    slower: Bool(),
    source: sideSources(),
  },
  closed,
);

export const CASE_TOKENS = Struct(
  {
    baseline: nullableNumber(),
    candidate: nullableNumber(),
    delta_pct: nullableNumber(),
    longer: Bool(),
    tps_baseline: nullableNumber(),
    tps_candidate: nullableNumber(),
    tps_delta_pct: nullableNumber(),
    tps_slower: Bool(),
  },
  closed,
);

export const CASE_COMPARISON = Struct(
  {
    id: Text(),
    type: Enum(CHECK_TYPES),
    category: Enum(CATEGORIES),
    contract: Enum([...CONTRACT_KINDS, null]),
    baseline_status: Enum([...REPETITION_STATUSES, null]),
    candidate_status: Enum([...REPETITION_STATUSES, null]),
    reason: nullableString(),
    label_change: OneOf([Null(), Struct({ from: Text(), to: Text() }, closed)]),
    baseline_pass_count: Nullable(Integer({ minimum: 0 })),
    candidate_pass_count: Nullable(Integer({ minimum: 0 })),
    repeat: Struct(
      { baseline: Nullable(Integer({ minimum: 1 })), candidate: Nullable(Integer({ minimum: 1 })) },
      closed,
    ),
    p_value: Nullable(Num({ minimum: 0, maximum: 1 })),
    p_threshold: Nullable(
      Num({
        minimum: 0,
        maximum: 1,
        description: "The threshold p_value was held to: alpha, Holm-corrected over the comparison's tests.",
      }),
    ),
    contract_rates: OneOf([Null(), CONTRACT_RATES], {
      description: "A contract judged over repetitions: match rates and the corrected test of a drop.",
    }),
    definition_changed: Bool(),
    latency: CASE_LATENCY,
    tokens: CASE_TOKENS,
    baseline_warnings: strings(),
    candidate_warnings: strings(),
    new_warnings: strings(),
    output_changed: Bool(),
    diff: nullableString(),
    source: Struct({ file: Text(), line: Integer({ minimum: 0 }) }, closed),
  },
  closed,
);

export const SUMMARY = Struct(
  {
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
  },
  closed,
);

export const COMPARE_OPTIONS = Struct(
  {
    alpha: Num({ exclusiveMinimum: 0, maximum: 1 }),
    correction: Enum(CORRECTIONS),
    latency_threshold_pct: Num({ minimum: 0 }),
    min_latency_delta_ms: Num({ minimum: 0 }),
    min_token_delta: Num({ minimum: 0 }),
    allow_suite_mismatch: Bool(),
  },
  closed,
);

export const SUITE_LATENCY = Struct(
  {
    baseline_median_ms: nullableNumber(),
    candidate_median_ms: nullableNumber(),
    delta_pct: nullableNumber(),
    cases_compared: Count(),
    slower_cases: Count(),
    source: sideSources(),
    figure: Enum(["compute", "wall_clock", "mixed", null]),
    threshold_pct: Num(),
    min_delta_ms: Num(),
  },
  closed,
);

export const SUITE_TOKENS = Struct(
  {
    baseline_median: nullableNumber(),
    candidate_median: nullableNumber(),
    delta_pct: nullableNumber(),
    tps_baseline_median: nullableNumber(),
    tps_candidate_median: nullableNumber(),
    tps_delta_pct: nullableNumber(),
    cases_compared: Count(),
    longer_cases: Count(),
    tps_slower_cases: Count(),
  },
  closed,
);

export const MISSING_SHARDS = Struct(
  {
    side: Enum(["baseline", "candidate"]),
    count: Integer({ minimum: 1 }),
    missing: List(Integer({ minimum: 1 })),
  },
  closed,
);

export const COMPARISON = Struct(
  {
    format: Const(COMPARE_FORMAT),
    status: Enum(COMPARISON_STATUSES),
    summary: SUMMARY,
    baseline: RUN_IDENTITY,
    candidate: RUN_IDENTITY,
    options: COMPARE_OPTIONS,
    cases: List(CASE_COMPARISON),
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
