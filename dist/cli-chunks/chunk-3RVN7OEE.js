#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  InputError
} from "./chunk-G5HZ3UZC.js";
import {
  CAPTURE_MODES,
  PROVIDERS
} from "./chunk-Z6KVDG4W.js";
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
var COMPARISON_STATUSES = ["compatible", "regressed", "unavailable", "execution_failure"];
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

// src/core/compare/holm.ts
var CORRECTIONS = ["holm", "none"];
function holmDecisions(pValues, alpha, correction, minimumP = []) {
  if (correction === "none")
    return pValues.map((p, i) => ({
      p,
      threshold: alpha,
      significant: p <= alpha,
      family: pValues.length,
      minimum: minimumP[i] ?? 0
    }));
  const testable = pValues.map((_, i) => (minimumP[i] ?? 0) <= alpha);
  const m = testable.filter(Boolean).length;
  const decisions = pValues.map((p, i) => ({
    p,
    threshold: alpha,
    significant: false,
    family: m,
    minimum: minimumP[i] ?? 0
  }));
  const order = pValues.map((p, i) => ({ p, i })).filter(({ i }) => testable[i]).sort((a, b) => a.p - b.p || a.i - b.i);
  let rejecting = true;
  order.forEach(({ p, i }, rank) => {
    const threshold = alpha / (m - rank);
    rejecting = rejecting && p <= threshold;
    decisions[i] = { p, threshold, significant: rejecting, family: m, minimum: minimumP[i] ?? 0 };
  });
  return decisions;
}

