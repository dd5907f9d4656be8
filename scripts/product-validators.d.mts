import type { Plugin } from "esbuild";

/** ES module text exporting `PRECOMPILED` (all-errors) and `FAST` (valid or not) validators by name. */
export function productValidatorsCode(options?: { fast?: boolean }): Promise<string>;
/** esbuild plugin: src/load/schemas/precompiled.ts is replaced by the generated code. */
export function productValidatorsPlugin(options?: { fast?: boolean }): Plugin;
/** ES module text exporting `META_2020_12`, the draft 2020-12 meta-schema's validator. */
export function metaValidatorCode(): Promise<string>;
