import { resolve } from "node:path";
import type { Diagnostic } from "../core/diagnostics.js";
import { parseJson } from "../core/json/fast-parse.js";
import { MAX_JSON_DEPTH } from "../core/json/parse.js";
import type { Json } from "../core/json/value.js";
import { nativeIfSame } from "../core/json/written-parse.js";
import { JsonTextMap } from "./json-positions.js";
import type { Path, Position } from "./position.js";
import { readText } from "./read-text.js";
import {
  MAX_NESTING,
  NESTING_MESSAGE,
  type ParseResult,
  type SourceFile,
  topLevelProblem,
} from "./source-file.js";
import { parseSource } from "./yaml-source.js";

/**
 * Where the key at `path` is written in `file`, read and parsed once more: for a problem found
 * after loading, when the loaded value no longer carries positions (only on that error path).
 * Null when the file cannot be read or parsed now, or the key is not written.
 */
export async function keyPosition(file: string, path: Path): Promise<Position | null> {
  const read = await readText(file, resolve(file));
  if (!read.ok) return null;
  const parsed = parseUserFile(file, read.text);
  if (!parsed.ok || !parsed.source.has(path)) return null;
  return parsed.source.keyAt(path);
}

/**
 * Where the value at the first written of `paths` is, and that path: as {@link keyPosition}, for
 * a value that may be in a case or in the `defaults` it inherits. Null when none is written.
 */
export async function valuePosition(
  file: string,
  paths: readonly Path[],
): Promise<{ path: Path; at: Position } | null> {
  const read = await readText(file, resolve(file));
  if (!read.ok) return null;
  const parsed = parseUserFile(file, read.text);
  if (!parsed.ok) return null;
  const path = paths.find((p) => parsed.source.has(p));
  return path === undefined ? null : { path, at: parsed.source.at(path) };
}

/**
 * Parses a user file by its name (or as `json` says): `.json` files strictly as JSON (a trailing comma, a comment or
 * a duplicate key is an error, as any JSON reader would say), everything else as YAML. JSON
 * positions are read from the text when asked for (no second parser); only a file with
 * duplicate keys is parsed as YAML too, which reports every duplicate at once.
 */
export function parseUserFile(file: string, text: string, json = /\.json$/i.test(file)): ParseResult {
  if (!json) return parseSource(file, text);
  const shallow = shallowNative(text);
  if (shallow !== undefined) {
    // JSON.parse makes no bigint: the schema rule gives the value to Ajv as it is.
    return { ok: true, source: jsonSource(file, shallow, new JsonTextMap(text), true), diagnostics: [] };
  }
  const strict = parseJson(text); // the strict parser's result, natively where that is the same
  if (!strict.ok) {
    const detail = strict.error.replace(/^line \d+, column \d+: /, "");
    // Duplicate keys do not stop a reader: the YAML parse reports all of them with the rest.
    if (/^duplicate key/.test(detail)) {
      const parsed = parseSource(file, text);
      if (parsed.ok && parsed.diagnostics.length > 0) return parsed;
    }
    const message = `invalid JSON: ${detail}${jsonHint(text, strict.line, strict.column, detail)}`;
    return { ok: false, diagnostics: [{ file, line: strict.line, column: strict.column, message }] };
  }
  const map = new JsonTextMap(text);
  // The parsed value tells cheaply whether the text is too deep; only then is the text walked
  // for the place to name.
  const deep = nestedDeeperThan(strict.value, MAX_NESTING) ? tooDeepJson(map) : undefined;
  if (deep !== undefined) {
    return { ok: false, diagnostics: [{ file, ...map.position(deep), message: NESTING_MESSAGE }] };
  }
  return { ok: true, source: jsonSource(file, strict.value, map), diagnostics: [] };
}

function jsonSource(file: string, value: Json, map: JsonTextMap, bigintFree = false): SourceFile {
  return {
    file,
    value,
    at: (path) => map.at(path),
    keyAt: (path) => map.keyAt(path),
    has: (path) => map.has(path),
    bigintFree,
  };
}

/**
 * The usual JSON file in one native parse and one walk: JSON.parse's value when it is provably
 * the strict parser's (see parseWrittenJson) and nests no deeper than MAX_NESTING. The walk of
 * {@link nativeIfSame} refuses a container deeper than MAX_JSON_DEPTH counted from the depth it
 * is given for the top one: given MAX_JSON_DEPTH - MAX_NESTING + 1, it refuses one deeper than
 * MAX_NESTING, the check {@link nestedDeeperThan} makes (a second walk) on the other path.
 * Undefined for every doubt: the strict path then gives the value, or the error and its place.
 */
