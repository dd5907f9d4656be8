import { getOctokit } from "@actions/github";

/** The REST client the Action uses (Octokit with the REST methods and pagination). */
export type GitHubClient = ReturnType<typeof getOctokit>;

export interface ClientOptions {
  /** Waits before the 2nd and 3rd attempt of a request GitHub failed transiently. */
  retryDelaysMs?: readonly number[];
}

const RETRY_DELAYS_MS = [1000, 3000];
/** Safe to send twice: a repeated POST could create a second comment or check run. */
const IDEMPOTENT = new Set(["GET", "HEAD", "PATCH", "PUT", "DELETE"]);

/**
 * Octokit honours GITHUB_API_URL (GitHub Enterprise Server, and the tests' local double).
 * GitHub answers 5xx now and then; an idempotent request is tried again twice before the
 * failure reaches the caller, so a passing 502 does not cost the pull request its comment.
 */
export function createClient(token: string, options: ClientOptions = {}): GitHubClient {
  const client = getOctokit(token);
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  client.hook.wrap("request", async (request, route) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await request(route);
      } catch (error) {
        const status = statusOf(error);
        const transient = status === null || status >= 500;
        const delay = delays[attempt];
        if (!transient || delay === undefined || !IDEMPOTENT.has(String(route.method).toUpperCase()))
          throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  });
  return client;
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
