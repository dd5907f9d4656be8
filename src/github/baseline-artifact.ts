import { type GitHubClient, statusOf } from "./api.js";
import { BaselineFetchError, fetchStep } from "./baseline-fetch-failure.js";
import type { Repo } from "./context.js";

export function baselineArtifactName(header: string): string {
  return `modelgate-baseline-${header}`;
}

/** Runs looked at, newest first; the baseline of an older run is too stale to be worth more calls. */
const RUNS_SEARCHED = 20;

export interface FoundArtifact {
  artifactId: number;
  runId: number;
  headSha: string;
  createdAt: string | null;
}

/**
 * The workflow of this job is not known to GitHub yet (the pull request that adds it): no run of
 * it on the base branch, so no baseline was ever saved by it.
 */
export interface UnknownWorkflow {
  unknownWorkflow: string;
}

const LISTING = "listing the successful push runs";

type RunsFilter = NonNullable<Parameters<GitHubClient["rest"]["actions"]["listWorkflowRunsForRepo"]>[0]>;
type RunsListing = Awaited<ReturnType<GitHubClient["rest"]["actions"]["listWorkflowRuns"]>>;

/**
 * Lists the workflow's runs. GitHub resolves a workflow file name in
 * `GET /repos/{owner}/{repo}/actions/workflows/{file}/runs` against the workflows it knows, and
 * answers 404 `Not Found` for one it does not (the workflow file is not on the base branch yet:
 * the very pull request that adds it). A repository that does not exist, or that the token cannot
 * see, answers the same 404 with the same body, so the body cannot tell them apart; the
 * repository's own listing, `GET /repos/{owner}/{repo}/actions/runs`, can: it answers 200 when
 * only the workflow is missing and fails too when the repository (or the token's access to its
 * Actions) is. Only that combination is "no baseline yet"; any other failure is a failed lookup.
 */
async function listWorkflowRuns(
  client: GitHubClient,
  repo: Repo,
  workflowId: string,
  filter: RunsFilter,
): Promise<RunsListing | UnknownWorkflow> {
  try {
    return await client.rest.actions.listWorkflowRuns({ ...filter, workflow_id: workflowId });
  } catch (error) {
    if (statusOf(error) !== 404) throw new BaselineFetchError(LISTING, error);
    const repository = await client.rest.actions
      .listWorkflowRunsForRepo({ ...repo, per_page: 1 })
      .then(() => true)
      .catch(() => false);
    if (!repository) throw new BaselineFetchError(LISTING, error);
    return { unknownWorkflow: workflowId };
  }
}

/**
 * The baseline artifact of the newest successful push run of commit `headSha` (the REST API
 * filters by `head_sha`), or of the newest one on `branch`: list that workflow's successful push
 * runs (all workflows when the running one is unknown), then each run's artifacts by name, newest
 * run first, skipping expired ones.
 */
export async function findBaselineArtifact(
  client: GitHubClient,
  repo: Repo,
  query: ({ branch: string } | { headSha: string }) & { header: string; workflowFile: string | null },
): Promise<FoundArtifact | UnknownWorkflow | null> {
  const name = baselineArtifactName(query.header);
  const filter: RunsFilter = {
    ...repo,
    ...("headSha" in query ? { head_sha: query.headSha } : { branch: query.branch }),
    event: "push",
    status: "success",
    per_page: RUNS_SEARCHED,
  };
  const workflowId = query.workflowFile === null ? null : (query.workflowFile.split("/").pop() ?? null);
  const listed = await fetchStep(LISTING, () =>
    workflowId === null
      ? client.rest.actions.listWorkflowRunsForRepo(filter)
      : listWorkflowRuns(client, repo, workflowId, filter),
  );
  if ("unknownWorkflow" in listed) return listed;
  const { data } = listed;
  const runs = [...data.workflow_runs]
    .filter((run) => !("headSha" in query) || run.head_sha === query.headSha)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  for (const run of runs) {
    const { data: list } = await fetchStep(`listing the artifacts of run ${run.id}`, () =>
      client.rest.actions.listWorkflowRunArtifacts({ ...repo, run_id: run.id, name, per_page: 100 }),
    );
    const artifact = list.artifacts.find((a) => a.name === name && !a.expired);
    if (artifact !== undefined) {
      return {
        artifactId: artifact.id,
        runId: run.id,
        headSha: run.head_sha,
        createdAt: artifact.created_at ?? null,
      };
    }
  }
  return null;
}
