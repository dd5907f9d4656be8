import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readContext } from "../../../src/github/context.js";
import { pullRequestEvent, pushEvent } from "../../doubles/events.js";

function contextFor(eventName: string, payload: unknown, extra: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "mg-ctx-"));
  const file = path.join(dir, "event.json");
  writeFileSync(file, JSON.stringify(payload));
  return readContext({
    GITHUB_REPOSITORY: "octo/app",
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: file,
    GITHUB_SHA: "f".repeat(40),
    GITHUB_REF: "refs/pull/7/merge",
    GITHUB_WORKFLOW_REF: "octo/app/.github/workflows/models.yml@refs/pull/7/merge",
    ...extra,
  });
}

describe("readContext", () => {
  it("takes a pull request's head commit from the payload, not the merge commit GITHUB_SHA", () => {
    const ctx = contextFor(
      "pull_request",
      pullRequestEvent({ number: 7, headSha: "a".repeat(40), baseSha: "b".repeat(40) }),
    );
    expect(ctx.trigger).toEqual({
      kind: "pull_request",
      pr: { number: 7, headSha: "a".repeat(40), baseSha: "b".repeat(40), baseRef: "main", fork: false },
    });
    expect(ctx.sha).toBe("f".repeat(40));
    expect(ctx.workflowFile).toBe(".github/workflows/models.yml");
    expect(ctx.repo).toEqual({ owner: "octo", repo: "app" });
  });

  it("detects a fork by head.repo.full_name differing from base.repo.full_name", () => {
    const fork = contextFor("pull_request", pullRequestEvent({ number: 8, fork: true }));
    expect(fork.trigger.kind === "pull_request" && fork.trigger.pr.fork).toBe(true);
    const target = contextFor("pull_request_target", pullRequestEvent({ number: 8, fork: true }));
    expect(target.trigger.kind).toBe("pull_request_target");
  });

  it("treats a pull request whose head repository was deleted as a fork", () => {
    const payload = pullRequestEvent({ number: 9 }) as { pull_request: { head: { repo: unknown } } };
    payload.pull_request.head.repo = null;
    const ctx = contextFor("pull_request", payload);
    expect(ctx.trigger.kind === "pull_request" && ctx.trigger.pr.fork).toBe(true);
  });

  it("knows a push to the default branch from a push elsewhere", () => {
    const main = contextFor("push", pushEvent("c".repeat(40)), {
      GITHUB_REF: "refs/heads/main",
      GITHUB_SHA: "c".repeat(40),
    });
    expect(main.trigger).toEqual({ kind: "push", sha: "c".repeat(40), branch: "main", defaultBranch: true });
    const feature = contextFor("push", pushEvent("c".repeat(40)), { GITHUB_REF: "refs/heads/feature" });
    expect(feature.trigger.kind === "push" && feature.trigger.defaultBranch).toBe(false);
    const tag = contextFor("push", pushEvent("c".repeat(40)), { GITHUB_REF: "refs/tags/v1" });
    expect(tag.trigger.kind === "push" && tag.trigger.defaultBranch).toBe(false);
  });

  it("reads a workflow_run's run id and head commit", () => {
    const ctx = contextFor("workflow_run", {
      workflow_run: {
        id: 42,
        head_sha: "d".repeat(40),
        head_branch: "feature",
        event: "pull_request",
        pull_requests: [],
      },
      repository: { default_branch: "main" },
    });
    expect(ctx.trigger).toEqual({
      kind: "workflow_run",
      runId: 42,
      headSha: "d".repeat(40),
      headBranch: "feature",
      event: "pull_request",
    });
  });

  it("refuses to run outside Actions with a clear message", () => {
    expect(() => readContext({})).toThrow(/GITHUB_REPOSITORY is not set/);
  });
});
