import type { Options } from "ajv";

/**
 * How the product's own schemas are compiled, at build time (scripts/product-validators.mjs,
 * into standalone code) and, run from source, at first use (compiled.ts): one definition, so
 * both give the same validators. `verbose` keeps each error's schema so `errorMessage` can
 * replace Ajv's wording. The schemas are constants the tests compile against the draft 2020-12
 * meta-schema (test/acceptance/cli-validate.test.ts), so they are not validated again here.
 */
export const PRODUCT_AJV_OPTIONS: Options = {
  allErrors: true,
  verbose: true,
  strict: true,
  // `if: {required: [...]}` without `properties` is how the schemas dispatch on shape.
  strictRequired: false,
  strictTypes: false,
  allowUnionTypes: true,
  logger: false,
  validateSchema: false,
  code: { optimize: false },
};

/** `errorMessage` (also understood by VS Code) is an annotation the diagnostics read, not a rule. */
export const ERROR_MESSAGE_KEYWORD = { keyword: "errorMessage", schemaType: "string" } as const;
