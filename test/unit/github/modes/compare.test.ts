import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ArtifactClient, ArtifactRef } from "../../../../src/github/artifacts.js";
import { bothRoles, sameFile } from "../../../../src/github/modes/compare.js";
import type { WrittenRun } from "../../../../src/github/run-suites.js";
import { downloadAndMergeParts, uploadPart } from "../../../../src/github/shard.js";
import { makeRun } from "../../../helpers/make-run.js";

// `config` and `baseline-config` naming the same file: one run stands for both sides. A shard leg
// then uploads that run once, and the merge job still sees a baseline and a candidate.

const scratch = mkdtempSync(path.join(tmpdir(), "modelgate-self-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** An artifact service in a folder: uploads are copied, listed and downloaded back. */
function folderArtifacts(
  root: string,
): ArtifactClient & { uploads: Array<{ name: string; files: string[] }> } {
  const uploads: Array<{ name: string; files: string[] }> = [];
  return {
    uploads,
    upload: async (name, files) => {
      if (new Set(files).size !== files.length) throw new Error(`duplicate file in artifact ${name}`);
      uploads.push({ name, files });
      mkdirSync(path.join(root, name), { recursive: true });
      for (const f of files) copyFileSync(f, path.join(root, name, path.basename(f)));
    },
    listCurrentRun: async (): Promise<ArtifactRef[]> => uploads.map((u, i) => ({ id: i + 1, name: u.name })),
    downloadCurrentRun: async (id, dir) => {
      const { name, files } = uploads[id - 1]!;
      for (const f of files)
        copyFileSync(path.join(root, name, path.basename(f)), path.join(dir, path.basename(f)));
    },
    downloadFromRun: async () => {
      throw new Error("not used");
    },
  };
}

describe("the same configuration on both sides", () => {
  it("sameFile compares resolved paths", () => {
    expect(sameFile("/w", "configs/a.yaml", "./configs/a.yaml")).toBe(true);
    expect(sameFile("/w", "configs/a.yaml", "/w/configs/a.yaml")).toBe(true);
    expect(sameFile("/w", "configs/a.yaml", "configs/b.yaml")).toBe(false);
  });

  it("a shard leg uploads the run once; the merge job pairs it with itself", async () => {
    const result = makeRun([
      { id: "a", output: "x" },
      { id: "b", output: "y" },
    ]);
    const run: WrittenRun = {
      suite: result.suite.name,
      suiteFile: "suite.yaml",
      configId: result.config.id,
      result,
      file: path.join(scratch, "results", "001-run.json"),
    };
    const artifacts = folderArtifacts(path.join(scratch, "service"));
    await uploadPart(
      artifacts,
      "default",
      { index: 1, count: 1 },
      bothRoles(run),
      path.join(scratch, "part"),
    );
    expect(artifacts.uploads).toHaveLength(1);
    expect(artifacts.uploads[0]!.files.map((f) => path.basename(f)).sort()).toEqual([
      "001-run.json",
      "modelgate-part.json",
    ]);
    const merged = await downloadAndMergeParts(artifacts, "default", path.join(scratch, "merged"));
    expect(merged.matrix).toBe(true);
    expect(merged.runs.map((r) => r.role).sort()).toEqual(["baseline", "candidate"]);
    expect(merged.runs[0]!.result.cases.map((c) => c.id)).toEqual(["a", "b"]);
  });
});
