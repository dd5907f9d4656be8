// biome-ignore-all lint/suspicious/noThenProperty: `then` is a JSON Schema keyword here.

import type { JsonObject } from "../../core/json/value.js";
import { CASE_TYPES, type CaseType, LISTED_CHECK_TYPES } from "../../core/suite/case.js";
import {
  BY_TYPE,
  COMMON,
  DEFAULTABLE,
  PROMPTED,
  QUALIFIED_TOOL_NAME,
  REF,
  SERVER_NAME_PATTERN,
} from "./case-fields.js";
import { EDITOR_SCHEMA_FIELD, FREE_TEXT_FIELD, GENERATION_OPTION_FIELDS } from "./user-file-fields.js";

export {
  caseFields,
  DEFAULTABLE,
  ID_PATTERN,
  listedCheckFields,
  PROMPTED_FIELDS,
  QUALIFIED_TOOL_NAME,
  SERVER_NAME_PATTERN,
  typesUsingField,
} from "./case-fields.js";

/**
 * The suite file's JSON Schema (draft 2020-12), published for editors and used by the loader.
 * `errorMessage` (also understood by VS Code) replaces Ajv's wording where a rule is a
 * combination the raw messages would explain badly.
 */

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
  const then: JsonObject = { description: `Passes when ${spec.passes}`, properties: spec.properties };
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
    $schema: EDITOR_SCHEMA_FIELD,
    suite: {
      type: "string",
      minLength: 1,
      description: "Name of the suite; a run and its comparison name one suite.",
    },
    description: FREE_TEXT_FIELD,
    defaults: defaultsSchema,
    cases: {
      type: "array",
      items: REF("case"),
      description: "The test cases, in report order. May be empty.",
    },
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
        "A template file instead of `input`: `{file: prompts/ticket.txt, vars: {customer: Priya}}`; each `{{name}}` is replaced by `vars.name` (`{{context}}` is reserved for `rag`).",
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
        title: "Ollama's form {type: function, function: {...}}",
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
        title: "the form {name, description, parameters}",
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
      description:
        "Structured output requested from the provider: `json` or a JSON Schema; when absent, the configuration's `format`.",
    },
    generation: {
      type: "object",
      properties: GENERATION_OPTION_FIELDS,
      default: {},
      description:
        "Provider options (Ollama `options`: `temperature`, `seed`, `num_ctx`, ...); they override the configuration's `options` key by key.",
    },
    performance: {
      type: "object",
      description:
        "`{max_latency_ms: N}`: a slower case gets a warning (a failure only with `--enforce-performance`). The server's own compute time is judged where it reports one, else the wall clock.",
      properties: {
        max_latency_ms: {
          type: "number",
          exclusiveMinimum: 0,
          // A week, as a recorded latency: beyond it a value is a unit mistake.
          maximum: 604_800_000,
          description:
            "Warn when the case is slower (the server's compute time where it reports one); gates only with --enforce-performance.",
        },
      },
      additionalProperties: false,
    },
    options: {
      type: "object",
      description:
        "`{extract: code_fence}`: every check, and the `json` and `tool_calls` contracts, read the content of the output's single fenced block (the whole output when there is not exactly one, and a failure says so). See [Fenced output](#fenced-output).",
      properties: {
        extract: {
          enum: ["code_fence"],
          description: "`code_fence`: read the content of the output's single fenced block.",
        },
      },
      additionalProperties: false,
    },
    rag: {
      type: "object",
      description:
        "`{top_k: N}`: the top N documents retrieved for the prompt replace `{{context}}`. Needs `corpus`.",
      properties: { top_k: { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
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
        "Documents for `retrieval` cases and `rag`: a folder (the ids are the files' relative paths), `{path: folder}`, or `{jsonl: file}` of `{id, text}` lines; a string ending in `.jsonl` is a JSONL file.",
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
      // Each shape's `title` names it when a server gives fields of both (schema-shapes.ts).
      if: { type: "object", required: ["url"] },
      then: {
        title: "a running server",
        type: "object",
        properties: {
          url: { type: "string", pattern: "^https?://", errorMessage: "must be an http:// or https:// URL" },
          headers: { type: "object", additionalProperties: { type: "string" } },
          restart: REF("mcpRestart"),
        },
        additionalProperties: false,
      },
      else: {
        title: "a local server started over stdio",
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
