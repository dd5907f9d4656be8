import { setTimeout as sleep } from "node:timers/promises";
import { type ProgressSink, ProviderError } from "../core/run/provider.js";
import { classifyOllamaError } from "./ollama-errors.js";

/** How long and how often to knock before giving up on a server that is still starting. */
export interface ReadinessOptions {
  /** Give up after this long (a service container may take a while to listen). */
  timeoutMs: number;
  /** First pause between attempts; doubles up to `maxDelayMs`. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** One attempt that gets no answer within this long counts as a failed attempt. */
  attemptTimeoutMs: number;
}

export const DEFAULT_READINESS: ReadinessOptions = {
  timeoutMs: 60_000,
  initialDelayMs: 250,
  maxDelayMs: 2_000,
  attemptTimeoutMs: 5_000,
};

/** The least time the first attempt gets, whatever the bound: a live server answers well within it. */
const FIRST_ATTEMPT_MS = 2_000;

/** Lines while waiting: the first failure, then one every this long. */
const WAIT_LOG_EVERY_MS = 10_000;

/**
 * Calls `probe` (GET /api/version) until it answers, with backoff, within the bound. Returns the
 * server version. Unreachable, broken or 5xx answers are retried; a 4xx means something is
 * answering that will not start working by waiting (a wrong URL, a proxy refusing our headers).
 */
export async function waitForOllama(
  probe: (signal: AbortSignal) => Promise<string>,
  baseUrl: string,
  options: ReadinessOptions,
  signal: AbortSignal,
  progress: ProgressSink,
): Promise<string> {
  const started = Date.now();
  let delay = options.initialDelayMs;
  let lastLog = Number.NEGATIVE_INFINITY;
  let last = "";
  let unreachable = false;
  for (let attempt = 1; ; attempt++) {
    // The first attempt gets time to be answered even with no time to wait (ready_timeout_s: 0).
    const remaining = options.timeoutMs - (Date.now() - started);
    const floor = attempt === 1 ? FIRST_ATTEMPT_MS : 1;
    const attemptMs = Math.min(options.attemptTimeoutMs, Math.max(floor, remaining));
    const attemptSignal = AbortSignal.any([signal, AbortSignal.timeout(attemptMs)]);
    try {
      const version = await probe(attemptSignal);
      const waited = Date.now() - started;
      progress.info(
        attempt === 1
          ? `Ollama ${version} at ${baseUrl}`
          : `Ollama ${version} at ${baseUrl} answered after ${seconds(waited)}`,
      );
      return version;
    } catch (error) {
      if (signal.aborted) throw classifyOllamaError(error, { baseUrl, path: "/api/version", signal });
      unreachable = false;
      if (attemptSignal.aborted) {
        last = `no answer within ${seconds(attemptMs)}`;
      } else {
        const failure = classifyOllamaError(error, { baseUrl, path: "/api/version", signal });
        const status = failure.httpStatus;
        if (status !== undefined && status >= 400 && status < 500) {
          throw new ProviderError(
            status === 404 ? "unavailable" : "fatal",
            `${baseUrl} does not answer like Ollama: ${failure.message}`,
            status,
          );
        }
        last = failure.message;
        unreachable = failure.kind === "unavailable";
      }
    }
    const elapsed = Date.now() - started;
    if (elapsed + delay > options.timeoutMs) {
      // Nobody listening there is most often a server that was never started, or the wrong address.
      const hint = unreachable
        ? "; is Ollama running there? Start it (`ollama serve`) or set base_url / OLLAMA_HOST; ready_timeout_s waits longer"
        : "";
      throw new ProviderError(
        "unavailable",
        `Ollama at ${baseUrl} did not become ready within ${seconds(options.timeoutMs)} (last attempt: ${last})${hint}`,
      );
    }
    if (elapsed - lastLog >= WAIT_LOG_EVERY_MS) {
      progress.info(`waiting for Ollama at ${baseUrl} (${last})`);
      lastLog = elapsed;
    }
    try {
      await sleep(delay, undefined, { signal });
    } catch {
      throw new ProviderError("cancelled", `waiting for Ollama at ${baseUrl} was cancelled`);
    }
    delay = Math.min(delay * 2, options.maxDelayMs);
  }
}

function seconds(ms: number): string {
  const s = ms / 1000;
  return `${s >= 10 || Number.isInteger(s) ? Math.round(s) : s.toFixed(1)} s`;
}
