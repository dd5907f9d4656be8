import type { GitHubClient } from "./api.js";
import { fetchStep } from "./baseline-fetch-failure.js";
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
 * The baseline artifact of the newest successful push run of commit `headSha` (the REST API
 * filters by `head_sha`), or of the newest one on `branch`: list that workflow's successful push
 * runs (all workflows when the running one is unknown), then each run's artifacts by name, newest
 * run first, skipping expired ones.
 */
export async function findBaselineArtifact(
  client: GitHubClient,
  repo: Repo,
  query: ({ branch: string } | { headSha: string }) & { header: string; workflowFile: string | null },
): Promise<FoundArtifact | null> {
  const name = baselineArtifactName(query.header);
  const filter = {
    ...repo,
    ...("headSha" in query ? { head_sha: query.headSha } : { branch: query.branch }),
    event: "push",
    status: "success" as const,
    per_page: RUNS_SEARCHED,
  };
  const workflowId = query.workflowFile === null ? null : (query.workflowFile.split("/").pop() ?? null);
  const { data } = await fetchStep("listing the successful push runs", () =>
    workflowId === null
      ? client.rest.actions.listWorkflowRunsForRepo(filter)
      : client.rest.actions.listWorkflowRuns({ ...filter, workflow_id: workflowId }),
  );
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
