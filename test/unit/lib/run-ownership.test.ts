import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../../src/lib/index.js";

const dir = join(import.meta.dirname, "../../fixtures/modeldiff");

/** Every object or list in the value that is frozen, by path. */
function frozenPaths(value: unknown, path: string, out: string[]): string[] {
  if (typeof value !== "object" || value === null) return out;
  if (Object.isFrozen(value)) out.push(path);
  for (const [key, member] of Object.entries(value)) frozenPaths(member, `${path}.${key}`, out);
  return out;
}

describe("the library's run()", () => {
  it("returns results its caller may change: no member is a shared frozen one", async () => {
    const [result] = await run({
      suites: ["suite.yaml"],
      configs: ["configs/baseline.yaml"],
      plugins: ["checks.mjs"],
      cwd: dir,
    });
    const cases = result!.cases;
    // The fixture has empty tags, warnings, details and metadata: the members that are shared inside.
    expect(cases.some((c) => c.tags.length === 0)).toBe(true);
    expect(cases.some((c) => c.repetitions.some((r) => Object.keys(r.details).length === 0))).toBe(true);
    expect(frozenPaths(cases, "cases", [])).toEqual([]);
    for (const c of cases) {
      c.tags.push("reviewed");
      for (const r of c.repetitions) {
        r.warnings.push("annotated");
        r.details.note = "seen";
        r.provider_metadata.note = "seen";
      }
    }
    expect(cases.every((c) => c.tags.at(-1) === "reviewed")).toBe(true);
  });
});
