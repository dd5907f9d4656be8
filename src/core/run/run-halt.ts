import { ProviderError } from "./provider.js";

/**
 * Whether a provider's run has stopped: after a failure every later call would repeat (a
 * `ProviderError` marked `stopsRun`, the server refusing the credentials mid-run), no more calls
 * are sent, and each repetition not yet run fails with the reason instead. The jobs of one
 * provider share it (app/run.ts), so the next suite does not ask again.
 */
export class RunHalt {
  #error: ProviderError | null = null;

  /** Keeps the first failure that stops the run; any other failure is ignored. */
  note(error: unknown): void {
    if (this.#error !== null || !(error instanceof ProviderError) || error.stopsRun !== true) return;
    this.#error = new ProviderError(
      "fatal",
      `not executed, the run stopped: ${error.message}`,
      error.httpStatus,
    );
  }

  /** What a call the stopped run does not make fails with; null while the run goes on. */
  get error(): ProviderError | null {
    return this.#error;
  }
}
