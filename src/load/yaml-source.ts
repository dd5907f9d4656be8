import {
  type Alias,
  Composer,
  type CST,
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Pair,
  Parser,
  Scalar,
  visit,
  type YAMLError,
} from "yaml";
import type { Diagnostic } from "../core/diagnostics.js";
import { setOwn } from "../core/json/set-own.js";
import type { Json, JsonObject } from "../core/json/value.js";
import { beyondNumberRange } from "./number-range.js";
import { type Path, type PathSegment, type Position, valueAt } from "./position.js";
import {
  formatPath,
  MAX_NESTING,
  NESTING_MESSAGE,
  type ParseResult,
  type SourceFile,
  withNote,
} from "./source-file.js";
import { mayHoldAliases } from "./yaml-aliases.js";
import { yamlFloat } from "./yaml-number.js";
import { type PlainYaml, readPlainYaml } from "./yaml-plain.js";
import { find, keyText, type Place, pathAt, place, resolved, startOf } from "./yaml-positions.js";

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
  const body = bodyOf(text);
  // Most files are plain YAML (yaml-plain.ts): read fast, with positions from the full parse
  // only when a diagnostic asks for one that the fast reader did not note.
  const plain = readPlainYaml(body);
  if (plain === undefined) {
    if (body.length > FULL_PARSE_MAX_CHARS)
      return { ok: false, diagnostics: [tooLargeForFullParse(file, body)] };
    return parseFull(file, body);
  }
  let full: SourceFile | null | undefined;
  const slow = (): SourceFile | null => {
    // Beyond the full parser's reach a diagnostic is placed at its case's line (below).
    if (body.length > FULL_PARSE_MAX_CHARS) return null;
    if (full === undefined) {
      const parsed = parseFull(file, body);
      full = parsed.ok ? parsed.source : null;
    }
    return full;
  };
  const source: SourceFile = {
    file,
    value: plain.value,
    at: (path) => itemStart(plain, path) ?? slow()?.at(path) ?? caseStart(plain, path),
    keyAt: (path) => slow()?.keyAt(path) ?? caseStart(plain, path),
    has: (path) => written(plain.value, path),
    scalarText: (path) => slow()?.scalarText?.(path),
  };
  return { ok: true, source, diagnostics: [] };
}

/** The full parser alone: what {@link parseSource} gives for every file (a test compares both). */
export function parseSourceFully(file: string, text: string): ParseResult {
  return parseFull(file, bodyOf(text));
}

/** A BOM is not content; lone CR line breaks (old Mac files) count as line breaks, as in YAML. */
function bodyOf(text: string): string {
  return (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r(?!\n)/g, "\n");
}

/**
 * The full parser holds some 30 times a file's size in memory (a 50 MB suite exhausted Node's
 * heap after two minutes): a file it would be needed for is refused beyond this, with the way out.
 */
const FULL_PARSE_MAX_CHARS = 16 * 1024 * 1024;

function tooLargeForFullParse(file: string, body: string): Diagnostic {
  const mib = (body.length / (1024 * 1024)).toFixed(0);
  return {
    file,
    line: 0,
    column: 0,
    message: `a YAML file of ${mib} MiB with anchors, aliases, tags or flow collections needs the full YAML parser, which reads at most ${FULL_PARSE_MAX_CHARS / (1024 * 1024)} MiB: write it in plain block style, split it, or write it as JSON`,
  };
}

/** The line of the list item a path is in (a case), else the file's start. */
function caseStart(plain: PlainYaml, path: Path): Position {
  return (path.length >= 2 ? itemStart(plain, path.slice(0, 2)) : undefined) ?? { line: 1, column: 1 };
}

/** Where a list item starts, when the fast reader noted it (each case of a suite: its source line). */
function itemStart(plain: PlainYaml, path: Path): Position | undefined {
  const [key, index] = path;
  if (path.length !== 2 || typeof key !== "string" || typeof index !== "number") return undefined;
  return Object.hasOwn(plain.value, key) ? plain.itemStarts.get(key)?.[index] : undefined;
}

/** Whether `path` is written: with no aliases nor merge keys, whether the value has it. */
function written(value: Json, path: Path): boolean {
  return valueAt(value, path) !== undefined;
}

