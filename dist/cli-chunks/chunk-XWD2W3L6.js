#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  CAPTURE_MODES
} from "./chunk-NQC5VLUN.js";
import {
  MAX_JSON_DEPTH,
  parseStrictJson
} from "./chunk-5CDIXIRV.js";
import {
  stringifyJson
} from "./chunk-4ONHOOYB.js";

// src/core/compare/comparison.ts
var COMPARE_FORMAT = "modelgate.compare/v1";
var CATEGORIES = [
  "missing",
  "new",
  "error",
  "regression",
  "invalid",
  "mismatch",
  "flaky",
  "fixed",
  "still_failing",
  "changed",
  "passing"
];
var DEFAULT_FAIL_ON = ["regression", "mismatch", "invalid"];
function emptySummary() {
  return {
    cases: 0,
    regressions: 0,
    fixed: 0,
    still_failing: 0,
    passing: 0,
    changed: 0,
    mismatches: 0,
    invalid: 0,
    errors: 0,
    missing: 0,
    new: 0,
    flaky: 0
  };
}
var SUMMARY_KEY = {
  regression: "regressions",
  fixed: "fixed",
  still_failing: "still_failing",
  passing: "passing",
  changed: "changed",
  mismatch: "mismatches",
  invalid: "invalid",
  error: "errors",
  missing: "missing",
  new: "new",
  flaky: "flaky"
};

// src/core/checks/extract.ts
var FENCE = /```[^\n`]*\r?\n([\s\S]*?)```/g;
function extractCodeFence(output) {
  let content;
  let count3 = 0;
  for (const match of output.matchAll(FENCE)) {
    count3++;
    if (count3 > 1) return output;
    content = match[1];
  }
  return count3 === 1 && content !== void 0 ? content : output;
}
function extractFor(extract, output) {
  return extract === "code_fence" ? extractCodeFence(output) : output;
}

// src/core/json/written-parse.ts
function parseWrittenJson(text) {
  const fast = nativeIfSame(text);
  if (fast !== void 0) return { ok: true, value: fast, fast: true };
  return parseStrictJson(text);
}
function nativeIfSame(text) {
  if (text.charCodeAt(0) === 65279) return void 0;
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return void 0;
  }
  const members = plainMembers(value, 1);
  if (Number.isNaN(members)) return void 0;
  if (quickKeyCount(text) === members || exactKeyCount(text) === members) return value;
  return void 0;
}
function plainMembers(value, depth) {
  if (typeof value === "number") return Number.isFinite(value) && plainNumber(value) ? 0 : Number.NaN;
  if (typeof value !== "object" || value === null) return 0;
  if (depth > MAX_JSON_DEPTH) return Number.NaN;
  let count3 = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) count3 += plainMembers(value[i], depth + 1);
    return count3;
  }
  for (const key in value) count3 += 1 + plainMembers(value[key], depth + 1);
  return count3;
}
function plainNumber(n) {
  return !Number.isInteger(n) || Number.isSafeInteger(n);
}
var BACKSLASH = 92;
var SPACED_COLON = /"[\t\n\r ]+:/;
function quickKeyCount(text) {
  if (SPACED_COLON.test(text)) return exactKeyCount(text);
  let count3 = 0;
  for (let at = text.indexOf('":'); at >= 0; at = text.indexOf('":', at + 2)) {
    if (!escaped(text, at)) count3++;
  }
  return count3;
}
function exactKeyCount(text) {
  let keys = 0;
  let at = 0;
  for (; ; ) {
    const open = text.indexOf('"', at);
    if (open < 0) return keys;
    let close = text.indexOf('"', open + 1);
    while (close > 0 && escaped(text, close)) close = text.indexOf('"', close + 1);
    if (close < 0) return keys;
    at = close + 1;
    let c = text.charCodeAt(at);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++at);
    if (c === 58) keys++;
  }
}
function escaped(text, index) {
  let backslashes = 0;
  while (text.charCodeAt(index - 1 - backslashes) === BACKSLASH) backslashes++;
  return backslashes % 2 === 1;
}

// src/core/json/fast-parse.ts
function parseJson(text) {
  const parsed = parseWrittenJson(text);
  return parsed.ok ? { ok: true, value: parsed.value } : parsed;
}

// src/core/result/run-result.ts
var RUN_FORMAT = "modelgate.run/v2";
var REPETITION_STATUSES = [
  "pass",
  "fail",
  "invalid",
  "error",
  "unavailable",
  "timeout",
  "cancelled"
];
function isJudged(status) {
  return status === "pass" || status === "fail" || status === "invalid";
}

// src/core/result/stored-form.ts
var JSON_SOURCES = ["output", "code_fence"];
var READABLE_RUN_FORMATS = ["modelgate.run/v1", RUN_FORMAT];
var noted = /* @__PURE__ */ new WeakMap();
function noteJsonSource(json, output, extract) {
  if (typeof json === "object" && json !== null) {
    noted.set(json, { output, source: extract === "code_fence" ? "code_fence" : "output" });
  }
}
function parsedFrom(output, source) {
  const parsed = parseJson(extractFor(source === "code_fence" ? "code_fence" : void 0, output));
  return parsed.ok ? parsed.value : void 0;
}
function sourceOf(json, output) {
  if (typeof json === "object" && json !== null) {
    const note = noted.get(json);
    if (note !== void 0 && note.output === output) return note.source;
  }
  for (const source of JSON_SOURCES) {
    if (source === "code_fence" && extractFor("code_fence", output) === output) continue;
    const again = parsedFrom(output, source);
    if (again !== void 0 && sameJson(again, json)) return source;
  }
  return null;
}
function sameJson(a, b) {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") {
    return typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b;
    return a.length === other.length && a.every((v, i) => sameJson(v, other[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const bo = b;
  return ka.every((k, i) => k === kb[i] && sameJson(a[k], bo[k]));
}
function withDerivedJson(evidence, output) {
  const json = evidence.json;
  if (output === null || typeof json !== "object" || json === null) return evidence;
  const note = noted.get(json);
  if (note === void 0 || note.output !== output) return evidence;
  const { source } = note;
  const out = { ...evidence };
  Object.defineProperty(out, "json", {
    enumerable: true,
    configurable: true,
    get: () => {
      const value = parsedFrom(output, source);
      noteJsonSource(value, output, source === "code_fence" ? "code_fence" : void 0);
      return value;
    },
    set: (value) => {
      derived.delete(out);
      Object.defineProperty(out, "json", { value, enumerable: true, writable: true, configurable: true });
    }
  });
  derived.set(out, { output, source });
  return out;
}
var derived = /* @__PURE__ */ new WeakMap();
function storedRepetition(rep) {
  const output = rep.output;
  if (output === null) return rep;
  const known = derived.get(rep.evidence);
  let source;
  if (known !== void 0 && known.output === output) source = known.source;
  else {
    const json = rep.evidence.json;
    if (json === void 0) return rep;
    source = sourceOf(json, output);
  }
  if (source === null) return rep;
  const held = rep.evidence;
  const evidence = {};
  for (const key of Object.keys(held)) if (key !== "json") evidence[key] = held[key];
  evidence.json_from = source;
  return { ...rep, evidence };
}
function storedCase(c) {
  return { ...c, repetitions: c.repetitions.map(storedRepetition) };
}
function* runResultText(run, options = {}) {
  const pretty = options.pretty === true;
  const nested = (value, depth) => pretty ? stringifyJson(value, 2).replaceAll("\n", `
