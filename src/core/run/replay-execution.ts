import type { Observation } from "../checks/observation.js";
import type { Case } from "../suite/case.js";
import { type Execution, roundMs } from "./execution.js";
import { isUnexecuted, type Recordings, recordedRepetition } from "./recording.js";
import type { Clock } from "./run-args.js";

/**
 * A repetition read back from recorded outputs: no model call, the recorded latency when there is
 * one; a recorded repetition that never executed is the same failure again (no call either).
 */
export function replayExecution(
  recordings: Recordings,
  c: Case,
  repetition: number,
  clock: Clock,
): Execution {
  const recorded = recordedFor(recordings, c.id, repetition);
  if (recorded === undefined) {
    const message = `no recorded output for case '${c.id}'`;
    return { ok: false, status: "error", reason: message, error: message, attempts: 0, metadata: {} };
  }
  if (isUnexecuted(recorded)) {
    const { status, reason, error, metadata, evidence } = recorded;
    return {
      ok: false,
      status,
      reason,
      error,
      attempts: 0,
      metadata,
      ...(evidence !== undefined && { evidence }),
    };
  }
  const observation: Observation = { output: recorded.output };
  if (recorded.toolCalls !== undefined) observation.toolCalls = recorded.toolCalls;
  if (recorded.retrieved !== undefined) observation.retrieved = recorded.retrieved;
  if (recorded.mcpCalls !== undefined) observation.mcpCalls = recorded.mcpCalls;
  return {
    ok: true,
    observation,
    durationMs: recorded.latencyMs ?? measuredLookup(recordings, c.id, repetition, clock),
    durationSource: recorded.latencyMs !== undefined ? "recorded" : "measured",
    metadata: recorded.metadata,
    attempts: 1,
    warnings: [],
  };
}

function recordedFor(recordings: Recordings, id: string, repetition: number) {
  const entry = recordings.get(id);
  return entry === undefined ? undefined : recordedRepetition(entry, repetition);
}

/**
 * A recording without a latency of its own replays in the time its lookup takes, timed on the
 * clock. Only then is the clock read (a clock read costs more than the lookup on some machines).
 */
function measuredLookup(recordings: Recordings, id: string, repetition: number, clock: Clock): number {
  const started = clock.monotonic();
  recordedFor(recordings, id, repetition);
  return roundMs(clock.monotonic() - started);
}
