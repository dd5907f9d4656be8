// Realistic webhook payloads (trimmed to the fields GitHub always sends that the Action reads).

export interface PullRequestEventOptions {
  number: number;
  headSha?: string;
  baseSha?: string;
  baseRef?: string;
  fork?: boolean;
  repo?: string;
}

export function pullRequestEvent(o: PullRequestEventOptions): Record<string, unknown> {
  const repo = o.repo ?? "octo/app";
  const headRepo = o.fork ? "stranger/app" : repo;
  return {
    action: "synchronize",
    number: o.number,
    pull_request: {
      number: o.number,
      state: "open",
      title: "Upgrade the model",
      user: { login: o.fork ? "stranger" : "octocat" },
      head: {
        ref: "model-upgrade",
        sha: o.headSha ?? "a".repeat(40),
        repo: { full_name: headRepo, fork: Boolean(o.fork) },
      },
      base: {
        ref: o.baseRef ?? "main",
        sha: o.baseSha ?? "b".repeat(40),
        repo: { full_name: repo, fork: false },
      },
    },
    repository: { full_name: repo, default_branch: "main" },
    sender: { login: o.fork ? "stranger" : "octocat" },
  };
}

export function pushEvent(sha: string, branch = "main"): Record<string, unknown> {
  return {
    ref: `refs/heads/${branch}`,
    before: "0".repeat(40),
    after: sha,
    head_commit: { id: sha, message: "Update suites" },
    repository: { full_name: "octo/app", default_branch: "main" },
    pusher: { name: "octocat" },
  };
}