${depth}`) : stringifyJson(value);
  const record = run;
  let head = "{";
  let first = true;
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (value === void 0) continue;
    head += `${first ? "" : ","}${pretty ? "\n  " : ""}${JSON.stringify(key)}${pretty ? ": " : ":"}`;
    first = false;
    if (key !== "cases" || run.cases.length === 0) {
      head += nested(value, "  ");
      continue;
    }
    yield `${head}[`;
    for (let i = 0; i < run.cases.length; i++) {
      const text = nested(storedCase(run.cases[i]), "    ");
      yield `${i === 0 ? "" : ","}${pretty ? "\n    " : ""}${text}`;
    }
    head = pretty ? "\n  ]" : "]";
  }
  yield `${head}${pretty && !first ? "\n}" : "}"}
`;
}
function runResultJson(run, options = {}) {
  return [...runResultText(run, options)].join("");
}
function restoreStoredResult(run) {
  const problems = [];
  run.cases.forEach((c, caseIndex) => {
    c.repetitions.forEach((rep, repetitionIndex) => {
      const evidence = rep.evidence;
      const source = evidence.json_from;
      if (source === void 0) return;
      const at = { caseIndex, repetitionIndex, caseId: c.id };
      if (evidence.json !== void 0) {
        problems.push({ ...at, message: "evidence has both 'json' and 'json_from': give one" });
        return;
      }
      if (rep.output === null) {
        problems.push({ ...at, message: "evidence.json_from needs the output, which is null" });
        return;
      }
      const json = parsedFrom(rep.output, source);
      if (json === void 0) {
        problems.push({
          ...at,
          message: `evidence.json_from '${source}': the output does not parse as JSON`
        });
        return;
      }
      delete evidence.json_from;
      evidence.json = json;
      noteJsonSource(json, rep.output, source === "code_fence" ? "code_fence" : void 0);
    });
  });
  run.format = RUN_FORMAT;
  return problems;
}

// src/core/suite/case.ts
var CONTRACT_KINDS = ["text", "json", "tool_calls", "retrieval", "mcp"];
var CHECK_TYPES = [
  "exact",
  "contains",
  "not_contains",
  "max_length",
  "min_length",
  "max_words",
  "regex",
  "json",
  "classification",
  "required_fields",
  "tool_call",
  "retrieval",
  "mcp",
  "custom",
  "none",
  "checks"
];
var CASE_TYPES = CHECK_TYPES.filter((t) => t !== "checks");
var LISTED_CHECK_TYPES = CASE_TYPES.filter(
  (t) => t !== "retrieval" && t !== "mcp" && t !== "none"
);
function leafChecks(check) {
  return check.type === "checks" ? check.checks.flatMap(leafChecks) : [check];
}
var MCP_RESTARTS = ["per_configuration", "per_case", "per_repetition"];

// src/load/schemas/comparison.ts
var nullableNumber = { type: ["number", "null"] };
var nullableString = { type: ["string", "null"] };
var count = { type: "integer", minimum: 0 };
var sideSource = { enum: ["recorded", "measured", "mixed", null] };
var latencyFigure = { enum: ["compute", "wall_clock", null] };
var identity = {
  type: "object",
  additionalProperties: false,
  required: [
    "config_id",
    "provider",
    "model",
    "model_digest",
    "ollama_version",
    "suite",
    "suite_sha256",
    "started_at",
    "finished_at",
    "cancelled",
    "capture",
    "tags",
    "provenance"
  ],
  properties: {
    config_id: { type: "string" },
    provider: { enum: ["ollama", "openai", "replay"] },
    model: nullableString,
    model_digest: nullableString,
    ollama_version: nullableString,
    quantization: nullableString,
    embedding_model: nullableString,
    embedding_digest: nullableString,
    mcp_servers: { type: "array", items: { type: "object" } },
    suite: { type: "string" },
    suite_sha256: { type: "string" },
    started_at: { type: "string" },
    finished_at: { type: "string" },
    cancelled: { type: "boolean" },
    capture: { enum: [...CAPTURE_MODES] },
    tags: { type: "array", items: { type: "string" } },
    provenance: {
      description: "Where a stored baseline came from (filled by the Action); null otherwise.",
      oneOf: [
        { type: "null" },
        {
          type: "object",
          additionalProperties: false,
          required: ["source", "commit", "age_seconds"],
          properties: { source: { type: "string" }, commit: nullableString, age_seconds: nullableNumber }
        }
      ]
    }
  }
};
var caseEntry = {
  type: "object",
  additionalProperties: false,
  required: [
    "id",
    "type",
    "category",
    "contract",
    "baseline_status",
    "candidate_status",
    "reason",
    "label_change",
    "baseline_pass_count",
    "candidate_pass_count",
    "repeat",
    "p_value",
    "p_threshold",
    "contract_rates",
    "definition_changed",
    "latency",
    "tokens",
    "baseline_warnings",
    "candidate_warnings",
    "new_warnings",
    "output_changed",
    "diff",
    "source"
  ],
  properties: {
    id: { type: "string" },
    type: { enum: [...CHECK_TYPES] },
    category: { enum: [...CATEGORIES] },
    contract: { enum: [...CONTRACT_KINDS, null] },
    baseline_status: { enum: [...REPETITION_STATUSES, null] },
    candidate_status: { enum: [...REPETITION_STATUSES, null] },
    reason: nullableString,
    label_change: {
      oneOf: [
        { type: "null" },
        {
          type: "object",
          additionalProperties: false,
          required: ["from", "to"],
          properties: { from: { type: "string" }, to: { type: "string" } }
        }
      ]
    },
    baseline_pass_count: { type: ["integer", "null"], minimum: 0 },
    candidate_pass_count: { type: ["integer", "null"], minimum: 0 },
    repeat: {
      type: "object",
      additionalProperties: false,
      required: ["baseline", "candidate"],
      properties: {
        baseline: { type: ["integer", "null"], minimum: 1 },
        candidate: { type: ["integer", "null"], minimum: 1 }
      }
    },
    p_value: { type: ["number", "null"], minimum: 0, maximum: 1 },
    p_threshold: {
      type: ["number", "null"],
      minimum: 0,
      maximum: 1,
      description: "The threshold p_value was held to: alpha, Holm-corrected over the comparison's tests."
    },
    contract_rates: {
      description: "A contract judged over repetitions: match rates and the corrected test of a drop.",
      oneOf: [
        { type: "null" },
        {
          type: "object",
          additionalProperties: false,
          required: [
            "baseline_matches",
            "baseline_total",
            "candidate_matches",
            "candidate_total",
            "p_value",
            "p_threshold",
            "significant"
          ],
          properties: {
            baseline_matches: count,
            baseline_total: count,
            candidate_matches: count,
            candidate_total: count,
            p_value: { type: "number", minimum: 0, maximum: 1 },
            p_threshold: { type: "number", minimum: 0, maximum: 1 },
            significant: { type: "boolean" }
          }
        }
      ]
    },
    definition_changed: { type: "boolean" },
    latency: {
      type: "object",
      additionalProperties: false,
      required: ["baseline_ms", "candidate_ms", "delta_ms", "delta_pct", "slower", "source", "figure"],
      properties: {
        figure: latencyFigure,
        baseline_ms: nullableNumber,
        candidate_ms: nullableNumber,
        delta_ms: nullableNumber,
        delta_pct: nullableNumber,
        slower: { type: "boolean" },
        source: {
          type: "object",
          additionalProperties: false,
          required: ["baseline", "candidate"],
          properties: { baseline: sideSource, candidate: sideSource }
        }
      }
    },
    tokens: {
      type: "object",
      additionalProperties: false,
      required: [
        "baseline",
        "candidate",
        "delta_pct",
        "longer",
        "tps_baseline",
        "tps_candidate",
        "tps_delta_pct",
        "tps_slower"
      ],
      properties: {
        baseline: nullableNumber,
        candidate: nullableNumber,
        delta_pct: nullableNumber,
        longer: { type: "boolean" },
        tps_baseline: nullableNumber,
        tps_candidate: nullableNumber,
        tps_delta_pct: nullableNumber,
        tps_slower: { type: "boolean" }
      }
    },
    baseline_warnings: { type: "array", items: { type: "string" } },
    candidate_warnings: { type: "array", items: { type: "string" } },
    new_warnings: { type: "array", items: { type: "string" } },
    output_changed: { type: "boolean" },
    diff: nullableString,
    source: {
      type: "object",
      additionalProperties: false,
      required: ["file", "line"],
      properties: { file: { type: "string" }, line: { type: "integer", minimum: 0 } }
    }
  }
};
var summaryKeys = [
  "cases",
  "regressions",
  "fixed",
  "still_failing",
  "passing",
  "changed",
  "mismatches",
  "invalid",
  "errors",
  "missing",
  "new",
  "flaky"
];
var COMPARISON_SCHEMA = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://modelgate.dev/schemas/comparison.json",
  title: "ModelGate comparison (modelgate.compare/v1)",
  description: "A baseline run compared with a candidate run: one category per case, with the evidence behind it.",
  type: "object",
  additionalProperties: false,
  required: [
    "format",
    "status",
    "summary",
    "baseline",
    "candidate",
    "options",
    "cases",
    "latency",
    "tokens",
    "missing_shards"
  ],
  properties: {
    format: { const: "modelgate.compare/v1" },
    status: { enum: ["compatible", "regressed", "unavailable", "execution_failure"] },
    summary: {
      type: "object",
      additionalProperties: false,
      required: summaryKeys,
      properties: Object.fromEntries(summaryKeys.map((k) => [k, count]))
    },
    baseline: identity,
    candidate: identity,
    options: {
      type: "object",
      additionalProperties: false,
      required: [
        "alpha",
        "correction",
        "latency_threshold_pct",
        "min_latency_delta_ms",
        "min_token_delta",
        "allow_suite_mismatch"
      ],
      properties: {
        alpha: { type: "number", exclusiveMinimum: 0, maximum: 1 },
        correction: { enum: ["holm", "none"] },
        latency_threshold_pct: { type: "number", minimum: 0 },
        min_latency_delta_ms: { type: "number", minimum: 0 },
        min_token_delta: { type: "number", minimum: 0 },
        allow_suite_mismatch: { type: "boolean" }
      }
    },
    cases: { type: "array", items: caseEntry },
    latency: {
      type: "object",
      additionalProperties: false,
      required: [
        "baseline_median_ms",
        "candidate_median_ms",
        "delta_pct",
        "cases_compared",
        "slower_cases",
        "source",
        "figure",
        "threshold_pct",
        "min_delta_ms"
      ],
      properties: {
        baseline_median_ms: nullableNumber,
        candidate_median_ms: nullableNumber,
        delta_pct: nullableNumber,
        cases_compared: count,
        slower_cases: count,
        source: {
          type: "object",
          additionalProperties: false,
          required: ["baseline", "candidate"],
          properties: { baseline: sideSource, candidate: sideSource }
        },
        figure: { enum: ["compute", "wall_clock", "mixed", null] },
        threshold_pct: { type: "number" },
        min_delta_ms: { type: "number" }
      }
    },
    missing_shards: {
      description: "Merged results whose shard split had parts missing: an execution failure.",
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["side", "count", "missing"],
        properties: {
          side: { enum: ["baseline", "candidate"] },
          count: { type: "integer", minimum: 1 },
          missing: { type: "array", items: { type: "integer", minimum: 1 } }
        }
      }
    },
    tokens: {
      type: "object",
      additionalProperties: false,
      required: [
        "baseline_median",
        "candidate_median",
        "delta_pct",
        "tps_baseline_median",
        "tps_candidate_median",
        "tps_delta_pct",
        "cases_compared",
        "longer_cases",
        "tps_slower_cases"
      ],
      properties: {
        baseline_median: nullableNumber,
        candidate_median: nullableNumber,
        delta_pct: nullableNumber,
        tps_baseline_median: nullableNumber,
        tps_candidate_median: nullableNumber,
        tps_delta_pct: nullableNumber,
        cases_compared: count,
        longer_cases: count,
        tps_slower_cases: count
      }
    }
  }
};

// src/load/schemas/config.ts
var CONFIG_SCHEMA = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://modelgate.dev/schemas/config.json",
  title: "ModelGate run configuration",
  description: (
    // Concatenated so the text keeps a literal `${NAME}` (not a template placeholder).
    "One side of a comparison: a model served by Ollama or by an OpenAI-compatible server (llama.cpp, vLLM, LM Studio, LocalAI), or recorded outputs replayed. String values may use environment variables as ${NAME} ($${NAME} is a literal)."
  ),
  type: "object",
  properties: {
    $schema: { type: "string", description: "Where editors find this schema." },
    id: { type: "string", minLength: 1, description: "Stable identity of this configuration." },
    description: { type: "string", description: "Free text." },
    provider: {
      enum: ["ollama", "openai", "replay"],
      description: "`ollama` calls an Ollama server; `openai` an OpenAI-compatible server (chat completions); `replay` serves recorded outputs."
    },
    model: {
      type: "string",
      minLength: 1,
      description: "Ollama model tag, e.g. `llama3.1:8b`, or the model id an OpenAI-compatible server lists at /v1/models (required for ollama and openai)."
    },
    base_url: {
      type: "string",
      minLength: 1,
      description: "Ollama server (default: $OLLAMA_HOST, else http://localhost:11434), or the API root of an OpenAI-compatible server, e.g. http://localhost:8080/v1 (required for openai)."
    },
    api_key: {
      type: "string",
      description: "openai only: sent as `Authorization: Bearer ...`; write it as ${VAR}. Redacted in everything written and never printed."
    },
    endpoint: {
      enum: ["chat", "generate"],
      description: "Ollama API: /api/chat (default) or /api/generate."
    },
    options: {
      type: "object",
      description: "Generation options (Ollama `options`; for openai request fields such as temperature, seed, top_p, max_tokens, stop, frequency_penalty, presence_penalty, and server extras such as top_k or min_p); a case's `generation` overrides them."
    },
    system: { type: "string", description: "Default system prompt." },
    format: {
      anyOf: [{ const: "json" }, { type: "object" }],
      errorMessage: 'must be "json" or a JSON Schema (a mapping)',
      description: "Default structured-output request: `json` or a JSON Schema."
    },
    embedding_model: {
      type: "string",
      minLength: 1,
      description: "Model used to embed retrieval corpora (Ollama /api/embed, or /v1/embeddings for openai)."
    },
    timeout_s: {
      type: "number",
      exclusiveMinimum: 0,
      description: "Per-call timeout in seconds (default 120)."
    },
    ready_timeout_s: {
      type: "number",
      minimum: 0,
      description: "How long to wait for the server to answer before the first call (default: 10 for the CLI, 60 for the Action, which may start Ollama in a service container). 0: ask once."
    },
    retries: {
      type: "integer",
      minimum: 0,
      maximum: 10,
      description: "Retries of transient failures: reset, 5xx (default 2)."
    },
    concurrency: {
      anyOf: [{ type: "integer", minimum: 1, maximum: 64 }, { const: "auto" }],
      errorMessage: "must be an integer from 1 to 64, or auto",
      description: "Calls in flight at once, or `auto`: the server's parallel slots + 1 (llama-server's /props, OLLAMA_NUM_PARALLEL), 1 when the server does not report them. Default: slots + 1 when OLLAMA_NUM_PARALLEL is set, else 1."
    },
    pull: { type: "boolean", description: "Pull a missing model (default true)." },
    capture_output: {
      enum: [...CAPTURE_MODES],
      description: "What result files keep of each output: the text, its SHA-256, or nothing (default full)."
    },
    headers: {
      type: "object",
      additionalProperties: { type: "string" },
      description: "HTTP headers for every request (an auth proxy); redacted in everything written."
    },
    keep_alive: {
      type: ["string", "number"],
      description: "How long Ollama keeps the model loaded, e.g. `5m` or seconds."
    },
    think: {
      anyOf: [{ type: "boolean" }, { enum: ["low", "medium", "high"] }],
      errorMessage: "must be true, false, low, medium or high",
      description: "Ask a thinking model to think (or not)."
    },
    outputs: {
      type: "string",
      minLength: 1,
      description: "Replay only: a recorded-outputs file, a ModelGate result file (modelgate.run/v2, or v1), or a folder of result files (matched by suite name), relative to this configuration file."
    },
    cache: {
      type: "string",
      minLength: 1,
      description: "Response cache folder, relative to this configuration file: an identical request (same model digest, body and repetition) is served from it without a model call. `--no-cache` bypasses it."
    },
    cache_max_mb: {
      type: "number",
      exclusiveMinimum: 0,
      description: "Size cap of the response cache folder in MiB (default 256); least recently used entries are pruned."
    }
  },
  required: ["id", "provider"],
  additionalProperties: false,
  allOf: [
    {
      if: { properties: { provider: { const: "replay" } }, required: ["provider"] },
      then: { required: ["outputs"] }
    },
    {
      if: { properties: { provider: { const: "ollama" } }, required: ["provider"] },
      then: {
        required: ["model"],
        properties: {
          outputs: { not: {}, errorMessage: "is only used by provider 'replay'" }
        }
      }
    },
    {
      if: { properties: { provider: { enum: ["ollama", "replay"] } }, required: ["provider"] },
      then: {
        properties: { api_key: { not: {}, errorMessage: "is only used by provider 'openai'" } }
      }
    },
    {
      if: { properties: { provider: { const: "openai" } }, required: ["provider"] },
      then: {
        required: ["model", "base_url"],
        properties: {
          outputs: { not: {}, errorMessage: "is only used by provider 'replay'" },
          endpoint: { not: {}, errorMessage: "is only used by provider 'ollama'" },
          pull: { not: {}, errorMessage: "is only used by provider 'ollama'" },
          keep_alive: { not: {}, errorMessage: "is only used by provider 'ollama'" },
          think: { not: {}, errorMessage: "is only used by provider 'ollama'" }
        }
      }
    }
  ]
};

// src/load/schemas/case-fields.ts
var ID_PATTERN = "^[A-Za-z0-9._-]+$";
var SERVER_NAME_PATTERN = "^[A-Za-z0-9_-]+$";
var QUALIFIED_TOOL_NAME = {
  type: "string",
  pattern: "^[A-Za-z0-9_-]+\\..+$",
  errorMessage: "must be a qualified tool name 'server.tool'"
};
var REF = (name) => ({ $ref: `#/$defs/${name}` });
var COMMON = {
  id: {
    type: "string",
    pattern: ID_PATTERN,
    errorMessage: "must use only letters, digits, '.', '_' and '-'",
    description: "Unique, stable identity of the case: letters, digits, '.', '_' and '-'."
  },
  type: {
    enum: [...CASE_TYPES],
    description: "Which check decides pass or fail. May be omitted when `checks` or `contract` is set."
  },
  checks: {
    type: "array",
    items: REF("check"),
    minItems: 1,
    description: "More criteria, each `{type, ...its fields}`: the case passes when its own type's check (if any) and all of these pass."
  },
  description: { type: "string", description: "Free text." },
  contract: {
    enum: [...CONTRACT_KINDS],
    description: "The evidence must stay compatible with the baseline's under this contract."
  },
  repeat: { type: "integer", minimum: 1, maximum: 1e3, description: "Repetitions of the case (default 1)." },
  min_pass: {
    type: "integer",
    minimum: 1,
    description: "Repetitions that must pass for the case to pass (default: all of them)."
  },
  tags: {
    type: "array",
    items: { type: "string", minLength: 1 },
    description: "Select cases with `run --tag`."
  },
  metadata: { type: "object", description: "Free-form; stored, never interpreted." },
  performance: REF("performance")
};
var PROMPTED = {
  input: { type: "string", description: "The prompt, sent as one user message." },
  messages: {
    type: "array",
    items: REF("message"),
    minItems: 1,
    description: "The conversation, instead of `input`."
  },
  prompt: REF("prompt"),
  system: { type: "string", description: "System prompt; the configuration's `system` applies when absent." },
  tools: {
    type: "array",
    items: REF("tool"),
    description: "Tool definitions offered natively to the model."
  },
  format: REF("format"),
  generation: REF("generation"),
  options: REF("options"),
  max_turns: {
    type: "integer",
    minimum: 1,
    maximum: 50,
    description: "Most model turns in a tool or MCP loop (default 5)."
  },
  rag: REF("rag")
};
var caseInsensitive = { type: "boolean", description: "Compare ignoring case (default false)." };
var stringList = { type: "array", items: { type: "string" } };
var limit = (what) => ({
  properties: {
    limit: { type: "integer", minimum: 0, description: `The bound: ${what}.` }
  },
  required: ["limit"]
});
var BY_TYPE = {
  exact: {
    properties: {
      expected: { type: "string", description: "The output must equal this text." },
      case_insensitive: caseInsensitive,
      strip: {
        type: "boolean",
        description: "Strip surrounding whitespace before comparing (default true)."
      }
    },
    required: ["expected"]
  },
  contains: {
    properties: {
      expected: {
        anyOf: [{ type: "string" }, { ...stringList, minItems: 1 }],
        errorMessage: "must be a string or a non-empty list of strings",
        description: "The output must contain this text, or every text of the list."
      },
      case_insensitive: caseInsensitive
    },
    required: ["expected"]
  },
  not_contains: {
    properties: {
      expected: {
        anyOf: [{ type: "string" }, { ...stringList, minItems: 1 }],
        errorMessage: "must be a string or a non-empty list of strings",
        description: "The output must contain none of these texts."
      },
      case_insensitive: caseInsensitive
    },
    required: ["expected"]
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
        description: "Regular-expression flags: i, m, s, u."
      }
    },
    required: ["pattern"]
  },
  json: {
    properties: {
      schema: {
        ...REF("jsonSchema"),
        description: "The parsed output must validate against this JSON Schema."
      },
      expected: {
        description: "The parsed output must equal this value (JSON semantics: 1 == 1.0, '1' != 1)."
      }
    }
  },
  classification: {
    properties: {
      expected: { type: "string", description: "The expected label." },
      labels: {
        ...stringList,
        minItems: 1,
        uniqueItems: true,
        description: "The allowed labels; the prediction must be one of them."
      },
      case_insensitive: caseInsensitive
    },
    required: ["expected"]
  },
  required_fields: {
    properties: {
      required: {
        ...stringList,
        description: "Dotted paths that must exist: `customer.name`, `items.0.sku`."
      },
      values: { type: "object", description: "Dotted paths and the values they must hold." }
    },
    extra: {
      anyOf: [{ required: ["required"] }, { required: ["values"] }],
      errorMessage: "needs 'required' (paths that must exist), 'values' (paths and values), or both"
    }
  },
  tool_call: {
    properties: {
      expected: { ...REF("expectedToolCall"), description: "The one call the model must make." },
      calls: {
        type: "array",
        items: REF("expectedToolCall"),
        description: "The calls the model must make, in order (an empty list: no call at all)."
      },
      arguments_schema: {
        ...REF("jsonSchema"),
        description: "Every call's arguments must validate against this JSON Schema."
      }
    },
    extra: {
      oneOf: [{ required: ["expected"] }, { required: ["calls"] }],
      errorMessage: "needs either 'expected' (one call) or 'calls' (an ordered list), not both"
    }
  },
  retrieval: {
    properties: {
      query: { type: "string", description: "Text embedded and matched against the suite's corpus." },
      top_k: {
        type: "integer",
        minimum: 1,
        description: "How many documents to retrieve (default: as many as expected_documents)."
      },
      expected_documents: {
        ...stringList,
        minItems: 1,
        description: "Logical ids of the documents expected, in rank order."
      }
    },
    required: ["query", "expected_documents"]
  },
  mcp: {
    properties: {
      expected_calls: {
        type: "array",
        items: REF("expectedMcpCall"),
        description: "The MCP tool calls the model must make, in order."
      },
      servers: {
        type: "array",
        items: { type: "string", pattern: SERVER_NAME_PATTERN },
        minItems: 1,
        description: "Offer only these servers' tools (default: every server of the suite)."
      }
    },
    required: ["expected_calls"]
  },
  custom: {
    properties: {
      check: {
        type: "string",
        minLength: 1,
        description: "Name of a check registered by a `--plugin` module."
      },
      params: { type: "object", description: "Passed to the check as `ctx.case.params`." }
    },
    required: ["check"]
  },
  none: {
    properties: {},
    extra: {
      required: ["contract"],
      errorMessage: "type 'none' has no check of its own: it needs a 'contract'"
    }
  }
};
function caseFields(type) {
  const spec = BY_TYPE[type];
  const names = new Set(Object.keys(COMMON));
  if (spec === void 0) {
    for (const s of Object.values(BY_TYPE)) for (const k of Object.keys(s.properties)) names.add(k);
    for (const k of Object.keys(PROMPTED)) names.add(k);
    return names;
  }
  for (const k of Object.keys(spec.properties)) names.add(k);
  if (type !== "retrieval") for (const k of Object.keys(PROMPTED)) names.add(k);
  return names;
}
function typesUsingField(field) {
  if (field in COMMON) return [...CASE_TYPES];
  if (field in PROMPTED) return CASE_TYPES.filter((t) => t !== "retrieval");
  return CASE_TYPES.filter((t) => field in BY_TYPE[t].properties);
}
function listedCheckFields(type) {
  const names = /* @__PURE__ */ new Set(["type"]);
  const types = LISTED_CHECK_TYPES.includes(type) ? [type] : LISTED_CHECK_TYPES;
  for (const t of types) for (const k of Object.keys(BY_TYPE[t].properties)) names.add(k);
  return names;
}
var DEFAULTABLE = [
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
  "performance"
];
var PROMPTED_FIELDS = new Set(Object.keys(PROMPTED));

