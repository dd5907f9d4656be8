import { SCHEMA_NAMES, SCHEMAS, type SchemaName } from "../../load/schemas/index.js";

/**
 * The product's schemas as `modelgate schema NAME` prints them. This module is a placeholder run
 * from source: scripts/build.mjs bundles the same texts, written at build time from SCHEMAS
 * (scripts/schema-texts.mjs), in its place, so the built command loads no schema-building code.
 */
export const SCHEMA_TEXT_NAMES: readonly SchemaName[] = SCHEMA_NAMES;

export function schemaText(name: SchemaName): string {
  return `${JSON.stringify(SCHEMAS[name], null, 2)}\n`;
}
