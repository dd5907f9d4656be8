// Two questions asked of a user schema before Ajv sees it (issue 18: Ajv's first use is most of
// the fixed cost of a `run` with a json check). Each answer is conservative: "yes" only where
// the answer is certain, and "no" costs nothing but the work the shortcut would have saved.

type Rule = (value: unknown) => boolean;

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);
const isString = (v: unknown): boolean => typeof v === "string";
const isBoolean = (v: unknown): boolean => typeof v === "boolean";
const isNumber = (v: unknown): boolean => typeof v === "number" && Number.isFinite(v);
const isCount = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0;
const anything = (): boolean => true;
const SIMPLE_TYPES = new Set(["array", "boolean", "integer", "null", "number", "object", "string"]);
const isSimpleType = (v: unknown): boolean => typeof v === "string" && SIMPLE_TYPES.has(v);
const distinctStrings = (v: unknown): boolean =>
  Array.isArray(v) && v.every(isString) && new Set(v).size === v.length;
const isSchema = (v: unknown): boolean => typeof v === "boolean" || (isObject(v) && plainlyValid2020(v));
const schemaList = (v: unknown): boolean => Array.isArray(v) && v.length > 0 && v.every(isSchema);

/**
 * The keywords the shortcut knows, each with the test of the draft 2020-12 meta-schema (its
 * vocabularies' `properties`) for that keyword's value, or a stricter one.
 */
const RULES = new Map<string, Rule>([
  [
    "type",
    (v) =>
      isSimpleType(v) ||
      (Array.isArray(v) && v.length > 0 && v.every(isSimpleType) && new Set(v).size === v.length),
  ],
  ["properties", (v) => isObject(v) && Object.values(v).every(isSchema)],
  ["required", distinctStrings],
  ["items", isSchema],
  ["additionalProperties", isSchema],
  ["not", isSchema],
  ["allOf", schemaList],
  ["anyOf", schemaList],
  ["oneOf", schemaList],
  ["enum", Array.isArray],
  ["examples", Array.isArray],
  ["const", anything],
  ["default", anything],
  ["title", isString],
  ["description", isString],
  ["format", isString],
  ["$comment", isString],
  ["minimum", isNumber],
  ["maximum", isNumber],
  ["exclusiveMinimum", isNumber],
  ["exclusiveMaximum", isNumber],
  ["minLength", isCount],
  ["maxLength", isCount],
  ["minItems", isCount],
  ["maxItems", isCount],
  ["minProperties", isCount],
  ["maxProperties", isCount],
  ["uniqueItems", isBoolean],
  ["deprecated", isBoolean],
  ["readOnly", isBoolean],
  ["writeOnly", isBoolean],
]);

/**
 * True when the draft 2020-12 meta-schema surely accepts this schema object: every keyword in it
 * and in its subschemas is one of {@link RULES} and passes that keyword's test. The meta-schema's
 * validator (62 KB of code, ~4 ms to load and first run) is then not needed to know it; any other
 * schema, valid or not, is still judged by that validator, whose errors are the diagnostics.
 */
export function plainlyValid2020(schema: Record<string, unknown>): boolean {
  for (const key of Object.keys(schema)) {
    const rule = RULES.get(key);
    if (rule === undefined || !rule(schema[key])) return false;
  }
  return true;
}

/** Keywords that make a schema name, or be named by, another schema resource. */
const LINKING = new Set([
  "$ref",
  "$dynamicRef",
  "$recursiveRef",
  "$id",
  "$schema",
  "$anchor",
  "$dynamicAnchor",
  "$recursiveAnchor",
  "$vocabulary",
]);

/**
 * True when no object anywhere in the value (in a schema position or not) has a key that links
 * schema resources, so compiling it cannot reach a meta-schema by its URI nor clash with one's
 * `$id`: such a schema compiles the same in an Ajv instance that holds no meta-schemas.
 */
export function selfContained(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(selfContained);
  if (!isObject(value)) return true;
  for (const key of Object.keys(value)) {
    if (LINKING.has(key) || !selfContained(value[key])) return false;
  }
  return true;
}

/**
 * True when some object anywhere in the value has a key that starts with `format` (`format`,
 * ajv-formats' `formatMinimum` and the like), in a schema position or not.
 */
export function namesFormat(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(namesFormat);
  if (!isObject(value)) return false;
  for (const key of Object.keys(value)) {
    if (key.startsWith("format") || namesFormat(value[key])) return true;
  }
  return false;
}
