#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  InputError,
  closestName,
  didYouMean
} from "./chunk-H7LBHXRB.js";
import {
  MAX_JSON_DEPTH,
  parseStrictJson
} from "./chunk-5CDIXIRV.js";
import {
  stringifyJson,
  toPlain
} from "./chunk-4ONHOOYB.js";
import {
  isJsonObject,
  isRecord
} from "./chunk-TK6EAAW5.js";

// src/core/checks/extract.ts
var FENCE = /```[^\n`]*\r?\n([\s\S]*?)```/g;
function extractCodeFence(output) {
  let content;
  let count = 0;
  for (const match of output.matchAll(FENCE)) {
    count++;
    if (count > 1) return output;
    content = match[1];
  }
  return count === 1 && content !== void 0 ? content : output;
}
function extractFor(extract, output) {
  return extract === "code_fence" ? extractCodeFence(output) : output;
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
  if (typeof value === "number") return Number.isFinite(value) && plainNumber(value) ? 0 : Number.NaN;
  if (typeof value !== "object" || value === null) return 0;
  if (depth > MAX_JSON_DEPTH) return Number.NaN;
  let count = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) count += plainMembers(value[i], depth + 1);
    return count;
  }
  for (const key in value) count += 1 + plainMembers(value[key], depth + 1);
  return count;
}
function plainNumber(n) {
  return !Number.isInteger(n) || Number.isSafeInteger(n);
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
    const open2 = text.indexOf('"', at);
    if (open2 < 0) return keys;
    let close = text.indexOf('"', open2 + 1);
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
var PART_BYTES = 1 << 15;
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
    const open2 = listOpening(bytes, this.list);
    if (open2 === -2) return this.fail();
    if (open2 < 0) return bytes.length > MAX_OPENING_BYTES ? this.fail() : false;
    const opening = this.decode(bytes, 0, open2 + 1);
    if (opening === void 0) return this.fail();
    this.opening = opening;
    this.at = open2 + 1;
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
    this.held.copyWithin(0, this.at, this.pending.length);
    this.pending = this.held.subarray(0, this.pending.length - this.at);
    this.searchFrom -= this.at;
    this.at = 0;
  }
  /**
   * Parses bytes[start, end) as a part; false when it does not parse (the caller waits for a
   * later cut) or is not the strict parser's value (then every later step fails).
   */
  takePart(start, end) {
    const text = this.decode(this.pending, start, end);
    if (text === void 0) return this.fail();
    const part = parsedOrUndefined(`[${text}]`);
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

// src/core/json/fast-parse.ts
function parseJson(text) {
  const parsed = parseWrittenJson(text);
  return parsed.ok ? { ok: true, value: parsed.value } : parsed;
}

// src/core/result/run-result.ts
var RUN_FORMAT = "modelgate.run/v2";
function isJudged(status) {
  return status === "pass" || status === "fail" || status === "invalid";
}

// src/core/result/stored-form.ts
var JSON_SOURCES = ["output", "code_fence"];
var READABLE_RUN_FORMATS = ["modelgate.run/v1", RUN_FORMAT];
function assertReadableFormat(run, label) {
  if (READABLE_RUN_FORMATS.includes(run.format)) return;
  throw new InputError(
    `${label}: unsupported result format '${String(run.format)}' (expected ${READABLE_RUN_FORMATS.map((f) => `'${f}'`).join(" or ")})`
  );
}
var noted = /* @__PURE__ */ new WeakMap();
function noteJsonSource(json, output, extract) {
  if (typeof json === "object" && json !== null) {
    noted.set(json, { output, source: extract === "code_fence" ? "code_fence" : "output" });
  }
}
function parsedFrom(output, source) {
  const parsed = parseJson(extractFor(source === "code_fence" ? "code_fence" : void 0, output));
  return parsed.ok ? parsed.value : void 0;
}
function sourceOf(json, output) {
  if (typeof json === "object" && json !== null) {
    const note = noted.get(json);
    if (note !== void 0 && note.output === output) return note.source;
  }
  for (const source of JSON_SOURCES) {
    if (source === "code_fence" && extractFor("code_fence", output) === output) continue;
    const again = parsedFrom(output, source);
    if (again !== void 0 && sameJson(again, json)) return source;
  }
  return null;
}
function sameJson(a, b) {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") {
    return typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b;
    return a.length === other.length && a.every((v, i) => sameJson(v, other[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const bo = b;
  return ka.every((k, i) => k === kb[i] && sameJson(a[k], bo[k]));
}
function withDerivedJson(evidence, output) {
  const json = evidence.json;
  if (output === null || typeof json !== "object" || json === null) return evidence;
  const note = noted.get(json);
  if (note === void 0 || note.output !== output) return evidence;
  const { source } = note;
  const out = { ...evidence };
  Object.defineProperty(out, "json", {
    enumerable: true,
    configurable: true,
    get: () => {
      const value = parsedFrom(output, source);
      noteJsonSource(value, output, source === "code_fence" ? "code_fence" : void 0);
      return value;
    },
    set: (value) => {
      derived.delete(out);
      Object.defineProperty(out, "json", { value, enumerable: true, writable: true, configurable: true });
    }
  });
  derived.set(out, { output, source });
  return out;
}
var derived = /* @__PURE__ */ new WeakMap();
function storedRepetition(rep) {
  const output = rep.output;
  if (output === null) return rep;
  const known = derived.get(rep.evidence);
  let source;
  if (known !== void 0 && known.output === output) source = known.source;
  else {
    const json = rep.evidence.json;
    if (json === void 0) return rep;
    source = sourceOf(json, output);
  }
  if (source === null) return rep;
  const held = rep.evidence;
  const evidence = {};
  for (const key of Object.keys(held)) if (key !== "json") evidence[key] = held[key];
  evidence.json_from = source;
  return { ...rep, evidence };
}
function storedCase(c) {
  const reps = c.repetitions;
  for (let i = 0; i < reps.length; i++) {
    const stored = storedRepetition(reps[i]);
    if (stored === reps[i]) continue;
    const repetitions = reps.slice(0, i);
    repetitions.push(stored);
    for (let j = i + 1; j < reps.length; j++) repetitions.push(storedRepetition(reps[j]));
    return { ...c, repetitions };
  }
  return c;
}
function* runResultText(run, options = {}) {
  const pretty = options.pretty === true;
  const nested = (value, depth) => pretty ? stringifyJson(value, 2).replaceAll("\n", `
