import type { Observation } from "../checks/observation.js";
import type { LiveConfig } from "../config/run-config.js";
import { messageOf } from "../error-message.js";
import type { Evidence, McpCall } from "../result/run-result.js";
import type { Case, ToolCall } from "../suite/case.js";
import {
  AgentLoopInterrupted,
  type HostedTools,
  type LoopStep,
  runAgentLoop,
  stubToolHost,
} from "./agent-loop.js";
import { type McpToolbox, mcpCallsFromSteps, usesMcp, usesRetrieval } from "./capabilities.js";
import { withDeadline } from "./deadline.js";
import { type Execution, roundMs, success } from "./execution.js";
import { classify } from "./failure-status.js";
import type { Plan } from "./plan.js";
import { type ChatReply, type ChatRequest, ProviderError } from "./provider.js";
import { buildRequest, ragQuery } from "./request.js";
import { DEFAULT_BACKOFF, type RetryPolicy, withRetry } from "./retry.js";
import type { Clock, LiveBackend, RunArgs } from "./run-args.js";

/**
 * One load request per model the plan uses (the chat model when a case calls it, the embedding
 * model when a case retrieves), so the first case's latency does not count the load. A failed
 * load is only noted: the cases then run, and fail or succeed, on their own. Then one connection
 * per call the job keeps in flight: the first wave then starts at once, the server's slots
 * together, instead of one call per connection set up (a head start that would otherwise stagger
 * the slots for the whole run and leave them draining one by one at its end).
 */
export async function loadModels(
  backend: LiveBackend,
  plan: Plan,
  signal: AbortSignal,
  info: (message: string) => void,
  connections: number = backend.config.concurrency,
): Promise<void> {
  const { provider, config } = backend;
  const chats = plan.cases.some((p) => p.case.messages.length > 0);
  if (provider.load !== undefined) await loadEach(backend, plan, chats, signal, info);
  // After the loads, which may take long enough for a server to close idle connections.
  if (provider.connect !== undefined && connections > 1 && chats && !signal.aborted) {
    try {
      await withDeadline(signal, config.timeoutMs, (s) => provider.connect!(connections, s));
    } catch {
      // Only the head start is lost.
    }
  }
}

async function loadEach(
  backend: LiveBackend,
  plan: Plan,
  chats: boolean,
  signal: AbortSignal,
  info: (message: string) => void,
): Promise<void> {
  const { provider, config } = backend;
  const wanted: Array<{ model: string; kind: "chat" | "embed" }> = [];
  if (chats) wanted.push({ model: config.model, kind: "chat" });
  const embedding = config.embeddingModel;
  if (embedding !== undefined && plan.cases.some((p) => usesRetrieval(p.case)))
    wanted.push({ model: embedding, kind: "embed" });
  for (const { model, kind } of wanted) {
    try {
      await withDeadline(signal, config.timeoutMs, (s) => provider.load!(model, kind, s));
    } catch (error) {
      if (signal.aborted) return;
      info(`${model} was not loaded before timing (${messageOf(error)}): its first case may count the load`);
    }
  }
}

/**
 * The seed repetition `index` samples with: a configured seed (config `options` or case
 * `generation`) plus the index, so repetitions of one case sample instead of repeating one
 * answer, and a run is still reproducible. Undefined when no seed is configured.
 */
export function repetitionSeed(config: LiveConfig, c: Case, index: number): number | bigint | undefined {
  const seed = { ...config.options, ...c.generation }.seed;
  if (typeof seed === "bigint") return seed + BigInt(index);
  if (typeof seed !== "number" || !Number.isInteger(seed)) return undefined;
  const next = seed + index;
  return Number.isSafeInteger(next) ? next : BigInt(seed) + BigInt(index);
}

/**
 * One live execution: optional retrieval, then the model call or agent loop. Every physical
 * call gets its own deadline and transient failures are retried; the duration is the time of
 * the successful attempts plus tool and retrieval time, so backoff waits do not read as latency.
 */
