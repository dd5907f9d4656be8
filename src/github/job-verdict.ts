import {
  type Category,
  type Comparison,
  type ComparisonStatus,
  emptySummary,
  type Summary,
} from "../core/compare/comparison.js";
import type { GateResult } from "../core/compare/gate.js";
import { isJudged, type RunResult } from "../core/result/run-result.js";
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
  /** No baseline was found because a lookup step failed (not because there is none). */
  baselineFailed?: boolean;
}

/** `regressed` > `execution_failure` > `unavailable` > `compatible`, as in one comparison. */
const STATUS_RANK: Record<ComparisonStatus, number> = {
  compatible: 0,
  unavailable: 1,
  execution_failure: 2,
  regressed: 3,
};

/** What the baseline lookup gave, beyond the outcomes. */
export interface BaselineFacts {
  /** Lookup steps that failed while no baseline was found: one may exist, so nothing is a pass. */
  failures?: readonly string[];
  /** A stored baseline was found (even when it holds no run of some suite). */
  found?: boolean;
}

/**
 * The job's verdict over every suite: counts summed, the worst status, behaviour failures first.
 * A suite that was not compared still counts: its cases in `cases`, the ones that did not execute
 * in `errors` (an execution failure, exit 3, with or without a baseline), the failing ones as
 * `new` (they are in no baseline), so none of them is left out of a passing headline.
 */
export function verdictOf(outcomes: SuiteOutcome[], facts: BaselineFacts = {}): JobVerdict {
  const counts = emptySummary();
  let status: ComparisonStatus | null = null;
  let exitCode: 0 | 1 | 3 = 0;
  const failing = new Set<Category>();
  const missingShards: string[] = [];
  let uncompared = 0;
  /** Cases in both runs of a compared suite: what was really compared. */
  let bothSides = 0;
  for (const outcome of outcomes) {
    if (outcome.kind !== "compared") {
      uncompared++;
      for (const c of outcome.run.cases) {
        counts.cases++;
        if (c.status === "pass") {
          counts.passing++;
        } else if (isJudged(c.status)) counts.new++;
        else counts.errors++;
      }
      continue;
    }
    const { comparison, gate } = outcome;
    bothSides += comparison.summary.cases - comparison.summary.new - comparison.summary.missing;
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
  // Passing cases of suites not compared are no change; anything else is (`comment: changes`).
  const changed = counts.cases !== counts.passing;
  const unexecuted = counts.errors > 0 && exitCode === 0 && uncompared > 0;
  const fetchFailed = (facts.failures ?? []).length > 0;
  if (status === null && !unexecuted && !fetchFailed) {
    return {
      exitCode: 0,
      status: "no_baseline",
      failing: [],
      counts,
      conclusion: "neutral",
      title:
        facts.found === true
          ? "Not compared: the baseline holds no run of these suites"
          : "No baseline yet: nothing to compare with",
      changed,
    };
  }
  if (fetchFailed || unexecuted) {
    // A candidate case that did not execute, or a baseline that could not be fetched, is an
    // execution failure whether or not anything was compared.
    if (exitCode === 0) exitCode = 3;
    if (status === null || STATUS_RANK.execution_failure > STATUS_RANK[status]) status = "execution_failure";
    if (!failing.has("error") && counts.errors > 0) failing.add("error");
  }
  const extra = [
    ...(fetchFailed ? ["the baseline could not be fetched"] : []),
    ...(uncompared > 0 && outcomes.length > uncompared
      ? [`${uncompared} suite${uncompared === 1 ? "" : "s"} not compared`]
      : []),
  ];
  if (exitCode === 0 && bothSides === 0 && counts.cases > 0) {
    // Every case is on one side only: nothing was compared, so nothing "passed".
    return {
      exitCode,
      status: status!,
      failing: [...failing],
      counts,
      conclusion: "neutral",
      title: `No case compared: ${oneSided(counts)}; no case is in both runs`,
      changed,
    };
  }
  const could = counts.errors > 0 ? `; ${counts.errors} of ${counts.cases} cases could not run` : "";
  return {
    exitCode,
    status: status!,
    failing: [...failing],
    counts,
    conclusion: exitCode === 0 ? "success" : "failure",
    title:
      fetchFailed && bothSides === 0
        ? `Baseline could not be fetched: nothing compared${could}`
        : titleOf(status!, counts, exitCode, [...missingShards], extra),
    changed,
    ...(fetchFailed && { baselineFailed: true }),
  };
}

/** `3 new, 3 missing`. */
function oneSided(c: Summary): string {
  const parts: string[] = [];
  if (c.new > 0) parts.push(`${c.new} new`);
  if (c.missing > 0) parts.push(`${c.missing} missing`);
  return parts.join(", ");
}

/**
 * `Regressed: 4 regressions of 10 cases; 2 cases could not run`-style: the behaviour first, then
 * what could not run, so a regression beside errors is not re-run as a flake. `Could not run:
 * 13 of 20 cases` names the cases that did not run, never the ones that did.
 */
function titleOf(
  status: ComparisonStatus,
  c: Summary,
  exitCode: number,
  missingShards: readonly string[],
  extra: readonly string[],
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
  const cases = `${c.cases} case${c.cases === 1 ? "" : "s"}`;
  const shards =
    missingShards.length > 0
      ? [`shard${missingShards.length === 1 ? "" : "s"} missing: ${missingShards.join(", ")}`]
      : [];
  if (exitCode === 3) {
    const ran = c.errors > 0 ? [`${c.errors} of ${cases}`] : [];
    const behaviour = parts.length > 0 ? [`${parts.join(", ")} of ${cases}`] : [];
    const told = [...ran, ...extra, ...shards, ...behaviour];
    if (c.errors === 0) told.push(`${cases} ran`);
    return `Could not run: ${told.join("; ")}`;
  }
  const head = exitCode === 0 ? "Passed" : status === "regressed" ? "Regressed" : "Gate failed";
  const behaviour = `${parts.length > 0 ? `${parts.join(", ")} of ` : ""}${cases}`;
  const execution: string[] = [];
  if (c.errors > 0) execution.push(`${c.errors} ${c.errors === 1 ? "case" : "cases"} could not run`);
  return `${head}: ${[behaviour, ...execution, ...extra, ...shards].join("; ")}`;
}
