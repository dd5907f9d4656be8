import { setTimeout as sleep } from "node:timers/promises";
import { type ProgressSink, ProviderError } from "../core/run/provider.js";
import type { ReadinessOptions } from "./ollama-readiness.js";

/** The least time the first attempt gets, whatever the bound. */
const FIRST_ATTEMPT_MS = 2_000;
/** Lines while waiting: the first failure, then one every this long. */
const WAIT_LOG_EVERY_MS = 10_000;

/**
 * Calls `probe` (GET /models) until it answers, with backoff, within the bound, and returns what
 * it answered. Unreachable servers and transient answers are waited out (`llama-server` answers
 * 503 while it loads the model); an authentication failure or another 4xx ends the wait at once,
 * since waiting will not change it. `probe` throws classified `ProviderError`s.
 */
export async function waitForOpenAI<T>(
  probe: (signal: AbortSignal) => Promise<T>,
  baseUrl: string,
  options: ReadinessOptions,
  signal: AbortSignal,
  progress: ProgressSink,
): Promise<T> {
  const started = Date.now();
  let delay = options.initialDelayMs;
  let lastLog = Number.NEGATIVE_INFINITY;
  let last = "";
  let unreachable = false;
  for (let attempt = 1; ; attempt++) {
    const remaining = options.timeoutMs - (Date.now() - started);
    const floor = attempt === 1 ? FIRST_ATTEMPT_MS : 1;
    const attemptMs = Math.min(options.attemptTimeoutMs, Math.max(floor, remaining));
    const attemptSignal = AbortSignal.any([signal, AbortSignal.timeout(attemptMs)]);
    try {
      const answer = await probe(attemptSignal);
      if (attempt > 1) progress.info(`${baseUrl} answered after ${seconds(Date.now() - started)}`);
      return answer;
    } catch (error) {
      if (signal.aborted) throw new ProviderError("cancelled", `waiting for ${baseUrl} was cancelled`);
      const failure = error instanceof ProviderError ? error : new ProviderError("transient", String(error));
      if (failure.kind === "timeout" || attemptSignal.aborted) {
        last = `no answer within ${seconds(attemptMs)}`;
        unreachable = false;
      } else if (failure.kind === "transient" || failure.kind === "unavailable") {
        if (failure.httpStatus === 404) {
          throw new ProviderError(
            "unavailable",
            `${baseUrl} does not answer like an OpenAI-compatible API (base_url usually ends in /v1): ${failure.message}`,
            404,
          );
        }
        last = failure.message;
        unreachable = failure.kind === "unavailable";
      } else {
        throw failure;
      }
    }
    const elapsed = Date.now() - started;
    if (elapsed + delay > options.timeoutMs) {
      const hint = unreachable ? "; is the server running there? ready_timeout_s waits longer" : "";
      throw new ProviderError(
        "unavailable",
        `the server at ${baseUrl} did not become ready within ${seconds(options.timeoutMs)} (last attempt: ${last})${hint}`,
      );
    }
    if (elapsed - lastLog >= WAIT_LOG_EVERY_MS) {
      progress.info(`waiting for ${baseUrl} (${last})`);
      lastLog = elapsed;
    }
    try {
      await sleep(delay, undefined, { signal });
    } catch {
      throw new ProviderError("cancelled", `waiting for ${baseUrl} was cancelled`);
    }
    delay = Math.min(delay * 2, options.maxDelayMs);
  }
}

function seconds(ms: number): string {
  const s = ms / 1000;
  return `${s >= 10 || Number.isInteger(s) ? Math.round(s) : s.toFixed(1)} s`;
}