export async function liveExecution(
  args: RunArgs,
  backend: LiveBackend,
  c: Case,
  clock: Clock,
  seed: number | bigint | undefined,
  /** This repetition's MCP servers, when the job starts them itself. */
  leased: McpToolbox | ProviderError | undefined,
): Promise<Execution> {
  const { signal } = args;
  const config = backend.config;
  const policy: RetryPolicy = { ...DEFAULT_BACKOFF, ...args.backoff, retries: config.retries };
  let attempts = 0;
  let spentMs = 0;

  // A guarded physical call: deadline, retries, attempts and time counted; none once the run
  // has stopped (an agent loop's next turn, a retrieval's model call), and aborted when it stops.
  const halt = backend.halt;
  const call = async <T>(fn: (callSignal: AbortSignal) => Promise<T>): Promise<T> => {
    const stopped = halt?.error;
    if (stopped != null) throw stopped;
    let ms = 0;
    const outcome = await withRetry(
      () =>
        withDeadline(
          signal,
          config.timeoutMs,
          async (callSignal) => {
            const started = clock.monotonic();
            const value = await fn(callSignal);
            ms = clock.monotonic() - started;
            return value;
          },
          halt?.stopped,
        ),
      policy,
      signal,
    );
    attempts += outcome.attempts;
    if (!outcome.ok) {
      halt?.note(outcome.error);
      // A slow model, or a server that stopped answering? Asked before this one settles.
      if (outcome.error instanceof ProviderError && outcome.error.kind === "timeout")
        await halt?.afterTimeout(backend.provider, config.timeoutMs, signal);
      throw outcome.error;
    }
    spentMs += ms;
    return outcome.value;
  };

  try {
    let retrieved: string[] | undefined;
    let context = null;
    if (usesRetrieval(c)) {
      const retriever = backend.retriever;
      if (retriever === undefined) {
        throw new ProviderError(
          "fatal",
          "retrieval needs the suite's corpus and the config's embedding_model",
        );
      }
      const evidenceK = c.retrieval?.topK ?? c.rag?.topK ?? 1;
      const contextK = c.rag?.topK ?? 0;
      // The shared corpus embedding is bounded by the run, not by this case's deadline.
      await retriever.prepare?.(signal);
      const found = await call((s) => retriever.retrieve(ragQuery(c), Math.max(evidenceK, contextK), s));
      retrieved = found.ids.slice(0, evidenceK);
      if (c.rag !== undefined) context = found.documents.slice(0, contextK);
      if (c.messages.length === 0) {
        // A pure retrieval case makes no model call; its output is the ranked ids.
        const observation: Observation = { output: retrieved.join("\n"), retrieved };
        return success(observation, roundMs(spentMs), {}, attempts, []);
      }
    }

    let tools = c.tools;
    let hosted = stubToolHost(c.tools);
    const mcpCase = usesMcp(c);
    if (mcpCase) {
      const mcp = backend.mcp ?? leased;
      if (mcp === undefined)
        throw new ProviderError("fatal", "this run has no MCP servers to answer the case's tools");
      if (mcp instanceof ProviderError) throw mcp;
      tools = [...c.tools, ...mcp.tools(c.mcpServers)];
      hosted = combineHosts(hosted, mcp.hosted(c.mcpServers));
    }

    const request = buildRequest(c, config, tools, context);
    if (seed !== undefined) request.options = { ...request.options, seed };
    // A turn a response cache served costs its recorded time; any such turn makes the
    // repetition `cached`, which latency comparisons leave out.
    let cachedTurns = 0;
    const guarded = {
      chat: async (req: ChatRequest): Promise<ChatReply> => {
        const reply = await call((s) => backend.provider.chat(req, s));
        if (reply.cached !== undefined) {
          cachedTurns++;
          spentMs += reply.cached.durationMs;
        }
        return reply;
      },
    };
    const toolGuard = <T>(fn: (s: AbortSignal) => Promise<T>): Promise<T> =>
      withDeadline(signal, config.timeoutMs, fn);
    const outcome = await runAgentLoop(guarded, request, hosted, {
      maxTurns: c.maxTurns,
      signal,
      guardTool: toolGuard,
    });

    const { unsent, ...calls } = callsOf(c, mcpCase, outcome.steps);
    const observation: Observation = { output: outcome.content, ...calls };
    if (retrieved !== undefined) observation.retrieved = retrieved;
    const unexecuted = outcome.stoppedAtMaxTurns
      ? { calls: outcome.unexecuted, why: `stopped at max_turns ${c.maxTurns}` }
      : unsent.length > 0
        ? { calls: unsent, why: `ended at ${endingCalls(c, outcome.steps)}` }
        : undefined;
    const count = (n: number) => `${n} call${n === 1 ? "" : "s"}`;
    const warnings = outcome.stoppedAtMaxTurns
      ? [
          `agent loop stopped after max_turns ${c.maxTurns}: the model was still calling tools (${count(outcome.unexecuted.length)} not executed, not counted as made)`,
        ]
      : unexecuted !== undefined
        ? [
            `agent loop ${unexecuted.why}: ${count(unsent.length)} of its last reply not executed, not counted as made`,
          ]
        : [];
    const metadata = outcome.turns > 1 ? { ...outcome.metadata, turns: outcome.turns } : outcome.metadata;
    const done = success(
      observation,
      roundMs(spentMs + outcome.toolMs),
      metadata,
      attempts,
      warnings,
      cachedTurns > 0 ? "cached" : "measured",
    );
    if (done.ok && unexecuted !== undefined && unexecuted.calls.length > 0) done.unexecuted = unexecuted;
    if (done.ok && outcome.computeMs !== undefined) done.computeMs = roundMs(outcome.computeMs);
    if (done.ok && outcome.toolMs > 0) done.toolMs = roundMs(outcome.toolMs);
    return done;
  } catch (error) {
    if (!(error instanceof AgentLoopInterrupted)) return classify(error, signal, attempts);
    const failure = classify(error.failure, signal, attempts);
    const calls = callsOf(c, usesMcp(c), error.steps);
    const evidence: Evidence = {};
    if (calls.toolCalls !== undefined) evidence.tool_calls = calls.toolCalls;
    if (calls.mcpCalls !== undefined) evidence.mcp_calls = calls.mcpCalls;
    return { ...failure, evidence };
  }
}

