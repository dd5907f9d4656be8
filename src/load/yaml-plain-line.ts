import { setOwn } from "../core/json/set-own.js";
import type { Json, JsonObject } from "../core/json/value.js";
import { MAX_NESTING } from "./source-file.js";
import { yamlFloat } from "./yaml-number.js";

/**
 * What the fast YAML reader (yaml-plain.ts) reads within one line: scalars (plain, quoted), flow
 * collections, keys, and the YAML 1.2 core schema's reading of a plain scalar. Whatever it does
 * not take makes it throw NOT_PLAIN (bail), and the reader declines the whole file.
 */

export const NOT_PLAIN = Symbol("not plain YAML");
export function bail(): never {
  throw NOT_PLAIN;
}

/** A plain key: what suites, configs and schemas name their fields with. */
const PLAIN_KEY = /^[A-Za-z0-9_$][\w$.\-/ ]*$/;
/** Longest implicit key YAML allows. */
const MAX_KEY = 1024;
/**
 * `<<` is a merge key to the full path (yaml-aliases.ts), quoted or not, and is checked there:
 * a key spelled so is left to it.
 */
const MERGE_KEY = "<<";

/** Without the trailing spaces (ASCII only: YAML separates with spaces, and U+00A0 is part of a key). */
function trimSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === SPACE) end--;
  return text.slice(0, end);
}

/** One line's scalar or flow collection. */
export class InlineReader {
  constructor(
    private line: string,
    /** Where reading goes on: after the value once it is read. */
    public at: number,
    private depth: number,
  ) {}

  /** The same reader for another value (one reader serves a whole file: no object per value). */
  reset(line: string, at: number, depth: number): this {
    this.line = line;
    this.at = at;
    this.depth = depth;
    return this;
  }

  value(inFlow: boolean): Json {
    const c = this.line.charCodeAt(this.at);
    if (c === QUOTE) return this.doubleQuoted();
    if (c === APOSTROPHE) return this.singleQuoted();
    if (c === OPEN_SQUARE) return this.flowList();
    if (c === OPEN_CURLY) return this.flowMap();
    return this.plain(inFlow);
  }

  /** Only spaces and a comment may follow the value. */
  end(): void {
    const rest = firstNonSpace(this.line, this.at);
    if (rest >= this.line.length) return;
    if (this.line.charCodeAt(rest) === HASH && rest > this.at) return;
    bail();
  }

  private plain(inFlow: boolean): Json {
    const { line } = this;
    const start = this.at;
    const first = line[start]!;
    // Indicators that cannot start a plain scalar (anchors, aliases, tags, block scalars...), or
    // start one only in ways left to the full parser; `-5` is a plain scalar.
    if ("?:,[]{}#&*!|>'\"%@`".includes(first)) bail();
    if (first === "-" && (inFlow || start + 1 >= line.length || line.charCodeAt(start + 1) === SPACE)) bail();
    let end = start;
    for (; end < line.length; end++) {
      const ch = line.charCodeAt(end);
      if (ch === COLON) {
        // `a: b` on one line is a nested mapping: an error in a block value; left to the full parser
        const next = line.charCodeAt(end + 1);
        if (inFlow || end + 1 >= line.length || next === SPACE) bail();
      } else if (ch === HASH && line.charCodeAt(end - 1) === SPACE) {
        break;
      } else if (inFlow && (ch === COMMA || ch === CLOSE_SQUARE || ch === CLOSE_CURLY)) {
        break;
      } else if (inFlow && (ch === OPEN_SQUARE || ch === OPEN_CURLY)) {
        bail();
      }
    }
    let last = end;
    while (last > start && line.charCodeAt(last - 1) === SPACE) last--;
    this.at = last;
    return resolvePlain(line.slice(start, last));
  }

  private doubleQuoted(): string {
    const { line } = this;
    let out = "";
    let i = this.at + 1;
    let run = i;
    for (; i < line.length; i++) {
      const ch = line.charCodeAt(i);
      if (ch === QUOTE) break;
      if (ch !== BACKSLASH) continue;
      out += line.slice(run, i);
      const next = line[i + 1];
      const code = next === undefined ? undefined : ESCAPES[next];
      if (code !== undefined) {
        out += code;
        i += 1;
      } else if (next === "x" || next === "u" || next === "U") {
        const length = next === "x" ? 2 : next === "u" ? 4 : 8;
        const hex = line.substr(i + 2, length);
        if (hex.length !== length || !/^[0-9a-fA-F]+$/.test(hex)) bail();
        const point = Number.parseInt(hex, 16);
        if (point > 0x10ffff) bail();
        out += String.fromCodePoint(point);
        i += 1 + length;
      } else {
        bail(); // an escaped line break or an invalid escape
      }
      run = i + 1;
    }
    if (i >= line.length) bail(); // the text goes on to another line (or never closes)
    out += line.slice(run, i);
    this.at = i + 1;
    return out;
  }

