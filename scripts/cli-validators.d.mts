import type { Plugin } from "esbuild";

/** Each product schema's validator as a CommonJS file text (`[file name, text]`), and the schema names. */
export function cliValidatorFiles(): Promise<{ names: string[]; files: Array<[string, string]> }>;
/** esbuild plugin: src/load/schemas/precompiled.ts requires each validator file on first use. */
export function cliValidatorsPlugin(names: readonly string[]): Plugin;
