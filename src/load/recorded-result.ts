import { InputError } from "../core/diagnostics.js";
import { isJudged, type RepetitionResult, type RunResult } from "../core/result/run-result.js";
import type { Recorded, RecordedRepetition } from "../core/run/recording.js";

/**
 * The repetitions of a result file as recordings, each at its own index: each repetition's
 * output, its evidence (tool calls, retrieved ids, MCP interactions), provider metadata and
 * duration. A repetition that produced no output (it could not execute) is recorded as its
 * failure, status and reason: filling it with another repetition's answer would judge an answer
 * the model never gave (2 of 3 timed out would replay as 3 of 3 passing).
 */
export function recordingsOfResult(
  result: RunResult,
  file: string,
): Map<string, { repetitions: Recorded[] }> {
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
  const out = new Map<string, { repetitions: Recorded[] }>();
  for (const c of result.cases) {
    const repetitions = [...c.repetitions].sort((a, b) => a.index - b.index).map((r) => recorded(c.id, r));
    if (repetitions.length > 0) out.set(c.id, { repetitions });
  }
  return out;
}

function recorded(id: string, r: RepetitionResult): Recorded {
  const metadata = { ...r.provider_metadata };
  if (r.output === null) {
    // A judged repetition always has its output under capture full; one without is no answer.
    if (isJudged(r.status)) {
      const message = `no recorded output for case '${id}' repetition ${r.index}`;
      return { status: "error", reason: message, error: message, metadata };
    }
    const failure: Recorded = {
      status: r.status,
      reason: r.reason ?? r.error ?? r.status,
      error: r.error,
      metadata,
    };
    if (Object.keys(r.evidence).length > 0) failure.evidence = r.evidence;
    return failure;
  }
  const rep: RecordedRepetition = { output: r.output, metadata };
  if (r.duration_ms !== null) rep.latencyMs = r.duration_ms;
  if (r.evidence.tool_calls !== undefined) rep.toolCalls = r.evidence.tool_calls;
  if (r.evidence.retrieved !== undefined) rep.retrieved = r.evidence.retrieved;
  if (r.evidence.mcp_calls !== undefined) rep.mcpCalls = r.evidence.mcp_calls;
  return rep;
}
