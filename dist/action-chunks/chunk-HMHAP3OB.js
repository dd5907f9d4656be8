import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  MAX_JSON_DEPTH,
  parseStrictJson
} from "./chunk-NKVZYMXT.js";
import {
  onAbort
} from "./chunk-76AVFL7B.js";
import {
  ProviderError
} from "./chunk-YLOUS24W.js";

// src/core/run/retry.ts
var DEFAULT_BACKOFF = { baseMs: 250, capMs: 8e3 };
function isTransient(error) {
  return error instanceof ProviderError && error.kind === "transient";
}
function backoffDelay(retry, policy) {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** retry);
  return Math.floor((policy.random ?? Math.random)() * ceiling);
}
function abortableSleep(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const unsubscribe = onAbort(signal, () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
    const timer = setTimeout(() => {
      unsubscribe();
      resolve();
    }, ms);
  });
}
async function withRetry(attempt, policy, signal) {
  const sleep = policy.sleep ?? abortableSleep;
  let attempts = 0;
  for (; ; ) {
    attempts++;
    try {
      return { ok: true, value: await attempt(attempts), attempts };
    } catch (error) {
      const retriesUsed = attempts - 1;
      if (!isTransient(error) || retriesUsed >= policy.retries || signal.aborted) {
        return { ok: false, error, attempts };
      }
      try {
        const asked = error instanceof ProviderError ? error.retryAfterMs ?? 0 : 0;
        await sleep(Math.max(backoffDelay(retriesUsed, policy), asked), signal);
      } catch (abort) {
        return { ok: false, error: abort, attempts };
      }
    }
  }
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
var BACKSLASH = 92;
var QUOTE = 34;
var COLON = 58;
function quickKeyCount(text) {
  let count = 0;
  for (let at = text.indexOf(":"); at >= 0; at = text.indexOf(":", at + 1)) {
    let before = at - 1;
    let c = text.charCodeAt(before);
    if (c === QUOTE) {
      if (!escaped(text, before)) count++;
      continue;
    }
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) continue;
    while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(--before);
    if (c === QUOTE) return exactKeyCount(text);
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
    while (close > 0 && escaped(text, close)) close = text.indexOf('"', close + 1);
    if (close < 0) return keys;
    at = close + 1;
    let c = text.charCodeAt(at);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++at);
    if (c === COLON) keys++;
  }
}
function escaped(text, index) {
  let backslashes = 0;
  while (text.charCodeAt(index - 1 - backslashes) === BACKSLASH) backslashes++;
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
  constructor(list, decode, partBytes = PART_BYTES, visit) {
    this.list = list;
    this.decode = decode;
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
function stringEnd(bytes, from) {
  for (let i = from; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === QUOTE) return i;
    if (c === BACKSLASH) i++;
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
  if (bytes[quote] !== QUOTE) return null;
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

export {
  parseWrittenJson,
  nativeIfSame,
  WrittenParts,
  DEFAULT_BACKOFF,
  withRetry
};
