import { describe, expect, it } from "vitest";
import { parseStrictJson } from "../../../../src/core/json/parse.js";
import { parseWrittenJson, WrittenParts } from "../../../../src/core/json/written-parse.js";

/** Text the mutation tests insert: quotes, colons, escapes, numbers the parsers hold apart, brackets. */
const MUTATIONS = [
  '"',
  ":",
  " :",
  "\\",
  ',"id":1',
  '},{"id":',
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

/** A repeatable random integer below n. */
function seeded(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
}

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
    [
      "integer beyond 2^53 deep among other members",
      '{"a":"x","b":[1,{"c":[2,true,null,9007199254740993]}],"d":3}',
    ],
    ["beyond a double's range in an object in an array", '[{"a":"x","b":1e400}]'],
    ["a bare integer beyond 2^53", "9007199254740993"],
    ["a bare number beyond a double's range", "1e400"],
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
    ["a bare number", "42.5"],
    [
      "numbers among strings, booleans and nulls at every level",
      '{"a":[1,"b",true,null,{"c":2.5,"d":[null,"e",-3]}],"f":false}',
    ],
    ["surrounding whitespace", ' \n{"a":1}\n '],
  ];
  for (const [what, text] of native) {
    it(`${what}: native, same value`, () => {
      expect(same(text)).toBe(true);
    });
  }

  it("agrees with the strict parser on random mutations of a result-like document", () => {
    const random = seeded(42);
    const base = JSON.stringify({
      format: "modelgate.run/v2",
      cases: [
        { id: "a", n: 12, out: 'say ":" and \\"', tags: ["x"], f: 0.25 },
        { id: "b", n: -3, out: "", tags: [], f: 1e-7, deep: [[{ k: null }]] },
      ],
    });
    let fast = 0;
    for (let i = 0; i < 3000; i++) {
      let text = base;
      const edits = 1 + random(3);
      for (let e = 0; e < edits; e++) {
        const at = random(text.length + 1);
        const cut = random(3);
        text = text.slice(0, at) + (MUTATIONS[random(MUTATIONS.length)] ?? "") + text.slice(at + cut);
      }
      if (same(text) === true) fast++;
    }
    // Both paths were exercised: some mutations stay valid, most do not.
    expect(fast).toBeGreaterThan(50);
    expect(fast).toBeLessThan(3000);
  });
});

/** WrittenParts fed `text`'s UTF-8 bytes `block` at a time: its value, or undefined. */
function inParts(text: string, block: number, partBytes = 40): unknown {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const parts = new WrittenParts(
    "cases",
    (bytes, start, end) => {
      try {
        return decoder.decode(bytes.subarray(start, end));
      } catch {
        return undefined;
      }
    },
    partBytes,
  );
  const bytes = new TextEncoder().encode(text);
  for (let at = 0; at < bytes.length; at += block) {
    if (!parts.push(bytes.subarray(at, at + block))) return undefined;
  }
  return parts.end();
}

/** In parts, the strict parser's value (members in the same order) or nothing. */
function sameInParts(text: string, block: number, partBytes?: number): boolean {
  const value = inParts(text, block, partBytes);
  if (value === undefined) return false;
  // The text a file's bytes hold (a lone surrogate is written as U+FFFD).
  const strict = parseStrictJson(new TextDecoder().decode(new TextEncoder().encode(text)));
  expect(strict.ok).toBe(true);
  if (strict.ok) {
    expect(value).toEqual(strict.value);
    expect(JSON.stringify(value)).toBe(JSON.stringify(strict.value));
  }
  return true;
}

