import type { Options } from "ajv";

/**
 * How user JSON Schemas are compiled; shared with the build, which precompiles the 2020-12 meta-schema.
 * `ownProperties`: a member is present only as the value's own (`required: [constructor]` fails on
 * `{}`, which inherits one).
 */
export const USER_SCHEMA_OPTIONS: Options = {
  strict: false,
  allErrors: true,
  logger: false,
  ownProperties: true,
};

/**
 * The draft 2020-12 meta-schema's `$id`: user schemas are validated against it before compiling
 * (in a build, a schema that core/schema/plain-schema.ts proves valid skips the validator).
 */
export const DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";
