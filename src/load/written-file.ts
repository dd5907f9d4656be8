import { isAscii, isUtf8 } from "node:buffer";
import { closeSync, openSync, readSync } from "node:fs";
import { type Diagnostic, InputError } from "../core/diagnostics.js";
import { isJsonObject, type Json, type JsonObject } from "../core/json/value.js";
import { parseWrittenJson, WrittenParts } from "../core/json/written-parse.js";
import { JsonTextMap } from "./json-positions.js";
import { decodeText, MAX_WRITTEN_FILE_BYTES, readBytes, readText, tooLargeMessage } from "./read-text.js";
import { schemaDiagnostics } from "./schema-diagnostics.js";
import { schemaErrors } from "./schema-verdict.js";
import type { SchemaName } from "./schemas/index.js";
import { formatPath } from "./source-file.js";

/** A written file's JSON object, with its text (decoded only when asked: for an error's position). */
export interface WrittenObject {
  value: JsonObject;
  /** The value is JSON.parse's: it holds no bigint. */
  fast: boolean;
  text: () => Promise<string>;
}

/**
 * The opening shared by the readers of files ModelGate writes (result files, comparisons): read
 * UTF-8 capped at MAX_WRITTEN_FILE_BYTES (not the 64 MiB of the files users write), parse as the strict parser does (the native parser only where that is provably
 * the same, see parseWrittenJson), a JSON object at the top. Each reader then checks its format
 * and calls {@link validateWritten}. `messages` word the two failures for the reader. A file
 * whose last member is the long list `list` is parsed from its bytes in parts where that is
 * proven the same (WrittenParts): no string as large as the file is made. `visit` sees each
 * element of that list once parsed, with its index.
 */
export async function readWrittenObject(
  file: string,
  absolute: string,
  messages: { parse: (error: string) => string; notObject: Diagnostic },
  list?: string,
  visit?: (element: Json, index: number) => void,
): Promise<WrittenObject> {
  const parts = list === undefined ? undefined : inParts(file, absolute, list, visit);
  if (parts !== undefined) return { value: parts, fast: true, text: () => textOf(file, absolute) };
  const read = await readBytes(file, absolute, MAX_WRITTEN_FILE_BYTES);
  if (!read.ok) throw new InputError([read.diagnostic]);
  const decoded = decodeText(file, read.bytes);
  if (!decoded.ok) throw new InputError([decoded.diagnostic]);
  const text = decoded.text;
  const parsed = parseWrittenJson(text);
  if (!parsed.ok) {
    throw new InputError([
      { file, line: parsed.line, column: parsed.column, message: messages.parse(parsed.error) },
    ]);
  }
  if (!isJsonObject(parsed.value)) throw new InputError([messages.notObject]);
  const elements = list === undefined ? undefined : parsed.value[list];
  if (visit !== undefined && Array.isArray(elements)) elements.forEach(visit);
  return { value: parsed.value, fast: parsed.fast === true, text: async () => text };
}

/** The size of each read of a file parsed in parts. */
const BLOCK_BYTES = 1 << 20;

/**
 * The value parsed in parts as the file is read (see WrittenParts), or undefined: not proven,
 * or the file cannot be read as it is (then the whole reading says why, as readText words it).
 * A file over MAX_WRITTEN_FILE_BYTES is an InputError.
 * Read synchronously: each block is parsed as soon as it is read, and the process has nothing
 * else to do meanwhile (an asynchronous read only waits for the thread pool between blocks).
 */
function inParts(
  file: string,
  absolute: string,
  list: string,
  visit: ((element: Json, index: number) => void) | undefined,
): JsonObject | undefined {
  const parts = new WrittenParts(list, decodeRange, undefined, visit);
  let fd: number | undefined;
  try {
    fd = openSync(absolute, "r");
    let total = 0;
    // One block for every read: WrittenParts copies what it keeps.
    const block = Buffer.allocUnsafe(BLOCK_BYTES);
    for (;;) {
      const bytesRead = readSync(fd, block, 0, BLOCK_BYTES, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > MAX_WRITTEN_FILE_BYTES) {
        // Said here: the whole reading would only read as far again to say the same.
        const message = tooLargeMessage(MAX_WRITTEN_FILE_BYTES);
        throw new InputError([{ file, line: 0, column: 0, message }]);
      }
      if (!parts.push(block.subarray(0, bytesRead))) return undefined;
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  return parts.end();
}

function decodeRange(bytes: Uint8Array, start: number, end: number): string | undefined {
  const range = Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start);
  if (isAscii(range)) return range.toString("latin1");
  return isUtf8(range) ? range.toString("utf8") : undefined;
}

/** The text of a file parsed in parts, read again: only an error's position needs it. */
async function textOf(file: string, absolute: string): Promise<string> {
  const read = await readText(file, absolute, MAX_WRITTEN_FILE_BYTES);
  if (!read.ok) throw new InputError([read.diagnostic]);
  return read.text;
}

/**
 * Validates a file's value against one of the product's schemas; every error is thrown at once,
 * each at the line and column where the value is written (positions are read from the text only
 * then). `prefix` opens each message.
 */
export async function validateWritten(
  file: string,
  read: WrittenObject,
  schema: SchemaName,
  prefix: string,
): Promise<void> {
  // A value the native parser gave holds no bigint: nothing to convert for Ajv.
  const errors = schemaErrors(schema, read.value, read.fast);
  if (errors === null) return;
  const map = new JsonTextMap(await read.text());
  const diagnostics = schemaDiagnostics(file, errors, read.value, {
    place: (path, key) => ({ at: key ? map.keyAt(path) : map.at(path), field: formatPath(path) }),
  });
  throw new InputError(diagnostics.map((d) => ({ ...d, message: `${prefix}${d.message}` })));
}
