/**
 * A compact line diff for reviewers: common leading and trailing lines are dropped (one line of
 * context kept), each line prefixed `- `, `+ ` or `  `, long lines cut around the first changed
 * character, and the whole capped. Plain text; renderers escape it. Lines are split on `\n` and
 * `\r\n` only, and a lone `\r`, U+2028, U+2029 or U+0085 is shown inside its line (`\r`,
 * `\u{2028}`), so one output line is exactly one diff line in every report: a model cannot
 * forge a `- ` or `+ ` line.
 */
import { diffArrays } from "diff";
import { showLineBreaks } from "../safety/line-breaks.js";

export interface LineDiffLimits {
  maxLines: number;
  maxLineChars: number;
}

export const DIFF_LIMITS: LineDiffLimits = { maxLines: 40, maxLineChars: 160 };

/**
 * Bounds that make any pair of outputs compare in bounded time: past `MAX_DIFF_LINES` lines (or
 * an edit distance of `MAX_EDIT_LENGTH`, or `DIFF_TIMEOUT_MS`) the middle is shown as a block
 * replacement instead of a minimal diff. A 150k-line output once overflowed the stack here.
 */
const MAX_DIFF_LINES = 20_000;
const MAX_EDIT_LENGTH = 500;
const DIFF_TIMEOUT_MS = 250;

export function lineDiff(before: string, after: string, limits: LineDiffLimits = DIFF_LIMITS): string | null {
  if (before === after) return null;
  const a = splitLines(before);
  const b = splitLines(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  let out: string[] = [];
  if (start > 0) out.push(`  ${a[start - 1]}`);
  out = out.concat(middle(a.slice(start, endA), b.slice(start, endB)));
  if (endA < a.length) out.push(`  ${a[endA]}`);
  if (out.every((line) => line.startsWith("  "))) {
    // Only line endings differ (CRLF vs LF, a trailing newline): say so rather than show nothing.
    out.push("  (line endings or a trailing newline differ)");
  }
  // Only the lines shown are cut (a long tail is counted, not processed).
  const total = out.length;
  const shown = cutPairs(out.slice(0, limits.maxLines + 1).map(showLineBreaks), limits.maxLineChars);
  if (total <= limits.maxLines) return shown.join("\n");
  const kept = shown.slice(0, limits.maxLines - 1);
  kept.push(`… ${total - kept.length} more diff lines`);
  return kept.join("\n");
}

function splitLines(text: string): string[] {
  return text.split(/\r?\n/);
}

function block(a: string[], b: string[]): string[] {
  return a.map((l) => `- ${l}`).concat(b.map((l) => `+ ${l}`));
}

function middle(a: string[], b: string[]): string[] {
  if (a.length === 0 || b.length === 0 || a.length + b.length > MAX_DIFF_LINES) return block(a, b);
  // One differing line a side (a short answer that changed): the minimal diff is that line
  // replaced, as diffArrays gives it, without starting the diff.
  if (a.length === 1 && b.length === 1 && a[0] !== b[0]) return block(a, b);
  const changes = diffArrays(a, b, { maxEditLength: MAX_EDIT_LENGTH, timeout: DIFF_TIMEOUT_MS });
  if (changes === undefined) return block(a, b);
  const out: string[] = [];
  for (const change of changes) {
    if (change.removed) for (const l of change.value) out.push(`- ${l}`);
    else if (change.added) for (const l of change.value) out.push(`+ ${l}`);
    else {
      const equal = change.value;
      if (equal.length > 3)
        out.push(`  ${equal[0]}`, `  … ${equal.length - 2} unchanged lines`, `  ${equal.at(-1)}`);
      else for (const l of equal) out.push(`  ${l}`);
    }
  }
  return out;
}

/** Long lines are cut; a `-` line directly followed by a `+` line is cut around where they differ. */
function cutPairs(lines: string[], max: number): string[] {
  const out = [...lines];
  for (let k = 0; k < out.length; k++) {
    const line = out[k]!;
    const next = out[k + 1];
    if (line.startsWith("- ") && next?.startsWith("+ ") && (line.length > max || next.length > max)) {
      const x = line.slice(2);
      const y = next.slice(2);
      let at = 0;
      while (at < x.length && at < y.length && x[at] === y[at]) at++;
      const from = Math.max(0, at - Math.floor(max / 3));
      out[k] = `- ${window(x, from, max - 2)}`;
      out[k + 1] = `+ ${window(y, from, max - 2)}`;
      k++;
    } else if (line.length > max) {
      out[k] = `${line.slice(0, 2)}${window(line.slice(2), 0, max - 2)}`;
    }
  }
  return out;
}

function window(text: string, from: number, width: number): string {
  const head = from > 0 ? "…" : "";
  const body = text.slice(from, from + width);
  const tail = from + width < text.length ? "…" : "";
  return `${head}${body}${tail}`;
}
