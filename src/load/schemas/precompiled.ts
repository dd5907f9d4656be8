import type { ValidateFunction } from "ajv";
import type { SchemaName } from "./index.js";

/**
 * The product's schemas as validators compiled at build time. This module is a placeholder:
 * scripts/build.mjs bundles Ajv standalone code generated from SCHEMAS in its place
 * (scripts/product-validators.mjs), so a built CLI, Action or library compiles none of them at
 * start. Run from source (the unit tests), it is empty and compiled.ts compiles at first use.
 */
export const PRECOMPILED: Partial<Record<SchemaName, ValidateFunction>> = {};
