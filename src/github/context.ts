import { readFileSync } from "node:fs";
import { InputError } from "../core/diagnostics.js";

export interface Repo {
  owner: string;
  repo: string;
}

/** A pull request as the Action needs it. `headSha` is the PR head, never the merge commit. */
export interface PullRequest {
  number: number;
  headSha: string;
  baseSha: string;
  baseRef: string;
  /** head.repo.full_name differs from base.repo.full_name: the token is read-only. */
  fork: boolean;
}

/** What triggered the run, reduced to what decides the Action's behaviour. */
export type Trigger =
  | { kind: "push"; sha: string; branch: string | null; defaultBranch: boolean }
  | { kind: "pull_request" | "pull_request_target"; pr: PullRequest }
  | { kind: "workflow_run"; runId: number; headSha: string; headBranch: string | null; event: string }
  | { kind: "other"; event: string; sha: string };

export interface ActionContext {
  repo: Repo;
  trigger: Trigger;
  /** The commit the job checked out (GITHUB_SHA; the merge commit on pull_request). */
  sha: string;
  defaultBranch: string | null;
  runId: number;
  serverUrl: string;
  apiUrl: string;
  /** `.github/workflows/x.yml` of the running workflow, for baseline artifact lookup. */
  workflowFile: string | null;
  workspace: string;
  runnerTemp: string;
  /** The raw event payload (uploaded as-is for `mode: publish`). */
  payload: Record<string, unknown>;
}

type Obj = Record<string, unknown>;

const obj = (value: unknown): Obj =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Obj) : {};
const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** Reads the runner's environment and event payload (GITHUB_EVENT_PATH). */
export function readContext(env: NodeJS.ProcessEnv): ActionContext {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? "").split("/");
  if (!owner || !repo)
    throw new InputError("GITHUB_REPOSITORY is not set: run the Action inside GitHub Actions");
  let payload: Obj = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = obj(JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8")));
    } catch (error) {
      throw new InputError(
        `cannot read the event payload ${env.GITHUB_EVENT_PATH}: ${(error as Error).message}`,
      );
    }
  }
  const sha = env.GITHUB_SHA ?? "";
  const defaultBranch = str(obj(payload.repository).default_branch);
  const workflowRef = env.GITHUB_WORKFLOW_REF ?? "";
  const workflowFile = /^[^/]+\/[^/]+\/(.+?)@/.exec(workflowRef)?.[1] ?? null;
  return {
    repo: { owner, repo },
    trigger: classify(env.GITHUB_EVENT_NAME ?? "", payload, sha, env.GITHUB_REF ?? "", defaultBranch),
    sha,
    defaultBranch,
    runId: Number(env.GITHUB_RUN_ID ?? 0),
    serverUrl: env.GITHUB_SERVER_URL ?? "https://github.com",
    apiUrl: env.GITHUB_API_URL ?? "https://api.github.com",
    workflowFile,
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    runnerTemp: env.RUNNER_TEMP ?? env.TMPDIR ?? "/tmp",
    payload,
  };
}

export function classify(
  event: string,
  payload: Obj,
  sha: string,
  ref: string,
  defaultBranch: string | null,
): Trigger {
  if (event === "pull_request" || event === "pull_request_target") {
    const pr = pullRequestOf(payload);
    if (pr !== null) return { kind: event, pr };
  }
  if (event === "push") {
    const branch = ref.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : null;
    return { kind: "push", sha, branch, defaultBranch: branch !== null && branch === defaultBranch };
  }
  if (event === "workflow_run") {
    const run = obj(payload.workflow_run);
    return {
      kind: "workflow_run",
      runId: Number(run.id ?? 0),
      headSha: str(run.head_sha) ?? "",
      headBranch: str(run.head_branch),
      event: str(run.event) ?? "",
    };
  }
  return { kind: "other", event, sha };
}

/** The pull request of a pull_request(_target) payload, or null when it has none. */
export function pullRequestOf(payload: Obj): PullRequest | null {
  const pr = obj(payload.pull_request);
  const head = obj(pr.head);
  const base = obj(pr.base);
  const number = typeof pr.number === "number" ? pr.number : Number(payload.number);
  const headSha = str(head.sha);
  const baseSha = str(base.sha);
  if (!Number.isInteger(number) || number <= 0 || headSha === null || baseSha === null) return null;
  const headRepo = str(obj(head.repo).full_name);
  const baseRepo = str(obj(base.repo).full_name);
  return {
    number,
    headSha,
    baseSha,
    baseRef: str(base.ref) ?? "",
    // A deleted fork has head.repo null: treat it as a fork (the token is read-only then too).
    fork: headRepo === null || baseRepo === null || headRepo !== baseRepo,
  };
}
