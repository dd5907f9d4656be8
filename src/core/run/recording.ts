import type { JsonObject } from "../json/value.js";
import type { McpCall } from "../result/run-result.js";
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

/** Recorded outputs by case id; an entry holds at least one repetition. */
export type Recordings = ReadonlyMap<string, { repetitions: readonly RecordedRepetition[] }>;

/**
 * The recording that serves repetition `index`. A file with fewer repetitions than the run asks
 * for reuses its last one, so a single recorded answer replays under any `--repeat`.
 */
export function recordedRepetition(
  entry: { repetitions: readonly RecordedRepetition[] },
  index: number,
): RecordedRepetition | undefined {
  const { repetitions } = entry;
  return repetitions[Math.min(index, repetitions.length - 1)];
}
