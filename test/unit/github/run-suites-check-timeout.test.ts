import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseInputs } from "../../../src/github/inputs.js";
import { runSuites } from "../../../src/github/run-suites.js";
import { NEVER_PLUGIN, writeCustomCheckSuite } from "../../helpers/custom-check-suite.js";

// The Action's `check-timeout` input reaches the engine: a custom check that never answers is cut
// off at it, as `modelgate run --check-timeout` does (test/acceptance/cli-custom-checks).
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-action-deadline-"));
  await writeCustomCheckSuite(dir, { "never.mjs": NEVER_PLUGIN });
});

afterAll(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

describe("runSuites with input check-timeout", () => {
  it("ends a never-settling custom check at the input's deadline: the case is a check error", async () => {
    const log = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      const values: Record<string, string> = {
        suites: "suite.yaml",
        config: "r.yaml",
        plugins: "./never.mjs",
        "check-timeout": "0.2",
      };
      const inputs = parseInputs((name) => values[name] ?? "");
      const written = await runSuites(inputs, {
        suites: ["suite.yaml"],
        configs: ["r.yaml"],
        shard: null,
        cwd: dir,
        outDir: join(dir, "out"),
        signal: new AbortController().signal,
      });
      expect(written).toHaveLength(1);
      expect(written[0]!.result.cases.map((c) => [c.id, c.status, c.repetitions[0]!.reason])).toEqual([
        ["a", "pass", null],
        ["cu", "error", "custom check 'shout' (plugin './never.mjs') did not answer within 200 ms"],
        ["z", "pass", null],
      ]);
    } finally {
      log.mockRestore();
    }
  }, 15_000);
});
