import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Json } from "../../../src/core/json/value.js";
import type { Path } from "../../../src/load/position.js";
import type { ParseResult } from "../../../src/load/source-file.js";
import { readPlainYaml } from "../../../src/load/yaml-plain.js";
import { keyEnd, keyOf } from "../../../src/load/yaml-plain-line.js";
import { parseSource, parseSourceFully } from "../../../src/load/yaml-source.js";

// The fast reader (yaml-plain.ts) must give exactly the full parser's value, diagnostics and
// positions, or decline (undefined) and leave the file to it: compared here on every YAML file
// of the repository's suites and fixtures and on generated text full of YAML's odd corners.

function yamlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...yamlFiles(path));
    else if (/\.ya?ml$/.test(name)) out.push(path);
  }
  return out;
}

/** Equal as the loader holds values: bigint is not number, -0 is not 0, key order counts. */
function same(a: Json | undefined, b: Json | undefined): boolean {
  if (typeof a !== typeof b) return false;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length || ka.some((k, i) => k !== kb[i])) return false;
  const ra = a as Record<string, Json>;
  const rb = b as Record<string, Json>;
  return ka.every((k) => Object.hasOwn(rb, k) && same(ra[k], rb[k]));
}

/** Every path of a value, and one step past each (a member it does not have). */
function paths(value: Json | undefined, prefix: Path = []): Path[] {
  const out: Path[] = [prefix, [...prefix, "absent"], [...prefix, 99]];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) out.push(...paths(v, [...prefix, i]));
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]));
  }
  return out;
}

/**
 * The fast path's result equals the full parser's: ok, value, diagnostics, `has` and the
 * positions the fast reader notes itself (items of top-level lists). With `delegated`, also every
 * other position, which the fast path takes from a full parse of its own (a second parse).
 */
function expectSame(text: string, delegated = true): boolean {
  // Declined text goes to the full parser alone: nothing to compare.
  const body = text.replace(/^\uFEFF/, "").replace(/\r(?!\n)/g, "\n");
  if (readPlainYaml(body) === undefined) return false;
  const fast: ParseResult = parseSource("f.yaml", text);
  const full: ParseResult = parseSourceFully("f.yaml", text);
  expect(fast.ok).toBe(full.ok);
  expect(fast.diagnostics).toEqual(full.diagnostics);
  if (fast.ok && full.ok) {
    if (!same(fast.source.value, full.source.value)) {
      expect.fail(
        `values differ for:\n${text}\nfast ${String(fast.source.value)} full ${String(full.source.value)}`,
      );
    }
    // Text the fast reader takes holds no alias and nothing JSON cannot hold: neither parse notes any.
    expect(fast.source.unconvertible ?? []).toEqual(full.source.unconvertible);
    const value = full.source.value as Record<string, Json>;
    for (const path of paths(full.source.value)) {
      expect(fast.source.has(path), JSON.stringify(path)).toBe(full.source.has(path));
      for (const key of [false, true]) {
        expect(fast.source.aliasNote?.(path, key)).toBe(full.source.aliasNote?.(path, key));
      }
      const noted =
        path.length === 2 && typeof path[1] === "number" && Array.isArray(value[path[0] as string]);
      if (delegated || noted)
        expect(fast.source.at(path), JSON.stringify(path)).toEqual(full.source.at(path));
      if (delegated) expect(fast.source.keyAt(path), JSON.stringify(path)).toEqual(full.source.keyAt(path));
    }
  }
  return true;
}

