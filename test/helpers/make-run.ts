import { sha256Hex } from "../../src/core/json/canonical.js";
import type { JsonObject } from "../../src/core/json/value.js";
import { aggregateCase, summarize } from "../../src/core/result/aggregate.js";
import {
  type CaseResult,
  isJudged,
  type RepetitionResult,
  type RepetitionStatus,
  RUN_FORMAT,
  type RunResult,
} from "../../src/core/result/run-result.js";
import type { CheckType, ContractKind } from "../../src/core/suite/case.js";

/**
 * Builders for `modelgate.run/v1` objects in tests. Everything has a plausible default, so a
 * test states only what it is about: `makeRun([{ id: "a", output: "hi" }])`.
 */

export type RepSpec = Partial<Omit<RepetitionResult, "index">>;

export interface CaseSpec {
  id: string;
  type?: CheckType;
  contract?: ContractKind | null;
  /** Shorthand for a single repetition. */
  status?: RepetitionStatus;
  output?: string | null;
  duration_ms?: number | null;
  evidence?: RepetitionResult["evidence"];
  reason?: string | null;
  warnings?: string[];
  metadata?: JsonObject;
  /** Several repetitions; overrides the single-repetition shorthand. */
  reps?: RepSpec[];
  min_pass?: number;
  tags?: string[];
  line?: number;
  /** Defaults to a hash of the id and type, equal on both sides. */
  case_sha256?: string;
  /** Case status; derived from the repetitions and min_pass (as the runner does) when absent. */
  case_status?: RepetitionStatus;
}

export function makeRep(index: number, spec: RepSpec = {}): RepetitionResult {
  const status = spec.status ?? "pass";
  const output = spec.output === undefined ? `output ${index}` : spec.output;
  return {
    index,
    status,
    output,
    output_sha256:
      spec.output_sha256 !== undefined ? spec.output_sha256 : output === null ? null : sha256Hex(output),
    evidence: spec.evidence ?? {},
    duration_ms: spec.duration_ms === undefined ? 100 : spec.duration_ms,
    duration_source: spec.duration_source ?? "recorded",
    ...(spec.compute_ms !== undefined && { compute_ms: spec.compute_ms }),
    reason: spec.reason ?? (status === "fail" ? "did not match" : null),
    details: spec.details ?? {},
    warnings: spec.warnings ?? [],
    error: spec.error ?? (isJudged(status) ? null : `${status} while calling the model`),
    provider_metadata: spec.provider_metadata ?? {},
    attempts: spec.attempts ?? 1,
  };
}

export function makeCase(spec: CaseSpec, index = 0): CaseResult {
  const repSpecs: RepSpec[] = spec.reps ?? [
    {
      ...(spec.status !== undefined && { status: spec.status }),
      ...(spec.output !== undefined && { output: spec.output }),
      ...(spec.duration_ms !== undefined && { duration_ms: spec.duration_ms }),
      ...(spec.evidence !== undefined && { evidence: spec.evidence }),
      ...(spec.reason !== undefined && { reason: spec.reason }),
      ...(spec.warnings !== undefined && { warnings: spec.warnings }),
      ...(spec.metadata !== undefined && { provider_metadata: spec.metadata }),
    },
  ];
  const reps = repSpecs.map((r, i) => makeRep(i, r));
  const minPass = spec.min_pass ?? reps.length;
  const judged = reps.filter((r) => isJudged(r.status));
  const durations = reps.map((r) => r.duration_ms).filter((d): d is number => d !== null);
  const type = spec.type ?? "exact";
  return {
    id: spec.id,
    type,
    tags: spec.tags ?? [],
    source: { file: "suites/demo/suite.yaml", line: spec.line ?? 10 + index * 6 },
    case_sha256: spec.case_sha256 ?? sha256Hex(`${spec.id}:${type}`),
    contract: spec.contract ?? null,
    status: spec.case_status ?? aggregateCase(reps, minPass).status,
    repeat: reps.length,
    min_pass: minPass,
    pass_count: judged.filter((r) => r.status === "pass").length,
    judged_count: judged.length,
    max_latency_ms: durations.length === 0 ? null : Math.max(...durations),
    repetitions: reps,
  };
}

export interface RunOverrides extends Partial<Omit<RunResult, "config" | "suite">> {
  config?: Partial<RunResult["config"]>;
  suite?: Partial<RunResult["suite"]>;
}

export function makeRun(cases: (CaseSpec | CaseResult)[], overrides: RunOverrides = {}): RunResult {
  const built = cases.map((c, i) => ("repetitions" in c ? c : makeCase(c, i)));
  const { config, suite, ...rest } = overrides;
  const run: RunResult = {
    format: RUN_FORMAT,
    suite: {
      name: "demo",
      file: "suites/demo/suite.yaml",
      sha256: "a".repeat(64),
      description: null,
      ...suite,
    },
    config: { id: "baseline", provider: "replay", model: null, settings: {}, ...config },
    runtime: { modelgate: "0.0.0-test", node: "v20.0.0", os: "linux", arch: "x64", provider: {} },
    started_at: "2026-01-10T10:00:00.000Z",
    finished_at: "2026-01-10T10:01:00.000Z",
    cancelled: false,
    selection: { tags: [], shard: null },
    capture: "full",
    summary: summaryOf(built),
    cases: built,
    ...rest,
  };
  return run;
}

/** The run summary exactly as the runner computes it. */
export function summaryOf(cases: CaseResult[]): RunResult["summary"] {
  return summarize(cases);
}
