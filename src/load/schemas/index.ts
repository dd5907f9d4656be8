import type { JsonObject } from "../../core/json/value.js";
import { COMPARISON_SCHEMA } from "./comparison.js";
import { CONFIG_SCHEMA } from "./config.js";
import { RECORDED_SCHEMA } from "./recorded.js";
import { RESULT_SCHEMA } from "./result.js";
import { SUITE_SCHEMA } from "./suite.js";

export type SchemaName = "suite" | "config" | "recorded" | "result" | "comparison";
export const SCHEMA_NAMES: readonly SchemaName[] = ["suite", "config", "recorded", "result", "comparison"];

/** The product's own JSON Schemas, as `modelgate schema NAME` prints them. */
export const SCHEMAS: Record<SchemaName, JsonObject> = {
  suite: SUITE_SCHEMA,
  config: CONFIG_SCHEMA,
  recorded: RECORDED_SCHEMA,
  result: RESULT_SCHEMA,
  comparison: COMPARISON_SCHEMA,
};
