import { describe, expect, it } from "vitest";
import { evidenceDiff, jsonPaths, wordExcerpt } from "../../../../src/core/compare/structured-diff.js";
import { makeRep } from "../../../helpers/make-run.js";

describe("structured diffs", () => {
  it("JSON: the paths that differ, then the pretty-printed diff in the baseline's member order", () => {
    const before = { shipping: { city: "Berlin", postcode: "10119" }, items: 2, status: "new" };
    const after = { status: "new", items: 2, shipping: { city: "Berlin" }, tags: ["a"] };
    const diff = evidenceDiff(
      makeRep(0, { output: JSON.stringify(before), evidence: { json: before } }),
      makeRep(0, { output: JSON.stringify(after), evidence: { json: after } }),
    )!;
    const [notes, body] = diff.split("\n\n");
    expect(notes).toBe('! shipping.postcode: "10119" → (missing)\n! tags: (missing) → ["a"]');
    // Reordered members are no diff line; the removed member and the new one are.
    expect(body).toContain('-     "postcode": "10119"');
    expect(body).toContain('+   "tags": [');
    expect(body).not.toMatch(/^[-+] {3}"items"/m);
  });

  it("paths through arrays and odd keys", () => {
    expect(jsonPaths({ a: [1, { "b c": true }] }, { a: [1, { "b c": false }, 3] }, "")).toEqual([
      'a[1]["b c"]: true → false',
      "a[2]: (missing) → 3",
    ]);
    expect(jsonPaths(1, "1", "")).toEqual(['(root): 1 → "1"']);
  });

  it("tool calls: one per line, the differing argument named", () => {
    const diff = evidenceDiff(
      makeRep(0, {
        output: "",
        evidence: { tool_calls: [{ name: "lookup", arguments: { id: "7730", v: 1 } }] },
      }),
      makeRep(0, {
        output: "",
        evidence: {
          tool_calls: [
            { name: "lookup", arguments: { id: 7730, v: 1 } },
            { name: "notify", arguments: {} },
          ],
        },
      }),
    )!;
    expect(diff).toBe(
      [
        '! tool call 1 lookup, argument id: "7730" → 7730',
        "! tool call 2: (none) → notify",
        "",
        '- [tool call 1] lookup {"id":"7730","v":1}',
        '+ [tool call 1] lookup {"id":7730,"v":1}',
        "+ [tool call 2] notify {}",
      ].join("\n"),
    );
  });

  it("long text: a word-level excerpt around the first difference, wrapped", () => {
    const lead = "word ".repeat(60);
    const words = wordExcerpt(
      `${lead}the parcel goes to Berlin on Friday`,
      `${lead}the parcel goes to Paris on Friday`,
    )!;
    expect(words).toMatch(/^words: …/);
    expect(words).toContain("[-Berlin-]{+Paris+}");
    for (const line of words.split("\n")) expect(line.length).toBeLessThanOrEqual(110);
    // Short lines are shown whole by the line diff: no excerpt.
    expect(wordExcerpt("a short answer", "a short reply")).toBeNull();
  });
});
