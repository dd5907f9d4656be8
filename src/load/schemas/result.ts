import { CAPTURE_MODES } from "../../core/config/run-config.js";
import type { JsonObject } from "../../core/json/value.js";
import { REPETITION_STATUSES, RUN_FORMAT } from "../../core/result/run-result.js";
import { JSON_SOURCES, READABLE_RUN_FORMATS } from "../../core/result/stored-form.js";
import { CHECK_TYPES, CONTRACT_KINDS } from "../../core/suite/case.js";

const STATUSES = [...REPETITION_STATUSES];
const nullable = (type: string) => ({ type: [type, "null"] });
const count = { type: "integer", minimum: 0 };
const strings = { type: "array", items: { type: "string" } };
const sha256 = { type: "string", pattern: "^[0-9a-f]{64}$" };

/**
 * The run result (`modelgate.run/v2`; v1 files validate too). Required fields are the contract readers rely on; members
 * a reader does not know are allowed, so adding a field is not a new version.
 */
export const RESULT_SCHEMA: JsonObject = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://modelgate.dev/schemas/result.json",
  title: `ModelGate run result (${RUN_FORMAT})`,
  description: "What one run of one suite with one configuration produced, written by `modelgate run`.",
  type: "object",
  required: [
    "format",
    "suite",
    "config",
    "runtime",
    "started_at",
    "finished_at",
    "cancelled",
    "selection",
    "capture",
    "summary",
    "cases",
  ],
  properties: {
    format: {
      enum: [...READABLE_RUN_FORMATS],
      description: `Format and version of this file: ${RUN_FORMAT} is written; modelgate.run/v1 is still read.`,
    },
    suite: {
      type: "object",
      required: ["name", "file", "sha256", "description"],
      properties: {
        name: { type: "string" },
        file: { type: "string", description: "The suite path as given to `run`." },
        sha256: { ...sha256, description: "SHA-256 of the canonical case definitions, in order." },
        description: nullable("string"),
      },
    },
    config: {
      type: "object",
      required: ["id", "provider", "model", "settings"],
      properties: {
        id: { type: "string" },
        provider: { enum: ["ollama", "openai", "replay"] },
        model: nullable("string"),
        settings: {
          type: "object",
          description: "The configuration as written, environment variables expanded, secrets redacted.",
        },
      },
    },
    runtime: {
      type: "object",
      required: ["modelgate", "node", "os", "arch", "provider"],
      properties: {
        modelgate: { type: "string" },
        node: { type: "string" },
        os: { type: "string" },
        arch: { type: "string" },
        provider: {
          type: "object",
          description: "Server version, model digest, family, parameter size, quantization.",
        },
      },
    },
    started_at: { type: "string", description: "ISO 8601." },
    finished_at: { type: "string", description: "ISO 8601." },
    cancelled: { type: "boolean", description: "The run was interrupted; unfinished cases are `cancelled`." },
    selection: {
      type: "object",
      required: ["tags", "shard"],
      properties: {
        tags: strings,
        cases: {
          ...strings,
          description: "The run's `--case` globs; absent when every case id was accepted.",
        },
        shard: {
          anyOf: [
            {
              type: "object",
              required: ["index", "count"],
              properties: { index: { type: "integer", minimum: 1 }, count: { type: "integer", minimum: 1 } },
            },
            { type: "null" },
          ],
        },
      },
    },
    shard_plan: {
      type: "object",
      description:
        "Written by merge of shard parts: the split's shard count, the shards merged and the shards missing.",
      required: ["count", "present", "missing"],
      properties: {
        count: { type: "integer", minimum: 1 },
        present: { type: "array", items: { type: "integer", minimum: 1 } },
        missing: { type: "array", items: { type: "integer", minimum: 1 } },
      },
    },
    capture: { enum: [...CAPTURE_MODES] },
    mcp_servers: {
      type: "array",
      description: "The suite's MCP servers, each with the name and version from its initialize response.",
      items: {
        type: "object",
        required: ["name", "server"],
        properties: {
          name: { type: "string" },
          server: {
            anyOf: [
              {
                type: "object",
                required: ["name", "version"],
                properties: { name: { type: "string" }, version: { type: "string" } },
              },
              { type: "null" },
            ],
          },
        },
      },
    },
    summary: {
      type: "object",
      required: ["cases", "passed", "failed", "invalid", "errors"],
      properties: { cases: count, passed: count, failed: count, invalid: count, errors: count },
    },
    cases: { type: "array", items: { $ref: "#/$defs/case" } },
  },
  $defs: {
    case: {
      type: "object",
      required: [
        "id",
        "type",
        "tags",
        "source",
        "case_sha256",
        "contract",
        "status",
        "repeat",
        "min_pass",
        "pass_count",
        "judged_count",
        "max_latency_ms",
        "repetitions",
      ],
      properties: {
        id: { type: "string" },
        type: { enum: [...CHECK_TYPES] },
        tags: strings,
        source: {
          type: "object",
          required: ["file", "line"],
          properties: { file: { type: "string" }, line: { type: "integer", minimum: 0 } },
        },
        case_sha256: { ...sha256, description: "SHA-256 of the case's canonical definition." },
        contract: { enum: [...CONTRACT_KINDS, null] },
        status: { enum: STATUSES },
        repeat: { type: "integer", minimum: 1 },
        min_pass: { type: "integer", minimum: 1 },
        pass_count: count,
        judged_count: count,
        max_latency_ms: nullable("number"),
        repetitions: { type: "array", items: { $ref: "#/$defs/repetition" } },
      },
    },
    repetition: {
      type: "object",
      required: [
        "index",
        "status",
        "output",
        "output_sha256",
        "evidence",
        "duration_ms",
        "duration_source",
        "reason",
        "details",
        "warnings",
        "error",
        "provider_metadata",
        "attempts",
      ],
      properties: {
        index: count,
        status: { enum: STATUSES },
        output: { ...nullable("string"), description: "The full text; null when capture is hash or none." },
        output_sha256: { anyOf: [sha256, { type: "null" }] },
        evidence: { $ref: "#/$defs/evidence" },
        duration_ms: { type: ["number", "null"], minimum: 0, maximum: 604_800_000 },
        duration_source: { enum: ["recorded", "measured", "cached"] },
        compute_ms: {
          type: "number",
          minimum: 0,
          description:
            "Provider compute time in ms (Ollama: prompt_eval_duration + eval_duration), without load or queue wait.",
        },
        reason: nullable("string"),
        details: { type: "object" },
        warnings: strings,
        error: nullable("string"),
        provider_metadata: { type: "object" },
        attempts: count,
        seed: {
          type: "integer",
          description:
            "The seed this repetition sampled with: the configured seed plus the repetition index.",
        },
      },
    },
    evidence: {
      type: "object",
      properties: {
        json: {
          description:
            "The parsed JSON output. v2 writes it only when it cannot be derived from the output; otherwise json_from says where to parse it from.",
        },
        json_from: {
          enum: [...JSON_SOURCES],
          description:
            "v2: the parsed JSON output is the output (`output`) or its one code fence (`code_fence`) parsed strictly; readers derive `json` from it.",
        },
        json_error: { type: "string" },
        json_sha256: {
          ...sha256,
          description:
            "capture hash, json contract: SHA-256 of the parsed value's semantic canonical form (member order and 1 vs 1.0 normalised).",
        },
        text_sha256: {
          ...sha256,
          description: "capture hash, text contract: SHA-256 of the whitespace-normalised output.",
        },
        label: { type: "string" },
        tool_calls: { type: "array", items: { $ref: "#/$defs/toolCall" } },
        unexecuted_calls: {
          type: "array",
          items: { $ref: "#/$defs/toolCall" },
          description:
            "Calls the agent loop did not execute because it stopped at max_turns: not interactions, never read by checks or contracts.",
        },
        retrieved: strings,
        mcp_calls: {
          type: "array",
          items: {
            type: "object",
            required: ["tool", "arguments", "is_error"],
            properties: {
              tool: { type: "string" },
              arguments: {},
              arguments_error: { type: "string" },
              is_error: { type: "boolean" },
            },
          },
        },
      },
    },
    toolCall: {
      type: "object",
      required: ["name", "arguments"],
      properties: { name: { type: "string" }, arguments: {}, arguments_error: { type: "string" } },
    },
  },
};
