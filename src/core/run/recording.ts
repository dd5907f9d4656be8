import type { JsonObject } from "../json/value.js";
import type { Evidence, ExecutionFailureStatus, McpCall } from "../result/run-result.js";
import type { ToolCall } from "../suite/case.js";

/** One recorded execution of a case, as the recorded-outputs loader normalises it. */
export interface RecordedRepetition {
  output: string;
  /** Present: the duration is `recorded`; absent: the replay is `measured`. */
  latencyMs?: number;
  metadata: JsonObject;
  toolCalls?: ToolCall[];
  retrieved?: string[];
  mcpCalls?: McpCall[];
}

/**
 * A recorded repetition that never executed (it timed out, the server was down, the run was
 * cancelled): it replays as that same failure, so a replay never judges an answer nobody gave.
 */
export interface UnexecutedRepetition {
  status: ExecutionFailureStatus;
  reason: string;
  error: string | null;
  metadata: JsonObject;
  /** Calls an agent loop made before it failed; absent when there were none. */
  evidence?: Evidence;
}

export type Recorded = RecordedRepetition | UnexecutedRepetition;

/** Recorded outputs by case id; an entry holds at least one repetition, in index order. */
export type Recordings = ReadonlyMap<string, { repetitions: readonly Recorded[] }>;

/**
 * The recording that serves repetition `index`: the one recorded at that index, executed or
 * not. Only a run that asks for more repetitions than were recorded reuses the last one, so a
 * single recorded answer replays under any `--repeat`.
 */
export function recordedRepetition(
  entry: { repetitions: readonly Recorded[] },
  index: number,
): Recorded | undefined {
  const { repetitions } = entry;
  return repetitions[Math.min(index, repetitions.length - 1)];
}

export function isUnexecuted(recorded: Recorded): recorded is UnexecutedRepetition {
  return "status" in recorded;
}
