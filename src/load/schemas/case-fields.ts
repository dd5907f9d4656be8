// biome-ignore-all lint/suspicious/noThenProperty: `then` is a JSON Schema keyword here.

import type { JsonObject } from "../../core/json/value.js";
import { MAX_REPEAT } from "../../core/run/run-limits.js";
import {
  CASE_TYPES,
  type CaseType,
  CONTRACT_KINDS,
  LISTED_CHECK_TYPES,
  type ListedCheckType,
} from "../../core/suite/case.js";
import { FREE_TEXT_FIELD } from "./user-file-fields.js";

/**
 * The fields of a suite's cases, by check type: the parts the suite schema (suite.ts) is built
 * from, and what the loader asks when it explains an unknown field.
 */

export const ID_PATTERN = "^[A-Za-z0-9._-]+$";
export const SERVER_NAME_PATTERN = "^[A-Za-z0-9_-]+$";
/** An MCP tool as calls name it: `server.tool`. */
export const QUALIFIED_TOOL_NAME = {
  type: "string",
  pattern: "^[A-Za-z0-9_-]+\\..+$",
  errorMessage: "must be a qualified tool name 'server.tool'",
};

export const REF = (name: string) => ({ $ref: `#/$defs/${name}` });
/** Fields every case may have, whatever its type. */
export const COMMON: JsonObject = {
  id: {
    type: "string",
    pattern: ID_PATTERN,
    errorMessage: "must use only letters, digits, '.', '_' and '-'",
    description:
      "Unique within the suite and stable: comparisons match cases by id. Letters, digits, `.`, `_` and `-`.",
  },
  type: {
    enum: [...CASE_TYPES],
    description:
      "Which check decides pass or fail (its fields: see the table of each type below). Required unless `checks` or `contract` is set.",
  },
  checks: {
    type: "array",
    items: REF("check"),
    minItems: 1,
    description:
      "More criteria, each `{type, ...its fields}`: the case passes when its own type's check (if any) and all of these pass.",
  },
  description: FREE_TEXT_FIELD,
  contract: {
    enum: [...CONTRACT_KINDS],
    description:
      "The evidence that must stay compatible with the baseline's: the output `text`, its `json` value, its `tool_calls`, the documents `retrieval` ranks, or the `mcp` interactions.",
  },
  repeat: {
    type: "integer",
    minimum: 1,
    maximum: MAX_REPEAT,
    default: 1,
    description: `How many times the case runs (1–${MAX_REPEAT}); a comparison tests the pass rates.`,
  },
  min_pass: {
    type: "integer",
    minimum: 1,
    maximum: MAX_REPEAT,
    description:
      "Repetitions that must pass for the case to pass; at most `repeat`. When absent: all of them.",
  },
  tags: {
    type: "array",
    items: { type: "string", minLength: 1 },
    default: [],
    description: "Non-empty strings; `run --tag` selects the cases that have one of them.",
  },
  metadata: {
    type: "object",
    default: {},
    description:
      "Free-form, never interpreted: custom checks read it (`ctx.case.metadata`) and it is part of the case's hash (`case_sha256`); result files do not hold it.",
  },
  performance: REF("performance"),
};

/** Fields of every case that sends a prompt to the model (all types but `retrieval`). */
export const PROMPTED: JsonObject = {
  input: { type: "string", description: "The prompt, sent as one user message." },
  messages: {
    type: "array",
    items: REF("message"),
    minItems: 1,
    description:
      "The conversation, instead of `input`: a non-empty list of `{role, content}`, role `system`, `user`, `assistant` or `tool`.",
  },
  prompt: REF("prompt"),
  system: {
    type: "string",
    description:
      "System prompt, put first in the conversation; when absent, the configuration's `system`. A case may not have both `system` and a system message in `messages`.",
  },
  tools: {
    type: "array",
    items: REF("tool"),
    default: [],
    description:
      "Tool definitions offered natively to the model; a call is answered with the tool's `result`.",
  },
  format: REF("format"),
  generation: REF("generation"),
  options: REF("options"),
  max_turns: {
    type: "integer",
    minimum: 1,
    maximum: 50,
    default: 5,
    description: "Most model turns in a tool or MCP loop (1–50).",
  },
  rag: REF("rag"),
};