// src/load/schemas/suite.ts
function typeIs(type) {
  return { type: "object", properties: { type: { const: type } }, required: ["type"] };
}
var caseSchema = {
  type: "object",
  description: "One test case.",
  properties: COMMON,
  required: ["id"],
  allOf: [
    {
      if: { not: { anyOf: [{ required: ["contract"] }, { required: ["checks"] }] } },
      then: { required: ["type"] }
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
            errorMessage: "needs exactly one of 'input', 'messages' or 'prompt'"
          }
        ]
      }
    },
    ...CASE_TYPES.map((type) => ({ if: typeIs(type), then: typeRules(type) }))
  ],
  unevaluatedProperties: false
};
function typeRules(type) {
  const spec = BY_TYPE[type];
  const then = { properties: spec.properties };
  if (spec.required !== void 0) then.required = spec.required;
  if (spec.extra !== void 0) then.allOf = [spec.extra];
  return then;
}
var listedCheckSchema = {
  type: "object",
  description: "One more criterion: `type` and the fields of that check type.",
  properties: {
    type: {
      enum: [...LISTED_CHECK_TYPES],
      description: "The check type (retrieval and mcp cases name theirs in the case's own `type`)."
    }
  },
  required: ["type"],
  allOf: LISTED_CHECK_TYPES.map((type) => ({ if: typeIs(type), then: typeRules(type) })),
  unevaluatedProperties: false
};
var defaultsSchema = {
  type: "object",
  description: "Merged under every case; the case wins (generation, metadata and performance merge key by key).",
  properties: Object.fromEntries(DEFAULTABLE.map((k) => [k, COMMON[k] ?? PROMPTED[k]])),
  additionalProperties: false
};
var jsonSchemaRef = { ...REF("jsonSchema") };
var SUITE_SCHEMA = {
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
      description: "Name of the suite; a run and its comparison name one suite."
    },
    description: { type: "string", description: "Free text." },
    defaults: defaultsSchema,
    cases: { type: "array", items: REF("case"), description: "The test cases, in report order." },
    corpus: REF("corpus"),
    mcp_servers: {
      type: "object",
      propertyNames: {
        pattern: SERVER_NAME_PATTERN,
        errorMessage: "server names use only letters, digits, '_' and '-'"
      },
      additionalProperties: REF("mcpServer"),
      description: "MCP servers for `mcp` cases, by name; their tools are offered as `name.tool`."
    }
  },
  required: ["suite", "cases"],
  additionalProperties: false,
  $defs: {
    case: caseSchema,
    check: listedCheckSchema,
    jsonSchema: {
      type: "object",
      description: "A JSON Schema (draft 2020-12 unless its `$schema` says otherwise)."
    },
    message: {
      type: "object",
      properties: {
        role: { enum: ["system", "user", "assistant", "tool"] },
        content: { type: "string" }
      },
      required: ["role", "content"],
      additionalProperties: false
    },
    prompt: {
      type: "object",
      description: "A prompt template file; `{{name}}` is replaced by `vars.name` (`{{context}}` is reserved for `rag`).",
      properties: {
        file: { type: "string", minLength: 1, description: "Template path, relative to the suite file." },
        vars: {
          type: "object",
          additionalProperties: { type: ["string", "number", "boolean"] },
          description: "Values of the template's `{{name}}` placeholders."
        }
      },
      required: ["file"],
      additionalProperties: false
    },
    tool: {
      description: "A tool definition: `{name, description, parameters}` or Ollama's `{type: function, function: {...}}`.",
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
              parameters: jsonSchemaRef
            },
            required: ["name"],
            additionalProperties: false
          },
          result: { description: "Stub answer: the runner answers the call with it and continues." }
        },
        additionalProperties: false
      },
      else: {
        type: "object",
        properties: {
          name: { type: "string", minLength: 1, description: "Tool name, as the model calls it." },
          description: { type: "string" },
          parameters: { ...jsonSchemaRef, description: "JSON Schema of the arguments." },
          result: { description: "Stub answer: the runner answers the call with it and continues." }
        },
        required: ["name"],
        additionalProperties: false
      }
    },
    format: {
      anyOf: [{ const: "json" }, { type: "object" }],
      errorMessage: 'must be "json" or a JSON Schema (a mapping)',
      description: "Structured output requested from the provider: `json` or a JSON Schema."
    },
    generation: {
      type: "object",
      description: "Provider options (Ollama `options`: temperature, seed, num_ctx...); override the configuration's."
    },
    performance: {
      type: "object",
      properties: {
        max_latency_ms: {
          type: "number",
          exclusiveMinimum: 0,
          description: "Warn when the case is slower; gates only with --enforce-performance."
        }
      },
      additionalProperties: false
    },
    options: {
      type: "object",
      properties: {
        extract: {
          enum: ["code_fence"],
          description: "`code_fence`: read the content of a single fenced block of the output."
        }
      },
      additionalProperties: false
    },
    rag: {
      type: "object",
      description: "Put the top_k documents retrieved for the prompt into `{{context}}`.",
      properties: { top_k: { type: "integer", minimum: 1 } },
      required: ["top_k"],
      additionalProperties: false
    },
    expectedToolCall: {
      type: "object",
      properties: {
        name: { type: "string", minLength: 1, description: "Tool name." },
        arguments: { type: "object", description: "Arguments, compared semantically." },
        arguments_schema: {
          ...jsonSchemaRef,
          description: "The arguments must validate against this schema."
        }
      },
      required: ["name"],
      additionalProperties: false
    },
    expectedMcpCall: {
      type: "object",
      properties: {
        tool: { ...QUALIFIED_TOOL_NAME, description: "Qualified tool name `server.tool`." },
        arguments: { type: "object", description: "Arguments, compared semantically." },
        arguments_schema: {
          ...jsonSchemaRef,
          description: "The arguments must validate against this schema."
        }
      },
      required: ["tool"],
      additionalProperties: false
    },
    corpus: {
      description: "Documents for retrieval: a folder (ids are relative file paths), `{path: folder}`, or `{jsonl: file}` of `{id, text}` lines. A string ending in .jsonl is a JSONL file.",
      anyOf: [
        { type: "string", minLength: 1 },
        {
          type: "object",
          properties: { path: { type: "string", minLength: 1 } },
          required: ["path"],
          additionalProperties: false
        },
        {
          type: "object",
          properties: { jsonl: { type: "string", minLength: 1 } },
          required: ["jsonl"],
          additionalProperties: false
        }
      ],
      errorMessage: "must be a folder path, {path: folder} or {jsonl: file}"
    },
    mcpRestart: {
      enum: ["per_configuration", "per_case", "per_repetition"],
      description: "When the server is started fresh: once per suite x configuration (default; the sides of a comparison never share it), for every case, or for every repetition (stateful servers)."
    },
    mcpServer: {
      description: "Started over stdio (`command`) or reached over Streamable HTTP (`url`).",
      if: { type: "object", required: ["url"] },
      then: {
        type: "object",
        properties: {
          url: { type: "string", pattern: "^https?://", errorMessage: "must be an http:// or https:// URL" },
          headers: { type: "object", additionalProperties: { type: "string" } },
          restart: REF("mcpRestart")
        },
        additionalProperties: false
      },
      else: {
        type: "object",
        properties: {
          command: { type: "string", minLength: 1, description: "Executable, found on PATH." },
          args: { type: "array", items: { type: "string" } },
          env: {
            type: "object",
            additionalProperties: { type: "string" },
            description: "Added to the inherited environment."
          },
          cwd: {
            type: "string",
            description: "Working folder, relative to the suite file (default: its folder)."
          },
          restart: REF("mcpRestart")
        },
        required: ["command"],
        additionalProperties: false
      }
    }
  }
};

