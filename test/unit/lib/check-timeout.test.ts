import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCheckTimeout } from "../../../src/cli/commands/run.js";
import { MAX_CHECK_TIMEOUT_S } from "../../../src/core/run/run-limits.js";
import { run } from "../../../src/lib/index.js";
import { NEVER_PLUGIN, writeCustomCheckSuite } from "../../helpers/custom-check-suite.js";

// run()'s checkTimeoutMs is the CLI's --check-timeout: a custom check that never answers is cut
// off at it, and its case is a check error with the CLI's words (test/acceptance/cli-custom-checks).
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-lib-deadline-"));
  await writeCustomCheckSuite(dir, {
    "never.mjs": NEVER_PLUGIN,
    // Answers after 400 ms: within a 5 s deadline.
    "slow.mjs":
      "export default { shout() { return new Promise((r) => setTimeout(() => r(true), 400)); } };\n",
  });
});

afterAll(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

describe("run({ checkTimeoutMs })", () => {
  it("cuts off a check that never settles at the deadline: the case is an error naming check and plugin", async () => {
    const started = Date.now();
    const [result] = await run({
      suites: ["suite.yaml"],
      configs: ["r.yaml"],
      plugins: ["./never.mjs"],
      cwd: dir,
      checkTimeoutMs: 200,
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result!.cases.map((c) => [c.id, c.status, c.repetitions[0]!.reason])).toEqual([
      ["a", "pass", null],
      ["cu", "error", "custom check 'shout' (plugin './never.mjs') did not answer within 200 ms"],
      ["z", "pass", null],
    ]);
  }, 15_000);

  it("awaits a slower check that answers within it", async () => {
    const [result] = await run({
      suites: ["suite.yaml"],
      configs: ["r.yaml"],
      plugins: ["./slow.mjs"],
      cwd: dir,
      checkTimeoutMs: 5_000,
    });
    expect(result!.cases.map((c) => c.status)).toEqual(["pass", "pass", "pass"]);
  }, 15_000);
});

describe("checkTimeoutMs's bound", () => {
  it("is the CLI's --check-timeout bound, in ms", () => {
    expect(parseCheckTimeout(String(MAX_CHECK_TIMEOUT_S))).toBe(MAX_CHECK_TIMEOUT_S * 1000);
    expect(() => parseCheckTimeout(String(MAX_CHECK_TIMEOUT_S + 0.001))).toThrow("at most");
  });
});
