// The bundled Action (dist/index.js), run in a child process as the runner runs it, against the
// GitHub double: comments, check runs, outputs, the step's exit code, forks and read-only tokens.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONFIG, ensureBundle, makeWorkspace, REPO_ROOT, runAction, SUITE } from "../doubles/action-run.js";
import { pullRequestEvent, pushEvent } from "../doubles/events.js";
import { GitHubDouble } from "../doubles/github-double.js";

const HEAD = "a".repeat(40);
const BASE = "b".repeat(40);
const MERGE = "e".repeat(40);
const MARKER = "<!-- modelgate:default -->";

const double = new GitHubDouble();
/** 60 cases, 55 regressed: the tests that count cases and annotations. */
let workspace: string;
/** Six cases, five regressed: the tests that count none, for a cheaper step. */
let small: string;

beforeAll(async () => {
  ensureBundle();
  await double.start();
  workspace = makeWorkspace(60, 55);
  small = makeWorkspace(6, 5);
});
afterAll(() => double.stop());
beforeEach(() => {
  // The pull requests these tests run on, at the head they test (re-read before commenting).
  for (const n of [7, 9, 12]) double.pulls.set(n, { headSha: HEAD });
  double.comments.length = 0;
  double.checkRuns.length = 0;
  double.requests.length = 0;
  double.options = { userLogin: null, tokenLogin: "github-actions[bot]", readOnly: false };
});

const prRun = (inputs: Record<string, string>, fork = false, ws = workspace) =>
  runAction({
    double,
    workspace: ws,
    eventName: "pull_request",
    event: pullRequestEvent({ number: 7, headSha: HEAD, baseSha: BASE, fork }),
    sha: MERGE,
    ref: "refs/pull/7/merge",
    inputs: { "github-token": "ghs_test", ...inputs },
  });

/**
 * Every request the double refused (GitHub's limits included): there must be none, except the
 * expected 403 of GET /user for the workflow token (an installation token).
 */
const refused = () => double.requests.filter((r) => (r.status ?? 0) >= 400 && r.path !== "/user");

describe("matrix mode on a pull request", { timeout: 120_000 }, () => {
  const inputs = { suites: SUITE, config: CONFIG("cand"), "baseline-config": CONFIG("base") };

  it("reports first, then fails the step: comment, check run on the head commit, outputs", async () => {
    const human = double.plantComment(7, "octocat", `Why is ${MARKER} in my comment?`);
    const run = await prRun(inputs);

    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::ModelGate: Regressed: 55 regressions of 60 cases/);
    expect(run.outputs).toMatchObject({
      status: "regressed",
      cases: "60",
      regressions: "55",
      fixed: "0",
      errors: "0",
      "baseline-source": "matrix",
      "baseline-sha": HEAD,
    });

    const ours = double.comments.filter((c) => c.login === "github-actions[bot]");
    expect(ours).toHaveLength(1);
    expect(ours[0]?.body.startsWith(MARKER)).toBe(true);
    expect(ours[0]?.body).toContain("case-01");
    expect(run.outputs["comment-id"]).toBe(String(ours[0]?.id));
    expect(run.outputs["comment-url"]).toContain(`issuecomment-${ours[0]?.id}`);

    expect(double.checkRuns).toHaveLength(1);
    const check = double.checkRuns[0]!;
    expect(check.head_sha).toBe(HEAD);
    expect(check.conclusion).toBe("failure");
    expect(check.name).toBe("ModelGate");
    expect(run.outputs["check-run-id"]).toBe(String(check.id));
    expect(check.annotations).toHaveLength(55);
    expect(check.annotations[0]).toMatchObject({
      path: "suites/gate/suite.yaml",
      annotation_level: "failure",
    });
    expect(check.annotations.map((a) => a.start_line)).toContain(4);
    const checkWrites = double.writes().filter((r) => r.path.includes("check-runs"));
    // Created without annotations, then one batch of 55 > 50: two updates (issue 11).
    expect(checkWrites.map((r) => r.method)).toEqual(["POST", "PATCH", "PATCH"]);

    expect(run.summary).toContain("# ModelGate");
    expect(readFileSync(run.outputs["comparison-path"]!, "utf8")).toContain(
      '"format": "modelgate.compare/v1"',
    );
    expect(readFileSync(run.outputs["report-path"]!, "utf8")).toContain("case-01");
    expect(readFileSync(run.outputs["result-path"]!, "utf8")).toContain('"format":"modelgate.run/v2"');
    expect(human.body).toBe(`Why is ${MARKER} in my comment?`);
    expect(refused()).toEqual([]);

    // The second run of the same pull request updates the comment instead of adding one.
    const again = await prRun(inputs);
    expect(again.code).toBe(1);
    expect(double.comments.filter((c) => c.login === "github-actions[bot]")).toHaveLength(1);
    expect(again.outputs["comment-id"]).toBe(String(ours[0]?.id));
    const commentWrites = double.writes().filter((r) => r.path.includes("comments"));
    expect(commentWrites.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /repos/octo/app/issues/7/comments",
      `PATCH /repos/octo/app/issues/comments/${ours[0]?.id}`,
    ]);
    expect(human.body).toBe(`Why is ${MARKER} in my comment?`);
    expect(refused()).toEqual([]);
  });

  it("passes the step when nothing regressed; comment: failures then posts nothing", async () => {
    const run = await prRun(
      { suites: SUITE, config: CONFIG("same"), "baseline-config": CONFIG("base"), comment: "failures" },
      false,
      small,
    );
    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe("compatible");
    expect(double.checkRuns[0]?.conclusion).toBe("success");
    expect(double.checkRuns[0]?.annotations).toEqual([]);
    expect(double.comments).toHaveLength(0);
    expect(run.outputs["comment-id"]).toBe("");
  });
});

