import type { CheckResult } from "../checks/check-result.js";
import type { CheckRegistry } from "../checks/custom.js";
import { evaluateCase } from "../checks/evaluate.js";
import type { Observation } from "../checks/observation.js";
import type { CaptureMode, LiveConfig, ReplayConfig } from "../config/run-config.js";
import { messageOf } from "../error-message.js";
import { canonicalSha256 } from "../json/canonical.js";
import type { JsonObject } from "../json/value.js";
import { aggregateCase, summarize } from "../result/aggregate.js";
import {
  type CaseResult,
  type DurationSource,
  type Evidence,
  type ExecutionFailureStatus,
  type McpCall,
  type RepetitionResult,
  type RepetitionStatus,
  RUN_FORMAT,
  type RunResult,
} from "../result/run-result.js";
import type { Case, Suite, ToolCall } from "../suite/case.js";
import { VERSION } from "../version.js";
import {
  AgentLoopInterrupted,
  type HostedTools,
  type LoopStep,
  runAgentLoop,
  stubToolHost,
} from "./agent-loop.js";
import {
  type McpToolbox,
  mcpCallsFromSteps,
  type Retriever,
  usesMcp,
  usesRetrieval,
} from "./capabilities.js";
import { applyCapture } from "./capture.js";
import { withDeadline } from "./deadline.js";
import { type McpLauncher, type McpLease, McpScopes } from "./mcp-scopes.js";
import type { Plan, PlannedCase } from "./plan.js";
import { runPool } from "./pool.js";
import type { ProgressReporter } from "./progress.js";
import { type ChatReply, type ChatRequest, type ModelProvider, ProviderError } from "./provider.js";
import { type Recordings, recordedRepetition } from "./recording.js";
import { buildRequest, ragQuery } from "./request.js";
import { DEFAULT_BACKOFF, type RetryPolicy, withRetry } from "./retry.js";

/** Where executions come from: a live provider, or recorded outputs (3.3). */
export type Backend =
  | {
      kind: "live";
      config: LiveConfig;
      provider: ModelProvider;
      /**
       * The suite's MCP servers, started by the caller, or why they could not start; MCP cases
       * are `error` without them.
       */
      mcp?: McpToolbox | ProviderError;
      /**
       * Starts the suite's MCP servers as each one's `restart` says (fresh per suite x config by
       * default); used when `mcp` is absent. The job stops every server it started.
       */
      mcpLauncher?: McpLauncher;
      /**
       * Retrieval over the suite's corpus; retrieval and `rag` cases are `error` without it.
       * `prepare` (embedding the corpus) runs once before the first execution, so that work is
       * never charged to one case's per-call deadline.
       */
      retriever?: Retriever & { prepare?(signal: AbortSignal): Promise<void> };
    }
  | { kind: "replay"; config: ReplayConfig; recordings: Recordings };

export interface Clock {
  /** Wall-clock time for `started_at` / `finished_at`. */
  now(): Date;
  /** Monotonic milliseconds for durations. */
  monotonic(): number;
}

export const systemClock: Clock = { now: () => new Date(), monotonic: () => performance.now() };

export interface RunArgs {
  suite: Suite;
  plan: Plan;
  backend: Backend;
  registry: CheckRegistry;
  /** `--capture`; the config's `capture_output` when absent. */
  capture?: CaptureMode;
  signal: AbortSignal;
  /** `--enforce-performance`: a repetition slower than `max_latency_ms` fails instead of warning. */
  enforcePerformance?: boolean;
  /** `--concurrency`; the config's `concurrency` when absent. */
  concurrency?: number;
  progress?: ProgressReporter;
  clock?: Clock;
  /** Backoff timing (tests inject sleep and random); `retries` always comes from the config. */
  backoff?: Omit<RetryPolicy, "retries">;
}

/**
 * One prepared (suite, config) run: the provider is ready (or known to be unavailable) and the
 * work items are known. Jobs of one invocation share a single concurrency budget
 * ({@link executeJobs}), so a matrix of configs never exceeds what the server was sized for.
 */
