import type { Evidence } from "../result/run-result.js";
import type { CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome, pass } from "./check-result.js";
import { diffCallSequence } from "./expected-calls.js";

type ToolCallSpec = Extract<CheckSpec, { type: "tool_call" }>;

/** The ordered calls the model made equal `calls` (names, arguments, argument schemas). */
export function checkToolCall(spec: ToolCallSpec, evidence: Evidence): CheckOutcome {
  if (evidence.tool_calls_error !== undefined) {
    return outcome("invalid", evidence.tool_calls_error, { error: evidence.tool_calls_error });
  }
  const opts = spec.argumentsSchema === undefined ? {} : { defaultSchema: spec.argumentsSchema };
  const result = diffCallSequence(spec.calls, evidence.tool_calls ?? [], opts);
  if (result.status === "match") return pass();
  return outcome(result.status === "invalid" ? "invalid" : "fail", result.reason, result.details);
}
