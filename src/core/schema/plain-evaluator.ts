import { jsonEqual } from "../json/equal.js";
import type { Json } from "../json/value.js";
import { ANNOTATIONS } from "./annotations.js";
import type { ReportedError, SchemaValidator } from "./error-text.js";
import { plainlyValid2020 } from "./plain-schema.js";

// Issue 18: a plain draft 2020-12 schema (the commonest keywords, nothing that refers, combines or
// names a format) is judged here, without loading or compiling Ajv. For every schema it accepts
// and every value, the verdict and the errors (keyword, instance path, message, params, order) are
// what Ajv2020 with USER_SCHEMA_OPTIONS (allErrors, ownProperties) and the JSON equality
// validator.ts gives it reports; the order and the quirks below are
// those of Ajv 8's generated code (lib/compile/validate/index.ts and the vocabularies), held
// equal by a seeded differential test against Ajv (test/unit/core/schema/plain-evaluator.test.ts).

type Check = (data: unknown, path: string, errors: ReportedError[]) => void;
type Schema = Record<string, unknown>;

/** The keywords Ajv groups by the data's type (its RULES.rules), each group in its rules' order. */
const NUMBER_KEYWORDS = ["maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum"];
const STRING_KEYWORDS = ["maxLength", "minLength"];
// `items` is defined `before: "uniqueItems"`.
const ARRAY_KEYWORDS = ["maxItems", "minItems", "items", "uniqueItems"];
const OBJECT_KEYWORDS = ["maxProperties", "minProperties", "required", "additionalProperties", "properties"];
const SUBSET = new Set([
  "type",
  "const",
  "enum",
  ...NUMBER_KEYWORDS,
  ...STRING_KEYWORDS,
  ...ARRAY_KEYWORDS,
  ...OBJECT_KEYWORDS,
  ...ANNOTATIONS,
]);

/**
 * The validator of a schema in the plain subset, or undefined for any other schema (Ajv judges
 * it). A schema in the subset is one plainlyValid2020 proves the meta-schema accepts, so Ajv
 * (strict: false) would compile it: nothing else in the subset can fail to compile.
 */
export function plainValidator(schema: Schema): SchemaValidator | undefined {
  if (!plainlyValid2020(schema) || !inSubset(schema)) return undefined;
  const check = build(schema);
  const validate: SchemaValidator = (data: unknown): boolean => {
    if (check === undefined) {
      validate.errors = null;
      return true;
    }
    const errors: ReportedError[] = [];
    check(data, "", errors);
    validate.errors = errors.length === 0 ? null : errors;
    return errors.length === 0;
  };
  return validate;
}

