import type { ValidateFunction } from "ajv";

/**
 * The draft 2020-12 meta-schema as a validator compiled at build time. This module is a
 * placeholder: scripts/build.mjs bundles Ajv standalone code in its place
 * (scripts/product-validators.mjs), so a built process does not compile the meta-schema (and its
 * vocabularies) before the first user schema. Run from source, Ajv compiles it at first use.
 */
export const META_2020_12: ValidateFunction | undefined = undefined;
