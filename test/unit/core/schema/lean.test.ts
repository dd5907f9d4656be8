// biome-ignore-all lint/suspicious/noThenProperty: `then` is a JSON Schema keyword here.

import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { describe, expect, it } from "vitest";
import { leanValidator } from "../../../../src/core/schema/lean.js";
import { USER_SCHEMA_OPTIONS } from "../../../../src/core/schema/options.js";

// In a build, a user schema (2020-12) that lean.ts knows is judged by its generated validator and
// Ajv compiles it only to explain a refused value (src/core/schema/validator.ts): both must give
// the same verdict on every value. Each schema below is judged against a corpus of values by both.

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020(USER_SCHEMA_OPTIONS);
addFormats(ajv);

const known: Array<[string, Record<string, unknown>]> = [
  [
    "ticket",
    {
      type: "object",
      required: ["id", "priority"],
      properties: { id: { type: "integer" }, priority: { enum: ["low", "high"] } },
    },
  ],
  [
    "closed object",
    {
      type: "object",
      properties: { name: { type: "string", minLength: 2, maxLength: 5 }, n: { type: ["number", "null"] } },
      additionalProperties: false,
    },
  ],
  ["additional schema", { additionalProperties: { type: "integer", minimum: 0, exclusiveMaximum: 10 } }],
  ["labels", { type: "array", items: { type: "string" }, uniqueItems: true, minItems: 1, maxItems: 3 }],
  ["mixed unique", { type: "array", items: { type: ["string", "number"] }, uniqueItems: true }],
  ["deep unique", { uniqueItems: true }],
  ["pattern", { type: "string", pattern: "^[A-Z]{3}-\\d+$" }],
  ["const and not", { not: { const: "x" }, anyOf: [{ type: "string" }, { type: "boolean" }] }],
  ["oneOf", { oneOf: [{ type: "integer" }, { type: "number", minimum: 2 }] }],
  [
    "if then else",
    {
      if: { properties: { kind: { const: "a" } }, required: ["kind"] },
      then: { required: ["a"] },
      else: { properties: { b: { type: "string" } } },
    },
  ],
  [
    "refs",
    { $defs: { n: { type: "number", exclusiveMinimum: 0 } }, type: "array", items: { $ref: "#/$defs/n" } },
  ],
  [
    "recursive",
    {
      $defs: {
        node: { type: "object", properties: { kids: { type: "array", items: { $ref: "#/$defs/node" } } } },
      },
      $ref: "#/$defs/node",
    },
  ],
  ["names", { propertyNames: { pattern: "^[a-z]+$" }, description: "annotated", default: {} }],
  ["unicode length", { type: "string", minLength: 2, maxLength: 3 }],
  ["booleans", { properties: { a: true, b: false }, items: false }],
  ["inherited names", { required: ["constructor"], properties: { toString: { type: "string" } } }],
];

const values: unknown[] = [
  null,
  true,
  false,
  0,
  1,
  -1,
  1.5,
  2,
  10,
  1e21,
  "",
  "x",
  "ab",
  "ABC-12",
  "ABC-x",
  "😀",
  "😀😀",
  "a😀b",
  "abcdef",
  [],
  [1],
  [1, 1],
  ["a", "b"],
  ["a", "a"],
  [1, "1"],
  ["a", "b", "c", "d"],
  [{ a: 1 }, { a: 1 }],
  [[1], [1]],
  [0.5, 2, -3],
  {},
  { id: 1, priority: "low" },
  { id: 1.5, priority: "low" },
  { id: 1, priority: "mid" },
  { id: "1", priority: "high" },
  { name: "abc", n: null },
  { name: "a", n: 1 },
  { name: "abc", extra: 1 },
  { a: 1, b: 2 },
  { a: 1, c: 2 },
  { kind: "a" },
  { kind: "a", a: 1 },
  { kind: "b", b: 1 },
  { kind: "b", b: "s" },
  { kids: [{ kids: [] }, { kids: [1] }] },
  { kids: [{ kids: [{}] }] },
  { Abc: 1 },
  { abc: 1 },
  { x: 3, y: 11 },
  { x: -1 },
  JSON.parse('{"__proto__": 1}'),
  JSON.parse('{"constructor": 1}'),
  { toString: 5 },
];

describe("lean validators of user schemas", () => {
  it.each(known)("%s: the same verdict as Ajv on every value", (_what, schema) => {
    const fast = leanValidator(schema);
    expect(fast).toBeTypeOf("function");
    const full = ajv.compile(schema);
    for (const value of values) {
      expect([value, fast!(structuredClone(value))]).toEqual([value, full(structuredClone(value))]);
    }
  });

  it.each([
    ["a format", { type: "string", format: "date" }],
    ["an $id", { $id: "https://example.com/s", type: "object" }],
    ["a nested $id", { properties: { a: { $id: "a", type: "string" } } }],
    ["an unknown keyword", { type: "object", minProperties: 1 }],
    ["a pattern the u flag refuses", { type: "string", pattern: "\\-" }],
    ["a reference outside $defs", { $ref: "https://example.com/other" }],
    ["a missing definition", { $ref: "#/$defs/nope" }],
    ["an enum of objects", { enum: [{ a: 1 }] }],
    ["prefixItems", { prefixItems: [{ type: "string" }] }],
    ["dependentRequired", { dependentRequired: { a: ["b"] } }],
    [
      "unevaluatedProperties",
      { properties: { a: true }, allOf: [{ properties: { b: true } }], unevaluatedProperties: false },
    ],
  ])("is not made for a schema with %s: Ajv judges it", (_what, schema) => {
    expect(leanValidator(schema as Record<string, unknown>)).toBeUndefined();
  });
});
