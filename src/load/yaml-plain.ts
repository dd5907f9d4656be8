import { setOwn } from "../core/json/set-own.js";
import type { Json, JsonObject } from "../core/json/value.js";
import type { Position } from "./position.js";
import { MAX_NESTING } from "./source-file.js";

/**
 * The fast reader for the YAML most suites are: block mappings and lists, one-line plain and
 * quoted scalars, literal and folded block scalars (`|`, `>-`), one-line flow collections
 * (`[a, b]`, `{type: string}`) and comments. It gives the same value as the `yaml` library (YAML
 * 1.2 core schema, integers as the loader keeps them) and takes nothing else: an anchor, alias,
 * merge key, tag, multi-line plain or quoted scalar, tab, document marker, duplicate key, a value
 * JSON cannot hold or anything that might be an error makes it return `undefined`, and the full
 * parser (yaml-source.ts) reads the file, diagnostics and positions included. The `yaml` library
 * took ~0.7 s for a 5,000-case suite, this reader a tenth of that.
 * test/unit/load/yaml-plain.test.ts compares the two.
 */
export interface PlainYaml {
  readonly value: JsonObject;
  /**
   * Where each item of a top-level block list was written (its value's first character), by the
   * list's key: a suite's cases (each case's source line). Deeper positions come from the full parse.
   */
  readonly itemStarts: Map<string, Position[]>;
}

export function readPlainYaml(body: string): PlainYaml | undefined {
  if (UNTAKEN.test(body)) return undefined;
  try {
    return new Reader(body).document();
  } catch (error) {
    if (error === NOT_PLAIN) return undefined;
    throw error;
  }
}

/**
 * Text the reader leaves to the full parser without looking further: tabs, control characters
 * and the characters YAML 1.1 took for line breaks. (Anchors, aliases, tags, block scalars,
 * merge keys, document markers and directives stop the reader where they are written: none is
 * a key it takes or a scalar it reads.)
 */
const UNTAKEN = /[\t\x00-\x08\x0b\x0c\x0e-\x1f\x7f\x85\u2028\u2029\ufeff]/;

const NOT_PLAIN = Symbol("not plain YAML");
function bail(): never {
  throw NOT_PLAIN;
}

/** A plain key: what suites, configs and schemas name their fields with. */
const PLAIN_KEY = /^[A-Za-z0-9_$][\w$.\-/ ]*$/;
/** Longest implicit key YAML allows. */
const MAX_KEY = 1024;

class Reader {
  private readonly lines: string[];
  private index = 0;
  /** The column the current line's content is read from (after a `- ` on it). */
  private from = -1;
  private fromLine = -1;
  private depth = 0;
  /** The top-level key whose value is being read, while a list under it may start. */
  private topKey: string | undefined;
  readonly itemStarts = new Map<string, Position[]>();

  constructor(body: string) {
    // parseSource has made lone CRs line feeds already: a CR left is half of a CRLF.
    this.lines = (body.includes("\r") ? body.replace(/\r\n/g, "\n") : body).split("\n");
  }

  document(): PlainYaml {
    if (!this.skipBlank()) bail(); // empty: the full parser says so
    if (this.indent() !== 0) bail();
    const value = this.block(0);
    if (this.skipBlank()) bail(); // something left over at a smaller indent
    if (!isObject(value)) bail();
    return { value, itemStarts: this.itemStarts };
  }

  /** Moves to the next line with content; false at the end. */
  private skipBlank(): boolean {
    while (this.index < this.lines.length) {
      const line = this.lines[this.index]!;
      const at = this.index === this.fromLine ? this.from : firstNonSpace(line, 0);
      if (at < line.length && line.charCodeAt(at) !== HASH) return true;
      this.index++;
    }
    return false;
  }

  /** The column the current line's content starts at. */
  private indent(): number {
    return this.index === this.fromLine ? this.from : firstNonSpace(this.lines[this.index]!, 0);
  }

  private enter(): void {
    if (++this.depth > MAX_NESTING - 5) bail();
  }

  /** A block list or mapping whose entries start at column `col` (the current line has content). */
  private block(col: number): Json {
    const line = this.lines[this.index]!;
    if (isItem(line, col)) return this.list(col);
    if (keyEnd(line, col) >= 0) return this.map(col);
    return bail(); // a scalar on its own line(s): multi-line or not, the full parser reads it
  }