// review-github #5: `comment-outputs: none` posts no model output, reasons quoting it included.
describe("comment-outputs: none", { timeout: 120_000 }, () => {
  it("the comment, the job summary and the check run's summary carry no model output", async () => {
    const ws = makeWorkspace(2, 2);
    const suite = path.join(ws, "suites/gate/suite.yaml");
    writeFileSync(suite, readFileSync(suite, "utf8").replace("    type: contains\n", "    type: exact\n"));
    const recorded = path.join(ws, "suites/gate/recorded/cand.json");
    const outputs = JSON.parse(readFileSync(recorded, "utf8")) as {
      outputs: Record<string, { output: string }>;
    };
    for (const o of Object.values(outputs.outputs)) o.output = "PRIVATE-CUSTOMER-DATA: Priya Patel";
    writeFileSync(recorded, JSON.stringify(outputs));
    const inputs = { suites: SUITE, config: CONFIG("cand"), "baseline-config": CONFIG("base") };
    const shown = await prRun({ ...inputs, "comment-outputs": "excerpt" }, false, ws);
    expect(double.comments[0]?.body ?? "").toContain("PRIVATE-CUSTOMER-DATA");
    expect(JSON.stringify(double.checkRuns[0]?.annotations ?? [])).toContain("PRIVATE-CUSTOMER-DATA");
    expect(shown.code).toBe(1);
    double.comments.length = 0;
    double.checkRuns.length = 0;
    const run = await prRun({ ...inputs, "comment-outputs": "none" }, false, ws);
    expect(run.code).toBe(1);
    const body = double.comments[0]?.body ?? "";
    expect(body).toContain("output differs from expected: fails the exact check (output not shown)");
    expect(body).not.toContain("PRIVATE");
    expect(run.summary).not.toContain("PRIVATE");
    expect(double.checkRuns[0]?.summary ?? "").not.toContain("PRIVATE");
    // The annotations follow the setting too, and still say which case failed the gate.
    const annotations = JSON.stringify(double.checkRuns[0]?.annotations ?? []);
    expect(annotations).not.toContain("PRIVATE");
    expect(annotations).toContain("output not shown");
  });
});

