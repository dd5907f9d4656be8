import { formatMs } from "./deadline.js";
import { serverSilence } from "./liveness.js";
import { type ModelProvider, ProviderError } from "./provider.js";

/**
 * Whether a provider's run has stopped, because every later call would fail or wait in vain:
 * - a `ProviderError` marked `stopsRun` (the server refusing the credentials mid-run): calls in
 *   flight finish, each repetition not yet run is `error` with the reason;
 * - a call timed out and the server then did not answer a liveness probe either (frozen: SIGSTOP,
 *   a GPU hang): calls in flight are aborted, they and each repetition not yet run are
 *   `unavailable` with the reason.
 * No more calls are sent. The jobs of one provider share it (app/run.ts), so the next suite does
 * not ask again, and calls timing out together share one probe.
 */
export class RunHalt {
  #error: ProviderError | null = null;
  readonly #stop = new AbortController();
  #probe: Promise<void> | null = null;

  /** Keeps the first failure that stops the run; any other failure is ignored. */
  note(error: unknown): void {
    if (this.#error !== null || !(error instanceof ProviderError) || error.stopsRun !== true) return;
    this.#error = new ProviderError(
      "fatal",
      `not executed, the run stopped: ${error.message}`,
      error.httpStatus,
    );
  }

  /**
   * After a call timed out at `timeoutMs`: asks whether the server still answers (one probe at a
   * time; a timeout meanwhile waits for that one) and stops the run when it does not.
   */
  afterTimeout(provider: ModelProvider, timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (this.#error !== null || provider.alive === undefined) return Promise.resolve();
    this.#probe ??= serverSilence(provider, timeoutMs, signal).then((silence) => {
      this.#probe = null;
      if (silence === null || this.#error !== null || signal.aborted) return;
      this.#error = new ProviderError(
        "unavailable",
        `not executed: the server stopped answering (${silence} after a call timed out at ${formatMs(timeoutMs)})`,
      );
      this.#stop.abort(this.#error);
    });
    return this.#probe;
  }

  /** Aborted, with {@link error} as its reason, when calls in flight must end now. */
  get stopped(): AbortSignal {
    return this.#stop.signal;
  }

  /** What a call the stopped run does not make fails with; null while the run goes on. */
  get error(): ProviderError | null {
    return this.#error;
  }
}
