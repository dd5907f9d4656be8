"use strict";
var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports2.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// <stdin>
exports.validate = validate0;
var schema0 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://modelgate.dev/schemas/suite.json", "title": "ModelGate suite", "description": "A versioned test suite: cases with explicit pass criteria and optional baseline contracts.", "type": "object", "properties": { "$schema": { "type": "string", "description": "Where editors find this schema; ModelGate ignores it." }, "suite": { "type": "string", "minLength": 1, "description": "Name of the suite; a run and its comparison name one suite." }, "description": { "type": "string", "description": "Free text." }, "defaults": { "type": "object", "description": "Merged under every case; the case wins (generation, metadata and performance merge key by key).", "properties": { "system": { "type": "string", "description": "System prompt, put first in the conversation; when absent, the configuration's `system`. A case may not have both `system` and a system message in `messages`." }, "tools": { "type": "array", "items": { "$ref": "#/$defs/tool" }, "default": [], "description": "Tool definitions offered natively to the model; a call is answered with the tool's `result`." }, "format": { "$ref": "#/$defs/format" }, "generation": { "$ref": "#/$defs/generation" }, "options": { "$ref": "#/$defs/options" }, "max_turns": { "type": "integer", "minimum": 1, "maximum": 50, "default": 5, "description": "Most model turns in a tool or MCP loop (1–50)." }, "rag": { "$ref": "#/$defs/rag" }, "contract": { "enum": ["text", "json", "tool_calls", "retrieval", "mcp"], "description": "The evidence that must stay compatible with the baseline's: the output `text`, its `json` value, its `tool_calls`, the documents `retrieval` ranks, or the `mcp` interactions." }, "repeat": { "type": "integer", "minimum": 1, "maximum": 1e3, "default": 1, "description": "How many times the case runs (1–1000); a comparison tests the pass rates." }, "min_pass": { "type": "integer", "minimum": 1, "description": "Repetitions that must pass for the case to pass; at most `repeat`. When absent: all of them." }, "tags": { "type": "array", "items": { "type": "string", "minLength": 1 }, "default": [], "description": "Non-empty strings; `run --tag` selects the cases that have one of them." }, "metadata": { "type": "object", "default": {}, "description": "Free-form; stored with the result, never interpreted." }, "performance": { "$ref": "#/$defs/performance" } }, "additionalProperties": false }, "cases": { "type": "array", "items": { "$ref": "#/$defs/case" }, "description": "The test cases, in report order. May be empty." }, "corpus": { "$ref": "#/$defs/corpus" }, "mcp_servers": { "type": "object", "propertyNames": { "pattern": "^[A-Za-z0-9_-]+$", "errorMessage": "server names use only letters, digits, '_' and '-'" }, "additionalProperties": { "$ref": "#/$defs/mcpServer" }, "description": "MCP servers for `mcp` cases, by name; their tools are offered as `name.tool`." } }, "required": ["suite", "cases"], "additionalProperties": false, "$defs": { "case": { "type": "object", "description": "One test case.", "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9._-]+$", "errorMessage": "must use only letters, digits, '.', '_' and '-'", "description": "Unique within the suite and stable: comparisons match cases by id. Letters, digits, `.`, `_` and `-`." }, "type": { "enum": ["exact", "contains", "not_contains", "max_length", "min_length", "max_words", "regex", "json", "classification", "required_fields", "tool_call", "retrieval", "mcp", "custom", "none"], "description": "Which check decides pass or fail (its fields: see the table of each type below). Required unless `checks` or `contract` is set." }, "checks": { "type": "array", "items": { "$ref": "#/$defs/check" }, "minItems": 1, "description": "More criteria, each `{type, ...its fields}`: the case passes when its own type's check (if any) and all of these pass." }, "description": { "type": "string", "description": "Free text." }, "contract": { "enum": ["text", "json", "tool_calls", "retrieval", "mcp"], "description": "The evidence that must stay compatible with the baseline's: the output `text`, its `json` value, its `tool_calls`, the documents `retrieval` ranks, or the `mcp` interactions." }, "repeat": { "type": "integer", "minimum": 1, "maximum": 1e3, "default": 1, "description": "How many times the case runs (1–1000); a comparison tests the pass rates." }, "min_pass": { "type": "integer", "minimum": 1, "description": "Repetitions that must pass for the case to pass; at most `repeat`. When absent: all of them." }, "tags": { "type": "array", "items": { "type": "string", "minLength": 1 }, "default": [], "description": "Non-empty strings; `run --tag` selects the cases that have one of them." }, "metadata": { "type": "object", "default": {}, "description": "Free-form; stored with the result, never interpreted." }, "performance": { "$ref": "#/$defs/performance" } }, "required": ["id"], "allOf": [{ "if": { "not": { "anyOf": [{ "required": ["contract"] }, { "required": ["checks"] }] } }, "then": { "required": ["type"] } }, { "if": { "anyOf": [{ "type": "object", "properties": { "type": { "const": "retrieval" } }, "required": ["type"] }, { "not": { "type": "object" } }] }, "then": {}, "else": { "properties": { "input": { "type": "string", "description": "The prompt, sent as one user message." }, "messages": { "type": "array", "items": { "$ref": "#/$defs/message" }, "minItems": 1, "description": "The conversation, instead of `input`: a non-empty list of `{role, content}`, role `system`, `user`, `assistant` or `tool`." }, "prompt": { "$ref": "#/$defs/prompt" }, "system": { "type": "string", "description": "System prompt, put first in the conversation; when absent, the configuration's `system`. A case may not have both `system` and a system message in `messages`." }, "tools": { "type": "array", "items": { "$ref": "#/$defs/tool" }, "default": [], "description": "Tool definitions offered natively to the model; a call is answered with the tool's `result`." }, "format": { "$ref": "#/$defs/format" }, "generation": { "$ref": "#/$defs/generation" }, "options": { "$ref": "#/$defs/options" }, "max_turns": { "type": "integer", "minimum": 1, "maximum": 50, "default": 5, "description": "Most model turns in a tool or MCP loop (1–50)." }, "rag": { "$ref": "#/$defs/rag" } }, "allOf": [{ "oneOf": [{ "required": ["input"] }, { "required": ["messages"] }, { "required": ["prompt"] }], "errorMessage": "needs exactly one of 'input', 'messages' or 'prompt'" }] } }, { "if": { "type": "object", "properties": { "type": { "const": "exact" } }, "required": ["type"] }, "then": { "description": "Passes when the output equals `expected`; surrounding whitespace stripped unless `strip: false`.", "properties": { "expected": { "type": "string", "description": "The output must equal this text." }, "case_insensitive": { "type": "boolean", "default": false, "description": "Compare ignoring case." }, "strip": { "type": "boolean", "default": true, "description": "Strip surrounding whitespace from the output before comparing." } }, "required": ["expected"] } }, { "if": { "type": "object", "properties": { "type": { "const": "contains" } }, "required": ["type"] }, "then": { "description": "Passes when the output contains every string.", "properties": { "expected": { "anyOf": [{ "type": "string" }, { "type": "array", "items": { "type": "string" }, "minItems": 1 }], "errorMessage": "must be a string or a non-empty list of strings", "description": "A text, or a non-empty list of texts: the output must contain each." }, "case_insensitive": { "type": "boolean", "default": false, "description": "Compare ignoring case." } }, "required": ["expected"] } }, { "if": { "type": "object", "properties": { "type": { "const": "not_contains" } }, "required": ["type"] }, "then": { "description": "Passes when the output contains none of the strings.", "properties": { "expected": { "anyOf": [{ "type": "string" }, { "type": "array", "items": { "type": "string" }, "minItems": 1 }], "errorMessage": "must be a string or a non-empty list of strings", "description": "A text, or a non-empty list of texts: the output must contain none." }, "case_insensitive": { "type": "boolean", "default": false, "description": "Compare ignoring case." } }, "required": ["expected"] } }, { "if": { "type": "object", "properties": { "type": { "const": "max_length" } }, "required": ["type"] }, "then": { "description": "Passes when the output has at most `limit` characters (Unicode code points, surrounding whitespace stripped).", "properties": { "limit": { "type": "integer", "minimum": 0, "description": "The most characters the output may have (an integer ≥ 0)." } }, "required": ["limit"] } }, { "if": { "type": "object", "properties": { "type": { "const": "min_length" } }, "required": ["type"] }, "then": { "description": "Passes when the output has at least `limit` characters, counted the same way.", "properties": { "limit": { "type": "integer", "minimum": 0, "description": "The fewest characters the output may have (an integer ≥ 0)." } }, "required": ["limit"] } }, { "if": { "type": "object", "properties": { "type": { "const": "max_words" } }, "required": ["type"] }, "then": { "description": "Passes when the output has at most `limit` words (runs of non-whitespace).", "properties": { "limit": { "type": "integer", "minimum": 0, "description": "The most words the output may have (an integer ≥ 0)." } }, "required": ["limit"] } }, { "if": { "type": "object", "properties": { "type": { "const": "regex" } }, "required": ["type"] }, "then": { "description": "Passes when the output matches.", "properties": { "pattern": { "type": "string", "description": "An RE2 regular expression (linear time: no backreferences, no lookaround), searched anywhere in the output." }, "flags": { "type": "string", "pattern": "^[imsu]*$", "errorMessage": "must be made of the flags i, m, s and u", "description": "Any of `i` (ignore case), `m` (`^`/`$` at line breaks), `s` (`.` matches a newline), `u` (accepted, changes nothing)." } }, "required": ["pattern"] } }, { "if": { "type": "object", "properties": { "type": { "const": "json" } }, "required": ["type"] }, "then": { "description": "Passes when the output is JSON, valid against `schema` and equal to `expected` when given.", "properties": { "schema": { "$ref": "#/$defs/jsonSchema", "description": "The parsed output must validate against this JSON Schema." }, "expected": { "description": 'The parsed output must equal this value, `null` included (JSON semantics: `1` equals `1.0`, `"1"` does not equal `1`).' } } } }, { "if": { "type": "object", "properties": { "type": { "const": "classification" } }, "required": ["type"] }, "then": { "description": 'Passes when the whitespace-stripped prediction equals `expected` and is one of `labels`. Labels, `expected` and the prediction are all compared trimmed (and folded with `case_insensitive`), at load as at run time: `labels: [" billing"]` holds `expected: billing`.', "properties": { "expected": { "type": "string", "description": "The expected label; one of `labels` when they are given." }, "labels": { "type": "array", "items": { "type": "string" }, "minItems": 1, "uniqueItems": true, "description": "The allowed labels, non-empty, no repeats; the prediction must be one of them." }, "case_insensitive": { "type": "boolean", "default": false, "description": "Compare ignoring case." } }, "required": ["expected"] } }, { "if": { "type": "object", "properties": { "type": { "const": "required_fields" } }, "required": ["type"] }, "then": { "description": "Passes when the JSON output has every path and value; give `required`, `values` or both.", "properties": { "required": { "type": "array", "items": { "type": "string" }, "description": "Dotted paths that must exist: `customer.name`, `items.0.sku`." }, "values": { "type": "object", "description": "Dotted path → the value it must hold, compared as JSON (`1` equals `1.0`)." } }, "allOf": [{ "anyOf": [{ "required": ["required"] }, { "required": ["values"] }], "errorMessage": "needs 'required' (paths that must exist), 'values' (paths and values), or both" }] } }, { "if": { "type": "object", "properties": { "type": { "const": "tool_call" } }, "required": ["type"] }, "then": { "description": "Passes when the model made exactly these calls; give `expected` or `calls`, not both.", "properties": { "expected": { "$ref": "#/$defs/expectedToolCall", "description": "The one call the model must make: `{name, arguments?, arguments_schema?}`." }, "calls": { "type": "array", "items": { "$ref": "#/$defs/expectedToolCall" }, "description": "Instead of `expected`: the calls the model must make, in order, each of the same shape (`[]`: no call at all)." }, "arguments_schema": { "$ref": "#/$defs/jsonSchema", "description": "Every call's arguments must validate against this JSON Schema." } }, "allOf": [{ "oneOf": [{ "required": ["expected"] }, { "required": ["calls"] }], "errorMessage": "needs either 'expected' (one call) or 'calls' (an ordered list), not both" }] } }, { "if": { "type": "object", "properties": { "type": { "const": "retrieval" } }, "required": ["type"] }, "then": { "description": "Passes when the retrieved ids equal `expected_documents`. No prompt fields. Needs `corpus`.", "properties": { "query": { "type": "string", "description": "Text embedded and matched against the suite's corpus." }, "top_k": { "type": "integer", "minimum": 1, "description": "How many documents to retrieve; when absent, as many as `expected_documents` lists." }, "expected_documents": { "type": "array", "items": { "type": "string" }, "minItems": 1, "description": "Ids of the documents expected, in rank order." } }, "required": ["query", "expected_documents"] } }, { "if": { "type": "object", "properties": { "type": { "const": "mcp" } }, "required": ["type"] }, "then": { "description": "Passes when the MCP interactions equal `expected_calls`, in order. Needs `mcp_servers`.", "properties": { "expected_calls": { "type": "array", "items": { "$ref": "#/$defs/expectedMcpCall" }, "description": "The MCP tool calls the model must make, in order: `[{tool: server.tool, arguments?, arguments_schema?}]`." }, "servers": { "type": "array", "items": { "type": "string", "pattern": "^[A-Za-z0-9_-]+$" }, "minItems": 1, "description": "Offer only these servers' tools; when absent, every server of the suite." } }, "required": ["expected_calls"] } }, { "if": { "type": "object", "properties": { "type": { "const": "custom" } }, "required": ["type"] }, "then": { "description": "Passes when the plugin's function returns a pass.", "properties": { "check": { "type": "string", "minLength": 1, "description": "Name of a check a `--plugin` module registers." }, "params": { "type": "object", "description": "Passed to the check as `ctx.case.params`." } }, "required": ["check"] } }, { "if": { "type": "object", "properties": { "type": { "const": "none" } }, "required": ["type"] }, "then": { "description": "Passes when nothing of its own: only the contract with the baseline is checked (`contract` is required).", "properties": {}, "allOf": [{ "required": ["contract"], "errorMessage": "type 'none' has no check of its own: it needs a 'contract'" }] } }], "unevaluatedProperties": false }, "check": { "type": "object", "description": "One more criterion: `type` and the fields of that check type.", "properties": { "type": { "enum": ["exact", "contains", "not_contains", "max_length", "min_length", "max_words", "regex", "json", "classification", "required_fields", "tool_call", "custom"], "description": "The check type (retrieval and mcp cases name theirs in the case's own `type`)." } }, "required": ["type"], "allOf": [{ "if": { "type": "object", "properties": { "type": { "const": "exact" } }, "required": ["type"] }, "then": { "description": "Passes when the output equals `expected`; surrounding whitespace stripped unless `strip: false`.", "properties": { "expected": { "type": "string", "description": "The output must equal this text." }, "case_insensitive": { "type": "boolean", "default": false, "description": "Compare ignoring case." }, "strip": { "type": "boolean", "default": true, "description": "Strip surrounding whitespace from the output before comparing." } }, "required": ["expected"] } }, { "if": { "type": "object", "properties": { "type": { "const": "contains" } }, "required": ["type"] }, "then": { "description": "Passes when the output contains every string.", "properties": { "expected": { "anyOf": [{ "type": "string" }, { "type": "array", "items": { "type": "string" }, "minItems": 1 }], "errorMessage": "must be a string or a non-empty list of strings", "description": "A text, or a non-empty list of texts: the output must contain each." }, "case_insensitive": { "type": "boolean", "default": false, "description": "Compare ignoring case." } }, "required": ["expected"] } }, { "if": { "type": "object", "properties": { "type": { "const": "not_contains" } }, "required": ["type"] }, "then": { "description": "Passes when the output contains none of the strings.", "properties": { "expected": { "anyOf": [{ "type": "string" }, { "type": "array", "items": { "type": "string" }, "minItems": 1 }], "errorMessage": "must be a string or a non-empty list of strings", "description": "A text, or a non-empty list of texts: the output must contain none." }, "case_insensitive": { "type": "boolean", "default": false, "description": "Compare ignoring case." } }, "required": ["expected"] } }, { "if": { "type": "object", "properties": { "type": { "const": "max_length" } }, "required": ["type"] }, "then": { "description": "Passes when the output has at most `limit` characters (Unicode code points, surrounding whitespace stripped).", "properties": { "limit": { "type": "integer", "minimum": 0, "description": "The most characters the output may have (an integer ≥ 0)." } }, "required": ["limit"] } }, { "if": { "type": "object", "properties": { "type": { "const": "min_length" } }, "required": ["type"] }, "then": { "description": "Passes when the output has at least `limit` characters, counted the same way.", "properties": { "limit": { "type": "integer", "minimum": 0, "description": "The fewest characters the output may have (an integer ≥ 0)." } }, "required": ["limit"] } }, { "if": { "type": "object", "properties": { "type": { "const": "max_words" } }, "required": ["type"] }, "then": { "description": "Passes when the output has at most `limit` words (runs of non-whitespace).", "properties": { "limit": { "type": "integer", "minimum": 0, "description": "The most words the output may have (an integer ≥ 0)." } }, "required": ["limit"] } }, { "if": { "type": "object", "properties": { "type": { "const": "regex" } }, "required": ["type"] }, "then": { "description": "Passes when the output matches.", "properties": { "pattern": { "type": "string", "description": "An RE2 regular expression (linear time: no backreferences, no lookaround), searched anywhere in the output." }, "flags": { "type": "string", "pattern": "^[imsu]*$", "errorMessage": "must be made of the flags i, m, s and u", "description": "Any of `i` (ignore case), `m` (`^`/`$` at line breaks), `s` (`.` matches a newline), `u` (accepted, changes nothing)." } }, "required": ["pattern"] } }, { "if": { "type": "object", "properties": { "type": { "const": "json" } }, "required": ["type"] }, "then": { "description": "Passes when the output is JSON, valid against `schema` and equal to `expected` when given.", "properties": { "schema": { "$ref": "#/$defs/jsonSchema", "description": "The parsed output must validate against this JSON Schema." }, "expected": { "description": 'The parsed output must equal this value, `null` included (JSON semantics: `1` equals `1.0`, `"1"` does not equal `1`).' } } } }, { "if": { "type": "object", "properties": { "type": { "const": "classification" } }, "required": ["type"] }, "then": { "description": 'Passes when the whitespace-stripped prediction equals `expected` and is one of `labels`. Labels, `expected` and the prediction are all compared trimmed (and folded with `case_insensitive`), at load as at run time: `labels: [" billing"]` holds `expected: billing`.', "properties": { "expected": { "type": "string", "description": "The expected label; one of `labels` when they are given." }, "labels": { "type": "array", "items": { "type": "string" }, "minItems": 1, "uniqueItems": true, "description": "The allowed labels, non-empty, no repeats; the prediction must be one of them." }, "case_insensitive": { "type": "boolean", "default": false, "description": "Compare ignoring case." } }, "required": ["expected"] } }, { "if": { "type": "object", "properties": { "type": { "const": "required_fields" } }, "required": ["type"] }, "then": { "description": "Passes when the JSON output has every path and value; give `required`, `values` or both.", "properties": { "required": { "type": "array", "items": { "type": "string" }, "description": "Dotted paths that must exist: `customer.name`, `items.0.sku`." }, "values": { "type": "object", "description": "Dotted path → the value it must hold, compared as JSON (`1` equals `1.0`)." } }, "allOf": [{ "anyOf": [{ "required": ["required"] }, { "required": ["values"] }], "errorMessage": "needs 'required' (paths that must exist), 'values' (paths and values), or both" }] } }, { "if": { "type": "object", "properties": { "type": { "const": "tool_call" } }, "required": ["type"] }, "then": { "description": "Passes when the model made exactly these calls; give `expected` or `calls`, not both.", "properties": { "expected": { "$ref": "#/$defs/expectedToolCall", "description": "The one call the model must make: `{name, arguments?, arguments_schema?}`." }, "calls": { "type": "array", "items": { "$ref": "#/$defs/expectedToolCall" }, "description": "Instead of `expected`: the calls the model must make, in order, each of the same shape (`[]`: no call at all)." }, "arguments_schema": { "$ref": "#/$defs/jsonSchema", "description": "Every call's arguments must validate against this JSON Schema." } }, "allOf": [{ "oneOf": [{ "required": ["expected"] }, { "required": ["calls"] }], "errorMessage": "needs either 'expected' (one call) or 'calls' (an ordered list), not both" }] } }, { "if": { "type": "object", "properties": { "type": { "const": "custom" } }, "required": ["type"] }, "then": { "description": "Passes when the plugin's function returns a pass.", "properties": { "check": { "type": "string", "minLength": 1, "description": "Name of a check a `--plugin` module registers." }, "params": { "type": "object", "description": "Passed to the check as `ctx.case.params`." } }, "required": ["check"] } }], "unevaluatedProperties": false }, "jsonSchema": { "type": "object", "description": "A JSON Schema (draft 2020-12 unless its `$schema` says otherwise)." }, "message": { "type": "object", "properties": { "role": { "enum": ["system", "user", "assistant", "tool"] }, "content": { "type": "string" } }, "required": ["role", "content"], "additionalProperties": false }, "prompt": { "type": "object", "description": "A template file instead of `input`: `{file: prompts/ticket.txt, vars: {customer: Priya}}`; each `{{name}}` is replaced by `vars.name` (`{{context}}` is reserved for `rag`).", "properties": { "file": { "type": "string", "minLength": 1, "description": "Template path, relative to the suite file." }, "vars": { "type": "object", "additionalProperties": { "type": ["string", "number", "boolean"] }, "description": "Values of the template's `{{name}}` placeholders." } }, "required": ["file"], "additionalProperties": false }, "tool": { "description": "A tool definition: `{name, description, parameters}` or Ollama's `{type: function, function: {...}}`.", "if": { "type": "object", "required": ["function"] }, "then": { "type": "object", "properties": { "type": { "const": "function" }, "function": { "type": "object", "properties": { "name": { "type": "string", "minLength": 1 }, "description": { "type": "string" }, "parameters": { "$ref": "#/$defs/jsonSchema" } }, "required": ["name"], "additionalProperties": false }, "result": { "description": "Stub answer: the runner answers the call with it and continues." } }, "additionalProperties": false }, "else": { "type": "object", "properties": { "name": { "type": "string", "minLength": 1, "description": "Tool name, as the model calls it." }, "description": { "type": "string" }, "parameters": { "$ref": "#/$defs/jsonSchema", "description": "JSON Schema of the arguments." }, "result": { "description": "Stub answer: the runner answers the call with it and continues." } }, "required": ["name"], "additionalProperties": false } }, "format": { "anyOf": [{ "const": "json" }, { "type": "object" }], "errorMessage": 'must be "json" or a JSON Schema (a mapping)', "description": "Structured output requested from the provider: `json` or a JSON Schema; when absent, the configuration's `format`." }, "generation": { "type": "object", "default": {}, "description": "Provider options (Ollama `options`: `temperature`, `seed`, `num_ctx`, ...); they override the configuration's `options` key by key." }, "performance": { "type": "object", "description": "`{max_latency_ms: N}`: a slower case gets a warning (a failure only with `--enforce-performance`). The server's own compute time is judged where it reports one, else the wall clock.", "properties": { "max_latency_ms": { "type": "number", "exclusiveMinimum": 0, "description": "Warn when the case is slower (the server's compute time where it reports one); gates only with --enforce-performance." } }, "additionalProperties": false }, "options": { "type": "object", "description": "`{extract: code_fence}`: checks read the content of the output's single fenced block (the whole output when there is not exactly one).", "properties": { "extract": { "enum": ["code_fence"], "description": "`code_fence`: read the content of a single fenced block of the output." } }, "additionalProperties": false }, "rag": { "type": "object", "description": "`{top_k: N}`: the top N documents retrieved for the prompt replace `{{context}}`. Needs `corpus`.", "properties": { "top_k": { "type": "integer", "minimum": 1 } }, "required": ["top_k"], "additionalProperties": false }, "expectedToolCall": { "type": "object", "properties": { "name": { "type": "string", "minLength": 1, "description": "Tool name." }, "arguments": { "type": "object", "description": "Arguments, compared semantically." }, "arguments_schema": { "$ref": "#/$defs/jsonSchema", "description": "The arguments must validate against this schema." } }, "required": ["name"], "additionalProperties": false }, "expectedMcpCall": { "type": "object", "properties": { "tool": { "type": "string", "pattern": "^[A-Za-z0-9_-]+\\..+$", "errorMessage": "must be a qualified tool name 'server.tool'", "description": "Qualified tool name `server.tool`." }, "arguments": { "type": "object", "description": "Arguments, compared semantically." }, "arguments_schema": { "$ref": "#/$defs/jsonSchema", "description": "The arguments must validate against this schema." } }, "required": ["tool"], "additionalProperties": false }, "corpus": { "description": "Documents for `retrieval` cases and `rag`: a folder (the ids are the files' relative paths), `{path: folder}`, or `{jsonl: file}` of `{id, text}` lines; a string ending in `.jsonl` is a JSONL file.", "anyOf": [{ "type": "string", "minLength": 1 }, { "type": "object", "properties": { "path": { "type": "string", "minLength": 1 } }, "required": ["path"], "additionalProperties": false }, { "type": "object", "properties": { "jsonl": { "type": "string", "minLength": 1 } }, "required": ["jsonl"], "additionalProperties": false }], "errorMessage": "must be a folder path, {path: folder} or {jsonl: file}" }, "mcpRestart": { "enum": ["per_configuration", "per_case", "per_repetition"], "description": "When the server is started fresh: once per suite x configuration (default; the sides of a comparison never share it), for every case, or for every repetition (stateful servers)." }, "mcpServer": { "description": "Started over stdio (`command`) or reached over Streamable HTTP (`url`).", "if": { "type": "object", "required": ["url"] }, "then": { "type": "object", "properties": { "url": { "type": "string", "pattern": "^https?://", "errorMessage": "must be an http:// or https:// URL" }, "headers": { "type": "object", "additionalProperties": { "type": "string" } }, "restart": { "$ref": "#/$defs/mcpRestart" } }, "additionalProperties": false }, "else": { "type": "object", "properties": { "command": { "type": "string", "minLength": 1, "description": "Executable, found on PATH." }, "args": { "type": "array", "items": { "type": "string" } }, "env": { "type": "object", "additionalProperties": { "type": "string" }, "description": "Added to the inherited environment." }, "cwd": { "type": "string", "description": "Working folder, relative to the suite file (default: its folder)." }, "restart": { "$ref": "#/$defs/mcpRestart" } }, "required": ["command"], "additionalProperties": false } } } };
var schema4 = { "anyOf": [{ "const": "json" }, { "type": "object" }], "errorMessage": 'must be "json" or a JSON Schema (a mapping)', "description": "Structured output requested from the provider: `json` or a JSON Schema; when absent, the configuration's `format`." };
var schema5 = { "type": "object", "default": {}, "description": "Provider options (Ollama `options`: `temperature`, `seed`, `num_ctx`, ...); they override the configuration's `options` key by key." };
var schema6 = { "type": "object", "description": "`{extract: code_fence}`: checks read the content of the output's single fenced block (the whole output when there is not exactly one).", "properties": { "extract": { "enum": ["code_fence"], "description": "`code_fence`: read the content of a single fenced block of the output." } }, "additionalProperties": false };
var schema7 = { "type": "object", "description": "`{top_k: N}`: the top N documents retrieved for the prompt replace `{{context}}`. Needs `corpus`.", "properties": { "top_k": { "type": "integer", "minimum": 1 } }, "required": ["top_k"], "additionalProperties": false };
var schema8 = { "type": "object", "description": "`{max_latency_ms: N}`: a slower case gets a warning (a failure only with `--enforce-performance`). The server's own compute time is judged where it reports one, else the wall clock.", "properties": { "max_latency_ms": { "type": "number", "exclusiveMinimum": 0, "description": "Warn when the case is slower (the server's compute time where it reports one); gates only with --enforce-performance." } }, "additionalProperties": false };
var schema26 = { "description": "Documents for `retrieval` cases and `rag`: a folder (the ids are the files' relative paths), `{path: folder}`, or `{jsonl: file}` of `{id, text}` lines; a string ending in `.jsonl` is a JSONL file.", "anyOf": [{ "type": "string", "minLength": 1 }, { "type": "object", "properties": { "path": { "type": "string", "minLength": 1 } }, "required": ["path"], "additionalProperties": false }, { "type": "object", "properties": { "jsonl": { "type": "string", "minLength": 1 } }, "required": ["jsonl"], "additionalProperties": false }], "errorMessage": "must be a folder path, {path: folder} or {jsonl: file}" };
var func0 = require_ucs2length().default;
var func1 = Object.prototype.hasOwnProperty;
var schema1 = { "description": "A tool definition: `{name, description, parameters}` or Ollama's `{type: function, function: {...}}`.", "if": { "type": "object", "required": ["function"] }, "then": { "type": "object", "properties": { "type": { "const": "function" }, "function": { "type": "object", "properties": { "name": { "type": "string", "minLength": 1 }, "description": { "type": "string" }, "parameters": { "$ref": "#/$defs/jsonSchema" } }, "required": ["name"], "additionalProperties": false }, "result": { "description": "Stub answer: the runner answers the call with it and continues." } }, "additionalProperties": false }, "else": { "type": "object", "properties": { "name": { "type": "string", "minLength": 1, "description": "Tool name, as the model calls it." }, "description": { "type": "string" }, "parameters": { "$ref": "#/$defs/jsonSchema", "description": "JSON Schema of the arguments." }, "result": { "description": "Stub answer: the runner answers the call with it and continues." } }, "required": ["name"], "additionalProperties": false } };
var schema2 = { "type": "object", "description": "A JSON Schema (draft 2020-12 unless its `$schema` says otherwise)." };
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate1.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs0 = errors;
  let valid0 = true;
  const _errs1 = errors;
  if (errors === _errs1) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.function === void 0 && (missing0 = "function")) {
        const err0 = {};
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    } else {
      const err1 = {};
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs1 === errors;
  errors = _errs0;
  if (vErrors !== null) {
    if (_errs0) {
      vErrors.length = _errs0;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid0) {
    const _errs3 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      for (const key0 in data) {
        if (!(key0 === "type" || key0 === "function" || key0 === "result")) {
          const err2 = { instancePath, schemaPath: "#/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema1.then, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
      if (data.type !== void 0) {
        let data0 = data.type;
        if ("function" !== data0) {
          const err3 = { instancePath: instancePath + "/type", schemaPath: "#/then/properties/type/const", keyword: "const", params: { allowedValue: "function" }, message: "must be equal to constant", schema: "function", parentSchema: schema1.then.properties.type, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      if (data.function !== void 0) {
        let data1 = data.function;
        if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          if (data1.name === void 0) {
            const err4 = { instancePath: instancePath + "/function", schemaPath: "#/then/properties/function/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema1.then.properties.function.required, parentSchema: schema1.then.properties.function, data: data1 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
          for (const key1 in data1) {
            if (!(key1 === "name" || key1 === "description" || key1 === "parameters")) {
              const err5 = { instancePath: instancePath + "/function", schemaPath: "#/then/properties/function/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema1.then.properties.function, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          }
          if (data1.name !== void 0) {
            let data2 = data1.name;
            if (typeof data2 === "string") {
              if (func0(data2) < 1) {
                const err6 = { instancePath: instancePath + "/function/name", schemaPath: "#/then/properties/function/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema1.then.properties.function.properties.name, data: data2 };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            } else {
              const err7 = { instancePath: instancePath + "/function/name", schemaPath: "#/then/properties/function/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.then.properties.function.properties.name.type, parentSchema: schema1.then.properties.function.properties.name, data: data2 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          }
          if (data1.description !== void 0) {
            let data3 = data1.description;
            if (typeof data3 !== "string") {
              const err8 = { instancePath: instancePath + "/function/description", schemaPath: "#/then/properties/function/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.then.properties.function.properties.description.type, parentSchema: schema1.then.properties.function.properties.description, data: data3 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          }
          if (data1.parameters !== void 0) {
            let data4 = data1.parameters;
            if (!(data4 && typeof data4 == "object" && !Array.isArray(data4))) {
              const err9 = { instancePath: instancePath + "/function/parameters", schemaPath: "#/$defs/jsonSchema/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema2.type, parentSchema: schema2, data: data4 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          }
        } else {
          const err10 = { instancePath: instancePath + "/function", schemaPath: "#/then/properties/function/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema1.then.properties.function.type, parentSchema: schema1.then.properties.function, data: data1 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    } else {
      const err11 = { instancePath, schemaPath: "#/then/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema1.then.type, parentSchema: schema1.then, data };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    var _valid0 = _errs3 === errors;
    valid0 = _valid0;
    if (valid0) {
      var props0 = true;
    }
    ifClause0 = "then";
  } else {
    const _errs17 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.name === void 0) {
        const err12 = { instancePath, schemaPath: "#/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema1.else.required, parentSchema: schema1.else, data };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      for (const key2 in data) {
        if (!(key2 === "name" || key2 === "description" || key2 === "parameters" || key2 === "result")) {
          const err13 = { instancePath, schemaPath: "#/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema1.else, data };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
      if (data.name !== void 0) {
        let data5 = data.name;
        if (typeof data5 === "string") {
          if (func0(data5) < 1) {
            const err14 = { instancePath: instancePath + "/name", schemaPath: "#/else/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema1.else.properties.name, data: data5 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        } else {
          const err15 = { instancePath: instancePath + "/name", schemaPath: "#/else/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.else.properties.name.type, parentSchema: schema1.else.properties.name, data: data5 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
      if (data.description !== void 0) {
        let data6 = data.description;
        if (typeof data6 !== "string") {
          const err16 = { instancePath: instancePath + "/description", schemaPath: "#/else/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.else.properties.description.type, parentSchema: schema1.else.properties.description, data: data6 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.parameters !== void 0) {
        let data7 = data.parameters;
        if (!(data7 && typeof data7 == "object" && !Array.isArray(data7))) {
          const err17 = { instancePath: instancePath + "/parameters", schemaPath: "#/$defs/jsonSchema/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema2.type, parentSchema: schema2, data: data7 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    } else {
      const err18 = { instancePath, schemaPath: "#/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema1.else.type, parentSchema: schema1.else, data };
      if (vErrors === null) {
        vErrors = [err18];
      } else {
        vErrors.push(err18);
      }
      errors++;
    }
    var _valid0 = _errs17 === errors;
    valid0 = _valid0;
    if (valid0) {
      if (props0 !== true) {
        props0 = true;
      }
    }
    ifClause0 = "else";
  }
  if (!valid0) {
    const err19 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema', schema: schema1.if, parentSchema: schema1, data };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate1.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate1.evaluated = { "dynamicProps": true, "dynamicItems": false };
var schema9 = { "type": "object", "description": "One test case.", "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9._-]+$", "errorMessage": "must use only letters, digits, '.', '_' and '-'", "description": "Unique within the suite and stable: comparisons match cases by id. Letters, digits, `.`, `_` and `-`." }, "type": { "enum": ["exact", "contains", "not_contains", "max_length", "min_length", "max_words", "regex", "json", "classification", "required_fields", "tool_call", "retrieval", "mcp", "custom", "none"], "description": "Which check decides pass or fail (its fields: see the table of each type below). Required unless `checks` or `contract` is set." }, "checks": { "type": "array", "items": { "$ref": "#/$defs/check" }, "minItems": 1, "description": "More criteria, each `{type, ...its fields}`: the case passes when its own type's check (if any) and all of these pass." }, "description": { "type": "string", "description": "Free text." }, "contract": { "enum": ["text", "json", "tool_calls", "retrieval", "mcp"], "description": "The evidence that must stay compatible with the baseline's: the output `text`, its `json` value, its `tool_calls`, the documents `retrieval` ranks, or the `mcp` interactions." }, "repeat": { "type": "integer", "minimum": 1, "maximum": 1e3, "default": 1, "description": "How many times the case runs (1–1000); a comparison tests the pass rates." }, "min_pass": { "type": "integer", "minimum": 1, "description": "Repetitions that must pass for the case to pass; at most `repeat`. When absent: all of them." }, "tags": { "type": "array", "items": { "type": "string", "minLength": 1 }, "default": [], "description": "Non-empty strings; `run --tag` selects the cases that have one of them." }, "metadata": { "type": "object", "default": {}, "description": "Free-form; stored with the result, never interpreted." }, "performance": { "$ref": "#/$defs/performance" } }, "required": ["id"], "allOf": [{ "if": { "not": { "anyOf": [{ "required": ["contract"] }, { "required": ["checks"] }] } }, "then": { "required": ["type"] } }, { "if": { "anyOf": [{ "type": "object", "properties": { "type": { "const": "retrieval" } }, "required": ["type"] }, { "not": { "type": "object" } }] }, "then": {}, "else": { "properties": { "input": { "type": "string", "description": "The prompt, sent as one user message." }, "messages": { "type": "array", "items": { "$ref": "#/$defs/message" }, "minItems": 1, "description": "The conversation, instead of `input`: a non-empty list of `{role, content}`, role `system`, `user`, `assistant` or `tool`." }, "prompt": { "$ref": "#/$defs/prompt" }, "system": { "type": "string", "description": "System prompt, put first in the conversation; when absent, the configuration's `system`. A case may not have both `system` and a system message in `messages`." }, "tools": { "type": "array", "items": { "$ref": "#/$defs/tool" }, "default": [], "description": "Tool definitions offered natively to the model; a call is answered with the tool's `result`." }, "format": { "$ref": "#/$defs/format" }, "generation": { "$ref": "#/$defs/generation" }, "options": { "$ref": "#/$defs/options" }, "max_turns": { "type": "integer", "minimum": 1, "maximum": 50, "default": 5, "description": "Most model turns in a tool or MCP loop (1–50)." }, "rag": { "$ref": "#/$defs/rag" } }, "allOf": [{ "oneOf": [{ "required": ["input"] }, { "required": ["messages"] }, { "required": ["prompt"] }], "errorMessage": "needs exactly one of 'input', 'messages' or 'prompt'" }] } }, { "if": { "type": "object", "properties": { "type": { "const": "exact" } }, "required": ["type"] }, "then": { "description": "Passes when the output equals `expected`; surrounding whitespace stripped unless `strip: false`.", "properties": { "expected": { "type": "string", "description": "The output must equal this text." }, "case_insensitive": { "type": "boolean", "default": false, "description": "Compare ignoring case." }, "strip": { "type": "boolean", "default": true, "description": "Strip surrounding whitespace from the output before comparing." } }, "required": ["expected"] } }, { "if": { "type": "object", "properties": { "type": { "const": "contains" } }, "required": ["type"] }, "then": { "description": "Passes when the output contains every string.", "properties": { "expected": { "anyOf": [{ "type": "string" }, { "type": "array", "items": { "type": "string" }, "minItems": 1 }], "errorMessage": "must be a string or a non-empty list of strings", "description": "A text, or a non-empty list of texts: the output must contain each." }, "case_insensitive": { "type": "boolean", "default": false, "description": "Compare ignoring case." } }, "required": ["expected"] } }, { "if": { "type": "object", "properties": { "type": { "const": "not_contains" } }, "required": ["type"] }, "then": { "description": "Passes when the output contains none of the strings.", "properties": { "expected": { "anyOf": [{ "type": "string" }, { "type": "array", "items": { "type": "string" }, "minItems": 1 }], "errorMessage": "must be a string or a non-empty list of strings", "description": "A text, or a non-empty list of texts: the output must contain none." }, "case_insensitive": { "type": "boolean", "default": false, "description": "Compare ignoring case." } }, "required": ["expected"] } }, { "if": { "type": "object", "properties": { "type": { "const": "max_length" } }, "required": ["type"] }, "then": { "description": "Passes when the output has at most `limit` characters (Unicode code points, surrounding whitespace stripped).", "properties": { "limit": { "type": "integer", "minimum": 0, "description": "The most characters the output may have (an integer ≥ 0)." } }, "required": ["limit"] } }, { "if": { "type": "object", "properties": { "type": { "const": "min_length" } }, "required": ["type"] }, "then": { "description": "Passes when the output has at least `limit` characters, counted the same way.", "properties": { "limit": { "type": "integer", "minimum": 0, "description": "The fewest characters the output may have (an integer ≥ 0)." } }, "required": ["limit"] } }, { "if": { "type": "object", "properties": { "type": { "const": "max_words" } }, "required": ["type"] }, "then": { "description": "Passes when the output has at most `limit` words (runs of non-whitespace).", "properties": { "limit": { "type": "integer", "minimum": 0, "description": "The most words the output may have (an integer ≥ 0)." } }, "required": ["limit"] } }, { "if": { "type": "object", "properties": { "type": { "const": "regex" } }, "required": ["type"] }, "then": { "description": "Passes when the output matches.", "properties": { "pattern": { "type": "string", "description": "An RE2 regular expression (linear time: no backreferences, no lookaround), searched anywhere in the output." }, "flags": { "type": "string", "pattern": "^[imsu]*$", "errorMessage": "must be made of the flags i, m, s and u", "description": "Any of `i` (ignore case), `m` (`^`/`$` at line breaks), `s` (`.` matches a newline), `u` (accepted, changes nothing)." } }, "required": ["pattern"] } }, { "if": { "type": "object", "properties": { "type": { "const": "json" } }, "required": ["type"] }, "then": { "description": "Passes when the output is JSON, valid against `schema` and equal to `expected` when given.", "properties": { "schema": { "$ref": "#/$defs/jsonSchema", "description": "The parsed output must validate against this JSON Schema." }, "expected": { "description": 'The parsed output must equal this value, `null` included (JSON semantics: `1` equals `1.0`, `"1"` does not equal `1`).' } } } }, { "if": { "type": "object", "properties": { "type": { "const": "classification" } }, "required": ["type"] }, "then": { "description": 'Passes when the whitespace-stripped prediction equals `expected` and is one of `labels`. Labels, `expected` and the prediction are all compared trimmed (and folded with `case_insensitive`), at load as at run time: `labels: [" billing"]` holds `expected: billing`.', "properties": { "expected": { "type": "string", "description": "The expected label; one of `labels` when they are given." }, "labels": { "type": "array", "items": { "type": "string" }, "minItems": 1, "uniqueItems": true, "description": "The allowed labels, non-empty, no repeats; the prediction must be one of them." }, "case_insensitive": { "type": "boolean", "default": false, "description": "Compare ignoring case." } }, "required": ["expected"] } }, { "if": { "type": "object", "properties": { "type": { "const": "required_fields" } }, "required": ["type"] }, "then": { "description": "Passes when the JSON output has every path and value; give `required`, `values` or both.", "properties": { "required": { "type": "array", "items": { "type": "string" }, "description": "Dotted paths that must exist: `customer.name`, `items.0.sku`." }, "values": { "type": "object", "description": "Dotted path → the value it must hold, compared as JSON (`1` equals `1.0`)." } }, "allOf": [{ "anyOf": [{ "required": ["required"] }, { "required": ["values"] }], "errorMessage": "needs 'required' (paths that must exist), 'values' (paths and values), or both" }] } }, { "if": { "type": "object", "properties": { "type": { "const": "tool_call" } }, "required": ["type"] }, "then": { "description": "Passes when the model made exactly these calls; give `expected` or `calls`, not both.", "properties": { "expected": { "$ref": "#/$defs/expectedToolCall", "description": "The one call the model must make: `{name, arguments?, arguments_schema?}`." }, "calls": { "type": "array", "items": { "$ref": "#/$defs/expectedToolCall" }, "description": "Instead of `expected`: the calls the model must make, in order, each of the same shape (`[]`: no call at all)." }, "arguments_schema": { "$ref": "#/$defs/jsonSchema", "description": "Every call's arguments must validate against this JSON Schema." } }, "allOf": [{ "oneOf": [{ "required": ["expected"] }, { "required": ["calls"] }], "errorMessage": "needs either 'expected' (one call) or 'calls' (an ordered list), not both" }] } }, { "if": { "type": "object", "properties": { "type": { "const": "retrieval" } }, "required": ["type"] }, "then": { "description": "Passes when the retrieved ids equal `expected_documents`. No prompt fields. Needs `corpus`.", "properties": { "query": { "type": "string", "description": "Text embedded and matched against the suite's corpus." }, "top_k": { "type": "integer", "minimum": 1, "description": "How many documents to retrieve; when absent, as many as `expected_documents` lists." }, "expected_documents": { "type": "array", "items": { "type": "string" }, "minItems": 1, "description": "Ids of the documents expected, in rank order." } }, "required": ["query", "expected_documents"] } }, { "if": { "type": "object", "properties": { "type": { "const": "mcp" } }, "required": ["type"] }, "then": { "description": "Passes when the MCP interactions equal `expected_calls`, in order. Needs `mcp_servers`.", "properties": { "expected_calls": { "type": "array", "items": { "$ref": "#/$defs/expectedMcpCall" }, "description": "The MCP tool calls the model must make, in order: `[{tool: server.tool, arguments?, arguments_schema?}]`." }, "servers": { "type": "array", "items": { "type": "string", "pattern": "^[A-Za-z0-9_-]+$" }, "minItems": 1, "description": "Offer only these servers' tools; when absent, every server of the suite." } }, "required": ["expected_calls"] } }, { "if": { "type": "object", "properties": { "type": { "const": "custom" } }, "required": ["type"] }, "then": { "description": "Passes when the plugin's function returns a pass.", "properties": { "check": { "type": "string", "minLength": 1, "description": "Name of a check a `--plugin` module registers." }, "params": { "type": "object", "description": "Passed to the check as `ctx.case.params`." } }, "required": ["check"] } }, { "if": { "type": "object", "properties": { "type": { "const": "none" } }, "required": ["type"] }, "then": { "description": "Passes when nothing of its own: only the contract with the baseline is checked (`contract` is required).", "properties": {}, "allOf": [{ "required": ["contract"], "errorMessage": "type 'none' has no check of its own: it needs a 'contract'" }] } }], "unevaluatedProperties": false };
var schema10 = { "type": "object", "properties": { "role": { "enum": ["system", "user", "assistant", "tool"] }, "content": { "type": "string" } }, "required": ["role", "content"], "additionalProperties": false };
var schema11 = { "type": "object", "description": "A template file instead of `input`: `{file: prompts/ticket.txt, vars: {customer: Priya}}`; each `{{name}}` is replaced by `vars.name` (`{{context}}` is reserved for `rag`).", "properties": { "file": { "type": "string", "minLength": 1, "description": "Template path, relative to the suite file." }, "vars": { "type": "object", "additionalProperties": { "type": ["string", "number", "boolean"] }, "description": "Values of the template's `{{name}}` placeholders." } }, "required": ["file"], "additionalProperties": false };
var schema17 = { "type": "object", "properties": { "name": { "type": "string", "minLength": 1, "description": "Tool name." }, "arguments": { "type": "object", "description": "Arguments, compared semantically." }, "arguments_schema": { "$ref": "#/$defs/jsonSchema", "description": "The arguments must validate against this schema." } }, "required": ["name"], "additionalProperties": false };
function validate5(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate5.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema17.required, parentSchema: schema17, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "name" || key0 === "arguments" || key0 === "arguments_schema")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema17, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data0 = data.name;
      if (typeof data0 === "string") {
        if (func0(data0) < 1) {
          const err2 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema17.properties.name, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.name.type, parentSchema: schema17.properties.name, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.arguments !== void 0) {
      let data1 = data.arguments;
      if (!(data1 && typeof data1 == "object" && !Array.isArray(data1))) {
        const err4 = { instancePath: instancePath + "/arguments", schemaPath: "#/properties/arguments/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema17.properties.arguments.type, parentSchema: schema17.properties.arguments, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.arguments_schema !== void 0) {
      let data2 = data.arguments_schema;
      if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
        const err5 = { instancePath: instancePath + "/arguments_schema", schemaPath: "#/$defs/jsonSchema/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema2.type, parentSchema: schema2, data: data2 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema17.type, parentSchema: schema17, data };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate5.errors = vErrors;
  return errors === 0;
}
validate5.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema20 = { "type": "object", "properties": { "tool": { "type": "string", "pattern": "^[A-Za-z0-9_-]+\\..+$", "errorMessage": "must be a qualified tool name 'server.tool'", "description": "Qualified tool name `server.tool`." }, "arguments": { "type": "object", "description": "Arguments, compared semantically." }, "arguments_schema": { "$ref": "#/$defs/jsonSchema", "description": "The arguments must validate against this schema." } }, "required": ["tool"], "additionalProperties": false };
var pattern1 = new RegExp("^[A-Za-z0-9_-]+\\..+$", "u");
function validate8(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate8.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.tool === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tool" }, message: "must have required property 'tool'", schema: schema20.required, parentSchema: schema20, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "tool" || key0 === "arguments" || key0 === "arguments_schema")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema20, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.tool !== void 0) {
      let data0 = data.tool;
      if (typeof data0 === "string") {
        if (!pattern1.test(data0)) {
          const err2 = { instancePath: instancePath + "/tool", schemaPath: "#/properties/tool/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]+\\..+$" }, message: 'must match pattern "^[A-Za-z0-9_-]+\\..+$"', schema: "^[A-Za-z0-9_-]+\\..+$", parentSchema: schema20.properties.tool, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/tool", schemaPath: "#/properties/tool/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema20.properties.tool.type, parentSchema: schema20.properties.tool, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.arguments !== void 0) {
      let data1 = data.arguments;
      if (!(data1 && typeof data1 == "object" && !Array.isArray(data1))) {
        const err4 = { instancePath: instancePath + "/arguments", schemaPath: "#/properties/arguments/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema20.properties.arguments.type, parentSchema: schema20.properties.arguments, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.arguments_schema !== void 0) {
      let data2 = data.arguments_schema;
      if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
        const err5 = { instancePath: instancePath + "/arguments_schema", schemaPath: "#/$defs/jsonSchema/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema2.type, parentSchema: schema2, data: data2 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema20.type, parentSchema: schema20, data };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate8.errors = vErrors;
  return errors === 0;
}
validate8.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema22 = { "type": "object", "description": "One more criterion: `type` and the fields of that check type.", "properties": { "type": { "enum": ["exact", "contains", "not_contains", "max_length", "min_length", "max_words", "regex", "json", "classification", "required_fields", "tool_call", "custom"], "description": "The check type (retrieval and mcp cases name theirs in the case's own `type`)." } }, "required": ["type"], "allOf": [{ "if": { "type": "object", "properties": { "type": { "const": "exact" } }, "required": ["type"] }, "then": { "description": "Passes when the output equals `expected`; surrounding whitespace stripped unless `strip: false`.", "properties": { "expected": { "type": "string", "description": "The output must equal this text." }, "case_insensitive": { "type": "boolean", "default": false, "description": "Compare ignoring case." }, "strip": { "type": "boolean", "default": true, "description": "Strip surrounding whitespace from the output before comparing." } }, "required": ["expected"] } }, { "if": { "type": "object", "properties": { "type": { "const": "contains" } }, "required": ["type"] }, "then": { "description": "Passes when the output contains every string.", "properties": { "expected": { "anyOf": [{ "type": "string" }, { "type": "array", "items": { "type": "string" }, "minItems": 1 }], "errorMessage": "must be a string or a non-empty list of strings", "description": "A text, or a non-empty list of texts: the output must contain each." }, "case_insensitive": { "type": "boolean", "default": false, "description": "Compare ignoring case." } }, "required": ["expected"] } }, { "if": { "type": "object", "properties": { "type": { "const": "not_contains" } }, "required": ["type"] }, "then": { "description": "Passes when the output contains none of the strings.", "properties": { "expected": { "anyOf": [{ "type": "string" }, { "type": "array", "items": { "type": "string" }, "minItems": 1 }], "errorMessage": "must be a string or a non-empty list of strings", "description": "A text, or a non-empty list of texts: the output must contain none." }, "case_insensitive": { "type": "boolean", "default": false, "description": "Compare ignoring case." } }, "required": ["expected"] } }, { "if": { "type": "object", "properties": { "type": { "const": "max_length" } }, "required": ["type"] }, "then": { "description": "Passes when the output has at most `limit` characters (Unicode code points, surrounding whitespace stripped).", "properties": { "limit": { "type": "integer", "minimum": 0, "description": "The most characters the output may have (an integer ≥ 0)." } }, "required": ["limit"] } }, { "if": { "type": "object", "properties": { "type": { "const": "min_length" } }, "required": ["type"] }, "then": { "description": "Passes when the output has at least `limit` characters, counted the same way.", "properties": { "limit": { "type": "integer", "minimum": 0, "description": "The fewest characters the output may have (an integer ≥ 0)." } }, "required": ["limit"] } }, { "if": { "type": "object", "properties": { "type": { "const": "max_words" } }, "required": ["type"] }, "then": { "description": "Passes when the output has at most `limit` words (runs of non-whitespace).", "properties": { "limit": { "type": "integer", "minimum": 0, "description": "The most words the output may have (an integer ≥ 0)." } }, "required": ["limit"] } }, { "if": { "type": "object", "properties": { "type": { "const": "regex" } }, "required": ["type"] }, "then": { "description": "Passes when the output matches.", "properties": { "pattern": { "type": "string", "description": "An RE2 regular expression (linear time: no backreferences, no lookaround), searched anywhere in the output." }, "flags": { "type": "string", "pattern": "^[imsu]*$", "errorMessage": "must be made of the flags i, m, s and u", "description": "Any of `i` (ignore case), `m` (`^`/`$` at line breaks), `s` (`.` matches a newline), `u` (accepted, changes nothing)." } }, "required": ["pattern"] } }, { "if": { "type": "object", "properties": { "type": { "const": "json" } }, "required": ["type"] }, "then": { "description": "Passes when the output is JSON, valid against `schema` and equal to `expected` when given.", "properties": { "schema": { "$ref": "#/$defs/jsonSchema", "description": "The parsed output must validate against this JSON Schema." }, "expected": { "description": 'The parsed output must equal this value, `null` included (JSON semantics: `1` equals `1.0`, `"1"` does not equal `1`).' } } } }, { "if": { "type": "object", "properties": { "type": { "const": "classification" } }, "required": ["type"] }, "then": { "description": 'Passes when the whitespace-stripped prediction equals `expected` and is one of `labels`. Labels, `expected` and the prediction are all compared trimmed (and folded with `case_insensitive`), at load as at run time: `labels: [" billing"]` holds `expected: billing`.', "properties": { "expected": { "type": "string", "description": "The expected label; one of `labels` when they are given." }, "labels": { "type": "array", "items": { "type": "string" }, "minItems": 1, "uniqueItems": true, "description": "The allowed labels, non-empty, no repeats; the prediction must be one of them." }, "case_insensitive": { "type": "boolean", "default": false, "description": "Compare ignoring case." } }, "required": ["expected"] } }, { "if": { "type": "object", "properties": { "type": { "const": "required_fields" } }, "required": ["type"] }, "then": { "description": "Passes when the JSON output has every path and value; give `required`, `values` or both.", "properties": { "required": { "type": "array", "items": { "type": "string" }, "description": "Dotted paths that must exist: `customer.name`, `items.0.sku`." }, "values": { "type": "object", "description": "Dotted path → the value it must hold, compared as JSON (`1` equals `1.0`)." } }, "allOf": [{ "anyOf": [{ "required": ["required"] }, { "required": ["values"] }], "errorMessage": "needs 'required' (paths that must exist), 'values' (paths and values), or both" }] } }, { "if": { "type": "object", "properties": { "type": { "const": "tool_call" } }, "required": ["type"] }, "then": { "description": "Passes when the model made exactly these calls; give `expected` or `calls`, not both.", "properties": { "expected": { "$ref": "#/$defs/expectedToolCall", "description": "The one call the model must make: `{name, arguments?, arguments_schema?}`." }, "calls": { "type": "array", "items": { "$ref": "#/$defs/expectedToolCall" }, "description": "Instead of `expected`: the calls the model must make, in order, each of the same shape (`[]`: no call at all)." }, "arguments_schema": { "$ref": "#/$defs/jsonSchema", "description": "Every call's arguments must validate against this JSON Schema." } }, "allOf": [{ "oneOf": [{ "required": ["expected"] }, { "required": ["calls"] }], "errorMessage": "needs either 'expected' (one call) or 'calls' (an ordered list), not both" }] } }, { "if": { "type": "object", "properties": { "type": { "const": "custom" } }, "required": ["type"] }, "then": { "description": "Passes when the plugin's function returns a pass.", "properties": { "check": { "type": "string", "minLength": 1, "description": "Name of a check a `--plugin` module registers." }, "params": { "type": "object", "description": "Passed to the check as `ctx.case.params`." } }, "required": ["check"] } }], "unevaluatedProperties": false };
var pattern0 = new RegExp("^[imsu]*$", "u");
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate10.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (errors === _errs3) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.type === void 0 && (missing0 = "type")) {
        const err0 = {};
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("exact" !== data.type) {
            const err1 = {};
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      }
    } else {
      const err2 = {};
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs6 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.expected === void 0) {
        const err3 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema22.allOf[0].then.required, parentSchema: schema22.allOf[0].then, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.expected !== void 0) {
        let data1 = data.expected;
        if (typeof data1 !== "string") {
          const err4 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/0/then/properties/expected/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.allOf[0].then.properties.expected.type, parentSchema: schema22.allOf[0].then.properties.expected, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.case_insensitive !== void 0) {
        let data2 = data.case_insensitive;
        if (typeof data2 !== "boolean") {
          const err5 = { instancePath: instancePath + "/case_insensitive", schemaPath: "#/allOf/0/then/properties/case_insensitive/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema22.allOf[0].then.properties.case_insensitive.type, parentSchema: schema22.allOf[0].then.properties.case_insensitive, data: data2 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.strip !== void 0) {
        let data3 = data.strip;
        if (typeof data3 !== "boolean") {
          const err6 = { instancePath: instancePath + "/strip", schemaPath: "#/allOf/0/then/properties/strip/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema22.allOf[0].then.properties.strip.type, parentSchema: schema22.allOf[0].then.properties.strip, data: data3 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs6 === errors;
    valid1 = _valid0;
    if (valid1) {
      var props0 = {};
      props0.expected = true;
      props0.case_insensitive = true;
      props0.strip = true;
      props0.type = true;
    }
  }
  if (!valid1) {
    const err7 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema22.allOf[0].if, parentSchema: schema22.allOf[0], data };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  const _errs14 = errors;
  let valid4 = true;
  const _errs15 = errors;
  if (errors === _errs15) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if (data.type === void 0 && (missing1 = "type")) {
        const err8 = {};
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("contains" !== data.type) {
            const err9 = {};
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      }
    } else {
      const err10 = {};
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
  }
  var _valid1 = _errs15 === errors;
  errors = _errs14;
  if (vErrors !== null) {
    if (_errs14) {
      vErrors.length = _errs14;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs18 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.expected === void 0) {
        const err11 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema22.allOf[1].then.required, parentSchema: schema22.allOf[1].then, data };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (data.expected !== void 0) {
        let data5 = data.expected;
        const _errs20 = errors;
        let valid7 = false;
        const _errs21 = errors;
        if (typeof data5 !== "string") {
          const err12 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/1/then/properties/expected/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.allOf[1].then.properties.expected.anyOf[0].type, parentSchema: schema22.allOf[1].then.properties.expected.anyOf[0], data: data5 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        var _valid2 = _errs21 === errors;
        valid7 = valid7 || _valid2;
        const _errs23 = errors;
        if (Array.isArray(data5)) {
          if (data5.length < 1) {
            const err13 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/1/then/properties/expected/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema22.allOf[1].then.properties.expected.anyOf[1], data: data5 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
          const len0 = data5.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data6 = data5[i0];
            if (typeof data6 !== "string") {
              const err14 = { instancePath: instancePath + "/expected/" + i0, schemaPath: "#/allOf/1/then/properties/expected/anyOf/1/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.allOf[1].then.properties.expected.anyOf[1].items.type, parentSchema: schema22.allOf[1].then.properties.expected.anyOf[1].items, data: data6 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          }
        } else {
          const err15 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/1/then/properties/expected/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema22.allOf[1].then.properties.expected.anyOf[1].type, parentSchema: schema22.allOf[1].then.properties.expected.anyOf[1], data: data5 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        var _valid2 = _errs23 === errors;
        valid7 = valid7 || _valid2;
        if (!valid7) {
          const err16 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/1/then/properties/expected/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema22.allOf[1].then.properties.expected.anyOf, parentSchema: schema22.allOf[1].then.properties.expected, data: data5 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        } else {
          errors = _errs20;
          if (vErrors !== null) {
            if (_errs20) {
              vErrors.length = _errs20;
            } else {
              vErrors = null;
            }
          }
        }
      }
      if (data.case_insensitive !== void 0) {
        let data7 = data.case_insensitive;
        if (typeof data7 !== "boolean") {
          const err17 = { instancePath: instancePath + "/case_insensitive", schemaPath: "#/allOf/1/then/properties/case_insensitive/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema22.allOf[1].then.properties.case_insensitive.type, parentSchema: schema22.allOf[1].then.properties.case_insensitive, data: data7 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
    var _valid1 = _errs18 === errors;
    valid4 = _valid1;
    if (valid4) {
      var props1 = {};
      props1.expected = true;
      props1.case_insensitive = true;
      props1.type = true;
    }
  }
  if (!valid4) {
    const err18 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema22.allOf[1].if, parentSchema: schema22.allOf[1], data };
    if (vErrors === null) {
      vErrors = [err18];
    } else {
      vErrors.push(err18);
    }
    errors++;
  }
  if (props0 !== true && props1 !== void 0) {
    if (props1 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props1);
    }
  }
  const _errs31 = errors;
  let valid10 = true;
  const _errs32 = errors;
  if (errors === _errs32) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing2;
      if (data.type === void 0 && (missing2 = "type")) {
        const err19 = {};
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("not_contains" !== data.type) {
            const err20 = {};
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
      }
    } else {
      const err21 = {};
      if (vErrors === null) {
        vErrors = [err21];
      } else {
        vErrors.push(err21);
      }
      errors++;
    }
  }
  var _valid3 = _errs32 === errors;
  errors = _errs31;
  if (vErrors !== null) {
    if (_errs31) {
      vErrors.length = _errs31;
    } else {
      vErrors = null;
    }
  }
  if (_valid3) {
    const _errs35 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.expected === void 0) {
        const err22 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema22.allOf[2].then.required, parentSchema: schema22.allOf[2].then, data };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (data.expected !== void 0) {
        let data9 = data.expected;
        const _errs37 = errors;
        let valid13 = false;
        const _errs38 = errors;
        if (typeof data9 !== "string") {
          const err23 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/2/then/properties/expected/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.allOf[2].then.properties.expected.anyOf[0].type, parentSchema: schema22.allOf[2].then.properties.expected.anyOf[0], data: data9 };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        var _valid4 = _errs38 === errors;
        valid13 = valid13 || _valid4;
        const _errs40 = errors;
        if (Array.isArray(data9)) {
          if (data9.length < 1) {
            const err24 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/2/then/properties/expected/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema22.allOf[2].then.properties.expected.anyOf[1], data: data9 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          const len1 = data9.length;
          for (let i1 = 0; i1 < len1; i1++) {
            let data10 = data9[i1];
            if (typeof data10 !== "string") {
              const err25 = { instancePath: instancePath + "/expected/" + i1, schemaPath: "#/allOf/2/then/properties/expected/anyOf/1/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.allOf[2].then.properties.expected.anyOf[1].items.type, parentSchema: schema22.allOf[2].then.properties.expected.anyOf[1].items, data: data10 };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        } else {
          const err26 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/2/then/properties/expected/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema22.allOf[2].then.properties.expected.anyOf[1].type, parentSchema: schema22.allOf[2].then.properties.expected.anyOf[1], data: data9 };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        var _valid4 = _errs40 === errors;
        valid13 = valid13 || _valid4;
        if (!valid13) {
          const err27 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/2/then/properties/expected/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema22.allOf[2].then.properties.expected.anyOf, parentSchema: schema22.allOf[2].then.properties.expected, data: data9 };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        } else {
          errors = _errs37;
          if (vErrors !== null) {
            if (_errs37) {
              vErrors.length = _errs37;
            } else {
              vErrors = null;
            }
          }
        }
      }
      if (data.case_insensitive !== void 0) {
        let data11 = data.case_insensitive;
        if (typeof data11 !== "boolean") {
          const err28 = { instancePath: instancePath + "/case_insensitive", schemaPath: "#/allOf/2/then/properties/case_insensitive/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema22.allOf[2].then.properties.case_insensitive.type, parentSchema: schema22.allOf[2].then.properties.case_insensitive, data: data11 };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      }
    }
    var _valid3 = _errs35 === errors;
    valid10 = _valid3;
    if (valid10) {
      var props2 = {};
      props2.expected = true;
      props2.case_insensitive = true;
      props2.type = true;
    }
  }
  if (!valid10) {
    const err29 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema22.allOf[2].if, parentSchema: schema22.allOf[2], data };
    if (vErrors === null) {
      vErrors = [err29];
    } else {
      vErrors.push(err29);
    }
    errors++;
  }
  if (props0 !== true && props2 !== void 0) {
    if (props2 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props2);
    }
  }
  const _errs48 = errors;
  let valid16 = true;
  const _errs49 = errors;
  if (errors === _errs49) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing3;
      if (data.type === void 0 && (missing3 = "type")) {
        const err30 = {};
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("max_length" !== data.type) {
            const err31 = {};
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
      }
    } else {
      const err32 = {};
      if (vErrors === null) {
        vErrors = [err32];
      } else {
        vErrors.push(err32);
      }
      errors++;
    }
  }
  var _valid5 = _errs49 === errors;
  errors = _errs48;
  if (vErrors !== null) {
    if (_errs48) {
      vErrors.length = _errs48;
    } else {
      vErrors = null;
    }
  }
  if (_valid5) {
    const _errs52 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.limit === void 0) {
        const err33 = { instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: "limit" }, message: "must have required property 'limit'", schema: schema22.allOf[3].then.required, parentSchema: schema22.allOf[3].then, data };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
      if (data.limit !== void 0) {
        let data13 = data.limit;
        if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
          const err34 = { instancePath: instancePath + "/limit", schemaPath: "#/allOf/3/then/properties/limit/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema22.allOf[3].then.properties.limit.type, parentSchema: schema22.allOf[3].then.properties.limit, data: data13 };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        if (typeof data13 == "number" && isFinite(data13)) {
          if (data13 < 0 || isNaN(data13)) {
            const err35 = { instancePath: instancePath + "/limit", schemaPath: "#/allOf/3/then/properties/limit/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema22.allOf[3].then.properties.limit, data: data13 };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
      }
    }
    var _valid5 = _errs52 === errors;
    valid16 = _valid5;
    if (valid16) {
      var props3 = {};
      props3.limit = true;
      props3.type = true;
    }
  }
  if (!valid16) {
    const err36 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema22.allOf[3].if, parentSchema: schema22.allOf[3], data };
    if (vErrors === null) {
      vErrors = [err36];
    } else {
      vErrors.push(err36);
    }
    errors++;
  }
  if (props0 !== true && props3 !== void 0) {
    if (props3 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props3);
    }
  }
  const _errs56 = errors;
  let valid19 = true;
  const _errs57 = errors;
  if (errors === _errs57) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing4;
      if (data.type === void 0 && (missing4 = "type")) {
        const err37 = {};
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("min_length" !== data.type) {
            const err38 = {};
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
      }
    } else {
      const err39 = {};
      if (vErrors === null) {
        vErrors = [err39];
      } else {
        vErrors.push(err39);
      }
      errors++;
    }
  }
  var _valid6 = _errs57 === errors;
  errors = _errs56;
  if (vErrors !== null) {
    if (_errs56) {
      vErrors.length = _errs56;
    } else {
      vErrors = null;
    }
  }
  if (_valid6) {
    const _errs60 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.limit === void 0) {
        const err40 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "limit" }, message: "must have required property 'limit'", schema: schema22.allOf[4].then.required, parentSchema: schema22.allOf[4].then, data };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
      if (data.limit !== void 0) {
        let data15 = data.limit;
        if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
          const err41 = { instancePath: instancePath + "/limit", schemaPath: "#/allOf/4/then/properties/limit/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema22.allOf[4].then.properties.limit.type, parentSchema: schema22.allOf[4].then.properties.limit, data: data15 };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        if (typeof data15 == "number" && isFinite(data15)) {
          if (data15 < 0 || isNaN(data15)) {
            const err42 = { instancePath: instancePath + "/limit", schemaPath: "#/allOf/4/then/properties/limit/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema22.allOf[4].then.properties.limit, data: data15 };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
      }
    }
    var _valid6 = _errs60 === errors;
    valid19 = _valid6;
    if (valid19) {
      var props4 = {};
      props4.limit = true;
      props4.type = true;
    }
  }
  if (!valid19) {
    const err43 = { instancePath, schemaPath: "#/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema22.allOf[4].if, parentSchema: schema22.allOf[4], data };
    if (vErrors === null) {
      vErrors = [err43];
    } else {
      vErrors.push(err43);
    }
    errors++;
  }
  if (props0 !== true && props4 !== void 0) {
    if (props4 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props4);
    }
  }
  const _errs64 = errors;
  let valid22 = true;
  const _errs65 = errors;
  if (errors === _errs65) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing5;
      if (data.type === void 0 && (missing5 = "type")) {
        const err44 = {};
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("max_words" !== data.type) {
            const err45 = {};
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
      }
    } else {
      const err46 = {};
      if (vErrors === null) {
        vErrors = [err46];
      } else {
        vErrors.push(err46);
      }
      errors++;
    }
  }
  var _valid7 = _errs65 === errors;
  errors = _errs64;
  if (vErrors !== null) {
    if (_errs64) {
      vErrors.length = _errs64;
    } else {
      vErrors = null;
    }
  }
  if (_valid7) {
    const _errs68 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.limit === void 0) {
        const err47 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "limit" }, message: "must have required property 'limit'", schema: schema22.allOf[5].then.required, parentSchema: schema22.allOf[5].then, data };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
      if (data.limit !== void 0) {
        let data17 = data.limit;
        if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)) && isFinite(data17))) {
          const err48 = { instancePath: instancePath + "/limit", schemaPath: "#/allOf/5/then/properties/limit/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema22.allOf[5].then.properties.limit.type, parentSchema: schema22.allOf[5].then.properties.limit, data: data17 };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
        if (typeof data17 == "number" && isFinite(data17)) {
          if (data17 < 0 || isNaN(data17)) {
            const err49 = { instancePath: instancePath + "/limit", schemaPath: "#/allOf/5/then/properties/limit/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema22.allOf[5].then.properties.limit, data: data17 };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
      }
    }
    var _valid7 = _errs68 === errors;
    valid22 = _valid7;
    if (valid22) {
      var props5 = {};
      props5.limit = true;
      props5.type = true;
    }
  }
  if (!valid22) {
    const err50 = { instancePath, schemaPath: "#/allOf/5/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema22.allOf[5].if, parentSchema: schema22.allOf[5], data };
    if (vErrors === null) {
      vErrors = [err50];
    } else {
      vErrors.push(err50);
    }
    errors++;
  }
  if (props0 !== true && props5 !== void 0) {
    if (props5 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props5);
    }
  }
  const _errs72 = errors;
  let valid25 = true;
  const _errs73 = errors;
  if (errors === _errs73) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing6;
      if (data.type === void 0 && (missing6 = "type")) {
        const err51 = {};
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("regex" !== data.type) {
            const err52 = {};
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
      }
    } else {
      const err53 = {};
      if (vErrors === null) {
        vErrors = [err53];
      } else {
        vErrors.push(err53);
      }
      errors++;
    }
  }
  var _valid8 = _errs73 === errors;
  errors = _errs72;
  if (vErrors !== null) {
    if (_errs72) {
      vErrors.length = _errs72;
    } else {
      vErrors = null;
    }
  }
  if (_valid8) {
    const _errs76 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.pattern === void 0) {
        const err54 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "pattern" }, message: "must have required property 'pattern'", schema: schema22.allOf[6].then.required, parentSchema: schema22.allOf[6].then, data };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
      if (data.pattern !== void 0) {
        let data19 = data.pattern;
        if (typeof data19 !== "string") {
          const err55 = { instancePath: instancePath + "/pattern", schemaPath: "#/allOf/6/then/properties/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.allOf[6].then.properties.pattern.type, parentSchema: schema22.allOf[6].then.properties.pattern, data: data19 };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
      }
      if (data.flags !== void 0) {
        let data20 = data.flags;
        if (typeof data20 === "string") {
          if (!pattern0.test(data20)) {
            const err56 = { instancePath: instancePath + "/flags", schemaPath: "#/allOf/6/then/properties/flags/pattern", keyword: "pattern", params: { pattern: "^[imsu]*$" }, message: 'must match pattern "^[imsu]*$"', schema: "^[imsu]*$", parentSchema: schema22.allOf[6].then.properties.flags, data: data20 };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        } else {
          const err57 = { instancePath: instancePath + "/flags", schemaPath: "#/allOf/6/then/properties/flags/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.allOf[6].then.properties.flags.type, parentSchema: schema22.allOf[6].then.properties.flags, data: data20 };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
      }
    }
    var _valid8 = _errs76 === errors;
    valid25 = _valid8;
    if (valid25) {
      var props6 = {};
      props6.pattern = true;
      props6.flags = true;
      props6.type = true;
    }
  }
  if (!valid25) {
    const err58 = { instancePath, schemaPath: "#/allOf/6/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema22.allOf[6].if, parentSchema: schema22.allOf[6], data };
    if (vErrors === null) {
      vErrors = [err58];
    } else {
      vErrors.push(err58);
    }
    errors++;
  }
  if (props0 !== true && props6 !== void 0) {
    if (props6 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props6);
    }
  }
  const _errs83 = errors;
  let valid28 = true;
  const _errs84 = errors;
  if (errors === _errs84) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing7;
      if (data.type === void 0 && (missing7 = "type")) {
        const err59 = {};
        if (vErrors === null) {
          vErrors = [err59];
        } else {
          vErrors.push(err59);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("json" !== data.type) {
            const err60 = {};
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
        }
      }
    } else {
      const err61 = {};
      if (vErrors === null) {
        vErrors = [err61];
      } else {
        vErrors.push(err61);
      }
      errors++;
    }
  }
  var _valid9 = _errs84 === errors;
  errors = _errs83;
  if (vErrors !== null) {
    if (_errs83) {
      vErrors.length = _errs83;
    } else {
      vErrors = null;
    }
  }
  if (_valid9) {
    const _errs87 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema !== void 0) {
        let data22 = data.schema;
        if (!(data22 && typeof data22 == "object" && !Array.isArray(data22))) {
          const err62 = { instancePath: instancePath + "/schema", schemaPath: "#/$defs/jsonSchema/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema2.type, parentSchema: schema2, data: data22 };
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
      }
    }
    var _valid9 = _errs87 === errors;
    valid28 = _valid9;
    if (valid28) {
      var props7 = {};
      props7.schema = true;
      props7.expected = true;
      props7.type = true;
    }
  }
  if (!valid28) {
    const err63 = { instancePath, schemaPath: "#/allOf/7/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema22.allOf[7].if, parentSchema: schema22.allOf[7], data };
    if (vErrors === null) {
      vErrors = [err63];
    } else {
      vErrors.push(err63);
    }
    errors++;
  }
  if (props0 !== true && props7 !== void 0) {
    if (props7 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props7);
    }
  }
  const _errs92 = errors;
  let valid32 = true;
  const _errs93 = errors;
  if (errors === _errs93) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing8;
      if (data.type === void 0 && (missing8 = "type")) {
        const err64 = {};
        if (vErrors === null) {
          vErrors = [err64];
        } else {
          vErrors.push(err64);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("classification" !== data.type) {
            const err65 = {};
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
        }
      }
    } else {
      const err66 = {};
      if (vErrors === null) {
        vErrors = [err66];
      } else {
        vErrors.push(err66);
      }
      errors++;
    }
  }
  var _valid10 = _errs93 === errors;
  errors = _errs92;
  if (vErrors !== null) {
    if (_errs92) {
      vErrors.length = _errs92;
    } else {
      vErrors = null;
    }
  }
  if (_valid10) {
    const _errs96 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.expected === void 0) {
        const err67 = { instancePath, schemaPath: "#/allOf/8/then/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema22.allOf[8].then.required, parentSchema: schema22.allOf[8].then, data };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
      if (data.expected !== void 0) {
        let data24 = data.expected;
        if (typeof data24 !== "string") {
          const err68 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/8/then/properties/expected/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.allOf[8].then.properties.expected.type, parentSchema: schema22.allOf[8].then.properties.expected, data: data24 };
          if (vErrors === null) {
            vErrors = [err68];
          } else {
            vErrors.push(err68);
          }
          errors++;
        }
      }
      if (data.labels !== void 0) {
        let data25 = data.labels;
        if (Array.isArray(data25)) {
          if (data25.length < 1) {
            const err69 = { instancePath: instancePath + "/labels", schemaPath: "#/allOf/8/then/properties/labels/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema22.allOf[8].then.properties.labels, data: data25 };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
          const len2 = data25.length;
          for (let i2 = 0; i2 < len2; i2++) {
            let data26 = data25[i2];
            if (typeof data26 !== "string") {
              const err70 = { instancePath: instancePath + "/labels/" + i2, schemaPath: "#/allOf/8/then/properties/labels/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.allOf[8].then.properties.labels.items.type, parentSchema: schema22.allOf[8].then.properties.labels.items, data: data26 };
              if (vErrors === null) {
                vErrors = [err70];
              } else {
                vErrors.push(err70);
              }
              errors++;
            }
          }
          let i3 = data25.length;
          let j0;
          if (i3 > 1) {
            const indices0 = {};
            for (; i3--; ) {
              let item0 = data25[i3];
              if (typeof item0 !== "string") {
                continue;
              }
              if (typeof indices0[item0] == "number") {
                j0 = indices0[item0];
                const err71 = { instancePath: instancePath + "/labels", schemaPath: "#/allOf/8/then/properties/labels/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i3 + " are identical)", schema: true, parentSchema: schema22.allOf[8].then.properties.labels, data: data25 };
                if (vErrors === null) {
                  vErrors = [err71];
                } else {
                  vErrors.push(err71);
                }
                errors++;
                break;
              }
              indices0[item0] = i3;
            }
          }
        } else {
          const err72 = { instancePath: instancePath + "/labels", schemaPath: "#/allOf/8/then/properties/labels/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema22.allOf[8].then.properties.labels.type, parentSchema: schema22.allOf[8].then.properties.labels, data: data25 };
          if (vErrors === null) {
            vErrors = [err72];
          } else {
            vErrors.push(err72);
          }
          errors++;
        }
      }
      if (data.case_insensitive !== void 0) {
        let data27 = data.case_insensitive;
        if (typeof data27 !== "boolean") {
          const err73 = { instancePath: instancePath + "/case_insensitive", schemaPath: "#/allOf/8/then/properties/case_insensitive/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema22.allOf[8].then.properties.case_insensitive.type, parentSchema: schema22.allOf[8].then.properties.case_insensitive, data: data27 };
          if (vErrors === null) {
            vErrors = [err73];
          } else {
            vErrors.push(err73);
          }
          errors++;
        }
      }
    }
    var _valid10 = _errs96 === errors;
    valid32 = _valid10;
    if (valid32) {
      var props8 = {};
      props8.expected = true;
      props8.labels = true;
      props8.case_insensitive = true;
      props8.type = true;
    }
  }
  if (!valid32) {
    const err74 = { instancePath, schemaPath: "#/allOf/8/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema22.allOf[8].if, parentSchema: schema22.allOf[8], data };
    if (vErrors === null) {
      vErrors = [err74];
    } else {
      vErrors.push(err74);
    }
    errors++;
  }
  if (props0 !== true && props8 !== void 0) {
    if (props8 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props8);
    }
  }
  const _errs106 = errors;
  let valid38 = true;
  const _errs107 = errors;
  if (errors === _errs107) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing9;
      if (data.type === void 0 && (missing9 = "type")) {
        const err75 = {};
        if (vErrors === null) {
          vErrors = [err75];
        } else {
          vErrors.push(err75);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("required_fields" !== data.type) {
            const err76 = {};
            if (vErrors === null) {
              vErrors = [err76];
            } else {
              vErrors.push(err76);
            }
            errors++;
          }
        }
      }
    } else {
      const err77 = {};
      if (vErrors === null) {
        vErrors = [err77];
      } else {
        vErrors.push(err77);
      }
      errors++;
    }
  }
  var _valid11 = _errs107 === errors;
  errors = _errs106;
  if (vErrors !== null) {
    if (_errs106) {
      vErrors.length = _errs106;
    } else {
      vErrors = null;
    }
  }
  if (_valid11) {
    const _errs110 = errors;
    const _errs112 = errors;
    let valid41 = false;
    const _errs113 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.required === void 0) {
        const err78 = { instancePath, schemaPath: "#/allOf/9/then/allOf/0/anyOf/0/required", keyword: "required", params: { missingProperty: "required" }, message: "must have required property 'required'", schema: schema22.allOf[9].then.allOf[0].anyOf[0].required, parentSchema: schema22.allOf[9].then.allOf[0].anyOf[0], data };
        if (vErrors === null) {
          vErrors = [err78];
        } else {
          vErrors.push(err78);
        }
        errors++;
      }
    }
    var _valid12 = _errs113 === errors;
    valid41 = valid41 || _valid12;
    const _errs114 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.values === void 0) {
        const err79 = { instancePath, schemaPath: "#/allOf/9/then/allOf/0/anyOf/1/required", keyword: "required", params: { missingProperty: "values" }, message: "must have required property 'values'", schema: schema22.allOf[9].then.allOf[0].anyOf[1].required, parentSchema: schema22.allOf[9].then.allOf[0].anyOf[1], data };
        if (vErrors === null) {
          vErrors = [err79];
        } else {
          vErrors.push(err79);
        }
        errors++;
      }
    }
    var _valid12 = _errs114 === errors;
    valid41 = valid41 || _valid12;
    if (!valid41) {
      const err80 = { instancePath, schemaPath: "#/allOf/9/then/allOf/0/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema22.allOf[9].then.allOf[0].anyOf, parentSchema: schema22.allOf[9].then.allOf[0], data };
      if (vErrors === null) {
        vErrors = [err80];
      } else {
        vErrors.push(err80);
      }
      errors++;
    } else {
      errors = _errs112;
      if (vErrors !== null) {
        if (_errs112) {
          vErrors.length = _errs112;
        } else {
          vErrors = null;
        }
      }
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.required !== void 0) {
        let data29 = data.required;
        if (Array.isArray(data29)) {
          const len3 = data29.length;
          for (let i4 = 0; i4 < len3; i4++) {
            let data30 = data29[i4];
            if (typeof data30 !== "string") {
              const err81 = { instancePath: instancePath + "/required/" + i4, schemaPath: "#/allOf/9/then/properties/required/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.allOf[9].then.properties.required.items.type, parentSchema: schema22.allOf[9].then.properties.required.items, data: data30 };
              if (vErrors === null) {
                vErrors = [err81];
              } else {
                vErrors.push(err81);
              }
              errors++;
            }
          }
        } else {
          const err82 = { instancePath: instancePath + "/required", schemaPath: "#/allOf/9/then/properties/required/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema22.allOf[9].then.properties.required.type, parentSchema: schema22.allOf[9].then.properties.required, data: data29 };
          if (vErrors === null) {
            vErrors = [err82];
          } else {
            vErrors.push(err82);
          }
          errors++;
        }
      }
      if (data.values !== void 0) {
        let data31 = data.values;
        if (!(data31 && typeof data31 == "object" && !Array.isArray(data31))) {
          const err83 = { instancePath: instancePath + "/values", schemaPath: "#/allOf/9/then/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema22.allOf[9].then.properties.values.type, parentSchema: schema22.allOf[9].then.properties.values, data: data31 };
          if (vErrors === null) {
            vErrors = [err83];
          } else {
            vErrors.push(err83);
          }
          errors++;
        }
      }
    }
    var _valid11 = _errs110 === errors;
    valid38 = _valid11;
    if (valid38) {
      var props9 = {};
      props9.required = true;
      props9.values = true;
      props9.type = true;
    }
  }
  if (!valid38) {
    const err84 = { instancePath, schemaPath: "#/allOf/9/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema22.allOf[9].if, parentSchema: schema22.allOf[9], data };
    if (vErrors === null) {
      vErrors = [err84];
    } else {
      vErrors.push(err84);
    }
    errors++;
  }
  if (props0 !== true && props9 !== void 0) {
    if (props9 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props9);
    }
  }
  const _errs123 = errors;
  let valid45 = true;
  const _errs124 = errors;
  if (errors === _errs124) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing10;
      if (data.type === void 0 && (missing10 = "type")) {
        const err85 = {};
        if (vErrors === null) {
          vErrors = [err85];
        } else {
          vErrors.push(err85);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("tool_call" !== data.type) {
            const err86 = {};
            if (vErrors === null) {
              vErrors = [err86];
            } else {
              vErrors.push(err86);
            }
            errors++;
          }
        }
      }
    } else {
      const err87 = {};
      if (vErrors === null) {
        vErrors = [err87];
      } else {
        vErrors.push(err87);
      }
      errors++;
    }
  }
  var _valid13 = _errs124 === errors;
  errors = _errs123;
  if (vErrors !== null) {
    if (_errs123) {
      vErrors.length = _errs123;
    } else {
      vErrors = null;
    }
  }
  if (_valid13) {
    const _errs127 = errors;
    const _errs129 = errors;
    let valid48 = false;
    let passing0 = null;
    const _errs130 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.expected === void 0) {
        const err88 = { instancePath, schemaPath: "#/allOf/10/then/allOf/0/oneOf/0/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema22.allOf[10].then.allOf[0].oneOf[0].required, parentSchema: schema22.allOf[10].then.allOf[0].oneOf[0], data };
        if (vErrors === null) {
          vErrors = [err88];
        } else {
          vErrors.push(err88);
        }
        errors++;
      }
    }
    var _valid14 = _errs130 === errors;
    if (_valid14) {
      valid48 = true;
      passing0 = 0;
    }
    const _errs131 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.calls === void 0) {
        const err89 = { instancePath, schemaPath: "#/allOf/10/then/allOf/0/oneOf/1/required", keyword: "required", params: { missingProperty: "calls" }, message: "must have required property 'calls'", schema: schema22.allOf[10].then.allOf[0].oneOf[1].required, parentSchema: schema22.allOf[10].then.allOf[0].oneOf[1], data };
        if (vErrors === null) {
          vErrors = [err89];
        } else {
          vErrors.push(err89);
        }
        errors++;
      }
    }
    var _valid14 = _errs131 === errors;
    if (_valid14 && valid48) {
      valid48 = false;
      passing0 = [passing0, 1];
    } else {
      if (_valid14) {
        valid48 = true;
        passing0 = 1;
      }
    }
    if (!valid48) {
      const err90 = { instancePath, schemaPath: "#/allOf/10/then/allOf/0/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema22.allOf[10].then.allOf[0].oneOf, parentSchema: schema22.allOf[10].then.allOf[0], data };
      if (vErrors === null) {
        vErrors = [err90];
      } else {
        vErrors.push(err90);
      }
      errors++;
    } else {
      errors = _errs129;
      if (vErrors !== null) {
        if (_errs129) {
          vErrors.length = _errs129;
        } else {
          vErrors = null;
        }
      }
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.expected !== void 0) {
        if (!validate5(data.expected, { instancePath: instancePath + "/expected", parentData: data, parentDataProperty: "expected", rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
          errors = vErrors.length;
        }
      }
      if (data.calls !== void 0) {
        let data34 = data.calls;
        if (Array.isArray(data34)) {
          const len4 = data34.length;
          for (let i5 = 0; i5 < len4; i5++) {
            if (!validate5(data34[i5], { instancePath: instancePath + "/calls/" + i5, parentData: data34, parentDataProperty: i5, rootData, dynamicAnchors })) {
              vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err91 = { instancePath: instancePath + "/calls", schemaPath: "#/allOf/10/then/properties/calls/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema22.allOf[10].then.properties.calls.type, parentSchema: schema22.allOf[10].then.properties.calls, data: data34 };
          if (vErrors === null) {
            vErrors = [err91];
          } else {
            vErrors.push(err91);
          }
          errors++;
        }
      }
      if (data.arguments_schema !== void 0) {
        let data36 = data.arguments_schema;
        if (!(data36 && typeof data36 == "object" && !Array.isArray(data36))) {
          const err92 = { instancePath: instancePath + "/arguments_schema", schemaPath: "#/$defs/jsonSchema/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema2.type, parentSchema: schema2, data: data36 };
          if (vErrors === null) {
            vErrors = [err92];
          } else {
            vErrors.push(err92);
          }
          errors++;
        }
      }
    }
    var _valid13 = _errs127 === errors;
    valid45 = _valid13;
    if (valid45) {
      var props10 = {};
      props10.expected = true;
      props10.calls = true;
      props10.arguments_schema = true;
      props10.type = true;
    }
  }
  if (!valid45) {
    const err93 = { instancePath, schemaPath: "#/allOf/10/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema22.allOf[10].if, parentSchema: schema22.allOf[10], data };
    if (vErrors === null) {
      vErrors = [err93];
    } else {
      vErrors.push(err93);
    }
    errors++;
  }
  if (props0 !== true && props10 !== void 0) {
    if (props10 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props10);
    }
  }
  const _errs141 = errors;
  let valid53 = true;
  const _errs142 = errors;
  if (errors === _errs142) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing11;
      if (data.type === void 0 && (missing11 = "type")) {
        const err94 = {};
        if (vErrors === null) {
          vErrors = [err94];
        } else {
          vErrors.push(err94);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("custom" !== data.type) {
            const err95 = {};
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
        }
      }
    } else {
      const err96 = {};
      if (vErrors === null) {
        vErrors = [err96];
      } else {
        vErrors.push(err96);
      }
      errors++;
    }
  }
  var _valid15 = _errs142 === errors;
  errors = _errs141;
  if (vErrors !== null) {
    if (_errs141) {
      vErrors.length = _errs141;
    } else {
      vErrors = null;
    }
  }
  if (_valid15) {
    const _errs145 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.check === void 0) {
        const err97 = { instancePath, schemaPath: "#/allOf/11/then/required", keyword: "required", params: { missingProperty: "check" }, message: "must have required property 'check'", schema: schema22.allOf[11].then.required, parentSchema: schema22.allOf[11].then, data };
        if (vErrors === null) {
          vErrors = [err97];
        } else {
          vErrors.push(err97);
        }
        errors++;
      }
      if (data.check !== void 0) {
        let data38 = data.check;
        if (typeof data38 === "string") {
          if (func0(data38) < 1) {
            const err98 = { instancePath: instancePath + "/check", schemaPath: "#/allOf/11/then/properties/check/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema22.allOf[11].then.properties.check, data: data38 };
            if (vErrors === null) {
              vErrors = [err98];
            } else {
              vErrors.push(err98);
            }
            errors++;
          }
        } else {
          const err99 = { instancePath: instancePath + "/check", schemaPath: "#/allOf/11/then/properties/check/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.allOf[11].then.properties.check.type, parentSchema: schema22.allOf[11].then.properties.check, data: data38 };
          if (vErrors === null) {
            vErrors = [err99];
          } else {
            vErrors.push(err99);
          }
          errors++;
        }
      }
      if (data.params !== void 0) {
        let data39 = data.params;
        if (!(data39 && typeof data39 == "object" && !Array.isArray(data39))) {
          const err100 = { instancePath: instancePath + "/params", schemaPath: "#/allOf/11/then/properties/params/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema22.allOf[11].then.properties.params.type, parentSchema: schema22.allOf[11].then.properties.params, data: data39 };
          if (vErrors === null) {
            vErrors = [err100];
          } else {
            vErrors.push(err100);
          }
          errors++;
        }
      }
    }
    var _valid15 = _errs145 === errors;
    valid53 = _valid15;
    if (valid53) {
      var props11 = {};
      props11.check = true;
      props11.params = true;
      props11.type = true;
    }
  }
  if (!valid53) {
    const err101 = { instancePath, schemaPath: "#/allOf/11/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema22.allOf[11].if, parentSchema: schema22.allOf[11], data };
    if (vErrors === null) {
      vErrors = [err101];
    } else {
      vErrors.push(err101);
    }
    errors++;
  }
  if (props0 !== true && props11 !== void 0) {
    if (props11 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props11);
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err102 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err102];
      } else {
        vErrors.push(err102);
      }
      errors++;
    }
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
    }
    if (data.type !== void 0) {
      let data40 = data.type;
      if (!(data40 === "exact" || data40 === "contains" || data40 === "not_contains" || data40 === "max_length" || data40 === "min_length" || data40 === "max_words" || data40 === "regex" || data40 === "json" || data40 === "classification" || data40 === "required_fields" || data40 === "tool_call" || data40 === "custom")) {
        const err103 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema22.properties.type.enum }, message: "must be equal to one of the allowed values", schema: schema22.properties.type.enum, parentSchema: schema22.properties.type, data: data40 };
        if (vErrors === null) {
          vErrors = [err103];
        } else {
          vErrors.push(err103);
        }
        errors++;
      }
    }
    if (props0 !== true) {
      for (const key0 in data) {
        if (!props0 || !props0[key0]) {
          const err104 = { instancePath, schemaPath: "#/unevaluatedProperties", keyword: "unevaluatedProperties", params: { unevaluatedProperty: key0 }, message: "must NOT have unevaluated properties", schema: false, parentSchema: schema22, data };
          if (vErrors === null) {
            vErrors = [err104];
          } else {
            vErrors.push(err104);
          }
          errors++;
        }
      }
    }
  } else {
    const err105 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema22.type, parentSchema: schema22, data };
    if (vErrors === null) {
      vErrors = [err105];
    } else {
      vErrors.push(err105);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
validate10.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var pattern2 = new RegExp("^[A-Za-z0-9_-]+$", "u");
var pattern3 = new RegExp("^[A-Za-z0-9._-]+$", "u");
function validate3(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate3.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  const _errs4 = errors;
  const _errs5 = errors;
  const _errs6 = errors;
  let valid3 = false;
  const _errs7 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.contract === void 0 && (missing0 = "contract")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid1 = _errs7 === errors;
  valid3 = valid3 || _valid1;
  const _errs8 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if (data.checks === void 0 && (missing1 = "checks")) {
      const err1 = {};
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid1 = _errs8 === errors;
  valid3 = valid3 || _valid1;
  if (!valid3) {
    const err2 = {};
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs6;
    if (vErrors !== null) {
      if (_errs6) {
        vErrors.length = _errs6;
      } else {
        vErrors = null;
      }
    }
  }
  var valid2 = _errs5 === errors;
  if (valid2) {
    const err3 = {};
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  } else {
    errors = _errs4;
    if (vErrors !== null) {
      if (_errs4) {
        vErrors.length = _errs4;
      } else {
        vErrors = null;
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs9 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.type === void 0) {
        const err4 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema9.allOf[0].then.required, parentSchema: schema9.allOf[0].then, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    var _valid0 = _errs9 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err5 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema9.allOf[0].if, parentSchema: schema9.allOf[0], data };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  const _errs11 = errors;
  let valid4 = true;
  const _errs12 = errors;
  const _errs13 = errors;
  let valid5 = false;
  const _errs14 = errors;
  if (errors === _errs14) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing2;
      if (data.type === void 0 && (missing2 = "type")) {
        const err6 = {};
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("retrieval" !== data.type) {
            const err7 = {};
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      }
    } else {
      const err8 = {};
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
  }
  var _valid3 = _errs14 === errors;
  valid5 = valid5 || _valid3;
  if (_valid3) {
    var props0 = {};
    props0.type = true;
  }
  const _errs17 = errors;
  const _errs18 = errors;
  const _errs19 = errors;
  if (!(data && typeof data == "object" && !Array.isArray(data))) {
    const err9 = {};
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  var valid7 = _errs19 === errors;
  if (valid7) {
    const err10 = {};
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  } else {
    errors = _errs18;
    if (vErrors !== null) {
      if (_errs18) {
        vErrors.length = _errs18;
      } else {
        vErrors = null;
      }
    }
  }
  var _valid3 = _errs17 === errors;
  valid5 = valid5 || _valid3;
  if (!valid5) {
    const err11 = {};
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  } else {
    errors = _errs13;
    if (vErrors !== null) {
      if (_errs13) {
        vErrors.length = _errs13;
      } else {
        vErrors = null;
      }
    }
  }
  var _valid2 = _errs12 === errors;
  errors = _errs11;
  if (vErrors !== null) {
    if (_errs11) {
      vErrors.length = _errs11;
    } else {
      vErrors = null;
    }
  }
  if (!_valid2) {
    const _errs21 = errors;
    const _errs23 = errors;
    let valid9 = false;
    let passing0 = null;
    const _errs24 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.input === void 0) {
        const err12 = { instancePath, schemaPath: "#/allOf/1/else/allOf/0/oneOf/0/required", keyword: "required", params: { missingProperty: "input" }, message: "must have required property 'input'", schema: schema9.allOf[1].else.allOf[0].oneOf[0].required, parentSchema: schema9.allOf[1].else.allOf[0].oneOf[0], data };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    var _valid4 = _errs24 === errors;
    if (_valid4) {
      valid9 = true;
      passing0 = 0;
    }
    const _errs25 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.messages === void 0) {
        const err13 = { instancePath, schemaPath: "#/allOf/1/else/allOf/0/oneOf/1/required", keyword: "required", params: { missingProperty: "messages" }, message: "must have required property 'messages'", schema: schema9.allOf[1].else.allOf[0].oneOf[1].required, parentSchema: schema9.allOf[1].else.allOf[0].oneOf[1], data };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    var _valid4 = _errs25 === errors;
    if (_valid4 && valid9) {
      valid9 = false;
      passing0 = [passing0, 1];
    } else {
      if (_valid4) {
        valid9 = true;
        passing0 = 1;
      }
      const _errs26 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.prompt === void 0) {
          const err14 = { instancePath, schemaPath: "#/allOf/1/else/allOf/0/oneOf/2/required", keyword: "required", params: { missingProperty: "prompt" }, message: "must have required property 'prompt'", schema: schema9.allOf[1].else.allOf[0].oneOf[2].required, parentSchema: schema9.allOf[1].else.allOf[0].oneOf[2], data };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
      var _valid4 = _errs26 === errors;
      if (_valid4 && valid9) {
        valid9 = false;
        passing0 = [passing0, 2];
      } else {
        if (_valid4) {
          valid9 = true;
          passing0 = 2;
        }
      }
    }
    if (!valid9) {
      const err15 = { instancePath, schemaPath: "#/allOf/1/else/allOf/0/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema9.allOf[1].else.allOf[0].oneOf, parentSchema: schema9.allOf[1].else.allOf[0], data };
      if (vErrors === null) {
        vErrors = [err15];
      } else {
        vErrors.push(err15);
      }
      errors++;
    } else {
      errors = _errs23;
      if (vErrors !== null) {
        if (_errs23) {
          vErrors.length = _errs23;
        } else {
          vErrors = null;
        }
      }
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.input !== void 0) {
        let data1 = data.input;
        if (typeof data1 !== "string") {
          const err16 = { instancePath: instancePath + "/input", schemaPath: "#/allOf/1/else/properties/input/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.allOf[1].else.properties.input.type, parentSchema: schema9.allOf[1].else.properties.input, data: data1 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.messages !== void 0) {
        let data2 = data.messages;
        if (Array.isArray(data2)) {
          if (data2.length < 1) {
            const err17 = { instancePath: instancePath + "/messages", schemaPath: "#/allOf/1/else/properties/messages/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema9.allOf[1].else.properties.messages, data: data2 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
          const len0 = data2.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data3 = data2[i0];
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.role === void 0) {
                const err18 = { instancePath: instancePath + "/messages/" + i0, schemaPath: "#/$defs/message/required", keyword: "required", params: { missingProperty: "role" }, message: "must have required property 'role'", schema: schema10.required, parentSchema: schema10, data: data3 };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
              if (data3.content === void 0) {
                const err19 = { instancePath: instancePath + "/messages/" + i0, schemaPath: "#/$defs/message/required", keyword: "required", params: { missingProperty: "content" }, message: "must have required property 'content'", schema: schema10.required, parentSchema: schema10, data: data3 };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
              for (const key0 in data3) {
                if (!(key0 === "role" || key0 === "content")) {
                  const err20 = { instancePath: instancePath + "/messages/" + i0, schemaPath: "#/$defs/message/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema10, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              }
              if (data3.role !== void 0) {
                let data4 = data3.role;
                if (!(data4 === "system" || data4 === "user" || data4 === "assistant" || data4 === "tool")) {
                  const err21 = { instancePath: instancePath + "/messages/" + i0 + "/role", schemaPath: "#/$defs/message/properties/role/enum", keyword: "enum", params: { allowedValues: schema10.properties.role.enum }, message: "must be equal to one of the allowed values", schema: schema10.properties.role.enum, parentSchema: schema10.properties.role, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              }
              if (data3.content !== void 0) {
                let data5 = data3.content;
                if (typeof data5 !== "string") {
                  const err22 = { instancePath: instancePath + "/messages/" + i0 + "/content", schemaPath: "#/$defs/message/properties/content/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.content.type, parentSchema: schema10.properties.content, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
            } else {
              const err23 = { instancePath: instancePath + "/messages/" + i0, schemaPath: "#/$defs/message/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.type, parentSchema: schema10, data: data3 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          }
        } else {
          const err24 = { instancePath: instancePath + "/messages", schemaPath: "#/allOf/1/else/properties/messages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.allOf[1].else.properties.messages.type, parentSchema: schema9.allOf[1].else.properties.messages, data: data2 };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      }
      if (data.prompt !== void 0) {
        let data6 = data.prompt;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
          if (data6.file === void 0) {
            const err25 = { instancePath: instancePath + "/prompt", schemaPath: "#/$defs/prompt/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'", schema: schema11.required, parentSchema: schema11, data: data6 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
          for (const key1 in data6) {
            if (!(key1 === "file" || key1 === "vars")) {
              const err26 = { instancePath: instancePath + "/prompt", schemaPath: "#/$defs/prompt/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data: data6 };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
          if (data6.file !== void 0) {
            let data7 = data6.file;
            if (typeof data7 === "string") {
              if (func0(data7) < 1) {
                const err27 = { instancePath: instancePath + "/prompt/file", schemaPath: "#/$defs/prompt/properties/file/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.file, data: data7 };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
            } else {
              const err28 = { instancePath: instancePath + "/prompt/file", schemaPath: "#/$defs/prompt/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.file.type, parentSchema: schema11.properties.file, data: data7 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
          if (data6.vars !== void 0) {
            let data8 = data6.vars;
            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
              for (const key2 in data8) {
                let data9 = data8[key2];
                if (typeof data9 !== "string" && !(typeof data9 == "number" && isFinite(data9)) && typeof data9 !== "boolean") {
                  const err29 = { instancePath: instancePath + "/prompt/vars/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/prompt/properties/vars/additionalProperties/type", keyword: "type", params: { type: schema11.properties.vars.additionalProperties.type }, message: "must be string,number,boolean", schema: schema11.properties.vars.additionalProperties.type, parentSchema: schema11.properties.vars.additionalProperties, data: data9 };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
              }
            } else {
              const err30 = { instancePath: instancePath + "/prompt/vars", schemaPath: "#/$defs/prompt/properties/vars/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.vars.type, parentSchema: schema11.properties.vars, data: data8 };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          }
        } else {
          const err31 = { instancePath: instancePath + "/prompt", schemaPath: "#/$defs/prompt/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data: data6 };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      }
      if (data.system !== void 0) {
        let data10 = data.system;
        if (typeof data10 !== "string") {
          const err32 = { instancePath: instancePath + "/system", schemaPath: "#/allOf/1/else/properties/system/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.allOf[1].else.properties.system.type, parentSchema: schema9.allOf[1].else.properties.system, data: data10 };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
      }
      if (data.tools !== void 0) {
        let data11 = data.tools;
        if (Array.isArray(data11)) {
          const len1 = data11.length;
          for (let i1 = 0; i1 < len1; i1++) {
            if (!validate1(data11[i1], { instancePath: instancePath + "/tools/" + i1, parentData: data11, parentDataProperty: i1, rootData, dynamicAnchors })) {
              vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err33 = { instancePath: instancePath + "/tools", schemaPath: "#/allOf/1/else/properties/tools/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.allOf[1].else.properties.tools.type, parentSchema: schema9.allOf[1].else.properties.tools, data: data11 };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      }
      if (data.format !== void 0) {
        let data13 = data.format;
        const _errs57 = errors;
        let valid21 = false;
        const _errs58 = errors;
        if ("json" !== data13) {
          const err34 = { instancePath: instancePath + "/format", schemaPath: "#/$defs/format/anyOf/0/const", keyword: "const", params: { allowedValue: "json" }, message: "must be equal to constant", schema: "json", parentSchema: schema4.anyOf[0], data: data13 };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        var _valid5 = _errs58 === errors;
        valid21 = valid21 || _valid5;
        const _errs59 = errors;
        if (!(data13 && typeof data13 == "object" && !Array.isArray(data13))) {
          const err35 = { instancePath: instancePath + "/format", schemaPath: "#/$defs/format/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema4.anyOf[1].type, parentSchema: schema4.anyOf[1], data: data13 };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        var _valid5 = _errs59 === errors;
        valid21 = valid21 || _valid5;
        if (!valid21) {
          const err36 = { instancePath: instancePath + "/format", schemaPath: "#/$defs/format/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema4.anyOf, parentSchema: schema4, data: data13 };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        } else {
          errors = _errs57;
          if (vErrors !== null) {
            if (_errs57) {
              vErrors.length = _errs57;
            } else {
              vErrors = null;
            }
          }
        }
      }
      if (data.generation !== void 0) {
        let data14 = data.generation;
        if (!(data14 && typeof data14 == "object" && !Array.isArray(data14))) {
          const err37 = { instancePath: instancePath + "/generation", schemaPath: "#/$defs/generation/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema5.type, parentSchema: schema5, data: data14 };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
      }
      if (data.options !== void 0) {
        let data15 = data.options;
        if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
          for (const key3 in data15) {
            if (!(key3 === "extract")) {
              const err38 = { instancePath: instancePath + "/options", schemaPath: "#/$defs/options/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema6, data: data15 };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
          }
          if (data15.extract !== void 0) {
            let data16 = data15.extract;
            if (!(data16 === "code_fence")) {
              const err39 = { instancePath: instancePath + "/options/extract", schemaPath: "#/$defs/options/properties/extract/enum", keyword: "enum", params: { allowedValues: schema6.properties.extract.enum }, message: "must be equal to one of the allowed values", schema: schema6.properties.extract.enum, parentSchema: schema6.properties.extract, data: data16 };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
        } else {
          const err40 = { instancePath: instancePath + "/options", schemaPath: "#/$defs/options/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema6.type, parentSchema: schema6, data: data15 };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
      }
      if (data.max_turns !== void 0) {
        let data17 = data.max_turns;
        if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)) && isFinite(data17))) {
          const err41 = { instancePath: instancePath + "/max_turns", schemaPath: "#/allOf/1/else/properties/max_turns/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema9.allOf[1].else.properties.max_turns.type, parentSchema: schema9.allOf[1].else.properties.max_turns, data: data17 };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        if (typeof data17 == "number" && isFinite(data17)) {
          if (data17 > 50 || isNaN(data17)) {
            const err42 = { instancePath: instancePath + "/max_turns", schemaPath: "#/allOf/1/else/properties/max_turns/maximum", keyword: "maximum", params: { comparison: "<=", limit: 50 }, message: "must be <= 50", schema: 50, parentSchema: schema9.allOf[1].else.properties.max_turns, data: data17 };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
          if (data17 < 1 || isNaN(data17)) {
            const err43 = { instancePath: instancePath + "/max_turns", schemaPath: "#/allOf/1/else/properties/max_turns/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema9.allOf[1].else.properties.max_turns, data: data17 };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
      }
      if (data.rag !== void 0) {
        let data18 = data.rag;
        if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
          if (data18.top_k === void 0) {
            const err44 = { instancePath: instancePath + "/rag", schemaPath: "#/$defs/rag/required", keyword: "required", params: { missingProperty: "top_k" }, message: "must have required property 'top_k'", schema: schema7.required, parentSchema: schema7, data: data18 };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
          for (const key4 in data18) {
            if (!(key4 === "top_k")) {
              const err45 = { instancePath: instancePath + "/rag", schemaPath: "#/$defs/rag/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema7, data: data18 };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
          if (data18.top_k !== void 0) {
            let data19 = data18.top_k;
            if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)) && isFinite(data19))) {
              const err46 = { instancePath: instancePath + "/rag/top_k", schemaPath: "#/$defs/rag/properties/top_k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema7.properties.top_k.type, parentSchema: schema7.properties.top_k, data: data19 };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
            if (typeof data19 == "number" && isFinite(data19)) {
              if (data19 < 1 || isNaN(data19)) {
                const err47 = { instancePath: instancePath + "/rag/top_k", schemaPath: "#/$defs/rag/properties/top_k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema7.properties.top_k, data: data19 };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
            }
          }
        } else {
          const err48 = { instancePath: instancePath + "/rag", schemaPath: "#/$defs/rag/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema7.type, parentSchema: schema7, data: data18 };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
      }
    }
    var _valid2 = _errs21 === errors;
    valid4 = _valid2;
    if (valid4) {
      if (props0 !== true) {
        props0 = props0 || {};
        props0.input = true;
        props0.messages = true;
        props0.prompt = true;
        props0.system = true;
        props0.tools = true;
        props0.format = true;
        props0.generation = true;
        props0.options = true;
        props0.max_turns = true;
        props0.rag = true;
      }
    }
  }
  if (!valid4) {
    const err49 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "else" }, message: 'must match "else" schema', schema: schema9.allOf[1].if, parentSchema: schema9.allOf[1], data };
    if (vErrors === null) {
      vErrors = [err49];
    } else {
      vErrors.push(err49);
    }
    errors++;
  }
  const _errs79 = errors;
  let valid27 = true;
  const _errs80 = errors;
  if (errors === _errs80) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing3;
      if (data.type === void 0 && (missing3 = "type")) {
        const err50 = {};
        if (vErrors === null) {
          vErrors = [err50];
        } else {
          vErrors.push(err50);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("exact" !== data.type) {
            const err51 = {};
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
      }
    } else {
      const err52 = {};
      if (vErrors === null) {
        vErrors = [err52];
      } else {
        vErrors.push(err52);
      }
      errors++;
    }
  }
  var _valid6 = _errs80 === errors;
  errors = _errs79;
  if (vErrors !== null) {
    if (_errs79) {
      vErrors.length = _errs79;
    } else {
      vErrors = null;
    }
  }
  if (_valid6) {
    const _errs83 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.expected === void 0) {
        const err53 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema9.allOf[2].then.required, parentSchema: schema9.allOf[2].then, data };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
      if (data.expected !== void 0) {
        let data21 = data.expected;
        if (typeof data21 !== "string") {
          const err54 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/2/then/properties/expected/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.allOf[2].then.properties.expected.type, parentSchema: schema9.allOf[2].then.properties.expected, data: data21 };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
      }
      if (data.case_insensitive !== void 0) {
        let data22 = data.case_insensitive;
        if (typeof data22 !== "boolean") {
          const err55 = { instancePath: instancePath + "/case_insensitive", schemaPath: "#/allOf/2/then/properties/case_insensitive/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema9.allOf[2].then.properties.case_insensitive.type, parentSchema: schema9.allOf[2].then.properties.case_insensitive, data: data22 };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
      }
      if (data.strip !== void 0) {
        let data23 = data.strip;
        if (typeof data23 !== "boolean") {
          const err56 = { instancePath: instancePath + "/strip", schemaPath: "#/allOf/2/then/properties/strip/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema9.allOf[2].then.properties.strip.type, parentSchema: schema9.allOf[2].then.properties.strip, data: data23 };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
      }
    }
    var _valid6 = _errs83 === errors;
    valid27 = _valid6;
    if (valid27) {
      var props2 = {};
      props2.expected = true;
      props2.case_insensitive = true;
      props2.strip = true;
      props2.type = true;
    }
  }
  if (!valid27) {
    const err57 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema9.allOf[2].if, parentSchema: schema9.allOf[2], data };
    if (vErrors === null) {
      vErrors = [err57];
    } else {
      vErrors.push(err57);
    }
    errors++;
  }
  if (props0 !== true && props2 !== void 0) {
    if (props2 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props2);
    }
  }
  const _errs91 = errors;
  let valid30 = true;
  const _errs92 = errors;
  if (errors === _errs92) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing4;
      if (data.type === void 0 && (missing4 = "type")) {
        const err58 = {};
        if (vErrors === null) {
          vErrors = [err58];
        } else {
          vErrors.push(err58);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("contains" !== data.type) {
            const err59 = {};
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
      }
    } else {
      const err60 = {};
      if (vErrors === null) {
        vErrors = [err60];
      } else {
        vErrors.push(err60);
      }
      errors++;
    }
  }
  var _valid7 = _errs92 === errors;
  errors = _errs91;
  if (vErrors !== null) {
    if (_errs91) {
      vErrors.length = _errs91;
    } else {
      vErrors = null;
    }
  }
  if (_valid7) {
    const _errs95 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.expected === void 0) {
        const err61 = { instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema9.allOf[3].then.required, parentSchema: schema9.allOf[3].then, data };
        if (vErrors === null) {
          vErrors = [err61];
        } else {
          vErrors.push(err61);
        }
        errors++;
      }
      if (data.expected !== void 0) {
        let data25 = data.expected;
        const _errs97 = errors;
        let valid33 = false;
        const _errs98 = errors;
        if (typeof data25 !== "string") {
          const err62 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/3/then/properties/expected/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.allOf[3].then.properties.expected.anyOf[0].type, parentSchema: schema9.allOf[3].then.properties.expected.anyOf[0], data: data25 };
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
        var _valid8 = _errs98 === errors;
        valid33 = valid33 || _valid8;
        const _errs100 = errors;
        if (Array.isArray(data25)) {
          if (data25.length < 1) {
            const err63 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/3/then/properties/expected/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema9.allOf[3].then.properties.expected.anyOf[1], data: data25 };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
          const len2 = data25.length;
          for (let i2 = 0; i2 < len2; i2++) {
            let data26 = data25[i2];
            if (typeof data26 !== "string") {
              const err64 = { instancePath: instancePath + "/expected/" + i2, schemaPath: "#/allOf/3/then/properties/expected/anyOf/1/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.allOf[3].then.properties.expected.anyOf[1].items.type, parentSchema: schema9.allOf[3].then.properties.expected.anyOf[1].items, data: data26 };
              if (vErrors === null) {
                vErrors = [err64];
              } else {
                vErrors.push(err64);
              }
              errors++;
            }
          }
        } else {
          const err65 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/3/then/properties/expected/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.allOf[3].then.properties.expected.anyOf[1].type, parentSchema: schema9.allOf[3].then.properties.expected.anyOf[1], data: data25 };
          if (vErrors === null) {
            vErrors = [err65];
          } else {
            vErrors.push(err65);
          }
          errors++;
        }
        var _valid8 = _errs100 === errors;
        valid33 = valid33 || _valid8;
        if (!valid33) {
          const err66 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/3/then/properties/expected/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema9.allOf[3].then.properties.expected.anyOf, parentSchema: schema9.allOf[3].then.properties.expected, data: data25 };
          if (vErrors === null) {
            vErrors = [err66];
          } else {
            vErrors.push(err66);
          }
          errors++;
        } else {
          errors = _errs97;
          if (vErrors !== null) {
            if (_errs97) {
              vErrors.length = _errs97;
            } else {
              vErrors = null;
            }
          }
        }
      }
      if (data.case_insensitive !== void 0) {
        let data27 = data.case_insensitive;
        if (typeof data27 !== "boolean") {
          const err67 = { instancePath: instancePath + "/case_insensitive", schemaPath: "#/allOf/3/then/properties/case_insensitive/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema9.allOf[3].then.properties.case_insensitive.type, parentSchema: schema9.allOf[3].then.properties.case_insensitive, data: data27 };
          if (vErrors === null) {
            vErrors = [err67];
          } else {
            vErrors.push(err67);
          }
          errors++;
        }
      }
    }
    var _valid7 = _errs95 === errors;
    valid30 = _valid7;
    if (valid30) {
      var props3 = {};
      props3.expected = true;
      props3.case_insensitive = true;
      props3.type = true;
    }
  }
  if (!valid30) {
    const err68 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema9.allOf[3].if, parentSchema: schema9.allOf[3], data };
    if (vErrors === null) {
      vErrors = [err68];
    } else {
      vErrors.push(err68);
    }
    errors++;
  }
  if (props0 !== true && props3 !== void 0) {
    if (props3 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props3);
    }
  }
  const _errs108 = errors;
  let valid36 = true;
  const _errs109 = errors;
  if (errors === _errs109) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing5;
      if (data.type === void 0 && (missing5 = "type")) {
        const err69 = {};
        if (vErrors === null) {
          vErrors = [err69];
        } else {
          vErrors.push(err69);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("not_contains" !== data.type) {
            const err70 = {};
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
      const err71 = {};
      if (vErrors === null) {
        vErrors = [err71];
      } else {
        vErrors.push(err71);
      }
      errors++;
    }
  }
  var _valid9 = _errs109 === errors;
  errors = _errs108;
  if (vErrors !== null) {
    if (_errs108) {
      vErrors.length = _errs108;
    } else {
      vErrors = null;
    }
  }
  if (_valid9) {
    const _errs112 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.expected === void 0) {
        const err72 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema9.allOf[4].then.required, parentSchema: schema9.allOf[4].then, data };
        if (vErrors === null) {
          vErrors = [err72];
        } else {
          vErrors.push(err72);
        }
        errors++;
      }
      if (data.expected !== void 0) {
        let data29 = data.expected;
        const _errs114 = errors;
        let valid39 = false;
        const _errs115 = errors;
        if (typeof data29 !== "string") {
          const err73 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/4/then/properties/expected/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.allOf[4].then.properties.expected.anyOf[0].type, parentSchema: schema9.allOf[4].then.properties.expected.anyOf[0], data: data29 };
          if (vErrors === null) {
            vErrors = [err73];
          } else {
            vErrors.push(err73);
          }
          errors++;
        }
        var _valid10 = _errs115 === errors;
        valid39 = valid39 || _valid10;
        const _errs117 = errors;
        if (Array.isArray(data29)) {
          if (data29.length < 1) {
            const err74 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/4/then/properties/expected/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema9.allOf[4].then.properties.expected.anyOf[1], data: data29 };
            if (vErrors === null) {
              vErrors = [err74];
            } else {
              vErrors.push(err74);
            }
            errors++;
          }
          const len3 = data29.length;
          for (let i3 = 0; i3 < len3; i3++) {
            let data30 = data29[i3];
            if (typeof data30 !== "string") {
              const err75 = { instancePath: instancePath + "/expected/" + i3, schemaPath: "#/allOf/4/then/properties/expected/anyOf/1/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.allOf[4].then.properties.expected.anyOf[1].items.type, parentSchema: schema9.allOf[4].then.properties.expected.anyOf[1].items, data: data30 };
              if (vErrors === null) {
                vErrors = [err75];
              } else {
                vErrors.push(err75);
              }
              errors++;
            }
          }
        } else {
          const err76 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/4/then/properties/expected/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.allOf[4].then.properties.expected.anyOf[1].type, parentSchema: schema9.allOf[4].then.properties.expected.anyOf[1], data: data29 };
          if (vErrors === null) {
            vErrors = [err76];
          } else {
            vErrors.push(err76);
          }
          errors++;
        }
        var _valid10 = _errs117 === errors;
        valid39 = valid39 || _valid10;
        if (!valid39) {
          const err77 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/4/then/properties/expected/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema9.allOf[4].then.properties.expected.anyOf, parentSchema: schema9.allOf[4].then.properties.expected, data: data29 };
          if (vErrors === null) {
            vErrors = [err77];
          } else {
            vErrors.push(err77);
          }
          errors++;
        } else {
          errors = _errs114;
          if (vErrors !== null) {
            if (_errs114) {
              vErrors.length = _errs114;
            } else {
              vErrors = null;
            }
          }
        }
      }
      if (data.case_insensitive !== void 0) {
        let data31 = data.case_insensitive;
        if (typeof data31 !== "boolean") {
          const err78 = { instancePath: instancePath + "/case_insensitive", schemaPath: "#/allOf/4/then/properties/case_insensitive/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema9.allOf[4].then.properties.case_insensitive.type, parentSchema: schema9.allOf[4].then.properties.case_insensitive, data: data31 };
          if (vErrors === null) {
            vErrors = [err78];
          } else {
            vErrors.push(err78);
          }
          errors++;
        }
      }
    }
    var _valid9 = _errs112 === errors;
    valid36 = _valid9;
    if (valid36) {
      var props4 = {};
      props4.expected = true;
      props4.case_insensitive = true;
      props4.type = true;
    }
  }
  if (!valid36) {
    const err79 = { instancePath, schemaPath: "#/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema9.allOf[4].if, parentSchema: schema9.allOf[4], data };
    if (vErrors === null) {
      vErrors = [err79];
    } else {
      vErrors.push(err79);
    }
    errors++;
  }
  if (props0 !== true && props4 !== void 0) {
    if (props4 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props4);
    }
  }
  const _errs125 = errors;
  let valid42 = true;
  const _errs126 = errors;
  if (errors === _errs126) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing6;
      if (data.type === void 0 && (missing6 = "type")) {
        const err80 = {};
        if (vErrors === null) {
          vErrors = [err80];
        } else {
          vErrors.push(err80);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("max_length" !== data.type) {
            const err81 = {};
            if (vErrors === null) {
              vErrors = [err81];
            } else {
              vErrors.push(err81);
            }
            errors++;
          }
        }
      }
    } else {
      const err82 = {};
      if (vErrors === null) {
        vErrors = [err82];
      } else {
        vErrors.push(err82);
      }
      errors++;
    }
  }
  var _valid11 = _errs126 === errors;
  errors = _errs125;
  if (vErrors !== null) {
    if (_errs125) {
      vErrors.length = _errs125;
    } else {
      vErrors = null;
    }
  }
  if (_valid11) {
    const _errs129 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.limit === void 0) {
        const err83 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "limit" }, message: "must have required property 'limit'", schema: schema9.allOf[5].then.required, parentSchema: schema9.allOf[5].then, data };
        if (vErrors === null) {
          vErrors = [err83];
        } else {
          vErrors.push(err83);
        }
        errors++;
      }
      if (data.limit !== void 0) {
        let data33 = data.limit;
        if (!(typeof data33 == "number" && (!(data33 % 1) && !isNaN(data33)) && isFinite(data33))) {
          const err84 = { instancePath: instancePath + "/limit", schemaPath: "#/allOf/5/then/properties/limit/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema9.allOf[5].then.properties.limit.type, parentSchema: schema9.allOf[5].then.properties.limit, data: data33 };
          if (vErrors === null) {
            vErrors = [err84];
          } else {
            vErrors.push(err84);
          }
          errors++;
        }
        if (typeof data33 == "number" && isFinite(data33)) {
          if (data33 < 0 || isNaN(data33)) {
            const err85 = { instancePath: instancePath + "/limit", schemaPath: "#/allOf/5/then/properties/limit/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema9.allOf[5].then.properties.limit, data: data33 };
            if (vErrors === null) {
              vErrors = [err85];
            } else {
              vErrors.push(err85);
            }
            errors++;
          }
        }
      }
    }
    var _valid11 = _errs129 === errors;
    valid42 = _valid11;
    if (valid42) {
      var props5 = {};
      props5.limit = true;
      props5.type = true;
    }
  }
  if (!valid42) {
    const err86 = { instancePath, schemaPath: "#/allOf/5/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema9.allOf[5].if, parentSchema: schema9.allOf[5], data };
    if (vErrors === null) {
      vErrors = [err86];
    } else {
      vErrors.push(err86);
    }
    errors++;
  }
  if (props0 !== true && props5 !== void 0) {
    if (props5 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props5);
    }
  }
  const _errs133 = errors;
  let valid45 = true;
  const _errs134 = errors;
  if (errors === _errs134) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing7;
      if (data.type === void 0 && (missing7 = "type")) {
        const err87 = {};
        if (vErrors === null) {
          vErrors = [err87];
        } else {
          vErrors.push(err87);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("min_length" !== data.type) {
            const err88 = {};
            if (vErrors === null) {
              vErrors = [err88];
            } else {
              vErrors.push(err88);
            }
            errors++;
          }
        }
      }
    } else {
      const err89 = {};
      if (vErrors === null) {
        vErrors = [err89];
      } else {
        vErrors.push(err89);
      }
      errors++;
    }
  }
  var _valid12 = _errs134 === errors;
  errors = _errs133;
  if (vErrors !== null) {
    if (_errs133) {
      vErrors.length = _errs133;
    } else {
      vErrors = null;
    }
  }
  if (_valid12) {
    const _errs137 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.limit === void 0) {
        const err90 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "limit" }, message: "must have required property 'limit'", schema: schema9.allOf[6].then.required, parentSchema: schema9.allOf[6].then, data };
        if (vErrors === null) {
          vErrors = [err90];
        } else {
          vErrors.push(err90);
        }
        errors++;
      }
      if (data.limit !== void 0) {
        let data35 = data.limit;
        if (!(typeof data35 == "number" && (!(data35 % 1) && !isNaN(data35)) && isFinite(data35))) {
          const err91 = { instancePath: instancePath + "/limit", schemaPath: "#/allOf/6/then/properties/limit/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema9.allOf[6].then.properties.limit.type, parentSchema: schema9.allOf[6].then.properties.limit, data: data35 };
          if (vErrors === null) {
            vErrors = [err91];
          } else {
            vErrors.push(err91);
          }
          errors++;
        }
        if (typeof data35 == "number" && isFinite(data35)) {
          if (data35 < 0 || isNaN(data35)) {
            const err92 = { instancePath: instancePath + "/limit", schemaPath: "#/allOf/6/then/properties/limit/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema9.allOf[6].then.properties.limit, data: data35 };
            if (vErrors === null) {
              vErrors = [err92];
            } else {
              vErrors.push(err92);
            }
            errors++;
          }
        }
      }
    }
    var _valid12 = _errs137 === errors;
    valid45 = _valid12;
    if (valid45) {
      var props6 = {};
      props6.limit = true;
      props6.type = true;
    }
  }
  if (!valid45) {
    const err93 = { instancePath, schemaPath: "#/allOf/6/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema9.allOf[6].if, parentSchema: schema9.allOf[6], data };
    if (vErrors === null) {
      vErrors = [err93];
    } else {
      vErrors.push(err93);
    }
    errors++;
  }
  if (props0 !== true && props6 !== void 0) {
    if (props6 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props6);
    }
  }
  const _errs141 = errors;
  let valid48 = true;
  const _errs142 = errors;
  if (errors === _errs142) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing8;
      if (data.type === void 0 && (missing8 = "type")) {
        const err94 = {};
        if (vErrors === null) {
          vErrors = [err94];
        } else {
          vErrors.push(err94);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("max_words" !== data.type) {
            const err95 = {};
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
        }
      }
    } else {
      const err96 = {};
      if (vErrors === null) {
        vErrors = [err96];
      } else {
        vErrors.push(err96);
      }
      errors++;
    }
  }
  var _valid13 = _errs142 === errors;
  errors = _errs141;
  if (vErrors !== null) {
    if (_errs141) {
      vErrors.length = _errs141;
    } else {
      vErrors = null;
    }
  }
  if (_valid13) {
    const _errs145 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.limit === void 0) {
        const err97 = { instancePath, schemaPath: "#/allOf/7/then/required", keyword: "required", params: { missingProperty: "limit" }, message: "must have required property 'limit'", schema: schema9.allOf[7].then.required, parentSchema: schema9.allOf[7].then, data };
        if (vErrors === null) {
          vErrors = [err97];
        } else {
          vErrors.push(err97);
        }
        errors++;
      }
      if (data.limit !== void 0) {
        let data37 = data.limit;
        if (!(typeof data37 == "number" && (!(data37 % 1) && !isNaN(data37)) && isFinite(data37))) {
          const err98 = { instancePath: instancePath + "/limit", schemaPath: "#/allOf/7/then/properties/limit/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema9.allOf[7].then.properties.limit.type, parentSchema: schema9.allOf[7].then.properties.limit, data: data37 };
          if (vErrors === null) {
            vErrors = [err98];
          } else {
            vErrors.push(err98);
          }
          errors++;
        }
        if (typeof data37 == "number" && isFinite(data37)) {
          if (data37 < 0 || isNaN(data37)) {
            const err99 = { instancePath: instancePath + "/limit", schemaPath: "#/allOf/7/then/properties/limit/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema9.allOf[7].then.properties.limit, data: data37 };
            if (vErrors === null) {
              vErrors = [err99];
            } else {
              vErrors.push(err99);
            }
            errors++;
          }
        }
      }
    }
    var _valid13 = _errs145 === errors;
    valid48 = _valid13;
    if (valid48) {
      var props7 = {};
      props7.limit = true;
      props7.type = true;
    }
  }
  if (!valid48) {
    const err100 = { instancePath, schemaPath: "#/allOf/7/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema9.allOf[7].if, parentSchema: schema9.allOf[7], data };
    if (vErrors === null) {
      vErrors = [err100];
    } else {
      vErrors.push(err100);
    }
    errors++;
  }
  if (props0 !== true && props7 !== void 0) {
    if (props7 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props7);
    }
  }
  const _errs149 = errors;
  let valid51 = true;
  const _errs150 = errors;
  if (errors === _errs150) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing9;
      if (data.type === void 0 && (missing9 = "type")) {
        const err101 = {};
        if (vErrors === null) {
          vErrors = [err101];
        } else {
          vErrors.push(err101);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("regex" !== data.type) {
            const err102 = {};
            if (vErrors === null) {
              vErrors = [err102];
            } else {
              vErrors.push(err102);
            }
            errors++;
          }
        }
      }
    } else {
      const err103 = {};
      if (vErrors === null) {
        vErrors = [err103];
      } else {
        vErrors.push(err103);
      }
      errors++;
    }
  }
  var _valid14 = _errs150 === errors;
  errors = _errs149;
  if (vErrors !== null) {
    if (_errs149) {
      vErrors.length = _errs149;
    } else {
      vErrors = null;
    }
  }
  if (_valid14) {
    const _errs153 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.pattern === void 0) {
        const err104 = { instancePath, schemaPath: "#/allOf/8/then/required", keyword: "required", params: { missingProperty: "pattern" }, message: "must have required property 'pattern'", schema: schema9.allOf[8].then.required, parentSchema: schema9.allOf[8].then, data };
        if (vErrors === null) {
          vErrors = [err104];
        } else {
          vErrors.push(err104);
        }
        errors++;
      }
      if (data.pattern !== void 0) {
        let data39 = data.pattern;
        if (typeof data39 !== "string") {
          const err105 = { instancePath: instancePath + "/pattern", schemaPath: "#/allOf/8/then/properties/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.allOf[8].then.properties.pattern.type, parentSchema: schema9.allOf[8].then.properties.pattern, data: data39 };
          if (vErrors === null) {
            vErrors = [err105];
          } else {
            vErrors.push(err105);
          }
          errors++;
        }
      }
      if (data.flags !== void 0) {
        let data40 = data.flags;
        if (typeof data40 === "string") {
          if (!pattern0.test(data40)) {
            const err106 = { instancePath: instancePath + "/flags", schemaPath: "#/allOf/8/then/properties/flags/pattern", keyword: "pattern", params: { pattern: "^[imsu]*$" }, message: 'must match pattern "^[imsu]*$"', schema: "^[imsu]*$", parentSchema: schema9.allOf[8].then.properties.flags, data: data40 };
            if (vErrors === null) {
              vErrors = [err106];
            } else {
              vErrors.push(err106);
            }
            errors++;
          }
        } else {
          const err107 = { instancePath: instancePath + "/flags", schemaPath: "#/allOf/8/then/properties/flags/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.allOf[8].then.properties.flags.type, parentSchema: schema9.allOf[8].then.properties.flags, data: data40 };
          if (vErrors === null) {
            vErrors = [err107];
          } else {
            vErrors.push(err107);
          }
          errors++;
        }
      }
    }
    var _valid14 = _errs153 === errors;
    valid51 = _valid14;
    if (valid51) {
      var props8 = {};
      props8.pattern = true;
      props8.flags = true;
      props8.type = true;
    }
  }
  if (!valid51) {
    const err108 = { instancePath, schemaPath: "#/allOf/8/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema9.allOf[8].if, parentSchema: schema9.allOf[8], data };
    if (vErrors === null) {
      vErrors = [err108];
    } else {
      vErrors.push(err108);
    }
    errors++;
  }
  if (props0 !== true && props8 !== void 0) {
    if (props8 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props8);
    }
  }
  const _errs160 = errors;
  let valid54 = true;
  const _errs161 = errors;
  if (errors === _errs161) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing10;
      if (data.type === void 0 && (missing10 = "type")) {
        const err109 = {};
        if (vErrors === null) {
          vErrors = [err109];
        } else {
          vErrors.push(err109);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("json" !== data.type) {
            const err110 = {};
            if (vErrors === null) {
              vErrors = [err110];
            } else {
              vErrors.push(err110);
            }
            errors++;
          }
        }
      }
    } else {
      const err111 = {};
      if (vErrors === null) {
        vErrors = [err111];
      } else {
        vErrors.push(err111);
      }
      errors++;
    }
  }
  var _valid15 = _errs161 === errors;
  errors = _errs160;
  if (vErrors !== null) {
    if (_errs160) {
      vErrors.length = _errs160;
    } else {
      vErrors = null;
    }
  }
  if (_valid15) {
    const _errs164 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema !== void 0) {
        let data42 = data.schema;
        if (!(data42 && typeof data42 == "object" && !Array.isArray(data42))) {
          const err112 = { instancePath: instancePath + "/schema", schemaPath: "#/$defs/jsonSchema/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema2.type, parentSchema: schema2, data: data42 };
          if (vErrors === null) {
            vErrors = [err112];
          } else {
            vErrors.push(err112);
          }
          errors++;
        }
      }
    }
    var _valid15 = _errs164 === errors;
    valid54 = _valid15;
    if (valid54) {
      var props9 = {};
      props9.schema = true;
      props9.expected = true;
      props9.type = true;
    }
  }
  if (!valid54) {
    const err113 = { instancePath, schemaPath: "#/allOf/9/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema9.allOf[9].if, parentSchema: schema9.allOf[9], data };
    if (vErrors === null) {
      vErrors = [err113];
    } else {
      vErrors.push(err113);
    }
    errors++;
  }
  if (props0 !== true && props9 !== void 0) {
    if (props9 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props9);
    }
  }
  const _errs169 = errors;
  let valid58 = true;
  const _errs170 = errors;
  if (errors === _errs170) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing11;
      if (data.type === void 0 && (missing11 = "type")) {
        const err114 = {};
        if (vErrors === null) {
          vErrors = [err114];
        } else {
          vErrors.push(err114);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("classification" !== data.type) {
            const err115 = {};
            if (vErrors === null) {
              vErrors = [err115];
            } else {
              vErrors.push(err115);
            }
            errors++;
          }
        }
      }
    } else {
      const err116 = {};
      if (vErrors === null) {
        vErrors = [err116];
      } else {
        vErrors.push(err116);
      }
      errors++;
    }
  }
  var _valid16 = _errs170 === errors;
  errors = _errs169;
  if (vErrors !== null) {
    if (_errs169) {
      vErrors.length = _errs169;
    } else {
      vErrors = null;
    }
  }
  if (_valid16) {
    const _errs173 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.expected === void 0) {
        const err117 = { instancePath, schemaPath: "#/allOf/10/then/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema9.allOf[10].then.required, parentSchema: schema9.allOf[10].then, data };
        if (vErrors === null) {
          vErrors = [err117];
        } else {
          vErrors.push(err117);
        }
        errors++;
      }
      if (data.expected !== void 0) {
        let data44 = data.expected;
        if (typeof data44 !== "string") {
          const err118 = { instancePath: instancePath + "/expected", schemaPath: "#/allOf/10/then/properties/expected/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.allOf[10].then.properties.expected.type, parentSchema: schema9.allOf[10].then.properties.expected, data: data44 };
          if (vErrors === null) {
            vErrors = [err118];
          } else {
            vErrors.push(err118);
          }
          errors++;
        }
      }
      if (data.labels !== void 0) {
        let data45 = data.labels;
        if (Array.isArray(data45)) {
          if (data45.length < 1) {
            const err119 = { instancePath: instancePath + "/labels", schemaPath: "#/allOf/10/then/properties/labels/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema9.allOf[10].then.properties.labels, data: data45 };
            if (vErrors === null) {
              vErrors = [err119];
            } else {
              vErrors.push(err119);
            }
            errors++;
          }
          const len4 = data45.length;
          for (let i4 = 0; i4 < len4; i4++) {
            let data46 = data45[i4];
            if (typeof data46 !== "string") {
              const err120 = { instancePath: instancePath + "/labels/" + i4, schemaPath: "#/allOf/10/then/properties/labels/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.allOf[10].then.properties.labels.items.type, parentSchema: schema9.allOf[10].then.properties.labels.items, data: data46 };
              if (vErrors === null) {
                vErrors = [err120];
              } else {
                vErrors.push(err120);
              }
              errors++;
            }
          }
          let i5 = data45.length;
          let j0;
          if (i5 > 1) {
            const indices0 = {};
            for (; i5--; ) {
              let item0 = data45[i5];
              if (typeof item0 !== "string") {
                continue;
              }
              if (typeof indices0[item0] == "number") {
                j0 = indices0[item0];
                const err121 = { instancePath: instancePath + "/labels", schemaPath: "#/allOf/10/then/properties/labels/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i5 + " are identical)", schema: true, parentSchema: schema9.allOf[10].then.properties.labels, data: data45 };
                if (vErrors === null) {
                  vErrors = [err121];
                } else {
                  vErrors.push(err121);
                }
                errors++;
                break;
              }
              indices0[item0] = i5;
            }
          }
        } else {
          const err122 = { instancePath: instancePath + "/labels", schemaPath: "#/allOf/10/then/properties/labels/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.allOf[10].then.properties.labels.type, parentSchema: schema9.allOf[10].then.properties.labels, data: data45 };
          if (vErrors === null) {
            vErrors = [err122];
          } else {
            vErrors.push(err122);
          }
          errors++;
        }
      }
      if (data.case_insensitive !== void 0) {
        let data47 = data.case_insensitive;
        if (typeof data47 !== "boolean") {
          const err123 = { instancePath: instancePath + "/case_insensitive", schemaPath: "#/allOf/10/then/properties/case_insensitive/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema9.allOf[10].then.properties.case_insensitive.type, parentSchema: schema9.allOf[10].then.properties.case_insensitive, data: data47 };
          if (vErrors === null) {
            vErrors = [err123];
          } else {
            vErrors.push(err123);
          }
          errors++;
        }
      }
    }
    var _valid16 = _errs173 === errors;
    valid58 = _valid16;
    if (valid58) {
      var props10 = {};
      props10.expected = true;
      props10.labels = true;
      props10.case_insensitive = true;
      props10.type = true;
    }
  }
  if (!valid58) {
    const err124 = { instancePath, schemaPath: "#/allOf/10/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema9.allOf[10].if, parentSchema: schema9.allOf[10], data };
    if (vErrors === null) {
      vErrors = [err124];
    } else {
      vErrors.push(err124);
    }
    errors++;
  }
  if (props0 !== true && props10 !== void 0) {
    if (props10 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props10);
    }
  }
  const _errs183 = errors;
  let valid64 = true;
  const _errs184 = errors;
  if (errors === _errs184) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing12;
      if (data.type === void 0 && (missing12 = "type")) {
        const err125 = {};
        if (vErrors === null) {
          vErrors = [err125];
        } else {
          vErrors.push(err125);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("required_fields" !== data.type) {
            const err126 = {};
            if (vErrors === null) {
              vErrors = [err126];
            } else {
              vErrors.push(err126);
            }
            errors++;
          }
        }
      }
    } else {
      const err127 = {};
      if (vErrors === null) {
        vErrors = [err127];
      } else {
        vErrors.push(err127);
      }
      errors++;
    }
  }
  var _valid17 = _errs184 === errors;
  errors = _errs183;
  if (vErrors !== null) {
    if (_errs183) {
      vErrors.length = _errs183;
    } else {
      vErrors = null;
    }
  }
  if (_valid17) {
    const _errs187 = errors;
    const _errs189 = errors;
    let valid67 = false;
    const _errs190 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.required === void 0) {
        const err128 = { instancePath, schemaPath: "#/allOf/11/then/allOf/0/anyOf/0/required", keyword: "required", params: { missingProperty: "required" }, message: "must have required property 'required'", schema: schema9.allOf[11].then.allOf[0].anyOf[0].required, parentSchema: schema9.allOf[11].then.allOf[0].anyOf[0], data };
        if (vErrors === null) {
          vErrors = [err128];
        } else {
          vErrors.push(err128);
        }
        errors++;
      }
    }
    var _valid18 = _errs190 === errors;
    valid67 = valid67 || _valid18;
    const _errs191 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.values === void 0) {
        const err129 = { instancePath, schemaPath: "#/allOf/11/then/allOf/0/anyOf/1/required", keyword: "required", params: { missingProperty: "values" }, message: "must have required property 'values'", schema: schema9.allOf[11].then.allOf[0].anyOf[1].required, parentSchema: schema9.allOf[11].then.allOf[0].anyOf[1], data };
        if (vErrors === null) {
          vErrors = [err129];
        } else {
          vErrors.push(err129);
        }
        errors++;
      }
    }
    var _valid18 = _errs191 === errors;
    valid67 = valid67 || _valid18;
    if (!valid67) {
      const err130 = { instancePath, schemaPath: "#/allOf/11/then/allOf/0/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema9.allOf[11].then.allOf[0].anyOf, parentSchema: schema9.allOf[11].then.allOf[0], data };
      if (vErrors === null) {
        vErrors = [err130];
      } else {
        vErrors.push(err130);
      }
      errors++;
    } else {
      errors = _errs189;
      if (vErrors !== null) {
        if (_errs189) {
          vErrors.length = _errs189;
        } else {
          vErrors = null;
        }
      }
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.required !== void 0) {
        let data49 = data.required;
        if (Array.isArray(data49)) {
          const len5 = data49.length;
          for (let i6 = 0; i6 < len5; i6++) {
            let data50 = data49[i6];
            if (typeof data50 !== "string") {
              const err131 = { instancePath: instancePath + "/required/" + i6, schemaPath: "#/allOf/11/then/properties/required/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.allOf[11].then.properties.required.items.type, parentSchema: schema9.allOf[11].then.properties.required.items, data: data50 };
              if (vErrors === null) {
                vErrors = [err131];
              } else {
                vErrors.push(err131);
              }
              errors++;
            }
          }
        } else {
          const err132 = { instancePath: instancePath + "/required", schemaPath: "#/allOf/11/then/properties/required/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.allOf[11].then.properties.required.type, parentSchema: schema9.allOf[11].then.properties.required, data: data49 };
          if (vErrors === null) {
            vErrors = [err132];
          } else {
            vErrors.push(err132);
          }
          errors++;
        }
      }
      if (data.values !== void 0) {
        let data51 = data.values;
        if (!(data51 && typeof data51 == "object" && !Array.isArray(data51))) {
          const err133 = { instancePath: instancePath + "/values", schemaPath: "#/allOf/11/then/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.allOf[11].then.properties.values.type, parentSchema: schema9.allOf[11].then.properties.values, data: data51 };
          if (vErrors === null) {
            vErrors = [err133];
          } else {
            vErrors.push(err133);
          }
          errors++;
        }
      }
    }
    var _valid17 = _errs187 === errors;
    valid64 = _valid17;
    if (valid64) {
      var props11 = {};
      props11.required = true;
      props11.values = true;
      props11.type = true;
    }
  }
  if (!valid64) {
    const err134 = { instancePath, schemaPath: "#/allOf/11/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema9.allOf[11].if, parentSchema: schema9.allOf[11], data };
    if (vErrors === null) {
      vErrors = [err134];
    } else {
      vErrors.push(err134);
    }
    errors++;
  }
  if (props0 !== true && props11 !== void 0) {
    if (props11 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props11);
    }
  }
  const _errs200 = errors;
  let valid71 = true;
  const _errs201 = errors;
  if (errors === _errs201) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing13;
      if (data.type === void 0 && (missing13 = "type")) {
        const err135 = {};
        if (vErrors === null) {
          vErrors = [err135];
        } else {
          vErrors.push(err135);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("tool_call" !== data.type) {
            const err136 = {};
            if (vErrors === null) {
              vErrors = [err136];
            } else {
              vErrors.push(err136);
            }
            errors++;
          }
        }
      }
    } else {
      const err137 = {};
      if (vErrors === null) {
        vErrors = [err137];
      } else {
        vErrors.push(err137);
      }
      errors++;
    }
  }
  var _valid19 = _errs201 === errors;
  errors = _errs200;
  if (vErrors !== null) {
    if (_errs200) {
      vErrors.length = _errs200;
    } else {
      vErrors = null;
    }
  }
  if (_valid19) {
    const _errs204 = errors;
    const _errs206 = errors;
    let valid74 = false;
    let passing1 = null;
    const _errs207 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.expected === void 0) {
        const err138 = { instancePath, schemaPath: "#/allOf/12/then/allOf/0/oneOf/0/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema9.allOf[12].then.allOf[0].oneOf[0].required, parentSchema: schema9.allOf[12].then.allOf[0].oneOf[0], data };
        if (vErrors === null) {
          vErrors = [err138];
        } else {
          vErrors.push(err138);
        }
        errors++;
      }
    }
    var _valid20 = _errs207 === errors;
    if (_valid20) {
      valid74 = true;
      passing1 = 0;
    }
    const _errs208 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.calls === void 0) {
        const err139 = { instancePath, schemaPath: "#/allOf/12/then/allOf/0/oneOf/1/required", keyword: "required", params: { missingProperty: "calls" }, message: "must have required property 'calls'", schema: schema9.allOf[12].then.allOf[0].oneOf[1].required, parentSchema: schema9.allOf[12].then.allOf[0].oneOf[1], data };
        if (vErrors === null) {
          vErrors = [err139];
        } else {
          vErrors.push(err139);
        }
        errors++;
      }
    }
    var _valid20 = _errs208 === errors;
    if (_valid20 && valid74) {
      valid74 = false;
      passing1 = [passing1, 1];
    } else {
      if (_valid20) {
        valid74 = true;
        passing1 = 1;
      }
    }
    if (!valid74) {
      const err140 = { instancePath, schemaPath: "#/allOf/12/then/allOf/0/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf", schema: schema9.allOf[12].then.allOf[0].oneOf, parentSchema: schema9.allOf[12].then.allOf[0], data };
      if (vErrors === null) {
        vErrors = [err140];
      } else {
        vErrors.push(err140);
      }
      errors++;
    } else {
      errors = _errs206;
      if (vErrors !== null) {
        if (_errs206) {
          vErrors.length = _errs206;
        } else {
          vErrors = null;
        }
      }
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.expected !== void 0) {
        if (!validate5(data.expected, { instancePath: instancePath + "/expected", parentData: data, parentDataProperty: "expected", rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
          errors = vErrors.length;
        }
      }
      if (data.calls !== void 0) {
        let data54 = data.calls;
        if (Array.isArray(data54)) {
          const len6 = data54.length;
          for (let i7 = 0; i7 < len6; i7++) {
            if (!validate5(data54[i7], { instancePath: instancePath + "/calls/" + i7, parentData: data54, parentDataProperty: i7, rootData, dynamicAnchors })) {
              vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err141 = { instancePath: instancePath + "/calls", schemaPath: "#/allOf/12/then/properties/calls/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.allOf[12].then.properties.calls.type, parentSchema: schema9.allOf[12].then.properties.calls, data: data54 };
          if (vErrors === null) {
            vErrors = [err141];
          } else {
            vErrors.push(err141);
          }
          errors++;
        }
      }
      if (data.arguments_schema !== void 0) {
        let data56 = data.arguments_schema;
        if (!(data56 && typeof data56 == "object" && !Array.isArray(data56))) {
          const err142 = { instancePath: instancePath + "/arguments_schema", schemaPath: "#/$defs/jsonSchema/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema2.type, parentSchema: schema2, data: data56 };
          if (vErrors === null) {
            vErrors = [err142];
          } else {
            vErrors.push(err142);
          }
          errors++;
        }
      }
    }
    var _valid19 = _errs204 === errors;
    valid71 = _valid19;
    if (valid71) {
      var props12 = {};
      props12.expected = true;
      props12.calls = true;
      props12.arguments_schema = true;
      props12.type = true;
    }
  }
  if (!valid71) {
    const err143 = { instancePath, schemaPath: "#/allOf/12/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema9.allOf[12].if, parentSchema: schema9.allOf[12], data };
    if (vErrors === null) {
      vErrors = [err143];
    } else {
      vErrors.push(err143);
    }
    errors++;
  }
  if (props0 !== true && props12 !== void 0) {
    if (props12 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props12);
    }
  }
  const _errs218 = errors;
  let valid79 = true;
  const _errs219 = errors;
  if (errors === _errs219) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing14;
      if (data.type === void 0 && (missing14 = "type")) {
        const err144 = {};
        if (vErrors === null) {
          vErrors = [err144];
        } else {
          vErrors.push(err144);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("retrieval" !== data.type) {
            const err145 = {};
            if (vErrors === null) {
              vErrors = [err145];
            } else {
              vErrors.push(err145);
            }
            errors++;
          }
        }
      }
    } else {
      const err146 = {};
      if (vErrors === null) {
        vErrors = [err146];
      } else {
        vErrors.push(err146);
      }
      errors++;
    }
  }
  var _valid21 = _errs219 === errors;
  errors = _errs218;
  if (vErrors !== null) {
    if (_errs218) {
      vErrors.length = _errs218;
    } else {
      vErrors = null;
    }
  }
  if (_valid21) {
    const _errs222 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.query === void 0) {
        const err147 = { instancePath, schemaPath: "#/allOf/13/then/required", keyword: "required", params: { missingProperty: "query" }, message: "must have required property 'query'", schema: schema9.allOf[13].then.required, parentSchema: schema9.allOf[13].then, data };
        if (vErrors === null) {
          vErrors = [err147];
        } else {
          vErrors.push(err147);
        }
        errors++;
      }
      if (data.expected_documents === void 0) {
        const err148 = { instancePath, schemaPath: "#/allOf/13/then/required", keyword: "required", params: { missingProperty: "expected_documents" }, message: "must have required property 'expected_documents'", schema: schema9.allOf[13].then.required, parentSchema: schema9.allOf[13].then, data };
        if (vErrors === null) {
          vErrors = [err148];
        } else {
          vErrors.push(err148);
        }
        errors++;
      }
      if (data.query !== void 0) {
        let data58 = data.query;
        if (typeof data58 !== "string") {
          const err149 = { instancePath: instancePath + "/query", schemaPath: "#/allOf/13/then/properties/query/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.allOf[13].then.properties.query.type, parentSchema: schema9.allOf[13].then.properties.query, data: data58 };
          if (vErrors === null) {
            vErrors = [err149];
          } else {
            vErrors.push(err149);
          }
          errors++;
        }
      }
      if (data.top_k !== void 0) {
        let data59 = data.top_k;
        if (!(typeof data59 == "number" && (!(data59 % 1) && !isNaN(data59)) && isFinite(data59))) {
          const err150 = { instancePath: instancePath + "/top_k", schemaPath: "#/allOf/13/then/properties/top_k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema9.allOf[13].then.properties.top_k.type, parentSchema: schema9.allOf[13].then.properties.top_k, data: data59 };
          if (vErrors === null) {
            vErrors = [err150];
          } else {
            vErrors.push(err150);
          }
          errors++;
        }
        if (typeof data59 == "number" && isFinite(data59)) {
          if (data59 < 1 || isNaN(data59)) {
            const err151 = { instancePath: instancePath + "/top_k", schemaPath: "#/allOf/13/then/properties/top_k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema9.allOf[13].then.properties.top_k, data: data59 };
            if (vErrors === null) {
              vErrors = [err151];
            } else {
              vErrors.push(err151);
            }
            errors++;
          }
        }
      }
      if (data.expected_documents !== void 0) {
        let data60 = data.expected_documents;
        if (Array.isArray(data60)) {
          if (data60.length < 1) {
            const err152 = { instancePath: instancePath + "/expected_documents", schemaPath: "#/allOf/13/then/properties/expected_documents/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema9.allOf[13].then.properties.expected_documents, data: data60 };
            if (vErrors === null) {
              vErrors = [err152];
            } else {
              vErrors.push(err152);
            }
            errors++;
          }
          const len7 = data60.length;
          for (let i8 = 0; i8 < len7; i8++) {
            let data61 = data60[i8];
            if (typeof data61 !== "string") {
              const err153 = { instancePath: instancePath + "/expected_documents/" + i8, schemaPath: "#/allOf/13/then/properties/expected_documents/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.allOf[13].then.properties.expected_documents.items.type, parentSchema: schema9.allOf[13].then.properties.expected_documents.items, data: data61 };
              if (vErrors === null) {
                vErrors = [err153];
              } else {
                vErrors.push(err153);
              }
              errors++;
            }
          }
        } else {
          const err154 = { instancePath: instancePath + "/expected_documents", schemaPath: "#/allOf/13/then/properties/expected_documents/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.allOf[13].then.properties.expected_documents.type, parentSchema: schema9.allOf[13].then.properties.expected_documents, data: data60 };
          if (vErrors === null) {
            vErrors = [err154];
          } else {
            vErrors.push(err154);
          }
          errors++;
        }
      }
    }
    var _valid21 = _errs222 === errors;
    valid79 = _valid21;
    if (valid79) {
      var props13 = {};
      props13.query = true;
      props13.top_k = true;
      props13.expected_documents = true;
      props13.type = true;
    }
  }
  if (!valid79) {
    const err155 = { instancePath, schemaPath: "#/allOf/13/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema9.allOf[13].if, parentSchema: schema9.allOf[13], data };
    if (vErrors === null) {
      vErrors = [err155];
    } else {
      vErrors.push(err155);
    }
    errors++;
  }
  if (props0 !== true && props13 !== void 0) {
    if (props13 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props13);
    }
  }
  const _errs232 = errors;
  let valid84 = true;
  const _errs233 = errors;
  if (errors === _errs233) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing15;
      if (data.type === void 0 && (missing15 = "type")) {
        const err156 = {};
        if (vErrors === null) {
          vErrors = [err156];
        } else {
          vErrors.push(err156);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("mcp" !== data.type) {
            const err157 = {};
            if (vErrors === null) {
              vErrors = [err157];
            } else {
              vErrors.push(err157);
            }
            errors++;
          }
        }
      }
    } else {
      const err158 = {};
      if (vErrors === null) {
        vErrors = [err158];
      } else {
        vErrors.push(err158);
      }
      errors++;
    }
  }
  var _valid22 = _errs233 === errors;
  errors = _errs232;
  if (vErrors !== null) {
    if (_errs232) {
      vErrors.length = _errs232;
    } else {
      vErrors = null;
    }
  }
  if (_valid22) {
    const _errs236 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.expected_calls === void 0) {
        const err159 = { instancePath, schemaPath: "#/allOf/14/then/required", keyword: "required", params: { missingProperty: "expected_calls" }, message: "must have required property 'expected_calls'", schema: schema9.allOf[14].then.required, parentSchema: schema9.allOf[14].then, data };
        if (vErrors === null) {
          vErrors = [err159];
        } else {
          vErrors.push(err159);
        }
        errors++;
      }
      if (data.expected_calls !== void 0) {
        let data63 = data.expected_calls;
        if (Array.isArray(data63)) {
          const len8 = data63.length;
          for (let i9 = 0; i9 < len8; i9++) {
            if (!validate8(data63[i9], { instancePath: instancePath + "/expected_calls/" + i9, parentData: data63, parentDataProperty: i9, rootData, dynamicAnchors })) {
              vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err160 = { instancePath: instancePath + "/expected_calls", schemaPath: "#/allOf/14/then/properties/expected_calls/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.allOf[14].then.properties.expected_calls.type, parentSchema: schema9.allOf[14].then.properties.expected_calls, data: data63 };
          if (vErrors === null) {
            vErrors = [err160];
          } else {
            vErrors.push(err160);
          }
          errors++;
        }
      }
      if (data.servers !== void 0) {
        let data65 = data.servers;
        if (Array.isArray(data65)) {
          if (data65.length < 1) {
            const err161 = { instancePath: instancePath + "/servers", schemaPath: "#/allOf/14/then/properties/servers/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema9.allOf[14].then.properties.servers, data: data65 };
            if (vErrors === null) {
              vErrors = [err161];
            } else {
              vErrors.push(err161);
            }
            errors++;
          }
          const len9 = data65.length;
          for (let i10 = 0; i10 < len9; i10++) {
            let data66 = data65[i10];
            if (typeof data66 === "string") {
              if (!pattern2.test(data66)) {
                const err162 = { instancePath: instancePath + "/servers/" + i10, schemaPath: "#/allOf/14/then/properties/servers/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]+$" }, message: 'must match pattern "^[A-Za-z0-9_-]+$"', schema: "^[A-Za-z0-9_-]+$", parentSchema: schema9.allOf[14].then.properties.servers.items, data: data66 };
                if (vErrors === null) {
                  vErrors = [err162];
                } else {
                  vErrors.push(err162);
                }
                errors++;
              }
            } else {
              const err163 = { instancePath: instancePath + "/servers/" + i10, schemaPath: "#/allOf/14/then/properties/servers/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.allOf[14].then.properties.servers.items.type, parentSchema: schema9.allOf[14].then.properties.servers.items, data: data66 };
              if (vErrors === null) {
                vErrors = [err163];
              } else {
                vErrors.push(err163);
              }
              errors++;
            }
          }
        } else {
          const err164 = { instancePath: instancePath + "/servers", schemaPath: "#/allOf/14/then/properties/servers/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.allOf[14].then.properties.servers.type, parentSchema: schema9.allOf[14].then.properties.servers, data: data65 };
          if (vErrors === null) {
            vErrors = [err164];
          } else {
            vErrors.push(err164);
          }
          errors++;
        }
      }
    }
    var _valid22 = _errs236 === errors;
    valid84 = _valid22;
    if (valid84) {
      var props14 = {};
      props14.expected_calls = true;
      props14.servers = true;
      props14.type = true;
    }
  }
  if (!valid84) {
    const err165 = { instancePath, schemaPath: "#/allOf/14/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema9.allOf[14].if, parentSchema: schema9.allOf[14], data };
    if (vErrors === null) {
      vErrors = [err165];
    } else {
      vErrors.push(err165);
    }
    errors++;
  }
  if (props0 !== true && props14 !== void 0) {
    if (props14 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props14);
    }
  }
  const _errs245 = errors;
  let valid91 = true;
  const _errs246 = errors;
  if (errors === _errs246) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing16;
      if (data.type === void 0 && (missing16 = "type")) {
        const err166 = {};
        if (vErrors === null) {
          vErrors = [err166];
        } else {
          vErrors.push(err166);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("custom" !== data.type) {
            const err167 = {};
            if (vErrors === null) {
              vErrors = [err167];
            } else {
              vErrors.push(err167);
            }
            errors++;
          }
        }
      }
    } else {
      const err168 = {};
      if (vErrors === null) {
        vErrors = [err168];
      } else {
        vErrors.push(err168);
      }
      errors++;
    }
  }
  var _valid23 = _errs246 === errors;
  errors = _errs245;
  if (vErrors !== null) {
    if (_errs245) {
      vErrors.length = _errs245;
    } else {
      vErrors = null;
    }
  }
  if (_valid23) {
    const _errs249 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.check === void 0) {
        const err169 = { instancePath, schemaPath: "#/allOf/15/then/required", keyword: "required", params: { missingProperty: "check" }, message: "must have required property 'check'", schema: schema9.allOf[15].then.required, parentSchema: schema9.allOf[15].then, data };
        if (vErrors === null) {
          vErrors = [err169];
        } else {
          vErrors.push(err169);
        }
        errors++;
      }
      if (data.check !== void 0) {
        let data68 = data.check;
        if (typeof data68 === "string") {
          if (func0(data68) < 1) {
            const err170 = { instancePath: instancePath + "/check", schemaPath: "#/allOf/15/then/properties/check/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9.allOf[15].then.properties.check, data: data68 };
            if (vErrors === null) {
              vErrors = [err170];
            } else {
              vErrors.push(err170);
            }
            errors++;
          }
        } else {
          const err171 = { instancePath: instancePath + "/check", schemaPath: "#/allOf/15/then/properties/check/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.allOf[15].then.properties.check.type, parentSchema: schema9.allOf[15].then.properties.check, data: data68 };
          if (vErrors === null) {
            vErrors = [err171];
          } else {
            vErrors.push(err171);
          }
          errors++;
        }
      }
      if (data.params !== void 0) {
        let data69 = data.params;
        if (!(data69 && typeof data69 == "object" && !Array.isArray(data69))) {
          const err172 = { instancePath: instancePath + "/params", schemaPath: "#/allOf/15/then/properties/params/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.allOf[15].then.properties.params.type, parentSchema: schema9.allOf[15].then.properties.params, data: data69 };
          if (vErrors === null) {
            vErrors = [err172];
          } else {
            vErrors.push(err172);
          }
          errors++;
        }
      }
    }
    var _valid23 = _errs249 === errors;
    valid91 = _valid23;
    if (valid91) {
      var props15 = {};
      props15.check = true;
      props15.params = true;
      props15.type = true;
    }
  }
  if (!valid91) {
    const err173 = { instancePath, schemaPath: "#/allOf/15/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema9.allOf[15].if, parentSchema: schema9.allOf[15], data };
    if (vErrors === null) {
      vErrors = [err173];
    } else {
      vErrors.push(err173);
    }
    errors++;
  }
  if (props0 !== true && props15 !== void 0) {
    if (props15 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props15);
    }
  }
  const _errs255 = errors;
  let valid94 = true;
  const _errs256 = errors;
  if (errors === _errs256) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing17;
      if (data.type === void 0 && (missing17 = "type")) {
        const err174 = {};
        if (vErrors === null) {
          vErrors = [err174];
        } else {
          vErrors.push(err174);
        }
        errors++;
      } else {
        if (data.type !== void 0) {
          if ("none" !== data.type) {
            const err175 = {};
            if (vErrors === null) {
              vErrors = [err175];
            } else {
              vErrors.push(err175);
            }
            errors++;
          }
        }
      }
    } else {
      const err176 = {};
      if (vErrors === null) {
        vErrors = [err176];
      } else {
        vErrors.push(err176);
      }
      errors++;
    }
  }
  var _valid24 = _errs256 === errors;
  errors = _errs255;
  if (vErrors !== null) {
    if (_errs255) {
      vErrors.length = _errs255;
    } else {
      vErrors = null;
    }
  }
  if (_valid24) {
    const _errs259 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.contract === void 0) {
        const err177 = { instancePath, schemaPath: "#/allOf/16/then/allOf/0/required", keyword: "required", params: { missingProperty: "contract" }, message: "must have required property 'contract'", schema: schema9.allOf[16].then.allOf[0].required, parentSchema: schema9.allOf[16].then.allOf[0], data };
        if (vErrors === null) {
          vErrors = [err177];
        } else {
          vErrors.push(err177);
        }
        errors++;
      }
    }
    var _valid24 = _errs259 === errors;
    valid94 = _valid24;
  }
  if (!valid94) {
    const err178 = { instancePath, schemaPath: "#/allOf/16/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema9.allOf[16].if, parentSchema: schema9.allOf[16], data };
    if (vErrors === null) {
      vErrors = [err178];
    } else {
      vErrors.push(err178);
    }
    errors++;
  }
  if (props0 !== true) {
    props0 = props0 || {};
    props0.type = true;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err179 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema9.required, parentSchema: schema9, data };
      if (vErrors === null) {
        vErrors = [err179];
      } else {
        vErrors.push(err179);
      }
      errors++;
    }
    if (props0 !== true) {
      props0 = props0 || {};
      props0.id = true;
      props0.type = true;
      props0.checks = true;
      props0.description = true;
      props0.contract = true;
      props0.repeat = true;
      props0.min_pass = true;
      props0.tags = true;
      props0.metadata = true;
      props0.performance = true;
    }
    if (data.id !== void 0) {
      let data71 = data.id;
      if (typeof data71 === "string") {
        if (!pattern3.test(data71)) {
          const err180 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9._-]+$" }, message: 'must match pattern "^[A-Za-z0-9._-]+$"', schema: "^[A-Za-z0-9._-]+$", parentSchema: schema9.properties.id, data: data71 };
          if (vErrors === null) {
            vErrors = [err180];
          } else {
            vErrors.push(err180);
          }
          errors++;
        }
      } else {
        const err181 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.id.type, parentSchema: schema9.properties.id, data: data71 };
        if (vErrors === null) {
          vErrors = [err181];
        } else {
          vErrors.push(err181);
        }
        errors++;
      }
    }
    if (data.type !== void 0) {
      let data72 = data.type;
      if (!(data72 === "exact" || data72 === "contains" || data72 === "not_contains" || data72 === "max_length" || data72 === "min_length" || data72 === "max_words" || data72 === "regex" || data72 === "json" || data72 === "classification" || data72 === "required_fields" || data72 === "tool_call" || data72 === "retrieval" || data72 === "mcp" || data72 === "custom" || data72 === "none")) {
        const err182 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema9.properties.type.enum }, message: "must be equal to one of the allowed values", schema: schema9.properties.type.enum, parentSchema: schema9.properties.type, data: data72 };
        if (vErrors === null) {
          vErrors = [err182];
        } else {
          vErrors.push(err182);
        }
        errors++;
      }
    }
    if (data.checks !== void 0) {
      let data73 = data.checks;
      if (Array.isArray(data73)) {
        if (data73.length < 1) {
          const err183 = { instancePath: instancePath + "/checks", schemaPath: "#/properties/checks/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema9.properties.checks, data: data73 };
          if (vErrors === null) {
            vErrors = [err183];
          } else {
            vErrors.push(err183);
          }
          errors++;
        }
        const len10 = data73.length;
        for (let i11 = 0; i11 < len10; i11++) {
          if (!validate10(data73[i11], { instancePath: instancePath + "/checks/" + i11, parentData: data73, parentDataProperty: i11, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err184 = { instancePath: instancePath + "/checks", schemaPath: "#/properties/checks/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.properties.checks.type, parentSchema: schema9.properties.checks, data: data73 };
        if (vErrors === null) {
          vErrors = [err184];
        } else {
          vErrors.push(err184);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data75 = data.description;
      if (typeof data75 !== "string") {
        const err185 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.description.type, parentSchema: schema9.properties.description, data: data75 };
        if (vErrors === null) {
          vErrors = [err185];
        } else {
          vErrors.push(err185);
        }
        errors++;
      }
    }
    if (data.contract !== void 0) {
      let data76 = data.contract;
      if (!(data76 === "text" || data76 === "json" || data76 === "tool_calls" || data76 === "retrieval" || data76 === "mcp")) {
        const err186 = { instancePath: instancePath + "/contract", schemaPath: "#/properties/contract/enum", keyword: "enum", params: { allowedValues: schema9.properties.contract.enum }, message: "must be equal to one of the allowed values", schema: schema9.properties.contract.enum, parentSchema: schema9.properties.contract, data: data76 };
        if (vErrors === null) {
          vErrors = [err186];
        } else {
          vErrors.push(err186);
        }
        errors++;
      }
    }
    if (data.repeat !== void 0) {
      let data77 = data.repeat;
      if (!(typeof data77 == "number" && (!(data77 % 1) && !isNaN(data77)) && isFinite(data77))) {
        const err187 = { instancePath: instancePath + "/repeat", schemaPath: "#/properties/repeat/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema9.properties.repeat.type, parentSchema: schema9.properties.repeat, data: data77 };
        if (vErrors === null) {
          vErrors = [err187];
        } else {
          vErrors.push(err187);
        }
        errors++;
      }
      if (typeof data77 == "number" && isFinite(data77)) {
        if (data77 > 1e3 || isNaN(data77)) {
          const err188 = { instancePath: instancePath + "/repeat", schemaPath: "#/properties/repeat/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e3 }, message: "must be <= 1000", schema: 1e3, parentSchema: schema9.properties.repeat, data: data77 };
          if (vErrors === null) {
            vErrors = [err188];
          } else {
            vErrors.push(err188);
          }
          errors++;
        }
        if (data77 < 1 || isNaN(data77)) {
          const err189 = { instancePath: instancePath + "/repeat", schemaPath: "#/properties/repeat/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema9.properties.repeat, data: data77 };
          if (vErrors === null) {
            vErrors = [err189];
          } else {
            vErrors.push(err189);
          }
          errors++;
        }
      }
    }
    if (data.min_pass !== void 0) {
      let data78 = data.min_pass;
      if (!(typeof data78 == "number" && (!(data78 % 1) && !isNaN(data78)) && isFinite(data78))) {
        const err190 = { instancePath: instancePath + "/min_pass", schemaPath: "#/properties/min_pass/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema9.properties.min_pass.type, parentSchema: schema9.properties.min_pass, data: data78 };
        if (vErrors === null) {
          vErrors = [err190];
        } else {
          vErrors.push(err190);
        }
        errors++;
      }
      if (typeof data78 == "number" && isFinite(data78)) {
        if (data78 < 1 || isNaN(data78)) {
          const err191 = { instancePath: instancePath + "/min_pass", schemaPath: "#/properties/min_pass/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema9.properties.min_pass, data: data78 };
          if (vErrors === null) {
            vErrors = [err191];
          } else {
            vErrors.push(err191);
          }
          errors++;
        }
      }
    }
    if (data.tags !== void 0) {
      let data79 = data.tags;
      if (Array.isArray(data79)) {
        const len11 = data79.length;
        for (let i12 = 0; i12 < len11; i12++) {
          let data80 = data79[i12];
          if (typeof data80 === "string") {
            if (func0(data80) < 1) {
              const err192 = { instancePath: instancePath + "/tags/" + i12, schemaPath: "#/properties/tags/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9.properties.tags.items, data: data80 };
              if (vErrors === null) {
                vErrors = [err192];
              } else {
                vErrors.push(err192);
              }
              errors++;
            }
          } else {
            const err193 = { instancePath: instancePath + "/tags/" + i12, schemaPath: "#/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.tags.items.type, parentSchema: schema9.properties.tags.items, data: data80 };
            if (vErrors === null) {
              vErrors = [err193];
            } else {
              vErrors.push(err193);
            }
            errors++;
          }
        }
      } else {
        const err194 = { instancePath: instancePath + "/tags", schemaPath: "#/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.properties.tags.type, parentSchema: schema9.properties.tags, data: data79 };
        if (vErrors === null) {
          vErrors = [err194];
        } else {
          vErrors.push(err194);
        }
        errors++;
      }
    }
    if (data.metadata !== void 0) {
      let data81 = data.metadata;
      if (!(data81 && typeof data81 == "object" && !Array.isArray(data81))) {
        const err195 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.metadata.type, parentSchema: schema9.properties.metadata, data: data81 };
        if (vErrors === null) {
          vErrors = [err195];
        } else {
          vErrors.push(err195);
        }
        errors++;
      }
    }
    if (data.performance !== void 0) {
      let data82 = data.performance;
      if (data82 && typeof data82 == "object" && !Array.isArray(data82)) {
        for (const key5 in data82) {
          if (!(key5 === "max_latency_ms")) {
            const err196 = { instancePath: instancePath + "/performance", schemaPath: "#/$defs/performance/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema8, data: data82 };
            if (vErrors === null) {
              vErrors = [err196];
            } else {
              vErrors.push(err196);
            }
            errors++;
          }
        }
        if (data82.max_latency_ms !== void 0) {
          let data83 = data82.max_latency_ms;
          if (typeof data83 == "number" && isFinite(data83)) {
            if (data83 <= 0 || isNaN(data83)) {
              const err197 = { instancePath: instancePath + "/performance/max_latency_ms", schemaPath: "#/$defs/performance/properties/max_latency_ms/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema8.properties.max_latency_ms, data: data83 };
              if (vErrors === null) {
                vErrors = [err197];
              } else {
                vErrors.push(err197);
              }
              errors++;
            }
          } else {
            const err198 = { instancePath: instancePath + "/performance/max_latency_ms", schemaPath: "#/$defs/performance/properties/max_latency_ms/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema8.properties.max_latency_ms.type, parentSchema: schema8.properties.max_latency_ms, data: data83 };
            if (vErrors === null) {
              vErrors = [err198];
            } else {
              vErrors.push(err198);
            }
            errors++;
          }
        }
      } else {
        const err199 = { instancePath: instancePath + "/performance", schemaPath: "#/$defs/performance/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema8.type, parentSchema: schema8, data: data82 };
        if (vErrors === null) {
          vErrors = [err199];
        } else {
          vErrors.push(err199);
        }
        errors++;
      }
    }
    if (props0 !== true) {
      for (const key6 in data) {
        if (!props0 || !props0[key6]) {
          const err200 = { instancePath, schemaPath: "#/unevaluatedProperties", keyword: "unevaluatedProperties", params: { unevaluatedProperty: key6 }, message: "must NOT have unevaluated properties", schema: false, parentSchema: schema9, data };
          if (vErrors === null) {
            vErrors = [err200];
          } else {
            vErrors.push(err200);
          }
          errors++;
        }
      }
    }
  } else {
    const err201 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.type, parentSchema: schema9, data };
    if (vErrors === null) {
      vErrors = [err201];
    } else {
      vErrors.push(err201);
    }
    errors++;
  }
  validate3.errors = vErrors;
  return errors === 0;
}
validate3.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema27 = { "description": "Started over stdio (`command`) or reached over Streamable HTTP (`url`).", "if": { "type": "object", "required": ["url"] }, "then": { "type": "object", "properties": { "url": { "type": "string", "pattern": "^https?://", "errorMessage": "must be an http:// or https:// URL" }, "headers": { "type": "object", "additionalProperties": { "type": "string" } }, "restart": { "$ref": "#/$defs/mcpRestart" } }, "additionalProperties": false }, "else": { "type": "object", "properties": { "command": { "type": "string", "minLength": 1, "description": "Executable, found on PATH." }, "args": { "type": "array", "items": { "type": "string" } }, "env": { "type": "object", "additionalProperties": { "type": "string" }, "description": "Added to the inherited environment." }, "cwd": { "type": "string", "description": "Working folder, relative to the suite file (default: its folder)." }, "restart": { "$ref": "#/$defs/mcpRestart" } }, "required": ["command"], "additionalProperties": false } };
var schema28 = { "enum": ["per_configuration", "per_case", "per_repetition"], "description": "When the server is started fresh: once per suite x configuration (default; the sides of a comparison never share it), for every case, or for every repetition (stateful servers)." };
var pattern6 = new RegExp("^https?://", "u");
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate15.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs0 = errors;
  let valid0 = true;
  const _errs1 = errors;
  if (errors === _errs1) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.url === void 0 && (missing0 = "url")) {
        const err0 = {};
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    } else {
      const err1 = {};
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs1 === errors;
  errors = _errs0;
  if (vErrors !== null) {
    if (_errs0) {
      vErrors.length = _errs0;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid0) {
    const _errs3 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      for (const key0 in data) {
        if (!(key0 === "url" || key0 === "headers" || key0 === "restart")) {
          const err2 = { instancePath, schemaPath: "#/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema27.then, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
      if (data.url !== void 0) {
        let data0 = data.url;
        if (typeof data0 === "string") {
          if (!pattern6.test(data0)) {
            const err3 = { instancePath: instancePath + "/url", schemaPath: "#/then/properties/url/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: 'must match pattern "^https?://"', schema: "^https?://", parentSchema: schema27.then.properties.url, data: data0 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        } else {
          const err4 = { instancePath: instancePath + "/url", schemaPath: "#/then/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema27.then.properties.url.type, parentSchema: schema27.then.properties.url, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.headers !== void 0) {
        let data1 = data.headers;
        if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          for (const key1 in data1) {
            let data2 = data1[key1];
            if (typeof data2 !== "string") {
              const err5 = { instancePath: instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/then/properties/headers/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema27.then.properties.headers.additionalProperties.type, parentSchema: schema27.then.properties.headers.additionalProperties, data: data2 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          }
        } else {
          const err6 = { instancePath: instancePath + "/headers", schemaPath: "#/then/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema27.then.properties.headers.type, parentSchema: schema27.then.properties.headers, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.restart !== void 0) {
        let data3 = data.restart;
        if (!(data3 === "per_configuration" || data3 === "per_case" || data3 === "per_repetition")) {
          const err7 = { instancePath: instancePath + "/restart", schemaPath: "#/$defs/mcpRestart/enum", keyword: "enum", params: { allowedValues: schema28.enum }, message: "must be equal to one of the allowed values", schema: schema28.enum, parentSchema: schema28, data: data3 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    } else {
      const err8 = { instancePath, schemaPath: "#/then/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema27.then.type, parentSchema: schema27.then, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    var _valid0 = _errs3 === errors;
    valid0 = _valid0;
    if (valid0) {
      var props0 = true;
    }
    ifClause0 = "then";
  } else {
    const _errs16 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.command === void 0) {
        const err9 = { instancePath, schemaPath: "#/else/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'", schema: schema27.else.required, parentSchema: schema27.else, data };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      for (const key2 in data) {
        if (!(key2 === "command" || key2 === "args" || key2 === "env" || key2 === "cwd" || key2 === "restart")) {
          const err10 = { instancePath, schemaPath: "#/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema27.else, data };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
      if (data.command !== void 0) {
        let data4 = data.command;
        if (typeof data4 === "string") {
          if (func0(data4) < 1) {
            const err11 = { instancePath: instancePath + "/command", schemaPath: "#/else/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema27.else.properties.command, data: data4 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        } else {
          const err12 = { instancePath: instancePath + "/command", schemaPath: "#/else/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema27.else.properties.command.type, parentSchema: schema27.else.properties.command, data: data4 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      if (data.args !== void 0) {
        let data5 = data.args;
        if (Array.isArray(data5)) {
          const len0 = data5.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data6 = data5[i0];
            if (typeof data6 !== "string") {
              const err13 = { instancePath: instancePath + "/args/" + i0, schemaPath: "#/else/properties/args/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema27.else.properties.args.items.type, parentSchema: schema27.else.properties.args.items, data: data6 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          }
        } else {
          const err14 = { instancePath: instancePath + "/args", schemaPath: "#/else/properties/args/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema27.else.properties.args.type, parentSchema: schema27.else.properties.args, data: data5 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
      if (data.env !== void 0) {
        let data7 = data.env;
        if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
          for (const key3 in data7) {
            let data8 = data7[key3];
            if (typeof data8 !== "string") {
              const err15 = { instancePath: instancePath + "/env/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/else/properties/env/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema27.else.properties.env.additionalProperties.type, parentSchema: schema27.else.properties.env.additionalProperties, data: data8 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          }
        } else {
          const err16 = { instancePath: instancePath + "/env", schemaPath: "#/else/properties/env/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema27.else.properties.env.type, parentSchema: schema27.else.properties.env, data: data7 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.cwd !== void 0) {
        let data9 = data.cwd;
        if (typeof data9 !== "string") {
          const err17 = { instancePath: instancePath + "/cwd", schemaPath: "#/else/properties/cwd/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema27.else.properties.cwd.type, parentSchema: schema27.else.properties.cwd, data: data9 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
      if (data.restart !== void 0) {
        let data10 = data.restart;
        if (!(data10 === "per_configuration" || data10 === "per_case" || data10 === "per_repetition")) {
          const err18 = { instancePath: instancePath + "/restart", schemaPath: "#/$defs/mcpRestart/enum", keyword: "enum", params: { allowedValues: schema28.enum }, message: "must be equal to one of the allowed values", schema: schema28.enum, parentSchema: schema28, data: data10 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    } else {
      const err19 = { instancePath, schemaPath: "#/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema27.else.type, parentSchema: schema27.else, data };
      if (vErrors === null) {
        vErrors = [err19];
      } else {
        vErrors.push(err19);
      }
      errors++;
    }
    var _valid0 = _errs16 === errors;
    valid0 = _valid0;
    if (valid0) {
      if (props0 !== true) {
        props0 = true;
      }
    }
    ifClause0 = "else";
  }
  if (!valid0) {
    const err20 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema', schema: schema27.if, parentSchema: schema27, data };
    if (vErrors === null) {
      vErrors = [err20];
    } else {
      vErrors.push(err20);
    }
    errors++;
  }
  validate15.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate15.evaluated = { "dynamicProps": true, "dynamicItems": false };
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate0.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.suite === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "suite" }, message: "must have required property 'suite'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.cases === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cases" }, message: "must have required property 'cases'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "$schema" || key0 === "suite" || key0 === "description" || key0 === "defaults" || key0 === "cases" || key0 === "corpus" || key0 === "mcp_servers")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      let data0 = data.$schema;
      if (typeof data0 !== "string") {
        const err3 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.$schema.type, parentSchema: schema0.properties.$schema, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.suite !== void 0) {
      let data1 = data.suite;
      if (typeof data1 === "string") {
        if (func0(data1) < 1) {
          const err4 = { instancePath: instancePath + "/suite", schemaPath: "#/properties/suite/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.suite, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/suite", schemaPath: "#/properties/suite/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.suite.type, parentSchema: schema0.properties.suite, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data2 = data.description;
      if (typeof data2 !== "string") {
        const err6 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.description.type, parentSchema: schema0.properties.description, data: data2 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.defaults !== void 0) {
      let data3 = data.defaults;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        for (const key1 in data3) {
          if (!func1.call(schema0.properties.defaults.properties, key1)) {
            const err7 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.defaults, data: data3 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data3.system !== void 0) {
          let data4 = data3.system;
          if (typeof data4 !== "string") {
            const err8 = { instancePath: instancePath + "/defaults/system", schemaPath: "#/properties/defaults/properties/system/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.defaults.properties.system.type, parentSchema: schema0.properties.defaults.properties.system, data: data4 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data3.tools !== void 0) {
          let data5 = data3.tools;
          if (Array.isArray(data5)) {
            const len0 = data5.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (!validate1(data5[i0], { instancePath: instancePath + "/defaults/tools/" + i0, parentData: data5, parentDataProperty: i0, rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err9 = { instancePath: instancePath + "/defaults/tools", schemaPath: "#/properties/defaults/properties/tools/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.defaults.properties.tools.type, parentSchema: schema0.properties.defaults.properties.tools, data: data5 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data3.format !== void 0) {
          let data7 = data3.format;
          const _errs18 = errors;
          let valid5 = false;
          const _errs19 = errors;
          if ("json" !== data7) {
            const err10 = { instancePath: instancePath + "/defaults/format", schemaPath: "#/$defs/format/anyOf/0/const", keyword: "const", params: { allowedValue: "json" }, message: "must be equal to constant", schema: "json", parentSchema: schema4.anyOf[0], data: data7 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          var _valid0 = _errs19 === errors;
          valid5 = valid5 || _valid0;
          const _errs20 = errors;
          if (!(data7 && typeof data7 == "object" && !Array.isArray(data7))) {
            const err11 = { instancePath: instancePath + "/defaults/format", schemaPath: "#/$defs/format/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema4.anyOf[1].type, parentSchema: schema4.anyOf[1], data: data7 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
          var _valid0 = _errs20 === errors;
          valid5 = valid5 || _valid0;
          if (!valid5) {
            const err12 = { instancePath: instancePath + "/defaults/format", schemaPath: "#/$defs/format/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema4.anyOf, parentSchema: schema4, data: data7 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          } else {
            errors = _errs18;
            if (vErrors !== null) {
              if (_errs18) {
                vErrors.length = _errs18;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data3.generation !== void 0) {
          let data8 = data3.generation;
          if (!(data8 && typeof data8 == "object" && !Array.isArray(data8))) {
            const err13 = { instancePath: instancePath + "/defaults/generation", schemaPath: "#/$defs/generation/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema5.type, parentSchema: schema5, data: data8 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data3.options !== void 0) {
          let data9 = data3.options;
          if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
            for (const key2 in data9) {
              if (!(key2 === "extract")) {
                const err14 = { instancePath: instancePath + "/defaults/options", schemaPath: "#/$defs/options/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema6, data: data9 };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data9.extract !== void 0) {
              let data10 = data9.extract;
              if (!(data10 === "code_fence")) {
                const err15 = { instancePath: instancePath + "/defaults/options/extract", schemaPath: "#/$defs/options/properties/extract/enum", keyword: "enum", params: { allowedValues: schema6.properties.extract.enum }, message: "must be equal to one of the allowed values", schema: schema6.properties.extract.enum, parentSchema: schema6.properties.extract, data: data10 };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
          } else {
            const err16 = { instancePath: instancePath + "/defaults/options", schemaPath: "#/$defs/options/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema6.type, parentSchema: schema6, data: data9 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data3.max_turns !== void 0) {
          let data11 = data3.max_turns;
          if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
            const err17 = { instancePath: instancePath + "/defaults/max_turns", schemaPath: "#/properties/defaults/properties/max_turns/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.defaults.properties.max_turns.type, parentSchema: schema0.properties.defaults.properties.max_turns, data: data11 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
          if (typeof data11 == "number" && isFinite(data11)) {
            if (data11 > 50 || isNaN(data11)) {
              const err18 = { instancePath: instancePath + "/defaults/max_turns", schemaPath: "#/properties/defaults/properties/max_turns/maximum", keyword: "maximum", params: { comparison: "<=", limit: 50 }, message: "must be <= 50", schema: 50, parentSchema: schema0.properties.defaults.properties.max_turns, data: data11 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            if (data11 < 1 || isNaN(data11)) {
              const err19 = { instancePath: instancePath + "/defaults/max_turns", schemaPath: "#/properties/defaults/properties/max_turns/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema0.properties.defaults.properties.max_turns, data: data11 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
        }
        if (data3.rag !== void 0) {
          let data12 = data3.rag;
          if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
            if (data12.top_k === void 0) {
              const err20 = { instancePath: instancePath + "/defaults/rag", schemaPath: "#/$defs/rag/required", keyword: "required", params: { missingProperty: "top_k" }, message: "must have required property 'top_k'", schema: schema7.required, parentSchema: schema7, data: data12 };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
            for (const key3 in data12) {
              if (!(key3 === "top_k")) {
                const err21 = { instancePath: instancePath + "/defaults/rag", schemaPath: "#/$defs/rag/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema7, data: data12 };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data12.top_k !== void 0) {
              let data13 = data12.top_k;
              if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
                const err22 = { instancePath: instancePath + "/defaults/rag/top_k", schemaPath: "#/$defs/rag/properties/top_k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema7.properties.top_k.type, parentSchema: schema7.properties.top_k, data: data13 };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
              if (typeof data13 == "number" && isFinite(data13)) {
                if (data13 < 1 || isNaN(data13)) {
                  const err23 = { instancePath: instancePath + "/defaults/rag/top_k", schemaPath: "#/$defs/rag/properties/top_k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema7.properties.top_k, data: data13 };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err24 = { instancePath: instancePath + "/defaults/rag", schemaPath: "#/$defs/rag/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema7.type, parentSchema: schema7, data: data12 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data3.contract !== void 0) {
          let data14 = data3.contract;
          if (!(data14 === "text" || data14 === "json" || data14 === "tool_calls" || data14 === "retrieval" || data14 === "mcp")) {
            const err25 = { instancePath: instancePath + "/defaults/contract", schemaPath: "#/properties/defaults/properties/contract/enum", keyword: "enum", params: { allowedValues: schema0.properties.defaults.properties.contract.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.defaults.properties.contract.enum, parentSchema: schema0.properties.defaults.properties.contract, data: data14 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data3.repeat !== void 0) {
          let data15 = data3.repeat;
          if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
            const err26 = { instancePath: instancePath + "/defaults/repeat", schemaPath: "#/properties/defaults/properties/repeat/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.defaults.properties.repeat.type, parentSchema: schema0.properties.defaults.properties.repeat, data: data15 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          if (typeof data15 == "number" && isFinite(data15)) {
            if (data15 > 1e3 || isNaN(data15)) {
              const err27 = { instancePath: instancePath + "/defaults/repeat", schemaPath: "#/properties/defaults/properties/repeat/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e3 }, message: "must be <= 1000", schema: 1e3, parentSchema: schema0.properties.defaults.properties.repeat, data: data15 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            if (data15 < 1 || isNaN(data15)) {
              const err28 = { instancePath: instancePath + "/defaults/repeat", schemaPath: "#/properties/defaults/properties/repeat/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema0.properties.defaults.properties.repeat, data: data15 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
        }
        if (data3.min_pass !== void 0) {
          let data16 = data3.min_pass;
          if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
            const err29 = { instancePath: instancePath + "/defaults/min_pass", schemaPath: "#/properties/defaults/properties/min_pass/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.defaults.properties.min_pass.type, parentSchema: schema0.properties.defaults.properties.min_pass, data: data16 };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
          if (typeof data16 == "number" && isFinite(data16)) {
            if (data16 < 1 || isNaN(data16)) {
              const err30 = { instancePath: instancePath + "/defaults/min_pass", schemaPath: "#/properties/defaults/properties/min_pass/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema0.properties.defaults.properties.min_pass, data: data16 };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          }
        }
        if (data3.tags !== void 0) {
          let data17 = data3.tags;
          if (Array.isArray(data17)) {
            const len1 = data17.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data18 = data17[i1];
              if (typeof data18 === "string") {
                if (func0(data18) < 1) {
                  const err31 = { instancePath: instancePath + "/defaults/tags/" + i1, schemaPath: "#/properties/defaults/properties/tags/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.defaults.properties.tags.items, data: data18 };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              } else {
                const err32 = { instancePath: instancePath + "/defaults/tags/" + i1, schemaPath: "#/properties/defaults/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.defaults.properties.tags.items.type, parentSchema: schema0.properties.defaults.properties.tags.items, data: data18 };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            }
          } else {
            const err33 = { instancePath: instancePath + "/defaults/tags", schemaPath: "#/properties/defaults/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.defaults.properties.tags.type, parentSchema: schema0.properties.defaults.properties.tags, data: data17 };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data3.metadata !== void 0) {
          let data19 = data3.metadata;
          if (!(data19 && typeof data19 == "object" && !Array.isArray(data19))) {
            const err34 = { instancePath: instancePath + "/defaults/metadata", schemaPath: "#/properties/defaults/properties/metadata/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.defaults.properties.metadata.type, parentSchema: schema0.properties.defaults.properties.metadata, data: data19 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data3.performance !== void 0) {
          let data20 = data3.performance;
          if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
            for (const key4 in data20) {
              if (!(key4 === "max_latency_ms")) {
                const err35 = { instancePath: instancePath + "/defaults/performance", schemaPath: "#/$defs/performance/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema8, data: data20 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data20.max_latency_ms !== void 0) {
              let data21 = data20.max_latency_ms;
              if (typeof data21 == "number" && isFinite(data21)) {
                if (data21 <= 0 || isNaN(data21)) {
                  const err36 = { instancePath: instancePath + "/defaults/performance/max_latency_ms", schemaPath: "#/$defs/performance/properties/max_latency_ms/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema8.properties.max_latency_ms, data: data21 };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
              } else {
                const err37 = { instancePath: instancePath + "/defaults/performance/max_latency_ms", schemaPath: "#/$defs/performance/properties/max_latency_ms/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema8.properties.max_latency_ms.type, parentSchema: schema8.properties.max_latency_ms, data: data21 };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
          } else {
            const err38 = { instancePath: instancePath + "/defaults/performance", schemaPath: "#/$defs/performance/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema8.type, parentSchema: schema8, data: data20 };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
      } else {
        const err39 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.defaults.type, parentSchema: schema0.properties.defaults, data: data3 };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
    if (data.cases !== void 0) {
      let data22 = data.cases;
      if (Array.isArray(data22)) {
        const len2 = data22.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (!validate3(data22[i2], { instancePath: instancePath + "/cases/" + i2, parentData: data22, parentDataProperty: i2, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err40 = { instancePath: instancePath + "/cases", schemaPath: "#/properties/cases/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.cases.type, parentSchema: schema0.properties.cases, data: data22 };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.corpus !== void 0) {
      let data24 = data.corpus;
      const _errs61 = errors;
      let valid18 = false;
      const _errs62 = errors;
      if (typeof data24 === "string") {
        if (func0(data24) < 1) {
          const err41 = { instancePath: instancePath + "/corpus", schemaPath: "#/$defs/corpus/anyOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema26.anyOf[0], data: data24 };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      } else {
        const err42 = { instancePath: instancePath + "/corpus", schemaPath: "#/$defs/corpus/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema26.anyOf[0].type, parentSchema: schema26.anyOf[0], data: data24 };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
      var _valid1 = _errs62 === errors;
      valid18 = valid18 || _valid1;
      const _errs64 = errors;
      if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
        if (data24.path === void 0) {
          const err43 = { instancePath: instancePath + "/corpus", schemaPath: "#/$defs/corpus/anyOf/1/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema26.anyOf[1].required, parentSchema: schema26.anyOf[1], data: data24 };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
        for (const key5 in data24) {
          if (!(key5 === "path")) {
            const err44 = { instancePath: instancePath + "/corpus", schemaPath: "#/$defs/corpus/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema26.anyOf[1], data: data24 };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        }
        if (data24.path !== void 0) {
          let data25 = data24.path;
          if (typeof data25 === "string") {
            if (func0(data25) < 1) {
              const err45 = { instancePath: instancePath + "/corpus/path", schemaPath: "#/$defs/corpus/anyOf/1/properties/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema26.anyOf[1].properties.path, data: data25 };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          } else {
            const err46 = { instancePath: instancePath + "/corpus/path", schemaPath: "#/$defs/corpus/anyOf/1/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema26.anyOf[1].properties.path.type, parentSchema: schema26.anyOf[1].properties.path, data: data25 };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        }
      } else {
        const err47 = { instancePath: instancePath + "/corpus", schemaPath: "#/$defs/corpus/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema26.anyOf[1].type, parentSchema: schema26.anyOf[1], data: data24 };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
      var _valid1 = _errs64 === errors;
      valid18 = valid18 || _valid1;
      if (_valid1) {
        var props1 = true;
      }
      const _errs69 = errors;
      if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
        if (data24.jsonl === void 0) {
          const err48 = { instancePath: instancePath + "/corpus", schemaPath: "#/$defs/corpus/anyOf/2/required", keyword: "required", params: { missingProperty: "jsonl" }, message: "must have required property 'jsonl'", schema: schema26.anyOf[2].required, parentSchema: schema26.anyOf[2], data: data24 };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
        for (const key6 in data24) {
          if (!(key6 === "jsonl")) {
            const err49 = { instancePath: instancePath + "/corpus", schemaPath: "#/$defs/corpus/anyOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema26.anyOf[2], data: data24 };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
        if (data24.jsonl !== void 0) {
          let data26 = data24.jsonl;
          if (typeof data26 === "string") {
            if (func0(data26) < 1) {
              const err50 = { instancePath: instancePath + "/corpus/jsonl", schemaPath: "#/$defs/corpus/anyOf/2/properties/jsonl/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema26.anyOf[2].properties.jsonl, data: data26 };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
          } else {
            const err51 = { instancePath: instancePath + "/corpus/jsonl", schemaPath: "#/$defs/corpus/anyOf/2/properties/jsonl/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema26.anyOf[2].properties.jsonl.type, parentSchema: schema26.anyOf[2].properties.jsonl, data: data26 };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
      } else {
        const err52 = { instancePath: instancePath + "/corpus", schemaPath: "#/$defs/corpus/anyOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema26.anyOf[2].type, parentSchema: schema26.anyOf[2], data: data24 };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
      var _valid1 = _errs69 === errors;
      valid18 = valid18 || _valid1;
      if (_valid1) {
        if (props1 !== true) {
          props1 = true;
        }
      }
      if (!valid18) {
        const err53 = { instancePath: instancePath + "/corpus", schemaPath: "#/$defs/corpus/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema26.anyOf, parentSchema: schema26, data: data24 };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      } else {
        errors = _errs61;
        if (vErrors !== null) {
          if (_errs61) {
            vErrors.length = _errs61;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.mcp_servers !== void 0) {
      let data27 = data.mcp_servers;
      if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
        for (const key7 in data27) {
          const _errs77 = errors;
          if (typeof key7 === "string") {
            if (!pattern2.test(key7)) {
              const err54 = { instancePath: instancePath + "/mcp_servers", schemaPath: "#/properties/mcp_servers/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]+$" }, message: 'must match pattern "^[A-Za-z0-9_-]+$"', schema: "^[A-Za-z0-9_-]+$", parentSchema: schema0.properties.mcp_servers.propertyNames, data: key7, propertyName: key7 };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          }
          var valid21 = _errs77 === errors;
          if (!valid21) {
            const err55 = { instancePath: instancePath + "/mcp_servers", schemaPath: "#/properties/mcp_servers/propertyNames", keyword: "propertyNames", params: { propertyName: key7 }, message: "property name must be valid", schema: schema0.properties.mcp_servers.propertyNames, parentSchema: schema0.properties.mcp_servers, data: data27 };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
        for (const key8 in data27) {
          if (!validate15(data27[key8], { instancePath: instancePath + "/mcp_servers/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data27, parentDataProperty: key8, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err56 = { instancePath: instancePath + "/mcp_servers", schemaPath: "#/properties/mcp_servers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.mcp_servers.type, parentSchema: schema0.properties.mcp_servers, data: data27 };
        if (vErrors === null) {
          vErrors = [err56];
        } else {
          vErrors.push(err56);
        }
        errors++;
      }
    }
  } else {
    const err57 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.type, parentSchema: schema0, data };
    if (vErrors === null) {
      vErrors = [err57];
    } else {
      vErrors.push(err57);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
validate0.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
