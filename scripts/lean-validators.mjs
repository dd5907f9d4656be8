// The lean code generator of the fast validators (src/core/schema/lean-code.ts), read from the
// TypeScript source as the build reads the schemas, so build time and run time share one.
import { importSource } from "./import-source.mjs";

export const { ANNOTATIONS, LeanGenerator, Unsupported, ucs2length } = await importSource([
  'export { ANNOTATIONS } from "./src/core/schema/annotations.ts";',
  'export { LeanGenerator, Unsupported, ucs2length } from "./src/core/schema/lean-code.ts";',
]);

/** The helpers the generated code names (lean-code.ts's HELPERS), as CommonJS text. */
export const HELPERS_TEXT = [
  `const ucs2length = ${ucs2length.toString()};`,
  'const deepEqual = require("ajv/dist/runtime/equal").default;',
  "const plainObject = {};",
].join("\n");
