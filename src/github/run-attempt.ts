import { messageOf } from "../core/error-message.js";
import { type GitHubClient, statusOf } from "./api.js";
import type { Repo } from "./context.js";

/** This job's attempt of its workflow run: a re-run replaces only what earlier attempts left. */
export interface RunAttempt {
  /** GITHUB_RUN_ATTEMPT: 1 for the first run, 2 and more for re-runs. */
  number: number;
  /** When this attempt started (GitHub's `run_started_at`); rejects saying why it is unknown. */
  startedAt(): Promise<Date>;
}

/**
 * The attempt through `GET /repos/{o}/{r}/actions/runs/{id}/attempts/{n}` (the token needs
 * `actions: read`), read once on first use: a first attempt never asks.
 */
export function runAttempt(
  client: GitHubClient | null,
  repo: Repo,
  runId: number,
  env: NodeJS.ProcessEnv,
): RunAttempt {
  const number = Number(env.GITHUB_RUN_ATTEMPT ?? "1") || 1;
  let read: Promise<Date> | undefined;
  const endpoint = `GET /repos/${repo.owner}/${repo.repo}/actions/runs/${runId}/attempts/${number}`;
  return {
    number,
    startedAt: () => {
      read ??= (async () => {
        if (client === null) throw new Error("no github-token to read when this attempt started");
        let started: unknown;
        try {
          const { data } = await client.rest.actions.getWorkflowRunAttempt({
            ...repo,
            run_id: runId,
            attempt_number: number,
          });
          started = data.run_started_at;
        } catch (error) {
          const status = statusOf(error);
          throw new Error(
            `${endpoint} answered ${status ?? "no HTTP status"} (${messageOf(error)})${status === 403 || status === 404 ? "; the token needs 'actions: read'" : ""}`,
          );
        }
        const at = typeof started === "string" ? new Date(started) : null;
        if (at === null || Number.isNaN(at.getTime())) throw new Error(`${endpoint} gave no run_started_at`);
        return at;
      })();
      return read;
    },
  };
}