function isSchemaObject(v: unknown): v is Schema {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

/** Every key, here and in every subschema, is one the evaluator knows (values: plainlyValid2020's). */
function inSubset(schema: unknown): boolean {
  if (typeof schema === "boolean") return true;
  if (!isSchemaObject(schema)) return false;
  for (const key of Object.keys(schema)) {
    if (!SUBSET.has(key)) return false;
  }
  // Ajv refuses an empty enum ("enum must have non-empty array"), which the meta-schema allows.
  if (Array.isArray(schema.enum) && schema.enum.length === 0) return false;
  if ("items" in schema && !inSubset(schema.items)) return false;
  if ("additionalProperties" in schema && !inSubset(schema.additionalProperties)) return false;
  if (isSchemaObject(schema.properties)) {
    for (const sub of Object.values(schema.properties)) if (!inSubset(sub)) return false;
  }
  return true;
}

type DataType = "array" | "boolean" | "integer" | "null" | "number" | "object" | "string";

/** Ajv's checkDataType (strictNumbers off: an infinite number is an integer). */
function hasType(type: DataType, data: unknown): boolean {
  switch (type) {
    case "null":
      return data === null;
    case "array":
      return Array.isArray(data);
    case "object":
      return isSchemaObject(data);
    case "integer":
      return typeof data === "number" && !(data % 1) && !Number.isNaN(data);
    case "number":
      return typeof data === "number";
    default:
      return typeof data === type;
  }
}

const hasAnyType = (types: DataType[], data: unknown): boolean => types.some((t) => hasType(t, data));

function typesOf(schema: unknown): DataType[] {
  if (!isSchemaObject(schema)) return [];
  const type = schema.type;
  if (type === undefined) return [];
  return (Array.isArray(type) ? type : [type]) as DataType[];
}

/** Ajv's error objects, pushed in the order its code reaches them. */
function fail(
  errors: ReportedError[],
  path: string,
  keyword: string,
  message: string,
  params: Record<string, unknown>,
): void {
  errors.push({ instancePath: path, keyword, message, params });
}

const falseSchema: Check = (_data, path, errors) =>
  fail(errors, path, "false schema", "boolean schema is false", {});

/** Ajv's alwaysValidSchema: `true`, `{}` or keys that are no keyword: no code at all. */
function alwaysValid(schema: unknown): boolean {
  return schema === true || (isSchemaObject(schema) && Object.keys(schema).length === 0);
}

/** The check of one (sub)schema, or undefined where it can never fail. */
function build(schema: unknown): Check | undefined {
  if (schema === true) return undefined;
  if (schema === false) return falseSchema;
  const s = schema as Schema;
  const types = typesOf(s);
  const steps: Check[] = [];
  const uses = (keywords: string[]) => keywords.some((k) => s[k] !== undefined);
  const groups: Array<[DataType, string[]]> = [
    ["number", NUMBER_KEYWORDS],
    ["string", STRING_KEYWORDS],
    ["array", ARRAY_KEYWORDS],
    ["object", OBJECT_KEYWORDS],
  ];
  // coerceAndCheckDataType: the type is checked first unless it is one type whose group of
  // keywords the schema uses; that group then reports it (after const and enum).
  const single = types.length === 1 ? groups.find(([t, k]) => t === types[0] && uses(k)) : undefined;
  if (types.length > 0 && single === undefined) {
    const type = s.type;
    steps.push((data, path, errors) => {
      if (!hasAnyType(types, data)) typeError(type, path, errors);
    });
  }
  if (s.const !== undefined) steps.push(constCheck(s.const));
  if (s.enum !== undefined) steps.push(enumCheck(s.enum as unknown[]));
  for (const [type, keywords] of groups) {
    if (!uses(keywords)) continue;
    const inner = groupChecks(type, s);
    const reportsType = single !== undefined && single[0] === type;
    const typeValue = s.type;
    steps.push((data, path, errors) => {
      if (hasType(type, data)) {
        for (const check of inner) check(data, path, errors);
      } else if (reportsType) typeError(typeValue, path, errors);
    });
  }
  if (steps.length === 0) return undefined;
  if (steps.length === 1) return steps[0];
  return (data, path, errors) => {
    for (const step of steps) step(data, path, errors);
  };
}

function typeError(type: unknown, path: string, errors: ReportedError[]): void {
  fail(errors, path, "type", `must be ${String(type)}`, { type });
}

function constCheck(value: unknown): Check {
  const params = { allowedValue: value };
  const same =
    value !== null && typeof value === "object"
      ? (d: unknown) => equal(d, value)
      : (d: unknown) => d === value;
  return (data, path, errors) => {
    if (!same(data)) fail(errors, path, "const", "must be equal to constant", params);
  };
}

function enumCheck(values: unknown[]): Check {
  const params = { allowedValues: values };
  return (data, path, errors) => {
    for (const v of values) {
      if (v !== null && typeof v === "object" ? equal(data, v) : data === v) return;
    }
    fail(errors, path, "enum", "must be equal to one of the allowed values", params);
  };
}

function groupChecks(type: DataType, s: Schema): Check[] {
  const checks: Check[] = [];
  const add = (check: Check | undefined) => {
    if (check !== undefined) checks.push(check);
  };
  if (type === "number") {
    add(limit(s, "maximum", ">", "<="));
    add(limit(s, "minimum", "<", ">="));
    add(limit(s, "exclusiveMaximum", ">=", "<"));
    add(limit(s, "exclusiveMinimum", "<=", ">"));
  } else if (type === "string") {
    add(count(s, "maxLength", "characters", (d) => ucs2length(d as string)));
    add(count(s, "minLength", "characters", (d) => ucs2length(d as string)));
  } else if (type === "array") {
    add(count(s, "maxItems", "items", (d) => (d as unknown[]).length));
    add(count(s, "minItems", "items", (d) => (d as unknown[]).length));
    add(items(s.items));
    if (s.uniqueItems === true) add(uniqueItems(s));
  } else {
    add(count(s, "maxProperties", "properties", (d) => Object.keys(d as object).length));
    add(count(s, "minProperties", "properties", (d) => Object.keys(d as object).length));
    add(required(s.required as string[] | undefined));
    add(additionalProperties(s));
    add(properties(s.properties as Schema | undefined));
  }
  return checks;
}

function limit(s: Schema, keyword: string, failOp: string, okStr: string): Check | undefined {
  const bound = s[keyword];
  if (typeof bound !== "number") return undefined;
  const message = `must be ${okStr} ${bound}`;
  const params = { comparison: okStr, limit: bound };
  const fails =
    failOp === ">"
      ? (d: number) => d > bound
      : failOp === "<"
        ? (d: number) => d < bound
        : failOp === ">="
          ? (d: number) => d >= bound
          : (d: number) => d <= bound;
  return (data, path, errors) => {
    const d = data as number;
    if (fails(d) || Number.isNaN(d)) fail(errors, path, keyword, message, params);
  };
}

function count(s: Schema, keyword: string, unit: string, size: (data: unknown) => number): Check | undefined {
  const bound = s[keyword];
  if (typeof bound !== "number") return undefined;
  const most = keyword.startsWith("max");
  const message = `must NOT have ${most ? "more" : "fewer"} than ${bound} ${unit}`;
  const params = { limit: bound };
  return (data, path, errors) => {
    const n = size(data);
    if (most ? n > bound : n < bound) fail(errors, path, keyword, message, params);
  };
}

/** Ajv's ucs2length: a surrogate pair is one character. */
function ucs2length(str: string): number {
  const len = str.length;
  let length = 0;
  let pos = 0;
  while (pos < len) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      if ((str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}

/**
 * Ajv reports the first duplicate pair it meets, scanning from the end. Where `items` names only
 * scalar types it looks items up in an object keyed by the item (strings suffixed `_` when several
 * types are named; items of another type skipped), so `j` is the later index and a `__proto__`
 * string is never found again; otherwise it compares every pair with `equal`, `j` the earlier.
 */
function uniqueItems(s: Schema): Check {
  const itemTypes = s.items ? typesOf(s.items) : [];
  const byKey = itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
  const report = (path: string, errors: ReportedError[], i: number, j: number) =>
    fail(
      errors,
      path,
      "uniqueItems",
      `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      {
        i,
        j,
      },
    );
  if (byKey) {
    const suffix = itemTypes.length > 1;
    return (data, path, errors) => {
      const list = data as unknown[];
      let i = list.length;
      if (i <= 1) return;
      const indices: Record<string, unknown> = {};
      while (i--) {
        let item = list[i];
        if (!hasAnyType(itemTypes, item)) continue;
        if (suffix && typeof item === "string") item += "_";
        const key = item as string;
        const seen = indices[key];
        if (typeof seen === "number") {
          report(path, errors, i, seen);
          return;
        }
        indices[key] = i;
      }
    };
  }
  return (data, path, errors) => {
    const list = data as unknown[];
    let i = list.length;
    if (i <= 1) return;
    while (i--) {
      for (let j = i; j--; ) {
        if (equal(list[i], list[j])) {
          report(path, errors, i, j);
          return;
        }
      }
    }
  };
}

function items(schema: unknown): Check | undefined {
  if (schema === undefined || alwaysValid(schema)) return undefined;
  const sub = build(schema);
  if (sub === undefined) return undefined;
  return (data, path, errors) => {
    const list = data as unknown[];
    const len = list.length;
    for (let i = 0; i < len; i++) sub(list[i], `${path}/${i}`, errors);
  };
}

/** Present means an own member, as in Ajv with ownProperties: `toString` is no member of `{}`. */
function required(names: string[] | undefined): Check | undefined {
  if (names === undefined || names.length === 0) return undefined;
  const messages = names.map((name) => `must have required property '${name}'`);
  return (data, path, errors) => {
    const d = data as Record<string, unknown>;
    for (let k = 0; k < names.length; k++) {
      const name = names[k] as string;
      if (!present(d, name)) fail(errors, path, "required", messages[k] as string, { missingProperty: name });
    }
  };
}

/** Ajv's allSchemaProperties: the schema's property names but `__proto__`. */
function schemaProperties(map: Schema | undefined): string[] {
  return map === undefined ? [] : Object.keys(map).filter((p) => p !== "__proto__");
}

const escapePointer = (key: string): string => key.replace(/~/g, "~0").replace(/\//g, "~1");

function additionalProperties(s: Schema): Check | undefined {
  const schema = s.additionalProperties;
  if (schema === undefined || alwaysValid(schema)) return undefined;
  const map = s.properties as Schema | undefined;
  const names = schemaProperties(map);
  const known = new Set(names);
  // Over eight names Ajv asks the properties object itself (where `__proto__` is an own key).
  const additional =
    names.length === 0
      ? () => true
      : names.length > 8
        ? (key: string) => !Object.hasOwn(map as Schema, key)
        : (key: string) => !known.has(key);
  if (schema === false) {
    return (data, path, errors) => {
      for (const key in data as Record<string, unknown>) {
        if (additional(key))
          fail(errors, path, "additionalProperties", "must NOT have additional properties", {
            additionalProperty: key,
          });
      }
    };
  }
  const sub = build(schema);
  if (sub === undefined) return undefined;
  return (data, path, errors) => {
    const d = data as Record<string, unknown>;
    for (const key in d) {
      if (additional(key)) sub(d[key], `${path}/${escapePointer(key)}`, errors);
    }
  };
}

function properties(map: Schema | undefined): Check | undefined {
  const entries: Array<[string, string, Check]> = [];
  for (const name of schemaProperties(map)) {
    const schema = (map as Schema)[name];
    if (alwaysValid(schema)) continue;
    const sub = build(schema);
    if (sub !== undefined) entries.push([name, `/${escapePointer(name)}`, sub]);
  }
  if (entries.length === 0) return undefined;
  return (data, path, errors) => {
    const d = data as Record<string, unknown>;
    for (const [name, segment, sub] of entries) {
      if (present(d, name)) sub(d[name], path + segment, errors);
    }
  };
}

/** Ajv's propertyInData with ownProperties. */
const present = (data: Record<string, unknown>, name: string): boolean =>
  data[name] !== undefined && Object.hasOwn(data, name);

/** The one JSON equality (core/json/equal.ts), which validator.ts gives Ajv too: own members only. */
const equal = (a: unknown, b: unknown): boolean => jsonEqual(a as Json, b as Json);
