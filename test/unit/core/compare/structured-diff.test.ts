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
        "! tool call 2: notify additional",
        "",
        '- [tool call 1] lookup {"id":"7730","v":1}',
        '+ [tool call 1] lookup {"id":7730,"v":1}',
        "+ [tool call 2] notify {}",
      ].join("\n"),
    );
  });

  describe("calls line up as the comparison aligns them, so the notes say what its reason says", () => {
    const geocode = { tool: "maps.geocode", arguments: { query: "Alexanderplatz" }, is_error: false };
    const route = (mode: string) => ({
      tool: "maps.route",
      arguments: { from: "Alexanderplatz", to: "Museum Island", mode },
      is_error: false,
    });
    const notes = (before: object[], after: object[]) =>
      evidenceDiff(
        makeRep(0, { output: "", evidence: { mcp_calls: before as never } }),
        makeRep(0, { output: "", evidence: { mcp_calls: after as never } }),
      )!
        .split("\n\n")[0]!
        .split("\n");

    it("a skipped first call is missing, and the calls after it are not paired by position", () => {
      expect(notes([geocode, route("walking")], [route("walking")])).toEqual([
        "! mcp call 1: maps.geocode missing",
      ]);
    });

    it("an additional call is named so; a call after it that differs keeps both positions", () => {
      expect(notes([route("walking")], [geocode, route("driving")])).toEqual([
        "! mcp call 1: maps.geocode additional",
        '! mcp call 1 (now 2) maps.route, argument mode: "walking" → "driving"',
      ]);
      expect(notes([geocode, route("walking")], [route("driving")])).toEqual([
        "! mcp call 1: maps.geocode missing",
        '! mcp call 2 (now 1) maps.route, argument mode: "walking" → "driving"',
      ]);
    });

    it("calls that do not line up again pair by position; the surplus is missing at the end", () => {
      expect(notes([geocode, geocode], [route("walking")])).toEqual([
        "! mcp call 1: maps.geocode → maps.route",
        "! mcp call 2: maps.geocode missing",
      ]);
    });

    it("tool calls align the same way", () => {
      const diff = evidenceDiff(
        makeRep(0, {
          output: "",
          evidence: {
            tool_calls: [
              { name: "lookup_order", arguments: { order_id: "7730" } },
              { name: "refund", arguments: { order_id: "7730" } },
            ],
          },
        }),
        makeRep(0, {
          output: "",
          evidence: { tool_calls: [{ name: "refund", arguments: { order_id: "7730" } }] },
        }),
      )!;
      expect(diff.split("\n\n")[0]).toBe("! tool call 1: lookup_order missing");
    });
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
