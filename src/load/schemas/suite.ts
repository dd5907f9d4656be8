// biome-ignore-all lint/suspicious/noThenProperty: `then` is a JSON Schema keyword here.
import type { JsonObject } from "../../core/json/value.js";
import {
  CASE_TYPES,
  type CaseType,
  CONTRACT_KINDS,
  LISTED_CHECK_TYPES,
  type ListedCheckType,
} from "../../core/suite/case.js";

/**
 * The suite file's JSON Schema (draft 2020-12), published for editors and used by the loader.
 * `errorMessage` (also understood by VS Code) replaces Ajv's wording where a rule is a
 * combination the raw messages would explain badly.
 */

export const ID_PATTERN = "^[A-Za-z0-9._-]+$";
export const SERVER_NAME_PATTERN = "^[A-Za-z0-9_-]+$";
/** An MCP tool as calls name it: `server.tool`. */
export const QUALIFIED_TOOL_NAME = {
  type: "string",
  pattern: "^[A-Za-z0-9_-]+\\..+$",
  errorMessage: "must be a qualified tool name 'server.tool'",
};

const REF = (name: string) => ({ $ref: `#/$defs/${name}` });

/** Fields every case may have, whatever its type. */
const COMMON: JsonObject = {
  id: {
    type: "string",
    pattern: ID_PATTERN,
    errorMessage: "must use only letters, digits, '.', '_' and '-'",
    description: "Unique, stable identity of the case: letters, digits, '.', '_' and '-'.",
  },
  type: {
    enum: [...CASE_TYPES],
    description: "Which check decides pass or fail. May be omitted when `checks` or `contract` is set.",
  },
  checks: {
    type: "array",
    items: REF("check"),
    minItems: 1,
    description:
      "More criteria, each `{type, ...its fields}`: the case passes when its own type's check (if any) and all of these pass.",
  },
  description: { type: "string", description: "Free text." },
  contract: {
    enum: [...CONTRACT_KINDS],
    description: "The evidence must stay compatible with the baseline's under this contract.",
  },
  repeat: { type: "integer", minimum: 1, maximum: 1000, description: "Repetitions of the case (default 1)." },
  min_pass: {
    type: "integer",
    minimum: 1,
    description: "Repetitions that must pass for the case to pass (default: all of them).",
  },
  tags: {
    type: "array",
    items: { type: "string", minLength: 1 },
    description: "Select cases with `run --tag`.",
  },
  metadata: { type: "object", description: "Free-form; stored, never interpreted." },
  performance: REF("performance"),
};

/** Fields of every case that sends a prompt to the model (all types but `retrieval`). */
const PROMPTED: JsonObject = {
  input: { type: "string", description: "The prompt, sent as one user message." },
  messages: {
    type: "array",
    items: REF("message"),
    minItems: 1,
    description: "The conversation, instead of `input`.",
  },
  prompt: REF("prompt"),
  system: { type: "string", description: "System prompt; the configuration's `system` applies when absent." },
  tools: {
    type: "array",
    items: REF("tool"),
    description: "Tool definitions offered natively to the model.",
  },
  format: REF("format"),
  generation: REF("generation"),
  options: REF("options"),
  max_turns: {
    type: "integer",
    minimum: 1,
    maximum: 50,
    description: "Most model turns in a tool or MCP loop (default 5).",
  },
  rag: REF("rag"),
};

const caseInsensitive = { type: "boolean", description: "Compare ignoring case (default false)." };
const stringList = { type: "array", items: { type: "string" } };
const limit = (what: string) => ({
  properties: {
    limit: { type: "integer", minimum: 0, description: `The bound: ${what}.` },
  },
  required: ["limit"],
});

