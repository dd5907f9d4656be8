/**
 * Characters that change what a reader sees without being seen themselves: zero-width spaces and
 * joiners, the word joiner and invisible operators, Unicode tag characters (which can spell out
 * hidden instructions), other format characters; a zero-width joiner is kept
 * only inside an emoji sequence (👨‍👩‍👧), the BOM, and the
 * bidirectional marks, embeddings, overrides and isolates (which make text read in another
 * order). Reports show each as `\u{XXXX}` so a reviewer sees it was there.
 */
const INVISIBLE_CLASS =
  "\\u00ad\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180e\\u200b\\u200c\\u200e\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\u3164\\ufeff\\uffa0\\ufff9-\\ufffb\\u{e0000}-\\u{e007f}";
const INVISIBLE = new RegExp(
  `[${INVISIBLE_CLASS}]|(?<!\\p{Extended_Pictographic}|\\u{fe0f}|[\\u{1f3fb}-\\u{1f3ff}])\\u200d`,
  "gu",
);

/**
 * The same set as a character-class body, without the zero-width joiner: what the terminal step
 * (`safety/terminal.ts`) escapes. The joiner alone reorders and hides nothing, and it is what the
 * Markdown escaper inserts on purpose to break mentions and autolinks.
 */
export const INVISIBLE_BUT_JOINER_CLASS = INVISIBLE_CLASS;

export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, (ch) => `\\u{${ch.codePointAt(0)!.toString(16).toUpperCase()}}`);
}

export function hasInvisible(text: string): boolean {
  INVISIBLE.lastIndex = 0;
  const found = INVISIBLE.test(text);
  INVISIBLE.lastIndex = 0;
  return found;
}
