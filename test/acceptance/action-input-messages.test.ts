// Input mistakes get messages naming the Action's input and the real cause, never the CLI's flags
// (review-action #11).
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIG, ensureBundle, makeWorkspace, runAction, SUITE } from "../doubles/action-run.js";
import { pullRequestEvent } from "../doubles/events.js";
import { GitHubDouble } from "../doubles/github-double.js";

const double = new GitHubDouble();
let workspace: string;

beforeAll(async () => {
  ensureBundle();
  await double.start();
  workspace = makeWorkspace(3, 1);
});
afterAll(() => double.stop());

const pr = (inputs: Record<string, string>) =>
  runAction({
    double,
    workspace,
    eventName: "pull_request",
    event: pullRequestEvent({ number: 7, headSha: "a".repeat(40), baseSha: "1".repeat(40) }),
    ref: "refs/pull/7/merge",
    inputs: {
      "github-token": "ghs_test",
      suites: SUITE,
      config: CONFIG("cand"),
      "baseline-config": CONFIG("base"),
      ...inputs,
    },
  });
const errors = (stdout: string) => stdout.split("\n").filter((l) => l.startsWith("::error::"));

describe("input messages", { timeout: 120_000 }, () => {
  it("a folder given as 'suites' is said to be one, with a glob to use", async () => {
    const run = await pr({ suites: "suites/gate" });
    expect(run.code).toBe(1);
    expect(errors(run.stdout)).toEqual([
      "::error::input 'suites': suites/gate is a folder, not a suite file; name its suites with a glob such as suites/gate/*.yaml",
    ]);
    expect(double.writes()).toEqual([]);
  });

  it("a missing 'working-directory' is named, not the suites under it", async () => {
    const run = await pr({ "working-directory": "nope" });
    expect(run.code).toBe(1);
    expect(errors(run.stdout)).toEqual([
      `::error::input 'working-directory': ${path.join(workspace, "nope")} does not exist`,
    ]);
  });

  it("'tags' that select no case name the input 'tags', not the CLI's --tag", async () => {
    const run = await pr({ tags: "nosuchtag" });
    expect(run.code).toBe(1);
    expect(errors(run.stdout)).toEqual([
      "::error::suites/gate/suite.yaml: input 'tags': nosuchtag selects no case (tags in use: none)",
    ]);
  });
});