/** Fields of each check type, besides the common and prompted ones. */
const BY_TYPE: Record<CaseType, { properties: JsonObject; required?: string[]; extra?: JsonObject }> = {
  exact: {
    properties: {
      expected: { type: "string", description: "The output must equal this text." },
      case_insensitive: caseInsensitive,
      strip: {
        type: "boolean",
        description: "Strip surrounding whitespace before comparing (default true).",
      },
    },
    required: ["expected"],
  },
  contains: {
    properties: {
      expected: {
        anyOf: [{ type: "string" }, { ...stringList, minItems: 1 }],
        errorMessage: "must be a string or a non-empty list of strings",
        description: "The output must contain this text, or every text of the list.",
      },
      case_insensitive: caseInsensitive,
    },
    required: ["expected"],
  },
  not_contains: {
    properties: {
      expected: {
        anyOf: [{ type: "string" }, { ...stringList, minItems: 1 }],
        errorMessage: "must be a string or a non-empty list of strings",
        description: "The output must contain none of these texts.",
      },
      case_insensitive: caseInsensitive,
    },
    required: ["expected"],
  },
  max_length: limit("most characters of the output, surrounding whitespace stripped"),
  min_length: limit("fewest characters of the output, surrounding whitespace stripped"),
  max_words: limit("most words (runs of non-whitespace) of the output"),
  regex: {
    properties: {
      pattern: { type: "string", description: "A JavaScript regular expression the output must match." },
      flags: {
        type: "string",
        pattern: "^[imsu]*$",
        errorMessage: "must be made of the flags i, m, s and u",
        description: "Regular-expression flags: i, m, s, u.",
      },
    },
    required: ["pattern"],
  },
  json: {
    properties: {
      schema: {
        ...REF("jsonSchema"),
        description: "The parsed output must validate against this JSON Schema.",
      },
      expected: {
        description: "The parsed output must equal this value (JSON semantics: 1 == 1.0, '1' != 1).",
      },
    },
  },
  classification: {
    properties: {
      expected: { type: "string", description: "The expected label." },
      labels: {
        ...stringList,
        minItems: 1,
        uniqueItems: true,
        description: "The allowed labels; the prediction must be one of them.",
      },
      case_insensitive: caseInsensitive,
    },
    required: ["expected"],
  },
  required_fields: {
    properties: {
      required: {
        ...stringList,
        description: "Dotted paths that must exist: `customer.name`, `items.0.sku`.",
      },
      values: { type: "object", description: "Dotted paths and the values they must hold." },
    },
    extra: {
      anyOf: [{ required: ["required"] }, { required: ["values"] }],
      errorMessage: "needs 'required' (paths that must exist), 'values' (paths and values), or both",
    },
  },
  tool_call: {
    properties: {
      expected: { ...REF("expectedToolCall"), description: "The one call the model must make." },
      calls: {
        type: "array",
        items: REF("expectedToolCall"),
        description: "The calls the model must make, in order (an empty list: no call at all).",
      },
      arguments_schema: {
        ...REF("jsonSchema"),
        description: "Every call's arguments must validate against this JSON Schema.",
      },
    },
    extra: {
      oneOf: [{ required: ["expected"] }, { required: ["calls"] }],
      errorMessage: "needs either 'expected' (one call) or 'calls' (an ordered list), not both",
    },
  },
  retrieval: {
    properties: {
      query: { type: "string", description: "Text embedded and matched against the suite's corpus." },
      top_k: {
        type: "integer",
        minimum: 1,
        description: "How many documents to retrieve (default: as many as expected_documents).",
      },
      expected_documents: {
        ...stringList,
        minItems: 1,
        description: "Logical ids of the documents expected, in rank order.",
      },
    },
    required: ["query", "expected_documents"],
  },
  mcp: {
    properties: {
      expected_calls: {
        type: "array",
        items: REF("expectedMcpCall"),
        description: "The MCP tool calls the model must make, in order.",
      },
      servers: {
        type: "array",
        items: { type: "string", pattern: SERVER_NAME_PATTERN },
        minItems: 1,
        description: "Offer only these servers' tools (default: every server of the suite).",
      },
    },
    required: ["expected_calls"],
  },
  custom: {
    properties: {
      check: {
        type: "string",
        minLength: 1,
        description: "Name of a check registered by a `--plugin` module.",
      },
      params: { type: "object", description: "Passed to the check as `ctx.case.params`." },
    },
    required: ["check"],
  },
  none: {
    properties: {},
    extra: {
      required: ["contract"],
      errorMessage: "type 'none' has no check of its own: it needs a 'contract'",
    },
  },
};

