import {
  type Category,
  type Comparison,
  type ComparisonStatus,
  emptySummary,
  type Summary,
} from "../core/compare/comparison.js";
import type { GateResult } from "../core/compare/gate.js";
import type { RunResult } from "../core/result/run-result.js";
import type { CheckConclusion } from "./check-run.js";

/** One suite's outcome in this job: compared with a baseline, or not (no baseline for it). */
export type SuiteOutcome =
  | { kind: "compared"; suite: string; comparison: Comparison; gate: GateResult }
  | { kind: "uncompared"; suite: string; run: RunResult; reason: string };

/** `no_baseline` when no suite could be compared. */
export type OverallStatus = ComparisonStatus | "no_baseline";

export interface JobVerdict {
  /** 0 pass; 1 behaviour failed (wins over 3); 3 only execution failures. */
  exitCode: 0 | 1 | 3;
  status: OverallStatus;
  failing: Category[];
  counts: Summary;
  conclusion: CheckConclusion;
  /** One line for the check run's title and the step's failure message. */
  title: string;
  /** Some case is not passing-and-unchanged. */
  changed: boolean;
}

/** `regressed` > `execution_failure` > `unavailable` > `compatible`, as in one comparison. */
const STATUS_RANK: Record<ComparisonStatus, number> = {
  compatible: 0,
  unavailable: 1,
  execution_failure: 2,
  regressed: 3,
};

/** The job's verdict over every suite: counts summed, the worst status, behaviour failures first. */
export function verdictOf(outcomes: SuiteOutcome[]): JobVerdict {
  const counts = emptySummary();
  let status: ComparisonStatus | null = null;
  let exitCode: 0 | 1 | 3 = 0;
  const failing = new Set<Category>();
  const missingShards: string[] = [];
  for (const outcome of outcomes) {
    if (outcome.kind !== "compared") continue;
    const { comparison, gate } = outcome;
    for (const key of Object.keys(counts) as Array<keyof Summary>) counts[key] += comparison.summary[key];
    if (status === null || STATUS_RANK[comparison.status] > STATUS_RANK[status]) status = comparison.status;
    if (gate.exitCode === 1 || (gate.exitCode === 3 && exitCode === 0)) exitCode = gate.exitCode;
    for (const category of gate.failing) failing.add(category);
    // One run may stand for both sides (matrix with one config): name each shard once.
    for (const name of gate.missingShards) {
      const shard = `${outcome.suite} ${name.replace(/^(baseline|candidate) /, "")}`;
      if (!missingShards.includes(shard)) missingShards.push(shard);
    }
  }
  const changed = counts.cases !== counts.passing;
  if (status === null) {
    return {
      exitCode: 0,
      status: "no_baseline",
      failing: [],
      counts,
      conclusion: "neutral",
      title: "No baseline yet: nothing to compare with",
      changed: false,
    };
  }
  return {
    exitCode,
    status,
    failing: [...failing],
    counts,
    conclusion: exitCode === 0 ? "success" : "failure",
    title: titleOf(status, counts, exitCode, missingShards),
    changed,
  };
}

/**
 * `Regressed: 4 regressions; 2 cases could not run (of 10 cases)`-style: the behaviour first, then
 * what could not run, so a regression beside errors is not re-run as a flake.
 */
function titleOf(
  status: ComparisonStatus,
  c: Summary,
  exitCode: number,
  missingShards: readonly string[],
): string {
  const parts: string[] = [];
  const add = (n: number, one: string, many = `${one}s`): void => {
    if (n > 0) parts.push(`${n} ${n === 1 ? one : many}`);
  };
  add(c.regressions, "regression");
  add(c.mismatches, "mismatch", "mismatches");
  add(c.invalid, "invalid");
  add(c.fixed, "fixed", "fixed");
  add(c.changed, "changed", "changed");
  const head =
    exitCode === 0
      ? "Passed"
      : status === "regressed"
        ? "Regressed"
        : exitCode === 3
          ? "Could not run"
          : "Gate failed";
  const cases = `${c.cases} case${c.cases === 1 ? "" : "s"}`;
  const behaviour = `${parts.length > 0 ? `${parts.join(", ")} of ` : ""}${cases}`;
  const execution: string[] = [];
  if (c.errors > 0) execution.push(`${c.errors} ${c.errors === 1 ? "case" : "cases"} could not run`);
  if (missingShards.length > 0)
    execution.push(`shard${missingShards.length === 1 ? "" : "s"} missing: ${missingShards.join(", ")}`);
  return `${head}: ${[behaviour, ...execution].join("; ")}`;
}