  private singleQuoted(): string {
    const { line } = this;
    let out = "";
    let run = this.at + 1;
    for (let i = run; i < line.length; i++) {
      if (line.charCodeAt(i) !== APOSTROPHE) continue;
      if (line.charCodeAt(i + 1) === APOSTROPHE) {
        out += line.slice(run, i + 1);
        i++;
        run = i + 1;
        continue;
      }
      this.at = i + 1;
      return out + line.slice(run, i);
    }
    return bail();
  }

  private enter(): void {
    if (++this.depth > MAX_NESTING - 5) bail();
  }

  private skipSpaces(): void {
    this.at = firstNonSpace(this.line, this.at);
    if (this.at >= this.line.length || this.line.charCodeAt(this.at) === HASH) bail(); // goes on to another line
  }

  private flowList(): Json[] {
    const out: Json[] = [];
    this.flow(CLOSE_SQUARE, () => out.push(this.value(true)));
    return out;
  }

  private flowMap(): JsonObject {
    const out: JsonObject = {};
    const seen = new Set<string>();
    this.flow(CLOSE_CURLY, () => {
      const key = this.flowKey();
      if (seen.has(key)) bail();
      seen.add(key);
      this.skipSpaces();
      setOwn(out, key, this.value(true));
    });
    return out;
  }

  /** A flow collection opening at `at`: `entry` reads each entry, up to `close` on this line. */
  private flow(close: number, entry: () => void): void {
    this.enter();
    this.at++;
    this.skipSpaces();
    if (this.line.charCodeAt(this.at) === close) {
      this.at++;
    } else {
      for (;;) {
        entry();
        this.skipSpaces();
        const c = this.line.charCodeAt(this.at);
        this.at++;
        if (c === close) break;
        if (c !== COMMA) bail(); // `[a: b]`, a missing comma...
        this.skipSpaces();
        if (this.line.charCodeAt(this.at) === close) bail(); // a trailing comma
      }
    }
    this.depth--;
  }

  /** `key: ` in a flow mapping (a colon then a space), the key plain or quoted. */
  private flowKey(): string {
    const { line } = this;
    const c = line.charCodeAt(this.at);
    let key: string;
    if (c === QUOTE || c === APOSTROPHE) {
      const start = this.at;
      key = c === QUOTE ? this.doubleQuoted() : this.singleQuoted();
      this.at = firstNonSpace(line, this.at);
      if (key === MERGE_KEY || this.at - start > MAX_KEY) bail();
    } else {
      const colon = line.indexOf(":", this.at);
      if (colon < 0) bail();
      const raw = trimSpaces(line.slice(this.at, colon));
      if (raw.length === 0 || !PLAIN_KEY.test(raw)) bail();
      key = String(resolvePlain(raw, true));
      this.at = colon;
    }
    if (line.charCodeAt(this.at) !== COLON || line.charCodeAt(this.at + 1) !== SPACE) bail();
    this.at += 2;
    return key;
  }
}

/** Whether a block scalar's header, `|`, `|-`, `>` or `>-` alone, is written at `at`. */
export function isBlockScalar(line: string, at: number): boolean {
  const c = line.charCodeAt(at);
  if (c !== PIPE && c !== GREATER) return false;
  const chomp = line.charCodeAt(at + 1) === DASH ? 1 : 0;
  return firstNonSpace(line, at + 1 + chomp) === line.length;
}

/** Whether `line` holds a block list item (`-` then a space, or alone) at `col`. */
export function isItem(line: string, col: number): boolean {
  if (line.charCodeAt(col) !== DASH) return false;
  return col + 1 >= line.length || line.charCodeAt(col + 1) === SPACE;
}

/**
 * The offset of the colon ending a block mapping key that starts at `col` (a colon then a
 * space, or the line's end), or -1 when the line holds no key the reader takes.
 */
export function keyEnd(line: string, col: number): number {
  // A line's key is asked for up to three times (is it a mapping? its first key, its name):
  // read once. The answer depends on the line's text and the column only.
  if (col === memo.col && line === memo.line) return memo.colon;
  memo.line = line;
  memo.col = col;
  memo.key = undefined;
  memo.colon = readKeyEnd(line, col);
  return memo.colon;
}

/** The last line and column {@link keyEnd} read, where its colon is and (once known) the key. */
const memo: { line: string; col: number; colon: number; key: string | undefined } = {
  line: "",
  col: -1,
  colon: -1,
  key: undefined,
};

