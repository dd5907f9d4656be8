import { mkdir, mkdtemp, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InputError } from "../../../src/core/diagnostics.js";
import { loadCorpus } from "../../../src/retrieval/corpus.js";

async function folder(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "mg-corpus-"));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(root, path, ".."), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

async function jsonl(text: string): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), "mg-corpus-")), "docs.jsonl");
  await writeFile(file, text);
  return file;
}

async function inputError(promise: Promise<unknown>): Promise<InputError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InputError);
  return error as InputError;
}

describe("corpus folder", () => {
  it("gives one document per file, ids relative paths with '/', sorted, hidden entries skipped", async () => {
    const root = await folder({
      "station-accessibility.md": "Lifts at Berlin Hbf",
      "berlin/transit-2026.md": "U5 runs to Hauptbahnhof",
      "berlin/transit-2024.md": "U55 shuttle",
      "Zoo.md": "Zoologischer Garten",
      ".git/config": "[core]",
      "berlin/.draft.md": "not ready",
    });
    await symlink(join(root, "berlin"), join(root, "linked-folder"));
    await symlink(join(root, "Zoo.md"), join(root, "zoo-link.md"));
    const docs = await loadCorpus({ kind: "folder", path: root });
    expect(docs.map((d) => d.id)).toEqual([
      "Zoo.md",
      "berlin/transit-2024.md",
      "berlin/transit-2026.md",
      "station-accessibility.md",
      "zoo-link.md",
    ]);
    expect(docs[2]).toEqual({ id: "berlin/transit-2026.md", text: "U5 runs to Hauptbahnhof" });
  });

  it("rejects a missing folder and an empty one, naming the path", async () => {
    const missing = await inputError(loadCorpus({ kind: "folder", path: "/nonexistent/corpus" }));
    expect(missing.message).toContain("/nonexistent/corpus: corpus: cannot read the folder");
    const empty = await folder({ ".hidden": "x" });
    expect((await inputError(loadCorpus({ kind: "folder", path: empty }))).message).toContain(
      "corpus: the folder holds no documents",
    );
  });
});

describe("corpus text must be UTF-8", () => {
  it("refuses a folder document that is not UTF-8 at its first bad byte, and drops a byte order mark", async () => {
    const root = await folder({ "ok.md": "\uFEFFLifts" });
    await writeFile(join(root, "latin1.md"), Buffer.from("Stra\xdfe\nM\xfcller", "latin1"));
    const error = await inputError(loadCorpus({ kind: "folder", path: root }));
    expect(error.diagnostics).toEqual([
      {
        file: join(root, "latin1.md"),
        line: 1,
        column: 5,
        message: "corpus: document 'latin1.md' is not valid UTF-8 text",
      },
    ]);
    await writeFile(join(root, "latin1.md"), "Strasse");
    expect(await loadCorpus({ kind: "folder", path: root })).toEqual([
      { id: "latin1.md", text: "Strasse" },
      { id: "ok.md", text: "Lifts" },
    ]);
  });

  it("refuses a JSONL file that is not UTF-8, at the line of the first bad byte", async () => {
    const file = await jsonl("");
    await writeFile(
      file,
      Buffer.concat([
        Buffer.from('{"id":"a","text":"x"}\n{"id":"b","text":"'),
        Buffer.from([0xff]),
        Buffer.from('"}\n'),
      ]),
    );
    const error = await inputError(loadCorpus({ kind: "jsonl", path: file }));
    expect(error.diagnostics).toEqual([
      { file, line: 2, column: 19, message: "corpus: file is not valid UTF-8 text" },
    ]);
  });
});

describe("corpus JSONL", () => {
  it("gives one document per non-blank line in file order, ignoring other members", async () => {
    const file = await jsonl(
      '\uFEFF{"id":"berlin-transit-2026","text":"U5 to Hbf","source":"bvg"}\n\n{"id":"station-accessibility","text":"Lifts"}\r\n',
    );
    expect(await loadCorpus({ kind: "jsonl", path: file })).toEqual([
      { id: "berlin-transit-2026", text: "U5 to Hbf" },
      { id: "station-accessibility", text: "Lifts" },
    ]);
  });

  it("reports every bad line at once with its line number and field", async () => {
    const file = await jsonl(
      [
        '{"id":"a","text":"one"}',
        '{"id":"b","text":',
        '["not","an","object"]',
        '{"text":"no id"}',
        '{"id":"c","text":7}',
        '{"id":"a","text":"again"}',
        '{"id":"d","text":"x","id":"e"}',
      ].join("\n"),
    );
    const error = await inputError(loadCorpus({ kind: "jsonl", path: file }));
    expect(error.diagnostics.map((d) => [d.line, d.field ?? null])).toEqual([
      [2, null],
      [3, null],
      [4, "id"],
      [5, "text"],
      [6, "id"],
      [7, null],
    ]);
    expect(error.message).toContain(`${file}:2:`);
    expect(error.message).toContain(`${file}:6:1: field 'id': duplicate document id 'a' (first on line 1)`);
    expect(error.message).toContain(`${file}:5:1: field 'text': expected a string`);
    expect(error.diagnostics[5]!.message).toContain('duplicate key "id"');
  });

  it("rejects a file with no documents", async () => {
    const file = await jsonl("\n  \n");
    expect((await inputError(loadCorpus({ kind: "jsonl", path: file }))).message).toContain(
      "the file holds no documents",
    );
  });
});
