// The field tables of the files ModelGate writes, generated from the descriptions of their JSON
// Schemas (src/load/schemas/result.ts, comparison.ts), as scripts/suite-docs.mjs does for the
// files users write: docs/running.md holds the result file's (`modelgate.run/v2`) and
// docs/comparison.md the comparison's (`modelgate.compare/v1`). `npm run docs:gen` rewrites them;
// `--check` exits 1 when a page is stale, and test/unit/load/wire-docs.test.ts fails then.
//
// Each object gets a table of its fields. A member object whose own fields are all described
// gets rows of its own (`suite.name`); one whose fields are not described is one row that names
// them. A field without a description is an error: the docs would say nothing of it.
import { fileURLToPath } from "node:url";
import { code, row, writePages } from "./doc-tables.mjs";
import { importSource } from "./import-source.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
export const RESULT_DOCS = "docs/running.md";
export const COMPARISON_DOCS = "docs/comparison.md";

const SHA256 = "^[0-9a-f]{64}$";
/** Enumerations longer than this are listed where the docs explain them, not in every row. */
const MAX_LISTED_VALUES = 8;

/** The definition a `$ref` names (in the root's `$defs`), with the referring schema's keywords over it. */
function resolved(schema, defs) {
  const ref = typeof schema.$ref === "string" ? /^#\/\$defs\/(.+)$/.exec(schema.$ref) : null;
  return ref === null ? schema : { ...defs[ref[1]], ...schema };
}

/** An object schema's members: an object itself, or the object of `object or null`. */
function objectPart(schema) {
  if (schema.type === "object" && schema.properties !== undefined) return schema;
  for (const part of schema.oneOf ?? schema.anyOf ?? []) {
    if (part.type === "object" && part.properties !== undefined) return part;
  }
  return undefined;
}

const described = (schema) => typeof schema.description === "string" && schema.description.trim() !== "";

/** The JSON type a schema allows, in words: `string`, `integer or null`, `list of strings`... */
function typeText(schema, defs) {
  const s = resolved(schema, defs);
  if (s.const !== undefined) return code(s.const);
  if (Array.isArray(s.enum)) {
    const kinds = [...new Set(s.enum.map((v) => (v === null ? "null" : typeof v)))];
    return kinds.join(" or ");
  }
  const alternatives = s.oneOf ?? s.anyOf;
  if (Array.isArray(alternatives)) return alternatives.map((a) => typeText(a, defs)).join(" or ");
  const types = Array.isArray(s.type) ? s.type : s.type === undefined ? [] : [s.type];
  if (types.length === 0) return "any JSON";
  return types.map((t) => single(t, s, defs)).join(" or ");
}

function single(type, s, defs) {
  if (type === "string" && s.pattern === SHA256) return "SHA-256 (hex)";
  if (type === "integer" && s.minimum === 0) return "integer ≥ 0";
  if (type === "array") {
    const item = resolved(s.items ?? {}, defs);
    const inner = typeText(item, defs);
    const members = objectPart(item);
    if (members !== undefined && !Object.values(members.properties).every(described)) {
      return `list of objects: ${Object.keys(members.properties).map(code).join(", ")}`;
    }
    return `list of ${inner === "string" ? "strings" : inner === "object" ? "objects" : inner}`;
  }
  if (type === "object") {
    const members = objectPart(s);
    if (members !== undefined && !Object.values(members.properties).every(described)) {
      return `object: ${Object.keys(members.properties).map(code).join(", ")}`;
    }
  }
  return type;
}

/** A field's meaning: its description, and its values when they are a short list the text does not name. */
function meaning(path, schema, defs) {
  const s = resolved(schema, defs);
  if (!described(s)) {
    throw new Error(`field '${path}' has no description in the schema: the docs would say nothing of it`);
  }
  let text = s.description.trim();
  const values = Array.isArray(s.enum) ? s.enum.filter((v) => v !== null).map(code) : [];
  if (values.length > 1 && values.length <= MAX_LISTED_VALUES && !values.every((v) => text.includes(v))) {
    text += ` One of ${values.join(", ")}.`;
  }
  return text;
}

/**
 * The rows of an object's fields, member objects with described fields expanded under `path.`,
 * except those in `own` (they have a table of their own).
 */
function fieldRows(object, defs, prefix = "", own = []) {
  const rows = [];
  const required = object.required ?? [];
  for (const [name, schema] of Object.entries(object.properties)) {
    const path = `${prefix}${name}`;
    const s = resolved(schema, defs);
    const type = (required.includes(name) ? "" : "optional: ") + typeText(s, defs);
    rows.push(row([code(path), type, meaning(path, s, defs)]));
    const members = objectPart(s);
    const inline = typeof schema.$ref !== "string";
    const expand = inline && !own.includes(name) && members !== undefined;
    if (expand && Object.values(members.properties).every(described)) {
      rows.push(...fieldRows(members, defs, `${path}.`));
    }
  }
  return rows;
}

function table(object, defs, own = []) {
  return ["| field | type | meaning |", "|---|---|---|", ...fieldRows(object, defs, "", own)].join("\n");
}

/** The result file's tables by marker name. */
export function resultTables(result) {
  const defs = result.$defs;
  return {
    "result-fields": table(result, defs),
    "result-case-fields": table(defs.case, defs),
    "result-repetition-fields": table(defs.repetition, defs),
    "result-evidence-fields": table(defs.evidence, defs),
  };
}

/** The comparison file's tables by marker name. */
export function comparisonTables(comparison) {
  const { properties } = comparison;
  return {
    "comparison-fields": table(comparison, {}, ["baseline", "candidate"]),
    "comparison-side-fields": table(properties.baseline, {}),
    "comparison-case-fields": table(properties.cases.items, {}),
  };
}

async function schemas() {
  const m = await importSource([
    'export { RESULT_SCHEMA } from "./src/load/schemas/result.ts";',
    'export { COMPARISON_SCHEMA } from "./src/load/schemas/comparison.ts";',
  ]);
  return { result: m.RESULT_SCHEMA, comparison: m.COMPARISON_SCHEMA };
}

/** Every page and its tables. */
export async function wirePages() {
  const { result, comparison } = await schemas();
  return { [RESULT_DOCS]: resultTables(result), [COMPARISON_DOCS]: comparisonTables(comparison) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writePages(root, await wirePages(), { check: process.argv.includes("--check") });
}
