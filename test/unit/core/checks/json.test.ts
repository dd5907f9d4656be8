import { describe, expect, it } from "vitest";
import { evaluateCase } from "../../../../src/core/checks/evaluate.js";
import { extractCodeFence } from "../../../../src/core/checks/extract.js";
import type { JsonObject } from "../../../../src/core/json/value.js";
import {
  compileSchema,
  SchemaError,
  schemaCompileCount,
  validateAgainst,
} from "../../../../src/core/schema/validator.js";
import type { Case, CheckSpec } from "../../../../src/core/suite/case.js";
import { makeCase } from "../../../helpers/make-case.js";

const none = new Map();

function run(check: CheckSpec, output: string, extra: Partial<Case> = {}) {
  return evaluateCase(makeCase({ check, ...extra }), { output }, none);
}

describe("code fence extraction", () => {
  it("takes the content of exactly one fenced block, without the line break before the closing fence", () => {
    expect(extractCodeFence('Here:\n```json\n{"a": 1}\n```\nDone.')).toBe('{"a": 1}');
    expect(extractCodeFence("```\n[1]\n```")).toBe("[1]");
    expect(extractCodeFence("```\r\n[1,\r\n2]\r\n\r\n```")).toBe("[1,\r\n2]\r\n");
  });

  it("keeps the whole output when there is no block or more than one", () => {
    expect(extractCodeFence('{"a": 1}')).toBe('{"a": 1}');
    const two = "```json\n{}\n```\nand\n```json\n[]\n```";
    expect(extractCodeFence(two)).toBe(two);
  });

  it("is applied by json checks only when the case asks for it", async () => {
    const fenced = '```json\n{"customer": "Priya"}\n```';
    const check: CheckSpec = { type: "json", expected: { value: { customer: "Priya" } } };
    expect((await run(check, fenced, { extract: "code_fence" })).status).toBe("pass");
    const plain = await run(check, fenced);
    expect(plain.status).toBe("invalid");
    // the reason says what mends it
    expect(plain.reason).toBe(
      "output is not valid JSON (line 1, column 1: expected a JSON value, found character '`') (the output is a fenced code block: set options.extract: code_fence to read its content)",
    );
  });

  it("hints at the option only for a single fenced block read whole", async () => {
    const check: CheckSpec = { type: "json" };
    const reason = async (output: string, extract?: "code_fence") =>
      (await run(check, output, extract === undefined ? {} : { extract })).reason ?? "";
    // prose with two blocks, or no fence at all: the option would not mend it
    expect(await reason("```json\n{}\n```\nand\n```json\n[]\n```")).not.toMatch(/set options\.extract/);
    expect(await reason("Sure! {")).not.toMatch(/set options\.extract/);
    expect(await reason('{"a": 1} trailing')).not.toMatch(/set options\.extract/);
    // with the option, a broken block's reason is its own
    expect(await reason("```json\n{\n```", "code_fence")).not.toMatch(/set options\.extract/);
    expect(
      (await run({ type: "required_fields", required: ["a"] }, '```json\n{"a": 1}\n```')).reason,
    ).toMatch(/set options\.extract: code_fence to read its content\)$/);
  });
});