export interface RunJob {
  readonly executions: number;
  readonly cases: number;
  /** This run's own cap on calls in flight. */
  readonly concurrency: number;
  /** Runs execution `index`; never rejects. Resolves with the case's aggregate status when it
   * was that case's last repetition to finish, else null. */
  execute(index: number): Promise<RepetitionStatus | null>;
  /** The result, once every execution has settled. */
  result(): RunResult;
  /** Stops whatever the job still runs (MCP servers); safe to call more than once. */
  close(): Promise<void>;
}

type Execution =
  | {
      ok: true;
      observation: Observation;
      durationMs: number;
      durationSource: DurationSource;
      metadata: JsonObject;
      attempts: number;
      warnings: string[];
      /** Calls the agent loop never executed (it stopped at max_turns). */
      unexecuted?: { calls: ToolCall[]; maxTurns: number };
      /** The provider's compute time for the model calls, where it reports one. */
      computeMs?: number;
    }
  | {
      ok: false;
      status: ExecutionFailureStatus;
      reason: string;
      /** The underlying message; null for a cancellation, which is no error. */
      error: string | null;
      attempts: number;
      metadata: JsonObject;
      /** Tool and MCP calls made before an agent loop failed; absent when there were none. */
      evidence?: Evidence;
    };

/** Calls `prepare` once (never per case) and returns the job. */
export async function prepareRun(args: RunArgs): Promise<RunJob> {
  const { suite, plan, backend, signal } = args;
  const clock = args.clock ?? systemClock;
  const config = backend.config;
  const capture = args.capture ?? config.capture;
  const startedAt = clock.now();
  let providerInfo: JsonObject = { name: "replay" };
  // When preparation fails every repetition carries that failure: no call per case.
  let preparation: Extract<Execution, { ok: false }> | null = null;
  // Only the cases that need the corpus carry a corpus failure.
  let retrievalFailure: Extract<Execution, { ok: false }> | null = null;
  if (backend.kind === "live") {
    const models = [backend.config.model];
    const embedding = backend.config.embeddingModel;
    if (
      embedding !== undefined &&
      plan.cases.some((p) => usesRetrieval(p.case)) &&
      !models.includes(embedding)
    ) {
      models.push(embedding);
    }
    try {
      providerInfo = await backend.provider.prepare(models, signal, { info: (m) => args.progress?.info(m) });
    } catch (error) {
      const failure = classify(error, signal, 0);
      preparation = { ...failure, reason: `provider not ready: ${failure.reason}` };
      providerInfo = {};
    }
    const retriever = backend.retriever;
    if (
      preparation === null &&
      retriever?.prepare !== undefined &&
      plan.cases.some((p) => usesRetrieval(p.case))
    ) {
      try {
        await retriever.prepare(signal);
      } catch (error) {
        const failure = classify(error, signal, 0);
        retrievalFailure = { ...failure, reason: `corpus not ready: ${failure.reason}` };
      }
    }
  }

  const scopes =
    backend.kind === "live" && backend.mcp === undefined && backend.mcpLauncher !== undefined
      ? new McpScopes(backend.mcpLauncher, suite.mcpServers, signal)
      : null;
  let unsettled = plan.items.length;
  // Models load once, before the job's first execution starts its clock (never as a case's latency).
  let warm: Promise<void> | undefined;
  const warmUp = (): Promise<void> => {
    if (backend.kind !== "live") return Promise.resolve();
    warm ??= loadModels(backend, plan, signal, (m) => args.progress?.info(m));
    return warm;
  };

  const repetitions = new Array<RepetitionResult | undefined>(plan.items.length);
  const remaining = plan.cases.map((p) => p.repeat);
  const firstItem: number[] = [];
  plan.items.forEach((item, index) => {
    if (firstItem[item.caseIndex] === undefined) firstItem[item.caseIndex] = index;
  });

  const casesOf = (): CaseResult[] =>
    plan.cases.map((planned, caseIndex) => {
      const start = firstItem[caseIndex] ?? 0;
      const reps = repetitions
        .slice(start, start + planned.repeat)
        .map((r, offset) => r ?? failedRepetition(offset, cancelled(0)));
      return caseResult(planned, reps);
    });

  const execute = async (index: number): Promise<RepetitionStatus | null> => {
    const item = plan.items[index]!;
    const planned = plan.cases[item.caseIndex]!;
    let rep: RepetitionResult;
    try {
      if (signal.aborted) {
        rep = failedRepetition(item.repetition, cancelled(0));
      } else if (preparation !== null) {
        rep = failedRepetition(item.repetition, preparation);
      } else if (retrievalFailure !== null && usesRetrieval(planned.case)) {
        rep = failedRepetition(item.repetition, retrievalFailure);
      } else {
        await warmUp();
        rep = await runRepetition(args, planned, item, capture, clock, scopes);
      }
    } catch (error) {
      // A defect below (a check engine bug) must not stop the run or lose the other results.
      rep = failedRepetition(item.repetition, {
        status: "error",
        reason: `internal error: ${messageOf(error)}`,
        error: messageOf(error),
        attempts: 0,
        metadata: {},
      });
    }
    repetitions[index] = rep;
    // The run-wide servers stop with the job's last execution, before the next job's start.
    if (--unsettled === 0) await scopes?.close();
    remaining[item.caseIndex] = (remaining[item.caseIndex] ?? 1) - 1;
    if (remaining[item.caseIndex] !== 0) return null;
    const start = firstItem[item.caseIndex] ?? index;
    return aggregateCase(
      repetitions.slice(start, start + planned.repeat) as RepetitionResult[],
      planned.minPass,
    ).status;
  };

  return {
    executions: plan.items.length,
    cases: plan.cases.length,
    concurrency: args.concurrency ?? config.concurrency,
    execute,
    close: async () => {
      await scopes?.close();
    },
    result(): RunResult {
      const cases = casesOf();
      const mcpServers = scopes?.servers();
      return {
        format: RUN_FORMAT,
        suite: {
          name: suite.name,
          file: suite.file,
          sha256: suite.sha256,
          description: suite.description ?? null,
        },
        config: {
          id: config.id,
          provider: config.provider,
          model: backend.kind === "live" ? backend.config.model : null,
          settings: config.redacted,
        },
        runtime: {
          modelgate: VERSION,
          node: process.version,
          os: process.platform,
          arch: process.arch,
          provider: providerInfo,
        },
        started_at: startedAt.toISOString(),
        finished_at: clock.now().toISOString(),
        cancelled: cases.some((c) => c.repetitions.some((r) => r.status === "cancelled")),
        selection: {
          tags: [...plan.selection.tags],
          shard: plan.selection.shard ? { ...plan.selection.shard } : null,
        },
        capture,
        ...(mcpServers !== undefined && mcpServers.length > 0 ? { mcp_servers: mcpServers } : {}),
        summary: summarize(cases),
        cases,
      };
    },
  };
}

