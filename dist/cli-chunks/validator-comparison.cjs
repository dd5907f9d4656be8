"use strict";

// <stdin>
exports.validate = validate31;
var schema42 = { "additionalProperties": false, "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://modelgate.dev/schemas/comparison.json", "title": "ModelGate comparison (modelgate.compare/v1)", "description": "A baseline run compared with a candidate run: one category per case, with the evidence behind it.", "type": "object", "required": ["format", "status", "summary", "baseline", "candidate", "options", "cases", "latency", "missing_shards", "tokens"], "properties": { "format": { "const": "modelgate.compare/v1", "description": "Format and version of this file." }, "status": { "enum": ["compatible", "regressed", "unavailable", "execution_failure"], "description": "`regressed` when a case regressed, mismatched or was invalid (whatever else happened); else, when some case could not execute, `unavailable` if every such case found its provider or model unreachable and `execution_failure` otherwise (also for missing shards); else `compatible`." }, "summary": { "additionalProperties": false, "description": "How many cases fell in each category; the counts add up to `cases`.", "type": "object", "required": ["cases", "regressions", "fixed", "still_failing", "passing", "changed", "mismatches", "invalid", "errors", "missing", "new", "flaky"], "properties": { "cases": { "minimum": 0, "type": "integer" }, "regressions": { "minimum": 0, "type": "integer" }, "fixed": { "minimum": 0, "type": "integer" }, "still_failing": { "minimum": 0, "type": "integer" }, "passing": { "minimum": 0, "type": "integer" }, "changed": { "minimum": 0, "type": "integer" }, "mismatches": { "minimum": 0, "type": "integer" }, "invalid": { "minimum": 0, "type": "integer" }, "errors": { "minimum": 0, "type": "integer" }, "missing": { "minimum": 0, "type": "integer" }, "new": { "minimum": 0, "type": "integer" }, "flaky": { "minimum": 0, "type": "integer" } } }, "baseline": { "additionalProperties": false, "description": "The run on this side: its configuration, model, suite and when it ran (see the side table).", "type": "object", "required": ["config_id", "provider", "model", "model_digest", "ollama_version", "suite", "suite_sha256", "started_at", "finished_at", "cancelled", "capture", "tags", "provenance"], "properties": { "config_id": { "description": "The run configuration's id.", "type": "string" }, "provider": { "enum": ["ollama", "openai", "replay"], "description": "The provider." }, "model": { "description": "The model; null for replay.", "type": ["string", "null"] }, "model_digest": { "description": "The model's digest, as the server reported it; null when unknown.", "type": ["string", "null"] }, "ollama_version": { "description": "The server's version; null when unknown.", "type": ["string", "null"] }, "quantization": { "description": "The model's quantization level (Ollama `quantization_level`), when recorded.", "type": ["string", "null"] }, "embedding_model": { "description": "The configuration's embedding model, when it has one.", "type": ["string", "null"] }, "embedding_digest": { "description": "The embedding model's digest, when known.", "type": ["string", "null"] }, "mcp_servers": { "description": "The run's MCP servers with the name and version each reported; absent without MCP.", "type": "array", "items": { "type": "object" } }, "suite": { "description": "The suite's name.", "type": "string" }, "suite_sha256": { "description": "SHA-256 of the suite's canonical case definitions.", "type": "string" }, "started_at": { "description": "ISO 8601.", "type": "string" }, "finished_at": { "description": "ISO 8601.", "type": "string" }, "cancelled": { "description": "The run was interrupted.", "type": "boolean" }, "capture": { "enum": ["full", "hash", "none"], "description": "The run's capture mode." }, "tags": { "description": "The run's `--tag` selection; empty without `--tag`.", "type": "array", "items": { "type": "string" } }, "provenance": { "description": "Where a stored baseline came from (filled by the Action); null otherwise.", "oneOf": [{ "type": "null" }, { "additionalProperties": false, "description": "`source` (cache, artifact, file...), `commit` and `age_seconds` of a stored baseline.", "type": "object", "required": ["source", "commit", "age_seconds"], "properties": { "source": { "type": "string" }, "commit": { "type": ["string", "null"] }, "age_seconds": { "type": ["number", "null"] } } }] } } }, "candidate": { "additionalProperties": false, "description": "The run on this side: its configuration, model, suite and when it ran (see the side table).", "type": "object", "required": ["config_id", "provider", "model", "model_digest", "ollama_version", "suite", "suite_sha256", "started_at", "finished_at", "cancelled", "capture", "tags", "provenance"], "properties": { "config_id": { "description": "The run configuration's id.", "type": "string" }, "provider": { "enum": ["ollama", "openai", "replay"], "description": "The provider." }, "model": { "description": "The model; null for replay.", "type": ["string", "null"] }, "model_digest": { "description": "The model's digest, as the server reported it; null when unknown.", "type": ["string", "null"] }, "ollama_version": { "description": "The server's version; null when unknown.", "type": ["string", "null"] }, "quantization": { "description": "The model's quantization level (Ollama `quantization_level`), when recorded.", "type": ["string", "null"] }, "embedding_model": { "description": "The configuration's embedding model, when it has one.", "type": ["string", "null"] }, "embedding_digest": { "description": "The embedding model's digest, when known.", "type": ["string", "null"] }, "mcp_servers": { "description": "The run's MCP servers with the name and version each reported; absent without MCP.", "type": "array", "items": { "type": "object" } }, "suite": { "description": "The suite's name.", "type": "string" }, "suite_sha256": { "description": "SHA-256 of the suite's canonical case definitions.", "type": "string" }, "started_at": { "description": "ISO 8601.", "type": "string" }, "finished_at": { "description": "ISO 8601.", "type": "string" }, "cancelled": { "description": "The run was interrupted.", "type": "boolean" }, "capture": { "enum": ["full", "hash", "none"], "description": "The run's capture mode." }, "tags": { "description": "The run's `--tag` selection; empty without `--tag`.", "type": "array", "items": { "type": "string" } }, "provenance": { "description": "Where a stored baseline came from (filled by the Action); null otherwise.", "oneOf": [{ "type": "null" }, { "additionalProperties": false, "description": "`source` (cache, artifact, file...), `commit` and `age_seconds` of a stored baseline.", "type": "object", "required": ["source", "commit", "age_seconds"], "properties": { "source": { "type": "string" }, "commit": { "type": ["string", "null"] }, "age_seconds": { "type": ["number", "null"] } } }] } } }, "options": { "additionalProperties": false, "description": "The options the comparison was made with.", "type": "object", "required": ["alpha", "correction", "latency_threshold_pct", "min_latency_delta_ms", "min_token_delta", "allow_suite_mismatch"], "properties": { "alpha": { "exclusiveMinimum": 0, "maximum": 1, "description": "Significance level of the pass-rate and contract-rate tests (`--alpha`).", "type": "number" }, "correction": { "enum": ["holm", "none"], "description": "`holm`: alpha Holm-corrected over every repeated case; `none`: each case tested at alpha (`--correction`)." }, "latency_threshold_pct": { "minimum": 0, "description": "A case is slower past this percentage (`--latency-threshold`)...", "type": "number" }, "min_latency_delta_ms": { "minimum": 0, "description": "...and this many milliseconds (`--min-latency-delta`).", "type": "number" }, "min_token_delta": { "minimum": 0, "description": "Output is longer past the percentage threshold and this many tokens.", "type": "number" }, "allow_suite_mismatch": { "description": "Cases whose definitions changed were compared instead of refused (`--allow-suite-mismatch`).", "type": "boolean" } } }, "cases": { "description": "One per case id, in suite order: the candidate's order, each missing case after its baseline predecessor.", "type": "array", "items": { "additionalProperties": false, "description": "One case, compared.", "type": "object", "required": ["id", "type", "category", "contract", "baseline_status", "candidate_status", "reason", "label_change", "baseline_pass_count", "candidate_pass_count", "repeat", "p_value", "p_threshold", "contract_rates", "definition_changed", "latency", "tokens", "baseline_warnings", "candidate_warnings", "new_warnings", "output_changed", "diff", "source"], "properties": { "id": { "description": "The case id.", "type": "string" }, "type": { "enum": ["exact", "contains", "not_contains", "max_length", "min_length", "max_words", "regex", "json", "classification", "required_fields", "tool_call", "retrieval", "mcp", "custom", "none", "checks"], "description": "The check type (see suite-format.md)." }, "category": { "enum": ["missing", "new", "error", "regression", "invalid", "mismatch", "flaky", "fixed", "still_failing", "changed", "passing"], "description": "The case's category (see the precedence table above)." }, "contract": { "enum": ["text", "json", "tool_calls", "retrieval", "mcp", null], "description": "The contract compared; null for none." }, "baseline_status": { "enum": ["pass", "fail", "invalid", "error", "unavailable", "timeout", "cancelled", null], "description": "The case's status in the baseline; null when the case is absent from it." }, "candidate_status": { "enum": ["pass", "fail", "invalid", "error", "unavailable", "timeout", "cancelled", null], "description": "The case's status in the candidate; null when the case is absent from it." }, "reason": { "description": "Why, in one line; null for passing cases.", "type": ["string", "null"] }, "label_change": { "description": "`{from, to}` for a classification case whose label changed; null otherwise.", "oneOf": [{ "type": "null" }, { "additionalProperties": false, "type": "object", "required": ["from", "to"], "properties": { "from": { "type": "string" }, "to": { "type": "string" } } }] }, "baseline_pass_count": { "minimum": 0, "description": "Passing repetitions in the baseline; null when absent.", "type": ["integer", "null"] }, "candidate_pass_count": { "minimum": 0, "description": "Passing repetitions in the candidate; null when absent.", "type": ["integer", "null"] }, "repeat": { "additionalProperties": false, "description": "Repetitions on each side: `{baseline, candidate}`, null where absent.", "type": "object", "required": ["baseline", "candidate"], "properties": { "baseline": { "minimum": 1, "type": ["integer", "null"] }, "candidate": { "minimum": 1, "type": ["integer", "null"] } } }, "p_value": { "minimum": 0, "maximum": 1, "description": "One-sided Fisher exact test of a pass-rate drop; null unless both sides judged more than one repetition.", "type": ["number", "null"] }, "p_threshold": { "minimum": 0, "maximum": 1, "description": "The threshold p_value was held to: alpha, Holm-corrected over the comparison's tests unless `correction` is `none`.", "type": ["number", "null"] }, "contract_rates": { "description": "A contract judged over repetitions: match rates and the corrected test of a drop.", "oneOf": [{ "type": "null" }, { "additionalProperties": false, "description": "Match counts of the contract on each side (`baseline_matches` of `baseline_total`: a baseline repetition compatible with another; `candidate_matches` of `candidate_total`: compatible with a baseline one), the permutation test's `p_value`, its `p_threshold` and whether the drop is `significant`.", "type": "object", "required": ["baseline_matches", "baseline_total", "candidate_matches", "candidate_total", "p_value", "p_threshold", "significant"], "properties": { "baseline_matches": { "minimum": 0, "type": "integer" }, "baseline_total": { "minimum": 0, "type": "integer" }, "candidate_matches": { "minimum": 0, "type": "integer" }, "candidate_total": { "minimum": 0, "type": "integer" }, "p_value": { "minimum": 0, "maximum": 1, "type": "number" }, "p_threshold": { "minimum": 0, "maximum": 1, "type": "number" }, "significant": { "type": "boolean" } } }] }, "definition_changed": { "description": "The case definitions differ (`case_sha256`); only possible with `--allow-suite-mismatch`.", "type": "boolean" }, "latency": { "additionalProperties": false, "description": "The case's latency on both sides.", "type": "object", "required": ["figure", "baseline_ms", "candidate_ms", "delta_ms", "delta_pct", "slower", "source"], "properties": { "figure": { "enum": ["compute", "wall_clock", null], "description": "`compute`: the provider's compute time (compute_ms), when every timed repetition of both sides has it; else `wall_clock` (duration_ms); null when not timed on both sides." }, "baseline_ms": { "description": "Median over the baseline's judged repetitions.", "type": ["number", "null"] }, "candidate_ms": { "description": "Median over the candidate's judged repetitions.", "type": ["number", "null"] }, "delta_ms": { "description": "candidate_ms - baseline_ms.", "type": ["number", "null"] }, "delta_pct": { "description": "delta_ms as a percentage of baseline_ms.", "type": ["number", "null"] }, "slower": { "description": "Both the percentage threshold and the minimum delta were exceeded.", "type": "boolean" }, "source": { "additionalProperties": false, "description": "Each side's duration source: `recorded`, `measured`, `mixed` (repetitions disagree) or null (no duration).", "type": "object", "required": ["baseline", "candidate"], "properties": { "baseline": { "enum": ["recorded", "measured", "mixed", null] }, "candidate": { "enum": ["recorded", "measured", "mixed", null] } } } } }, "tokens": { "additionalProperties": false, "description": "The case's output tokens and generation rate on both sides.", "type": "object", "required": ["baseline", "candidate", "delta_pct", "longer", "tps_baseline", "tps_candidate", "tps_delta_pct", "tps_slower"], "properties": { "baseline": { "description": "Median output tokens (`eval_count`) over the judged repetitions.", "type": ["number", "null"] }, "candidate": { "description": "The same for the candidate.", "type": ["number", "null"] }, "delta_pct": { "description": "The change in output tokens, in percent.", "type": ["number", "null"] }, "longer": { "description": "Output grew beyond the percentage threshold and the minimum token delta.", "type": "boolean" }, "tps_baseline": { "description": "Median tokens per second (`eval_count` / `eval_duration`).", "type": ["number", "null"] }, "tps_candidate": { "description": "The same for the candidate.", "type": ["number", "null"] }, "tps_delta_pct": { "description": "The change in tokens per second, in percent.", "type": ["number", "null"] }, "tps_slower": { "description": "Throughput dropped beyond the percentage threshold on enough tokens, and producing the baseline's tokens at the new rate takes longer than the minimum latency delta.", "type": "boolean" } } }, "baseline_warnings": { "description": "The baseline's warnings, unique, in order.", "type": "array", "items": { "type": "string" } }, "candidate_warnings": { "description": "The candidate's warnings, unique, in order.", "type": "array", "items": { "type": "string" } }, "new_warnings": { "description": "Candidate warnings the baseline did not have.", "type": "array", "items": { "type": "string" } }, "output_changed": { "description": "The output or the evidence changed.", "type": "boolean" }, "diff": { "description": "A compact line diff (`- `, `+ `, `  ` prefixes), capped; null when there is nothing to show.", "type": ["string", "null"] }, "source": { "additionalProperties": false, "description": "`{file, line}` of the case in the candidate's suite.", "type": "object", "required": ["file", "line"], "properties": { "file": { "type": "string" }, "line": { "minimum": 0, "type": "integer" } } } } } }, "latency": { "additionalProperties": false, "description": "The suite's latency.", "type": "object", "required": ["baseline_median_ms", "candidate_median_ms", "delta_pct", "cases_compared", "slower_cases", "source", "figure", "threshold_pct", "min_delta_ms"], "properties": { "baseline_median_ms": { "description": "Median of the per-case medians over the cases timed on both sides.", "type": ["number", "null"] }, "candidate_median_ms": { "description": "The same for the candidate.", "type": ["number", "null"] }, "delta_pct": { "description": "The change of the median, in percent.", "type": ["number", "null"] }, "cases_compared": { "minimum": 0, "description": "Cases timed on both sides.", "type": "integer" }, "slower_cases": { "minimum": 0, "description": "Cases whose latency is `slower`.", "type": "integer" }, "source": { "additionalProperties": false, "description": "Each side's duration source: `recorded`, `measured`, `mixed` (repetitions disagree) or null (no duration).", "type": "object", "required": ["baseline", "candidate"], "properties": { "baseline": { "enum": ["recorded", "measured", "mixed", null] }, "candidate": { "enum": ["recorded", "measured", "mixed", null] } } }, "figure": { "enum": ["compute", "wall_clock", "mixed", null], "description": "As a case's `figure`; `mixed` when some cases compare compute time and others wall-clock time." }, "threshold_pct": { "description": "The percentage threshold (`--latency-threshold`).", "type": "number" }, "min_delta_ms": { "description": "The minimum latency delta in ms (`--min-latency-delta`).", "type": "number" } } }, "missing_shards": { "description": "Merged results whose shard split had parts missing: an execution failure.", "type": "array", "items": { "additionalProperties": false, "description": "`side`, the split's shard `count` and the `missing` shard indices.", "type": "object", "required": ["side", "count", "missing"], "properties": { "side": { "enum": ["baseline", "candidate"] }, "count": { "minimum": 1, "type": "integer" }, "missing": { "type": "array", "items": { "minimum": 1, "type": "integer" } } } } }, "tokens": { "additionalProperties": false, "description": "The suite's output tokens and generation rate.", "type": "object", "required": ["baseline_median", "candidate_median", "delta_pct", "tps_baseline_median", "tps_candidate_median", "tps_delta_pct", "cases_compared", "longer_cases", "tps_slower_cases"], "properties": { "baseline_median": { "description": "Median of the per-case output-token medians.", "type": ["number", "null"] }, "candidate_median": { "description": "The same for the candidate.", "type": ["number", "null"] }, "delta_pct": { "description": "The change, in percent.", "type": ["number", "null"] }, "tps_baseline_median": { "description": "Median of the per-case tokens-per-second medians.", "type": ["number", "null"] }, "tps_candidate_median": { "description": "The same for the candidate.", "type": ["number", "null"] }, "tps_delta_pct": { "description": "The change, in percent.", "type": ["number", "null"] }, "cases_compared": { "minimum": 0, "description": "Cases with token counts on both sides.", "type": "integer" }, "longer_cases": { "minimum": 0, "description": "Cases whose output is `longer`.", "type": "integer" }, "tps_slower_cases": { "minimum": 0, "description": "Cases whose generation is `tps_slower`.", "type": "integer" } } } } };
var func1 = Object.prototype.hasOwnProperty;
function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate31.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.format === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "format" }, message: "must have required property 'format'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.status === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.summary === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "summary" }, message: "must have required property 'summary'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.baseline === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "baseline" }, message: "must have required property 'baseline'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.candidate === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.options === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "options" }, message: "must have required property 'options'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.cases === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cases" }, message: "must have required property 'cases'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.latency === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "latency" }, message: "must have required property 'latency'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.missing_shards === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "missing_shards" }, message: "must have required property 'missing_shards'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.tokens === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tokens" }, message: "must have required property 'tokens'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema42.properties, key0)) {
        const err10 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42, data };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.format !== void 0) {
      let data0 = data.format;
      if ("modelgate.compare/v1" !== data0) {
        const err11 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/const", keyword: "const", params: { allowedValue: "modelgate.compare/v1" }, message: "must be equal to constant", schema: "modelgate.compare/v1", parentSchema: schema42.properties.format, data: data0 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data1 = data.status;
      if (!(data1 === "compatible" || data1 === "regressed" || data1 === "unavailable" || data1 === "execution_failure")) {
        const err12 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema42.properties.status.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.status.enum, parentSchema: schema42.properties.status, data: data1 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.summary !== void 0) {
      let data2 = data.summary;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.cases === void 0) {
          const err13 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "cases" }, message: "must have required property 'cases'", schema: schema42.properties.summary.required, parentSchema: schema42.properties.summary, data: data2 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data2.regressions === void 0) {
          const err14 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "regressions" }, message: "must have required property 'regressions'", schema: schema42.properties.summary.required, parentSchema: schema42.properties.summary, data: data2 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data2.fixed === void 0) {
          const err15 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "fixed" }, message: "must have required property 'fixed'", schema: schema42.properties.summary.required, parentSchema: schema42.properties.summary, data: data2 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data2.still_failing === void 0) {
          const err16 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "still_failing" }, message: "must have required property 'still_failing'", schema: schema42.properties.summary.required, parentSchema: schema42.properties.summary, data: data2 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data2.passing === void 0) {
          const err17 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "passing" }, message: "must have required property 'passing'", schema: schema42.properties.summary.required, parentSchema: schema42.properties.summary, data: data2 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data2.changed === void 0) {
          const err18 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "changed" }, message: "must have required property 'changed'", schema: schema42.properties.summary.required, parentSchema: schema42.properties.summary, data: data2 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data2.mismatches === void 0) {
          const err19 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "mismatches" }, message: "must have required property 'mismatches'", schema: schema42.properties.summary.required, parentSchema: schema42.properties.summary, data: data2 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data2.invalid === void 0) {
          const err20 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "invalid" }, message: "must have required property 'invalid'", schema: schema42.properties.summary.required, parentSchema: schema42.properties.summary, data: data2 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data2.errors === void 0) {
          const err21 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "errors" }, message: "must have required property 'errors'", schema: schema42.properties.summary.required, parentSchema: schema42.properties.summary, data: data2 };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data2.missing === void 0) {
          const err22 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "missing" }, message: "must have required property 'missing'", schema: schema42.properties.summary.required, parentSchema: schema42.properties.summary, data: data2 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data2.new === void 0) {
          const err23 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "new" }, message: "must have required property 'new'", schema: schema42.properties.summary.required, parentSchema: schema42.properties.summary, data: data2 };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        if (data2.flaky === void 0) {
          const err24 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: "flaky" }, message: "must have required property 'flaky'", schema: schema42.properties.summary.required, parentSchema: schema42.properties.summary, data: data2 };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        for (const key1 in data2) {
          if (!func1.call(schema42.properties.summary.properties, key1)) {
            const err25 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.summary, data: data2 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data2.cases !== void 0) {
          let data3 = data2.cases;
          if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
            const err26 = { instancePath: instancePath + "/summary/cases", schemaPath: "#/properties/summary/properties/cases/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.summary.properties.cases.type, parentSchema: schema42.properties.summary.properties.cases, data: data3 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          if (typeof data3 == "number" && isFinite(data3)) {
            if (data3 < 0 || isNaN(data3)) {
              const err27 = { instancePath: instancePath + "/summary/cases", schemaPath: "#/properties/summary/properties/cases/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.summary.properties.cases, data: data3 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
        }
        if (data2.regressions !== void 0) {
          let data4 = data2.regressions;
          if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
            const err28 = { instancePath: instancePath + "/summary/regressions", schemaPath: "#/properties/summary/properties/regressions/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.summary.properties.regressions.type, parentSchema: schema42.properties.summary.properties.regressions, data: data4 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
          if (typeof data4 == "number" && isFinite(data4)) {
            if (data4 < 0 || isNaN(data4)) {
              const err29 = { instancePath: instancePath + "/summary/regressions", schemaPath: "#/properties/summary/properties/regressions/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.summary.properties.regressions, data: data4 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          }
        }
        if (data2.fixed !== void 0) {
          let data5 = data2.fixed;
          if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
            const err30 = { instancePath: instancePath + "/summary/fixed", schemaPath: "#/properties/summary/properties/fixed/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.summary.properties.fixed.type, parentSchema: schema42.properties.summary.properties.fixed, data: data5 };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
          if (typeof data5 == "number" && isFinite(data5)) {
            if (data5 < 0 || isNaN(data5)) {
              const err31 = { instancePath: instancePath + "/summary/fixed", schemaPath: "#/properties/summary/properties/fixed/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.summary.properties.fixed, data: data5 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
        }
        if (data2.still_failing !== void 0) {
          let data6 = data2.still_failing;
          if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
            const err32 = { instancePath: instancePath + "/summary/still_failing", schemaPath: "#/properties/summary/properties/still_failing/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.summary.properties.still_failing.type, parentSchema: schema42.properties.summary.properties.still_failing, data: data6 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
          if (typeof data6 == "number" && isFinite(data6)) {
            if (data6 < 0 || isNaN(data6)) {
              const err33 = { instancePath: instancePath + "/summary/still_failing", schemaPath: "#/properties/summary/properties/still_failing/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.summary.properties.still_failing, data: data6 };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
        }
        if (data2.passing !== void 0) {
          let data7 = data2.passing;
          if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
            const err34 = { instancePath: instancePath + "/summary/passing", schemaPath: "#/properties/summary/properties/passing/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.summary.properties.passing.type, parentSchema: schema42.properties.summary.properties.passing, data: data7 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          if (typeof data7 == "number" && isFinite(data7)) {
            if (data7 < 0 || isNaN(data7)) {
              const err35 = { instancePath: instancePath + "/summary/passing", schemaPath: "#/properties/summary/properties/passing/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.summary.properties.passing, data: data7 };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          }
        }
        if (data2.changed !== void 0) {
          let data8 = data2.changed;
          if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
            const err36 = { instancePath: instancePath + "/summary/changed", schemaPath: "#/properties/summary/properties/changed/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.summary.properties.changed.type, parentSchema: schema42.properties.summary.properties.changed, data: data8 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
          if (typeof data8 == "number" && isFinite(data8)) {
            if (data8 < 0 || isNaN(data8)) {
              const err37 = { instancePath: instancePath + "/summary/changed", schemaPath: "#/properties/summary/properties/changed/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.summary.properties.changed, data: data8 };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          }
        }
        if (data2.mismatches !== void 0) {
          let data9 = data2.mismatches;
          if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9))) {
            const err38 = { instancePath: instancePath + "/summary/mismatches", schemaPath: "#/properties/summary/properties/mismatches/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.summary.properties.mismatches.type, parentSchema: schema42.properties.summary.properties.mismatches, data: data9 };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
          if (typeof data9 == "number" && isFinite(data9)) {
            if (data9 < 0 || isNaN(data9)) {
              const err39 = { instancePath: instancePath + "/summary/mismatches", schemaPath: "#/properties/summary/properties/mismatches/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.summary.properties.mismatches, data: data9 };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
        }
        if (data2.invalid !== void 0) {
          let data10 = data2.invalid;
          if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10))) {
            const err40 = { instancePath: instancePath + "/summary/invalid", schemaPath: "#/properties/summary/properties/invalid/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.summary.properties.invalid.type, parentSchema: schema42.properties.summary.properties.invalid, data: data10 };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          if (typeof data10 == "number" && isFinite(data10)) {
            if (data10 < 0 || isNaN(data10)) {
              const err41 = { instancePath: instancePath + "/summary/invalid", schemaPath: "#/properties/summary/properties/invalid/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.summary.properties.invalid, data: data10 };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
        }
        if (data2.errors !== void 0) {
          let data11 = data2.errors;
          if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
            const err42 = { instancePath: instancePath + "/summary/errors", schemaPath: "#/properties/summary/properties/errors/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.summary.properties.errors.type, parentSchema: schema42.properties.summary.properties.errors, data: data11 };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
          if (typeof data11 == "number" && isFinite(data11)) {
            if (data11 < 0 || isNaN(data11)) {
              const err43 = { instancePath: instancePath + "/summary/errors", schemaPath: "#/properties/summary/properties/errors/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.summary.properties.errors, data: data11 };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          }
        }
        if (data2.missing !== void 0) {
          let data12 = data2.missing;
          if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
            const err44 = { instancePath: instancePath + "/summary/missing", schemaPath: "#/properties/summary/properties/missing/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.summary.properties.missing.type, parentSchema: schema42.properties.summary.properties.missing, data: data12 };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
          if (typeof data12 == "number" && isFinite(data12)) {
            if (data12 < 0 || isNaN(data12)) {
              const err45 = { instancePath: instancePath + "/summary/missing", schemaPath: "#/properties/summary/properties/missing/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.summary.properties.missing, data: data12 };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
        }
        if (data2.new !== void 0) {
          let data13 = data2.new;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
            const err46 = { instancePath: instancePath + "/summary/new", schemaPath: "#/properties/summary/properties/new/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.summary.properties.new.type, parentSchema: schema42.properties.summary.properties.new, data: data13 };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
          if (typeof data13 == "number" && isFinite(data13)) {
            if (data13 < 0 || isNaN(data13)) {
              const err47 = { instancePath: instancePath + "/summary/new", schemaPath: "#/properties/summary/properties/new/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.summary.properties.new, data: data13 };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
          }
        }
        if (data2.flaky !== void 0) {
          let data14 = data2.flaky;
          if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
            const err48 = { instancePath: instancePath + "/summary/flaky", schemaPath: "#/properties/summary/properties/flaky/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.summary.properties.flaky.type, parentSchema: schema42.properties.summary.properties.flaky, data: data14 };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
          if (typeof data14 == "number" && isFinite(data14)) {
            if (data14 < 0 || isNaN(data14)) {
              const err49 = { instancePath: instancePath + "/summary/flaky", schemaPath: "#/properties/summary/properties/flaky/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.summary.properties.flaky, data: data14 };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
          }
        }
      } else {
        const err50 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.summary.type, parentSchema: schema42.properties.summary, data: data2 };
        if (vErrors === null) {
          vErrors = [err50];
        } else {
          vErrors.push(err50);
        }
        errors++;
      }
    }
    if (data.baseline !== void 0) {
      let data15 = data.baseline;
      if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
        if (data15.config_id === void 0) {
          const err51 = { instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/required", keyword: "required", params: { missingProperty: "config_id" }, message: "must have required property 'config_id'", schema: schema42.properties.baseline.required, parentSchema: schema42.properties.baseline, data: data15 };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
        if (data15.provider === void 0) {
          const err52 = { instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/required", keyword: "required", params: { missingProperty: "provider" }, message: "must have required property 'provider'", schema: schema42.properties.baseline.required, parentSchema: schema42.properties.baseline, data: data15 };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
        if (data15.model === void 0) {
          const err53 = { instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property 'model'", schema: schema42.properties.baseline.required, parentSchema: schema42.properties.baseline, data: data15 };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
        if (data15.model_digest === void 0) {
          const err54 = { instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/required", keyword: "required", params: { missingProperty: "model_digest" }, message: "must have required property 'model_digest'", schema: schema42.properties.baseline.required, parentSchema: schema42.properties.baseline, data: data15 };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
        if (data15.ollama_version === void 0) {
          const err55 = { instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/required", keyword: "required", params: { missingProperty: "ollama_version" }, message: "must have required property 'ollama_version'", schema: schema42.properties.baseline.required, parentSchema: schema42.properties.baseline, data: data15 };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
        if (data15.suite === void 0) {
          const err56 = { instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/required", keyword: "required", params: { missingProperty: "suite" }, message: "must have required property 'suite'", schema: schema42.properties.baseline.required, parentSchema: schema42.properties.baseline, data: data15 };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
        if (data15.suite_sha256 === void 0) {
          const err57 = { instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/required", keyword: "required", params: { missingProperty: "suite_sha256" }, message: "must have required property 'suite_sha256'", schema: schema42.properties.baseline.required, parentSchema: schema42.properties.baseline, data: data15 };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
        if (data15.started_at === void 0) {
          const err58 = { instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/required", keyword: "required", params: { missingProperty: "started_at" }, message: "must have required property 'started_at'", schema: schema42.properties.baseline.required, parentSchema: schema42.properties.baseline, data: data15 };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
        if (data15.finished_at === void 0) {
          const err59 = { instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/required", keyword: "required", params: { missingProperty: "finished_at" }, message: "must have required property 'finished_at'", schema: schema42.properties.baseline.required, parentSchema: schema42.properties.baseline, data: data15 };
          if (vErrors === null) {
            vErrors = [err59];
          } else {
            vErrors.push(err59);
          }
          errors++;
        }
        if (data15.cancelled === void 0) {
          const err60 = { instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/required", keyword: "required", params: { missingProperty: "cancelled" }, message: "must have required property 'cancelled'", schema: schema42.properties.baseline.required, parentSchema: schema42.properties.baseline, data: data15 };
          if (vErrors === null) {
            vErrors = [err60];
          } else {
            vErrors.push(err60);
          }
          errors++;
        }
        if (data15.capture === void 0) {
          const err61 = { instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/required", keyword: "required", params: { missingProperty: "capture" }, message: "must have required property 'capture'", schema: schema42.properties.baseline.required, parentSchema: schema42.properties.baseline, data: data15 };
          if (vErrors === null) {
            vErrors = [err61];
          } else {
            vErrors.push(err61);
          }
          errors++;
        }
        if (data15.tags === void 0) {
          const err62 = { instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/required", keyword: "required", params: { missingProperty: "tags" }, message: "must have required property 'tags'", schema: schema42.properties.baseline.required, parentSchema: schema42.properties.baseline, data: data15 };
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
        if (data15.provenance === void 0) {
          const err63 = { instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/required", keyword: "required", params: { missingProperty: "provenance" }, message: "must have required property 'provenance'", schema: schema42.properties.baseline.required, parentSchema: schema42.properties.baseline, data: data15 };
          if (vErrors === null) {
            vErrors = [err63];
          } else {
            vErrors.push(err63);
          }
          errors++;
        }
        for (const key2 in data15) {
          if (!func1.call(schema42.properties.baseline.properties, key2)) {
            const err64 = { instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.baseline, data: data15 };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
        }
        if (data15.config_id !== void 0) {
          let data16 = data15.config_id;
          if (typeof data16 !== "string") {
            const err65 = { instancePath: instancePath + "/baseline/config_id", schemaPath: "#/properties/baseline/properties/config_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.baseline.properties.config_id.type, parentSchema: schema42.properties.baseline.properties.config_id, data: data16 };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
        }
        if (data15.provider !== void 0) {
          let data17 = data15.provider;
          if (!(data17 === "ollama" || data17 === "openai" || data17 === "replay")) {
            const err66 = { instancePath: instancePath + "/baseline/provider", schemaPath: "#/properties/baseline/properties/provider/enum", keyword: "enum", params: { allowedValues: schema42.properties.baseline.properties.provider.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.baseline.properties.provider.enum, parentSchema: schema42.properties.baseline.properties.provider, data: data17 };
            if (vErrors === null) {
              vErrors = [err66];
            } else {
              vErrors.push(err66);
            }
            errors++;
          }
        }
        if (data15.model !== void 0) {
          let data18 = data15.model;
          if (typeof data18 !== "string" && data18 !== null) {
            const err67 = { instancePath: instancePath + "/baseline/model", schemaPath: "#/properties/baseline/properties/model/type", keyword: "type", params: { type: schema42.properties.baseline.properties.model.type }, message: "must be string,null", schema: schema42.properties.baseline.properties.model.type, parentSchema: schema42.properties.baseline.properties.model, data: data18 };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
        }
        if (data15.model_digest !== void 0) {
          let data19 = data15.model_digest;
          if (typeof data19 !== "string" && data19 !== null) {
            const err68 = { instancePath: instancePath + "/baseline/model_digest", schemaPath: "#/properties/baseline/properties/model_digest/type", keyword: "type", params: { type: schema42.properties.baseline.properties.model_digest.type }, message: "must be string,null", schema: schema42.properties.baseline.properties.model_digest.type, parentSchema: schema42.properties.baseline.properties.model_digest, data: data19 };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
        }
        if (data15.ollama_version !== void 0) {
          let data20 = data15.ollama_version;
          if (typeof data20 !== "string" && data20 !== null) {
            const err69 = { instancePath: instancePath + "/baseline/ollama_version", schemaPath: "#/properties/baseline/properties/ollama_version/type", keyword: "type", params: { type: schema42.properties.baseline.properties.ollama_version.type }, message: "must be string,null", schema: schema42.properties.baseline.properties.ollama_version.type, parentSchema: schema42.properties.baseline.properties.ollama_version, data: data20 };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
        }
        if (data15.quantization !== void 0) {
          let data21 = data15.quantization;
          if (typeof data21 !== "string" && data21 !== null) {
            const err70 = { instancePath: instancePath + "/baseline/quantization", schemaPath: "#/properties/baseline/properties/quantization/type", keyword: "type", params: { type: schema42.properties.baseline.properties.quantization.type }, message: "must be string,null", schema: schema42.properties.baseline.properties.quantization.type, parentSchema: schema42.properties.baseline.properties.quantization, data: data21 };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
        }
        if (data15.embedding_model !== void 0) {
          let data22 = data15.embedding_model;
          if (typeof data22 !== "string" && data22 !== null) {
            const err71 = { instancePath: instancePath + "/baseline/embedding_model", schemaPath: "#/properties/baseline/properties/embedding_model/type", keyword: "type", params: { type: schema42.properties.baseline.properties.embedding_model.type }, message: "must be string,null", schema: schema42.properties.baseline.properties.embedding_model.type, parentSchema: schema42.properties.baseline.properties.embedding_model, data: data22 };
            if (vErrors === null) {
              vErrors = [err71];
            } else {
              vErrors.push(err71);
            }
            errors++;
          }
        }
        if (data15.embedding_digest !== void 0) {
          let data23 = data15.embedding_digest;
          if (typeof data23 !== "string" && data23 !== null) {
            const err72 = { instancePath: instancePath + "/baseline/embedding_digest", schemaPath: "#/properties/baseline/properties/embedding_digest/type", keyword: "type", params: { type: schema42.properties.baseline.properties.embedding_digest.type }, message: "must be string,null", schema: schema42.properties.baseline.properties.embedding_digest.type, parentSchema: schema42.properties.baseline.properties.embedding_digest, data: data23 };
            if (vErrors === null) {
              vErrors = [err72];
            } else {
              vErrors.push(err72);
            }
            errors++;
          }
        }
        if (data15.mcp_servers !== void 0) {
          let data24 = data15.mcp_servers;
          if (Array.isArray(data24)) {
            const len0 = data24.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data25 = data24[i0];
              if (!(data25 && typeof data25 == "object" && !Array.isArray(data25))) {
                const err73 = { instancePath: instancePath + "/baseline/mcp_servers/" + i0, schemaPath: "#/properties/baseline/properties/mcp_servers/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.baseline.properties.mcp_servers.items.type, parentSchema: schema42.properties.baseline.properties.mcp_servers.items, data: data25 };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
            }
          } else {
            const err74 = { instancePath: instancePath + "/baseline/mcp_servers", schemaPath: "#/properties/baseline/properties/mcp_servers/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema42.properties.baseline.properties.mcp_servers.type, parentSchema: schema42.properties.baseline.properties.mcp_servers, data: data24 };
            if (vErrors === null) {
              vErrors = [err74];
            } else {
              vErrors.push(err74);
            }
            errors++;
          }
        }
        if (data15.suite !== void 0) {
          let data26 = data15.suite;
          if (typeof data26 !== "string") {
            const err75 = { instancePath: instancePath + "/baseline/suite", schemaPath: "#/properties/baseline/properties/suite/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.baseline.properties.suite.type, parentSchema: schema42.properties.baseline.properties.suite, data: data26 };
            if (vErrors === null) {
              vErrors = [err75];
            } else {
              vErrors.push(err75);
            }
            errors++;
          }
        }
        if (data15.suite_sha256 !== void 0) {
          let data27 = data15.suite_sha256;
          if (typeof data27 !== "string") {
            const err76 = { instancePath: instancePath + "/baseline/suite_sha256", schemaPath: "#/properties/baseline/properties/suite_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.baseline.properties.suite_sha256.type, parentSchema: schema42.properties.baseline.properties.suite_sha256, data: data27 };
            if (vErrors === null) {
              vErrors = [err76];
            } else {
              vErrors.push(err76);
            }
            errors++;
          }
        }
        if (data15.started_at !== void 0) {
          let data28 = data15.started_at;
          if (typeof data28 !== "string") {
            const err77 = { instancePath: instancePath + "/baseline/started_at", schemaPath: "#/properties/baseline/properties/started_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.baseline.properties.started_at.type, parentSchema: schema42.properties.baseline.properties.started_at, data: data28 };
            if (vErrors === null) {
              vErrors = [err77];
            } else {
              vErrors.push(err77);
            }
            errors++;
          }
        }
        if (data15.finished_at !== void 0) {
          let data29 = data15.finished_at;
          if (typeof data29 !== "string") {
            const err78 = { instancePath: instancePath + "/baseline/finished_at", schemaPath: "#/properties/baseline/properties/finished_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.baseline.properties.finished_at.type, parentSchema: schema42.properties.baseline.properties.finished_at, data: data29 };
            if (vErrors === null) {
              vErrors = [err78];
            } else {
              vErrors.push(err78);
            }
            errors++;
          }
        }
        if (data15.cancelled !== void 0) {
          let data30 = data15.cancelled;
          if (typeof data30 !== "boolean") {
            const err79 = { instancePath: instancePath + "/baseline/cancelled", schemaPath: "#/properties/baseline/properties/cancelled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema42.properties.baseline.properties.cancelled.type, parentSchema: schema42.properties.baseline.properties.cancelled, data: data30 };
            if (vErrors === null) {
              vErrors = [err79];
            } else {
              vErrors.push(err79);
            }
            errors++;
          }
        }
        if (data15.capture !== void 0) {
          let data31 = data15.capture;
          if (!(data31 === "full" || data31 === "hash" || data31 === "none")) {
            const err80 = { instancePath: instancePath + "/baseline/capture", schemaPath: "#/properties/baseline/properties/capture/enum", keyword: "enum", params: { allowedValues: schema42.properties.baseline.properties.capture.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.baseline.properties.capture.enum, parentSchema: schema42.properties.baseline.properties.capture, data: data31 };
            if (vErrors === null) {
              vErrors = [err80];
            } else {
              vErrors.push(err80);
            }
            errors++;
          }
        }
        if (data15.tags !== void 0) {
          let data32 = data15.tags;
          if (Array.isArray(data32)) {
            const len1 = data32.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data33 = data32[i1];
              if (typeof data33 !== "string") {
                const err81 = { instancePath: instancePath + "/baseline/tags/" + i1, schemaPath: "#/properties/baseline/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.baseline.properties.tags.items.type, parentSchema: schema42.properties.baseline.properties.tags.items, data: data33 };
                if (vErrors === null) {
                  vErrors = [err81];
                } else {
                  vErrors.push(err81);
                }
                errors++;
              }
            }
          } else {
            const err82 = { instancePath: instancePath + "/baseline/tags", schemaPath: "#/properties/baseline/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema42.properties.baseline.properties.tags.type, parentSchema: schema42.properties.baseline.properties.tags, data: data32 };
            if (vErrors === null) {
              vErrors = [err82];
            } else {
              vErrors.push(err82);
            }
            errors++;
          }
        }
        if (data15.provenance !== void 0) {
          let data34 = data15.provenance;
          const _errs69 = errors;
          let valid7 = false;
          let passing0 = null;
          const _errs70 = errors;
          if (data34 !== null) {
            const err83 = { instancePath: instancePath + "/baseline/provenance", schemaPath: "#/properties/baseline/properties/provenance/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema42.properties.baseline.properties.provenance.oneOf[0].type, parentSchema: schema42.properties.baseline.properties.provenance.oneOf[0], data: data34 };
            if (vErrors === null) {
              vErrors = [err83];
            } else {
              vErrors.push(err83);
            }
            errors++;
          }
          var _valid0 = _errs70 === errors;
          if (_valid0) {
            valid7 = true;
            passing0 = 0;
          }
          const _errs72 = errors;
          if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
            if (data34.source === void 0) {
              const err84 = { instancePath: instancePath + "/baseline/provenance", schemaPath: "#/properties/baseline/properties/provenance/oneOf/1/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema42.properties.baseline.properties.provenance.oneOf[1].required, parentSchema: schema42.properties.baseline.properties.provenance.oneOf[1], data: data34 };
              if (vErrors === null) {
                vErrors = [err84];
              } else {
                vErrors.push(err84);
              }
              errors++;
            }
            if (data34.commit === void 0) {
              const err85 = { instancePath: instancePath + "/baseline/provenance", schemaPath: "#/properties/baseline/properties/provenance/oneOf/1/required", keyword: "required", params: { missingProperty: "commit" }, message: "must have required property 'commit'", schema: schema42.properties.baseline.properties.provenance.oneOf[1].required, parentSchema: schema42.properties.baseline.properties.provenance.oneOf[1], data: data34 };
              if (vErrors === null) {
                vErrors = [err85];
              } else {
                vErrors.push(err85);
              }
              errors++;
            }
            if (data34.age_seconds === void 0) {
              const err86 = { instancePath: instancePath + "/baseline/provenance", schemaPath: "#/properties/baseline/properties/provenance/oneOf/1/required", keyword: "required", params: { missingProperty: "age_seconds" }, message: "must have required property 'age_seconds'", schema: schema42.properties.baseline.properties.provenance.oneOf[1].required, parentSchema: schema42.properties.baseline.properties.provenance.oneOf[1], data: data34 };
              if (vErrors === null) {
                vErrors = [err86];
              } else {
                vErrors.push(err86);
              }
              errors++;
            }
            for (const key3 in data34) {
              if (!(key3 === "source" || key3 === "commit" || key3 === "age_seconds")) {
                const err87 = { instancePath: instancePath + "/baseline/provenance", schemaPath: "#/properties/baseline/properties/provenance/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.baseline.properties.provenance.oneOf[1], data: data34 };
                if (vErrors === null) {
                  vErrors = [err87];
                } else {
                  vErrors.push(err87);
                }
                errors++;
              }
            }
            if (data34.source !== void 0) {
              let data35 = data34.source;
              if (typeof data35 !== "string") {
                const err88 = { instancePath: instancePath + "/baseline/provenance/source", schemaPath: "#/properties/baseline/properties/provenance/oneOf/1/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.baseline.properties.provenance.oneOf[1].properties.source.type, parentSchema: schema42.properties.baseline.properties.provenance.oneOf[1].properties.source, data: data35 };
                if (vErrors === null) {
                  vErrors = [err88];
                } else {
                  vErrors.push(err88);
                }
                errors++;
              }
            }
            if (data34.commit !== void 0) {
              let data36 = data34.commit;
              if (typeof data36 !== "string" && data36 !== null) {
                const err89 = { instancePath: instancePath + "/baseline/provenance/commit", schemaPath: "#/properties/baseline/properties/provenance/oneOf/1/properties/commit/type", keyword: "type", params: { type: schema42.properties.baseline.properties.provenance.oneOf[1].properties.commit.type }, message: "must be string,null", schema: schema42.properties.baseline.properties.provenance.oneOf[1].properties.commit.type, parentSchema: schema42.properties.baseline.properties.provenance.oneOf[1].properties.commit, data: data36 };
                if (vErrors === null) {
                  vErrors = [err89];
                } else {
                  vErrors.push(err89);
                }
                errors++;
              }
            }
            if (data34.age_seconds !== void 0) {
              let data37 = data34.age_seconds;
              if (!(typeof data37 == "number" && isFinite(data37)) && data37 !== null) {
                const err90 = { instancePath: instancePath + "/baseline/provenance/age_seconds", schemaPath: "#/properties/baseline/properties/provenance/oneOf/1/properties/age_seconds/type", keyword: "type", params: { type: schema42.properties.baseline.properties.provenance.oneOf[1].properties.age_seconds.type }, message: "must be number,null", schema: schema42.properties.baseline.properties.provenance.oneOf[1].properties.age_seconds.type, parentSchema: schema42.properties.baseline.properties.provenance.oneOf[1].properties.age_seconds, data: data37 };
                if (vErrors === null) {
                  vErrors = [err90];
                } else {
                  vErrors.push(err90);
                }
                errors++;
              }
            }
          } else {
            const err91 = { instancePath: instancePath + "/baseline/provenance", schemaPath: "#/properties/baseline/properties/provenance/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.baseline.properties.provenance.oneOf[1].type, parentSchema: schema42.properties.baseline.properties.provenance.oneOf[1], data: data34 };
            if (vErrors === null) {
              vErrors = [err91];
            } else {
              vErrors.push(err91);
            }
            errors++;
          }
          var _valid0 = _errs72 === errors;
          if (_valid0 && valid7) {
            valid7 = false;
            passing0 = [passing0, 1];
          } else {
            if (_valid0) {
              valid7 = true;
              passing0 = 1;
            }
          }
          if (!valid7) {
            const err92 = { instancePath: instancePath + "/baseline/provenance", schemaPath: "#/properties/baseline/properties/provenance/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema42.properties.baseline.properties.provenance.oneOf, parentSchema: schema42.properties.baseline.properties.provenance, data: data34 };
            if (vErrors === null) {
              vErrors = [err92];
            } else {
              vErrors.push(err92);
            }
            errors++;
          } else {
            errors = _errs69;
            if (vErrors !== null) {
              if (_errs69) {
                vErrors.length = _errs69;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err93 = { instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.baseline.type, parentSchema: schema42.properties.baseline, data: data15 };
        if (vErrors === null) {
          vErrors = [err93];
        } else {
          vErrors.push(err93);
        }
        errors++;
      }
    }
    if (data.candidate !== void 0) {
      let data38 = data.candidate;
      if (data38 && typeof data38 == "object" && !Array.isArray(data38)) {
        if (data38.config_id === void 0) {
          const err94 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/required", keyword: "required", params: { missingProperty: "config_id" }, message: "must have required property 'config_id'", schema: schema42.properties.candidate.required, parentSchema: schema42.properties.candidate, data: data38 };
          if (vErrors === null) {
            vErrors = [err94];
          } else {
            vErrors.push(err94);
          }
          errors++;
        }
        if (data38.provider === void 0) {
          const err95 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/required", keyword: "required", params: { missingProperty: "provider" }, message: "must have required property 'provider'", schema: schema42.properties.candidate.required, parentSchema: schema42.properties.candidate, data: data38 };
          if (vErrors === null) {
            vErrors = [err95];
          } else {
            vErrors.push(err95);
          }
          errors++;
        }
        if (data38.model === void 0) {
          const err96 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property 'model'", schema: schema42.properties.candidate.required, parentSchema: schema42.properties.candidate, data: data38 };
          if (vErrors === null) {
            vErrors = [err96];
          } else {
            vErrors.push(err96);
          }
          errors++;
        }
        if (data38.model_digest === void 0) {
          const err97 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/required", keyword: "required", params: { missingProperty: "model_digest" }, message: "must have required property 'model_digest'", schema: schema42.properties.candidate.required, parentSchema: schema42.properties.candidate, data: data38 };
          if (vErrors === null) {
            vErrors = [err97];
          } else {
            vErrors.push(err97);
          }
          errors++;
        }
        if (data38.ollama_version === void 0) {
          const err98 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/required", keyword: "required", params: { missingProperty: "ollama_version" }, message: "must have required property 'ollama_version'", schema: schema42.properties.candidate.required, parentSchema: schema42.properties.candidate, data: data38 };
          if (vErrors === null) {
            vErrors = [err98];
          } else {
            vErrors.push(err98);
          }
          errors++;
        }
        if (data38.suite === void 0) {
          const err99 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/required", keyword: "required", params: { missingProperty: "suite" }, message: "must have required property 'suite'", schema: schema42.properties.candidate.required, parentSchema: schema42.properties.candidate, data: data38 };
          if (vErrors === null) {
            vErrors = [err99];
          } else {
            vErrors.push(err99);
          }
          errors++;
        }
        if (data38.suite_sha256 === void 0) {
          const err100 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/required", keyword: "required", params: { missingProperty: "suite_sha256" }, message: "must have required property 'suite_sha256'", schema: schema42.properties.candidate.required, parentSchema: schema42.properties.candidate, data: data38 };
          if (vErrors === null) {
            vErrors = [err100];
          } else {
            vErrors.push(err100);
          }
          errors++;
        }
        if (data38.started_at === void 0) {
          const err101 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/required", keyword: "required", params: { missingProperty: "started_at" }, message: "must have required property 'started_at'", schema: schema42.properties.candidate.required, parentSchema: schema42.properties.candidate, data: data38 };
          if (vErrors === null) {
            vErrors = [err101];
          } else {
            vErrors.push(err101);
          }
          errors++;
        }
        if (data38.finished_at === void 0) {
          const err102 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/required", keyword: "required", params: { missingProperty: "finished_at" }, message: "must have required property 'finished_at'", schema: schema42.properties.candidate.required, parentSchema: schema42.properties.candidate, data: data38 };
          if (vErrors === null) {
            vErrors = [err102];
          } else {
            vErrors.push(err102);
          }
          errors++;
        }
        if (data38.cancelled === void 0) {
          const err103 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/required", keyword: "required", params: { missingProperty: "cancelled" }, message: "must have required property 'cancelled'", schema: schema42.properties.candidate.required, parentSchema: schema42.properties.candidate, data: data38 };
          if (vErrors === null) {
            vErrors = [err103];
          } else {
            vErrors.push(err103);
          }
          errors++;
        }
        if (data38.capture === void 0) {
          const err104 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/required", keyword: "required", params: { missingProperty: "capture" }, message: "must have required property 'capture'", schema: schema42.properties.candidate.required, parentSchema: schema42.properties.candidate, data: data38 };
          if (vErrors === null) {
            vErrors = [err104];
          } else {
            vErrors.push(err104);
          }
          errors++;
        }
        if (data38.tags === void 0) {
          const err105 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/required", keyword: "required", params: { missingProperty: "tags" }, message: "must have required property 'tags'", schema: schema42.properties.candidate.required, parentSchema: schema42.properties.candidate, data: data38 };
          if (vErrors === null) {
            vErrors = [err105];
          } else {
            vErrors.push(err105);
          }
          errors++;
        }
        if (data38.provenance === void 0) {
          const err106 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/required", keyword: "required", params: { missingProperty: "provenance" }, message: "must have required property 'provenance'", schema: schema42.properties.candidate.required, parentSchema: schema42.properties.candidate, data: data38 };
          if (vErrors === null) {
            vErrors = [err106];
          } else {
            vErrors.push(err106);
          }
          errors++;
        }
        for (const key4 in data38) {
          if (!func1.call(schema42.properties.candidate.properties, key4)) {
            const err107 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.candidate, data: data38 };
            if (vErrors === null) {
              vErrors = [err107];
            } else {
              vErrors.push(err107);
            }
            errors++;
          }
        }
        if (data38.config_id !== void 0) {
          let data39 = data38.config_id;
          if (typeof data39 !== "string") {
            const err108 = { instancePath: instancePath + "/candidate/config_id", schemaPath: "#/properties/candidate/properties/config_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.candidate.properties.config_id.type, parentSchema: schema42.properties.candidate.properties.config_id, data: data39 };
            if (vErrors === null) {
              vErrors = [err108];
            } else {
              vErrors.push(err108);
            }
            errors++;
          }
        }
        if (data38.provider !== void 0) {
          let data40 = data38.provider;
          if (!(data40 === "ollama" || data40 === "openai" || data40 === "replay")) {
            const err109 = { instancePath: instancePath + "/candidate/provider", schemaPath: "#/properties/candidate/properties/provider/enum", keyword: "enum", params: { allowedValues: schema42.properties.candidate.properties.provider.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.candidate.properties.provider.enum, parentSchema: schema42.properties.candidate.properties.provider, data: data40 };
            if (vErrors === null) {
              vErrors = [err109];
            } else {
              vErrors.push(err109);
            }
            errors++;
          }
        }
        if (data38.model !== void 0) {
          let data41 = data38.model;
          if (typeof data41 !== "string" && data41 !== null) {
            const err110 = { instancePath: instancePath + "/candidate/model", schemaPath: "#/properties/candidate/properties/model/type", keyword: "type", params: { type: schema42.properties.candidate.properties.model.type }, message: "must be string,null", schema: schema42.properties.candidate.properties.model.type, parentSchema: schema42.properties.candidate.properties.model, data: data41 };
            if (vErrors === null) {
              vErrors = [err110];
            } else {
              vErrors.push(err110);
            }
            errors++;
          }
        }
        if (data38.model_digest !== void 0) {
          let data42 = data38.model_digest;
          if (typeof data42 !== "string" && data42 !== null) {
            const err111 = { instancePath: instancePath + "/candidate/model_digest", schemaPath: "#/properties/candidate/properties/model_digest/type", keyword: "type", params: { type: schema42.properties.candidate.properties.model_digest.type }, message: "must be string,null", schema: schema42.properties.candidate.properties.model_digest.type, parentSchema: schema42.properties.candidate.properties.model_digest, data: data42 };
            if (vErrors === null) {
              vErrors = [err111];
            } else {
              vErrors.push(err111);
            }
            errors++;
          }
        }
        if (data38.ollama_version !== void 0) {
          let data43 = data38.ollama_version;
          if (typeof data43 !== "string" && data43 !== null) {
            const err112 = { instancePath: instancePath + "/candidate/ollama_version", schemaPath: "#/properties/candidate/properties/ollama_version/type", keyword: "type", params: { type: schema42.properties.candidate.properties.ollama_version.type }, message: "must be string,null", schema: schema42.properties.candidate.properties.ollama_version.type, parentSchema: schema42.properties.candidate.properties.ollama_version, data: data43 };
            if (vErrors === null) {
              vErrors = [err112];
            } else {
              vErrors.push(err112);
            }
            errors++;
          }
        }
        if (data38.quantization !== void 0) {
          let data44 = data38.quantization;
          if (typeof data44 !== "string" && data44 !== null) {
            const err113 = { instancePath: instancePath + "/candidate/quantization", schemaPath: "#/properties/candidate/properties/quantization/type", keyword: "type", params: { type: schema42.properties.candidate.properties.quantization.type }, message: "must be string,null", schema: schema42.properties.candidate.properties.quantization.type, parentSchema: schema42.properties.candidate.properties.quantization, data: data44 };
            if (vErrors === null) {
              vErrors = [err113];
            } else {
              vErrors.push(err113);
            }
            errors++;
          }
        }
        if (data38.embedding_model !== void 0) {
          let data45 = data38.embedding_model;
          if (typeof data45 !== "string" && data45 !== null) {
            const err114 = { instancePath: instancePath + "/candidate/embedding_model", schemaPath: "#/properties/candidate/properties/embedding_model/type", keyword: "type", params: { type: schema42.properties.candidate.properties.embedding_model.type }, message: "must be string,null", schema: schema42.properties.candidate.properties.embedding_model.type, parentSchema: schema42.properties.candidate.properties.embedding_model, data: data45 };
            if (vErrors === null) {
              vErrors = [err114];
            } else {
              vErrors.push(err114);
            }
            errors++;
          }
        }
        if (data38.embedding_digest !== void 0) {
          let data46 = data38.embedding_digest;
          if (typeof data46 !== "string" && data46 !== null) {
            const err115 = { instancePath: instancePath + "/candidate/embedding_digest", schemaPath: "#/properties/candidate/properties/embedding_digest/type", keyword: "type", params: { type: schema42.properties.candidate.properties.embedding_digest.type }, message: "must be string,null", schema: schema42.properties.candidate.properties.embedding_digest.type, parentSchema: schema42.properties.candidate.properties.embedding_digest, data: data46 };
            if (vErrors === null) {
              vErrors = [err115];
            } else {
              vErrors.push(err115);
            }
            errors++;
          }
        }
        if (data38.mcp_servers !== void 0) {
          let data47 = data38.mcp_servers;
          if (Array.isArray(data47)) {
            const len2 = data47.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data48 = data47[i2];
              if (!(data48 && typeof data48 == "object" && !Array.isArray(data48))) {
                const err116 = { instancePath: instancePath + "/candidate/mcp_servers/" + i2, schemaPath: "#/properties/candidate/properties/mcp_servers/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.candidate.properties.mcp_servers.items.type, parentSchema: schema42.properties.candidate.properties.mcp_servers.items, data: data48 };
                if (vErrors === null) {
                  vErrors = [err116];
                } else {
                  vErrors.push(err116);
                }
                errors++;
              }
            }
          } else {
            const err117 = { instancePath: instancePath + "/candidate/mcp_servers", schemaPath: "#/properties/candidate/properties/mcp_servers/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema42.properties.candidate.properties.mcp_servers.type, parentSchema: schema42.properties.candidate.properties.mcp_servers, data: data47 };
            if (vErrors === null) {
              vErrors = [err117];
            } else {
              vErrors.push(err117);
            }
            errors++;
          }
        }
        if (data38.suite !== void 0) {
          let data49 = data38.suite;
          if (typeof data49 !== "string") {
            const err118 = { instancePath: instancePath + "/candidate/suite", schemaPath: "#/properties/candidate/properties/suite/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.candidate.properties.suite.type, parentSchema: schema42.properties.candidate.properties.suite, data: data49 };
            if (vErrors === null) {
              vErrors = [err118];
            } else {
              vErrors.push(err118);
            }
            errors++;
          }
        }
        if (data38.suite_sha256 !== void 0) {
          let data50 = data38.suite_sha256;
          if (typeof data50 !== "string") {
            const err119 = { instancePath: instancePath + "/candidate/suite_sha256", schemaPath: "#/properties/candidate/properties/suite_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.candidate.properties.suite_sha256.type, parentSchema: schema42.properties.candidate.properties.suite_sha256, data: data50 };
            if (vErrors === null) {
              vErrors = [err119];
            } else {
              vErrors.push(err119);
            }
            errors++;
          }
        }
        if (data38.started_at !== void 0) {
          let data51 = data38.started_at;
          if (typeof data51 !== "string") {
            const err120 = { instancePath: instancePath + "/candidate/started_at", schemaPath: "#/properties/candidate/properties/started_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.candidate.properties.started_at.type, parentSchema: schema42.properties.candidate.properties.started_at, data: data51 };
            if (vErrors === null) {
              vErrors = [err120];
            } else {
              vErrors.push(err120);
            }
            errors++;
          }
        }
        if (data38.finished_at !== void 0) {
          let data52 = data38.finished_at;
          if (typeof data52 !== "string") {
            const err121 = { instancePath: instancePath + "/candidate/finished_at", schemaPath: "#/properties/candidate/properties/finished_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.candidate.properties.finished_at.type, parentSchema: schema42.properties.candidate.properties.finished_at, data: data52 };
            if (vErrors === null) {
              vErrors = [err121];
            } else {
              vErrors.push(err121);
            }
            errors++;
          }
        }
        if (data38.cancelled !== void 0) {
          let data53 = data38.cancelled;
          if (typeof data53 !== "boolean") {
            const err122 = { instancePath: instancePath + "/candidate/cancelled", schemaPath: "#/properties/candidate/properties/cancelled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema42.properties.candidate.properties.cancelled.type, parentSchema: schema42.properties.candidate.properties.cancelled, data: data53 };
            if (vErrors === null) {
              vErrors = [err122];
            } else {
              vErrors.push(err122);
            }
            errors++;
          }
        }
        if (data38.capture !== void 0) {
          let data54 = data38.capture;
          if (!(data54 === "full" || data54 === "hash" || data54 === "none")) {
            const err123 = { instancePath: instancePath + "/candidate/capture", schemaPath: "#/properties/candidate/properties/capture/enum", keyword: "enum", params: { allowedValues: schema42.properties.candidate.properties.capture.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.candidate.properties.capture.enum, parentSchema: schema42.properties.candidate.properties.capture, data: data54 };
            if (vErrors === null) {
              vErrors = [err123];
            } else {
              vErrors.push(err123);
            }
            errors++;
          }
        }
        if (data38.tags !== void 0) {
          let data55 = data38.tags;
          if (Array.isArray(data55)) {
            const len3 = data55.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data56 = data55[i3];
              if (typeof data56 !== "string") {
                const err124 = { instancePath: instancePath + "/candidate/tags/" + i3, schemaPath: "#/properties/candidate/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.candidate.properties.tags.items.type, parentSchema: schema42.properties.candidate.properties.tags.items, data: data56 };
                if (vErrors === null) {
                  vErrors = [err124];
                } else {
                  vErrors.push(err124);
                }
                errors++;
              }
            }
          } else {
            const err125 = { instancePath: instancePath + "/candidate/tags", schemaPath: "#/properties/candidate/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema42.properties.candidate.properties.tags.type, parentSchema: schema42.properties.candidate.properties.tags, data: data55 };
            if (vErrors === null) {
              vErrors = [err125];
            } else {
              vErrors.push(err125);
            }
            errors++;
          }
        }
        if (data38.provenance !== void 0) {
          let data57 = data38.provenance;
          const _errs119 = errors;
          let valid14 = false;
          let passing1 = null;
          const _errs120 = errors;
          if (data57 !== null) {
            const err126 = { instancePath: instancePath + "/candidate/provenance", schemaPath: "#/properties/candidate/properties/provenance/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema42.properties.candidate.properties.provenance.oneOf[0].type, parentSchema: schema42.properties.candidate.properties.provenance.oneOf[0], data: data57 };
            if (vErrors === null) {
              vErrors = [err126];
            } else {
              vErrors.push(err126);
            }
            errors++;
          }
          var _valid1 = _errs120 === errors;
          if (_valid1) {
            valid14 = true;
            passing1 = 0;
          }
          const _errs122 = errors;
          if (data57 && typeof data57 == "object" && !Array.isArray(data57)) {
            if (data57.source === void 0) {
              const err127 = { instancePath: instancePath + "/candidate/provenance", schemaPath: "#/properties/candidate/properties/provenance/oneOf/1/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema42.properties.candidate.properties.provenance.oneOf[1].required, parentSchema: schema42.properties.candidate.properties.provenance.oneOf[1], data: data57 };
              if (vErrors === null) {
                vErrors = [err127];
              } else {
                vErrors.push(err127);
              }
              errors++;
            }
            if (data57.commit === void 0) {
              const err128 = { instancePath: instancePath + "/candidate/provenance", schemaPath: "#/properties/candidate/properties/provenance/oneOf/1/required", keyword: "required", params: { missingProperty: "commit" }, message: "must have required property 'commit'", schema: schema42.properties.candidate.properties.provenance.oneOf[1].required, parentSchema: schema42.properties.candidate.properties.provenance.oneOf[1], data: data57 };
              if (vErrors === null) {
                vErrors = [err128];
              } else {
                vErrors.push(err128);
              }
              errors++;
            }
            if (data57.age_seconds === void 0) {
              const err129 = { instancePath: instancePath + "/candidate/provenance", schemaPath: "#/properties/candidate/properties/provenance/oneOf/1/required", keyword: "required", params: { missingProperty: "age_seconds" }, message: "must have required property 'age_seconds'", schema: schema42.properties.candidate.properties.provenance.oneOf[1].required, parentSchema: schema42.properties.candidate.properties.provenance.oneOf[1], data: data57 };
              if (vErrors === null) {
                vErrors = [err129];
              } else {
                vErrors.push(err129);
              }
              errors++;
            }
            for (const key5 in data57) {
              if (!(key5 === "source" || key5 === "commit" || key5 === "age_seconds")) {
                const err130 = { instancePath: instancePath + "/candidate/provenance", schemaPath: "#/properties/candidate/properties/provenance/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.candidate.properties.provenance.oneOf[1], data: data57 };
                if (vErrors === null) {
                  vErrors = [err130];
                } else {
                  vErrors.push(err130);
                }
                errors++;
              }
            }
            if (data57.source !== void 0) {
              let data58 = data57.source;
              if (typeof data58 !== "string") {
                const err131 = { instancePath: instancePath + "/candidate/provenance/source", schemaPath: "#/properties/candidate/properties/provenance/oneOf/1/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.candidate.properties.provenance.oneOf[1].properties.source.type, parentSchema: schema42.properties.candidate.properties.provenance.oneOf[1].properties.source, data: data58 };
                if (vErrors === null) {
                  vErrors = [err131];
                } else {
                  vErrors.push(err131);
                }
                errors++;
              }
            }
            if (data57.commit !== void 0) {
              let data59 = data57.commit;
              if (typeof data59 !== "string" && data59 !== null) {
                const err132 = { instancePath: instancePath + "/candidate/provenance/commit", schemaPath: "#/properties/candidate/properties/provenance/oneOf/1/properties/commit/type", keyword: "type", params: { type: schema42.properties.candidate.properties.provenance.oneOf[1].properties.commit.type }, message: "must be string,null", schema: schema42.properties.candidate.properties.provenance.oneOf[1].properties.commit.type, parentSchema: schema42.properties.candidate.properties.provenance.oneOf[1].properties.commit, data: data59 };
                if (vErrors === null) {
                  vErrors = [err132];
                } else {
                  vErrors.push(err132);
                }
                errors++;
              }
            }
            if (data57.age_seconds !== void 0) {
              let data60 = data57.age_seconds;
              if (!(typeof data60 == "number" && isFinite(data60)) && data60 !== null) {
                const err133 = { instancePath: instancePath + "/candidate/provenance/age_seconds", schemaPath: "#/properties/candidate/properties/provenance/oneOf/1/properties/age_seconds/type", keyword: "type", params: { type: schema42.properties.candidate.properties.provenance.oneOf[1].properties.age_seconds.type }, message: "must be number,null", schema: schema42.properties.candidate.properties.provenance.oneOf[1].properties.age_seconds.type, parentSchema: schema42.properties.candidate.properties.provenance.oneOf[1].properties.age_seconds, data: data60 };
                if (vErrors === null) {
                  vErrors = [err133];
                } else {
                  vErrors.push(err133);
                }
                errors++;
              }
            }
          } else {
            const err134 = { instancePath: instancePath + "/candidate/provenance", schemaPath: "#/properties/candidate/properties/provenance/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.candidate.properties.provenance.oneOf[1].type, parentSchema: schema42.properties.candidate.properties.provenance.oneOf[1], data: data57 };
            if (vErrors === null) {
              vErrors = [err134];
            } else {
              vErrors.push(err134);
            }
            errors++;
          }
          var _valid1 = _errs122 === errors;
          if (_valid1 && valid14) {
            valid14 = false;
            passing1 = [passing1, 1];
          } else {
            if (_valid1) {
              valid14 = true;
              passing1 = 1;
            }
          }
          if (!valid14) {
            const err135 = { instancePath: instancePath + "/candidate/provenance", schemaPath: "#/properties/candidate/properties/provenance/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf", schema: schema42.properties.candidate.properties.provenance.oneOf, parentSchema: schema42.properties.candidate.properties.provenance, data: data57 };
            if (vErrors === null) {
              vErrors = [err135];
            } else {
              vErrors.push(err135);
            }
            errors++;
          } else {
            errors = _errs119;
            if (vErrors !== null) {
              if (_errs119) {
                vErrors.length = _errs119;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err136 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.candidate.type, parentSchema: schema42.properties.candidate, data: data38 };
        if (vErrors === null) {
          vErrors = [err136];
        } else {
          vErrors.push(err136);
        }
        errors++;
      }
    }
    if (data.options !== void 0) {
      let data61 = data.options;
      if (data61 && typeof data61 == "object" && !Array.isArray(data61)) {
        if (data61.alpha === void 0) {
          const err137 = { instancePath: instancePath + "/options", schemaPath: "#/properties/options/required", keyword: "required", params: { missingProperty: "alpha" }, message: "must have required property 'alpha'", schema: schema42.properties.options.required, parentSchema: schema42.properties.options, data: data61 };
          if (vErrors === null) {
            vErrors = [err137];
          } else {
            vErrors.push(err137);
          }
          errors++;
        }
        if (data61.correction === void 0) {
          const err138 = { instancePath: instancePath + "/options", schemaPath: "#/properties/options/required", keyword: "required", params: { missingProperty: "correction" }, message: "must have required property 'correction'", schema: schema42.properties.options.required, parentSchema: schema42.properties.options, data: data61 };
          if (vErrors === null) {
            vErrors = [err138];
          } else {
            vErrors.push(err138);
          }
          errors++;
        }
        if (data61.latency_threshold_pct === void 0) {
          const err139 = { instancePath: instancePath + "/options", schemaPath: "#/properties/options/required", keyword: "required", params: { missingProperty: "latency_threshold_pct" }, message: "must have required property 'latency_threshold_pct'", schema: schema42.properties.options.required, parentSchema: schema42.properties.options, data: data61 };
          if (vErrors === null) {
            vErrors = [err139];
          } else {
            vErrors.push(err139);
          }
          errors++;
        }
        if (data61.min_latency_delta_ms === void 0) {
          const err140 = { instancePath: instancePath + "/options", schemaPath: "#/properties/options/required", keyword: "required", params: { missingProperty: "min_latency_delta_ms" }, message: "must have required property 'min_latency_delta_ms'", schema: schema42.properties.options.required, parentSchema: schema42.properties.options, data: data61 };
          if (vErrors === null) {
            vErrors = [err140];
          } else {
            vErrors.push(err140);
          }
          errors++;
        }
        if (data61.min_token_delta === void 0) {
          const err141 = { instancePath: instancePath + "/options", schemaPath: "#/properties/options/required", keyword: "required", params: { missingProperty: "min_token_delta" }, message: "must have required property 'min_token_delta'", schema: schema42.properties.options.required, parentSchema: schema42.properties.options, data: data61 };
          if (vErrors === null) {
            vErrors = [err141];
          } else {
            vErrors.push(err141);
          }
          errors++;
        }
        if (data61.allow_suite_mismatch === void 0) {
          const err142 = { instancePath: instancePath + "/options", schemaPath: "#/properties/options/required", keyword: "required", params: { missingProperty: "allow_suite_mismatch" }, message: "must have required property 'allow_suite_mismatch'", schema: schema42.properties.options.required, parentSchema: schema42.properties.options, data: data61 };
          if (vErrors === null) {
            vErrors = [err142];
          } else {
            vErrors.push(err142);
          }
          errors++;
        }
        for (const key6 in data61) {
          if (!(key6 === "alpha" || key6 === "correction" || key6 === "latency_threshold_pct" || key6 === "min_latency_delta_ms" || key6 === "min_token_delta" || key6 === "allow_suite_mismatch")) {
            const err143 = { instancePath: instancePath + "/options", schemaPath: "#/properties/options/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.options, data: data61 };
            if (vErrors === null) {
              vErrors = [err143];
            } else {
              vErrors.push(err143);
            }
            errors++;
          }
        }
        if (data61.alpha !== void 0) {
          let data62 = data61.alpha;
          if (typeof data62 == "number" && isFinite(data62)) {
            if (data62 > 1 || isNaN(data62)) {
              const err144 = { instancePath: instancePath + "/options/alpha", schemaPath: "#/properties/options/properties/alpha/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema42.properties.options.properties.alpha, data: data62 };
              if (vErrors === null) {
                vErrors = [err144];
              } else {
                vErrors.push(err144);
              }
              errors++;
            }
            if (data62 <= 0 || isNaN(data62)) {
              const err145 = { instancePath: instancePath + "/options/alpha", schemaPath: "#/properties/options/properties/alpha/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema42.properties.options.properties.alpha, data: data62 };
              if (vErrors === null) {
                vErrors = [err145];
              } else {
                vErrors.push(err145);
              }
              errors++;
            }
          } else {
            const err146 = { instancePath: instancePath + "/options/alpha", schemaPath: "#/properties/options/properties/alpha/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema42.properties.options.properties.alpha.type, parentSchema: schema42.properties.options.properties.alpha, data: data62 };
            if (vErrors === null) {
              vErrors = [err146];
            } else {
              vErrors.push(err146);
            }
            errors++;
          }
        }
        if (data61.correction !== void 0) {
          let data63 = data61.correction;
          if (!(data63 === "holm" || data63 === "none")) {
            const err147 = { instancePath: instancePath + "/options/correction", schemaPath: "#/properties/options/properties/correction/enum", keyword: "enum", params: { allowedValues: schema42.properties.options.properties.correction.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.options.properties.correction.enum, parentSchema: schema42.properties.options.properties.correction, data: data63 };
            if (vErrors === null) {
              vErrors = [err147];
            } else {
              vErrors.push(err147);
            }
            errors++;
          }
        }
        if (data61.latency_threshold_pct !== void 0) {
          let data64 = data61.latency_threshold_pct;
          if (typeof data64 == "number" && isFinite(data64)) {
            if (data64 < 0 || isNaN(data64)) {
              const err148 = { instancePath: instancePath + "/options/latency_threshold_pct", schemaPath: "#/properties/options/properties/latency_threshold_pct/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.options.properties.latency_threshold_pct, data: data64 };
              if (vErrors === null) {
                vErrors = [err148];
              } else {
                vErrors.push(err148);
              }
              errors++;
            }
          } else {
            const err149 = { instancePath: instancePath + "/options/latency_threshold_pct", schemaPath: "#/properties/options/properties/latency_threshold_pct/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema42.properties.options.properties.latency_threshold_pct.type, parentSchema: schema42.properties.options.properties.latency_threshold_pct, data: data64 };
            if (vErrors === null) {
              vErrors = [err149];
            } else {
              vErrors.push(err149);
            }
            errors++;
          }
        }
        if (data61.min_latency_delta_ms !== void 0) {
          let data65 = data61.min_latency_delta_ms;
          if (typeof data65 == "number" && isFinite(data65)) {
            if (data65 < 0 || isNaN(data65)) {
              const err150 = { instancePath: instancePath + "/options/min_latency_delta_ms", schemaPath: "#/properties/options/properties/min_latency_delta_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.options.properties.min_latency_delta_ms, data: data65 };
              if (vErrors === null) {
                vErrors = [err150];
              } else {
                vErrors.push(err150);
              }
              errors++;
            }
          } else {
            const err151 = { instancePath: instancePath + "/options/min_latency_delta_ms", schemaPath: "#/properties/options/properties/min_latency_delta_ms/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema42.properties.options.properties.min_latency_delta_ms.type, parentSchema: schema42.properties.options.properties.min_latency_delta_ms, data: data65 };
            if (vErrors === null) {
              vErrors = [err151];
            } else {
              vErrors.push(err151);
            }
            errors++;
          }
        }
        if (data61.min_token_delta !== void 0) {
          let data66 = data61.min_token_delta;
          if (typeof data66 == "number" && isFinite(data66)) {
            if (data66 < 0 || isNaN(data66)) {
              const err152 = { instancePath: instancePath + "/options/min_token_delta", schemaPath: "#/properties/options/properties/min_token_delta/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.options.properties.min_token_delta, data: data66 };
              if (vErrors === null) {
                vErrors = [err152];
              } else {
                vErrors.push(err152);
              }
              errors++;
            }
          } else {
            const err153 = { instancePath: instancePath + "/options/min_token_delta", schemaPath: "#/properties/options/properties/min_token_delta/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema42.properties.options.properties.min_token_delta.type, parentSchema: schema42.properties.options.properties.min_token_delta, data: data66 };
            if (vErrors === null) {
              vErrors = [err153];
            } else {
              vErrors.push(err153);
            }
            errors++;
          }
        }
        if (data61.allow_suite_mismatch !== void 0) {
          let data67 = data61.allow_suite_mismatch;
          if (typeof data67 !== "boolean") {
            const err154 = { instancePath: instancePath + "/options/allow_suite_mismatch", schemaPath: "#/properties/options/properties/allow_suite_mismatch/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema42.properties.options.properties.allow_suite_mismatch.type, parentSchema: schema42.properties.options.properties.allow_suite_mismatch, data: data67 };
            if (vErrors === null) {
              vErrors = [err154];
            } else {
              vErrors.push(err154);
            }
            errors++;
          }
        }
      } else {
        const err155 = { instancePath: instancePath + "/options", schemaPath: "#/properties/options/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.options.type, parentSchema: schema42.properties.options, data: data61 };
        if (vErrors === null) {
          vErrors = [err155];
        } else {
          vErrors.push(err155);
        }
        errors++;
      }
    }
    if (data.cases !== void 0) {
      let data68 = data.cases;
      if (Array.isArray(data68)) {
        const len4 = data68.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data69 = data68[i4];
          if (data69 && typeof data69 == "object" && !Array.isArray(data69)) {
            if (data69.id === void 0) {
              const err156 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err156];
              } else {
                vErrors.push(err156);
              }
              errors++;
            }
            if (data69.type === void 0) {
              const err157 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err157];
              } else {
                vErrors.push(err157);
              }
              errors++;
            }
            if (data69.category === void 0) {
              const err158 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "category" }, message: "must have required property 'category'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err158];
              } else {
                vErrors.push(err158);
              }
              errors++;
            }
            if (data69.contract === void 0) {
              const err159 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "contract" }, message: "must have required property 'contract'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err159];
              } else {
                vErrors.push(err159);
              }
              errors++;
            }
            if (data69.baseline_status === void 0) {
              const err160 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "baseline_status" }, message: "must have required property 'baseline_status'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err160];
              } else {
                vErrors.push(err160);
              }
              errors++;
            }
            if (data69.candidate_status === void 0) {
              const err161 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "candidate_status" }, message: "must have required property 'candidate_status'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err161];
              } else {
                vErrors.push(err161);
              }
              errors++;
            }
            if (data69.reason === void 0) {
              const err162 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err162];
              } else {
                vErrors.push(err162);
              }
              errors++;
            }
            if (data69.label_change === void 0) {
              const err163 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "label_change" }, message: "must have required property 'label_change'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err163];
              } else {
                vErrors.push(err163);
              }
              errors++;
            }
            if (data69.baseline_pass_count === void 0) {
              const err164 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "baseline_pass_count" }, message: "must have required property 'baseline_pass_count'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err164];
              } else {
                vErrors.push(err164);
              }
              errors++;
            }
            if (data69.candidate_pass_count === void 0) {
              const err165 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "candidate_pass_count" }, message: "must have required property 'candidate_pass_count'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err165];
              } else {
                vErrors.push(err165);
              }
              errors++;
            }
            if (data69.repeat === void 0) {
              const err166 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "repeat" }, message: "must have required property 'repeat'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err166];
              } else {
                vErrors.push(err166);
              }
              errors++;
            }
            if (data69.p_value === void 0) {
              const err167 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "p_value" }, message: "must have required property 'p_value'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err167];
              } else {
                vErrors.push(err167);
              }
              errors++;
            }
            if (data69.p_threshold === void 0) {
              const err168 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "p_threshold" }, message: "must have required property 'p_threshold'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err168];
              } else {
                vErrors.push(err168);
              }
              errors++;
            }
            if (data69.contract_rates === void 0) {
              const err169 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "contract_rates" }, message: "must have required property 'contract_rates'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err169];
              } else {
                vErrors.push(err169);
              }
              errors++;
            }
            if (data69.definition_changed === void 0) {
              const err170 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "definition_changed" }, message: "must have required property 'definition_changed'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err170];
              } else {
                vErrors.push(err170);
              }
              errors++;
            }
            if (data69.latency === void 0) {
              const err171 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "latency" }, message: "must have required property 'latency'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err171];
              } else {
                vErrors.push(err171);
              }
              errors++;
            }
            if (data69.tokens === void 0) {
              const err172 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "tokens" }, message: "must have required property 'tokens'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err172];
              } else {
                vErrors.push(err172);
              }
              errors++;
            }
            if (data69.baseline_warnings === void 0) {
              const err173 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "baseline_warnings" }, message: "must have required property 'baseline_warnings'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err173];
              } else {
                vErrors.push(err173);
              }
              errors++;
            }
            if (data69.candidate_warnings === void 0) {
              const err174 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "candidate_warnings" }, message: "must have required property 'candidate_warnings'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err174];
              } else {
                vErrors.push(err174);
              }
              errors++;
            }
            if (data69.new_warnings === void 0) {
              const err175 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "new_warnings" }, message: "must have required property 'new_warnings'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err175];
              } else {
                vErrors.push(err175);
              }
              errors++;
            }
            if (data69.output_changed === void 0) {
              const err176 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "output_changed" }, message: "must have required property 'output_changed'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err176];
              } else {
                vErrors.push(err176);
              }
              errors++;
            }
            if (data69.diff === void 0) {
              const err177 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "diff" }, message: "must have required property 'diff'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err177];
              } else {
                vErrors.push(err177);
              }
              errors++;
            }
            if (data69.source === void 0) {
              const err178 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema42.properties.cases.items.required, parentSchema: schema42.properties.cases.items, data: data69 };
              if (vErrors === null) {
                vErrors = [err178];
              } else {
                vErrors.push(err178);
              }
              errors++;
            }
            for (const key7 in data69) {
              if (!func1.call(schema42.properties.cases.items.properties, key7)) {
                const err179 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.cases.items, data: data69 };
                if (vErrors === null) {
                  vErrors = [err179];
                } else {
                  vErrors.push(err179);
                }
                errors++;
              }
            }
            if (data69.id !== void 0) {
              let data70 = data69.id;
              if (typeof data70 !== "string") {
                const err180 = { instancePath: instancePath + "/cases/" + i4 + "/id", schemaPath: "#/properties/cases/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.cases.items.properties.id.type, parentSchema: schema42.properties.cases.items.properties.id, data: data70 };
                if (vErrors === null) {
                  vErrors = [err180];
                } else {
                  vErrors.push(err180);
                }
                errors++;
              }
            }
            if (data69.type !== void 0) {
              let data71 = data69.type;
              if (!(data71 === "exact" || data71 === "contains" || data71 === "not_contains" || data71 === "max_length" || data71 === "min_length" || data71 === "max_words" || data71 === "regex" || data71 === "json" || data71 === "classification" || data71 === "required_fields" || data71 === "tool_call" || data71 === "retrieval" || data71 === "mcp" || data71 === "custom" || data71 === "none" || data71 === "checks")) {
                const err181 = { instancePath: instancePath + "/cases/" + i4 + "/type", schemaPath: "#/properties/cases/items/properties/type/enum", keyword: "enum", params: { allowedValues: schema42.properties.cases.items.properties.type.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.cases.items.properties.type.enum, parentSchema: schema42.properties.cases.items.properties.type, data: data71 };
                if (vErrors === null) {
                  vErrors = [err181];
                } else {
                  vErrors.push(err181);
                }
                errors++;
              }
            }
            if (data69.category !== void 0) {
              let data72 = data69.category;
              if (!(data72 === "missing" || data72 === "new" || data72 === "error" || data72 === "regression" || data72 === "invalid" || data72 === "mismatch" || data72 === "flaky" || data72 === "fixed" || data72 === "still_failing" || data72 === "changed" || data72 === "passing")) {
                const err182 = { instancePath: instancePath + "/cases/" + i4 + "/category", schemaPath: "#/properties/cases/items/properties/category/enum", keyword: "enum", params: { allowedValues: schema42.properties.cases.items.properties.category.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.cases.items.properties.category.enum, parentSchema: schema42.properties.cases.items.properties.category, data: data72 };
                if (vErrors === null) {
                  vErrors = [err182];
                } else {
                  vErrors.push(err182);
                }
                errors++;
              }
            }
            if (data69.contract !== void 0) {
              let data73 = data69.contract;
              if (!(data73 === "text" || data73 === "json" || data73 === "tool_calls" || data73 === "retrieval" || data73 === "mcp" || data73 === null)) {
                const err183 = { instancePath: instancePath + "/cases/" + i4 + "/contract", schemaPath: "#/properties/cases/items/properties/contract/enum", keyword: "enum", params: { allowedValues: schema42.properties.cases.items.properties.contract.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.cases.items.properties.contract.enum, parentSchema: schema42.properties.cases.items.properties.contract, data: data73 };
                if (vErrors === null) {
                  vErrors = [err183];
                } else {
                  vErrors.push(err183);
                }
                errors++;
              }
            }
            if (data69.baseline_status !== void 0) {
              let data74 = data69.baseline_status;
              if (!(data74 === "pass" || data74 === "fail" || data74 === "invalid" || data74 === "error" || data74 === "unavailable" || data74 === "timeout" || data74 === "cancelled" || data74 === null)) {
                const err184 = { instancePath: instancePath + "/cases/" + i4 + "/baseline_status", schemaPath: "#/properties/cases/items/properties/baseline_status/enum", keyword: "enum", params: { allowedValues: schema42.properties.cases.items.properties.baseline_status.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.cases.items.properties.baseline_status.enum, parentSchema: schema42.properties.cases.items.properties.baseline_status, data: data74 };
                if (vErrors === null) {
                  vErrors = [err184];
                } else {
                  vErrors.push(err184);
                }
                errors++;
              }
            }
            if (data69.candidate_status !== void 0) {
              let data75 = data69.candidate_status;
              if (!(data75 === "pass" || data75 === "fail" || data75 === "invalid" || data75 === "error" || data75 === "unavailable" || data75 === "timeout" || data75 === "cancelled" || data75 === null)) {
                const err185 = { instancePath: instancePath + "/cases/" + i4 + "/candidate_status", schemaPath: "#/properties/cases/items/properties/candidate_status/enum", keyword: "enum", params: { allowedValues: schema42.properties.cases.items.properties.candidate_status.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.cases.items.properties.candidate_status.enum, parentSchema: schema42.properties.cases.items.properties.candidate_status, data: data75 };
                if (vErrors === null) {
                  vErrors = [err185];
                } else {
                  vErrors.push(err185);
                }
                errors++;
              }
            }
            if (data69.reason !== void 0) {
              let data76 = data69.reason;
              if (typeof data76 !== "string" && data76 !== null) {
                const err186 = { instancePath: instancePath + "/cases/" + i4 + "/reason", schemaPath: "#/properties/cases/items/properties/reason/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.reason.type }, message: "must be string,null", schema: schema42.properties.cases.items.properties.reason.type, parentSchema: schema42.properties.cases.items.properties.reason, data: data76 };
                if (vErrors === null) {
                  vErrors = [err186];
                } else {
                  vErrors.push(err186);
                }
                errors++;
              }
            }
            if (data69.label_change !== void 0) {
              let data77 = data69.label_change;
              const _errs160 = errors;
              let valid20 = false;
              let passing2 = null;
              const _errs161 = errors;
              if (data77 !== null) {
                const err187 = { instancePath: instancePath + "/cases/" + i4 + "/label_change", schemaPath: "#/properties/cases/items/properties/label_change/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema42.properties.cases.items.properties.label_change.oneOf[0].type, parentSchema: schema42.properties.cases.items.properties.label_change.oneOf[0], data: data77 };
                if (vErrors === null) {
                  vErrors = [err187];
                } else {
                  vErrors.push(err187);
                }
                errors++;
              }
              var _valid2 = _errs161 === errors;
              if (_valid2) {
                valid20 = true;
                passing2 = 0;
              }
              const _errs163 = errors;
              if (data77 && typeof data77 == "object" && !Array.isArray(data77)) {
                if (data77.from === void 0) {
                  const err188 = { instancePath: instancePath + "/cases/" + i4 + "/label_change", schemaPath: "#/properties/cases/items/properties/label_change/oneOf/1/required", keyword: "required", params: { missingProperty: "from" }, message: "must have required property 'from'", schema: schema42.properties.cases.items.properties.label_change.oneOf[1].required, parentSchema: schema42.properties.cases.items.properties.label_change.oneOf[1], data: data77 };
                  if (vErrors === null) {
                    vErrors = [err188];
                  } else {
                    vErrors.push(err188);
                  }
                  errors++;
                }
                if (data77.to === void 0) {
                  const err189 = { instancePath: instancePath + "/cases/" + i4 + "/label_change", schemaPath: "#/properties/cases/items/properties/label_change/oneOf/1/required", keyword: "required", params: { missingProperty: "to" }, message: "must have required property 'to'", schema: schema42.properties.cases.items.properties.label_change.oneOf[1].required, parentSchema: schema42.properties.cases.items.properties.label_change.oneOf[1], data: data77 };
                  if (vErrors === null) {
                    vErrors = [err189];
                  } else {
                    vErrors.push(err189);
                  }
                  errors++;
                }
                for (const key8 in data77) {
                  if (!(key8 === "from" || key8 === "to")) {
                    const err190 = { instancePath: instancePath + "/cases/" + i4 + "/label_change", schemaPath: "#/properties/cases/items/properties/label_change/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.cases.items.properties.label_change.oneOf[1], data: data77 };
                    if (vErrors === null) {
                      vErrors = [err190];
                    } else {
                      vErrors.push(err190);
                    }
                    errors++;
                  }
                }
                if (data77.from !== void 0) {
                  let data78 = data77.from;
                  if (typeof data78 !== "string") {
                    const err191 = { instancePath: instancePath + "/cases/" + i4 + "/label_change/from", schemaPath: "#/properties/cases/items/properties/label_change/oneOf/1/properties/from/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.cases.items.properties.label_change.oneOf[1].properties.from.type, parentSchema: schema42.properties.cases.items.properties.label_change.oneOf[1].properties.from, data: data78 };
                    if (vErrors === null) {
                      vErrors = [err191];
                    } else {
                      vErrors.push(err191);
                    }
                    errors++;
                  }
                }
                if (data77.to !== void 0) {
                  let data79 = data77.to;
                  if (typeof data79 !== "string") {
                    const err192 = { instancePath: instancePath + "/cases/" + i4 + "/label_change/to", schemaPath: "#/properties/cases/items/properties/label_change/oneOf/1/properties/to/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.cases.items.properties.label_change.oneOf[1].properties.to.type, parentSchema: schema42.properties.cases.items.properties.label_change.oneOf[1].properties.to, data: data79 };
                    if (vErrors === null) {
                      vErrors = [err192];
                    } else {
                      vErrors.push(err192);
                    }
                    errors++;
                  }
                }
              } else {
                const err193 = { instancePath: instancePath + "/cases/" + i4 + "/label_change", schemaPath: "#/properties/cases/items/properties/label_change/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.cases.items.properties.label_change.oneOf[1].type, parentSchema: schema42.properties.cases.items.properties.label_change.oneOf[1], data: data77 };
                if (vErrors === null) {
                  vErrors = [err193];
                } else {
                  vErrors.push(err193);
                }
                errors++;
              }
              var _valid2 = _errs163 === errors;
              if (_valid2 && valid20) {
                valid20 = false;
                passing2 = [passing2, 1];
              } else {
                if (_valid2) {
                  valid20 = true;
                  passing2 = 1;
                }
              }
              if (!valid20) {
                const err194 = { instancePath: instancePath + "/cases/" + i4 + "/label_change", schemaPath: "#/properties/cases/items/properties/label_change/oneOf", keyword: "oneOf", params: { passingSchemas: passing2 }, message: "must match exactly one schema in oneOf", schema: schema42.properties.cases.items.properties.label_change.oneOf, parentSchema: schema42.properties.cases.items.properties.label_change, data: data77 };
                if (vErrors === null) {
                  vErrors = [err194];
                } else {
                  vErrors.push(err194);
                }
                errors++;
              } else {
                errors = _errs160;
                if (vErrors !== null) {
                  if (_errs160) {
                    vErrors.length = _errs160;
                  } else {
                    vErrors = null;
                  }
                }
              }
            }
            if (data69.baseline_pass_count !== void 0) {
              let data80 = data69.baseline_pass_count;
              if (!(typeof data80 == "number" && (!(data80 % 1) && !isNaN(data80)) && isFinite(data80)) && data80 !== null) {
                const err195 = { instancePath: instancePath + "/cases/" + i4 + "/baseline_pass_count", schemaPath: "#/properties/cases/items/properties/baseline_pass_count/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.baseline_pass_count.type }, message: "must be integer,null", schema: schema42.properties.cases.items.properties.baseline_pass_count.type, parentSchema: schema42.properties.cases.items.properties.baseline_pass_count, data: data80 };
                if (vErrors === null) {
                  vErrors = [err195];
                } else {
                  vErrors.push(err195);
                }
                errors++;
              }
              if (typeof data80 == "number" && isFinite(data80)) {
                if (data80 < 0 || isNaN(data80)) {
                  const err196 = { instancePath: instancePath + "/cases/" + i4 + "/baseline_pass_count", schemaPath: "#/properties/cases/items/properties/baseline_pass_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.cases.items.properties.baseline_pass_count, data: data80 };
                  if (vErrors === null) {
                    vErrors = [err196];
                  } else {
                    vErrors.push(err196);
                  }
                  errors++;
                }
              }
            }
            if (data69.candidate_pass_count !== void 0) {
              let data81 = data69.candidate_pass_count;
              if (!(typeof data81 == "number" && (!(data81 % 1) && !isNaN(data81)) && isFinite(data81)) && data81 !== null) {
                const err197 = { instancePath: instancePath + "/cases/" + i4 + "/candidate_pass_count", schemaPath: "#/properties/cases/items/properties/candidate_pass_count/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.candidate_pass_count.type }, message: "must be integer,null", schema: schema42.properties.cases.items.properties.candidate_pass_count.type, parentSchema: schema42.properties.cases.items.properties.candidate_pass_count, data: data81 };
                if (vErrors === null) {
                  vErrors = [err197];
                } else {
                  vErrors.push(err197);
                }
                errors++;
              }
              if (typeof data81 == "number" && isFinite(data81)) {
                if (data81 < 0 || isNaN(data81)) {
                  const err198 = { instancePath: instancePath + "/cases/" + i4 + "/candidate_pass_count", schemaPath: "#/properties/cases/items/properties/candidate_pass_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.cases.items.properties.candidate_pass_count, data: data81 };
                  if (vErrors === null) {
                    vErrors = [err198];
                  } else {
                    vErrors.push(err198);
                  }
                  errors++;
                }
              }
            }
            if (data69.repeat !== void 0) {
              let data82 = data69.repeat;
              if (data82 && typeof data82 == "object" && !Array.isArray(data82)) {
                if (data82.baseline === void 0) {
                  const err199 = { instancePath: instancePath + "/cases/" + i4 + "/repeat", schemaPath: "#/properties/cases/items/properties/repeat/required", keyword: "required", params: { missingProperty: "baseline" }, message: "must have required property 'baseline'", schema: schema42.properties.cases.items.properties.repeat.required, parentSchema: schema42.properties.cases.items.properties.repeat, data: data82 };
                  if (vErrors === null) {
                    vErrors = [err199];
                  } else {
                    vErrors.push(err199);
                  }
                  errors++;
                }
                if (data82.candidate === void 0) {
                  const err200 = { instancePath: instancePath + "/cases/" + i4 + "/repeat", schemaPath: "#/properties/cases/items/properties/repeat/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema42.properties.cases.items.properties.repeat.required, parentSchema: schema42.properties.cases.items.properties.repeat, data: data82 };
                  if (vErrors === null) {
                    vErrors = [err200];
                  } else {
                    vErrors.push(err200);
                  }
                  errors++;
                }
                for (const key9 in data82) {
                  if (!(key9 === "baseline" || key9 === "candidate")) {
                    const err201 = { instancePath: instancePath + "/cases/" + i4 + "/repeat", schemaPath: "#/properties/cases/items/properties/repeat/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.cases.items.properties.repeat, data: data82 };
                    if (vErrors === null) {
                      vErrors = [err201];
                    } else {
                      vErrors.push(err201);
                    }
                    errors++;
                  }
                }
                if (data82.baseline !== void 0) {
                  let data83 = data82.baseline;
                  if (!(typeof data83 == "number" && (!(data83 % 1) && !isNaN(data83)) && isFinite(data83)) && data83 !== null) {
                    const err202 = { instancePath: instancePath + "/cases/" + i4 + "/repeat/baseline", schemaPath: "#/properties/cases/items/properties/repeat/properties/baseline/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.repeat.properties.baseline.type }, message: "must be integer,null", schema: schema42.properties.cases.items.properties.repeat.properties.baseline.type, parentSchema: schema42.properties.cases.items.properties.repeat.properties.baseline, data: data83 };
                    if (vErrors === null) {
                      vErrors = [err202];
                    } else {
                      vErrors.push(err202);
                    }
                    errors++;
                  }
                  if (typeof data83 == "number" && isFinite(data83)) {
                    if (data83 < 1 || isNaN(data83)) {
                      const err203 = { instancePath: instancePath + "/cases/" + i4 + "/repeat/baseline", schemaPath: "#/properties/cases/items/properties/repeat/properties/baseline/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema42.properties.cases.items.properties.repeat.properties.baseline, data: data83 };
                      if (vErrors === null) {
                        vErrors = [err203];
                      } else {
                        vErrors.push(err203);
                      }
                      errors++;
                    }
                  }
                }
                if (data82.candidate !== void 0) {
                  let data84 = data82.candidate;
                  if (!(typeof data84 == "number" && (!(data84 % 1) && !isNaN(data84)) && isFinite(data84)) && data84 !== null) {
                    const err204 = { instancePath: instancePath + "/cases/" + i4 + "/repeat/candidate", schemaPath: "#/properties/cases/items/properties/repeat/properties/candidate/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.repeat.properties.candidate.type }, message: "must be integer,null", schema: schema42.properties.cases.items.properties.repeat.properties.candidate.type, parentSchema: schema42.properties.cases.items.properties.repeat.properties.candidate, data: data84 };
                    if (vErrors === null) {
                      vErrors = [err204];
                    } else {
                      vErrors.push(err204);
                    }
                    errors++;
                  }
                  if (typeof data84 == "number" && isFinite(data84)) {
                    if (data84 < 1 || isNaN(data84)) {
                      const err205 = { instancePath: instancePath + "/cases/" + i4 + "/repeat/candidate", schemaPath: "#/properties/cases/items/properties/repeat/properties/candidate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema42.properties.cases.items.properties.repeat.properties.candidate, data: data84 };
                      if (vErrors === null) {
                        vErrors = [err205];
                      } else {
                        vErrors.push(err205);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err206 = { instancePath: instancePath + "/cases/" + i4 + "/repeat", schemaPath: "#/properties/cases/items/properties/repeat/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.cases.items.properties.repeat.type, parentSchema: schema42.properties.cases.items.properties.repeat, data: data82 };
                if (vErrors === null) {
                  vErrors = [err206];
                } else {
                  vErrors.push(err206);
                }
                errors++;
              }
            }
            if (data69.p_value !== void 0) {
              let data85 = data69.p_value;
              if (!(typeof data85 == "number" && isFinite(data85)) && data85 !== null) {
                const err207 = { instancePath: instancePath + "/cases/" + i4 + "/p_value", schemaPath: "#/properties/cases/items/properties/p_value/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.p_value.type }, message: "must be number,null", schema: schema42.properties.cases.items.properties.p_value.type, parentSchema: schema42.properties.cases.items.properties.p_value, data: data85 };
                if (vErrors === null) {
                  vErrors = [err207];
                } else {
                  vErrors.push(err207);
                }
                errors++;
              }
              if (typeof data85 == "number" && isFinite(data85)) {
                if (data85 > 1 || isNaN(data85)) {
                  const err208 = { instancePath: instancePath + "/cases/" + i4 + "/p_value", schemaPath: "#/properties/cases/items/properties/p_value/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema42.properties.cases.items.properties.p_value, data: data85 };
                  if (vErrors === null) {
                    vErrors = [err208];
                  } else {
                    vErrors.push(err208);
                  }
                  errors++;
                }
                if (data85 < 0 || isNaN(data85)) {
                  const err209 = { instancePath: instancePath + "/cases/" + i4 + "/p_value", schemaPath: "#/properties/cases/items/properties/p_value/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.cases.items.properties.p_value, data: data85 };
                  if (vErrors === null) {
                    vErrors = [err209];
                  } else {
                    vErrors.push(err209);
                  }
                  errors++;
                }
              }
            }
            if (data69.p_threshold !== void 0) {
              let data86 = data69.p_threshold;
              if (!(typeof data86 == "number" && isFinite(data86)) && data86 !== null) {
                const err210 = { instancePath: instancePath + "/cases/" + i4 + "/p_threshold", schemaPath: "#/properties/cases/items/properties/p_threshold/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.p_threshold.type }, message: "must be number,null", schema: schema42.properties.cases.items.properties.p_threshold.type, parentSchema: schema42.properties.cases.items.properties.p_threshold, data: data86 };
                if (vErrors === null) {
                  vErrors = [err210];
                } else {
                  vErrors.push(err210);
                }
                errors++;
              }
              if (typeof data86 == "number" && isFinite(data86)) {
                if (data86 > 1 || isNaN(data86)) {
                  const err211 = { instancePath: instancePath + "/cases/" + i4 + "/p_threshold", schemaPath: "#/properties/cases/items/properties/p_threshold/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema42.properties.cases.items.properties.p_threshold, data: data86 };
                  if (vErrors === null) {
                    vErrors = [err211];
                  } else {
                    vErrors.push(err211);
                  }
                  errors++;
                }
                if (data86 < 0 || isNaN(data86)) {
                  const err212 = { instancePath: instancePath + "/cases/" + i4 + "/p_threshold", schemaPath: "#/properties/cases/items/properties/p_threshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.cases.items.properties.p_threshold, data: data86 };
                  if (vErrors === null) {
                    vErrors = [err212];
                  } else {
                    vErrors.push(err212);
                  }
                  errors++;
                }
              }
            }
            if (data69.contract_rates !== void 0) {
              let data87 = data69.contract_rates;
              const _errs186 = errors;
              let valid23 = false;
              let passing3 = null;
              const _errs187 = errors;
              if (data87 !== null) {
                const err213 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema42.properties.cases.items.properties.contract_rates.oneOf[0].type, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[0], data: data87 };
                if (vErrors === null) {
                  vErrors = [err213];
                } else {
                  vErrors.push(err213);
                }
                errors++;
              }
              var _valid3 = _errs187 === errors;
              if (_valid3) {
                valid23 = true;
                passing3 = 0;
              }
              const _errs189 = errors;
              if (data87 && typeof data87 == "object" && !Array.isArray(data87)) {
                if (data87.baseline_matches === void 0) {
                  const err214 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/required", keyword: "required", params: { missingProperty: "baseline_matches" }, message: "must have required property 'baseline_matches'", schema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].required, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1], data: data87 };
                  if (vErrors === null) {
                    vErrors = [err214];
                  } else {
                    vErrors.push(err214);
                  }
                  errors++;
                }
                if (data87.baseline_total === void 0) {
                  const err215 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/required", keyword: "required", params: { missingProperty: "baseline_total" }, message: "must have required property 'baseline_total'", schema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].required, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1], data: data87 };
                  if (vErrors === null) {
                    vErrors = [err215];
                  } else {
                    vErrors.push(err215);
                  }
                  errors++;
                }
                if (data87.candidate_matches === void 0) {
                  const err216 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/required", keyword: "required", params: { missingProperty: "candidate_matches" }, message: "must have required property 'candidate_matches'", schema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].required, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1], data: data87 };
                  if (vErrors === null) {
                    vErrors = [err216];
                  } else {
                    vErrors.push(err216);
                  }
                  errors++;
                }
                if (data87.candidate_total === void 0) {
                  const err217 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/required", keyword: "required", params: { missingProperty: "candidate_total" }, message: "must have required property 'candidate_total'", schema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].required, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1], data: data87 };
                  if (vErrors === null) {
                    vErrors = [err217];
                  } else {
                    vErrors.push(err217);
                  }
                  errors++;
                }
                if (data87.p_value === void 0) {
                  const err218 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/required", keyword: "required", params: { missingProperty: "p_value" }, message: "must have required property 'p_value'", schema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].required, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1], data: data87 };
                  if (vErrors === null) {
                    vErrors = [err218];
                  } else {
                    vErrors.push(err218);
                  }
                  errors++;
                }
                if (data87.p_threshold === void 0) {
                  const err219 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/required", keyword: "required", params: { missingProperty: "p_threshold" }, message: "must have required property 'p_threshold'", schema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].required, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1], data: data87 };
                  if (vErrors === null) {
                    vErrors = [err219];
                  } else {
                    vErrors.push(err219);
                  }
                  errors++;
                }
                if (data87.significant === void 0) {
                  const err220 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/required", keyword: "required", params: { missingProperty: "significant" }, message: "must have required property 'significant'", schema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].required, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1], data: data87 };
                  if (vErrors === null) {
                    vErrors = [err220];
                  } else {
                    vErrors.push(err220);
                  }
                  errors++;
                }
                for (const key10 in data87) {
                  if (!(key10 === "baseline_matches" || key10 === "baseline_total" || key10 === "candidate_matches" || key10 === "candidate_total" || key10 === "p_value" || key10 === "p_threshold" || key10 === "significant")) {
                    const err221 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1], data: data87 };
                    if (vErrors === null) {
                      vErrors = [err221];
                    } else {
                      vErrors.push(err221);
                    }
                    errors++;
                  }
                }
                if (data87.baseline_matches !== void 0) {
                  let data88 = data87.baseline_matches;
                  if (!(typeof data88 == "number" && (!(data88 % 1) && !isNaN(data88)) && isFinite(data88))) {
                    const err222 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates/baseline_matches", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/properties/baseline_matches/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.baseline_matches.type, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.baseline_matches, data: data88 };
                    if (vErrors === null) {
                      vErrors = [err222];
                    } else {
                      vErrors.push(err222);
                    }
                    errors++;
                  }
                  if (typeof data88 == "number" && isFinite(data88)) {
                    if (data88 < 0 || isNaN(data88)) {
                      const err223 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates/baseline_matches", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/properties/baseline_matches/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.baseline_matches, data: data88 };
                      if (vErrors === null) {
                        vErrors = [err223];
                      } else {
                        vErrors.push(err223);
                      }
                      errors++;
                    }
                  }
                }
                if (data87.baseline_total !== void 0) {
                  let data89 = data87.baseline_total;
                  if (!(typeof data89 == "number" && (!(data89 % 1) && !isNaN(data89)) && isFinite(data89))) {
                    const err224 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates/baseline_total", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/properties/baseline_total/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.baseline_total.type, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.baseline_total, data: data89 };
                    if (vErrors === null) {
                      vErrors = [err224];
                    } else {
                      vErrors.push(err224);
                    }
                    errors++;
                  }
                  if (typeof data89 == "number" && isFinite(data89)) {
                    if (data89 < 0 || isNaN(data89)) {
                      const err225 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates/baseline_total", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/properties/baseline_total/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.baseline_total, data: data89 };
                      if (vErrors === null) {
                        vErrors = [err225];
                      } else {
                        vErrors.push(err225);
                      }
                      errors++;
                    }
                  }
                }
                if (data87.candidate_matches !== void 0) {
                  let data90 = data87.candidate_matches;
                  if (!(typeof data90 == "number" && (!(data90 % 1) && !isNaN(data90)) && isFinite(data90))) {
                    const err226 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates/candidate_matches", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/properties/candidate_matches/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.candidate_matches.type, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.candidate_matches, data: data90 };
                    if (vErrors === null) {
                      vErrors = [err226];
                    } else {
                      vErrors.push(err226);
                    }
                    errors++;
                  }
                  if (typeof data90 == "number" && isFinite(data90)) {
                    if (data90 < 0 || isNaN(data90)) {
                      const err227 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates/candidate_matches", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/properties/candidate_matches/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.candidate_matches, data: data90 };
                      if (vErrors === null) {
                        vErrors = [err227];
                      } else {
                        vErrors.push(err227);
                      }
                      errors++;
                    }
                  }
                }
                if (data87.candidate_total !== void 0) {
                  let data91 = data87.candidate_total;
                  if (!(typeof data91 == "number" && (!(data91 % 1) && !isNaN(data91)) && isFinite(data91))) {
                    const err228 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates/candidate_total", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/properties/candidate_total/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.candidate_total.type, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.candidate_total, data: data91 };
                    if (vErrors === null) {
                      vErrors = [err228];
                    } else {
                      vErrors.push(err228);
                    }
                    errors++;
                  }
                  if (typeof data91 == "number" && isFinite(data91)) {
                    if (data91 < 0 || isNaN(data91)) {
                      const err229 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates/candidate_total", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/properties/candidate_total/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.candidate_total, data: data91 };
                      if (vErrors === null) {
                        vErrors = [err229];
                      } else {
                        vErrors.push(err229);
                      }
                      errors++;
                    }
                  }
                }
                if (data87.p_value !== void 0) {
                  let data92 = data87.p_value;
                  if (typeof data92 == "number" && isFinite(data92)) {
                    if (data92 > 1 || isNaN(data92)) {
                      const err230 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates/p_value", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/properties/p_value/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.p_value, data: data92 };
                      if (vErrors === null) {
                        vErrors = [err230];
                      } else {
                        vErrors.push(err230);
                      }
                      errors++;
                    }
                    if (data92 < 0 || isNaN(data92)) {
                      const err231 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates/p_value", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/properties/p_value/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.p_value, data: data92 };
                      if (vErrors === null) {
                        vErrors = [err231];
                      } else {
                        vErrors.push(err231);
                      }
                      errors++;
                    }
                  } else {
                    const err232 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates/p_value", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/properties/p_value/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.p_value.type, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.p_value, data: data92 };
                    if (vErrors === null) {
                      vErrors = [err232];
                    } else {
                      vErrors.push(err232);
                    }
                    errors++;
                  }
                }
                if (data87.p_threshold !== void 0) {
                  let data93 = data87.p_threshold;
                  if (typeof data93 == "number" && isFinite(data93)) {
                    if (data93 > 1 || isNaN(data93)) {
                      const err233 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates/p_threshold", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/properties/p_threshold/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.p_threshold, data: data93 };
                      if (vErrors === null) {
                        vErrors = [err233];
                      } else {
                        vErrors.push(err233);
                      }
                      errors++;
                    }
                    if (data93 < 0 || isNaN(data93)) {
                      const err234 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates/p_threshold", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/properties/p_threshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.p_threshold, data: data93 };
                      if (vErrors === null) {
                        vErrors = [err234];
                      } else {
                        vErrors.push(err234);
                      }
                      errors++;
                    }
                  } else {
                    const err235 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates/p_threshold", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/properties/p_threshold/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.p_threshold.type, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.p_threshold, data: data93 };
                    if (vErrors === null) {
                      vErrors = [err235];
                    } else {
                      vErrors.push(err235);
                    }
                    errors++;
                  }
                }
                if (data87.significant !== void 0) {
                  let data94 = data87.significant;
                  if (typeof data94 !== "boolean") {
                    const err236 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates/significant", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/properties/significant/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.significant.type, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].properties.significant, data: data94 };
                    if (vErrors === null) {
                      vErrors = [err236];
                    } else {
                      vErrors.push(err236);
                    }
                    errors++;
                  }
                }
              } else {
                const err237 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.cases.items.properties.contract_rates.oneOf[1].type, parentSchema: schema42.properties.cases.items.properties.contract_rates.oneOf[1], data: data87 };
                if (vErrors === null) {
                  vErrors = [err237];
                } else {
                  vErrors.push(err237);
                }
                errors++;
              }
              var _valid3 = _errs189 === errors;
              if (_valid3 && valid23) {
                valid23 = false;
                passing3 = [passing3, 1];
              } else {
                if (_valid3) {
                  valid23 = true;
                  passing3 = 1;
                }
              }
              if (!valid23) {
                const err238 = { instancePath: instancePath + "/cases/" + i4 + "/contract_rates", schemaPath: "#/properties/cases/items/properties/contract_rates/oneOf", keyword: "oneOf", params: { passingSchemas: passing3 }, message: "must match exactly one schema in oneOf", schema: schema42.properties.cases.items.properties.contract_rates.oneOf, parentSchema: schema42.properties.cases.items.properties.contract_rates, data: data87 };
                if (vErrors === null) {
                  vErrors = [err238];
                } else {
                  vErrors.push(err238);
                }
                errors++;
              } else {
                errors = _errs186;
                if (vErrors !== null) {
                  if (_errs186) {
                    vErrors.length = _errs186;
                  } else {
                    vErrors = null;
                  }
                }
              }
            }
            if (data69.definition_changed !== void 0) {
              let data95 = data69.definition_changed;
              if (typeof data95 !== "boolean") {
                const err239 = { instancePath: instancePath + "/cases/" + i4 + "/definition_changed", schemaPath: "#/properties/cases/items/properties/definition_changed/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema42.properties.cases.items.properties.definition_changed.type, parentSchema: schema42.properties.cases.items.properties.definition_changed, data: data95 };
                if (vErrors === null) {
                  vErrors = [err239];
                } else {
                  vErrors.push(err239);
                }
                errors++;
              }
            }
            if (data69.latency !== void 0) {
              let data96 = data69.latency;
              if (data96 && typeof data96 == "object" && !Array.isArray(data96)) {
                if (data96.figure === void 0) {
                  const err240 = { instancePath: instancePath + "/cases/" + i4 + "/latency", schemaPath: "#/properties/cases/items/properties/latency/required", keyword: "required", params: { missingProperty: "figure" }, message: "must have required property 'figure'", schema: schema42.properties.cases.items.properties.latency.required, parentSchema: schema42.properties.cases.items.properties.latency, data: data96 };
                  if (vErrors === null) {
                    vErrors = [err240];
                  } else {
                    vErrors.push(err240);
                  }
                  errors++;
                }
                if (data96.baseline_ms === void 0) {
                  const err241 = { instancePath: instancePath + "/cases/" + i4 + "/latency", schemaPath: "#/properties/cases/items/properties/latency/required", keyword: "required", params: { missingProperty: "baseline_ms" }, message: "must have required property 'baseline_ms'", schema: schema42.properties.cases.items.properties.latency.required, parentSchema: schema42.properties.cases.items.properties.latency, data: data96 };
                  if (vErrors === null) {
                    vErrors = [err241];
                  } else {
                    vErrors.push(err241);
                  }
                  errors++;
                }
                if (data96.candidate_ms === void 0) {
                  const err242 = { instancePath: instancePath + "/cases/" + i4 + "/latency", schemaPath: "#/properties/cases/items/properties/latency/required", keyword: "required", params: { missingProperty: "candidate_ms" }, message: "must have required property 'candidate_ms'", schema: schema42.properties.cases.items.properties.latency.required, parentSchema: schema42.properties.cases.items.properties.latency, data: data96 };
                  if (vErrors === null) {
                    vErrors = [err242];
                  } else {
                    vErrors.push(err242);
                  }
                  errors++;
                }
                if (data96.delta_ms === void 0) {
                  const err243 = { instancePath: instancePath + "/cases/" + i4 + "/latency", schemaPath: "#/properties/cases/items/properties/latency/required", keyword: "required", params: { missingProperty: "delta_ms" }, message: "must have required property 'delta_ms'", schema: schema42.properties.cases.items.properties.latency.required, parentSchema: schema42.properties.cases.items.properties.latency, data: data96 };
                  if (vErrors === null) {
                    vErrors = [err243];
                  } else {
                    vErrors.push(err243);
                  }
                  errors++;
                }
                if (data96.delta_pct === void 0) {
                  const err244 = { instancePath: instancePath + "/cases/" + i4 + "/latency", schemaPath: "#/properties/cases/items/properties/latency/required", keyword: "required", params: { missingProperty: "delta_pct" }, message: "must have required property 'delta_pct'", schema: schema42.properties.cases.items.properties.latency.required, parentSchema: schema42.properties.cases.items.properties.latency, data: data96 };
                  if (vErrors === null) {
                    vErrors = [err244];
                  } else {
                    vErrors.push(err244);
                  }
                  errors++;
                }
                if (data96.slower === void 0) {
                  const err245 = { instancePath: instancePath + "/cases/" + i4 + "/latency", schemaPath: "#/properties/cases/items/properties/latency/required", keyword: "required", params: { missingProperty: "slower" }, message: "must have required property 'slower'", schema: schema42.properties.cases.items.properties.latency.required, parentSchema: schema42.properties.cases.items.properties.latency, data: data96 };
                  if (vErrors === null) {
                    vErrors = [err245];
                  } else {
                    vErrors.push(err245);
                  }
                  errors++;
                }
                if (data96.source === void 0) {
                  const err246 = { instancePath: instancePath + "/cases/" + i4 + "/latency", schemaPath: "#/properties/cases/items/properties/latency/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema42.properties.cases.items.properties.latency.required, parentSchema: schema42.properties.cases.items.properties.latency, data: data96 };
                  if (vErrors === null) {
                    vErrors = [err246];
                  } else {
                    vErrors.push(err246);
                  }
                  errors++;
                }
                for (const key11 in data96) {
                  if (!(key11 === "figure" || key11 === "baseline_ms" || key11 === "candidate_ms" || key11 === "delta_ms" || key11 === "delta_pct" || key11 === "slower" || key11 === "source")) {
                    const err247 = { instancePath: instancePath + "/cases/" + i4 + "/latency", schemaPath: "#/properties/cases/items/properties/latency/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.cases.items.properties.latency, data: data96 };
                    if (vErrors === null) {
                      vErrors = [err247];
                    } else {
                      vErrors.push(err247);
                    }
                    errors++;
                  }
                }
                if (data96.figure !== void 0) {
                  let data97 = data96.figure;
                  if (!(data97 === "compute" || data97 === "wall_clock" || data97 === null)) {
                    const err248 = { instancePath: instancePath + "/cases/" + i4 + "/latency/figure", schemaPath: "#/properties/cases/items/properties/latency/properties/figure/enum", keyword: "enum", params: { allowedValues: schema42.properties.cases.items.properties.latency.properties.figure.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.cases.items.properties.latency.properties.figure.enum, parentSchema: schema42.properties.cases.items.properties.latency.properties.figure, data: data97 };
                    if (vErrors === null) {
                      vErrors = [err248];
                    } else {
                      vErrors.push(err248);
                    }
                    errors++;
                  }
                }
                if (data96.baseline_ms !== void 0) {
                  let data98 = data96.baseline_ms;
                  if (!(typeof data98 == "number" && isFinite(data98)) && data98 !== null) {
                    const err249 = { instancePath: instancePath + "/cases/" + i4 + "/latency/baseline_ms", schemaPath: "#/properties/cases/items/properties/latency/properties/baseline_ms/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.latency.properties.baseline_ms.type }, message: "must be number,null", schema: schema42.properties.cases.items.properties.latency.properties.baseline_ms.type, parentSchema: schema42.properties.cases.items.properties.latency.properties.baseline_ms, data: data98 };
                    if (vErrors === null) {
                      vErrors = [err249];
                    } else {
                      vErrors.push(err249);
                    }
                    errors++;
                  }
                }
                if (data96.candidate_ms !== void 0) {
                  let data99 = data96.candidate_ms;
                  if (!(typeof data99 == "number" && isFinite(data99)) && data99 !== null) {
                    const err250 = { instancePath: instancePath + "/cases/" + i4 + "/latency/candidate_ms", schemaPath: "#/properties/cases/items/properties/latency/properties/candidate_ms/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.latency.properties.candidate_ms.type }, message: "must be number,null", schema: schema42.properties.cases.items.properties.latency.properties.candidate_ms.type, parentSchema: schema42.properties.cases.items.properties.latency.properties.candidate_ms, data: data99 };
                    if (vErrors === null) {
                      vErrors = [err250];
                    } else {
                      vErrors.push(err250);
                    }
                    errors++;
                  }
                }
                if (data96.delta_ms !== void 0) {
                  let data100 = data96.delta_ms;
                  if (!(typeof data100 == "number" && isFinite(data100)) && data100 !== null) {
                    const err251 = { instancePath: instancePath + "/cases/" + i4 + "/latency/delta_ms", schemaPath: "#/properties/cases/items/properties/latency/properties/delta_ms/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.latency.properties.delta_ms.type }, message: "must be number,null", schema: schema42.properties.cases.items.properties.latency.properties.delta_ms.type, parentSchema: schema42.properties.cases.items.properties.latency.properties.delta_ms, data: data100 };
                    if (vErrors === null) {
                      vErrors = [err251];
                    } else {
                      vErrors.push(err251);
                    }
                    errors++;
                  }
                }
                if (data96.delta_pct !== void 0) {
                  let data101 = data96.delta_pct;
                  if (!(typeof data101 == "number" && isFinite(data101)) && data101 !== null) {
                    const err252 = { instancePath: instancePath + "/cases/" + i4 + "/latency/delta_pct", schemaPath: "#/properties/cases/items/properties/latency/properties/delta_pct/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.latency.properties.delta_pct.type }, message: "must be number,null", schema: schema42.properties.cases.items.properties.latency.properties.delta_pct.type, parentSchema: schema42.properties.cases.items.properties.latency.properties.delta_pct, data: data101 };
                    if (vErrors === null) {
                      vErrors = [err252];
                    } else {
                      vErrors.push(err252);
                    }
                    errors++;
                  }
                }
                if (data96.slower !== void 0) {
                  let data102 = data96.slower;
                  if (typeof data102 !== "boolean") {
                    const err253 = { instancePath: instancePath + "/cases/" + i4 + "/latency/slower", schemaPath: "#/properties/cases/items/properties/latency/properties/slower/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema42.properties.cases.items.properties.latency.properties.slower.type, parentSchema: schema42.properties.cases.items.properties.latency.properties.slower, data: data102 };
                    if (vErrors === null) {
                      vErrors = [err253];
                    } else {
                      vErrors.push(err253);
                    }
                    errors++;
                  }
                }
                if (data96.source !== void 0) {
                  let data103 = data96.source;
                  if (data103 && typeof data103 == "object" && !Array.isArray(data103)) {
                    if (data103.baseline === void 0) {
                      const err254 = { instancePath: instancePath + "/cases/" + i4 + "/latency/source", schemaPath: "#/properties/cases/items/properties/latency/properties/source/required", keyword: "required", params: { missingProperty: "baseline" }, message: "must have required property 'baseline'", schema: schema42.properties.cases.items.properties.latency.properties.source.required, parentSchema: schema42.properties.cases.items.properties.latency.properties.source, data: data103 };
                      if (vErrors === null) {
                        vErrors = [err254];
                      } else {
                        vErrors.push(err254);
                      }
                      errors++;
                    }
                    if (data103.candidate === void 0) {
                      const err255 = { instancePath: instancePath + "/cases/" + i4 + "/latency/source", schemaPath: "#/properties/cases/items/properties/latency/properties/source/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema42.properties.cases.items.properties.latency.properties.source.required, parentSchema: schema42.properties.cases.items.properties.latency.properties.source, data: data103 };
                      if (vErrors === null) {
                        vErrors = [err255];
                      } else {
                        vErrors.push(err255);
                      }
                      errors++;
                    }
                    for (const key12 in data103) {
                      if (!(key12 === "baseline" || key12 === "candidate")) {
                        const err256 = { instancePath: instancePath + "/cases/" + i4 + "/latency/source", schemaPath: "#/properties/cases/items/properties/latency/properties/source/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.cases.items.properties.latency.properties.source, data: data103 };
                        if (vErrors === null) {
                          vErrors = [err256];
                        } else {
                          vErrors.push(err256);
                        }
                        errors++;
                      }
                    }
                    if (data103.baseline !== void 0) {
                      let data104 = data103.baseline;
                      if (!(data104 === "recorded" || data104 === "measured" || data104 === "mixed" || data104 === null)) {
                        const err257 = { instancePath: instancePath + "/cases/" + i4 + "/latency/source/baseline", schemaPath: "#/properties/cases/items/properties/latency/properties/source/properties/baseline/enum", keyword: "enum", params: { allowedValues: schema42.properties.cases.items.properties.latency.properties.source.properties.baseline.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.cases.items.properties.latency.properties.source.properties.baseline.enum, parentSchema: schema42.properties.cases.items.properties.latency.properties.source.properties.baseline, data: data104 };
                        if (vErrors === null) {
                          vErrors = [err257];
                        } else {
                          vErrors.push(err257);
                        }
                        errors++;
                      }
                    }
                    if (data103.candidate !== void 0) {
                      let data105 = data103.candidate;
                      if (!(data105 === "recorded" || data105 === "measured" || data105 === "mixed" || data105 === null)) {
                        const err258 = { instancePath: instancePath + "/cases/" + i4 + "/latency/source/candidate", schemaPath: "#/properties/cases/items/properties/latency/properties/source/properties/candidate/enum", keyword: "enum", params: { allowedValues: schema42.properties.cases.items.properties.latency.properties.source.properties.candidate.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.cases.items.properties.latency.properties.source.properties.candidate.enum, parentSchema: schema42.properties.cases.items.properties.latency.properties.source.properties.candidate, data: data105 };
                        if (vErrors === null) {
                          vErrors = [err258];
                        } else {
                          vErrors.push(err258);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err259 = { instancePath: instancePath + "/cases/" + i4 + "/latency/source", schemaPath: "#/properties/cases/items/properties/latency/properties/source/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.cases.items.properties.latency.properties.source.type, parentSchema: schema42.properties.cases.items.properties.latency.properties.source, data: data103 };
                    if (vErrors === null) {
                      vErrors = [err259];
                    } else {
                      vErrors.push(err259);
                    }
                    errors++;
                  }
                }
              } else {
                const err260 = { instancePath: instancePath + "/cases/" + i4 + "/latency", schemaPath: "#/properties/cases/items/properties/latency/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.cases.items.properties.latency.type, parentSchema: schema42.properties.cases.items.properties.latency, data: data96 };
                if (vErrors === null) {
                  vErrors = [err260];
                } else {
                  vErrors.push(err260);
                }
                errors++;
              }
            }
            if (data69.tokens !== void 0) {
              let data106 = data69.tokens;
              if (data106 && typeof data106 == "object" && !Array.isArray(data106)) {
                if (data106.baseline === void 0) {
                  const err261 = { instancePath: instancePath + "/cases/" + i4 + "/tokens", schemaPath: "#/properties/cases/items/properties/tokens/required", keyword: "required", params: { missingProperty: "baseline" }, message: "must have required property 'baseline'", schema: schema42.properties.cases.items.properties.tokens.required, parentSchema: schema42.properties.cases.items.properties.tokens, data: data106 };
                  if (vErrors === null) {
                    vErrors = [err261];
                  } else {
                    vErrors.push(err261);
                  }
                  errors++;
                }
                if (data106.candidate === void 0) {
                  const err262 = { instancePath: instancePath + "/cases/" + i4 + "/tokens", schemaPath: "#/properties/cases/items/properties/tokens/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema42.properties.cases.items.properties.tokens.required, parentSchema: schema42.properties.cases.items.properties.tokens, data: data106 };
                  if (vErrors === null) {
                    vErrors = [err262];
                  } else {
                    vErrors.push(err262);
                  }
                  errors++;
                }
                if (data106.delta_pct === void 0) {
                  const err263 = { instancePath: instancePath + "/cases/" + i4 + "/tokens", schemaPath: "#/properties/cases/items/properties/tokens/required", keyword: "required", params: { missingProperty: "delta_pct" }, message: "must have required property 'delta_pct'", schema: schema42.properties.cases.items.properties.tokens.required, parentSchema: schema42.properties.cases.items.properties.tokens, data: data106 };
                  if (vErrors === null) {
                    vErrors = [err263];
                  } else {
                    vErrors.push(err263);
                  }
                  errors++;
                }
                if (data106.longer === void 0) {
                  const err264 = { instancePath: instancePath + "/cases/" + i4 + "/tokens", schemaPath: "#/properties/cases/items/properties/tokens/required", keyword: "required", params: { missingProperty: "longer" }, message: "must have required property 'longer'", schema: schema42.properties.cases.items.properties.tokens.required, parentSchema: schema42.properties.cases.items.properties.tokens, data: data106 };
                  if (vErrors === null) {
                    vErrors = [err264];
                  } else {
                    vErrors.push(err264);
                  }
                  errors++;
                }
                if (data106.tps_baseline === void 0) {
                  const err265 = { instancePath: instancePath + "/cases/" + i4 + "/tokens", schemaPath: "#/properties/cases/items/properties/tokens/required", keyword: "required", params: { missingProperty: "tps_baseline" }, message: "must have required property 'tps_baseline'", schema: schema42.properties.cases.items.properties.tokens.required, parentSchema: schema42.properties.cases.items.properties.tokens, data: data106 };
                  if (vErrors === null) {
                    vErrors = [err265];
                  } else {
                    vErrors.push(err265);
                  }
                  errors++;
                }
                if (data106.tps_candidate === void 0) {
                  const err266 = { instancePath: instancePath + "/cases/" + i4 + "/tokens", schemaPath: "#/properties/cases/items/properties/tokens/required", keyword: "required", params: { missingProperty: "tps_candidate" }, message: "must have required property 'tps_candidate'", schema: schema42.properties.cases.items.properties.tokens.required, parentSchema: schema42.properties.cases.items.properties.tokens, data: data106 };
                  if (vErrors === null) {
                    vErrors = [err266];
                  } else {
                    vErrors.push(err266);
                  }
                  errors++;
                }
                if (data106.tps_delta_pct === void 0) {
                  const err267 = { instancePath: instancePath + "/cases/" + i4 + "/tokens", schemaPath: "#/properties/cases/items/properties/tokens/required", keyword: "required", params: { missingProperty: "tps_delta_pct" }, message: "must have required property 'tps_delta_pct'", schema: schema42.properties.cases.items.properties.tokens.required, parentSchema: schema42.properties.cases.items.properties.tokens, data: data106 };
                  if (vErrors === null) {
                    vErrors = [err267];
                  } else {
                    vErrors.push(err267);
                  }
                  errors++;
                }
                if (data106.tps_slower === void 0) {
                  const err268 = { instancePath: instancePath + "/cases/" + i4 + "/tokens", schemaPath: "#/properties/cases/items/properties/tokens/required", keyword: "required", params: { missingProperty: "tps_slower" }, message: "must have required property 'tps_slower'", schema: schema42.properties.cases.items.properties.tokens.required, parentSchema: schema42.properties.cases.items.properties.tokens, data: data106 };
                  if (vErrors === null) {
                    vErrors = [err268];
                  } else {
                    vErrors.push(err268);
                  }
                  errors++;
                }
                for (const key13 in data106) {
                  if (!(key13 === "baseline" || key13 === "candidate" || key13 === "delta_pct" || key13 === "longer" || key13 === "tps_baseline" || key13 === "tps_candidate" || key13 === "tps_delta_pct" || key13 === "tps_slower")) {
                    const err269 = { instancePath: instancePath + "/cases/" + i4 + "/tokens", schemaPath: "#/properties/cases/items/properties/tokens/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.cases.items.properties.tokens, data: data106 };
                    if (vErrors === null) {
                      vErrors = [err269];
                    } else {
                      vErrors.push(err269);
                    }
                    errors++;
                  }
                }
                if (data106.baseline !== void 0) {
                  let data107 = data106.baseline;
                  if (!(typeof data107 == "number" && isFinite(data107)) && data107 !== null) {
                    const err270 = { instancePath: instancePath + "/cases/" + i4 + "/tokens/baseline", schemaPath: "#/properties/cases/items/properties/tokens/properties/baseline/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.tokens.properties.baseline.type }, message: "must be number,null", schema: schema42.properties.cases.items.properties.tokens.properties.baseline.type, parentSchema: schema42.properties.cases.items.properties.tokens.properties.baseline, data: data107 };
                    if (vErrors === null) {
                      vErrors = [err270];
                    } else {
                      vErrors.push(err270);
                    }
                    errors++;
                  }
                }
                if (data106.candidate !== void 0) {
                  let data108 = data106.candidate;
                  if (!(typeof data108 == "number" && isFinite(data108)) && data108 !== null) {
                    const err271 = { instancePath: instancePath + "/cases/" + i4 + "/tokens/candidate", schemaPath: "#/properties/cases/items/properties/tokens/properties/candidate/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.tokens.properties.candidate.type }, message: "must be number,null", schema: schema42.properties.cases.items.properties.tokens.properties.candidate.type, parentSchema: schema42.properties.cases.items.properties.tokens.properties.candidate, data: data108 };
                    if (vErrors === null) {
                      vErrors = [err271];
                    } else {
                      vErrors.push(err271);
                    }
                    errors++;
                  }
                }
                if (data106.delta_pct !== void 0) {
                  let data109 = data106.delta_pct;
                  if (!(typeof data109 == "number" && isFinite(data109)) && data109 !== null) {
                    const err272 = { instancePath: instancePath + "/cases/" + i4 + "/tokens/delta_pct", schemaPath: "#/properties/cases/items/properties/tokens/properties/delta_pct/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.tokens.properties.delta_pct.type }, message: "must be number,null", schema: schema42.properties.cases.items.properties.tokens.properties.delta_pct.type, parentSchema: schema42.properties.cases.items.properties.tokens.properties.delta_pct, data: data109 };
                    if (vErrors === null) {
                      vErrors = [err272];
                    } else {
                      vErrors.push(err272);
                    }
                    errors++;
                  }
                }
                if (data106.longer !== void 0) {
                  let data110 = data106.longer;
                  if (typeof data110 !== "boolean") {
                    const err273 = { instancePath: instancePath + "/cases/" + i4 + "/tokens/longer", schemaPath: "#/properties/cases/items/properties/tokens/properties/longer/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema42.properties.cases.items.properties.tokens.properties.longer.type, parentSchema: schema42.properties.cases.items.properties.tokens.properties.longer, data: data110 };
                    if (vErrors === null) {
                      vErrors = [err273];
                    } else {
                      vErrors.push(err273);
                    }
                    errors++;
                  }
                }
                if (data106.tps_baseline !== void 0) {
                  let data111 = data106.tps_baseline;
                  if (!(typeof data111 == "number" && isFinite(data111)) && data111 !== null) {
                    const err274 = { instancePath: instancePath + "/cases/" + i4 + "/tokens/tps_baseline", schemaPath: "#/properties/cases/items/properties/tokens/properties/tps_baseline/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.tokens.properties.tps_baseline.type }, message: "must be number,null", schema: schema42.properties.cases.items.properties.tokens.properties.tps_baseline.type, parentSchema: schema42.properties.cases.items.properties.tokens.properties.tps_baseline, data: data111 };
                    if (vErrors === null) {
                      vErrors = [err274];
                    } else {
                      vErrors.push(err274);
                    }
                    errors++;
                  }
                }
                if (data106.tps_candidate !== void 0) {
                  let data112 = data106.tps_candidate;
                  if (!(typeof data112 == "number" && isFinite(data112)) && data112 !== null) {
                    const err275 = { instancePath: instancePath + "/cases/" + i4 + "/tokens/tps_candidate", schemaPath: "#/properties/cases/items/properties/tokens/properties/tps_candidate/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.tokens.properties.tps_candidate.type }, message: "must be number,null", schema: schema42.properties.cases.items.properties.tokens.properties.tps_candidate.type, parentSchema: schema42.properties.cases.items.properties.tokens.properties.tps_candidate, data: data112 };
                    if (vErrors === null) {
                      vErrors = [err275];
                    } else {
                      vErrors.push(err275);
                    }
                    errors++;
                  }
                }
                if (data106.tps_delta_pct !== void 0) {
                  let data113 = data106.tps_delta_pct;
                  if (!(typeof data113 == "number" && isFinite(data113)) && data113 !== null) {
                    const err276 = { instancePath: instancePath + "/cases/" + i4 + "/tokens/tps_delta_pct", schemaPath: "#/properties/cases/items/properties/tokens/properties/tps_delta_pct/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.tokens.properties.tps_delta_pct.type }, message: "must be number,null", schema: schema42.properties.cases.items.properties.tokens.properties.tps_delta_pct.type, parentSchema: schema42.properties.cases.items.properties.tokens.properties.tps_delta_pct, data: data113 };
                    if (vErrors === null) {
                      vErrors = [err276];
                    } else {
                      vErrors.push(err276);
                    }
                    errors++;
                  }
                }
                if (data106.tps_slower !== void 0) {
                  let data114 = data106.tps_slower;
                  if (typeof data114 !== "boolean") {
                    const err277 = { instancePath: instancePath + "/cases/" + i4 + "/tokens/tps_slower", schemaPath: "#/properties/cases/items/properties/tokens/properties/tps_slower/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema42.properties.cases.items.properties.tokens.properties.tps_slower.type, parentSchema: schema42.properties.cases.items.properties.tokens.properties.tps_slower, data: data114 };
                    if (vErrors === null) {
                      vErrors = [err277];
                    } else {
                      vErrors.push(err277);
                    }
                    errors++;
                  }
                }
              } else {
                const err278 = { instancePath: instancePath + "/cases/" + i4 + "/tokens", schemaPath: "#/properties/cases/items/properties/tokens/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.cases.items.properties.tokens.type, parentSchema: schema42.properties.cases.items.properties.tokens, data: data106 };
                if (vErrors === null) {
                  vErrors = [err278];
                } else {
                  vErrors.push(err278);
                }
                errors++;
              }
            }
            if (data69.baseline_warnings !== void 0) {
              let data115 = data69.baseline_warnings;
              if (Array.isArray(data115)) {
                const len5 = data115.length;
                for (let i5 = 0; i5 < len5; i5++) {
                  let data116 = data115[i5];
                  if (typeof data116 !== "string") {
                    const err279 = { instancePath: instancePath + "/cases/" + i4 + "/baseline_warnings/" + i5, schemaPath: "#/properties/cases/items/properties/baseline_warnings/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.cases.items.properties.baseline_warnings.items.type, parentSchema: schema42.properties.cases.items.properties.baseline_warnings.items, data: data116 };
                    if (vErrors === null) {
                      vErrors = [err279];
                    } else {
                      vErrors.push(err279);
                    }
                    errors++;
                  }
                }
              } else {
                const err280 = { instancePath: instancePath + "/cases/" + i4 + "/baseline_warnings", schemaPath: "#/properties/cases/items/properties/baseline_warnings/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema42.properties.cases.items.properties.baseline_warnings.type, parentSchema: schema42.properties.cases.items.properties.baseline_warnings, data: data115 };
                if (vErrors === null) {
                  vErrors = [err280];
                } else {
                  vErrors.push(err280);
                }
                errors++;
              }
            }
            if (data69.candidate_warnings !== void 0) {
              let data117 = data69.candidate_warnings;
              if (Array.isArray(data117)) {
                const len6 = data117.length;
                for (let i6 = 0; i6 < len6; i6++) {
                  let data118 = data117[i6];
                  if (typeof data118 !== "string") {
                    const err281 = { instancePath: instancePath + "/cases/" + i4 + "/candidate_warnings/" + i6, schemaPath: "#/properties/cases/items/properties/candidate_warnings/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.cases.items.properties.candidate_warnings.items.type, parentSchema: schema42.properties.cases.items.properties.candidate_warnings.items, data: data118 };
                    if (vErrors === null) {
                      vErrors = [err281];
                    } else {
                      vErrors.push(err281);
                    }
                    errors++;
                  }
                }
              } else {
                const err282 = { instancePath: instancePath + "/cases/" + i4 + "/candidate_warnings", schemaPath: "#/properties/cases/items/properties/candidate_warnings/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema42.properties.cases.items.properties.candidate_warnings.type, parentSchema: schema42.properties.cases.items.properties.candidate_warnings, data: data117 };
                if (vErrors === null) {
                  vErrors = [err282];
                } else {
                  vErrors.push(err282);
                }
                errors++;
              }
            }
            if (data69.new_warnings !== void 0) {
              let data119 = data69.new_warnings;
              if (Array.isArray(data119)) {
                const len7 = data119.length;
                for (let i7 = 0; i7 < len7; i7++) {
                  let data120 = data119[i7];
                  if (typeof data120 !== "string") {
                    const err283 = { instancePath: instancePath + "/cases/" + i4 + "/new_warnings/" + i7, schemaPath: "#/properties/cases/items/properties/new_warnings/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.cases.items.properties.new_warnings.items.type, parentSchema: schema42.properties.cases.items.properties.new_warnings.items, data: data120 };
                    if (vErrors === null) {
                      vErrors = [err283];
                    } else {
                      vErrors.push(err283);
                    }
                    errors++;
                  }
                }
              } else {
                const err284 = { instancePath: instancePath + "/cases/" + i4 + "/new_warnings", schemaPath: "#/properties/cases/items/properties/new_warnings/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema42.properties.cases.items.properties.new_warnings.type, parentSchema: schema42.properties.cases.items.properties.new_warnings, data: data119 };
                if (vErrors === null) {
                  vErrors = [err284];
                } else {
                  vErrors.push(err284);
                }
                errors++;
              }
            }
            if (data69.output_changed !== void 0) {
              let data121 = data69.output_changed;
              if (typeof data121 !== "boolean") {
                const err285 = { instancePath: instancePath + "/cases/" + i4 + "/output_changed", schemaPath: "#/properties/cases/items/properties/output_changed/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema42.properties.cases.items.properties.output_changed.type, parentSchema: schema42.properties.cases.items.properties.output_changed, data: data121 };
                if (vErrors === null) {
                  vErrors = [err285];
                } else {
                  vErrors.push(err285);
                }
                errors++;
              }
            }
            if (data69.diff !== void 0) {
              let data122 = data69.diff;
              if (typeof data122 !== "string" && data122 !== null) {
                const err286 = { instancePath: instancePath + "/cases/" + i4 + "/diff", schemaPath: "#/properties/cases/items/properties/diff/type", keyword: "type", params: { type: schema42.properties.cases.items.properties.diff.type }, message: "must be string,null", schema: schema42.properties.cases.items.properties.diff.type, parentSchema: schema42.properties.cases.items.properties.diff, data: data122 };
                if (vErrors === null) {
                  vErrors = [err286];
                } else {
                  vErrors.push(err286);
                }
                errors++;
              }
            }
            if (data69.source !== void 0) {
              let data123 = data69.source;
              if (data123 && typeof data123 == "object" && !Array.isArray(data123)) {
                if (data123.file === void 0) {
                  const err287 = { instancePath: instancePath + "/cases/" + i4 + "/source", schemaPath: "#/properties/cases/items/properties/source/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'", schema: schema42.properties.cases.items.properties.source.required, parentSchema: schema42.properties.cases.items.properties.source, data: data123 };
                  if (vErrors === null) {
                    vErrors = [err287];
                  } else {
                    vErrors.push(err287);
                  }
                  errors++;
                }
                if (data123.line === void 0) {
                  const err288 = { instancePath: instancePath + "/cases/" + i4 + "/source", schemaPath: "#/properties/cases/items/properties/source/required", keyword: "required", params: { missingProperty: "line" }, message: "must have required property 'line'", schema: schema42.properties.cases.items.properties.source.required, parentSchema: schema42.properties.cases.items.properties.source, data: data123 };
                  if (vErrors === null) {
                    vErrors = [err288];
                  } else {
                    vErrors.push(err288);
                  }
                  errors++;
                }
                for (const key14 in data123) {
                  if (!(key14 === "file" || key14 === "line")) {
                    const err289 = { instancePath: instancePath + "/cases/" + i4 + "/source", schemaPath: "#/properties/cases/items/properties/source/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.cases.items.properties.source, data: data123 };
                    if (vErrors === null) {
                      vErrors = [err289];
                    } else {
                      vErrors.push(err289);
                    }
                    errors++;
                  }
                }
                if (data123.file !== void 0) {
                  let data124 = data123.file;
                  if (typeof data124 !== "string") {
                    const err290 = { instancePath: instancePath + "/cases/" + i4 + "/source/file", schemaPath: "#/properties/cases/items/properties/source/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.cases.items.properties.source.properties.file.type, parentSchema: schema42.properties.cases.items.properties.source.properties.file, data: data124 };
                    if (vErrors === null) {
                      vErrors = [err290];
                    } else {
                      vErrors.push(err290);
                    }
                    errors++;
                  }
                }
                if (data123.line !== void 0) {
                  let data125 = data123.line;
                  if (!(typeof data125 == "number" && (!(data125 % 1) && !isNaN(data125)) && isFinite(data125))) {
                    const err291 = { instancePath: instancePath + "/cases/" + i4 + "/source/line", schemaPath: "#/properties/cases/items/properties/source/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.cases.items.properties.source.properties.line.type, parentSchema: schema42.properties.cases.items.properties.source.properties.line, data: data125 };
                    if (vErrors === null) {
                      vErrors = [err291];
                    } else {
                      vErrors.push(err291);
                    }
                    errors++;
                  }
                  if (typeof data125 == "number" && isFinite(data125)) {
                    if (data125 < 0 || isNaN(data125)) {
                      const err292 = { instancePath: instancePath + "/cases/" + i4 + "/source/line", schemaPath: "#/properties/cases/items/properties/source/properties/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.cases.items.properties.source.properties.line, data: data125 };
                      if (vErrors === null) {
                        vErrors = [err292];
                      } else {
                        vErrors.push(err292);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err293 = { instancePath: instancePath + "/cases/" + i4 + "/source", schemaPath: "#/properties/cases/items/properties/source/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.cases.items.properties.source.type, parentSchema: schema42.properties.cases.items.properties.source, data: data123 };
                if (vErrors === null) {
                  vErrors = [err293];
                } else {
                  vErrors.push(err293);
                }
                errors++;
              }
            }
          } else {
            const err294 = { instancePath: instancePath + "/cases/" + i4, schemaPath: "#/properties/cases/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.cases.items.type, parentSchema: schema42.properties.cases.items, data: data69 };
            if (vErrors === null) {
              vErrors = [err294];
            } else {
              vErrors.push(err294);
            }
            errors++;
          }
        }
      } else {
        const err295 = { instancePath: instancePath + "/cases", schemaPath: "#/properties/cases/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema42.properties.cases.type, parentSchema: schema42.properties.cases, data: data68 };
        if (vErrors === null) {
          vErrors = [err295];
        } else {
          vErrors.push(err295);
        }
        errors++;
      }
    }
    if (data.latency !== void 0) {
      let data126 = data.latency;
      if (data126 && typeof data126 == "object" && !Array.isArray(data126)) {
        if (data126.baseline_median_ms === void 0) {
          const err296 = { instancePath: instancePath + "/latency", schemaPath: "#/properties/latency/required", keyword: "required", params: { missingProperty: "baseline_median_ms" }, message: "must have required property 'baseline_median_ms'", schema: schema42.properties.latency.required, parentSchema: schema42.properties.latency, data: data126 };
          if (vErrors === null) {
            vErrors = [err296];
          } else {
            vErrors.push(err296);
          }
          errors++;
        }
        if (data126.candidate_median_ms === void 0) {
          const err297 = { instancePath: instancePath + "/latency", schemaPath: "#/properties/latency/required", keyword: "required", params: { missingProperty: "candidate_median_ms" }, message: "must have required property 'candidate_median_ms'", schema: schema42.properties.latency.required, parentSchema: schema42.properties.latency, data: data126 };
          if (vErrors === null) {
            vErrors = [err297];
          } else {
            vErrors.push(err297);
          }
          errors++;
        }
        if (data126.delta_pct === void 0) {
          const err298 = { instancePath: instancePath + "/latency", schemaPath: "#/properties/latency/required", keyword: "required", params: { missingProperty: "delta_pct" }, message: "must have required property 'delta_pct'", schema: schema42.properties.latency.required, parentSchema: schema42.properties.latency, data: data126 };
          if (vErrors === null) {
            vErrors = [err298];
          } else {
            vErrors.push(err298);
          }
          errors++;
        }
        if (data126.cases_compared === void 0) {
          const err299 = { instancePath: instancePath + "/latency", schemaPath: "#/properties/latency/required", keyword: "required", params: { missingProperty: "cases_compared" }, message: "must have required property 'cases_compared'", schema: schema42.properties.latency.required, parentSchema: schema42.properties.latency, data: data126 };
          if (vErrors === null) {
            vErrors = [err299];
          } else {
            vErrors.push(err299);
          }
          errors++;
        }
        if (data126.slower_cases === void 0) {
          const err300 = { instancePath: instancePath + "/latency", schemaPath: "#/properties/latency/required", keyword: "required", params: { missingProperty: "slower_cases" }, message: "must have required property 'slower_cases'", schema: schema42.properties.latency.required, parentSchema: schema42.properties.latency, data: data126 };
          if (vErrors === null) {
            vErrors = [err300];
          } else {
            vErrors.push(err300);
          }
          errors++;
        }
        if (data126.source === void 0) {
          const err301 = { instancePath: instancePath + "/latency", schemaPath: "#/properties/latency/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema42.properties.latency.required, parentSchema: schema42.properties.latency, data: data126 };
          if (vErrors === null) {
            vErrors = [err301];
          } else {
            vErrors.push(err301);
          }
          errors++;
        }
        if (data126.figure === void 0) {
          const err302 = { instancePath: instancePath + "/latency", schemaPath: "#/properties/latency/required", keyword: "required", params: { missingProperty: "figure" }, message: "must have required property 'figure'", schema: schema42.properties.latency.required, parentSchema: schema42.properties.latency, data: data126 };
          if (vErrors === null) {
            vErrors = [err302];
          } else {
            vErrors.push(err302);
          }
          errors++;
        }
        if (data126.threshold_pct === void 0) {
          const err303 = { instancePath: instancePath + "/latency", schemaPath: "#/properties/latency/required", keyword: "required", params: { missingProperty: "threshold_pct" }, message: "must have required property 'threshold_pct'", schema: schema42.properties.latency.required, parentSchema: schema42.properties.latency, data: data126 };
          if (vErrors === null) {
            vErrors = [err303];
          } else {
            vErrors.push(err303);
          }
          errors++;
        }
        if (data126.min_delta_ms === void 0) {
          const err304 = { instancePath: instancePath + "/latency", schemaPath: "#/properties/latency/required", keyword: "required", params: { missingProperty: "min_delta_ms" }, message: "must have required property 'min_delta_ms'", schema: schema42.properties.latency.required, parentSchema: schema42.properties.latency, data: data126 };
          if (vErrors === null) {
            vErrors = [err304];
          } else {
            vErrors.push(err304);
          }
          errors++;
        }
        for (const key15 in data126) {
          if (!func1.call(schema42.properties.latency.properties, key15)) {
            const err305 = { instancePath: instancePath + "/latency", schemaPath: "#/properties/latency/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key15 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.latency, data: data126 };
            if (vErrors === null) {
              vErrors = [err305];
            } else {
              vErrors.push(err305);
            }
            errors++;
          }
        }
        if (data126.baseline_median_ms !== void 0) {
          let data127 = data126.baseline_median_ms;
          if (!(typeof data127 == "number" && isFinite(data127)) && data127 !== null) {
            const err306 = { instancePath: instancePath + "/latency/baseline_median_ms", schemaPath: "#/properties/latency/properties/baseline_median_ms/type", keyword: "type", params: { type: schema42.properties.latency.properties.baseline_median_ms.type }, message: "must be number,null", schema: schema42.properties.latency.properties.baseline_median_ms.type, parentSchema: schema42.properties.latency.properties.baseline_median_ms, data: data127 };
            if (vErrors === null) {
              vErrors = [err306];
            } else {
              vErrors.push(err306);
            }
            errors++;
          }
        }
        if (data126.candidate_median_ms !== void 0) {
          let data128 = data126.candidate_median_ms;
          if (!(typeof data128 == "number" && isFinite(data128)) && data128 !== null) {
            const err307 = { instancePath: instancePath + "/latency/candidate_median_ms", schemaPath: "#/properties/latency/properties/candidate_median_ms/type", keyword: "type", params: { type: schema42.properties.latency.properties.candidate_median_ms.type }, message: "must be number,null", schema: schema42.properties.latency.properties.candidate_median_ms.type, parentSchema: schema42.properties.latency.properties.candidate_median_ms, data: data128 };
            if (vErrors === null) {
              vErrors = [err307];
            } else {
              vErrors.push(err307);
            }
            errors++;
          }
        }
        if (data126.delta_pct !== void 0) {
          let data129 = data126.delta_pct;
          if (!(typeof data129 == "number" && isFinite(data129)) && data129 !== null) {
            const err308 = { instancePath: instancePath + "/latency/delta_pct", schemaPath: "#/properties/latency/properties/delta_pct/type", keyword: "type", params: { type: schema42.properties.latency.properties.delta_pct.type }, message: "must be number,null", schema: schema42.properties.latency.properties.delta_pct.type, parentSchema: schema42.properties.latency.properties.delta_pct, data: data129 };
            if (vErrors === null) {
              vErrors = [err308];
            } else {
              vErrors.push(err308);
            }
            errors++;
          }
        }
        if (data126.cases_compared !== void 0) {
          let data130 = data126.cases_compared;
          if (!(typeof data130 == "number" && (!(data130 % 1) && !isNaN(data130)) && isFinite(data130))) {
            const err309 = { instancePath: instancePath + "/latency/cases_compared", schemaPath: "#/properties/latency/properties/cases_compared/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.latency.properties.cases_compared.type, parentSchema: schema42.properties.latency.properties.cases_compared, data: data130 };
            if (vErrors === null) {
              vErrors = [err309];
            } else {
              vErrors.push(err309);
            }
            errors++;
          }
          if (typeof data130 == "number" && isFinite(data130)) {
            if (data130 < 0 || isNaN(data130)) {
              const err310 = { instancePath: instancePath + "/latency/cases_compared", schemaPath: "#/properties/latency/properties/cases_compared/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.latency.properties.cases_compared, data: data130 };
              if (vErrors === null) {
                vErrors = [err310];
              } else {
                vErrors.push(err310);
              }
              errors++;
            }
          }
        }
        if (data126.slower_cases !== void 0) {
          let data131 = data126.slower_cases;
          if (!(typeof data131 == "number" && (!(data131 % 1) && !isNaN(data131)) && isFinite(data131))) {
            const err311 = { instancePath: instancePath + "/latency/slower_cases", schemaPath: "#/properties/latency/properties/slower_cases/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.latency.properties.slower_cases.type, parentSchema: schema42.properties.latency.properties.slower_cases, data: data131 };
            if (vErrors === null) {
              vErrors = [err311];
            } else {
              vErrors.push(err311);
            }
            errors++;
          }
          if (typeof data131 == "number" && isFinite(data131)) {
            if (data131 < 0 || isNaN(data131)) {
              const err312 = { instancePath: instancePath + "/latency/slower_cases", schemaPath: "#/properties/latency/properties/slower_cases/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.latency.properties.slower_cases, data: data131 };
              if (vErrors === null) {
                vErrors = [err312];
              } else {
                vErrors.push(err312);
              }
              errors++;
            }
          }
        }
        if (data126.source !== void 0) {
          let data132 = data126.source;
          if (data132 && typeof data132 == "object" && !Array.isArray(data132)) {
            if (data132.baseline === void 0) {
              const err313 = { instancePath: instancePath + "/latency/source", schemaPath: "#/properties/latency/properties/source/required", keyword: "required", params: { missingProperty: "baseline" }, message: "must have required property 'baseline'", schema: schema42.properties.latency.properties.source.required, parentSchema: schema42.properties.latency.properties.source, data: data132 };
              if (vErrors === null) {
                vErrors = [err313];
              } else {
                vErrors.push(err313);
              }
              errors++;
            }
            if (data132.candidate === void 0) {
              const err314 = { instancePath: instancePath + "/latency/source", schemaPath: "#/properties/latency/properties/source/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema42.properties.latency.properties.source.required, parentSchema: schema42.properties.latency.properties.source, data: data132 };
              if (vErrors === null) {
                vErrors = [err314];
              } else {
                vErrors.push(err314);
              }
              errors++;
            }
            for (const key16 in data132) {
              if (!(key16 === "baseline" || key16 === "candidate")) {
                const err315 = { instancePath: instancePath + "/latency/source", schemaPath: "#/properties/latency/properties/source/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.latency.properties.source, data: data132 };
                if (vErrors === null) {
                  vErrors = [err315];
                } else {
                  vErrors.push(err315);
                }
                errors++;
              }
            }
            if (data132.baseline !== void 0) {
              let data133 = data132.baseline;
              if (!(data133 === "recorded" || data133 === "measured" || data133 === "mixed" || data133 === null)) {
                const err316 = { instancePath: instancePath + "/latency/source/baseline", schemaPath: "#/properties/latency/properties/source/properties/baseline/enum", keyword: "enum", params: { allowedValues: schema42.properties.latency.properties.source.properties.baseline.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.latency.properties.source.properties.baseline.enum, parentSchema: schema42.properties.latency.properties.source.properties.baseline, data: data133 };
                if (vErrors === null) {
                  vErrors = [err316];
                } else {
                  vErrors.push(err316);
                }
                errors++;
              }
            }
            if (data132.candidate !== void 0) {
              let data134 = data132.candidate;
              if (!(data134 === "recorded" || data134 === "measured" || data134 === "mixed" || data134 === null)) {
                const err317 = { instancePath: instancePath + "/latency/source/candidate", schemaPath: "#/properties/latency/properties/source/properties/candidate/enum", keyword: "enum", params: { allowedValues: schema42.properties.latency.properties.source.properties.candidate.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.latency.properties.source.properties.candidate.enum, parentSchema: schema42.properties.latency.properties.source.properties.candidate, data: data134 };
                if (vErrors === null) {
                  vErrors = [err317];
                } else {
                  vErrors.push(err317);
                }
                errors++;
              }
            }
          } else {
            const err318 = { instancePath: instancePath + "/latency/source", schemaPath: "#/properties/latency/properties/source/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.latency.properties.source.type, parentSchema: schema42.properties.latency.properties.source, data: data132 };
            if (vErrors === null) {
              vErrors = [err318];
            } else {
              vErrors.push(err318);
            }
            errors++;
          }
        }
        if (data126.figure !== void 0) {
          let data135 = data126.figure;
          if (!(data135 === "compute" || data135 === "wall_clock" || data135 === "mixed" || data135 === null)) {
            const err319 = { instancePath: instancePath + "/latency/figure", schemaPath: "#/properties/latency/properties/figure/enum", keyword: "enum", params: { allowedValues: schema42.properties.latency.properties.figure.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.latency.properties.figure.enum, parentSchema: schema42.properties.latency.properties.figure, data: data135 };
            if (vErrors === null) {
              vErrors = [err319];
            } else {
              vErrors.push(err319);
            }
            errors++;
          }
        }
        if (data126.threshold_pct !== void 0) {
          let data136 = data126.threshold_pct;
          if (!(typeof data136 == "number" && isFinite(data136))) {
            const err320 = { instancePath: instancePath + "/latency/threshold_pct", schemaPath: "#/properties/latency/properties/threshold_pct/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema42.properties.latency.properties.threshold_pct.type, parentSchema: schema42.properties.latency.properties.threshold_pct, data: data136 };
            if (vErrors === null) {
              vErrors = [err320];
            } else {
              vErrors.push(err320);
            }
            errors++;
          }
        }
        if (data126.min_delta_ms !== void 0) {
          let data137 = data126.min_delta_ms;
          if (!(typeof data137 == "number" && isFinite(data137))) {
            const err321 = { instancePath: instancePath + "/latency/min_delta_ms", schemaPath: "#/properties/latency/properties/min_delta_ms/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema42.properties.latency.properties.min_delta_ms.type, parentSchema: schema42.properties.latency.properties.min_delta_ms, data: data137 };
            if (vErrors === null) {
              vErrors = [err321];
            } else {
              vErrors.push(err321);
            }
            errors++;
          }
        }
      } else {
        const err322 = { instancePath: instancePath + "/latency", schemaPath: "#/properties/latency/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.latency.type, parentSchema: schema42.properties.latency, data: data126 };
        if (vErrors === null) {
          vErrors = [err322];
        } else {
          vErrors.push(err322);
        }
        errors++;
      }
    }
    if (data.missing_shards !== void 0) {
      let data138 = data.missing_shards;
      if (Array.isArray(data138)) {
        const len8 = data138.length;
        for (let i8 = 0; i8 < len8; i8++) {
          let data139 = data138[i8];
          if (data139 && typeof data139 == "object" && !Array.isArray(data139)) {
            if (data139.side === void 0) {
              const err323 = { instancePath: instancePath + "/missing_shards/" + i8, schemaPath: "#/properties/missing_shards/items/required", keyword: "required", params: { missingProperty: "side" }, message: "must have required property 'side'", schema: schema42.properties.missing_shards.items.required, parentSchema: schema42.properties.missing_shards.items, data: data139 };
              if (vErrors === null) {
                vErrors = [err323];
              } else {
                vErrors.push(err323);
              }
              errors++;
            }
            if (data139.count === void 0) {
              const err324 = { instancePath: instancePath + "/missing_shards/" + i8, schemaPath: "#/properties/missing_shards/items/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema42.properties.missing_shards.items.required, parentSchema: schema42.properties.missing_shards.items, data: data139 };
              if (vErrors === null) {
                vErrors = [err324];
              } else {
                vErrors.push(err324);
              }
              errors++;
            }
            if (data139.missing === void 0) {
              const err325 = { instancePath: instancePath + "/missing_shards/" + i8, schemaPath: "#/properties/missing_shards/items/required", keyword: "required", params: { missingProperty: "missing" }, message: "must have required property 'missing'", schema: schema42.properties.missing_shards.items.required, parentSchema: schema42.properties.missing_shards.items, data: data139 };
              if (vErrors === null) {
                vErrors = [err325];
              } else {
                vErrors.push(err325);
              }
              errors++;
            }
            for (const key17 in data139) {
              if (!(key17 === "side" || key17 === "count" || key17 === "missing")) {
                const err326 = { instancePath: instancePath + "/missing_shards/" + i8, schemaPath: "#/properties/missing_shards/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.missing_shards.items, data: data139 };
                if (vErrors === null) {
                  vErrors = [err326];
                } else {
                  vErrors.push(err326);
                }
                errors++;
              }
            }
            if (data139.side !== void 0) {
              let data140 = data139.side;
              if (!(data140 === "baseline" || data140 === "candidate")) {
                const err327 = { instancePath: instancePath + "/missing_shards/" + i8 + "/side", schemaPath: "#/properties/missing_shards/items/properties/side/enum", keyword: "enum", params: { allowedValues: schema42.properties.missing_shards.items.properties.side.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.missing_shards.items.properties.side.enum, parentSchema: schema42.properties.missing_shards.items.properties.side, data: data140 };
                if (vErrors === null) {
                  vErrors = [err327];
                } else {
                  vErrors.push(err327);
                }
                errors++;
              }
            }
            if (data139.count !== void 0) {
              let data141 = data139.count;
              if (!(typeof data141 == "number" && (!(data141 % 1) && !isNaN(data141)) && isFinite(data141))) {
                const err328 = { instancePath: instancePath + "/missing_shards/" + i8 + "/count", schemaPath: "#/properties/missing_shards/items/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.missing_shards.items.properties.count.type, parentSchema: schema42.properties.missing_shards.items.properties.count, data: data141 };
                if (vErrors === null) {
                  vErrors = [err328];
                } else {
                  vErrors.push(err328);
                }
                errors++;
              }
              if (typeof data141 == "number" && isFinite(data141)) {
                if (data141 < 1 || isNaN(data141)) {
                  const err329 = { instancePath: instancePath + "/missing_shards/" + i8 + "/count", schemaPath: "#/properties/missing_shards/items/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema42.properties.missing_shards.items.properties.count, data: data141 };
                  if (vErrors === null) {
                    vErrors = [err329];
                  } else {
                    vErrors.push(err329);
                  }
                  errors++;
                }
              }
            }
            if (data139.missing !== void 0) {
              let data142 = data139.missing;
              if (Array.isArray(data142)) {
                const len9 = data142.length;
                for (let i9 = 0; i9 < len9; i9++) {
                  let data143 = data142[i9];
                  if (!(typeof data143 == "number" && (!(data143 % 1) && !isNaN(data143)) && isFinite(data143))) {
                    const err330 = { instancePath: instancePath + "/missing_shards/" + i8 + "/missing/" + i9, schemaPath: "#/properties/missing_shards/items/properties/missing/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.missing_shards.items.properties.missing.items.type, parentSchema: schema42.properties.missing_shards.items.properties.missing.items, data: data143 };
                    if (vErrors === null) {
                      vErrors = [err330];
                    } else {
                      vErrors.push(err330);
                    }
                    errors++;
                  }
                  if (typeof data143 == "number" && isFinite(data143)) {
                    if (data143 < 1 || isNaN(data143)) {
                      const err331 = { instancePath: instancePath + "/missing_shards/" + i8 + "/missing/" + i9, schemaPath: "#/properties/missing_shards/items/properties/missing/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema42.properties.missing_shards.items.properties.missing.items, data: data143 };
                      if (vErrors === null) {
                        vErrors = [err331];
                      } else {
                        vErrors.push(err331);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err332 = { instancePath: instancePath + "/missing_shards/" + i8 + "/missing", schemaPath: "#/properties/missing_shards/items/properties/missing/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema42.properties.missing_shards.items.properties.missing.type, parentSchema: schema42.properties.missing_shards.items.properties.missing, data: data142 };
                if (vErrors === null) {
                  vErrors = [err332];
                } else {
                  vErrors.push(err332);
                }
                errors++;
              }
            }
          } else {
            const err333 = { instancePath: instancePath + "/missing_shards/" + i8, schemaPath: "#/properties/missing_shards/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.missing_shards.items.type, parentSchema: schema42.properties.missing_shards.items, data: data139 };
            if (vErrors === null) {
              vErrors = [err333];
            } else {
              vErrors.push(err333);
            }
            errors++;
          }
        }
      } else {
        const err334 = { instancePath: instancePath + "/missing_shards", schemaPath: "#/properties/missing_shards/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema42.properties.missing_shards.type, parentSchema: schema42.properties.missing_shards, data: data138 };
        if (vErrors === null) {
          vErrors = [err334];
        } else {
          vErrors.push(err334);
        }
        errors++;
      }
    }
    if (data.tokens !== void 0) {
      let data144 = data.tokens;
      if (data144 && typeof data144 == "object" && !Array.isArray(data144)) {
        if (data144.baseline_median === void 0) {
          const err335 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/required", keyword: "required", params: { missingProperty: "baseline_median" }, message: "must have required property 'baseline_median'", schema: schema42.properties.tokens.required, parentSchema: schema42.properties.tokens, data: data144 };
          if (vErrors === null) {
            vErrors = [err335];
          } else {
            vErrors.push(err335);
          }
          errors++;
        }
        if (data144.candidate_median === void 0) {
          const err336 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/required", keyword: "required", params: { missingProperty: "candidate_median" }, message: "must have required property 'candidate_median'", schema: schema42.properties.tokens.required, parentSchema: schema42.properties.tokens, data: data144 };
          if (vErrors === null) {
            vErrors = [err336];
          } else {
            vErrors.push(err336);
          }
          errors++;
        }
        if (data144.delta_pct === void 0) {
          const err337 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/required", keyword: "required", params: { missingProperty: "delta_pct" }, message: "must have required property 'delta_pct'", schema: schema42.properties.tokens.required, parentSchema: schema42.properties.tokens, data: data144 };
          if (vErrors === null) {
            vErrors = [err337];
          } else {
            vErrors.push(err337);
          }
          errors++;
        }
        if (data144.tps_baseline_median === void 0) {
          const err338 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/required", keyword: "required", params: { missingProperty: "tps_baseline_median" }, message: "must have required property 'tps_baseline_median'", schema: schema42.properties.tokens.required, parentSchema: schema42.properties.tokens, data: data144 };
          if (vErrors === null) {
            vErrors = [err338];
          } else {
            vErrors.push(err338);
          }
          errors++;
        }
        if (data144.tps_candidate_median === void 0) {
          const err339 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/required", keyword: "required", params: { missingProperty: "tps_candidate_median" }, message: "must have required property 'tps_candidate_median'", schema: schema42.properties.tokens.required, parentSchema: schema42.properties.tokens, data: data144 };
          if (vErrors === null) {
            vErrors = [err339];
          } else {
            vErrors.push(err339);
          }
          errors++;
        }
        if (data144.tps_delta_pct === void 0) {
          const err340 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/required", keyword: "required", params: { missingProperty: "tps_delta_pct" }, message: "must have required property 'tps_delta_pct'", schema: schema42.properties.tokens.required, parentSchema: schema42.properties.tokens, data: data144 };
          if (vErrors === null) {
            vErrors = [err340];
          } else {
            vErrors.push(err340);
          }
          errors++;
        }
        if (data144.cases_compared === void 0) {
          const err341 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/required", keyword: "required", params: { missingProperty: "cases_compared" }, message: "must have required property 'cases_compared'", schema: schema42.properties.tokens.required, parentSchema: schema42.properties.tokens, data: data144 };
          if (vErrors === null) {
            vErrors = [err341];
          } else {
            vErrors.push(err341);
          }
          errors++;
        }
        if (data144.longer_cases === void 0) {
          const err342 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/required", keyword: "required", params: { missingProperty: "longer_cases" }, message: "must have required property 'longer_cases'", schema: schema42.properties.tokens.required, parentSchema: schema42.properties.tokens, data: data144 };
          if (vErrors === null) {
            vErrors = [err342];
          } else {
            vErrors.push(err342);
          }
          errors++;
        }
        if (data144.tps_slower_cases === void 0) {
          const err343 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/required", keyword: "required", params: { missingProperty: "tps_slower_cases" }, message: "must have required property 'tps_slower_cases'", schema: schema42.properties.tokens.required, parentSchema: schema42.properties.tokens, data: data144 };
          if (vErrors === null) {
            vErrors = [err343];
          } else {
            vErrors.push(err343);
          }
          errors++;
        }
        for (const key18 in data144) {
          if (!func1.call(schema42.properties.tokens.properties, key18)) {
            const err344 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key18 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42.properties.tokens, data: data144 };
            if (vErrors === null) {
              vErrors = [err344];
            } else {
              vErrors.push(err344);
            }
            errors++;
          }
        }
        if (data144.baseline_median !== void 0) {
          let data145 = data144.baseline_median;
          if (!(typeof data145 == "number" && isFinite(data145)) && data145 !== null) {
            const err345 = { instancePath: instancePath + "/tokens/baseline_median", schemaPath: "#/properties/tokens/properties/baseline_median/type", keyword: "type", params: { type: schema42.properties.tokens.properties.baseline_median.type }, message: "must be number,null", schema: schema42.properties.tokens.properties.baseline_median.type, parentSchema: schema42.properties.tokens.properties.baseline_median, data: data145 };
            if (vErrors === null) {
              vErrors = [err345];
            } else {
              vErrors.push(err345);
            }
            errors++;
          }
        }
        if (data144.candidate_median !== void 0) {
          let data146 = data144.candidate_median;
          if (!(typeof data146 == "number" && isFinite(data146)) && data146 !== null) {
            const err346 = { instancePath: instancePath + "/tokens/candidate_median", schemaPath: "#/properties/tokens/properties/candidate_median/type", keyword: "type", params: { type: schema42.properties.tokens.properties.candidate_median.type }, message: "must be number,null", schema: schema42.properties.tokens.properties.candidate_median.type, parentSchema: schema42.properties.tokens.properties.candidate_median, data: data146 };
            if (vErrors === null) {
              vErrors = [err346];
            } else {
              vErrors.push(err346);
            }
            errors++;
          }
        }
        if (data144.delta_pct !== void 0) {
          let data147 = data144.delta_pct;
          if (!(typeof data147 == "number" && isFinite(data147)) && data147 !== null) {
            const err347 = { instancePath: instancePath + "/tokens/delta_pct", schemaPath: "#/properties/tokens/properties/delta_pct/type", keyword: "type", params: { type: schema42.properties.tokens.properties.delta_pct.type }, message: "must be number,null", schema: schema42.properties.tokens.properties.delta_pct.type, parentSchema: schema42.properties.tokens.properties.delta_pct, data: data147 };
            if (vErrors === null) {
              vErrors = [err347];
            } else {
              vErrors.push(err347);
            }
            errors++;
          }
        }
        if (data144.tps_baseline_median !== void 0) {
          let data148 = data144.tps_baseline_median;
          if (!(typeof data148 == "number" && isFinite(data148)) && data148 !== null) {
            const err348 = { instancePath: instancePath + "/tokens/tps_baseline_median", schemaPath: "#/properties/tokens/properties/tps_baseline_median/type", keyword: "type", params: { type: schema42.properties.tokens.properties.tps_baseline_median.type }, message: "must be number,null", schema: schema42.properties.tokens.properties.tps_baseline_median.type, parentSchema: schema42.properties.tokens.properties.tps_baseline_median, data: data148 };
            if (vErrors === null) {
              vErrors = [err348];
            } else {
              vErrors.push(err348);
            }
            errors++;
          }
        }
        if (data144.tps_candidate_median !== void 0) {
          let data149 = data144.tps_candidate_median;
          if (!(typeof data149 == "number" && isFinite(data149)) && data149 !== null) {
            const err349 = { instancePath: instancePath + "/tokens/tps_candidate_median", schemaPath: "#/properties/tokens/properties/tps_candidate_median/type", keyword: "type", params: { type: schema42.properties.tokens.properties.tps_candidate_median.type }, message: "must be number,null", schema: schema42.properties.tokens.properties.tps_candidate_median.type, parentSchema: schema42.properties.tokens.properties.tps_candidate_median, data: data149 };
            if (vErrors === null) {
              vErrors = [err349];
            } else {
              vErrors.push(err349);
            }
            errors++;
          }
        }
        if (data144.tps_delta_pct !== void 0) {
          let data150 = data144.tps_delta_pct;
          if (!(typeof data150 == "number" && isFinite(data150)) && data150 !== null) {
            const err350 = { instancePath: instancePath + "/tokens/tps_delta_pct", schemaPath: "#/properties/tokens/properties/tps_delta_pct/type", keyword: "type", params: { type: schema42.properties.tokens.properties.tps_delta_pct.type }, message: "must be number,null", schema: schema42.properties.tokens.properties.tps_delta_pct.type, parentSchema: schema42.properties.tokens.properties.tps_delta_pct, data: data150 };
            if (vErrors === null) {
              vErrors = [err350];
            } else {
              vErrors.push(err350);
            }
            errors++;
          }
        }
        if (data144.cases_compared !== void 0) {
          let data151 = data144.cases_compared;
          if (!(typeof data151 == "number" && (!(data151 % 1) && !isNaN(data151)) && isFinite(data151))) {
            const err351 = { instancePath: instancePath + "/tokens/cases_compared", schemaPath: "#/properties/tokens/properties/cases_compared/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.tokens.properties.cases_compared.type, parentSchema: schema42.properties.tokens.properties.cases_compared, data: data151 };
            if (vErrors === null) {
              vErrors = [err351];
            } else {
              vErrors.push(err351);
            }
            errors++;
          }
          if (typeof data151 == "number" && isFinite(data151)) {
            if (data151 < 0 || isNaN(data151)) {
              const err352 = { instancePath: instancePath + "/tokens/cases_compared", schemaPath: "#/properties/tokens/properties/cases_compared/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.tokens.properties.cases_compared, data: data151 };
              if (vErrors === null) {
                vErrors = [err352];
              } else {
                vErrors.push(err352);
              }
              errors++;
            }
          }
        }
        if (data144.longer_cases !== void 0) {
          let data152 = data144.longer_cases;
          if (!(typeof data152 == "number" && (!(data152 % 1) && !isNaN(data152)) && isFinite(data152))) {
            const err353 = { instancePath: instancePath + "/tokens/longer_cases", schemaPath: "#/properties/tokens/properties/longer_cases/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.tokens.properties.longer_cases.type, parentSchema: schema42.properties.tokens.properties.longer_cases, data: data152 };
            if (vErrors === null) {
              vErrors = [err353];
            } else {
              vErrors.push(err353);
            }
            errors++;
          }
          if (typeof data152 == "number" && isFinite(data152)) {
            if (data152 < 0 || isNaN(data152)) {
              const err354 = { instancePath: instancePath + "/tokens/longer_cases", schemaPath: "#/properties/tokens/properties/longer_cases/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.tokens.properties.longer_cases, data: data152 };
              if (vErrors === null) {
                vErrors = [err354];
              } else {
                vErrors.push(err354);
              }
              errors++;
            }
          }
        }
        if (data144.tps_slower_cases !== void 0) {
          let data153 = data144.tps_slower_cases;
          if (!(typeof data153 == "number" && (!(data153 % 1) && !isNaN(data153)) && isFinite(data153))) {
            const err355 = { instancePath: instancePath + "/tokens/tps_slower_cases", schemaPath: "#/properties/tokens/properties/tps_slower_cases/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema42.properties.tokens.properties.tps_slower_cases.type, parentSchema: schema42.properties.tokens.properties.tps_slower_cases, data: data153 };
            if (vErrors === null) {
              vErrors = [err355];
            } else {
              vErrors.push(err355);
            }
            errors++;
          }
          if (typeof data153 == "number" && isFinite(data153)) {
            if (data153 < 0 || isNaN(data153)) {
              const err356 = { instancePath: instancePath + "/tokens/tps_slower_cases", schemaPath: "#/properties/tokens/properties/tps_slower_cases/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema42.properties.tokens.properties.tps_slower_cases, data: data153 };
              if (vErrors === null) {
                vErrors = [err356];
              } else {
                vErrors.push(err356);
              }
              errors++;
            }
          }
        }
      } else {
        const err357 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.tokens.type, parentSchema: schema42.properties.tokens, data: data144 };
        if (vErrors === null) {
          vErrors = [err357];
        } else {
          vErrors.push(err357);
        }
        errors++;
      }
    }
  } else {
    const err358 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.type, parentSchema: schema42, data };
    if (vErrors === null) {
      vErrors = [err358];
    } else {
      vErrors.push(err358);
    }
    errors++;
  }
  validate31.errors = vErrors;
  return errors === 0;
}
validate31.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
