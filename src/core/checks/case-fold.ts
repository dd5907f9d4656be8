/**
 * `case_insensitive` lower-cases whole strings (`toLowerCase`, no full case folding). A reason
 * still quotes the texts as written, so an index found in the lower-cased text is mapped back:
 * lower-casing may lengthen a character (`İ` → `i̇`, two units), never shorten one.
 */

/** `text` lower-cased, and for each of its UTF-16 units (and its end) the index in `text` of the character it came from. */
export interface Lowered {
  text: string;
  origin: readonly number[];
}

export function lowered(text: string): Lowered {
  const low = text.toLowerCase();
  const origin: number[] = [];
  let i = 0;
  for (const char of text) {
    // Lower-casing is per character but for the final sigma, which keeps the length: the
    // per-character lengths add up to the whole string's.
    for (let k = char.toLowerCase().length; k > 0; k--) origin.push(i);
    i += char.length;
  }
  if (origin.length !== low.length) {
    // Not expected from the Unicode data; an index then maps to itself, clamped.
    return { text: low, origin: Array.from({ length: low.length + 1 }, (_, k) => Math.min(k, text.length)) };
  }
  origin.push(text.length);
  return { text: low, origin };
}

/**
 * The index in each lower-cased text `a` and `b` where they first differ, moved back to where a
 * character of both originals starts, as indices in the originals.
 */
export function originalPositions(a: Lowered, b: Lowered, at: number): { a: number; b: number } {
  let k = at;
  while (k > 0 && (a.origin[k] === a.origin[k - 1] || b.origin[k] === b.origin[k - 1])) k--;
  return { a: a.origin[k] ?? 0, b: b.origin[k] ?? 0 };
}
