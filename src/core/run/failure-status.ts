import { messageOf } from "../error-message.js";
import { cancelled, type ExecutionFailure } from "./execution.js";
import { ProviderError } from "./provider.js";

/** Maps a failure to the status that says what happened (never blurred: an unreachable server is not a wrong answer). */
export function classify(error: unknown, signal: AbortSignal, attempts: number): ExecutionFailure {
  if (signal.aborted) return cancelled(attempts);
  const message = messageOf(error);
  if (!(error instanceof ProviderError)) {
    return { ok: false, status: "error", reason: message, error: message, attempts, metadata: {} };
  }
  switch (error.kind) {
    case "cancelled":
      return cancelled(attempts);
    case "unavailable":
    case "timeout":
      return { ok: false, status: error.kind, reason: message, error: message, attempts, metadata: {} };
    case "transient": {
      const reason = attempts > 1 ? `failed after ${attempts} attempts: ${message}` : message;
      return { ok: false, status: "error", reason, error: message, attempts, metadata: {} };
    }
    case "fatal":
      return { ok: false, status: "error", reason: message, error: message, attempts, metadata: {} };
  }
}
