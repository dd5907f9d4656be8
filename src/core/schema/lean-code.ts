// A small code generator for FAST validators (issue 18): JavaScript that only answers valid or
// not, with no error objects, no instance paths and no options object per call. Ajv's code builds
// all three even when it stops at the first error, and in a process that runs it once over
// thousands of values (interpreted, never optimised) that is most of its cost.
// It knows only a few keywords, each judged as Ajv 8 (draft 2020-12) judges it: the same type
// tests, `x.p !== undefined` for presence, `u` regular expressions, code-point lengths, Ajv's
// `uniqueItems` loops. Anything else throws `Unsupported`, and the caller uses Ajv instead.
// `unevaluatedProperties: false` only where the evaluated properties are known when generating
// (see `evaluatedAt`). Used at build time only, for the product's schemas
// (scripts/fast-validators.mjs), held to Ajv's verdicts by test/unit/load/fast-validators.test.ts;
// user schemas are Ajv's, or for the plain subset core/schema/plain-evaluator.ts's, an interpreter
// held to Ajv's verdicts and messages by its own differential test.
// Every value taken from a schema enters the code as a JSON literal.
import { ANNOTATIONS } from "./annotations.js";

/** A schema as the generator reads it: `true`, `false` or an object of keywords. */
export type Schema = boolean | SchemaObject;
export type SchemaObject = { [keyword: string]: unknown };

/** A part of a schema the generator does not compile. */
export class Unsupported extends Error {}

const isObject = (v: unknown): v is SchemaObject => v !== null && typeof v === "object" && !Array.isArray(v);
const lit = (v: unknown): string => JSON.stringify(v);
const isPrimitive = (v: unknown): boolean =>
  v === null ||
  typeof v === "string" ||
  typeof v === "boolean" ||
  (typeof v === "number" && Number.isFinite(v));

function asSchema(v: unknown): Schema {
  if (typeof v === "boolean" || isObject(v)) return v;
  throw new Unsupported("not a schema");
}
function schemaList(v: unknown): Schema[] {
  if (!Array.isArray(v) || v.length === 0) throw new Unsupported("not a list of schemas");
  return v.map(asSchema);
}
function stringList(v: unknown): string[] {
  if (!Array.isArray(v) || !v.every((s) => typeof s === "string"))
    throw new Unsupported("not a list of names");
  return v as string[];
}
function finite(v: unknown, what: string): number {
  if (typeof v !== "number" || !Number.isFinite(v)) throw new Unsupported(`${what}: not a finite number`);
  return v;
}
function refName(ref: unknown): string {
  const m = typeof ref === "string" ? /^#\/\$defs\/([A-Za-z0-9_.-]+)$/.exec(ref) : null;
  if (m === null || m[1] === undefined) throw new Unsupported(`$ref ${String(ref)}`);
  return m[1];
}
const typesOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