// src/load/schemas/recorded.ts
var args = {
  anyOf: [{ type: "object" }, { type: "string" }],
  errorMessage: "must be a mapping or a JSON string",
  description: "The arguments: a mapping, or a JSON string (one that does not parse is invalid evidence)."
};
var repetitionFields = {
  output: { type: "string", description: "The model's text output." },
  latency_ms: {
    type: "number",
    minimum: 0,
    // A week: beyond it a value is hostile or a unit mistake, and would overflow the statistics.
    maximum: 6048e5,
    description: "Recorded duration (at most a week); when absent the replay is measured."
  },
  metadata: { type: "object", description: "Provider metadata: token counts, durations." },
  tool_calls: { type: "array", items: { $ref: "#/$defs/toolCall" }, description: "Tool calls, in order." },
  retrieved: {
    type: "array",
    items: { type: ["string", "integer"] },
    description: "Logical ids of the retrieved documents, in rank order."
  },
  mcp_calls: {
    type: "array",
    items: { $ref: "#/$defs/mcpCall" },
    description: "MCP tool interactions, in order."
  }
};
var RECORDED_SCHEMA = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://modelgate.dev/schemas/recorded.json",
  title: "ModelGate recorded outputs",
  description: "Outputs (and optionally tool calls, retrieved ids and MCP calls) per case id, replayed instead of calling a model.",
  type: "object",
  properties: {
    $schema: { type: "string" },
    outputs: {
      type: "object",
      description: "Case id → a text, an entry, or `{repetitions: [...]}`.",
      additionalProperties: { $ref: "#/$defs/entry" }
    }
  },
  required: ["outputs"],
  $defs: {
    entry: {
      if: { type: "object", required: ["repetitions"] },
      then: {
        type: "object",
        properties: {
          repetitions: {
            type: "array",
            minItems: 1,
            items: { $ref: "#/$defs/repetition" },
            description: "One output per repetition, in order."
          }
        },
        additionalProperties: false
      },
      else: { $ref: "#/$defs/repetition" }
    },
    repetition: {
      if: { type: "string" },
      then: { description: "The output text." },
      else: {
        type: "object",
        properties: repetitionFields,
        required: ["output"],
        additionalProperties: false,
        errorMessage: "must be a text or a mapping with 'output'"
      }
    },
    toolCall: {
      description: "`{name, arguments}` or `{type: function, function: {name, arguments}}`.",
      if: { type: "object", required: ["function"] },
      then: {
        type: "object",
        properties: {
          type: { const: "function" },
          id: { type: "string" },
          function: {
            type: "object",
            properties: { name: { type: "string", minLength: 1 }, arguments: args },
            required: ["name"],
            additionalProperties: false
          }
        },
        additionalProperties: false
      },
      else: {
        type: "object",
        properties: { id: { type: "string" }, name: { type: "string", minLength: 1 }, arguments: args },
        required: ["name"],
        additionalProperties: false
      }
    },
    mcpCall: {
      type: "object",
      properties: {
        tool: QUALIFIED_TOOL_NAME,
        arguments: args,
        is_error: { type: "boolean", description: "The server reported an error (default false)." }
      },
      required: ["tool"],
      additionalProperties: false
    }
  }
};

