import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  canonicalDefinition,
  canonicalJson,
  canonicalSha256,
  sha256Hex,
} from "../../../../src/core/json/canonical.js";
import { parseStrictJson } from "../../../../src/core/json/parse.js";
import { stringifyJson } from "../../../../src/core/json/stringify.js";
import type { Json } from "../../../../src/core/json/value.js";

// The strict parser reuses keys read at the same depth and position in earlier objects, and
// stringifyJson hands bigint-free values to JSON.stringify: both must not change any result.

function ok(text: string): Json {
  const r = parseStrictJson(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe("parseStrictJson: keys repeated across objects", () => {
  it("reads keys that look like an earlier one but are escaped or longer", () => {
    expect(ok('[{"ab": 1}, {"a\\"b": 2}, {"abc": 3}, {"a": 4}, {"a\\\\": 5}, {"a\\\\": 6}]')).toEqual([
      { ab: 1 },
      { 'a"b': 2 },
      { abc: 3 },
      { a: 4 },
      { "a\\": 5 },
      { "a\\": 6 },
    ]);
  });

  it("does not end a key at an escaped quote after an earlier key's text", () => {
    const r = parseStrictJson('[{"a": 1}, {"a\\": 2}]');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe("line 1, column 13: unterminated string");
  });

  it("still finds a duplicate of a reused key, and names its object's path", () => {
    const r = parseStrictJson('{"items": [{"id": 1}, {"id": 2, "id": 3}]}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('line 1, column 33: duplicate key "id" at $.items[1]');
    const escaped = parseStrictJson('[{"ab": 1}, {"ab": 1, "a\\u0062": 2}]');
    expect(escaped.ok).toBe(false);
    if (!escaped.ok) expect(escaped.error).toBe('line 1, column 23: duplicate key "ab" at $[1]');
  });

  it("keeps __proto__ a member in every object that writes it", () => {
    const value = ok('[{"__proto__": {"x": 1}}, {"__proto__": {"x": 2}}]') as Record<string, unknown>[];
    for (const item of value) {
      expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
      expect(Object.keys(item)).toEqual(["__proto__"]);
    }
  });

  it("agrees with JSON.parse on many objects of a few recurring shapes", () => {
    const items = Array.from({ length: 300 }, (_, i) =>
      i % 3 === 0
        ? { id: `c${i}`, status: "pass", source: { file: "s.json", line: i } }
        : i % 3 === 1
          ? { id: `c${i}`, repetitions: [{ index: 0, output: `o${i}` }], status: "fail" }
          : { status: "pass", id: `c${i}`, "\u00e9": i, "": null },
    );
    const text = JSON.stringify({ cases: items }, null, 2);
    expect(ok(text)).toEqual(JSON.parse(text));
  });
});

describe("stringifyJson: the native writer and its fallback", () => {
  it("writes bigint exactly wherever it is, with the same layout as without", () => {
    const value: Json = { a: [1, { b: 9007199254740993n }], c: "x" };
    expect(stringifyJson(value, 2)).toBe(
      JSON.stringify({ a: [1, { b: 0 }], c: "x" }, null, 2).replace('"b": 0', '"b": 9007199254740993'),
    );
  });

  it("refuses non-finite numbers instead of writing null", () => {
    expect(() => stringifyJson({ a: [Number.NaN] })).toThrow(TypeError);
    expect(() => stringifyJson(Number.POSITIVE_INFINITY, 2)).toThrow(TypeError);
    // however deep, in an object in a list or a list in an object
    expect(() => stringifyJson({ a: [{ b: ["x", { c: Number.NEGATIVE_INFINITY }] }] })).toThrow(TypeError);
    expect(() => stringifyJson([["x"], { d: Number.NaN }])).toThrow(TypeError);
  });

  it("writes a bigint in a top-level list or deep in strings' company", () => {
    expect(stringifyJson([1n, "a"])).toBe('[1,"a"]');
    expect(stringifyJson({ a: "x", b: [{ c: "y", d: [2n] }] })).toBe('{"a":"x","b":[{"c":"y","d":[2]}]}');
  });

  it("indents by more than ten spaces when asked (JSON.stringify stops at ten)", () => {
    expect(stringifyJson({ a: [1] }, 12)).toBe(
      `{\n${" ".repeat(12)}"a": [\n${" ".repeat(24)}1\n${" ".repeat(12)}]\n}`,
    );
  });

  it("skips undefined members and writes -0 as 0, as before", () => {
    expect(stringifyJson({ a: undefined, b: -0 } as unknown as Json)).toBe('{"b":0}');
  });
});

describe("canonicalDefinition: a definition hashed once for the suite and the runner", () => {
  it("returns the canonical text and keeps the hash canonicalSha256 would compute", () => {
    const definition = { type: "json", id: "a", schema: { required: ["x"], type: "object" } };
    const text = canonicalDefinition(definition);
    expect(text).toBe(canonicalJson(definition));
    expect(canonicalSha256(definition)).toBe(sha256Hex(text));
    expect(canonicalSha256({ ...definition })).toBe(sha256Hex(text));
    expect(canonicalSha256({ ...definition, id: "b" })).not.toBe(sha256Hex(text));
  });
});

describe("canonicalJson: one pass of string concatenation, settled values written once", () => {
  it("writes sorted keys, -0 as 0, bigint digits, escaped strings, skips undefined members", () => {
    const value = { b: [1, -0, 1.5e300, 'x"\u2028', null, true], a: { d: 9007199254740993n, c: {} }, e: [] };
    const withUndefined = { ...value, z: undefined } as unknown as Json;
    const expected = '{"a":{"c":{},"d":9007199254740993},"b":[1,0,1.5e+300,"x\\"\u2028",null,true],"e":[]}';
    expect(canonicalJson(value)).toBe(expected);
    expect(canonicalJson(withUndefined)).toBe(expected);
    expect(canonicalJson({ "\u00e9": 1, Z: 2, a: 3 })).toBe('{"Z":2,"a":3,"\u00e9":1}');
    expect(() => canonicalJson([Number.NaN])).toThrow(TypeError);
  });
});

describe("canonicalJson: keys ordered as the native sort orders them, small objects included", () => {
  it("orders every object size from 0 to 20 keys, in any written order, by UTF-16 code unit", () => {
    // Code-unit order, not code-point order: an astral character (a surrogate pair, 0xD83D...)
    // sorts before U+FF5E, and digits and upper case before lower case.
    const pool = ["b", "a", "B", "10", "9", "", "ab", "a\u0000", "\uff5e", "\u{1f600}", "é", "Z", "_", "aa"];
    pool.push("zz", "y", "x", "w", "v", "u", "t");
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let size = 0; size <= 20; size++) {
      for (let round = 0; round < 5; round++) {
        const keys = [...pool].sort(() => random() - 0.5).slice(0, size);
        const value: Record<string, Json> = {};
        for (const key of keys) value[key] = key;
        const expected = `{${[...keys]
          .sort()
          .map((k) => `${JSON.stringify(k)}:${JSON.stringify(k)}`)
          .join(",")}}`;
        expect(canonicalJson(value)).toBe(size === 0 ? "{}" : expected);
      }
    }
  });
});

describe("canonicalJson: quoted keys kept for reuse", () => {
  // The plain definition: every key quoted where it is written.
  const reference = (value: Json): string => {
    if (Array.isArray(value)) return `[${value.map(reference).join(",")}]`;
    if (value === null || typeof value !== "object") return canonicalJson(value);
    const members = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${reference(value[k] as Json)}`);
    return `{${members.join(",")}}`;
  };

  it("writes each key as its own text: escaped, long, and far more keys than are kept", () => {
    const keys = ['a"b', "a\\b", "\u2028", "\ud800", "é", "x".repeat(65), "x".repeat(64), "", "__proto__"];
    for (let i = 0; i < 5000; i++) keys.push(`k${i}`);
    const value: Record<string, Json> = {};
    for (const [i, key] of keys.entries()) {
      // defined, not assigned: `__proto__` is a member here, as a parsed file has it
      Object.defineProperty(value, key, { value: { [key]: i, [`${key}!`]: [key] }, enumerable: true });
    }
    for (const round of [1, 2]) {
      expect([round, canonicalJson(value as Json)]).toEqual([round, reference(value as Json)]);
      // the same keys again, in other objects: the kept text is the key's, not another's
      for (const key of keys.slice(0, 20)) {
        const other = { [key]: 1, z: key } as Json;
        expect(canonicalJson(other)).toBe(reference(other));
      }
    }
  });
});

describe("sha256Hex: the one-shot hash equals a Hash object's digest", () => {
  it("hashes UTF-8, astral characters and lone surrogates the same way", () => {
    for (const text of ["", "abc", "\u00e9\u{1F600}", "lone \ud800 surrogate", "x".repeat(100_000)]) {
      expect(sha256Hex(text)).toBe(createHash("sha256").update(text, "utf8").digest("hex"));
    }
  });
});
