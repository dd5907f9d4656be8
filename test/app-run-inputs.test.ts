import { copyFile, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadRunInputs } from "../src/app/run.js";
import { InputError } from "../src/core/diagnostics.js";

const FIXTURES = join(import.meta.dirname, "fixtures", "modeldiff");

describe("loadRunInputs: configs that clash", () => {
  it("a second config with a used id is reported at its `id` key, field 'id'", async () => {
    const dir = await mkdtemp(join(tmpdir(), "modelgate-ids-"));
    const other = join(dir, "other.yaml");
    // Recorded outputs must lie inside the config's repository root (docs/security.md): copy them beside it.
    const outputs = join(dir, "candidate.json");
    await copyFile(join(FIXTURES, "recorded", "candidate.json"), outputs);
    await writeFile(
      other,
      `# the same id as baseline.yaml\n\nprovider: replay\nid: baseline-q8\noutputs: ${outputs}\n`,
    );
    const error = await loadRunInputs({
      suites: [join(FIXTURES, "suite.yaml")],
      configs: [join(FIXTURES, "configs", "baseline.yaml"), other],
      tags: [],
      plugins: [join(FIXTURES, "checks.mjs")],
      env: {},
      cwd: process.cwd(),
      signal: new AbortController().signal,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    const [d] = (error as InputError).diagnostics;
    expect(d).toMatchObject({ file: other, line: 4, column: 1, field: "id" });
    expect(d?.message).toMatch(/^config id 'baseline-q8' is already used by .*baseline\.yaml/);
  });
});
