// The bundled Action (dist/index.js) against the GitHub double when the stored baseline exists but
// cannot be fetched (a 502 download, a 503 cache service), when it holds no run of a suite, and
// when two suite files share one `suite:` name.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { CONFIG, ensureBundle, makeWorkspace, runAction, SUITE } from "../doubles/action-run.js";
import { pullRequestEvent, pushEvent } from "../doubles/events.js";
import { GitHubDouble } from "../doubles/github-double.js";

const P1 = "1".repeat(40);
const HEAD = "a".repeat(40);

let double: GitHubDouble;
/** Shared by the push and the pull request: the cache version depends on the restored path. */
let runnerTemp: string;
beforeAll(() => ensureBundle());
afterEach(() => double?.stop());

/** A push to main saves the baseline (cache and artifact, run 100); the double is returned. */
async function savedBaseline(workspace: string, baseline = "auto"): Promise<GitHubDouble> {
  double = new GitHubDouble();
  await double.start();
  double.pulls.set(7, { headSha: HEAD });
  double.currentRunId = 100;
  runnerTemp = mkdtempSync(path.join(tmpdir(), "mg-rt-"));
  double.addWorkflowRun({
    id: 100,
    head_sha: P1,
    head_branch: "main",
    event: "push",
    status: "completed",
    conclusion: "success",
    path: ".github/workflows/models.yml",
    created_at: "2024-05-01T10:00:00Z",
  });
  const push = await runAction({
    double,
    workspace,
    services: true,
    runnerTemp,
    runId: 100,
    eventName: "push",
    event: pushEvent(P1),
    sha: P1,
    inputs: { "github-token": "ghs_test", suites: SUITE, config: CONFIG("base"), baseline },
  });
  expect(push.code).toBe(0);
  double.currentRunId = 200;
  return double;
}

const prRun = (workspace: string, inputs: Record<string, string>) =>
  runAction({
    double,
    workspace,
    services: true,
    runnerTemp,
    runId: 200,
    eventName: "pull_request",
    event: pullRequestEvent({ number: 7, headSha: HEAD, baseSha: P1 }),
    sha: "e".repeat(40),
    ref: "refs/pull/7/merge",
    inputs: { "github-token": "ghs_test", suites: SUITE, config: CONFIG("cand"), ...inputs },
  });

