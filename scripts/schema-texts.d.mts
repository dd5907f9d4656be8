import type { Plugin } from "esbuild";

/** ES module text exporting `SCHEMA_TEXT_NAMES` and `schemaText(name)`, the texts written at build time. */
export function schemaTextsCode(): Promise<string>;
/** esbuild plugin: src/cli/commands/schema-texts.ts is replaced by the generated texts. */
export function schemaTextsPlugin(): Plugin;
