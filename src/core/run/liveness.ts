import { formatMs, withDeadline } from "./deadline.js";
import { type ModelProvider, ProviderError } from "./provider.js";

/** The longest a liveness probe waits for an answer, however long `timeout_s` is. */
export const PROBE_MAX_MS = 10_000;

/** Time past its bound that a probe ignoring it still gets before it counts as unanswered. */
const PROBE_GRACE_MS = 1_000;

/**
 * Asks the provider, after a call timed out at `timeoutMs`, whether its server still answers,
 * bounded by min(10 s, `timeoutMs`): null when it does, else why not. A cancelled run, or a
 * probe that failed in itself (a defect, not the server), says nothing: null, the run goes on.
 */
export async function serverSilence(
  provider: ModelProvider,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<string | null> {
  const alive = provider.alive;
  if (alive === undefined) return null;
  const bound = Math.min(PROBE_MAX_MS, timeoutMs);
  try {
    return await withDeadline(signal, bound + PROBE_GRACE_MS, (s) => alive.call(provider, bound, s));
  } catch (error) {
    if (!signal.aborted && error instanceof ProviderError && error.kind === "timeout")
      return `no answer within ${formatMs(bound)}`;
    return null;
  }
}
