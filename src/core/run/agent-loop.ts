import { messageOf } from "../error-message.js";
import { stringifyJson } from "../json/stringify.js";
import type { JsonObject } from "../json/value.js";
import type { ChatMessage, ToolCall, ToolDefinition } from "../suite/case.js";
import { monotonicMs } from "./monotonic.js";
import {
  type ChatReply,
  type ChatRequest,
  type ModelProvider,
  ProviderError,
  type ToolHost,
} from "./provider.js";
import { createToolNameMap } from "./tool-names.js";

/** The tools the runner can answer itself during a loop: stub results or MCP servers. */
export interface HostedTools {
  host: ToolHost;
  /** Whether `host` answers this tool (original name); a call it cannot answer ends the loop. */
  hosts(name: string): boolean;
}

/** One call the model made, with the answer it got (null when the loop ended at it). */
export interface LoopStep {
  /** Name as the suite or MCP server spells it, never the provider-safe alias. */
  call: ToolCall;
  answer: { content: string; isError: boolean } | null;
  /**
   * The host answers this tool, but the loop ended at another call of the same reply (one it
   * cannot answer) before sending it: the call never ran.
   */
  unsent?: true;
}

export interface LoopOutcome {
  /** The last reply's text: the output of the execution. */
  content: string;
  /** Native calls over all turns, in order. */
  steps: LoopStep[];
  /** Model calls made. */
  turns: number;
  /** True when the model still wanted tools after `maxTurns` calls. */
  stoppedAtMaxTurns: boolean;
  /**
   * The calls of the last reply when the loop stopped at `maxTurns`: hosted calls that were never
   * sent to their tool. Not evidence of behaviour (checks and contracts never see them), so they
   * are kept apart from `steps`; empty otherwise.
   */
  unexecuted: ToolCall[];
  /** Provider metadata summed over turns (token counts, durations). */
  metadata: JsonObject;
  /** Time spent waiting for the tool host, for the execution's duration. */
  toolMs: number;
  /** The provider's compute time summed over turns; undefined when a turn did not report one. */
  computeMs?: number;
}

/**
 * The loop failed (a model call or a tool call): carries the calls made before the failure, so
 * the result still shows which interactions happened — evidence for the reader, not for checks.
 */
export class AgentLoopInterrupted extends Error {
  readonly failure: unknown;
  readonly steps: readonly LoopStep[];
  constructor(failure: unknown, steps: readonly LoopStep[]) {
    super(failure instanceof Error ? failure.message : String(failure));
    this.name = "AgentLoopInterrupted";
    this.failure = failure;
    this.steps = steps;
  }
}

export interface LoopOptions {
  maxTurns: number;
  signal: AbortSignal;
  /** Wraps each tool host call (deadline, cancellation); identity when absent. */
  guardTool?: <T>(fn: (signal: AbortSignal) => Promise<T>) => Promise<T>;
}

/** Answers each call to a tool that carries a stub `result` with that result as JSON text. */
export function stubToolHost(tools: readonly ToolDefinition[]): HostedTools | null {
  const stubs = new Map<string, string>();
  for (const tool of tools) {
    if (tool.result !== undefined) stubs.set(tool.name, stringifyJson(tool.result));
  }
  if (stubs.size === 0) return null;
  return {
    hosts: (name) => stubs.has(name),
    host: {
      call: async (name) => ({ content: stubs.get(name) ?? "", isError: false }),
    },
  };
}

/**
 * One execution of a case. Without hosted tools it is exactly one model call. With them, each
 * reply that calls only hosted tools is answered (in call order) and the conversation goes on,
 * until the model answers without calls, calls a tool the runner cannot answer (its calls are
 * the evidence an application would act on), makes a call whose arguments did not parse (the
 * evidence is invalid; answering it would be guesswork), or `maxTurns` model calls were made
 * (the last reply's calls are then `unexecuted`, not steps: they never ran).
 * Tool names are offered provider-safe (`maps.route` → `maps__route`) and mapped back, so the
 * evidence always carries the suite's names.
 */
