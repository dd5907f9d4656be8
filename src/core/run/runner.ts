import { messageOf } from "../error-message.js";
import type { JsonObject } from "../json/value.js";
import { summarize } from "../result/aggregate.js";
import {
  type CaseResult,
  type RepetitionResult,
  type RepetitionStatus,
  RUN_FORMAT,
  type RunResult,
} from "../result/run-result.js";
import { VERSION } from "../version.js";
import { usesRetrieval } from "./capabilities.js";
import { cancelled, type ExecutionFailure } from "./execution.js";
import { classify } from "./failure-status.js";
import { loadModels } from "./live-execution.js";
import { McpScopes } from "./mcp-scopes.js";
import type { WorkItem } from "./plan.js";
import { runPool } from "./pool.js";
import { modelsToPrepare, prepareProvider } from "./preparation.js";
import type { ProgressReporter } from "./progress.js";
import { caseResult, failedRepetition, runRepetition } from "./repetition.js";
import { type HostRuntime, type RunArgs, systemClock } from "./run-args.js";
import { RunHalt } from "./run-halt.js";

export { repetitionSeed } from "./live-execution.js";
export { type Backend, type Clock, type HostRuntime, type RunArgs, systemClock } from "./run-args.js";

/** What a job writes when the caller does not say which Node and OS run it (the core reads no `process`). */
const UNKNOWN_HOST: HostRuntime = { node: "unknown", os: "unknown", arch: "unknown" };

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
  /** Runs execution `index`; never rejects. Gives the case's aggregate status when it was that
   * case's last repetition to finish, else null: directly when nothing had to be awaited (a
   * replay), else as a promise. */
  execute(index: number): RepetitionStatus | null | Promise<RepetitionStatus | null>;
  /** The result, once every execution has settled. */
  result(): RunResult;
  /** Stops whatever the job still runs (MCP servers); safe to call more than once. */
  close(): Promise<void>;
}