${depth}`) : stringifyJson(value);
  const record = run;
  let head = "{";
  let first = true;
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (value === void 0) continue;
    head += `${first ? "" : ","}${pretty ? "\n  " : ""}${JSON.stringify(key)}${pretty ? ": " : ":"}`;
    first = false;
    if (key !== "cases" || run.cases.length === 0) {
      head += nested(value, "  ");
      continue;
    }
    yield `${head}[`;
    if (pretty) {
      for (let i = 0; i < run.cases.length; i++) {
        const text = nested(storedCase(run.cases[i]), "    ");
        yield `${i === 0 ? "" : ","}
    ${text}`;
      }
    } else yield* compactCases(run.cases);
    head = pretty ? "\n  ]" : "]";
  }
  yield `${head}${pretty && !first ? "\n}" : "}"}
`;
}
var CASES_PER_PIECE = 64;
function* compactCases(cases) {
  for (let start = 0; start < cases.length; start += CASES_PER_PIECE) {
    const batch = cases.slice(start, start + CASES_PER_PIECE).map(storedCase);
    const text = stringifyJson(batch);
    yield `${start === 0 ? "" : ","}${text.slice(1, -1)}`;
  }
}
function runResultJson(run, options = {}) {
  return [...runResultText(run, options)].join("");
}
function restoreStoredResult(run) {
  const problems = [];
  const cases = run.cases;
  for (let caseIndex = 0; caseIndex < cases.length; caseIndex++) {
    const c = cases[caseIndex];
    const reps = c.repetitions;
    for (let repetitionIndex = 0; repetitionIndex < reps.length; repetitionIndex++) {
      const rep = reps[repetitionIndex];
      const evidence = rep.evidence;
      const source = evidence.json_from;
      if (source === void 0) continue;
      const at = { caseIndex, repetitionIndex, caseId: c.id };
      if (evidence.json !== void 0) {
        problems.push({ ...at, message: "evidence has both 'json' and 'json_from': give one" });
        continue;
      }
      if (rep.output === null) {
        problems.push({ ...at, message: "evidence.json_from needs the output, which is null" });
        continue;
      }
      const json = parsedFrom(rep.output, source);
      if (json === void 0) {
        problems.push({
          ...at,
          message: `evidence.json_from '${source}': the output does not parse as JSON`
        });
        continue;
      }
      delete evidence.json_from;
      evidence.json = json;
      noteJsonSource(json, rep.output, source === "code_fence" ? "code_fence" : void 0);
    }
  }
  run.format = RUN_FORMAT;
  return problems;
}

// src/load/result-file.ts
import { resolve as resolve2 } from "node:path";

// src/core/result/aggregate.ts
var EXECUTION_PRECEDENCE = ["cancelled", "unavailable", "timeout", "error"];
function aggregateCase(repetitions, minPass) {
  let pass = 0;
  let fail = 0;
  let invalid = 0;
  for (let i = 0; i < repetitions.length; i++) {
    const status2 = repetitions[i].status;
    if (status2 === "pass") pass++;
    else if (status2 === "fail") fail++;
    else if (status2 === "invalid") invalid++;
  }
  const judged = pass + fail + invalid;
  const unjudged = repetitions.length - judged;
  let status;
  if (pass >= minPass) status = "pass";
  else if (pass + unjudged < minPass) status = fail > 0 ? "fail" : "invalid";
  else {
    const seen = new Set(repetitions.map((r) => r.status).filter((s) => !isJudged(s)));
    status = EXECUTION_PRECEDENCE.find((s) => seen.has(s)) ?? "error";
  }
  return { status, pass_count: pass, judged_count: judged };
}
function summarize(cases) {
  const summary = { cases: cases.length, passed: 0, failed: 0, invalid: 0, errors: 0 };
  for (const c of cases) {
    if (c.status === "pass") summary.passed++;
    else if (c.status === "fail") summary.failed++;
    else if (c.status === "invalid") summary.invalid++;
    else summary.errors++;
  }
  return summary;
}

// src/core/result/shared-strings.ts
function shareCaseStrings(element, like) {
  if (!isRecord(element) || !isRecord(like)) return;
  share(element, like, "id");
  share(element, like, "case_sha256");
  const source = element.source;
  const likeSource = like.source;
  if (isRecord(source) && isRecord(likeSource)) share(source, likeSource, "file");
  const reps = element.repetitions;
  const likeReps = like.repetitions;
  if (!Array.isArray(reps) || !Array.isArray(likeReps)) return;
  const n = Math.min(reps.length, likeReps.length);
  for (let i = 0; i < n; i++) {
    const rep = reps[i];
    const likeRep = likeReps[i];
    if (!isRecord(rep) || !isRecord(likeRep)) continue;
    share(rep, likeRep, "output");
    share(rep, likeRep, "output_sha256");
    share(rep, likeRep, "reason");
  }
}
function share(target, like, key) {
  const value = target[key];
  if (typeof value !== "string") return;
  const other = like[key];
  if (value === other && Object.hasOwn(target, key)) target[key] = other;
}

// src/load/json-positions.ts
var QUOTE2 = 34;
var BACKSLASH2 = 92;
var JsonTextMap = class {
  constructor(text) {
    this.text = text;
    this.root = skipWhitespace(text, 0);
  }
  text;
  /** Container offset → `[key, keyOffset, valueOffset, ...]` (object) or item offsets (array). */
  scanned = /* @__PURE__ */ new Map();
  lineStarts;
  root;
  /** Where each item of a list held by the top-level object was written, by the list's key. */
  listItems = /* @__PURE__ */ new Map();
  /** Where the value at `path` was written, or its nearest written ancestor. */
  at(path) {
    if (path.length === 2 && typeof path[0] === "string" && typeof path[1] === "number") {
      const item = this.itemsOf(path[0])?.[path[1]];
      if (item !== void 0) return { line: item.line, column: item.column };
    }
    return this.position(this.find(path).value);
  }
  /** Where the key of the last segment was written; the value when it is a list item. */
  keyAt(path) {
    const found = this.find(path);
    const wholly = found.depth === path.length && found.key !== void 0;
    return this.position(wholly ? found.key : found.value);
  }
  has(path) {
    return this.find(path).depth === path.length;
  }
  isContainer(offset) {
    const c = this.text.charCodeAt(offset);
    return c === 123 || c === 91;
  }
  /** The offsets of the values a container holds, in written order; none for a scalar. */
  children(offset) {
    const members = this.members(offset);
    if (members === void 0) return [];
    if (this.text.charCodeAt(offset) === 91) return members;
    const out = [];
    for (let i = 2; i < members.length; i += 3) out.push(members[i]);
    return out;
  }
  /** The offset of the top-level value. */
  get rootOffset() {
    return this.root;
  }
  position(offset) {
    this.lineStarts ??= lineStartsOf(this.text);
    const starts = this.lineStarts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = low + high + 1 >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low] + 1 };
  }
  /**
   * The positions of the items of the list at `[key]` of a top-level object, in one pass over the
   * line starts (the items are in text order); null when there is no such list.
   */
  itemsOf(key) {
    let items = this.listItems.get(key);
    if (items === void 0) {
      items = null;
      const root = this.text.charCodeAt(this.root) === 123 ? this.members(this.root) : void 0;
      let i = 0;
      while (root !== void 0 && i < root.length && root[i] !== key) i += 3;
      const list = root !== void 0 && i < root.length ? root[i + 2] : -1;
      if (list >= 0 && this.text.charCodeAt(list) === 91)
        items = this.positions(this.members(list));
      this.listItems.set(key, items);
    }
    return items;
  }
  /** {@link position} of each of `offsets`, given in ascending order. */
  positions(offsets) {
    this.lineStarts ??= lineStartsOf(this.text);
    const starts = this.lineStarts;
    const out = [];
    let line = 0;
    for (const offset of offsets) {
      while (line + 1 < starts.length && starts[line + 1] <= offset) line++;
      out.push({ line: line + 1, column: offset - starts[line] + 1 });
    }
    return out;
  }
  /** Follows `path` as the YAML source map does: keys of objects, numeric indexes of arrays. */
  find(path) {
    let found = { depth: 0, value: this.root, key: void 0 };
    for (const segment of path) {
      const opening = this.text.charCodeAt(found.value);
      const members = this.members(found.value);
      if (members === void 0) break;
      if (opening === 91) {
        const offset = typeof segment === "number" ? members[segment] : void 0;
        if (offset === void 0) break;
        found = { depth: found.depth + 1, value: offset, key: void 0 };
      } else {
        const key = String(segment);
        let i = 0;
        while (i < members.length && members[i] !== key) i += 3;
        if (i >= members.length) break;
        found = { depth: found.depth + 1, value: members[i + 2], key: members[i + 1] };
      }
    }
    return found;
  }
  members(offset) {
    const opening = this.text.charCodeAt(offset);
    if (opening !== 123 && opening !== 91) return void 0;
    let members = this.scanned.get(offset);
    if (members === void 0) {
      const holds = (start) => {
        const child = scanContainer(this.text, start, void 0);
        this.scanned.set(start, child.members);
        return child.end;
      };
      members = scanContainer(this.text, offset, holds).members;
      this.scanned.set(offset, members);
    }
    return members;
  }
};
function scanContainer(text, start, holds) {
  const past = (value) => {
    const c = text.charCodeAt(value);
    return holds !== void 0 && (c === 123 || c === 91) ? holds(value) : skipValue(text, value);
  };
  const isObject = text.charCodeAt(start) === 123;
  const { members, end } = isObject ? scanObject(text, start, past) : scanArray(text, start, past);
  return { members, end };
}
function scanObject(text, start, past) {
  const out = [];
  let i = skipWhitespace(text, start + 1);
  while (text.charCodeAt(i) === QUOTE2) {
    const keyEnd = skipString(text, i);
    const raw = text.slice(i + 1, keyEnd - 1);
    const key = raw.includes("\\") ? JSON.parse(text.slice(i, keyEnd)) : raw;
    const colon = skipWhitespace(text, keyEnd);
    const value = skipWhitespace(text, colon + 1);
    out.push(key, i, value);
    i = skipWhitespace(text, past(value));
    if (text.charCodeAt(i) === 44) i = skipWhitespace(text, i + 1);
  }
  return { members: out, end: i + 1 };
}
function scanArray(text, start, past) {
  const out = [];
  let i = skipWhitespace(text, start + 1);
  while (i < text.length && text.charCodeAt(i) !== 93) {
    out.push(i);
    i = skipWhitespace(text, past(i));
    if (text.charCodeAt(i) === 44) i = skipWhitespace(text, i + 1);
  }
  return { members: out, end: i + 1 };
}
function skipValue(text, pos) {
  const c = text.charCodeAt(pos);
  if (c === QUOTE2) return skipString(text, pos);
  if (c === 123 || c === 91) {
    let depth = 0;
    const end = text.length;
    for (let i2 = pos; i2 < end; i2++) {
      const d = text.charCodeAt(i2);
      if (d === QUOTE2) i2 = skipString(text, i2) - 1;
      else if (d === 123 || d === 91) depth++;
      else if ((d === 125 || d === 93) && --depth === 0) return i2 + 1;
    }
    return end;
  }
  let i = pos;
  for (; i < text.length; i++) {
    const d = text.charCodeAt(i);
    if (d === 44 || d === 125 || d === 93 || d === 32 || d === 10 || d === 13 || d === 9) break;
  }
  return i;
}
function skipString(text, pos) {
  let quote = pos;
  for (; ; ) {
    quote = text.indexOf('"', quote + 1);
    if (quote < 0) return text.length;
    let before = quote - 1;
    while (text.charCodeAt(before) === BACKSLASH2) before--;
    if ((quote - 1 - before) % 2 === 0) return quote + 1;
  }
}
function skipWhitespace(text, pos) {
  let i = pos;
  for (; ; ) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) i++;
    else return i;
  }
}
function lineStartsOf(text) {
  const starts = [0];
  if (!text.includes("\r")) {
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    return starts;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
  }
  return starts;
}

// src/load/source-file.ts
function formatPath(path) {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else out += out === "" ? segment : `.${segment}`;
  }
  return out;
}
var MAX_NESTING = 100;
var NESTING_MESSAGE = `nested more than ${MAX_NESTING} levels deep: a suite, config or recorded file never needs that`;
function topLevelProblem(source, what, value = source.value) {
  if (value === void 0)
    return { file: source.file, line: 1, column: 1, message: `file is empty: expected ${what}` };
  if (typeof value === "object" && value !== null && !Array.isArray(value)) return void 0;
  return { file: source.file, ...source.at([]), message: `expected ${what}, found ${describeType(value)}` };
}
function describeType(value) {
  if (value === void 0) return "nothing";
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

// src/load/written-file.ts
import { isAscii, isUtf8 } from "node:buffer";
import { closeSync, openSync, readSync } from "node:fs";

// src/load/confine.ts
import { open, realpath } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";

// src/load/file-stat.ts
import { stat } from "node:fs/promises";
async function statOrNull(path) {
  try {
    return await stat(path);
  } catch {
    return null;
  }
}
async function pathExists(path) {
  return await statOrNull(path) !== null;
}
async function isFile(path) {
  return (await statOrNull(path))?.isFile() === true;
}
async function isFolder(path) {
  return (await statOrNull(path))?.isDirectory() === true;
}
async function fileKind(path) {
  const s = await statOrNull(path);
  if (s === null) return "missing";
  return s.isDirectory() ? "folder" : s.isFile() ? "file" : "other";
}

// src/load/confine.ts
async function repositoryRoot(from, cwd) {
  let folder = resolve(from);
  for (; ; ) {
    if (await pathExists(join(folder, ".git"))) return folder;
    const parent = dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  return isInside(resolve(from), resolve(cwd)) ? resolve(cwd) : resolve(from);
}
async function outsideRoot(path, root) {
  const realRoot = await realpath(root).catch(() => resolve(root));
  const real = await realOrParent(path);
  if (isInside(real, realRoot)) return null;
  return `resolves outside the repository root (${realRoot})${real !== path ? ` to ${real}` : ""}: suites and configs may only name files inside it`;
}
function isInside(path, root) {
  const rel = relative(root, path);
  return rel === "" || !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}
async function realOrParent(path) {
  let current = resolve(path);
  const rest = [];
  for (; ; ) {
    try {
      return join(await realpath(current), ...rest.reverse());
    } catch {
      const parent = dirname(current);
      if (parent === current) return resolve(path);
      rest.push(current.slice(parent.length + (parent.endsWith(sep) ? 0 : 1)));
      current = parent;
    }
  }
}
var TooLargeError = class extends Error {
};
async function readCapped(path, max) {
  const handle = await open(path, "r");
  try {
    const hint = Math.min((await handle.stat()).size, max) + 1;
    const first = Buffer.allocUnsafe(hint);
    let total = 0;
    while (total < hint) {
      const { bytesRead } = await handle.read(first, total, hint - total, null);
      if (bytesRead === 0) return first.subarray(0, total);
      total += bytesRead;
    }
    if (total > max) throw new TooLargeError(`larger than ${formatBytes(max)}`);
    const chunks = [first];
    for (; ; ) {
      const buffer = Buffer.alloc(Math.min(1 << 20, max + 1 - total));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      chunks.push(buffer.subarray(0, bytesRead));
      total += bytesRead;
      if (total > max) throw new TooLargeError(`larger than ${formatBytes(max)}`);
    }
    return Buffer.concat(chunks, total);
  } finally {
    await handle.close();
  }
}
function formatBytes(n) {
  return n >= 1 << 20 ? `${n / (1 << 20)} MiB` : `${n / 1024} KiB`;
}

// src/load/read-text.ts
var MAX_FILE_BYTES = 64 << 20;
async function readText(file, absolute) {
  const read = await readBytes(file, absolute);
  return read.ok ? decodeText(file, read.bytes) : read;
}
async function readBytes(file, absolute) {
  try {
    return { ok: true, bytes: await readCapped(absolute, MAX_FILE_BYTES) };
  } catch (error) {
    if (error instanceof TooLargeError) {
      const message2 = `file is larger than ${formatBytes(MAX_FILE_BYTES)}, the limit for a file ModelGate reads`;
      return { ok: false, diagnostic: { file, line: 0, column: 0, message: message2 } };
    }
    const code = error.code;
    const message = code === "ENOENT" ? "file not found" : code === "EISDIR" ? "is a directory, expected a file" : `cannot read file: ${error.message}`;
    return { ok: false, diagnostic: { file, line: 0, column: 0, message } };
  }
}
function decodeText(file, bytes) {
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    const lenient = new TextDecoder("utf-8").decode(bytes);
    const { line, column } = lineColumnOf(lenient, Math.max(0, lenient.indexOf("�")));
    return { ok: false, diagnostic: { file, line, column, message: "file is not valid UTF-8 text" } };
  }
}
function lineColumnOf(text, offset) {
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

// src/load/position.ts
function valueAt(value, path) {
  let node = value;
  for (const segment of path) {
    if (Array.isArray(node)) {
      node = typeof segment === "number" ? node[segment] : void 0;
    } else if (node !== null && typeof node === "object") {
      const key = String(segment);
      node = Object.hasOwn(node, key) ? node[key] : void 0;
    } else {
      return void 0;
    }
    if (node === void 0) return void 0;
  }
  return node;
}

// src/load/schema-diagnostics.ts
var COMBINATORS = /* @__PURE__ */ new Set(["anyOf", "oneOf", "not", "propertyNames"]);
var REPLACEABLE = /* @__PURE__ */ new Set(["pattern", "anyOf", "oneOf", "not", "propertyNames", "format", "type"]);
function schemaDiagnostics(file, errors, value, hooks) {
  const wrappers = errors.filter((e) => COMBINATORS.has(e.keyword)).map((e) => e.schemaPath);
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const error of errors) {
    if (error.keyword === "if") continue;
    if (wrappers.some((w) => error.schemaPath !== w && error.schemaPath.startsWith(`${w}/`))) continue;
    const path = toPath(error.instancePath, value);
    const described = describe(error, path, value, hooks);
    if (described === null) continue;
    const placement = hooks.place(described.path, described.key);
    const diagnostic = { file, ...placement.at, message: described.message };
    if (placement.caseId !== void 0) diagnostic.caseId = placement.caseId;
    if (placement.field !== "") diagnostic.field = placement.field;
    const key = `${diagnostic.line}:${diagnostic.column}:${diagnostic.caseId}:${diagnostic.field}:${diagnostic.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(diagnostic);
  }
  return out;
}
function toPath(pointer, value) {
  if (pointer === "") return [];
  const path = [];
  let current = value;
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(current)) {
      const index = Number(segment);
      path.push(index);
      current = current[index];
    } else {
      path.push(segment);
      current = current !== null && typeof current === "object" ? current[segment] : void 0;
    }
  }
  return path;
}
var TYPE_NAMES = {
  string: "a string",
  number: "a number",
  integer: "an integer",
  boolean: "true or false",
  object: "a mapping",
  array: "a list",
  null: "null"
};
function typeMessage(expected, found) {
  const names = (Array.isArray(expected) ? expected : String(expected).split(",")).map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(" or ");
  let message = `must be ${names} (found ${describeType(found)})`;
  if (names === "a string" && (typeof found === "number" || typeof found === "bigint" || typeof found === "boolean")) {
    message += `; quote it to keep it as text: "${String(found)}"`;
  }
  return message;
}
function show(value) {
  if (typeof value === "string") return `'${value}'`;
  if (typeof value === "bigint") return String(value);
  return JSON.stringify(value, (_key, v) => typeof v === "bigint" ? `${v}` : v) ?? String(value);
}
function describe(error, path, value, hooks) {
  const params = error.params;
  const schema = error.parentSchema ?? {};
  const custom = typeof schema.errorMessage === "string" ? schema.errorMessage : void 0;
  const rule = error.keyword === "required" && !("properties" in schema);
  const replace = custom !== void 0 && (REPLACEABLE.has(error.keyword) || rule) && !(error.keyword === "type" && "pattern" in schema);
  const found = valueAt(value, path);
  switch (error.keyword) {
    case "required": {
      if (replace && custom !== void 0) return { path, key: false, message: custom };
      const name = String(params.missingProperty);
      const written = found !== null && typeof found === "object" && !Array.isArray(found) ? Object.keys(found) : [];
      if (written.some((k) => closestName(k, [name]) === name)) return null;
      return { path: [...path, name], key: true, message: "missing required field" };
    }
    case "additionalProperties":
    case "unevaluatedProperties": {
      const name = String(params.additionalProperty ?? params.unevaluatedProperty);
      const known = Object.keys(schema.properties ?? {}).filter((k) => k !== "$schema");
      const message = hooks.unknownField === void 0 ? `unknown field${didYouMean(name, known)}` : hooks.unknownField(path, name, known);
      return message === null ? null : { path: [...path, name], key: true, message };
    }
    case "propertyNames": {
      const name = String(params.propertyName);
      const inner = schema.propertyNames ?? {};
      const message = typeof inner.errorMessage === "string" ? inner.errorMessage : "is not an allowed name";
      return { path: [...path, name], key: true, message: `invalid name '${name}': ${message}` };
    }
    case "type":
      return { path, key: false, message: replace && custom ? custom : typeMessage(params.type, found) };
    case "enum": {
      const allowed = params.allowedValues ?? [];
      const hint = typeof found === "string" ? didYouMean(found, allowed.map(String)) : "";
      const list = allowed.map((v) => v === null ? "null" : String(v)).join(", ");
      return { path, key: false, message: `unknown value ${show(found)}${hint} (allowed: ${list})` };
    }
    case "const":
      return { path, key: false, message: `must be ${show(params.allowedValue)}` };
    case "false schema":
      return { path, key: true, message: "is not allowed here" };
    case "minItems":
      return {
        path,
        key: false,
        message: params.limit === 1 ? "must not be empty" : `must have at least ${String(params.limit)} items`
      };
    case "uniqueItems":
      return {
        path,
        key: false,
        message: `must not repeat items (items ${String(params.j)} and ${String(params.i)} are equal)`
      };
    case "minLength":
      return {
        path,
        key: false,
        message: params.limit === 1 ? "must not be empty" : error.message ?? "too short"
      };
    default:
      return {
        path,
        key: false,
        message: replace && custom ? custom : error.message ?? `fails '${error.keyword}'`
      };
  }
}

