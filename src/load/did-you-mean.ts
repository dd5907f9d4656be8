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
 * {@link editDistance} when it is at most `max`, else `max + 1`: only the cells within `max` of
 * the diagonal are computed, and the search stops once a whole row exceeds `max`, so a
 * suggestion among a corpus's 20,000 document ids costs milliseconds, not seconds.
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  const over = max + 1;
  if (Math.abs(a.length - b.length) > max) return over;
  const cols = b.length + 1;
  let before = new Array<number>(cols).fill(over);
  let prev = Array.from({ length: cols }, (_, j) => Math.min(j, over));
  let row = new Array<number>(cols).fill(over);
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    // Only the band's neighbours are read: they, not the whole row, are reset.
    row[0] = Math.min(i, over);
    row[from - 1] = from === 1 ? row[0] : over;
    if (to + 1 < cols) row[to + 1] = over;
    let least = row[0];
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, before[j - 2]! + 1);
      row[j] = Math.min(best, over);
      least = Math.min(least, row[j]!);
    }
    // No cell below costs less than the cheapest of this row: none comes back within `max`.
    if (least > max) return over;
    [before, prev, row] = [prev, row, before];
  }
  return prev[b.length]!;
}

/** A name as a typo is judged: case, `-` and `_` ignored (`fail-on-latency` is `failOnLatency`). */
function spelling(name: string): string {
  return name.toLowerCase().replace(/[-_]/g, "");
}

/**
 * The edits a name of this length may be off by and still be a likely typo: a third of the
 * longer of the two names, at least 1 and at most 3. Since the distance is never less than the
 * difference in length, the shorter name must be at least two thirds of the longer: `latency`
 * is near `latency_ms`, but `failOn` is not near `failOnLatencies` (a prefix alone is no
 * closeness).
 */
function allowedEdits(a: string, b: string): number {
  return Math.min(3, Math.max(1, Math.floor(Math.max(a.length, b.length) / 3)));
}

/**
 * The known name closest to `name`, when it is close enough to be a likely typo (see
 * {@link allowedEdits}), comparing spellings without case, `-` or `_`; else undefined. Ties go
 * to the earlier candidate, so callers list the most common names first.
 */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  const wanted = spelling(name);
  if (wanted === "") return undefined;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const known = spelling(candidate);
    const limit = Math.min(allowedEdits(wanted, known), bestDistance - 1);
    if (limit < 0) break;
    const distance = editDistanceWithin(wanted, known, limit);
    if (distance <= limit) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** `; did you mean 'x'?` or the empty string. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const match = closestName(name, candidates);
  return match === undefined ? "" : `; did you mean '${match}'?`;
}
