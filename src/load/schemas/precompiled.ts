import type { ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { ERROR_MESSAGE_KEYWORD, PRODUCT_AJV_OPTIONS } from "./ajv-options.js";
import { SCHEMA_NAMES, SCHEMAS, type SchemaName } from "./index.js";

/**
 * The product's schemas as validators. This module is a placeholder run from source: each is
 * compiled by one Ajv instance at first use. scripts/build.mjs bundles in its place the Ajv
 * standalone code generated from SCHEMAS (scripts/product-validators.mjs; the CLI: one file per
 * schema, scripts/cli-validators.mjs), so a built CLI, Action or library compiles none of them
 * and loads no Ajv compiler for them.
 */
export const PRECOMPILED = {} as Record<SchemaName, ValidateFunction>;

/**
 * A build's FAST validator of each schema (scripts/fast-validators.mjs): valid or not, no
 * errors, the same verdict as PRECOMPILED's at a fraction of the cost. None run from source:
 * compiled.ts then asks PRECOMPILED alone.
 */
export const FAST: Partial<Record<SchemaName, (data: unknown) => boolean>> = {};

let ajv: Ajv2020 | undefined;
for (const name of SCHEMA_NAMES) {
  Object.defineProperty(PRECOMPILED, name, {
    enumerable: true,
    get: () => {
      if (ajv === undefined) {
        ajv = new Ajv2020(PRODUCT_AJV_OPTIONS);
        ajv.addKeyword({ ...ERROR_MESSAGE_KEYWORD });
      }
      return ajv.compile(SCHEMAS[name]);
    },
  });
}
