import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDiagnostic, InputError } from "../../../src/core/diagnostics.js";
import { detectFileKind, kindOf, writtenKindOf, writtenKindOfFile } from "../../../src/load/file-kind.js";
import { loadRecorded } from "../../../src/load/recorded.js";
import { loadSuite } from "../../../src/load/suite.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-file-kind-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const SUITE = "suite: s\ncases:\n  - id: a\n    type: exact\n    input: hi\n    expected: hello\n";

async function messages(load: Promise<unknown>): Promise<string[]> {
  try {
    await load;
  } catch (error) {
    if (error instanceof InputError) return error.diagnostics.map(formatDiagnostic);
    throw error;
  }
  return [];
}

describe("detectFileKind hands the loader the file it parsed", () => {
  it("tells each kind apart by its top-level fields", async () => {
    const files: Array<[string, string, string]> = [
      ["k-suite.yaml", SUITE, "suite"],
      ["k-config.yaml", "id: c\nprovider: ollama\nmodel: m\n", "config"],
      ["k-recorded.json", '{"outputs": {"a": "hello"}}', "recorded"],
      ["k-result.json", '{"format": "modelgate.run/v2"}', "result"],
      ["k-comparison.json", '{"format": "modelgate.compare/v1"}', "comparison"],
      ["k-broken.yaml", "a: [", "suite"],
      ["k-missing.yaml", "", "suite"],
    ];
    for (const [name, text, kind] of files) {
      if (name !== "k-missing.yaml") await writeFile(join(dir, name), text);
      expect((await detectFileKind(name, join(dir, name))).kind, name).toBe(kind);
    }
  });

  it("a suite loads from the parsed document without reading the file again", async () => {
    await writeFile(join(dir, "once.yaml"), SUITE);
    const { kind, document } = await detectFileKind("once.yaml", join(dir, "once.yaml"));
    expect(kind).toBe("suite");
    await rm(join(dir, "once.yaml")); // a second read would now fail: "file not found"
    const suite = await loadSuite("once.yaml", { cwd: dir, document });
    expect(suite.cases.map((c) => c.id)).toEqual(["a"]);
    expect(suite.cases[0]!.source).toEqual({ file: "once.yaml", line: 3, column: 5 });
  });

  it("recorded outputs load from the parsed document too", async () => {
    const path = join(dir, "rec.json");
    await writeFile(path, '{"outputs": {"a": "hello"}}');
    const { kind, document } = await detectFileKind(path, path);
    expect(kind).toBe("recorded");
    await rm(path);
    expect([...(await loadRecorded(path, document)).keys()]).toEqual(["a"]);
  });

  it("a document parsed under another name is not used: the loader reads the file as it names it", async () => {
    await writeFile(join(dir, "named.yaml"), SUITE);
    const { document } = await detectFileKind(join(dir, "named.yaml"), join(dir, "named.yaml"));
    await rm(join(dir, "named.yaml"));
    expect(await messages(loadSuite("named.yaml", { cwd: dir, document }))).toEqual([
      "named.yaml: file not found",
    ]);
  });

  it("a file that could not be read reports it as the loader would", async () => {
    const { kind, document } = await detectFileKind("gone.yaml", join(dir, "gone.yaml"));
    expect(kind).toBe("suite");
    expect(await messages(loadSuite("gone.yaml", { cwd: dir, document }))).toEqual([
      "gone.yaml: file not found",
    ]);
  });
});

describe("a mapping nothing identifies is no ModelGate file, not a suite with mistakes", () => {
  const NOT_OURS =
    "not a ModelGate file: a suite has 'suite' and 'cases', a run configuration 'id' and 'provider', recorded outputs 'outputs', a result or comparison file 'format'";

  it.each([
    ["rec-no-outputs.json", '{"a": "hi"}', 1, 1],
    ["empty-map.yaml", "{}\n", 1, 1],
    ["commented.yaml", "# recorded\nb: hello\n", 2, 1],
  ])("%s is refused saying what each kind has", async (name, text, line, column) => {
    await writeFile(join(dir, name), text);
    expect(await messages(detectFileKind(name, join(dir, name)))).toEqual([
      `${name}:${line}:${column}: ${NOT_OURS}`,
    ]);
  });

  it("a file with 'suite' or 'cases' is still a suite, its mistakes a suite's", () => {
    expect(kindOf({ cases: [] })).toBe("suite");
    expect(kindOf({ suite: "s", inptu: 1 })).toBe("suite");
    expect(kindOf({ a: "hi" })).toBeUndefined();
  });
});

describe("a result or comparison told by its first bytes", () => {
  it("names the kind kindOf gives for ModelGate's own opening, and nothing for any other", () => {
    const openings: Array<[string, "result" | "comparison" | undefined]> = [
      ['{"format":"modelgate.run/v2","suite":', "result"],
      ['{\n  "format": "modelgate.run/v1",\n', "result"],
      [' \r\n\t{ "format" : "modelgate.compare/v1"', "comparison"],
      ['{"format":"modeldiff.run/v1"', "result"],
      ['{"suite":{"name":"x"},"format":"modelgate.run/v2"', undefined], // not first: read whole
      ['\ufeff{"format":"modelgate.run/v2"', undefined], // a byte order mark: the reader says so
      ['{"format":"modelgate.runs/v2"', undefined],
      ['{"Format":"modelgate.run/v2"', undefined],
      ['{"format":"modelgate.run', undefined],
      ["format: modelgate.run/v2", undefined], // YAML
      ["", undefined],
    ];
    for (const [head, kind] of openings) {
      expect(writtenKindOf(head), head).toBe(kind);
      // Where the opening names a kind, the document's `format` names the same.
      if (kind !== undefined) {
        const format = /"format"\s*:\s*"([^"]*)"/.exec(head)?.[1];
        expect(kindOf({ format }), head).toBe(kind);
      }
    }
  });

  it("reads no more than the opening, and a file it cannot read is left to the loader", async () => {
    const path = join(dir, "big-result.json");
    await writeFile(path, `{"format":"modelgate.compare/v1",${'"x":"y",'.repeat(100_000)}"z":0}`);
    expect(await writtenKindOfFile(path)).toBe("comparison");
    expect(await writtenKindOfFile(join(dir, "gone.json"))).toBeUndefined();
    expect(await writtenKindOfFile(dir)).toBeUndefined(); // a folder
  });
});
