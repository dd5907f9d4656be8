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

function closersFor(text: string): string {
  let out = "";
  const fences = text.split("\n").filter((line) => /^\s*(```|~~~)/.test(line)).length;
  if (fences % 2 === 1) out += "\n```";
  const open = (text.match(/<details\b/gi) ?? []).length - (text.match(/<\/details>/gi) ?? []).length;
  for (let i = 0; i < open; i++) out += "\n</details>";
  return out;
}