// src/load/schemas/result.ts
var STATUSES = [...REPETITION_STATUSES];
var nullable = (type) => ({ type: [type, "null"] });
var count2 = { type: "integer", minimum: 0 };
var strings = { type: "array", items: { type: "string" } };
var sha256 = { type: "string", pattern: "^[0-9a-f]{64}$" };
var RESULT_SCHEMA = {
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
    "cases"
  ],
  properties: {
    format: {
      enum: [...READABLE_RUN_FORMATS],
      description: `Format and version of this file: ${RUN_FORMAT} is written; modelgate.run/v1 is still read.`
    },
    suite: {
      type: "object",
      required: ["name", "file", "sha256", "description"],
      properties: {
        name: { type: "string" },
        file: { type: "string", description: "The suite path as given to `run`." },
        sha256: { ...sha256, description: "SHA-256 of the canonical case definitions, in order." },
        description: nullable("string")
      }
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
          description: "The configuration as written, environment variables expanded, secrets redacted."
        }
      }
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
          description: "Server version, model digest, family, parameter size, quantization."
        }
      }
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
          description: "The run's `--case` globs; absent when every case id was accepted."
        },
        shard: {
          anyOf: [
            {
              type: "object",
              required: ["index", "count"],
              properties: { index: { type: "integer", minimum: 1 }, count: { type: "integer", minimum: 1 } }
            },
            { type: "null" }
          ]
        }
      }
    },
    shard_plan: {
      type: "object",
      description: "Written by merge of shard parts: the split's shard count, the shards merged and the shards missing.",
      required: ["count", "present", "missing"],
      properties: {
        count: { type: "integer", minimum: 1 },
        present: { type: "array", items: { type: "integer", minimum: 1 } },
        missing: { type: "array", items: { type: "integer", minimum: 1 } }
      }
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
                properties: { name: { type: "string" }, version: { type: "string" } }
              },
              { type: "null" }
            ]
          }
        }
      }
    },
    summary: {
      type: "object",
      required: ["cases", "passed", "failed", "invalid", "errors"],
      properties: { cases: count2, passed: count2, failed: count2, invalid: count2, errors: count2 }
    },
    cases: { type: "array", items: { $ref: "#/$defs/case" } }
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
        "repetitions"
      ],
      properties: {
        id: { type: "string" },
        type: { enum: [...CHECK_TYPES] },
        tags: strings,
        source: {
          type: "object",
          required: ["file", "line"],
          properties: { file: { type: "string" }, line: { type: "integer", minimum: 0 } }
        },
        case_sha256: { ...sha256, description: "SHA-256 of the case's canonical definition." },
        contract: { enum: [...CONTRACT_KINDS, null] },
        status: { enum: STATUSES },
        repeat: { type: "integer", minimum: 1 },
        min_pass: { type: "integer", minimum: 1 },
        pass_count: count2,
        judged_count: count2,
        max_latency_ms: nullable("number"),
        repetitions: { type: "array", items: { $ref: "#/$defs/repetition" } }
      }
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
        "attempts"
      ],
      properties: {
        index: count2,
        status: { enum: STATUSES },
        output: { ...nullable("string"), description: "The full text; null when capture is hash or none." },
        output_sha256: { anyOf: [sha256, { type: "null" }] },
        evidence: { $ref: "#/$defs/evidence" },
        duration_ms: { type: ["number", "null"], minimum: 0, maximum: 6048e5 },
        duration_source: { enum: ["recorded", "measured", "cached"] },
        compute_ms: {
          type: "number",
          minimum: 0,
          description: "Provider compute time in ms (Ollama: prompt_eval_duration + eval_duration), without load or queue wait."
        },
        reason: nullable("string"),
        details: { type: "object" },
        warnings: strings,
        error: nullable("string"),
        provider_metadata: { type: "object" },
        attempts: count2,
        seed: {
          type: "integer",
          description: "The seed this repetition sampled with: the configured seed plus the repetition index."
        }
      }
    },
    evidence: {
      type: "object",
      properties: {
        json: {
          description: "The parsed JSON output. v2 writes it only when it cannot be derived from the output; otherwise json_from says where to parse it from."
        },
        json_from: {
          enum: [...JSON_SOURCES],
          description: "v2: the parsed JSON output is the output (`output`) or its one code fence (`code_fence`) parsed strictly; readers derive `json` from it."
        },
        json_error: { type: "string" },
        json_sha256: {
          ...sha256,
          description: "capture hash, json contract: SHA-256 of the parsed value's semantic canonical form (member order and 1 vs 1.0 normalised)."
        },
        text_sha256: {
          ...sha256,
          description: "capture hash, text contract: SHA-256 of the whitespace-normalised output."
        },
        label: { type: "string" },
        tool_calls: { type: "array", items: { $ref: "#/$defs/toolCall" } },
        unexecuted_calls: {
          type: "array",
          items: { $ref: "#/$defs/toolCall" },
          description: "Calls the agent loop did not execute because it stopped at max_turns: not interactions, never read by checks or contracts."
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
              is_error: { type: "boolean" }
            }
          }
        }
      }
    },
    toolCall: {
      type: "object",
      required: ["name", "arguments"],
      properties: { name: { type: "string" }, arguments: {}, arguments_error: { type: "string" } }
    }
  }
};

// src/load/schemas/index.ts
var SCHEMA_NAMES = ["suite", "config", "recorded", "result", "comparison"];
var SCHEMAS = {
  suite: SUITE_SCHEMA,
  config: CONFIG_SCHEMA,
  recorded: RECORDED_SCHEMA,
  result: RESULT_SCHEMA,
  comparison: COMPARISON_SCHEMA
};

export {
  parseWrittenJson,
  parseJson,
  COMPARE_FORMAT,
  CATEGORIES,
  DEFAULT_FAIL_ON,
  emptySummary,
  SUMMARY_KEY,
  RUN_FORMAT,
  isJudged,
  CASE_TYPES,
  leafChecks,
  MCP_RESTARTS,
  caseFields,
  typesUsingField,
  listedCheckFields,
  DEFAULTABLE,
  PROMPTED_FIELDS,
  extractFor,
  READABLE_RUN_FORMATS,
  noteJsonSource,
  withDerivedJson,
  runResultText,
  runResultJson,
  restoreStoredResult,
  SCHEMA_NAMES,
  SCHEMAS
};
