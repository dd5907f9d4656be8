import type { Evidence } from "../result/run-result.js";
import type { CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome, pass } from "./check-result.js";
import { diffCallSequence } from "./expected-calls.js";

type McpSpec = Extract<CheckSpec, { type: "mcp" }>;

/** The ordered MCP interactions equal `expected_calls` (qualified tool, arguments, order). */
export function checkMcp(spec: McpSpec, evidence: Evidence): CheckOutcome {
  if (evidence.mcp_calls === undefined) {
    return outcome("invalid", "no MCP calls were recorded for this case");
  }
  const result = diffCallSequence(spec.expectedCalls, evidence.mcp_calls);
  if (result.status === "match") return pass();
  return outcome(result.status === "invalid" ? "invalid" : "fail", result.reason, result.details);
}
