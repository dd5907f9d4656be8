import {
  type Category,
  type Comparison,
  type ComparisonStatus,
  DEFAULT_FAIL_ON,
  emptySummary,
  type Summary,
} from "../core/compare/comparison.js";
import type { GateResult } from "../core/compare/gate.js";
import { isJudged, type RunResult } from "../core/result/run-result.js";
import type { CheckConclusion } from "./check-run.js";

/**
 * One suite's outcome in this job: compared with a baseline; not compared (no baseline for it:
 * `newSuite` when a stored baseline was found that has no run of it); or `not_run`, a suite the
 * stored baseline has a run of that this job did not run (its cases count as missing).
 */
export type SuiteOutcome =
  | { kind: "compared"; suite: string; comparison: Comparison; gate: GateResult }
  | { kind: "uncompared"; suite: string; run: RunResult; reason: string; newSuite?: boolean }
  | { kind: "not_run"; suite: string; baseline: RunResult; reason: string };

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

/** What the job knows beyond the outcomes: what the baseline lookup gave, and parts never merged. */
export interface BaselineFacts {
  /** Lookup steps that failed while no baseline was found: one may exist, so nothing is a pass. */
  failures?: readonly string[];
  /** A stored baseline was found (even when it holds no run of some suite). */
  found?: boolean;
  /**
   * The gating categories (`fail-on`): the cases of a suite the baseline has and this job did not
   * run gate as `missing`, those of a suite new to the baseline as `new`. Default: DEFAULT_FAIL_ON.
   */
  failOn?: readonly Category[];
  /**
   * Parts of a sharded run (`2/3`) missing from the merge while no merged run records them (the
   * parts present held no result): the merge is incomplete all the same, an execution failure.
   */
  missingParts?: readonly string[];
}

/**
 * The job's verdict over every suite: counts summed, the worst status, behaviour failures first.
 * A suite that was not compared still counts: its cases in `cases`, the ones that did not execute
 * in `errors` (an execution failure, exit 3, with or without a baseline), the failing ones as
 * `new` (they are in no baseline; all of them when a baseline was found without the suite), so
 * none of them is left out of a passing headline. A merged run with shards missing is an
 * execution failure whether it was compared or not, each missing shard named. A suite the
 * baseline has and this job did not run counts its cases as `missing` and is named.
 */