describe("json check", () => {
  const schema: JsonObject = {
    type: "object",
    required: ["customer", "priority"],
    properties: { customer: { type: "string" }, priority: { enum: ["low", "high"] } },
  };

  it("passes valid JSON matching schema and expected", async () => {
    const v = await run(
      { type: "json", schema, expected: { value: { priority: "high", customer: "Priya" } } },
      '{"customer": "Priya", "priority": "high"}',
    );
    expect(v.status).toBe("pass");
    expect(v.evidence.json).toEqual({ customer: "Priya", priority: "high" });
  });

  it("makes malformed JSON, duplicate keys and trailing tokens invalid, not failing", async () => {
    for (const output of ['{"a": 1', '{"a": 1, "a": 2}', '{"a": 1} trailing', "\ufeff{}"]) {
      const v = await run({ type: "json" }, output);
      expect(v.status).toBe("invalid");
      expect(v.evidence.json_error).toBeDefined();
      expect(v.reason).toMatch(/^output is not valid JSON \(line \d+, column \d+: /);
    }
  });

  it("fails with the schema messages and their instance paths", async () => {
    const v = await run({ type: "json", schema }, '{"customer": 7, "priority": "urgent"}');
    expect(v.status).toBe("fail");
    expect(v.reason).toBe(
      'output does not match the schema: customer: must be string; priority: must be equal to one of the allowed values: "low", "high"',
    );
  });

  it("fails with the first semantic difference from expected", async () => {
    const v = await run(
      { type: "json", expected: { value: { order_id: "7730", total: 1 } } },
      '{"total": 1.0, "order_id": 7730}',
    );
    expect(v.status).toBe("fail");
    expect(v.reason).toBe('order_id: 7730 (expected "7730")');
    expect(v.details).toEqual({ path: "order_id", expected: "7730", actual: 7730 });
  });

  it("keeps a missing member distinct from null", async () => {
    const v = await run({ type: "json", expected: { value: { email: null } } }, "{}");
    expect(v.reason).toBe("email: missing (expected null)");
    expect(v.details).toEqual({ path: "email", expected: null });
  });

  it("compares big integers exactly", async () => {
    const check: CheckSpec = { type: "json", expected: { value: { id: 9007199254740993n } } };
    expect((await run(check, '{"id": 9007199254740993}')).status).toBe("pass");
    expect((await run(check, '{"id": 9007199254740992}')).reason).toBe(
      "id: 9007199254740992 (expected 9007199254740993)",
    );
  });

  it("accepts an expected value of null (present but null)", async () => {
    expect((await run({ type: "json", expected: { value: null } }, "null")).status).toBe("pass");
  });
});

describe("required_fields check", () => {
  const check = (required: string[], values?: JsonObject): CheckSpec =>
    values === undefined
      ? { type: "required_fields", required }
      : { type: "required_fields", required, values };
  const order =
    '{"customer": {"name": "Priya", "vip": true}, "items": [{"sku": "A-1", "qty": 2}], "note": null}';

  it("finds dotted paths through objects and list indexes; null counts as present", async () => {
    expect((await run(check(["customer.name", "items.0.sku", "note"]), order)).status).toBe("pass");
  });

  it("lists every missing field", async () => {
    const v = await run(check(["shipping.city", "items.1.sku", "customer.name", "items.x"]), order);
    expect(v.status).toBe("fail");
    expect(v.reason).toBe("missing field(s): shipping.city, items.1.sku, items.x");
    expect(v.details).toEqual({ missing: ["shipping.city", "items.1.sku", "items.x"] });
  });

  it("compares values type-strictly", async () => {
    expect((await run(check([], { "customer.vip": true, "items.0.qty": 2.0 }), order)).status).toBe("pass");
    const v = await run(check([], { "customer.vip": 1 }), order);
    expect(v.reason).toBe("customer.vip: true (expected 1)");
    const nested = await run(check([], { "items.0": { sku: "A-1", qty: "2" } }), order);
    expect(nested.reason).toBe('items.0.qty: 2 (expected "2")');
  });

  it("treats a values path that is absent as missing", async () => {
    expect((await run(check([], { "shipping.city": "Pune" }), order)).reason).toBe(
      "missing field(s): shipping.city",
    );
  });

  it("is invalid when the output is not JSON and fails when it is not an object", async () => {
    expect((await run(check(["a"]), "not json")).status).toBe("invalid");
    const v = await run(check(["a"]), "[1]");
    expect(v.status).toBe("fail");
    expect(v.reason).toBe("output is not a JSON object (got an array)");
  });
});

describe("schema validator", () => {
  it("compiles each distinct schema once, whether the same object or an equal one", () => {
    // multipleOf puts these schemas outside the plain evaluator's subset: Ajv compiles them.
    const schema: JsonObject = {
      type: "object",
      properties: { zz_cache_probe: { type: "integer", multipleOf: 1 } },
    };
    const before = schemaCompileCount();
    expect(validateAgainst(schema, { zz_cache_probe: 1 })).toEqual({ valid: true });
    expect(schemaCompileCount()).toBe(before + 1);
    for (let i = 0; i < 5; i++) validateAgainst(schema, { zz_cache_probe: i });
    // Same definition, another object written alike: still one compilation (another key
    // order is another schema's text: the test below).
    validateAgainst(
      { type: "object", properties: { zz_cache_probe: { type: "integer", multipleOf: 1 } } },
      {},
    );
    expect(compileSchema(schema)).toBe(compileSchema(structuredClone(schema)));
    expect(schemaCompileCount()).toBe(before + 1);
  });

  it("finds a schema written alike in another object by its text, and never one that only writes alike", () => {
    const before = schemaCompileCount();
    // multipleOf: outside the plain evaluator's subset, so that Ajv's compilations are counted.
    const written = {
      type: "object",
      required: ["zz_written_probe"],
      properties: { n: { const: 2, multipleOf: 1 } },
    };
    const first = compileSchema(written);
    expect(compileSchema(structuredClone(written))).toBe(first);
    // The same schema with its keys in another order is compiled on its own: its errors come in
    // its own order, as Ajv compiling it would give them.
    const reordered = {
      properties: { n: { multipleOf: 1, const: 2 } },
      required: ["zz_written_probe"],
      type: "object",
    };
    expect(compileSchema(reordered)).not.toBe(first);
    expect(schemaCompileCount()).toBe(before + 2);
    // JSON.stringify writes a non-finite number as null: such a schema is no key of its own.
    const nullConst = compileSchema({ properties: { zz_null_probe: { const: null } } });
    expect(nullConst({ zz_null_probe: null })).toBe(true);
    const nanConst = compileSchema({ properties: { zz_null_probe: { const: Number.NaN } } });
    expect(nanConst).not.toBe(nullConst);
    expect(compileSchema({ properties: { zz_null_probe: { const: null } } })).toBe(nullConst);
  });

  it("reports errors in the order each schema names its properties", () => {
    const ab = { properties: { a: { type: "string" }, b: { type: "string" } } };
    const ba = { properties: { b: { type: "string" }, a: { type: "string" } } };
    expect(validateAgainst(ab, { a: 1, b: 1 })).toEqual({
      valid: false,
      errors: ["a: must be string", "b: must be string"],
    });
    expect(validateAgainst(ba, { a: 1, b: 1 })).toEqual({
      valid: false,
      errors: ["b: must be string", "a: must be string"],
    });
  });

  it("reports errors with instance paths", () => {
    const schema: JsonObject = {
      type: "object",
      properties: {
        items: {
          type: "array",
          items: {
            type: "object",
            required: ["sku"],
            additionalProperties: false,
            properties: { sku: { type: "string" } },
          },
        },
      },
    };
    expect(validateAgainst(schema, { items: [{ sku: "a" }, { sku: 1, x: 2 }] })).toEqual({
      valid: false,
      errors: ['items[1]: must NOT have additional properties ("x")', "items[1].sku: must be string"],
    });
  });

  it("validates formats", () => {
    expect(validateAgainst({ type: "string", format: "email" }, "nope").valid).toBe(false);
    expect(validateAgainst({ type: "string", format: "email" }, "a@b.co").valid).toBe(true);
  });

  it("validates big integers by their value", () => {
    expect(validateAgainst({ type: "integer", minimum: 0 }, 9007199254740993n).valid).toBe(true);
  });

  it("throws a SchemaError for an invalid schema", () => {
    expect(() => compileSchema({ type: "strng" })).toThrow(SchemaError);
    expect(() => compileSchema({ type: "strng" })).toThrow(
      /^invalid JSON Schema: type must be equal to one of the allowed values/,
    );
  });

  it("honours draft-07 schemas and refuses unknown drafts", () => {
    const draft07: JsonObject = {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "array",
      items: [{ type: "string" }],
      additionalItems: false,
    };
    expect(validateAgainst(draft07, ["a"]).valid).toBe(true);
    expect(validateAgainst(draft07, ["a", "b"]).valid).toBe(false);
    expect(() => compileSchema({ $schema: "http://json-schema.org/draft-04/schema#" })).toThrow(
      /unsupported \$schema/,
    );
  });
});
