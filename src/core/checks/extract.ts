/**
 * `options.extract: code_fence`: models often wrap JSON in a Markdown fence. When the output holds
 * exactly one fenced block, its content is what gets parsed; otherwise the whole output is, so a
 * fence the suite did not ask to strip still makes the evidence invalid.
 */
const FENCE = /```[^\n`]*\r?\n([\s\S]*?)```/g;

export function extractCodeFence(output: string): string {
  let content: string | undefined;
  let count = 0;
  for (const match of output.matchAll(FENCE)) {
    count++;
    if (count > 1) return output;
    content = match[1];
  }
  return count === 1 && content !== undefined ? content : output;
}

export function extractFor(extract: "code_fence" | undefined, output: string): string {
  return extract === "code_fence" ? extractCodeFence(output) : output;
}