/** Drops the last line read: a line may be a slice that keeps the whole file's text alive. */
export function forgetKey(): void {
  memo.line = "";
  memo.col = -1;
  memo.key = undefined;
}

function readKeyEnd(line: string, col: number): number {
  const c = line.charCodeAt(col);
  if (c === QUOTE || c === APOSTROPHE) {
    const read = new InlineReader(line, col, 0);
    let key: Json;
    try {
      key = read.value(false);
    } catch (error) {
      if (error === NOT_PLAIN) return -1;
      throw error;
    }
    const after = firstNonSpace(line, read.at);
    if (after - col > MAX_KEY || key === MERGE_KEY) return -1;
    if (typeof key === "string") memo.key = key;
    return line.charCodeAt(after) === COLON &&
      (after + 1 >= line.length || line.charCodeAt(after + 1) === SPACE)
      ? after
      : -1;
  }
  let colon = line.indexOf(":", col);
  while (colon >= 0 && colon + 1 < line.length && line.charCodeAt(colon + 1) !== SPACE) {
    colon = line.indexOf(":", colon + 1);
  }
  if (colon < 0 || colon - col > MAX_KEY) return -1;
  const raw = trimSpaces(line.slice(col, colon));
  if (!PLAIN_KEY.test(raw)) return -1;
  memo.key = String(resolvePlain(raw, true));
  return colon;
}

/** The key (already known to be well formed by keyEnd) as the loader names it. */
export function keyOf(line: string, col: number, colon: number): string {
  if (col === memo.col && line === memo.line && memo.key !== undefined) return memo.key;
  const c = line.charCodeAt(col);
  if (c === QUOTE || c === APOSTROPHE) {
    const value = new InlineReader(line, col, 0).value(false);
    return value as string;
  }
  return String(resolvePlain(trimSpaces(line.slice(col, colon)), true));
}

/**
 * A plain scalar by the YAML 1.2 core schema, as the loader keeps it (safe integers as numbers,
 * a float that is a whole number beyond 2^53 exactly). A key is named as the full parser names
 * it: from the float's double.
 */
function resolvePlain(text: string, key = false): Json {
  if (text.length === 0) return null;
  const first = text.charCodeAt(0);
  // Most scalars are words and names: only a few first characters can start anything else.
  // Compared, not matched: `type`, `name`, `text`... start so in every case of a suite.
  if (first === LOWER_N || first === UPPER_N || first === TILDE) {
    return text === "~" || text === "null" || text === "Null" || text === "NULL" ? null : text;
  }
  if (first === LOWER_T || first === UPPER_T)
    return text === "true" || text === "True" || text === "TRUE" ? true : text;
  if (first === LOWER_F || first === UPPER_F) {
    return text === "false" || text === "False" || text === "FALSE" ? false : text;
  }
  if (!((first >= ZERO && first <= NINE) || first === PLUS || first === DASH || first === DOT)) return text;
  if (/^0o[0-7]+$/.test(text) || /^[-+]?[0-9]+$/.test(text) || /^0x[0-9a-fA-F]+$/.test(text)) {
    const big = BigInt(text);
    return big >= MIN_SAFE && big <= MAX_SAFE ? Number(big) : big;
  }
  if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(text)) bail(); // not a JSON number
  if (
    /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(text) ||
    /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(text)
  ) {
    const number = Number.parseFloat(text);
    if (!Number.isFinite(number)) bail();
    return key ? number : yamlFloat(text, number);
  }
  return text;
}

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export function firstNonSpace(line: string, from: number): number {
  let i = from;
  while (i < line.length && line.charCodeAt(i) === SPACE) i++;
  return i;
}

export function isObject(value: Json): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** YAML's double-quoted escapes that stand for one character (as the yaml library reads them). */
const ESCAPES: Readonly<Record<string, string>> = {
  "0": "\0",
  a: "\x07",
  b: "\b",
  e: "\x1b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  N: "\u0085",
  _: "\u00a0",
  L: "\u2028",
  P: "\u2029",
  " ": " ",
  '"': '"',
  "/": "/",
  "\\": "\\",
};

const SPACE = 0x20;
const HASH = 0x23;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const COLON = 0x3a;
const COMMA = 0x2c;
const DASH = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const PLUS = 0x2b;
const TILDE = 0x7e;
const BACKSLASH = 0x5c;
const PIPE = 0x7c;
const GREATER = 0x3e;
const OPEN_SQUARE = 0x5b;
const CLOSE_SQUARE = 0x5d;
const OPEN_CURLY = 0x7b;
const CLOSE_CURLY = 0x7d;
const LOWER_N = 0x6e;
const UPPER_N = 0x4e;
const LOWER_T = 0x74;
const UPPER_T = 0x54;
const LOWER_F = 0x66;
const UPPER_F = 0x46;
