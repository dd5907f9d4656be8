import type { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import type { Json, JsonObject } from "../../../../src/core/json/value.js";
import { useJsonEqual } from "../../../../src/core/schema/ajv-equal.js";
import { formatError, type ReportedError } from "../../../../src/core/schema/error-text.js";
import { USER_SCHEMA_OPTIONS } from "../../../../src/core/schema/options.js";
import { plainValidator } from "../../../../src/core/schema/plain-evaluator.js";
import { compileSchema, schemaCompileCount, validateAgainst } from "../../../../src/core/schema/validator.js";
import { seededRandom } from "../../../helpers/seeded-random.js";

// The plain evaluator must say exactly what Ajv says (verdict, messages, order) for every schema
// it takes. Ajv here is a fresh Ajv2020 with the product's options and equality, never the
// product's instance.
const ajv = useJsonEqual(new Ajv2020({ ...USER_SCHEMA_OPTIONS }) as unknown as Ajv);

type Outcome = { valid: true } | { valid: false; errors: string[] } | { threw: string };

function byAjv(schema: JsonObject, values: unknown[]): Outcome[] {
  const validate = ajv.compile(schema);
  return values.map((value) => {
    try {
      if (validate(value)) return { valid: true };
      return { valid: false, errors: (validate.errors as ReportedError[]).map(formatError) };
    } catch (e) {
      return { threw: (e as Error).name };
    }
  });
}

function byProduct(schema: JsonObject, values: unknown[]): Outcome[] {
  return values.map((value) => {
    try {
      return validateAgainst(schema, value as Json);
    } catch (e) {
      return { threw: (e as Error).name };
    }
  });
}

type Random = () => number;
const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
const chance = (r: Random, p: number) => r() < p;

const NAMES = [
  "id",
  "priority",
  "a",
  "b",
  "qty",
  "~",
  "/",
  "a/b",
  "~1",
  "~0/",
  "",
  "é",
  "日本",
  "😀",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "0",
  "1",
  "10",
  "with space",
  "a.b",
  "$x",
  'q"uote',
];
const TYPES = ["array", "boolean", "integer", "null", "number", "object", "string"] as const;
const NUMBERS = [0, -0, 1, 1.0, 2, 3, 2.5, -1, -3.5, 10, 1e308, -1e308, 5e-324, 1e21, 2 ** 53, 0.1, 100];
const STRINGS = [
  "",
  "a",
  "ab",
  "abc",
  "low",
  "high",
  "😀",
  "😀😀",
  "\ud800",
  "a\ud800",
  "\udc00x",
  "日本語",
  "x".repeat(6),
];
const COUNTS = [0, 1, 2, 3, 5];

/** An own member even for `__proto__`, as JSON.parse makes it. */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function scalar(r: Random): unknown {
  switch (Math.floor(r() * 5)) {
    case 0:
      return pick(r, NUMBERS);
    case 1:
      return pick(r, STRINGS);
    case 2:
      return chance(r, 0.5);
    case 3:
      return null;
    default:
      return pick(r, NAMES);
  }
}

/** Any JSON value (as the instance side may hold it: an infinite number is JSON.parse's 1e999). */
function anyValue(r: Random, depth: number, instance: boolean): unknown {
  const roll = r();
  if (depth <= 0 || roll < 0.55) {
    if (instance && chance(r, 0.03))
      return chance(r, 0.5) ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    return scalar(r);
  }
  if (roll < 0.75) return Array.from({ length: Math.floor(r() * 4) }, () => anyValue(r, depth - 1, instance));
  const out: Record<string, unknown> = {};
  const n = Math.floor(r() * 4);
  for (let i = 0; i < n; i++) put(out, pick(r, NAMES), anyValue(r, depth - 1, instance));
  return out;
}

function subschema(r: Random, depth: number): unknown {
  if (chance(r, 0.12)) return chance(r, 0.6);
  return schema(r, depth);
}

/** A random schema of the plain subset. */
function schema(r: Random, depth: number): Record<string, unknown> {
  const s: Record<string, unknown> = {};
  const kind = pick(r, ["object", "array", "number", "string", "any"] as const);
  if (chance(r, 0.75)) {
    if (chance(r, 0.25)) {
      const list = [...new Set(Array.from({ length: 1 + Math.floor(r() * 3) }, () => pick(r, TYPES)))];
      s.type = list;
    } else {
      s.type = kind === "any" ? pick(r, TYPES) : chance(r, 0.85) ? kind : pick(r, TYPES);
      if (kind === "number" && chance(r, 0.5)) s.type = "integer";
    }
  }
  if ((kind === "object" || chance(r, 0.1)) && depth > 0) {
    if (chance(r, 0.85)) {
      const props: Record<string, unknown> = {};
      const n = Math.floor(r() * (chance(r, 0.15) ? 12 : 4));
      for (let i = 0; i < n; i++) put(props, pick(r, NAMES), subschema(r, depth - 1));
      s.properties = props;
    }
    if (chance(r, 0.6)) {
      const names = Object.keys((s.properties as object | undefined) ?? {});
      const pool = [...names, ...names, pick(r, NAMES), pick(r, NAMES)];
      s.required = [...new Set(Array.from({ length: Math.floor(r() * 4) }, () => pick(r, pool)))];
    }
    if (chance(r, 0.4))
      s.additionalProperties = chance(r, 0.5) ? chance(r, 0.7) === false : subschema(r, depth - 1);
    if (chance(r, 0.2)) s.minProperties = pick(r, COUNTS);
    if (chance(r, 0.2)) s.maxProperties = pick(r, COUNTS);
  }
  if ((kind === "array" || chance(r, 0.1)) && depth > 0) {
    if (chance(r, 0.8)) s.items = subschema(r, depth - 1);
    if (chance(r, 0.4)) s.uniqueItems = chance(r, 0.8);
    if (chance(r, 0.3)) s.minItems = pick(r, COUNTS);
    if (chance(r, 0.3)) s.maxItems = pick(r, COUNTS);
  }
  if (kind === "number" || chance(r, 0.1)) {
    for (const k of ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]) {
      if (chance(r, 0.3)) s[k] = pick(r, NUMBERS);
    }
  }
  if (kind === "string" || chance(r, 0.1)) {
    if (chance(r, 0.5)) s.minLength = pick(r, COUNTS);
    if (chance(r, 0.5)) s.maxLength = pick(r, COUNTS);
  }
  if (chance(r, 0.15)) s.enum = Array.from({ length: 1 + Math.floor(r() * 4) }, () => anyValue(r, 2, false));
  if (chance(r, 0.08)) s.const = anyValue(r, 2, false);
  if (chance(r, 0.1)) s.title = "t";
  if (chance(r, 0.05)) s.description = "d";
  if (chance(r, 0.05)) s.default = anyValue(r, 1, false);
  if (chance(r, 0.05)) s.examples = [anyValue(r, 1, false)];
  if (chance(r, 0.03)) s.$comment = "c";
  if (chance(r, 0.03)) s.deprecated = chance(r, 0.5);
  if (chance(r, 0.03)) s.readOnly = chance(r, 0.5);
  if (chance(r, 0.03)) s.writeOnly = chance(r, 0.5);
  return s;
}

