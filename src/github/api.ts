import { getOctokit } from "@actions/github";

/** The REST client the Action uses (Octokit with the REST methods and pagination). */
export type GitHubClient = ReturnType<typeof getOctokit>;

/** Octokit honours GITHUB_API_URL (GitHub Enterprise Server, and the tests' local double). */
export function createClient(token: string): GitHubClient {
  return getOctokit(token);
}

/** HTTP status of an Octokit error, when it has one. */
export function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : null;
}

/**
 * The token may not write here: a fork's pull request, a read-only `permissions:` block, or an
 * installation token without the scope. GitHub answers 403 ("Resource not accessible by
 * integration"), sometimes 404 for resources the token cannot see.
 */
export function isPermissionError(error: unknown): boolean {
  const status = statusOf(error);
  // GitHub also answers 403 for its (secondary) rate limits: busy, not forbidden.
  return (status === 403 || status === 401) && !/rate limit/i.test(messageOf(error));
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
