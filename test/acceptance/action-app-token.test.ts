// A GitHub App's installation token (actions/create-github-app-token) posts as `<app-slug>[bot]`,
// which only GraphQL's `viewer` names: a failing or oddly spelled answer there must never cost the
// pull request a second sticky comment. The bundled Action against the GitHub double.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { markerFor } from "../../src/github/find-sticky-comment.js";
import { CONFIG, ensureBundle, makeWorkspace, runAction, SUITE } from "../doubles/action-run.js";
import { pullRequestEvent } from "../doubles/events.js";
import { GitHubDouble } from "../doubles/github-double.js";

const HEAD = "a".repeat(40);
const APP = "modelgate-ci[bot]";
const double = new GitHubDouble({ userLogin: null, tokenLogin: APP });
let workspace: string;

beforeAll(async () => {
  ensureBundle();
  await double.start();
  workspace = makeWorkspace(5, 2);
});
afterAll(() => double.stop());
beforeEach(() => {
  double.comments.length = 0;
  double.requests.length = 0;
  double.faults.length = 0;
  double.options = { userLogin: null, tokenLogin: APP, readOnly: false };
  double.pulls.set(7, { headSha: HEAD });
});

const prRun = () =>
  runAction({
    double,
    workspace,
    eventName: "pull_request",
    event: pullRequestEvent({ number: 7, headSha: HEAD }),
    ref: "refs/pull/7/merge",
    inputs: {
      "github-token": "ghs_app",
      suites: SUITE,
      config: CONFIG("cand"),
      "baseline-config": CONFIG("base"),
    },
  });

const ours = () => double.comments.filter((c) => c.issue === 7 && c.login === APP).map((c) => c.id);

describe("an App token keeps one sticky comment", { timeout: 120_000 }, () => {
  it("a passing 502 on GraphQL's viewer query is retried: the comment is updated, not posted again", async () => {
    const first = await prRun();
    double.failNext({ method: "POST", path: /^\/graphql$/, status: 502, message: "Bad Gateway" });
    const second = await prRun();
    expect(second.outputs["comment-id"]).toBe(first.outputs["comment-id"]);
    expect(ours()).toEqual([Number(first.outputs["comment-id"])]);
    expect(second.warnings).toEqual([]);
  });

  it("GraphQL failing past the retries is said and posts nothing, never a duplicate", async () => {
    const first = await prRun();
    double.failNext({ method: "POST", path: /^\/graphql$/, status: 502, message: "Bad Gateway", count: 3 });
    const second = await prRun();
    expect(ours()).toEqual([Number(first.outputs["comment-id"])]);
    expect(second.outputs["comment-id"]).toBe("");
    expect(second.warnings.join("\n")).toMatch(
      /posting the comment failed: .*GraphQL `viewer` .*Bad Gateway/,
    );
    // The gate's own verdict still decides the step (2 regressions: exit 1, not an execution failure).
    expect(second.code).toBe(1);
    const third = await prRun();
    expect(third.outputs["comment-id"]).toBe(first.outputs["comment-id"]);
    expect(ours()).toEqual([Number(first.outputs["comment-id"])]);
  });

  it("a viewer login without the `[bot]` suffix finds the `[bot]` comment; a human of that name is never taken", async () => {
    double.options.viewerLogin = "modelgate-ci";
    const human = double.plantComment(7, "modelgate-ci", `${markerFor("default")}\na human's copy`);
    const first = await prRun();
    const second = await prRun();
    expect(second.outputs["comment-id"]).toBe(first.outputs["comment-id"]);
    expect(ours()).toEqual([Number(first.outputs["comment-id"])]);
    expect(human.body).toBe(`${markerFor("default")}\na human's copy`);
  });

  it("GraphQL refused to the token (403, or 'Resource not accessible'): the workflow token's bot is assumed", async () => {
    double.options.tokenLogin = "github-actions[bot]";
    const first = await prRun();
    double.failNext({
      method: "POST",
      path: /^\/graphql$/,
      status: 403,
      message: "Resource not accessible by integration",
    });
    const second = await prRun();
    double.failNext({
      method: "POST",
      path: /^\/graphql$/,
      status: 200,
      body: {
        data: null,
        errors: [{ type: "FORBIDDEN", message: "Resource not accessible by integration" }],
      },
    });
    const third = await prRun();
    expect([second.outputs["comment-id"], third.outputs["comment-id"]]).toEqual([
      first.outputs["comment-id"],
      first.outputs["comment-id"],
    ]);
    expect(double.comments.map((c) => c.login)).toEqual(["github-actions[bot]"]);
    expect([...second.warnings, ...third.warnings]).toEqual([]);
  });
});
