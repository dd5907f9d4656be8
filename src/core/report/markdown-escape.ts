/**
 * Escaping for everything a model or a suite wrote that ends up in Markdown (see docs/security.md).
 * Structural characters become numeric character references, which CommonMark treats as literal
 * text (they can never open a link, an image, emphasis, a heading, HTML or a table cell) and
 * which HTML decodes the same way, so one escaper serves table cells, prose and `<summary>`.
 * Mentions and autolinks are broken with a zero-width joiner, because GitHub finds those in the
 * rendered text, after references are decoded.
 */

import { showInvisible } from "../safety/invisible.js";
import { showLineBreaks } from "../safety/line-breaks.js";

const ZWJ = "\u200d";
const REPLACEMENT = "\ufffd";

/**
 * Characters a reader must never get from model text: C0/C1 controls (tab and newline are kept
 * for now), the bidirectional overrides and isolates that can make text read backwards, and
 * lone surrogates (a cut in the middle of a pair), which some JSON consumers reject.
 */
const UNSAFE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * `\r\n` unified to `\n`, the only line break kept: a lone `\r`, U+2028, U+2029 and U+0085 are
 * shown inside their line (`\r`, `\u{2028}`: `safety/line-breaks.ts`), so no text can forge a
 * line (a diff's `+ ` line); invisible characters (zero-width, tag characters, bidi controls)
 * shown as `\u{200B}`; other controls made visible as U+FFFD. Text and Markdown reports and the
 * check run's annotations use it.
 */
export function sanitize(text: string): string {
  return showInvisible(showLineBreaks(text.replace(/\r\n/g, "\n"))).replace(UNSAFE, REPLACEMENT);
}

/** At most `max` characters (code points), ending with an ellipsis when cut. */
export function cap(text: string, max: number): string {
  if (text.length <= max) return text;
  const points = Array.from(text);
  if (points.length <= max) return text;
  return `${points.slice(0, Math.max(0, max - 1)).join("")}…`;
}

const ENTITY: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  "[": "&#91;",
  "]": "&#93;",
  "*": "&#42;",
  _: "&#95;",
  "`": "&#96;",
  "~": "&#126;",
  "|": "&#124;",
  "#": "&#35;",
  "\\": "&#92;",
  $: "&#36;",
};
/** `>` only matters at the start of a line and `_` only at a word boundary; both handled below. */
const STRUCTURAL = /[&<[\]*`~|#\\$]|_(?![A-Za-z0-9])|(?<![A-Za-z0-9])_/g;

/**
 * One line of safe Markdown text, for a table cell, a list item or a `<summary>`: newlines
 * shown as ⏎, tabs as spaces, capped at `max` characters of the original text.
 */
export function escapeInline(text: string, max = 200): string {
  const flat = sanitize(text).replace(/\t/g, " ").replace(/\n/g, " ⏎ ");
  let out = cap(flat, max).replace(STRUCTURAL, (ch) => ENTITY[ch] ?? ch);
  // A leading list marker or ordered-list number would start a block in list items.
  out = out.replace(/^[-+=>]/, (ch) => `&#${ch.charCodeAt(0)};`);
  out = out.replace(
    /^(\d+)([.)])/,
    (_m, digits: string, mark: string) => `${digits}&#${mark.charCodeAt(0)};`,
  );
  return neutralizeLinks(out);
}

/**
 * `@org/team` -> `@\u200dorg/team` (no notification), `https://` -> `https:\u200d//` and
 * `www.` -> `www\u200d.` (no autolink), `#12` -> `#\u200d12` and `GH-12` -> `GH-\u200d12` (no
 * cross-reference: GitHub links both spellings). Also applied to code blocks, harmlessly.
 */
function neutralizeLinks(text: string): string {
  return text
    .replace(/@(?=[A-Za-z0-9])/g, `@${ZWJ}`)
    .replace(/:(?=\/\/)/g, `:${ZWJ}`)
    .replace(/\b(www)\./gi, `$1${ZWJ}.`)
    .replace(/&#35;(?=\d)/g, `&#35;${ZWJ}`)
    .replace(/\b(GH-)(?=\d)/gi, `$1${ZWJ}`);
}

/** A backtick fence longer than any backtick run in the content (at least three). */
export function fenceFor(content: string): string {
  let longest = 0;
  for (const run of content.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return "`".repeat(Math.max(3, longest + 1));
}

/**
 * A fenced code block holding text verbatim (code blocks render neither HTML nor Markdown nor
 * mentions). Controls are replaced, lines and total length capped.
 */
export function codeBlock(text: string, info = "", maxChars = 4000): string {
  const body = cap(sanitize(text), maxChars).replace(/\n+$/, "");
  const fence = fenceFor(body);
  // The info string may not contain backticks; ours are fixed words.
  return `${fence}${info}\n${body}\n${fence}`;
}

/** A case id or other short identifier: a code span when it is plain, escaped text otherwise. */
export function escapeId(text: string, max = 120): string {
  if (/^[A-Za-z0-9._:/-]{1,120}$/.test(text) && !text.includes("://")) return `\`${text}\``;
  return escapeInline(text, max);
}