/** Prepares the provider once (never per case) unless the backend comes prepared, and returns the job. */
export async function prepareRun(given: RunArgs): Promise<RunJob> {
  // Every live job has a halt: the caller's, shared by the jobs of its provider, or its own.
  const args: RunArgs =
    given.backend.kind === "live" && given.backend.halt === undefined
      ? { ...given, backend: { ...given.backend, halt: new RunHalt() } }
      : given;
  const { suite, plan, backend, signal } = args;
  const halt = backend.kind === "live" ? backend.halt : undefined;
  const clock = args.clock ?? systemClock;
  const config = backend.config;
  const capture = args.capture ?? config.capture;
  const startedAt = clock.now();
  let providerInfo: JsonObject = { name: "replay" };
  // When preparation fails every repetition carries that failure: no call per case.
  let preparation: ExecutionFailure | null = null;
  // Only the cases that need the corpus carry a corpus failure.
  let retrievalFailure: ExecutionFailure | null = null;
  if (backend.kind === "live") {
    // The caller prepares once per config (app/run.ts); a job used on its own prepares here.
    const prepared =
      backend.prepared ??
      (await prepareProvider(backend.provider, modelsToPrepare(backend.config, plan.cases), signal, (m) =>
        args.progress?.info(m),
      ));
    if (prepared.ok) {
      providerInfo = prepared.runtime;
    } else {
      const failure = classify(prepared.error, signal, 0);
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
        halt?.note(error);
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
    warm ??= loadModels(
      backend,
      plan,
      signal,
      (m) => args.progress?.info(m),
      // No more connections than calls this job can have in flight.
      Math.min(args.concurrency ?? config.concurrency, plan.items.length),
    );
    return warm;
  };

  const repetitions = new Array<RepetitionResult | undefined>(plan.items.length);
  const remaining = plan.cases.map((p) => p.repeat);
  const firstItem: number[] = [];
  plan.items.forEach((item, index) => {
    if (firstItem[item.caseIndex] === undefined) firstItem[item.caseIndex] = index;
  });

  // A case's result is made when its last repetition settles; one that never ran them all
  // (the run was stopped) is made at the end, its missing repetitions cancelled.
  const settledCases = new Array<CaseResult | undefined>(plan.cases.length);
  const casesOf = (): CaseResult[] => {
    const cases: CaseResult[] = [];
    for (let caseIndex = 0; caseIndex < plan.cases.length; caseIndex++) {
      const done = settledCases[caseIndex];
      if (done !== undefined) {
        cases.push(done);
        continue;
      }
      const planned = plan.cases[caseIndex]!;
      const start = firstItem[caseIndex] ?? 0;
      const reps: RepetitionResult[] = [];
      for (let offset = 0; offset < planned.repeat; offset++)
        reps.push(repetitions[start + offset] ?? failedRepetition(offset, cancelled(0)));
      cases.push(caseResult(planned, reps));
    }
    return cases;
  };

  /** A defect below (a check engine bug) must not stop the run or lose the other results. */
  const internalError = (repetition: number, error: unknown): RepetitionResult =>
    failedRepetition(repetition, {
      status: "error",
      reason: `internal error: ${messageOf(error)}`,
      error: messageOf(error),
      attempts: 0,
      metadata: {},
    });

  /** Stores execution `index`'s repetition; the case's aggregate status when it was its last. */
  const settle = (
    index: number,
    rep: RepetitionResult,
  ): RepetitionStatus | null | Promise<RepetitionStatus | null> => {
    const item = plan.items[index]!;
    repetitions[index] = rep;
    // The run-wide servers stop with the job's last execution, before the next job's start.
    if (--unsettled === 0 && scopes !== null) return scopes.close().then(() => caseStatus(index, item));
    return caseStatus(index, item);
  };

  const caseStatus = (index: number, item: WorkItem): RepetitionStatus | null => {
    remaining[item.caseIndex] = (remaining[item.caseIndex] ?? 1) - 1;
    if (remaining[item.caseIndex] !== 0) return null;
    const planned = plan.cases[item.caseIndex]!;
    const start = firstItem[item.caseIndex] ?? index;
    const done = caseResult(
      planned,
      planned.repeat === 1
        ? [repetitions[start] as RepetitionResult]
        : (repetitions.slice(start, start + planned.repeat) as RepetitionResult[]),
    );
    settledCases[item.caseIndex] = done;
    return done.status;
  };

  /** A repetition the stopped run does not execute, or null while the run goes on. */
  const notExecuted = (repetition: number): RepetitionResult | null => {
    const stopped = halt?.error;
    return stopped == null ? null : failedRepetition(repetition, classify(stopped, signal, 0));
  };

  // A replayed execution has nothing to wait for: it is judged and settled synchronously (no
  // promise per case); a live one awaits the model, and MCP servers or a check may be async.
  const execute = (index: number): RepetitionStatus | null | Promise<RepetitionStatus | null> => {
    const item = plan.items[index]!;
    const planned = plan.cases[item.caseIndex]!;
    let rep: RepetitionResult | Promise<RepetitionResult>;
    try {
      if (signal.aborted) {
        rep = failedRepetition(item.repetition, cancelled(0));
      } else if (preparation !== null) {
        rep = failedRepetition(item.repetition, preparation);
      } else if (retrievalFailure !== null && usesRetrieval(planned.case)) {
        rep = failedRepetition(item.repetition, retrievalFailure);
      } else if (backend.kind === "live") {
        rep = warmUp().then(
          () => notExecuted(item.repetition) ?? runRepetition(args, planned, item, capture, clock, scopes),
        );
      } else {
        rep = runRepetition(args, planned, item, capture, clock, scopes);
      }
    } catch (error) {
      rep = internalError(item.repetition, error);
    }
    if (!(rep instanceof Promise)) return settle(index, rep);
    return rep.then(
      (done) => settle(index, done),
      (error: unknown) => settle(index, internalError(item.repetition, error)),
    );
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
          // A replay configuration may name the model its outputs came from (suite-format.md).
          model: backend.kind === "live" ? backend.config.model : namedModel(config.redacted),
          settings: config.redacted,
        },
        runtime: {
          modelgate: VERSION,
          ...(args.host ?? UNKNOWN_HOST),
          provider: providerInfo,
        },
        started_at: startedAt.toISOString(),
        finished_at: clock.now().toISOString(),
        cancelled: anyCancelled(cases),
        selection: {
          tags: [...plan.selection.tags],
          shard: plan.selection.shard ? { ...plan.selection.shard } : null,
          ...(plan.selection.cases !== undefined ? { cases: [...plan.selection.cases] } : {}),
          ...(plan.selection.repeat !== undefined ? { repeat: plan.selection.repeat } : {}),
        },
        capture,
        ...(mcpServers !== undefined && mcpServers.length > 0 ? { mcp_servers: mcpServers } : {}),
        summary: summarize(cases),
        cases,
      };
    },
  };
}

/** Whether some repetition was cancelled (indexed loops: one pass over a run's every repetition). */
function anyCancelled(cases: readonly CaseResult[]): boolean {
  for (let i = 0; i < cases.length; i++) {
    const reps = cases[i]!.repetitions;
    for (let j = 0; j < reps.length; j++) if (reps[j]!.status === "cancelled") return true;
  }
  return false;
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
  // Execution `n` of the invocation is execution `n - first[job]` of job `jobOf[n]` (numbers,
  // not an object per execution).
  const jobOf: number[] = [];
  const first: number[] = [];
  jobs.forEach((job, j) => {
    first.push(jobOf.length);
    for (let index = 0; index < job.executions; index++) jobOf.push(j);
  });
  const items = jobOf.map((_, n) => n);
  const progress = options.progress;
  const report = (done: RepetitionStatus | null): void => {
    progress?.executionDone();
    if (done !== null) progress?.caseDone(done);
  };
  progress?.start({
    cases: jobs.reduce((n, j) => n + j.cases, 0),
    executions: items.length,
  });
  try {
    await runPool(
      items,
      (n) => {
        const job = jobOf[n]!;
        const done = jobs[job]!.execute(n - first[job]!);
        if (done instanceof Promise) return done.then(report);
        report(done);
      },
      {
        concurrency: options.concurrency,
        group: (n) => jobOf[n]!,
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

/** The `model` a configuration names as written (a replay's is optional), or null. */
function namedModel(settings: JsonObject): string | null {
  const model = settings.model;
  return typeof model === "string" && model !== "" ? model : null;
}