// src/load/schemas/precompiled.ts
import { createRequire } from "node:module";
var load = createRequire(import.meta.url);
var PRECOMPILED = {};
var FAST = {};
for (const name of ["suite", "config", "recorded", "result", "comparison"]) {
  Object.defineProperty(PRECOMPILED, name, { enumerable: true, get: () => load("./validator-" + name + ".cjs").validate });
  Object.defineProperty(FAST, name, { enumerable: true, get: () => load("./validator-" + name + "-fast.cjs").validate });
}

// src/load/schemas/compiled.ts
var validators = /* @__PURE__ */ new Map();
function productValidator(name) {
  let validate = validators.get(name);
  if (validate === void 0) {
    validate = twoStage(name);
    validators.set(name, validate);
  }
  return validate;
}
function twoStage(name) {
  const fast = FAST[name];
  if (fast === void 0) return PRECOMPILED[name];
  const validate = (data) => {
    if (fast(data)) {
      validate.errors = null;
      return true;
    }
    const full = PRECOMPILED[name];
    const valid = full(data);
    validate.errors = full.errors;
    return valid;
  };
  return validate;
}

// src/load/written-file.ts
async function readWrittenObject(file, absolute, messages, list, visit) {
  const parts = list === void 0 ? void 0 : inParts(absolute, list, visit);
  if (parts !== void 0) return { value: parts, fast: true, text: () => textOf(file, absolute) };
  const read = await readBytes(file, absolute);
  if (!read.ok) throw new InputError([read.diagnostic]);
  const decoded = decodeText(file, read.bytes);
  if (!decoded.ok) throw new InputError([decoded.diagnostic]);
  const text = decoded.text;
  const parsed = parseWrittenJson(text);
  if (!parsed.ok) {
    throw new InputError([
      { file, line: parsed.line, column: parsed.column, message: messages.parse(parsed.error) }
    ]);
  }
  if (!isJsonObject(parsed.value)) throw new InputError([messages.notObject]);
  const elements = list === void 0 ? void 0 : parsed.value[list];
  if (visit !== void 0 && Array.isArray(elements)) elements.forEach(visit);
  return { value: parsed.value, fast: parsed.fast === true, text: async () => text };
}
var BLOCK_BYTES = 1 << 20;
function inParts(absolute, list, visit) {
  const parts = new WrittenParts(list, decodeRange, void 0, visit);
  let fd;
  try {
    fd = openSync(absolute, "r");
    let total = 0;
    const block = Buffer.allocUnsafe(BLOCK_BYTES);
    for (; ; ) {
      const bytesRead = readSync(fd, block, 0, BLOCK_BYTES, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > MAX_FILE_BYTES || !parts.push(block.subarray(0, bytesRead))) return void 0;
    }
  } catch {
    return void 0;
  } finally {
    if (fd !== void 0) closeSync(fd);
  }
  return parts.end();
}
function decodeRange(bytes, start, end) {
  const range = Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start);
  if (isAscii(range)) return range.toString("latin1");
  return isUtf8(range) ? range.toString("utf8") : void 0;
}
async function textOf(file, absolute) {
  const read = await readText(file, absolute);
  if (!read.ok) throw new InputError([read.diagnostic]);
  return read.text;
}
async function validateWritten(file, read, schema, prefix) {
  const validate = productValidator(schema);
  if (validate(read.fast ? read.value : toPlain(read.value))) return;
  const map = new JsonTextMap(await read.text());
  const diagnostics = schemaDiagnostics(file, validate.errors ?? [], read.value, {
    place: (path, key) => ({ at: key ? map.keyAt(path) : map.at(path), field: formatPath(path) })
  });
  throw new InputError(diagnostics.map((d) => ({ ...d, message: `${prefix}${d.message}` })));
}

