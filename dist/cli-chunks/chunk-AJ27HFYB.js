#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  OPENAI_RESERVED_FIELDS
} from "./chunk-EQIZ3OXI.js";
import {
  memberPath
} from "./chunk-TVINY5EB.js";
import {
  canonicalDefinition,
  canonicalOnce,
  sha256Hex
} from "./chunk-ELYQHKZU.js";
import {
  JsonTextMap,
  MAX_NESTING,
  NESTING_MESSAGE,
  fileKind,
  formatPath,
  isFile,
  isFolder,
  nativeIfSame,
  outsideRoot,
  parseJson,
  pathExists,
  productValidator,
  readRunResult,
  readText,
  repositoryRoot,
  schemaDiagnostics,
  topLevelProblem,
  valueAt
} from "./chunk-A66D4V7O.js";
import {
  InputError,
  didYouMean
} from "./chunk-H7LBHXRB.js";
import {
  REDACTED,
  isSecretKey,
  knownSecrets,
  redactSecrets
} from "./chunk-SVE7TLRR.js";
import {
  MAX_JSON_DEPTH,
  parseStrictJson
} from "./chunk-5CDIXIRV.js";
import {
  toPlain
} from "./chunk-4ONHOOYB.js";
import {
  isJsonObject
} from "./chunk-TK6EAAW5.js";
import {
  setOwn
} from "./chunk-YGNDAA5X.js";

// src/core/run/sampling.ts
function repeatsAtTemperatureZero(cases, options = {}) {
  return cases.filter(({ case: c, repeat }) => {
    const t = { ...options, ...c.generation }.temperature;
    return repeat > 1 && (typeof t === "number" || typeof t === "bigint") && Number(t) === 0;
  }).map(({ case: c }) => c.id);
}
var TEMPERATURE_ZERO_NOTE = "the repetitions cannot differ, so they measure nothing; set a temperature above 0 to sample";

// src/load/config.ts
import { dirname, resolve as resolve2 } from "node:path";

// src/core/config/concurrency.ts
var FALLBACK_CONCURRENCY = 1;
var MAX_CONCURRENCY = 64;
function concurrencyForSlots(slots) {
  return Math.min(MAX_CONCURRENCY, Math.max(1, Math.floor(slots)) + 1);
}
function autoConcurrency(configId, slots) {
  if (slots === void 0) {
    return {
      concurrency: FALLBACK_CONCURRENCY,
      note: `config '${configId}': concurrency auto: the server does not report its parallel slots; running ${FALLBACK_CONCURRENCY} call at a time (set concurrency: N, or OLLAMA_NUM_PARALLEL for Ollama)`
    };
  }
  const concurrency = concurrencyForSlots(slots.slots);
  return {
    concurrency,
    note: `config '${configId}': concurrency auto: ${concurrency} calls in flight (${slots.slots} server slot${slots.slots === 1 ? "" : "s"} from ${slots.source}, + 1)`
  };
}
function ollamaSlotsFromEnv(value) {
  if (value === void 0 || !/^\s*\d+\s*$/.test(value)) return void 0;
  const slots = Number(value);
  return slots >= 1 ? { slots, source: `OLLAMA_NUM_PARALLEL=${slots}` } : void 0;
}

// lazy-dep:ajv
import { createRequire as lazyRequire } from "node:module";
var FILE = "./dep-ajv.cjs";
var SPEC = "ajv";
var rebind = [];
var loaded = false;
function load() {
  if (loaded) return;
  const m = lazyRequire(import.meta.url)(FILE).modules[SPEC];
  loaded = true;
  for (const [name, set] of rebind) set(name === "default" ? m : m[name]);
}
function standIn(name, isFunction, members, get, set) {
  rebind.push([name, set]);
  const stand = isFunction ? function(...args) {
    load();
    return new.target === void 0 ? Reflect.apply(get(), this, args) : Reflect.construct(get(), args, new.target === stand ? get() : new.target);
  } : {};
  if (isFunction) Object.defineProperty(stand, Symbol.hasInstance, { value: (x) => {
    load();
    return x instanceof get();
  } });
  for (const [key, kind, value, enumerable] of members) {
    if (kind === "self") Object.defineProperty(stand, key, { value: stand, enumerable });
    else if (kind === "plain") Object.defineProperty(stand, key, { value, enumerable });
    else Object.defineProperty(stand, key, { get: () => {
      load();
      return get()[key];
    }, enumerable });
  }
  return stand;
}
var e1 = /* @__PURE__ */ standIn("Ajv", true, [["Ajv", "self", null, true], ["__esModule", "plain", true, false], ["default", "self", null, true], ["KeywordCxt", "lazy", null, true], ["_", "lazy", null, true], ["str", "lazy", null, true], ["stringify", "lazy", null, true], ["nil", "lazy", null, true], ["Name", "lazy", null, true], ["CodeGen", "lazy", null, true], ["ValidationError", "lazy", null, true], ["MissingRefError", "lazy", null, true]], () => e1, (x) => {
  e1 = x;
});

// lazy-dep:ajv/dist/2019.js
import { createRequire as lazyRequire2 } from "node:module";
var FILE2 = "./dep-ajv.cjs";
var SPEC2 = "ajv/dist/2019.js";
var rebind2 = [];
var loaded2 = false;
function load2() {
  if (loaded2) return;
  const m = lazyRequire2(import.meta.url)(FILE2).modules[SPEC2];
  loaded2 = true;
  for (const [name, set] of rebind2) set(name === "default" ? m : m[name]);
}
function standIn2(name, isFunction, members, get, set) {
  rebind2.push([name, set]);
  const stand = isFunction ? function(...args) {
    load2();
    return new.target === void 0 ? Reflect.apply(get(), this, args) : Reflect.construct(get(), args, new.target === stand ? get() : new.target);
  } : {};
  if (isFunction) Object.defineProperty(stand, Symbol.hasInstance, { value: (x) => {
    load2();
    return x instanceof get();
  } });
  for (const [key, kind, value, enumerable] of members) {
    if (kind === "self") Object.defineProperty(stand, key, { value: stand, enumerable });
    else if (kind === "plain") Object.defineProperty(stand, key, { value, enumerable });
    else Object.defineProperty(stand, key, { get: () => {
      load2();
      return get()[key];
    }, enumerable });
  }
  return stand;
}
var e12 = /* @__PURE__ */ standIn2("Ajv2019", true, [["Ajv2019", "self", null, true], ["__esModule", "plain", true, false], ["default", "self", null, true], ["KeywordCxt", "lazy", null, true], ["_", "lazy", null, true], ["str", "lazy", null, true], ["stringify", "lazy", null, true], ["nil", "lazy", null, true], ["Name", "lazy", null, true], ["CodeGen", "lazy", null, true], ["ValidationError", "lazy", null, true], ["MissingRefError", "lazy", null, true]], () => e12, (x) => {
  e12 = x;
});

// lazy-dep:ajv/dist/2020.js
import { createRequire as lazyRequire3 } from "node:module";
var FILE3 = "./dep-ajv.cjs";
var SPEC3 = "ajv/dist/2020.js";
var rebind3 = [];
var loaded3 = false;
function load3() {
  if (loaded3) return;
  const m = lazyRequire3(import.meta.url)(FILE3).modules[SPEC3];
  loaded3 = true;
  for (const [name, set] of rebind3) set(name === "default" ? m : m[name]);
}
function standIn3(name, isFunction, members, get, set) {
  rebind3.push([name, set]);
  const stand = isFunction ? function(...args) {
    load3();
    return new.target === void 0 ? Reflect.apply(get(), this, args) : Reflect.construct(get(), args, new.target === stand ? get() : new.target);
  } : {};
  if (isFunction) Object.defineProperty(stand, Symbol.hasInstance, { value: (x) => {
    load3();
    return x instanceof get();
  } });
  for (const [key, kind, value, enumerable] of members) {
    if (kind === "self") Object.defineProperty(stand, key, { value: stand, enumerable });
    else if (kind === "plain") Object.defineProperty(stand, key, { value, enumerable });
    else Object.defineProperty(stand, key, { get: () => {
      load3();
      return get()[key];
    }, enumerable });
  }
  return stand;
}
var e13 = /* @__PURE__ */ standIn3("Ajv2020", true, [["Ajv2020", "self", null, true], ["__esModule", "plain", true, false], ["default", "self", null, true], ["KeywordCxt", "lazy", null, true], ["_", "lazy", null, true], ["str", "lazy", null, true], ["stringify", "lazy", null, true], ["nil", "lazy", null, true], ["Name", "lazy", null, true], ["CodeGen", "lazy", null, true], ["ValidationError", "lazy", null, true], ["MissingRefError", "lazy", null, true]], () => e13, (x) => {
  e13 = x;
});

// lazy-dep:ajv-formats
import { createRequire as lazyRequire4 } from "node:module";
var FILE4 = "./dep-ajv.cjs";
var SPEC4 = "ajv-formats";
var rebind4 = [];
var loaded4 = false;
function load4() {
  if (loaded4) return;
  const m = lazyRequire4(import.meta.url)(FILE4).modules[SPEC4];
  loaded4 = true;
  for (const [name, set] of rebind4) set(name === "default" ? m : m[name]);
}
function standIn4(name, isFunction, members, get, set) {
  rebind4.push([name, set]);
  const stand = isFunction ? function(...args) {
    load4();
    return new.target === void 0 ? Reflect.apply(get(), this, args) : Reflect.construct(get(), args, new.target === stand ? get() : new.target);
  } : {};
  if (isFunction) Object.defineProperty(stand, Symbol.hasInstance, { value: (x) => {
    load4();
    return x instanceof get();
  } });
  for (const [key, kind, value, enumerable] of members) {
    if (kind === "self") Object.defineProperty(stand, key, { value: stand, enumerable });
    else if (kind === "plain") Object.defineProperty(stand, key, { value, enumerable });
    else Object.defineProperty(stand, key, { get: () => {
      load4();
      return get()[key];
    }, enumerable });
  }
  return stand;
}
var e0 = /* @__PURE__ */ standIn4("default", true, [["get", "lazy", null, true], ["__esModule", "plain", true, false], ["default", "self", null, true]], () => e0, (x) => {
  e0 = x;
});

// src/core/schema/options.ts
var USER_SCHEMA_OPTIONS = { strict: false, allErrors: true, logger: false };

// src/core/schema/precompiled-meta.ts
import { createRequire } from "node:module";
var real;
var load5 = () => real ??= createRequire(import.meta.url)("./validator-meta.cjs").META_2020_12;
var META_2020_12 = function(...args) {
  return Reflect.apply(load5(), this, args);
};
Object.defineProperty(META_2020_12, "errors", { get: () => load5().errors });

