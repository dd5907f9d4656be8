import type { CheckResult } from "../checks/check-result.js";
import { CheckCancelled } from "../checks/custom.js";
import { judgeExecution } from "../checks/evaluate.js";
import type { CaptureMode } from "../config/run-config.js";
import { messageOf } from "../error-message.js";
import { canonicalSha256 } from "../json/canonical.js";
import { aggregateCase } from "../result/aggregate.js";
import type { CaseResult, Evidence, RepetitionResult, RepetitionStatus } from "../result/run-result.js";
import { EMPTY_LIST } from "../result/shared-empty.js";
import { withDerivedJson } from "../result/stored-form.js";
import type { Case } from "../suite/case.js";
import { usesMcp } from "./capabilities.js";
import { applyCapture, SHORT_OUTPUT } from "./capture.js";
import { cancelled, type Execution, type ExecutionFailure } from "./execution.js";
import { liveExecution, repetitionSeed } from "./live-execution.js";
import type { McpLease, McpScopes } from "./mcp-scopes.js";
import type { PlannedCase } from "./plan.js";
import { ProviderError } from "./provider.js";
import { replayExecution } from "./replay-execution.js";
import type { Clock, LiveBackend, RunArgs } from "./run-args.js";

/**
 * One repetition of a case: its execution (live or replayed), judged by the case's check, kept
 * as the capture mode allows, with the warnings a reader needs to trust the status. A replayed
 * repetition judged by built-in checks is returned directly (nothing to wait for); otherwise a
 * promise.
 */
export function runRepetition(
  args: RunArgs,
  planned: PlannedCase,
  item: { caseIndex: number; repetition: number },
  capture: CaptureMode,
  clock: Clock,
  scopes: McpScopes | null,
): RepetitionResult | Promise<RepetitionResult> {
  const backend = args.backend;
  if (backend.kind === "live") return liveRepetition(args, backend, planned, item, capture, clock, scopes);
  const execution = replayExecution(backend.recordings, planned.case, item.repetition, clock);
  return judgedRepetition(args, planned.case, item.repetition, capture, execution, undefined);
}

async function liveRepetition(
  args: RunArgs,
  backend: LiveBackend,
  planned: PlannedCase,
  item: { caseIndex: number; repetition: number },
  capture: CaptureMode,
  clock: Clock,
  scopes: McpScopes | null,
): Promise<RepetitionResult> {
  const c = planned.case;
  const seed = repetitionSeed(backend.config, c, item.repetition);
  // Servers start before the execution's clock does: start time is no case's latency.
  let lease: McpLease | ProviderError | undefined;
  if (scopes !== null && usesMcp(c)) {
    lease = await scopes
      .acquire(item.caseIndex, planned.repeat, c.mcpServers)
      .catch((error: unknown) =>
        error instanceof ProviderError ? error : new ProviderError("fatal", messageOf(error)),
      );
  }
  let execution: Execution;
  try {
    const mcp = lease === undefined || lease instanceof ProviderError ? lease : lease.toolbox;
    execution = await liveExecution(args, backend, c, clock, seed, mcp);
  } finally {
    if (lease !== undefined && !(lease instanceof ProviderError)) await lease.release();
  }
  return judgedRepetition(args, c, item.repetition, capture, execution, seed);
}

function judgedRepetition(
  args: RunArgs,
  c: Case,
  repetition: number,
  capture: CaptureMode,
  execution: Execution,
  seed: number | bigint | undefined,
): RepetitionResult | Promise<RepetitionResult> {
  if (!execution.ok) {
    // Calls made before the failure are kept (they say what happened), unless nothing may be.
    const { evidence, ...failure } = execution;
    return withSeed(
      failedRepetition(repetition, capture === "none" || evidence === undefined ? failure : execution),
      seed,
    );
  }
  let verdict: CheckResult | Promise<CheckResult>;
  try {
    verdict = judgeExecution(c, execution.observation, args.registry, {
      signal: args.signal,
      ...(args.checkTimeoutMs !== undefined ? { timeoutMs: args.checkTimeoutMs } : {}),
    });
  } catch (error) {
    verdict = checkFailed(error);
  }
  if (!(verdict instanceof Promise))
    return keptRepetition(args, c, repetition, capture, execution, verdict, seed);
  return verdict.then(
    (v) => keptRepetition(args, c, repetition, capture, execution, v, seed),
    (error: unknown) =>
      // Cancelled while a custom check was awaited: not judged, like a repetition never run.
      error instanceof CheckCancelled
        ? withSeed(failedRepetition(repetition, cancelled(execution.attempts)), seed)
        : keptRepetition(args, c, repetition, capture, execution, checkFailed(error), seed),
  );
}

function checkFailed(error: unknown): CheckResult {
  return { status: "error", reason: `check failed: ${messageOf(error)}`, details: {}, evidence: {} };
}

function withSeed(rep: RepetitionResult, seed: number | bigint | undefined): RepetitionResult {
  return seed === undefined ? rep : { ...rep, seed };
}

/**
 * What a check read, in the order it is written: the execution's own tool calls, retrieved ids
 * and MCP calls first, then the check's evidence, then the calls an agent loop never executed.
 * Without any of those the check's evidence is that very object (no copy).
 */