/**
 * One load request per model the plan uses (the chat model when a case calls it, the embedding
 * model when a case retrieves), so the first case's latency does not count the load. A failed
 * load is only noted: the cases then run, and fail or succeed, on their own.
 */
async function loadModels(
  backend: Extract<Backend, { kind: "live" }>,
  plan: Plan,
  signal: AbortSignal,
  info: (message: string) => void,
): Promise<void> {
  const { provider, config } = backend;
  if (provider.load === undefined) return;
  const wanted: Array<{ model: string; kind: "chat" | "embed" }> = [];
  if (plan.cases.some((p) => p.case.messages.length > 0)) wanted.push({ model: config.model, kind: "chat" });
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
 * Runs the jobs' executions through one pool of `concurrency` slots, each job also held to its
 * own cap. Items start in job order, so the first config's model is kept busy before the next
 * config's model is loaded (Ollama swaps models otherwise).
 */
export async function executeJobs(
  jobs: readonly RunJob[],
  options: { concurrency: number; progress?: ProgressReporter },
): Promise<RunResult[]> {
  const items: Array<{ job: number; index: number }> = [];
  jobs.forEach((job, j) => {
    for (let index = 0; index < job.executions; index++) items.push({ job: j, index });
  });
  const progress = options.progress;
  progress?.start({
    cases: jobs.reduce((n, j) => n + j.cases, 0),
    executions: items.length,
  });
  try {
    await runPool(
      items,
      async ({ job, index }) => {
        const done = await jobs[job]!.execute(index);
        progress?.executionDone();
        if (done !== null) progress?.caseDone(done);
      },
      {
        concurrency: options.concurrency,
        group: (item) => item.job,
        groupLimits: jobs.map((j) => j.concurrency),
      },
    );
  } finally {
    progress?.finish();
  }
  return jobs.map((j) => j.result());
}

/** One suite against one configuration. */
export async function runSuite(args: RunArgs): Promise<RunResult> {
  const job = await prepareRun(args);
  try {
    const [result] = await executeJobs([job], { concurrency: job.concurrency, progress: args.progress });
    return result!;
  } finally {
    await job.close();
  }
}

async function runRepetition(
  args: RunArgs,
  planned: PlannedCase,
  item: { caseIndex: number; repetition: number },
  capture: CaptureMode,
  clock: Clock,
  scopes: McpScopes | null,
): Promise<RepetitionResult> {
  const c = planned.case;
  const repetition = item.repetition;
  const seed = args.backend.kind === "live" ? repetitionSeed(args.backend.config, c, repetition) : undefined;
  let execution: Execution;
  if (args.backend.kind === "live") {
    // Servers start before the execution's clock does: start time is no case's latency.
    let lease: McpLease | ProviderError | undefined;
    if (scopes !== null && usesMcp(c)) {
      lease = await scopes
        .acquire(item.caseIndex, planned.repeat, c.mcpServers)
        .catch((error: unknown) =>
          error instanceof ProviderError ? error : new ProviderError("fatal", messageOf(error)),
        );
    }
    try {
      const mcp = lease === undefined || lease instanceof ProviderError ? lease : lease.toolbox;
      execution = await liveExecution(args, args.backend, c, clock, seed, mcp);
    } finally {
      if (lease !== undefined && !(lease instanceof ProviderError)) await lease.release();
    }
  } else {
    execution = replayExecution(args.backend.recordings, c, repetition, clock);
  }
  const withSeed = (rep: RepetitionResult): RepetitionResult => (seed === undefined ? rep : { ...rep, seed });
  if (!execution.ok) {
    // Calls made before the failure are kept (they say what happened), unless nothing may be.
    const { evidence, ...failure } = execution;
    return withSeed(
      failedRepetition(repetition, capture === "none" || evidence === undefined ? failure : execution),
    );
  }

  let verdict: CheckResult;
  try {
    verdict = await evaluateCase(c, execution.observation, args.registry);
  } catch (error) {
    verdict = { status: "error", reason: `check failed: ${messageOf(error)}`, details: {}, evidence: {} };
  }
  const observed = execution.observation;
  const evidence: Evidence = {
    ...(observed.toolCalls !== undefined ? { tool_calls: observed.toolCalls } : {}),
    ...(observed.retrieved !== undefined ? { retrieved: observed.retrieved } : {}),
    ...(observed.mcpCalls !== undefined ? { mcp_calls: observed.mcpCalls } : {}),
    ...verdict.evidence,
    ...(execution.unexecuted !== undefined ? { unexecuted_calls: execution.unexecuted.calls } : {}),
  };
  // What is written never quotes more of the output than the capture mode allows.
  const kept = applyCapture(capture, c.check, {
    output: observed.output,
    evidence,
    details: verdict.details,
    reason: verdict.reason,
    status: verdict.status,
    contract: c.contract ?? null,
  });
  let status: RepetitionStatus = verdict.status;
  let reason = kept.reason;
  if (execution.unexecuted !== undefined && status !== "pass") {
    // Say why an expected call may be missing: it was asked for, but never ran.
    const { calls, maxTurns } = execution.unexecuted;
    const note = `the agent loop stopped at max_turns ${maxTurns} before executing ${calls.map((call) => `'${call.name}'`).join(", ")}`;
    reason = reason === null ? note : `${reason} (${note})`;
  }
  const warnings = [...execution.warnings];
  if (execution.metadata.done_reason === "length") {
    // A cut generation (a tool call or JSON missing its end) reads as a behaviour otherwise.
    const note = "the generation hit the length limit (done_reason 'length'; see num_predict)";
    warnings.push(note);
    if (status !== "pass") reason = reason === null ? note : `${reason} (${note})`;
  }
  const max = c.performance.maxLatencyMs;
  if (max !== undefined && execution.durationMs > max) {
    const warning = `latency ${formatMs(execution.durationMs)} ms exceeds max_latency_ms ${max}`;
    warnings.push(warning);
    if (args.enforcePerformance && status === "pass") {
      status = "fail";
      reason = warning;
    }
  }
  return withSeed({
    index: repetition,
    status,
    output: kept.output,
    output_sha256: kept.output_sha256,
    evidence: kept.evidence,
    duration_ms: execution.durationMs,
    duration_source: execution.durationSource,
    ...(execution.computeMs !== undefined ? { compute_ms: execution.computeMs } : {}),
    reason,
    details: kept.details,
    warnings,
    error: verdict.status === "error" ? kept.reason : null,
    provider_metadata: execution.metadata,
    attempts: execution.attempts,
  });
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

function replayExecution(recordings: Recordings, c: Case, repetition: number, clock: Clock): Execution {
  const started = clock.monotonic();
  const entry = recordings.get(c.id);
  const recorded = entry === undefined ? undefined : recordedRepetition(entry, repetition);
  const elapsed = clock.monotonic() - started;
  if (recorded === undefined) {
    const message = `no recorded output for case '${c.id}'`;
    return { ok: false, status: "error", reason: message, error: message, attempts: 0, metadata: {} };
  }
  const observation: Observation = { output: recorded.output };
  if (recorded.toolCalls !== undefined) observation.toolCalls = recorded.toolCalls;
  if (recorded.retrieved !== undefined) observation.retrieved = recorded.retrieved;
  if (recorded.mcpCalls !== undefined) observation.mcpCalls = recorded.mcpCalls;
  return {
    ok: true,
    observation,
    durationMs: recorded.latencyMs ?? roundMs(elapsed),
    durationSource: recorded.latencyMs !== undefined ? "recorded" : "measured",
    metadata: recorded.metadata,
    attempts: 1,
    warnings: [],
  };
}

/**
 * One live execution: optional retrieval, then the model call or agent loop. Every physical
 * call gets its own deadline and transient failures are retried; the duration is the time of
 * the successful attempts plus tool and retrieval time, so backoff waits do not read as latency.
 */
async function liveExecution(
  args: RunArgs,
  backend: Extract<Backend, { kind: "live" }>,
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

  // A guarded physical call: deadline, retries, attempts and time counted.
  const call = async <T>(fn: (callSignal: AbortSignal) => Promise<T>): Promise<T> => {
    let ms = 0;
    const outcome = await withRetry(
      () =>
        withDeadline(signal, config.timeoutMs, async (callSignal) => {
          const started = clock.monotonic();
          const value = await fn(callSignal);
          ms = clock.monotonic() - started;
          return value;
        }),
      policy,
      signal,
    );
    attempts += outcome.attempts;
    if (!outcome.ok) throw outcome.error;
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

    const observation: Observation = { output: outcome.content, ...callsOf(c, mcpCase, outcome.steps) };
    if (retrieved !== undefined) observation.retrieved = retrieved;
    const warnings = outcome.stoppedAtMaxTurns
      ? [
          `agent loop stopped after max_turns ${c.maxTurns}: the model was still calling tools (${outcome.unexecuted.length} call${outcome.unexecuted.length === 1 ? "" : "s"} not executed, not counted as made)`,
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
    if (done.ok && outcome.unexecuted.length > 0)
      done.unexecuted = { calls: outcome.unexecuted, maxTurns: c.maxTurns };
    if (done.ok && outcome.computeMs !== undefined) done.computeMs = roundMs(outcome.computeMs);
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
 * check then names it as an additional call.
 */
function callsOf(
  c: Case,
  mcpCase: boolean,
  steps: readonly LoopStep[],
): { toolCalls?: ToolCall[]; mcpCalls?: McpCall[] } {
  const own = new Set(c.tools.map((t) => t.name));
  const isMcpStep = (step: LoopStep): boolean => mcpCase && !own.has(step.call.name);
  const calls: { toolCalls?: ToolCall[]; mcpCalls?: McpCall[] } = {};
  const toolCalls = steps.filter((step) => !isMcpStep(step)).map((step) => step.call);
  if (toolCalls.length > 0) calls.toolCalls = toolCalls;
  if (mcpCase) calls.mcpCalls = mcpCallsFromSteps(steps.filter(isMcpStep));
  return calls;
}

function success(
  observation: Observation,
  durationMs: number,
  metadata: JsonObject,
  attempts: number,
  warnings: string[],
  durationSource: DurationSource = "measured",
): Execution {
  return { ok: true, observation, durationMs, durationSource, metadata, attempts, warnings };
}

function combineHosts(a: HostedTools | null, b: HostedTools): HostedTools {
  if (a === null) return b;
  return {
    hosts: (name) => a.hosts(name) || b.hosts(name),
    host: { call: (name, args, s) => (a.hosts(name) ? a.host : b.host).call(name, args, s) },
  };
}

/** Maps a failure to the status that says what happened (principle 3: never blurred). */
function classify(error: unknown, signal: AbortSignal, attempts: number): Extract<Execution, { ok: false }> {
  if (signal.aborted) return cancelled(attempts);
  const message = messageOf(error);
  if (!(error instanceof ProviderError)) {
    return { ok: false, status: "error", reason: message, error: message, attempts, metadata: {} };
  }
  switch (error.kind) {
    case "cancelled":
      return cancelled(attempts);
    case "unavailable":
    case "timeout":
      return { ok: false, status: error.kind, reason: message, error: message, attempts, metadata: {} };
    case "transient": {
      const reason = attempts > 1 ? `failed after ${attempts} attempts: ${message}` : message;
      return { ok: false, status: "error", reason, error: message, attempts, metadata: {} };
    }
    case "fatal":
      return { ok: false, status: "error", reason: message, error: message, attempts, metadata: {} };
  }
}

function cancelled(attempts: number): Extract<Execution, { ok: false }> {
  return { ok: false, status: "cancelled", reason: "run cancelled", error: null, attempts, metadata: {} };
}

function failedRepetition(
  index: number,
  failure: Pick<
    Extract<Execution, { ok: false }>,
    "status" | "reason" | "error" | "attempts" | "metadata" | "evidence"
  >,
): RepetitionResult {
  return {
    index,
    status: failure.status,
    output: null,
    output_sha256: null,
    evidence: failure.evidence ?? {},
    duration_ms: null,
    duration_source: "measured",
    reason: failure.reason,
    details: {},
    warnings: [],
    error: failure.error,
    provider_metadata: failure.metadata,
    attempts: failure.attempts,
  };
}

function caseResult(planned: PlannedCase, repetitions: RepetitionResult[]): CaseResult {
  const c = planned.case;
  const aggregate = aggregateCase(repetitions, planned.minPass);
  return {
    id: c.id,
    type: c.check.type,
    tags: [...c.tags],
    source: { file: c.source.file, line: c.source.line },
    case_sha256: canonicalSha256(c.definition),
    contract: c.contract ?? null,
    status: aggregate.status,
    repeat: planned.repeat,
    min_pass: planned.minPass,
    pass_count: aggregate.pass_count,
    judged_count: aggregate.judged_count,
    max_latency_ms: c.performance.maxLatencyMs ?? null,
    repetitions,
  };
}

function roundMs(ms: number): number {
  return Math.round(ms * 10) / 10;
}

function formatMs(ms: number): string {
  return Number.isInteger(ms) ? String(ms) : ms.toFixed(1);
}
