/** How long an output is, as the length checks count it. */

/** Characters (Unicode code points, not UTF-16 units) of the output, surrounding whitespace stripped. */
export function characterCount(output: string): number {
  let n = 0;
  for (const _ of output.trim()) n++;
  return n;
}

/** Words: runs of non-whitespace characters. */
export function wordCount(output: string): number {
  const trimmed = output.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/u).length;
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
