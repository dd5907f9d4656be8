/**
 * The exact permutation distribution of the contract-over-repetitions statistic
 * (docs/comparison.md, "Contracts with repetitions"), for the usual case where compatibility is
 * an equivalence relation (text, JSON and retrieval contracts compare for equality).
 *
 * The pool splits into classes of mutually compatible repetitions. A re-split of the pool is then
 * summarised by how many members of each class land on the baseline side (b of a class of size
 * s, in C(s, b) ways), and the statistic is a sum over classes: a class with b >= 2 baseline
 * members gives b baseline self-matches, a class with b >= 1 gives its s - b candidate members a
 * match. So the share of all C(nB + nC, nB) re-splits whose drop is at least the observed one is
 * a small dynamic programme over (classes, baseline members so far, statistic): exact, with no
 * sampling noise and no seed, and faster than sampling at the usual repetition counts.
 */

/** The classes of the relation given by adjacency bitmasks (no self bits); null if not transitive. */
export function equivalenceClasses(compatible: readonly Uint32Array[]): number[] | null {
  const n = compatible.length;
  const seen = new Uint8Array(n);
  const sizes: number[] = [];
  for (let i = 0; i < n; i++) {
    if (seen[i] === 1) continue;
    // Under an equivalence, i's class is i and its neighbours, and each member's neighbours plus
    // itself are exactly that class.
    const members = [i];
    for (let j = 0; j < n; j++) if (bit(compatible[i]!, j)) members.push(j);
    for (const m of members) {
      if (seen[m] === 1) return null;
      seen[m] = 1;
    }
    for (const m of members) {
      let degree = 0;
      for (const k of members) {
        if (k === m) continue;
        if (!bit(compatible[m]!, k)) return null;
        degree++;
      }
      if (popcount(compatible[m]!) !== degree) return null;
    }
    sizes.push(members.length);
  }
  return sizes;
}

function bit(mask: Uint32Array, j: number): boolean {
  return ((mask[j >>> 5]! >>> (j & 31)) & 1) === 1;
}

function popcount(mask: Uint32Array): number {
  let count = 0;
  for (let w = 0; w < mask.length; w++) {
    let v = mask[w]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
  }
  return count;
}

export interface ExactTail {
  /** P(drop >= observed) over all re-splits. */
  p: number;
  /** P(drop = its largest attainable value): 1 when every re-split gives the same drop. */
  minimum: number;
}

/**
 * Above this many table updates the programme costs more than sampling (about 25 repetitions a
 * side); the caller then samples re-splits instead.
 */
const EXACT_BUDGET = 4_000_000;

/**
 * The exact one-sided tail of the drop statistic, scaled to an integer: nC * (baseline
 * self-matches) - nB * (candidate matches), i.e. nB * nC * (self-match rate - match rate).
 * `sizes` are the class sizes of the pooled repetitions. Null when over `EXACT_BUDGET`.
 */
export function exactDropTail(
  sizes: readonly number[],
  nB: number,
  nC: number,
  observed: number,
): ExactTail | null {
  const score = (b: number, s: number) => nC * (b >= 2 ? b : 0) - nB * (b >= 1 ? s - b : 0);
  return exactTail(sizes, nB, nB * nC, score, observed);
}

/**
 * P(statistic >= observed) and P(statistic = its largest value) over every way of putting nB of
 * the pooled repetitions on the baseline side, for a statistic that sums an integer
 * `score(b, s)` over the classes (b of a class of size s on the baseline side), whose total
 * stays within [-span, span]. (bench/verdict-sim.mjs compares other statistics through it.)
 */
export function exactTail(
  sizes: readonly number[],
  nB: number,
  span: number,
  score: (b: number, s: number) => number,
  observed: number,
): ExactTail | null {
  const width = 2 * span + 1;
  let work = 0;
  for (const s of sizes) work += (Math.min(s, nB) + 1) * (nB + 1) * width;
  if (work > EXACT_BUDGET) return null;

  // table[j * width + (t + span)]: the number of ways the classes so far put j repetitions on
  // the baseline side with statistic t.
  let table = new Float64Array((nB + 1) * width);
  let next = new Float64Array((nB + 1) * width);
  table[span] = 1;
  let placed = 0;
  for (const s of sizes) {
    next.fill(0);
    const ways = binomials(s);
    const scores = ways.map((_, b) => score(b, s));
    for (let j = 0; j <= Math.min(nB, placed); j++) {
      const row = j * width;
      for (let t = 0; t < width; t++) {
        const w = table[row + t]!;
        if (w === 0) continue;
        for (let b = 0; b <= s && j + b <= nB; b++) next[(j + b) * width + t + scores[b]!]! += w * ways[b]!;
      }
    }
    [table, next] = [next, table];
    placed += s;
  }

  const last = nB * width;
  let total = 0;
  let tail = 0;
  let top = -1;
  for (let t = 0; t < width; t++) {
    const w = table[last + t]!;
    if (w === 0) continue;
    total += w;
    if (t - span >= observed) tail += w;
    top = t;
  }
  if (total === 0 || top < 0) return { p: 1, minimum: 1 };
  return { p: Math.min(1, tail / total), minimum: table[last + top]! / total };
}

/** C(s, 0..s) as doubles (exact up to 2^53, ample for repetition counts). */
function binomials(s: number): number[] {
  const row = [1];
  for (let b = 1; b <= s; b++) row.push((row[b - 1]! * (s - b + 1)) / b);
  return row;
}