describe("fork pull requests and read-only tokens", { timeout: 120_000 }, () => {
  /** A fork's run with the artifact service, so the bundle for `mode: publish` can be left. */
  const forkRun = (config: "same" | "cand", runId: number) => {
    double.currentRunId = runId;
    return runAction({
      double,
      workspace: small,
      services: true,
      runId,
      eventName: "pull_request",
      event: pullRequestEvent({ number: 7, headSha: HEAD, baseSha: BASE, fork: true }),
      sha: MERGE,
      ref: "refs/pull/7/merge",
      inputs: {
        "github-token": "ghs_test",
        suites: SUITE,
        config: CONFIG(config),
        "baseline-config": CONFIG("base"),
      },
    });
  };
  const left = (runId: number) =>
    double.artifacts.filter((a) => a.runId === runId && a.name === "modelgate-comparison-default");

  /** The workflow_run job with `mode: publish` after the fork's run `runId` completed. */
  const publishAfter = (runId: number) => {
    double.currentRunId = 900;
    double.options.readOnly = false;
    return runAction({
      double,
      workspace: small,
      services: true,
      runId: 900,
      eventName: "workflow_run",
      event: {
        action: "completed",
        workflow_run: {
          id: runId,
          run_attempt: 1,
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
  };

  it("a fork (read-only token): job summary and one warning, no comment or check run, the bundle left", async () => {
    double.options.readOnly = true;
    const run = await forkRun("same", 301);
    expect(run.code).toBe(0);
    expect(run.summary).toContain("# ModelGate");
    expect(run.warnings).toHaveLength(1);
    expect(run.warnings[0]).toMatch(/comes from a fork.*read-only.*`mode: publish`/);
    expect(double.comments).toHaveLength(0);
    expect(double.checkRuns).toHaveLength(0);
    expect(run.outputs["comment-id"]).toBe("");
    expect(run.outputs.status).toBe("compatible");
    expect(left(301)).toHaveLength(1);

    // The publish job posts them: one comment, one check run.
    const published = await publishAfter(301);
    expect(published.code, published.stdout).toBe(0);
    expect(double.comments).toHaveLength(1);
    expect(double.checkRuns.map((c) => [c.name, c.head_sha, c.conclusion])).toEqual([
      ["ModelGate", HEAD, "success"],
    ]);
  });

  // Private and internal repositories may send fork pull requests a token that can write.
  it("a fork whose token may write: comment and check run posted, no bundle, so one check run after publish", async () => {
    const run = await forkRun("same", 302);
    expect(run.code).toBe(0);
    expect(run.warnings).toEqual([]);
    expect(double.comments).toHaveLength(1);
    expect(double.checkRuns.map((c) => [c.head_sha, c.conclusion])).toEqual([[HEAD, "success"]]);
    expect(run.outputs["comment-id"]).toBe(String(double.comments[0]?.id));
    expect(left(302)).toHaveLength(0);

    const published = await publishAfter(302);
    expect(published.code, published.stdout).toBe(0);
    expect(published.outputs.status).toBe("nothing");
    expect(double.comments).toHaveLength(1);
    expect(double.checkRuns).toHaveLength(1);
  });

  it("a fork whose comment post failed (500 after retries): the bundle is left, and the publish job posts it", async () => {
    double.failNext({
      method: "POST",
      path: /\/issues\/7\/comments$/,
      status: 500,
      message: "injected 500",
      count: 20,
    });
    const run = await forkRun("same", 303);
    double.faults.length = 0;
    expect(run.code).toBe(0);
    expect(run.warnings.join("\n")).toMatch(/posting the comment failed/);
    expect(double.comments).toHaveLength(0);
    expect(double.checkRuns).toHaveLength(1);
    expect(left(303)).toHaveLength(1);

    const published = await publishAfter(303);
    expect(published.code, published.stdout).toBe(0);
    expect(published.stdout).not.toMatch(/Nothing to post/);
    expect(double.comments).toHaveLength(1);
    // The fork's run created its check run: the publish job posts the comment only.
    expect(double.checkRuns.map((c) => [c.name, c.head_sha, c.conclusion])).toEqual([
      ["ModelGate", HEAD, "success"],
    ]);
  });

  it("a fork whose candidate regressed fails on the regressions, not on the token", async () => {
    double.options.readOnly = true;
    const run = await prRun(
      { suites: SUITE, config: CONFIG("cand"), "baseline-config": CONFIG("base") },
      true,
      small,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::ModelGate: Regressed/);
    expect(run.stdout).not.toMatch(/::error::.*(403|not accessible)/);
    expect(double.comments).toHaveLength(0);
    expect(double.checkRuns).toHaveLength(0);
  });

  it("a read-only token (403): summary, warnings, nothing created, the step passes", async () => {
    double.options.readOnly = true;
    const run = await prRun(
      { suites: SUITE, config: CONFIG("same"), "baseline-config": CONFIG("base") },
      false,
      small,
    );
    expect(run.code).toBe(0);
    expect(run.summary).toContain("# ModelGate");
    expect(run.warnings.join("\n")).toMatch(/pull-requests: write/);
    expect(run.warnings.join("\n")).toMatch(/checks: write/);
    expect(double.comments).toHaveLength(0);
    expect(double.checkRuns).toHaveLength(0);
  });
});

describe("inputs", { timeout: 120_000 }, () => {
  it("bad inputs fail the step with every problem named, no stack trace", async () => {
    const run = await prRun(
      { suites: SUITE, config: CONFIG("cand"), mode: "sometimes", comment: "loud" },
      false,
      small,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("input 'mode'");
    expect(run.stdout).toContain("input 'comment'");
    expect(run.stdout).not.toMatch(/\n\s+at /);
    expect(double.requests).toEqual([]);
  });

  it("a suite pattern that matches nothing is an input error", async () => {
    const run = await prRun({ suites: "suites/nothing/*.yaml", config: CONFIG("cand") }, false, small);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("'suites/nothing/*.yaml' matches no file");
  });
});

describe("the shipped example (suites/support-assistant), matrix mode", { timeout: 120_000 }, () => {
  it("fails the gate on the example's regressions and reports them", async () => {
    const dir = "suites/support-assistant";
    const run = await runAction({
      double,
      workspace: REPO_ROOT,
      eventName: "pull_request",
      event: pullRequestEvent({ number: 12, headSha: HEAD, baseSha: BASE }),
      sha: MERGE,
      ref: "refs/pull/12/merge",
      inputs: {
        "github-token": "ghs_test",
        suites: `${dir}/suite.yaml`,
        config: `${dir}/configs/candidate.yaml`,
        "baseline-config": `${dir}/configs/baseline.yaml`,
        plugins: `${dir}/checks.mjs`,
        "comment-header": "example",
      },
    });
    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe("regressed");
    expect(Number(run.outputs.regressions)).toBeGreaterThan(0);
    expect(double.comments).toHaveLength(1);
    expect(double.comments[0]?.body.startsWith("<!-- modelgate:example -->")).toBe(true);
    expect(double.checkRuns[0]?.name).toBe("ModelGate (example)");
    const paths = new Set(double.checkRuns[0]?.annotations.map((a) => a.path));
    expect([...paths]).toEqual([path.posix.join(dir, "suite.yaml")]);
    expect(refused()).toEqual([]);
  });
});

describe("auto mode without a stored baseline", { timeout: 120_000 }, () => {
  it("a pull request with no baseline yet gets a neutral report, never a failure", async () => {
    const run = await prRun({ suites: SUITE, config: CONFIG("cand") }, false, small);
    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe("no_baseline");
    expect(run.outputs["baseline-source"]).toBe("none");
    expect(double.checkRuns[0]?.conclusion).toBe("neutral");
    expect(double.comments[0]?.body).toContain("No baseline yet");
  });

  it("a push to the default branch runs and tries to save the baseline (no services here: warnings)", async () => {
    const run = await runAction({
      double,
      workspace: small,
      eventName: "push",
      event: pushEvent(BASE),
      sha: BASE,
      inputs: { "github-token": "ghs_test", suites: SUITE, config: CONFIG("base") },
    });
    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe("baseline");
    expect(run.warnings.join("\n")).toMatch(/baseline not saved/);
    expect(double.comments).toHaveLength(0);
  });
});

describe("GitHub's limits", { timeout: 120_000 }, () => {
  it("a report too long for a comment is trimmed, and annotations go 50 per request", async () => {
    const big = makeWorkspace(400, 400);
    const run = await runAction({
      double,
      workspace: big,
      eventName: "pull_request",
      event: pullRequestEvent({ number: 9, headSha: HEAD, baseSha: BASE }),
      sha: MERGE,
      inputs: {
        "github-token": "ghs_test",
        suites: SUITE,
        config: CONFIG("cand"),
        "baseline-config": CONFIG("base"),
      },
    });
    expect(run.code).toBe(1);
    expect(run.outputs.regressions).toBe("400");
    const body = double.comments[0]?.body ?? "";
    expect(body.length).toBeGreaterThan(30_000);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toMatch(/… and \d+ more (cases|diffs) not shown/);
    const checkWrites = double.writes().filter((r) => r.path.includes("check-runs"));
    // The run is created without annotations, then 400 are added 50 at a time (issue 11).
    expect(checkWrites).toHaveLength(9);
    for (const w of checkWrites) {
      const output = (w.body as { output: { summary: string; annotations?: unknown[] } }).output;
      expect(output.annotations?.length ?? 0).toBeLessThanOrEqual(50);
      expect(output.summary.length).toBeLessThanOrEqual(65_535);
    }
    expect(double.checkRuns[0]?.annotations).toHaveLength(400);
    expect(refused()).toEqual([]);
    // The job summary keeps the full report.
    expect(run.summary.length).toBeGreaterThan(body.length);
  });
});

describe("working-directory", { timeout: 120_000 }, () => {
  it("resolves suites and configs in it; annotations stay relative to the repository root", async () => {
    const run = await prRun({
      "working-directory": "suites/gate",
      suites: "*.yaml",
      config: "configs/cand.yaml",
      "baseline-config": "configs/base.yaml",
    });
    expect(run.code).toBe(1);
    expect(run.outputs.regressions).toBe("55");
    expect(new Set(double.checkRuns[0]?.annotations.map((a) => a.path))).toEqual(
      new Set(["suites/gate/suite.yaml"]),
    );
  });
});
