import { type ProgressSink, ProviderError } from "../core/run/provider.js";
import { classifyOllamaError } from "./ollama-errors.js";
import { type ReadinessOptions, waitUntilReady } from "./readiness.js";

/**
 * Calls `probe` (GET /api/version) until it answers, with backoff, within the bound. Returns the
 * server version. Unreachable, broken or 5xx answers are retried; a 4xx, or a 200 that is not
 * Ollama's JSON, means something is answering that will not start working by waiting (a wrong
 * URL, a proxy's login page, a proxy refusing our headers).
 */
export function waitForOllama(
  probe: (signal: AbortSignal) => Promise<string>,
  server: { baseUrl: string; secrets: readonly string[] },
  options: ReadinessOptions,
  signal: AbortSignal,
  progress: ProgressSink,
): Promise<string> {
  const { baseUrl, secrets } = server;
  const classify = (error: unknown) =>
    classifyOllamaError(error, { baseUrl, path: "/api/version", signal, secrets });
  return waitUntilReady(
    {
      probe,
      waitingFor: `Ollama at ${baseUrl}`,
      server: `Ollama at ${baseUrl}`,
      // Nobody listening there is most often a server that was never started, or the wrong address.
      unreachableHint:
        "; is Ollama running there? Start it (`ollama serve`) or set base_url / OLLAMA_HOST; ready_timeout_s waits longer",
      answered: (version, waited) =>
        waited === undefined
          ? `Ollama ${version} at ${baseUrl}`
          : `Ollama ${version} at ${baseUrl} answered after ${waited}`,
      failure(error, attemptSignal) {
        if (attemptSignal.aborted) return "no answer";
        const failure = classify(error);
        const status = failure.httpStatus;
        if (status === 401 || status === 403) {
          // An authenticating proxy in front of Ollama refusing what it was sent (the message
          // opens with what to check: httpError's AUTH_HINT).
          throw new ProviderError("fatal", `Ollama at ${baseUrl}: ${failure.message}`, status);
        }
        if (status !== undefined && status >= 400 && status < 500) {
          throw new ProviderError(
            status === 404 ? "unavailable" : "fatal",
            `${baseUrl} does not answer like Ollama: ${failure.message}`,
            status,
          );
        }
        // Something answered that waiting will not change (a login page, an invalid base_url).
        if (failure.kind === "fatal") throw failure;
        return failure;
      },
      cancelled: classify,
    },
    options,
    signal,
    progress,
  );
}
