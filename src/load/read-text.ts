import type { Diagnostic } from "../core/diagnostics.js";
import { formatBytes, readCapped, TooLargeError } from "./confine.js";
import type { Position } from "./position.js";

// Reading a user file's text, apart from parsing it: result and comparison files are read with
// their own parser, and a command that reads only those does not load the YAML parser.

/** No suite, config, prompt, recorded-outputs or result file needs more; `/dev/zero` never ends. */
export const MAX_FILE_BYTES = 64 << 20;

export type ReadResult = { ok: true; text: string } | { ok: false; diagnostic: Diagnostic };

/**
 * Reads a user file as UTF-8 text. A missing file, a folder or bytes that are not UTF-8 become a
 * diagnostic (with the position of the first bad byte), never an exception.
 */
export async function readText(file: string, absolute: string): Promise<ReadResult> {
  const read = await readBytes(file, absolute);
  return read.ok ? decodeText(file, read.bytes) : read;
}

/** {@link readText}'s reading, apart from the decoding: the bytes, or why they cannot be read. */
export async function readBytes(
  file: string,
  absolute: string,
): Promise<{ ok: true; bytes: Buffer } | { ok: false; diagnostic: Diagnostic }> {
  try {
    return { ok: true, bytes: await readCapped(absolute, MAX_FILE_BYTES) };
  } catch (error) {
    if (error instanceof TooLargeError) {
      const message = `file is larger than ${formatBytes(MAX_FILE_BYTES)}, the limit for a file ModelGate reads`;
      return { ok: false, diagnostic: { file, line: 0, column: 0, message } };
    }
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === "ENOENT"
        ? "file not found"
        : code === "EISDIR"
          ? "is a directory, expected a file"
          : `cannot read file: ${(error as Error).message}`;
    return { ok: false, diagnostic: { file, line: 0, column: 0, message } };
  }
}

/** {@link readText}'s decoding of bytes read: the text (a leading byte order mark dropped), or where it is not UTF-8. */
export function decodeText(file: string, bytes: Uint8Array): ReadResult {
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    // The lenient decoding marks the first bad byte with U+FFFD: report where it is.
    const lenient = new TextDecoder("utf-8").decode(bytes);
    const { line, column } = lineColumnOf(lenient, Math.max(0, lenient.indexOf("\uFFFD")));
    return { ok: false, diagnostic: { file, line, column, message: "file is not valid UTF-8 text" } };
  }
}

function lineColumnOf(text: string, offset: number): Position {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}
