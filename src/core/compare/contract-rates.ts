import type { RepetitionResult } from "../result/run-result.js";
import type { ContractKind } from "../suite/case.js";
import { type ContractOutcome, compareContractEvidence, contractEvidence } from "./contract.js";
import { equivalenceClasses, exactDropTail } from "./exact-permutation.js";

/**
 * A contract over repetitions (docs/comparison.md, "Contracts with repetitions"). A candidate
 * repetition matches when its evidence is compatible with some baseline repetition's; a baseline
 * repetition self-matches when it is compatible with some *other* baseline repetition (leave one
 * out). The statistic is the drop from the baseline's self-match rate to the candidate's match
 * rate. Its null distribution is not hypergeometric (every indicator depends on the same baseline
 * set, so a Fisher test here fails far more often than alpha: 20 % of same-distribution suites
 * in bench/verdict-sim.mjs), so it is a permutation test: under "same distribution" the pooled
 * repetitions are exchangeable, and the p-value is the share of re-splits of the pool whose
 * drop is at least the observed one: counted exactly over every re-split when compatibility is
 * an equality (exact-permutation.ts), else estimated from seeded random re-splits, so the same
 * files always give the same p.
 */
export interface ContractRates {
  baseline_matches: number;
  baseline_total: number;
  candidate_matches: number;
  candidate_total: number;
  /** Permutation p-value of the drop (one-sided): the share of re-splits with at least as large a drop. */
  p_value: number;
  /** The smallest p-value this pool allows (1: every re-split gives the same drop: untestable). */
  minimum_p: number;
  /** `exact`: every re-split counted; `sampled`: estimated from `PERMUTATIONS` seeded re-splits. */
  method: "exact" | "sampled";
  /** The outcome against the first baseline repetition of the first candidate repetition that matched none. */
  first_miss: Exclude<ContractOutcome, { status: "compatible" }> | null;
  /** Every candidate repetition was `invalid` against every baseline repetition: nothing to judge. */
  all_invalid: boolean;
}

/** Sampled re-splits (when not exact): p resolves to 1/2000, below Holm's thresholds for ~100 cases. */
export const PERMUTATIONS = 1999;

export function contractRates(
  kind: ContractKind,
  baseline: readonly RepetitionResult[],
  candidate: readonly RepetitionResult[],
): ContractRates {
  // Each repetition's evidence derived once, however many pairs it is in.
  const pool = [...baseline, ...candidate].map(contractEvidence);
  const nB = baseline.length;
  const nC = candidate.length;
  const words = Math.ceil(pool.length / 32);
  // compatible[i]: bit j set when repetitions i and j of the pool are compatible (i != j).
  const compatible = pool.map(() => new Uint32Array(words));
  let firstMiss: ContractRates["first_miss"] = null;
  let allInvalid = nC > 0;
  const set = (i: number, j: number) => {
    compatible[i]![j >>> 5]! |= 1 << (j & 31);
  };
  for (let i = 0; i < pool.length; i++) {
    for (let j = i + 1; j < pool.length; j++) {
      const outcome = compareContractEvidence(kind, pool[i]!, pool[j]!);
      if (outcome.status === "compatible") {
        set(i, j);
        set(j, i);
      }
      // Baseline i against candidate j: what the reason shows for a candidate that matches none.
      if (i < nB && j >= nB && outcome.status !== "invalid") allInvalid = false;
    }
  }
  const inBaseline = new Uint32Array(words);
  for (let i = 0; i < nB; i++) inBaseline[i >>> 5]! |= 1 << (i & 31);
  const observed = counts(compatible, inBaseline, nB);
  if (observed.candidate > 0) allInvalid = false;
  for (let j = nB; j < pool.length && firstMiss === null; j++) {
    if (hits(compatible[j]!, inBaseline)) continue;
    const first = nB === 0 ? undefined : compareContractEvidence(kind, pool[0]!, pool[j]!);
    if (first !== undefined && first.status !== "compatible") firstMiss = first;
  }

  // The statistic: the drop from the baseline's leave-one-out self-match rate to the candidate's
  // match rate. (Tried in bench/verdict-sim.mjs and weaker: the candidate's match count alone,
  // and the mean pairwise compatibility.) Exact when compatibility is an equivalence relation and
  // the pool is small enough; else estimated from seeded random re-splits.
  const classes = equivalenceClasses(compatible);
  const exact =
    classes === null
      ? null
      : exactDropTail(classes, nB, nC, nC * observed.baseline - nB * observed.candidate);
  const { p, minimum } = exact ?? sampledDropTail(compatible, inBaseline, nB, nC);
  return {
    baseline_matches: observed.baseline,
    baseline_total: nB,
    candidate_matches: observed.candidate,
    candidate_total: nC,
    p_value: p,
    minimum_p: minimum,
    method: exact === null ? "sampled" : "exact",
    first_miss: firstMiss,
    all_invalid: allInvalid && firstMiss !== null,
  };
}

