/**
 * The JSON Schema keywords Ajv validates nothing with (annotations): the lean validator
 * generator skips them, and the plain evaluator accepts and ignores them.
 */
export const ANNOTATIONS: ReadonlySet<string> = new Set([
  "title",
  "description",
  "default",
  "examples",
  "$comment",
  "deprecated",
  "readOnly",
  "writeOnly",
]);
