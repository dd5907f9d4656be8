import type { Plugin } from "esbuild";

/** ES module text exporting `PRECOMPILED`, the validator of each product schema by name. */
export function productValidatorsCode(): Promise<string>;
/** esbuild plugin: src/load/schemas/precompiled.ts is replaced by the generated code. */
export function productValidatorsPlugin(): Plugin;
