import { MAX_JSON_DEPTH, parseStrictJson, type StrictJsonResult } from "./parse.js";
import type { Json } from "./value.js";

/**
 * Parses JSON that ModelGate itself most likely wrote (result files): with the native JSON.parse
 * when that provably gives what {@link parseStrictJson} gives, with the strict parser otherwise.
 *
 * On text both accept, JSON.parse and the strict parser give the same value except where the
 * strict parser (1) refuses a duplicate key (JSON.parse keeps the last), (2) holds an integer
 * beyond 2^53 as a bigint (JSON.parse rounds it to a double; a literal beyond a double's range
 * becomes Infinity), (3) refuses nesting deeper than MAX_JSON_DEPTH. Strings decode alike (lone
 * surrogates included), every other number is the same correctly rounded double, and text one
 * of them refuses (a byte order mark, trailing tokens, bad escapes) JSON.parse refuses too. So
 * the native value is taken when a walk over it finds no number that is an unsafe integer or
 * not finite and no container too deep, and the keys written in the text are as many as the
 * members read (a duplicate leaves one member fewer). Every doubt goes to the strict parser,
 * which gives the value or the error and its position.
 */
export function parseWrittenJson(text: string): StrictJsonResult & { fast?: boolean } {
  const fast = nativeIfSame(text);
  if (fast !== undefined) return { ok: true, value: fast, fast: true };
  return parseStrictJson(text);
}

/**
 * `JSON.parse(text)` when it is provably the strict parser's value; undefined for every doubt.
 * `depth` is the nesting depth counted for the top container (1; more to refuse shallower text).
 */
export function nativeIfSame(text: string, depth = 1): Json | undefined {
  if (text.charCodeAt(0) === 0xfeff) return undefined; // refused by both; the strict parser says so
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return sameAsStrict(value, text, depth) ? (value as Json) : undefined;
}

/**
 * Whether `value`, JSON.parse's value of the valid JSON `text`, is the strict parser's too: no
 * number it holds differently, no container deeper than it allows (`depth` is the value's own:
 * 1 for a whole text), and as many keys written in the text as members read (no duplicate).
 */
export function sameAsStrict(value: unknown, text: string, depth: number): boolean {
  const members = plainMembers(value, depth);
  if (Number.isNaN(members)) return false;
  // The quick count never misses a key, and counts a few strings that are not keys only when a
  // value starts with ':'; when it disagrees the exact count decides.
  return quickKeyCount(text) === members || exactKeyCount(text) === members;
}

/**
 * Members of every object in the value, or NaN when a number is one the strict parser holds
 * differently (an integer beyond 2^53, or a literal beyond a double's range) or a container is
 * nested deeper than it allows. `depth` is the strict parser's: 1 for the outermost container.
 */
function plainMembers(value: unknown, depth: number): number {
  if (typeof value === "number") return plainNumber(value) ? 0 : Number.NaN;
  if (typeof value !== "object" || value === null) return 0;
  return containerMembers(value, depth);
}

/**
 * plainMembers of an object or array. Each member is looked at here and only a container is
 * recursed into: most values of a result file are strings, and this runs on every one of them,
 * mostly before the engine has compiled it (a call per value was a third of the walk).
 */
function containerMembers(value: object, depth: number): number {
  if (depth > MAX_JSON_DEPTH) return Number.NaN;
  let count = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === "number") {
        if (!plainNumber(v)) return Number.NaN;
      } else if (typeof v === "object" && v !== null) count += containerMembers(v, depth + 1);
    }
    return count;
  }
  // JSON.parse defines each distinct key once, as an own enumerable member.
  for (const key in value) {
    count++;
    const v: unknown = (value as Record<string, unknown>)[key];
    if (typeof v === "number") {
      if (!plainNumber(v)) return Number.NaN;
    } else if (typeof v === "object" && v !== null) count += containerMembers(v, depth + 1);
  }
  return count;
}

/** A number the strict parser holds as JSON.parse does: finite, and no integer beyond 2^53. */
function plainNumber(n: number): boolean {
  return Number.isFinite(n) && (!Number.isInteger(n) || Number.isSafeInteger(n));
}

const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const COLON = 0x3a;

