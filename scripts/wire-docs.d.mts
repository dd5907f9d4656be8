import type { JsonObject } from "../src/core/json/value.js";

export const RESULT_DOCS: string;
export const COMPARISON_DOCS: string;
/** The result file's tables (Markdown) by marker name. */
export function resultTables(result: JsonObject): Record<string, string>;
/** The comparison file's tables (Markdown) by marker name. */
export function comparisonTables(comparison: JsonObject): Record<string, string>;
