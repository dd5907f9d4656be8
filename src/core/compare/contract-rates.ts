import type { RepetitionResult } from "../result/run-result.js";
import type { ContractKind } from "../suite/case.js";
import { type ContractOutcome, compareContract } from "./contract.js";
import { fisherDropPValue } from "./fisher.js";

/**
 * A contract over repetitions (docs/comparison.md, "Contracts with repetitions"). A candidate
 * repetition matches when its evidence is compatible with some baseline repetition's; a baseline
 * repetition self-matches when it is compatible with some *other* baseline repetition (leave one
 * out). Under "same distribution" the candidate's match rate is at least the baseline's own
 * (it is compared with one more repetition), so a one-sided Fisher test of a drop from the
 * baseline's self-match rate to the candidate's match rate is a conservative test of change.
 */
export interface ContractRates {
  baseline_matches: number;
  baseline_total: number;
  candidate_matches: number;
  candidate_total: number;
  p_value: number;
  /** The outcome against the first baseline repetition of the first candidate repetition that matched none. */
  first_miss: Exclude<ContractOutcome, { status: "compatible" }> | null;
  /** Every candidate repetition was `invalid` against every baseline repetition: nothing to judge. */
  all_invalid: boolean;
}

export function contractRates(
  kind: ContractKind,
  baseline: readonly RepetitionResult[],
  candidate: readonly RepetitionResult[],
): ContractRates {
  const compatible = (x: RepetitionResult, y: RepetitionResult) =>
    compareContract(kind, x, y).status === "compatible";
  let baselineMatches = 0;
  baseline.forEach((rep, i) => {
    if (baseline.some((other, j) => j !== i && compatible(other, rep))) baselineMatches++;
  });
  let candidateMatches = 0;
  let firstMiss: ContractRates["first_miss"] = null;
  let allInvalid = true;
  for (const rep of candidate) {
    const outcomes = baseline.map((b) => compareContract(kind, b, rep));
    if (outcomes.some((o) => o.status === "compatible")) {
      candidateMatches++;
      allInvalid = false;
      continue;
    }
    if (outcomes.some((o) => o.status !== "invalid")) allInvalid = false;
    const first = outcomes[0];
    if (firstMiss === null && first !== undefined && first.status !== "compatible") firstMiss = first;
  }
  return {
    baseline_matches: baselineMatches,
    baseline_total: baseline.length,
    candidate_matches: candidateMatches,
    candidate_total: candidate.length,
    p_value: fisherDropPValue(baselineMatches, baseline.length, candidateMatches, candidate.length),
    first_miss: firstMiss,
    all_invalid: allInvalid && candidate.length > 0,
  };
}
