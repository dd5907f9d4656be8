/**
 * `options.extract: code_fence`: models often wrap their answer in a Markdown fence. When the
 * output holds exactly one fenced block, its content is what every check reads; otherwise the
 * whole output is, so a fence the suite did not ask to strip still makes the evidence invalid.
 */
const FENCE = /```[^\n`]*\r?\n([\s\S]*?)(?:\r?\n)?```/g;

/**
 * The content of the output's one fenced block, without the line break that ends its last line
 * (it belongs to the closing fence: `^[0-9]+$` matches a block holding `12345`); undefined when
 * the output has no block or several.
 */
export function fencedBlock(output: string): string | undefined {
  let content: string | undefined;
  let count = 0;
  for (const match of output.matchAll(FENCE)) {
    count++;
    if (count > 1) return undefined;
    content = match[1];
  }
  return content;
}

export function extractCodeFence(output: string): string {
  return fencedBlock(output) ?? output;
}

export function extractFor(extract: "code_fence" | undefined, output: string): string {
  return extract === "code_fence" ? extractCodeFence(output) : output;
}

/** What a reason adds when the case asked for the fenced block and the whole output was read. */
export const WHOLE_OUTPUT_READ = "(options.extract: no single fenced block, so the whole output was read)";
