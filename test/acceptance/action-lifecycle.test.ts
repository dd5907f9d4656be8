// The bundled Action across runs, with the cache and artifact services emulated by the double
// (twirp through ACTIONS_RESULTS_URL): a baseline saved on the default branch and found by pull
// requests (cache exact key, cache prefix, artifact fallback, committed file), sharded legs
// merged once, and the fork-safe workflow_run publishing.
import { copyFileSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIG, ensureBundle, makeWorkspace, runAction, SUITE } from "../doubles/action-run.js";
import { pullRequestEvent, pushEvent } from "../doubles/events.js";
import { GitHubDouble } from "../doubles/github-double.js";

const P1 = "1".repeat(40);
const P2 = "2".repeat(40);
const HEAD = "a".repeat(40);

const double = new GitHubDouble();
let workspace: string;
/** Hosted runners keep RUNNER_TEMP at one path; the cache version depends on the cached path. */
const runnerTemp = mkdtempSync(path.join(tmpdir(), "mg-runner-temp-"));

beforeAll(async () => {
  ensureBundle();
  await double.start();
  workspace = makeWorkspace(60, 55);
});
afterAll(() => double.stop());

const reset = () => {
  double.comments.length = 0;
  double.checkRuns.length = 0;
  double.requests.length = 0;
};

function pr(runId: number, baseSha: string, inputs: Record<string, string>, fork = false) {
  double.currentRunId = runId;
  // A fork's token is read-only, as on a public repository.
  double.options.readOnly = fork;
  return runAction({
    double,
    workspace,
    runnerTemp,
    services: true,
    runId,
    eventName: "pull_request",
    event: pullRequestEvent({ number: 7, headSha: HEAD, baseSha, fork }),
    sha: "e".repeat(40),
    ref: "refs/pull/7/merge",
    inputs: { "github-token": "ghs_test", ...inputs },
  });
}

const twirpCalls = (method: string) => double.requests.filter((r) => r.path.endsWith(`/${method}`));

describe("a baseline saved on the default branch and found by pull requests", { timeout: 120_000 }, () => {
  let pushResult = "";

  it("a push to the default branch saves it to the cache (keyed by commit) and as an artifact", async () => {
    reset();
    double.currentRunId = 100;
    const run = await runAction({
      double,
      workspace,
      runnerTemp,
      services: true,
      runId: 100,
      eventName: "push",
      event: pushEvent(P1),
      sha: P1,
      inputs: { "github-token": "ghs_test", suites: SUITE, config: CONFIG("base") },
    });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ status: "baseline", "baseline-sha": P1, cases: "60" });
    expect(double.caches.map((c) => c.key)).toEqual([`modelgate-baseline-v1-default-${P1}`]);
    const artifact = double.artifacts.find((a) => a.name === "modelgate-baseline-default");
    expect(artifact?.runId).toBe(100);
    expect(Object.keys(artifact?.files ?? {})).toContain("modelgate-baseline.json");
    expect(run.summary).toContain(`Saved for commit \`${P1.slice(0, 12)}\``);
    pushResult = run.outputs["result-path"]!;
  });

  it("a pull request on that base commit restores the exact key, compares and never saves", async () => {
    reset();
    const run = await pr(200, P1, { suites: SUITE, config: CONFIG("cand") });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({
      status: "regressed",
      regressions: "55",
      "baseline-source": "cache",
      "baseline-sha": P1,
    });
    const lookup = twirpCalls("GetCacheEntryDownloadURL")[0]?.body as {
      key: string;
      restore_keys?: string[];
    };
    expect(lookup.key).toBe(`modelgate-baseline-v1-default-${P1}`);
    // The base commit's own entry, by its exact key alone: a prefix could match another branch's.
    expect(lookup.restore_keys ?? []).toEqual([]);
    expect(twirpCalls("CreateCacheEntry")).toEqual([]);
    expect(twirpCalls("CreateArtifact")).toEqual([]);
    expect(double.caches).toHaveLength(1);
    expect(double.comments[0]?.body).toMatch(/Actions cache, commit `111111111111`/);
  });

  it("a pull request on a newer base commit falls back to the newest entry of the header", async () => {
    reset();
    const run = await pr(201, P2, { suites: SUITE, config: CONFIG("cand") });
    expect(run.outputs).toMatchObject({ "baseline-source": "cache", "baseline-sha": P1 });
  });

  it("without a cache entry, the artifact of the newest successful push run is downloaded (REST)", async () => {
    reset();
    double.caches.length = 0;
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
    const run = await pr(202, P2, { suites: SUITE, config: CONFIG("cand") });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({
      "baseline-source": "artifact",
      "baseline-sha": P1,
      regressions: "55",
    });
    const zip = double.requests.find((r) => r.path.endsWith("/zip"));
    expect(zip?.path).toMatch(/^\/repos\/octo\/app\/actions\/artifacts\/\d+\/zip$/);
  });

  it("a committed result file can be the baseline", async () => {
    reset();
    mkdirSync(path.join(workspace, "baselines"), { recursive: true });
    copyFileSync(pushResult, path.join(workspace, "baselines", "gate.json"));
    const run = await pr(203, P2, { suites: SUITE, config: CONFIG("cand"), baseline: "baselines/gate.json" });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ "baseline-source": "file", "baseline-sha": "", regressions: "55" });
  });
});