  private map(col: number): JsonObject {
    this.enter();
    const out: JsonObject = {};
    while (this.skipBlank()) {
      const indent = this.indent();
      if (indent < col) break;
      if (indent > col) bail();
      const line = this.lines[this.index]!;
      if (isItem(line, col)) break; // a list at the parent key's indent ends here
      const colon = keyEnd(line, col);
      if (colon < 0) bail();
      const key = keyOf(line, col, colon);
      if (Object.hasOwn(out, key)) bail(); // a duplicate: the full parser reports it
      const rest = firstNonSpace(line, colon + 1);
      this.fromLine = -1;
      if (rest >= line.length || line.charCodeAt(rest) === HASH) {
        this.index++;
        if (this.depth === 1) this.topKey = key;
        setOwn(out, key, this.nested(col, true));
      } else if (isBlockScalar(line, rest)) {
        setOwn(out, key, this.blockScalar(col, line, rest));
      } else {
        setOwn(out, key, this.inline(line, rest));
        this.index++;
        this.endOfInline(col);
      }
    }
    this.depth--;
    return out;
  }

  private list(col: number): Json[] {
    this.enter();
    const out: Json[] = [];
    // Noted for a list that is a value of the top-level mapping only.
    const starts: Position[] | undefined = this.depth === 2 && this.topKey !== undefined ? [] : undefined;
    if (starts !== undefined) this.itemStarts.set(this.topKey!, starts);
    this.topKey = undefined;
    while (this.skipBlank()) {
      const indent = this.indent();
      if (indent < col) break;
      if (indent > col) bail();
      const line = this.lines[this.index]!;
      if (!isItem(line, col)) break;
      const rest = firstNonSpace(line, col + 1);
      this.fromLine = -1;
      if (rest >= line.length || line.charCodeAt(rest) === HASH) {
        this.index++;
        if (this.skipBlank() && this.indent() > col) {
          if (starts !== undefined) starts[out.length] = { line: this.index + 1, column: this.indent() + 1 };
        }
        out.push(this.nested(col, false));
      } else if (isItem(line, rest) || keyEnd(line, rest) >= 0) {
        // `- id: x` or `- - x`: a mapping or list whose entries start at this column
        if (starts !== undefined) starts[out.length] = { line: this.index + 1, column: rest + 1 };
        this.fromLine = this.index;
        this.from = rest;
        out.push(this.block(rest));
      } else if (isBlockScalar(line, rest)) {
        if (starts !== undefined) starts[out.length] = { line: this.index + 1, column: rest + 1 };
        out.push(this.blockScalar(col, line, rest));
      } else {
        if (starts !== undefined) starts[out.length] = { line: this.index + 1, column: rest + 1 };
        out.push(this.inline(line, rest));
        this.index++;
        this.endOfInline(col);
      }
    }
    this.depth--;
    return out;
  }

  /**
   * The value below a key or `-` with nothing after it: a deeper block, a list at the key's own
   * indent (YAML allows `key:` then `- a` under it), or null.
   */
  private nested(col: number, underKey: boolean): Json {
    if (!this.skipBlank()) return null;
    const indent = this.indent();
    if (indent > col) return this.block(indent);
    if (underKey && indent === col && isItem(this.lines[this.index]!, col)) return this.list(col);
    return null;
  }

  /** After a value written on its line, nothing may continue it on deeper lines. */
  private endOfInline(col: number): void {
    if (this.skipBlank() && this.indent() > col) bail();
  }

  /**
   * A literal (`|`, `|-`) or folded (`>`, `>-`) block scalar whose header is at `at`, in a
   * collection at column `col`: its lines are those after the header down to the first one
   * written left of the first line's indent. Declined: a more-indented blank line, a folded line
   * indented further than the first, a line between the collection's column and the text's, no
   * text at all, and text that ends the file without a line break.
   */
  private blockScalar(col: number, header: string, at: number): string {
    const literal = header.charCodeAt(at) === PIPE;
    const strip = header.charCodeAt(at + 1) === DASH;
    const { lines } = this;
    const first = this.index + 1;
    let indent = -1;
    let stop = first;
    let lastText = -1;
    for (; stop < lines.length; stop++) {
      const line = lines[stop]!;
      const lead = firstNonSpace(line, 0);
      if (lead === line.length) continue; // blank: checked below, once the indent is known
      if (indent < 0) indent = lead;
      if (lead < indent) break;
      if (!literal && lead > indent) bail();
      lastText = stop;
    }
    if (indent <= col || lastText < 0) bail();
    if (stop < lines.length && firstNonSpace(lines[stop]!, 0) > col) bail();
    if (lastText === lines.length - 1) bail(); // no line break after the text
    let value = "";
    let sep = "";
    let started = false;
    for (let i = first; i <= lastText; i++) {
      const line = lines[i]!;
      const blank = firstNonSpace(line, 0) === line.length;
      if (blank && line.length > indent) bail();
      if (!started) {
        if (blank) {
          value += "\n";
          continue;
        }
        started = true;
      }
      const text = blank ? "" : line.slice(indent);
      if (literal) {
        value += sep + text;
        sep = "\n";
      } else if (blank) {
        if (sep === "\n") value += "\n";
        else sep = "\n";
      } else {
        value += sep + text;
        sep = " ";
      }
    }
    for (let i = lastText + 1; i < stop; i++) if (lines[i]!.length > indent) bail();
    this.index = stop;
    return strip ? value : `${value}\n`;
  }

