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
export const PROMPTED: JsonObject = {
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
export const BY_TYPE: Record<CaseType, { properties: JsonObject; required?: string[]; extra?: JsonObject }> =
  {
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