const caseInsensitive = { type: "boolean", default: false, description: "Compare ignoring case." };
const stringList = { type: "array", items: { type: "string" } };
const limit = (what: string, passes: string) => ({
  passes,
  properties: {
    limit: {
      type: "integer",
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      description: `The ${what} the output may have (an integer ≥ 0).`,
    },
  },
  required: ["limit"],
});

/**
 * Fields of each check type, besides the common and prompted ones, and when a case of the type
 * passes (`passes`: the docs' table of types says it; the schema gives it as the type's description).
 */
export const BY_TYPE: Record<
  CaseType,
  { passes: string; properties: JsonObject; required?: string[]; extra?: JsonObject }
> = {
  exact: {
    passes: "the output equals `expected`; surrounding whitespace stripped unless `strip: false`.",
    properties: {
      expected: { type: "string", description: "The output must equal this text." },
      case_insensitive: caseInsensitive,
      strip: {
        type: "boolean",
        default: true,
        description: "Strip surrounding whitespace from the output before comparing.",
      },
    },
    required: ["expected"],
  },
  contains: {
    passes: "the output contains every string.",
    properties: {
      expected: {
        anyOf: [{ type: "string" }, { ...stringList, minItems: 1 }],
        errorMessage: "must be a string or a non-empty list of strings",
        description: "A text, or a non-empty list of texts: the output must contain each.",
      },
      case_insensitive: caseInsensitive,
    },
    required: ["expected"],
  },
  not_contains: {
    passes: "the output contains none of the strings.",
    properties: {
      expected: {
        anyOf: [{ type: "string" }, { ...stringList, minItems: 1 }],
        errorMessage: "must be a string or a non-empty list of strings",
        description: "A text, or a non-empty list of texts: the output must contain none.",
      },
      case_insensitive: caseInsensitive,
    },
    required: ["expected"],
  },
  max_length: limit(
    "most characters",
    "the output has at most `limit` characters (Unicode code points, surrounding whitespace stripped).",
  ),
  min_length: limit("fewest characters", "the output has at least `limit` characters, counted the same way."),
  max_words: limit("most words", "the output has at most `limit` words (runs of non-whitespace)."),
  regex: {
    passes:
      "the output matches, as written: surrounding whitespace is not stripped (`^[0-9]+$` does not match `12345` and a line break; `exact` and the length checks strip it).",
    properties: {
      pattern: {
        type: "string",
        description:
          "An RE2 regular expression (linear time: no backreferences, no lookaround), searched anywhere in the output.",
      },
      flags: {
        type: "string",
        pattern: "^[imsu]*$",
        errorMessage: "must be made of the flags i, m, s and u",
        description:
          "Any of `i` (ignore case), `m` (`^`/`$` at line breaks), `s` (`.` matches a newline), `u` (accepted, changes nothing).",
      },
    },
    required: ["pattern"],
  },
  json: {
    passes: "the output is JSON, valid against `schema` and equal to `expected` when given.",
    properties: {
      schema: {
        ...REF("jsonSchema"),
        description: "The parsed output must validate against this JSON Schema.",
      },
      expected: {
        description:
          'The parsed output must equal this value, `null` included (JSON semantics: `1` equals `1.0`, `"1"` does not equal `1`).',
      },
    },
  },
  classification: {
    passes:
      'the whitespace-stripped prediction equals `expected` and is one of `labels`. Labels, `expected` and the prediction are all compared trimmed (and folded with `case_insensitive`), at load as at run time: `labels: [" billing"]` holds `expected: billing`.',
    properties: {
      expected: { type: "string", description: "The expected label; one of `labels` when they are given." },
      labels: {
        ...stringList,
        minItems: 1,
        uniqueItems: true,
        description: "The allowed labels, non-empty, no repeats; the prediction must be one of them.",
      },
      case_insensitive: caseInsensitive,
    },
    required: ["expected"],
  },
  required_fields: {
    passes: "the JSON output has every path and value; give `required`, `values` or both.",
    properties: {
      required: {
        ...stringList,
        description: "Dotted paths that must exist: `customer.name`, `items.0.sku`.",
      },
      values: {
        type: "object",
        description: "Dotted path → the value it must hold, compared as JSON (`1` equals `1.0`).",
      },
    },
    extra: {
      anyOf: [{ required: ["required"] }, { required: ["values"] }],
      errorMessage: "needs 'required' (paths that must exist), 'values' (paths and values), or both",
    },
  },
  tool_call: {
    passes: "the model made exactly these calls; give `expected` or `calls`, not both.",
    properties: {
      expected: {
        ...REF("expectedToolCall"),
        description: "The one call the model must make: `{name, arguments?, arguments_schema?}`.",
      },
      calls: {
        type: "array",
        items: REF("expectedToolCall"),
        description:
          "Instead of `expected`: the calls the model must make, in order, each of the same shape (`[]`: no call at all).",
      },
      arguments_schema: {
        ...REF("jsonSchema"),
        description: "Every call's arguments must validate against this JSON Schema.",
      },
    },
    // Two rules, not one oneOf: each failure has its own advice (neither given is not "both").
    extra: {
      allOf: [
        {
          anyOf: [{ required: ["expected"] }, { required: ["calls"] }],
          errorMessage: "needs 'expected' (one call) or 'calls' (an ordered list)",
        },
        {
          not: { required: ["expected", "calls"] },
          errorMessage: "needs 'expected' (one call) or 'calls' (an ordered list), not both",
        },
      ],
    },
  },
  retrieval: {
    passes: "the retrieved ids equal `expected_documents`. No prompt fields. Needs `corpus`.",
    properties: {
      query: { type: "string", description: "Text embedded and matched against the suite's corpus." },
      top_k: {
        type: "integer",
        minimum: 1,
        maximum: Number.MAX_SAFE_INTEGER,
        description: "How many documents to retrieve; when absent, as many as `expected_documents` lists.",
      },
      expected_documents: {
        ...stringList,
        minItems: 1,
        description: "Ids of the documents expected, in rank order.",
      },
    },
    required: ["query", "expected_documents"],
  },
  mcp: {
    passes: "the MCP interactions equal `expected_calls`, in order. Needs `mcp_servers`.",
    properties: {
      expected_calls: {
        type: "array",
        items: REF("expectedMcpCall"),
        description:
          "The MCP tool calls the model must make, in order: `[{tool: server.tool, arguments?, arguments_schema?}]`.",
      },
      servers: {
        type: "array",
        items: { type: "string", pattern: SERVER_NAME_PATTERN },
        minItems: 1,
        description: "Offer only these servers' tools; when absent, every server of the suite.",
      },
    },
    required: ["expected_calls"],
  },
  custom: {
    passes: "the plugin's function returns a pass.",
    properties: {
      check: {
        type: "string",
        minLength: 1,
        description: "Name of a check a `--plugin` module registers.",
      },
      params: { type: "object", description: "Passed to the check as `ctx.case.params`." },
    },
    required: ["check"],
  },
  none: {
    passes: "nothing of its own: only the contract with the baseline is checked (`contract` is required).",
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
  // Own members only: `in` finds `constructor` on every object.
  if (Object.hasOwn(COMMON, field)) return [...CASE_TYPES];
  if (Object.hasOwn(PROMPTED, field)) return CASE_TYPES.filter((t) => t !== "retrieval");
  return CASE_TYPES.filter((t) => Object.hasOwn(BY_TYPE[t].properties, field));
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
