import type { Observation } from "../checks/observation.js";
import type { Case } from "../suite/case.js";
import { type Execution, roundMs } from "./execution.js";
import { type Recordings, recordedRepetition } from "./recording.js";
import type { Clock } from "./run-args.js";

/** A repetition read back from recorded outputs: no model call, the recorded latency when there is one. */
export function replayExecution(
  recordings: Recordings,
  c: Case,
  repetition: number,
  clock: Clock,
): Execution {
  const started = clock.monotonic();
  const entry = recordings.get(c.id);
  const recorded = entry === undefined ? undefined : recordedRepetition(entry, repetition);
  if (recorded === undefined) {
    const message = `no recorded output for case '${c.id}'`;
    return { ok: false, status: "error", reason: message, error: message, attempts: 0, metadata: {} };
  }
  const observation: Observation = { output: recorded.output };
  if (recorded.toolCalls !== undefined) observation.toolCalls = recorded.toolCalls;
  if (recorded.retrieved !== undefined) observation.retrieved = recorded.retrieved;
  if (recorded.mcpCalls !== undefined) observation.mcpCalls = recorded.mcpCalls;
  return {
    ok: true,
    observation,
    // The clock is read again only when the recording has no latency of its own.
    durationMs: recorded.latencyMs ?? roundMs(clock.monotonic() - started),
    durationSource: recorded.latencyMs !== undefined ? "recorded" : "measured",
    metadata: recorded.metadata,
    attempts: 1,
    warnings: [],
  };
}