/** Field names valid in a case of the given type (unknown types: every known field). */
export function caseFields(type: string | undefined): ReadonlySet<string> {
  const spec = BY_TYPE[type as CaseType];
  const names = new Set(Object.keys(COMMON));
  if (spec === undefined) {
    for (const s of Object.values(BY_TYPE)) for (const k of Object.keys(s.properties)) names.add(k);
    for (const k of Object.keys(PROMPTED)) names.add(k);
    return names;
  }
  for (const k of Object.keys(spec.properties)) names.add(k);
  if (type !== "retrieval") for (const k of Object.keys(PROMPTED)) names.add(k);
  return names;
}

/** The check types that use a field, for "field 'labels' is not used by type 'json'". */
export function typesUsingField(field: string): CaseType[] {
  if (field in COMMON) return [...CASE_TYPES];
  if (field in PROMPTED) return CASE_TYPES.filter((t) => t !== "retrieval");
  return CASE_TYPES.filter((t) => field in BY_TYPE[t].properties);
}

/** Field names an entry of `checks:` of the given type may have (unknown types: all of them). */
export function listedCheckFields(type: string | undefined): ReadonlySet<string> {
  const names = new Set(["type"]);
  const types = LISTED_CHECK_TYPES.includes(type as ListedCheckType)
    ? [type as ListedCheckType]
    : LISTED_CHECK_TYPES;
  for (const t of types) for (const k of Object.keys(BY_TYPE[t].properties)) names.add(k);
  return names;
}

/** Case fields `defaults` may hold. */
export const DEFAULTABLE = [
  "system",
  "tools",
  "format",
  "generation",
  "options",
  "max_turns",
  "rag",
  "contract",
  "repeat",
  "min_pass",
  "tags",
  "metadata",
  "performance",
] as const;
/** Of those, the ones that only apply to cases that send a prompt (not to `retrieval`). */
export const PROMPTED_FIELDS: ReadonlySet<string> = new Set(Object.keys(PROMPTED));

/** Matches a case mapping of this type (a list or a string would match `required` vacuously). */
function typeIs(type: CaseType): JsonObject {
  return { type: "object", properties: { type: { const: type } }, required: ["type"] };
}

const caseSchema: JsonObject = {
  type: "object",
  description: "One test case.",
  properties: COMMON,
  required: ["id"],
  allOf: [
    {
      if: { not: { anyOf: [{ required: ["contract"] }, { required: ["checks"] }] } },
      then: { required: ["type"] },
    },
    {
      // Not a mapping: `type` says so once; the prompt rule would only echo it.
      if: { anyOf: [typeIs("retrieval"), { not: { type: "object" } }] },
      then: {},
      else: {
        properties: PROMPTED,
        allOf: [
          {
            oneOf: [{ required: ["input"] }, { required: ["messages"] }, { required: ["prompt"] }],
            errorMessage: "needs exactly one of 'input', 'messages' or 'prompt'",
          },
        ],
      },
    },
    ...CASE_TYPES.map((type) => ({ if: typeIs(type), then: typeRules(type) })),
  ],
  unevaluatedProperties: false,
};

/** The fields and rules of one check type, as a subschema applied when `type` names it. */
function typeRules(type: CaseType): JsonObject {
  const spec = BY_TYPE[type];
  const then: JsonObject = { properties: spec.properties };
  if (spec.required !== undefined) then.required = spec.required;
  if (spec.extra !== undefined) then.allOf = [spec.extra];
  return then;
}

