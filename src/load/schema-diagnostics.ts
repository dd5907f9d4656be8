import type { ErrorObject } from "ajv";
import type { Diagnostic } from "../core/diagnostics.js";
import type { Json } from "../core/json/value.js";
import { closestName, didYouMean } from "./did-you-mean.js";
import { beyondNumberRange } from "./number-range.js";
import { type Path, valueAt } from "./position.js";
import { parseEchoes } from "./schema-echoes.js";
import { toPath } from "./schema-paths.js";
import { shapeConflicts } from "./schema-shapes.js";
import { describeType, type Placement, withNote } from "./source-file.js";

export interface MappingHooks {
  /** `key`: point at the key of the last segment (unknown fields) rather than its value. */
  place(path: Path, key: boolean): Placement;
  /**
   * The message for an unknown `field` of the object at `path` (`known`: the fields its schema
   * lists), or null when the error only echoes another one. Default: "unknown field; did you mean".
   */
  unknownField?(path: Path, field: string, known: string[]): string | null;
  /**
   * Whether the value at `path` is one the parse reported and could not keep (SourceFile's
   * `unconvertible`): errors about it only echo that report and are dropped.
   */
  reported?(path: Path): boolean;
  /** The scalar at `path` as written, where known (SourceFile's `scalarText`): what to quote. */
  written?(path: Path): string | undefined;
}

/** Keywords that combine subschemas: their children's errors are one problem, reported once. */
const COMBINATORS = new Set(["anyOf", "oneOf", "not", "propertyNames"]);
/** Keywords whose message a schema's `errorMessage` replaces. */
const REPLACEABLE = new Set(["pattern", "anyOf", "oneOf", "not", "propertyNames", "format", "type"]);

/**
 * Ajv errors → one diagnostic per real problem: wrappers (`if`) and the branches of a failed
 * `anyOf`/`oneOf` are dropped, messages say what is wrong in the user's terms, duplicates go.
 */
