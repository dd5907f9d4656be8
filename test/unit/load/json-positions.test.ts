import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../../src/core/diagnostics.js";
import { JsonTextMap } from "../../../src/load/json-positions.js";
import type { Path } from "../../../src/load/position.js";
import type { SourceFile } from "../../../src/load/source-file.js";
import { validateSuiteFile } from "../../../src/load/suite.js";
import { parseUserFile } from "../../../src/load/user-file.js";
import { parseSource } from "../../../src/load/yaml-source.js";

// The JSON source map reads positions from the text on demand; the YAML source map (JSON is
// YAML) is the reference it must agree with, path by path.

function yamlMap(text: string): SourceFile {
  const parsed = parseSource("f.json", text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.diagnostics));
  return parsed.source;
}

function jsonMap(text: string): SourceFile {
  const parsed = parseUserFile("f.json", text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.diagnostics));
  return parsed.source;
}

/** Every written path, and a few that are not written under each of them. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  const out: Path[] = [at, [...at, "missing"], [...at, 0], [...at, 99], [...at, "0"]];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) out.push(...pathsOf(v, [...at, i]));
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...at, k]));
  }
  return out;
}

function expectSameAsYaml(text: string): void {
  const reference = yamlMap(text);
  const map = jsonMap(text);
  for (const path of pathsOf(map.value)) {
    expect([path, map.at(path), map.keyAt(path), map.has(path)]).toEqual([
      path,
      reference.at(path),
      reference.keyAt(path),
      reference.has(path),
    ]);
  }
}

describe("JSON positions", () => {
  it("agree with the YAML source map on every path of a pretty-printed document", () => {
    expectSameAsYaml(
      JSON.stringify(
        {
          suite: "s",
          cases: [
            { id: "a", type: "exact", input: "x", expected: "y", tags: ["t1", "t2"] },
            { id: "b", schema: { type: "object", properties: { n: { type: "integer" } } }, empty: {} },
            [],
            { "1": "integer-like key", b: [1, -2.5e-3, true, false, null] },
          ],
        },
        null,
        2,
      ),
    );
  });

  it("agree on compact text, CRLF line breaks, tabs and escaped keys and strings", () => {
    expectSameAsYaml('{"a":{"b":[1,{"c":"x"}]},"d":"\\u0041"}');
    expectSameAsYaml('{"a":\r\n  {"b": [1, {"c":\t"x"}]},\r\n"d": "\\u0041"}');
    expectSameAsYaml('{"a\\"b": {"": [[]]}, "k\\\\": "]}\\"{[", "\\u0078": {"y": "\\\\"}}');
    expectSameAsYaml('\n\n   [ {"k": 1} , 2 ,\n\n "x"]  \n');
  });

  it("count a lone CR as a line break, as the strict parser's messages do", () => {
    const map = new JsonTextMap('{"a":\r"x",\r"b": [1,\r2]}');
    expect(map.at(["b", 1])).toEqual({ line: 4, column: 1 });
    expect(map.keyAt(["b"])).toEqual({ line: 3, column: 1 });
  });

  it("point at the key of a member, the item of a list, and the nearest written ancestor", () => {
    const map = new JsonTextMap('{\n  "cases": [\n    {"id": "a", "x": {"y": 1}}\n  ]\n}');
    expect(map.keyAt(["cases", 0, "x"])).toEqual({ line: 3, column: 17 });
    expect(map.at(["cases", 0, "x"])).toEqual({ line: 3, column: 22 });
    expect(map.keyAt(["cases", 0])).toEqual({ line: 3, column: 5 });
    expect(map.at(["cases", 0, "x", "nope", "deeper"])).toEqual({ line: 3, column: 22 });
    expect(map.has(["cases", 0, "x", "y"])).toBe(true);
    expect(map.has(["cases", 0, "x", "z"])).toBe(false);
    expect(map.has(["cases", "0"])).toBe(false); // a list is indexed by numbers only
  });

  it("place every item of a top-level list at once, the same as one path at a time", () => {
    const text =
      '{"x": {"cases": [9]},\n "cases": [\n  {"id": "a"},\n\n    [1, {"cases": [2]}], 3\n], "n": 1}';
    const all = new JsonTextMap(text);
    const reference = yamlMap(text);
    const paths: Path[] = [0, 1, 2, 0, 3, -1, 9].map((i) => ["cases", i]);
    paths.push(["x", 0], ["n", 0], ["x", "cases", 0], ["cases", 1, 1, "cases", 0]);
    for (const path of paths) expect([path, all.at(path)]).toEqual([path, reference.at(path)]);
    expect([0, 1, 2].map((i) => all.at(["cases", i]))).toEqual([
      { line: 3, column: 3 },
      { line: 5, column: 5 },
      { line: 5, column: 26 },
    ]);
    // a position handed out is the caller's: changing it changes no later answer
    all.at(["cases", 0]).line = 99;
    expect(all.at(["cases", 0])).toEqual({ line: 3, column: 3 });
    expect(new JsonTextMap("[[1], [2]]").at(["0", 0])).toEqual({ line: 1, column: 1 });
  });

  it("place the items after a container too large for the one-search skip (the walk takes over)", () => {
    // Five million escaped quotes overflow the search's backtracking stack; the walk goes on.
    const huge = '\\"'.repeat(5e6);
    const map = new JsonTextMap(`{"cases": [{"id":"a","s":"${huge}"},\n {"id":"b"}]}`);
    expect(map.at(["cases", 1])).toEqual({ line: 2, column: 2 });
    expect(map.at(["cases", 0])).toEqual({ line: 1, column: 12 });
  });

  it("give real positions where the YAML parser cannot read the JSON (a leading tab)", () => {
    const source = jsonMap('\t{"a": [1, 2]}');
    expect(source.at(["a", 1])).toEqual({ line: 1, column: 12 });
    expect(source.has(["a"])).toBe(true);
  });
});

describe("JSON suites: diagnostics placed from the text", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "modelgate-positions-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("names the line, column, case and field of a problem in a pretty-printed suite", async () => {
    const path = join(dir, "suite.json");
    const suite = {
      suite: "s",
      cases: [
        { id: "ok", type: "exact", input: "x", expected: "y" },
        { id: "bad", type: "exact", input: "x", expected: "y", expeted: "z" },
      ],
    };
    await writeFile(path, JSON.stringify(suite, null, 2));
    const list = (await validateSuiteFile(path)).map((d) => formatDiagnostic(d).slice(path.length));
    expect(list).toEqual([expect.stringMatching(/^:15:7: case 'bad': field 'expeted': unknown field/)]);
  });

  it("refuses nesting deeper than YAML files may have, at the same place as in YAML", async () => {
    let deep = "1";
    for (let i = 0; i < 101; i++) deep = `[${deep}]`;
    const text = `{"suite": "s", "cases": [], "x": ${deep}}`;
    const json = parseUserFile("f.json", text);
    const yaml = parseSource("f.json", text);
    expect(json.ok).toBe(false);
    expect(json.diagnostics).toEqual(yaml.diagnostics);
    expect(json.diagnostics[0]?.message).toMatch(/^nested more than 100 levels deep/);
  });
});

describe("JSON positions over long text", () => {
  it("skip strings holding quotes, runs of backslashes and brackets", () => {
    const tricky = ['a\\"b', "\\\\", '\\\\\\"', "]}[{", "x".repeat(5000)];
    const text = JSON.stringify({ cases: tricky.map((s, i) => ({ id: `c${i}`, s, n: [[i]] })), after: 1 });
    expectSameAsYaml(text);
  });
});

describe("JSON positions of containers nested deep and shallow", () => {
  it("place the items after a case nested deeper than one search matches, as the walk does", () => {
    let deep: unknown = { leaf: ']}\\"[{' };
    for (let i = 0; i < 12; i++) deep = i % 2 === 0 ? [deep, i] : { k: deep, 'q"}': "{[" };
    const cases = [
      { id: "a", n: [[["x"]]] },
      { id: "deep", deep },
      { id: "b", s: '\\"]', o: { p: { q: { r: { s: { t: { u: "v" } } } } } } },
      { id: "c", o: { p: { q: { r: { s: { t: { u: { w: "x" } } } } } } } },
    ];
    const text = JSON.stringify({ suite: "s", cases, after: [deep] }, null, 1);
    expectSameAsYaml(text);
    const compact = JSON.stringify({ cases });
    const map = new JsonTextMap(compact);
    for (const [i, c] of cases.entries()) {
      const start = compact.indexOf(`{"id":"${c.id}"`);
      expect(map.at(["cases", i])).toEqual({ line: 1, column: start + 1 });
    }
  });
});
