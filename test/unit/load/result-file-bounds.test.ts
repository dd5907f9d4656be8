import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDiagnostic, InputError } from "../../../src/core/diagnostics.js";
import type { RunResult } from "../../../src/core/result/run-result.js";
import { readRunResult } from "../../../src/load/result-file.js";
import { makeRun } from "../../helpers/make-run.js";

// Counts, indices and positions of a result file are bounded by its schema: an integer beyond 2^53
// (read exactly, as a bigint) or an absurd one is refused at its field, never carried into compare
// or merge (where a bigint cannot be serialized or mixed with numbers).

const BIG = 2n ** 64n;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-result-bounds-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function toJsonText(value: unknown): string {
  return JSON.stringify(value, (_, v) => (typeof v === "bigint" ? `__big${v}__` : v), 2).replace(
    /"__big(-?\d+)__"/g,
    "$1",
  );
}

/** The problems `readRunResult` throws for the run after `edit`, without the file's path. */
async function problems(name: string, edit: (run: RunResult) => void): Promise<string[]> {
  const run = makeRun([{ id: "a" }, { id: "b", reps: [{}, {}] }]);
  edit(run);
  const path = join(dir, name);
  await writeFile(path, toJsonText(run));
  const error = await readRunResult(path).catch((e: unknown) => e);
  if (!(error instanceof InputError)) throw new Error(`expected an InputError, got ${String(error)}`);
  return error.diagnostics.map((d) => formatDiagnostic(d).slice(path.length));
}

const set = (obj: object, key: string, value: unknown) => {
  (obj as Record<string, unknown>)[key] = value;
};

describe("result file bounds", () => {
  it("refuses a bigint at each count, index and line, at its field", async () => {
    // The schema's errors name the case by its index in the field.
    const at = (field: string, message: string) =>
      expect.stringMatching(
        new RegExp(`^:\\d+:\\d+: field '${field.replace(/[[\].]/g, "\\$&")}': ${message}$`),
      );
    const mustBe = (n: number) => `not a valid modelgate.run/v2 file: must be <= ${n}`;
    expect(await problems("repeat.json", (r) => set(r.cases[0]!, "repeat", BIG))).toEqual([
      at("cases[0].repeat", mustBe(1000)),
    ]);
    expect(await problems("min-pass.json", (r) => set(r.cases[0]!, "min_pass", BIG))).toEqual([
      at("cases[0].min_pass", mustBe(1000)),
    ]);
    expect(await problems("pass-count.json", (r) => set(r.cases[0]!, "pass_count", BIG))).toEqual([
      at("cases[0].pass_count", mustBe(1000)),
    ]);
    expect(await problems("line.json", (r) => set(r.cases[0]!.source, "line", BIG))).toEqual([
      at("cases[0].source.line", mustBe(Number.MAX_SAFE_INTEGER)),
    ]);
    expect(await problems("index.json", (r) => set(r.cases[0]!.repetitions[0]!, "index", BIG))).toEqual([
      at("cases[0].repetitions[0].index", mustBe(999)),
    ]);
    expect(await problems("attempts.json", (r) => set(r.cases[0]!.repetitions[0]!, "attempts", BIG))).toEqual(
      [at("cases[0].repetitions[0].attempts", mustBe(Number.MAX_SAFE_INTEGER))],
    );
  });

  it("refuses a summary count or a shard beyond 2^53", async () => {
    expect(await problems("summary.json", (r) => set(r.summary, "cases", BIG))).toEqual([
      expect.stringMatching(/^:\d+:\d+: field 'summary\.cases': not a valid .* must be <= 9007199254740991$/),
    ]);
    expect(await problems("shard.json", (r) => set(r.selection, "shard", { index: 1, count: BIG }))).toEqual([
      expect.stringMatching(
        /^:\d+:\d+: field 'selection\.shard\.count': not a valid .* must be <= 9007199254740991$/,
      ),
    ]);
  });

  it("says repeat disagrees with the repetitions, and min_pass is more than repeat", async () => {
    expect(await problems("repeat-3.json", (r) => set(r.cases[1]!, "repeat", 3))).toEqual([
      expect.stringMatching(
        /^:\d+:\d+: case 'b': field 'cases\[1\]\.repeat': repeat 3 disagrees with the repetitions: the file has 2$/,
      ),
    ]);
    expect(await problems("min-pass-3.json", (r) => set(r.cases[1]!, "min_pass", 3))).toEqual([
      expect.stringMatching(
        /^:\d+:\d+: case 'b': field 'cases\[1\]\.min_pass': min_pass 3 is more than repeat 2$/,
      ),
    ]);
  });

  it("places an unknown or missing format at its key", async () => {
    const run = makeRun([{ id: "a" }]);
    const path = join(dir, "v3.json");
    await writeFile(path, `{\n  "cases": [],\n  "format": "modelgate.run/v3"\n}\n`);
    const v3 = await readRunResult(path).catch((e: unknown) => e);
    expect(v3).toBeInstanceOf(InputError);
    expect((v3 as InputError).diagnostics.map(formatDiagnostic)).toEqual([
      `${path}:3:3: field 'format': unsupported result file: its format is "modelgate.run/v3"; supported: 'modelgate.run/v1', 'modelgate.run/v2'`,
    ]);
    const numeric = join(dir, "num.json");
    await writeFile(numeric, toJsonText({ ...run, format: 2 }));
    const n = await readRunResult(numeric).catch((e: unknown) => e);
    expect((n as InputError).diagnostics.map(formatDiagnostic)).toEqual([
      `${numeric}:2:3: field 'format': unsupported result file: its format is 2; supported: 'modelgate.run/v1', 'modelgate.run/v2'`,
    ]);
    const missing = join(dir, "missing.json");
    await writeFile(missing, `\n{"cases": []}\n`);
    const m = await readRunResult(missing).catch((e: unknown) => e);
    expect((m as InputError).diagnostics.map(formatDiagnostic)).toEqual([
      `${missing}:2:1: unsupported result file: it has no 'format'; supported: 'modelgate.run/v1', 'modelgate.run/v2'`,
    ]);
  });
});
