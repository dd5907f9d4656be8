import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  ProviderError,
  isJsonObject,
  onAbort,
  setOwn,
  stringifyJson
} from "./chunk-O3W2D6AK.js";

// src/core/redact.ts
var REDACTED = "<redacted>";
var SECRET_WORDS = /* @__PURE__ */ new Set([
  "token",
  "password",
  "passwd",
  "pwd",
  "secret",
  "authorization",
  "auth",
  "credential",
  "credentials",
  "apikey",
  "privatekey",
  "accesskey",
  "secretkey",
  "cookie"
]);
var SECRET_PAIRS = [
  ["api", "key"],
  ["private", "key"],
  ["access", "key"]
];
var SECRET_LAST_WORDS = /* @__PURE__ */ new Set(["key", "token", "secret"]);
function isSecretKey(key) {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== "");
  if (words.some((w) => SECRET_WORDS.has(w))) return true;
  const last = words.at(-1);
  if (last !== void 0 && SECRET_LAST_WORDS.has(last)) return true;
  for (let i = 0; i + 1 < words.length; i++) {
    if (SECRET_PAIRS.some(([a, b]) => words[i] === a && words[i + 1] === b)) return true;
  }
  return false;
}
var HEADER_SECRET_WORDS = /* @__PURE__ */ new Set(["key", "sig", "signature", "session", "pass"]);
function isSecretHeader(name) {
  return isSecretKey(name) || name.toLowerCase().split(/[-_]/).some((w) => HEADER_SECRET_WORDS.has(w));
}
function headerCredential(value) {
  return /^\s*(?:Bearer|Basic|Token)\s+(\S+)/i.exec(value)?.[1];
}
function isSecretHeaderValue(name, value) {
  return isSecretHeader(name) || typeof value === "string" && headerCredential(value) !== void 0;
}
var URL_PASSWORD = /^([a-z][a-z0-9+.-]*:\/\/[^/@:\s]*):[^/@\s]+@/i;
function redactSecrets(value) {
  return redact(value, false);
}
function redact(value, isHeaders) {
  if (typeof value === "string") return value.replace(URL_PASSWORD, `$1:${REDACTED}@`);
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, false));
  const out = {};
  for (const [key, member] of Object.entries(value)) {
    const secret = isHeaders ? isSecretHeaderValue(key, member) : isSecretKey(key);
    setOwn(out, key, secret ? REDACTED : redact(member, /^headers$/i.test(key)));
  }
  return out;
}

// src/core/safety/secret-values.ts
var MIN_SECRET_LENGTH = 4;
var TRIVIAL = /^(?:\d+|true|false|null)$/i;
var SecretValues = class {
  values = /* @__PURE__ */ new Set();
  /** Longest first, so a secret that contains another is masked whole; rebuilt on change. */
  ordered = [];
  listeners = [];
  /** Called with every value added from now on, and with those already known (the Action's `core.setSecret`). */
  onAdd(listener) {
    this.listeners.push(listener);
    for (const value of this.values) listener(value);
  }
  add(value) {
    const text = value.trim();
    if (text.length < MIN_SECRET_LENGTH || TRIVIAL.test(text) || text === REDACTED) return;
    const forms = [text, JSON.stringify(text).slice(1, -1)];
    let changed = false;
    for (const form of forms) {
      if (!this.values.has(form)) {
        this.values.add(form);
        changed = true;
        for (const listener of this.listeners) listener(form);
      }
    }
    if (changed) this.ordered = [...this.values].sort((a, b) => b.length - a.length);
  }
  list() {
    return this.ordered;
  }
  get size() {
    return this.values.size;
  }
  /** `text` with every occurrence of every secret value replaced by `<redacted>`. */
  maskText(text) {
    let out = text;
    for (const secret of this.ordered) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
    return out;
  }
  /**
   * `value` with every string (keys included) masked: a copy of what holds a secret, and the
   * very same objects where nothing does (a run's result is not duplicated to find no secret).
   */
  maskJson(value) {
    if (this.ordered.length === 0) return value;
    return this.mask(value);
  }
  mask(value) {
    if (typeof value === "string") return this.maskText(value);
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) {
      let out2;
      for (let i = 0; i < value.length; i++) {
        const member = value[i];
        const masked2 = this.mask(member);
        if (out2 === void 0 && masked2 !== member) out2 = value.slice(0, i);
        out2?.push(masked2);
      }
      return out2 ?? value;
    }
    const entries = Object.entries(value);
    const masked = entries.map(([key, member]) => [this.maskText(key), this.mask(member)]);
    if (masked.every(([key, member], i) => key === entries[i][0] && member === entries[i][1])) return value;
    const out = {};
    for (const [key, member] of masked) {
      Object.defineProperty(out, key, {
        value: member,
        enumerable: true,
        writable: true,
        configurable: true
      });
    }
    return out;
  }
};
var knownSecrets = new SecretValues();

