import { resolve } from "node:path";
import { InputError } from "../core/diagnostics.js";
import { parseStrictJson } from "../core/json/parse.js";
import { toPlain } from "../core/json/stringify.js";
import { isJsonObject } from "../core/json/value.js";
import { RUN_FORMAT, type RunResult } from "../core/result/run-result.js";
import { JsonTextMap } from "./json-positions.js";
import { schemaDiagnostics } from "./schema-diagnostics.js";
import { productValidator } from "./schemas/compiled.js";
import { formatPath, readText } from "./source-map.js";

/**
 * Reads a `modelgate.run/v1` result file: strict JSON (big integers in evidence stay exact), the
 * version checked first so an unknown one gets a clear message, then the shape.
 */
/** `file` is the path as the user wrote it (messages name it); `absolute` where to read it. */
export async function readRunResult(file: string, absolute: string = resolve(file)): Promise<RunResult> {
  const read = await readText(file, absolute);
  if (!read.ok) throw new InputError([read.diagnostic]);
  const parsed = parseStrictJson(read.text);
  if (!parsed.ok) {
    const message = `not a valid result file: ${parsed.error.replace(/^line \d+, column \d+: /, "")}`;
    throw new InputError([{ file, line: parsed.line, column: parsed.column, message }]);
  }
  const value = parsed.value;
  if (!isJsonObject(value)) {
    throw new InputError([
      { file, line: 1, column: 1, message: "not a result file: expected a JSON object" },
    ]);
  }
  const format = value.format;
  if (format !== RUN_FORMAT) {
    const found =
      format === undefined ? "it has no 'format'" : `its format is ${JSON.stringify(toPlain(format))}`;
    const hint =
      typeof format === "string" && format.startsWith("modeldiff.") ? " (re-run it with modelgate)" : "";
    throw new InputError([
      {
        file,
        line: 0,
        column: 0,
        message: `unsupported result file: ${found}; supported: '${RUN_FORMAT}'${hint}`,
      },
    ]);
  }
  const validate = productValidator("result");
  if (!validate(toPlain(value))) {
    // Positions only matter on failure: read them from the text then.
    const map = new JsonTextMap(read.text);
    const at = (path: readonly (string | number)[], key: boolean) => (key ? map.keyAt(path) : map.at(path));
    const diagnostics = schemaDiagnostics(file, validate.errors ?? [], value, {
      place: (path, key) => ({ at: at(path, key), field: formatPath(path) }),
    });
    throw new InputError(
      diagnostics.map((d) => ({ ...d, message: `not a valid ${RUN_FORMAT} file: ${d.message}` })),
    );
  }
  return value as unknown as RunResult;
}
