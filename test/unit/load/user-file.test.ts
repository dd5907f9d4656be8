import { describe, expect, it } from "vitest";
import { parseUserFile } from "../../../src/load/user-file.js";

// A JSON file's depth is judged on the parsed value; the text is walked only to name the place.
describe("parseUserFile on deep JSON", () => {
  const nested = (levels: number) => `${"[".repeat(levels - 1)}{"a": 1}${"]".repeat(levels - 1)}`;

  it("takes 100 levels", () => {
    const parsed = parseUserFile("f.json", `{"x": ${nested(99)}}`);
    expect(parsed.ok).toBe(true);
  });

  it("refuses 101 levels, at the first container too deep", () => {
    const text = `{"x": ${nested(99)}, "y": [${nested(100)}]}`;
    const parsed = parseUserFile("f.json", text);
    expect(parsed.ok).toBe(false);
    // root, y, then the 99th `[` of y's value is level 101 (columns count from 1)
    const column = text.indexOf('"y": [') + '"y": ['.length + 99;
    expect(parsed.diagnostics).toEqual([
      {
        file: "f.json",
        line: 1,
        column,
        message: expect.stringMatching(/^nested more than 100 levels deep/),
      },
    ]);
  });
});

// The usual file is parsed natively and walked once (depth and strictness together); every file
// that walk doubts takes the strict path, which must give the same answers as before.
describe("parseUserFile: the one-walk native path and the strict one agree", () => {
  const objects = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

  it("takes objects nested 100 levels and refuses 101, at the 101st", () => {
    expect(parseUserFile("f.json", objects(100)).ok).toBe(true);
    const refused = parseUserFile("f.json", objects(101));
    expect(refused.ok).toBe(false);
    expect(refused.diagnostics).toEqual([
      {
        file: "f.json",
        line: 1,
        column: 501,
        message: expect.stringMatching(/^nested more than 100 levels/),
      },
    ]);
  });

  it("still reports duplicate keys, keeps big integers exact and refuses a byte order mark", () => {
    const duplicate = parseUserFile("f.json", '{"a": {"b": 1, "b": 2}}');
    expect(duplicate.ok).toBe(true);
    expect(duplicate.diagnostics.map((d) => [d.line, d.column, d.message])).toEqual([
      [1, 16, expect.stringMatching(/duplicate/i)],
    ]);
    const big = parseUserFile("f.json", '{"n": 9007199254740993}');
    expect(big.ok && (big.source.value as { n: unknown }).n).toBe(9007199254740993n);
    // only a value read by JSON.parse is said to hold no bigint (the schema rule then skips toPlain)
    expect(big.ok && big.source.bigintFree).toBeFalsy();
    const plain = parseUserFile("f.json", '{"n": 9007199254740991}');
    expect(plain.ok && plain.source.bigintFree).toBe(true);
    const bom = parseUserFile("f.json", '\uFEFF{"a": 1}');
    expect(bom.ok).toBe(false);
  });
});