// src/core/safety/url-credentials.ts
function urlCredentials(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return void 0;
  }
  if (parsed.username === "" && parsed.password === "") return void 0;
  const user = decode(parsed.username);
  const password = decode(parsed.password);
  const userinfo = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)@/i.exec(url.trim())?.[1] ?? "";
  const colon = userinfo.indexOf(":");
  const written = colon < 0 ? { user: userinfo, password: "" } : { user: userinfo.slice(0, colon), password: userinfo.slice(colon + 1) };
  const encoded = { user: parsed.username, password: parsed.password };
  return { user, password, basic: base64(`${user}:${password}`), written, encoded };
}
function urlCredentialSecrets(url) {
  const found = urlCredentials(url);
  if (found === void 0) return [];
  const out = [found.basic];
  const key = found.password !== "" ? "password" : "user";
  out.push(found[key], found.written[key], found.encoded[key], encodeURIComponent(found[key]));
  return [...new Set(out)].filter((s) => s !== "");
}
function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
function base64(text) {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

// src/core/run/deadline.ts
async function withDeadline(runSignal, timeoutMs, fn, halt) {
  if (runSignal.aborted) throw cancelledError();
  if (halt?.aborted) throw halt.reason;
  const controller = new AbortController();
  let timedOut = false;
  const unsubscribe = onAbort(
    runSignal,
    () => controller.abort(runSignal.reason ?? new DOMException("run cancelled", "AbortError"))
  );
  const unhalt = halt === void 0 ? void 0 : onAbort(halt, () => controller.abort(new DOMException("the run stopped", "AbortError")));
  const timer = timeoutMs === null ? void 0 : setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`timed out after ${formatMs(timeoutMs)}`, "TimeoutError"));
  }, timeoutMs);
  const aborted = new Promise((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
  });
  try {
    const work = fn(controller.signal);
    work.catch(() => {
    });
    aborted.catch(() => {
    });
    return await Promise.race([work, aborted]);
  } catch (error) {
    if (runSignal.aborted) throw cancelledError();
    if (timedOut) throw new ProviderError("timeout", `timed out after ${formatMs(timeoutMs ?? 0)}`);
    if (halt?.aborted) throw halt.reason;
    throw error;
  } finally {
    if (timer !== void 0) clearTimeout(timer);
    unsubscribe();
    unhalt?.();
  }
}
function cancelledError() {
  return new ProviderError("cancelled", "run cancelled");
}
function formatMs(ms) {
  return ms % 1e3 === 0 ? `${ms / 1e3} s` : `${ms} ms`;
}

// src/providers/display-url.ts
function displayUrl(url) {
  try {
    const parsed = new URL(url);
    parsed.username = "";
    parsed.password = "";
    return parsed.toString().replace(/\/+$/, "");
  } catch {
    return url.replace(/\/+$/, "");
  }
}

// src/core/config/header-values.ts
var EDGE_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;
var HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
var HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
function trimHeaderValue(value) {
  return value.replace(EDGE_WHITESPACE, "");
}
function isSendableHeaderValue(value) {
  return HEADER_VALUE.test(trimHeaderValue(value));
}
function isHeaderName(name) {
  return HEADER_NAME.test(name);
}

// src/core/look-alikes.ts
var SUSPECT = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Mn}\p{Me}]|[^\P{Zs} ]/u;
var ALWAYS = /^(?:[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Variation_Selector}]|[^\P{Zs} ])$/u;
var MARK = /^[\p{Mn}\p{Me}]$/u;
var BASE = /^[\p{L}\p{N}]/u;
var emoji;
function isEmoji(segment) {
  emoji ??= new RegExp("^\\p{RGI_Emoji}$", "v");
  return emoji.test(segment);
}
var graphemes;
function showLookAlikes(text) {
  if (!SUSPECT.test(text)) return text;
  graphemes ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  let out = "";
  for (const { segment } of graphemes.segment(text)) {
    if (!SUSPECT.test(segment) || isEmoji(segment)) {
      out += segment;
      continue;
    }
    const marksShow = BASE.test(segment) && segment.normalize("NFC") === segment;
    for (const char of segment) {
      out += ALWAYS.test(char) || !marksShow && MARK.test(char) ? escaped(char) : char;
    }
  }
  return out;
}
function escaped(char) {
  let out = "";
  for (let i = 0; i < char.length; i++) out += `\\u${char.charCodeAt(i).toString(16).padStart(4, "0")}`;
  return out;
}

