// The bundled Action when the pull request's suites and the stored baseline's differ: a suite of
// the baseline the pull request did not run is named, and its cases are `missing` (so
// `fail-on: missing` gates on it); a suite new in the pull request is `new` for `fail-on: new`.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIG, ensureBundle, makeWorkspace, runAction, SUITE } from "../doubles/action-run.js";
import { pullRequestEvent, pushEvent } from "../doubles/events.js";
import { GitHubDouble } from "../doubles/github-double.js";

const P1 = "1".repeat(40);
const HEAD = "a".repeat(40);
const SUITE_B = "suites/gate/suite-b.yaml";
const double = new GitHubDouble();
let workspace: string;
const runnerTemp = mkdtempSync(path.join(tmpdir(), "mg-runner-temp-"));

beforeAll(async () => {
  ensureBundle();
  await double.start();
  workspace = makeWorkspace(60, 0);
  const text = readFileSync(path.join(workspace, SUITE), "utf8");
  writeFileSync(path.join(workspace, SUITE_B), text.replace("suite: gate-fixture", "suite: other-suite"));
});
afterAll(() => double.stop());

function pr(runId: number, inputs: Record<string, string>) {
  double.checkRuns.length = 0;
  double.comments.length = 0;
  double.currentRunId = runId;
  return runAction({
    double,
    workspace,
    runnerTemp,
    services: true,
    runId,
    eventName: "pull_request",
    event: pullRequestEvent({ number: 7, headSha: HEAD, baseSha: P1, fork: false }),
    sha: "e".repeat(40),
    ref: "refs/pull/7/merge",
    inputs: { "github-token": "ghs_test", config: CONFIG("same"), ...inputs },
  });
}

describe("suites on one side only", { timeout: 120_000 }, () => {
  it("a baseline suite the pull request did not run is named and gates with fail-on: missing", async () => {
    double.currentRunId = 100;
    const push = await runAction({
      double,
      workspace,
      runnerTemp,
      services: true,
      runId: 100,
      eventName: "push",
      event: pushEvent(P1),
      sha: P1,
      inputs: { "github-token": "ghs_test", suites: `${SUITE}\n${SUITE_B}`, config: CONFIG("base") },
    });
    expect(push.outputs).toMatchObject({ status: "baseline", cases: "120" });

    const plain = await pr(700, { suites: SUITE });
    expect(plain.code).toBe(0);
    expect(double.checkRuns[0]?.title).toBe(
      "Passed: 60 cases; 60 missing; baseline suite not run: other-suite",
    );
    expect(double.comments[0]?.body).toContain("Suite other-suite: NOT RUN");

    const gated = await pr(701, { suites: SUITE, "fail-on": "missing" });
    expect(gated.code).toBe(1);
    expect(double.checkRuns.map((c) => [c.conclusion, c.title])).toEqual([
      ["failure", "Gate failed: 60 cases; 60 missing; baseline suite not run: other-suite"],
    ]);
  });
});
