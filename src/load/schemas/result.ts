import { CAPTURE_MODES, PROVIDERS } from "../../core/config/run-config.js";
import { REPETITION_STATUSES, RUN_FORMAT } from "../../core/result/run-result.js";
import { JSON_SOURCES, READABLE_RUN_FORMATS } from "../../core/result/stored-form.js";
import { CHECK_TYPES, CONTRACT_KINDS } from "../../core/suite/case.js";
import {
  AnyJson,
  Bool,
  Count,
  Enum,
  Integer,
  jsonSchema,
  List,
  Mapping,
  Null,
  Nullable,
  Num,
  Optional,
  Ref,
  SHA256_PATTERN,
  type Static,
  Struct,
  Text,
  Union,
  Unsafe,
} from "./wire.js";

// The run result file (`modelgate.run/v2`; v1 files validate too), defined once: the JSON Schema
// below, and through `Static<>` the TypeScript shape it accepts, which
// test/unit/load/wire-types.test.ts holds equal to the declarations in core/result/run-result.ts.
// Required fields are the contract readers rely on; members a reader does not know are allowed,
// so adding a field is not a new version.

const strings = () => List(Text());
const sha256 = (description?: string) =>
  Text(description === undefined ? { pattern: SHA256_PATTERN } : { pattern: SHA256_PATTERN, description });

export const TOOL_CALL = Struct({
  name: Text(),
  arguments: AnyJson(),
  arguments_error: Optional(Text()),
});

export const MCP_CALL = Struct({
  tool: Text(),
  arguments: AnyJson(),
  arguments_error: Optional(Text()),
  is_error: Bool(),
});

export const EVIDENCE = Struct({
  json: Optional(
    AnyJson({
      description:
        "The parsed JSON output. v2 writes it only when it cannot be derived from the output; otherwise json_from says where to parse it from.",
    }),
  ),
  json_from: Optional(
    Enum(JSON_SOURCES, {
      description:
        "v2: the parsed JSON output is the output (`output`) or its one code fence (`code_fence`) parsed strictly; readers derive `json` from it.",
    }),
  ),
  json_error: Optional(Text()),
  json_sha256: Optional(
    sha256(
      "capture hash, json contract: SHA-256 of the parsed value's semantic canonical form (member order and 1 vs 1.0 normalised).",
    ),
  ),
  text_sha256: Optional(sha256("capture hash, text contract: SHA-256 of the whitespace-normalised output.")),
  label: Optional(Text()),
  tool_calls: Optional(List(Ref("toolCall", TOOL_CALL))),
  tool_calls_error: Optional(
    Text({
      description:
        "Why the output text could not be read as tool calls (JSON that does not parse, or is not a call): invalid evidence, not a mismatch.",
    }),
  ),
  unexecuted_calls: Optional(
    List(Ref("toolCall", TOOL_CALL), {
      description:
        "Calls the agent loop did not execute because it stopped at max_turns: not interactions, never read by checks or contracts.",
    }),
  ),
  retrieved: Optional(strings()),
  mcp_calls: Optional(List(MCP_CALL)),
});

export const REPETITION = Struct({
  index: Count(),
  status: Enum(REPETITION_STATUSES),
  output: Nullable(Text({ description: "The full text; null when capture is hash or none." })),
  output_sha256: Union([sha256(), Null()]),
  evidence: Ref("evidence", EVIDENCE),
  duration_ms: Nullable(Num({ minimum: 0, maximum: 604_800_000 })),
  duration_source: Enum(["recorded", "measured", "cached"]),
  compute_ms: Optional(
    Num({
      minimum: 0,
      description:
        "Provider compute time in ms (Ollama: prompt_eval_duration + eval_duration), without load or queue wait.",
    }),
  ),
  reason: Nullable(Text()),
  details: Mapping(),
  warnings: strings(),
  error: Nullable(Text()),
  provider_metadata: Mapping(),
  attempts: Count(),
  seed: Optional(
    Unsafe<number | bigint>({
      type: "integer",
      description: "The seed this repetition sampled with: the configured seed plus the repetition index.",
    }),
  ),
});

