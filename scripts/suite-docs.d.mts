import type { JsonObject } from "../src/core/json/value.js";

export const DOCS_FILE: string;
/** The schema parts the tables are generated from. */
export interface SuiteSchemaParts {
  suite: JsonObject;
  common: JsonObject;
  prompted: JsonObject;
  byType: Record<string, { passes: string; properties: JsonObject; required?: string[] }>;
  caseTypes: readonly string[];
  config: JsonObject;
  recorded: JsonObject;
}
/** Every generated table (Markdown) by its marker name. */
export function suiteTables(parts: SuiteSchemaParts): Record<string, string>;