// src/core/checks/extract.ts
var FENCE = /```[^\n`]*\r?\n([\s\S]*?)```/g;
function extractCodeFence(output) {
  let content;
  let count = 0;
  for (const match of output.matchAll(FENCE)) {
    count++;
    if (count > 1) return output;
    content = match[1];
  }
  return count === 1 && content !== void 0 ? content : output;
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
  let count = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) count += plainMembers(value[i], depth + 1);
    return count;
  }
  for (const key in value) count += 1 + plainMembers(value[key], depth + 1);
  return count;
}
function plainNumber(n) {
  return !Number.isInteger(n) || Number.isSafeInteger(n);
}
var BACKSLASH = 92;
var QUOTE = 34;
var COLON = 58;
function quickKeyCount(text) {
  let count = 0;
  for (let at = text.indexOf(":"); at >= 0; at = text.indexOf(":", at + 1)) {
    let before = at - 1;
    let c = text.charCodeAt(before);
    if (c === QUOTE) {
      if (!escaped(text, before)) count++;
      continue;
    }
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) continue;
    while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(--before);
    if (c === QUOTE) return exactKeyCount(text);
  }
  return count;
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
    if (c === COLON) keys++;
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
function assertReadableFormat(run, label) {
  if (READABLE_RUN_FORMATS.includes(run.format)) return;
  throw new InputError(
    `${label}: unsupported result format '${String(run.format)}' (expected ${READABLE_RUN_FORMATS.map((f) => `'${f}'`).join(" or ")})`
  );
}
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

// node_modules/@sinclair/typebox/build/esm/type/guard/value.mjs
function IsArray(value) {
  return Array.isArray(value);
}
function IsDate(value) {
  return value instanceof globalThis.Date;
}
function IsObject(value) {
  return typeof value === "object" && value !== null;
}
function IsRegExp(value) {
  return value instanceof globalThis.RegExp;
}
function IsUint8Array(value) {
  return value instanceof globalThis.Uint8Array;
}

// node_modules/@sinclair/typebox/build/esm/type/clone/value.mjs
function ArrayType(value) {
  return value.map((value2) => Visit(value2));
}
function DateType(value) {
  return new Date(value.getTime());
}
function Uint8ArrayType(value) {
  return new Uint8Array(value);
}
function RegExpType(value) {
  return new RegExp(value.source, value.flags);
}
function ObjectType(value) {
  const result = {};
  for (const key of Object.getOwnPropertyNames(value)) {
    result[key] = Visit(value[key]);
  }
  for (const key of Object.getOwnPropertySymbols(value)) {
    result[key] = Visit(value[key]);
  }
  return result;
}
function Visit(value) {
  return IsArray(value) ? ArrayType(value) : IsDate(value) ? DateType(value) : IsUint8Array(value) ? Uint8ArrayType(value) : IsRegExp(value) ? RegExpType(value) : IsObject(value) ? ObjectType(value) : value;
}
function Clone(value) {
  return Visit(value);
}

// node_modules/@sinclair/typebox/build/esm/value/guard/guard.mjs
function IsObject2(value) {
  return value !== null && typeof value === "object";
}
function IsArray2(value) {
  return globalThis.Array.isArray(value) && !globalThis.ArrayBuffer.isView(value);
}
function IsUndefined(value) {
  return value === void 0;
}
function IsNumber(value) {
  return typeof value === "number";
}

// node_modules/@sinclair/typebox/build/esm/system/policy.mjs
var TypeSystemPolicy;
(function(TypeSystemPolicy2) {
  TypeSystemPolicy2.InstanceMode = "default";
  TypeSystemPolicy2.ExactOptionalPropertyTypes = false;
  TypeSystemPolicy2.AllowArrayObject = false;
  TypeSystemPolicy2.AllowNaN = false;
  TypeSystemPolicy2.AllowNullVoid = false;
  function IsExactOptionalProperty(value, key) {
    return TypeSystemPolicy2.ExactOptionalPropertyTypes ? key in value : value[key] !== void 0;
  }
  TypeSystemPolicy2.IsExactOptionalProperty = IsExactOptionalProperty;
  function IsObjectLike(value) {
    const isObject = IsObject2(value);
    return TypeSystemPolicy2.AllowArrayObject ? isObject : isObject && !IsArray2(value);
  }
  TypeSystemPolicy2.IsObjectLike = IsObjectLike;
  function IsRecordLike(value) {
    return IsObjectLike(value) && !(value instanceof Date) && !(value instanceof Uint8Array);
  }
  TypeSystemPolicy2.IsRecordLike = IsRecordLike;
  function IsNumberLike(value) {
    return TypeSystemPolicy2.AllowNaN ? IsNumber(value) : Number.isFinite(value);
  }
  TypeSystemPolicy2.IsNumberLike = IsNumberLike;
  function IsVoidLike(value) {
    const isUndefined = IsUndefined(value);
    return TypeSystemPolicy2.AllowNullVoid ? isUndefined || value === null : isUndefined;
  }
  TypeSystemPolicy2.IsVoidLike = IsVoidLike;
})(TypeSystemPolicy || (TypeSystemPolicy = {}));

// node_modules/@sinclair/typebox/build/esm/type/create/immutable.mjs
function ImmutableArray(value) {
  return globalThis.Object.freeze(value).map((value2) => Immutable(value2));
}
function ImmutableDate(value) {
  return value;
}
function ImmutableUint8Array(value) {
  return value;
}
function ImmutableRegExp(value) {
  return value;
}
function ImmutableObject(value) {
  const result = {};
  for (const key of Object.getOwnPropertyNames(value)) {
    result[key] = Immutable(value[key]);
  }
  for (const key of Object.getOwnPropertySymbols(value)) {
    result[key] = Immutable(value[key]);
  }
  return globalThis.Object.freeze(result);
}
function Immutable(value) {
  return IsArray(value) ? ImmutableArray(value) : IsDate(value) ? ImmutableDate(value) : IsUint8Array(value) ? ImmutableUint8Array(value) : IsRegExp(value) ? ImmutableRegExp(value) : IsObject(value) ? ImmutableObject(value) : value;
}

// node_modules/@sinclair/typebox/build/esm/type/create/type.mjs
function CreateType(schema, options) {
  const result = options !== void 0 ? { ...options, ...schema } : schema;
  switch (TypeSystemPolicy.InstanceMode) {
    case "freeze":
      return Immutable(result);
    case "clone":
      return Clone(result);
    default:
      return result;
  }
}

// node_modules/@sinclair/typebox/build/esm/type/symbols/symbols.mjs
var OptionalKind = /* @__PURE__ */ Symbol.for("TypeBox.Optional");
var Kind = /* @__PURE__ */ Symbol.for("TypeBox.Kind");

// node_modules/@sinclair/typebox/build/esm/type/guard/kind.mjs
function IsOptional(value) {
  return IsObject(value) && value[OptionalKind] === "Optional";
}
function IsKindOf(value, kind) {
  return IsObject(value) && Kind in value && value[Kind] === kind;
}
function IsMappedResult(value) {
  return IsKindOf(value, "MappedResult");
}

// node_modules/@sinclair/typebox/build/esm/type/array/array.mjs
function Array2(items, options) {
  return CreateType({ [Kind]: "Array", type: "array", items }, options);
}

// node_modules/@sinclair/typebox/build/esm/type/discard/discard.mjs
function DiscardKey(value, key) {
  const { [key]: _, ...rest } = value;
  return rest;
}
function Discard(value, keys) {
  return keys.reduce((acc, key) => DiscardKey(acc, key), value);
}

// node_modules/@sinclair/typebox/build/esm/type/never/never.mjs
function Never(options) {
  return CreateType({ [Kind]: "Never", not: {} }, options);
}

// node_modules/@sinclair/typebox/build/esm/type/mapped/mapped-result.mjs
function MappedResult(properties) {
  return CreateType({
    [Kind]: "MappedResult",
    properties
  });
}

// node_modules/@sinclair/typebox/build/esm/type/union/union-create.mjs
function UnionCreate(T, options) {
  return CreateType({ [Kind]: "Union", anyOf: T }, options);
}

// node_modules/@sinclair/typebox/build/esm/type/union/union.mjs
function Union(types, options) {
  return types.length === 0 ? Never(options) : types.length === 1 ? CreateType(types[0], options) : UnionCreate(types, options);
}

// node_modules/@sinclair/typebox/build/esm/type/boolean/boolean.mjs
function Boolean2(options) {
  return CreateType({ [Kind]: "Boolean", type: "boolean" }, options);
}

// node_modules/@sinclair/typebox/build/esm/type/number/number.mjs
function Number2(options) {
  return CreateType({ [Kind]: "Number", type: "number" }, options);
}

// node_modules/@sinclair/typebox/build/esm/type/string/string.mjs
function String2(options) {
  return CreateType({ [Kind]: "String", type: "string" }, options);
}

// node_modules/@sinclair/typebox/build/esm/type/object/object.mjs
function RequiredArray(properties) {
  return globalThis.Object.keys(properties).filter((key) => !IsOptional(properties[key]));
}
function _Object_(properties, options) {
  const required = RequiredArray(properties);
  const schema = required.length > 0 ? { [Kind]: "Object", type: "object", required, properties } : { [Kind]: "Object", type: "object", properties };
  return CreateType(schema, options);
}
var Object2 = _Object_;

// node_modules/@sinclair/typebox/build/esm/type/optional/optional.mjs
function RemoveOptional(schema) {
  return CreateType(Discard(schema, [OptionalKind]));
}
function AddOptional(schema) {
  return CreateType({ ...schema, [OptionalKind]: "Optional" });
}
function OptionalWithFlag(schema, F) {
  return F === false ? RemoveOptional(schema) : AddOptional(schema);
}
function Optional(schema, enable) {
  const F = enable ?? true;
  return IsMappedResult(schema) ? OptionalFromMappedResult(schema, F) : OptionalWithFlag(schema, F);
}

// node_modules/@sinclair/typebox/build/esm/type/optional/optional-from-mapped-result.mjs
function FromProperties(P, F) {
  const Acc = {};
  for (const K2 of globalThis.Object.getOwnPropertyNames(P))
    Acc[K2] = Optional(P[K2], F);
  return Acc;
}
function FromMappedResult(R, F) {
  return FromProperties(R.properties, F);
}
function OptionalFromMappedResult(R, F) {
  const P = FromMappedResult(R, F);
  return MappedResult(P);
}

// node_modules/@sinclair/typebox/build/esm/type/null/null.mjs
function Null(options) {
  return CreateType({ [Kind]: "Null", type: "null" }, options);
}

// node_modules/@sinclair/typebox/build/esm/type/integer/integer.mjs
function Integer(options) {
  return CreateType({ [Kind]: "Integer", type: "integer" }, options);
}

// node_modules/@sinclair/typebox/build/esm/type/unsafe/unsafe.mjs
function Unsafe(options = {}) {
  return CreateType({ [Kind]: options[Kind] ?? "Unsafe" }, options);
}

// src/load/schemas/wire.ts
function Enum(values, options = {}) {
  return Unsafe({ enum: [...values], ...options });
}
function Const(value, options = {}) {
  return Unsafe({ const: value, ...options });
}
function Nullable(schema) {
  const { [Kind]: _kind, type, ...rest } = schema;
  return Unsafe({ ...rest, type: [type, "null"] });
}
function OneOf(schemas, options = {}) {
  return Unsafe({ ...options, oneOf: schemas });
}
function Ref(name, _schema, options = {}) {
  return Unsafe({ $ref: `#/$defs/${name}`, ...options });
}
function AnyJson(options = {}) {
  return Unsafe({ ...options });
}
function Mapping(options = {}) {
  return Unsafe({ type: "object", ...options });
}
function Count(options = {}) {
  return Integer({ minimum: 0, ...options });
}
var SHA256_PATTERN = "^[0-9a-f]{64}$";
function jsonSchema(schema) {
  return JSON.parse(JSON.stringify(schema));
}

