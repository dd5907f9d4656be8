// A small code generator for the FAST validators of the product's schemas (issue 18): JavaScript
// that only answers valid or not, with no error objects, no instance paths and no options object
// per call — Ajv's standalone code builds all three even when it stops at the first error, and in
// a process that runs it once over 5,000 cases (interpreted, never optimised) that is most of
// its cost. It knows only the keywords the product's schemas use (after scripts/fast-schemas.mjs
// dropped the annotations), each judged as Ajv 8 (draft 2020-12, the product's options) judges
// it — the same type tests, `x.p !== undefined` for presence, `u` regular expressions, code-point
// lengths, Ajv's `uniqueItems` loops; anything else throws `Unsupported`, and the caller
// compiles that part with Ajv instead. `unevaluatedProperties: false` is accepted only where
// the evaluated properties are known at build time (see `evaluatedAt`).
// test/unit/load/fast-validators.test.ts holds it to the all-errors validator's verdicts.

export class Unsupported extends Error {}

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const lit = (v) => JSON.stringify(v);
const isPrimitive = (v) => v === null || ["string", "number", "boolean"].includes(typeof v);

/** Ajv's tests of each JSON type (strictNumbers: a number is finite). */
function typeTest(type, x) {
  switch (type) {
    case "object":
      return `(${x} && typeof ${x} == "object" && !Array.isArray(${x}))`;
    case "array":
      return `Array.isArray(${x})`;
    case "string":
      return `(typeof ${x} == "string")`;
    case "number":
      return `(typeof ${x} == "number" && isFinite(${x}))`;
    case "integer":
      return `(typeof ${x} == "number" && !(${x} % 1) && !isNaN(${x}) && isFinite(${x}))`;
    case "boolean":
      return `(typeof ${x} == "boolean")`;
    case "null":
      return `(${x} === null)`;
    default:
      throw new Unsupported(`type ${type}`);
  }
}