// src/load/result-file.ts
async function readRunResult(file, absolute = resolve2(file), like) {
  const likeCases = like?.cases;
  const read = await readWrittenObject(
    file,
    absolute,
    {
      parse: (error) => `not a valid result file: ${error.replace(/^line \d+, column \d+: /, "")}`,
      notObject: { file, line: 1, column: 1, message: "not a result file: expected a JSON object" }
    },
    "cases",
    likeCases === void 0 ? void 0 : (element, i) => shareCaseStrings(element, likeCases[i])
  );
  const value = read.value;
  const format = value.format;
  if (typeof format !== "string" || !READABLE_RUN_FORMATS.includes(format)) {
    const found = format === void 0 ? "it has no 'format'" : `its format is ${JSON.stringify(toPlain(format))}`;
    const hint = typeof format === "string" && format.startsWith("modeldiff.") ? " (re-run it with modelgate)" : "";
    throw new InputError([
      {
        file,
        line: 0,
        column: 0,
        message: `unsupported result file: ${found}; supported: ${READABLE_RUN_FORMATS.map((f) => `'${f}'`).join(", ")}${hint}`
      }
    ]);
  }
  await validateWritten(file, read, "result", `not a valid ${format} file: `);
  const result = value;
  const underived = restoreStoredResult(result);
  if (underived.length > 0) {
    const map = new JsonTextMap(await read.text());
    throw new InputError(
      underived.map((p) => {
        const path = ["cases", p.caseIndex, "repetitions", p.repetitionIndex, "evidence", "json_from"];
        return { file, ...map.at(path), field: formatPath(path), caseId: p.caseId, message: p.message };
      })
    );
  }
  const lies = inconsistencies(result);
  if (lies.length > 0) {
    const map = new JsonTextMap(await read.text());
    throw new InputError(
      lies.map((lie) => {
        const d = {
          file,
          ...map.at(lie.path),
          field: formatPath(lie.path),
          message: lie.message
        };
        if (lie.caseId !== void 0) d.caseId = lie.caseId;
        return d;
      })
    );
  }
  return result;
}
function inconsistencies(result) {
  const out = [];
  const statuses = [];
  const cases = result.cases;
  for (let i = 0; i < cases.length; i++) {
    const c = cases[i];
    if (c.repetitions.length === 0) {
      statuses.push(c);
      continue;
    }
    const recomputed = aggregateCase(c.repetitions, c.min_pass);
    statuses.push(recomputed);
    if (recomputed.status !== c.status) {
      const told = `the file says '${c.status}', its repetitions say '${recomputed.status}' (${recomputed.pass_count} of ${c.repetitions.length} passed, min_pass ${c.min_pass})`;
      out.push({
        path: ["cases", i, "status"],
        caseId: c.id,
        message: `status disagrees with the repetitions: ${told}`
      });
    } else if (recomputed.pass_count !== c.pass_count || recomputed.judged_count !== c.judged_count) {
      out.push({
        path: ["cases", i, "pass_count"],
        caseId: c.id,
        message: `pass_count ${c.pass_count} / judged_count ${c.judged_count} disagree with the repetitions (${recomputed.pass_count} / ${recomputed.judged_count})`
      });
    }
  }
  const summary = summarize(statuses);
  for (const key of ["cases", "passed", "failed", "invalid", "errors"]) {
    if (summary[key] !== result.summary[key]) {
      out.push({
        path: ["summary", key],
        message: `summary.${key} is ${String(result.summary[key])} but the cases give ${summary[key]}`
      });
    }
  }
  return out;
}

export {
  nativeIfSame,
  JsonTextMap,
  pathExists,
  isFile,
  isFolder,
  fileKind,
  repositoryRoot,
  outsideRoot,
  isInside,
  TooLargeError,
  readCapped,
  formatBytes,
  readText,
  valueAt,
  formatPath,
  MAX_NESTING,
  NESTING_MESSAGE,
  topLevelProblem,
  schemaDiagnostics,
  productValidator,
  readWrittenObject,
  validateWritten,
  parseJson,
  RUN_FORMAT,
  isJudged,
  aggregateCase,
  summarize,
  extractFor,
  assertReadableFormat,
  noteJsonSource,
  withDerivedJson,
  runResultText,
  runResultJson,
  readRunResult
};
