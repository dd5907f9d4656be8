/**
 * One-sided Fisher exact test for a drop in pass rate between two sets of repetitions.
 *
 * The 2x2 table is (baseline passes, baseline fails; candidate passes, candidate fails). Under
 * the null hypothesis both sides share one pass rate, so with the margins fixed the baseline's
 * pass count is hypergeometric; the p-value is the probability of the baseline having at least
 * as many passes as observed. Computed exactly with log-factorials, so large repetition counts
 * neither overflow nor lose the small tail.
 */
export function fisherDropPValue(
  baselinePass: number,
  baselineTotal: number,
  candidatePass: number,
  candidateTotal: number,
): number {
  check(baselinePass, baselineTotal, "baseline");
  check(candidatePass, candidateTotal, "candidate");
  const total = baselineTotal + candidateTotal;
  const passes = baselinePass + candidatePass;
  const fails = total - passes;
  const denominator = logChoose(total, baselineTotal);
  const upper = Math.min(baselineTotal, passes);
  let p = 0;
  for (let x = baselinePass; x <= upper; x++) {
    const rest = baselineTotal - x;
    if (rest > fails) continue;
    p += Math.exp(logChoose(passes, x) + logChoose(fails, rest) - denominator);
  }
  return Math.min(1, Math.max(0, p));
}

function check(pass: number, total: number, side: string): void {
  if (!Number.isInteger(pass) || !Number.isInteger(total) || pass < 0 || total < 0 || pass > total) {
    throw new RangeError(`${side}: ${pass} passes of ${total} is not a valid count`);
  }
}

const logFactorials: number[] = [0];

function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++) logFactorials.push(logFactorials[i - 1]! + Math.log(i));
  return logFactorials[n]!;
}

function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

/**
 * The smallest p-value `fisherDropPValue` can return for tables with these margins: every pass
 * on the baseline side. Above alpha, the test can never be significant whatever the data.
 */
export function fisherDropMinimumP(
  baselinePass: number,
  baselineTotal: number,
  candidatePass: number,
  candidateTotal: number,
): number {
  const passes = baselinePass + candidatePass;
  const extreme = Math.min(baselineTotal, passes);
  return fisherDropPValue(extreme, baselineTotal, passes - extreme, candidateTotal);
}
