import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { writeJobSummary } from "../../../src/github/summary.js";

// The runner refuses a step summary over 1 MiB (it counts bytes, not characters) and then shows
// nothing at all; model outputs in German, Japanese or emoji take 2-4 bytes per character.
const RUNNER_LIMIT_BYTES = 1024 * 1024;

describe("writeJobSummary", () => {
  // @actions/core remembers the summary file of the process: one file for every test here.
  const dir = mkdtempSync(path.join(tmpdir(), "modelgate-summary-"));
  const file = path.join(dir, "step_summary");
  const saved = process.env.GITHUB_STEP_SUMMARY;
  beforeEach(() => {
    writeFileSync(file, "");
    process.env.GITHUB_STEP_SUMMARY = file;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY;
    else process.env.GITHUB_STEP_SUMMARY = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  it("stays under the runner's 1 MiB byte limit with multi-byte text", async () => {
    const row = `| \`case\` | 日本語の回答はここにあります、とても長い出力です |\n`;
    const report = `# ModelGate\n\n| Case | Output |\n| --- | --- |\n${row.repeat(40_000)}`;
    expect(Buffer.byteLength(report)).toBeGreaterThan(RUNNER_LIMIT_BYTES);
    expect(await writeJobSummary(report)).toBe(true);
    const written = readFileSync(file);
    expect(written.length).toBeGreaterThan(500_000);
    expect(written.length).toBeLessThanOrEqual(RUNNER_LIMIT_BYTES);
    expect(written.toString("utf8")).toMatch(/trimmed/);
  });

  it("leaves a report that fits unchanged", async () => {
    await writeJobSummary("# ModelGate\n\nGrüße 👋\n");
    expect(readFileSync(file, "utf8")).toBe("# ModelGate\n\nGrüße 👋\n\n");
  });
});
