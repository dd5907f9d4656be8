import { closersFor } from "../core/report/markdown-close.js";

/**
 * Cuts Markdown to at most `max` UTF-16 units (never more than GitHub counts as characters) at a
 * line boundary, closes an open code fence and open <details> blocks, and says it was trimmed.
 * The renderer already trims to the most important rows; this is the last guard before sending.
 */
export function fitMarkdown(text: string, max: number): string {
  if (text.length <= max) return text;
  const notice = `\n\n_Report trimmed to fit GitHub's limit of ${max} characters; the job summary has more._\n`;
  // Room for the notice and for the closers appended below.
  let budget = Math.max(0, max - notice.length - 64);
  let kept = "";
  let closers = "";
  // Shrink until the kept part plus its closers fit (closers grow with the open blocks).
  for (;;) {
    const cut = text.lastIndexOf("\n", budget);
    kept = text.slice(0, cut > 0 ? cut : budget);
    closers = closersFor(kept);
    if (kept.length + closers.length + notice.length <= max || budget === 0) break;
    budget = Math.max(0, budget - (kept.length + closers.length + notice.length - max) - 1);
  }
  return (kept + closers + notice).slice(0, max);
}

/**
 * `fitMarkdown`, but to at most `maxBytes` UTF-8 bytes (GitHub counts check-run output and the job
 * summary in bytes; model outputs take up to 4 bytes a character). The character budget shrinks by
 * the overshoot's ratio until the text fits.
 */
export function fitMarkdownBytes(text: string, maxBytes: number): string {
  let max = Math.min(text.length, maxBytes);
  let fitted = fitMarkdown(text, max);
  for (let bytes = Buffer.byteLength(fitted); bytes > maxBytes; bytes = Buffer.byteLength(fitted)) {
    const next = Math.floor((max * maxBytes) / bytes) - 64;
    max = Math.max(0, Math.min(next, max - 1));
    fitted = fitMarkdown(text, max);
    if (max === 0) return fitted.slice(0, 0);
  }
  return fitted;
}

/** Plain text clipped to at most `maxBytes` UTF-8 bytes, never inside a character, with an ellipsis. */
export function clipBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const room = maxBytes - Buffer.byteLength("…");
  let out = "";
  let used = 0;
  for (const ch of text) {
    const size = Buffer.byteLength(ch);
    if (used + size > room) break;
    out += ch;
    used += size;
  }
  return `${out}…`;
}

/**
 * Rendered text never carries a sticky-comment marker: model output quoting
 * `<!-- modelgate:web -->` would otherwise make another header's run take this comment for its own.
 * A zero-width space breaks the marker while it reads the same.
 */
export function neutralizeMarkers(text: string): string {
  return text.replace(/<!--(\s*)modelgate:/gi, "<!--$1modelgate\u200b:");
}

/**
 * Renders within `maxBytes` UTF-8 bytes: the renderer gets a character budget, shrunk by the
 * overshoot's ratio until its output fits, so it trims to its most important rows itself rather
 * than losing the tail; `fitMarkdownBytes` is the last guard.
 */
export function renderWithinBytes(render: (maxChars: number) => string, maxBytes: number): string {
  let chars = maxBytes;
  let text = render(chars);
  for (let i = 0; i < 8 && Buffer.byteLength(text) > maxBytes && chars > 1_000; i++) {
    chars = Math.max(1_000, Math.floor((chars * maxBytes) / Buffer.byteLength(text)) - 256);
    text = render(chars);
  }
  return fitMarkdownBytes(text, maxBytes);
}
