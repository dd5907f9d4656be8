import type { RepetitionResult } from "../result/run-result.js";
import type { ContractKind } from "../suite/case.js";
import type { Verdict } from "./case-verdict.js";
import type { CompareOptions } from "./compare-options.js";
import type { Category } from "./comparison.js";
import { type ContractOutcome, compareContract, type SideCapture, uncapturedSides } from "./contract.js";
import type { ContractRates } from "./contract-rates.js";
import { pText, thresholdText } from "./decision-text.js";
import type { EvidenceChanges } from "./evidence.js";
import type { Decision } from "./holm.js";
import type { Prepared } from "./prepare.js";
import { failureReason, joinReasons } from "./repetitions.js";

/** What every rung of the ladder reads about one case present on both sides. */
export interface LadderFacts {
  p: Prepared;
  /** Output or evidence changes between the sides; null when they cannot be compared. */
  changes: EvidenceChanges | null;
  capture: SideCapture;
  opts: CompareOptions;
  bPass: boolean;
  cPass: boolean;
  /** `pass rate 3/4 -> 1/4`, or "" with one repetition a side. */
  rate: string;
}

/** One rung: the category it can give, and the rule (null: it does not apply, try the next). */
export interface Rung {
  name: string;
  gives: readonly Category[];
  rule(x: LadderFacts): Verdict | null;
}

/** The pass-rate test's decision (repetitions on both sides, both executed), or null. */
const repeated = (x: LadderFacts): Decision | null => (x.p.pValue === null ? null : x.p.passDecision);
const overRepetitions = (x: LadderFacts): boolean =>
  x.p.c.contract !== null && x.p.rates !== null && x.p.contractDecision !== null;

/**
 * The category ladder (docs/comparison.md), first applicable rung wins. `missing` and `new`
 * (a case on one side only) are decided before, without a ladder.
 */
export const CATEGORY_LADDER: readonly Rung[] = [
  {
    name: "error: a side could not execute the case",
    gives: ["error"],
    rule: (x) => x.p.execution,
  },
  {
    name: "regression: passed, now fails (one repetition a side)",
    gives: ["regression"],
    rule: (x) =>
      x.bPass && repeated(x) === null && !x.cPass
        ? { category: "regression", reason: failureReason(x.p.cJudged) ?? "fails in the candidate" }
        : null,
  },
  {
    name: "regression: the pass rate dropped significantly (repetitions)",
    gives: ["regression"],
    rule: (x) => {
      const decision = repeated(x);
      if (!x.bPass || decision === null || !decision.significant) return null;
      const { bJudged, cJudged, pValue, bPasses, cPasses } = x.p;
      if (!(cPasses * bJudged.length < bPasses * cJudged.length)) return null;
      const stats = `${x.rate} (one-sided Fisher ${pText(pValue as number)} <= ${thresholdText(decision, x.opts)})`;
      return { category: "regression", reason: joinReasons(stats, x.cPass ? null : failureReason(cJudged)) };
    },
  },
  {
    name: "mismatch / invalid: the contract over repetitions",
    gives: ["mismatch", "invalid"],
    rule: (x) =>
      overRepetitions(x)
        ? contractOverRepetitions(
            x.p.c.contract as string,
            x.p.rates as ContractRates,
            x.p.contractDecision as Decision,
            x.opts,
          )
        : null,
  },
  {
    name: "mismatch / invalid: the contract (one repetition on a side)",
    gives: ["mismatch", "invalid"],
    rule: (x) => {
      const kind = x.p.c.contract;
      if (kind === null || overRepetitions(x)) return null;
      const outcome = singleRepetitionContract(kind, x.p.bJudged, x.p.cJudged, x.capture);
      return outcome === null ? null : { category: outcome.status, reason: outcome.reason };
    },
  },
  {
    name: "flaky: passed, now passes some repetitions, drop not significant",
    gives: ["flaky"],
    rule: (x) => {
      const decision = repeated(x);
      return x.bPass && decision !== null && x.p.cPasses < x.p.cJudged.length
        ? {
            category: "flaky",
            reason: `${x.rate} (one-sided Fisher ${pText(x.p.pValue as number)}, not significant: ${thresholdText(decision, x.opts)})`,
          }
        : null;
    },
  },
  {
    name: "fixed: did not pass, passes now",
    gives: ["fixed"],
    rule: (x) =>
      !x.bPass && x.cPass
        ? { category: "fixed", reason: `was: ${failureReason(x.p.bJudged) ?? x.p.b.status}` }
        : null,
  },
  {
    name: "still_failing: did not pass, does not pass now",
    gives: ["still_failing"],
    rule: (x) => (x.bPass ? null : { category: "still_failing", reason: failureReason(x.p.cJudged) }),
  },
  {
    name: "changed: passes in both, output or evidence changed",
    gives: ["changed"],
    rule: (x) =>
      x.changes !== null && x.changes.changed.length > 0
        ? {
            category: "changed",
            reason: [x.changes.changed.join("; "), untestedDrop(x)].filter(Boolean).join("; "),
          }
        : null,
  },
  {
    // Passing, but not "unchanged": say that a change could not have been seen.
    name: "passing: outputs not captured, changes cannot be seen",
    gives: ["passing"],
    rule: (x) => {
      const uncaptured = uncapturedSides(x.capture);
      return uncaptured === null
        ? null
        : {
            category: "passing",
            reason: `outputs not captured (capture: none on ${uncaptured}): changes cannot be detected`,
          };
    },
  },
  {
    name: "passing: passes in both, unchanged",
    gives: ["passing"],
    rule: () => ({ category: "passing", reason: null }),
  },
];