function parseFull(file: string, body: string): ParseResult {
  const lines = new LineCounter();
  const position = (offset: number): Position => {
    const p = lines.linePos(offset);
    return { line: p.line, column: p.col };
  };
  const tokens = [...new Parser(lines.addNewLine).parse(body)];
  const deep = tooDeep(tokens);
  if (deep !== undefined) {
    return { ok: false, diagnostics: [{ file, ...position(deep), message: NESTING_MESSAGE }] };
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
  // Past an alias a value is written under its anchor: placed at the alias, with a note (yaml-positions.ts).
  const anchorOf = (alias: Alias): number => {
    const start = startOf(alias.resolve(doc)) ?? 0;
    const at = body.lastIndexOf(`&${alias.source}`, start);
    return at >= 0 ? at : start;
  };
  const placeOf = (path: Path, key: boolean): Place => place(doc, path, key, anchorOf);
  const noteOf = ({ alias }: Place): string | undefined =>
    alias === undefined
      ? undefined
      : `${alias.whole ? "the value" : "in the value"} of alias '*${alias.name}', line ${position(alias.written).line}`;
  const unconvertible: Path[] = [];
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
    const written = (path: Path): string => writtenScalar(doc, body, path);
    value = toJson(raw, [], written, (path, number) => {
      unconvertible.push(path);
      if (number === UNDEFINED_ALIAS) return; // reported where the alias is written
      const where = placeOf(path, false);
      const message = number === undefined ? NO_JSON_EQUIVALENT : numberProblem(doc, body, path, number);
      diagnostics.push({
        file,
        ...position(where.offset),
        field: formatPath(path),
        message: withNote(message, noteOf(where)),
      });
    });
    checkKeys(doc.contents, [], doc, position, (path, message) =>
      diagnostics.push({ file, ...message.at, field: formatPath(path), message: message.text }),
    );
  }
  const source: SourceFile = {
    file,
    value,
    at: (path) => position(placeOf(path, false).offset),
    keyAt: (path) => position(placeOf(path, true).offset),
    has: (path) => find(doc, path).depth === path.length,
    aliasNote: (path, key) => noteOf(placeOf(path, key)),
    scalarText: (path) => writtenScalar(doc, body, path) || undefined,
    unconvertible,
  };
  return { ok: true, source, diagnostics };
}

const PARSE_OPTIONS = {
  // Always YAML 1.2's core schema: a `%YAML 1.1` directive must not turn `NO` or `yes` into booleans.
  schema: "core",
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
const NO_JSON_EQUIVALENT =
  "this YAML value has no JSON equivalent (use strings, numbers, booleans, null, lists and mappings)";

/** `.inf` and `.nan` are not JSON numbers; `1e400` is one, beyond what a number holds. */
function numberProblem(doc: Document, body: string, path: Path, number: number): string {
  const written = writtenScalar(doc, body, path);
  if (/^[-+]?\.?\d/.test(written) && !Number.isNaN(number)) return beyondNumberRange(written);
  return `${number} is not a JSON number`;
}

/** The text of the scalar at `path` as written ("" where none is). */
function writtenScalar(doc: Document, body: string, path: Path): string {
  const node = find(doc, path).node;
  const range = isScalar(node) ? node.range : undefined;
  return range === undefined || range === null ? "" : body.slice(range[0], range[1]).trim();
}

/**
 * Plain value → Json: safe integers become numbers, a float beyond 2^53 that is a whole number
 * the exact integer its `written` text denotes (yaml-number.ts). What JSON cannot hold becomes null (or is
 * left out of its mapping, for an alias to no anchor) and is told to `unkept`: with the number
 * for a number JSON cannot hold, UNDEFINED_ALIAS for an alias reported already, else undefined.
 */
function toJson(
  raw: unknown,
  path: PathSegment[],
  written: (path: Path) => string,
  unkept: (path: Path, number: number | typeof UNDEFINED_ALIAS | undefined) => void,
): Json {
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
      if (!Number.isFinite(raw)) {
        unkept(path, raw);
        return null;
      }
      return Number.isInteger(raw) && !Number.isSafeInteger(raw) ? yamlFloat(written(path), raw) : raw;
    default:
      break;
  }
  if (raw === UNDEFINED_ALIAS) {
    unkept(path, UNDEFINED_ALIAS);
    return null;
  }
  if (Array.isArray(raw)) return raw.map((item, i) => toJson(item, [...path, i], written, unkept));
  if (raw instanceof Map) {
    // Keys as YAML wrote them (`__proto__` is data, `1: x` is the key "1"); a list or mapping as
    // a key is reported where it is written (checkKeys) and left out here.
    const out: JsonObject = {};
    for (const [rawKey, member] of raw) {
      if (rawKey !== null && typeof rawKey === "object") continue;
      if (rawKey === UNDEFINED_ALIAS) continue;
      const key = String(rawKey);
      if (member === UNDEFINED_ALIAS) unkept([...path, key], UNDEFINED_ALIAS);
      else setOwn(out, key, toJson(member, [...path, key], written, unkept));
    }
    return out;
  }
  unkept(path, undefined);
  return null;
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