/** Ajv's test of each JSON type (strictNumbers: a number is finite), or one passing the same values. */
function typeTest(type: unknown, x: string): string {
  switch (type) {
    case "object":
      return `(${x} && typeof ${x} == "object" && !Array.isArray(${x}))`;
    case "array":
      return `Array.isArray(${x})`;
    case "string":
      return `(typeof ${x} == "string")`;
    // Ajv's `typeof x == "number" && isFinite(x)` and `... && !(x % 1) && !isNaN(x) && isFinite(x)`,
    // in fewer steps: the same values pass.
    case "number":
      return `Number.isFinite(${x})`;
    case "integer":
      return `Number.isInteger(${x})`;
    case "boolean":
      return `(typeof ${x} == "boolean")`;
    case "null":
      return `(${x} === null)`;
    default:
      throw new Unsupported(`type ${String(type)}`);
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

/** Names the generated code may use besides its own: passed in by whoever runs it. */
export const HELPERS = ["ucs2length", "deepEqual", "plainObject"] as const;

/**
 * Generates the functions of one schema document (`defs`: its `$defs`). `entry(schema)` returns
 * the name of a function `(x) => boolean`; `code()` the text of every function generated.
 * `delegate(name)` gives the expression of a function judging `$defs/NAME` that this generator
 * cannot compile (its caller compiles it otherwise), or throws `Unsupported` when there is none.
 * `ignore`: keywords to skip besides the annotations (a caller's own annotation keywords).
 * `unevaluated`: `"dynamic"` compiles `unevaluatedProperties: false` as Ajv does where a
 * conditional part may add evaluated names (it then looks names up in a plain object, see
 * `objectPart`) — the product's case and check schemas, where scripts/fast-validators.mjs
 * checks that a conditional stands beside each (`assertDynamicUnevaluated`); `"none"` leaves
 * the keyword to Ajv.
 */
export class LeanGenerator {
  private readonly functions: string[] = [];
  private readonly constants: string[] = [];
  private byDef = new Map<string, string>();
  private counter = 0;
  private readonly ignore: ReadonlySet<string>;

  constructor(
    private readonly defs: Readonly<Record<string, unknown>>,
    private readonly delegate: (name: string) => string = (name) => {
      throw new Unsupported(`$defs/${name}`);
    },
    ignore: Iterable<string> = [],
    private readonly unevaluated: "dynamic" | "none" = "none",
  ) {
    this.ignore = new Set([...ANNOTATIONS, ...ignore]);
  }

  private name(prefix: string): string {
    return `${prefix}${this.counter++}`;
  }

  private constant(text: string): string {
    const name = this.name("k");
    this.constants.push(`const ${name} = ${text};`);
    return name;
  }

  /** A function judging `schema`; nothing of it is kept when a part does not compile. */
  entry(schema: unknown): string {
    const saved = {
      functions: this.functions.length,
      constants: this.constants.length,
      defs: new Map(this.byDef),
    };
    try {
      return this.fn(asSchema(schema));
    } catch (e) {
      this.functions.length = saved.functions;
      this.constants.length = saved.constants;
      this.byDef = saved.defs;
      throw e;
    }
  }

  private fn(schema: Schema): string {
    const name = this.name("v");
    const body = this.check(schema, "x", 0);
    this.functions.push(`function ${name}(x) {\n${body}  return true;\n}`);
    return name;
  }

  /** The function of `$defs/NAME`: generated once, or the delegate's when it does not compile. */
  private def(name: string): string {
    const known = this.byDef.get(name);
    if (known !== undefined) return known;
    if (!Object.hasOwn(this.defs, name)) throw new Unsupported(`no $defs/${name}`);
    const own = this.name("d");
    this.byDef.set(name, own); // a recursive reference finds the name before the body exists
    // The definitions this one generates on its way are dropped with it when it fails: their
    // functions go, so their names must go too.
    const mark = {
      functions: this.functions.length,
      constants: this.constants.length,
      defs: new Map(this.byDef),
    };
    try {
      const body = this.check(asSchema(this.defs[name]), "x", 0);
      this.functions.push(`function ${own}(x) {\n${body}  return true;\n}`);
      return own;
    } catch (e) {
      if (!(e instanceof Unsupported)) throw e;
      this.functions.length = mark.functions;
      this.constants.length = mark.constants;
      this.byDef = mark.defs;
      const delegated = this.delegate(name);
      this.byDef.set(name, delegated);
      return delegated;
    }
  }

  /** Statements returning false from the function when the value `x` names fails `schema`. */
  private check(schema: Schema, x: string, depth: number): string {
    if (schema === true) return "";
    if (schema === false) return "  return false;\n";
    const s: SchemaObject = {};
    for (const [key, value] of Object.entries(schema)) {
      if (this.ignore.has(key)) continue;
      if (
        !OBJECT_KEYWORDS.has(key) &&
        !ARRAY_KEYWORDS.has(key) &&
        !STRING_KEYWORDS.has(key) &&
        !NUMBER_KEYWORDS.has(key) &&
        !OTHER_KEYWORDS.has(key)
      ) {
        throw new Unsupported(`keyword ${key}`);
      }
      s[key] = value;
    }
    let out = "";
    if (s.type !== undefined) {
      out += `  if (!(${typesOf(s.type)
        .map((t) => typeTest(t, x))
        .join(" || ")})) return false;\n`;
    }
    if (s.enum !== undefined) {
      if (!Array.isArray(s.enum) || s.enum.length === 0 || !s.enum.every(isPrimitive)) {
        throw new Unsupported("enum");
      }
      // A set answers as `===` does for these values (no NaN in a schema), with one comparison
      // site: code optimised before a later value was ever seen is not thrown away for it.
      const values = s.enum.length > 2 ? this.constant(`new Set(${lit(s.enum)})`) : undefined;
      out +=
        values === undefined
          ? `  if (!(${s.enum.map((v) => `${x} === ${lit(v)}`).join(" || ")})) return false;\n`
          : `  if (!${values}.has(${x})) return false;\n`;
    }
    if (s.const !== undefined) {
      if (!isPrimitive(s.const)) throw new Unsupported("const");
      out += `  if (${x} !== ${lit(s.const)}) return false;\n`;
    }
    // With one `type`, the part of that type needs no guard of its own: the type test just passed.
    const only = s.type !== undefined && typesOf(s.type).length === 1 ? typesOf(s.type)[0] : undefined;
    out += this.objectPart(s, x, depth, only === "object");
    out += this.arrayPart(s, x, depth, only === "array");
    out += this.stringPart(s, x, only === "string");
    out += this.numberPart(s, x, only === "number" || only === "integer");
    if (s.$ref !== undefined) out += `  if (!${this.def(refName(s.$ref))}(${x})) return false;\n`;
    if (s.allOf !== undefined) for (const member of schemaList(s.allOf)) out += this.check(member, x, depth);
    if (s.anyOf !== undefined) {
      const calls = schemaList(s.anyOf).map((m) => `${this.fn(m)}(${x})`);
      out += `  if (!(${calls.join(" || ")})) return false;\n`;
    }
    if (s.oneOf !== undefined) {
      const n = this.name("n");
      out += `  {\n    let ${n} = 0;\n`;
      for (const m of schemaList(s.oneOf)) out += `    if (${this.fn(m)}(${x})) ${n}++;\n`;
      out += `    if (${n} !== 1) return false;\n  }\n`;
    }
    if (s.not !== undefined) out += `  if (${this.fn(asSchema(s.not))}(${x})) return false;\n`;
    // `if` alone, or `then`/`else` without `if`, judge nothing (Ajv ignores them).
    if (s.if !== undefined && (s.then !== undefined || s.else !== undefined)) {
      const then = s.then === undefined ? "" : this.check(asSchema(s.then), x, depth + 1);
      const otherwise = s.else === undefined ? "" : this.check(asSchema(s.else), x, depth + 1);
      out += `  if (${this.fn(asSchema(s.if))}(${x})) {\n${then}  } else {\n${otherwise}  }\n`;
    }
    return out;
  }

  private objectPart(s: SchemaObject, x: string, depth: number, known: boolean): string {
    if (!Object.keys(s).some((k) => OBJECT_KEYWORDS.has(k))) return "";
    let body = "";
    if (s.properties !== undefined && !isObject(s.properties)) throw new Unsupported("properties");
    const props = (s.properties ?? {}) as SchemaObject;
    const required = new Set(s.required === undefined ? [] : stringList(s.required));
    const v = `${x}_${depth}`;
    // A required member with a schema is read once: missing, or judged.
    const checked = new Map<string, string>();
    for (const [name, sub] of Object.entries(props))
      checked.set(name, this.check(asSchema(sub), v, depth + 1));
    for (const name of required) {
      if ((checked.get(name) ?? "") === "") body += `  if (${x}[${lit(name)}] === undefined) return false;\n`;
    }
    for (const [name, inner] of checked) {
      if (inner === "") continue;
      body += required.has(name)
        ? `  {\n  const ${v} = ${x}[${lit(name)}];\n  if (${v} === undefined) return false;\n${inner}  }\n`
        : `  {\n  const ${v} = ${x}[${lit(name)}];\n  if (${v} !== undefined) {\n${inner}  }\n  }\n`;
    }
    const ap = s.additionalProperties;
    if (ap !== undefined && ap !== true) {
      const known = this.constant(`new Set(${lit(Object.keys(props))})`);
      const key = `key${depth}`;
      const inner =
        ap === false
          ? "  return false;\n"
          : `  const ${v} = ${x}[${key}];\n${this.check(asSchema(ap), v, depth + 1)}`;
      body += `  for (const ${key} in ${x}) {\n    if (!${known}.has(${key})) {\n${inner}    }\n  }\n`;
    }
    if (s.propertyNames !== undefined) {
      const key = `name${depth}`;
      body += `  for (const ${key} in ${x}) {\n${this.check(asSchema(s.propertyNames), key, depth + 1)}  }\n`;
    }
    if (s.unevaluatedProperties !== undefined) {
      if (s.unevaluatedProperties !== false || this.unevaluated === "none") {
        throw new Unsupported("unevaluatedProperties");
      }
      const evaluated = this.evaluatedAt(s);
      if (evaluated !== true) {
        const known = this.constant(`new Set(${lit([...evaluated])})`);
        const key = `ukey${depth}`;
        // Ajv looks a member up in an object of the evaluated names when a conditional part may
        // add some (the product's case and check schemas): a name Object.prototype has
        // (`__proto__`, `constructor`) is found there, so counted evaluated. Kept as Ajv has it.
        body += `  for (const ${key} in ${x}) if (!${known}.has(${key}) && !plainObject[${key}]) return false;\n`;
      }
    }
    return known ? body : `  if (${typeTest("object", x)}) {\n${body}  }\n`;
  }

  /**
   * The properties of an instance that `schema` (at its own place) marks evaluated, as Ajv
   * counts them: `properties` names, through `allOf` and `$ref`; `true` when an
   * `additionalProperties` marks them all. Only when that set is the same whatever the instance:
   * the names a conditional part (`if`, `then`, `else`, `anyOf`, `oneOf`) could add must all be
   * in it already; otherwise `Unsupported`.
   */
  private evaluatedAt(schema: SchemaObject): Set<string> | true {
    const fixed = new Set<string>();
    const conditional: string[] = [];
    const seen = new Set<string>();
    let all = false;
    const walk = (s: unknown, sure: boolean): void => {
      if (!isObject(s)) return;
      if (s.patternProperties !== undefined || s.dependentSchemas !== undefined) {
        throw new Unsupported("patternProperties");
      }
      if (s.additionalProperties !== undefined) {
        if (!sure) throw new Unsupported("conditional additionalProperties");
        all = true;
      }
      if (s !== schema && s.unevaluatedProperties !== undefined) throw new Unsupported("nested unevaluated");
      for (const k of Object.keys(isObject(s.properties) ? s.properties : {})) {
        if (sure) fixed.add(k);
        else conditional.push(k);
      }
      if (s.$ref !== undefined) {
        const name = refName(s.$ref);
        if (!seen.has(name)) {
          seen.add(name);
          walk(this.defs[name], sure);
        }
      }
      for (const member of Array.isArray(s.allOf) ? s.allOf : []) walk(member, sure);
      for (const key of ["anyOf", "oneOf"]) {
        const members = s[key];
        for (const member of Array.isArray(members) ? members : []) walk(member, false);
      }
      for (const key of ["if", "then", "else"]) if (s[key] !== undefined) walk(s[key], false);
      // `not` marks nothing evaluated (Ajv merges no properties from it).
    };
    walk(schema, true);
    if (all) return true;
    for (const k of conditional) if (!fixed.has(k)) throw new Unsupported(`conditionally evaluated ${k}`);
    return fixed;
  }

  private arrayPart(s: SchemaObject, x: string, depth: number, known: boolean): string {
    if (!Object.keys(s).some((k) => ARRAY_KEYWORDS.has(k))) return "";
    let body = "";
    if (s.minItems !== undefined)
      body += `  if (${x}.length < ${finite(s.minItems, "minItems")}) return false;\n`;
    if (s.maxItems !== undefined)
      body += `  if (${x}.length > ${finite(s.maxItems, "maxItems")}) return false;\n`;
    if (s.items !== undefined && s.items !== true) {
      const i = `i${depth}`;
      const v = `${x}_${depth}`;
      const inner = this.check(asSchema(s.items), v, depth + 1);
      if (inner !== "")
        body += `  for (let ${i} = 0; ${i} < ${x}.length; ${i}++) {\n  const ${v} = ${x}[${i}];\n${inner}  }\n`;
    }
    if (s.uniqueItems !== undefined && typeof s.uniqueItems !== "boolean")
      throw new Unsupported("uniqueItems");
    if (s.uniqueItems === true) body += this.uniqueItems(s, x, depth);
    return known ? body : `  if (Array.isArray(${x})) {\n${body}  }\n`;
  }

  /** Ajv's own two loops (ajv/lib/vocabularies/validation/uniqueItems.ts), line for line. */
  private uniqueItems(s: SchemaObject, x: string, depth: number): string {
    const items = isObject(s.items) ? s.items : {};
    const types = items.type === undefined ? [] : typesOf(items.type);
    const i = `u${depth}`;
    const j = `w${depth}`;
    if (types.length > 0 && !types.some((t) => t === "object" || t === "array")) {
      const wrong = `!(${types.map((t) => typeTest(t, "item")).join(" || ")})`;
      const suffix = types.length > 1 ? `        if (typeof item == "string") item += "_";\n` : "";
      return `  {\n    let ${i} = ${x}.length;\n    if (${i} > 1) {\n      const indices = {};\n      for (; ${i}--; ) {\n        let item = ${x}[${i}];\n        if (${wrong}) continue;\n${suffix}        if (typeof indices[item] == "number") return false;\n        indices[item] = ${i};\n      }\n    }\n  }\n`;
    }
    return `  {\n    let ${i} = ${x}.length;\n    if (${i} > 1) {\n      for (; ${i}--; ) for (let ${j} = ${i}; ${j}--; ) if (deepEqual(${x}[${i}], ${x}[${j}])) return false;\n    }\n  }\n`;
  }

  private stringPart(s: SchemaObject, x: string, known: boolean): string {
    if (!Object.keys(s).some((k) => STRING_KEYWORDS.has(k))) return "";
    let body = "";
    if (s.minLength !== undefined) {
      const n = finite(s.minLength, "minLength");
      // A string has between length/2 and length code points: count them only in between.
      body += `  if (${x}.length < ${n} || (${x}.length < ${2 * n} && ucs2length(${x}) < ${n})) return false;\n`;
    }
    if (s.maxLength !== undefined) {
      const n = finite(s.maxLength, "maxLength");
      body += `  if (${x}.length > ${n} && ucs2length(${x}) > ${n}) return false;\n`;
    }
    if (s.pattern !== undefined) {
      if (typeof s.pattern !== "string") throw new Unsupported("pattern");
      const fixed = fixedClassTest(s.pattern);
      const test =
        fixed === null ? `${this.constant(`new RegExp(${lit(s.pattern)}, "u")`)}.test` : this.constant(fixed);
      body += `  if (!${test}(${x})) return false;\n`;
    }
    return known ? body : `  if (typeof ${x} == "string") {\n${body}  }\n`;
  }

  private numberPart(s: SchemaObject, x: string, known: boolean): string {
    if (!Object.keys(s).some((k) => NUMBER_KEYWORDS.has(k))) return "";
    let body = "";
    if (s.minimum !== undefined) body += `  if (${x} < ${finite(s.minimum, "minimum")}) return false;\n`;
    if (s.maximum !== undefined) body += `  if (${x} > ${finite(s.maximum, "maximum")}) return false;\n`;
    if (s.exclusiveMinimum !== undefined) {
      body += `  if (${x} <= ${finite(s.exclusiveMinimum, "exclusiveMinimum")}) return false;\n`;
    }
    if (s.exclusiveMaximum !== undefined) {
      body += `  if (${x} >= ${finite(s.exclusiveMaximum, "exclusiveMaximum")}) return false;\n`;
    }
    return known ? body : `  if (Number.isFinite(${x})) {\n${body}  }\n`;
  }

  /** The text of every constant and function generated (they use {@link HELPERS}). */
  code(): string {
    return [...this.constants, ...this.functions].join("\n");
  }
}

/** Ajv's ucs2length (ajv/dist/runtime/ucs2length.js): code points, a surrogate pair counted once. */
export function ucs2length(str: string): number {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value: number;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}

/**
 * `^[...]{n}$` over ASCII letters, digits and `_` (the product's hashes: `^[0-9a-f]{64}$`) as a
 * loop over the string's code units: such a class holds one-unit characters only, so n code
 * points are n units. A RegExp with the `u` flag took ~1 us a call, per case of a result file.
 * Null for any other pattern (it stays a RegExp).
 */
export function fixedClassTest(pattern: string): string | null {
  const m = /^\^\[((?:[0-9A-Za-z](?:-[0-9A-Za-z])?|_)+)\]\{(\d{1,4})\}\$$/.exec(pattern);
  if (m === null) return null;
  const tests: string[] = [];
  for (const [, from, to] of m[1]!.matchAll(/([0-9A-Za-z_])(?:-([0-9A-Za-z]))?/g)) {
    const lo = from!.charCodeAt(0);
    const hi = (to ?? from!).charCodeAt(0);
    if (hi < lo) return null; // the RegExp refuses it: let it say so
    tests.push(lo === hi ? `c === ${lo}` : `(c >= ${lo} && c <= ${hi})`);
  }
  const n = Number(m[2]);
  return `(s) => {\n  if (s.length !== ${n}) return false;\n  for (let i = 0; i < ${n}; i++) {\n    const c = s.charCodeAt(i);\n    if (!(${tests.join(" || ")})) return false;\n  }\n  return true;\n}`;
}