describe("WrittenParts: a result file parsed in parts as it is read", () => {
  const cases = Array.from({ length: 30 }, (_, i) => ({
    id: `case-${i}`,
    output: i % 3 === 0 ? `say "},{\\"id\\":" and é ${i}` : `answer ${i}`,
    repetitions: [
      { index: 0, evidence: { json: [{ id: 1 }, { id: 2 }] } },
      { index: 1, evidence: {} },
    ],
  }));
  const result = { format: "modelgate.run/v2", suite: { name: "s", cases: [1] }, cases };

  for (const [what, text] of [
    ["compact", JSON.stringify(result)],
    ["pretty", JSON.stringify(result, null, 2)],
    ["a trailing newline", `${JSON.stringify(result)}\n`],
  ] as const) {
    for (const block of [1, 7, 100, 1 << 20]) {
      it(`${what}, read ${block} bytes at a time: the strict parser's value`, () => {
        expect(sameInParts(text, block)).toBe(true);
      });
    }
  }

  it("cases that open with different keys: the list in fewer parts, the same value", () => {
    const mixed = cases.map((c, i) =>
      i % 2 === 0 ? c : { output: c.output, id: c.id, repetitions: c.repetitions },
    );
    expect(sameInParts(JSON.stringify({ ...result, cases: mixed }), 9, 1)).toBe(true);
    expect(sameInParts(JSON.stringify({ ...result, cases: [{ a: 1 }, ...mixed] }), 100, 1)).toBe(true);
  });

  it("cuts the list into many parts, each between two cases", () => {
    expect(sameInParts(JSON.stringify(result), 13, 1)).toBe(true);
  });

  const refused: Array<[string, string]> = [
    ["a duplicate key in a case", JSON.stringify(result).replace('"id":"case-7"', '"id":"case-7","id":"x"')],
    ["a duplicate key outside the list", JSON.stringify(result).replace('"format"', '"suite":1,"format"')],
    ["a second list of the same name", JSON.stringify(result).replace('"format"', '"cases":[],"format"')],
    [
      "an integer beyond 2^53 in a case",
      JSON.stringify(result).replace('"index":1', '"index":9007199254740993'),
    ],
    ["a number beyond a double's range outside the list", JSON.stringify(result).replace("[1]", "[1e400]")],
    ["the list not last", JSON.stringify({ format: "modelgate.run/v2", cases, after: 1 })],
    ["the list empty", JSON.stringify({ ...result, cases: [] })],
    ["a list of numbers", JSON.stringify({ ...result, cases: [1, 2, 3] })],
    [
      "the list's key written with an escape",
      JSON.stringify(result).replace('"cases":[{', '"c\\u0061ses":[{'),
    ],
    ["a byte order mark", `\uFEFF${JSON.stringify(result)}`],
    ["a broken case", JSON.stringify(result).replace('"answer 4"', '"answer 4')],
    ["a trailing comma in the list", JSON.stringify(result).replace(/\]\}$/, ",]}")],
    ["a trailing token", `${JSON.stringify(result)}x`],
    ["not an object", `[${JSON.stringify(result)}]`],
    [
      "nesting 1001 deep in a case",
      JSON.stringify(result).replace('"index":1', `"index":${"[".repeat(998)}${"]".repeat(998)}`),
    ],
  ];
  for (const [what, text] of refused) {
    it(`${what}: not in parts`, () => {
      expect(inParts(text, 64)).toBeUndefined();
      expect(inParts(text, 64, 1)).toBeUndefined();
    });
  }

  // The top object, the list, a case, its repetitions, a repetition: 5 levels before these.
  it("nesting 1000 deep in a case: in parts", () => {
    const text = JSON.stringify(result).replace('"index":1', `"index":${"[".repeat(995)}${"]".repeat(995)}`);
    expect(sameInParts(text, 64, 1)).toBe(true);
  });

  it("bytes that are not UTF-8: not in parts", () => {
    const decoder = new TextDecoder("utf-8", { fatal: true });
    const parts = new WrittenParts("cases", (bytes, start, end) => {
      try {
        return decoder.decode(bytes.subarray(start, end));
      } catch {
        return undefined;
      }
    });
    const bytes = new TextEncoder().encode(JSON.stringify(result));
    bytes[bytes.indexOf(0x61, 200)] = 0xff;
    expect(parts.push(bytes) && parts.end() !== undefined).toBe(false);
  });

  it("agrees with the strict parser on random mutations of a result", () => {
    const random = seeded(7);
    const base = JSON.stringify({ format: "f", cases: cases.slice(0, 6) });
    let taken = 0;
    for (let i = 0; i < 2000; i++) {
      let text = base;
      const at = random(text.length + 1);
      text = text.slice(0, at) + (MUTATIONS[random(MUTATIONS.length)] ?? "") + text.slice(at + random(3));
      if (sameInParts(text, 1 + random(50), 1 + random(80))) taken++;
    }
    expect(taken).toBeGreaterThan(50);
    expect(taken).toBeLessThan(2000);
  });
});

describe("WrittenParts: each element visited as it is parsed", () => {
  it("in order, with its index, the list's own elements", () => {
    const cases = Array.from({ length: 25 }, (_, i) => ({ id: `case-${i}`, output: `answer ${i}` }));
    const seen: [number, unknown][] = [];
    const decoder = new TextDecoder("utf-8", { fatal: true });
    const parts = new WrittenParts(
      "cases",
      (bytes, start, end) => decoder.decode(bytes.subarray(start, end)),
      30,
      (element, index) => {
        seen.push([index, element]);
      },
    );
    const bytes = new TextEncoder().encode(JSON.stringify({ format: "f", cases }));
    for (let at = 0; at < bytes.length; at += 17) expect(parts.push(bytes.subarray(at, at + 17))).toBe(true);
    const value = parts.end() as { cases: unknown[] };
    expect(value.cases).toEqual(cases);
    expect(seen.map(([i]) => i)).toEqual(cases.map((_, i) => i));
    seen.forEach(([i, element]) => {
      expect(element).toBe(value.cases[i]);
    });
  });
});
