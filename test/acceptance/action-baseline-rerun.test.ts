// A re-run of the push job that saved a baseline finds its commit's cache entry and artifact from
// the first attempt: reported as already saved, with `baseline-sha` set, and no warning
// (review-action #10).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIG, ensureBundle, makeWorkspace, runAction, SUITE } from "../doubles/action-run.js";
import { pushEvent } from "../doubles/events.js";
import { GitHubDouble } from "../doubles/github-double.js";

const P1 = "1".repeat(40);
const KEY = `modelgate-baseline-v1-default-${P1}`;
const double = new GitHubDouble();
let workspace: string;
/** Hosted runners keep RUNNER_TEMP at one path; the cache version depends on the cached path. */
const runnerTemp = mkdtempSync(path.join(tmpdir(), "mg-runner-temp-"));

beforeAll(async () => {
  ensureBundle();
  await double.start();
  workspace = makeWorkspace(3, 0);
});
afterAll(() => double.stop());

const attempt = (n: number) => {
  double.currentRunId = 100;
  return runAction({
    double,
    workspace,
    runnerTemp,
    services: true,
    runId: 100,
    eventName: "push",
    event: pushEvent(P1),
    sha: P1,
    env: { GITHUB_RUN_ATTEMPT: String(n) },
    inputs: { "github-token": "ghs_test", suites: SUITE, config: CONFIG("base") },
  });
};

describe("re-running the push job that saved the baseline", { timeout: 120_000 }, () => {
  it("attempt 1 saves it; attempt 2 reports it already saved, with baseline-sha and no warning", async () => {
    const first = await attempt(1);
    expect(first.outputs["baseline-sha"]).toBe(P1);
    expect(first.summary).toContain(
      `Saved for commit \`${P1.slice(0, 12)}\` to cache ${KEY} and artifact modelgate-baseline-default.`,
    );

    const second = await attempt(2);
    expect(second.code).toBe(0);
    expect(second.warnings).toEqual([]);
    expect(second.outputs).toMatchObject({ status: "baseline", "baseline-sha": P1 });
    const earlier =
      "by an earlier attempt of this job (or another job with this comment-header): kept, this run's results are not stored there";
    expect(second.summary).toContain(
      `Already saved for commit \`${P1.slice(0, 12)}\` to cache ${KEY} and artifact modelgate-baseline-default ${earlier}.`,
    );
    expect(second.summary).not.toContain("Not saved");
    expect(second.stdout).toContain(`Already saved to cache ${KEY} ${earlier}`);
    expect(double.caches.map((c) => c.key)).toEqual([KEY]);
  });
});
