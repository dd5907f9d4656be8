// The schemas of the product's FAST validators: each product schema rewritten, at build time, into
// one that accepts exactly the same documents but costs less to run (issue 18): a built process
// runs the fast validator first and the all-errors one (the schema as written) only to explain a
// document the fast one refused, so the diagnostics do not change.
// The rewrites keep what is accepted, keyword by keyword (Ajv's rules, draft 2020-12):
// - annotations (`description`, `default`, `errorMessage`, ...) are dropped: Ajv validates nothing
//   with them (the product's Ajv has no `useDefaults`, and `errorMessage` is an annotation);
// - `specialiseCase`: the suite's case schema specialised for each `type` value, for the
//   validator to pick by the case's `type` (see below).
// The equivalence is tested on every shipped document, fixture and a corpus of mutations
// (test/unit/load/fast-validators.test.ts).
import { ANNOTATIONS as LEAN_ANNOTATIONS } from "./lean-validators.mjs";

// The generator's annotations, and `errorMessage`: the product's own annotation keyword.
const ANNOTATIONS = new Set([...LEAN_ANNOTATIONS, "errorMessage"]);
/** Keywords whose value is a mapping of names to subschemas. */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "dependentSchemas"]);
/** Keywords whose value is a list of subschemas. */
const SCHEMA_LISTS = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
/** Keywords whose value is one subschema. */
const SCHEMA_ONE = new Set([
  "items",
  "additionalProperties",
  "unevaluatedProperties",
  "unevaluatedItems",
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
]);
/** Keywords the rewrite does not know how to move: a schema using one is refused at build time. */
const REFUSED = new Set(["$dynamicRef", "$dynamicAnchor", "$recursiveRef", "$anchor", "$id", "definitions"]);

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * `root` without annotations, and without its own `$id` and `$schema` (the draft is Ajv's, the
 * references stay local). Refuses a keyword the rewrite does not know how to keep (REFUSED).
 */
export function withoutAnnotations(root) {
  function rewrite(schema, top = false) {
    if (typeof schema === "boolean") return schema;
    if (!isObject(schema)) throw new Error(`fast schema: not a schema: ${JSON.stringify(schema)}`);
    const out = {};
    for (const [key, value] of Object.entries(schema)) {
      if (ANNOTATIONS.has(key) || (top && (key === "$id" || key === "$schema"))) continue;
      if (REFUSED.has(key)) throw new Error(`fast schema: keyword ${key} is not rewritten`);
      if (key === "$defs" || SCHEMA_MAPS.has(key)) {
        out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v)]));
      } else if (SCHEMA_LISTS.has(key)) {
        out[key] = value.map((v) => rewrite(v));
      } else if (SCHEMA_ONE.has(key)) {
        out[key] = rewrite(value);
      } else {
        out[key] = value;
      }
    }
    return out;
  }
  return rewrite(root, true);
}

/**
 * What a schema gives for an instance known to be an object whose `type` member is the string
 * `type` (nothing else known): true (always valid), false (never valid) or undefined (depends
 * on the rest). Only a few keywords are judged; any other makes the answer undefined.
 */
export function decide(schema, type) {
  if (typeof schema === "boolean") return schema;
  let result = true;
  const and = (r) => {
    if (r === false) result = false;
    else if (r === undefined && result !== false) result = undefined;
  };
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (key === "type") {
      const types = Array.isArray(value) ? value : [value];
      and(types.includes("object"));
    } else if (key === "required") {
      and(value.every((k) => k === "type") ? true : undefined);
    } else if (key === "properties") {
      for (const [k, sub] of Object.entries(value)) {
        and(k === "type" ? decideString(sub, type) : sub === true || isEmpty(sub) ? true : undefined);
      }
    } else if (key === "allOf") {
      for (const sub of value) and(decide(sub, type));
    } else if (key === "anyOf") {
      const all = value.map((sub) => decide(sub, type));
      and(all.includes(true) ? true : all.every((r) => r === false) ? false : undefined);
    } else if (key === "not") {
      const r = decide(value, type);
      and(r === undefined ? undefined : !r);
    } else {
      and(undefined);
    }
  }
  return result;
}

/** `decide` for the schema of the string `value`: `const`, `enum` and `type` only. */
function decideString(schema, value) {
  if (typeof schema === "boolean") return schema;
  let result = true;
  for (const [key, v] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    let r;
    if (key === "const") r = v === value;
    else if (key === "enum") r = v.includes(value);
    else if (key === "type") r = (Array.isArray(v) ? v : [v]).includes("string");
    else r = undefined;
    if (r === false) return false;
    if (r === undefined) result = undefined;
  }
  return result;
}

const UNKNOWN = Symbol("unknown");

const isEmpty = (schema) => isObject(schema) && Object.keys(schema).every((k) => ANNOTATIONS.has(k));

/** Names of the members a schema's `properties` could mark evaluated at the instance itself. */
function evaluatedNames(schema, names = new Set()) {
  if (!isObject(schema)) return names;
  // What a reference or these keywords mark is not read here: never "covered".
  for (const key of [
    "$ref",
    "additionalProperties",
    "patternProperties",
    "unevaluatedProperties",
    "dependentSchemas",
  ]) {
    if (schema[key] !== undefined) names.add(UNKNOWN);
  }
  for (const k of Object.keys(schema.properties ?? {})) names.add(k);
  for (const key of ["allOf", "anyOf", "oneOf"])
    for (const sub of schema[key] ?? []) evaluatedNames(sub, names);
  for (const key of ["not", "if", "then", "else"])
    if (schema[key] !== undefined) evaluatedNames(schema[key], names);
  return names;
}

/**
 * `caseSchema` (without annotations) specialised for a case that is an object whose `type` is `type`: each
 * `if` among its `allOf` that `decide` settles is replaced by the branch it selects. Exact:
 * `then`/`else` apply at the same place, so they become `allOf` members; the `if` itself judged
 * nothing but the choice, and the properties it would mark evaluated (Ajv merges an `if`'s
 * evaluated properties whatever its verdict) must be ones the case's own `properties` lists,
 * so they are evaluated anyway — otherwise the `if` stays as written.
 */
export function specialiseCase(caseSchema, type) {
  const own = new Set(Object.keys(caseSchema.properties ?? {}));
  const members = [];
  for (const member of caseSchema.allOf ?? []) {
    members.push(...specialiseMember(member, type, own));
  }
  const { allOf: _allOf, ...rest } = caseSchema;
  return members.length === 0 ? rest : { ...rest, allOf: members };
}

function specialiseMember(member, type, own) {
  if (!isObject(member) || member.if === undefined) return [member];
  const { if: condition, then, else: otherwise, ...rest } = member;
  const verdict = decide(condition, type);
  const covered = [...evaluatedNames(condition)].every((k) => own.has(k));
  if (verdict === undefined || !covered) {
    // Still an `if`; a branch the facts settle as always valid is left out.
    if (
      verdict === undefined &&
      covered &&
      then !== undefined &&
      decide(then, type) === true &&
      otherwise === undefined
    ) {
      return Object.keys(rest).length === 0 ? [] : [rest];
    }
    return [member];
  }
  const chosen = verdict ? then : otherwise;
  const out = [];
  if (Object.keys(rest).length > 0) out.push(rest);
  if (chosen !== undefined && chosen !== true && !isEmpty(chosen)) out.push(chosen);
  return out;
}
