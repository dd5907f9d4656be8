import { showLookAlikes } from "../look-alikes.js";
import { codePoint, describeAt, JsonSyntaxError, syntaxFailure } from "./parse-error.js";
import type { Json, JsonObject } from "./value.js";

/**
 * Strict JSON (RFC 8259) for model evidence. Unlike JSON.parse it rejects duplicate keys at any
 * depth (compared after escape decoding), a leading byte order mark and trailing tokens, and it
 * keeps integers beyond 2^53 exact as `bigint` — including ones written with a fraction or an
 * exponent (`1e20`, `9007199254740993.0`). Any other number is the nearest double, so a double
 * beyond 2^53 in a parsed value always stands for a non-integer (`9007199254740994.5`), which
 * equals no integer (equal.ts). A non-integer beyond a double's range (a 400-digit literal with a
 * fraction) has no such double and is refused, as RFC 8259 section 6 lets a parser limit range.
 */
export type StrictJsonResult =
  | { ok: true; value: Json }
  | {
      ok: false;
      /** Human message, prefixed with its position: `line 1, column 12: duplicate key "id" at $`. */
      error: string;
      line: number;
      column: number;
    };

/** Deeper nesting is refused rather than risking a stack overflow. */
export const MAX_JSON_DEPTH = 1000;
/** An exponent may not expand an integer beyond this many digits (`1e999999999` is refused). */
export const MAX_INTEGER_DIGITS = 4300;

export function parseStrictJson(text: string): StrictJsonResult {
  const parser = new Parser(text);
  try {
    if (text.charCodeAt(0) === 0xfeff) parser.fail(0, "byte order mark (U+FEFF) before the JSON value");
    parser.skipWhitespace();
    const value = parser.parseValue(0);
    parser.skipWhitespace();
    if (parser.pos < text.length)
      parser.fail(parser.pos, `unexpected ${parser.describeAt(parser.pos)} after the JSON value`);
    return { ok: true, value };
  } catch (e) {
    if (!(e instanceof JsonSyntaxError)) throw e;
    return syntaxFailure(text, e);
  }
}

/**
 * One JSON number literal under the same rule as documents (`1e20` → 10n ** 20n), or null when the
 * text is not exactly a JSON number. Lets other readers (YAML suites) hold numbers the same way.
 */