/** A value meant to conform (where the generator can tell), so that a mutation of it is a near miss. */
function fitting(r: Random, s: unknown, depth: number): unknown {
  if (s === false || s === true || typeof s !== "object" || s === null) return anyValue(r, 1, true);
  const sc = s as Record<string, unknown>;
  if (Array.isArray(sc.enum) && chance(r, 0.7)) return structuredClone(pick(r, sc.enum));
  if ("const" in sc && chance(r, 0.7)) return structuredClone(sc.const);
  const type = Array.isArray(sc.type) ? pick(r, sc.type as string[]) : (sc.type as string | undefined);
  switch (type ?? pick(r, TYPES)) {
    case "object": {
      const out: Record<string, unknown> = {};
      const props = (sc.properties ?? {}) as Record<string, unknown>;
      for (const key of Object.keys(props))
        if (chance(r, 0.8)) put(out, key, fitting(r, props[key], depth - 1));
      for (const key of (sc.required as string[] | undefined) ?? []) {
        if (!Object.hasOwn(out, key) && chance(r, 0.9)) put(out, key, fitting(r, props[key], depth - 1));
      }
      if (chance(r, 0.2)) put(out, pick(r, NAMES), anyValue(r, 1, true));
      return out;
    }
    case "array": {
      const n = Math.floor(r() * 4);
      return Array.from({ length: n }, () => fitting(r, sc.items, depth - 1));
    }
    case "integer":
      return pick(r, [0, 1, 2, 3, -1, 10, 1e21, 2 ** 53]);
    case "number":
      return pick(r, NUMBERS);
    case "string":
      return pick(r, STRINGS);
    case "boolean":
      return chance(r, 0.5);
    case "null":
      return null;
    default:
      return scalar(r);
  }
}