export function schemaDiagnostics(
  file: string,
  errors: readonly ErrorObject[],
  value: Json,
  hooks: MappingHooks,
): Diagnostic[] {
  const wrappers = errors.filter((e) => COMBINATORS.has(e.keyword)).map((e) => e.schemaPath);
  const unknown = unknownFields(errors);
  const echoes = hooks.reported === undefined ? NONE : parseEchoes(errors, value, hooks.reported);
  const conflicts = new Map(shapeConflicts(errors, value).map((c) => [c.at, c]));
  const replaced = new Set([...conflicts.values()].flatMap((c) => c.replaces));
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  const add = (path: Path, key: boolean, message: string) => {
    const placement = hooks.place(path, key);
    const diagnostic: Diagnostic = { file, ...placement.at, message: withNote(message, placement.note) };
    if (placement.caseId !== undefined) diagnostic.caseId = placement.caseId;
    if (placement.field !== "") diagnostic.field = placement.field;
    const id = `${diagnostic.line}:${diagnostic.column}:${diagnostic.caseId}:${diagnostic.field}:${diagnostic.message}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push(diagnostic);
  };
  for (const error of errors) {
    if (error.keyword === "if") {
      const conflict = conflicts.get(error);
      if (conflict !== undefined) add(conflict.path, false, conflict.message);
      continue;
    }
    if (echoes.has(error) || replaced.has(error)) continue;
    if (wrappers.some((w) => error.schemaPath !== w && error.schemaPath.startsWith(`${w}/`))) continue;
    const path = toPath(error.instancePath, value);
    const described = describe(error, path, value, hooks, unknown);
    if (described !== null) add(described.path, described.key, described.message);
  }
  // Never an empty list for a value the schema refused: a caller would report nothing (or take
  // the value as valid). Each error then speaks for itself, in the validator's words. Unless
  // every error echoed a value the parse reported: that report is the problem.
  if (out.length === 0 && echoes.size === 0) {
    const error = errors[0];
    if (error !== undefined)
      add(toPath(error.instancePath, value), false, error.message ?? "is not valid here");
  }
  return out;
}

const NONE: ReadonlySet<ErrorObject> = new Set();

/** `instancePath NUL name` of every field a schema refused as unknown. */
function unknownFields(errors: readonly ErrorObject[]): ReadonlySet<string> {
  const out = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== "additionalProperties" && e.keyword !== "unevaluatedProperties") continue;
    const params = e.params as Record<string, unknown>;
    out.add(`${e.instancePath}\u0000${String(params.additionalProperty ?? params.unevaluatedProperty)}`);
  }
  return out;
}

const TYPE_NAMES: Record<string, string> = {
  string: "a string",
  number: "a number",
  integer: "an integer",
  boolean: "true or false",
  object: "a mapping",
  array: "a list",
  null: "null",
};

function typeMessage(expected: unknown, found: Json | undefined, written: string | undefined): string {
  const types = (Array.isArray(expected) ? expected : String(expected).split(",")).map(String);
  const names = types.map((t) => TYPE_NAMES[t] ?? t).join(" or ");
  const numeric = types.includes("number") || types.includes("integer");
  // An integer kept exact reaches Ajv as a double: refused as a number, it is one beyond their range.
  if (typeof found === "bigint" && numeric) return beyondNumberRange(String(found));
  // "must be an integer (found a number)" reads as no problem at all: show the number.
  const kind = describeType(found);
  const same = kind === "a number" ? numeric : names.split(" or ").includes(kind);
  let message = `must be ${names} (found ${same ? show(found) : kind})`;
  if (
    names === "a string" &&
    (typeof found === "number" || typeof found === "bigint" || typeof found === "boolean")
  ) {
    // As written: `007` quoted is "007", not the "7" it was read as.
    message += `; quote it to keep it as text: ${JSON.stringify(written ?? String(found))}`;
  }
  return message;
}

function show(value: unknown): string {
  if (typeof value === "string") return `'${value}'`;
  if (typeof value === "bigint") return String(value);
  // Integers beyond 2^53 stay exact as bigint, which JSON.stringify refuses.
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? `${v}` : v)) ?? String(value);
}

interface Described {
  path: Path;
  key: boolean;
  message: string;
}

function describe(
  error: ErrorObject,
  path: Path,
  value: Json,
  hooks: MappingHooks,
  unknown: ReadonlySet<string>,
): Described | null {
  const params = error.params as Record<string, unknown>;
  const schema = (error.parentSchema ?? {}) as Record<string, unknown>;
  const custom = typeof schema.errorMessage === "string" ? schema.errorMessage : undefined;
  // A rule-only subschema (`required` without `properties`) speaks through its errorMessage too.
  const rule = error.keyword === "required" && !("properties" in schema);
  const replace =
    custom !== undefined &&
    (REPLACEABLE.has(error.keyword) || rule) &&
    !(error.keyword === "type" && "pattern" in schema);
  const found = valueAt(value, path);
  switch (error.keyword) {
    case "required": {
      if (replace && custom !== undefined) return { path, key: false, message: custom };
      const name = String(params.missingProperty);
      // `expectd: ...` written for `expected`: the unknown-field error says it, with the fix. Only
      // a key refused as unknown stands for the missing one: a field the schema knows
      // (`output_sha256` beside a missing `output`), or one it lets through, does not.
      const written =
        found !== null && typeof found === "object" && !Array.isArray(found) ? Object.keys(found) : [];
      const typo = (k: string) =>
        unknown.has(`${error.instancePath}\u0000${k}`) && closestName(k, [name]) === name;
      if (written.some(typo)) return null;
      return { path: [...path, name], key: true, message: "missing required field" };
    }
    case "additionalProperties":
    case "unevaluatedProperties": {
      const name = String(params.additionalProperty ?? params.unevaluatedProperty);
      const known = Object.keys((schema.properties ?? {}) as object).filter((k) => k !== "$schema");
      const message =
        hooks.unknownField === undefined
          ? `unknown field${didYouMean(name, known)}`
          : hooks.unknownField(path, name, known);
      return message === null ? null : { path: [...path, name], key: true, message };
    }
    case "propertyNames": {
      const name = String(params.propertyName);
      const inner = (schema.propertyNames ?? {}) as Record<string, unknown>;
      const message = typeof inner.errorMessage === "string" ? inner.errorMessage : "is not an allowed name";
      return { path: [...path, name], key: true, message: `invalid name '${name}': ${message}` };
    }
    case "type":
      return {
        path,
        key: false,
        message: replace && custom ? custom : typeMessage(params.type, found, hooks.written?.(path)),
      };
    case "enum": {
      const allowed = (params.allowedValues as unknown[]) ?? [];
      const hint = typeof found === "string" ? didYouMean(found, allowed.map(String)) : "";
      const list = allowed.map((v) => (v === null ? "null" : String(v))).join(", ");
      return { path, key: false, message: `unknown value ${show(found)}${hint} (allowed: ${list})` };
    }
    case "const":
      return { path, key: false, message: `must be ${show(params.allowedValue)}` };
    case "false schema":
      return { path, key: true, message: "is not allowed here" };
    case "minItems":
      return {
        path,
        key: false,
        message:
          params.limit === 1 ? "must not be empty" : `must have at least ${String(params.limit)} items`,
      };
    case "uniqueItems":
      return {
        path,
        key: false,
        message: `must not repeat items (items ${String(params.j)} and ${String(params.i)} are equal)`,
      };
    case "minLength":
      return {
        path,
        key: false,
        message: params.limit === 1 ? "must not be empty" : (error.message ?? "too short"),
      };
    default:
      return {
        path,
        key: false,
        message: replace && custom ? custom : (error.message ?? `fails '${error.keyword}'`),
      };
  }
}
