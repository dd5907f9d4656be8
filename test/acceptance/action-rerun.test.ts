// Re-running a workflow (GITHUB_RUN_ATTEMPT 2): artifact names are taken once per run, across
// attempts, so a re-run replaces its earlier attempt's artifacts (as upload-artifact's
// `overwrite: true`). The publish job then posts attempt 2's result, and a sharded re-run merges
// its new parts. A real conflict in one attempt is named as what it is: a re-run deletes only an
// artifact created before it started, never one another job of the same attempt just uploaded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIG, ensureBundle, makeWorkspace, runAction, SUITE } from "../doubles/action-run.js";
import { pullRequestEvent } from "../doubles/events.js";
import { GitHubDouble } from "../doubles/github-double.js";

const P1 = "1".repeat(40);
const HEAD = "a".repeat(40);
const double = new GitHubDouble();
let workspace: string;

beforeAll(async () => {
  ensureBundle();
  await double.start();
  workspace = makeWorkspace(4, 1);
});
afterAll(() => double.stop());

const errors = (stdout: string) => stdout.split("\n").filter((l) => l.startsWith("::error::"));

/** An attempt of a job of the pull request's run `runId`. */
async function attempt(runId: number, n: number, inputs: Record<string, string>, fork = false) {
  await double.startAttempt(runId, n);
  double.currentRunId = runId;
  // A fork's token is read-only here, as on a public repository.
  double.options.readOnly = fork;
  return runAction({
    double,
    workspace,
    services: true,
    runId,
    eventName: "pull_request",
    event: pullRequestEvent({ number: 7, headSha: HEAD, baseSha: P1, fork }),
    sha: "e".repeat(40),
    ref: "refs/pull/7/merge",
    env: { GITHUB_RUN_ATTEMPT: String(n) },
    inputs: { "github-token": "ghs_test", ...inputs },
  });
}

function publish(runId: number) {
  double.currentRunId = 900;
  double.options.readOnly = false;
  double.pulls.set(7, { headSha: HEAD });
  return runAction({
    double,
    workspace,
    services: true,
    runId: 900,
    eventName: "workflow_run",
    event: {
      action: "completed",
      workflow_run: {
        id: runId,
        run_attempt: 2,
        head_sha: HEAD,
        head_branch: "model-upgrade",
        event: "pull_request",
        conclusion: "success",
        pull_requests: [],
      },
      repository: { full_name: "octo/app", default_branch: "main" },
    },
    inputs: { "github-token": "ghs_test", mode: "publish" },
  });
}

const matrix = (config: "cand" | "same") => ({
  suites: SUITE,
  config: CONFIG(config),
  "baseline-config": CONFIG("base"),
});

describe("a re-run of a fork's run, then mode: publish", { timeout: 120_000 }, () => {
  it("attempt 2 replaces attempt 1's comparison: the publish job posts attempt 2's verdict", async () => {
    const first = await attempt(510, 1, matrix("cand"), true);
    expect(first.outputs.status).toBe("regressed");
    const second = await attempt(510, 2, matrix("same"), true);
    expect(second.code).toBe(0);
    expect(second.outputs.status).toBe("compatible");
    expect(second.warnings.join("\n")).not.toMatch(/could not upload/);
    const left = double.artifacts.filter((a) => a.runId === 510 && a.name === "modelgate-comparison-default");
    expect(left).toHaveLength(1);

    double.comments.length = 0;
    double.checkRuns.length = 0;
    const run = await publish(510);
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.status).toBe("compatible");
    expect(double.checkRuns.map((c) => c.conclusion)).toEqual(["success"]);
    expect(double.comments[0]?.body).not.toMatch(/Regressed/);
  });
});

