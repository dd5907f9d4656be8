import type { Diagnostic } from "../core/diagnostics.js";
import { formatBytes, readCapped, TooLargeError } from "./confine.js";
import type { Position } from "./position.js";

// Reading a user file's text, apart from parsing it: result and comparison files are read with
// their own parser, and a command that reads only those does not load the YAML parser.

/** No suite, config, prompt or recorded-outputs file needs more; `/dev/zero` never ends. */
export const MAX_FILE_BYTES = 64 << 20;

/**
 * The cap on a file ModelGate writes (a result or comparison file), read in parts (see
 * written-file.ts): a long run with full outputs outgrows 64 MiB, and a reader must take what
 * `run` and `merge` write. Parsed, such a file takes some 2-3 times its size in memory; the cap
 * keeps `compare`, which holds two, inside Node's default heap, and keeps the whole text (read
 * for a file the parts cannot prove, or for an error's position) below the engine's longest string.
 */
export const MAX_WRITTEN_FILE_BYTES = 256 << 20;

export type ReadResult = { ok: true; text: string } | { ok: false; diagnostic: Diagnostic };

/**
 * Reads a user file as UTF-8 text. A missing file, a folder or bytes that are not UTF-8 become a
 * diagnostic (with the position of the first bad byte), never an exception.
 */
export async function readText(
  file: string,
  absolute: string,
  maxBytes = MAX_FILE_BYTES,
): Promise<ReadResult> {
  const read = await readBytes(file, absolute, maxBytes);
  return read.ok ? decodeText(file, read.bytes) : read;
}

/** {@link readText}'s reading, apart from the decoding: the bytes, or why they cannot be read. */
export async function readBytes(
  file: string,
  absolute: string,
  maxBytes = MAX_FILE_BYTES,
): Promise<{ ok: true; bytes: Buffer } | { ok: false; diagnostic: Diagnostic }> {
  try {
    return { ok: true, bytes: await readCapped(absolute, maxBytes) };
  } catch (error) {
    if (error instanceof TooLargeError) {
      return { ok: false, diagnostic: { file, line: 0, column: 0, message: tooLargeMessage(maxBytes) } };
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

/** Why a file over `maxBytes` is not read. */
export function tooLargeMessage(maxBytes: number): string {
  const what = maxBytes === MAX_WRITTEN_FILE_BYTES ? "a result or comparison file" : "a file";
  return `file is larger than ${formatBytes(maxBytes)}, the limit for ${what} ModelGate reads`;
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
