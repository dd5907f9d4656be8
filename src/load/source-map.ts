import { readFile } from "node:fs/promises";
import {
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  type Pair,
  parseDocument,
  type YAMLMap,
} from "yaml";
import type { Diagnostic } from "../core/diagnostics.js";
import { parseStrictJson } from "../core/json/parse.js";
import type { Json, JsonObject } from "../core/json/value.js";

export type PathSegment = string | number;
export type Path = readonly PathSegment[];

export interface Position {
  line: number;
  column: number;
}

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

export type ReadResult = { ok: true; text: string } | { ok: false; diagnostic: Diagnostic };

/**
 * Reads a user file as UTF-8 text. A missing file, a folder or bytes that are not UTF-8 become a
 * diagnostic (with the position of the first bad byte), never an exception.
 */
export async function readText(file: string, absolute: string): Promise<ReadResult> {
  let bytes: Buffer;
  try {
    bytes = await readFile(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === "ENOENT"
        ? "file not found"
        : code === "EISDIR"
          ? "is a directory, expected a file"
          : `cannot read file: ${(error as Error).message}`;
    return { ok: false, diagnostic: { file, line: 0, column: 0, message } };
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    // The lenient decoding marks the first bad byte with U+FFFD: report where it is.
    const lenient = new TextDecoder("utf-8").decode(bytes);
    const { line, column } = lineColumnOf(lenient, Math.max(0, lenient.indexOf("\uFFFD")));
    return { ok: false, diagnostic: { file, line, column, message: "file is not valid UTF-8 text" } };
  }
}

function lineColumnOf(text: string, offset: number): Position {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

export type ParseResult =
  | { ok: true; source: SourceFile; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * Parses YAML (and therefore JSON) text. YAML 1.2 core schema plus `<<` merge keys (which the
 * Python predecessor's loader accepted). Integers beyond 2^53 stay exact as `bigint`. A syntax
 * error stops here; duplicate keys and values JSON cannot hold (`.inf`, binary) are reported but
 * do not hide the file's other problems.
 */
export function parseSource(file: string, text: string): ParseResult {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = new LineCounter();
  const doc = parseDocument(body, {
    lineCounter: lines,
    intAsBigInt: true,
    merge: true,
    uniqueKeys: false,
    prettyErrors: false,
    strict: true,
  });
  const position = (offset: number): Position => {
    const p = lines.linePos(offset);
    return { line: p.line, column: p.col };
  };
  if (doc.errors.length > 0) {
    // One syntax error tends to bring others on the same line: report the first of each line.
    const lines = new Set<number>();
    const diagnostics: Diagnostic[] = [];
    for (const e of doc.errors) {
      const at = position(e.pos[0]);
      if (lines.has(at.line)) continue;
      lines.add(at.line);
      diagnostics.push({ file, ...at, message: `syntax error: ${firstLine(e.message)}` });
    }
    return { ok: false, diagnostics };
  }
  const diagnostics: Diagnostic[] = [];
  let value: Json | undefined;
  if (doc.contents !== null) {
    let raw: unknown;
    try {
      raw = doc.toJS({ maxAliasCount: 1000 });
    } catch (error) {
      return {
        ok: false,
        diagnostics: [{ file, line: 1, column: 1, message: `cannot load: ${(error as Error).message}` }],
      };
    }
    const located = (path: Path) => ({ file, ...locate(doc, path, false, position) });
    value = toJson(raw, [], (path, message) =>
      diagnostics.push({ ...located(path), field: formatPath(path), message }),
    );
    findDuplicateKeys(doc.contents, [], doc, position, (path, message) =>
      diagnostics.push({ file, ...message.at, field: formatPath(path), message: message.text }),
    );
  }
  const source: SourceFile = {
    file,
    value,
    at: (path) => locate(doc, path, false, position),
    keyAt: (path) => locate(doc, path, true, position),
    has: (path) => find(doc, path).depth === path.length,
  };
  return { ok: true, source, diagnostics };
}

function firstLine(message: string): string {
  return message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
}

/**
 * Parses a user file by its name: `.json` files strictly as JSON (a trailing comma, a comment or
 * a duplicate key is an error, as any JSON reader would say), everything else as YAML. Positions
 * come from the YAML parse either way.
 */
export function parseUserFile(file: string, text: string): ParseResult {
  if (!/\.json$/i.test(file)) return parseSource(file, text);
  const strict = parseStrictJson(text);
  if (!strict.ok) {
    const message = `invalid JSON: ${strict.error.replace(/^line \d+, column \d+: /, "")}`;
    return { ok: false, diagnostics: [{ file, line: strict.line, column: strict.column, message }] };
  }
  const parsed = parseSource(file, text);
  const fallback: SourceFile = {
    file,
    value: strict.value,
    at: () => ({ line: 1, column: 1 }),
    keyAt: () => ({ line: 1, column: 1 }),
    has: () => false,
  };
  const source = parsed.ok ? { ...parsed.source, value: strict.value } : fallback;
  return { ok: true, source, diagnostics: [] };
}

/** Plain value → Json: safe integers become numbers; what JSON cannot hold is reported. */
function toJson(raw: unknown, path: PathSegment[], report: (path: Path, message: string) => void): Json {
  if (raw === null || raw === undefined) return null;
  switch (typeof raw) {
    case "string":
    case "boolean":
      return raw;
    case "bigint":
      return raw >= BigInt(Number.MIN_SAFE_INTEGER) && raw <= BigInt(Number.MAX_SAFE_INTEGER)
        ? Number(raw)
        : raw;
    case "number":
      if (Number.isFinite(raw)) return raw;
      report(path, `${raw} is not a JSON number`);
      return null;
    default:
      break;
  }
  if (Array.isArray(raw)) return raw.map((item, i) => toJson(item, [...path, i], report));
  if (typeof raw === "object" && Object.getPrototypeOf(raw) === Object.prototype) {
    const out: JsonObject = {};
    for (const [key, member] of Object.entries(raw as Record<string, unknown>)) {
      const converted = toJson(member, [...path, key], report);
      if (key === "__proto__") {
        Object.defineProperty(out, key, {
          value: converted,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else {
        out[key] = converted;
      }
    }
    return out;
  }
  report(
    path,
    "this YAML value has no JSON equivalent (use strings, numbers, booleans, null, lists and mappings)",
  );
  return null;
}

function keyText(pair: Pair): string {
  const key = pair.key;
  if (isScalar(key)) return String(key.value);
  return String(key);
}

function resolved(node: unknown, doc: Document): unknown {
  let current = node;
  for (let hops = 0; isAlias(current) && hops < 100; hops++) current = current.resolve(doc);
  return current;
}

/** The pair for `key` in a map, looking through `<<` merge keys as the loader does. */
function findPair(map: YAMLMap, key: string, doc: Document, seen = new Set<unknown>()): Pair | undefined {
  if (seen.has(map)) return undefined;
  seen.add(map);
  let found: Pair | undefined;
  for (const pair of map.items) if (keyText(pair) === key) found = pair; // the last one wins, as in the value
  if (found !== undefined) return found;
  for (const pair of map.items) {
    if (keyText(pair) !== "<<") continue;
    const target = resolved(pair.value, doc);
    const sources = isSeq(target) ? target.items.map((i) => resolved(i, doc)) : [target];
    for (const sourceMap of sources) {
      if (!isMap(sourceMap)) continue;
      const inner = findPair(sourceMap, key, doc, seen);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

interface Found {
  /** How many path segments were found. */
  depth: number;
  node: Node | null;
  /** The pair holding the deepest found node, when it is a map member. */
  pair: Pair | undefined;
  parent: Node | null;
}

function find(doc: Document, path: Path): Found {
  let node = resolved(doc.contents, doc) as Node | null;
  let found: Found = { depth: 0, node, pair: undefined, parent: null };
  for (const segment of path) {
    if (isMap(node)) {
      const pair = findPair(node, String(segment), doc);
      if (pair === undefined) break;
      const next = resolved(pair.value, doc) as Node | null;
      found = { depth: found.depth + 1, node: next, pair, parent: node };
      node = next;
    } else if (isSeq(node) && typeof segment === "number") {
      const item = node.items[segment];
      if (item === undefined) break;
      const next = resolved(item, doc) as Node | null;
      found = { depth: found.depth + 1, node: next, pair: undefined, parent: node };
      node = next;
    } else {
      break;
    }
  }
  return found;
}

function startOf(node: unknown): number | undefined {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return range?.[0];
}

function locate(
  doc: Document,
  path: Path,
  wantKey: boolean,
  position: (offset: number) => Position,
): Position {
  const found = find(doc, path);
  if (found.depth === path.length && wantKey && found.pair !== undefined) {
    const keyStart = startOf(found.pair.key);
    if (keyStart !== undefined) return position(keyStart);
  }
  // A key written with no value (`expected:`) has a null node: point at its key instead.
  const offset = startOf(found.node) ?? startOf(found.pair?.key) ?? startOf(found.parent) ?? 0;
  return position(offset);
}

function findDuplicateKeys(
  node: unknown,
  path: PathSegment[],
  doc: Document,
  position: (offset: number) => Position,
  report: (path: Path, message: { at: Position; text: string }) => void,
  seen = new Set<unknown>(),
): void {
  if (seen.has(node)) return; // an alias repeats a node already checked
  seen.add(node);
  if (isMap(node)) {
    const first = new Map<string, Pair>();
    for (const pair of node.items) {
      const key = keyText(pair);
      const earlier = first.get(key);
      if (earlier !== undefined && key !== "<<") {
        const at = position(startOf(pair.key) ?? 0);
        const firstLine = position(startOf(earlier.key) ?? 0).line;
        report([...path, key], { at, text: `duplicate key '${key}' (first written at line ${firstLine})` });
      } else {
        first.set(key, pair);
      }
      findDuplicateKeys(pair.value, [...path, key], doc, position, report, seen);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => {
      findDuplicateKeys(item, [...path, i], doc, position, report, seen);
    });
  }
}

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
    return { file: source.file, line: 0, column: 0, message: `file is empty: expected ${what}` };
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
