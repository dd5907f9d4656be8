import { setOwn } from "../core/json/set-own.js";
import type { Json, JsonObject } from "../core/json/value.js";
import type { Position } from "./position.js";
import { MAX_NESTING } from "./source-file.js";
import {
  bail,
  firstNonSpace,
  forgetKey,
  InlineReader,
  isBlockScalar,
  isItem,
  isObject,
  keyEnd,
  keyOf,
  NOT_PLAIN,
} from "./yaml-plain-line.js";

const HASH = "#".charCodeAt(0);
const DASH = "-".charCodeAt(0);
const PIPE = "|".charCodeAt(0);

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
  } finally {
    forgetKey();
  }
}

/**
 * Text the reader leaves to the full parser without looking further: tabs, control characters
 * and the characters YAML 1.1 took for line breaks. (Anchors, aliases, tags, merge keys,
 * document markers and directives stop the reader where they are written: none is a key it
 * takes or a scalar it reads.)
 */
const UNTAKEN = /[\t\x00-\x08\x0b\x0c\x0e-\x1f\x7f\x85\u2028\u2029\ufeff]/;

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
  private readonly reader = new InlineReader("", 0, 0);
  /** The line whose first non-space column is {@link lead}. */
  private leadLine = -1;
  private lead = 0;

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
      const at = this.indent();
      if (at < line.length && line.charCodeAt(at) !== HASH) return true;
      this.index++;
    }
    return false;
  }

  /** The column the current line's content starts at. */
  private indent(): number {
    if (this.index === this.fromLine) return this.from;
    if (this.index !== this.leadLine) {
      this.leadLine = this.index;
      this.lead = firstNonSpace(this.lines[this.index]!, 0);
    }
    return this.lead;
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
    const read = this.reader.reset(line, at, this.depth);
    const value = read.value(false);
    read.end();
    return value;
  }
}