/** An entry of a case's `checks:` list: a type and that type's fields, nothing of the case's. */
const listedCheckSchema: JsonObject = {
  type: "object",
  description: "One more criterion: `type` and the fields of that check type.",
  properties: {
    type: {
      enum: [...LISTED_CHECK_TYPES],
      description: "The check type (retrieval and mcp cases name theirs in the case's own `type`).",
    },
  },
  required: ["type"],
  allOf: LISTED_CHECK_TYPES.map((type) => ({ if: typeIs(type), then: typeRules(type) })),
  unevaluatedProperties: false,
};

const defaultsSchema: JsonObject = {
  type: "object",
  description:
    "Merged under every case; the case wins (generation, metadata and performance merge key by key).",
  properties: Object.fromEntries(DEFAULTABLE.map((k) => [k, (COMMON[k] ?? PROMPTED[k])!])),
  additionalProperties: false,
};

const jsonSchemaRef = { ...REF("jsonSchema") };

export const SUITE_SCHEMA: JsonObject = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://modelgate.dev/schemas/suite.json",
  title: "ModelGate suite",
  description: "A versioned test suite: cases with explicit pass criteria and optional baseline contracts.",
  type: "object",
  properties: {
    $schema: { type: "string", description: "Where editors find this schema." },
    suite: {
      type: "string",
      minLength: 1,
      description: "Name of the suite; a run and its comparison name one suite.",
    },
    description: { type: "string", description: "Free text." },
    defaults: defaultsSchema,
    cases: { type: "array", items: REF("case"), description: "The test cases, in report order." },
    corpus: REF("corpus"),
    mcp_servers: {
      type: "object",
      propertyNames: {
        pattern: SERVER_NAME_PATTERN,
        errorMessage: "server names use only letters, digits, '_' and '-'",
      },
      additionalProperties: REF("mcpServer"),
      description: "MCP servers for `mcp` cases, by name; their tools are offered as `name.tool`.",
    },
  },
  required: ["suite", "cases"],
  additionalProperties: false,
  $defs: {
    case: caseSchema,
    check: listedCheckSchema,
    jsonSchema: {
      type: "object",
      description: "A JSON Schema (draft 2020-12 unless its `$schema` says otherwise).",
    },
    message: {
      type: "object",
      properties: {
        role: { enum: ["system", "user", "assistant", "tool"] },
        content: { type: "string" },
      },
      required: ["role", "content"],
      additionalProperties: false,
    },
    prompt: {
      type: "object",
      description:
        "A prompt template file; `{{name}}` is replaced by `vars.name` (`{{context}}` is reserved for `rag`).",
      properties: {
        file: { type: "string", minLength: 1, description: "Template path, relative to the suite file." },
        vars: {
          type: "object",
          additionalProperties: { type: ["string", "number", "boolean"] },
          description: "Values of the template's `{{name}}` placeholders.",
        },
      },
      required: ["file"],
      additionalProperties: false,
    },
    tool: {
      description:
        "A tool definition: `{name, description, parameters}` or Ollama's `{type: function, function: {...}}`.",
      if: { type: "object", required: ["function"] },
      then: {
        type: "object",
        properties: {
          type: { const: "function" },
          function: {
            type: "object",
            properties: {
              name: { type: "string", minLength: 1 },
              description: { type: "string" },
              parameters: jsonSchemaRef,
            },
            required: ["name"],
            additionalProperties: false,
          },
          result: { description: "Stub answer: the runner answers the call with it and continues." },
        },
        additionalProperties: false,
      },
      else: {
        type: "object",
        properties: {
          name: { type: "string", minLength: 1, description: "Tool name, as the model calls it." },
          description: { type: "string" },
          parameters: { ...jsonSchemaRef, description: "JSON Schema of the arguments." },
          result: { description: "Stub answer: the runner answers the call with it and continues." },
        },
        required: ["name"],
        additionalProperties: false,
      },
    },
    format: {
      anyOf: [{ const: "json" }, { type: "object" }],
      errorMessage: 'must be "json" or a JSON Schema (a mapping)',
      description: "Structured output requested from the provider: `json` or a JSON Schema.",
    },
    generation: {
      type: "object",
      description:
        "Provider options (Ollama `options`: temperature, seed, num_ctx...); override the configuration's.",
    },
    performance: {
      type: "object",
      properties: {
        max_latency_ms: {
          type: "number",
          exclusiveMinimum: 0,
          description: "Warn when the case is slower; gates only with --enforce-performance.",
        },
      },
      additionalProperties: false,
    },
    options: {
      type: "object",
      properties: {
        extract: {
          enum: ["code_fence"],
          description: "`code_fence`: read the content of a single fenced block of the output.",
        },
      },
      additionalProperties: false,
    },
    rag: {
      type: "object",
      description: "Put the top_k documents retrieved for the prompt into `{{context}}`.",
      properties: { top_k: { type: "integer", minimum: 1 } },
      required: ["top_k"],
      additionalProperties: false,
    },
    expectedToolCall: {
      type: "object",
      properties: {
        name: { type: "string", minLength: 1, description: "Tool name." },
        arguments: { type: "object", description: "Arguments, compared semantically." },
        arguments_schema: {
          ...jsonSchemaRef,
          description: "The arguments must validate against this schema.",
        },
      },
      required: ["name"],
      additionalProperties: false,
    },
    expectedMcpCall: {
      type: "object",
      properties: {
        tool: { ...QUALIFIED_TOOL_NAME, description: "Qualified tool name `server.tool`." },
        arguments: { type: "object", description: "Arguments, compared semantically." },
        arguments_schema: {
          ...jsonSchemaRef,
          description: "The arguments must validate against this schema.",
        },
      },
      required: ["tool"],
      additionalProperties: false,
    },
    corpus: {
      description:
        "Documents for retrieval: a folder (ids are relative file paths), `{path: folder}`, or `{jsonl: file}` of `{id, text}` lines. A string ending in .jsonl is a JSONL file.",
      anyOf: [
        { type: "string", minLength: 1 },
        {
          type: "object",
          properties: { path: { type: "string", minLength: 1 } },
          required: ["path"],
          additionalProperties: false,
        },
        {
          type: "object",
          properties: { jsonl: { type: "string", minLength: 1 } },
          required: ["jsonl"],
          additionalProperties: false,
        },
      ],
      errorMessage: "must be a folder path, {path: folder} or {jsonl: file}",
    },
    mcpRestart: {
      enum: ["per_configuration", "per_case", "per_repetition"],
      description:
        "When the server is started fresh: once per suite x configuration (default; the sides of a comparison never share it), for every case, or for every repetition (stateful servers).",
    },
    mcpServer: {
      description: "Started over stdio (`command`) or reached over Streamable HTTP (`url`).",
      if: { type: "object", required: ["url"] },
      then: {
        type: "object",
        properties: {
          url: { type: "string", pattern: "^https?://", errorMessage: "must be an http:// or https:// URL" },
          headers: { type: "object", additionalProperties: { type: "string" } },
          restart: REF("mcpRestart"),
        },
        additionalProperties: false,
      },
      else: {
        type: "object",
        properties: {
          command: { type: "string", minLength: 1, description: "Executable, found on PATH." },
          args: { type: "array", items: { type: "string" } },
          env: {
            type: "object",
            additionalProperties: { type: "string" },
            description: "Added to the inherited environment.",
          },
          cwd: {
            type: "string",
            description: "Working folder, relative to the suite file (default: its folder).",
          },
          restart: REF("mcpRestart"),
        },
        required: ["command"],
        additionalProperties: false,
      },
    },
  },
};
