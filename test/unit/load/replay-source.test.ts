import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { InputError } from "../../../src/core/diagnostics.js";
import { renderRunJson } from "../../../src/core/report/run-json.js";
import { loadReplaySource } from "../../../src/load/replay-source.js";
import { makeRun } from "../../helpers/make-run.js";

// review-github #10: a symbolic link inside a replay `outputs:` folder must not serve a file from
// outside the repository; each entry is confined after following its links, as corpus files are.

const scratch = mkdtempSync(path.join(tmpdir(), "mg-replay-folder-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const repo = path.join(scratch, "repo");
const outside = path.join(scratch, "outside");
mkdirSync(path.join(repo, ".git"), { recursive: true });
mkdirSync(path.join(repo, "s", "rec"), { recursive: true });
mkdirSync(outside, { recursive: true });
const result = (suite: string) =>
  renderRunJson(makeRun([{ id: "a", output: "x" }], { suite: { name: suite } }));

describe("loadReplaySource: a folder's entries stay inside the repository", () => {
  it("refuses a link to a result file outside the repository, naming the entry", async () => {
    writeFileSync(path.join(outside, "secret-result.json"), result("secret"));
    symlinkSync(path.join(outside, "secret-result.json"), path.join(repo, "s", "rec", "x.json"));
    const loading = loadReplaySource(path.join(repo, "s", "rec"));
    await expect(loading).rejects.toThrow(InputError);
    await expect(loading).rejects.toThrow(
      /x\.json[\s\S]*recorded outputs 'x\.json' in the replay folder resolves outside the repository root/,
    );
    rmSync(path.join(repo, "s", "rec", "x.json"));
  });

  it("serves a link to a result file elsewhere inside the repository", async () => {
    writeFileSync(path.join(repo, "s", "kept.json"), result("kept"));
    symlinkSync(path.join(repo, "s", "kept.json"), path.join(repo, "s", "rec", "y.json"));
    const source = await loadReplaySource(path.join(repo, "s", "rec"));
    expect(source.forSuite("kept")?.file).toBe(path.join(repo, "s", "rec", "y.json"));
  });
});

describe("loadReplaySource: what it serves, for validate to describe", () => {
  it("a folder lists its result files by suite; other JSON files in it are skipped", async () => {
    const folder = path.join(repo, "s", "served");
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "b.json"), result("beta"));
    writeFileSync(path.join(folder, "a.json"), result("alpha"));
    writeFileSync(path.join(folder, "notes.json"), JSON.stringify({ outputs: { a: "x" } }));
    const source = await loadReplaySource(folder);
    expect(source.kind).toBe("folder");
    if (source.kind !== "folder") return;
    expect([...source.bySuite.keys()]).toEqual(["alpha", "beta"]);
    expect(source.forSuite("gamma")).toBeNull();
  });

  it("one file serves its recordings to every suite", async () => {
    const file = path.join(repo, "s", "one.json");
    writeFileSync(file, result("one"));
    const source = await loadReplaySource(file);
    expect(source.kind).toBe("file");
    if (source.kind !== "file") return;
    expect([...source.recordings.keys()]).toEqual(["a"]);
    expect(source.forSuite("any")?.recordings).toBe(source.recordings);
  });
});
