import { onAbort } from "./abort-fanout.js";
import { ProviderError } from "./provider.js";

export interface RetryPolicy {
  /** Retries after the first attempt (config `retries`). */
  retries: number;
  baseMs: number;
  capMs: number;
  /** Injectable for tests; resolves after `ms`, rejects when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Injectable for tests; uniform in [0, 1). */
  random?: () => number;
}

export const DEFAULT_BACKOFF = { baseMs: 250, capMs: 8000 } as const;

export type RetryOutcome<T> =
  | { ok: true; value: T; attempts: number }
  | { ok: false; error: unknown; attempts: number };

/** Only a transient provider failure (reset, 5xx, 503, a cut stream) is worth another attempt. */
export function isTransient(error: unknown): boolean {
  return error instanceof ProviderError && error.kind === "transient";
}

/** Full jitter: uniform in [0, min(cap, base * 2^retry)), so retrying clients spread out. */
export function backoffDelay(retry: number, policy: RetryPolicy): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** retry);
  return Math.floor((policy.random ?? Math.random)() * ceiling);
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    // Through the fan-out: many calls may back off at once on the one run signal.
    const unsubscribe = onAbort(signal, () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
    const timer = setTimeout(() => {
      unsubscribe();
      resolve();
    }, ms);
  });
}

/**
 * Calls `attempt` until it succeeds, fails with a non-transient error, or `retries` are spent.
 * Never throws: the outcome says how many physical attempts were made, which the result records.
 * An abort during a backoff wait ends with the abort reason as the error.
 */
export async function withRetry<T>(
  attempt: (n: number) => Promise<T>,
  policy: RetryPolicy,
  signal: AbortSignal,
): Promise<RetryOutcome<T>> {
  const sleep = policy.sleep ?? abortableSleep;
  let attempts = 0;
  for (;;) {
    attempts++;
    try {
      return { ok: true, value: await attempt(attempts), attempts };
    } catch (error) {
      const retriesUsed = attempts - 1;
      if (!isTransient(error) || retriesUsed >= policy.retries || signal.aborted) {
        return { ok: false, error, attempts };
      }
      try {
        // A server that said how long to wait (429/503 `retry-after`) is not asked sooner.
        const asked = error instanceof ProviderError ? (error.retryAfterMs ?? 0) : 0;
        await sleep(Math.max(backoffDelay(retriesUsed, policy), asked), signal);
      } catch (abort) {
        return { ok: false, error: abort, attempts };
      }
    }
  }
}