export function parseJsonNumber(literal: string): number | bigint | null {
  const r = parseStrictJson(literal);
  if (!r.ok || (typeof r.value !== "number" && typeof r.value !== "bigint")) return null;
  return literal.trim() === literal ? r.value : null;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const ESCAPES: Record<number, string> = {
  34: '"',
  92: "\\",
  47: "/",
  98: "\b",
  102: "\f",
  110: "\n",
  114: "\r",
  116: "\t",
};

class Parser {
  pos = 0;
  /**
   * The keys last read at each nesting depth and member index. Documents repeat their objects'
   * shapes, and a key matched against the text reuses a string already used as a property name
   * (so V8 need not hash and intern a fresh slice for every member).
   */
  private readonly keyGuesses: string[][] = [];

  constructor(private readonly text: string) {}

  fail(pos: number, message: string): never {
    throw new JsonSyntaxError(pos, message);
  }

  describeAt(pos: number): string {
    return describeAt(this.text, pos);
  }

  skipWhitespace(): void {
    const text = this.text;
    let pos = this.pos;
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) pos++;
      else break;
    }
    this.pos = pos;
  }

  parseValue(depth: number): Json {
    const c = this.text.charCodeAt(this.pos);
    if (c === QUOTE) return this.parseString();
    if (c === 0x7b) return this.parseObject(depth + 1);
    if (c === 0x5b) return this.parseArray(depth + 1);
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return this.parseNumber();
    if (c === 0x74) return this.parseLiteral("true", true);
    if (c === 0x66) return this.parseLiteral("false", false);
    if (c === 0x6e) return this.parseLiteral("null", null);
    return this.fail(this.pos, `expected a JSON value, found ${this.describeAt(this.pos)}`);
  }

  private parseLiteral(word: string, value: Json): Json {
    if (!this.text.startsWith(word, this.pos)) {
      return this.fail(this.pos, `expected a JSON value, found ${this.describeAt(this.pos)}`);
    }
    this.pos += word.length;
    return value;
  }

  private parseObject(depth: number): JsonObject {
    const start = this.pos;
    if (depth > MAX_JSON_DEPTH) this.fail(start, `nesting deeper than ${MAX_JSON_DEPTH} levels`);
    const text = this.text;
    const object: JsonObject = {};
    this.pos++;
    this.skipWhitespace();
    if (text.charCodeAt(this.pos) === 0x7d) {
      this.pos++;
      return object;
    }
    let guesses = this.keyGuesses[depth];
    if (guesses === undefined) {
      guesses = [];
      this.keyGuesses[depth] = guesses;
    }
    for (let index = 0; ; index++) {
      if (text.charCodeAt(this.pos) !== QUOTE) {
        this.fail(this.pos, `expected a string key, found ${this.describeAt(this.pos)}`);
      }
      const keyPos = this.pos;
      const guess = guesses[index];
      let key: string;
      // A guess holds no quote, backslash or control character, so matching it raw is exact.
      if (
        guess !== undefined &&
        text.charCodeAt(keyPos + 1 + guess.length) === QUOTE &&
        text.startsWith(guess, keyPos + 1)
      ) {
        key = guess;
        this.pos = keyPos + guess.length + 2;
      } else {
        key = this.parseString();
        // Only a key written without escapes is as long as its text.
        if (key.length === this.pos - keyPos - 2) guesses[index] = key;
      }
      if (Object.hasOwn(object, key)) {
        throw new JsonSyntaxError(keyPos, `duplicate key ${JSON.stringify(key)}`, []);
      }
      this.skipWhitespace();
      if (text.charCodeAt(this.pos) !== 0x3a) {
        this.fail(
          this.pos,
          `expected ':' after key ${showLookAlikes(JSON.stringify(key))}, found ${this.describeAt(this.pos)}`,
        );
      }
      this.pos++;
      this.skipWhitespace();
      let value: Json;
      try {
        value = this.parseValue(depth);
      } catch (e) {
        if (e instanceof JsonSyntaxError) e.path?.unshift(key);
        throw e;
      }
      if (key === "__proto__") {
        // A plain assignment would replace the prototype instead of adding a member.
        Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
      } else {
        object[key] = value;
      }
      if (this.closesAfterMember(0x7d, "object")) return object;
    }
  }

  private parseArray(depth: number): Json[] {
    if (depth > MAX_JSON_DEPTH) this.fail(this.pos, `nesting deeper than ${MAX_JSON_DEPTH} levels`);
    const text = this.text;
    const array: Json[] = [];
    this.pos++;
    this.skipWhitespace();
    if (text.charCodeAt(this.pos) === 0x5d) {
      this.pos++;
      return array;
    }
    for (;;) {
      try {
        array.push(this.parseValue(depth));
      } catch (e) {
        if (e instanceof JsonSyntaxError) e.path?.unshift(array.length);
        throw e;
      }
      if (this.closesAfterMember(0x5d, "array")) return array;
    }
  }

  /**
   * After a member of an object or array: past a comma (and the whitespace after it) and false,
   * or past the closing bracket `close` and true.
   */
  private closesAfterMember(close: number, container: "object" | "array"): boolean {
    this.skipWhitespace();
    const c = this.text.charCodeAt(this.pos);
    if (c !== 0x2c && c !== close) {
      const expected = `expected ',' or '${String.fromCharCode(close)}' in ${container}`;
      this.fail(this.pos, `${expected}, found ${this.describeAt(this.pos)}`);
    }
    this.pos++;
    if (c === close) return true;
    this.skipWhitespace();
    return false;
  }

  /** At an opening quote; returns the decoded string. Slices runs between escapes. */
  parseString(): string {
    const text = this.text;
    const open = this.pos;
    let pos = open + 1;
    let runStart = pos;
    let parts: string[] | null = null;
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === QUOTE) {
        this.pos = pos + 1;
        if (parts === null) return text.slice(runStart, pos);
        parts.push(text.slice(runStart, pos));
        return parts.join("");
      }
      if (c === BACKSLASH) {
        parts ??= [];
        if (pos > runStart) parts.push(text.slice(runStart, pos));
        const e = text.charCodeAt(pos + 1);
        const simple = ESCAPES[e];
        if (simple !== undefined) {
          parts.push(simple);
          pos += 2;
        } else if (e === 0x75) {
          parts.push(String.fromCharCode(this.hex4(pos)));
          pos += 6;
        } else if (Number.isNaN(e)) {
          this.fail(open, "unterminated string");
        } else {
          this.fail(pos, `invalid escape '\\${String.fromCharCode(e)}' in string`);
        }
        runStart = pos;
      } else if (c >= 0x20) {
        pos++;
      } else if (c < 0x20) {
        this.fail(pos, `unescaped control character ${codePoint(c)} in string`);
      } else {
        this.fail(open, "unterminated string");
      }
    }
  }

  private hex4(escapePos: number): number {
    let value = 0;
    for (let i = escapePos + 2; i < escapePos + 6; i++) {
      const c = this.text.charCodeAt(i);
      let digit: number;
      if (c >= 0x30 && c <= 0x39) digit = c - 0x30;
      else if (c >= 0x61 && c <= 0x66) digit = c - 0x57;
      else if (c >= 0x41 && c <= 0x46) digit = c - 0x37;
      else return this.fail(escapePos, "invalid \\u escape: expected four hex digits");
      value = value * 16 + digit;
    }
    return value;
  }

  private parseNumber(): number | bigint {
    const text = this.text;
    const start = this.pos;
    let pos = start;
    if (text.charCodeAt(pos) === 0x2d) pos++;
    const intStart = pos;
    let c = text.charCodeAt(pos);
    if (c === 0x30) {
      pos++;
      c = text.charCodeAt(pos);
      if (c >= 0x30 && c <= 0x39) this.fail(intStart, "leading zeros are not allowed in numbers");
    } else if (c >= 0x31 && c <= 0x39) {
      do c = text.charCodeAt(++pos);
      while (c >= 0x30 && c <= 0x39);
    } else {
      this.fail(pos, `expected a digit, found ${this.describeAt(pos)}`);
    }
    const intEnd = pos;
    let fracEnd = pos;
    let integerSyntax = true;
    if (c === 0x2e) {
      integerSyntax = false;
      c = text.charCodeAt(++pos);
      if (!(c >= 0x30 && c <= 0x39))
        this.fail(pos, `expected a digit after '.', found ${this.describeAt(pos)}`);
      do c = text.charCodeAt(++pos);
      while (c >= 0x30 && c <= 0x39);
      fracEnd = pos;
    }
    let expStart = -1;
    if (c === 0x65 || c === 0x45) {
      integerSyntax = false;
      c = text.charCodeAt(++pos);
      if (c === 0x2b || c === 0x2d) c = text.charCodeAt(++pos);
      expStart = pos;
      if (!(c >= 0x30 && c <= 0x39))
        this.fail(pos, `expected a digit in the exponent, found ${this.describeAt(pos)}`);
      do c = text.charCodeAt(++pos);
      while (c >= 0x30 && c <= 0x39);
    }
    this.pos = pos;
    const literal = text.slice(start, pos);
    const n = Number(literal);
    if (integerSyntax) return Number.isSafeInteger(n) ? n : BigInt(literal);
    if (Number.isFinite(n) && !(Number.isInteger(n) && !Number.isSafeInteger(n))) return n;
    // Beyond the safe range (or beyond a double): exact when the written value is an integer.
    const exact = this.exactInteger(start, intStart, intEnd, fracEnd, expStart, pos);
    if (exact !== null) return exact;
    if (!Number.isFinite(n)) {
      this.fail(
        start,
        `number ${shortLiteral(literal)} has a fraction and is beyond the range of a double (±1.8e308)`,
      );
    }
    return n;
  }

  /** The integer a decimal literal denotes, or null when it has a fractional part. */
  private exactInteger(
    start: number,
    intStart: number,
    intEnd: number,
    fracEnd: number,
    expStart: number,
    end: number,
  ): bigint | null {
    const text = this.text;
    let digits = text.slice(intStart, intEnd) + (fracEnd > intEnd ? text.slice(intEnd + 1, fracEnd) : "");
    let scale = fracEnd > intEnd ? -(fracEnd - intEnd - 1) : 0;
    if (expStart >= 0) {
      const expText = text.slice(expStart, end);
      const negative = text.charCodeAt(expStart - 1) === 0x2d;
      // Exponents too long to matter are clamped; the digit limit below refuses them anyway.
      const exp = expText.length > 9 ? 1e9 : Number(expText);
      scale += negative ? -exp : exp;
    }
    digits = digits.replace(/^0+/, "");
    if (digits === "") return 0n;
    const trimmed = digits.replace(/0+$/, "");
    scale += digits.length - trimmed.length;
    if (scale < 0) return null;
    if (trimmed.length + scale > MAX_INTEGER_DIGITS) {
      this.fail(start, `number ${text.slice(start, end)} has more than ${MAX_INTEGER_DIGITS} digits`);
    }
    const magnitude = BigInt(trimmed) * 10n ** BigInt(scale);
    return text.charCodeAt(start) === 0x2d ? -magnitude : magnitude;
  }
}

/** A literal for a message: a long one cut in the middle. */
function shortLiteral(literal: string): string {
  return literal.length <= 40 ? literal : `${literal.slice(0, 20)}…${literal.slice(-10)}`;
}
