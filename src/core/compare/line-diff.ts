/**
 * A compact line diff for reviewers: common leading and trailing lines are dropped (one line of
 * context kept), each line prefixed `- `, `+ ` or `  `, long lines cut around the first changed
 * character, and the whole capped. Plain text; renderers escape it.
 */
export interface LineDiffLimits {
  maxLines: number;
  maxLineChars: number;
}

export const DIFF_LIMITS: LineDiffLimits = { maxLines: 40, maxLineChars: 160 };

/** Past this many cells the middle is shown as a block replacement instead of an LCS. */
const MAX_LCS_CELLS = 250_000;

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
  const out: string[] = [];
  if (start > 0) out.push(`  ${a[start - 1]}`);
  out.push(...middle(a.slice(start, endA), b.slice(start, endB)));
  if (endA < a.length) out.push(`  ${a[endA]}`);
  if (out.every((line) => line.startsWith("  "))) {
    // Only line endings differ (CRLF vs LF, a trailing newline): say so rather than show nothing.
    out.push("  (line endings or a trailing newline differ)");
  }
  const shown = cutPairs(out, limits.maxLineChars);
  if (shown.length <= limits.maxLines) return shown.join("\n");
  const kept = shown.slice(0, limits.maxLines - 1);
  kept.push(`… ${shown.length - kept.length} more diff lines`);
  return kept.join("\n");
}

function splitLines(text: string): string[] {
  return text.split(/\r?\n/);
}

function middle(a: string[], b: string[]): string[] {
  if (a.length === 0 || b.length === 0 || a.length * b.length > MAX_LCS_CELLS) {
    return [...a.map((l) => `- ${l}`), ...b.map((l) => `+ ${l}`)];
  }
  // Classic LCS table from the end, then walk forward emitting removals before additions.
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j]
          ? table[(i + 1) * width + j + 1]! + 1
          : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  let equalRun: string[] = [];
  const flushEqual = () => {
    if (equalRun.length > 3)
      out.push(`  ${equalRun[0]}`, `  … ${equalRun.length - 2} unchanged lines`, `  ${equalRun.at(-1)}`);
    else out.push(...equalRun.map((l) => `  ${l}`));
    equalRun = [];
  };
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      equalRun.push(a[i]!);
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && table[(i + 1) * width + j]! >= table[i * width + j + 1]!)) {
      flushEqual();
      out.push(`- ${a[i]}`);
      i++;
    } else {
      flushEqual();
      out.push(`+ ${b[j]}`);
      j++;
    }
  }
  flushEqual();
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
