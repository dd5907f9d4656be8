import { InputError } from "../core/diagnostics.js";
import type { RunResult } from "../core/result/run-result.js";
import type { RecordedRepetition } from "../core/run/recording.js";

/**
 * The repetitions of a result file as recordings: each repetition's output, its evidence (tool
 * calls, retrieved ids, MCP interactions), provider metadata and duration. Repetitions that
 * produced no output (they could not execute) are left out; a case with none is not recorded,
 * so replaying it is an `error` that says so.
 */
export function recordingsOfResult(
  result: RunResult,
  file: string,
): Map<string, { repetitions: RecordedRepetition[] }> {
  if (result.capture !== "full") {
    throw new InputError([
      {
        file,
        line: 0,
        column: 0,
        field: "capture",
        message: `this result was written with capture '${result.capture}': it holds no outputs to replay (record with capture_output: full)`,
      },
    ]);
  }
  const out = new Map<string, { repetitions: RecordedRepetition[] }>();
  for (const c of result.cases) {
    const repetitions: RecordedRepetition[] = [];
    for (const r of [...c.repetitions].sort((a, b) => a.index - b.index)) {
      if (r.output === null) continue;
      const rep: RecordedRepetition = { output: r.output, metadata: { ...r.provider_metadata } };
      if (r.duration_ms !== null) rep.latencyMs = r.duration_ms;
      if (r.evidence.tool_calls !== undefined) rep.toolCalls = r.evidence.tool_calls;
      if (r.evidence.retrieved !== undefined) rep.retrieved = r.evidence.retrieved;
      if (r.evidence.mcp_calls !== undefined) rep.mcpCalls = r.evidence.mcp_calls;
      repetitions.push(rep);
    }
    if (repetitions.length > 0) out.set(c.id, { repetitions });
  }
  return out;
}
