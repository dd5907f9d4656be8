import { MAX_FILE_BYTES } from "../load/read-text.js";
import { STDIN } from "../load/stdin-name.js";
import type { CliIO } from "./io.js";

/** Standard input as the command's io gives it (this process's by default). */
export function readStdin(io: CliIO): Promise<Uint8Array | "tooLarge"> {
  return (io.readStdin ?? readProcessStdin)();
}

/**
 * This process's standard input, whole, or `tooLarge` past the file limit (`/dev/zero` piped in
 * never ends: reading stops there).
 */
export async function readProcessStdin(): Promise<Uint8Array | "tooLarge"> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > MAX_FILE_BYTES) {
      process.stdin.destroy();
      return "tooLarge";
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/** Standard input can be read once: at most one `-` among a command's inputs. */
export function refuseRepeatedStdin(files: readonly string[]): void {
  const n = files.filter((f) => f === STDIN).length;
  if (n > 1)
    throw new Error(`'-' (standard input) given ${n} times: it can be read once; give the others as files`);
}

/** `-` where a command reads no standard input: said, rather than looked for as a file named `-`. */
export function refuseStdin(files: readonly string[], what: string): void {
  if (files.includes(STDIN))
    throw new Error(
      `${what} cannot be read from standard input; give a file path ('./-' names a file called '-')`,
    );
}
