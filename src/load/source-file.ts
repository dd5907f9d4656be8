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
  /**
   * What a message about the value (`key`: the key) at `path` adds when the path crosses a YAML
   * alias, where {@link at} and {@link keyAt} place it: "the value of alias '*b', line 2".
   * Absent, or undefined, for a path that crosses none (JSON has no aliases).
   */
  aliasNote?(path: Path, key: boolean): string | undefined;
  /**
   * Paths of values the parse reported and could not keep (a value JSON cannot hold, now null;
   * an alias to no anchor, left out). A rule about one of them would only echo that report.
   */
  readonly unconvertible?: readonly Path[];
  /**
   * The text of the scalar at `path` as written (`007`, `True`), where the reader knows it (YAML);
   * a message that tells how to quote a value quotes this, not the value it was read as.
   */
  scalarText?(path: Path): string | undefined;
  /** True when `value` is known to hold no `bigint` (read by JSON.parse): no walk need look for one. */
  readonly bigintFree?: boolean;
}

/** Where a diagnostic about the value at a path goes, and how it names the case and field. */
export interface Placement {
  at: Position;
  caseId?: string;
  field: string;
  /** What the message adds: where a value reached through a YAML alias is written ({@link SourceFile.aliasNote}). */
  note?: string;
}

/** Where a diagnostic about `path` goes in a file whose paths are its value's (no `defaults` to map). */
export function placed(source: SourceFile, path: Path, key: boolean): Placement {
  const placement: Placement = { at: key ? source.keyAt(path) : source.at(path), field: formatPath(path) };
  const note = source.aliasNote?.(path, key);
  if (note !== undefined) placement.note = note;
  return placement;
}

/** `message (note)`, the note of {@link SourceFile.aliasNote} when there is one. */
export function withNote(message: string, note: string | undefined): string {
  return note === undefined ? message : `${message} (${note})`;
}

/** Whether the value at `path` is, or is inside, one the parse reported as unconvertible. */
export function reportedByParse(source: SourceFile, path: Path): boolean {
  const list = source.unconvertible;
  if (list === undefined) return false;
  return list.some((p) => p.length <= path.length && p.every((segment, i) => segment === path[i]));
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
