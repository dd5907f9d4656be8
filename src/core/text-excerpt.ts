/**
 * Excerpts of long texts for failure reasons, cut between characters: a cut never splits a
 * surrogate pair (an emoji would show as a lone `\ud83d`), and positions are counted in
 * characters (code points) as a reader counts them, not in UTF-16 units.
 */

/** `i`, moved back one unit when it falls between the two halves of a surrogate pair. */
export function characterBoundary(text: string, i: number): number {
  if (i <= 0 || i >= text.length) return Math.max(0, Math.min(i, text.length));
  const low = text.charCodeAt(i);
  const high = text.charCodeAt(i - 1);
  return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff ? i - 1 : i;
}

/** UTF-16 index where `a` and `b` first differ (the shorter length when one is a prefix), at a character's start. */
export function firstDifference(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  // 👍 and 👎 share their first half: the difference is the whole character.
  return characterBoundary(a, i);
}

/** Characters (code points) in `text` before UTF-16 index `end`. */
export function charactersBefore(text: string, end: number): number {
  let count = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/** Characters (code points) in `text`. */
export function characterLength(text: string): number {
  return charactersBefore(text, text.length);
}

/** The first `max` UTF-16 units of `text` or fewer (never half a character), `…` when cut. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, characterBoundary(text, max))}…`;
}

/**
 * About `length` units of `text` starting `before` units ahead of index `at`, with `…` at each
 * end where the text goes on: the excerpt shows that it is one.
 */
export function excerptAround(text: string, at: number, before: number, length: number): string {
  const from = characterBoundary(text, Math.max(0, at - before));
  const end = characterBoundary(text, Math.min(text.length, from + length));
  return `${from > 0 ? "…" : ""}${text.slice(from, end)}${end < text.length ? "…" : ""}`;
}
