import type { CheckRegistry } from "../checks/custom.js";
import type { CaptureMode, LiveConfig, ReplayConfig } from "../config/run-config.js";
import type { Suite } from "../suite/case.js";
import type { McpToolbox, Retriever } from "./capabilities.js";
import type { McpLauncher } from "./mcp-scopes.js";
import { monotonicMs } from "./monotonic.js";
import type { Plan } from "./plan.js";
import type { Preparation } from "./preparation.js";
import type { ProgressReporter } from "./progress.js";
import type { ModelProvider, ProviderError } from "./provider.js";
import type { Recordings } from "./recording.js";
import type { RetryPolicy } from "./retry.js";
import type { RunHalt } from "./run-halt.js";

/** Where executions come from: a live provider, or recorded outputs. */
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
      /** The provider's `prepare`, already run by the caller once for every job of this config;
       * the job runs it itself when absent. */
      prepared?: Preparation;
      /** Stops the run after a failure every later call would repeat; shared by the jobs of one
       * provider (the caller's), else the job's own. */
      halt?: RunHalt;
    }
  | { kind: "replay"; config: ReplayConfig; recordings: Recordings };

export interface Clock {
  /** Wall-clock time for `started_at` / `finished_at`. */
  now(): Date;
  /** Monotonic milliseconds for durations. */
  monotonic(): number;
}

export const systemClock: Clock = { now: () => new Date(), monotonic: monotonicMs };

export interface RunArgs {
  suite: Suite;
  plan: Plan;
  backend: Backend;
  registry: CheckRegistry;
  /** `--capture`; the config's `capture_output` when absent. */
  capture?: CaptureMode;
  signal: AbortSignal;
  /** `--check-timeout`: how long a custom check's answer is awaited; 30 s when absent. */
  checkTimeoutMs?: number;
  /** `--enforce-performance`: a repetition slower than `max_latency_ms` fails instead of warning. */
  enforcePerformance?: boolean;
  /** `--concurrency`; the config's `concurrency` when absent. */
  concurrency?: number;
  progress?: ProgressReporter;
  clock?: Clock;
  /** Backoff timing (tests inject sleep and random); `retries` always comes from the config. */
  backoff?: Omit<RetryPolicy, "retries">;
  /** The Node and OS the run is on, for the result's `runtime` (the caller reads `process`). */
  host?: HostRuntime;
}

export interface HostRuntime {
  node: string;
  os: string;
  arch: string;
}

export type LiveBackend = Extract<Backend, { kind: "live" }>;