/**
 * The permutation p estimated from `PERMUTATIONS` seeded random re-splits of the pool:
 * (1 + re-splits with a drop at least the observed one) / (1 + PERMUTATIONS).
 */
function sampledDropTail(
  compatible: readonly Uint32Array[],
  inBaseline: Uint32Array,
  nB: number,
  nC: number,
): { p: number; minimum: number } {
  const drop = (split: Uint32Array) => {
    const c = counts(compatible, split, nB);
    return c.baseline / nB - c.candidate / nC;
  };
  const observedDrop = drop(inBaseline);
  const size = compatible.length;
  const random = mulberry32(0x9e3779b9 ^ (nB * 65_537 + nC));
  const order = Array.from({ length: size }, (_, i) => i);
  const split = new Uint32Array(inBaseline.length);
  const drops: number[] = [];
  for (let r = 0; r < PERMUTATIONS; r++) {
    // A uniformly random nB-subset of the pool (partial Fisher-Yates).
    split.fill(0);
    for (let k = 0; k < nB; k++) {
      const pick = k + Math.floor(random() * (size - k));
      const chosen = order[pick]!;
      order[pick] = order[k]!;
      order[k] = chosen;
      split[chosen >>> 5]! |= 1 << (chosen & 31);
    }
    drops.push(drop(split));
  }
  const eps = 1e-12;
  const atLeast = drops.filter((d) => d >= observedDrop - eps).length;
  const p = (1 + atLeast) / (1 + PERMUTATIONS);
  const largest = Math.max(...drops);
  const smallest = Math.min(...drops);
  const minimum =
    largest - smallest < eps && Math.abs(observedDrop - largest) < eps
      ? 1
      : Math.min(p, (1 + drops.filter((d) => d >= largest - eps).length) / (1 + PERMUTATIONS));
  return { p, minimum };
}

function hits(mask: Uint32Array, split: Uint32Array): boolean {
  for (let w = 0; w < mask.length; w++) if ((mask[w]! & split[w]!) !== 0) return true;
  return false;
}

/** Self-matches of the `split` side (leave one out) and matches of the rest against it. */
function counts(
  compatible: readonly Uint32Array[],
  split: Uint32Array,
  nB: number,
): { baseline: number; candidate: number } {
  let baseline = 0;
  let candidate = 0;
  let inSplit = 0;
  for (let i = 0; i < compatible.length; i++) {
    const member = (split[i >>> 5]! >>> (i & 31)) & 1;
    // The masks never hold their own bit, so a member's hit is always another member.
    if (hits(compatible[i]!, split)) {
      if (member === 1) baseline++;
      else candidate++;
    }
    inSplit += member;
  }
  if (inSplit !== nB) throw new RangeError("permutation split has the wrong size");
  return { baseline, candidate };
}

/** Small seeded PRNG: the permutation test gives the same p for the same files, every time. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