function shallowNative(text: string): Json | undefined {
  return nativeIfSame(text, MAX_JSON_DEPTH - MAX_NESTING + 1);
}

/** Whether a container lies more than `levels` containers deep (the top one is level 1). */
function nestedDeeperThan(value: Json, levels: number): boolean {
  if (value === null || typeof value !== "object") return false;
  if (levels === 0) return true;
  if (Array.isArray(value)) return value.some((item) => nestedDeeperThan(item, levels - 1));
  for (const key in value) if (nestedDeeperThan(value[key]!, levels - 1)) return true;
  return false;
}

/**
 * The offset of the first container nested deeper than MAX_NESTING, found in the order
 * {@link tooDeep} walks a YAML file (so both name the same place); the walk over the containers
 * runs only when the text is that deep.
 */
function tooDeepJson(map: JsonTextMap): number | undefined {
  const stack: Array<[number, number]> = [[map.rootOffset, 0]];
  while (stack.length > 0) {
    const [offset, depth] = stack.pop()!;
    if (!map.isContainer(offset)) continue;
    if (depth + 1 > MAX_NESTING) return offset;
    for (const child of map.children(offset)) stack.push([child, depth + 1]);
  }
  return undefined;
}

/** What people write in JSON files that JSON does not have. */
function jsonHint(text: string, line: number, column: number, detail: string): string {
  const lineText = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/)[line - 1] ?? "";
  const rest = lineText.slice(column - 1);
  if (/^\/[/*]/.test(rest)) return " (JSON has no comments: remove them, or write the file as YAML)";
  if (/^[}\]]/.test(rest) && /found character '[}\]]'/.test(detail)) {
    const before =
      text
        .replace(/^\uFEFF/, "")
        .split(/\r\n|\r|\n/)
        .slice(0, line - 1)
        .join("\n") + lineText.slice(0, column - 1);
    if (/,\s*$/.test(before)) return " (a trailing comma before it: JSON allows none)";
  }
  if (/^'/.test(rest)) return " (JSON strings use double quotes)";
  return "";
}

export type DocumentResult =
  | { ok: true; source: SourceFile; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * A user file read (capped, UTF-8) and parsed once, for a caller that looks at it before a loader
 * does (`validate` tells a file's kind by it): the loader is handed it instead of parsing the file
 * again. A file that cannot be read is a failed parse whose diagnostic says why.
 */
export interface ParsedUserFile {
  /** The name its diagnostics carry. */
  readonly file: string;
  readonly absolute: string;
  readonly parsed: ParseResult;
}

export async function readParsed(file: string, absolute: string): Promise<ParsedUserFile> {
  const read = await readText(file, absolute);
  const parsed: ParseResult = read.ok
    ? parseUserFile(file, read.text)
    : { ok: false, diagnostics: [read.diagnostic] };
  return { file, absolute: resolve(absolute), parsed };
}

/**
 * The opening every loader shares: read the file (capped, UTF-8), parse it (YAML, or strict JSON
 * for `.json`), and refuse a top level that is not a mapping. `shape` names what the mapping
 * holds, e.g. "a mapping with 'id' and 'provider'". The schema is the caller's next step, over
 * its normalised value (a config after `${NAME}` expansion, a suite with `defaults` merged).
 * `diagnostics` of a parsed file are problems that did not stop the parse (duplicate keys…).
 * `given` is the same file already parsed ({@link readParsed}); it is used only when it names
 * the file as this loader does, so every diagnostic reads as without it.
 */
export async function readDocument(
  file: string,
  absolute: string,
  shape: string,
  given?: ParsedUserFile,
): Promise<DocumentResult> {
  const same = given !== undefined && given.file === file && given.absolute === resolve(absolute);
  const { parsed } = same ? given : await readParsed(file, absolute);
  if (!parsed.ok) return { ok: false, diagnostics: parsed.diagnostics };
  const top = topLevelProblem(parsed.source, shape);
  if (top !== undefined) return { ok: false, diagnostics: [top] };
  return { ok: true, source: parsed.source, diagnostics: parsed.diagnostics };
}
