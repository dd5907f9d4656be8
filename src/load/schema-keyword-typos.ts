import { isJsonObject, type Json } from "../core/json/value.js";
import { closestName } from "./did-you-mean.js";

/**
 * A JSON Schema ignores a keyword it does not know (user schemas compile with `strict: false`,
 * so annotations such as `x-unit` stay allowed): `requierd: [id]` or `min_length: 3` would check
 * nothing while the suite reads as if it did. An unknown key that is a likely typo of a keyword
 * is refused instead, with the keyword named; one that is near no keyword stays an annotation.
 */

/** Every keyword of drafts 2020-12, 2019-09 and 07, and the annotations Ajv and OpenAPI use. */
const KEYWORDS = [
  // Most used first: a tie in closeness goes to the earlier one.
  "type",
  "properties",
  "required",
  "items",
  "enum",
  "const",
  "description",
  "additionalProperties",
  "minimum",
  "maximum",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "pattern",
  "format",
  "anyOf",
  "oneOf",
  "allOf",
  "not",
  "if",
  "then",
  "else",
  "title",
  "default",
  "examples",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "patternProperties",
  "propertyNames",
  "dependentRequired",
  "dependentSchemas",
  "dependencies",
  "prefixItems",
  "additionalItems",
  "contains",
  "minContains",
  "maxContains",
  "unevaluatedItems",
  "unevaluatedProperties",
  "contentEncoding",
  "contentMediaType",
  "contentSchema",
  "deprecated",
  "readOnly",
  "writeOnly",
  "$schema",
  "$id",
  "$ref",
  "$defs",
  "$anchor",
  "$dynamicRef",
  "$dynamicAnchor",
  "$recursiveRef",
  "$recursiveAnchor",
  "$vocabulary",
  "$comment",
  "definitions",
  "nullable",
  "discriminator",
  "example",
] as const;
const KNOWN = new Set<string>(KEYWORDS);

/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAPS = new Set([
  "properties",
  "patternProperties",
  "$defs",
  "definitions",
  "dependentSchemas",
  "dependencies",
]);
/** Keywords whose value is a subschema, or (for `items`, draft 07) a list of them. */
const SCHEMA_VALUES = new Set([
  "items",
  "additionalItems",
  "additionalProperties",
  "unevaluatedItems",
  "unevaluatedProperties",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
  "contentSchema",
]);
const SCHEMA_LISTS = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);

/** Shorter keys are too often a word of their own (`id`, `unit`) to be called a typo. */
const MIN_TYPO_LENGTH = 4;
/** Deeper than any real schema; the walk stops there rather than overflow the stack. */
const MAX_DEPTH = 200;

export interface KeywordTypo {
  /** The path of the unknown key within the schema (the key itself last). */
  path: (string | number)[];
  keyword: string;
  message: string;
}

/** A path built only when a typo is found: each step names its parent (most schemas have none). */
interface Step {
  key: string | number;
  parent: Step | null;
}

function pathOf(step: Step | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = step; at !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** The unknown keys of `schema` (and its subschemas) that are likely typos of a keyword. */
export function schemaKeywordTypos(schema: Json): KeywordTypo[] {
  const found: KeywordTypo[] = [];
  walk(schema, null, 0, found);
  return found;
}

function walk(schema: Json, at: Step | null, depth: number, found: KeywordTypo[]): void {
  if (!isJsonObject(schema) || depth > MAX_DEPTH) return;
  for (const key in schema) {
    if (!Object.hasOwn(schema, key)) continue;
    const value = schema[key] as Json;
    if (!KNOWN.has(key)) {
      const keyword = typo(key);
      if (keyword !== undefined)
        found.push({
          path: pathOf({ key, parent: at }),
          keyword,
          message: `unknown schema keyword '${key}'; did you mean '${keyword}'? A schema ignores a keyword it does not know, so this one would check nothing (an annotation of your own is safest prefixed 'x-')`,
        });
      continue;
    }
    subschemas(key, value, at, depth, found);
  }
}

function subschemas(key: string, value: Json, at: Step | null, depth: number, found: KeywordTypo[]): void {
  const map = SCHEMA_MAPS.has(key);
  const list = (SCHEMA_LISTS.has(key) || key === "items") && Array.isArray(value);
  if (!map && !list && !SCHEMA_VALUES.has(key)) return; // `type`, `enum`, `const`: no subschema
  const here: Step = { key, parent: at };
  if (map && isJsonObject(value)) {
    for (const name in value) {
      if (Object.hasOwn(value, name))
        walk(value[name] as Json, { key: name, parent: here }, depth + 1, found);
    }
  } else if (list) {
    const items = value as Json[];
    for (let i = 0; i < items.length; i++) walk(items[i] as Json, { key: i, parent: here }, depth + 1, found);
  } else if (SCHEMA_VALUES.has(key)) {
    walk(value, here, depth + 1, found);
  }
}

function typo(key: string): string | undefined {
  if (key.length < MIN_TYPO_LENGTH || key.startsWith("x-")) return undefined;
  return closestName(key, KEYWORDS);
}
