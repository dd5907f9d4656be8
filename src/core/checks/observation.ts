import type { McpCall } from "../result/run-result.js";
import type { ToolCall } from "../suite/case.js";

/** What one execution produced: the final text plus any native evidence the runner captured. */
export interface Observation {
  output: string;
  /** Native tool calls in order (all turns of a tool loop); they win over calls parsed from text. */
  toolCalls?: ToolCall[];
  /** Ordered logical ids of the retrieved documents; undefined when nothing was recorded. */
  retrieved?: string[];
  /** MCP interactions in order; undefined when nothing was recorded. */
  mcpCalls?: McpCall[];
}
