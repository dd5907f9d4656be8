import type { McpCall } from "../result/run-result.js";
import { type Case, leafChecks, type ToolDefinition } from "../suite/case.js";
import type { HostedTools, LoopStep } from "./agent-loop.js";

/** A corpus document as the model sees it in a `rag` prompt. */
export interface RetrievedDocument {
  id: string;
  text: string;
}

export interface Retrieval {
  /** Logical ids, best match first: the `retrieved` evidence. */
  ids: string[];
  /** The same documents with their text, in the same order. */
  documents: RetrievedDocument[];
}

/** Retrieval over the suite's corpus with the configuration's embedding model. */
export interface Retriever {
  /**
   * Makes the corpus ready (loaded and embedded once per run, shared by every case). Bounded by
   * the run's signal, not by one case's deadline: it is work done for all of them. Optional:
   * `retrieve` prepares on its own when it was not called.
   */
  prepare?(signal: AbortSignal): Promise<void>;
  /** The `topK` best documents for `query`, best first: one query embedding and a ranking. */
  retrieve(query: string, topK: number, signal: AbortSignal): Promise<Retrieval>;
}

/** The MCP servers of a run, started once and shared by every MCP case. */
export interface McpToolbox {
  /**
   * Tools offered to the model, qualified `server.tool`, of the named servers (every server when
   * absent), in suite server order and then the order each server listed them.
   */
  tools(servers?: readonly string[]): ToolDefinition[];
  /**
   * Answers calls to those tools through the servers. A tool error or an error the server sends
   * back is an answer (`isError`); a server that is gone, a timeout or cancellation throws a
   * `ProviderError`, so the execution is an `error`, never a behaviour.
   */
  hosted(servers?: readonly string[]): HostedTools;
}

/** Cases whose evidence includes MCP interactions. */
export function usesMcp(c: Case): boolean {
  const mcpCheck = leafChecks(c.check).some((check) => check.type === "mcp");
  return mcpCheck || c.contract === "mcp" || c.mcpServers !== undefined;
}

/** Cases that need the corpus: a retrieval query, or documents put into the prompt. */
export function usesRetrieval(c: Case): boolean {
  return c.retrieval !== undefined || c.rag !== undefined;
}

/**
 * The `mcp_calls` evidence of one agent loop: every call the model made, in order, with whether
 * the server reported an error. A call the loop ended at (its arguments did not parse, or no
 * server offers that tool) never reached a server: `is_error` is false, and unparsed arguments
 * keep their `arguments_error`, which makes the evidence invalid rather than different. Calls
 * that were never sent although a server offers them (`unsent`) are not given here.
 */
export function mcpCallsFromSteps(steps: readonly LoopStep[]): McpCall[] {
  return steps.map(({ call, answer }) => {
    const recorded: McpCall = {
      tool: call.name,
      arguments: call.arguments,
      is_error: answer?.isError ?? false,
    };
    if (call.arguments_error !== undefined) recorded.arguments_error = call.arguments_error;
    return recorded;
  });
}