describe("a baseline that exists but cannot be fetched", () => {
  it("an artifact download answering 502 fails the job (exit 3), naming the step and the status", async () => {
    const ws = makeWorkspace(3, 2);
    await savedBaseline(ws);
    double.caches.length = 0; // the cache entry was evicted: the artifact is the baseline
    double.failNext({
      method: "GET",
      path: /\/artifacts\/\d+\/zip$/,
      status: 502,
      count: 100,
      message: "Server Error",
    });
    const run = await prRun(ws, {});
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ status: "execution_failure", "baseline-source": "none" });
    expect(run.warnings).toEqual([
      "::warning::Baseline not fetched: artifact: downloading artifact 1001 of run 100 failed (HTTP 502): Server Error",
    ]);
    expect(run.stdout).toContain(
      "::error::ModelGate: Baseline could not be fetched: nothing compared; this is an execution failure, not a regression",
    );
    expect(double.checkRuns.map((c) => [c.conclusion, c.title])).toEqual([
      ["failure", "Baseline could not be fetched: nothing compared"],
    ]);
    const comment = double.comments[0]!.body;
    expect(comment).toContain("**The baseline could not be fetched**");
    expect(comment).not.toContain("No baseline yet");
    expect(comment).not.toContain("actions: read");
  });

  it("a cache service that refuses the restore is not 'no entry'", async () => {
    const ws = makeWorkspace(2, 2);
    await savedBaseline(ws, "cache");
    double.failNext({
      method: "POST",
      path: /GetCacheEntryDownloadURL$/,
      // 400: not retried (a 503 is, with backoff: the same path, slower)
      status: 400,
      count: 100,
      body: { code: "malformed", msg: "bad request" },
    });
    const run = await prRun(ws, { baseline: "cache" });
    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe("execution_failure");
    expect(run.warnings.filter((w) => w.includes("Baseline not fetched"))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^::warning::Baseline not fetched: cache: restoring modelgate-baseline-v1-default-${P1} failed \\(HTTP 400\\): `,
        ),
      ),
      expect.stringMatching(
        /^::warning::Baseline not fetched: cache: restoring the newest entry starting modelgate-baseline-v1-default- failed \(HTTP 400\): /,
      ),
    ]);
    expect(run.stdout).not.toContain("cache: no entry");
    expect(double.checkRuns[0]?.conclusion).toBe("failure");
  });
});

// The pull request that adds the workflow: GitHub does not know models.yml yet and answers 404
// Not Found for its runs, while the repository's runs are listed. No baseline yet, not a failure.
describe("the first pull request, adding the workflow", () => {
  it("is no baseline yet (neutral, exit 0), not a baseline that could not be fetched", async () => {
    const ws = makeWorkspace(2, 0);
    double = new GitHubDouble({ repository: "octo/app", workflows: [] });
    await double.start();
    double.pulls.set(7, { headSha: HEAD });
    runnerTemp = mkdtempSync(path.join(tmpdir(), "mg-rt-"));
    const run = await prRun(ws, { baseline: "artifact" });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ status: "no_baseline", "baseline-source": "none" });
    expect(run.warnings.filter((w) => w.includes("Baseline not fetched"))).toEqual([]);
    expect(
      double.requests
        .filter((r) => r.path === "/repos/octo/app/actions/workflows/models.yml/runs")
        .map((r) => r.status),
    ).toEqual([404, 404]);
    expect(double.checkRuns.map((c) => [c.conclusion, c.title])).toEqual([
      ["neutral", "No baseline yet: nothing to compare with"],
    ]);
    expect(double.comments[0]!.body).toContain("GitHub knows no workflow models.yml yet");
  });
});

describe("a baseline found without a run of the suite", () => {
  it("names the baseline it found and the suites it holds (a renamed suite)", async () => {
    const ws = makeWorkspace(3, 2);
    await savedBaseline(ws, "cache");
    const suite = path.join(ws, SUITE);
    writeFileSync(suite, readFileSync(suite, "utf8").replace("suite: gate-fixture", "suite: gate-renamed"));
    const run = await prRun(ws, { baseline: "cache" });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({
      status: "no_baseline",
      "baseline-source": "cache",
      "baseline-sha": P1,
    });
    expect(double.checkRuns.map((c) => [c.conclusion, c.title])).toEqual([
      // The old name is a suite of the baseline this run did not run: named, never dropped.
      [
        "neutral",
        "Not compared: the baseline holds no run of these suites; baseline suite not run: gate-fixture",
      ],
    ]);
    const comment = double.comments[0]!.body;
    expect(comment).toContain("**Not compared.** The baseline found (Actions cache, commit `111111111111`");
    expect(comment).toContain(
      `_Not compared: the baseline found (cache modelgate-baseline-v1-default-${P1}, commit 111111111111) has no run of suite 'gate-renamed'; it holds: 'gate-fixture'_`,
    );
    expect(comment).not.toContain("push to the default branch");
    expect(comment).toContain("Suite gate-fixture: NOT RUN");
  });
});

describe("two suite files with one suite name", () => {
  it("are refused as an input error naming both files", async () => {
    const ws = makeWorkspace(2, 1);
    mkdirSync(path.join(ws, "suites", "copy"), { recursive: true });
    cpSync(path.join(ws, SUITE), path.join(ws, "suites", "copy", "suite.yaml"));
    double = new GitHubDouble();
    await double.start();
    double.pulls.set(7, { headSha: HEAD });
    runnerTemp = mkdtempSync(path.join(tmpdir(), "mg-rt-"));
    const run = await prRun(ws, { suites: `${SUITE}\nsuites/copy/suite.yaml`, baseline: "none" });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      "::error::input 'suites': suites/gate/suite.yaml and suites/copy/suite.yaml both name suite 'gate-fixture'; give each suite file its own 'suite:' name",
    );
    expect(run.stdout).not.toContain("internal error");
    expect(double.checkRuns).toEqual([]);
  });
});

describe("a suite that was not compared", () => {
  it("with a case that could not execute fails the job (exit 3) and counts it, without a baseline", async () => {
    const ws = makeWorkspace(2, 0);
    const recorded = path.join(ws, "suites", "gate", "recorded", "cand.json");
    const outputs = JSON.parse(readFileSync(recorded, "utf8")) as { outputs: Record<string, unknown> };
    delete outputs.outputs["case-02"]; // the replay has no answer: the case cannot execute
    writeFileSync(recorded, JSON.stringify(outputs));
    double = new GitHubDouble();
    await double.start();
    double.pulls.set(7, { headSha: HEAD });
    runnerTemp = mkdtempSync(path.join(tmpdir(), "mg-rt-"));
    const run = await prRun(ws, { baseline: "none", comment: "changes" });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ status: "execution_failure", cases: "2", errors: "1" });
    expect(double.checkRuns.map((c) => [c.conclusion, c.title])).toEqual([
      ["failure", "Could not run: 1 of 2 cases"],
    ]);
    expect(double.comments).toHaveLength(1);
  });
});
