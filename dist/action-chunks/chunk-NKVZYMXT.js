import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  setOwn
} from "./chunk-YLOUS24W.js";

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
    const secret = isHeaders ? isSecretHeader(key) || typeof member === "string" && headerCredential(member) !== void 0 : isSecretKey(key);
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

// src/core/visible-text.ts
var SUSPECT = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Mn}\p{Me}]|[^\P{Zs} ]/u;
var ALWAYS = /^(?:[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Variation_Selector}]|[^\P{Zs} ])$/u;
var MARK = /^[\p{Mn}\p{Me}]$/u;
var BASE = /^[\p{L}\p{N}]/u;
var EMOJI = new RegExp("^\\p{RGI_Emoji}$", "v");
var graphemes;
function showInvisible(text) {
  if (!SUSPECT.test(text)) return text;
  graphemes ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  let out = "";
  for (const { segment } of graphemes.segment(text)) {
    if (!SUSPECT.test(segment) || EMOJI.test(segment)) {
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
  const char = showInvisible(String.fromCodePoint(code));
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
          `expected ':' after key ${showInvisible(JSON.stringify(key))}, found ${this.describeAt(this.pos)}`
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
    if (!Number.isFinite(n)) return this.exactInteger(start, intStart, intEnd, fracEnd, expStart, pos, true);
    return n;
  }
  /** The integer a decimal literal denotes, or null when it has a fractional part. */
  exactInteger(start, intStart, intEnd, fracEnd, expStart, end, nearest = false) {
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
    if (scale < 0 && !nearest) return null;
    if (trimmed.length + scale > MAX_INTEGER_DIGITS) {
      this.fail(start, `number ${text.slice(start, end)} has more than ${MAX_INTEGER_DIGITS} digits`);
    }
    let magnitude;
    if (scale >= 0) {
      magnitude = BigInt(trimmed) * 10n ** BigInt(scale);
    } else {
      const keep = trimmed.length + scale;
      magnitude = BigInt(trimmed.slice(0, keep) || "0") + (Number(trimmed.charAt(keep)) >= 5 ? 1n : 0n);
    }
    return text.charCodeAt(start) === 45 ? -magnitude : magnitude;
  }
};

export {
  REDACTED,
  isSecretKey,
  isSecretHeader,
  headerCredential,
  redactSecrets,
  knownSecrets,
  urlCredentials,
  urlCredentialSecrets,
  showInvisible,
  MAX_JSON_DEPTH,
  parseStrictJson,
  parseJsonNumber,
  displayUrl
};