// src/core/json/parse-error.ts
var JsonSyntaxError = class extends Error {
  constructor(pos, message, path = null) {
    super(message);
    this.pos = pos;
    this.path = path;
  }
  pos;
  path;
};
function syntaxFailure(text, e) {
  const { line, column } = lineColumn(text, e.pos);
  const message = e.path === null ? e.message : `${e.message} at ${formatPath(e.path)}`;
  return { ok: false, error: `line ${line}, column ${column}: ${message}`, line, column };
}
function describeAt(text, pos) {
  if (pos >= text.length) return "end of input";
  const code = text.codePointAt(pos) ?? 0;
  if (code < 32 || code === 127) return `character ${codePoint(code)}`;
  const char = showLookAlikes(String.fromCodePoint(code));
  return char === "'" ? `character "'"` : `character '${char}'`;
}
function codePoint(code) {
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}
function formatPath(path) {
  let out = "$";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) out += `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}
function lineColumn(text, pos) {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(pos, text.length);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 && text.charCodeAt(i + 1) !== 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: pos - lineStart + 1 };
}

// src/core/json/parse.ts
var MAX_JSON_DEPTH = 1e3;
var MAX_INTEGER_DIGITS = 4300;
function parseStrictJson(text) {
  const parser = new Parser(text);
  try {
    if (text.charCodeAt(0) === 65279) parser.fail(0, "byte order mark (U+FEFF) before the JSON value");
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
function parseJsonNumber(literal) {
  const r = parseStrictJson(literal);
  if (!r.ok || typeof r.value !== "number" && typeof r.value !== "bigint") return null;
  return literal.trim() === literal ? r.value : null;
}
var QUOTE = 34;
var BACKSLASH = 92;
var ESCAPES = {
  34: '"',
  92: "\\",
  47: "/",
  98: "\b",
  102: "\f",
  110: "\n",
  114: "\r",
  116: "	"
};
var Parser = class {
  constructor(text) {
    this.text = text;
  }
  text;
  pos = 0;
  /**
   * The keys last read at each nesting depth and member index. Documents repeat their objects'
   * shapes, and a key matched against the text reuses a string already used as a property name
   * (so V8 need not hash and intern a fresh slice for every member).
   */
  keyGuesses = [];
  fail(pos, message) {
    throw new JsonSyntaxError(pos, message);
  }
  describeAt(pos) {
    return describeAt(this.text, pos);
  }
  skipWhitespace() {
    const text = this.text;
    let pos = this.pos;
    for (; ; ) {
      const c = text.charCodeAt(pos);
      if (c === 32 || c === 10 || c === 13 || c === 9) pos++;
      else break;
    }
    this.pos = pos;
  }
  parseValue(depth) {
    const c = this.text.charCodeAt(this.pos);
    if (c === QUOTE) return this.parseString();
    if (c === 123) return this.parseObject(depth + 1);
    if (c === 91) return this.parseArray(depth + 1);
    if (c === 45 || c >= 48 && c <= 57) return this.parseNumber();
    if (c === 116) return this.parseLiteral("true", true);
    if (c === 102) return this.parseLiteral("false", false);
    if (c === 110) return this.parseLiteral("null", null);
    return this.fail(this.pos, `expected a JSON value, found ${this.describeAt(this.pos)}`);
  }
  parseLiteral(word, value) {
    if (!this.text.startsWith(word, this.pos)) {
      return this.fail(this.pos, `expected a JSON value, found ${this.describeAt(this.pos)}`);
    }
    this.pos += word.length;
    return value;
  }
  parseObject(depth) {
    const start = this.pos;
    if (depth > MAX_JSON_DEPTH) this.fail(start, `nesting deeper than ${MAX_JSON_DEPTH} levels`);
    const text = this.text;
    const object = {};
    this.pos++;
    this.skipWhitespace();
    if (text.charCodeAt(this.pos) === 125) {
      this.pos++;
      return object;
    }
    let guesses = this.keyGuesses[depth];
    if (guesses === void 0) {
      guesses = [];
      this.keyGuesses[depth] = guesses;
    }
    for (let index = 0; ; index++) {
      if (text.charCodeAt(this.pos) !== QUOTE) {
        this.fail(this.pos, `expected a string key, found ${this.describeAt(this.pos)}`);
      }
      const keyPos = this.pos;
      const guess = guesses[index];
      let key;
      if (guess !== void 0 && text.charCodeAt(keyPos + 1 + guess.length) === QUOTE && text.startsWith(guess, keyPos + 1)) {
        key = guess;
        this.pos = keyPos + guess.length + 2;
      } else {
        key = this.parseString();
        if (key.length === this.pos - keyPos - 2) guesses[index] = key;
      }
      if (Object.hasOwn(object, key)) {
        throw new JsonSyntaxError(keyPos, `duplicate key ${JSON.stringify(key)}`, []);
      }
      this.skipWhitespace();
      if (text.charCodeAt(this.pos) !== 58) {
        this.fail(
          this.pos,
          `expected ':' after key ${showLookAlikes(JSON.stringify(key))}, found ${this.describeAt(this.pos)}`
        );
      }
      this.pos++;
      this.skipWhitespace();
      let value;
      try {
        value = this.parseValue(depth);
      } catch (e) {
        if (e instanceof JsonSyntaxError) e.path?.unshift(key);
        throw e;
      }
      if (key === "__proto__") {
        Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
      } else {
        object[key] = value;
      }
      if (this.closesAfterMember(125, "object")) return object;
    }
  }
  parseArray(depth) {
    if (depth > MAX_JSON_DEPTH) this.fail(this.pos, `nesting deeper than ${MAX_JSON_DEPTH} levels`);
    const text = this.text;
    const array = [];
    this.pos++;
    this.skipWhitespace();
    if (text.charCodeAt(this.pos) === 93) {
      this.pos++;
      return array;
    }
    for (; ; ) {
      try {
        array.push(this.parseValue(depth));
      } catch (e) {
        if (e instanceof JsonSyntaxError) e.path?.unshift(array.length);
        throw e;
      }
      if (this.closesAfterMember(93, "array")) return array;
    }
  }
  /**
   * After a member of an object or array: past a comma (and the whitespace after it) and false,
   * or past the closing bracket `close` and true.
   */
  closesAfterMember(close, container) {
    this.skipWhitespace();
    const c = this.text.charCodeAt(this.pos);
    if (c !== 44 && c !== close) {
      const expected = `expected ',' or '${String.fromCharCode(close)}' in ${container}`;
      this.fail(this.pos, `${expected}, found ${this.describeAt(this.pos)}`);
    }
    this.pos++;
    if (c === close) return true;
    this.skipWhitespace();
    return false;
  }
  /** At an opening quote; returns the decoded string. Slices runs between escapes. */
  parseString() {
    const text = this.text;
    const open = this.pos;
    let pos = open + 1;
    let runStart = pos;
    let parts = null;
    for (; ; ) {
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
        if (simple !== void 0) {
          parts.push(simple);
          pos += 2;
        } else if (e === 117) {
          parts.push(String.fromCharCode(this.hex4(pos)));
          pos += 6;
        } else if (Number.isNaN(e)) {
          this.fail(open, "unterminated string");
        } else {
          this.fail(pos, `invalid escape '\\${String.fromCharCode(e)}' in string`);
        }
        runStart = pos;
      } else if (c >= 32) {
        pos++;
      } else if (c < 32) {
        this.fail(pos, `unescaped control character ${codePoint(c)} in string`);
      } else {
        this.fail(open, "unterminated string");
      }
    }
  }
  hex4(escapePos) {
    let value = 0;
    for (let i = escapePos + 2; i < escapePos + 6; i++) {
      const c = this.text.charCodeAt(i);
      let digit;
      if (c >= 48 && c <= 57) digit = c - 48;
      else if (c >= 97 && c <= 102) digit = c - 87;
      else if (c >= 65 && c <= 70) digit = c - 55;
      else return this.fail(escapePos, "invalid \\u escape: expected four hex digits");
      value = value * 16 + digit;
    }
    return value;
  }
  parseNumber() {
    const text = this.text;
    const start = this.pos;
    let pos = start;
    if (text.charCodeAt(pos) === 45) pos++;
    const intStart = pos;
    let c = text.charCodeAt(pos);
    if (c === 48) {
      pos++;
      c = text.charCodeAt(pos);
      if (c >= 48 && c <= 57) this.fail(intStart, "leading zeros are not allowed in numbers");
    } else if (c >= 49 && c <= 57) {
      do
        c = text.charCodeAt(++pos);
      while (c >= 48 && c <= 57);
    } else {
      this.fail(pos, `expected a digit, found ${this.describeAt(pos)}`);
    }
    const intEnd = pos;
    let fracEnd = pos;
    let integerSyntax = true;
    if (c === 46) {
      integerSyntax = false;
      c = text.charCodeAt(++pos);
      if (!(c >= 48 && c <= 57))
        this.fail(pos, `expected a digit after '.', found ${this.describeAt(pos)}`);
      do
        c = text.charCodeAt(++pos);
      while (c >= 48 && c <= 57);
      fracEnd = pos;
    }
    let expStart = -1;
    if (c === 101 || c === 69) {
      integerSyntax = false;
      c = text.charCodeAt(++pos);
      if (c === 43 || c === 45) c = text.charCodeAt(++pos);
      expStart = pos;
      if (!(c >= 48 && c <= 57))
        this.fail(pos, `expected a digit in the exponent, found ${this.describeAt(pos)}`);
      do
        c = text.charCodeAt(++pos);
      while (c >= 48 && c <= 57);
    }
    this.pos = pos;
    const literal = text.slice(start, pos);
    const n = Number(literal);
    if (integerSyntax) return Number.isSafeInteger(n) ? n : BigInt(literal);
    if (Number.isFinite(n) && !(Number.isInteger(n) && !Number.isSafeInteger(n))) return n;
    const exact = this.exactInteger(start, intStart, intEnd, fracEnd, expStart, pos);
    if (exact !== null) return exact;
    if (!Number.isFinite(n)) {
      this.fail(
        start,
        `number ${shortLiteral(literal)} has a fraction and is beyond the range of a double (±1.8e308)`
      );
    }
    return n;
  }
  /** The integer a decimal literal denotes, or null when it has a fractional part. */
  exactInteger(start, intStart, intEnd, fracEnd, expStart, end) {
    const text = this.text;
    let digits = text.slice(intStart, intEnd) + (fracEnd > intEnd ? text.slice(intEnd + 1, fracEnd) : "");
    let scale = fracEnd > intEnd ? -(fracEnd - intEnd - 1) : 0;
    if (expStart >= 0) {
      const expText = text.slice(expStart, end);
      const negative = text.charCodeAt(expStart - 1) === 45;
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
    return text.charCodeAt(start) === 45 ? -magnitude : magnitude;
  }
};
function shortLiteral(literal) {
  return literal.length <= 40 ? literal : `${literal.slice(0, 20)}…${literal.slice(-10)}`;
}

// src/core/json/equal.ts
function jsonEqual(a, b) {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const ta = typeof a;
  const tb = typeof b;
  if (ta === "number" || ta === "bigint") {
    return (tb === "number" || tb === "bigint") && numbersEqual(a, b);
  }
  if (ta !== "object" || tb !== "object") return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const oa = a;
  const ob = b;
  let count = 0;
  for (const key in oa) {
    const va = oa[key];
    if (va === void 0) continue;
    count++;
    const vb = ob[key];
    if (vb === void 0 || !Object.hasOwn(ob, key) || !jsonEqual(va, vb)) return false;
  }
  let countB = 0;
  for (const key in ob) if (ob[key] !== void 0) countB++;
  return count === countB;
}
function jsonDiff(expected, actual, path = "") {
  if (jsonEqual(expected, actual)) return null;
  return firstDifference(expected, actual, path);
}
function firstDifference(expected, actual, path) {
  const ke = kindOf(expected);
  if (ke !== kindOf(actual) || ke !== "array" && ke !== "object")
    return difference("value", path, expected, actual);
  if (ke === "array") {
    const e = expected;
    const a = actual;
    if (e.length !== a.length) return difference("length", path, expected, actual);
    for (let i = 0; i < e.length; i++) {
      if (!jsonEqual(e[i], a[i]))
        return firstDifference(e[i], a[i], `${path === "" ? "$" : path}[${i}]`);
    }
  } else {
    const e = expected;
    const a = actual;
    for (const key of Object.keys(e)) {
      const ve = e[key];
      if (ve === void 0) continue;
      const va = Object.hasOwn(a, key) ? a[key] : void 0;
      if (va === void 0) return difference("missing", memberPath(path, key), ve, void 0);
      if (!jsonEqual(ve, va)) return firstDifference(ve, va, memberPath(path, key));
    }
    for (const key of Object.keys(a)) {
      const va = a[key];
      if (va !== void 0 && !(Object.hasOwn(e, key) && e[key] !== void 0)) {
        return difference("unexpected", memberPath(path, key), void 0, va);
      }
    }
  }
  return difference("value", path, expected, actual);
}
function difference(kind, path, expected, actual) {
  const shown = path === "" ? "$" : path;
  let message;
  switch (kind) {
    case "missing":
      message = `${shown}: missing (expected ${describeJson(expected)})`;
      break;
    case "unexpected":
      message = `${shown}: unexpected field (${describeJson(actual)})`;
      break;
    case "length":
      message = `${shown}: ${items(actual.length)} (expected ${expected.length})`;
      break;
    default:
      message = `${shown}: ${describeValue(actual)} (expected ${describeValue(expected)})`;
  }
  return { path: shown, expected, actual, message, kind };
}
function describeChange(d) {
  switch (d.kind) {
    case "missing":
      return `${d.path}: ${describeJson(d.expected)} -> missing`;
    case "unexpected":
      return `${d.path}: missing -> ${describeJson(d.actual)}`;
    case "length":
      return `${d.path}: ${items(d.expected.length)} -> ${items(d.actual.length)}`;
    default:
      return `${d.path}: ${describeValue(d.expected)} -> ${describeValue(d.actual)}`;
  }
}
function describeValue(value) {
  return typeof value === "number" && Number.isInteger(value) && !Number.isSafeInteger(value) ? `a non-integer near ${describeJson(value)}` : describeJson(value);
}
function describeJson(value, max = 80) {
  const text = stringifyJson(value);
  return showLookAlikes(text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`);
}
function memberPath(path, key) {
  if (/^[A-Za-z_$][\w$-]*$/.test(key)) return path === "" ? key : `${path}.${key}`;
  return `${path === "" ? "$" : path}[${JSON.stringify(key)}]`;
}
function describeKind(value) {
  switch (kindOf(value)) {
    case "null":
      return "null";
    case "boolean":
      return "a boolean";
    case "number":
      return "a number";
    case "string":
      return "a string";
    case "array":
      return "an array";
    default:
      return "an object";
  }
}
function items(n) {
  return n === 1 ? "1 item" : `${n} items`;
}
function kindOf(value) {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
    case "bigint":
      return "number";
    case "string":
      return "string";
    default:
      return Array.isArray(value) ? "array" : "object";
  }
}
function numbersEqual(a, b) {
  if (typeof a === typeof b) return a === b;
  const n = typeof a === "number" ? a : b;
  return Number.isSafeInteger(n) && BigInt(n) === (typeof a === "bigint" ? a : b);
}

