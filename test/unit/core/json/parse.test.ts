import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, parseJsonNumber, parseStrictJson } from "../../../../src/core/json/parse.js";

function ok(text: string) {
  const r = parseStrictJson(text);
  if (!r.ok) throw new Error(`expected ok, got ${r.error}`);
  return r.value;
}

function err(text: string) {
  const r = parseStrictJson(text);
  if (r.ok) throw new Error(`expected an error for ${text}`);
  return r;
}

describe("parseStrictJson: values", () => {
  it("parses every JSON value kind like JSON.parse does", () => {
    const text =
      ' { "a": [1, -2.5, 3e2, true, false, null, "x\\n\\u00e9\\ud83d\\ude00\\/"], "b": {} , "c": [] } ';
    expect(ok(text)).toEqual(JSON.parse(text));
  });

  it("keeps -0 and small exponents as numbers", () => {
    expect(Object.is(ok("-0"), -0)).toBe(true);
    expect(ok("1.5e-3")).toBe(0.0015);
    expect(ok("1E+2")).toBe(100);
  });

  it("keeps integers at the safe boundary as numbers and beyond it as exact bigint", () => {
    expect(ok("9007199254740991")).toBe(9007199254740991);
    expect(ok("-9007199254740991")).toBe(-9007199254740991);
    expect(ok("9007199254740992")).toBe(9007199254740992n);
    expect(ok("9007199254740993")).toBe(9007199254740993n);
    expect(ok("-9007199254740993")).toBe(-9007199254740993n);
    expect(ok("123456789012345678901234567890")).toBe(123456789012345678901234567890n);
  });

  it("makes integers written with a fraction or exponent beyond the safe range bigint", () => {
    expect(ok("1e20")).toBe(100000000000000000000n);
    expect(ok("9007199254740993.0")).toBe(9007199254740993n);
    expect(ok("-12.5e17")).toBe(-1250000000000000000n);
    expect(ok("1e400")).toBe(10n ** 400n);
  });

  it("keeps non-integers and small integers written with fractions as numbers", () => {
    expect(ok("1.0")).toBe(1);
    expect(ok("1e0")).toBe(1);
    expect(ok("100e-2")).toBe(1);
    expect(ok("9007199254740993.5")).toBe(2 ** 53 + 2);
    expect(typeof ok("9007199254740993.5")).toBe("number");
  });

  it("reads a single number literal under the same rule", () => {
    expect(parseJsonNumber("1e20")).toBe(100000000000000000000n);
    expect(parseJsonNumber("1.5")).toBe(1.5);
    expect(parseJsonNumber("1.5 ")).toBeNull();
    expect(parseJsonNumber("0x10")).toBeNull();
    expect(parseJsonNumber('"1"')).toBeNull();
  });

  it("refuses a number with a fraction beyond a double's range (no value holds it), not an integer near it", () => {
    const digits = `1${"2".repeat(399)}`;
    expect(err(`${digits}.5`).error).toBe(
      "line 1, column 1: number 12222222222222222222…22222222.5 has a fraction and is beyond the range of a double (±1.8e308)",
    );
    expect(err(`{"n": -${digits}.25}`).error).toMatch(/^line 1, column 7: number -1222.* has a fraction/);
    // A whole number, however written, is the integer.
    expect(ok(`${digits}.0`)).toBe(BigInt(digits));
    expect(ok(`${digits}00e-2`)).toBe(BigInt(digits));
    expect(ok(digits)).toBe(BigInt(digits));
  });

  it("refuses exponents that would expand into an enormous integer", () => {
    expect(err("1e999999999").error).toMatch(/more than 4300 digits/);
  });

  it("adds a __proto__ member instead of replacing the prototype", () => {
    const value = ok('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__", "a"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("handles long strings with and without escapes", () => {
    const long = "x".repeat(100_000);
    expect(ok(JSON.stringify(long))).toBe(long);
    const escaped = `${"ab\\n".repeat(1000)}`;
    expect(ok(`"${escaped}"`)).toBe("ab\n".repeat(1000));
  });
});

describe("parseStrictJson: duplicate keys", () => {
  it("rejects a duplicate key at the top level with its position and path", () => {
    const r = err('{"id": 1, "id": 2}');
    expect(r.error).toBe('line 1, column 11: duplicate key "id" at $');
    expect([r.line, r.column]).toEqual([1, 11]);
  });

  it("rejects duplicates at depth, naming the containing object's path", () => {
    const r = err('{"items": [{"sku": "a"}, {"id": 1,\n "id": 2}]}');
    expect(r.error).toBe('line 2, column 2: duplicate key "id" at $.items[1]');
  });

  it("compares keys after escape decoding", () => {
    expect(err('{"a": 1, "\\u0061": 2}').error).toMatch(/duplicate key "a" at \$/);
    expect(err('{"x": {"\\n": 1, "\\u000a": 2}}').error).toMatch(/duplicate key "\\n" at \$\.x/);
  });

  it("quotes path segments that are not identifiers", () => {
    expect(err('{"a b": {"k": 1, "k": 1}}').error).toMatch(/at \$\["a b"\]$/);
  });

  it("accepts the same key in different objects", () => {
    expect(ok('[{"id": 1}, {"id": 2}]')).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe("parseStrictJson: malformed input", () => {
  it("rejects a leading byte order mark", () => {
    const r = err('\ufeff{"a": 1}');
    expect(r.error).toMatch(/^line 1, column 1: byte order mark/);
  });

  it("rejects trailing tokens after the value", () => {
    expect(err('{"a": 1} {"b": 2}').error).toBe(
      "line 1, column 10: unexpected character '{' after the JSON value",
    );
    expect(err("[1]]").error).toMatch(/after the JSON value/);
    expect(err("truex").error).toMatch(/character 'x' after the JSON value/);
  });

  it("accepts surrounding whitespace", () => {
    expect(ok(' \n\t {"a": 1} \r\n')).toEqual({ a: 1 });
  });

  it.each([
    ["", "line 1, column 1: expected a JSON value, found end of input"],
    ["Hello", "line 1, column 1: expected a JSON value, found character 'H'"],
    ['{"a": 1,}', "line 1, column 9: expected a string key, found character '}'"],
    ["[1,]", "line 1, column 4: expected a JSON value, found character ']'"],
    ['{"a" 1}', "line 1, column 6: expected ':' after key \"a\", found character '1'"],
    ["{'a': 1}", 'line 1, column 2: expected a string key, found character "\'"'],
    ["[1 2]", "line 1, column 4: expected ',' or ']' in array, found character '2'"],
    ['"abc', "line 1, column 1: unterminated string"],
    ['"a\\x"', "line 1, column 3: invalid escape '\\x' in string"],
    ['"\\u12G4"', "line 1, column 2: invalid \\u escape: expected four hex digits"],
    ['"a\nb"', "line 1, column 3: unescaped control character U+000A in string"],
    ["01", "line 1, column 1: leading zeros are not allowed in numbers"],
    ["1.", "line 1, column 3: expected a digit after '.', found end of input"],
    ["1e", "line 1, column 3: expected a digit in the exponent, found end of input"],
    ["-", "line 1, column 2: expected a digit, found end of input"],
    ["NaN", "line 1, column 1: expected a JSON value, found character 'N'"],
    ["nul", "line 1, column 1: expected a JSON value, found character 'n'"],
  ])("%j → %s", (text, message) => {
    expect(err(text).error).toBe(message);
  });

  it("reports line and column across line breaks", () => {
    const r = err('{\n  "a": 1,\r\n  "b": ?\n}');
    expect([r.line, r.column]).toEqual([3, 8]);
  });

  it("refuses nesting deeper than the limit instead of overflowing the stack", () => {
    const deep = "[".repeat(MAX_JSON_DEPTH + 1) + "]".repeat(MAX_JSON_DEPTH + 1);
    expect(err(deep).error).toMatch(/nesting deeper than 1000 levels/);
    const fine = "[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH);
    expect(parseStrictJson(fine).ok).toBe(true);
  });
});

describe("parseStrictJson agrees with JSON.parse on ordinary documents", () => {
  // Deterministic pseudo-random documents (no duplicates, safe numbers): both parsers must agree.
  let seed = 12345;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  function randomValue(depth: number): unknown {
    const r = rand();
    if (depth > 3 || r < 0.4) {
      return pick<() => unknown>([
        () => null,
        () => rand() < 0.5,
        () => Math.floor(rand() * 2e6) - 1e6,
        () => (rand() - 0.5) * 1e-3,
        () => rand() * 1e6,
        () => pick(["", "plain", 'q"uote', "back\\slash", "tab\tnl\n", "\u0001ctl", "é😀", "\u2028"]),
      ])();
    }
    if (r < 0.7) return Array.from({ length: Math.floor(rand() * 4) }, () => randomValue(depth + 1));
    const obj: Record<string, unknown> = {};
    for (let i = 0; i < Math.floor(rand() * 4); i++)
      obj[`k${i}${pick(["", " ", "\n", "é"])}`] = randomValue(depth + 1);
    return obj;
  }

  it("on 500 generated documents, compact and indented", () => {
    for (let i = 0; i < 500; i++) {
      const text = JSON.stringify(randomValue(0), null, i % 2 === 0 ? 0 : 2);
      expect(ok(text)).toEqual(JSON.parse(text));
    }
  });
});
