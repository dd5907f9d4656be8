import type { Observation } from "../checks/observation.js";
import type { JsonObject } from "../json/value.js";
import type { DurationSource, Evidence, ExecutionFailureStatus } from "../result/run-result.js";
import type { ToolCall } from "../suite/case.js";

/** What one repetition's model calls came to, before any check judged it. */
export type Execution =
  | {
      ok: true;
      observation: Observation;
      durationMs: number;
      durationSource: DurationSource;
      metadata: JsonObject;
      attempts: number;
      warnings: string[];
      /**
       * Calls the agent loop never executed, and why, as a reason continues `the agent loop …
       * before executing`: `stopped at max_turns 2`, `ended at 'notify_user' (no stub result)`.
       */
      unexecuted?: { calls: ToolCall[]; why: string };
      /** The provider's compute time for the model calls, where it reports one. */
      computeMs?: number;
      /** Time the agent loop waited for its tools (stub results, MCP servers); absent when none. */
      toolMs?: number;
    }
  | {
      ok: false;
      status: ExecutionFailureStatus;
      reason: string;
      /** The underlying message; null for a cancellation, which is no error. */
      error: string | null;
      attempts: number;
      metadata: JsonObject;
      /** Tool and MCP calls made before an agent loop failed; absent when there were none. */
      evidence?: Evidence;
    };

export type ExecutionFailure = Extract<Execution, { ok: false }>;

export function success(
  observation: Observation,
  durationMs: number,
  metadata: JsonObject,
  attempts: number,
  warnings: string[],
  durationSource: DurationSource = "measured",
): Execution {
  return { ok: true, observation, durationMs, durationSource, metadata, attempts, warnings };
}

export function cancelled(attempts: number): ExecutionFailure {
  return { ok: false, status: "cancelled", reason: "run cancelled", error: null, attempts, metadata: {} };
}

export function roundMs(ms: number): number {
  return Math.round(ms * 10) / 10;
}