// src/load/schemas/comparison.ts
var closed = { additionalProperties: false };
var nullableNumber = () => Nullable(Number2());
var nullableString = () => Nullable(String2());
var strings = () => Array2(String2());
var sideSource = () => Enum(["recorded", "measured", "mixed", null]);
var latencyFigure = () => Enum(["compute", "wall_clock", null]);
var sideSources = () => Object2({ baseline: sideSource(), candidate: sideSource() }, closed);
var PROVENANCE = Object2(
  { source: String2(), commit: nullableString(), age_seconds: nullableNumber() },
  closed
);
var RUN_IDENTITY = Object2(
  {
    config_id: String2(),
    provider: Enum(PROVIDERS),
    model: nullableString(),
    model_digest: nullableString(),
    ollama_version: nullableString(),
    quantization: Optional(nullableString()),
    embedding_model: Optional(nullableString()),
    embedding_digest: Optional(nullableString()),
    // Checked as objects only (a result's own schema checked their members when it was read).
    mcp_servers: Optional(Array2(Unsafe({ type: "object" }))),
    suite: String2(),
    suite_sha256: String2(),
    started_at: String2(),
    finished_at: String2(),
    cancelled: Boolean2(),
    capture: Enum(CAPTURE_MODES),
    tags: strings(),
    provenance: OneOf([Null(), PROVENANCE], {
      description: "Where a stored baseline came from (filled by the Action); null otherwise."
    })
  },
  closed
);
var CONTRACT_RATES = Object2(
  {
    baseline_matches: Count(),
    baseline_total: Count(),
    candidate_matches: Count(),
    candidate_total: Count(),
    p_value: Number2({ minimum: 0, maximum: 1 }),
    p_threshold: Number2({ minimum: 0, maximum: 1 }),
    significant: Boolean2()
  },
  closed
);
var CASE_LATENCY = Object2(
  {
    baseline_ms: nullableNumber(),
    candidate_ms: nullableNumber(),
    delta_ms: nullableNumber(),
    delta_pct: nullableNumber(),
    slower: Boolean2(),
    source: sideSources(),
    figure: latencyFigure()
  },
  closed
);
var CASE_TOKENS = Object2(
  {
    baseline: nullableNumber(),
    candidate: nullableNumber(),
    delta_pct: nullableNumber(),
    longer: Boolean2(),
    tps_baseline: nullableNumber(),
    tps_candidate: nullableNumber(),
    tps_delta_pct: nullableNumber(),
    tps_slower: Boolean2()
  },
  closed
);
var CASE_COMPARISON = Object2(
  {
    id: String2(),
    type: Enum(CHECK_TYPES),
    category: Enum(CATEGORIES),
    contract: Enum([...CONTRACT_KINDS, null]),
    baseline_status: Enum([...REPETITION_STATUSES, null]),
    candidate_status: Enum([...REPETITION_STATUSES, null]),
    reason: nullableString(),
    label_change: OneOf([Null(), Object2({ from: String2(), to: String2() }, closed)]),
    baseline_pass_count: Nullable(Integer({ minimum: 0 })),
    candidate_pass_count: Nullable(Integer({ minimum: 0 })),
    repeat: Object2(
      { baseline: Nullable(Integer({ minimum: 1 })), candidate: Nullable(Integer({ minimum: 1 })) },
      closed
    ),
    p_value: Nullable(Number2({ minimum: 0, maximum: 1 })),
    p_threshold: Nullable(
      Number2({
        minimum: 0,
        maximum: 1,
        description: "The threshold p_value was held to: alpha, Holm-corrected over the comparison's tests."
      })
    ),
    contract_rates: OneOf([Null(), CONTRACT_RATES], {
      description: "A contract judged over repetitions: match rates and the corrected test of a drop."
    }),
    definition_changed: Boolean2(),
    latency: CASE_LATENCY,
    tokens: CASE_TOKENS,
    baseline_warnings: strings(),
    candidate_warnings: strings(),
    new_warnings: strings(),
    output_changed: Boolean2(),
    diff: nullableString(),
    source: Object2({ file: String2(), line: Integer({ minimum: 0 }) }, closed)
  },
  closed
);
var SUMMARY = Object2(
  {
    cases: Count(),
    regressions: Count(),
    fixed: Count(),
    still_failing: Count(),
    passing: Count(),
    changed: Count(),
    mismatches: Count(),
    invalid: Count(),
    errors: Count(),
    missing: Count(),
    new: Count(),
    flaky: Count()
  },
  closed
);
var COMPARE_OPTIONS = Object2(
  {
    alpha: Number2({ exclusiveMinimum: 0, maximum: 1 }),
    correction: Enum(CORRECTIONS),
    latency_threshold_pct: Number2({ minimum: 0 }),
    min_latency_delta_ms: Number2({ minimum: 0 }),
    min_token_delta: Number2({ minimum: 0 }),
    allow_suite_mismatch: Boolean2()
  },
  closed
);
var SUITE_LATENCY = Object2(
  {
    baseline_median_ms: nullableNumber(),
    candidate_median_ms: nullableNumber(),
    delta_pct: nullableNumber(),
    cases_compared: Count(),
    slower_cases: Count(),
    source: sideSources(),
    figure: Enum(["compute", "wall_clock", "mixed", null]),
    threshold_pct: Number2(),
    min_delta_ms: Number2()
  },
  closed
);
var SUITE_TOKENS = Object2(
  {
    baseline_median: nullableNumber(),
    candidate_median: nullableNumber(),
    delta_pct: nullableNumber(),
    tps_baseline_median: nullableNumber(),
    tps_candidate_median: nullableNumber(),
    tps_delta_pct: nullableNumber(),
    cases_compared: Count(),
    longer_cases: Count(),
    tps_slower_cases: Count()
  },
  closed
);
var MISSING_SHARDS = Object2(
  {
    side: Enum(["baseline", "candidate"]),
    count: Integer({ minimum: 1 }),
    missing: Array2(Integer({ minimum: 1 }))
  },
  closed
);
var COMPARISON = Object2(
  {
    format: Const(COMPARE_FORMAT),
    status: Enum(COMPARISON_STATUSES),
    summary: SUMMARY,
    baseline: RUN_IDENTITY,
    candidate: RUN_IDENTITY,
    options: COMPARE_OPTIONS,
    cases: Array2(CASE_COMPARISON),
    latency: SUITE_LATENCY,
    tokens: SUITE_TOKENS,
    missing_shards: Array2(MISSING_SHARDS, {
      description: "Merged results whose shard split had parts missing: an execution failure."
    })
  },
  {
    ...closed,
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "https://modelgate.dev/schemas/comparison.json",
    title: `ModelGate comparison (${COMPARE_FORMAT})`,
    description: "A baseline run compared with a candidate run: one category per case, with the evidence behind it."
  }
);
var COMPARISON_SCHEMA = jsonSchema(COMPARISON);

