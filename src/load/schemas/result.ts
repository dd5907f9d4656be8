import { CAPTURE_MODES, PROVIDERS } from "../../core/config/run-config.js";
import { REPETITION_STATUSES, RUN_FORMAT } from "../../core/result/run-result.js";
import { JSON_SOURCES, READABLE_RUN_FORMATS } from "../../core/result/stored-form.js";
import { MAX_REPEAT } from "../../core/run/run-limits.js";
import { CHECK_TYPES, CONTRACT_KINDS } from "../../core/suite/case.js";
import {
  AnyJson,
  Bool,
  Count,
  Enum,
  jsonSchema,
  List,
  Mapping,
  Null,
  Nullable,
  Num,
  Optional,
  Positive,
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

const strings = (description?: string) => List(Text(), description === undefined ? {} : { description });
const sha256 = (description?: string) =>
  Text(description === undefined ? { pattern: SHA256_PATTERN } : { pattern: SHA256_PATTERN, description });

export const TOOL_CALL = Struct(
  {
    name: Text(),
    arguments: AnyJson(),
    arguments_error: Optional(Text()),
  },
  {
    description:
      "A tool call: the tool's `name`, its `arguments` (any JSON), and `arguments_error` when the arguments could not be parsed.",
  },
);

export const MCP_CALL = Struct(
  {
    tool: Text(),
    arguments: AnyJson(),
    arguments_error: Optional(Text()),
    is_error: Bool(),
  },
  {
    description:
      "An MCP tool interaction, in call order: the qualified `server.tool`, its `arguments`, `arguments_error` when they could not be parsed, and `is_error` as the server answered.",
  },
);

export const EVIDENCE = Struct(
  {
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
    json_error: Optional(
      Text({ description: "Why the output is not valid JSON, when the case reads JSON and it is not." }),
    ),
    json_sha256: Optional(
      sha256(
        "capture hash, json contract: SHA-256 of the parsed value's semantic canonical form (member order and 1 vs 1.0 normalised).",
      ),
    ),
    text_sha256: Optional(
      sha256("capture hash, text contract: SHA-256 of the whitespace-normalised output."),
    ),
    label: Optional(
      Text({
        description:
          "The predicted label of a classification case, normalised as its first classification check compares it (trimmed; case-folded when that check sets `case_insensitive`).",
      }),
    ),
    tool_calls: Optional(
      List(Ref("toolCall", TOOL_CALL), { description: "The tool calls the model made, in order." }),
    ),
    tool_calls_error: Optional(
      Text({
        description:
          "Why the output text could not be read as tool calls (JSON, or a <tool_call> block, that does not parse or is not a call; a call left inside a code fence the case does not extract): invalid evidence, not a mismatch.",
      }),
    ),
    unexecuted_calls: Optional(
      List(Ref("toolCall", TOOL_CALL), {
        description:
          "Calls the agent loop did not execute: the last reply's calls when it stopped at max_turns, or an MCP case's server calls in the reply it ended at (a call it cannot answer). Not interactions, never read by checks or contracts.",
      }),
    ),
    retrieved: Optional(strings("The retrieved documents' logical ids, in rank order.")),
    mcp_calls: Optional(
      List(MCP_CALL, { description: "The MCP tool interactions of the agent loop, in order." }),
    ),
  },
  {
    description:
      "What the execution produced beyond the text, as checks and contracts read it; never re-run.",
  },
);

export const REPETITION = Struct(
  {
    index: Count({ maximum: MAX_REPEAT - 1, description: "The repetition's index, 0-based." }),
    status: Enum(REPETITION_STATUSES, {
      description:
        "`pass`, `fail` or `invalid` (malformed evidence) judge the evidence; `error`, `unavailable`, `timeout` and `cancelled` say it could not be judged.",
    }),
    output: Nullable(Text({ description: "The full text; null when capture is hash or none." })),
    output_sha256: Union([sha256(), Null()], {
      description: "SHA-256 of the output text; null when nothing was produced or capture is none.",
    }),
    evidence: Ref("evidence", EVIDENCE, { description: "See the evidence table." }),
    duration_ms: Nullable(
      Num({
        minimum: 0,
        maximum: 604_800_000,
        description: "Wall-clock time of the model call, in ms; null when the execution failed.",
      }),
    ),
    duration_source: Enum(["recorded", "measured", "cached"], {
      description:
        "`measured` by this run, `recorded` in replayed outputs, or `cached`: served by the response cache, never compared for latency.",
    }),
    compute_ms: Optional(
      Num({
        minimum: 0,
        maximum: 604_800_000,
        description:
          "Provider compute time in ms (Ollama: prompt_eval_duration + eval_duration), without load or queue wait; on a `cached` repetition, the original call's.",
      }),
    ),
    reason: Nullable(
      Text({ description: "Why the repetition did not pass, in one line; null when it passed." }),
    ),
    details: Mapping({ description: "The check's own figures (e.g. a score and its threshold)." }),
    warnings: strings("Warnings of the execution and the checks, e.g. a latency budget exceeded."),
    error: Nullable(
      Text({
        description:
          "The error message when the execution or a check failed with an error (secrets redacted); null otherwise.",
      }),
    ),
    provider_metadata: Mapping({
      description:
        "Token counts and durations the provider reported (e.g. `eval_count`, `eval_duration`), summed over agent-loop turns, with `turns` when more than one.",
    }),
    attempts: Count({
      description: "Physical attempts made: 1 plus the retries; 0 when no attempt was made.",
    }),
    seed: Optional(
      Unsafe<number | bigint>({
        type: "integer",
        description: "The seed this repetition sampled with: the configured seed plus the repetition index.",
      }),
    ),
  },
  { description: "One execution of a case." },
);

export const CASE = Struct(
  {
    id: Text({ description: "The case id, unique in the suite." }),
    type: Enum(CHECK_TYPES, { description: "The check type (see suite-format.md)." }),
    tags: strings("The case's tags."),
    source: Struct(
      { file: Text(), line: Count() },
      { description: "Where the case is defined: `file` and `line`." },
    ),
    case_sha256: sha256("SHA-256 of the case's canonical definition."),
    contract: Enum([...CONTRACT_KINDS, null], {
      description: "The behaviour contract the comparison holds the case to; null for none.",
    }),
    status: Enum(REPETITION_STATUSES, {
      description:
        "The case's status over its repetitions: `pass` when at least min_pass passed, `fail` or `invalid` when the judged ones rule that out, otherwise the execution failure that prevented it.",
    }),
    repeat: Positive({
      maximum: MAX_REPEAT,
      description: "Repetitions run; as many as `repetitions` lists.",
    }),
    min_pass: Positive({
      maximum: MAX_REPEAT,
      description: "Passing repetitions needed for the case to pass; at most `repeat`.",
    }),
    pass_count: Count({ maximum: MAX_REPEAT, description: "Repetitions that passed." }),
    judged_count: Count({
      maximum: MAX_REPEAT,
      description: "Repetitions that could be judged (pass, fail or invalid).",
    }),
    max_latency_ms: Nullable(
      Num({ minimum: 0, maximum: 604_800_000, description: "The case's latency budget; null for none." }),
    ),
    repetitions: List(Ref("repetition", REPETITION), {
      maxItems: MAX_REPEAT,
      description: "See the repetitions table.",
    }),
  },
  { description: "One case of the suite, in suite order." },
);

export const SHARD_PLAN = Struct(
  {
    count: Positive(),
    present: List(Positive()),
    missing: List(Positive()),
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
      description: `Format and version of this file: \`${RUN_FORMAT}\` is written; \`modelgate.run/v1\` is still read.`,
    }),
    suite: Struct(
      {
        name: Text({ description: "The suite's name." }),
        file: Text({ description: "The suite path as given to `run`." }),
        sha256: sha256("SHA-256 of the canonical case definitions, in order."),
        description: Nullable(Text({ description: "The suite's description; null for none." })),
      },
      { description: "The suite that was run." },
    ),
    config: Struct(
      {
        id: Text({ description: "The configuration's id." }),
        provider: Enum(PROVIDERS, { description: "The provider." }),
        model: Nullable(Text({ description: "The model; null for replay." })),
        settings: Mapping({
          description: "The configuration as written, environment variables expanded, secrets redacted.",
        }),
      },
      { description: "The run configuration." },
    ),
    runtime: Struct(
      {
        modelgate: Text({ description: "ModelGate's version." }),
        node: Text({ description: "Node.js version." }),
        os: Text({ description: "Operating system (Node's `process.platform`)." }),
        arch: Text({ description: "CPU architecture (Node's `process.arch`)." }),
        provider: Mapping({
          description:
            'What the provider reported before the first case. Ollama: `ollama_version`, `base_url`, `models` (by model name: `digest`, `family`, `parameter_size`, `quantization_level`, `size`, and `details_unknown`, why the family, parameter size and quantization are missing, when `/api/show` failed). OpenAI-compatible: `api` (`openai`), `base_url`, `models` (by model name: `id`, `owned_by`, `created` as `/v1/models` lists them, or `listed: false`), `digest` (null) and `digest_note`. Replay: `{name: "replay"}`. Empty when the provider could not be prepared.',
        }),
      },
      { description: "What the run ran on." },
    ),
    started_at: Text({ description: "ISO 8601." }),
    finished_at: Text({ description: "ISO 8601." }),
    cancelled: Bool({ description: "The run was interrupted; unfinished cases are `cancelled`." }),
    selection: Struct(
      {
        tags: strings("The `--tag` selection; empty without `--tag`."),
        cases: Optional(
          List(Text(), {
            description:
              'The run\'s `--case` globs; absent without `--case`. `compare` reports a case they left out as "not selected by --case".',
          }),
        ),
        repeat: Optional(
          Positive({
            maximum: MAX_REPEAT,
            description:
              "The run's `--repeat` override; absent without `--repeat`. `merge` refuses parts that differ in it.",
          }),
        ),
        // Object or null without a combinator, so a bad member is told at its own field.
        shard: Unsafe<{ index: number; count: number } | null>({
          type: ["object", "null"],
          properties: { index: Positive(), count: Positive() },
          required: ["index", "count"],
          description: "`{index, count}` of a `--shard` run; null otherwise.",
        }),
      },
      { description: "Which cases the run selected." },
    ),
    shard_plan: Optional(SHARD_PLAN),
    capture: Enum(CAPTURE_MODES, {
      description: "What of each output the run kept (see Capture above).",
    }),
    mcp_servers: Optional(
      List(MCP_SERVER, {
        description: "The suite's MCP servers, each with the name and version from its initialize response.",
      }),
    ),
    summary: Struct(
      { cases: Count(), passed: Count(), failed: Count(), invalid: Count(), errors: Count() },
      {
        description:
          "Case counts; `errors` counts the cases that could not execute, cancelled ones included.",
      },
    ),
    cases: List(Ref("case", CASE), { description: "See the cases table." }),
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
