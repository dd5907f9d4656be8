/**
 * Characters that change what a reader sees without being seen themselves: zero-width spaces and
 * joiners, the word joiner and invisible operators, Unicode tag characters (which can spell out
 * hidden instructions), other format characters; a zero-width joiner is kept
 * only inside an emoji sequence (👨‍👩‍👧), the BOM, and the
 * bidirectional marks, embeddings, overrides and isolates (which make text read in another
 * order). Reports show each as `\u{XXXX}` so a reviewer sees it was there.
 */
/** Those in the Basic Multilingual Plane but the zero-width joiner, as a character-class body. */
const INVISIBLE_BMP_CLASS =
  "\\u00ad\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180e\\u200b\\u200c\\u200e\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\u3164\\ufeff\\uffa0\\ufff9-\\ufffb";
const INVISIBLE = new RegExp(
  `[${INVISIBLE_BMP_CLASS}\\u{e0000}-\\u{e007f}]|(?<!\\p{Extended_Pictographic}|\\u{fe0f}|[\\u{1f3fb}-\\u{1f3ff}])\\u200d`,
  "gu",
);

/**
 * The same set without the zero-width joiner, as a pattern without the `u` flag (a tag character
 * as its UTF-16 pair), which scans a long text several times faster: what the terminal step
 * (`safety/terminal.ts`) escapes. The joiner alone reorders and hides nothing, and it is what
 * the Markdown escaper inserts on purpose to break mentions and autolinks.
 */
export const INVISIBLE_BUT_JOINER = { bmpClass: INVISIBLE_BMP_CLASS, tags: "\\udb40[\\udc00-\\udc7f]" };

export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, (ch) => `\\u{${ch.codePointAt(0)!.toString(16).toUpperCase()}}`);
}

export function hasInvisible(text: string): boolean {
  INVISIBLE.lastIndex = 0;
  const found = INVISIBLE.test(text);
  INVISIBLE.lastIndex = 0;
  return found;
}
