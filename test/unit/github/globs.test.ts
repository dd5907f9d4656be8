import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { expandSuites, globToRegExp } from "../../../src/github/globs.js";

function tree(files: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), "mg-glob-"));
  for (const f of files) {
    mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    writeFileSync(path.join(root, f), "");
  }
  return root;
}

describe("globToRegExp", () => {
  it("`**/` spans any folders (also none), `*` and `?` stay in one, `{a,b}` alternates", () => {
    const re = globToRegExp("suites/**/*.{yaml,yml}");
    expect(re.test("suites/a.yaml")).toBe(true);
    expect(re.test("suites/x/y/b.yml")).toBe(true);
    expect(re.test("suites/x/b.json")).toBe(false);
    expect(globToRegExp("suites/*.yaml").test("suites/x/a.yaml")).toBe(false);
    expect(globToRegExp("s?.yaml").test("s1.yaml")).toBe(true);
    expect(globToRegExp("a.b").test("axb")).toBe(false);
  });
});

describe("expandSuites", () => {
  it("expands patterns in order, sorted within a pattern, without duplicates, skipping node_modules", async () => {
    const root = tree([
      "suites/b/suite.yaml",
      "suites/a/suite.yaml",
      "suites/a/notes.md",
      "node_modules/x/suite.yaml",
      "extra.yaml",
    ]);
    const found = await expandSuites(["extra.yaml", "**/suite.yaml", "suites/a/suite.yaml"], root);
    expect(found).toEqual(["extra.yaml", "suites/a/suite.yaml", "suites/b/suite.yaml"]);
  });

  it("braces, classes and dot-files as picomatch has them (`*` skips dot-files)", async () => {
    const root = tree([
      "suites/a/suite.yaml",
      "suites/b/suite.yaml",
      "suites/c/suite.yaml",
      "suites/.draft.yaml",
      "suites/x.yaml",
      "suites/.hidden/suite.yaml",
    ]);
    expect(await expandSuites(["suites/{a,b}/suite.yaml"], root)).toEqual([
      "suites/a/suite.yaml",
      "suites/b/suite.yaml",
    ]);
    expect(await expandSuites(["suites/[bc]/suite.yaml"], root)).toEqual([
      "suites/b/suite.yaml",
      "suites/c/suite.yaml",
    ]);
    expect(await expandSuites(["suites/*.yaml"], root)).toEqual(["suites/x.yaml"]);
    expect(await expandSuites(["suites/**/suite.yaml"], root)).toEqual([
      "suites/a/suite.yaml",
      "suites/b/suite.yaml",
      "suites/c/suite.yaml",
    ]);
  });

  it("reports every pattern that matches nothing and every missing file at once", async () => {
    const root = tree(["suites/a.yaml"]);
    await expect(expandSuites(["suites/*.json", "missing.yaml", "suites/a.yaml"], root)).rejects.toThrow(
      /'suites\/\*\.json' matches no file.*\n.*missing\.yaml does not exist/s,
    );
  });

  // review-action #11: the message names the real cause and the input to fix.
  it("a folder given as a suite is said to be one, with the glob that names its suites", async () => {
    const root = tree(["suites/gate/suite.yaml"]);
    for (const given of ["suites/gate", "suites/gate/"]) {
      await expect(expandSuites([given], root)).rejects.toThrow(
        `input 'suites': ${given} is a folder, not a suite file; name its suites with a glob such as suites/gate/*.yaml`,
      );
    }
  });

  it("a working-directory that does not exist is named, not each suite under it", async () => {
    const root = tree(["suites/gate/suite.yaml"]);
    const nope = path.join(root, "nope");
    await expect(expandSuites(["suites/gate/suite.yaml"], nope)).rejects.toThrow(
      new RegExp(`^input 'working-directory': ${nope} does not exist$`),
    );
    await expect(
      expandSuites(["suites/gate/suite.yaml"], path.join(root, "suites/gate/suite.yaml")),
    ).rejects.toThrow(
      "input 'working-directory': " + path.join(root, "suites/gate/suite.yaml") + " is not a folder",
    );
  });
});
