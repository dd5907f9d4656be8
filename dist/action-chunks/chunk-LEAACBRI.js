import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  ProviderError,
  onAbort
} from "./chunk-O3W2D6AK.js";

// src/core/run/retry.ts
var DEFAULT_BACKOFF = { baseMs: 250, capMs: 8e3 };
function isTransient(error) {
  return error instanceof ProviderError && error.kind === "transient";
}
function backoffDelay(retry, policy) {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** retry);
  return Math.floor((policy.random ?? Math.random)() * ceiling);
}
function abortableSleep(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
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
async function withRetry(attempt, policy, signal) {
  const sleep = policy.sleep ?? abortableSleep;
  let attempts = 0;
  for (; ; ) {
    attempts++;
    try {
      return { ok: true, value: await attempt(attempts), attempts };
    } catch (error) {
      const retriesUsed = attempts - 1;
      if (!isTransient(error) || retriesUsed >= policy.retries || signal.aborted) {
        return { ok: false, error, attempts };
      }
      try {
        const asked = error instanceof ProviderError ? error.retryAfterMs ?? 0 : 0;
        await sleep(Math.max(backoffDelay(retriesUsed, policy), asked), signal);
      } catch (abort) {
        return { ok: false, error: abort, attempts };
      }
    }
  }
}

export {
  DEFAULT_BACKOFF,
  withRetry
};