function keptEvidence(execution: Extract<Execution, { ok: true }>, verdict: CheckResult): Evidence {
  const observed = execution.observation;
  if (
    observed.toolCalls === undefined &&
    observed.retrieved === undefined &&
    observed.mcpCalls === undefined &&
    execution.unexecuted === undefined
  ) {
    return verdict.evidence;
  }
  return {
    ...(observed.toolCalls !== undefined ? { tool_calls: observed.toolCalls } : {}),
    ...(observed.retrieved !== undefined ? { retrieved: observed.retrieved } : {}),
    ...(observed.mcpCalls !== undefined ? { mcp_calls: observed.mcpCalls } : {}),
    ...verdict.evidence,
    ...(execution.unexecuted !== undefined ? { unexecuted_calls: execution.unexecuted.calls } : {}),
  };
}

function keptRepetition(
  args: RunArgs,
  c: Case,
  repetition: number,
  capture: CaptureMode,
  execution: Extract<Execution, { ok: true }>,
  verdict: CheckResult,
  seed: number | bigint | undefined,
): RepetitionResult {
  const observed = execution.observation;
  // What is written never quotes more of the output than the capture mode allows.
  const kept = applyCapture(capture, c.check, {
    output: observed.output,
    evidence: keptEvidence(execution, verdict),
    details: verdict.details,
    reason: verdict.reason,
    status: verdict.status,
    contract: c.contract ?? null,
  });
  let status: RepetitionStatus = verdict.status;
  let reason = kept.reason;
  if (execution.unexecuted !== undefined && status !== "pass") {
    // Say why an expected call may be missing: it was asked for, but never ran.
    const { calls, why } = execution.unexecuted;
    const note = `the agent loop ${why} before executing ${calls.map((call) => `'${call.name}'`).join(", ")}`;
    reason = reason === null ? note : `${reason} (${note})`;
  }
  let warnings = execution.warnings.length === 0 ? EMPTY_LIST : [...execution.warnings];
  if (execution.metadata.done_reason === "length") {
    // A cut generation (a tool call or JSON missing its end) reads as a behaviour otherwise.
    const option = args.backend.kind === "live" ? args.backend.provider.lengthLimitOption : undefined;
    const note = `the generation hit the length limit (done_reason 'length'${option === undefined ? "" : `; see ${option}`})`;
    warnings = [...warnings, note];
    if (status !== "pass") reason = reason === null ? note : `${reason} (${note})`;
  }
  const max = c.performance.maxLatencyMs;
  // The server's own compute time where it reports one (plus the time tools took in an agent
  // loop), as the comparison does: with more requests in flight than slots, the wall clock also
  // holds time spent in the server's queue. A cached repetition called no model: only the
  // compute time kept with its reply is judged, never the recorded wall time.
  const tools = execution.toolMs ?? 0;
  const timed =
    execution.computeMs !== undefined
      ? execution.computeMs + tools
      : execution.durationSource === "cached"
        ? null
        : execution.durationMs;
  if (max !== undefined && timed !== null && timed > max) {
    const what =
      execution.computeMs === undefined ? "latency" : tools > 0 ? "compute and tool time" : "compute time";
    const warning = `${what} ${formatMs(timed)} ms exceeds max_latency_ms ${max}`;
    warnings = [...warnings, warning];
    if (args.enforcePerformance && status === "pass") {
      status = "fail";
      reason = warning;
    }
  }
  // The parsed JSON is read again from the output when asked for, not held next to it; a short
  // output's few members are held (they take no more room than the bookkeeping of a derived
  // value, and the writer still finds where they come from: the checks noted it).
  const evidence =
    kept.output !== null && kept.output.length <= SHORT_OUTPUT
      ? kept.evidence
      : withDerivedJson(kept.evidence, kept.output);
  const error = verdict.status === "error" ? kept.reason : null;
  // One literal, made whole in one step; `compute_ms` stays undefined when the provider gave
  // none (never written: undefined members are left out of the result file).
  const rep: RepetitionResult = {
    index: repetition,
    status,
    output: kept.output,
    output_sha256: kept.output_sha256,
    evidence,
    duration_ms: execution.durationMs,
    duration_source: execution.durationSource,
    compute_ms: execution.computeMs,
    reason,
    details: kept.details,
    warnings,
    error,
    provider_metadata: execution.metadata,
    attempts: execution.attempts,
  };
  return withSeed(rep, seed);
}

export function failedRepetition(
  index: number,
  failure: Pick<ExecutionFailure, "status" | "reason" | "error" | "attempts" | "metadata" | "evidence">,
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

export function caseResult(planned: PlannedCase, repetitions: RepetitionResult[]): CaseResult {
  const c = planned.case;
  const aggregate = aggregateCase(repetitions, planned.minPass);
  return {
    id: c.id,
    type: c.check.type,
    tags: c.tags.length === 0 ? EMPTY_LIST : [...c.tags],
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

function formatMs(ms: number): string {
  return Number.isInteger(ms) ? String(ms) : ms.toFixed(1);
}
