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
