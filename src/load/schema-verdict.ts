import type { ErrorObject } from "ajv";
import { toPlain } from "../core/json/stringify.js";
import type { Json } from "../core/json/value.js";
import type { Path } from "./position.js";
import { schemaDiagnostics } from "./schema-diagnostics.js";
import { productValidator } from "./schemas/compiled.js";
import type { SchemaName } from "./schemas/index.js";
import { formatPath } from "./source-file.js";

/**
 * A document judged by one of the product's schemas: null when valid, else Ajv's errors for
 * {@link schemaDiagnostics}. Ajv knows no `bigint`: a value that may hold one (`plain` false) is
 * judged as it is first, and again with its big integers as numbers only when refused, so a
 * valid document is walked once, by the validator alone.
 */
export function schemaErrors(schema: SchemaName, value: Json, plain: boolean): readonly ErrorObject[] | null {
  const validate = productValidator(schema);
  if (validate(value)) return null;
  if (!plain) {
    const converted = toPlain(value);
    if (converted !== value && validate(converted)) return null;
  }
  return validate.errors ?? [];
}

/** A problem of a document held in memory (no file, no position): the field's path and the message. */
export interface DocumentProblem {
  path: Path;
  field: string;
  message: string;
}

/**
 * Every schema problem of an in-memory document, in the words the file readers use for the same
 * problem in a file (see validateWritten), at its field's path instead of a line.
 */
export function documentProblems(schema: SchemaName, value: Json): DocumentProblem[] {
  const errors = schemaErrors(schema, value, false);
  if (errors === null) return [];
  const paths = new Map<string, Path>();
  const diagnostics = schemaDiagnostics("", errors, value, {
    place: (path) => {
      const field = formatPath(path);
      paths.set(field, path);
      return { at: { line: 0, column: 0 }, field };
    },
  });
  return diagnostics.map((d) => ({
    path: paths.get(d.field ?? "") ?? [],
    field: d.field ?? "",
    message: d.message,
  }));
}
