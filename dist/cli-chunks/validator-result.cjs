"use strict";

// <stdin>
exports.validate = validate24;
var schema36 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://modelgate.dev/schemas/result.json", "title": "ModelGate run result (modelgate.run/v2)", "description": "What one run of one suite with one configuration produced, written by `modelgate run`.", "$defs": { "case": { "description": "One case of the suite, in suite order.", "type": "object", "required": ["id", "type", "tags", "source", "case_sha256", "contract", "status", "repeat", "min_pass", "pass_count", "judged_count", "max_latency_ms", "repetitions"], "properties": { "id": { "description": "The case id, unique in the suite.", "type": "string" }, "type": { "enum": ["exact", "contains", "not_contains", "max_length", "min_length", "max_words", "regex", "json", "classification", "required_fields", "tool_call", "retrieval", "mcp", "custom", "none", "checks"], "description": "The check type (see suite-format.md)." }, "tags": { "description": "The case's tags.", "type": "array", "items": { "type": "string" } }, "source": { "description": "Where the case is defined: `file` and `line`.", "type": "object", "required": ["file", "line"], "properties": { "file": { "type": "string" }, "line": { "minimum": 0, "type": "integer" } } }, "case_sha256": { "pattern": "^[0-9a-f]{64}$", "description": "SHA-256 of the case's canonical definition.", "type": "string" }, "contract": { "enum": ["text", "json", "tool_calls", "retrieval", "mcp", null], "description": "The behaviour contract the comparison holds the case to; null for none." }, "status": { "enum": ["pass", "fail", "invalid", "error", "unavailable", "timeout", "cancelled"], "description": "The case's status over its repetitions: `pass` when at least min_pass passed, `fail` or `invalid` when the judged ones rule that out, otherwise the execution failure that prevented it." }, "repeat": { "minimum": 1, "description": "Repetitions run.", "type": "integer" }, "min_pass": { "minimum": 1, "description": "Passing repetitions needed for the case to pass.", "type": "integer" }, "pass_count": { "minimum": 0, "description": "Repetitions that passed.", "type": "integer" }, "judged_count": { "minimum": 0, "description": "Repetitions that could be judged (pass, fail or invalid).", "type": "integer" }, "max_latency_ms": { "description": "The case's latency budget; null for none.", "type": ["number", "null"] }, "repetitions": { "description": "See the repetitions table.", "type": "array", "items": { "$ref": "#/$defs/repetition" } } } }, "repetition": { "description": "One execution of a case.", "type": "object", "required": ["index", "status", "output", "output_sha256", "evidence", "duration_ms", "duration_source", "reason", "details", "warnings", "error", "provider_metadata", "attempts"], "properties": { "index": { "minimum": 0, "description": "The repetition's index, 0-based.", "type": "integer" }, "status": { "enum": ["pass", "fail", "invalid", "error", "unavailable", "timeout", "cancelled"], "description": "`pass`, `fail` or `invalid` (malformed evidence) judge the evidence; `error`, `unavailable`, `timeout` and `cancelled` say it could not be judged." }, "output": { "description": "The full text; null when capture is hash or none.", "type": ["string", "null"] }, "output_sha256": { "description": "SHA-256 of the output text; null when nothing was produced or capture is none.", "anyOf": [{ "pattern": "^[0-9a-f]{64}$", "type": "string" }, { "type": "null" }] }, "evidence": { "$ref": "#/$defs/evidence", "description": "See the evidence table." }, "duration_ms": { "minimum": 0, "maximum": 6048e5, "description": "Wall-clock time of the model call, in ms; null when the execution failed.", "type": ["number", "null"] }, "duration_source": { "enum": ["recorded", "measured", "cached"], "description": "`measured` by this run, `recorded` in replayed outputs, or `cached`: served by the response cache, never compared for latency." }, "compute_ms": { "minimum": 0, "description": "Provider compute time in ms (Ollama: prompt_eval_duration + eval_duration), without load or queue wait.", "type": "number" }, "reason": { "description": "Why the repetition did not pass, in one line; null when it passed.", "type": ["string", "null"] }, "details": { "type": "object", "description": "The check's own figures (e.g. a score and its threshold)." }, "warnings": { "description": "Warnings of the execution and the checks, e.g. a latency budget exceeded.", "type": "array", "items": { "type": "string" } }, "error": { "description": "The error message when the execution or a check failed with an error (secrets redacted); null otherwise.", "type": ["string", "null"] }, "provider_metadata": { "type": "object", "description": "Token counts and durations the provider reported (e.g. `eval_count`, `eval_duration`), summed over agent-loop turns, with `turns` when more than one." }, "attempts": { "minimum": 0, "description": "Physical attempts made: 1 plus the retries; 0 when no attempt was made.", "type": "integer" }, "seed": { "type": "integer", "description": "The seed this repetition sampled with: the configured seed plus the repetition index." } } }, "evidence": { "description": "What the execution produced beyond the text, as checks and contracts read it; never re-run.", "type": "object", "properties": { "json": { "description": "The parsed JSON output. v2 writes it only when it cannot be derived from the output; otherwise json_from says where to parse it from." }, "json_from": { "enum": ["output", "code_fence"], "description": "v2: the parsed JSON output is the output (`output`) or its one code fence (`code_fence`) parsed strictly; readers derive `json` from it." }, "json_error": { "description": "Why the output is not valid JSON, when the case reads JSON and it is not.", "type": "string" }, "json_sha256": { "pattern": "^[0-9a-f]{64}$", "description": "capture hash, json contract: SHA-256 of the parsed value's semantic canonical form (member order and 1 vs 1.0 normalised).", "type": "string" }, "text_sha256": { "pattern": "^[0-9a-f]{64}$", "description": "capture hash, text contract: SHA-256 of the whitespace-normalised output.", "type": "string" }, "label": { "description": "The predicted label of a classification case, normalised as the check compares it.", "type": "string" }, "tool_calls": { "description": "The tool calls the model made, in order.", "type": "array", "items": { "$ref": "#/$defs/toolCall" } }, "tool_calls_error": { "description": "Why the output text could not be read as tool calls (JSON that does not parse, or is not a call): invalid evidence, not a mismatch.", "type": "string" }, "unexecuted_calls": { "description": "Calls the agent loop did not execute because it stopped at max_turns: not interactions, never read by checks or contracts.", "type": "array", "items": { "$ref": "#/$defs/toolCall" } }, "retrieved": { "description": "The retrieved documents' logical ids, in rank order.", "type": "array", "items": { "type": "string" } }, "mcp_calls": { "description": "The MCP tool interactions of the agent loop, in order.", "type": "array", "items": { "description": "An MCP tool interaction, in call order: the qualified `server.tool`, its `arguments`, `arguments_error` when they could not be parsed, and `is_error` as the server answered.", "type": "object", "required": ["tool", "arguments", "is_error"], "properties": { "tool": { "type": "string" }, "arguments": {}, "arguments_error": { "type": "string" }, "is_error": { "type": "boolean" } } } } } }, "toolCall": { "description": "A tool call: the tool's `name`, its `arguments` (any JSON), and `arguments_error` when the arguments could not be parsed.", "type": "object", "required": ["name", "arguments"], "properties": { "name": { "type": "string" }, "arguments": {}, "arguments_error": { "type": "string" } } } }, "type": "object", "required": ["format", "suite", "config", "runtime", "started_at", "finished_at", "cancelled", "selection", "capture", "summary", "cases"], "properties": { "format": { "enum": ["modelgate.run/v1", "modelgate.run/v2"], "description": "Format and version of this file: `modelgate.run/v2` is written; `modelgate.run/v1` is still read." }, "suite": { "description": "The suite that was run.", "type": "object", "required": ["name", "file", "sha256", "description"], "properties": { "name": { "description": "The suite's name.", "type": "string" }, "file": { "description": "The suite path as given to `run`.", "type": "string" }, "sha256": { "pattern": "^[0-9a-f]{64}$", "description": "SHA-256 of the canonical case definitions, in order.", "type": "string" }, "description": { "description": "The suite's description; null for none.", "type": ["string", "null"] } } }, "config": { "description": "The run configuration.", "type": "object", "required": ["id", "provider", "model", "settings"], "properties": { "id": { "description": "The configuration's id.", "type": "string" }, "provider": { "enum": ["ollama", "openai", "replay"], "description": "The provider." }, "model": { "description": "The model; null for replay.", "type": ["string", "null"] }, "settings": { "type": "object", "description": "The configuration as written, environment variables expanded, secrets redacted." } } }, "runtime": { "description": "What the run ran on.", "type": "object", "required": ["modelgate", "node", "os", "arch", "provider"], "properties": { "modelgate": { "description": "ModelGate's version.", "type": "string" }, "node": { "description": "Node.js version.", "type": "string" }, "os": { "description": "Operating system (Node's `process.platform`).", "type": "string" }, "arch": { "description": "CPU architecture (Node's `process.arch`).", "type": "string" }, "provider": { "type": "object", "description": 'Server version, base URL, model digest, family, parameter size, quantization; `{name: "replay"}` for replay.' } } }, "started_at": { "description": "ISO 8601.", "type": "string" }, "finished_at": { "description": "ISO 8601.", "type": "string" }, "cancelled": { "description": "The run was interrupted; unfinished cases are `cancelled`.", "type": "boolean" }, "selection": { "description": "Which cases the run selected.", "type": "object", "required": ["tags", "shard"], "properties": { "tags": { "description": "The `--tag` selection; empty without `--tag`.", "type": "array", "items": { "type": "string" } }, "cases": { "description": 'The run\'s `--case` globs; absent without `--case`. `compare` reports a case they left out as "not selected by --case".', "type": "array", "items": { "type": "string" } }, "shard": { "description": "`{index, count}` of a `--shard` run; null otherwise.", "anyOf": [{ "type": "object", "required": ["index", "count"], "properties": { "index": { "minimum": 1, "type": "integer" }, "count": { "minimum": 1, "type": "integer" } } }, { "type": "null" }] } } }, "shard_plan": { "description": "Written by merge of shard parts: the split's shard count, the shards merged and the shards missing.", "type": "object", "required": ["count", "present", "missing"], "properties": { "count": { "minimum": 1, "type": "integer" }, "present": { "type": "array", "items": { "minimum": 1, "type": "integer" } }, "missing": { "type": "array", "items": { "minimum": 1, "type": "integer" } } } }, "capture": { "enum": ["full", "hash", "none"], "description": "What of each output the run kept (see Capture above)." }, "mcp_servers": { "description": "The suite's MCP servers, each with the name and version from its initialize response.", "type": "array", "items": { "type": "object", "required": ["name", "server"], "properties": { "name": { "type": "string" }, "server": { "anyOf": [{ "type": "object", "required": ["name", "version"], "properties": { "name": { "type": "string" }, "version": { "type": "string" } } }, { "type": "null" }] } } } }, "summary": { "description": "Case counts; `errors` counts the cases that could not execute, cancelled ones included.", "type": "object", "required": ["cases", "passed", "failed", "invalid", "errors"], "properties": { "cases": { "minimum": 0, "type": "integer" }, "passed": { "minimum": 0, "type": "integer" }, "failed": { "minimum": 0, "type": "integer" }, "invalid": { "minimum": 0, "type": "integer" }, "errors": { "minimum": 0, "type": "integer" } } }, "cases": { "description": "See the cases table.", "type": "array", "items": { "$ref": "#/$defs/case" } } } };
var pattern8 = new RegExp("^[0-9a-f]{64}$", "u");
var schema37 = { "description": "One case of the suite, in suite order.", "type": "object", "required": ["id", "type", "tags", "source", "case_sha256", "contract", "status", "repeat", "min_pass", "pass_count", "judged_count", "max_latency_ms", "repetitions"], "properties": { "id": { "description": "The case id, unique in the suite.", "type": "string" }, "type": { "enum": ["exact", "contains", "not_contains", "max_length", "min_length", "max_words", "regex", "json", "classification", "required_fields", "tool_call", "retrieval", "mcp", "custom", "none", "checks"], "description": "The check type (see suite-format.md)." }, "tags": { "description": "The case's tags.", "type": "array", "items": { "type": "string" } }, "source": { "description": "Where the case is defined: `file` and `line`.", "type": "object", "required": ["file", "line"], "properties": { "file": { "type": "string" }, "line": { "minimum": 0, "type": "integer" } } }, "case_sha256": { "pattern": "^[0-9a-f]{64}$", "description": "SHA-256 of the case's canonical definition.", "type": "string" }, "contract": { "enum": ["text", "json", "tool_calls", "retrieval", "mcp", null], "description": "The behaviour contract the comparison holds the case to; null for none." }, "status": { "enum": ["pass", "fail", "invalid", "error", "unavailable", "timeout", "cancelled"], "description": "The case's status over its repetitions: `pass` when at least min_pass passed, `fail` or `invalid` when the judged ones rule that out, otherwise the execution failure that prevented it." }, "repeat": { "minimum": 1, "description": "Repetitions run.", "type": "integer" }, "min_pass": { "minimum": 1, "description": "Passing repetitions needed for the case to pass.", "type": "integer" }, "pass_count": { "minimum": 0, "description": "Repetitions that passed.", "type": "integer" }, "judged_count": { "minimum": 0, "description": "Repetitions that could be judged (pass, fail or invalid).", "type": "integer" }, "max_latency_ms": { "description": "The case's latency budget; null for none.", "type": ["number", "null"] }, "repetitions": { "description": "See the repetitions table.", "type": "array", "items": { "$ref": "#/$defs/repetition" } } } };
var schema38 = { "description": "One execution of a case.", "type": "object", "required": ["index", "status", "output", "output_sha256", "evidence", "duration_ms", "duration_source", "reason", "details", "warnings", "error", "provider_metadata", "attempts"], "properties": { "index": { "minimum": 0, "description": "The repetition's index, 0-based.", "type": "integer" }, "status": { "enum": ["pass", "fail", "invalid", "error", "unavailable", "timeout", "cancelled"], "description": "`pass`, `fail` or `invalid` (malformed evidence) judge the evidence; `error`, `unavailable`, `timeout` and `cancelled` say it could not be judged." }, "output": { "description": "The full text; null when capture is hash or none.", "type": ["string", "null"] }, "output_sha256": { "description": "SHA-256 of the output text; null when nothing was produced or capture is none.", "anyOf": [{ "pattern": "^[0-9a-f]{64}$", "type": "string" }, { "type": "null" }] }, "evidence": { "$ref": "#/$defs/evidence", "description": "See the evidence table." }, "duration_ms": { "minimum": 0, "maximum": 6048e5, "description": "Wall-clock time of the model call, in ms; null when the execution failed.", "type": ["number", "null"] }, "duration_source": { "enum": ["recorded", "measured", "cached"], "description": "`measured` by this run, `recorded` in replayed outputs, or `cached`: served by the response cache, never compared for latency." }, "compute_ms": { "minimum": 0, "description": "Provider compute time in ms (Ollama: prompt_eval_duration + eval_duration), without load or queue wait.", "type": "number" }, "reason": { "description": "Why the repetition did not pass, in one line; null when it passed.", "type": ["string", "null"] }, "details": { "type": "object", "description": "The check's own figures (e.g. a score and its threshold)." }, "warnings": { "description": "Warnings of the execution and the checks, e.g. a latency budget exceeded.", "type": "array", "items": { "type": "string" } }, "error": { "description": "The error message when the execution or a check failed with an error (secrets redacted); null otherwise.", "type": ["string", "null"] }, "provider_metadata": { "type": "object", "description": "Token counts and durations the provider reported (e.g. `eval_count`, `eval_duration`), summed over agent-loop turns, with `turns` when more than one." }, "attempts": { "minimum": 0, "description": "Physical attempts made: 1 plus the retries; 0 when no attempt was made.", "type": "integer" }, "seed": { "type": "integer", "description": "The seed this repetition sampled with: the configured seed plus the repetition index." } } };
var schema39 = { "description": "What the execution produced beyond the text, as checks and contracts read it; never re-run.", "type": "object", "properties": { "json": { "description": "The parsed JSON output. v2 writes it only when it cannot be derived from the output; otherwise json_from says where to parse it from." }, "json_from": { "enum": ["output", "code_fence"], "description": "v2: the parsed JSON output is the output (`output`) or its one code fence (`code_fence`) parsed strictly; readers derive `json` from it." }, "json_error": { "description": "Why the output is not valid JSON, when the case reads JSON and it is not.", "type": "string" }, "json_sha256": { "pattern": "^[0-9a-f]{64}$", "description": "capture hash, json contract: SHA-256 of the parsed value's semantic canonical form (member order and 1 vs 1.0 normalised).", "type": "string" }, "text_sha256": { "pattern": "^[0-9a-f]{64}$", "description": "capture hash, text contract: SHA-256 of the whitespace-normalised output.", "type": "string" }, "label": { "description": "The predicted label of a classification case, normalised as the check compares it.", "type": "string" }, "tool_calls": { "description": "The tool calls the model made, in order.", "type": "array", "items": { "$ref": "#/$defs/toolCall" } }, "tool_calls_error": { "description": "Why the output text could not be read as tool calls (JSON that does not parse, or is not a call): invalid evidence, not a mismatch.", "type": "string" }, "unexecuted_calls": { "description": "Calls the agent loop did not execute because it stopped at max_turns: not interactions, never read by checks or contracts.", "type": "array", "items": { "$ref": "#/$defs/toolCall" } }, "retrieved": { "description": "The retrieved documents' logical ids, in rank order.", "type": "array", "items": { "type": "string" } }, "mcp_calls": { "description": "The MCP tool interactions of the agent loop, in order.", "type": "array", "items": { "description": "An MCP tool interaction, in call order: the qualified `server.tool`, its `arguments`, `arguments_error` when they could not be parsed, and `is_error` as the server answered.", "type": "object", "required": ["tool", "arguments", "is_error"], "properties": { "tool": { "type": "string" }, "arguments": {}, "arguments_error": { "type": "string" }, "is_error": { "type": "boolean" } } } } } };
var schema40 = { "description": "A tool call: the tool's `name`, its `arguments` (any JSON), and `arguments_error` when the arguments could not be parsed.", "type": "object", "required": ["name", "arguments"], "properties": { "name": { "type": "string" }, "arguments": {}, "arguments_error": { "type": "string" } } };
function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate27.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.json_from !== void 0) {
      let data0 = data.json_from;
      if (!(data0 === "output" || data0 === "code_fence")) {
        const err0 = { instancePath: instancePath + "/json_from", schemaPath: "#/properties/json_from/enum", keyword: "enum", params: { allowedValues: schema39.properties.json_from.enum }, message: "must be equal to one of the allowed values", schema: schema39.properties.json_from.enum, parentSchema: schema39.properties.json_from, data: data0 };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.json_error !== void 0) {
      let data1 = data.json_error;
      if (typeof data1 !== "string") {
        const err1 = { instancePath: instancePath + "/json_error", schemaPath: "#/properties/json_error/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema39.properties.json_error.type, parentSchema: schema39.properties.json_error, data: data1 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.json_sha256 !== void 0) {
      let data2 = data.json_sha256;
      if (typeof data2 === "string") {
        if (!pattern8.test(data2)) {
          const err2 = { instancePath: instancePath + "/json_sha256", schemaPath: "#/properties/json_sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"', schema: "^[0-9a-f]{64}$", parentSchema: schema39.properties.json_sha256, data: data2 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/json_sha256", schemaPath: "#/properties/json_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema39.properties.json_sha256.type, parentSchema: schema39.properties.json_sha256, data: data2 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.text_sha256 !== void 0) {
      let data3 = data.text_sha256;
      if (typeof data3 === "string") {
        if (!pattern8.test(data3)) {
          const err4 = { instancePath: instancePath + "/text_sha256", schemaPath: "#/properties/text_sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"', schema: "^[0-9a-f]{64}$", parentSchema: schema39.properties.text_sha256, data: data3 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/text_sha256", schemaPath: "#/properties/text_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema39.properties.text_sha256.type, parentSchema: schema39.properties.text_sha256, data: data3 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.label !== void 0) {
      let data4 = data.label;
      if (typeof data4 !== "string") {
        const err6 = { instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema39.properties.label.type, parentSchema: schema39.properties.label, data: data4 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.tool_calls !== void 0) {
      let data5 = data.tool_calls;
      if (Array.isArray(data5)) {
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data6 = data5[i0];
          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            if (data6.name === void 0) {
              const err7 = { instancePath: instancePath + "/tool_calls/" + i0, schemaPath: "#/$defs/toolCall/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema40.required, parentSchema: schema40, data: data6 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data6.arguments === void 0) {
              const err8 = { instancePath: instancePath + "/tool_calls/" + i0, schemaPath: "#/$defs/toolCall/required", keyword: "required", params: { missingProperty: "arguments" }, message: "must have required property 'arguments'", schema: schema40.required, parentSchema: schema40, data: data6 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (data6.name !== void 0) {
              let data7 = data6.name;
              if (typeof data7 !== "string") {
                const err9 = { instancePath: instancePath + "/tool_calls/" + i0 + "/name", schemaPath: "#/$defs/toolCall/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.properties.name.type, parentSchema: schema40.properties.name, data: data7 };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            if (data6.arguments_error !== void 0) {
              let data8 = data6.arguments_error;
              if (typeof data8 !== "string") {
                const err10 = { instancePath: instancePath + "/tool_calls/" + i0 + "/arguments_error", schemaPath: "#/$defs/toolCall/properties/arguments_error/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.properties.arguments_error.type, parentSchema: schema40.properties.arguments_error, data: data8 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
          } else {
            const err11 = { instancePath: instancePath + "/tool_calls/" + i0, schemaPath: "#/$defs/toolCall/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema40.type, parentSchema: schema40, data: data6 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/tool_calls", schemaPath: "#/properties/tool_calls/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.tool_calls.type, parentSchema: schema39.properties.tool_calls, data: data5 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.tool_calls_error !== void 0) {
      let data9 = data.tool_calls_error;
      if (typeof data9 !== "string") {
        const err13 = { instancePath: instancePath + "/tool_calls_error", schemaPath: "#/properties/tool_calls_error/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema39.properties.tool_calls_error.type, parentSchema: schema39.properties.tool_calls_error, data: data9 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.unexecuted_calls !== void 0) {
      let data10 = data.unexecuted_calls;
      if (Array.isArray(data10)) {
        const len1 = data10.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data11 = data10[i1];
          if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
            if (data11.name === void 0) {
              const err14 = { instancePath: instancePath + "/unexecuted_calls/" + i1, schemaPath: "#/$defs/toolCall/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema40.required, parentSchema: schema40, data: data11 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            if (data11.arguments === void 0) {
              const err15 = { instancePath: instancePath + "/unexecuted_calls/" + i1, schemaPath: "#/$defs/toolCall/required", keyword: "required", params: { missingProperty: "arguments" }, message: "must have required property 'arguments'", schema: schema40.required, parentSchema: schema40, data: data11 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
            if (data11.name !== void 0) {
              let data12 = data11.name;
              if (typeof data12 !== "string") {
                const err16 = { instancePath: instancePath + "/unexecuted_calls/" + i1 + "/name", schemaPath: "#/$defs/toolCall/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.properties.name.type, parentSchema: schema40.properties.name, data: data12 };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data11.arguments_error !== void 0) {
              let data13 = data11.arguments_error;
              if (typeof data13 !== "string") {
                const err17 = { instancePath: instancePath + "/unexecuted_calls/" + i1 + "/arguments_error", schemaPath: "#/$defs/toolCall/properties/arguments_error/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.properties.arguments_error.type, parentSchema: schema40.properties.arguments_error, data: data13 };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
          } else {
            const err18 = { instancePath: instancePath + "/unexecuted_calls/" + i1, schemaPath: "#/$defs/toolCall/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema40.type, parentSchema: schema40, data: data11 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/unexecuted_calls", schemaPath: "#/properties/unexecuted_calls/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.unexecuted_calls.type, parentSchema: schema39.properties.unexecuted_calls, data: data10 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.retrieved !== void 0) {
      let data14 = data.retrieved;
      if (Array.isArray(data14)) {
        const len2 = data14.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data15 = data14[i2];
          if (typeof data15 !== "string") {
            const err20 = { instancePath: instancePath + "/retrieved/" + i2, schemaPath: "#/properties/retrieved/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema39.properties.retrieved.items.type, parentSchema: schema39.properties.retrieved.items, data: data15 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
      } else {
        const err21 = { instancePath: instancePath + "/retrieved", schemaPath: "#/properties/retrieved/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.retrieved.type, parentSchema: schema39.properties.retrieved, data: data14 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.mcp_calls !== void 0) {
      let data16 = data.mcp_calls;
      if (Array.isArray(data16)) {
        const len3 = data16.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data17 = data16[i3];
          if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
            if (data17.tool === void 0) {
              const err22 = { instancePath: instancePath + "/mcp_calls/" + i3, schemaPath: "#/properties/mcp_calls/items/required", keyword: "required", params: { missingProperty: "tool" }, message: "must have required property 'tool'", schema: schema39.properties.mcp_calls.items.required, parentSchema: schema39.properties.mcp_calls.items, data: data17 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
            if (data17.arguments === void 0) {
              const err23 = { instancePath: instancePath + "/mcp_calls/" + i3, schemaPath: "#/properties/mcp_calls/items/required", keyword: "required", params: { missingProperty: "arguments" }, message: "must have required property 'arguments'", schema: schema39.properties.mcp_calls.items.required, parentSchema: schema39.properties.mcp_calls.items, data: data17 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (data17.is_error === void 0) {
              const err24 = { instancePath: instancePath + "/mcp_calls/" + i3, schemaPath: "#/properties/mcp_calls/items/required", keyword: "required", params: { missingProperty: "is_error" }, message: "must have required property 'is_error'", schema: schema39.properties.mcp_calls.items.required, parentSchema: schema39.properties.mcp_calls.items, data: data17 };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            if (data17.tool !== void 0) {
              let data18 = data17.tool;
              if (typeof data18 !== "string") {
                const err25 = { instancePath: instancePath + "/mcp_calls/" + i3 + "/tool", schemaPath: "#/properties/mcp_calls/items/properties/tool/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema39.properties.mcp_calls.items.properties.tool.type, parentSchema: schema39.properties.mcp_calls.items.properties.tool, data: data18 };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data17.arguments_error !== void 0) {
              let data19 = data17.arguments_error;
              if (typeof data19 !== "string") {
                const err26 = { instancePath: instancePath + "/mcp_calls/" + i3 + "/arguments_error", schemaPath: "#/properties/mcp_calls/items/properties/arguments_error/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema39.properties.mcp_calls.items.properties.arguments_error.type, parentSchema: schema39.properties.mcp_calls.items.properties.arguments_error, data: data19 };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
            if (data17.is_error !== void 0) {
              let data20 = data17.is_error;
              if (typeof data20 !== "boolean") {
                const err27 = { instancePath: instancePath + "/mcp_calls/" + i3 + "/is_error", schemaPath: "#/properties/mcp_calls/items/properties/is_error/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema39.properties.mcp_calls.items.properties.is_error.type, parentSchema: schema39.properties.mcp_calls.items.properties.is_error, data: data20 };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
            }
          } else {
            const err28 = { instancePath: instancePath + "/mcp_calls/" + i3, schemaPath: "#/properties/mcp_calls/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema39.properties.mcp_calls.items.type, parentSchema: schema39.properties.mcp_calls.items, data: data17 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
      } else {
        const err29 = { instancePath: instancePath + "/mcp_calls", schemaPath: "#/properties/mcp_calls/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.mcp_calls.type, parentSchema: schema39.properties.mcp_calls, data: data16 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
  } else {
    const err30 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema39.type, parentSchema: schema39, data };
    if (vErrors === null) {
      vErrors = [err30];
    } else {
      vErrors.push(err30);
    }
    errors++;
  }
  validate27.errors = vErrors;
  return errors === 0;
}
validate27.evaluated = { "props": { "json": true, "json_from": true, "json_error": true, "json_sha256": true, "text_sha256": true, "label": true, "tool_calls": true, "tool_calls_error": true, "unexecuted_calls": true, "retrieved": true, "mcp_calls": true }, "dynamicProps": false, "dynamicItems": false };
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.index === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "index" }, message: "must have required property 'index'", schema: schema38.required, parentSchema: schema38, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.status === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema38.required, parentSchema: schema38, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.output === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "output" }, message: "must have required property 'output'", schema: schema38.required, parentSchema: schema38, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.output_sha256 === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "output_sha256" }, message: "must have required property 'output_sha256'", schema: schema38.required, parentSchema: schema38, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.evidence === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "evidence" }, message: "must have required property 'evidence'", schema: schema38.required, parentSchema: schema38, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.duration_ms === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "duration_ms" }, message: "must have required property 'duration_ms'", schema: schema38.required, parentSchema: schema38, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.duration_source === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "duration_source" }, message: "must have required property 'duration_source'", schema: schema38.required, parentSchema: schema38, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.reason === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'", schema: schema38.required, parentSchema: schema38, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.details === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "details" }, message: "must have required property 'details'", schema: schema38.required, parentSchema: schema38, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.warnings === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "warnings" }, message: "must have required property 'warnings'", schema: schema38.required, parentSchema: schema38, data };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.error === void 0) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "error" }, message: "must have required property 'error'", schema: schema38.required, parentSchema: schema38, data };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.provider_metadata === void 0) {
      const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider_metadata" }, message: "must have required property 'provider_metadata'", schema: schema38.required, parentSchema: schema38, data };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.attempts === void 0) {
      const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "attempts" }, message: "must have required property 'attempts'", schema: schema38.required, parentSchema: schema38, data };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.index !== void 0) {
      let data0 = data.index;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err13 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema38.properties.index.type, parentSchema: schema38.properties.index, data: data0 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 < 0 || isNaN(data0)) {
          const err14 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema38.properties.index, data: data0 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.status !== void 0) {
      let data1 = data.status;
      if (!(data1 === "pass" || data1 === "fail" || data1 === "invalid" || data1 === "error" || data1 === "unavailable" || data1 === "timeout" || data1 === "cancelled")) {
        const err15 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema38.properties.status.enum }, message: "must be equal to one of the allowed values", schema: schema38.properties.status.enum, parentSchema: schema38.properties.status, data: data1 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.output !== void 0) {
      let data2 = data.output;
      if (typeof data2 !== "string" && data2 !== null) {
        const err16 = { instancePath: instancePath + "/output", schemaPath: "#/properties/output/type", keyword: "type", params: { type: schema38.properties.output.type }, message: "must be string,null", schema: schema38.properties.output.type, parentSchema: schema38.properties.output, data: data2 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.output_sha256 !== void 0) {
      let data3 = data.output_sha256;
      const _errs7 = errors;
      let valid1 = false;
      const _errs8 = errors;
      if (typeof data3 === "string") {
        if (!pattern8.test(data3)) {
          const err17 = { instancePath: instancePath + "/output_sha256", schemaPath: "#/properties/output_sha256/anyOf/0/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"', schema: "^[0-9a-f]{64}$", parentSchema: schema38.properties.output_sha256.anyOf[0], data: data3 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = { instancePath: instancePath + "/output_sha256", schemaPath: "#/properties/output_sha256/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema38.properties.output_sha256.anyOf[0].type, parentSchema: schema38.properties.output_sha256.anyOf[0], data: data3 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      var _valid0 = _errs8 === errors;
      valid1 = valid1 || _valid0;
      const _errs10 = errors;
      if (data3 !== null) {
        const err19 = { instancePath: instancePath + "/output_sha256", schemaPath: "#/properties/output_sha256/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema38.properties.output_sha256.anyOf[1].type, parentSchema: schema38.properties.output_sha256.anyOf[1], data: data3 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      var _valid0 = _errs10 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err20 = { instancePath: instancePath + "/output_sha256", schemaPath: "#/properties/output_sha256/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema38.properties.output_sha256.anyOf, parentSchema: schema38.properties.output_sha256, data: data3 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      } else {
        errors = _errs7;
        if (vErrors !== null) {
          if (_errs7) {
            vErrors.length = _errs7;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.evidence !== void 0) {
      if (!validate27(data.evidence, { instancePath: instancePath + "/evidence", parentData: data, parentDataProperty: "evidence", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
        errors = vErrors.length;
      }
    }
    if (data.duration_ms !== void 0) {
      let data5 = data.duration_ms;
      if (!(typeof data5 == "number" && isFinite(data5)) && data5 !== null) {
        const err21 = { instancePath: instancePath + "/duration_ms", schemaPath: "#/properties/duration_ms/type", keyword: "type", params: { type: schema38.properties.duration_ms.type }, message: "must be number,null", schema: schema38.properties.duration_ms.type, parentSchema: schema38.properties.duration_ms, data: data5 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 > 6048e5 || isNaN(data5)) {
          const err22 = { instancePath: instancePath + "/duration_ms", schemaPath: "#/properties/duration_ms/maximum", keyword: "maximum", params: { comparison: "<=", limit: 6048e5 }, message: "must be <= 604800000", schema: 6048e5, parentSchema: schema38.properties.duration_ms, data: data5 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data5 < 0 || isNaN(data5)) {
          const err23 = { instancePath: instancePath + "/duration_ms", schemaPath: "#/properties/duration_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema38.properties.duration_ms, data: data5 };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
    if (data.duration_source !== void 0) {
      let data6 = data.duration_source;
      if (!(data6 === "recorded" || data6 === "measured" || data6 === "cached")) {
        const err24 = { instancePath: instancePath + "/duration_source", schemaPath: "#/properties/duration_source/enum", keyword: "enum", params: { allowedValues: schema38.properties.duration_source.enum }, message: "must be equal to one of the allowed values", schema: schema38.properties.duration_source.enum, parentSchema: schema38.properties.duration_source, data: data6 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.compute_ms !== void 0) {
      let data7 = data.compute_ms;
      if (typeof data7 == "number" && isFinite(data7)) {
        if (data7 < 0 || isNaN(data7)) {
          const err25 = { instancePath: instancePath + "/compute_ms", schemaPath: "#/properties/compute_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema38.properties.compute_ms, data: data7 };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      } else {
        const err26 = { instancePath: instancePath + "/compute_ms", schemaPath: "#/properties/compute_ms/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema38.properties.compute_ms.type, parentSchema: schema38.properties.compute_ms, data: data7 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.reason !== void 0) {
      let data8 = data.reason;
      if (typeof data8 !== "string" && data8 !== null) {
        const err27 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: schema38.properties.reason.type }, message: "must be string,null", schema: schema38.properties.reason.type, parentSchema: schema38.properties.reason, data: data8 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.details !== void 0) {
      let data9 = data.details;
      if (!(data9 && typeof data9 == "object" && !Array.isArray(data9))) {
        const err28 = { instancePath: instancePath + "/details", schemaPath: "#/properties/details/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema38.properties.details.type, parentSchema: schema38.properties.details, data: data9 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.warnings !== void 0) {
      let data10 = data.warnings;
      if (Array.isArray(data10)) {
        const len0 = data10.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data11 = data10[i0];
          if (typeof data11 !== "string") {
            const err29 = { instancePath: instancePath + "/warnings/" + i0, schemaPath: "#/properties/warnings/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema38.properties.warnings.items.type, parentSchema: schema38.properties.warnings.items, data: data11 };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
      } else {
        const err30 = { instancePath: instancePath + "/warnings", schemaPath: "#/properties/warnings/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema38.properties.warnings.type, parentSchema: schema38.properties.warnings, data: data10 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.error !== void 0) {
      let data12 = data.error;
      if (typeof data12 !== "string" && data12 !== null) {
        const err31 = { instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: schema38.properties.error.type }, message: "must be string,null", schema: schema38.properties.error.type, parentSchema: schema38.properties.error, data: data12 };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.provider_metadata !== void 0) {
      let data13 = data.provider_metadata;
      if (!(data13 && typeof data13 == "object" && !Array.isArray(data13))) {
        const err32 = { instancePath: instancePath + "/provider_metadata", schemaPath: "#/properties/provider_metadata/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema38.properties.provider_metadata.type, parentSchema: schema38.properties.provider_metadata, data: data13 };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.attempts !== void 0) {
      let data14 = data.attempts;
      if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
        const err33 = { instancePath: instancePath + "/attempts", schemaPath: "#/properties/attempts/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema38.properties.attempts.type, parentSchema: schema38.properties.attempts, data: data14 };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
      if (typeof data14 == "number" && isFinite(data14)) {
        if (data14 < 0 || isNaN(data14)) {
          const err34 = { instancePath: instancePath + "/attempts", schemaPath: "#/properties/attempts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema38.properties.attempts, data: data14 };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
      }
    }
    if (data.seed !== void 0) {
      let data15 = data.seed;
      if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
        const err35 = { instancePath: instancePath + "/seed", schemaPath: "#/properties/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema38.properties.seed.type, parentSchema: schema38.properties.seed, data: data15 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
  } else {
    const err36 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema38.type, parentSchema: schema38, data };
    if (vErrors === null) {
      vErrors = [err36];
    } else {
      vErrors.push(err36);
    }
    errors++;
  }
  validate26.errors = vErrors;
  return errors === 0;
}
validate26.evaluated = { "props": { "index": true, "status": true, "output": true, "output_sha256": true, "evidence": true, "duration_ms": true, "duration_source": true, "compute_ms": true, "reason": true, "details": true, "warnings": true, "error": true, "provider_metadata": true, "attempts": true, "seed": true }, "dynamicProps": false, "dynamicItems": false };
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate25.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.type === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.tags === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tags" }, message: "must have required property 'tags'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.source === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.case_sha256 === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "case_sha256" }, message: "must have required property 'case_sha256'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.contract === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "contract" }, message: "must have required property 'contract'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.status === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.repeat === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "repeat" }, message: "must have required property 'repeat'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.min_pass === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "min_pass" }, message: "must have required property 'min_pass'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.pass_count === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pass_count" }, message: "must have required property 'pass_count'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.judged_count === void 0) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "judged_count" }, message: "must have required property 'judged_count'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.max_latency_ms === void 0) {
      const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "max_latency_ms" }, message: "must have required property 'max_latency_ms'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.repetitions === void 0) {
      const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "repetitions" }, message: "must have required property 'repetitions'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 !== "string") {
        const err13 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.id.type, parentSchema: schema37.properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.type !== void 0) {
      let data1 = data.type;
      if (!(data1 === "exact" || data1 === "contains" || data1 === "not_contains" || data1 === "max_length" || data1 === "min_length" || data1 === "max_words" || data1 === "regex" || data1 === "json" || data1 === "classification" || data1 === "required_fields" || data1 === "tool_call" || data1 === "retrieval" || data1 === "mcp" || data1 === "custom" || data1 === "none" || data1 === "checks")) {
        const err14 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema37.properties.type.enum }, message: "must be equal to one of the allowed values", schema: schema37.properties.type.enum, parentSchema: schema37.properties.type, data: data1 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.tags !== void 0) {
      let data2 = data.tags;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (typeof data3 !== "string") {
            const err15 = { instancePath: instancePath + "/tags/" + i0, schemaPath: "#/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.tags.items.type, parentSchema: schema37.properties.tags.items, data: data3 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/tags", schemaPath: "#/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema37.properties.tags.type, parentSchema: schema37.properties.tags, data: data2 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.source !== void 0) {
      let data4 = data.source;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.file === void 0) {
          const err17 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'", schema: schema37.properties.source.required, parentSchema: schema37.properties.source, data: data4 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data4.line === void 0) {
          const err18 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/required", keyword: "required", params: { missingProperty: "line" }, message: "must have required property 'line'", schema: schema37.properties.source.required, parentSchema: schema37.properties.source, data: data4 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data4.file !== void 0) {
          let data5 = data4.file;
          if (typeof data5 !== "string") {
            const err19 = { instancePath: instancePath + "/source/file", schemaPath: "#/properties/source/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.source.properties.file.type, parentSchema: schema37.properties.source.properties.file, data: data5 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data4.line !== void 0) {
          let data6 = data4.line;
          if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
            const err20 = { instancePath: instancePath + "/source/line", schemaPath: "#/properties/source/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.properties.source.properties.line.type, parentSchema: schema37.properties.source.properties.line, data: data6 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (typeof data6 == "number" && isFinite(data6)) {
            if (data6 < 0 || isNaN(data6)) {
              const err21 = { instancePath: instancePath + "/source/line", schemaPath: "#/properties/source/properties/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema37.properties.source.properties.line, data: data6 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          }
        }
      } else {
        const err22 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.properties.source.type, parentSchema: schema37.properties.source, data: data4 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.case_sha256 !== void 0) {
      let data7 = data.case_sha256;
      if (typeof data7 === "string") {
        if (!pattern8.test(data7)) {
          const err23 = { instancePath: instancePath + "/case_sha256", schemaPath: "#/properties/case_sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"', schema: "^[0-9a-f]{64}$", parentSchema: schema37.properties.case_sha256, data: data7 };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      } else {
        const err24 = { instancePath: instancePath + "/case_sha256", schemaPath: "#/properties/case_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.case_sha256.type, parentSchema: schema37.properties.case_sha256, data: data7 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.contract !== void 0) {
      let data8 = data.contract;
      if (!(data8 === "text" || data8 === "json" || data8 === "tool_calls" || data8 === "retrieval" || data8 === "mcp" || data8 === null)) {
        const err25 = { instancePath: instancePath + "/contract", schemaPath: "#/properties/contract/enum", keyword: "enum", params: { allowedValues: schema37.properties.contract.enum }, message: "must be equal to one of the allowed values", schema: schema37.properties.contract.enum, parentSchema: schema37.properties.contract, data: data8 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data9 = data.status;
      if (!(data9 === "pass" || data9 === "fail" || data9 === "invalid" || data9 === "error" || data9 === "unavailable" || data9 === "timeout" || data9 === "cancelled")) {
        const err26 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema37.properties.status.enum }, message: "must be equal to one of the allowed values", schema: schema37.properties.status.enum, parentSchema: schema37.properties.status, data: data9 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.repeat !== void 0) {
      let data10 = data.repeat;
      if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10))) {
        const err27 = { instancePath: instancePath + "/repeat", schemaPath: "#/properties/repeat/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.properties.repeat.type, parentSchema: schema37.properties.repeat, data: data10 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      if (typeof data10 == "number" && isFinite(data10)) {
        if (data10 < 1 || isNaN(data10)) {
          const err28 = { instancePath: instancePath + "/repeat", schemaPath: "#/properties/repeat/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema37.properties.repeat, data: data10 };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      }
    }
    if (data.min_pass !== void 0) {
      let data11 = data.min_pass;
      if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
        const err29 = { instancePath: instancePath + "/min_pass", schemaPath: "#/properties/min_pass/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.properties.min_pass.type, parentSchema: schema37.properties.min_pass, data: data11 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      if (typeof data11 == "number" && isFinite(data11)) {
        if (data11 < 1 || isNaN(data11)) {
          const err30 = { instancePath: instancePath + "/min_pass", schemaPath: "#/properties/min_pass/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema37.properties.min_pass, data: data11 };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      }
    }
    if (data.pass_count !== void 0) {
      let data12 = data.pass_count;
      if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
        const err31 = { instancePath: instancePath + "/pass_count", schemaPath: "#/properties/pass_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.properties.pass_count.type, parentSchema: schema37.properties.pass_count, data: data12 };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
      if (typeof data12 == "number" && isFinite(data12)) {
        if (data12 < 0 || isNaN(data12)) {
          const err32 = { instancePath: instancePath + "/pass_count", schemaPath: "#/properties/pass_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema37.properties.pass_count, data: data12 };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
      }
    }
    if (data.judged_count !== void 0) {
      let data13 = data.judged_count;
      if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
        const err33 = { instancePath: instancePath + "/judged_count", schemaPath: "#/properties/judged_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.properties.judged_count.type, parentSchema: schema37.properties.judged_count, data: data13 };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
      if (typeof data13 == "number" && isFinite(data13)) {
        if (data13 < 0 || isNaN(data13)) {
          const err34 = { instancePath: instancePath + "/judged_count", schemaPath: "#/properties/judged_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema37.properties.judged_count, data: data13 };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
      }
    }
    if (data.max_latency_ms !== void 0) {
      let data14 = data.max_latency_ms;
      if (!(typeof data14 == "number" && isFinite(data14)) && data14 !== null) {
        const err35 = { instancePath: instancePath + "/max_latency_ms", schemaPath: "#/properties/max_latency_ms/type", keyword: "type", params: { type: schema37.properties.max_latency_ms.type }, message: "must be number,null", schema: schema37.properties.max_latency_ms.type, parentSchema: schema37.properties.max_latency_ms, data: data14 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.repetitions !== void 0) {
      let data15 = data.repetitions;
      if (Array.isArray(data15)) {
        const len1 = data15.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate26(data15[i1], { instancePath: instancePath + "/repetitions/" + i1, parentData: data15, parentDataProperty: i1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err36 = { instancePath: instancePath + "/repetitions", schemaPath: "#/properties/repetitions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema37.properties.repetitions.type, parentSchema: schema37.properties.repetitions, data: data15 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
  } else {
    const err37 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.type, parentSchema: schema37, data };
    if (vErrors === null) {
      vErrors = [err37];
    } else {
      vErrors.push(err37);
    }
    errors++;
  }
  validate25.errors = vErrors;
  return errors === 0;
}
validate25.evaluated = { "props": { "id": true, "type": true, "tags": true, "source": true, "case_sha256": true, "contract": true, "status": true, "repeat": true, "min_pass": true, "pass_count": true, "judged_count": true, "max_latency_ms": true, "repetitions": true }, "dynamicProps": false, "dynamicItems": false };
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate24.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.format === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "format" }, message: "must have required property 'format'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.suite === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "suite" }, message: "must have required property 'suite'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.config === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "config" }, message: "must have required property 'config'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.runtime === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "runtime" }, message: "must have required property 'runtime'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.started_at === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "started_at" }, message: "must have required property 'started_at'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.finished_at === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "finished_at" }, message: "must have required property 'finished_at'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.cancelled === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cancelled" }, message: "must have required property 'cancelled'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.selection === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "selection" }, message: "must have required property 'selection'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.capture === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "capture" }, message: "must have required property 'capture'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.summary === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "summary" }, message: "must have required property 'summary'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.cases === void 0) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cases" }, message: "must have required property 'cases'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.format !== void 0) {
      let data0 = data.format;
      if (!(data0 === "modelgate.run/v1" || data0 === "modelgate.run/v2")) {
        const err11 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/enum", keyword: "enum", params: { allowedValues: schema36.properties.format.enum }, message: "must be equal to one of the allowed values", schema: schema36.properties.format.enum, parentSchema: schema36.properties.format, data: data0 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.suite !== void 0) {
      let data1 = data.suite;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.name === void 0) {
          const err12 = { instancePath: instancePath + "/suite", schemaPath: "#/properties/suite/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema36.properties.suite.required, parentSchema: schema36.properties.suite, data: data1 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data1.file === void 0) {
          const err13 = { instancePath: instancePath + "/suite", schemaPath: "#/properties/suite/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'", schema: schema36.properties.suite.required, parentSchema: schema36.properties.suite, data: data1 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data1.sha256 === void 0) {
          const err14 = { instancePath: instancePath + "/suite", schemaPath: "#/properties/suite/required", keyword: "required", params: { missingProperty: "sha256" }, message: "must have required property 'sha256'", schema: schema36.properties.suite.required, parentSchema: schema36.properties.suite, data: data1 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data1.description === void 0) {
          const err15 = { instancePath: instancePath + "/suite", schemaPath: "#/properties/suite/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'", schema: schema36.properties.suite.required, parentSchema: schema36.properties.suite, data: data1 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data1.name !== void 0) {
          let data2 = data1.name;
          if (typeof data2 !== "string") {
            const err16 = { instancePath: instancePath + "/suite/name", schemaPath: "#/properties/suite/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.suite.properties.name.type, parentSchema: schema36.properties.suite.properties.name, data: data2 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data1.file !== void 0) {
          let data3 = data1.file;
          if (typeof data3 !== "string") {
            const err17 = { instancePath: instancePath + "/suite/file", schemaPath: "#/properties/suite/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.suite.properties.file.type, parentSchema: schema36.properties.suite.properties.file, data: data3 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data1.sha256 !== void 0) {
          let data4 = data1.sha256;
          if (typeof data4 === "string") {
            if (!pattern8.test(data4)) {
              const err18 = { instancePath: instancePath + "/suite/sha256", schemaPath: "#/properties/suite/properties/sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"', schema: "^[0-9a-f]{64}$", parentSchema: schema36.properties.suite.properties.sha256, data: data4 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          } else {
            const err19 = { instancePath: instancePath + "/suite/sha256", schemaPath: "#/properties/suite/properties/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.suite.properties.sha256.type, parentSchema: schema36.properties.suite.properties.sha256, data: data4 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data1.description !== void 0) {
          let data5 = data1.description;
          if (typeof data5 !== "string" && data5 !== null) {
            const err20 = { instancePath: instancePath + "/suite/description", schemaPath: "#/properties/suite/properties/description/type", keyword: "type", params: { type: schema36.properties.suite.properties.description.type }, message: "must be string,null", schema: schema36.properties.suite.properties.description.type, parentSchema: schema36.properties.suite.properties.description, data: data5 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
      } else {
        const err21 = { instancePath: instancePath + "/suite", schemaPath: "#/properties/suite/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.properties.suite.type, parentSchema: schema36.properties.suite, data: data1 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.config !== void 0) {
      let data6 = data.config;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.id === void 0) {
          const err22 = { instancePath: instancePath + "/config", schemaPath: "#/properties/config/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema36.properties.config.required, parentSchema: schema36.properties.config, data: data6 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data6.provider === void 0) {
          const err23 = { instancePath: instancePath + "/config", schemaPath: "#/properties/config/required", keyword: "required", params: { missingProperty: "provider" }, message: "must have required property 'provider'", schema: schema36.properties.config.required, parentSchema: schema36.properties.config, data: data6 };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        if (data6.model === void 0) {
          const err24 = { instancePath: instancePath + "/config", schemaPath: "#/properties/config/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property 'model'", schema: schema36.properties.config.required, parentSchema: schema36.properties.config, data: data6 };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (data6.settings === void 0) {
          const err25 = { instancePath: instancePath + "/config", schemaPath: "#/properties/config/required", keyword: "required", params: { missingProperty: "settings" }, message: "must have required property 'settings'", schema: schema36.properties.config.required, parentSchema: schema36.properties.config, data: data6 };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data6.id !== void 0) {
          let data7 = data6.id;
          if (typeof data7 !== "string") {
            const err26 = { instancePath: instancePath + "/config/id", schemaPath: "#/properties/config/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.config.properties.id.type, parentSchema: schema36.properties.config.properties.id, data: data7 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
        if (data6.provider !== void 0) {
          let data8 = data6.provider;
          if (!(data8 === "ollama" || data8 === "openai" || data8 === "replay")) {
            const err27 = { instancePath: instancePath + "/config/provider", schemaPath: "#/properties/config/properties/provider/enum", keyword: "enum", params: { allowedValues: schema36.properties.config.properties.provider.enum }, message: "must be equal to one of the allowed values", schema: schema36.properties.config.properties.provider.enum, parentSchema: schema36.properties.config.properties.provider, data: data8 };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data6.model !== void 0) {
          let data9 = data6.model;
          if (typeof data9 !== "string" && data9 !== null) {
            const err28 = { instancePath: instancePath + "/config/model", schemaPath: "#/properties/config/properties/model/type", keyword: "type", params: { type: schema36.properties.config.properties.model.type }, message: "must be string,null", schema: schema36.properties.config.properties.model.type, parentSchema: schema36.properties.config.properties.model, data: data9 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data6.settings !== void 0) {
          let data10 = data6.settings;
          if (!(data10 && typeof data10 == "object" && !Array.isArray(data10))) {
            const err29 = { instancePath: instancePath + "/config/settings", schemaPath: "#/properties/config/properties/settings/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.properties.config.properties.settings.type, parentSchema: schema36.properties.config.properties.settings, data: data10 };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
      } else {
        const err30 = { instancePath: instancePath + "/config", schemaPath: "#/properties/config/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.properties.config.type, parentSchema: schema36.properties.config, data: data6 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.runtime !== void 0) {
      let data11 = data.runtime;
      if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
        if (data11.modelgate === void 0) {
          const err31 = { instancePath: instancePath + "/runtime", schemaPath: "#/properties/runtime/required", keyword: "required", params: { missingProperty: "modelgate" }, message: "must have required property 'modelgate'", schema: schema36.properties.runtime.required, parentSchema: schema36.properties.runtime, data: data11 };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        if (data11.node === void 0) {
          const err32 = { instancePath: instancePath + "/runtime", schemaPath: "#/properties/runtime/required", keyword: "required", params: { missingProperty: "node" }, message: "must have required property 'node'", schema: schema36.properties.runtime.required, parentSchema: schema36.properties.runtime, data: data11 };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        if (data11.os === void 0) {
          const err33 = { instancePath: instancePath + "/runtime", schemaPath: "#/properties/runtime/required", keyword: "required", params: { missingProperty: "os" }, message: "must have required property 'os'", schema: schema36.properties.runtime.required, parentSchema: schema36.properties.runtime, data: data11 };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
        if (data11.arch === void 0) {
          const err34 = { instancePath: instancePath + "/runtime", schemaPath: "#/properties/runtime/required", keyword: "required", params: { missingProperty: "arch" }, message: "must have required property 'arch'", schema: schema36.properties.runtime.required, parentSchema: schema36.properties.runtime, data: data11 };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        if (data11.provider === void 0) {
          const err35 = { instancePath: instancePath + "/runtime", schemaPath: "#/properties/runtime/required", keyword: "required", params: { missingProperty: "provider" }, message: "must have required property 'provider'", schema: schema36.properties.runtime.required, parentSchema: schema36.properties.runtime, data: data11 };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        if (data11.modelgate !== void 0) {
          let data12 = data11.modelgate;
          if (typeof data12 !== "string") {
            const err36 = { instancePath: instancePath + "/runtime/modelgate", schemaPath: "#/properties/runtime/properties/modelgate/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.runtime.properties.modelgate.type, parentSchema: schema36.properties.runtime.properties.modelgate, data: data12 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data11.node !== void 0) {
          let data13 = data11.node;
          if (typeof data13 !== "string") {
            const err37 = { instancePath: instancePath + "/runtime/node", schemaPath: "#/properties/runtime/properties/node/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.runtime.properties.node.type, parentSchema: schema36.properties.runtime.properties.node, data: data13 };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
        if (data11.os !== void 0) {
          let data14 = data11.os;
          if (typeof data14 !== "string") {
            const err38 = { instancePath: instancePath + "/runtime/os", schemaPath: "#/properties/runtime/properties/os/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.runtime.properties.os.type, parentSchema: schema36.properties.runtime.properties.os, data: data14 };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
        if (data11.arch !== void 0) {
          let data15 = data11.arch;
          if (typeof data15 !== "string") {
            const err39 = { instancePath: instancePath + "/runtime/arch", schemaPath: "#/properties/runtime/properties/arch/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.runtime.properties.arch.type, parentSchema: schema36.properties.runtime.properties.arch, data: data15 };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data11.provider !== void 0) {
          let data16 = data11.provider;
          if (!(data16 && typeof data16 == "object" && !Array.isArray(data16))) {
            const err40 = { instancePath: instancePath + "/runtime/provider", schemaPath: "#/properties/runtime/properties/provider/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.properties.runtime.properties.provider.type, parentSchema: schema36.properties.runtime.properties.provider, data: data16 };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
      } else {
        const err41 = { instancePath: instancePath + "/runtime", schemaPath: "#/properties/runtime/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.properties.runtime.type, parentSchema: schema36.properties.runtime, data: data11 };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.started_at !== void 0) {
      let data17 = data.started_at;
      if (typeof data17 !== "string") {
        const err42 = { instancePath: instancePath + "/started_at", schemaPath: "#/properties/started_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.started_at.type, parentSchema: schema36.properties.started_at, data: data17 };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
    if (data.finished_at !== void 0) {
      let data18 = data.finished_at;
      if (typeof data18 !== "string") {
        const err43 = { instancePath: instancePath + "/finished_at", schemaPath: "#/properties/finished_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.finished_at.type, parentSchema: schema36.properties.finished_at, data: data18 };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.cancelled !== void 0) {
      let data19 = data.cancelled;
      if (typeof data19 !== "boolean") {
        const err44 = { instancePath: instancePath + "/cancelled", schemaPath: "#/properties/cancelled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema36.properties.cancelled.type, parentSchema: schema36.properties.cancelled, data: data19 };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.selection !== void 0) {
      let data20 = data.selection;
      if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
        if (data20.tags === void 0) {
          const err45 = { instancePath: instancePath + "/selection", schemaPath: "#/properties/selection/required", keyword: "required", params: { missingProperty: "tags" }, message: "must have required property 'tags'", schema: schema36.properties.selection.required, parentSchema: schema36.properties.selection, data: data20 };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
        if (data20.shard === void 0) {
          const err46 = { instancePath: instancePath + "/selection", schemaPath: "#/properties/selection/required", keyword: "required", params: { missingProperty: "shard" }, message: "must have required property 'shard'", schema: schema36.properties.selection.required, parentSchema: schema36.properties.selection, data: data20 };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
        if (data20.tags !== void 0) {
          let data21 = data20.tags;
          if (Array.isArray(data21)) {
            const len0 = data21.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data22 = data21[i0];
              if (typeof data22 !== "string") {
                const err47 = { instancePath: instancePath + "/selection/tags/" + i0, schemaPath: "#/properties/selection/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.selection.properties.tags.items.type, parentSchema: schema36.properties.selection.properties.tags.items, data: data22 };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
            }
          } else {
            const err48 = { instancePath: instancePath + "/selection/tags", schemaPath: "#/properties/selection/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema36.properties.selection.properties.tags.type, parentSchema: schema36.properties.selection.properties.tags, data: data21 };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
        if (data20.cases !== void 0) {
          let data23 = data20.cases;
          if (Array.isArray(data23)) {
            const len1 = data23.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data24 = data23[i1];
              if (typeof data24 !== "string") {
                const err49 = { instancePath: instancePath + "/selection/cases/" + i1, schemaPath: "#/properties/selection/properties/cases/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.selection.properties.cases.items.type, parentSchema: schema36.properties.selection.properties.cases.items, data: data24 };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
            }
          } else {
            const err50 = { instancePath: instancePath + "/selection/cases", schemaPath: "#/properties/selection/properties/cases/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema36.properties.selection.properties.cases.type, parentSchema: schema36.properties.selection.properties.cases, data: data23 };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
        if (data20.shard !== void 0) {
          let data25 = data20.shard;
          const _errs50 = errors;
          let valid9 = false;
          const _errs51 = errors;
          if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
            if (data25.index === void 0) {
              const err51 = { instancePath: instancePath + "/selection/shard", schemaPath: "#/properties/selection/properties/shard/anyOf/0/required", keyword: "required", params: { missingProperty: "index" }, message: "must have required property 'index'", schema: schema36.properties.selection.properties.shard.anyOf[0].required, parentSchema: schema36.properties.selection.properties.shard.anyOf[0], data: data25 };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
            if (data25.count === void 0) {
              const err52 = { instancePath: instancePath + "/selection/shard", schemaPath: "#/properties/selection/properties/shard/anyOf/0/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema36.properties.selection.properties.shard.anyOf[0].required, parentSchema: schema36.properties.selection.properties.shard.anyOf[0], data: data25 };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
            if (data25.index !== void 0) {
              let data26 = data25.index;
              if (!(typeof data26 == "number" && (!(data26 % 1) && !isNaN(data26)) && isFinite(data26))) {
                const err53 = { instancePath: instancePath + "/selection/shard/index", schemaPath: "#/properties/selection/properties/shard/anyOf/0/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema36.properties.selection.properties.shard.anyOf[0].properties.index.type, parentSchema: schema36.properties.selection.properties.shard.anyOf[0].properties.index, data: data26 };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
              if (typeof data26 == "number" && isFinite(data26)) {
                if (data26 < 1 || isNaN(data26)) {
                  const err54 = { instancePath: instancePath + "/selection/shard/index", schemaPath: "#/properties/selection/properties/shard/anyOf/0/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema36.properties.selection.properties.shard.anyOf[0].properties.index, data: data26 };
                  if (vErrors === null) {
                    vErrors = [err54];
                  } else {
                    vErrors.push(err54);
                  }
                  errors++;
                }
              }
            }
            if (data25.count !== void 0) {
              let data27 = data25.count;
              if (!(typeof data27 == "number" && (!(data27 % 1) && !isNaN(data27)) && isFinite(data27))) {
                const err55 = { instancePath: instancePath + "/selection/shard/count", schemaPath: "#/properties/selection/properties/shard/anyOf/0/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema36.properties.selection.properties.shard.anyOf[0].properties.count.type, parentSchema: schema36.properties.selection.properties.shard.anyOf[0].properties.count, data: data27 };
                if (vErrors === null) {
                  vErrors = [err55];
                } else {
                  vErrors.push(err55);
                }
                errors++;
              }
              if (typeof data27 == "number" && isFinite(data27)) {
                if (data27 < 1 || isNaN(data27)) {
                  const err56 = { instancePath: instancePath + "/selection/shard/count", schemaPath: "#/properties/selection/properties/shard/anyOf/0/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema36.properties.selection.properties.shard.anyOf[0].properties.count, data: data27 };
                  if (vErrors === null) {
                    vErrors = [err56];
                  } else {
                    vErrors.push(err56);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err57 = { instancePath: instancePath + "/selection/shard", schemaPath: "#/properties/selection/properties/shard/anyOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.properties.selection.properties.shard.anyOf[0].type, parentSchema: schema36.properties.selection.properties.shard.anyOf[0], data: data25 };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
          var _valid0 = _errs51 === errors;
          valid9 = valid9 || _valid0;
          if (_valid0) {
            var props0 = {};
            props0.index = true;
            props0.count = true;
          }
          const _errs57 = errors;
          if (data25 !== null) {
            const err58 = { instancePath: instancePath + "/selection/shard", schemaPath: "#/properties/selection/properties/shard/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema36.properties.selection.properties.shard.anyOf[1].type, parentSchema: schema36.properties.selection.properties.shard.anyOf[1], data: data25 };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
          var _valid0 = _errs57 === errors;
          valid9 = valid9 || _valid0;
          if (!valid9) {
            const err59 = { instancePath: instancePath + "/selection/shard", schemaPath: "#/properties/selection/properties/shard/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema36.properties.selection.properties.shard.anyOf, parentSchema: schema36.properties.selection.properties.shard, data: data25 };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          } else {
            errors = _errs50;
            if (vErrors !== null) {
              if (_errs50) {
                vErrors.length = _errs50;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err60 = { instancePath: instancePath + "/selection", schemaPath: "#/properties/selection/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.properties.selection.type, parentSchema: schema36.properties.selection, data: data20 };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
    }
    if (data.shard_plan !== void 0) {
      let data28 = data.shard_plan;
      if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
        if (data28.count === void 0) {
          const err61 = { instancePath: instancePath + "/shard_plan", schemaPath: "#/properties/shard_plan/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema36.properties.shard_plan.required, parentSchema: schema36.properties.shard_plan, data: data28 };
          if (vErrors === null) {
            vErrors = [err61];
          } else {
            vErrors.push(err61);
          }
          errors++;
        }
        if (data28.present === void 0) {
          const err62 = { instancePath: instancePath + "/shard_plan", schemaPath: "#/properties/shard_plan/required", keyword: "required", params: { missingProperty: "present" }, message: "must have required property 'present'", schema: schema36.properties.shard_plan.required, parentSchema: schema36.properties.shard_plan, data: data28 };
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
        if (data28.missing === void 0) {
          const err63 = { instancePath: instancePath + "/shard_plan", schemaPath: "#/properties/shard_plan/required", keyword: "required", params: { missingProperty: "missing" }, message: "must have required property 'missing'", schema: schema36.properties.shard_plan.required, parentSchema: schema36.properties.shard_plan, data: data28 };
          if (vErrors === null) {
            vErrors = [err63];
          } else {
            vErrors.push(err63);
          }
          errors++;
        }
        if (data28.count !== void 0) {
          let data29 = data28.count;
          if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29)) && isFinite(data29))) {
            const err64 = { instancePath: instancePath + "/shard_plan/count", schemaPath: "#/properties/shard_plan/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema36.properties.shard_plan.properties.count.type, parentSchema: schema36.properties.shard_plan.properties.count, data: data29 };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
          if (typeof data29 == "number" && isFinite(data29)) {
            if (data29 < 1 || isNaN(data29)) {
              const err65 = { instancePath: instancePath + "/shard_plan/count", schemaPath: "#/properties/shard_plan/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema36.properties.shard_plan.properties.count, data: data29 };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
          }
        }
        if (data28.present !== void 0) {
          let data30 = data28.present;
          if (Array.isArray(data30)) {
            const len2 = data30.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data31 = data30[i2];
              if (!(typeof data31 == "number" && (!(data31 % 1) && !isNaN(data31)) && isFinite(data31))) {
                const err66 = { instancePath: instancePath + "/shard_plan/present/" + i2, schemaPath: "#/properties/shard_plan/properties/present/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema36.properties.shard_plan.properties.present.items.type, parentSchema: schema36.properties.shard_plan.properties.present.items, data: data31 };
                if (vErrors === null) {
                  vErrors = [err66];
                } else {
                  vErrors.push(err66);
                }
                errors++;
              }
              if (typeof data31 == "number" && isFinite(data31)) {
                if (data31 < 1 || isNaN(data31)) {
                  const err67 = { instancePath: instancePath + "/shard_plan/present/" + i2, schemaPath: "#/properties/shard_plan/properties/present/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema36.properties.shard_plan.properties.present.items, data: data31 };
                  if (vErrors === null) {
                    vErrors = [err67];
                  } else {
                    vErrors.push(err67);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err68 = { instancePath: instancePath + "/shard_plan/present", schemaPath: "#/properties/shard_plan/properties/present/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema36.properties.shard_plan.properties.present.type, parentSchema: schema36.properties.shard_plan.properties.present, data: data30 };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
        }
        if (data28.missing !== void 0) {
          let data32 = data28.missing;
          if (Array.isArray(data32)) {
            const len3 = data32.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data33 = data32[i3];
              if (!(typeof data33 == "number" && (!(data33 % 1) && !isNaN(data33)) && isFinite(data33))) {
                const err69 = { instancePath: instancePath + "/shard_plan/missing/" + i3, schemaPath: "#/properties/shard_plan/properties/missing/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema36.properties.shard_plan.properties.missing.items.type, parentSchema: schema36.properties.shard_plan.properties.missing.items, data: data33 };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
              if (typeof data33 == "number" && isFinite(data33)) {
                if (data33 < 1 || isNaN(data33)) {
                  const err70 = { instancePath: instancePath + "/shard_plan/missing/" + i3, schemaPath: "#/properties/shard_plan/properties/missing/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema36.properties.shard_plan.properties.missing.items, data: data33 };
                  if (vErrors === null) {
                    vErrors = [err70];
                  } else {
                    vErrors.push(err70);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err71 = { instancePath: instancePath + "/shard_plan/missing", schemaPath: "#/properties/shard_plan/properties/missing/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema36.properties.shard_plan.properties.missing.type, parentSchema: schema36.properties.shard_plan.properties.missing, data: data32 };
            if (vErrors === null) {
              vErrors = [err71];
            } else {
              vErrors.push(err71);
            }
            errors++;
          }
        }
      } else {
        const err72 = { instancePath: instancePath + "/shard_plan", schemaPath: "#/properties/shard_plan/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.properties.shard_plan.type, parentSchema: schema36.properties.shard_plan, data: data28 };
        if (vErrors === null) {
          vErrors = [err72];
        } else {
          vErrors.push(err72);
        }
        errors++;
      }
    }
    if (data.capture !== void 0) {
      let data34 = data.capture;
      if (!(data34 === "full" || data34 === "hash" || data34 === "none")) {
        const err73 = { instancePath: instancePath + "/capture", schemaPath: "#/properties/capture/enum", keyword: "enum", params: { allowedValues: schema36.properties.capture.enum }, message: "must be equal to one of the allowed values", schema: schema36.properties.capture.enum, parentSchema: schema36.properties.capture, data: data34 };
        if (vErrors === null) {
          vErrors = [err73];
        } else {
          vErrors.push(err73);
        }
        errors++;
      }
    }
    if (data.mcp_servers !== void 0) {
      let data35 = data.mcp_servers;
      if (Array.isArray(data35)) {
        const len4 = data35.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data36 = data35[i4];
          if (data36 && typeof data36 == "object" && !Array.isArray(data36)) {
            if (data36.name === void 0) {
              const err74 = { instancePath: instancePath + "/mcp_servers/" + i4, schemaPath: "#/properties/mcp_servers/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema36.properties.mcp_servers.items.required, parentSchema: schema36.properties.mcp_servers.items, data: data36 };
              if (vErrors === null) {
                vErrors = [err74];
              } else {
                vErrors.push(err74);
              }
              errors++;
            }
            if (data36.server === void 0) {
              const err75 = { instancePath: instancePath + "/mcp_servers/" + i4, schemaPath: "#/properties/mcp_servers/items/required", keyword: "required", params: { missingProperty: "server" }, message: "must have required property 'server'", schema: schema36.properties.mcp_servers.items.required, parentSchema: schema36.properties.mcp_servers.items, data: data36 };
              if (vErrors === null) {
                vErrors = [err75];
              } else {
                vErrors.push(err75);
              }
              errors++;
            }
            if (data36.name !== void 0) {
              let data37 = data36.name;
              if (typeof data37 !== "string") {
                const err76 = { instancePath: instancePath + "/mcp_servers/" + i4 + "/name", schemaPath: "#/properties/mcp_servers/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.mcp_servers.items.properties.name.type, parentSchema: schema36.properties.mcp_servers.items.properties.name, data: data37 };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
            if (data36.server !== void 0) {
              let data38 = data36.server;
              const _errs79 = errors;
              let valid19 = false;
              const _errs80 = errors;
              if (data38 && typeof data38 == "object" && !Array.isArray(data38)) {
                if (data38.name === void 0) {
                  const err77 = { instancePath: instancePath + "/mcp_servers/" + i4 + "/server", schemaPath: "#/properties/mcp_servers/items/properties/server/anyOf/0/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema36.properties.mcp_servers.items.properties.server.anyOf[0].required, parentSchema: schema36.properties.mcp_servers.items.properties.server.anyOf[0], data: data38 };
                  if (vErrors === null) {
                    vErrors = [err77];
                  } else {
                    vErrors.push(err77);
                  }
                  errors++;
                }
                if (data38.version === void 0) {
                  const err78 = { instancePath: instancePath + "/mcp_servers/" + i4 + "/server", schemaPath: "#/properties/mcp_servers/items/properties/server/anyOf/0/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'", schema: schema36.properties.mcp_servers.items.properties.server.anyOf[0].required, parentSchema: schema36.properties.mcp_servers.items.properties.server.anyOf[0], data: data38 };
                  if (vErrors === null) {
                    vErrors = [err78];
                  } else {
                    vErrors.push(err78);
                  }
                  errors++;
                }
                if (data38.name !== void 0) {
                  let data39 = data38.name;
                  if (typeof data39 !== "string") {
                    const err79 = { instancePath: instancePath + "/mcp_servers/" + i4 + "/server/name", schemaPath: "#/properties/mcp_servers/items/properties/server/anyOf/0/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.mcp_servers.items.properties.server.anyOf[0].properties.name.type, parentSchema: schema36.properties.mcp_servers.items.properties.server.anyOf[0].properties.name, data: data39 };
                    if (vErrors === null) {
                      vErrors = [err79];
                    } else {
                      vErrors.push(err79);
                    }
                    errors++;
                  }
                }
                if (data38.version !== void 0) {
                  let data40 = data38.version;
                  if (typeof data40 !== "string") {
                    const err80 = { instancePath: instancePath + "/mcp_servers/" + i4 + "/server/version", schemaPath: "#/properties/mcp_servers/items/properties/server/anyOf/0/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.mcp_servers.items.properties.server.anyOf[0].properties.version.type, parentSchema: schema36.properties.mcp_servers.items.properties.server.anyOf[0].properties.version, data: data40 };
                    if (vErrors === null) {
                      vErrors = [err80];
                    } else {
                      vErrors.push(err80);
                    }
                    errors++;
                  }
                }
              } else {
                const err81 = { instancePath: instancePath + "/mcp_servers/" + i4 + "/server", schemaPath: "#/properties/mcp_servers/items/properties/server/anyOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.properties.mcp_servers.items.properties.server.anyOf[0].type, parentSchema: schema36.properties.mcp_servers.items.properties.server.anyOf[0], data: data38 };
                if (vErrors === null) {
                  vErrors = [err81];
                } else {
                  vErrors.push(err81);
                }
                errors++;
              }
              var _valid1 = _errs80 === errors;
              valid19 = valid19 || _valid1;
              if (_valid1) {
                var props1 = {};
                props1.name = true;
                props1.version = true;
              }
              const _errs86 = errors;
              if (data38 !== null) {
                const err82 = { instancePath: instancePath + "/mcp_servers/" + i4 + "/server", schemaPath: "#/properties/mcp_servers/items/properties/server/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema36.properties.mcp_servers.items.properties.server.anyOf[1].type, parentSchema: schema36.properties.mcp_servers.items.properties.server.anyOf[1], data: data38 };
                if (vErrors === null) {
                  vErrors = [err82];
                } else {
                  vErrors.push(err82);
                }
                errors++;
              }
              var _valid1 = _errs86 === errors;
              valid19 = valid19 || _valid1;
              if (!valid19) {
                const err83 = { instancePath: instancePath + "/mcp_servers/" + i4 + "/server", schemaPath: "#/properties/mcp_servers/items/properties/server/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema36.properties.mcp_servers.items.properties.server.anyOf, parentSchema: schema36.properties.mcp_servers.items.properties.server, data: data38 };
                if (vErrors === null) {
                  vErrors = [err83];
                } else {
                  vErrors.push(err83);
                }
                errors++;
              } else {
                errors = _errs79;
                if (vErrors !== null) {
                  if (_errs79) {
                    vErrors.length = _errs79;
                  } else {
                    vErrors = null;
                  }
                }
              }
            }
          } else {
            const err84 = { instancePath: instancePath + "/mcp_servers/" + i4, schemaPath: "#/properties/mcp_servers/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.properties.mcp_servers.items.type, parentSchema: schema36.properties.mcp_servers.items, data: data36 };
            if (vErrors === null) {
              vErrors = [err84];
            } else {
              vErrors.push(err84);
            }
            errors++;
          }
        }
      } else {
        const err85 = { instancePath: instancePath + "/mcp_servers", schemaPath: "#/properties/mcp_servers/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema36.properties.mcp_servers.type, parentSchema: schema36.properties.mcp_servers, data: data35 };
        if (vErrors === null) {
          vErrors = [err85];
        } else {
          vErrors.push(err85);
        }
        errors++;
      }
    }
    if (data.summary !== void 0) {
      let data41 = data.summary;
      if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
        if (data41.cases === void 0) {
          const err86 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "cases" }, message: "must have required property 'cases'", schema: schema36.properties.summary.required, parentSchema: schema36.properties.summary, data: data41 };
          if (vErrors === null) {
            vErrors = [err86];
          } else {
            vErrors.push(err86);
          }
          errors++;
        }
        if (data41.passed === void 0) {
          const err87 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "passed" }, message: "must have required property 'passed'", schema: schema36.properties.summary.required, parentSchema: schema36.properties.summary, data: data41 };
          if (vErrors === null) {
            vErrors = [err87];
          } else {
            vErrors.push(err87);
          }
          errors++;
        }
        if (data41.failed === void 0) {
          const err88 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "failed" }, message: "must have required property 'failed'", schema: schema36.properties.summary.required, parentSchema: schema36.properties.summary, data: data41 };
          if (vErrors === null) {
            vErrors = [err88];
          } else {
            vErrors.push(err88);
          }
          errors++;
        }
        if (data41.invalid === void 0) {
          const err89 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "invalid" }, message: "must have required property 'invalid'", schema: schema36.properties.summary.required, parentSchema: schema36.properties.summary, data: data41 };
          if (vErrors === null) {
            vErrors = [err89];
          } else {
            vErrors.push(err89);
          }
          errors++;
        }
        if (data41.errors === void 0) {
          const err90 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "errors" }, message: "must have required property 'errors'", schema: schema36.properties.summary.required, parentSchema: schema36.properties.summary, data: data41 };
          if (vErrors === null) {
            vErrors = [err90];
          } else {
            vErrors.push(err90);
          }
          errors++;
        }
        if (data41.cases !== void 0) {
          let data42 = data41.cases;
          if (!(typeof data42 == "number" && (!(data42 % 1) && !isNaN(data42)) && isFinite(data42))) {
            const err91 = { instancePath: instancePath + "/summary/cases", schemaPath: "#/properties/summary/properties/cases/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema36.properties.summary.properties.cases.type, parentSchema: schema36.properties.summary.properties.cases, data: data42 };
            if (vErrors === null) {
              vErrors = [err91];
            } else {
              vErrors.push(err91);
            }
            errors++;
          }
          if (typeof data42 == "number" && isFinite(data42)) {
            if (data42 < 0 || isNaN(data42)) {
              const err92 = { instancePath: instancePath + "/summary/cases", schemaPath: "#/properties/summary/properties/cases/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema36.properties.summary.properties.cases, data: data42 };
              if (vErrors === null) {
                vErrors = [err92];
              } else {
                vErrors.push(err92);
              }
              errors++;
            }
          }
        }
        if (data41.passed !== void 0) {
          let data43 = data41.passed;
          if (!(typeof data43 == "number" && (!(data43 % 1) && !isNaN(data43)) && isFinite(data43))) {
            const err93 = { instancePath: instancePath + "/summary/passed", schemaPath: "#/properties/summary/properties/passed/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema36.properties.summary.properties.passed.type, parentSchema: schema36.properties.summary.properties.passed, data: data43 };
            if (vErrors === null) {
              vErrors = [err93];
            } else {
              vErrors.push(err93);
            }
            errors++;
          }
          if (typeof data43 == "number" && isFinite(data43)) {
            if (data43 < 0 || isNaN(data43)) {
              const err94 = { instancePath: instancePath + "/summary/passed", schemaPath: "#/properties/summary/properties/passed/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema36.properties.summary.properties.passed, data: data43 };
              if (vErrors === null) {
                vErrors = [err94];
              } else {
                vErrors.push(err94);
              }
              errors++;
            }
          }
        }
        if (data41.failed !== void 0) {
          let data44 = data41.failed;
          if (!(typeof data44 == "number" && (!(data44 % 1) && !isNaN(data44)) && isFinite(data44))) {
            const err95 = { instancePath: instancePath + "/summary/failed", schemaPath: "#/properties/summary/properties/failed/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema36.properties.summary.properties.failed.type, parentSchema: schema36.properties.summary.properties.failed, data: data44 };
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
          if (typeof data44 == "number" && isFinite(data44)) {
            if (data44 < 0 || isNaN(data44)) {
              const err96 = { instancePath: instancePath + "/summary/failed", schemaPath: "#/properties/summary/properties/failed/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema36.properties.summary.properties.failed, data: data44 };
              if (vErrors === null) {
                vErrors = [err96];
              } else {
                vErrors.push(err96);
              }
              errors++;
            }
          }
        }
        if (data41.invalid !== void 0) {
          let data45 = data41.invalid;
          if (!(typeof data45 == "number" && (!(data45 % 1) && !isNaN(data45)) && isFinite(data45))) {
            const err97 = { instancePath: instancePath + "/summary/invalid", schemaPath: "#/properties/summary/properties/invalid/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema36.properties.summary.properties.invalid.type, parentSchema: schema36.properties.summary.properties.invalid, data: data45 };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
          if (typeof data45 == "number" && isFinite(data45)) {
            if (data45 < 0 || isNaN(data45)) {
              const err98 = { instancePath: instancePath + "/summary/invalid", schemaPath: "#/properties/summary/properties/invalid/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema36.properties.summary.properties.invalid, data: data45 };
              if (vErrors === null) {
                vErrors = [err98];
              } else {
                vErrors.push(err98);
              }
              errors++;
            }
          }
        }
        if (data41.errors !== void 0) {
          let data46 = data41.errors;
          if (!(typeof data46 == "number" && (!(data46 % 1) && !isNaN(data46)) && isFinite(data46))) {
            const err99 = { instancePath: instancePath + "/summary/errors", schemaPath: "#/properties/summary/properties/errors/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema36.properties.summary.properties.errors.type, parentSchema: schema36.properties.summary.properties.errors, data: data46 };
            if (vErrors === null) {
              vErrors = [err99];
            } else {
              vErrors.push(err99);
            }
            errors++;
          }
          if (typeof data46 == "number" && isFinite(data46)) {
            if (data46 < 0 || isNaN(data46)) {
              const err100 = { instancePath: instancePath + "/summary/errors", schemaPath: "#/properties/summary/properties/errors/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema36.properties.summary.properties.errors, data: data46 };
              if (vErrors === null) {
                vErrors = [err100];
              } else {
                vErrors.push(err100);
              }
              errors++;
            }
          }
        }
      } else {
        const err101 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.properties.summary.type, parentSchema: schema36.properties.summary, data: data41 };
        if (vErrors === null) {
          vErrors = [err101];
        } else {
          vErrors.push(err101);
        }
        errors++;
      }
    }
    if (data.cases !== void 0) {
      let data47 = data.cases;
      if (Array.isArray(data47)) {
        const len5 = data47.length;
        for (let i5 = 0; i5 < len5; i5++) {
          if (!validate25(data47[i5], { instancePath: instancePath + "/cases/" + i5, parentData: data47, parentDataProperty: i5, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err102 = { instancePath: instancePath + "/cases", schemaPath: "#/properties/cases/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema36.properties.cases.type, parentSchema: schema36.properties.cases, data: data47 };
        if (vErrors === null) {
          vErrors = [err102];
        } else {
          vErrors.push(err102);
        }
        errors++;
      }
    }
  } else {
    const err103 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.type, parentSchema: schema36, data };
    if (vErrors === null) {
      vErrors = [err103];
    } else {
      vErrors.push(err103);
    }
    errors++;
  }
  validate24.errors = vErrors;
  return errors === 0;
}
validate24.evaluated = { "props": { "format": true, "suite": true, "config": true, "runtime": true, "started_at": true, "finished_at": true, "cancelled": true, "selection": true, "shard_plan": true, "capture": true, "mcp_servers": true, "summary": true, "cases": true }, "dynamicProps": false, "dynamicItems": false };