describe("sharded legs merged once", { timeout: 120_000 }, () => {
  it("each leg uploads its part without reporting; the merge job compares and comments once", async () => {
    reset();
    const inputs = { suites: SUITE, config: CONFIG("cand"), "baseline-config": CONFIG("base") };
    const leg1 = await pr(400, P1, { ...inputs, shard: "1/2" });
    const leg2 = await pr(400, P1, { ...inputs, shard: "2/2" });
    expect([leg1.code, leg2.code]).toEqual([0, 0]);
    expect(leg1.outputs.status).toBe("partial");
    expect(Number(leg1.outputs.cases) + Number(leg2.outputs.cases)).toBe(60);
    expect(
      double.artifacts
        .filter((a) => a.runId === 400)
        .map((a) => a.name)
        .sort(),
    ).toEqual(["modelgate-part-default-1", "modelgate-part-default-2"]);
    expect(double.comments).toHaveLength(0);
    expect(double.checkRuns).toHaveLength(0);

    const merge = await pr(400, P1, { mode: "merge" });
    expect(merge.code).toBe(1);
    expect(merge.outputs).toMatchObject({
      status: "regressed",
      cases: "60",
      regressions: "55",
      "baseline-source": "matrix",
    });
    expect(double.comments).toHaveLength(1);
    expect(double.checkRuns).toHaveLength(1);
    expect(double.checkRuns[0]?.annotations).toHaveLength(55);
  });

  // issue 9 point 2: a crashed leg never turns the check green; the merge job names the shard
  // and, with the suites at hand, the cases it would have run.
  it("a leg missing from the merge is an execution failure naming the shard and its cases", async () => {
    reset();
    const inputs = { suites: SUITE, config: CONFIG("base"), "baseline-config": CONFIG("base") };
    const leg1 = await pr(410, P1, { ...inputs, shard: "1/3" });
    expect(leg1.code).toBe(0);
    const merge = await pr(410, P1, { mode: "merge", suites: SUITE });
    expect(merge.code).not.toBe(0);
    expect(merge.outputs.status).toBe("execution_failure");
    const body = double.comments[0]?.body ?? "";
    expect(body).toContain(
      "# ModelGate · ⚠️ Could not run: shards missing: gate-fixture 2/3, gate-fixture 3/3; 13 cases ran\n",
    );
    expect(body).toContain(
      "## ⚠️ Suite gate-fixture: EXECUTION FAILURE, shards 2/3, 3/3 missing from both merges\n",
    );
    expect(double.checkRuns[0]?.conclusion).toBe("failure");
    expect(double.checkRuns[0]?.title ?? "").toContain("shards missing");
    // The step's log names the cases the missing legs would have run.
    expect(merge.stdout + merge.stderr).toMatch(
      /Suite 'gate-fixture' \(candidate\): shards 2\/3, 3\/3 missing from the merge; their cases did not run: [^\n]*\(47 cases\)/,
    );
  });

  // An incomplete merge is an execution failure even when nothing could be compared: no baseline
  // (here `baseline: none`) must not turn a crashed leg into a neutral "No baseline yet", and
  // `comment: changes` still posts it.
  it("a leg missing from a merge with no baseline fails as an execution failure, commented", async () => {
    reset();
    const leg1 = await pr(430, P1, { suites: SUITE, config: CONFIG("cand"), shard: "1/3", baseline: "none" });
    expect(leg1.code).toBe(0);
    const merge = await pr(430, P1, { mode: "merge", suites: SUITE, baseline: "none", comment: "changes" });
    expect(merge.code).not.toBe(0);
    expect(merge.outputs).toMatchObject({ status: "execution_failure", cases: "13" });
    const title = "Could not run: shards missing: gate-fixture 2/3, gate-fixture 3/3; 13 cases ran";
    expect(double.checkRuns.map((c) => [c.conclusion, c.title])).toEqual([["failure", title]]);
    expect(double.comments).toHaveLength(1);
    expect(double.comments[0]?.body).toContain(`# ModelGate · ⚠️ ${title}\n`);
    expect(merge.stdout + merge.stderr).toContain(`ModelGate: ${title}; this is an execution failure`);
  });

  // No run records the gap when the parts present hold no result at all (a leg whose suites
  // selected nothing): the merge still never passes, it names the missing parts.
  it("parts missing while no run records its shards is still an execution failure naming them", async () => {
    reset();
    double.addArtifact({
      name: "modelgate-part-default-1",
      runId: 440,
      files: {
        "modelgate-part.json": JSON.stringify({
          format: "modelgate.part/v1",
          header: "default",
          shard: { index: 1, count: 2 },
          results: [],
        }),
      },
    });
    const merge = await pr(440, P1, { mode: "merge", suites: SUITE, baseline: "none" });
    // Published as what it is (it was "No baseline yet", neutral, beside a failed step).
    expect(merge.code).toBe(1);
    expect(merge.outputs).toMatchObject({ status: "execution_failure", cases: "0" });
    const title = "Could not run: shard missing: 2/2; 0 cases ran";
    expect(double.checkRuns.map((c) => [c.conclusion, c.title])).toEqual([["failure", title]]);
    expect(double.comments[0]?.body).toContain(`# ModelGate · ⚠️ ${title}\n`);
    expect(merge.stdout).toMatch(/::error::ModelGate: [^\n]*parts 2\/2 missing from the merge/);
  });

  // review-github #1: on a push to the default branch, a merge with legs missing is never stored
  // as the baseline (its absent cases would not count against later pull requests); exit 3.
  it("a push whose merge lacks shards stores no baseline and fails naming them", async () => {
    reset();
    const P3 = "3".repeat(40);
    const push = (inputs: Record<string, string>) => {
      double.currentRunId = 420;
      return runAction({
        double,
        workspace,
        runnerTemp,
        services: true,
        runId: 420,
        eventName: "push",
        event: pushEvent(P3),
        sha: P3,
        inputs: { "github-token": "ghs_test", ...inputs },
      });
    };
    const leg1 = await push({ suites: SUITE, config: CONFIG("base"), shard: "1/3" });
    expect(leg1.code).toBe(0);
    const merge = await push({ mode: "merge", suites: SUITE });
    // The step fails (core.setFailed) as an execution failure, not a regression.
    expect(merge.code).not.toBe(0);
    expect(merge.outputs["baseline-sha"]).toBe("");
    expect(double.caches.map((c) => c.key)).not.toContain(`modelgate-baseline-v1-default-${P3}`);
    expect(double.artifacts.filter((a) => a.runId === 420).map((a) => a.name)).not.toContain(
      "modelgate-baseline-default",
    );
    expect(merge.summary).toContain("Not saved: the merged run is incomplete");
    expect(merge.stdout + merge.stderr).toMatch(
      /shards 2\/3, 3\/3 missing from the merge[^\n]*so no baseline was stored; this is an execution failure/,
    );
  });
});

