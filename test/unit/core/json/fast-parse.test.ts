import { describe, expect, it } from "vitest";
import { parseJson } from "../../../../src/core/json/fast-parse.js";
import { parseStrictJson } from "../../../../src/core/json/parse.js";

// parseJson takes JSON.parse's value only where it equals the strict parser's: every input here
// must give exactly what parseStrictJson gives, value or error.

const inputs: Array<[string, string]> = [
  ["a plain document", '{"suite": "s", "cases": [{"id": "a", "n": 1.5, "ok": true, "x": null}]}'],
  ["a duplicate key", '{"a": 1, "b": 2, "a": 3}'],
  ["a duplicate key in a nested object", '[{"a": {"x": 1, "x": 2}}]'],
  ["a duplicate written with an escape", '{"ab": 1, "a\\u0062": 2}'],
  ["an integer beyond 2^53", '{"n": 9007199254740993}'],
  ["an integer written with an exponent", '{"n": 1e20, "m": 2E3}'],
  ["an integer beyond 2^53 with a fraction", "[9007199254740993.0]"],
  ["sixteen digits that fit", "[1234567890123456]"],
  ["a byte order mark", '\uFEFF{"a": 1}'],
  ["a __proto__ member", '{"__proto__": {"x": 1}, "y": 2}'],
  ["colons and quotes inside strings", '{"k": "a\\": b", "l": "\\\\", "m": ":"}'],
  ["a key after a string ending in backslashes", '{"a": "x\\\\\\\\", "b": 1, "a": 2}'],
  ["keys with whitespace before the colon", '{"a"\n\t : 1, "b" :2}'],
  ["a trailing comma", '{"a": 1,}'],
  ["an unterminated string", '{"a": "x'],
  ["a comment", '{"a": 1} // no'],
  ["minus zero", "[-0, -0.0, 0]"],
  ["a top-level scalar", '"just text"'],
  ["an empty text", ""],
  ["deep nesting", `${"[".repeat(5000)}${"]".repeat(5000)}`],
  ["nesting one level too deep", `${'{"a":['.repeat(500)}1${"]}".repeat(500)}`],
  ["nesting at the limit", `${"[".repeat(1000)}${"]".repeat(1000)}`],
  ["nesting just past the limit", `${"[".repeat(1001)}${"]".repeat(1001)}`],
  ["numbers in words", '{"e": "1e5", "t": true, "f": false, "d": "12345678901234567"}'],
];

describe("parseJson: the native parser where it is provably the strict one", () => {
  it.each(inputs)("%s: the same result as parseStrictJson", (_what, text) => {
    const fast = parseJson(text);
    const strict = parseStrictJson(text);
    expect(fast).toEqual(strict);
    if (fast.ok && strict.ok) expect(Object.keys(fast.value ?? {})).toEqual(Object.keys(strict.value ?? {}));
  });

  it("keeps an integer beyond 2^53 exact and refuses duplicates with their position", () => {
    const big = parseJson('{"n": 9007199254740993}');
    expect(big.ok && (big.value as { n: unknown }).n).toBe(9007199254740993n);
    const dup = parseJson('{"a": 1, "a": 2}');
    expect(dup.ok).toBe(false);
    if (!dup.ok) expect(dup.error).toMatch(/^line 1, column \d+: duplicate key "a"/);
  });

  it("a __proto__ member stays an own member, not the prototype", () => {
    const r = parseJson('{"__proto__": {"x": 1}}');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(Object.getPrototypeOf(r.value)).toBe(Object.prototype);
      expect(Object.keys(r.value as object)).toEqual(["__proto__"]);
    }
  });
});
