import { setTimeout as sleep } from "node:timers/promises";
import { type ProgressSink, ProviderError } from "../core/run/provider.js";

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

/**
 * The bounds a provider waits with: the caller's over the defaults, and the config's own
 * `ready_timeout_s` over both (the CLI's and the Action's defaults differ).
 */
export function readinessBounds(
  overrides: Partial<ReadinessOptions> | undefined,
  readyTimeoutMs: number | undefined,
): ReadinessOptions {
  const readiness = { ...DEFAULT_READINESS, ...overrides };
  if (readyTimeoutMs !== undefined) readiness.timeoutMs = readyTimeoutMs;
  return readiness;
}

/** What a failed attempt was: a failure to wait out, or no answer within the attempt's bound. */
export type AttemptFailure = ProviderError | "no answer";

/** The provider's side of the wait: how to knock, and how to word what happens. */
export interface ReadinessTarget<T> {
  /** One attempt; throws what went wrong. */
  probe: (signal: AbortSignal) => Promise<T>;
  /** Who the "waiting for …" lines name, e.g. `http://host:8080/v1` or `Ollama at http://host`. */
  waitingFor: string;
  /** Who the give-up message names, e.g. `the server at …`. */
  server: string;
  /** Appended when the give-up follows an attempt that found nobody listening. */
  unreachableHint: string;
  /** The line once it answers (`waited` is unset on the first attempt), or none. */
  answered: (answer: T, waited: string | undefined) => string | undefined;
  /** Reads a failed attempt; throws to stop waiting when waiting will not change the answer. */
  failure: (error: unknown, attemptSignal: AbortSignal) => AttemptFailure;
  /** The error when the caller cancels during an attempt. Default: "waiting for … was cancelled". */
  cancelled?: (error: unknown) => ProviderError;
}

/** The least time the first attempt gets, whatever the bound: a live server answers well within it. */
const FIRST_ATTEMPT_MS = 2_000;

/** Lines while waiting: the first failure, then one every this long. */
const WAIT_LOG_EVERY_MS = 10_000;

/**
 * Calls `target.probe` until it answers, with backoff, within the bound, and returns what it
 * answered. What a failure means (wait on, or give up at once) is the target's to say.
 */
export async function waitUntilReady<T>(
  target: ReadinessTarget<T>,
  options: ReadinessOptions,
  signal: AbortSignal,
  progress: ProgressSink,
): Promise<T> {
  const cancelled = () => new ProviderError("cancelled", `waiting for ${target.waitingFor} was cancelled`);
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
      const answer = await target.probe(attemptSignal);
      const line = target.answered(answer, attempt > 1 ? seconds(Date.now() - started) : undefined);
      if (line !== undefined) progress.info(line);
      return answer;
    } catch (error) {
      if (signal.aborted) throw target.cancelled?.(error) ?? cancelled();
      const failure = target.failure(error, attemptSignal);
      if (failure === "no answer") {
        // An attempt cut short by the overall bound says less than the answer before it: keep
        // that one for the give-up message (`HTTP 503: Loading model`, not `no answer within 0.0 s`).
        const cutByBound = attemptMs < options.attemptTimeoutMs;
        if (!cutByBound || last === "") {
          last = `no answer within ${seconds(attemptMs)}`;
          unreachable = false;
        }
      } else {
        last = failure.message;
        unreachable = failure.kind === "unavailable";
      }
    }
    const elapsed = Date.now() - started;
    // The whole bound is used: a pause that would pass it is cut to end on it, and the last
    // attempt is made there (giving up one pause early left up to 2 s of a 10 s bound unused).
    if (elapsed >= options.timeoutMs) {
      throw new ProviderError(
        "unavailable",
        `${target.server} did not become ready within ${seconds(options.timeoutMs)} (last attempt: ${last})${unreachable ? target.unreachableHint : ""}`,
      );
    }
    if (elapsed - lastLog >= WAIT_LOG_EVERY_MS) {
      progress.info(`waiting for ${target.waitingFor} (${last})`);
      lastLog = elapsed;
    }
    try {
      await sleep(Math.min(delay, options.timeoutMs - elapsed), undefined, { signal });
    } catch {
      throw cancelled();
    }
    delay = Math.min(delay * 2, options.maxDelayMs);
  }
}

function seconds(ms: number): string {
  const s = ms / 1000;
  return `${s >= 10 || Number.isInteger(s) ? Math.round(s) : s.toFixed(1)} s`;
}
