import { messageOf } from "../core/error-message.js";
import { rateLimitWait, statusOf } from "./api.js";

/**
 * A step of the baseline lookup that failed (an HTTP error, a service outage): the baseline may
 * exist, so this is never reported as "no baseline". Carries the step for the message.
 */
export class BaselineFetchError extends Error {
  constructor(
    readonly step: string,
    readonly failure: unknown,
  ) {
    super(`${step}: ${messageOf(failure)}`);
    this.name = "BaselineFetchError";
  }
}

/** Runs one request of the lookup; its failure becomes a BaselineFetchError naming `step`. */
export async function fetchStep<T>(step: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw error instanceof BaselineFetchError ? error : new BaselineFetchError(step, error);
  }
}

/** The HTTP status of a failure: Octokit's, or the `(503)` the cache and artifact clients write in their messages. */
function httpStatus(error: unknown): number | null {
  const status = statusOf(error);
  if (status !== null) return status;
  const written = /\((\d{3})\)/.exec(messageOf(error));
  return written === null ? null : Number(written[1]);
}

/**
 * `artifact: downloading artifact 5 of run 100 failed (HTTP 502): Server Error`. Only a 401/403/404
 * that is not a rate limit can be a missing `actions: read`; a 5xx is GitHub's, and says nothing
 * about the token.
 */
export function describeFetchFailure(source: "cache" | "artifact", error: unknown): string {
  const step = error instanceof BaselineFetchError ? error.step : "the lookup";
  const cause = error instanceof BaselineFetchError ? error.failure : error;
  const status = httpStatus(cause);
  const limited = rateLimitWait(cause, Date.now()) !== null;
  const hint = limited
    ? "; GitHub's API rate limit was reached"
    : source === "artifact" && (status === 401 || status === 403 || status === 404)
      ? "; the token needs 'actions: read'"
      : "";
  const code = status === null ? "" : ` (HTTP ${status})`;
  return `${source}: ${step} failed${code}: ${messageOf(cause)}${hint}`;
}