export async function runAgentLoop(
  provider: Pick<ModelProvider, "chat">,
  request: ChatRequest,
  tools: HostedTools | null,
  options: LoopOptions,
): Promise<LoopOutcome> {
  const names = createToolNameMap(request.tools.map((t) => t.name));
  // Stub results stay with the runner; the model sees only name, description and parameters.
  const offered = request.tools.map(({ result: _result, ...t }) => ({ ...t, name: names.toSafe(t.name) }));
  const messages: ChatMessage[] = [...request.messages];
  const steps: LoopStep[] = [];
  const metadata: JsonObject = {};
  const guard = options.guardTool ?? (async (fn) => fn(options.signal));
  const maxTurns = Math.max(1, options.maxTurns);
  let toolMs = 0;
  let turns = 0;
  let computeMs: number | undefined = 0;
  const done = (outcome: Omit<LoopOutcome, "computeMs">): LoopOutcome =>
    computeMs === undefined ? outcome : { ...outcome, computeMs };

  for (;;) {
    let reply: ChatReply;
    try {
      reply = await provider.chat({ ...request, tools: offered, messages }, options.signal);
    } catch (error) {
      throw steps.length > 0 ? new AgentLoopInterrupted(error, steps) : error;
    }
    turns++;
    addMetadata(metadata, reply.metadata);
    computeMs =
      computeMs === undefined || reply.computeMs === undefined ? undefined : computeMs + reply.computeMs;
    const calls = reply.toolCalls.map((c) => ({ ...c, name: names.fromSafe(c.name) }));
    const answerable =
      tools !== null &&
      calls.length > 0 &&
      calls.every((c) => c.arguments_error === undefined && tools.hosts(c.name));
    if (!answerable) {
      // Calls the runner cannot answer are what an application would act on: evidence. The
      // reply's calls it could answer were never sent, and are marked so.
      for (const call of calls) {
        const unsent = tools !== null && call.arguments_error === undefined && tools.hosts(call.name);
        steps.push(unsent ? { call, answer: null, unsent } : { call, answer: null });
      }
      return done({
        content: reply.content,
        steps,
        turns,
        stoppedAtMaxTurns: false,
        unexecuted: [],
        metadata,
        toolMs,
      });
    }
    if (turns >= maxTurns) {
      // The model wanted these answered, but the loop ends here: they never reached a tool.
      return done({
        content: reply.content,
        steps,
        turns,
        stoppedAtMaxTurns: true,
        unexecuted: calls,
        metadata,
        toolMs,
      });
    }
    messages.push({
      role: "assistant",
      content: reply.content,
      tool_calls: calls.map((c) => ({ ...c, name: names.toSafe(c.name) })),
    });
    for (const call of calls) {
      const started = monotonicMs();
      // Async, so a host that throws before it returns a promise is a call without an answer too.
      const answer = await guard(async (signal) => tools.host.call(call.name, call.arguments, signal)).catch(
        (error: unknown) => {
          // The deadline's own message would not say that a tool, not the model, ran out of time.
          const failure =
            error instanceof ProviderError && error.kind === "timeout"
              ? new ProviderError("timeout", `tool call '${call.name}': ${error.message}`)
              : error;
          // The call was sent and got no answer: recorded as an error interaction that says why.
          steps.push({ call, answer: { content: messageOf(failure), isError: true } });
          throw new AgentLoopInterrupted(failure, steps);
        },
      );
      toolMs += monotonicMs() - started;
      steps.push({ call, answer });
      messages.push({ role: "tool", content: answer.content, tool_name: names.toSafe(call.name) });
    }
  }
}

/** Numbers add up over turns (tokens, nanoseconds); anything else keeps its last value. */
function addMetadata(total: JsonObject, turn: JsonObject): void {
  for (const [key, value] of Object.entries(turn)) {
    const previous = total[key];
    total[key] = typeof value === "number" && typeof previous === "number" ? previous + value : value;
  }
}
