import type { OutputText } from "./merge-chunks.mjs";

/** An output of the conversion: `final` ones are written as they are (no lean pass). */
export interface ScriptOutput extends OutputText {
  final?: boolean;
}

/**
 * The outputs with each `.js` file of `chunks` replaced by its strict CommonJS file (`.cjs`,
 * under its content line), and `entry` (absolute) by its CommonJS file, which loads each of
 * `commands` (absolute paths) itself, and an ES module that loads it; throws for a chunk with an
 * `import()` a script cannot serve, and for an entry without an `import()` of a command.
 */
export function scriptChunks(
  outputs: OutputText[],
  options: { chunks: string; commands: string[]; banner: string; entry?: string | undefined },
): Promise<ScriptOutput[]>;

/** `text` under the line that names its SHA-256 for the code-cache loader (src/cli/script-chunks.ts). */
export function withContentLine(text: string): string;