/** The facts the rungs read, computed once per case. */
export function ladderFacts(
  p: Prepared,
  changes: EvidenceChanges | null,
  capture: SideCapture,
  opts: CompareOptions,
): LadderFacts {
  const rate =
    p.pValue === null ? "" : `pass rate ${p.bPasses}/${p.bJudged.length} -> ${p.cPasses}/${p.cJudged.length}`;
  return { p, changes, capture, opts, bPass: p.b.status === "pass", cPass: p.c.status === "pass", rate };
}

/** The last rung's verdict, shared: it is read, never written. */
const PASSING_UNCHANGED: Verdict = Object.freeze({ category: "passing", reason: null });

/**
 * Whether the last rung decides the case with no rung above it applying: it passed on both sides
 * with no pass-rate test (a side judged at most once), executed, has no contract, and its
 * evidence was compared (both sides captured) and did not change. Most cases of a comparison are
 * this one; held to {@link climb} by category-ladder.test.ts. The execution and capture tests are
 * implied by the others today (a passing side executed; an uncaptured side gives no changes) and
 * kept so the shortcut stays right if those callers change.
 */
export function passingUnchanged(
  p: Prepared,
  changes: EvidenceChanges | null,
  capture: SideCapture,
): boolean {
  return (
    p.execution === null &&
    p.pValue === null &&
    p.c.contract === null &&
    p.b.status === "pass" &&
    p.c.status === "pass" &&
    changes !== null &&
    changes.changed.length === 0 &&
    uncapturedSides(capture) === null
  );
}

/**
 * The verdict {@link climb} gives the case: a case {@link passingUnchanged} skips the climb (twelve
 * rules tried for it, mostly before the engine compiles them, and the facts built for them).
 */
export function caseVerdict(
  p: Prepared,
  changes: EvidenceChanges | null,
  capture: SideCapture,
  opts: CompareOptions,
): Verdict {
  if (passingUnchanged(p, changes, capture)) return PASSING_UNCHANGED;
  return climb(ladderFacts(p, changes, capture, opts)).verdict;
}

