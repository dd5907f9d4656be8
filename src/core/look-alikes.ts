/**
 * Text quoted in a reason shows what differs (so `"Hello\u200b"` is not `"Hello"`; the
 * report-wide guard against characters that hide or reorder text is safety/invisible.ts): a character that prints as nothing (format
 * characters such as U+200B and bidi controls, controls, variation selectors), as a plain space
 * (U+00A0 and the other non-ASCII spaces, line and paragraph separators), or as part of the letter
 * before it (a combining mark the letter composes with, or one with no letter to stand on) is
 * written `\u200b`. Readable text is kept as is: precomposed letters, CJK, emoji sequences, and
 * scripts whose marks have no precomposed form (Devanagari, Thai).
 */

/** Anything {@link showLookAlikes} might escape; most text has none and is returned at once. */
const SUSPECT = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Mn}\p{Me}]|[^\P{Zs} ]/u;
/** Escaped wherever it stands outside an emoji. */
const ALWAYS = /^(?:[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Variation_Selector}]|[^\P{Zs} ])$/u;
const MARK = /^[\p{Mn}\p{Me}]$/u;
const BASE = /^[\p{L}\p{N}]/u;
/**
 * One RGI emoji (a sequence of code points as one picture). Made at its first use: compiling a
 * property of strings takes ~14 ms on Node 20, and most processes never quote an emoji.
 */
let emoji: RegExp | undefined;
function isEmoji(segment: string): boolean {
  // biome-ignore lint/complexity/useRegexLiterals: a literal would not compile for ES2022
  emoji ??= new RegExp("^\\p{RGI_Emoji}$", "v");
  return emoji.test(segment);
}

let graphemes: Intl.Segmenter | undefined;

/** `text` with the characters described above as JSON-style `\uXXXX` escapes (surrogate pairs beyond U+FFFF). */
export function showLookAlikes(text: string): string {
  if (!SUSPECT.test(text)) return text;
  graphemes ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  let out = "";
  for (const { segment } of graphemes.segment(text)) {
    if (!SUSPECT.test(segment) || isEmoji(segment)) {
      out += segment;
      continue;
    }
    // Marks on a letter show when the letter has no precomposed form with them (NFC keeps them).
    const marksShow = BASE.test(segment) && segment.normalize("NFC") === segment;
    for (const char of segment) {
      out += ALWAYS.test(char) || (!marksShow && MARK.test(char)) ? escaped(char) : char;
    }
  }
  return out;
}

function escaped(char: string): string {
  let out = "";
  for (let i = 0; i < char.length; i++) out += `\\u${char.charCodeAt(i).toString(16).padStart(4, "0")}`;
  return out;
}
