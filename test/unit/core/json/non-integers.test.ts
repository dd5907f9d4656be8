import { describe, expect, it } from "vitest";
import { jsonDiff, jsonEqual } from "../../../../src/core/json/equal.js";
import { parseStrictJson } from "../../../../src/core/json/parse.js";
import type { Json } from "../../../../src/core/json/value.js";
import { jsonSha256 } from "../../../../src/core/result/fingerprints.js";
import { parseSource, parseSourceFully } from "../../../../src/load/yaml-source.js";
import { fromWire } from "../../../../src/providers/wire-json.js";

// Integers beyond 2^53 compare exactly (PRODUCT.md 4.1); a number written with a fraction that is
// not a whole number is no integer, however close the nearest double is to one. A literal that
// is a whole number is that integer, whatever its spelling (1 ≡ 1.0 ≡ 1e0, so
// 9007199254740994.0 ≡ 9007199254740994).

function json(text: string): Json {
  const r = parseStrictJson(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

function yaml(text: string, full = false): Json {
  const r = (full ? parseSourceFully : parseSource)("s.yaml", `n: ${text}\n`);
  if (!r.ok || r.diagnostics.length > 0) throw new Error(JSON.stringify(r.diagnostics));
  return (r.source.value as { n: Json }).n;
}

describe("numbers beyond 2^53 written with a fraction", () => {
  it("never equal an integer", () => {
    expect(jsonEqual(json("9007199254740994.5"), json("9007199254740994"))).toBe(false);
    expect(jsonEqual(json("10000000000000000.5"), json("1e16"))).toBe(false);
    expect(jsonEqual(json("-9007199254740994.5"), json("-9007199254740994"))).toBe(false);
    for (const full of [false, true]) {
      expect(jsonEqual(json("9007199254740994.5"), yaml("9007199254740994", full))).toBe(false);
      expect(jsonEqual(json("10000000000000000.5"), yaml("1e16", full))).toBe(false);
      expect(jsonEqual(yaml("9007199254740994.5", full), json("9007199254740994"))).toBe(false);
    }
  });

  it("equal the same literal, and a whole number written with a fraction is that integer", () => {
    expect(jsonEqual(json("9007199254740994.5"), json("9007199254740994.5"))).toBe(true);
    expect(jsonEqual(json("9007199254740994.0"), json("9007199254740994"))).toBe(true);
    expect(jsonEqual(json("9007199254740993.0"), json("9007199254740993"))).toBe(true);
    for (const full of [false, true]) {
      expect(jsonEqual(json("9007199254740994.5"), yaml("9007199254740994.5", full))).toBe(true);
      expect(yaml("9007199254740993.0", full)).toBe(9007199254740993n);
      expect(yaml("1e16", full)).toBe(10n ** 16n);
      expect(yaml("+1.5e20", full)).toBe(15n * 10n ** 19n);
      expect(yaml("8.713064193725586e+299", full)).toBe(json("8.713064193725586e+299"));
      expect(jsonEqual(yaml("9007199254740994.0", full), json("9007199254740994"))).toBe(true);
    }
  });

  it("name the difference instead of showing two equal-looking numbers", () => {
    expect(jsonDiff(json('{"n": 9007199254740994}'), json('{"n": 9007199254740994.5}'))?.message).toBe(
      "n: a non-integer near 9007199254740994 (expected 9007199254740994)",
    );
  });

  it("keep a contract fingerprint apart from the integer's", () => {
    expect(jsonSha256(json("9007199254740994.5"))).not.toBe(jsonSha256(json("9007199254740994")));
    expect(jsonSha256(json("9007199254740994.0"))).toBe(jsonSha256(json("9007199254740994")));
  });

  it("refuse a literal with a fraction beyond a double's range, which nothing holds", () => {
    const r = parseStrictJson(`${"9".repeat(400)}.5`);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(
      /^line 1, column 1: number 9{20}.*has a fraction and is beyond the range/,
    );
    expect(json(`${"9".repeat(400)}.0`)).toBe(10n ** 400n - 1n);
  });

  it("read a big double from a client's JSON.parse as the integer it held", () => {
    // The official clients round an integer beyond 2^53 to a double: it stays an integer.
    expect(fromWire(JSON.parse('{"n": 12345678901234567890}'))).toEqual({ n: 12345678901234567168n });
    expect(fromWire([1.5, 3])).toEqual([1.5, 3]);
  });
});