  /** A scalar or flow collection that starts at `at` and ends on this line (comments allowed). */
  private inline(line: string, at: number): Json {
    const read = new InlineReader(line, at, this.depth);
    const value = read.value(false);
    read.end();
    return value;
  }
}

/** One line's scalar or flow collection. */
class InlineReader {
  constructor(
    private readonly line: string,
    /** Where reading goes on: after the value once it is read. */
    public at: number,
    private depth: number,
  ) {}

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
      key = c === QUOTE ? this.doubleQuoted() : this.singleQuoted();
      this.at = firstNonSpace(line, this.at);
    } else {
      const colon = line.indexOf(":", this.at);
      if (colon < 0) bail();
      const raw = line.slice(this.at, colon).trimEnd();
      if (raw.length === 0 || !PLAIN_KEY.test(raw)) bail();
      key = String(resolvePlain(raw));
      this.at = colon;
    }
    if (line.charCodeAt(this.at) !== COLON || line.charCodeAt(this.at + 1) !== SPACE) bail();
    this.at += 2;
    return key;
  }
}

/** Whether a block scalar's header, `|`, `|-`, `>` or `>-` alone, is written at `at`. */
function isBlockScalar(line: string, at: number): boolean {
  const c = line.charCodeAt(at);
  if (c !== PIPE && c !== GREATER) return false;
  const chomp = line.charCodeAt(at + 1) === DASH ? 1 : 0;
  return firstNonSpace(line, at + 1 + chomp) === line.length;
}

/** Whether `line` holds a block list item (`-` then a space, or alone) at `col`. */
function isItem(line: string, col: number): boolean {
  if (line.charCodeAt(col) !== DASH) return false;
  return col + 1 >= line.length || line.charCodeAt(col + 1) === SPACE;
}

/**
 * The offset of the colon ending a block mapping key that starts at `col` (a colon then a
 * space, or the line's end), or -1 when the line holds no key the reader takes.
 */
function keyEnd(line: string, col: number): number {
  const c = line.charCodeAt(col);
  if (c === QUOTE || c === APOSTROPHE) {
    const read = new InlineReader(line, col, 0);
    try {
      read.value(false);
    } catch (error) {
      if (error === NOT_PLAIN) return -1;
      throw error;
    }
    const after = firstNonSpace(line, read.at);
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
  return PLAIN_KEY.test(line.slice(col, colon).trimEnd()) ? colon : -1;
}

/** The key (already known to be well formed by keyEnd) as the loader names it. */
function keyOf(line: string, col: number, colon: number): string {
  const c = line.charCodeAt(col);
  if (c === QUOTE || c === APOSTROPHE) {
    const value = new InlineReader(line, col, 0).value(false);
    return value as string;
  }
  return String(resolvePlain(line.slice(col, colon).trimEnd()));
}

/** A plain scalar by the YAML 1.2 core schema, as the loader keeps it (safe integers as numbers). */
function resolvePlain(text: string): Json {
  if (text.length === 0) return null;
  const first = text.charCodeAt(0);
  // Most scalars are words and names: only a few first characters can start anything else.
  if (first === LOWER_N || first === UPPER_N || first === TILDE) {
    return /^(?:~|[Nn]ull|NULL)$/.test(text) ? null : text;
  }
  if (first === LOWER_T || first === UPPER_T) return /^(?:[Tt]rue|TRUE)$/.test(text) ? true : text;
  if (first === LOWER_F || first === UPPER_F) return /^(?:[Ff]alse|FALSE)$/.test(text) ? false : text;
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
    return number;
  }
  return text;
}

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function firstNonSpace(line: string, from: number): number {
  let i = from;
  while (i < line.length && line.charCodeAt(i) === SPACE) i++;
  return i;
}

function isObject(value: Json): value is JsonObject {
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