describe("the fast YAML reader", () => {
  it("reads every suite and fixture as the full parser does", () => {
    const files = [...yamlFiles("suites"), ...yamlFiles("test/fixtures")];
    expect(files.length).toBeGreaterThan(50);
    let taken = 0;
    for (const file of files) if (expectSame(readFileSync(file, "utf8"), false)) taken++;
    // Most real files are plain YAML: the fast reader must take a good share of them.
    expect(taken).toBeGreaterThan(files.length / 3);
  });

  const scalars = [
    "yes",
    "no",
    "on",
    "Off",
    "y",
    "~",
    "null",
    "Null",
    "NULL",
    "nULL",
    "true",
    "True",
    "TRUE",
    "tRUE",
    "Trues",
    "false",
    "False",
    "FALSE",
    "fALSE",
    "nulls",
    "~x",
    "0x1F",
    "0x1f",
    "0X1F",
    "0o17",
    "0o8",
    "017",
    "-0",
    "+0",
    "+12",
    "-12",
    "1_000",
    "12:30",
    "1.5",
    "1.",
    ".5",
    "-.5",
    "+.5",
    "1e3",
    "1E-3",
    "1.5e+3",
    "1e400",
    ".inf",
    "-.Inf",
    "+.INF",
    ".nan",
    ".NaN",
    "9007199254740991",
    "9007199254740993",
    "-9007199254740993",
    "0x20000000000001",
    "2001-12-14",
    "a b  c",
    "a:b",
    "a#b",
    "a #b",
    "-5",
    "-",
    "- a",
    "?x",
    ":x",
    "%x",
    "@x",
    "`x",
    "a: b",
    "a:",
    "&a x",
    "*a",
    "!!str 1",
    "!x y",
    "|",
    ">",
    "'it''s'",
    "''",
    '""',
    '"a\\"b"',
    '"\\x41\\u00e9\\U0001F600"',
    '"\\t\\n\\r\\0\\a\\e\\N\\_\\L\\P\\/\\ "',
    '"bad \\q"',
    '"\\uD83D\\uDE00"',
    '"open',
    "'open",
    '"a" b',
    '"a"#c',
    '"a" #c',
    "[a, b]",
    "[a, b,]",
    "[ a , b ]",
    "[]",
    "{}",
    "{a: 1, b: [x, y]}",
    "{a: 1, a: 2}",
    "{a}",
    "{a: }",
    "[a: b]",
    "[-1, 2]",
    '{"a": 1}',
    '{"a":1}',
    "{url: http://x}",
    "[a, [b, [c]]]",
    "[a #c]",
    "[a",
    "{a: 1",
    "héllo 😀",
    "a\u00a0b",
    "trailing   ",
    "x # comment",
  ];

  it("resolves odd scalars as the full parser does, or leaves them to it", () => {
    for (const s of scalars) {
      expectSame(`v: ${s}\n`);
      expectSame(`list:\n  - ${s}\n  - ${s}\n`);
      expectSame(`${s}: 1\n`);
      expectSame(`k:\n  ${s}: v\n`);
    }
  });

  const shapes = [
    "a: 1\nb:\n  c: 2\n  d: [x]\n",
    "a:\n- 1\n- 2\nb: 3\n",
    "a:\n  - 1\n  -\n  - x: 1\n    y: 2\n  - - n1\n    - n2\n",
    "- a\n- b\n",
    "a: 1\n  b: 2\n",
    "a:\n    b: 1\n  c: 2\n",
    "a: 1\na: 2\n",
    "a: 1\nb:\n  c: 1\n  c: 2\n",
    "a: first\n  continued\n",
    "a:\n  text on its own line\n",
    'a: "one\n  two"\n',
    "a: |\n  literal\n  text\n",
    "a: >-\n  folded\n  text\n",
    "base: &b {x: 1}\nuse: *b\n",
    "m:\n  <<: {x: 1}\n  y: 2\n",
    "a: !!str 1\n",
    "%YAML 1.2\n---\na: 1\n",
    "---\na: 1\n",
    "a: 1\n---\nb: 2\n",
    "a: 1\n...\n",
    "a:\tb\n",
    "\ta: 1\n",
    "a: 1\r\nb: 2\r\n",
    "a: 1\rb: 2\r",
    "\uFEFFa: 1\n",
    "",
    "# only a comment\n",
    "just a scalar\n",
    "a: 1\n# comment\n  # indented comment\nb:\n  # before\n  - x # after\n",
    "cases:\n  - # comment\n    id: a\n  -\n    id: b\n  - id: c\n",
    "  a: 1\n",
    "a : 1\n",
    '"quoted key": 1\n"q2" : 2\n\'single\': 3\n',
    "? a\n: b\n",
    "a: b: c\n",
    "a:b\n",
    "a: [1,\n  2]\n",
    "a: {x: 1} extra\n",
    "__proto__: 1\nconstructor: 2\n",
    "1: a\n2: b\n01: c\n",
    "null: a\n~: b\n",
    "true: a\nTrue: b\n",
    "- x\nnot: list\n",
    "a:\n  - b\n c: 1\n",
    "x:\n- a\n  - b\n",
    "k: v\n- item\n",
    "a: 'x' 'y'\n",
    "empty:\nnext: 1\n",
    "a: -\n",
    "a: [x]\n  b: 1\n",
    "- - a\n  - b\n- c\n",
    "a: |\n  one\n\n  two\n\nb: 1\n",
    "a: |-\n  one\n    more\n  two\n",
    "a: >\n  one\n  two\n\n  three\n\n\n  four\nb: 1\n",
    "a: >-\n  one\n    more\n",
    "a: |+\n  keep\n\nb: 1\n",
    "a: |2\n   x\n",
    "a: | # c\n  x\n",
    "a: |\n\n\n  after blanks\n",
    "a: |\n      \n  x\n",
    "a: |\n  x\n      \nb: 1\n",
    "a: |\n  x\n \nb: 1\n",
    "a: |\n  x\n # comment\nb: 1\n",
    "a: |\n  x\n  # inside\n# after\nb: 1\n",
    "a: |\n  x\n y\n",
    "a: |\nb: 1\n",
    "a: |\n  no line break",
    "a: |\n  x\n",
    "- |\n  in a list\n- >-\n  folded\n  item\n",
    "k:\n  - id: x\n    input: |\n      Line one\n      Line two\n    next: 1\n",
    "a: >\n  x\n\n\n",
    "a: |\n    four\n  two\n",
    `deep: ${"[".repeat(120)}${"]".repeat(120)}\n`,
    `deep: ${"[".repeat(94)}${"]".repeat(94)}\n`,
    Array.from({ length: 110 }, (_, i) => `${"  ".repeat(i)}k${i}:`).join("\n"),
  ];

  it("reads the shapes it takes and declines the rest, each as the full parser has it", () => {
    for (const text of shapes) expectSame(text);
  });

  // Found by a differential fuzz against the full parser (about 155,000 inputs): each was read
  // differently by the fast path before it declined them.
  it("leaves a quoted '<<' key, a key ending in a Unicode space and an over-long quoted key to the full parser", () => {
    const long = (n: number) => "k".repeat(n);
    const reproducers = [
      "'<<': 1\n",
      '"<<": x\n',
      "'<<':\n  - 1\n",
      "a: {'<<': 1}\n",
      "a: {'<<': [1]}\n",
      "\"\\x3c<\": 1\nb: '<<'\n",
      "a\u00a0: b\n",
      "x: {a\u00a0: 1}\n",
      "1\u3000: x\n",
      `'${long(1023)}': 1\n`,
      `"${long(1030)}": 1\n`,
      `a:\n  '${long(1030)}': 1\n`,
      `a:\n- '${long(1030)}': 1\n`,
      `'${long(1000)}'${" ".repeat(30)}: 1\n`,
    ];
    for (const text of reproducers) {
      const body = text.replace(/\r(?!\n)/g, "\n");
      const read = readPlainYaml(body);
      if (read !== undefined) expectSame(text);
      const fast = parseSource("f.yaml", text);
      const full = parseSourceFully("f.yaml", text);
      expect(fast.ok, text).toBe(full.ok);
      expect(fast.diagnostics, text).toEqual(full.diagnostics);
      if (fast.ok && full.ok) expect(same(fast.source.value, full.source.value), text).toBe(true);
    }
    // Within the limit, a quoted key is still the fast reader's.
    expect(readPlainYaml(`'${long(1022)}': 1\n`)).toBeDefined();
  });

  it("takes a typical suite, and places each case where the full parser does", () => {
    const suite = [
      "suite: demo",
      "defaults:",
      "  system: Be brief.",
      "  generation: {temperature: 0, seed: 42}",
      "cases:",
      "  - id: one",
      "    type: exact",
      "    input: Say hello",
      "    expected: hello",
      "    tags: [smoke, replies]",
      "",
      "  - id: two",
      "    type: json",
      '    input: "Ticket 7 as JSON: go"',
      "    schema:",
      "      type: object",
      "      required: [id]",
      "      properties:",
      "        id: {type: integer}",
      "",
    ].join("\n");
    expect(expectSame(suite)).toBe(true);
    expect(readPlainYaml(suite)?.value).toMatchObject({ cases: [{ id: "one" }, { id: "two" }] });
  });

  it("agrees with the full parser on generated mixtures of all of the above", () => {
    // A fixed pseudo-random sequence, so a failure reproduces.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const pieces = [...scalars, "", "[x, y]", "{k: v}", "|\n  block\n", ">-\n  folded\n  text\n"];
    for (let round = 0; round < 300; round++) {
      const lines: string[] = [];
      const write = (indent: number, depth: number) => {
        const entries = 1 + next(3);
        const asList = next(3) === 0;
        for (let e = 0; e < entries; e++) {
          const pad = " ".repeat(indent);
          const lead = asList ? `${pad}- ` : `${pad}k${next(4)}: `;
          if (depth < 3 && next(3) === 0) {
            lines.push(asList ? `${pad}-` : `${pad}k${e}:`);
            write(indent + 2 + next(2) * 2, depth + 1);
          } else {
            lines.push(`${lead}${pieces[next(pieces.length)]}${next(5) === 0 ? " # c" : ""}`);
          }
          if (next(8) === 0) lines.push(next(2) === 0 ? "" : `${pad}# comment`);
        }
      };
      write(0, 0);
      expectSame(`${lines.join("\n")}\n`);
    }
  });
});

// keyEnd keeps the last line's key for keyOf (a mapping's line is asked up to three times):
// each answer is the one its own line and column give, whatever was asked before.
describe("keyEnd and keyOf: a key read once is never another line's", () => {
  it("answers by line and column, plain, quoted and resolved keys alike", () => {
    const asked: Array<[string, number]> = [
      ["x: 1", 0],
      ["y: 2", 0],
      ["x: 1", 0],
      ["- a: 1", 2],
      ["- a: 1", 0],
      ['"q r": 1', 0],
      ["'q r': 1", 0],
      ["  true: 1", 2],
      ["  0x1f: 1", 2],
      ["no key here", 0],
    ];
    const expected: Array<[number, string | null]> = [
      [1, "x"],
      [1, "y"],
      [1, "x"],
      [3, "a"],
      [-1, null],
      [5, "q r"],
      [5, "q r"],
      [6, "true"],
      [6, "31"],
      [-1, null],
    ];
    for (const round of [0, 1]) {
      const got = asked.map(([line, col]) => {
        const colon = keyEnd(line, col);
        return [colon, colon >= 0 ? keyOf(line, col, colon) : null];
      });
      expect([round, got]).toEqual([round, expected]);
    }
  });
});