/**
 * Keys written in valid JSON text, counted as each unescaped `"` directly followed by `:` (a key's
 * closing quote, or the opening quote of a string that starts with ':', so never fewer than the
 * keys). The text is searched colon by colon (a one-character search is the fastest the engine
 * has); a quote, then whitespace, then a colon anywhere (a key the count would miss) sends the
 * whole text to the exact count instead.
 */
function quickKeyCount(text: string): number {
  let count = 0;
  for (let at = text.indexOf(":"); at >= 0; at = text.indexOf(":", at + 1)) {
    let before = at - 1;
    let c = text.charCodeAt(before);
    if (c === QUOTE) {
      if (!escaped(text, before)) count++;
      continue;
    }
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) continue;
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = text.charCodeAt(--before);
    if (c === QUOTE) return exactKeyCount(text);
  }
  return count;
}

/** Keys written in valid JSON text: strings (skipped whole) followed by optional whitespace and `:`. */
function exactKeyCount(text: string): number {
  let keys = 0;
  let at = 0;
  for (;;) {
    const open = text.indexOf('"', at);
    if (open < 0) return keys;
    let close = text.indexOf('"', open + 1);
    while (close > 0 && escaped(text, close)) close = text.indexOf('"', close + 1);
    if (close < 0) return keys;
    at = close + 1;
    let c = text.charCodeAt(at);
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = text.charCodeAt(++at);
    if (c === COLON) keys++;
  }
}

/** Whether the quote at `index` is escaped: an odd run of backslashes before it. */
function escaped(text: string, index: number): boolean {
  let backslashes = 0;
  while (text.charCodeAt(index - 1 - backslashes) === BACKSLASH) backslashes++;
  return backslashes % 2 === 1;
}

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
/**
 * About this many bytes of the list are parsed at a time. A part's text this long (128 KiB) is
 * a large object to the engine, never copied by a scavenge and freed as it dies: at 32 KiB the
 * texts were copied with the young generation, for a fifth of the scavenges of a 5,000-case
 * compare and a full collection it otherwise does not need (~9 % fewer instructions in all).
 */
const PART_BYTES = 1 << 17;
/** How far back from the bytes read so far the search for the next cut starts again. */
const CUT_MARGIN = 1 << 12;

/** Decodes bytes[start, end) as UTF-8, or gives undefined when they are not UTF-8. */
export type RangeDecoder = (bytes: Uint8Array, start: number, end: number) => string | undefined;

/** The opening of a file this long without the list's `[` is parsed whole. */
const MAX_OPENING_BYTES = 1 << 22;

/**
 * A written object whose last member is a long list of objects (a result file's `cases`), parsed
 * from its UTF-8 bytes as they are read, in parts: no text as large as the file is ever made, and
 * no buffer as large as it is held. The object is parsed with that list left empty, the list
 * some 128 KiB at a time (PART_BYTES), each part cut between two elements.
 *
 * {@link end} gives the strict parser's value of the whole text, or undefined when that is not
 * proven (the caller then parses the whole text; so does it after `push` said false). The proof:
 * the object's opening is read as JSON tokenises it (strings, then brackets outside them), up to
 * the `[` that opens `list` at the top level; the `]` closing it is the file's last one, before
 * the final `}`. The object with that list empty parses, and each part `[p]` parses to a
 * non-empty array: then the whole text is valid JSON whose list is the parts' elements in order
 * (a list's body is values between commas), and every part, like the rest, passes
 * {@link sameAsStrict}. Every range is decoded apart, each cut at ASCII punctuation, so the
 * bytes are UTF-8 when each range is. Where a part is cut matters only for speed: a part that
 * does not parse (cut inside an element) waits for the next cut and is parsed with it.
 */
export class WrittenParts {
  /** The bytes not yet parsed: the start of `held`, which grows by doubling (a part may be long). */
  private pending = new Uint8Array(0);
  private held = new Uint8Array(0);
  /** Where the list's body starts in `pending` (after its `[`); -1 before it is found. */
  private at = -1;
  /** Where to look for the next cut in `pending`, at least. */
  private searchFrom = 0;
  private opening = "";
  private separator: Uint8Array | undefined;
  private readonly elements: Json[] = [];
  private failed = false;

  /**
   * `partBytes`: the least length of a part (tests make it small). `visit` sees each element of
   * the list as it is parsed, with its index (it may replace a member by an equal value).
   */
  constructor(
    private readonly list: string,
    private readonly decode: RangeDecoder,
    private readonly partBytes = PART_BYTES,
    private readonly visit?: (element: Json, index: number) => void,
  ) {}