describe("a re-run of a sharded run", { timeout: 120_000 }, () => {
  const leg = (n: number, i: number, config: "cand" | "same") =>
    attempt(700, n, { ...matrix(config), shard: `${i}/2` });
  const merge = (n: number) => attempt(700, n, { suites: SUITE, mode: "merge" });

  it("the legs of attempt 2 replace their parts and the merge job reads the new ones", async () => {
    for (const i of [1, 2]) expect((await leg(1, i, "cand")).code).toBe(0);
    expect((await merge(1)).outputs.status).toBe("regressed");

    for (const i of [1, 2]) {
      const run = await leg(2, i, "same");
      expect(errors(run.stdout)).toEqual([]);
      expect(run.code).toBe(0);
    }
    const merged = await merge(2);
    expect(merged.code, merged.stdout).toBe(0);
    expect(merged.outputs.status).toBe("compatible");
    const parts = double.artifacts.filter((a) => a.runId === 700 && a.name.startsWith("modelgate-part-"));
    expect(parts.map((a) => a.name).sort()).toEqual(["modelgate-part-default-1", "modelgate-part-default-2"]);
  });

  it("a name taken twice in one attempt is a conflict, named as such, not a missing service", async () => {
    expect((await attempt(720, 1, { ...matrix("same"), shard: "1/2" })).code).toBe(0);
    const again = await attempt(720, 1, { ...matrix("same"), shard: "1/2" });
    expect(again.code).toBe(1);
    const said = errors(again.stdout).join("\n");
    expect(said).toMatch(/modelgate-part-default-1 could not be uploaded/);
    expect(said).toMatch(/409|Conflict|already/i);
    expect(said).not.toMatch(/does not provide/);
  });

  const part1 = (runId: number) =>
    double.artifacts.filter((a) => a.runId === runId && a.name === "modelgate-part-default-1");

  it("attempt 2 of two legs sharing a shard index: the second gets the 409, the first's part stays", async () => {
    expect((await attempt(730, 1, { ...matrix("cand"), shard: "1/2" })).code).toBe(0);
    expect((await attempt(730, 1, { ...matrix("same"), shard: "1/2" })).code).toBe(1);

    expect((await attempt(730, 2, { ...matrix("cand"), shard: "1/2" })).code).toBe(0);
    const first = part1(730).map((a) => a.id);
    expect(first).toHaveLength(1);
    const second = await attempt(730, 2, { ...matrix("same"), shard: "1/2" });
    expect(second.code).toBe(1);
    const said = errors(second.stdout).join("\n");
    expect(said).toMatch(
      /modelgate-part-default-1 could not be uploaded: an artifact named modelgate-part-default-1 already exists in this run: another job of this attempt uses the same comment-header \(or shard index\): it was created at \S+, after attempt 2 started \(\S+\); GitHub answered: .*\(409\).*Give each leg its own 'shard' index/,
    );
    expect(said).toMatch(/409/);
    expect(part1(730).map((a) => a.id)).toEqual(first);
  });

  it("attempt 2 whose start cannot be read deletes nothing: the 409 names why", async () => {
    expect((await attempt(740, 1, { ...matrix("cand"), shard: "1/2" })).code).toBe(0);
    const earlier = part1(740).map((a) => a.id);
    double.failNext({
      method: "GET",
      path: /\/actions\/runs\/740\/attempts\/2$/,
      status: 403,
      message: "Resource not accessible by integration",
    });
    double.requests.length = 0;
    const run = await attempt(740, 2, { ...matrix("same"), shard: "1/2" });
    expect(run.code).toBe(1);
    const said = errors(run.stdout).join("\n");
    expect(said).toMatch(
      /already exists in this run: another job of this attempt uses the same comment-header \(or shard index\), or an earlier attempt's could not be told apart \(when attempt 2 started is unknown: GET \/repos\/octo\/app\/actions\/runs\/740\/attempts\/2 answered 403 \(Resource not accessible by integration[^)]*\); the token needs 'actions: read'\)/,
    );
    expect(double.requests.some((r) => r.path.endsWith("/DeleteArtifact"))).toBe(false);
    expect(part1(740).map((a) => a.id)).toEqual(earlier);
  });
});