// src/core/json/written-parse.ts
function parseWrittenJson(text) {
  const fast = nativeIfSame(text);
  if (fast !== void 0) return { ok: true, value: fast, fast: true };
  return parseStrictJson(text);
}
function nativeIfSame(text, depth = 1) {
  if (text.charCodeAt(0) === 65279) return void 0;
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return void 0;
  }
  return sameAsStrict(value, text, depth) ? value : void 0;
}
function sameAsStrict(value, text, depth) {
  const members = plainMembers(value, depth);
  if (Number.isNaN(members)) return false;
  return quickKeyCount(text) === members || exactKeyCount(text) === members;
}
function plainMembers(value, depth) {
  if (typeof value === "number") return plainNumber(value) ? 0 : Number.NaN;
  if (typeof value !== "object" || value === null) return 0;
  return containerMembers(value, depth);
}
function containerMembers(value, depth) {
  if (depth > MAX_JSON_DEPTH) return Number.NaN;
  let count = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      if (typeof v === "number") {
        if (!plainNumber(v)) return Number.NaN;
      } else if (typeof v === "object" && v !== null) count += containerMembers(v, depth + 1);
    }
    return count;
  }
  for (const key in value) {
    count++;
    const v = value[key];
    if (typeof v === "number") {
      if (!plainNumber(v)) return Number.NaN;
    } else if (typeof v === "object" && v !== null) count += containerMembers(v, depth + 1);
  }
  return count;
}
function plainNumber(n) {
  return Number.isFinite(n) && (!Number.isInteger(n) || Number.isSafeInteger(n));
}
var BACKSLASH2 = 92;
var QUOTE2 = 34;
var COLON = 58;
function quickKeyCount(text) {
  let count = 0;
  for (let at = text.indexOf(":"); at >= 0; at = text.indexOf(":", at + 1)) {
    let before = at - 1;
    let c = text.charCodeAt(before);
    if (c === QUOTE2) {
      if (!escaped2(text, before)) count++;
      continue;
    }
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) continue;
    while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(--before);
    if (c === QUOTE2) return exactKeyCount(text);
  }
  return count;
}
function exactKeyCount(text) {
  let keys = 0;
  let at = 0;
  for (; ; ) {
    const open = text.indexOf('"', at);
    if (open < 0) return keys;
    let close = text.indexOf('"', open + 1);
    while (close > 0 && escaped2(text, close)) close = text.indexOf('"', close + 1);
    if (close < 0) return keys;
    at = close + 1;
    let c = text.charCodeAt(at);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++at);
    if (c === COLON) keys++;
  }
}
function escaped2(text, index) {
  let backslashes = 0;
  while (text.charCodeAt(index - 1 - backslashes) === BACKSLASH2) backslashes++;
  return backslashes % 2 === 1;
}
var OPEN_BRACE = 123;
var CLOSE_BRACE = 125;
var OPEN_BRACKET = 91;
var CLOSE_BRACKET = 93;
var COMMA = 44;
var PART_BYTES = 1 << 17;
var CUT_MARGIN = 1 << 12;
var MAX_OPENING_BYTES = 1 << 22;
var WrittenParts = class {
  /**
   * `partBytes`: the least length of a part (tests make it small). `visit` sees each element of
   * the list as it is parsed, with its index (it may replace a member by an equal value).
   */
  constructor(list, decode2, partBytes = PART_BYTES, visit) {
    this.list = list;
    this.decode = decode2;
    this.partBytes = partBytes;
    this.visit = visit;
  }
  list;
  decode;
  partBytes;
  visit;
  /** The bytes not yet parsed: the start of `held`, which grows by doubling (a part may be long). */
  pending = new Uint8Array(0);
  held = new Uint8Array(0);
  /** Where the list's body starts in `pending` (after its `[`); -1 before it is found. */
  at = -1;
  /** Where to look for the next cut in `pending`, at least. */
  searchFrom = 0;
  opening = "";
  separator;
  elements = [];
  failed = false;
  /** Takes the file's next bytes (copied: the caller may reuse `block`); false once the value cannot be proven in parts. */
  push(block) {
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
    if (this.separator === void 0) {
      const separator = elementSeparator(this.pending, this.at);
      if (separator === null) return this.fail();
      if (separator === void 0) return true;
      this.separator = separator;
    }
    this.takeParts();
    return !this.failed;
  }
  /** At the end of the file: the whole value, or undefined when it is not proven. */
  end() {
    if (this.failed || this.at < 0) return void 0;
    const bytes = this.pending;
    let close = skipBack(bytes, bytes.length - 1);
    if (bytes[close] !== CLOSE_BRACE) return void 0;
    close = skipBack(bytes, close - 1);
    if (bytes[close] !== CLOSE_BRACKET || close < this.at || skip(bytes, this.at) >= close) return void 0;
    if (!this.takePart(this.at, close)) return void 0;
    const closing = this.decode(bytes, close, bytes.length);
    if (closing === void 0) return void 0;
    const outline = this.opening + closing;
    const whole = parsedOrUndefined(outline);
    if (typeof whole !== "object" || whole === null || Array.isArray(whole)) return void 0;
    const emptied = whole[this.list];
    if (!Array.isArray(emptied) || emptied.length !== 0 || !sameAsStrict(whole, outline, 1)) return void 0;
    whole[this.list] = this.elements;
    return whole;
  }
  fail() {
    this.failed = true;
    this.pending = new Uint8Array(0);
    this.held = this.pending;
    return false;
  }
  /** The list's `[` in the opening read so far; false while it is not there (yet). */
  findOpening() {
    const bytes = this.pending;
    if (bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191) return this.fail();
    const open = listOpening(bytes, this.list);
    if (open === -2) return this.fail();
    if (open < 0) return bytes.length > MAX_OPENING_BYTES ? this.fail() : false;
    const opening = this.decode(bytes, 0, open + 1);
    if (opening === void 0) return this.fail();
    this.opening = opening;
    this.at = open + 1;
    this.searchFrom = this.at;
    return true;
  }
  /** Parses every part whose cut is in `pending`, and keeps only what follows the last. */
  takeParts() {
    const bytes = this.pending;
    const separator = this.separator;
    for (; ; ) {
      const cut = nextCut(
        bytes,
        Math.max(this.searchFrom, this.at + this.partBytes),
        bytes.length,
        separator
      );
      if (cut < 0) {
        this.searchFrom = Math.max(this.searchFrom, bytes.length - CUT_MARGIN);
        break;
      }
      if (this.takePart(this.at, cut)) {
        this.at = cut + 1;
        this.searchFrom = this.at;
      } else if (this.failed) {
        return;
      } else {
        this.searchFrom = cut + 1 + (cut - this.at);
      }
    }
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
  takePart(start, end) {
    const bytes = this.pending;
    const before = bytes[start - 1];
    const after = bytes[end];
    bytes[start - 1] = OPEN_BRACKET;
    bytes[end] = CLOSE_BRACKET;
    const text = this.decode(bytes, start - 1, end + 1);
    bytes[start - 1] = before;
    bytes[end] = after;
    if (text === void 0) return this.fail();
    const part = parsedOrUndefined(text);
    if (!Array.isArray(part)) return false;
    if (part.length === 0 || !sameAsStrict(part, text, 2)) return this.fail();
    const visit = this.visit;
    for (let i = 0; i < part.length; i++) {
      if (visit !== void 0) visit(part[i], this.elements.length);
      this.elements.push(part[i]);
    }
    return true;
  }
};
function parsedOrUndefined(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function listOpening(bytes, list) {
  let depth = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === QUOTE2) {
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
function stringEnd(bytes, from) {
  for (let i = from; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === QUOTE2) return i;
    if (c === BACKSLASH2) i++;
  }
  return -1;
}
function sameBytes(bytes, at, ascii) {
  for (let i = 0; i < ascii.length; i++) if (bytes[at + i] !== ascii.charCodeAt(i)) return false;
  return true;
}
function isSpace(c) {
  return c === 32 || c === 10 || c === 13 || c === 9;
}
function skip(bytes, at) {
  while (isSpace(bytes[at])) at++;
  return at;
}
function skipBack(bytes, at) {
  while (at > 0 && isSpace(bytes[at])) at--;
  return at;
}
function elementSeparator(bytes, from) {
  const brace = skip(bytes, from);
  if (brace >= bytes.length) return void 0;
  if (bytes[brace] !== OPEN_BRACE) return null;
  const quote = skip(bytes, brace + 1);
  if (quote >= bytes.length) return void 0;
  if (bytes[quote] !== QUOTE2) return null;
  const end = stringEnd(bytes, quote + 1);
  return end < 0 ? void 0 : bytes.slice(quote, end + 1);
}
function nextCut(bytes, from, limit, key) {
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
function startsWith(bytes, at, prefix) {
  for (let i = 0; i < prefix.length; i++) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}

// src/core/json/fast-parse.ts
function parseJson(text) {
  const fast = nativeIfSame(text);
  return fast !== void 0 ? { ok: true, value: fast } : parseStrictJson(text);
}

// src/core/checks/thinking.ts
var OPENING = /^\s*<(think|thinking|reasoning)>/i;
function leadingReasoningTag(text) {
  const open = OPENING.exec(text.slice(0, 256));
  return open === null ? void 0 : { tag: open[1], end: open[0].length };
}
function afterThinking(text) {
  const open = leadingReasoningTag(text);
  if (open === void 0) return text;
  const closing = new RegExp(`</${open.tag}>`, "ig");
  closing.lastIndex = open.end;
  const end = closing.exec(text);
  return end === null ? "" : text.slice(end.index + end[0].length);
}
function inlineReasoningNote(text) {
  const open = leadingReasoningTag(text);
  if (open === void 0) return void 0;
  return `(the output starts with a <${open.tag.toLowerCase()}> block: the server returned the model's reasoning inline; see docs/suite-format.md#thinking-models)`;
}

// src/core/checks/extract.ts
var OPENING2 = /^( {0,3})(`{3,}|~{3,})/;
var CLOSING = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
function* fencedBlocks(output) {
  const text = afterThinking(output);
  if (!text.includes("```") && !text.includes("~~~")) return;
  const lines = text.split(/(?<=\n)/);
  let i = 0;
  while (i < lines.length) {
    const open = OPENING2.exec(bare(lines[i]));
    i++;
    if (open === null) continue;
    const indent = open[1].length;
    const fence = open[2];
    const info = bare(lines[i - 1]).slice(open[0].length);
    if (fence[0] === "`" && info.includes("`")) continue;
    let content = "";
    let closed = false;
    for (; i < lines.length; i++) {
      const line = lines[i];
      const close = CLOSING.exec(bare(line));
      if (close !== null && close[1]?.[0] === fence[0] && close[1].length >= fence.length) {
        closed = true;
        i++;
        break;
      }
      content += dedent(line, indent);
    }
    yield { content: content.replace(/\r?\n$/, ""), closed };
  }
}
function singleFencedBlock(output) {
  let found;
  for (const block of fencedBlocks(output)) {
    if (found !== void 0) return void 0;
    found = block;
  }
  return found;
}
function fencedBlock(output) {
  return singleFencedBlock(output)?.content;
}
function extractCodeFence(output) {
  return fencedBlock(output) ?? output;
}
function extractFor(extract, output) {
  return extract === "code_fence" ? extractCodeFence(output) : output;
}
function bare(line) {
  return line.replace(/\r?\n$/, "");
}
function dedent(line, n) {
  let i = 0;
  while (i < n && line.charCodeAt(i) === 32) i++;
  return i === 0 ? line : line.slice(i);
}
var WHOLE_OUTPUT_READ = "(options.extract: no single fenced block, so the whole output was read)";
var FENCE_NOT_EXTRACTED = "(the output is a fenced code block: set options.extract: code_fence to read its content)";
var UNCLOSED_BLOCK_READ = "(options.extract: the fenced block is not closed, so it was read to the end of the output)";

// src/core/checks/tool-call-text.ts
var SHAPES = '{"name", "arguments"}, {"function": {...}}, {"tool_calls": [...]} or a list of calls';
var TAGGED = /<tool_call>([\s\S]*?)(?:<\/tool_call>|$)/g;
var IN_FENCE = "the output holds a tool call inside a code fence, which is not read as one";
function parseToolCallsFromText(text, extract) {
  const answer = afterThinking(text);
  const trimmed = answer.trim();
  if (startsLikeJson(trimmed)) return callsFromJson(trimmed, "output");
  if (answer.includes("<tool_call>")) return taggedCalls(answer);
  if (holdsFencedCall(answer)) {
    const fix = extract === "code_fence" ? "options.extract: code_fence reads an output with exactly one fenced block" : "set options.extract: code_fence";
    return { ok: false, error: `${IN_FENCE}: ${fix}` };
  }
  return { ok: true, calls: [] };
}
function startsLikeJson(trimmed) {
  const first = trimmed.charCodeAt(0);
  return first === 123 || first === 91;
}
function taggedCalls(answer) {
  const calls = [];
  let n = 0;
  for (const match of answer.matchAll(TAGGED)) {
    n++;
    const read = callsFromJson(match[1].trim(), `the <tool_call> block ${n}`);
    if (!read.ok) return read;
    calls.push(...read.calls);
  }
  return { ok: true, calls };
}
function holdsFencedCall(answer) {
  for (const block of fencedBlocks(answer)) {
    const content = block.content.trim();
    if (!startsLikeJson(content)) continue;
    const read = callsFromJson(content, "output");
    if (read.ok && read.calls.length > 0) return true;
  }
  return false;
}
function callsFromJson(text, subject) {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, error: `${subject} is not valid JSON (${parsed.error})` };
  const value = parsed.value;
  let items2;
  if (Array.isArray(value)) items2 = value;
  else if (isJsonObject(value) && Array.isArray(value.tool_calls)) items2 = value.tool_calls;
  else {
    const call = isJsonObject(value) ? readCall(value) : null;
    return call === null ? { ok: false, error: `${subject} is JSON but not a tool call (expected ${SHAPES})` } : { ok: true, calls: [call] };
  }
  const of = subject === "output" ? "the output" : subject;
  const calls = [];
  for (let i = 0; i < items2.length; i++) {
    const item = items2[i];
    const call = isJsonObject(item) ? readCall(item) : null;
    if (call === null)
      return { ok: false, error: `item ${i} of ${of} is not a tool call (expected ${SHAPES})` };
    calls.push(call);
  }
  return { ok: true, calls };
}
function readCall(value) {
  const holder = isJsonObject(value.function) ? value.function : value;
  const name = holder.name;
  if (typeof name !== "string" || name === "") return null;
  const raw = holder.arguments !== void 0 ? holder.arguments : holder.parameters;
  return { name, ...readArguments(raw) };
}
function readArguments(raw) {
  if (raw === void 0 || raw === null) return { arguments: {} };
  if (isJsonObject(raw)) return { arguments: raw };
  if (typeof raw === "string") {
    const parsed = parseJson(raw);
    if (!parsed.ok)
      return { arguments: raw, arguments_error: `arguments are not valid JSON (${parsed.error})` };
    if (isJsonObject(parsed.value)) return { arguments: parsed.value };
    return {
      arguments: raw,
      arguments_error: `arguments must be a JSON object, got ${describeKind(parsed.value)}`
    };
  }
  return { arguments: raw, arguments_error: `arguments must be a JSON object, got ${describeKind(raw)}` };
}

export {
  REDACTED,
  isSecretKey,
  isSecretHeader,
  headerCredential,
  isSecretHeaderValue,
  redactSecrets,
  knownSecrets,
  trimHeaderValue,
  isSendableHeaderValue,
  isHeaderName,
  urlCredentials,
  urlCredentialSecrets,
  showLookAlikes,
  jsonEqual,
  jsonDiff,
  describeChange,
  memberPath,
  describeKind,
  MAX_JSON_DEPTH,
  parseStrictJson,
  parseJsonNumber,
  parseWrittenJson,
  nativeIfSame,
  WrittenParts,
  parseJson,
  inlineReasoningNote,
  singleFencedBlock,
  extractFor,
  WHOLE_OUTPUT_READ,
  FENCE_NOT_EXTRACTED,
  UNCLOSED_BLOCK_READ,
  withDeadline,
  formatMs,
  parseToolCallsFromText,
  readArguments,
  displayUrl
};
