import type { ErrorObject } from "ajv";
import { toPlain } from "../core/json/stringify.js";
import type { Json } from "../core/json/value.js";
import type { Path } from "./position.js";
import { schemaDiagnostics } from "./schema-diagnostics.js";
import { toPath } from "./schema-paths.js";
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
  const validate = productValidator(schema);
  if (validate(value)) return [];
  const errors = [...(validate.errors ?? [])];
  const converted = toPlain(value);
  if (converted !== value && validate(converted)) return strayBigints(value, errors);
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

/** The fields whose schema says integer and that hold a big integer on purpose (sent exactly). */
const BIGINT_FIELDS = new Set(["seed"]);

/**
 * A document valid once its bigints are numbers: the caller's (a file's reader makes bigints only
 * beyond 2^53, which the schemas' maximums refuse). Free-form JSON (model output, tool
 * arguments) takes any value, so only typed fields complained of: each bigint there but a seed is
 * refused, or the engine would meet `5n` in arithmetic (`count + 1n` is a TypeError).
 */
function strayBigints(value: Json, errors: readonly ErrorObject[]): DocumentProblem[] {
  const found = new Map<string, Path>();
  for (const error of errors) {
    const base = toPath(error.instancePath, value);
    walk(valueAt(value, base), base, (path) => {
      if (!BIGINT_FIELDS.has(String(path.at(-1)))) found.set(formatPath(path), path);
    });
  }
  return [...found].map(([field, path]) => ({ path, field, message: "must be a number, not a bigint" }));
}

function valueAt(value: Json, path: Path): Json | undefined {
  let at: Json | undefined = value;
  for (const key of path) {
    if (at === null || typeof at !== "object") return undefined;
    at = Array.isArray(at) ? at[key as number] : (at as Record<string, Json>)[String(key)];
  }
  return at;
}

function walk(value: Json | undefined, path: Path, bigint: (path: Path) => void): void {
  if (typeof value === "bigint") bigint(path);
  else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) walk(value[i], [...path, i], bigint);
  } else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) walk(v, [...path, k], bigint);
}
