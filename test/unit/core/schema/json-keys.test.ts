import { describe, expect, it } from "vitest";
import { parseStrictJson } from "../../../../src/core/json/parse.js";
import type { Json, JsonObject } from "../../../../src/core/json/value.js";
import { validateAgainst } from "../../../../src/core/schema/validator.js";
import { importBundled } from "../../../helpers/bundled-module.js";

// A model's JSON is plain data: a member named like an Object.prototype method (`valueOf`,
// `toString`, `constructor`, `hasOwnProperty`, `__proto__`) is a member like any other, under the
// plain evaluator and under Ajv alike (`anyOf` sends a schema to Ajv).

function parse(text: string): Json {
  const r = parseStrictJson(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const viaAjv = (schema: JsonObject): JsonObject => ({ anyOf: [schema] });
const valid = (schema: JsonObject, text: string) => validateAgainst(schema, parse(text)).valid;
const both = (schema: JsonObject, text: string) => [valid(schema, text), valid(viaAjv(schema), text)];

describe("schema keywords over members named like Object.prototype's", () => {
  it("compares const, enum and uniqueItems structurally, never calling a member", () => {
    for (const key of ["valueOf", "toString"]) {
      expect(both({ const: { a: 1 } }, `{"${key}": 1}`)).toEqual([false, false]);
      expect(both({ enum: [{ a: 1 }] }, `{"${key}": "x"}`)).toEqual([false, false]);
      expect(both({ const: { [key]: 1 } }, `{"${key}": 1}`)).toEqual([true, true]);
      expect(both({ const: { [key]: 1 } }, `{"${key}": 2}`)).toEqual([false, false]);
      expect(both({ type: "array", uniqueItems: true }, `[{"${key}": 1}, {"${key}": 1}]`)).toEqual([
        false,
        false,
      ]);
      expect(both({ type: "array", uniqueItems: true }, `[{"${key}": 1}, {"${key}": 2}]`)).toEqual([
        true,
        true,
      ]);
    }
    expect(both({ const: { constructor: 1 } }, '{"constructor": 1}')).toEqual([true, true]);
    expect(both({ const: { a: 1 } }, '{"constructor": 1}')).toEqual([false, false]);
    expect(both({ const: { __proto__: 1 } } as unknown as JsonObject, '{"__proto__": 1}')).toEqual([
      false,
      false,
    ]);
    expect(both(parse('{"const": {"__proto__": 1}}') as JsonObject, '{"__proto__": 1}')).toEqual([
      true,
      true,
    ]);
    expect(both(parse('{"const": {"__proto__": 1}}') as JsonObject, "{}")).toEqual([false, false]);
  });

  it("counts only the object's own members as present", () => {
    for (const key of ["constructor", "toString", "hasOwnProperty", "valueOf", "__proto__"]) {
      expect(both({ type: "object", required: [key] }, "{}")).toEqual([false, false]);
      expect(both({ type: "object", required: [key] }, `{"${key}": 1}`)).toEqual([true, true]);
      // A property schema applies to an own member only.
      expect(both({ type: "object", properties: { [key]: { type: "string" } } }, "{}")).toEqual([true, true]);
      expect(both({ type: "object", properties: { [key]: { type: "string" } } }, `{"${key}": 1}`)).toEqual([
        key === "__proto__", // Ajv (and the draft) skip a property named __proto__ in `properties`
        key === "__proto__",
      ]);
      expect(valid({ dependentRequired: { a: [key] } }, '{"a": 1}')).toBe(false);
      expect(valid({ dependentRequired: { a: [key] } }, `{"a": 1, "${key}": 2}`)).toBe(true);
      expect(valid({ dependentRequired: { [key]: ["a"] } }, "{}")).toBe(true);
      expect(both({ type: "object", additionalProperties: false }, `{"${key}": 1}`)).toEqual([false, false]);
    }
  });

  it("reports a missing member named like a prototype method", () => {
    expect(validateAgainst({ type: "object", required: ["constructor"] }, {})).toEqual({
      valid: false,
      errors: ["$: must have required property 'constructor'"],
    });
  });

  it("holds in a bundle, where Ajv's CommonJS modules are loaded as the build loads them", async () => {
    const bundled = await importBundled({
      contents: 'export { validateAgainst } from "./src/core/schema/validator.ts";',
      plugins: [],
      banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      prefix: "modelgate-json-keys-",
    });
    try {
      const judge = bundled.module.validateAgainst as typeof validateAgainst;
      expect(judge(viaAjv({ const: { a: 1 } }), parse('{"valueOf": 1}')).valid).toBe(false);
      expect(judge(viaAjv({ uniqueItems: true }), parse('[{"toString": 1}, {"toString": 1}]')).valid).toBe(
        false,
      );
      expect(judge(viaAjv({ required: ["constructor"] }), parse("{}")).valid).toBe(false);
    } finally {
      bundled.remove();
    }
  }, 60_000);
});
