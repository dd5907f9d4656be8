import { type ProgressSink, ProviderError } from "../core/run/provider.js";
import { type ReadinessOptions, waitUntilReady } from "./readiness.js";

/**
 * Calls `probe` (GET /models) until it answers, with backoff, within the bound, and returns what
 * it answered. Unreachable servers and transient answers are waited out (`llama-server` answers
 * 503 while it loads the model); an authentication failure or another 4xx ends the wait at once,
 * since waiting will not change it. `probe` throws classified `ProviderError`s.
 */
export function waitForOpenAI<T>(
  probe: (signal: AbortSignal) => Promise<T>,
  baseUrl: string,
  options: ReadinessOptions,
  signal: AbortSignal,
  progress: ProgressSink,
): Promise<T> {
  return waitUntilReady(
    {
      probe,
      waitingFor: baseUrl,
      server: `the server at ${baseUrl}`,
      unreachableHint: "; is the server running there? ready_timeout_s waits longer",
      answered: (_answer, waited) =>
        waited === undefined ? undefined : `${baseUrl} answered after ${waited}`,
      failure(error, attemptSignal) {
        const failure =
          error instanceof ProviderError ? error : new ProviderError("transient", String(error));
        if (failure.kind === "timeout" || attemptSignal.aborted) return "no answer";
        if (failure.kind !== "transient" && failure.kind !== "unavailable") throw failure;
        if (failure.httpStatus === 404) {
          throw new ProviderError(
            "unavailable",
            `${baseUrl} does not answer like an OpenAI-compatible API (base_url usually ends in /v1): ${failure.message}`,
            404,
          );
        }
        return failure;
      },
    },
    options,
    signal,
    progress,
  );
}
