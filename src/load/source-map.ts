import { resolve } from "node:path";
import {
  Composer,
  type CST,
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  type Pair,
  Parser,
  Scalar,
  visit,
  type YAMLError,
  type YAMLMap,
} from "yaml";
import type { Diagnostic } from "../core/diagnostics.js";
import { parseJson } from "../core/json/fast-parse.js";
import { setOwn } from "../core/json/set-own.js";
import type { Json, JsonObject } from "../core/json/value.js";
import { formatBytes, readCapped, TooLargeError } from "./confine.js";
import { JsonTextMap } from "./json-positions.js";
import type { Path, PathSegment, Position } from "./position.js";
import { mayHoldAliases } from "./yaml-aliases.js";

/** No suite, config, prompt, recorded-outputs or result file needs more; `/dev/zero` never ends. */
export const MAX_FILE_BYTES = 64 << 20;

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
    bytes = await readCapped(absolute, MAX_FILE_BYTES);
  } catch (error) {
    if (error instanceof TooLargeError) {
      const message = `file is larger than ${formatBytes(MAX_FILE_BYTES)}, the limit for a file ModelGate reads`;
      return { ok: false, diagnostic: { file, line: 0, column: 0, message } };
    }
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

export type ParseResult =
  | { ok: true; source: SourceFile; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/** Deeper user files are refused before parsing: the YAML composer recurses per level, and a
 * stack overflow inside it can take the whole process down (V8 aborts while compiling a regex). */
export const MAX_NESTING = 100;

const NESTING = `nested more than ${MAX_NESTING} levels deep: a suite, config or recorded file never needs that`;

/** The last alias expansion budget: beyond it a file is an alias bomb ("billion laughs"). */
const MAX_ALIAS_COUNT = 1000;

/**
 * Parses YAML (and therefore JSON) text. YAML 1.2 core schema plus `<<` merge keys (which the
 * Python predecessor's loader accepted). Integers beyond 2^53 stay exact as `bigint`. A syntax
 * error or nesting deeper than {@link MAX_NESTING} stops here; duplicate keys, keys that are not
 * text, unknown tags, undefined aliases and values JSON cannot hold (`.inf`, binary) are
 * reported but do not hide the file's other problems.
 */
export function parseSource(file: string, text: string): ParseResult {
  // A BOM is not content; lone CR line breaks (old Mac files) count as line breaks, as in YAML.
  const body = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r(?!\n)/g, "\n");
  const lines = new LineCounter();
  const position = (offset: number): Position => {
    const p = lines.linePos(offset);
    return { line: p.line, column: p.col };
  };
  const tokens = [...new Parser(lines.addNewLine).parse(body)];
  const deep = tooDeep(tokens);
  if (deep !== undefined) {
    return { ok: false, diagnostics: [{ file, ...position(deep), message: NESTING }] };
  }
  const docs = [...new Composer(PARSE_OPTIONS).compose(tokens, true, body.length)];
  const doc = docs[0]!;
  if (docs.length > 1) {
    const at = position(docs[1]!.range[0]);
    const message = "a second YAML document starts here ('---'): a file holds one document";
    return { ok: false, diagnostics: [{ file, ...at, message }] };
  }
  if (doc.errors.length > 0) {
    // One syntax error tends to bring others on the same line: report the first of each line.
    const seen = new Set<number>();
    const diagnostics: Diagnostic[] = [];
    for (const e of doc.errors) {
      const { offset, message } = explainSyntaxError(e, tokens);
      const at = position(offset);
      if (seen.has(at.line)) continue;
      seen.add(at.line);
      diagnostics.push({ file, ...at, message: `syntax error: ${message}` });
    }
    return { ok: false, diagnostics };
  }
  const diagnostics: Diagnostic[] = [];
  for (const w of doc.warnings) {
    if (w.code !== "TAG_RESOLVE_FAILED") continue;
    const tag = /tag: (.*)$/.exec(w.message)?.[1] ?? "";
    diagnostics.push({
      file,
      ...position(w.pos[0]),
      field: formatPath(pathAt(doc, w.pos[0])),
      message: `unknown YAML tag ${tag ? `'${tag}' ` : ""}(ModelGate files use plain values, lists and mappings)`,
    });
  }
  let value: Json | undefined;
  if (doc.contents !== null) {
    // Aliases that cannot be expanded, and merges of what is not a mapping, are reported and
    // taken out, so the rest of the file still loads and is checked.
    const problem = (offset: number, message: string) =>
      diagnostics.push({ file, ...position(offset), field: formatPath(pathAt(doc, offset)), message });
    // Most files have neither: their two passes over the whole document are skipped.
    if (mayHoldAliases(body)) {
      replaceBadAliases(doc, (offset, name, cycle) =>
        problem(
          offset,
          cycle
            ? `alias '*${name}' is inside the value '&${name}' it repeats: a value cannot contain itself`
            : `alias '*${name}' refers to no anchor: write '&${name}' on a value before it`,
        ),
      );
      removeBadMerges(doc, (offset) =>
        problem(offset, "'<<' merges mappings: give it a mapping, an alias of one, or a list of them"),
      );
    }
    let raw: unknown;
    try {
      raw = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT, mapAsMap: true });
    } catch (error) {
      const bomb = /alias count/i.test((error as Error).message);
      const message = bomb
        ? `aliases expand to too much data (over ${MAX_ALIAS_COUNT} alias uses): an alias bomb is refused`
        : `cannot load: ${(error as Error).message}`;
      return { ok: false, diagnostics: [{ file, ...position(firstAliasOffset(doc) ?? 0), message }] };
    }
    const located = (path: Path) => ({ file, ...locate(doc, path, false, position) });
    value = toJson(raw, [], (path, message) =>
      diagnostics.push({ ...located(path), field: formatPath(path), message }),
    );
    checkKeys(doc.contents, [], doc, position, (path, message) =>
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

const PARSE_OPTIONS = {
  intAsBigInt: true,
  merge: true,
  uniqueKeys: false,
  prettyErrors: false,
  strict: true,
  // Problems are reported as diagnostics; nothing may go to the console as a process warning.
  logLevel: "error",
} as const;

/** The offset of the first collection nested deeper than MAX_NESTING, walking the CST without recursion. */
function tooDeep(tokens: readonly CST.Token[]): number | undefined {
  const stack: Array<[CST.Token | null | undefined, number]> = tokens.map((t) => [t, 0]);
  while (stack.length > 0) {
    const [token, depth] = stack.pop()!;
    if (token === null || token === undefined) continue;
    if (token.type === "document") {
      stack.push([token.value, depth]);
      continue;
    }
    if (token.type !== "block-map" && token.type !== "block-seq" && token.type !== "flow-collection")
      continue;
    if (depth + 1 > MAX_NESTING) return token.offset;
    for (const item of token.items) {
      stack.push([item.key, depth + 1], [item.value, depth + 1]);
    }
  }
  return undefined;
}

/** The message, and for an unterminated quote the place where the quoted text opens. */
function explainSyntaxError(e: YAMLError, tokens: readonly CST.Token[]): { offset: number; message: string } {
  const message = firstLine(e.message);
  if (e.code === "MULTIPLE_DOCS") {
    return { offset: e.pos[0], message: "a second YAML document starts here: a file holds one document" };
  }
  if (e.code !== "MISSING_CHAR" || !/quote/.test(e.message)) return { offset: e.pos[0], message };
  let opening: number | undefined;
  const stack: Array<CST.Token | null | undefined> = [...tokens];
  while (stack.length > 0) {
    const token = stack.pop();
    if (token === null || token === undefined) continue;
    if (token.type === "document") stack.push(token.value);
    else if (token.type === "block-map" || token.type === "block-seq" || token.type === "flow-collection") {
      for (const item of token.items) stack.push(item.key, item.value);
    } else if (
      (token.type === "double-quoted-scalar" || token.type === "single-quoted-scalar") &&
      token.offset + token.source.length === e.pos[0]
    ) {
      opening = token.offset;
    }
  }
  return opening === undefined
    ? { offset: e.pos[0], message }
    : { offset: opening, message: "this quoted text is never closed (a missing closing quote)" };
}

/** The path of the value written at `offset` (tags and anchors before a value belong to it). */
function pathAt(doc: Document, offset: number): PathSegment[] {
  const path: PathSegment[] = [];
  const endOf = (node: unknown) => (node as { range?: [number, number, number] } | null)?.range?.[1] ?? -1;
  let node: unknown = doc.contents;
  while (path.length <= MAX_NESTING) {
    if (isMap(node)) {
      const pair = node.items.find((p) => Math.max(endOf(p.key), endOf(p.value)) >= offset);
      if (pair === undefined) break;
      path.push(keyText(pair));
      if (endOf(pair.key) >= offset) break;
      node = pair.value;
    } else if (isSeq(node)) {
      const index = node.items.findIndex((item) => endOf(item) >= offset);
      if (index < 0) break;
      path.push(index);
      node = node.items[index];
    } else {
      break;
    }
  }
  return path;
}

/** Where an alias to no anchor was: the member is left out, so it is reported once, not echoed. */
const UNDEFINED_ALIAS = Symbol("undefined alias");

/**
 * Aliases to no earlier anchor, or to a value that contains them (a cycle, which no JSON value
 * can hold), are reported and replaced, so loading goes on.
 */
function replaceBadAliases(
  doc: Document,
  report: (offset: number, name: string, cycle: boolean) => void,
): void {
  const anchors = new Set<string>();
  visit(doc, {
    Node(_key, node) {
      if (!isAlias(node) && node.anchor) anchors.add(node.anchor);
    },
    Alias(_key, node, path) {
      const cycle = path.some((n) => (isMap(n) || isSeq(n) || isScalar(n)) && n.anchor === node.source);
      if (anchors.has(node.source) && !cycle) return undefined;
      report(node.range?.[0] ?? 0, node.source, cycle);
      return new Scalar(UNDEFINED_ALIAS);
    },
  });
}

/** `<<` with a value that is not a mapping (or a list of them) cannot load: report and drop it. */
function removeBadMerges(doc: Document, report: (offset: number) => void): void {
  visit(doc, {
    Pair(_key, pair) {
      if (!isScalar(pair.key) || keyText(pair) !== "<<") return undefined;
      const value = resolved(pair.value, doc);
      const sources = isSeq(value) ? value.items.map((item) => resolved(item, doc)) : [value];
      if (sources.every((source) => isMap(source))) return undefined;
      const reported = sources.some((source) => isScalar(source) && source.value === UNDEFINED_ALIAS);
      if (!reported) report(startOf(pair.key) ?? 0);
      return visit.REMOVE;
    },
  });
}

function firstAliasOffset(doc: Document): number | undefined {
  let offset: number | undefined;
  visit(doc, {
    Alias(_key, node) {
      offset = node.range?.[0];
      return visit.BREAK;
    },
  });
  return offset;
}

function firstLine(message: string): string {
  return message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
}

/**
 * Parses a user file by its name: `.json` files strictly as JSON (a trailing comma, a comment or
 * a duplicate key is an error, as any JSON reader would say), everything else as YAML. JSON
 * positions are read from the text when asked for (no second parser); only a file with
 * duplicate keys is parsed as YAML too, which reports every duplicate at once.
 */
export function parseUserFile(file: string, text: string): ParseResult {
  if (!/\.json$/i.test(file)) return parseSource(file, text);
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
  const deep = tooDeepJson(strict.value, map);
  if (deep !== undefined) {
    return { ok: false, diagnostics: [{ file, ...map.position(deep), message: NESTING }] };
  }
  const source: SourceFile = {
    file,
    value: strict.value,
    at: (path) => map.at(path),
    keyAt: (path) => map.keyAt(path),
    has: (path) => map.has(path),
  };
  return { ok: true, source, diagnostics: [] };
}

/**
 * The offset of the first container nested deeper than MAX_NESTING, found in the order
 * {@link tooDeep} walks a YAML file (so both name the same place); the walk over the text runs
 * only when the value is that deep.
 */
function tooDeepJson(value: Json, map: JsonTextMap): number | undefined {
  if (!nestedDeeper(value, MAX_NESTING)) return undefined;
  const stack: Array<[number, number]> = [[map.rootOffset, 0]];
  while (stack.length > 0) {
    const [offset, depth] = stack.pop()!;
    if (!map.isContainer(offset)) continue;
    if (depth + 1 > MAX_NESTING) return offset;
    for (const child of map.children(offset)) stack.push([child, depth + 1]);
  }
  return undefined;
}

/** Whether a container lies more than `levels` containers deep (the top one is level 1). */
function nestedDeeper(value: Json, levels: number): boolean {
  if (value === null || typeof value !== "object") return false;
  if (levels === 0) return true;
  if (Array.isArray(value)) return value.some((item) => nestedDeeper(item, levels - 1));
  for (const key in value) if (nestedDeeper(value[key] as Json, levels - 1)) return true;
  return false;
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
  if (raw === UNDEFINED_ALIAS) return null;
  if (Array.isArray(raw)) return raw.map((item, i) => toJson(item, [...path, i], report));
  if (raw instanceof Map) {
    // Keys as YAML wrote them (`__proto__` is data, `1: x` is the key "1"); a list or mapping as
    // a key is reported where it is written (checkKeys) and left out here.
    const out: JsonObject = {};
    for (const [rawKey, member] of raw) {
      if (rawKey !== null && typeof rawKey === "object") continue;
      if (rawKey === UNDEFINED_ALIAS || member === UNDEFINED_ALIAS) continue;
      const key = String(rawKey);
      setOwn(out, key, toJson(member, [...path, key], report));
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
  // A merge key's value is a symbol (`Symbol(<<)`), whatever the schema.
  if (isScalar(key) && typeof key.value === "symbol") return key.value.description ?? "";
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

/** Duplicate keys, and keys that are lists or mappings (`? [a, b]: x`), where they are written. */
function checkKeys(
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
      if (isMap(pair.key) || isSeq(pair.key)) {
        const at = position(startOf(pair.key) ?? 0);
        report(path, { at, text: "a key here is a list or a mapping: keys must be plain text" });
        continue;
      }
      const key = keyText(pair);
      const earlier = first.get(key);
      if (earlier !== undefined && key !== "<<") {
        const at = position(startOf(pair.key) ?? 0);
        const firstLine = position(startOf(earlier.key) ?? 0).line;
        report([...path, key], { at, text: `duplicate key '${key}' (first written at line ${firstLine})` });
      } else {
        first.set(key, pair);
      }
      checkKeys(pair.value, [...path, key], doc, position, report, seen);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => {
      checkKeys(item, [...path, i], doc, position, report, seen);
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
