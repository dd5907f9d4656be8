import { onAbort } from "./abort-fanout.js";
import { ProviderError } from "./provider.js";

/**
 * Runs `fn` with a signal that aborts when the run is cancelled or `timeoutMs` passes, whichever
 * comes first. The signal's reason is a DOMException named `TimeoutError` or `AbortError`, so a
 * provider can classify what it sees; whatever `fn` throws, the outcome is classified here by
 * which of the two fired, so a provider that reports an abort loosely cannot blur a timeout
 * into a cancellation or an error. The call is also raced against the signal, so a provider
 * that ignores it cannot hang the run. Subscription and timer are released after every call (a
 * run makes thousands of calls against one long-lived run signal, up to 64 of them at once).
 * `halt` (a provider's stopped run, run-halt.ts) aborts the call too; it then fails with the
 * halt's error, its signal's reason.
 */
export async function withDeadline<T>(
  runSignal: AbortSignal,
  timeoutMs: number | null,
  fn: (signal: AbortSignal) => Promise<T>,
  halt?: AbortSignal,
): Promise<T> {
  if (runSignal.aborted) throw cancelledError();
  if (halt?.aborted) throw halt.reason;
  const controller = new AbortController();
  let timedOut = false;
  const unsubscribe = onAbort(runSignal, () =>
    controller.abort(runSignal.reason ?? new DOMException("run cancelled", "AbortError")),
  );
  const unhalt =
    halt === undefined
      ? undefined
      : onAbort(halt, () => controller.abort(new DOMException("the run stopped", "AbortError")));
  const timer =
    timeoutMs === null
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException(`timed out after ${formatMs(timeoutMs)}`, "TimeoutError"));
        }, timeoutMs);
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
  });
  try {
    const work = fn(controller.signal);
    // The loser of the race may still settle later; its outcome is deliberately ignored.
    work.catch(() => {});
    aborted.catch(() => {});
    return await Promise.race([work, aborted]);
  } catch (error) {
    if (runSignal.aborted) throw cancelledError();
    if (timedOut) throw new ProviderError("timeout", `timed out after ${formatMs(timeoutMs ?? 0)}`);
    if (halt?.aborted) throw halt.reason;
    throw error;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    unsubscribe();
    unhalt?.();
  }
}

function cancelledError(): ProviderError {
  return new ProviderError("cancelled", "run cancelled");
}

export function formatMs(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
