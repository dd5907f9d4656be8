import type { Metafile } from "esbuild";

/** An output file of the build: an absolute path and its text. */
export interface OutputText {
  path: string;
  text: string;
}

/**
 * The outputs with each command's chunks folded into the command's file and the chunks every
 * process loads into the entry (absolute paths; `metafile` is the build's, its keys relative to
 * the current folder); throws where a fold could load a module twice or move `import.meta`.
 */
export function mergeCommandChunks(
  outputs: OutputText[],
  metafile: Metafile,
  options: { entry: string; commands: string[]; banner: string },
): Promise<OutputText[]>;

/** `text` without the build's `banner` where nothing else in it names `require`; else `text`. */
export function withoutUnusedBanner(text: string, banner: string): string;