// src/load/schemas/user-file-fields.ts
var EDITOR_SCHEMA_FIELD = {
  type: "string",
  description: "Where editors find this schema; ModelGate ignores it."
};
var FREE_TEXT_FIELD = { type: "string", description: "Free text." };

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
    $schema: EDITOR_SCHEMA_FIELD,
    id: {
      type: "string",
      minLength: 1,
      description: "Stable identity of this configuration in results and reports."
    },
    description: FREE_TEXT_FIELD,
    provider: {
      enum: [...PROVIDERS],
      description: "`ollama` calls an Ollama server; `openai` an OpenAI-compatible server (chat completions); `replay` serves recorded outputs."
    },
    model: {
      type: "string",
      minLength: 1,
      description: "Ollama model tag, e.g. `llama3.1:8b`, or the model id an OpenAI-compatible server lists at `/v1/models`. Required for `ollama` and `openai`; a `replay` configuration may name the model its outputs came from."
    },
    base_url: {
      type: "string",
      minLength: 1,
      description: "Ollama: the server address; when absent, `$OLLAMA_HOST`, else `http://localhost:11434`. Without a scheme `http://` is added and without a port `:11434` (`gpu-box` → `http://gpu-box:11434`), as Ollama reads `OLLAMA_HOST`. `openai` (required): the API root, e.g. `http://localhost:8080/v1`."
    },
    api_key: {
      type: "string",
      description: "`openai` only: sent as `Authorization: Bearer ...`; write it as `${VAR}`. Redacted in everything written and never printed."
    },
    endpoint: {
      enum: ["chat", "generate"],
      default: "chat",
      description: "Ollama API: `chat` (`/api/chat`) or `generate` (`/api/generate`)."
    },
    options: {
      type: "object",
      default: {},
      description: "Generation options (Ollama `options`; for openai request fields such as temperature, seed, top_p, max_tokens, stop, frequency_penalty, presence_penalty, and server extras such as top_k or min_p); a case's `generation` overrides them."
    },
    system: { type: "string", description: "Default system prompt of the cases that give none." },
    format: {
      anyOf: [{ const: "json" }, { type: "object" }],
      errorMessage: 'must be "json" or a JSON Schema (a mapping)',
      description: "Default structured output of the cases that request none: `json` or a JSON Schema."
    },
    embedding_model: {
      type: "string",
      minLength: 1,
      description: "Model that embeds the corpus for retrieval cases and `rag` (Ollama `/api/embed`, or `/v1/embeddings` for `openai`)."
    },
    timeout_s: {
      type: "number",
      exclusiveMinimum: 0,
      default: 120,
      description: "Timeout of each model call, in seconds."
    },
    ready_timeout_s: {
      type: "number",
      minimum: 0,
      description: "How long to wait, before the first call, for a server that does not answer yet, in seconds (0: ask once). When absent: 10 for the CLI, where a refused connection usually means Ollama is not started, 60 for the Action, which may start it in a service container."
    },
    retries: {
      type: "integer",
      minimum: 0,
      maximum: 10,
      default: 2,
      description: "Retries of transient failures (connection reset, 429, 5xx, a timeout status), 0–10."
    },
    concurrency: {
      anyOf: [{ type: "integer", minimum: 1, maximum: 64 }, { const: "auto" }],
      errorMessage: "must be an integer from 1 to 64, or auto",
      description: "Calls in flight at once (1–64), or `auto`: the server's parallel slots + 1 (llama-server's `/props`, `OLLAMA_NUM_PARALLEL`), 1 with a note when the server does not report them. When absent: slots + 1 with `OLLAMA_NUM_PARALLEL` set, else 1."
    },
    pull: { type: "boolean", default: true, description: "Ollama: pull a missing model before the run." },
    capture_output: {
      enum: [...CAPTURE_MODES],
      default: "full",
      description: "What result files keep of each output: the text (`full`), its SHA-256 (`hash`), or nothing (`none`)."
    },
    headers: {
      type: "object",
      additionalProperties: { type: "string" },
      default: {},
      description: "HTTP headers for every request (string values), e.g. for an auth proxy. Written to results redacted: secret-named headers entirely, `Bearer`/`Basic`/`Token` credentials, and every value taken from the environment."
    },
    keep_alive: {
      type: ["string", "number"],
      description: "How long Ollama keeps the model loaded after a call: a duration such as `5m`, or seconds."
    },
    think: {
      anyOf: [{ type: "boolean" }, { enum: ["low", "medium", "high"] }],
      errorMessage: "must be true, false, low, medium or high",
      description: "Ollama: ask a thinking model to think (`true`), not to (`false`), or how hard (`low`, `medium`, `high`)."
    },
    outputs: {
      type: "string",
      minLength: 1,
      description: "`replay` (required): a recorded-outputs file, a ModelGate result file (`modelgate.run/v2`, or v1), or a folder of result files (each serves the suite it names), relative to this configuration file. Not allowed with `ollama` or `openai`."
    },
    cache: {
      type: "string",
      minLength: 1,
      description: "Response cache folder, relative to this configuration file: an identical request (same model digest, body and repetition) is served from it without a model call. `--no-cache` bypasses it."
    },
    cache_max_mb: {
      type: "number",
      exclusiveMinimum: 0,
      default: 256,
      description: "Size cap of the response cache folder, in MiB; least recently used entries are pruned after a run."
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
    description: "Unique within the suite and stable: comparisons match cases by id. Letters, digits, `.`, `_` and `-`."
  },
  type: {
    enum: [...CASE_TYPES],
    description: "Which check decides pass or fail (its fields: see the table of each type below). Required unless `checks` or `contract` is set."
  },
  checks: {
    type: "array",
    items: REF("check"),
    minItems: 1,
    description: "More criteria, each `{type, ...its fields}`: the case passes when its own type's check (if any) and all of these pass."
  },
  description: FREE_TEXT_FIELD,
  contract: {
    enum: [...CONTRACT_KINDS],
    description: "The evidence that must stay compatible with the baseline's: the output `text`, its `json` value, its `tool_calls`, the documents `retrieval` ranks, or the `mcp` interactions."
  },
  repeat: {
    type: "integer",
    minimum: 1,
    maximum: 1e3,
    default: 1,
    description: "How many times the case runs (1–1000); a comparison tests the pass rates."
  },
  min_pass: {
    type: "integer",
    minimum: 1,
    description: "Repetitions that must pass for the case to pass; at most `repeat`. When absent: all of them."
  },
  tags: {
    type: "array",
    items: { type: "string", minLength: 1 },
    default: [],
    description: "Non-empty strings; `run --tag` selects the cases that have one of them."
  },
  metadata: {
    type: "object",
    default: {},
    description: "Free-form; stored with the result, never interpreted."
  },
  performance: REF("performance")
};
var PROMPTED = {
  input: { type: "string", description: "The prompt, sent as one user message." },
  messages: {
    type: "array",
    items: REF("message"),
    minItems: 1,
    description: "The conversation, instead of `input`: a non-empty list of `{role, content}`, role `system`, `user`, `assistant` or `tool`."
  },
  prompt: REF("prompt"),
  system: {
    type: "string",
    description: "System prompt, put first in the conversation; when absent, the configuration's `system`. A case may not have both `system` and a system message in `messages`."
  },
  tools: {
    type: "array",
    items: REF("tool"),
    default: [],
    description: "Tool definitions offered natively to the model; a call is answered with the tool's `result`."
  },
  format: REF("format"),
  generation: REF("generation"),
  options: REF("options"),
  max_turns: {
    type: "integer",
    minimum: 1,
    maximum: 50,
    default: 5,
    description: "Most model turns in a tool or MCP loop (1–50)."
  },
  rag: REF("rag")
};
var caseInsensitive = { type: "boolean", default: false, description: "Compare ignoring case." };
var stringList = { type: "array", items: { type: "string" } };
var limit = (what, passes) => ({
  passes,
  properties: {
    limit: { type: "integer", minimum: 0, description: `The ${what} the output may have (an integer ≥ 0).` }
  },
  required: ["limit"]
});
var BY_TYPE = {
  exact: {
    passes: "the output equals `expected`; surrounding whitespace stripped unless `strip: false`.",
    properties: {
      expected: { type: "string", description: "The output must equal this text." },
      case_insensitive: caseInsensitive,
      strip: {
        type: "boolean",
        default: true,
        description: "Strip surrounding whitespace from the output before comparing."
      }
    },
    required: ["expected"]
  },
  contains: {
    passes: "the output contains every string.",
    properties: {
      expected: {
        anyOf: [{ type: "string" }, { ...stringList, minItems: 1 }],
        errorMessage: "must be a string or a non-empty list of strings",
        description: "A text, or a non-empty list of texts: the output must contain each."
      },
      case_insensitive: caseInsensitive
    },
    required: ["expected"]
  },
  not_contains: {
    passes: "the output contains none of the strings.",
    properties: {
      expected: {
        anyOf: [{ type: "string" }, { ...stringList, minItems: 1 }],
        errorMessage: "must be a string or a non-empty list of strings",
        description: "A text, or a non-empty list of texts: the output must contain none."
      },
      case_insensitive: caseInsensitive
    },
    required: ["expected"]
  },
  max_length: limit(
    "most characters",
    "the output has at most `limit` characters (Unicode code points, surrounding whitespace stripped)."
  ),
  min_length: limit("fewest characters", "the output has at least `limit` characters, counted the same way."),
  max_words: limit("most words", "the output has at most `limit` words (runs of non-whitespace)."),
  regex: {
    passes: "the output matches.",
    properties: {
      pattern: {
        type: "string",
        description: "An RE2 regular expression (linear time: no backreferences, no lookaround), searched anywhere in the output."
      },
      flags: {
        type: "string",
        pattern: "^[imsu]*$",
        errorMessage: "must be made of the flags i, m, s and u",
        description: "Any of `i` (ignore case), `m` (`^`/`$` at line breaks), `s` (`.` matches a newline), `u` (accepted, changes nothing)."
      }
    },
    required: ["pattern"]
  },
  json: {
    passes: "the output is JSON, valid against `schema` and equal to `expected` when given.",
    properties: {
      schema: {
        ...REF("jsonSchema"),
        description: "The parsed output must validate against this JSON Schema."
      },
      expected: {
        description: 'The parsed output must equal this value, `null` included (JSON semantics: `1` equals `1.0`, `"1"` does not equal `1`).'
      }
    }
  },
  classification: {
    passes: 'the whitespace-stripped prediction equals `expected` and is one of `labels`. Labels, `expected` and the prediction are all compared trimmed (and folded with `case_insensitive`), at load as at run time: `labels: [" billing"]` holds `expected: billing`.',
    properties: {
      expected: { type: "string", description: "The expected label; one of `labels` when they are given." },
      labels: {
        ...stringList,
        minItems: 1,
        uniqueItems: true,
        description: "The allowed labels, non-empty, no repeats; the prediction must be one of them."
      },
      case_insensitive: caseInsensitive
    },
    required: ["expected"]
  },
  required_fields: {
    passes: "the JSON output has every path and value; give `required`, `values` or both.",
    properties: {
      required: {
        ...stringList,
        description: "Dotted paths that must exist: `customer.name`, `items.0.sku`."
      },
      values: {
        type: "object",
        description: "Dotted path → the value it must hold, compared as JSON (`1` equals `1.0`)."
      }
    },
    extra: {
      anyOf: [{ required: ["required"] }, { required: ["values"] }],
      errorMessage: "needs 'required' (paths that must exist), 'values' (paths and values), or both"
    }
  },
  tool_call: {
    passes: "the model made exactly these calls; give `expected` or `calls`, not both.",
    properties: {
      expected: {
        ...REF("expectedToolCall"),
        description: "The one call the model must make: `{name, arguments?, arguments_schema?}`."
      },
      calls: {
        type: "array",
        items: REF("expectedToolCall"),
        description: "Instead of `expected`: the calls the model must make, in order, each of the same shape (`[]`: no call at all)."
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
    passes: "the retrieved ids equal `expected_documents`. No prompt fields. Needs `corpus`.",
    properties: {
      query: { type: "string", description: "Text embedded and matched against the suite's corpus." },
      top_k: {
        type: "integer",
        minimum: 1,
        description: "How many documents to retrieve; when absent, as many as `expected_documents` lists."
      },
      expected_documents: {
        ...stringList,
        minItems: 1,
        description: "Ids of the documents expected, in rank order."
      }
    },
    required: ["query", "expected_documents"]
  },
  mcp: {
    passes: "the MCP interactions equal `expected_calls`, in order. Needs `mcp_servers`.",
    properties: {
      expected_calls: {
        type: "array",
        items: REF("expectedMcpCall"),
        description: "The MCP tool calls the model must make, in order: `[{tool: server.tool, arguments?, arguments_schema?}]`."
      },
      servers: {
        type: "array",
        items: { type: "string", pattern: SERVER_NAME_PATTERN },
        minItems: 1,
        description: "Offer only these servers' tools; when absent, every server of the suite."
      }
    },
    required: ["expected_calls"]
  },
  custom: {
    passes: "the plugin's function returns a pass.",
    properties: {
      check: {
        type: "string",
        minLength: 1,
        description: "Name of a check a `--plugin` module registers."
      },
      params: { type: "object", description: "Passed to the check as `ctx.case.params`." }
    },
    required: ["check"]
  },
  none: {
    passes: "nothing of its own: only the contract with the baseline is checked (`contract` is required).",
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
  const then = { description: `Passes when ${spec.passes}`, properties: spec.properties };
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
    $schema: EDITOR_SCHEMA_FIELD,
    suite: {
      type: "string",
      minLength: 1,
      description: "Name of the suite; a run and its comparison name one suite."
    },
    description: FREE_TEXT_FIELD,
    defaults: defaultsSchema,
    cases: {
      type: "array",
      items: REF("case"),
      description: "The test cases, in report order. May be empty."
    },
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
      description: "A template file instead of `input`: `{file: prompts/ticket.txt, vars: {customer: Priya}}`; each `{{name}}` is replaced by `vars.name` (`{{context}}` is reserved for `rag`).",
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
      description: "Structured output requested from the provider: `json` or a JSON Schema; when absent, the configuration's `format`."
    },
    generation: {
      type: "object",
      default: {},
      description: "Provider options (Ollama `options`: `temperature`, `seed`, `num_ctx`, ...); they override the configuration's `options` key by key."
    },
    performance: {
      type: "object",
      description: "`{max_latency_ms: N}`: a slower case gets a warning (a failure only with `--enforce-performance`). The server's own compute time is judged where it reports one, else the wall clock.",
      properties: {
        max_latency_ms: {
          type: "number",
          exclusiveMinimum: 0,
          description: "Warn when the case is slower (the server's compute time where it reports one); gates only with --enforce-performance."
        }
      },
      additionalProperties: false
    },
    options: {
      type: "object",
      description: "`{extract: code_fence}`: checks read the content of the output's single fenced block (the whole output when there is not exactly one).",
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
      description: "`{top_k: N}`: the top N documents retrieved for the prompt replace `{{context}}`. Needs `corpus`.",
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
      description: "Documents for `retrieval` cases and `rag`: a folder (the ids are the files' relative paths), `{path: folder}`, or `{jsonl: file}` of `{id, text}` lines; a string ending in `.jsonl` is a JSONL file.",
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
  output: { type: "string", description: "The text the model answered (required in an entry)." },
  latency_ms: {
    type: "number",
    minimum: 0,
    // A week: beyond it a value is hostile or a unit mistake, and would overflow the statistics.
    maximum: 6048e5,
    description: "Recorded duration in ms (at most a week): reports mark it `recorded`; without it the replay is `measured`."
  },
  metadata: {
    type: "object",
    description: "Provider metadata: token counts and durations, e.g. Ollama's `eval_count`, `eval_duration`."
  },
  tool_calls: {
    type: "array",
    items: { $ref: "#/$defs/toolCall" },
    description: "Tool calls, in order: `[{name, arguments}]` or `[{type: function, function: {name, arguments}}]`; `arguments` a mapping or a JSON string (one that does not parse is invalid evidence, never a mere mismatch)."
  },
  retrieved: {
    type: "array",
    items: { type: ["string", "integer"] },
    description: "Ids of the retrieved documents, in rank order (integers are read as their digits)."
  },
  mcp_calls: {
    type: "array",
    items: { $ref: "#/$defs/mcpCall" },
    description: "MCP tool interactions, in order: `[{tool: server.tool, arguments, is_error}]`; `is_error` defaults to `false`."
  }
};
var RECORDED_SCHEMA = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://modelgate.dev/schemas/recorded.json",
  title: "ModelGate recorded outputs",
  description: "Outputs (and optionally tool calls, retrieved ids and MCP calls) per case id, replayed instead of calling a model.",
  type: "object",
  properties: {
    $schema: EDITOR_SCHEMA_FIELD,
    outputs: {
      type: "object",
      description: "Case id → a text, an entry (a mapping with `output`), or `{repetitions: [text | entry, ...]}`. Other top-level fields are ignored.",
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
            description: "One item per repetition, in order, each a text or an entry; alone in its entry."
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
var strings2 = () => Array2(String2());
var sha256 = (description) => String2(description === void 0 ? { pattern: SHA256_PATTERN } : { pattern: SHA256_PATTERN, description });
var TOOL_CALL = Object2({
  name: String2(),
  arguments: AnyJson(),
  arguments_error: Optional(String2())
});
var MCP_CALL = Object2({
  tool: String2(),
  arguments: AnyJson(),
  arguments_error: Optional(String2()),
  is_error: Boolean2()
});
var EVIDENCE = Object2({
  json: Optional(
    AnyJson({
      description: "The parsed JSON output. v2 writes it only when it cannot be derived from the output; otherwise json_from says where to parse it from."
    })
  ),
  json_from: Optional(
    Enum(JSON_SOURCES, {
      description: "v2: the parsed JSON output is the output (`output`) or its one code fence (`code_fence`) parsed strictly; readers derive `json` from it."
    })
  ),
  json_error: Optional(String2()),
  json_sha256: Optional(
    sha256(
      "capture hash, json contract: SHA-256 of the parsed value's semantic canonical form (member order and 1 vs 1.0 normalised)."
    )
  ),
  text_sha256: Optional(sha256("capture hash, text contract: SHA-256 of the whitespace-normalised output.")),
  label: Optional(String2()),
  tool_calls: Optional(Array2(Ref("toolCall", TOOL_CALL))),
  tool_calls_error: Optional(
    String2({
      description: "Why the output text could not be read as tool calls (JSON that does not parse, or is not a call): invalid evidence, not a mismatch."
    })
  ),
  unexecuted_calls: Optional(
    Array2(Ref("toolCall", TOOL_CALL), {
      description: "Calls the agent loop did not execute because it stopped at max_turns: not interactions, never read by checks or contracts."
    })
  ),
  retrieved: Optional(strings2()),
  mcp_calls: Optional(Array2(MCP_CALL))
});
var REPETITION = Object2({
  index: Count(),
  status: Enum(REPETITION_STATUSES),
  output: Nullable(String2({ description: "The full text; null when capture is hash or none." })),
  output_sha256: Union([sha256(), Null()]),
  evidence: Ref("evidence", EVIDENCE),
  duration_ms: Nullable(Number2({ minimum: 0, maximum: 6048e5 })),
  duration_source: Enum(["recorded", "measured", "cached"]),
  compute_ms: Optional(
    Number2({
      minimum: 0,
      description: "Provider compute time in ms (Ollama: prompt_eval_duration + eval_duration), without load or queue wait."
    })
  ),
  reason: Nullable(String2()),
  details: Mapping(),
  warnings: strings2(),
  error: Nullable(String2()),
  provider_metadata: Mapping(),
  attempts: Count(),
  seed: Optional(
    Unsafe({
      type: "integer",
      description: "The seed this repetition sampled with: the configured seed plus the repetition index."
    })
  )
});
var CASE = Object2({
  id: String2(),
  type: Enum(CHECK_TYPES),
  tags: strings2(),
  source: Object2({ file: String2(), line: Integer({ minimum: 0 }) }),
  case_sha256: sha256("SHA-256 of the case's canonical definition."),
  contract: Enum([...CONTRACT_KINDS, null]),
  status: Enum(REPETITION_STATUSES),
  repeat: Integer({ minimum: 1 }),
  min_pass: Integer({ minimum: 1 }),
  pass_count: Count(),
  judged_count: Count(),
  max_latency_ms: Nullable(Number2()),
  repetitions: Array2(Ref("repetition", REPETITION))
});
var SHARD_PLAN = Object2(
  {
    count: Integer({ minimum: 1 }),
    present: Array2(Integer({ minimum: 1 })),
    missing: Array2(Integer({ minimum: 1 }))
  },
  {
    description: "Written by merge of shard parts: the split's shard count, the shards merged and the shards missing."
  }
);
var MCP_SERVER = Object2({
  name: String2(),
  server: Union([Object2({ name: String2(), version: String2() }), Null()])
});
var RUN_RESULT = Object2(
  {
    format: Unsafe({
      enum: [...READABLE_RUN_FORMATS],
      description: `Format and version of this file: ${RUN_FORMAT} is written; modelgate.run/v1 is still read.`
    }),
    suite: Object2({
      name: String2(),
      file: String2({ description: "The suite path as given to `run`." }),
      sha256: sha256("SHA-256 of the canonical case definitions, in order."),
      description: Nullable(String2())
    }),
    config: Object2({
      id: String2(),
      provider: Enum(PROVIDERS),
      model: Nullable(String2()),
      settings: Mapping({
        description: "The configuration as written, environment variables expanded, secrets redacted."
      })
    }),
    runtime: Object2({
      modelgate: String2(),
      node: String2(),
      os: String2(),
      arch: String2(),
      provider: Mapping({
        description: "Server version, model digest, family, parameter size, quantization."
      })
    }),
    started_at: String2({ description: "ISO 8601." }),
    finished_at: String2({ description: "ISO 8601." }),
    cancelled: Boolean2({ description: "The run was interrupted; unfinished cases are `cancelled`." }),
    selection: Object2({
      tags: strings2(),
      cases: Optional(
        Array2(String2(), { description: "The run's `--case` globs; absent when every case id was accepted." })
      ),
      shard: Union([Object2({ index: Integer({ minimum: 1 }), count: Integer({ minimum: 1 }) }), Null()])
    }),
    shard_plan: Optional(SHARD_PLAN),
    capture: Enum(CAPTURE_MODES),
    mcp_servers: Optional(
      Array2(MCP_SERVER, {
        description: "The suite's MCP servers, each with the name and version from its initialize response."
      })
    ),
    summary: Object2({ cases: Count(), passed: Count(), failed: Count(), invalid: Count(), errors: Count() }),
    cases: Array2(Ref("case", CASE))
  },
  {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "https://modelgate.dev/schemas/result.json",
    title: `ModelGate run result (${RUN_FORMAT})`,
    description: "What one run of one suite with one configuration produced, written by `modelgate run`.",
    $defs: { case: CASE, repetition: REPETITION, evidence: EVIDENCE, toolCall: TOOL_CALL }
  }
);
var RESULT_SCHEMA = jsonSchema(RUN_RESULT);

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
  CORRECTIONS,
  holmDecisions,
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
  assertReadableFormat,
  noteJsonSource,
  withDerivedJson,
  runResultText,
  runResultJson,
  restoreStoredResult,
  SCHEMA_NAMES,
  SCHEMAS
};