export function verdictOf(outcomes: SuiteOutcome[], facts: BaselineFacts = {}): JobVerdict {
  const failOn = new Set(facts.failOn ?? DEFAULT_FAIL_ON);
  const counts = emptySummary();
  let status: ComparisonStatus | null = null;
  let exitCode: 0 | 1 | 3 = 0;
  const failing = new Set<Category>();
  const missingShards: string[] = [];
  const notRun: string[] = [];
  let uncompared = 0;
  let compared = 0;
  /** Cases in both runs of a compared suite: what was really compared. */
  let bothSides = 0;
  /** Cases the candidate ran (not a baseline-only case, nor one of a shard missing from the merge). */
  let ran = 0;
  /** Cases on one side only: new to the baseline, or absent from this job. */
  let newCases = 0;
  let missingCases = 0;
  /** A suite not compared holds a case that did not execute, or lacks merged shards. */
  let unexecuted = false;
  const gateOn = (category: Category): void => {
    if (!failOn.has(category)) return;
    failing.add(category);
    exitCode = 1;
  };
  for (const outcome of outcomes) {
    if (outcome.kind === "not_run") {
      notRun.push(outcome.suite);
      const n = outcome.baseline.cases.length;
      counts.cases += n;
      counts.missing += n;
      missingCases += n;
      if (n > 0) gateOn("missing");
      continue;
    }
    if (outcome.kind === "uncompared") {
      uncompared++;
      let fresh = 0;
      for (const c of outcome.run.cases) {
        counts.cases++;
        ran++;
        if (!isJudged(c.status)) {
          counts.errors++;
          unexecuted = true;
        } else if (c.status === "pass" && outcome.newSuite !== true) counts.passing++;
        else {
          counts.new++;
          fresh++;
        }
      }
      if (outcome.newSuite === true && fresh > 0) {
        newCases += fresh;
        gateOn("new");
      }
      const plan = outcome.run.shard_plan;
      if (plan !== undefined && plan.missing.length > 0) {
        unexecuted = true;
        for (const i of plan.missing) {
          const shard = `${outcome.suite} ${i}/${plan.count}`;
          if (!missingShards.includes(shard)) missingShards.push(shard);
        }
      }
      continue;
    }
    compared++;
    const { comparison, gate } = outcome;
    bothSides += comparison.cases.filter(
      (c) => c.baseline_status !== null && c.candidate_status !== null,
    ).length;
    ran += comparison.cases.filter((c) => c.candidate_status !== null).length;
    newCases += comparison.summary.new;
    missingCases += comparison.summary.missing;
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
  for (const part of facts.missingParts ?? []) {
    unexecuted = true;
    if (!missingShards.includes(part)) missingShards.push(part);
  }
  const fetchFailed = (facts.failures ?? []).length > 0;
  // Passing cases of suites not compared are no change; anything else is (`comment: changes`),
  // and so is a job that fails: its comment must not be skipped.
  const changed = (): boolean => counts.cases !== counts.passing || exitCode !== 0;
  const notRunLine =
    notRun.length === 0
      ? []
      : [
          `baseline suite${notRun.length === 1 ? "" : "s"} not run: ${notRun.slice(0, 3).join(", ")}${notRun.length > 3 ? ", ..." : ""}`,
        ];
  if (status === null && !unexecuted && !fetchFailed && exitCode === 0) {
    const head =
      facts.found === true
        ? "Not compared: the baseline holds no run of these suites"
        : "No baseline yet: nothing to compare with";
    return {
      exitCode: 0,
      status: "no_baseline",
      failing: [],
      counts,
      conclusion: "neutral",
      title: [head, ...notRunLine].join("; "),
      changed: changed(),
    };
  }
  if (fetchFailed || unexecuted) {
    // A candidate case that did not execute, a merge missing shards, or a baseline that could not
    // be fetched, is an execution failure whether or not anything was compared.
    if (exitCode === 0) exitCode = 3;
    if (status === null || STATUS_RANK.execution_failure > STATUS_RANK[status]) status = "execution_failure";
    if (!failing.has("error") && counts.errors > 0) failing.add("error");
  }
  // Nothing compared, yet a suite gated (`fail-on: missing` or `new`): no execution failure.
  if (status === null) status = "compatible";
  const extra = [
    ...(fetchFailed ? ["the baseline could not be fetched"] : []),
    ...(uncompared > 0 && compared > 0
      ? [`${uncompared} suite${uncompared === 1 ? "" : "s"} not compared`]
      : []),
    ...notRunLine,
  ];
  if (exitCode === 0 && bothSides === 0 && counts.cases > 0) {
    // Every case is on one side only: nothing was compared, so nothing "passed".
    return {
      exitCode,
      status,
      failing: [...failing],
      counts,
      conclusion: "neutral",
      title: `No case compared: ${oneSided(counts)}; no case is in both runs`,
      changed: changed(),
    };
  }
  const could = counts.errors > 0 ? `; ${counts.errors} of ${counts.cases} cases could not run` : "";
  return {
    exitCode,
    status,
    failing: [...failing],
    counts,
    conclusion: exitCode === 0 ? "success" : "failure",
    title:
      fetchFailed && bothSides === 0
        ? `Baseline could not be fetched: nothing compared${could}`
        : titleOf(status, counts, exitCode, [...missingShards], extra, {
            ran,
            compared: bothSides,
            newCases,
            missingCases,
          }),
    changed: changed(),
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

/** Case tallies a title needs beyond the summary. */
interface Tally {
  /** Cases the candidate ran. */
  ran: number;
  /** Cases in both runs of a compared suite. */
  compared: number;
  /** One-sided cases: new to the baseline, absent from this job. */
  newCases: number;
  missingCases: number;
}

/**
 * `Regressed: 4 regressions of 10 cases; 2 cases could not run`-style: the behaviour first, then
 * what could not run, so a regression beside errors is not re-run as a flake. `Could not run:
 * 13 of 20 cases` names the cases that did not run, never the ones that did; `13 cases ran`
 * counts only cases the candidate ran. `Passed: 13 cases; 47 missing` counts the compared cases
 * (in both runs) and says the one-sided ones apart.
 */
function titleOf(
  status: ComparisonStatus,
  c: Summary,
  exitCode: number,
  missingShards: readonly string[],
  extra: readonly string[],
  t: Tally,
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
  const casesOf = (n: number): string => `${n} case${n === 1 ? "" : "s"}`;
  const cases = casesOf(c.cases);
  const shards =
    missingShards.length > 0
      ? [`shard${missingShards.length === 1 ? "" : "s"} missing: ${missingShards.join(", ")}`]
      : [];
  if (exitCode === 3) {
    const ran = c.errors > 0 ? [`${c.errors} of ${cases}`] : [];
    const behaviour = parts.length > 0 ? [`${parts.join(", ")} of ${cases}`] : [];
    const told = [...ran, ...extra, ...shards, ...behaviour];
    if (c.errors === 0) told.push(`${casesOf(t.ran)} ran`);
    return `Could not run: ${told.join("; ")}`;
  }
  const head = exitCode === 0 ? "Passed" : status === "regressed" ? "Regressed" : "Gate failed";
  const behaviour = `${parts.length > 0 ? `${parts.join(", ")} of ` : ""}${casesOf(t.compared)}`;
  const sided: string[] = [];
  if (t.newCases > 0) sided.push(`${t.newCases} new`);
  if (t.missingCases > 0) sided.push(`${t.missingCases} missing`);
  const execution: string[] = [];
  if (c.errors > 0) execution.push(`${c.errors} ${c.errors === 1 ? "case" : "cases"} could not run`);
  // Nothing compared yet gated (a suite on one side only, `fail-on: new` or `missing`): no "0 cases".
  const compared = t.compared === 0 && parts.length === 0 && sided.length > 0 ? [] : [behaviour];
  return `${head}: ${[...compared, ...sided, ...execution, ...extra, ...shards].join("; ")}`;
}
