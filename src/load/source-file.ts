import type { Diagnostic } from "../core/diagnostics.js";
import type { Json } from "../core/json/value.js";
import type { Path, Position } from "./position.js";

export type { Path, PathSegment, Position } from "./position.js";

/** A parsed YAML or JSON file: its plain value and where each part of it was written. */
export interface SourceFile {
  /** The path as the user gave it; diagnostics name it. */
  readonly file: string;
  /** `undefined` for an empty file (nothing but whitespace and comments). */
  readonly value: Json | undefined;
  /** Where the value at `path` was written, or its nearest written ancestor. */
  at(path: Path): Position;
  /** Where the key of the last segment was written (an unknown field points at its name). */
  keyAt(path: Path): Position;
  /** Whether `path` was written in the file (through aliases and merge keys too). */
  has(path: Path): boolean;
  /** True when `value` is known to hold no `bigint` (read by JSON.parse): no walk need look for one. */
  readonly bigintFree?: boolean;
}

/** `cases[3].expected.arguments`: dotted keys, list indexes in brackets. */
export function formatPath(path: Path): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else out += out === "" ? segment : `.${segment}`;
  }
  return out;
}

export type ParseResult =
  | { ok: true; source: SourceFile; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/** Deeper user files are refused before parsing: the YAML composer recurses per level, and a
 * stack overflow inside it can take the whole process down (V8 aborts while compiling a regex). */
export const MAX_NESTING = 100;

export const NESTING_MESSAGE = `nested more than ${MAX_NESTING} levels deep: a suite, config or recorded file never needs that`;

/**
 * The problem with a file's top level when it is not a mapping: empty, a list, a scalar.
 * `what` names what the mapping should hold, e.g. "a mapping with 'suite' and 'cases'".
 */
export function topLevelProblem(
  source: SourceFile,
  what: string,
  value: Json | undefined = source.value,
): Diagnostic | undefined {
  if (value === undefined)
    return { file: source.file, line: 1, column: 1, message: `file is empty: expected ${what}` };
  if (typeof value === "object" && value !== null && !Array.isArray(value)) return undefined;
  return { file: source.file, ...source.at([]), message: `expected ${what}, found ${describeType(value)}` };
}

export function describeType(value: Json | undefined): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  switch (typeof value) {
    case "string":
      return "a string";
    case "boolean":
      return "a boolean";
    case "number":
    case "bigint":
      return "a number";
    default:
      return "a mapping";
  }
}