  /** Takes the file's next bytes (copied: the caller may reuse `block`); false once the value cannot be proven in parts. */
  push(block: Uint8Array): boolean {
    if (this.failed) return false;
    const length = this.pending.length;
    if (length + block.length > this.held.length) {
      const grown = new Uint8Array(Math.max(2 * this.held.length, length + block.length));
      grown.set(this.pending);
      this.held = grown;
    }
    this.held.set(block, length);
    this.pending = this.held.subarray(0, length + block.length);
    if (this.at < 0 && !this.findOpening()) return !this.failed;
    if (this.separator === undefined) {
      const separator = elementSeparator(this.pending, this.at);
      if (separator === null) return this.fail();
      if (separator === undefined) return true;
      this.separator = separator;
    }
    this.takeParts();
    return !this.failed;
  }

  /** At the end of the file: the whole value, or undefined when it is not proven. */
  end(): Record<string, Json> | undefined {
    if (this.failed || this.at < 0) return undefined;
    const bytes = this.pending;
    let close = skipBack(bytes, bytes.length - 1);
    if (bytes[close] !== CLOSE_BRACE) return undefined;
    close = skipBack(bytes, close - 1);
    if (bytes[close] !== CLOSE_BRACKET || close < this.at || skip(bytes, this.at) >= close) return undefined;
    if (!this.takePart(this.at, close)) return undefined;
    const closing = this.decode(bytes, close, bytes.length);
    if (closing === undefined) return undefined;
    const outline = this.opening + closing;
    const whole = parsedOrUndefined(outline);
    if (typeof whole !== "object" || whole === null || Array.isArray(whole)) return undefined;
    const emptied = (whole as Record<string, unknown>)[this.list];
    if (!Array.isArray(emptied) || emptied.length !== 0 || !sameAsStrict(whole, outline, 1)) return undefined;
    (whole as Record<string, Json>)[this.list] = this.elements;
    return whole as Record<string, Json>;
  }

  private fail(): false {
    this.failed = true;
    this.pending = new Uint8Array(0);
    this.held = this.pending;
    return false;
  }

  /** The list's `[` in the opening read so far; false while it is not there (yet). */
  private findOpening(): boolean {
    const bytes = this.pending;
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return this.fail(); // a byte order mark
    const open = listOpening(bytes, this.list);
    if (open === -2) return this.fail();
    if (open < 0) return bytes.length > MAX_OPENING_BYTES ? this.fail() : false;
    const opening = this.decode(bytes, 0, open + 1);
    if (opening === undefined) return this.fail();
    this.opening = opening;
    this.at = open + 1;
    this.searchFrom = this.at;
    return true;
  }

  /** Parses every part whose cut is in `pending`, and keeps only what follows the last. */
  private takeParts(): void {
    const bytes = this.pending;
    const separator = this.separator as Uint8Array;
    for (;;) {
      const cut = nextCut(
        bytes,
        Math.max(this.searchFrom, this.at + this.partBytes),
        bytes.length,
        separator,
      );
      if (cut < 0) {
        // No cut yet: the next search starts near the new bytes, not again at the part's start
        // (a cut longer than the margin, all whitespace, is missed: the part just runs on).
        this.searchFrom = Math.max(this.searchFrom, bytes.length - CUT_MARGIN);
        break;
      }
      if (this.takePart(this.at, cut)) {
        this.at = cut + 1;
        this.searchFrom = this.at;
      } else if (this.failed) {
        return;
      } else {
        // Twice as long a part next: a file whose cuts keep failing is not parsed again and again.
        this.searchFrom = cut + 1 + (cut - this.at);
      }
    }
    // What follows the last cut moves to the start of the held bytes, with the byte before it
    // (the cut's comma), which takePart writes its `[` over.
    const kept = this.at - 1;
    this.held.copyWithin(0, kept, this.pending.length);
    this.pending = this.held.subarray(0, this.pending.length - kept);
    this.searchFrom -= kept;
    this.at = 1;
  }

