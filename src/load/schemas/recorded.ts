// biome-ignore-all lint/suspicious/noThenProperty: `then` is a JSON Schema keyword here.

import type { JsonObject } from "../../core/json/value.js";
import { QUALIFIED_TOOL_NAME } from "./suite.js";
import { EDITOR_SCHEMA_FIELD } from "./user-file-fields.js";

const args = {
  anyOf: [{ type: "object" }, { type: "string" }],
  errorMessage: "must be a mapping or a JSON string",
  description:
    "The arguments: a mapping, or a JSON string of one (one that does not parse, or holds no object, is invalid evidence).",
};

const repetitionFields: JsonObject = {
  output: { type: "string", description: "The text the model answered (required in an entry)." },
  latency_ms: {
    type: "number",
    minimum: 0,
    // A week: beyond it a value is hostile or a unit mistake, and would overflow the statistics.
    maximum: 604_800_000,
    description:
      "Recorded duration in ms (at most a week): reports mark it `recorded`; without it the replay is `measured`.",
  },
  metadata: {
    type: "object",
    description:
      "Provider metadata: token counts and durations, e.g. Ollama's `eval_count`, `eval_duration`.",
  },
  tool_calls: {
    type: "array",
    items: { $ref: "#/$defs/toolCall" },
    description:
      'Tool calls, in order: `[{name, arguments}]` or `[{type: function, function: {name, arguments}}]`; `arguments` a mapping or a JSON string of one (one that does not parse, or holds no object such as `"[1]"`, is invalid evidence, never a mere mismatch).',
  },
  retrieved: {
    type: "array",
    items: { type: ["string", "integer"] },
    description: "Ids of the retrieved documents, in rank order (integers are read as their digits).",
  },
  mcp_calls: {
    type: "array",
    items: { $ref: "#/$defs/mcpCall" },
    description:
      "MCP tool interactions, in order: `[{tool: server.tool, arguments, is_error}]`; `is_error` defaults to `false`.",
  },
};

const outputText: JsonObject = { description: "The output text." };

/** An entry that is not a text: its output and what came with it. */
const outputEntry: JsonObject = {
  type: "object",
  properties: repetitionFields,
  required: ["output"],
  additionalProperties: false,
  errorMessage: "must be a text or a mapping with 'output'",
};

/** Recorded outputs served by the `replay` provider. */
export const RECORDED_SCHEMA: JsonObject = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://modelgate.dev/schemas/recorded.json",
  title: "ModelGate recorded outputs",
  description:
    "Outputs (and optionally tool calls, retrieved ids and MCP calls) per case id, replayed instead of calling a model.",
  type: "object",
  properties: {
    $schema: EDITOR_SCHEMA_FIELD,
    outputs: {
      type: "object",
      description:
        "Case id → a text, an entry (a mapping with `output`), or `{repetitions: [text | entry, ...]}`. Other top-level fields are ignored.",
      additionalProperties: { $ref: "#/$defs/entry" },
    },
  },
  required: ["outputs"],
  $defs: {
    entry: {
      if: { type: "string" },
      then: outputText,
      // Each shape's `title` names it when an entry gives fields of both (schema-shapes.ts).
      else: {
        if: { type: "object", required: ["repetitions"] },
        then: {
          title: "one item per repetition",
          type: "object",
          properties: {
            repetitions: {
              type: "array",
              minItems: 1,
              items: { $ref: "#/$defs/repetition" },
              description: "One item per repetition, in order, each a text or an entry; alone in its entry.",
            },
          },
          additionalProperties: false,
        },
        else: { title: "one output", ...outputEntry },
      },
    },
    repetition: { if: { type: "string" }, then: outputText, else: outputEntry },
    toolCall: {
      description: "`{name, arguments}` or `{type: function, function: {name, arguments}}`.",
      if: { type: "object", required: ["function"] },
      then: {
        title: "the form {type: function, function: {name, arguments}}",
        type: "object",
        properties: {
          type: { const: "function" },
          id: { type: "string" },
          function: {
            type: "object",
            properties: { name: { type: "string", minLength: 1 }, arguments: args },
            required: ["name"],
            additionalProperties: false,
          },
        },
        additionalProperties: false,
      },
      else: {
        title: "the form {name, arguments}",
        type: "object",
        properties: { id: { type: "string" }, name: { type: "string", minLength: 1 }, arguments: args },
        required: ["name"],
        additionalProperties: false,
      },
    },
    mcpCall: {
      type: "object",
      properties: {
        tool: QUALIFIED_TOOL_NAME,
        arguments: args,
        is_error: { type: "boolean", description: "The server reported an error (default false)." },
      },
      required: ["tool"],
      additionalProperties: false,
    },
  },
};