/**
 * Splits a loop's calls into tool calls and MCP interactions. In an MCP case every call that is
 * not one of the case's own tools is an MCP interaction, including a tool no server offers: the
 * check then names it as an additional call. A server call the loop never sent (it ended at
 * another call of that reply) is no interaction: it is `unsent`. The case's own tools keep every
 * call the model made, as an application would act on them.
 */
function callsOf(
  c: Case,
  mcpCase: boolean,
  steps: readonly LoopStep[],
): { toolCalls?: ToolCall[]; mcpCalls?: McpCall[]; unsent: ToolCall[] } {
  const own = new Set(c.tools.map((t) => t.name));
  const isMcpStep = (step: LoopStep): boolean => mcpCase && !own.has(step.call.name);
  const calls: { toolCalls?: ToolCall[]; mcpCalls?: McpCall[]; unsent: ToolCall[] } = { unsent: [] };
  const toolCalls = steps.filter((step) => !isMcpStep(step)).map((step) => step.call);
  if (toolCalls.length > 0) calls.toolCalls = toolCalls;
  if (mcpCase) {
    const mcpSteps = steps.filter(isMcpStep);
    calls.mcpCalls = mcpCallsFromSteps(mcpSteps.filter((step) => step.unsent === undefined));
    calls.unsent = mcpSteps.filter((step) => step.unsent !== undefined).map((step) => step.call);
  }
  return calls;
}

/** `'notify_user' (no stub result)`: the calls of the last reply that the loop could not answer. */
function endingCalls(c: Case, steps: readonly LoopStep[]): string {
  const own = new Set(c.tools.map((t) => t.name));
  return steps
    .filter((step) => step.answer === null && step.unsent === undefined)
    .map(({ call }) => {
      const why =
        call.arguments_error !== undefined
          ? "its arguments did not parse"
          : own.has(call.name)
            ? "no stub result"
            : "no server offers it";
      return `'${call.name}' (${why})`;
    })
    .join(", ");
}

function combineHosts(a: HostedTools | null, b: HostedTools): HostedTools {
  if (a === null) return b;
  return {
    hosts: (name) => a.hosts(name) || b.hosts(name),
    host: { call: (name, args, s) => (a.hosts(name) ? a.host : b.host).call(name, args, s) },
  };
}
