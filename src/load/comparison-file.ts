import { resolve } from "node:path";
import { COMPARE_FORMAT, type Comparison } from "../core/compare/comparison.js";
import { InputError } from "../core/diagnostics.js";
import { parseStrictJson } from "../core/json/parse.js";
import { toPlain } from "../core/json/stringify.js";
import { isJsonObject } from "../core/json/value.js";
import { JsonTextMap } from "./json-positions.js";
import { readText } from "./read-text.js";
import { schemaDiagnostics } from "./schema-diagnostics.js";
import { productValidator } from "./schemas/compiled.js";
import { formatPath } from "./source-file.js";

/**
 * Reads a `modelgate.compare/v1` file (the Action's publish job reads those a pull request's run
 * left): capped UTF-8, strict JSON, the format checked first, then every schema error, each at
 * the line and column where the value is written.
 */
export async function readComparison(file: string, absolute: string = resolve(file)): Promise<Comparison> {
  const read = await readText(file, absolute);
  if (!read.ok) throw new InputError([read.diagnostic]);
  const parsed = parseStrictJson(read.text);
  if (!parsed.ok)
    throw new InputError([{ file, line: parsed.line, column: parsed.column, message: parsed.error }]);
  const value = parsed.value;
  if (!isJsonObject(value) || value.format !== COMPARE_FORMAT) {
    throw new InputError([{ file, line: 0, column: 0, message: `not a ${COMPARE_FORMAT} file` }]);
  }
  const plain = toPlain(value);
  const validate = productValidator("comparison");
  if (!validate(plain)) {
    // Positions only matter on failure: read them from the text then.
    const map = new JsonTextMap(read.text);
    const diagnostics = schemaDiagnostics(file, validate.errors ?? [], value, {
      place: (path, key) => ({ at: key ? map.keyAt(path) : map.at(path), field: formatPath(path) }),
    });
    throw new InputError(diagnostics.map((d) => ({ ...d, message: `invalid comparison: ${d.message}` })));
  }
  return plain as unknown as Comparison;
}