/** The first rung that applies, and its verdict (the last rung always applies). */
export function climb(x: LadderFacts): { rung: Rung; verdict: Verdict } {
  // Indexed, not `for...of`: this runs for every case, mostly before the engine compiles it, and
  // an uncompiled `for...of` makes an iterator result for each rung.
  for (let i = 0; i < CATEGORY_LADDER.length; i++) {
    const rung = CATEGORY_LADDER[i]!;
    const verdict = rung.rule(x);
    if (verdict !== null) return { rung, verdict };
  }
  throw new Error("unreachable: the last rung of the category ladder always applies");
}

/** The candidate's match rate is below the baseline's self-match rate. */
function matchRateDropped(rates: ContractRates): boolean {
  return rates.candidate_matches * rates.baseline_total < rates.baseline_matches * rates.candidate_total;
}

/**
 * A contract over repetitions whose match rate dropped without the drop being significant: the
 * figures and why, so a `changed` case says the contract was weighed (with 2 or 3 repetitions a
 * side not even a total break can reach alpha). Null when the contract held.
 */
function untestedDrop(x: LadderFacts): string | null {
  if (!overRepetitions(x)) return null;
  const rates = x.p.rates as ContractRates;
  const decision = x.p.contractDecision as Decision;
  if (!matchRateDropped(rates) || decision.significant) return null;
  return `${x.p.c.contract} contract over repetitions: ${rates.candidate_matches}/${rates.candidate_total} candidate repetitions match a baseline repetition, baseline self-match ${rates.baseline_matches}/${rates.baseline_total}; permutation ${pText(rates.p_value)}, not significant: ${thresholdText(decision, x.opts)}`;
}

/**
 * A contract where a side judged a single repetition (no permutation test): compatible when that
 * repetition agrees with any repetition of the other side, as a candidate repetition matches in
 * the test over repetitions. Every repetition of the other side is tried, so the verdict does
 * not hang on which one happened to come first. Null: compatible (or nothing to compare).
 */
function singleRepetitionContract(
  kind: ContractKind,
  baseline: readonly RepetitionResult[],
  candidate: readonly RepetitionResult[],
  capture: SideCapture,
): Exclude<ContractOutcome, { status: "compatible" }> | null {
  // Indexed reads, not destructuring: uncompiled, that runs an iterator, and this rule is tried
  // for nearly every case.
  if (baseline.length === 0 || candidate.length === 0) return null;
  let first: Exclude<ContractOutcome, { status: "compatible" }> | null = null;
  let mismatch: Exclude<ContractOutcome, { status: "compatible" }> | null = null;
  for (let i = 0; i < baseline.length; i++) {
    for (let j = 0; j < candidate.length; j++) {
      const outcome = compareContract(kind, baseline[i]!, candidate[j]!, capture);
      if (outcome.status === "compatible") return null;
      first ??= outcome;
      if (mismatch === null && outcome.status === "mismatch") mismatch = outcome;
    }
  }
  // A valid answer that agrees with none is a mismatch, even where some repetition of the other
  // side was invalid; invalid only when nothing could be compared.
  return mismatch ?? first;
}

/**
 * A contract judged over repetitions: a mismatch only when the candidate's match rate dropped
 * significantly below the baseline's own self-match rate; `invalid` when no candidate
 * repetition could be evaluated at all. Null: compatible.
 */
function contractOverRepetitions(
  kind: string,
  rates: ContractRates,
  decision: Decision,
  opts: CompareOptions,
): Verdict | null {
  const miss = rates.first_miss;
  const figures = `${rates.candidate_matches}/${rates.candidate_total} candidate repetitions match a baseline repetition, baseline self-match ${rates.baseline_matches}/${rates.baseline_total}`;
  if (rates.all_invalid && miss !== null)
    return { category: "invalid", reason: `${miss.reason} (${figures})` };
  if (!decision.significant || !matchRateDropped(rates) || miss === null) return null;
  return {
    category: miss.status,
    reason: `${miss.reason} (${kind} contract over repetitions: ${figures}; permutation ${pText(rates.p_value)} <= ${thresholdText(decision, opts)})`,
  };
}