describe("fork-safe publishing through workflow_run", { timeout: 120_000 }, () => {
  const workflowRun = (runId: number, headSha = HEAD) => ({
    action: "completed",
    workflow_run: {
      id: runId,
      head_sha: headSha,
      head_branch: "model-upgrade",
      event: "pull_request",
      conclusion: "failure",
      pull_requests: [],
    },
    repository: { full_name: "octo/app", default_branch: "main" },
  });
  const publish = (event: unknown) => {
    double.currentRunId = 900;
    double.options.readOnly = false;
    return runAction({
      double,
      workspace,
      runnerTemp,
      services: true,
      runId: 900,
      eventName: "workflow_run",
      event,
      inputs: { "github-token": "ghs_test", mode: "publish" },
    });
  };

  it("the fork's run leaves its comparison and event; the privileged run posts them", async () => {
    reset();
    const forkRun = await pr(
      500,
      P1,
      { suites: SUITE, config: CONFIG("cand"), "baseline-config": CONFIG("base") },
      true,
    );
    expect(forkRun.code).toBe(1);
    // The comment was tried and refused (403); nothing was written.
    expect(double.writes().map((r) => r.status)).toEqual([403]);
    expect([double.comments, double.checkRuns]).toEqual([[], []]);
    const left = double.artifacts.find((a) => a.runId === 500 && a.name === "modelgate-comparison-default");
    expect(Object.keys(left?.files ?? {}).sort()).toEqual([
      "001-gate-fixture.compare.json",
      "event.json",
      "modelgate-publish.json",
    ]);

    double.pulls.set(7, { headSha: HEAD });
    const run = await publish(workflowRun(500));
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ status: "regressed", regressions: "55" });
    expect(double.comments).toHaveLength(1);
    expect(double.comments[0]?.issue).toBe(7);
    expect(double.checkRuns[0]).toMatchObject({ head_sha: HEAD, conclusion: "failure" });
    expect(double.checkRuns[0]?.annotations).toHaveLength(55);
  });

  it("refuses an uploaded event whose head commit is not the run's", async () => {
    reset();
    const run = await publish(workflowRun(500, "f".repeat(40)));
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/refusing to post/);
    expect(double.writes()).toEqual([]);
  });

  it("when the pull request moved on, posts the check run but leaves the comment alone", async () => {
    reset();
    double.pulls.set(7, { headSha: "9".repeat(40) });
    const run = await publish(workflowRun(500));
    expect(run.code).toBe(0);
    expect(double.comments).toHaveLength(0);
    expect(double.checkRuns).toHaveLength(1);
  });

  it("a run that published itself left nothing: nothing to post", async () => {
    reset();
    const run = await publish(workflowRun(200));
    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe("nothing");
    expect(double.writes()).toEqual([]);
  });
});
