import { readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// vitest.config.ts runs test/unit/ and test/acceptance/ only: a test file anywhere else in test/
// (test/inference has its own runner) would never run, and nothing would say so.
const TEST = resolve(import.meta.dirname, "..");

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(path);
    return /\.test\.[cm]?[jt]s$/.test(entry.name) ? [relative(TEST, path)] : [];
  });
}

describe("the test layout", () => {
  it("every test file is in a vitest project (test/unit, test/acceptance) or in test/inference", () => {
    const stray = testFiles(TEST).filter(
      (f) => !/^(unit|acceptance|inference)\//.test(f.split("\\").join("/")),
    );
    expect(stray).toEqual([]);
  });
});
