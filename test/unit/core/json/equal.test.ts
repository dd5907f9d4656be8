import { describe, expect, it } from "vitest";
import { describeChange, describeJson, jsonDiff, jsonEqual } from "../../../../src/core/json/equal.js";
import { parseStrictJson } from "../../../../src/core/json/parse.js";
import { stringifyJson, toPlain } from "../../../../src/core/json/stringify.js";
import type { Json } from "../../../../src/core/json/value.js";

function parse(text: string): Json {
  const r = parseStrictJson(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe("jsonEqual (4.1)", () => {
  it("ignores object member order and respects array order", () => {
    expect(
      jsonEqual(parse('{"city":"Berlin","temperature":18}'), parse('{"temperature":18.0,"city":"Berlin"}')),
    ).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
  });

  it("treats 1, 1.0 and 1e0 as equal", () => {
    expect(jsonEqual(parse("1"), parse("1.0"))).toBe(true);
    expect(jsonEqual(parse("1"), parse("1e0"))).toBe(true);
    expect(jsonEqual(parse("[1.0]"), parse("[1e0]"))).toBe(true);
  });

  it("compares integers beyond 2^53 exactly, not through a double", () => {
    expect(jsonEqual(parse("9007199254740993"), parse("9007199254740992"))).toBe(false);
    expect(jsonEqual(parse("9007199254740993"), parse("9007199254740993.0"))).toBe(true);
    expect(jsonEqual(parse("1e20"), parse("100000000000000000000"))).toBe(true);
    expect(jsonEqual(parse("8.713064193725586e+299"), parse("8713064193725586e284"))).toBe(true);
    // A safe integer equals a bigint of its value; a fraction never does, nor does a double
    // beyond 2^53, which ModelGate's readers make only of a non-integer (non-integers.test.ts).
    expect(jsonEqual(7, 7n)).toBe(true);
    expect(jsonEqual(0.5, 0n)).toBe(false);
    expect(jsonEqual(2 ** 53, 9007199254740993n)).toBe(false);
    expect(jsonEqual(2 ** 60, 1152921504606846976n)).toBe(false);
    expect(jsonEqual(1e20, 100000000000000000000n)).toBe(false);
    expect(jsonEqual(2 ** 60, 2 ** 60)).toBe(true);
  });

  it("never equates a boolean or a string with a number", () => {
    expect(jsonEqual(true, 1)).toBe(false);
    expect(jsonEqual(false, 0)).toBe(false);
    expect(jsonEqual("7730", 7730)).toBe(false);
    expect(jsonEqual(null, 0)).toBe(false);
    expect(jsonEqual(null, false)).toBe(false);
  });

  it("distinguishes a missing member from null", () => {
    expect(jsonEqual({ a: null }, {})).toBe(false);
    expect(jsonEqual({}, { a: null })).toBe(false);
  });

  it("compares a __proto__ member as an ordinary member", () => {
    expect(jsonEqual(parse('{"__proto__": 1}'), {})).toBe(false);
    expect(jsonEqual({}, parse('{"__proto__": 1}'))).toBe(false);
    expect(jsonEqual(parse('{"__proto__": 1}'), parse('{"__proto__": 1.0}'))).toBe(true);
    expect(jsonDiff({}, parse('{"__proto__": 1}'))?.message).toBe("__proto__: unexpected field (1)");
  });

  it("distinguishes arrays from objects with index keys", () => {
    expect(jsonEqual([1], { "0": 1 })).toBe(false);
    expect(jsonEqual({ "0": 1 }, [1])).toBe(false);
  });
});

describe("jsonDiff messages", () => {
  it("names a type-strict value difference with both values", () => {
    const d = jsonDiff({ order_id: "7730" }, { order_id: 7730 });
    expect(d).toEqual({
      path: "order_id",
      expected: "7730",
      actual: 7730,
      kind: "value",
      message: 'order_id: 7730 (expected "7730")',
    });
  });

  it("names a missing member with actual undefined", () => {
    const d = jsonDiff({ customer: { email: "a@b.c" } }, { customer: { email_address: "a@b.c" } });
    expect(d?.message).toBe('customer.email: missing (expected "a@b.c")');
    expect(d?.actual).toBeUndefined();
  });

  it("names an unexpected member with expected undefined", () => {
    const d = jsonDiff({ a: 1 }, { a: 1, extra: 3 });
    expect(d?.message).toBe("extra: unexpected field (3)");
    expect(d?.expected).toBeUndefined();
  });

  it("reports a length difference before element differences", () => {
    expect(jsonDiff({ items: [1, 2, 3] }, { items: [9, 2] })?.message).toBe("items: 2 items (expected 3)");
    expect(jsonDiff([1], [])?.message).toBe("$: 0 items (expected 1)");
  });

  it("paths into arrays and nested objects", () => {
    const d = jsonDiff({ items: [{ sku: "A" }, { sku: "B" }] }, { items: [{ sku: "A" }, { sku: "C" }] });
    expect(d?.path).toBe("items[1].sku");
    expect(d?.message).toBe('items[1].sku: "C" (expected "B")');
    expect(jsonDiff([0, [1]], [0, [2]])?.path).toBe("$[1][0]");
  });

  it("uses $ for the root and quotes awkward keys", () => {
    expect(jsonDiff(1, 2)?.message).toBe("$: 2 (expected 1)");
    expect(jsonDiff({ "a b": 1 }, { "a b": 2 })?.path).toBe('$["a b"]');
  });

  it("prefixes a given path", () => {
    expect(jsonDiff({ city: "X" }, { city: "Y" }, "shipping")?.message).toBe(
      'shipping.city: "Y" (expected "X")',
    );
  });

  it("returns null for equal values", () => {
    expect(jsonDiff(parse('{"a":[1,{"b":null}]}'), parse('{"a":[1.0,{"b":null}]}'))).toBeNull();
  });

  it("says true is not 1", () => {
    expect(jsonDiff({ active: true }, { active: 1 })?.message).toBe("active: 1 (expected true)");
  });

  it("prints big integers exactly", () => {
    expect(jsonDiff(parse("9007199254740993"), parse("9007199254740992"))?.message).toBe(
      "$: 9007199254740992 (expected 9007199254740993)",
    );
  });

  it("phrases a difference as a change between observed values", () => {
    const value = jsonDiff({ mode: "walking" }, { mode: "driving" });
    expect(value && describeChange(value)).toBe('mode: "walking" -> "driving"');
    const missing = jsonDiff({ a: 1 }, {});
    expect(missing && describeChange(missing)).toBe("a: 1 -> missing");
    const added = jsonDiff({}, { a: 1 });
    expect(added && describeChange(added)).toBe("a: missing -> 1");
    const length = jsonDiff([1, 2, 3], [1, 2]);
    expect(length && describeChange(length)).toBe("$: 3 items -> 2 items");
  });
});

describe("describeJson / stringifyJson / toPlain", () => {
  it("describes compactly and truncates long values", () => {
    expect(describeJson({ a: [1, "x"] })).toBe('{"a":[1,"x"]}');
    const long = describeJson("y".repeat(200), 20);
    expect(long).toHaveLength(20);
    expect(long.endsWith("…")).toBe(true);
  });

  it("writes bigint as digits and pretty-prints like JSON.stringify", () => {
    expect(stringifyJson({ n: 9007199254740993n, m: [1, { x: null }] })).toBe(
      '{"n":9007199254740993,"m":[1,{"x":null}]}',
    );
    const sample: Json = { a: [1, { b: [] }, {}], c: 'q"', d: -0, e: 1.5e-7 };
    expect(stringifyJson(sample, 2)).toBe(JSON.stringify(sample, null, 2));
    expect(stringifyJson(sample)).toBe(JSON.stringify(sample));
  });

  it("converts bigint to number for Ajv and returns bigint-free values untouched", () => {
    const plain = { a: [1, 2] };
    expect(toPlain(plain)).toBe(plain);
    expect(toPlain({ a: [9007199254740993n] })).toEqual({ a: [9007199254740992] });
  });
});
