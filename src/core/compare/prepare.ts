import type { CaseResult, RepetitionResult } from "../result/run-result.js";
import type { Verdict } from "./case-verdict.js";
import type { CompareOptions } from "./compare-options.js";
import { type SideCapture, uncapturedSides } from "./contract.js";
import { type ContractRates, contractRates } from "./contract-rates.js";
import { type ExecutionProblem, executionProblem, executionVerdict } from "./execution.js";
import { fisherDropMinimumP, fisherDropPValue } from "./fisher.js";
import { type Decision, holmDecisions } from "./holm.js";
import { judgedRepetitions, passes } from "./repetitions.js";

/** A case present on both sides, with the statistics the correction needs. */
export interface Prepared {
  b: CaseResult;
  c: CaseResult;
  bJudged: readonly RepetitionResult[];
  cJudged: readonly RepetitionResult[];
  /** Passing judged repetitions of each side, counted once here (not the file's counts). */
  bPasses: number;
  cPasses: number;
  /** Why each side could not execute the case, or null (see executionProblem). */
  problems: { baseline: ExecutionProblem | null; candidate: ExecutionProblem | null };
  /** Either side could not execute it: the case is `error`, and outside the tested family. */
  execution: Verdict | null;
  /** Pass-rate test; null unless both sides judged more than one repetition. */
  pValue: number | null;
  passDecision: Decision | null;
  rates: ContractRates | null;
  contractDecision: Decision | null;
}

export function prepare(b: CaseResult, c: CaseResult, capture: SideCapture): Prepared {
  const bJudged = judgedRepetitions(b);
  const cJudged = judgedRepetitions(c);
  const bPasses = passes(bJudged);
  const cPasses = passes(cJudged);
  const problems = {
    baseline: executionProblem(b, bJudged, bPasses),
    candidate: executionProblem(c, cJudged, cPasses),
  };
  const execution = executionVerdict(problems.baseline, problems.candidate);
  const repeated = execution === null && bJudged.length > 1 && cJudged.length > 1;
  const pValue = repeated ? fisherDropPValue(bPasses, bJudged.length, cPasses, cJudged.length) : null;
  const rates =
    repeated && c.contract !== null && uncapturedSides(capture) === null
      ? contractRates(c.contract, bJudged, cJudged)
      : null;
  return {
    b,
    c,
    bJudged,
    cJudged,
    bPasses,
    cPasses,
    problems,
    execution,
    pValue,
    passDecision: null,
    rates,
    contractDecision: null,
  };
}

/** One family of hypotheses per comparison: every pass-rate test and every contract-rate test. */
export function decide(prepared: Prepared[], opts: CompareOptions): void {
  const tests: { p: number; minimum: number; set: (d: Decision) => void }[] = [];
  for (const x of prepared) {
    if (x.pValue !== null) {
      tests.push({
        p: x.pValue,
        minimum: fisherDropMinimumP(x.bPasses, x.bJudged.length, x.cPasses, x.cJudged.length),
        set: (d) => {
          x.passDecision = d;
        },
      });
    }
    const r = x.rates;
    if (r !== null)
      tests.push({
        p: r.p_value,
        // From the pooled repetitions only (what the permutation test conditions on).
        minimum: r.minimum_p,
        set: (d) => {
          x.contractDecision = d;
        },
      });
  }
  const decisions = holmDecisions(
    tests.map((t) => t.p),
    opts.alpha,
    opts.correction,
    tests.map((t) => t.minimum),
  );
  tests.forEach((t, i) => {
    t.set(decisions[i]!);
  });
}
