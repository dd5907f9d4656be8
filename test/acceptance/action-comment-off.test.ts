// `comment: off` never leaves a stale verdict: an earlier comment of its header is updated with
// this run's report, and none is created (review-action #8).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIG, ensureBundle, makeWorkspace, runAction, SUITE } from "../doubles/action-run.js";
import { pullRequestEvent } from "../doubles/events.js";
import { GitHubDouble } from "../doubles/github-double.js";

const HEAD = "a".repeat(40);
const double = new GitHubDouble();
let workspace: string;

beforeAll(async () => {
  ensureBundle();
  await double.start();
  double.pulls.set(7, { headSha: HEAD });
  workspace = makeWorkspace(3, 1);
});
afterAll(() => double.stop());

const pr = (config: string, comment: string) => {
  double.currentRunId = 200;
  return runAction({
    double,
    workspace,
    runId: 200,
    eventName: "pull_request",
    event: pullRequestEvent({ number: 7, headSha: HEAD, baseSha: "1".repeat(40) }),
    sha: "e".repeat(40),
    ref: "refs/pull/7/merge",
    inputs: { "github-token": "ghs_test", suites: SUITE, config, "baseline-config": CONFIG("base"), comment },
  });
};

describe("comment: off", { timeout: 120_000 }, () => {
  it("creates no comment when there is none", async () => {
    const run = await pr(CONFIG("cand"), "off");
    expect(run.code).toBe(1);
    expect(double.comments).toHaveLength(0);
    expect(run.stdout).toContain(
      "Comment: none, and no earlier comment of this header to update (comment: off)",
    );
  });

  it("updates the earlier 'Regressed' comment once the pull request is fixed", async () => {
    const regressed = await pr(CONFIG("cand"), "always");
    expect(regressed.code).toBe(1);
    expect(double.comments[0]!.body).toMatch(/Regressed/);
    const fixed = await pr(CONFIG("same"), "off");
    expect(fixed.code).toBe(0);
    expect(double.comments).toHaveLength(1);
    expect(double.comments[0]!.body).not.toMatch(/Regressed/);
    expect(double.comments[0]!.body).toMatch(/^# ModelGate · ✅/m);
  });
});
