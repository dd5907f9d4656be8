import { type Diagnostic, InputError } from "../core/diagnostics.js";
import { toPlain } from "../core/json/stringify.js";
import { isJsonObject, type JsonObject } from "../core/json/value.js";
import { parseWrittenJson } from "../core/json/written-parse.js";
import { JsonTextMap } from "./json-positions.js";
import { readText } from "./read-text.js";
import { schemaDiagnostics } from "./schema-diagnostics.js";
import { productValidator } from "./schemas/compiled.js";
import type { SchemaName } from "./schemas/index.js";
import { formatPath } from "./source-file.js";

/**
 * The opening shared by the readers of files ModelGate writes (result files, comparisons): read
 * capped UTF-8, parse as the strict parser does (the native parser only where that is provably
 * the same, see parseWrittenJson), a JSON object at the top. Each reader then checks its format
 * and calls {@link validateWritten}. `messages` word the two failures for the reader.
 */
export async function readWrittenObject(
  file: string,
  absolute: string,
  messages: { parse: (error: string) => string; notObject: Diagnostic },
): Promise<{ text: string; value: JsonObject; fast: boolean }> {
  const read = await readText(file, absolute);
  if (!read.ok) throw new InputError([read.diagnostic]);
  const parsed = parseWrittenJson(read.text);
  if (!parsed.ok) {
    throw new InputError([
      { file, line: parsed.line, column: parsed.column, message: messages.parse(parsed.error) },
    ]);
  }
  if (!isJsonObject(parsed.value)) throw new InputError([messages.notObject]);
  return { text: read.text, value: parsed.value, fast: parsed.fast === true };
}

/**
 * Validates a file's value against one of the product's schemas; every error is thrown at once,
 * each at the line and column where the value is written (positions are read from the text only
 * then). `prefix` opens each message.
 */
export function validateWritten(
  file: string,
  read: { text: string; value: JsonObject; fast: boolean },
  schema: SchemaName,
  prefix: string,
): void {
  const validate = productValidator(schema);
  // A value the native parser gave holds no bigint: nothing to convert for Ajv.
  if (validate(read.fast ? read.value : toPlain(read.value))) return;
  const map = new JsonTextMap(read.text);
  const diagnostics = schemaDiagnostics(file, validate.errors ?? [], read.value, {
    place: (path, key) => ({ at: key ? map.keyAt(path) : map.at(path), field: formatPath(path) }),
  });
  throw new InputError(diagnostics.map((d) => ({ ...d, message: `${prefix}${d.message}` })));
}
