/**
 * How many terminal columns text takes, for lines that must fit a terminal's width: wide East
 * Asian characters and emoji pictures take two, combining marks, joiners and variation selectors
 * none. A small table over code points (no grapheme segmentation): good enough to keep a line
 * within its width; an emoji sequence joined by U+200D counts its first picture only.
 */

/** [first, last] code point ranges that take no column. */
const ZERO: readonly (readonly [number, number])[] = [
  [0x0300, 0x036f],
  [0x0483, 0x0489],
  [0x0591, 0x05bd],
  [0x0610, 0x061a],
  [0x064b, 0x065f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x200b, 0x200f],
  [0x20d0, 0x20ff],
  [0xfe00, 0xfe0f],
  [0xfe20, 0xfe2f],
  [0x1f3fb, 0x1f3ff],
  [0xe0000, 0xe01ef],
];

/** [first, last] code point ranges that take two columns. */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x231a, 0x231b],
  [0x23e9, 0x23ec],
  [0x25fd, 0x25fe],
  [0x2614, 0x2615],
  [0x2648, 0x2653],
  [0x26aa, 0x26ab],
  [0x26bd, 0x26be],
  [0x26f5, 0x26f5],
  [0x26fd, 0x26fd],
  [0x2705, 0x2705],
  [0x270a, 0x270b],
  [0x274c, 0x274c],
  [0x2753, 0x2755],
  [0x2795, 0x2797],
  [0x2b1b, 0x2b1c],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f004, 0x1f004],
  [0x1f18e, 0x1f18e],
  [0x1f191, 0x1f19a],
  [0x1f300, 0x1f64f],
  [0x1f680, 0x1f6ff],
  [0x1f7e0, 0x1f7eb],
  [0x1f900, 0x1f9ff],
  [0x1fa70, 0x1faff],
  [0x20000, 0x3fffd],
];

function within(table: readonly (readonly [number, number])[], cp: number): boolean {
  for (const [first, last] of table) {
    if (cp < first) return false;
    if (cp <= last) return true;
  }
  return false;
}

/** Columns one code point takes: 0, 1 or 2. */
function codePointWidth(cp: number): number {
  if (cp < 0x300) return 1;
  if (within(ZERO, cp)) return 0;
  return within(WIDE, cp) ? 2 : 1;
}

/** The columns `text` takes on a terminal. */
export function displayWidth(text: string): number {
  let width = 0;
  let joined = false;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    // The picture after a zero-width joiner is drawn into the one before it.
    if (!joined) width += codePointWidth(cp);
    joined = cp === 0x200d;
  }
  return width;
}

/**
 * `text` if it fits in `columns`, else its longest start that fits with `…` after it; never
 * splits a surrogate pair or a wide character.
 */
export function clipColumns(text: string, columns: number): string {
  if (displayWidth(text) <= columns) return text;
  if (columns < 1) return "";
  let out = "";
  for (const ch of text) {
    if (displayWidth(out + ch) > columns - 1) break;
    out += ch;
  }
  return `${out}…`;
}