// src/core/schema/validator.ts
var SchemaError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "SchemaError";
  }
};
var DRAFTS = {
  "json-schema.org/draft/2020-12/schema": "2020-12",
  "json-schema.org/draft/2019-09/schema": "2019-09",
  "json-schema.org/draft-07/schema": "draft-07"
};
var addFormats = e0.default ?? e0;
var instances = /* @__PURE__ */ new Map();
function instance(draft) {
  let ajv = instances.get(draft);
  if (ajv === void 0) {
    if (draft === "2020-12") {
      const options = { ...USER_SCHEMA_OPTIONS, validateSchema: META_2020_12 === void 0 };
      ajv = new e13(options);
    } else if (draft === "2019-09") ajv = new e12(USER_SCHEMA_OPTIONS);
    else ajv = new e1(USER_SCHEMA_OPTIONS);
    addFormats(ajv);
    instances.set(draft, ajv);
  }
  return ajv;
}
var byIdentity = /* @__PURE__ */ new WeakMap();
var byText = /* @__PURE__ */ new Map();
var compiled = 0;
function compileSchema(schema) {
  const known = byIdentity.get(schema);
  if (known !== void 0) return known;
  const text = canonicalOnce(schema);
  let validate = byText.get(text);
  if (validate === void 0) {
    validate = compileNew(schema);
    byText.set(text, validate);
  }
  byIdentity.set(schema, validate);
  return validate;
}
function compileNew(schema) {
  const declared = schema.$schema;
  let draft = "2020-12";
  if (declared !== void 0) {
    const key = typeof declared === "string" ? declared.replace(/^https?:\/\//, "").replace(/#$/, "") : "";
    const found = DRAFTS[key];
    if (found === void 0) {
      throw new SchemaError(
        `unsupported $schema ${JSON.stringify(declared)}: use draft 2020-12 (the default), 2019-09 or draft-07`
      );
    }
    draft = found;
  }
  const ajv = instance(draft);
  const { $schema: _declared, ...rest } = toPlain(schema);
  try {
    if (draft === "2020-12" && META_2020_12 !== void 0 && !META_2020_12(rest)) {
      throw new Error(`schema is invalid: ${ajv.errorsText(META_2020_12.errors)}`);
    }
    const validate = ajv.compile(rest);
    compiled++;
    return validate;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (/already exists/.test(message)) {
      throw new SchemaError(
        `invalid JSON Schema: its $id is already used by a different schema (${message})`
      );
    }
    const readable = message.replace(/^schema is invalid: /, "").replace(/\bdata((?:\/[^\s,/]+)*)/g, (_m, pointer) => pointerToPath(pointer));
    throw new SchemaError(`invalid JSON Schema: ${readable}`);
  }
}
function validateAgainst(schema, value) {
  const validate = compileSchema(schema);
  if (validate(toPlain(value))) return { valid: true };
  return { valid: false, errors: (validate.errors ?? []).map(formatError) };
}
function formatError(error) {
  const where = pointerToPath(error.instancePath);
  const params = error.params;
  let message = error.message ?? `fails ${error.keyword}`;
  if (error.keyword === "additionalProperties" && typeof params.additionalProperty === "string") {
    message += ` (${JSON.stringify(params.additionalProperty)})`;
  } else if (error.keyword === "enum" && Array.isArray(params.allowedValues)) {
    message += `: ${params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
  } else if (error.keyword === "const" && "allowedValue" in params) {
    message += ` ${JSON.stringify(params.allowedValue)}`;
  }
  return `${where}: ${message}`;
}
function pointerToPath(pointer) {
  if (pointer === "") return "$";
  let path = "";
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    path = /^(0|[1-9]\d*)$/.test(segment) ? `${path === "" ? "$" : path}[${segment}]` : memberPath(path, segment);
  }
  return path;
}

// src/load/user-file.ts
import { resolve } from "node:path";

// lazy-dep:yaml
import { createRequire as lazyRequire5 } from "node:module";
var FILE5 = "./dep-yaml.cjs";
var SPEC5 = "yaml";
var rebind5 = [];
var loaded5 = false;
function load6() {
  if (loaded5) return;
  const m = lazyRequire5(import.meta.url)(FILE5).modules[SPEC5];
  loaded5 = true;
  for (const [name, set] of rebind5) set(name === "default" ? m : m[name]);
}
function standIn5(name, isFunction, members, get, set) {
  rebind5.push([name, set]);
  const stand = isFunction ? function(...args) {
    load6();
    return new.target === void 0 ? Reflect.apply(get(), this, args) : Reflect.construct(get(), args, new.target === stand ? get() : new.target);
  } : {};
  if (isFunction) Object.defineProperty(stand, Symbol.hasInstance, { value: (x) => {
    load6();
    return x instanceof get();
  } });
  for (const [key, kind, value, enumerable] of members) {
    if (kind === "self") Object.defineProperty(stand, key, { value: stand, enumerable });
    else if (kind === "plain") Object.defineProperty(stand, key, { value, enumerable });
    else Object.defineProperty(stand, key, { get: () => {
      load6();
      return get()[key];
    }, enumerable });
  }
  return stand;
}
var e14 = /* @__PURE__ */ standIn5("Composer", true, [], () => e14, (x) => {
  e14 = x;
});
var e8 = /* @__PURE__ */ standIn5("isAlias", true, [], () => e8, (x) => {
  e8 = x;
});
var e11 = /* @__PURE__ */ standIn5("isMap", true, [], () => e11, (x) => {
  e11 = x;
});
var e142 = /* @__PURE__ */ standIn5("isScalar", true, [], () => e142, (x) => {
  e142 = x;
});
var e15 = /* @__PURE__ */ standIn5("isSeq", true, [], () => e15, (x) => {
  e15 = x;
});
var e17 = /* @__PURE__ */ standIn5("Scalar", true, [["BLOCK_FOLDED", "plain", "BLOCK_FOLDED", true], ["BLOCK_LITERAL", "plain", "BLOCK_LITERAL", true], ["PLAIN", "plain", "PLAIN", true], ["QUOTE_DOUBLE", "plain", "QUOTE_DOUBLE", true], ["QUOTE_SINGLE", "plain", "QUOTE_SINGLE", true]], () => e17, (x) => {
  e17 = x;
});
var e22 = /* @__PURE__ */ standIn5("LineCounter", true, [], () => e22, (x) => {
  e22 = x;
});
var e23 = /* @__PURE__ */ standIn5("Parser", true, [], () => e23, (x) => {
  e23 = x;
});
var e28 = /* @__PURE__ */ standIn5("visit", true, [["BREAK", "lazy", null, true], ["SKIP", "lazy", null, true], ["REMOVE", "lazy", null, true]], () => e28, (x) => {
  e28 = x;
});

// src/load/yaml-aliases.ts
function mayHoldAliases(text) {
  return ANCHOR_OR_ALIAS.test(text) || text.includes("<<");
}
var ANCHOR_OR_ALIAS = /(?:^|[\s[{,:])[&*]/;

// src/load/yaml-plain-line.ts
var NOT_PLAIN = /* @__PURE__ */ Symbol("not plain YAML");
function bail() {
  throw NOT_PLAIN;
}
var PLAIN_KEY = /^[A-Za-z0-9_$][\w$.\-/ ]*$/;
var MAX_KEY = 1024;
var MERGE_KEY = "<<";
function trimSpaces(text) {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === SPACE) end--;
  return text.slice(0, end);
}
var InlineReader = class {
  constructor(line, at, depth) {
    this.line = line;
    this.at = at;
    this.depth = depth;
  }
  line;
  at;
  depth;
  /** The same reader for another value (one reader serves a whole file: no object per value). */
  reset(line, at, depth) {
    this.line = line;
    this.at = at;
    this.depth = depth;
    return this;
  }
  value(inFlow) {
    const c = this.line.charCodeAt(this.at);
    if (c === QUOTE) return this.doubleQuoted();
    if (c === APOSTROPHE) return this.singleQuoted();
    if (c === OPEN_SQUARE) return this.flowList();
    if (c === OPEN_CURLY) return this.flowMap();
    return this.plain(inFlow);
  }
  /** Only spaces and a comment may follow the value. */
  end() {
    const rest = firstNonSpace(this.line, this.at);
    if (rest >= this.line.length) return;
    if (this.line.charCodeAt(rest) === HASH && rest > this.at) return;
    bail();
  }
  plain(inFlow) {
    const { line } = this;
    const start = this.at;
    const first = line[start];
    if ("?:,[]{}#&*!|>'\"%@`".includes(first)) bail();
    if (first === "-" && (inFlow || start + 1 >= line.length || line.charCodeAt(start + 1) === SPACE)) bail();
    let end = start;
    for (; end < line.length; end++) {
      const ch = line.charCodeAt(end);
      if (ch === COLON) {
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
  doubleQuoted() {
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
      const code = next === void 0 ? void 0 : ESCAPES[next];
      if (code !== void 0) {
        out += code;
        i += 1;
      } else if (next === "x" || next === "u" || next === "U") {
        const length = next === "x" ? 2 : next === "u" ? 4 : 8;
        const hex = line.substr(i + 2, length);
        if (hex.length !== length || !/^[0-9a-fA-F]+$/.test(hex)) bail();
        const point = Number.parseInt(hex, 16);
        if (point > 1114111) bail();
        out += String.fromCodePoint(point);
        i += 1 + length;
      } else {
        bail();
      }
      run = i + 1;
    }
    if (i >= line.length) bail();
    out += line.slice(run, i);
    this.at = i + 1;
    return out;
  }
  singleQuoted() {
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
  enter() {
    if (++this.depth > MAX_NESTING - 5) bail();
  }
  skipSpaces() {
    this.at = firstNonSpace(this.line, this.at);
    if (this.at >= this.line.length || this.line.charCodeAt(this.at) === HASH) bail();
  }
  flowList() {
    const out = [];
    this.flow(CLOSE_SQUARE, () => out.push(this.value(true)));
    return out;
  }
  flowMap() {
    const out = {};
    const seen = /* @__PURE__ */ new Set();
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
  flow(close, entry) {
    this.enter();
    this.at++;
    this.skipSpaces();
    if (this.line.charCodeAt(this.at) === close) {
      this.at++;
    } else {
      for (; ; ) {
        entry();
        this.skipSpaces();
        const c = this.line.charCodeAt(this.at);
        this.at++;
        if (c === close) break;
        if (c !== COMMA) bail();
        this.skipSpaces();
        if (this.line.charCodeAt(this.at) === close) bail();
      }
    }
    this.depth--;
  }
  /** `key: ` in a flow mapping (a colon then a space), the key plain or quoted. */
  flowKey() {
    const { line } = this;
    const c = line.charCodeAt(this.at);
    let key;
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
      key = String(resolvePlain(raw));
      this.at = colon;
    }
    if (line.charCodeAt(this.at) !== COLON || line.charCodeAt(this.at + 1) !== SPACE) bail();
    this.at += 2;
    return key;
  }
};
function isBlockScalar(line, at) {
  const c = line.charCodeAt(at);
  if (c !== PIPE && c !== GREATER) return false;
  const chomp = line.charCodeAt(at + 1) === DASH ? 1 : 0;
  return firstNonSpace(line, at + 1 + chomp) === line.length;
}
function isItem(line, col) {
  if (line.charCodeAt(col) !== DASH) return false;
  return col + 1 >= line.length || line.charCodeAt(col + 1) === SPACE;
}
function keyEnd(line, col) {
  if (col === memo.col && line === memo.line) return memo.colon;
  memo.line = line;
  memo.col = col;
  memo.key = void 0;
  memo.colon = readKeyEnd(line, col);
  return memo.colon;
}
var memo = {
  line: "",
  col: -1,
  colon: -1,
  key: void 0
};
function forgetKey() {
  memo.line = "";
  memo.col = -1;
  memo.key = void 0;
}
function readKeyEnd(line, col) {
  const c = line.charCodeAt(col);
  if (c === QUOTE || c === APOSTROPHE) {
    const read = new InlineReader(line, col, 0);
    let key;
    try {
      key = read.value(false);
    } catch (error) {
      if (error === NOT_PLAIN) return -1;
      throw error;
    }
    const after = firstNonSpace(line, read.at);
    if (after - col > MAX_KEY || key === MERGE_KEY) return -1;
    if (typeof key === "string") memo.key = key;
    return line.charCodeAt(after) === COLON && (after + 1 >= line.length || line.charCodeAt(after + 1) === SPACE) ? after : -1;
  }
  let colon = line.indexOf(":", col);
  while (colon >= 0 && colon + 1 < line.length && line.charCodeAt(colon + 1) !== SPACE) {
    colon = line.indexOf(":", colon + 1);
  }
  if (colon < 0 || colon - col > MAX_KEY) return -1;
  const raw = trimSpaces(line.slice(col, colon));
  if (!PLAIN_KEY.test(raw)) return -1;
  memo.key = String(resolvePlain(raw));
  return colon;
}
function keyOf(line, col, colon) {
  if (col === memo.col && line === memo.line && memo.key !== void 0) return memo.key;
  const c = line.charCodeAt(col);
  if (c === QUOTE || c === APOSTROPHE) {
    const value = new InlineReader(line, col, 0).value(false);
    return value;
  }
  return String(resolvePlain(trimSpaces(line.slice(col, colon))));
}
function resolvePlain(text) {
  if (text.length === 0) return null;
  const first = text.charCodeAt(0);
  if (first === LOWER_N || first === UPPER_N || first === TILDE) {
    return text === "~" || text === "null" || text === "Null" || text === "NULL" ? null : text;
  }
  if (first === LOWER_T || first === UPPER_T)
    return text === "true" || text === "True" || text === "TRUE" ? true : text;
  if (first === LOWER_F || first === UPPER_F) {
    return text === "false" || text === "False" || text === "FALSE" ? false : text;
  }
  if (!(first >= ZERO && first <= NINE || first === PLUS || first === DASH || first === DOT)) return text;
  if (/^0o[0-7]+$/.test(text) || /^[-+]?[0-9]+$/.test(text) || /^0x[0-9a-fA-F]+$/.test(text)) {
    const big = BigInt(text);
    return big >= MIN_SAFE && big <= MAX_SAFE ? Number(big) : big;
  }
  if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(text)) bail();
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(text) || /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(text)) {
    const number = Number.parseFloat(text);
    if (!Number.isFinite(number)) bail();
    return number;
  }
  return text;
}
var MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
var MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
function firstNonSpace(line, from) {
  let i = from;
  while (i < line.length && line.charCodeAt(i) === SPACE) i++;
  return i;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var ESCAPES = {
  "0": "\0",
  a: "\x07",
  b: "\b",
  e: "\x1B",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v",
  N: "",
  _: " ",
  L: "\u2028",
  P: "\u2029",
  " ": " ",
  '"': '"',
  "/": "/",
  "\\": "\\"
};
var SPACE = 32;
var HASH = 35;
var QUOTE = 34;
var APOSTROPHE = 39;
var COLON = 58;
var COMMA = 44;
var DASH = 45;
var DOT = 46;
var ZERO = 48;
var NINE = 57;
var PLUS = 43;
var TILDE = 126;
var BACKSLASH = 92;
var PIPE = 124;
var GREATER = 62;
var OPEN_SQUARE = 91;
var CLOSE_SQUARE = 93;
var OPEN_CURLY = 123;
var CLOSE_CURLY = 125;
var LOWER_N = 110;
var UPPER_N = 78;
var LOWER_T = 116;
var UPPER_T = 84;
var LOWER_F = 102;
var UPPER_F = 70;

// src/load/yaml-plain.ts
var HASH2 = "#".charCodeAt(0);
var DASH2 = "-".charCodeAt(0);
var PIPE2 = "|".charCodeAt(0);
function readPlainYaml(body) {
  if (UNTAKEN.test(body)) return void 0;
  try {
    return new Reader(body).document();
  } catch (error) {
    if (error === NOT_PLAIN) return void 0;
    throw error;
  } finally {
    forgetKey();
  }
}
var UNTAKEN = /[\t\x00-\x08\x0b\x0c\x0e-\x1f\x7f\x85\u2028\u2029\ufeff]/;
var Reader = class {
  lines;
  index = 0;
  /** The column the current line's content is read from (after a `- ` on it). */
  from = -1;
  fromLine = -1;
  depth = 0;
  /** The top-level key whose value is being read, while a list under it may start. */
  topKey;
  itemStarts = /* @__PURE__ */ new Map();
  reader = new InlineReader("", 0, 0);
  /** The line whose first non-space column is {@link lead}. */
  leadLine = -1;
  lead = 0;
  constructor(body) {
    this.lines = (body.includes("\r") ? body.replace(/\r\n/g, "\n") : body).split("\n");
  }
  document() {
    if (!this.skipBlank()) bail();
    if (this.indent() !== 0) bail();
    const value = this.block(0);
    if (this.skipBlank()) bail();
    if (!isObject(value)) bail();
    return { value, itemStarts: this.itemStarts };
  }
  /** Moves to the next line with content; false at the end. */
  skipBlank() {
    while (this.index < this.lines.length) {
      const line = this.lines[this.index];
      const at = this.indent();
      if (at < line.length && line.charCodeAt(at) !== HASH2) return true;
      this.index++;
    }
    return false;
  }
  /** The column the current line's content starts at. */
  indent() {
    if (this.index === this.fromLine) return this.from;
    if (this.index !== this.leadLine) {
      this.leadLine = this.index;
      this.lead = firstNonSpace(this.lines[this.index], 0);
    }
    return this.lead;
  }
  enter() {
    if (++this.depth > MAX_NESTING - 5) bail();
  }
  /** A block list or mapping whose entries start at column `col` (the current line has content). */
  block(col) {
    const line = this.lines[this.index];
    if (isItem(line, col)) return this.list(col);
    if (keyEnd(line, col) >= 0) return this.map(col);
    return bail();
  }
  map(col) {
    this.enter();
    const out = {};
    while (this.skipBlank()) {
      const indent = this.indent();
      if (indent < col) break;
      if (indent > col) bail();
      const line = this.lines[this.index];
      if (isItem(line, col)) break;
      const colon = keyEnd(line, col);
      if (colon < 0) bail();
      const key = keyOf(line, col, colon);
      if (Object.hasOwn(out, key)) bail();
      const rest = firstNonSpace(line, colon + 1);
      this.fromLine = -1;
      if (rest >= line.length || line.charCodeAt(rest) === HASH2) {
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
  list(col) {
    this.enter();
    const out = [];
    const starts = this.depth === 2 && this.topKey !== void 0 ? [] : void 0;
    if (starts !== void 0) this.itemStarts.set(this.topKey, starts);
    this.topKey = void 0;
    while (this.skipBlank()) {
      const indent = this.indent();
      if (indent < col) break;
      if (indent > col) bail();
      const line = this.lines[this.index];
      if (!isItem(line, col)) break;
      const rest = firstNonSpace(line, col + 1);
      this.fromLine = -1;
      if (rest >= line.length || line.charCodeAt(rest) === HASH2) {
        this.index++;
        if (this.skipBlank() && this.indent() > col) {
          if (starts !== void 0) starts[out.length] = { line: this.index + 1, column: this.indent() + 1 };
        }
        out.push(this.nested(col, false));
      } else if (isItem(line, rest) || keyEnd(line, rest) >= 0) {
        if (starts !== void 0) starts[out.length] = { line: this.index + 1, column: rest + 1 };
        this.fromLine = this.index;
        this.from = rest;
        out.push(this.block(rest));
      } else if (isBlockScalar(line, rest)) {
        if (starts !== void 0) starts[out.length] = { line: this.index + 1, column: rest + 1 };
        out.push(this.blockScalar(col, line, rest));
      } else {
        if (starts !== void 0) starts[out.length] = { line: this.index + 1, column: rest + 1 };
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
  nested(col, underKey) {
    if (!this.skipBlank()) return null;
    const indent = this.indent();
    if (indent > col) return this.block(indent);
    if (underKey && indent === col && isItem(this.lines[this.index], col)) return this.list(col);
    return null;
  }
  /** After a value written on its line, nothing may continue it on deeper lines. */
  endOfInline(col) {
    if (this.skipBlank() && this.indent() > col) bail();
  }
  /**
   * A literal (`|`, `|-`) or folded (`>`, `>-`) block scalar whose header is at `at`, in a
   * collection at column `col`: its lines are those after the header down to the first one
   * written left of the first line's indent. Declined: a more-indented blank line, a folded line
   * indented further than the first, a line between the collection's column and the text's, no
   * text at all, and text that ends the file without a line break.
   */
  blockScalar(col, header, at) {
    const literal = header.charCodeAt(at) === PIPE2;
    const strip = header.charCodeAt(at + 1) === DASH2;
    const { lines } = this;
    const first = this.index + 1;
    let indent = -1;
    let stop = first;
    let lastText = -1;
    for (; stop < lines.length; stop++) {
      const line = lines[stop];
      const lead = firstNonSpace(line, 0);
      if (lead === line.length) continue;
      if (indent < 0) indent = lead;
      if (lead < indent) break;
      if (!literal && lead > indent) bail();
      lastText = stop;
    }
    if (indent <= col || lastText < 0) bail();
    if (stop < lines.length && firstNonSpace(lines[stop], 0) > col) bail();
    if (lastText === lines.length - 1) bail();
    let value = "";
    let sep = "";
    let started = false;
    for (let i = first; i <= lastText; i++) {
      const line = lines[i];
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
    for (let i = lastText + 1; i < stop; i++) if (lines[i].length > indent) bail();
    this.index = stop;
    return strip ? value : `${value}
`;
  }
  /** A scalar or flow collection that starts at `at` and ends on this line (comments allowed). */
  inline(line, at) {
    const read = this.reader.reset(line, at, this.depth);
    const value = read.value(false);
    read.end();
    return value;
  }
};

// src/load/yaml-positions.ts
function pathAt(doc, offset) {
  const path = [];
  const endOf = (node2) => node2?.range?.[1] ?? -1;
  let node = doc.contents;
  while (path.length <= MAX_NESTING) {
    if (e11(node)) {
      const pair = node.items.find((p) => Math.max(endOf(p.key), endOf(p.value)) >= offset);
      if (pair === void 0) break;
      path.push(keyText(pair));
      if (endOf(pair.key) >= offset) break;
      node = pair.value;
    } else if (e15(node)) {
      const index = node.items.findIndex((item) => endOf(item) >= offset);
      if (index < 0) break;
      path.push(index);
      node = node.items[index];
    } else {
      break;
    }
  }
  return path;
}
function keyText(pair) {
  const key = pair.key;
  if (e142(key) && typeof key.value === "symbol") return key.value.description ?? "";
  if (e142(key)) return String(key.value);
  return String(key);
}
function resolved(node, doc) {
  let current = node;
  for (let hops = 0; e8(current) && hops < 100; hops++) current = current.resolve(doc);
  return current;
}
function findPair(map, key, doc, seen = /* @__PURE__ */ new Set()) {
  if (seen.has(map)) return void 0;
  seen.add(map);
  let found;
  for (const pair of map.items) if (keyText(pair) === key) found = pair;
  if (found !== void 0) return found;
  for (const pair of map.items) {
    if (keyText(pair) !== "<<") continue;
    const target = resolved(pair.value, doc);
    const sources = e15(target) ? target.items.map((i) => resolved(i, doc)) : [target];
    for (const sourceMap of sources) {
      if (!e11(sourceMap)) continue;
      const inner = findPair(sourceMap, key, doc, seen);
      if (inner !== void 0) return inner;
    }
  }
  return void 0;
}
function find(doc, path) {
  let node = resolved(doc.contents, doc);
  let found = { depth: 0, node, pair: void 0, parent: null };
  for (const segment of path) {
    if (e11(node)) {
      const pair = findPair(node, String(segment), doc);
      if (pair === void 0) break;
      const next = resolved(pair.value, doc);
      found = { depth: found.depth + 1, node: next, pair, parent: node };
      node = next;
    } else if (e15(node) && typeof segment === "number") {
      const item = node.items[segment];
      if (item === void 0) break;
      const next = resolved(item, doc);
      found = { depth: found.depth + 1, node: next, pair: void 0, parent: node };
      node = next;
    } else {
      break;
    }
  }
  return found;
}
function startOf(node) {
  const range = node?.range;
  return range?.[0];
}
function locate(doc, path, wantKey, position) {
  const found = find(doc, path);
  if (found.depth === path.length && wantKey && found.pair !== void 0) {
    const keyStart = startOf(found.pair.key);
    if (keyStart !== void 0) return position(keyStart);
  }
  const offset = startOf(found.node) ?? startOf(found.pair?.key) ?? startOf(found.parent) ?? 0;
  return position(offset);
}

// src/load/yaml-source.ts
var MAX_ALIAS_COUNT = 1e3;
function parseSource(file, text) {
  const body = bodyOf(text);
  const plain = readPlainYaml(body);
  if (plain === void 0) return parseFull(file, body);
  let full;
  const slow = () => {
    if (full === void 0) {
      const parsed = parseFull(file, body);
      full = parsed.ok ? parsed.source : null;
    }
    return full;
  };
  const source = {
    file,
    value: plain.value,
    at: (path) => itemStart(plain, path) ?? slow()?.at(path) ?? { line: 1, column: 1 },
    keyAt: (path) => slow()?.keyAt(path) ?? { line: 1, column: 1 },
    has: (path) => written(plain.value, path)
  };
  return { ok: true, source, diagnostics: [] };
}
function bodyOf(text) {
  return (text.charCodeAt(0) === 65279 ? text.slice(1) : text).replace(/\r(?!\n)/g, "\n");
}
function itemStart(plain, path) {
  const [key, index] = path;
  if (path.length !== 2 || typeof key !== "string" || typeof index !== "number") return void 0;
  return Object.hasOwn(plain.value, key) ? plain.itemStarts.get(key)?.[index] : void 0;
}
function written(value, path) {
  return valueAt(value, path) !== void 0;
}
function parseFull(file, body) {
  const lines = new e22();
  const position = (offset) => {
    const p = lines.linePos(offset);
    return { line: p.line, column: p.col };
  };
  const tokens = [...new e23(lines.addNewLine).parse(body)];
  const deep = tooDeep(tokens);
  if (deep !== void 0) {
    return { ok: false, diagnostics: [{ file, ...position(deep), message: NESTING_MESSAGE }] };
  }
  const docs = [...new e14(PARSE_OPTIONS).compose(tokens, true, body.length)];
  const doc = docs[0];
  if (docs.length > 1) {
    const at = position(docs[1].range[0]);
    const message = "a second YAML document starts here ('---'): a file holds one document";
    return { ok: false, diagnostics: [{ file, ...at, message }] };
  }
  if (doc.errors.length > 0) {
    const seen = /* @__PURE__ */ new Set();
    const diagnostics2 = [];
    for (const e of doc.errors) {
      const { offset, message } = explainSyntaxError(e, tokens);
      const at = position(offset);
      if (seen.has(at.line)) continue;
      seen.add(at.line);
      diagnostics2.push({ file, ...at, message: `syntax error: ${message}` });
    }
    return { ok: false, diagnostics: diagnostics2 };
  }
  const diagnostics = [];
  for (const w of doc.warnings) {
    if (w.code !== "TAG_RESOLVE_FAILED") continue;
    const tag = /tag: (.*)$/.exec(w.message)?.[1] ?? "";
    diagnostics.push({
      file,
      ...position(w.pos[0]),
      field: formatPath(pathAt(doc, w.pos[0])),
      message: `unknown YAML tag ${tag ? `'${tag}' ` : ""}(ModelGate files use plain values, lists and mappings)`
    });
  }
  let value;
  if (doc.contents !== null) {
    const problem = (offset, message) => diagnostics.push({ file, ...position(offset), field: formatPath(pathAt(doc, offset)), message });
    if (mayHoldAliases(body)) {
      replaceBadAliases(
        doc,
        (offset, name, cycle) => problem(
          offset,
          cycle ? `alias '*${name}' is inside the value '&${name}' it repeats: a value cannot contain itself` : `alias '*${name}' refers to no anchor: write '&${name}' on a value before it`
        )
      );
      removeBadMerges(
        doc,
        (offset) => problem(offset, "'<<' merges mappings: give it a mapping, an alias of one, or a list of them")
      );
    }
    let raw;
    try {
      raw = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT, mapAsMap: true });
    } catch (error) {
      const bomb = /alias count/i.test(error.message);
      const message = bomb ? `aliases expand to too much data (over ${MAX_ALIAS_COUNT} alias uses): an alias bomb is refused` : `cannot load: ${error.message}`;
      return { ok: false, diagnostics: [{ file, ...position(firstAliasOffset(doc) ?? 0), message }] };
    }
    const located = (path) => ({ file, ...locate(doc, path, false, position) });
    value = toJson(
      raw,
      [],
      (path, message) => diagnostics.push({ ...located(path), field: formatPath(path), message })
    );
    checkKeys(
      doc.contents,
      [],
      doc,
      position,
      (path, message) => diagnostics.push({ file, ...message.at, field: formatPath(path), message: message.text })
    );
  }
  const source = {
    file,
    value,
    at: (path) => locate(doc, path, false, position),
    keyAt: (path) => locate(doc, path, true, position),
    has: (path) => find(doc, path).depth === path.length
  };
  return { ok: true, source, diagnostics };
}
var PARSE_OPTIONS = {
  intAsBigInt: true,
  merge: true,
  uniqueKeys: false,
  prettyErrors: false,
  strict: true,
  // Problems are reported as diagnostics; nothing may go to the console as a process warning.
  logLevel: "error"
};
function tooDeep(tokens) {
  const stack = tokens.map((t) => [t, 0]);
  while (stack.length > 0) {
    const [token, depth] = stack.pop();
    if (token === null || token === void 0) continue;
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
  return void 0;
}
function explainSyntaxError(e, tokens) {
  const message = firstLine(e.message);
  if (e.code === "MULTIPLE_DOCS") {
    return { offset: e.pos[0], message: "a second YAML document starts here: a file holds one document" };
  }
  if (e.code !== "MISSING_CHAR" || !/quote/.test(e.message)) return { offset: e.pos[0], message };
  let opening;
  const stack = [...tokens];
  while (stack.length > 0) {
    const token = stack.pop();
    if (token === null || token === void 0) continue;
    if (token.type === "document") stack.push(token.value);
    else if (token.type === "block-map" || token.type === "block-seq" || token.type === "flow-collection") {
      for (const item of token.items) stack.push(item.key, item.value);
    } else if ((token.type === "double-quoted-scalar" || token.type === "single-quoted-scalar") && token.offset + token.source.length === e.pos[0]) {
      opening = token.offset;
    }
  }
  return opening === void 0 ? { offset: e.pos[0], message } : { offset: opening, message: "this quoted text is never closed (a missing closing quote)" };
}
var UNDEFINED_ALIAS = /* @__PURE__ */ Symbol("undefined alias");
function replaceBadAliases(doc, report) {
  const anchors = /* @__PURE__ */ new Set();
  e28(doc, {
    Node(_key, node) {
      if (!e8(node) && node.anchor) anchors.add(node.anchor);
    },
    Alias(_key, node, path) {
      const cycle = path.some((n) => (e11(n) || e15(n) || e142(n)) && n.anchor === node.source);
      if (anchors.has(node.source) && !cycle) return void 0;
      report(node.range?.[0] ?? 0, node.source, cycle);
      return new e17(UNDEFINED_ALIAS);
    }
  });
}
function removeBadMerges(doc, report) {
  e28(doc, {
    Pair(_key, pair) {
      if (!e142(pair.key) || keyText(pair) !== "<<") return void 0;
      const value = resolved(pair.value, doc);
      const sources = e15(value) ? value.items.map((item) => resolved(item, doc)) : [value];
      if (sources.every((source) => e11(source))) return void 0;
      const reported = sources.some((source) => e142(source) && source.value === UNDEFINED_ALIAS);
      if (!reported) report(startOf(pair.key) ?? 0);
      return e28.REMOVE;
    }
  });
}
function firstAliasOffset(doc) {
  let offset;
  e28(doc, {
    Alias(_key, node) {
      offset = node.range?.[0];
      return e28.BREAK;
    }
  });
  return offset;
}
function firstLine(message) {
  return message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
}
function toJson(raw, path, report) {
  if (raw === null || raw === void 0) return null;
  switch (typeof raw) {
    case "string":
    case "boolean":
      return raw;
    case "bigint":
      return raw >= BigInt(Number.MIN_SAFE_INTEGER) && raw <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(raw) : raw;
    case "number":
      if (Number.isFinite(raw)) return raw;
      report(path, `${raw} is not a JSON number`);
      return null;
    default:
      break;
  }
  if (raw === UNDEFINED_ALIAS) return null;
  if (Array.isArray(raw)) return raw.map((item, i) => toJson(item, [...path, i], report));
  if (raw instanceof Map) {
    const out = {};
    for (const [rawKey, member] of raw) {
      if (rawKey !== null && typeof rawKey === "object") continue;
      if (rawKey === UNDEFINED_ALIAS || member === UNDEFINED_ALIAS) continue;
      const key = String(rawKey);
      setOwn(out, key, toJson(member, [...path, key], report));
    }
    return out;
  }
  report(
    path,
    "this YAML value has no JSON equivalent (use strings, numbers, booleans, null, lists and mappings)"
  );
  return null;
}
function checkKeys(node, path, doc, position, report, seen = /* @__PURE__ */ new Set()) {
  if (seen.has(node)) return;
  seen.add(node);
  if (e11(node)) {
    const first = /* @__PURE__ */ new Map();
    for (const pair of node.items) {
      if (e11(pair.key) || e15(pair.key)) {
        const at = position(startOf(pair.key) ?? 0);
        report(path, { at, text: "a key here is a list or a mapping: keys must be plain text" });
        continue;
      }
      const key = keyText(pair);
      const earlier = first.get(key);
      if (earlier !== void 0 && key !== "<<") {
        const at = position(startOf(pair.key) ?? 0);
        const firstLine2 = position(startOf(earlier.key) ?? 0).line;
        report([...path, key], { at, text: `duplicate key '${key}' (first written at line ${firstLine2})` });
      } else {
        first.set(key, pair);
      }
      checkKeys(pair.value, [...path, key], doc, position, report, seen);
    }
  } else if (e15(node)) {
    node.items.forEach((item, i) => {
      checkKeys(item, [...path, i], doc, position, report, seen);
    });
  }
}

// src/load/user-file.ts
async function keyPosition(file, path) {
  const read = await readText(file, resolve(file));
  if (!read.ok) return null;
  const parsed = parseUserFile(file, read.text);
  if (!parsed.ok || !parsed.source.has(path)) return null;
  return parsed.source.keyAt(path);
}
function parseUserFile(file, text) {
  if (!/\.json$/i.test(file)) return parseSource(file, text);
  const shallow = shallowNative(text);
  if (shallow !== void 0) {
    return { ok: true, source: jsonSource(file, shallow, new JsonTextMap(text), true), diagnostics: [] };
  }
  const strict = parseJson(text);
  if (!strict.ok) {
    const detail = strict.error.replace(/^line \d+, column \d+: /, "");
    if (/^duplicate key/.test(detail)) {
      const parsed = parseSource(file, text);
      if (parsed.ok && parsed.diagnostics.length > 0) return parsed;
    }
    const message = `invalid JSON: ${detail}${jsonHint(text, strict.line, strict.column, detail)}`;
    return { ok: false, diagnostics: [{ file, line: strict.line, column: strict.column, message }] };
  }
  const map = new JsonTextMap(text);
  const deep = nestedDeeperThan(strict.value, MAX_NESTING) ? tooDeepJson(map) : void 0;
  if (deep !== void 0) {
    return { ok: false, diagnostics: [{ file, ...map.position(deep), message: NESTING_MESSAGE }] };
  }
  return { ok: true, source: jsonSource(file, strict.value, map), diagnostics: [] };
}
function jsonSource(file, value, map, bigintFree = false) {
  return {
    file,
    value,
    at: (path) => map.at(path),
    keyAt: (path) => map.keyAt(path),
    has: (path) => map.has(path),
    bigintFree
  };
}
function shallowNative(text) {
  return nativeIfSame(text, MAX_JSON_DEPTH - MAX_NESTING + 1);
}
function nestedDeeperThan(value, levels) {
  if (value === null || typeof value !== "object") return false;
  if (levels === 0) return true;
  if (Array.isArray(value)) return value.some((item) => nestedDeeperThan(item, levels - 1));
  for (const key in value) if (nestedDeeperThan(value[key], levels - 1)) return true;
  return false;
}
function tooDeepJson(map) {
  const stack = [[map.rootOffset, 0]];
  while (stack.length > 0) {
    const [offset, depth] = stack.pop();
    if (!map.isContainer(offset)) continue;
    if (depth + 1 > MAX_NESTING) return offset;
    for (const child of map.children(offset)) stack.push([child, depth + 1]);
  }
  return void 0;
}
function jsonHint(text, line, column, detail) {
  const lineText = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/)[line - 1] ?? "";
  const rest = lineText.slice(column - 1);
  if (/^\/[/*]/.test(rest)) return " (JSON has no comments: remove them, or write the file as YAML)";
  if (/^[}\]]/.test(rest) && /found character '[}\]]'/.test(detail)) {
    const before = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/).slice(0, line - 1).join("\n") + lineText.slice(0, column - 1);
    if (/,\s*$/.test(before)) return " (a trailing comma before it: JSON allows none)";
  }
  if (/^'/.test(rest)) return " (JSON strings use double quotes)";
  return "";
}
async function readParsed(file, absolute) {
  const read = await readText(file, absolute);
  const parsed = read.ok ? parseUserFile(file, read.text) : { ok: false, diagnostics: [read.diagnostic] };
  return { file, absolute: resolve(absolute), parsed };
}
async function readDocument(file, absolute, shape, given) {
  const same = given !== void 0 && given.file === file && given.absolute === resolve(absolute);
  const { parsed } = same ? given : await readParsed(file, absolute);
  if (!parsed.ok) return { ok: false, diagnostics: parsed.diagnostics };
  const top = topLevelProblem(parsed.source, shape);
  if (top !== void 0) return { ok: false, diagnostics: [top] };
  return { ok: true, source: parsed.source, diagnostics: parsed.diagnostics };
}

// src/load/config.ts
var DEFAULT_OLLAMA_PORT = 11434;
var DEFAULT_TIMEOUT_S = 120;
var DEFAULT_RETRIES = 2;
async function loadConfig(file, env, document) {
  const absolute = resolve2(file);
  const read = await readDocument(file, absolute, "a mapping with 'id' and 'provider'", document);
  if (!read.ok) throw new InputError(read.diagnostics);
  const source = read.source;
  const diagnostics = [...read.diagnostics];
  const report = (path, message) => diagnostics.push({ file, ...source.at(path), field: formatPath(path), message });
  const secrets = /* @__PURE__ */ new Set();
  const config = expandEnv(source.value, env, [], report, secrets);
  for (const secret of secrets) knownSecrets.add(secret);
  const validate = productValidator("config");
  if (!validate(toPlain(config))) {
    diagnostics.push(
      ...schemaDiagnostics(file, validate.errors ?? [], config, {
        place: (path, key) => ({ at: key ? source.keyAt(path) : source.at(path), field: formatPath(path) })
      })
    );
  }
  if (isJsonObject(config.format)) {
    try {
      compileSchema(config.format);
    } catch (error) {
      if (!(error instanceof SchemaError)) throw error;
      report(["format"], error.message);
    }
  }
  const folder = dirname(absolute);
  if (config.provider === "replay" && typeof config.outputs === "string" && config.outputs !== "") {
    const outputs = resolve2(folder, config.outputs);
    const outside = await outsideRoot(outputs, await repositoryRoot(folder, process.cwd()));
    if (outside !== null) report(["outputs"], `recorded outputs '${config.outputs}' ${outside}`);
    else if (!await isFile(outputs) && !await isFolder(outputs))
      report(["outputs"], `recorded outputs not found: ${config.outputs}`);
  }
  let baseUrl = "";
  if (config.provider === "ollama") {
    const written2 = typeof config.base_url === "string" ? config.base_url : void 0;
    const host = normalizeHost(written2 ?? env.OLLAMA_HOST);
    if (host.ok) baseUrl = host.url;
    else if (written2 !== void 0) report(["base_url"], host.error);
    else
      diagnostics.push({
        file,
        line: 0,
        column: 0,
        field: "base_url",
        message: `$OLLAMA_HOST: ${host.error}`
      });
  }
  if (config.provider === "openai" && isJsonObject(config.options)) {
    for (const key of Object.keys(config.options)) {
      if (OPENAI_RESERVED_FIELDS.has(key))
        report(["options", key], `is set by ModelGate itself (from the case and config)`);
    }
  }
  if (config.provider === "openai" && typeof config.base_url === "string") {
    const root = normalizeApiRoot(config.base_url);
    if (root.ok) baseUrl = root.url;
    else report(["base_url"], root.error);
  }
  if (diagnostics.length > 0)
    throw new InputError(
      diagnostics.map(withoutSecretValue).sort((a, b) => a.line - b.line || a.column - b.column)
    );
  return build(config, file, folder, baseUrl, secrets, env);
}
function withoutSecretValue(d) {
  const secret = (d.field ?? "").split(/[.[\]]/).some((key) => key !== "" && (isSecretKey(key) || /^headers$/i.test(key)));
  if (!secret) return d;
  return {
    ...d,
    message: d.message.replace(/; quote it to keep it as text: .*$/s, "; quote it to keep it as text")
  };
}
function build(c, file, folder, baseUrl, secrets, env) {
  const common = {
    id: c.id,
    file,
    capture: c.capture_output ?? "full",
    concurrency: typeof c.concurrency === "number" ? c.concurrency : FALLBACK_CONCURRENCY,
    redacted: maskValues(redactSecrets(c), secrets)
  };
  const slots = c.provider === "ollama" ? ollamaSlotsFromEnv(env.OLLAMA_NUM_PARALLEL) : void 0;
  if (slots !== void 0) {
    Object.assign(common, { serverSlots: slots });
    if (c.concurrency === void 0) common.concurrency = concurrencyForSlots(slots.slots);
  }
  if (c.concurrency === "auto") Object.assign(common, { autoConcurrency: true });
  if (typeof c.cache === "string") {
    const cache2 = { dir: resolve2(folder, c.cache) };
    if (typeof c.cache_max_mb === "number") cache2.maxBytes = Math.round(c.cache_max_mb * 1024 * 1024);
    Object.assign(common, { cache: cache2 });
  }
  if (c.provider === "replay")
    return { ...common, provider: "replay", outputs: resolve2(folder, c.outputs) };
  if (c.provider === "openai") return buildOpenAI(c, common, baseUrl);
  const config = {
    ...common,
    provider: "ollama",
    model: c.model,
    baseUrl,
    endpoint: c.endpoint === "generate" ? "generate" : "chat",
    options: isJsonObject(c.options) ? c.options : {},
    timeoutMs: (typeof c.timeout_s === "number" ? c.timeout_s : DEFAULT_TIMEOUT_S) * 1e3,
    retries: typeof c.retries === "number" ? c.retries : DEFAULT_RETRIES,
    pull: c.pull !== false,
    headers: isJsonObject(c.headers) ? c.headers : {}
  };
  if (typeof c.ready_timeout_s === "number") config.readyTimeoutMs = c.ready_timeout_s * 1e3;
  if (typeof c.system === "string") config.system = c.system;
  if (c.format === "json" || isJsonObject(c.format)) config.format = c.format;
  if (typeof c.embedding_model === "string") config.embeddingModel = c.embedding_model;
  if (typeof c.keep_alive === "string" || typeof c.keep_alive === "number") config.keepAlive = c.keep_alive;
  if (typeof c.think === "boolean" || c.think === "low" || c.think === "medium" || c.think === "high") {
    config.think = c.think;
  }
  return config;
}
function buildOpenAI(c, common, baseUrl) {
  const config = {
    ...common,
    provider: "openai",
    model: c.model,
    baseUrl,
    options: isJsonObject(c.options) ? c.options : {},
    timeoutMs: (typeof c.timeout_s === "number" ? c.timeout_s : DEFAULT_TIMEOUT_S) * 1e3,
    retries: typeof c.retries === "number" ? c.retries : DEFAULT_RETRIES,
    headers: isJsonObject(c.headers) ? c.headers : {}
  };
  if (typeof c.api_key === "string" && c.api_key !== "") config.apiKey = c.api_key;
  if (typeof c.ready_timeout_s === "number") config.readyTimeoutMs = c.ready_timeout_s * 1e3;
  if (typeof c.system === "string") config.system = c.system;
  if (c.format === "json" || isJsonObject(c.format)) config.format = c.format;
  if (typeof c.embedding_model === "string") config.embeddingModel = c.embedding_model;
  return config;
}
var REFERENCE = /\$(\$?)\{([^}]*)\}/g;
var NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
function expandEnv(value, env, path, report, secrets) {
  if (typeof value === "string") {
    const secretPlace = path.some((p) => typeof p === "string" && (isSecretKey(p) || /^headers$/i.test(p)));
    const expanded = value.replace(REFERENCE, (whole, escaped, name) => {
      if (escaped === "$") return whole.slice(1);
      if (!NAME.test(name)) {
        report(
          path,
          `'${whole}' is not a variable reference: use \${NAME} (letters, digits, _), or $\${...} for a literal`
        );
        return whole;
      }
      const found = env[name];
      if (found === void 0) {
        report(path, `environment variable '${name}' is not set`);
        return whole;
      }
      if (found.trim() !== "" && (secretPlace || isSecretKey(name))) secrets?.add(found);
      return found;
    });
    const key = path.at(-1);
    if (typeof key === "string" && isSecretKey(key)) secrets?.add(expanded);
    const credential = /^\s*(?:Bearer|Basic|Token)\s+(\S+)/i.exec(expanded)?.[1];
    if (secretPlace && credential !== void 0 && credential !== REDACTED) secrets?.add(credential);
    return expanded;
  }
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value))
    return value.map((item, i) => expandEnv(item, env, [...path, i], report, secrets));
  const out = {};
  for (const [key, member] of Object.entries(value)) {
    setOwn(out, key, expandEnv(member, env, [...path, key], report, secrets));
  }
  return out;
}
function maskValues(value, secrets) {
  if (secrets.size === 0) return value;
  const list = [...secrets].sort((a, b) => b.length - a.length);
  const mask = (v) => {
    if (typeof v === "string") return list.reduce((text, secret) => text.split(secret).join(REDACTED), v);
    if (v === null || typeof v !== "object") return v;
    if (Array.isArray(v)) return v.map(mask);
    const out = {};
    for (const [key, member] of Object.entries(v)) {
      Object.defineProperty(out, key, {
        value: mask(member),
        enumerable: true,
        writable: true,
        configurable: true
      });
    }
    return out;
  };
  return mask(value);
}
function normalizeHost(raw) {
  const text = (raw ?? "").trim();
  if (text === "") return { ok: true, url: `http://localhost:${DEFAULT_OLLAMA_PORT}` };
  const explicit = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  const candidate = explicit ? text : `http://${text.startsWith(":") ? `localhost${text}` : text}`;
  const base = httpBaseUrl(candidate, text, " or host", "/api/...");
  if (!base.ok) return base;
  const url = base.url;
  if (!explicit && url.port === "") url.port = String(DEFAULT_OLLAMA_PORT);
  return { ok: true, url: url.toString().replace(/\/+$/, "") };
}
function normalizeApiRoot(raw) {
  const text = raw.trim();
  const hint = " (write it in full, e.g. http://localhost:8080/v1)";
  const base = httpBaseUrl(text, text, hint, "/chat/completions");
  return base.ok ? { ok: true, url: base.url.toString().replace(/\/+$/, "") } : base;
}
function httpBaseUrl(candidate, written2, invalidHint, appended) {
  let url;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, error: `'${written2}' is not a valid URL${invalidHint}` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, error: `'${written2}' must use http:// or https://` };
  }
  if (url.search !== "" || url.hash !== "") {
    return {
      ok: false,
      error: `must not have a query (?...) or fragment (#...): ${appended} is appended to it`
    };
  }
  return { ok: true, url };
}

// src/load/plugins.ts
import { createRequire as createRequire2 } from "node:module";
import { isAbsolute, join, resolve as resolve3 } from "node:path";
import { pathToFileURL } from "node:url";
function isPath(spec) {
  return spec.startsWith(".") || isAbsolute(spec) || spec.includes("\\") || /\.(m|c)?js$/i.test(spec) || /\.py$/i.test(spec);
}
async function moduleUrl(spec, cwd) {
  if (/\.py$/i.test(spec)) {
    throw new InputError(
      `plugin '${spec}': Python plugins are not supported; write the check as a JavaScript module (.mjs) whose default export maps check names to functions`
    );
  }
  if (isPath(spec)) {
    const file = resolve3(cwd, spec);
    if (!await pathExists(file)) throw new InputError(`plugin '${spec}': file not found (${file})`);
    if (!isAbsolute(spec)) {
      const outside = await outsideRoot(file, await repositoryRoot(cwd, cwd));
      if (outside !== null) throw new InputError(`plugin '${spec}' ${outside}`);
    }
    return pathToFileURL(file).href;
  }
  try {
    return pathToFileURL(createRequire2(join(cwd, "noop.js")).resolve(spec)).href;
  } catch {
    return spec;
  }
}
async function loadPlugins(specs, cwd) {
  const registry = /* @__PURE__ */ new Map();
  const owner = /* @__PURE__ */ new Map();
  for (const spec of specs) {
    const url = await moduleUrl(spec, cwd);
    let module;
    try {
      module = await import(url);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new InputError(`plugin '${spec}' failed to load: ${message}`);
    }
    const checks = module.default;
    if (typeof checks !== "object" || checks === null || Array.isArray(checks)) {
      throw new InputError(
        `plugin '${spec}': its default export must be an object mapping check names to functions (export default { name: (ctx) => ... })`
      );
    }
    for (const [name, check] of Object.entries(checks)) {
      if (typeof check !== "function") {
        throw new InputError(`plugin '${spec}': check '${name}' is not a function (${typeof check})`);
      }
      const first = owner.get(name);
      if (first !== void 0)
        throw new InputError(`check '${name}' is registered by both '${first}' and '${spec}'`);
      owner.set(name, spec);
      registry.set(name, check);
    }
  }
  return registry;
}

// src/load/recorded.ts
import { isAbsolute as isAbsolute2, relative, resolve as resolve4 } from "node:path";

// src/load/recorded-result.ts
function recordingsOfResult(result, file) {
  if (result.capture !== "full") {
    throw new InputError([
      {
        file,
        line: 0,
        column: 0,
        field: "capture",
        message: `this result was written with capture '${result.capture}': it holds no outputs to replay (record with capture_output: full)`
      }
    ]);
  }
  const out = /* @__PURE__ */ new Map();
  for (const c of result.cases) {
    const repetitions = [];
    for (const r of [...c.repetitions].sort((a, b) => a.index - b.index)) {
      if (r.output === null) continue;
      const rep = { output: r.output, metadata: { ...r.provider_metadata } };
      if (r.duration_ms !== null) rep.latencyMs = r.duration_ms;
      if (r.evidence.tool_calls !== void 0) rep.toolCalls = r.evidence.tool_calls;
      if (r.evidence.retrieved !== void 0) rep.retrieved = r.evidence.retrieved;
      if (r.evidence.mcp_calls !== void 0) rep.mcpCalls = r.evidence.mcp_calls;
      repetitions.push(rep);
    }
    if (repetitions.length > 0) out.set(c.id, { repetitions });
  }
  return out;
}

// src/load/recorded.ts
async function loadRecorded(path, document) {
  const file = shownPath(path);
  const read = await readDocument(file, resolve4(path), "a mapping with 'outputs'", document);
  if (!read.ok) throw new InputError(read.diagnostics);
  if (read.diagnostics.length > 0) throw new InputError(read.diagnostics);
  const source = read.source;
  const value = source.value;
  if (value.format !== void 0 && value.outputs === void 0) {
    return recordingsOfResult(await readRunResult(file, resolve4(path)), file);
  }
  const at = (path2, key) => key ? source.keyAt(path2) : source.at(path2);
  const validate = productValidator("recorded");
  if (!validate(toPlain(value))) {
    const diagnostics = schemaDiagnostics(file, validate.errors ?? [], value, {
      place: (path2, key) => {
        const inEntry = path2[0] === "outputs" && typeof path2[1] === "string";
        const placement = { at: at(path2, key), field: formatPath(inEntry ? path2.slice(2) : path2) };
        return inEntry ? { ...placement, caseId: path2[1] } : placement;
      }
    });
    throw new InputError(
      diagnostics.sort((a, b) => a.line - b.line || a.column - b.column)
    );
  }
  const outputs = /* @__PURE__ */ new Map();
  const entries = value.outputs;
  for (const id of Object.keys(entries)) {
    const raw = entries[id];
    const list = isJsonObject(raw) && Array.isArray(raw.repetitions) ? raw.repetitions : null;
    outputs.set(id, { repetitions: list === null ? [repetition(raw)] : list.map(repetition) });
  }
  return outputs;
}
function repetition(raw) {
  if (typeof raw === "string") return { output: raw, metadata: {} };
  const entry = raw;
  const out = {
    output: entry.output,
    metadata: isJsonObject(entry.metadata) ? entry.metadata : {}
  };
  if (typeof entry.latency_ms === "number") out.latencyMs = entry.latency_ms;
  else if (typeof entry.latency_ms === "bigint") out.latencyMs = Number(entry.latency_ms);
  if (Array.isArray(entry.tool_calls)) out.toolCalls = entry.tool_calls.map((c) => toolCall(c));
  if (Array.isArray(entry.retrieved)) out.retrieved = entry.retrieved.map((id) => String(id));
  if (Array.isArray(entry.mcp_calls)) {
    out.mcpCalls = entry.mcp_calls.map((c) => {
      const call = c;
      const parsed = parseArguments(call.arguments);
      const mcp = {
        tool: call.tool,
        arguments: parsed.value,
        is_error: call.is_error === true
      };
      if (parsed.error !== void 0) mcp.arguments_error = parsed.error;
      return mcp;
    });
  }
  return out;
}
function toolCall(raw) {
  const inner = isJsonObject(raw.function) ? raw.function : raw;
  const parsed = parseArguments(inner.arguments);
  const call = { name: inner.name, arguments: parsed.value };
  if (parsed.error !== void 0) call.arguments_error = parsed.error;
  return call;
}
function parseArguments(raw) {
  if (raw === void 0) return { value: {} };
  if (typeof raw !== "string") return { value: raw };
  const parsed = parseStrictJson(raw);
  return parsed.ok ? { value: parsed.value } : { value: raw, error: `arguments are not valid JSON: ${parsed.error}` };
}
function shownPath(path) {
  if (!isAbsolute2(path)) return path;
  const rel = relative(process.cwd(), path);
  return rel !== "" && !rel.startsWith("..") && !isAbsolute2(rel) ? rel : path;
}

// src/load/suite.ts
import { dirname as dirname2, resolve as resolve8 } from "node:path";

// src/load/suite-build.ts
import { resolve as resolve6 } from "node:path";

// src/core/suite/case.ts
var CONTRACT_KINDS = ["text", "json", "tool_calls", "retrieval", "mcp"];
var CHECK_TYPES = [
  "exact",
  "contains",
  "not_contains",
  "max_length",
  "min_length",
  "max_words",
  "regex",
  "json",
  "classification",
  "required_fields",
  "tool_call",
  "retrieval",
  "mcp",
  "custom",
  "none",
  "checks"
];
var CASE_TYPES = CHECK_TYPES.filter((t) => t !== "checks");
var LISTED_CHECK_TYPES = CASE_TYPES.filter(
  (t) => t !== "retrieval" && t !== "mcp" && t !== "none"
);
function leafChecks(check) {
  return check.type === "checks" ? check.checks.flatMap(leafChecks) : [check];
}
var MCP_RESTARTS = ["per_configuration", "per_case", "per_repetition"];

// src/load/suite-fields.ts
import { resolve as resolve5 } from "node:path";
var str = (v) => typeof v === "string" ? v : void 0;
var int = (v) => typeof v === "number" && Number.isInteger(v) ? v : void 0;
var strings = (v) => Array.isArray(v) ? v.filter((s) => typeof s === "string") : [];
function checkTypeOf(c) {
  if (c.type === void 0) return c.contract !== void 0 || Array.isArray(c.checks) ? "none" : void 0;
  return CASE_TYPES.includes(c.type) ? c.type : void 0;
}
function toolDefinition(raw) {
  const inner = isJsonObject(raw.function) ? raw.function : raw;
  if (typeof inner.name !== "string") return void 0;
  const tool = {
    name: inner.name,
    description: str(inner.description) ?? "",
    parameters: isJsonObject(inner.parameters) ? inner.parameters : { type: "object", properties: {} }
  };
  if ("result" in raw) tool.result = raw.result;
  return tool;
}
function corpusSpec(raw, folder) {
  const fromPath = (path) => ({
    kind: path.toLowerCase().endsWith(".jsonl") ? "jsonl" : "folder",
    path: resolve5(folder, path)
  });
  if (typeof raw === "string" && raw !== "") return fromPath(raw);
  if (isJsonObject(raw)) {
    if (typeof raw.jsonl === "string") return { kind: "jsonl", path: resolve5(folder, raw.jsonl) };
    if (typeof raw.path === "string") return fromPath(raw.path);
  }
  return void 0;
}

// src/load/suite-template.ts
var TEMPLATE_VAR = /\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;
function renderTemplate(template, vars) {
  return template.replace(TEMPLATE_VAR, (whole, name) => {
    if (name === "context") return whole;
    const value = vars[name];
    return value === void 0 || value === null ? whole : String(value);
  });
}

// src/load/suite-build.ts
var DEFAULT_MAX_TURNS = 5;
function buildSuite(ctx) {
  const cases = ctx.cases.map((c, index) => buildCase(ctx, index, c));
  const suite = {
    name: ctx.doc.suite,
    file: ctx.source.file,
    // The text of the list of definitions, written one by one so the runner reuses each hash.
    sha256: sha256Hex(`[${cases.map((c) => canonicalDefinition(c.definition)).join(",")}]`),
    cases,
    mcpServers: mcpServers(ctx.servers ?? ctx.doc.mcp_servers, ctx.folder)
  };
  const description = str(ctx.doc.description);
  if (description !== void 0) suite.description = description;
  const corpus = corpusSpec(ctx.doc.corpus, ctx.folder);
  if (corpus !== void 0) suite.corpus = corpus;
  return suite;
}
function buildCase(ctx, index, c) {
  const type = checkTypeOf(c);
  const repeat = int(c.repeat) ?? 1;
  const at = ctx.source.at(["cases", index]);
  const template = ctx.templates.get(index);
  const definition = template !== void 0 && isJsonObject(c.prompt) ? { ...c, prompt: { ...c.prompt, template } } : c;
  const built = {
    id: c.id,
    check: caseCheck(type, c),
    source: { file: ctx.source.file, line: at.line, column: at.column },
    messages: [],
    tools: Array.isArray(c.tools) ? c.tools.map((t) => toolDefinition(t)) : [],
    repeat,
    minPass: int(c.min_pass) ?? repeat,
    tags: strings(c.tags),
    metadata: isJsonObject(c.metadata) ? c.metadata : {},
    generation: isJsonObject(c.generation) ? c.generation : {},
    performance: {},
    maxTurns: int(c.max_turns) ?? DEFAULT_MAX_TURNS,
    definition
  };
  built.messages = messagesOf(c, type, template);
  const system = systemMessage(built.messages);
  if (system !== void 0) built.system = system.content;
  if (c.format === "json" || isJsonObject(c.format)) built.format = c.format;
  if (typeof c.contract === "string") built.contract = c.contract;
  if (isJsonObject(c.performance) && typeof c.performance.max_latency_ms === "number") {
    built.performance = { maxLatencyMs: c.performance.max_latency_ms };
  }
  if (isJsonObject(c.options) && c.options.extract === "code_fence") built.extract = "code_fence";
  if (type === "retrieval") {
    const expected = strings(c.expected_documents);
    built.retrieval = { query: c.query, topK: int(c.top_k) ?? Math.max(1, expected.length) };
  }
  if (isJsonObject(c.rag)) built.rag = { topK: int(c.rag.top_k) ?? 1 };
  if (type === "mcp" && Array.isArray(c.servers)) built.mcpServers = strings(c.servers);
  return built;
}
function messagesOf(c, type, template) {
  if (type === "retrieval") return [];
  const out = [];
  if (Array.isArray(c.messages)) {
    for (const m of c.messages) {
      const message = m;
      out.push({ role: message.role, content: message.content });
    }
  } else if (typeof c.input === "string") {
    out.push({ role: "user", content: c.input });
  } else if (template !== void 0) {
    const vars = isJsonObject(c.prompt) && isJsonObject(c.prompt.vars) ? c.prompt.vars : {};
    out.push({ role: "user", content: renderTemplate(template, vars) });
  }
  const system = str(c.system);
  if (system !== void 0 && systemMessage(out) === void 0)
    out.unshift({ role: "system", content: system });
  return out;
}
function systemMessage(messages) {
  for (const m of messages) if (m.role === "system") return m;
  return void 0;
}
function expectedCall(raw) {
  const call = { name: raw.name };
  if (isJsonObject(raw.arguments)) call.arguments = raw.arguments;
  if (isJsonObject(raw.arguments_schema)) call.arguments_schema = raw.arguments_schema;
  return call;
}
function caseCheck(type, c) {
  if (!Array.isArray(c.checks)) return checkSpec(type, c);
  const listed = c.checks.map((entry) => {
    const e = entry;
    return checkSpec(e.type, e);
  });
  return { type: "checks", checks: type === "none" ? listed : [checkSpec(type, c), ...listed] };
}
function checkSpec(type, c) {
  const caseInsensitive2 = c.case_insensitive === true;
  switch (type) {
    case "contains":
    case "not_contains":
      return {
        type,
        expected: typeof c.expected === "string" ? [c.expected] : strings(c.expected),
        caseInsensitive: caseInsensitive2
      };
    case "max_length":
    case "min_length":
    case "max_words":
      return { type, limit: c.limit };
    case "exact":
      return { type, expected: c.expected, caseInsensitive: caseInsensitive2, strip: c.strip !== false };
    case "regex":
      return { type, pattern: c.pattern, flags: str(c.flags) ?? "" };
    case "json": {
      const spec = { type };
      if (isJsonObject(c.schema)) spec.schema = c.schema;
      if ("expected" in c) spec.expected = { value: c.expected };
      return spec;
    }
    case "classification": {
      const spec = { type, expected: c.expected, caseInsensitive: caseInsensitive2 };
      if (Array.isArray(c.labels)) spec.labels = strings(c.labels);
      return spec;
    }
    case "required_fields": {
      const spec = { type, required: strings(c.required) };
      if (isJsonObject(c.values)) spec.values = c.values;
      return spec;
    }
    case "tool_call": {
      const calls = isJsonObject(c.expected) ? [expectedCall(c.expected)] : c.calls.map((call) => expectedCall(call));
      const spec = { type, calls };
      if (isJsonObject(c.arguments_schema)) spec.argumentsSchema = c.arguments_schema;
      return spec;
    }
    case "retrieval":
      return { type, expectedDocuments: strings(c.expected_documents) };
    case "mcp":
      return {
        type,
        expectedCalls: c.expected_calls.map((raw) => {
          const call = raw;
          const out = { tool: call.tool };
          if (isJsonObject(call.arguments)) out.arguments = call.arguments;
          if (isJsonObject(call.arguments_schema)) out.arguments_schema = call.arguments_schema;
          return out;
        })
      };
    case "custom":
      return { type, check: c.check, params: isJsonObject(c.params) ? c.params : {} };
    case "none":
      return { type };
  }
}
function stringRecord(raw) {
  const out = {};
  if (isJsonObject(raw)) {
    for (const [k, v] of Object.entries(raw)) if (typeof v === "string") out[k] = v;
  }
  return out;
}
function mcpServers(raw, folder) {
  if (!isJsonObject(raw)) return [];
  const out = [];
  for (const [name, server] of Object.entries(raw)) {
    if (!isJsonObject(server)) continue;
    const restart = MCP_RESTARTS.find((r) => r === server.restart) ?? "per_configuration";
    if (typeof server.url === "string") {
      out.push({ name, transport: "http", url: server.url, headers: stringRecord(server.headers), restart });
    } else if (typeof server.command === "string") {
      out.push({
        name,
        transport: "stdio",
        command: server.command,
        args: strings(server.args),
        env: stringRecord(server.env),
        cwd: resolve6(folder, str(server.cwd) ?? "."),
        restart
      });
    }
  }
  return out;
}

// src/core/checks/check-result.ts
function pass(details = {}) {
  return { status: "pass", reason: null, details };
}
function outcome(status, reason, details = {}) {
  return { status, reason, details };
}

// src/core/checks/classification.ts
var LISTED_LABELS = 10;
function normalizeLabel(text, caseInsensitive2) {
  const t = text.trim();
  return caseInsensitive2 ? t.toLowerCase() : t;
}
function predictedLabel(output, caseInsensitive2) {
  const t = output.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) {
    const parsed = parseStrictJson(t);
    if (parsed.ok && typeof parsed.value === "string") return normalizeLabel(parsed.value, caseInsensitive2);
  }
  return normalizeLabel(t, caseInsensitive2);
}
function checkClassification(spec, predicted) {
  const norm = (s) => normalizeLabel(s, spec.caseInsensitive);
  const expected = norm(spec.expected);
  if (spec.labels !== void 0) {
    const labels = spec.labels.map(norm);
    if (!labels.includes(predicted)) {
      const listed = labels.slice(0, LISTED_LABELS).map(quoteLabel);
      if (labels.length > LISTED_LABELS) listed.push("...");
      return outcome(
        "fail",
        `predicted ${quoteLabel(predicted)}, not one of the allowed labels: ${listed.join(", ")}`,
        {
          predicted,
          expected
        }
      );
    }
  }
  if (predicted === expected) return pass({ predicted });
  return outcome("fail", `predicted ${quoteLabel(predicted)}, expected ${quoteLabel(expected)}`, {
    predicted,
    expected
  });
}
function quoteLabel(label) {
  const capped = label.length > 60 ? `${label.slice(0, 60)}…` : label;
  return `'${capped.replace(/\r/g, "\\r").replace(/\n/g, "\\n").replace(/\t/g, "\\t")}'`;
}

// lazy-dep:re2js
import { createRequire as lazyRequire6 } from "node:module";
var FILE6 = "./dep-re2js.cjs";
var SPEC6 = "re2js";
var rebind6 = [];
var loaded6 = false;
function load7() {
  if (loaded6) return;
  const m = lazyRequire6(import.meta.url)(FILE6).modules[SPEC6];
  loaded6 = true;
  for (const [name, set] of rebind6) set(name === "default" ? m : m[name]);
}
function standIn6(name, isFunction, members, get, set) {
  rebind6.push([name, set]);
  const stand = isFunction ? function(...args) {
    load7();
    return new.target === void 0 ? Reflect.apply(get(), this, args) : Reflect.construct(get(), args, new.target === stand ? get() : new.target);
  } : {};
  if (isFunction) Object.defineProperty(stand, Symbol.hasInstance, { value: (x) => {
    load7();
    return x instanceof get();
  } });
  for (const [key, kind, value, enumerable] of members) {
    if (kind === "self") Object.defineProperty(stand, key, { value: stand, enumerable });
    else if (kind === "plain") Object.defineProperty(stand, key, { value, enumerable });
    else Object.defineProperty(stand, key, { get: () => {
      load7();
      return get()[key];
    }, enumerable });
  }
  return stand;
}
var e4 = /* @__PURE__ */ standIn6("RE2JS", true, [["quote", "lazy", null, false], ["quoteReplacement", "lazy", null, false], ["translateRegExp", "lazy", null, false], ["compile", "lazy", null, false], ["matches", "lazy", null, false], ["initTest", "lazy", null, false], ["CASE_INSENSITIVE", "plain", 1, true], ["DOTALL", "plain", 2, true], ["MULTILINE", "plain", 4, true], ["DISABLE_UNICODE_GROUPS", "plain", 8, true], ["LONGEST_MATCH", "plain", 16, true], ["LOOKBEHINDS", "plain", 512, true]], () => e4, (x) => {
  e4 = x;
});

// src/core/checks/regex.ts
var cache = /* @__PURE__ */ new Map();
var FLAG_BITS = {
  i: e4.CASE_INSENSITIVE,
  m: e4.MULTILINE,
  s: e4.DOTALL
};
function compileRegex(pattern, flags) {
  const key = `${flags}/${pattern}`;
  let re = cache.get(key);
  if (re === void 0) {
    const problem = regexProblem(pattern, flags);
    if (problem !== null) {
      throw new Error(
        problem.replace(/^invalid regular expression: /, `invalid regular expression /${pattern}/${flags}: `)
      );
    }
    re = cache.get(key);
  }
  return re;
}
function flagBits(flags) {
  let bits = 0;
  for (const flag of flags) bits |= FLAG_BITS[flag] ?? 0;
  return bits;
}
function regexProblem(pattern, flags) {
  const inline = /^\(\?([a-zA-Z]+)\)/.exec(pattern);
  if (inline !== null && /[^imsU]/.test(inline[1])) {
    return `Python-style inline flags like ${inline[0]} are not supported; use 'flags' instead`;
  }
  const key = `${flags}/${pattern}`;
  if (cache.has(key)) return null;
  try {
    cache.set(key, e4.compile(pattern, flagBits(flags)));
    return null;
  } catch (error) {
    const re2 = error instanceof Error ? error.message.replace(/^error parsing regexp: /, "") : String(error);
    let js = null;
    try {
      new RegExp(pattern, flags.replace(/[^imsu]/g, ""));
    } catch (e) {
      js = e.message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, "");
    }
    if (js !== null) return `invalid regular expression: ${js}`;
    const feature = unsupportedFeature(pattern);
    const hint = "rewrite it without, or use a custom check (type: custom) for this test";
    if (feature !== null) {
      return `invalid regular expression: ${feature} is not supported: patterns use the linear-time RE2 dialect (no backreferences, no lookaround); ${hint}`;
    }
    return `invalid regular expression: RE2 dialect: ${re2}; ${hint}`;
  }
}
function unsupportedFeature(pattern) {
  if (/\(\?<?[=!]/.test(pattern)) return "lookaround ((?=, (?!, (?<=, (?<!)";
  const backreference = /\\([1-9]|k<[^>]*>)/.exec(pattern);
  if (backreference !== null) return `a backreference (${backreference[0]})`;
  return null;
}
function checkRegex(spec, output) {
  let re;
  try {
    re = compileRegex(spec.pattern, spec.flags);
  } catch (e) {
    return outcome("error", e.message);
  }
  if (re.test(output)) return pass();
  return outcome("fail", `output does not match /${spec.pattern}/${spec.flags}`, {
    pattern: spec.pattern,
    flags: spec.flags
  });
}

// src/load/suite-resource-rules.ts
import { resolve as resolve7 } from "node:path";
function readsPrompt(c) {
  const prompt = c.prompt;
  return isJsonObject(prompt) && typeof prompt.file === "string" && prompt.file !== "";
}
async function checkPrompt(ctx, index, c) {
  const prompt = c.prompt;
  if (!isJsonObject(prompt) || typeof prompt.file !== "string" || prompt.file === "") return;
  const absolute = resolve7(ctx.folder, prompt.file);
  const outside = await outsideRoot(absolute, ctx.root);
  if (outside !== null) {
    ctx.report(index, ["prompt", "file"], `prompt template '${prompt.file}' ${outside}`);
    return;
  }
  const read = await readText(prompt.file, absolute);
  if (!read.ok) {
    ctx.report(index, ["prompt", "file"], `prompt template '${prompt.file}': ${read.diagnostic.message}`);
    return;
  }
  const template = read.text.replace(/\r\n/g, "\n");
  ctx.templates.set(index, template);
  const vars = isJsonObject(prompt.vars) ? prompt.vars : {};
  if ("context" in vars) {
    ctx.report(
      index,
      ["prompt", "vars", "context"],
      "'context' is reserved: rag cases fill {{context}} with the retrieved documents",
      true
    );
  }
  const missing = /* @__PURE__ */ new Set();
  for (const match of template.matchAll(TEMPLATE_VAR)) {
    const name = match[1];
    if (name === "context") {
      if (!isJsonObject(c.rag)) missing.add(name);
      continue;
    }
    if (!(name in vars)) missing.add(name);
  }
  for (const name of missing) {
    const at = isJsonObject(prompt.vars) ? ["prompt", "vars"] : ["prompt"];
    const message = name === "context" ? `template '${prompt.file}' uses {{context}}, which only 'rag' cases fill` : `template '${prompt.file}' uses {{${name}}} but prompt.vars has no '${name}'${didYouMean(name, Object.keys(vars))}`;
    ctx.report(index, at, message);
  }
}
function checkMcp(ctx, index, c) {
  if (ctx.serverNames.size === 0) {
    ctx.report(index, ["type"], "mcp cases need the suite's 'mcp_servers'");
    return;
  }
  const offered = new Set(ctx.serverNames);
  if (Array.isArray(c.servers)) {
    offered.clear();
    c.servers.forEach((name, i) => {
      if (typeof name !== "string") return;
      if (ctx.serverNames.has(name)) offered.add(name);
      else {
        const hint = didYouMean(name, ctx.serverNames);
        ctx.report(
          index,
          ["servers", i],
          `unknown MCP server '${name}'${hint} (servers: ${[...ctx.serverNames].join(", ")})`
        );
      }
    });
  }
  if (!Array.isArray(c.expected_calls)) return;
  c.expected_calls.forEach((call, i) => {
    const tool = isJsonObject(call) ? str(call.tool) : void 0;
    const dot = tool?.indexOf(".") ?? -1;
    if (tool === void 0 || dot <= 0) return;
    const server = tool.slice(0, dot);
    if (!offered.has(server)) {
      const hint = didYouMean(server, offered);
      ctx.report(
        index,
        ["expected_calls", i, "tool"],
        `'${tool}' names server '${server}', which this case is not offered${hint} (servers: ${[...offered].join(", ")})`
      );
    }
  });
}
async function checkSuiteResources(ctx) {
  const corpus = corpusSpec(ctx.doc.corpus, ctx.folder);
  if (corpus !== void 0) {
    const field = isJsonObject(ctx.doc.corpus) ? ["corpus", corpus.kind === "jsonl" && "jsonl" in ctx.doc.corpus ? "jsonl" : "path"] : ["corpus"];
    const kind = await fileKind(corpus.path);
    const outside = await outsideRoot(corpus.path, ctx.root);
    if (outside !== null) {
      ctx.report(void 0, field, `corpus ${outside}`);
    } else if (corpus.kind === "folder" && kind !== "folder") {
      ctx.report(
        void 0,
        field,
        kind === "missing" ? "corpus folder not found" : "corpus must be a folder (or a .jsonl file)"
      );
    } else if (corpus.kind === "jsonl" && kind !== "file") {
      ctx.report(
        void 0,
        field,
        kind === "missing" ? "corpus file not found" : "corpus JSONL must be a file"
      );
    }
  }
  if (isJsonObject(ctx.doc.mcp_servers) && ctx.opts.env !== void 0) {
    ctx.servers = expandServers(ctx, ctx.doc.mcp_servers, ctx.opts.env);
  }
  if (isJsonObject(ctx.doc.mcp_servers)) {
    for (const [name, server] of Object.entries(ctx.doc.mcp_servers)) {
      if (!isJsonObject(server) || typeof server.cwd !== "string") continue;
      const outside = await outsideRoot(resolve7(ctx.folder, server.cwd), ctx.root);
      if (outside !== null) {
        ctx.report(void 0, ["mcp_servers", name, "cwd"], `cwd '${server.cwd}' ${outside}`);
      } else if (await fileKind(resolve7(ctx.folder, server.cwd)) !== "folder") {
        ctx.report(void 0, ["mcp_servers", name, "cwd"], `folder not found: ${server.cwd}`);
      }
    }
  }
}
function expandServers(ctx, servers, env) {
  const out = {};
  for (const [name, server] of Object.entries(servers)) {
    if (!isJsonObject(server)) continue;
    const expanded = { ...server };
    for (const field of ["url", "headers", "env"]) {
      const value = server[field];
      if (value === void 0) continue;
      expanded[field] = expandEnv(
        value,
        env,
        ["mcp_servers", name, field],
        (path, message) => ctx.report(void 0, path, message),
        knownSecrets
      );
    }
    out[name] = expanded;
  }
  return out;
}

// src/load/suite-case-rules.ts
function checkIds(ctx) {
  const first = /* @__PURE__ */ new Map();
  ctx.cases.forEach((c, index) => {
    const id = isJsonObject(c) ? c.id : void 0;
    if (typeof id !== "string") return;
    const earlier = first.get(id);
    if (earlier === void 0) {
      first.set(id, index);
      return;
    }
    const lineOf = (i) => ctx.source.at(["cases", i, "id"]).line;
    ctx.report(earlier, ["id"], `duplicate id '${id}' (also used at line ${lineOf(index)})`);
    ctx.report(index, ["id"], `duplicate id '${id}' (first used at line ${lineOf(earlier)})`);
  });
}
function checkCase(ctx, index, c) {
  const type = checkTypeOf(c);
  const repeat = int(c.repeat) ?? 1;
  const minPass = int(c.min_pass);
  if (minPass !== void 0 && minPass > repeat) {
    const written2 = (field) => ctx.source.has(["cases", index, field]);
    const message = `min_pass ${minPass} is more than repeat ${repeat}`;
    if (written2("min_pass") || written2("repeat")) {
      ctx.report(index, [written2("min_pass") ? "min_pass" : "repeat"], message);
    } else {
      ctx.diagnostics.push({
        file: ctx.source.file,
        ...ctx.source.at(["defaults", "min_pass"]),
        caseId: ctx.caseId(index),
        field: "min_pass",
        message: `${message} (from defaults)`
      });
    }
  }
  if (type === "regex" && typeof c.pattern === "string") {
    const flags = typeof c.flags === "string" && /^[imsu]*$/.test(c.flags) ? c.flags : "";
    const problem = regexProblem(c.pattern, flags);
    if (problem !== null) ctx.report(index, ["pattern"], problem);
  }
  if (type === "classification") expectedAmongLabels(ctx, index, [], c);
  if (type === "custom") customCheckRegistered(ctx, index, [], c);
  checkSchemas(ctx, index, c, type);
  checkListedChecks(ctx, index, c);
  checkTools(ctx, index, c, type);
  checkMessages(ctx, index, c);
  if (readsPrompt(c)) return checkPrompt(ctx, index, c).then(() => checkSuiteNeeds(ctx, index, c, type));
  checkSuiteNeeds(ctx, index, c, type);
  return void 0;
}
function checkSuiteNeeds(ctx, index, c, type) {
  if ((type === "retrieval" || isJsonObject(c.rag)) && ctx.doc.corpus === void 0) {
    const field = type === "retrieval" ? "type" : "rag";
    ctx.report(index, [field], "needs the suite's 'corpus' (the documents to retrieve from)");
  }
  if (type === "mcp") checkMcp(ctx, index, c);
}
function checkListedChecks(ctx, index, c) {
  if (!Array.isArray(c.checks)) return;
  c.checks.forEach((entry, j) => {
    if (!isJsonObject(entry)) return;
    const at = (...rest) => ["checks", j, ...rest];
    if (entry.type === "regex" && typeof entry.pattern === "string") {
      const flags = typeof entry.flags === "string" && /^[imsu]*$/.test(entry.flags) ? entry.flags : "";
      try {
        compileRegex(entry.pattern, flags);
      } catch (error) {
        const detail = error.message.replace(
          /^(?:invalid regular expression:?\s*\/.*?\/[a-z]*:\s*)+/is,
          ""
        );
        ctx.report(index, at("pattern"), `invalid regular expression: ${detail}`);
      }
    }
    if (entry.type === "classification") expectedAmongLabels(ctx, index, ["checks", j], entry);
    if (entry.type === "custom") customCheckRegistered(ctx, index, ["checks", j], entry);
    if (entry.type === "json") checkUserSchema(ctx, index, at("schema"), entry.schema);
    if (entry.type === "tool_call") {
      checkUserSchema(ctx, index, at("arguments_schema"), entry.arguments_schema);
      if (isJsonObject(entry.expected))
        checkUserSchema(ctx, index, at("expected", "arguments_schema"), entry.expected.arguments_schema);
      if (Array.isArray(entry.calls)) {
        entry.calls.forEach((call, i) => {
          if (isJsonObject(call))
            checkUserSchema(ctx, index, at("calls", i, "arguments_schema"), call.arguments_schema);
        });
      }
    }
  });
}
function checkSchemas(ctx, index, c, type) {
  if (type === "json") checkUserSchema(ctx, index, ["schema"], c.schema);
  if (type === "tool_call") {
    checkUserSchema(ctx, index, ["arguments_schema"], c.arguments_schema);
    if (isJsonObject(c.expected))
      checkUserSchema(ctx, index, ["expected", "arguments_schema"], c.expected.arguments_schema);
    if (Array.isArray(c.calls)) {
      c.calls.forEach((call, i) => {
        if (isJsonObject(call))
          checkUserSchema(ctx, index, ["calls", i, "arguments_schema"], call.arguments_schema);
      });
    }
  }
  if (type === "mcp" && Array.isArray(c.expected_calls)) {
    c.expected_calls.forEach((call, i) => {
      if (isJsonObject(call))
        checkUserSchema(ctx, index, ["expected_calls", i, "arguments_schema"], call.arguments_schema);
    });
  }
  if (isJsonObject(c.format)) checkUserSchema(ctx, index, ["format"], c.format);
}
function checkTools(ctx, index, c, type) {
  if (!Array.isArray(c.tools)) return;
  const names = /* @__PURE__ */ new Map();
  c.tools.forEach((tool, i) => {
    if (!isJsonObject(tool)) return;
    const def = toolDefinition(tool);
    if (def === void 0) return;
    const inner = isJsonObject(tool.function) ? tool.function : tool;
    const at = inner === tool ? ["tools", i] : ["tools", i, "function"];
    if (names.has(def.name)) ctx.report(index, [...at, "name"], `tool '${def.name}' is defined twice`);
    names.set(def.name, i);
    checkUserSchema(ctx, index, [...at, "parameters"], inner.parameters);
  });
  if (type !== "tool_call" || names.size === 0) return;
  const expectations = [];
  if (isJsonObject(c.expected)) expectations.push([["expected", "name"], c.expected.name]);
  if (Array.isArray(c.calls)) {
    c.calls.forEach((call, i) => {
      if (isJsonObject(call)) expectations.push([["calls", i, "name"], call.name]);
    });
  }
  for (const [path, name] of expectations) {
    if (typeof name === "string" && !names.has(name)) {
      const offered = [...names.keys()];
      ctx.report(
        index,
        path,
        `tool '${name}' is not among the case's tools${didYouMean(name, offered)} (tools: ${offered.join(", ")})`
      );
    }
  }
}
function checkMessages(ctx, index, c) {
  if (!Array.isArray(c.messages) || typeof c.system !== "string") return;
  const hasSystem = c.messages.some((m) => isJsonObject(m) && m.role === "system");
  const own = ctx.source.has(["cases", index, "system"]);
  if (hasSystem && own) {
    ctx.report(index, ["system"], "the case has both 'system' and a system message in 'messages'; keep one");
  }
}
function checkUserSchema(ctx, index, rel, schema) {
  if (!isJsonObject(schema)) return;
  try {
    compileSchema(schema);
  } catch (error) {
    if (!(error instanceof SchemaError)) throw error;
    ctx.report(index, rel, error.message);
  }
}
function expectedAmongLabels(ctx, index, at, c) {
  if (typeof c.expected !== "string" || !Array.isArray(c.labels)) return;
  const norm = (s) => normalizeLabel(s, c.case_insensitive === true);
  const labels = strings(c.labels);
  if (labels.map(norm).includes(norm(c.expected))) return;
  ctx.report(
    index,
    [...at, "expected"],
    `expected label '${c.expected}' is not one of labels${didYouMean(c.expected, labels)} (labels: ${labels.join(", ")})`
  );
}
function customCheckRegistered(ctx, index, at, c) {
  const custom = ctx.opts.customChecks;
  if (typeof c.check !== "string" || custom === void 0 || custom.has(c.check)) return;
  const known = [...custom];
  const list = known.length === 0 ? "no plugin registers any check" : `registered: ${known.sort().join(", ")}`;
  ctx.report(
    index,
    [...at, "check"],
    `unknown custom check '${c.check}'${didYouMean(c.check, known)} (${list})`
  );
}

// src/load/schemas/user-file-fields.ts
var EDITOR_SCHEMA_FIELD = {
  type: "string",
  description: "Where editors find this schema; ModelGate ignores it."
};
var FREE_TEXT_FIELD = { type: "string", description: "Free text." };

// src/load/schemas/case-fields.ts
var ID_PATTERN = "^[A-Za-z0-9._-]+$";
var SERVER_NAME_PATTERN = "^[A-Za-z0-9_-]+$";
var QUALIFIED_TOOL_NAME = {
  type: "string",
  pattern: "^[A-Za-z0-9_-]+\\..+$",
  errorMessage: "must be a qualified tool name 'server.tool'"
};
var REF = (name) => ({ $ref: `#/$defs/${name}` });
var COMMON = {
  id: {
    type: "string",
    pattern: ID_PATTERN,
    errorMessage: "must use only letters, digits, '.', '_' and '-'",
    description: "Unique within the suite and stable: comparisons match cases by id. Letters, digits, `.`, `_` and `-`."
  },
  type: {
    enum: [...CASE_TYPES],
    description: "Which check decides pass or fail (its fields: see the table of each type below). Required unless `checks` or `contract` is set."
  },
  checks: {
    type: "array",
    items: REF("check"),
    minItems: 1,
    description: "More criteria, each `{type, ...its fields}`: the case passes when its own type's check (if any) and all of these pass."
  },
  description: FREE_TEXT_FIELD,
  contract: {
    enum: [...CONTRACT_KINDS],
    description: "The evidence that must stay compatible with the baseline's: the output `text`, its `json` value, its `tool_calls`, the documents `retrieval` ranks, or the `mcp` interactions."
  },
  repeat: {
    type: "integer",
    minimum: 1,
    maximum: 1e3,
    default: 1,
    description: "How many times the case runs (1–1000); a comparison tests the pass rates."
  },
  min_pass: {
    type: "integer",
    minimum: 1,
    description: "Repetitions that must pass for the case to pass; at most `repeat`. When absent: all of them."
  },
  tags: {
    type: "array",
    items: { type: "string", minLength: 1 },
    default: [],
    description: "Non-empty strings; `run --tag` selects the cases that have one of them."
  },
  metadata: {
    type: "object",
    default: {},
    description: "Free-form; stored with the result, never interpreted."
  },
  performance: REF("performance")
};
var PROMPTED = {
  input: { type: "string", description: "The prompt, sent as one user message." },
  messages: {
    type: "array",
    items: REF("message"),
    minItems: 1,
    description: "The conversation, instead of `input`: a non-empty list of `{role, content}`, role `system`, `user`, `assistant` or `tool`."
  },
  prompt: REF("prompt"),
  system: {
    type: "string",
    description: "System prompt, put first in the conversation; when absent, the configuration's `system`. A case may not have both `system` and a system message in `messages`."
  },
  tools: {
    type: "array",
    items: REF("tool"),
    default: [],
    description: "Tool definitions offered natively to the model; a call is answered with the tool's `result`."
  },
  format: REF("format"),
  generation: REF("generation"),
  options: REF("options"),
  max_turns: {
    type: "integer",
    minimum: 1,
    maximum: 50,
    default: 5,
    description: "Most model turns in a tool or MCP loop (1–50)."
  },
  rag: REF("rag")
};
var caseInsensitive = { type: "boolean", default: false, description: "Compare ignoring case." };
var stringList = { type: "array", items: { type: "string" } };
var limit = (what, passes) => ({
  passes,
  properties: {
    limit: { type: "integer", minimum: 0, description: `The ${what} the output may have (an integer ≥ 0).` }
  },
  required: ["limit"]
});
var BY_TYPE = {
  exact: {
    passes: "the output equals `expected`; surrounding whitespace stripped unless `strip: false`.",
    properties: {
      expected: { type: "string", description: "The output must equal this text." },
      case_insensitive: caseInsensitive,
      strip: {
        type: "boolean",
        default: true,
        description: "Strip surrounding whitespace from the output before comparing."
      }
    },
    required: ["expected"]
  },
  contains: {
    passes: "the output contains every string.",
    properties: {
      expected: {
        anyOf: [{ type: "string" }, { ...stringList, minItems: 1 }],
        errorMessage: "must be a string or a non-empty list of strings",
        description: "A text, or a non-empty list of texts: the output must contain each."
      },
      case_insensitive: caseInsensitive
    },
    required: ["expected"]
  },
  not_contains: {
    passes: "the output contains none of the strings.",
    properties: {
      expected: {
        anyOf: [{ type: "string" }, { ...stringList, minItems: 1 }],
        errorMessage: "must be a string or a non-empty list of strings",
        description: "A text, or a non-empty list of texts: the output must contain none."
      },
      case_insensitive: caseInsensitive
    },
    required: ["expected"]
  },
  max_length: limit(
    "most characters",
    "the output has at most `limit` characters (Unicode code points, surrounding whitespace stripped)."
  ),
  min_length: limit("fewest characters", "the output has at least `limit` characters, counted the same way."),
  max_words: limit("most words", "the output has at most `limit` words (runs of non-whitespace)."),
  regex: {
    passes: "the output matches.",
    properties: {
      pattern: {
        type: "string",
        description: "An RE2 regular expression (linear time: no backreferences, no lookaround), searched anywhere in the output."
      },
      flags: {
        type: "string",
        pattern: "^[imsu]*$",
        errorMessage: "must be made of the flags i, m, s and u",
        description: "Any of `i` (ignore case), `m` (`^`/`$` at line breaks), `s` (`.` matches a newline), `u` (accepted, changes nothing)."
      }
    },
    required: ["pattern"]
  },
  json: {
    passes: "the output is JSON, valid against `schema` and equal to `expected` when given.",
    properties: {
      schema: {
        ...REF("jsonSchema"),
        description: "The parsed output must validate against this JSON Schema."
      },
      expected: {
        description: 'The parsed output must equal this value, `null` included (JSON semantics: `1` equals `1.0`, `"1"` does not equal `1`).'
      }
    }
  },
  classification: {
    passes: 'the whitespace-stripped prediction equals `expected` and is one of `labels`. Labels, `expected` and the prediction are all compared trimmed (and folded with `case_insensitive`), at load as at run time: `labels: [" billing"]` holds `expected: billing`.',
    properties: {
      expected: { type: "string", description: "The expected label; one of `labels` when they are given." },
      labels: {
        ...stringList,
        minItems: 1,
        uniqueItems: true,
        description: "The allowed labels, non-empty, no repeats; the prediction must be one of them."
      },
      case_insensitive: caseInsensitive
    },
    required: ["expected"]
  },
  required_fields: {
    passes: "the JSON output has every path and value; give `required`, `values` or both.",
    properties: {
      required: {
        ...stringList,
        description: "Dotted paths that must exist: `customer.name`, `items.0.sku`."
      },
      values: {
        type: "object",
        description: "Dotted path → the value it must hold, compared as JSON (`1` equals `1.0`)."
      }
    },
    extra: {
      anyOf: [{ required: ["required"] }, { required: ["values"] }],
      errorMessage: "needs 'required' (paths that must exist), 'values' (paths and values), or both"
    }
  },
  tool_call: {
    passes: "the model made exactly these calls; give `expected` or `calls`, not both.",
    properties: {
      expected: {
        ...REF("expectedToolCall"),
        description: "The one call the model must make: `{name, arguments?, arguments_schema?}`."
      },
      calls: {
        type: "array",
        items: REF("expectedToolCall"),
        description: "Instead of `expected`: the calls the model must make, in order, each of the same shape (`[]`: no call at all)."
      },
      arguments_schema: {
        ...REF("jsonSchema"),
        description: "Every call's arguments must validate against this JSON Schema."
      }
    },
    extra: {
      oneOf: [{ required: ["expected"] }, { required: ["calls"] }],
      errorMessage: "needs either 'expected' (one call) or 'calls' (an ordered list), not both"
    }
  },
  retrieval: {
    passes: "the retrieved ids equal `expected_documents`. No prompt fields. Needs `corpus`.",
    properties: {
      query: { type: "string", description: "Text embedded and matched against the suite's corpus." },
      top_k: {
        type: "integer",
        minimum: 1,
        description: "How many documents to retrieve; when absent, as many as `expected_documents` lists."
      },
      expected_documents: {
        ...stringList,
        minItems: 1,
        description: "Ids of the documents expected, in rank order."
      }
    },
    required: ["query", "expected_documents"]
  },
  mcp: {
    passes: "the MCP interactions equal `expected_calls`, in order. Needs `mcp_servers`.",
    properties: {
      expected_calls: {
        type: "array",
        items: REF("expectedMcpCall"),
        description: "The MCP tool calls the model must make, in order: `[{tool: server.tool, arguments?, arguments_schema?}]`."
      },
      servers: {
        type: "array",
        items: { type: "string", pattern: SERVER_NAME_PATTERN },
        minItems: 1,
        description: "Offer only these servers' tools; when absent, every server of the suite."
      }
    },
    required: ["expected_calls"]
  },
  custom: {
    passes: "the plugin's function returns a pass.",
    properties: {
      check: {
        type: "string",
        minLength: 1,
        description: "Name of a check a `--plugin` module registers."
      },
      params: { type: "object", description: "Passed to the check as `ctx.case.params`." }
    },
    required: ["check"]
  },
  none: {
    passes: "nothing of its own: only the contract with the baseline is checked (`contract` is required).",
    properties: {},
    extra: {
      required: ["contract"],
      errorMessage: "type 'none' has no check of its own: it needs a 'contract'"
    }
  }
};
function caseFields(type) {
  const spec = BY_TYPE[type];
  const names = new Set(Object.keys(COMMON));
  if (spec === void 0) {
    for (const s of Object.values(BY_TYPE)) for (const k of Object.keys(s.properties)) names.add(k);
    for (const k of Object.keys(PROMPTED)) names.add(k);
    return names;
  }
  for (const k of Object.keys(spec.properties)) names.add(k);
  if (type !== "retrieval") for (const k of Object.keys(PROMPTED)) names.add(k);
  return names;
}
function typesUsingField(field) {
  if (field in COMMON) return [...CASE_TYPES];
  if (field in PROMPTED) return CASE_TYPES.filter((t) => t !== "retrieval");
  return CASE_TYPES.filter((t) => field in BY_TYPE[t].properties);
}
function listedCheckFields(type) {
  const names = /* @__PURE__ */ new Set(["type"]);
  const types = LISTED_CHECK_TYPES.includes(type) ? [type] : LISTED_CHECK_TYPES;
  for (const t of types) for (const k of Object.keys(BY_TYPE[t].properties)) names.add(k);
  return names;
}
var DEFAULTABLE = [
  "system",
  "tools",
  "format",
  "generation",
  "options",
  "max_turns",
  "rag",
  "contract",
  "repeat",
  "min_pass",
  "tags",
  "metadata",
  "performance"
];
var PROMPTED_FIELDS = new Set(Object.keys(PROMPTED));

// src/load/schemas/suite.ts
function typeIs(type) {
  return { type: "object", properties: { type: { const: type } }, required: ["type"] };
}
var caseSchema = {
  type: "object",
  description: "One test case.",
  properties: COMMON,
  required: ["id"],
  allOf: [
    {
      if: { not: { anyOf: [{ required: ["contract"] }, { required: ["checks"] }] } },
      then: { required: ["type"] }
    },
    {
      // Not a mapping: `type` says so once; the prompt rule would only echo it.
      if: { anyOf: [typeIs("retrieval"), { not: { type: "object" } }] },
      then: {},
      else: {
        properties: PROMPTED,
        allOf: [
          {
            oneOf: [{ required: ["input"] }, { required: ["messages"] }, { required: ["prompt"] }],
            errorMessage: "needs exactly one of 'input', 'messages' or 'prompt'"
          }
        ]
      }
    },
    ...CASE_TYPES.map((type) => ({ if: typeIs(type), then: typeRules(type) }))
  ],
  unevaluatedProperties: false
};
function typeRules(type) {
  const spec = BY_TYPE[type];
  const then = { description: `Passes when ${spec.passes}`, properties: spec.properties };
  if (spec.required !== void 0) then.required = spec.required;
  if (spec.extra !== void 0) then.allOf = [spec.extra];
  return then;
}
var listedCheckSchema = {
  type: "object",
  description: "One more criterion: `type` and the fields of that check type.",
  properties: {
    type: {
      enum: [...LISTED_CHECK_TYPES],
      description: "The check type (retrieval and mcp cases name theirs in the case's own `type`)."
    }
  },
  required: ["type"],
  allOf: LISTED_CHECK_TYPES.map((type) => ({ if: typeIs(type), then: typeRules(type) })),
  unevaluatedProperties: false
};
var defaultsSchema = {
  type: "object",
  description: "Merged under every case; the case wins (generation, metadata and performance merge key by key).",
  properties: Object.fromEntries(DEFAULTABLE.map((k) => [k, COMMON[k] ?? PROMPTED[k]])),
  additionalProperties: false
};
var jsonSchemaRef = { ...REF("jsonSchema") };
var SUITE_SCHEMA = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://modelgate.dev/schemas/suite.json",
  title: "ModelGate suite",
  description: "A versioned test suite: cases with explicit pass criteria and optional baseline contracts.",
  type: "object",
  properties: {
    $schema: EDITOR_SCHEMA_FIELD,
    suite: {
      type: "string",
      minLength: 1,
      description: "Name of the suite; a run and its comparison name one suite."
    },
    description: FREE_TEXT_FIELD,
    defaults: defaultsSchema,
    cases: {
      type: "array",
      items: REF("case"),
      description: "The test cases, in report order. May be empty."
    },
    corpus: REF("corpus"),
    mcp_servers: {
      type: "object",
      propertyNames: {
        pattern: SERVER_NAME_PATTERN,
        errorMessage: "server names use only letters, digits, '_' and '-'"
      },
      additionalProperties: REF("mcpServer"),
      description: "MCP servers for `mcp` cases, by name; their tools are offered as `name.tool`."
    }
  },
  required: ["suite", "cases"],
  additionalProperties: false,
  $defs: {
    case: caseSchema,
    check: listedCheckSchema,
    jsonSchema: {
      type: "object",
      description: "A JSON Schema (draft 2020-12 unless its `$schema` says otherwise)."
    },
    message: {
      type: "object",
      properties: {
        role: { enum: ["system", "user", "assistant", "tool"] },
        content: { type: "string" }
      },
      required: ["role", "content"],
      additionalProperties: false
    },
    prompt: {
      type: "object",
      description: "A template file instead of `input`: `{file: prompts/ticket.txt, vars: {customer: Priya}}`; each `{{name}}` is replaced by `vars.name` (`{{context}}` is reserved for `rag`).",
      properties: {
        file: { type: "string", minLength: 1, description: "Template path, relative to the suite file." },
        vars: {
          type: "object",
          additionalProperties: { type: ["string", "number", "boolean"] },
          description: "Values of the template's `{{name}}` placeholders."
        }
      },
      required: ["file"],
      additionalProperties: false
    },
    tool: {
      description: "A tool definition: `{name, description, parameters}` or Ollama's `{type: function, function: {...}}`.",
      if: { type: "object", required: ["function"] },
      then: {
        type: "object",
        properties: {
          type: { const: "function" },
          function: {
            type: "object",
            properties: {
              name: { type: "string", minLength: 1 },
              description: { type: "string" },
              parameters: jsonSchemaRef
            },
            required: ["name"],
            additionalProperties: false
          },
          result: { description: "Stub answer: the runner answers the call with it and continues." }
        },
        additionalProperties: false
      },
      else: {
        type: "object",
        properties: {
          name: { type: "string", minLength: 1, description: "Tool name, as the model calls it." },
          description: { type: "string" },
          parameters: { ...jsonSchemaRef, description: "JSON Schema of the arguments." },
          result: { description: "Stub answer: the runner answers the call with it and continues." }
        },
        required: ["name"],
        additionalProperties: false
      }
    },
    format: {
      anyOf: [{ const: "json" }, { type: "object" }],
      errorMessage: 'must be "json" or a JSON Schema (a mapping)',
      description: "Structured output requested from the provider: `json` or a JSON Schema; when absent, the configuration's `format`."
    },
    generation: {
      type: "object",
      default: {},
      description: "Provider options (Ollama `options`: `temperature`, `seed`, `num_ctx`, ...); they override the configuration's `options` key by key."
    },
    performance: {
      type: "object",
      description: "`{max_latency_ms: N}`: a slower case gets a warning (a failure only with `--enforce-performance`). The server's own compute time is judged where it reports one, else the wall clock.",
      properties: {
        max_latency_ms: {
          type: "number",
          exclusiveMinimum: 0,
          description: "Warn when the case is slower (the server's compute time where it reports one); gates only with --enforce-performance."
        }
      },
      additionalProperties: false
    },
    options: {
      type: "object",
      description: "`{extract: code_fence}`: checks read the content of the output's single fenced block (the whole output when there is not exactly one).",
      properties: {
        extract: {
          enum: ["code_fence"],
          description: "`code_fence`: read the content of a single fenced block of the output."
        }
      },
      additionalProperties: false
    },
    rag: {
      type: "object",
      description: "`{top_k: N}`: the top N documents retrieved for the prompt replace `{{context}}`. Needs `corpus`.",
      properties: { top_k: { type: "integer", minimum: 1 } },
      required: ["top_k"],
      additionalProperties: false
    },
    expectedToolCall: {
      type: "object",
      properties: {
        name: { type: "string", minLength: 1, description: "Tool name." },
        arguments: { type: "object", description: "Arguments, compared semantically." },
        arguments_schema: {
          ...jsonSchemaRef,
          description: "The arguments must validate against this schema."
        }
      },
      required: ["name"],
      additionalProperties: false
    },
    expectedMcpCall: {
      type: "object",
      properties: {
        tool: { ...QUALIFIED_TOOL_NAME, description: "Qualified tool name `server.tool`." },
        arguments: { type: "object", description: "Arguments, compared semantically." },
        arguments_schema: {
          ...jsonSchemaRef,
          description: "The arguments must validate against this schema."
        }
      },
      required: ["tool"],
      additionalProperties: false
    },
    corpus: {
      description: "Documents for `retrieval` cases and `rag`: a folder (the ids are the files' relative paths), `{path: folder}`, or `{jsonl: file}` of `{id, text}` lines; a string ending in `.jsonl` is a JSONL file.",
      anyOf: [
        { type: "string", minLength: 1 },
        {
          type: "object",
          properties: { path: { type: "string", minLength: 1 } },
          required: ["path"],
          additionalProperties: false
        },
        {
          type: "object",
          properties: { jsonl: { type: "string", minLength: 1 } },
          required: ["jsonl"],
          additionalProperties: false
        }
      ],
      errorMessage: "must be a folder path, {path: folder} or {jsonl: file}"
    },
    mcpRestart: {
      enum: ["per_configuration", "per_case", "per_repetition"],
      description: "When the server is started fresh: once per suite x configuration (default; the sides of a comparison never share it), for every case, or for every repetition (stateful servers)."
    },
    mcpServer: {
      description: "Started over stdio (`command`) or reached over Streamable HTTP (`url`).",
      if: { type: "object", required: ["url"] },
      then: {
        type: "object",
        properties: {
          url: { type: "string", pattern: "^https?://", errorMessage: "must be an http:// or https:// URL" },
          headers: { type: "object", additionalProperties: { type: "string" } },
          restart: REF("mcpRestart")
        },
        additionalProperties: false
      },
      else: {
        type: "object",
        properties: {
          command: { type: "string", minLength: 1, description: "Executable, found on PATH." },
          args: { type: "array", items: { type: "string" } },
          env: {
            type: "object",
            additionalProperties: { type: "string" },
            description: "Added to the inherited environment."
          },
          cwd: {
            type: "string",
            description: "Working folder, relative to the suite file (default: its folder)."
          },
          restart: REF("mcpRestart")
        },
        required: ["command"],
        additionalProperties: false
      }
    }
  }
};

// src/load/suite-defaults.ts
var DEEP_MERGED = /* @__PURE__ */ new Set(["generation", "metadata", "performance"]);
function ownMember(obj, key) {
  return Object.hasOwn(obj, key) ? obj[key] : void 0;
}
function mergeDeep(base, over) {
  const out = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = ownMember(out, key);
    setOwn(out, key, isJsonObject(under) && isJsonObject(value) ? mergeDeep(under, value) : value);
  }
  return out;
}
function holdsDefaults(defaults) {
  for (const key of DEFAULTABLE) if (defaults[key] !== void 0) return true;
  return false;
}
function withDefaults(defaults, raw) {
  if (!takesDefaults(defaults, raw)) return { ...raw };
  const merged = {};
  for (const key of DEFAULTABLE) {
    const value = defaults[key];
    if (value === void 0) continue;
    if (raw.type === "retrieval" && PROMPTED_FIELDS.has(key)) continue;
    merged[key] = value;
  }
  for (const [key, value] of Object.entries(raw)) {
    const under = ownMember(merged, key);
    setOwn(
      merged,
      key,
      DEEP_MERGED.has(key) && isJsonObject(under) && isJsonObject(value) ? mergeDeep(under, value) : value
    );
  }
  return merged;
}
function takesDefaults(defaults, raw) {
  for (const key of DEFAULTABLE) {
    if (defaults[key] === void 0) continue;
    if (raw.type === "retrieval" && PROMPTED_FIELDS.has(key)) continue;
    return true;
  }
  return false;
}

// src/load/suite-context.ts
var SuiteContext = class {
  constructor(source, folder, root, opts) {
    this.source = source;
    this.folder = folder;
    this.root = root;
    this.opts = opts;
    this.doc = source.value;
    this.defaults = isJsonObject(this.doc.defaults) ? this.doc.defaults : {};
    const raw = Array.isArray(this.doc.cases) ? this.doc.cases : [];
    const merge = holdsDefaults(this.defaults) ? (c) => withDefaults(this.defaults, c) : (c) => ({ ...c });
    this.cases = raw.map((c) => isJsonObject(c) ? merge(c) : c);
    this.serverNames = new Set(isJsonObject(this.doc.mcp_servers) ? Object.keys(this.doc.mcp_servers) : []);
  }
  source;
  folder;
  root;
  opts;
  doc;
  defaults;
  /** Each case as the loader sees it: `defaults` merged under what the file says. */
  cases;
  diagnostics = [];
  /** Prompt templates read while validating, by case index. */
  templates = /* @__PURE__ */ new Map();
  serverNames;
  /** `mcp_servers` with environment references expanded, when an environment was given. */
  servers;
  /** A parse diagnostic about `cases[i]...`, named by its case like every other. */
  attribute(d) {
    const match = /^cases\[(\d+)\]\.?(.*)$/.exec(d.field ?? "");
    if (match === null) return d;
    const out = { ...d, caseId: this.caseId(Number(match[1])) };
    if (match[2] === "") delete out.field;
    else out.field = match[2];
    return out;
  }
  caseId(index) {
    const c = this.cases[index];
    const id = isJsonObject(c) ? c.id : void 0;
    return typeof id === "string" ? id : `#${index + 1}`;
  }
  /** Where a path of the merged document was written: in the case, or in `defaults` it came from. */
  place(path, key) {
    const at = (p) => key ? this.source.keyAt(p) : this.source.at(p);
    if (path[0] === "cases" && typeof path[1] === "number") {
      const index = path[1];
      const rest = path.slice(2);
      const inCase = ["cases", index, ...rest];
      const inDefaults = ["defaults", ...rest];
      if (rest.length > 0 && !this.source.has(inCase) && this.source.has(inDefaults)) {
        return { at: at(inDefaults), field: formatPath(inDefaults) };
      }
      return { at: at(inCase), caseId: this.caseId(index), field: formatPath(rest) };
    }
    return { at: at(path), field: formatPath(path) };
  }
  report(index, rel, message, key = false) {
    const placement = this.place(index === void 0 ? rel : ["cases", index, ...rel], key);
    const d = { file: this.source.file, ...placement.at, message };
    if (placement.caseId !== void 0) d.caseId = placement.caseId;
    if (placement.field !== "") d.field = placement.field;
    this.diagnostics.push(d);
  }
};

// src/load/suite-schema-rule.ts
function checkSchema(ctx) {
  const proto = (obj, at, index) => {
    if (isJsonObject(obj) && Object.hasOwn(obj, "__proto__"))
      ctx.report(index, [...at, "__proto__"], "unknown field", true);
  };
  proto(ctx.doc, []);
  proto(ctx.doc.defaults, ["defaults"]);
  const written2 = Array.isArray(ctx.doc.cases) ? ctx.doc.cases : [];
  ctx.cases.forEach((c, i) => {
    const own = written2[i];
    if (isJsonObject(own) && Object.hasOwn(own, "__proto__")) proto(c, [], i);
  });
  const validate = productValidator("suite");
  const merged = { ...ctx.doc };
  if (Array.isArray(ctx.doc.cases)) merged.cases = ctx.cases;
  if (validate(ctx.source.bigintFree === true ? merged : toPlain(merged))) return;
  const list = schemaDiagnostics(ctx.source.file, validate.errors ?? [], merged, {
    place: (path, key) => ctx.place(path, key),
    unknownField: (path, field, known) => unknownField(ctx, path, field, known)
  });
  ctx.diagnostics.push(...list);
}
function unknownField(ctx, path, field, known) {
  if (path.length === 2 && path[0] === "cases" && typeof path[1] === "number") {
    const c = ctx.cases[path[1]];
    const type = isJsonObject(c) ? checkTypeOf(c) : void 0;
    const allowed = caseFields(type);
    if (allowed.has(field)) return null;
    const users = typesUsingField(field);
    if (users.length > 0 && isJsonObject(c) && c.type === void 0 && Array.isArray(c.checks)) {
      return `the case has no 'type' of its own: put '${field}' in its entry of 'checks' (used by ${users.join(", ")})`;
    }
    if (users.length > 0 && type !== void 0) {
      if (type === "retrieval" && PROMPTED_FIELDS.has(field)) {
        return "not used by type 'retrieval': it sends no prompt to the model, its text is 'query'";
      }
      return `not used by type '${type}' (used by ${users.join(", ")})`;
    }
    return `unknown field${didYouMean(field, allowed)}`;
  }
  if (path.length === 4 && path[0] === "cases" && path[2] === "checks" && typeof path[1] === "number") {
    return unknownListedField(ctx, path[1], path[3], field);
  }
  if (path.length === 1 && path[0] === "defaults" && caseFields(void 0).has(field)) {
    return `cannot have a default (defaults may hold: ${DEFAULTABLE.join(", ")})`;
  }
  return `unknown field${didYouMean(field, known)}`;
}
function unknownListedField(ctx, index, entry, field) {
  const c = ctx.cases[index];
  const raw = isJsonObject(c) && Array.isArray(c.checks) ? c.checks[entry] : void 0;
  const type = isJsonObject(raw) && typeof raw.type === "string" ? raw.type : void 0;
  const allowed = listedCheckFields(type);
  if (allowed.has(field)) return null;
  const users = typesUsingField(field).filter((t) => listedCheckFields(t).has(field));
  if (caseFields(void 0).has(field) && !listedCheckFields(void 0).has(field)) {
    return "is a field of the case, not of an entry of 'checks'";
  }
  if (users.length > 0 && type !== void 0)
    return `not used by type '${type}' (used by ${users.join(", ")})`;
  return `unknown field${didYouMean(field, allowed)}`;
}

// src/load/suite.ts
async function loadSuite(file, opts = {}) {
  const { suite, diagnostics } = await analyseSuite(file, opts);
  if (suite === void 0 || diagnostics.length > 0) throw new InputError(diagnostics);
  return suite;
}
async function analyseSuite(file, opts) {
  const absolute = resolve8(opts.cwd ?? process.cwd(), file);
  const read = await readDocument(file, absolute, "a mapping with 'suite' and 'cases'", opts.document);
  if (!read.ok) return { diagnostics: read.diagnostics };
  const root = await repositoryRoot(dirname2(absolute), opts.cwd ?? process.cwd());
  const ctx = new SuiteContext(read.source, dirname2(absolute), root, opts);
  const parsed = read.diagnostics.map((d) => ctx.attribute(d));
  checkSchema(ctx);
  checkIds(ctx);
  for (let i = 0; i < ctx.cases.length; i++) {
    const c = ctx.cases[i];
    const pending = isJsonObject(c) ? checkCase(ctx, i, c) : void 0;
    if (pending !== void 0) await pending;
  }
  await checkSuiteResources(ctx);
  const ordered = sortDiagnostics([...parsed, ...ctx.diagnostics]);
  if (ordered.length > 0) return { diagnostics: ordered };
  return { suite: buildSuite(ctx), diagnostics: [] };
}
function sortDiagnostics(list) {
  const seen = /* @__PURE__ */ new Set();
  const unique = list.filter((d) => {
    const key = `${d.line}:${d.column}:${d.caseId}:${d.field}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort((a, b) => a.line - b.line || a.column - b.column);
}

export {
  repeatsAtTemperatureZero,
  TEMPERATURE_ZERO_NOTE,
  autoConcurrency,
  validateAgainst,
  keyPosition,
  readParsed,
  loadConfig,
  loadPlugins,
  recordingsOfResult,
  loadRecorded,
  leafChecks,
  pass,
  outcome,
  normalizeLabel,
  predictedLabel,
  checkClassification,
  checkRegex,
  loadSuite
};
