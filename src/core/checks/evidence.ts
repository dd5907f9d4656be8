import { parseJson } from "../json/fast-parse.js";
import type { Evidence } from "../result/run-result.js";
import { EMPTY_EVIDENCE } from "../result/shared-empty.js";
import { noteJsonSource } from "../result/stored-form.js";
import type { Case, CheckSpec } from "../suite/case.js";
import { predictedLabel } from "./classification.js";
import { extractFor } from "./extract.js";
import type { Observation } from "./observation.js";
import { parseToolCallsFromText } from "./tool-call-text.js";

/**
 * Everything the case's checks and its contract read from one execution, computed once: parsed
 * JSON (json, required_fields, json contract), tool calls (tool_call, tool_calls contract), the
 * predicted label (classification), retrieved ids and MCP calls (whenever recorded). `text` is
 * what the checks read: the output, or its fenced block's content with `options.extract`.
 */
export function collectEvidence(
  c: Case,
  obs: Observation,
  text = extractFor(c.extract, obs.output),
): Evidence {
  const check = c.check;
  const json = uses(check, "json") || uses(check, "required_fields") || c.contract === "json";
  const classification = firstClassification(check);
  const nativeCalls = obs.toolCalls !== undefined && obs.toolCalls.length > 0;
  const textCalls = !nativeCalls && (uses(check, "tool_call") || c.contract === "tool_calls");
  if (
    !json &&
    classification === undefined &&
    !nativeCalls &&
    !textCalls &&
    obs.retrieved === undefined &&
    obs.mcpCalls === undefined &&
    !uses(check, "custom")
  )
    return EMPTY_EVIDENCE;
  const evidence: Evidence = {};
  if (json) {
    const parsed = parseJson(text);
    if (parsed.ok) {
      evidence.json = parsed.value;
      // The result file then stores the text only; the writer knows this value came from it.
      noteJsonSource(parsed.value, obs.output, c.extract);
    } else evidence.json_error = parsed.error;
  }
  // One label is recorded: the first classification check's; a later one folding case otherwise
  // derives its own (evaluate.ts).
  if (classification !== undefined) evidence.label = predictedLabel(text, classification.caseInsensitive);
  if (nativeCalls) {
    evidence.tool_calls = obs.toolCalls;
  } else if (textCalls) {
    const parsed = parseToolCallsFromText(text, c.extract);
    if (parsed.ok) evidence.tool_calls = parsed.calls;
    else evidence.tool_calls_error = parsed.error;
  }
  if (obs.retrieved !== undefined) evidence.retrieved = obs.retrieved;
  if (obs.mcpCalls !== undefined) evidence.mcp_calls = obs.mcpCalls;
  return evidence;
}

/** Whether the check, or any check of its list, is of `type` (read per execution: no list built). */
function uses(check: CheckSpec, type: CheckSpec["type"]): boolean {
  if (check.type !== "checks") return check.type === type;
  for (const one of check.checks) if (uses(one, type)) return true;
  return false;
}

/** The first classification check in list order, as leafChecks lists them (depth first). */
export function firstClassification(
  check: CheckSpec,
): Extract<CheckSpec, { type: "classification" }> | undefined {
  if (check.type === "classification") return check;
  if (check.type !== "checks") return undefined;
  for (const one of check.checks) {
    const found = firstClassification(one);
    if (found !== undefined) return found;
  }
  return undefined;
}