  /**
   * Parses bytes[start, end) as a part; false when it does not parse (the caller waits for a
   * later cut) or is not the strict parser's value (then every later step fails).
   */
  private takePart(start: number, end: number): boolean {
    // Decoded as `[part]`: the byte before the part (the list's `[` or a cut's comma) and the one
    // after it (a cut's comma or the list's `]`) are written over for the decoding and put back,
    // so the text JSON.parse reads is one flat string (a joined one is copied whole again first).
    const bytes = this.pending;
    const before = bytes[start - 1] as number;
    const after = bytes[end] as number;
    bytes[start - 1] = OPEN_BRACKET;
    bytes[end] = CLOSE_BRACKET;
    const text = this.decode(bytes, start - 1, end + 1);
    bytes[start - 1] = before;
    bytes[end] = after;
    if (text === undefined) return this.fail();
    const part = parsedOrUndefined(text);
    if (!Array.isArray(part)) return false;
    // The list stands at depth 2 in the whole value, as each part's array does here.
    if (part.length === 0 || !sameAsStrict(part, text, 2)) return this.fail();
    const visit = this.visit;
    for (let i = 0; i < part.length; i++) {
      if (visit !== undefined) visit(part[i] as Json, this.elements.length);
      this.elements.push(part[i] as Json);
    }
    return true;
  }
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Where the `[` opening the top-level member `list` is, read as JSON tokenises: a string runs
 * from a quote to the next quote not escaped by a backslash, brackets count outside strings.
 * -1 when the bytes end before it, -2 when the member's value is no list.
 */
function listOpening(bytes: Uint8Array, list: string): number {
  let depth = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === QUOTE) {
      const start = i + 1;
      i = stringEnd(bytes, start);
      if (i < 0) return -1;
      if (depth !== 1 || i - start !== list.length || !sameBytes(bytes, start, list)) continue;
      const colon = skip(bytes, i + 1);
      if (colon >= bytes.length) return -1;
      if (bytes[colon] !== COLON) continue;
      const value = skip(bytes, colon + 1);
      if (value >= bytes.length) return -1;
      return bytes[value] === OPEN_BRACKET ? value : -2;
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return -1;
}

/** The index of the quote closing a string whose text starts at `from`, or -1. */
function stringEnd(bytes: Uint8Array, from: number): number {
  for (let i = from; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === QUOTE) return i;
    if (c === BACKSLASH) i++;
  }
  return -1;
}

function sameBytes(bytes: Uint8Array, at: number, ascii: string): boolean {
  for (let i = 0; i < ascii.length; i++) if (bytes[at + i] !== ascii.charCodeAt(i)) return false;
  return true;
}

function isSpace(c: number | undefined): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function skip(bytes: Uint8Array, at: number): number {
  while (isSpace(bytes[at])) at++;
  return at;
}

function skipBack(bytes: Uint8Array, at: number): number {
  while (at > 0 && isSpace(bytes[at])) at--;
  return at;
}

/**
 * The first element's first key as written (`"id"`): after `}`, a comma and `{`, it starts each
 * later element. Undefined while the bytes end before it, null when the list does not start
 * with an object with a key.
 */
function elementSeparator(bytes: Uint8Array, from: number): Uint8Array | null | undefined {
  const brace = skip(bytes, from);
  if (brace >= bytes.length) return undefined;
  if (bytes[brace] !== OPEN_BRACE) return null;
  const quote = skip(bytes, brace + 1);
  if (quote >= bytes.length) return undefined;
  if (bytes[quote] !== QUOTE) return null;
  const end = stringEnd(bytes, quote + 1);
  return end < 0 ? undefined : bytes.slice(quote, end + 1);
}

/**
 * The comma of the first `}` `,` `{` followed by the first element's first key (whitespace
 * allowed between them) at or after `from` and wholly before `limit`, or -1: a likely cut
 * between two elements.
 */
function nextCut(bytes: Uint8Array, from: number, limit: number, key: Uint8Array): number {
  for (let at = from; at < limit; at++) {
    at = bytes.indexOf(CLOSE_BRACE, at);
    if (at < 0) return -1;
    const comma = skip(bytes, at + 1);
    if (bytes[comma] !== COMMA) continue;
    const brace = skip(bytes, comma + 1);
    if (bytes[brace] !== OPEN_BRACE) continue;
    const quote = skip(bytes, brace + 1);
    if (quote + key.length <= limit && startsWith(bytes, quote, key)) return comma;
  }
  return -1;
}

function startsWith(bytes: Uint8Array, at: number, prefix: Uint8Array): boolean {
  for (let i = 0; i < prefix.length; i++) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}