const OBJECT_KEYWORDS = new Set([
  "properties",
  "required",
  "additionalProperties",
  "propertyNames",
  "unevaluatedProperties",
]);
const ARRAY_KEYWORDS = new Set(["items", "minItems", "maxItems", "uniqueItems"]);
const STRING_KEYWORDS = new Set(["minLength", "maxLength", "pattern"]);
const NUMBER_KEYWORDS = new Set(["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]);
const OTHER_KEYWORDS = new Set([
  "type",
  "enum",
  "const",
  "allOf",
  "anyOf",
  "oneOf",
  "not",
  "if",
  "then",
  "else",
  "$ref",
]);

/**
 * Generates the functions of one schema document (`defs`: its `$defs`). `entry(schema)` returns
 * the name of a function `(x) => boolean`; `code()` the text of every function generated.
 * `delegate(name)` gives the expression calling Ajv's code for a definition this generator
 * cannot compile (the caller compiles it), or throws `Unsupported` when there is none.
 */
export class LeanGenerator {
  constructor(defs, delegate) {
    this.defs = defs;
    this.delegate = delegate;
    this.functions = [];
    this.constants = [];
    this.byDef = new Map();
    this.counter = 0;
  }

  name(prefix) {
    return `${prefix}${this.counter++}`;
  }

  constant(text) {
    const name = this.name("k");
    this.constants.push(`const ${name} = ${text};`);
    return name;
  }

  /** A function judging `schema`; its code is kept only when the whole of it compiles. */
  entry(schema) {
    const saved = [this.functions.length, this.constants.length, new Map(this.byDef)];
    try {
      return this.fn(schema);
    } catch (e) {
      this.functions.length = saved[0];
      this.constants.length = saved[1];
      this.byDef = saved[2];
      throw e;
    }
  }

  fn(schema) {
    const name = this.name("v");
    const body = this.check(schema, "x", 0);
    this.functions.push(`function ${name}(x) {\n${body}  return true;\n}`);
    return name;
  }

  /** The function of `$defs/NAME`: generated once, or Ajv's when it does not compile here. */
  def(name) {
    if (this.byDef.has(name)) return this.byDef.get(name);
    if (!Object.hasOwn(this.defs, name)) throw new Unsupported(`no $defs/${name}`);
    const own = this.name("d");
    this.byDef.set(name, own); // recursion: the name is known before the body
    const mark = [this.functions.length, this.constants.length];
    try {
      const body = this.check(this.defs[name], "x", 0);
      this.functions.push(`function ${own}(x) {\n${body}  return true;\n}`);
      return own;
    } catch (e) {
      if (!(e instanceof Unsupported)) throw e;
      this.functions.length = mark[0];
      this.constants.length = mark[1];
      const delegated = this.delegate(name);
      this.byDef.set(name, delegated);
      return delegated;
    }
  }

  /** Statements returning false from the function when `x` fails `schema`. */
  check(schema, x, depth) {
    if (schema === true) return "";
    if (schema === false) return "  return false;\n";
    if (!isObject(schema)) throw new Unsupported("not a schema");
    for (const key of Object.keys(schema)) {
      if (
        !OBJECT_KEYWORDS.has(key) &&
        !ARRAY_KEYWORDS.has(key) &&
        !STRING_KEYWORDS.has(key) &&
        !NUMBER_KEYWORDS.has(key) &&
        !OTHER_KEYWORDS.has(key)
      ) {
        throw new Unsupported(`keyword ${key}`);
      }
    }
    let out = "";
    if (schema.type !== undefined) {
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      out += `  if (!(${types.map((t) => typeTest(t, x)).join(" || ")})) return false;\n`;
    }
    if (schema.enum !== undefined) {
      if (!schema.enum.every(isPrimitive)) throw new Unsupported("enum of structures");
      out += `  if (!(${schema.enum.map((v) => `${x} === ${lit(v)}`).join(" || ")})) return false;\n`;
    }
    if (schema.const !== undefined) {
      if (!isPrimitive(schema.const)) throw new Unsupported("const structure");
      out += `  if (${x} !== ${lit(schema.const)}) return false;\n`;
    }
    out += this.objectPart(schema, x, depth);
    out += this.arrayPart(schema, x, depth);
    out += this.stringPart(schema, x);
    out += this.numberPart(schema, x);
    if (schema.$ref !== undefined) {
      const m = /^#\/\$defs\/([^/~]+)$/.exec(schema.$ref);
      if (m === null) throw new Unsupported(`$ref ${schema.$ref}`);
      out += `  if (!${this.def(m[1])}(${x})) return false;\n`;
    }
    for (const member of schema.allOf ?? []) out += this.check(member, x, depth);
    if (schema.anyOf !== undefined) {
      out += `  if (!(${schema.anyOf.map((s) => `${this.fn(s)}(${x})`).join(" || ")})) return false;\n`;
    }
    if (schema.oneOf !== undefined) {
      const n = `n${depth}_${this.counter++}`;
      out += `  {\n    let ${n} = 0;\n`;
      for (const s of schema.oneOf) out += `    if (${this.fn(s)}(${x})) ${n}++;\n`;
      out += `    if (${n} !== 1) return false;\n  }\n`;
    }
    if (schema.not !== undefined) out += `  if (${this.fn(schema.not)}(${x})) return false;\n`;
    if (schema.if !== undefined && (schema.then !== undefined || schema.else !== undefined)) {
      const then = schema.then === undefined ? "" : this.check(schema.then, x, depth + 1);
      const otherwise = schema.else === undefined ? "" : this.check(schema.else, x, depth + 1);
      out += `  if (${this.fn(schema.if)}(${x})) {\n${then}  } else {\n${otherwise}  }\n`;
    }
    return out;
  }

  objectPart(schema, x, depth) {
    const keys = Object.keys(schema).filter((k) => OBJECT_KEYWORDS.has(k));
    if (keys.length === 0) return "";
    let body = "";
    for (const name of schema.required ?? [])
      body += `  if (${x}[${lit(name)}] === undefined) return false;\n`;
    const props = schema.properties ?? {};
    for (const [name, sub] of Object.entries(props)) {
      const inner = this.check(sub, `${x}_${depth}`, depth + 1);
      if (inner === "") continue;
      body += `  {\n  const ${x}_${depth} = ${x}[${lit(name)}];\n  if (${x}_${depth} !== undefined) {\n${inner}  }\n  }\n`;
    }
    const ap = schema.additionalProperties;
    if (ap !== undefined && ap !== true) {
      const known = this.constant(`new Set(${lit(Object.keys(props))})`);
      const key = `key${depth}`;
      const value = `${x}_${depth}`;
      const inner =
        ap === false
          ? "  return false;\n"
          : `  const ${value} = ${x}[${key}];\n${this.check(ap, value, depth + 1)}`;
      body += `  for (const ${key} in ${x}) {\n    if (!${known}.has(${key})) {\n${inner}    }\n  }\n`;
    }
    if (schema.propertyNames !== undefined) {
      const key = `name${depth}`;
      body += `  for (const ${key} in ${x}) {\n${this.check(schema.propertyNames, key, depth + 1)}  }\n`;
    }
    if (schema.unevaluatedProperties !== undefined) {
      if (schema.unevaluatedProperties !== false) throw new Unsupported("unevaluatedProperties schema");
      const evaluated = this.evaluatedAt(schema);
      if (evaluated !== true) {
        const known = this.constant(`new Set(${lit([...evaluated])})`);
        const key = `ukey${depth}`;
        // Ajv looks a member up in an object of the evaluated names when a conditional part may
        // add some (the product's case and check schemas): a name Object.prototype has
        // (`__proto__`, `constructor`) is found there, so counted evaluated. Kept as Ajv has it.
        this.needsPlain = true;
        body += `  for (const ${key} in ${x}) if (!${known}.has(${key}) && !plainObject[${key}]) return false;\n`;
      }
    }
    return `  if (${typeTest("object", x)}) {\n${body}  }\n`;
  }

  /**
   * The properties of an instance that `schema` (at its own place) marks evaluated, as Ajv
   * counts them: `properties` names, through `allOf` and `$ref`; `true` when an
   * `additionalProperties` or `patternProperties` marks them all. Only when that set is the same
   * whatever the instance: the names a conditional part (`if`, `then`, `else`, `anyOf`, `oneOf`)
   * could add must all be in it already; otherwise `Unsupported`.
   */
  evaluatedAt(schema) {
    const fixed = new Set();
    let all = false;
    const conditional = [];
    const seen = new Set();
    const walk = (s, sure) => {
      if (!isObject(s)) return;
      if (s.additionalProperties !== undefined || s.patternProperties !== undefined) {
        if (!sure) throw new Unsupported("conditional additionalProperties");
        all = true;
      }
      if (s !== schema && s.unevaluatedProperties !== undefined) throw new Unsupported("nested unevaluated");
      for (const k of Object.keys(s.properties ?? {})) {
        if (sure) fixed.add(k);
        else conditional.push(k);
      }
      if (s.$ref !== undefined) {
        const m = /^#\/\$defs\/([^/~]+)$/.exec(s.$ref);
        if (m === null) throw new Unsupported(`$ref ${s.$ref}`);
        if (!seen.has(m[1])) {
          seen.add(m[1]);
          walk(this.defs[m[1]], sure);
        }
      }
      for (const member of s.allOf ?? []) walk(member, sure);
      for (const key of ["anyOf", "oneOf"]) for (const member of s[key] ?? []) walk(member, false);
      for (const key of ["if", "then", "else"]) if (s[key] !== undefined) walk(s[key], false);
      // `not` marks nothing evaluated (Ajv merges no properties from it).
    };
    walk(schema, true);
    if (all) return true;
    for (const k of conditional) if (!fixed.has(k)) throw new Unsupported(`conditionally evaluated ${k}`);
    return fixed;
  }

  arrayPart(schema, x, depth) {
    const keys = Object.keys(schema).filter((k) => ARRAY_KEYWORDS.has(k));
    if (keys.length === 0) return "";
    let body = "";
    if (schema.minItems !== undefined) body += `  if (${x}.length < ${lit(schema.minItems)}) return false;\n`;
    if (schema.maxItems !== undefined) body += `  if (${x}.length > ${lit(schema.maxItems)}) return false;\n`;
    if (schema.items !== undefined && schema.items !== true) {
      if (Array.isArray(schema.items)) throw new Unsupported("items as a list");
      const i = `i${depth}`;
      const inner = this.check(schema.items, `${x}_${depth}`, depth + 1);
      if (inner !== "") {
        body += `  for (let ${i} = 0; ${i} < ${x}.length; ${i}++) {\n  const ${x}_${depth} = ${x}[${i}];\n${inner}  }\n`;
      }
    }
    if (schema.uniqueItems === true) body += this.uniqueItems(schema, x, depth);
    return `  if (Array.isArray(${x})) {\n${body}  }\n`;
  }

  /** Ajv's own two loops (lib/vocabularies/validation/uniqueItems.ts), line for line. */
  uniqueItems(schema, x, depth) {
    const items = isObject(schema.items) ? schema.items : {};
    const types = items.type === undefined ? [] : Array.isArray(items.type) ? items.type : [items.type];
    const i = `u${depth}`;
    const j = `w${depth}`;
    if (types.length > 0 && !types.some((t) => t === "object" || t === "array")) {
      const wrong = `!(${types.map((t) => typeTest(t, "item")).join(" || ")})`;
      return `  {\n    let ${i} = ${x}.length;\n    if (${i} > 1) {\n      const indices = {};\n      for (; ${i}--; ) {\n        let item = ${x}[${i}];\n        if (${wrong}) continue;\n${types.length > 1 ? `        if (typeof item == "string") item += "_";\n` : ""}        if (typeof indices[item] == "number") return false;\n        indices[item] = ${i};\n      }\n    }\n  }\n`;
    }
    this.needsEqual = true;
    return `  {\n    let ${i} = ${x}.length;\n    if (${i} > 1) {\n      for (; ${i}--; ) for (let ${j} = ${i}; ${j}--; ) if (deepEqual(${x}[${i}], ${x}[${j}])) return false;\n    }\n  }\n`;
  }

  stringPart(schema, x) {
    const keys = Object.keys(schema).filter((k) => STRING_KEYWORDS.has(k));
    if (keys.length === 0) return "";
    let body = "";
    if (schema.minLength !== undefined) {
      const n = schema.minLength;
      // A string has between length/2 and length code points: count them only in between.
      body += `  if (${x}.length < ${n} || (${x}.length < ${2 * n} && ucs2length(${x}) < ${n})) return false;\n`;
      this.needsLength = true;
    }
    if (schema.maxLength !== undefined) {
      const n = schema.maxLength;
      body += `  if (${x}.length > ${n} && ucs2length(${x}) > ${n}) return false;\n`;
      this.needsLength = true;
    }
    if (schema.pattern !== undefined) {
      const re = this.constant(`new RegExp(${lit(schema.pattern)}, "u")`);
      body += `  if (!${re}.test(${x})) return false;\n`;
    }
    return `  if (typeof ${x} == "string") {\n${body}  }\n`;
  }

  numberPart(schema, x) {
    const keys = Object.keys(schema).filter((k) => NUMBER_KEYWORDS.has(k));
    if (keys.length === 0) return "";
    let body = "";
    if (schema.minimum !== undefined) body += `  if (${x} < ${lit(schema.minimum)}) return false;\n`;
    if (schema.maximum !== undefined) body += `  if (${x} > ${lit(schema.maximum)}) return false;\n`;
    if (schema.exclusiveMinimum !== undefined)
      body += `  if (${x} <= ${lit(schema.exclusiveMinimum)}) return false;\n`;
    if (schema.exclusiveMaximum !== undefined)
      body += `  if (${x} >= ${lit(schema.exclusiveMaximum)}) return false;\n`;
    for (const k of keys) if (typeof schema[k] !== "number") throw new Unsupported(`${k} not a number`);
    return `  if (typeof ${x} == "number" && isFinite(${x})) {\n${body}  }\n`;
  }

  /** The text of every constant and function generated, with the helpers they use. */
  code() {
    const helpers = [];
    if (this.needsLength) helpers.push(UCS2_LENGTH);
    if (this.needsPlain) helpers.push("const plainObject = {};");
    if (this.needsEqual) helpers.push('const deepEqual = require("ajv/dist/runtime/equal").default;');
    return [...helpers, ...this.constants, ...this.functions].join("\n");
  }
}

/** Ajv's ucs2length (ajv/dist/runtime/ucs2length.js): code points, a surrogate pair counted once. */
const UCS2_LENGTH = `function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}`;
