import type { Plugin } from "esbuild";

/** Each lazily required dependency and the meta-schema's validator as a CommonJS file text (`[file name, text]`). */
export function cliLazyDepFiles(): Promise<Array<[string, string]>>;
/** esbuild plugin: imports of those packages from src/ become stand-ins that require the files on first use. */
export function cliLazyDepsPlugin(): Plugin;
