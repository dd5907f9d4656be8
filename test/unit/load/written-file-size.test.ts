import {
  closeSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDiagnostic, InputError } from "../../../src/core/diagnostics.js";
import { renderRunJson } from "../../../src/core/report/run-json.js";
import { MAX_WRITTEN_FILE_BYTES } from "../../../src/load/read-text.js";
import { loadRecorded } from "../../../src/load/recorded.js";
import { loadReplaySource } from "../../../src/load/replay-source.js";
import { readRunResult } from "../../../src/load/result-file.js";
import { loadSuite } from "../../../src/load/suite.js";
import { makeRun } from "../../helpers/make-run.js";

// review-cli #3: `run` and `merge` wrote result files over 64 MiB (the cap on files users write)
// that compare, report, validate, merge and replay then all refused.

const scratch = mkdtempSync(path.join(tmpdir(), "mg-written-size-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
mkdirSync(path.join(scratch, ".git"));
const big = path.join(scratch, "big.json");
const MiB = 1 << 20;

async function messages(loading: Promise<unknown>): Promise<string[]> {
  const error = await loading.catch((e: unknown) => e);
  if (!(error instanceof InputError)) throw new Error(`expected an InputError, got ${String(error)}`);
  return error.diagnostics.map(formatDiagnostic);
}

beforeAll(() => {
  // 70 cases of 1 MiB outputs: a 70 MiB file, as a long run with full outputs writes it.
  const output = "x".repeat(MiB);
  const cases = Array.from({ length: 70 }, (_, i) => ({ id: `c${i}`, output }));
  writeFileSync(big, renderRunJson(makeRun(cases, { suite: { name: "big" } })));
});

describe("a result file larger than a user file's 64 MiB is read", () => {
  it("by compare, report and merge's reader, and by replay from the file or a folder", async () => {
    const run = await readRunResult(big);
    expect(run.cases).toHaveLength(70);
    expect(run.cases[69]!.repetitions[0]!.output).toHaveLength(MiB);
    expect((await loadRecorded(big)).size).toBe(70);
    const folder = path.join(scratch, "rec");
    mkdirSync(folder);
    copyFileSync(big, path.join(folder, "big.json"));
    const source = await loadReplaySource(folder);
    expect(source.forSuite("big")?.recordings.size).toBe(70);
  });

  it("a suite keeps the 64 MiB cap", async () => {
    const suite = path.join(scratch, "suite.yaml");
    writeFileSync(suite, `suite: s\n#${"x".repeat(64 * MiB)}\n`);
    expect(await messages(loadSuite(suite))).toEqual([
      `${suite}: file is larger than 64 MiB, the limit for a file ModelGate reads`,
    ]);
  });

  it(`a result file over ${MAX_WRITTEN_FILE_BYTES / MiB} MiB is refused, saying so`, async () => {
    const huge = path.join(scratch, "huge.json");
    const fd = openSync(huge, "w");
    writeSync(fd, '{"format":"modelgate.run/v2","cases":[');
    closeSync(fd);
    truncateSync(huge, MAX_WRITTEN_FILE_BYTES + 1);
    expect(await messages(readRunResult(huge))).toEqual([
      `${huge}: file is larger than 256 MiB, the limit for a result or comparison file ModelGate reads`,
    ]);
  });
});
