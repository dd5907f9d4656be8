import { resolve } from "node:path";
import { COMPARE_FORMAT, type Comparison } from "../core/compare/comparison.js";
import { InputError } from "../core/diagnostics.js";
import { toPlain } from "../core/json/stringify.js";
import { readWrittenObject, validateWritten } from "./written-file.js";

/**
 * Reads a `modelgate.compare/v1` file (the Action's publish job reads those a pull request's run
 * left): capped UTF-8, strict JSON, the format checked first, then every schema error, each at
 * the line and column where the value is written.
 */
export async function readComparison(file: string, absolute: string = resolve(file)): Promise<Comparison> {
  const notThisFormat = { file, line: 0, column: 0, message: `not a ${COMPARE_FORMAT} file` };
  const read = await readWrittenObject(file, absolute, { parse: (error) => error, notObject: notThisFormat });
  if (read.value.format !== COMPARE_FORMAT) throw new InputError([notThisFormat]);
  await validateWritten(file, read, "comparison", "invalid comparison: ");
  return (read.fast ? read.value : toPlain(read.value)) as unknown as Comparison;
}
