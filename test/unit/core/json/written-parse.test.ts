import { describe, expect, it } from "vitest";
import { parseStrictJson } from "../../../../src/core/json/parse.js";
import { parseWrittenJson } from "../../../../src/core/json/written-parse.js";

/** parseWrittenJson must give exactly what the strict parser gives, whichever path it took. */
function same(text: string): boolean | undefined {
  const written = parseWrittenJson(text);
  const { fast, ...rest } = written;
  expect(rest).toEqual(parseStrictJson(text));
  return fast;
}

describe("parseWrittenJson on adversarial text: the strict parser's result every time", () => {
  const strict: Array<[string, string]> = [
    ["duplicate key", '{"a":1,"a":2}'],
    ["duplicate key nested in an array", '[{"x":[{"a":1,"b":2,"a":3}]}]'],
    ["duplicate key with a space before its colon", '{"a" :1,"a":2}'],
    ["duplicate key with a newline before its colon", '{"a"\n:1,\n"a"\t:2}'],
    ["duplicate key spaced before its colon after compact keys", '{"b":1,"a":2,"a" \r\n:3}'],
    ["duplicate after a value starting with ':'", '{"a":":x","a":1}'],
    ["duplicate after a value holding an escaped quote and colon", '{"a":"\\":","a":1}'],
    ["duplicate of a key ending in backslashes", '{"a\\\\":1,"a\\\\":2}'],
    ["duplicate key written with an escape", '{"a":1,"\\u0061":2}'],
    ["duplicate __proto__", '{"__proto__":1,"__proto__":2}'],
    ["integer beyond 2^53", '{"a":9007199254740993}'],
    ["negative integer beyond 2^53", "[-9007199254740993]"],
    ["2^53 itself", "[9007199254740992]"],
    ["exponent integer", "[1e21]"],
    ["fraction that is an integer beyond 2^53", "[123456789012345678.0]"],
    ["big double with a fraction written", "[9007199254740993.5]"],
    ["beyond a double's range", "[1e400]"],
    ["a large double written with a fraction and an exponent", "[1.5e300]"],
    ["negative beyond a double's range", "[-1e400]"],
    ["beyond the digit limit", "[1e5000]"],
    ["nesting 1001 deep", `${"[".repeat(1001)}${"]".repeat(1001)}`],
    ["objects 1001 deep", `${'{"a":'.repeat(1001)}1${"}".repeat(1001)}`],
    ["byte order mark", '\uFEFF{"a":1}'],
    ["trailing token", '{"a":1}x'],
    ["leading zero", "[01]"],
    ["bad escape", '["\\x"]'],
    ["control character", '["a\u0001"]'],
    ["unterminated", '{"a":"b'],
    ["empty", ""],
  ];
  for (const [what, text] of strict) {
    it(`${what}: strict parser`, () => {
      expect(same(text)).toBeUndefined();
    });
  }

  const native: Array<[string, string]> = [
    ["compact", '{"a":1,"b":[true,false,null],"c":{"d":"e"}}'],
    ["pretty", JSON.stringify({ a: 1, b: [1, { c: "d" }] }, null, 2)],
    ["hand formatted with spaces before colons", '{ "a" : 1 , "b"\n:\t[ 2 ] }'],
    ["a value starting with ':'", '{"a":":x","b":": y"}'],
    ["one key spaced before its colon after compact keys", '{"b":1,"c":"x :y","a" :2}'],
    ["escaped quotes and colons in strings", '{"a":"\\":\\"","b\\"":"\\\\"}'],
    ["keys ending in backslashes", '{"a\\\\":1,"b\\\\\\\\":2}'],
    ["the same key in sibling objects", '[{"a":1},{"a":2},{"a":{"a":3}}]'],
    ["lone surrogates, escaped and raw", '["\\ud800","\\udc00x","\ud800","\udfff"]'],
    ["surrogate pair escaped", '["\\ud83d\\ude00"]'],
    ["-0 and tiny numbers", "[-0,1e-400,5e-324,0.1,2.5e-300]"],
    ["largest safe integers", "[9007199254740991,-9007199254740991]"],
    ["a fraction just below 2^53", "[9007199254740990.5]"],
    ["__proto__ as a member", '{"__proto__":{"polluted":1}}'],
    ["nesting 1000 deep", `${"[".repeat(1000)}${"]".repeat(1000)}`],
    ["a string that looks like a big number", '{"a":"9007199254740993","b":"1e400"}'],
    ["a scalar", '"just a string"'],
    ["surrounding whitespace", ' \n{"a":1}\n '],
  ];
  for (const [what, text] of native) {
    it(`${what}: native, same value`, () => {
      expect(same(text)).toBe(true);
    });
  }

  it("agrees with the strict parser on random mutations of a result-like document", () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const base = JSON.stringify({
      format: "modelgate.run/v2",
      cases: [
        { id: "a", n: 12, out: 'say ":" and \\"', tags: ["x"], f: 0.25 },
        { id: "b", n: -3, out: "", tags: [], f: 1e-7, deep: [[{ k: null }]] },
      ],
    });
    const pieces = [
      '"',
      ":",
      " :",
      "\\",
      ',"id":1',
      '"a":',
      "9007199254740993",
      "1e400",
      "{",
      "}",
      "[",
      "]",
      ",",
      " ",
      "\n",
      "0",
      ".5",
      "e5",
      "\\u0061",
      "\ud800",
    ];
    let fast = 0;
    for (let i = 0; i < 3000; i++) {
      let text = base;
      const edits = 1 + random(3);
      for (let e = 0; e < edits; e++) {
        const at = random(text.length + 1);
        const cut = random(3);
        text = text.slice(0, at) + (pieces[random(pieces.length)] ?? "") + text.slice(at + cut);
      }
      if (same(text) === true) fast++;
    }
    // Both paths were exercised: some mutations stay valid, most do not.
    expect(fast).toBeGreaterThan(50);
    expect(fast).toBeLessThan(3000);
  });
});