/** The value with one member (at any depth) replaced, added or removed. */
function mutate(r: Random, value: unknown): unknown {
  if (Array.isArray(value) && value.length > 0 && chance(r, 0.7)) {
    const copy = [...value];
    const i = Math.floor(r() * copy.length);
    if (chance(r, 0.3)) copy.push(structuredClone(copy[i]));
    else copy[i] = mutate(r, copy[i]);
    return copy;
  }
  if (value !== null && typeof value === "object" && !Array.isArray(value) && chance(r, 0.8)) {
    const keys = Object.keys(value);
    const out: Record<string, unknown> = {};
    const target = keys.length > 0 ? pick(r, keys) : undefined;
    const drop = chance(r, 0.25);
    for (const key of keys) {
      const member = (value as Record<string, unknown>)[key];
      if (key !== target) put(out, key, member);
      else if (!drop) put(out, key, mutate(r, member));
    }
    if (target === undefined || chance(r, 0.2)) put(out, pick(r, NAMES), anyValue(r, 1, true));
    return out;
  }
  return anyValue(r, 1, true);
}

describe("the plain evaluator", () => {
  it("gives Ajv's verdict and errors, in Ajv's order, over generated schemas and near-miss values", () => {
    const before = schemaCompileCount();
    let invalid = 0;
    let valid = 0;
    let schemas = 0;
    for (let seed = 1; seed <= 3_000; seed++) {
      const r = seededRandom(seed);
      const s = schema(r, 3) as JsonObject;
      expect(plainValidator(s), `seed ${seed}: ${JSON.stringify(s)}`).toBeDefined();
      schemas++;
      const values: unknown[] = [];
      for (let k = 0; k < 6; k++) {
        const fit = fitting(r, s, 3);
        values.push(fit, mutate(r, fit));
      }
      values.push(anyValue(r, 3, true), anyValue(r, 2, true));
      const expected = byAjv(s, values);
      const actual = byProduct(s, values);
      for (let k = 0; k < values.length; k++) {
        expect(
          actual[k],
          `seed ${seed} value ${k}: ${JSON.stringify(s)} ← ${JSON.stringify(values[k])}`,
        ).toEqual(expected[k]);
        const e = expected[k] as Outcome;
        if ("valid" in e) e.valid ? valid++ : invalid++;
      }
    }
    // Neither side is trivial: both verdicts are common, and no schema here was compiled by Ajv.
    expect(schemas).toBe(3_000);
    expect(valid).toBeGreaterThan(5_000);
    expect(invalid).toBeGreaterThan(15_000);
    expect(schemaCompileCount()).toBe(before);
  });

  it("matches Ajv on the cases the generator may reach only rarely", () => {
    const cases: Array<[JsonObject, unknown[]]> = [
      [
        {
          type: "object",
          required: ["id", "priority"],
          properties: { id: { type: "integer" }, priority: { enum: ["low", "high"] } },
        },
        [
          { id: 1, priority: "low" },
          { id: 1.0, priority: "mid" },
          { id: "1" },
          [],
          null,
          { id: 1.5, priority: "high" },
        ],
      ],
      // One type whose keywords the schema uses: its error comes after enum's; otherwise before.
      [{ type: "object", enum: [1], required: ["a"] }, [2, {}]],
      [{ type: "integer", enum: [1], minimum: 3 }, [2.5, "x", 1]],
      [{ type: ["string", "null"], maxLength: 2 }, ["abc", null, 3]],
      [{ type: "number", maximum: 3 }, [4, "4", Number.POSITIVE_INFINITY]],
      [{ type: "integer" }, [1.0, 1.5, Number.POSITIVE_INFINITY, -0]],
      [{ minLength: 2, maxLength: 2 }, ["😀😀", "😀", "\ud83d", "a\ud83d\ude00", "\ude00\ud83d"]],
      [
        { uniqueItems: true, items: { type: "string" } },
        [
          ["a", "b", "a"],
          ["__proto__", "__proto__"],
          ["toString", "toString"],
        ],
      ],
      [
        { uniqueItems: true, items: { type: ["string", "boolean"] } },
        [
          ["true", true],
          [1, 1, "a", "a"],
        ],
      ],
      [
        { uniqueItems: true, items: { type: "integer" } },
        [
          [1.5, 1.5],
          [0, -0],
          [1, 2, 1],
        ],
      ],
      [
        { uniqueItems: true },
        [
          [{ a: 1 }, { a: 1 }],
          [[1], [1], 2],
          [1, "1"],
        ],
      ],
      [{ required: ["toString", "__proto__", "a~b/c"] }, [{}, { "a~b/c": 1 }]],
      [{ properties: { toString: { type: "string" }, "a/b~": { type: "string" } } }, [{}, { "a/b~": 1 }]],
      [
        { additionalProperties: false, properties: JSON.parse('{"__proto__":true,"a":true}') },
        [JSON.parse('{"__proto__":1,"b":2}')],
      ],
      [
        {
          additionalProperties: false,
          properties: JSON.parse(
            '{"__proto__":true,"a":true,"b":true,"c":true,"d":true,"e":true,"f":true,"g":true,"h":true,"i":true}',
          ),
        },
        [JSON.parse('{"__proto__":1,"z":2}')],
      ],
      [{ additionalProperties: { type: "integer" } }, [{ "~/": "x", "0": 1.5 }]],
      [
        { const: { a: [1, { b: null }] } },
        [{ a: [1, { b: null }] }, { a: [1, { b: 0 }] }, JSON.parse('{"toString":1}')],
      ],
      [{ enum: [1, "1", null, { x: 1 }, [1]] }, [1, "1", null, { x: 1 }, [1], [2], 0]],
      [{ items: false }, [[], [1, 2]]],
      [{ properties: { a: false } }, [{ a: 1 }, {}]],
      [{ exclusiveMinimum: 1e308, exclusiveMaximum: -0, minimum: 5e-324 }, [0, 1e308, -1]],
      [{ type: "object", required: [] }, ["x", {}]],
      [{ required: [""], properties: { "": { type: "string" } } }, [{}, { "": 1 }, { "": "" }]],
      [{ type: "array", items: true, enum: [[]] }, ["x", [1]]],
    ];
    for (const [s, values] of cases) {
      expect(plainValidator(s), JSON.stringify(s)).toBeDefined();
      expect(byProduct(s, values), JSON.stringify(s)).toEqual(byAjv(s, values));
    }
    expect(
      validateAgainst(
        {
          type: "object",
          required: ["id", "priority"],
          properties: { id: { type: "integer" }, priority: { enum: ["low", "high"] } },
        },
        { id: 1.5, priority: "mid" },
      ),
    ).toEqual({
      valid: false,
      errors: ["id: must be integer", 'priority: must be equal to one of the allowed values: "low", "high"'],
    });
  });

  it("takes only schemas of the subset; any other key, anywhere, or an unproved value goes to Ajv", () => {
    const others: JsonObject[] = [
      { type: "string", format: "email" },
      { anyOf: [{ type: "string" }] },
      { $ref: "#/$defs/a", $defs: { a: {} } },
      { properties: { a: { not: {} } } },
      { items: { pattern: "^a" } },
      { additionalProperties: { multipleOf: 2 } },
      { x_custom: 1 },
      { properties: { a: { allOf: [true] } } },
      { $schema: "https://json-schema.org/draft/2020-12/schema", type: "string" },
      { enum: [] },
      { type: "strng" },
      { required: ["a", "a"] },
      { minLength: 1.5 },
      { items: [{ type: "string" }] },
      { properties: { a: { type: "integer", oneOf: [true] } } },
      { title: 1 },
    ];
    for (const s of others) expect(plainValidator(s), JSON.stringify(s)).toBeUndefined();
    expect(plainValidator({})).toBeDefined();
    expect(plainValidator({ properties: { format: { type: "string" }, $ref: true } })).toBeDefined();
  });

  it("never has Ajv compile a subset schema, valid value or not, and still caches both kinds", () => {
    const plain: JsonObject = {
      type: "object",
      required: ["zz_plain_probe"],
      properties: { zz_plain_probe: { type: "integer" } },
    };
    const before = schemaCompileCount();
    expect(validateAgainst(plain, { zz_plain_probe: 1 })).toEqual({ valid: true });
    expect(validateAgainst(plain, { zz_plain_probe: "x" })).toEqual({
      valid: false,
      errors: ["zz_plain_probe: must be integer"],
    });
    expect(compileSchema(structuredClone(plain))).toBe(compileSchema(plain));
    expect(schemaCompileCount()).toBe(before);
    // Deliberately outside the subset (multipleOf): Ajv compiles it, once.
    const other: JsonObject = {
      type: "object",
      properties: { zz_plain_probe: { type: "integer", multipleOf: 2 } },
    };
    expect(validateAgainst(other, { zz_plain_probe: 3 }).valid).toBe(false);
    expect(validateAgainst(structuredClone(other), { zz_plain_probe: 4 }).valid).toBe(true);
    expect(schemaCompileCount()).toBe(before + 1);
  });
});
