/** Edit distance (insertions, deletions, substitutions, adjacent swaps) between two short names. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The known name closest to `name`, when it is close enough to be a likely typo: at most 2 edits
 * (1 for names of 5 characters or fewer), ignoring case and `-`/`_` spelling; or a name that
 * starts with the other (`latency` for `latency_ms`, `passed` for `pass`), both at least 4
 * characters long. Ties go to the earlier candidate, so callers list the most common names first.
 */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  const norm = (s: string) => s.toLowerCase().replace(/-/g, "_");
  const wanted = norm(name);
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const known = norm(candidate);
    const distance = editDistance(wanted, known);
    const limit = Math.min(2, Math.max(1, Math.floor(candidate.length / 3)));
    const prefix =
      Math.min(wanted.length, known.length) >= 4 && (known.startsWith(wanted) || wanted.startsWith(known));
    // A prefix match ranks after any real near miss.
    const score = distance <= limit ? distance : prefix ? 10 + distance : Number.POSITIVE_INFINITY;
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** `; did you mean 'x'?` or the empty string. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const match = closestName(name, candidates);
  return match === undefined ? "" : `; did you mean '${match}'?`;
}