export const CASE = Struct({
  id: Text(),
  type: Enum(CHECK_TYPES),
  tags: strings(),
  source: Struct({ file: Text(), line: Integer({ minimum: 0 }) }),
  case_sha256: sha256("SHA-256 of the case's canonical definition."),
  contract: Enum([...CONTRACT_KINDS, null]),
  status: Enum(REPETITION_STATUSES),
  repeat: Integer({ minimum: 1 }),
  min_pass: Integer({ minimum: 1 }),
  pass_count: Count(),
  judged_count: Count(),
  max_latency_ms: Nullable(Num()),
  repetitions: List(Ref("repetition", REPETITION)),
});

export const SHARD_PLAN = Struct(
  {
    count: Integer({ minimum: 1 }),
    present: List(Integer({ minimum: 1 })),
    missing: List(Integer({ minimum: 1 })),
  },
  {
    description:
      "Written by merge of shard parts: the split's shard count, the shards merged and the shards missing.",
  },
);

export const MCP_SERVER = Struct({
  name: Text(),
  server: Union([Struct({ name: Text(), version: Text() }), Null()]),
});

export const RUN_RESULT = Struct(
  {
    format: Unsafe<typeof RUN_FORMAT>({
      enum: [...READABLE_RUN_FORMATS],
      description: `Format and version of this file: ${RUN_FORMAT} is written; modelgate.run/v1 is still read.`,
    }),
    suite: Struct({
      name: Text(),
      file: Text({ description: "The suite path as given to `run`." }),
      sha256: sha256("SHA-256 of the canonical case definitions, in order."),
      description: Nullable(Text()),
    }),
    config: Struct({
      id: Text(),
      provider: Enum(PROVIDERS),
      model: Nullable(Text()),
      settings: Mapping({
        description: "The configuration as written, environment variables expanded, secrets redacted.",
      }),
    }),
    runtime: Struct({
      modelgate: Text(),
      node: Text(),
      os: Text(),
      arch: Text(),
      provider: Mapping({
        description: "Server version, model digest, family, parameter size, quantization.",
      }),
    }),
    started_at: Text({ description: "ISO 8601." }),
    finished_at: Text({ description: "ISO 8601." }),
    cancelled: Bool({ description: "The run was interrupted; unfinished cases are `cancelled`." }),
    selection: Struct({
      tags: strings(),
      cases: Optional(
        List(Text(), { description: "The run's `--case` globs; absent when every case id was accepted." }),
      ),
      shard: Union([Struct({ index: Integer({ minimum: 1 }), count: Integer({ minimum: 1 }) }), Null()]),
    }),
    shard_plan: Optional(SHARD_PLAN),
    capture: Enum(CAPTURE_MODES),
    mcp_servers: Optional(
      List(MCP_SERVER, {
        description: "The suite's MCP servers, each with the name and version from its initialize response.",
      }),
    ),
    summary: Struct({ cases: Count(), passed: Count(), failed: Count(), invalid: Count(), errors: Count() }),
    cases: List(Ref("case", CASE)),
  },
  {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "https://modelgate.dev/schemas/result.json",
    title: `ModelGate run result (${RUN_FORMAT})`,
    description: "What one run of one suite with one configuration produced, written by `modelgate run`.",
    $defs: { case: CASE, repetition: REPETITION, evidence: EVIDENCE, toolCall: TOOL_CALL },
  },
);

/** The run result as its schema accepts it (`format` restored to v2 as the file is read). */
export type RunResultDocument = Static<typeof RUN_RESULT>;

/** The result schema, as `modelgate schema result` prints it. */
export const RESULT_SCHEMA = jsonSchema(RUN_RESULT);
