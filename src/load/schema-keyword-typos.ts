import { isJsonObject, type Json, type JsonObject } from "../core/json/value.js";
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

/** The unknown keys of `schema` (and its subschemas) that are likely typos of a keyword. */
export function schemaKeywordTypos(schema: Json): KeywordTypo[] {
  const found: KeywordTypo[] = [];
  walk(schema, [], 0, found);
  return found;
}

function walk(schema: Json, path: (string | number)[], depth: number, found: KeywordTypo[]): void {
  if (!isJsonObject(schema) || depth > MAX_DEPTH) return;
  for (const [key, value] of Object.entries(schema)) {
    if (!KNOWN.has(key)) {
      const keyword = typo(key);
      if (keyword !== undefined)
        found.push({
          path: [...path, key],
          keyword,
          message: `unknown schema keyword '${key}'; did you mean '${keyword}'? A schema ignores a keyword it does not know, so this one would check nothing (an annotation of your own is safest prefixed 'x-')`,
        });
      continue;
    }
    subschemas(key, value, path, depth, found);
  }
}

function subschemas(
  key: string,
  value: Json,
  path: (string | number)[],
  depth: number,
  found: KeywordTypo[],
): void {
  if (SCHEMA_MAPS.has(key) && isJsonObject(value)) {
    for (const [name, sub] of Object.entries(value as JsonObject))
      walk(sub, [...path, key, name], depth + 1, found);
  } else if ((SCHEMA_LISTS.has(key) || key === "items") && Array.isArray(value)) {
    for (const [i, sub] of value.entries()) walk(sub, [...path, key, i], depth + 1, found);
  } else if (SCHEMA_VALUES.has(key)) {
    walk(value, [...path, key], depth + 1, found);
  }
}

function typo(key: string): string | undefined {
  if (key.length < MIN_TYPO_LENGTH || key.startsWith("x-")) return undefined;
  return closestName(key, KEYWORDS);
}
