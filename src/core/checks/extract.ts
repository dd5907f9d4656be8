import { afterThinking } from "./thinking.js";

/**
 * `options.extract: code_fence`: models often wrap their answer in a Markdown fence. When the
 * output holds exactly one fenced block, its content is what every check reads; otherwise the
 * whole output is, and a fence left in it makes the JSON (or tool call) evidence invalid, never
 * a pass: a fence is not JSON, and a call inside one is reported (tool-call-text.ts).
 *
 * Blocks are found as CommonMark reads them: an opening fence starts a line (at most 3 spaces
 * in), is ``` or ~~~ or longer (a backtick fence's info string holds no backtick); the closing
 * fence starts a line, uses the same character at least as many times, and has only whitespace
 * after it; a fence not closed runs to the end of the output. So ``` inside a JSON string or
 * mentioned in prose cuts nothing. A leading `<think>` block is skipped (thinking.ts).
 */
export interface FencedBlock {
  /** The lines between the fences, without the line break that ends the last one. */
  content: string;
  /** False when no closing fence came: the block ran to the end of the output (often cut off). */
  closed: boolean;
}

// The fence alone: its info string is the rest of the line (sliced, not matched). `(.*)$` after
// it backtracked through the fence's length at each stray `\r` or U+2028 in the line, which a
// model stuck on backticks turned into seconds per case.
const OPENING = /^( {0,3})(`{3,}|~{3,})/;
const CLOSING = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

/** The output's fenced blocks in order. */
export function* fencedBlocks(output: string): Generator<FencedBlock> {
  const text = afterThinking(output);
  if (!text.includes("```") && !text.includes("~~~")) return;
  const lines = text.split(/(?<=\n)/);
  let i = 0;
  while (i < lines.length) {
    const open = OPENING.exec(bare(lines[i] as string));
    i++;
    if (open === null) continue;
    const indent = (open[1] as string).length;
    const fence = open[2] as string;
    const info = bare(lines[i - 1] as string).slice(open[0].length);
    if (fence[0] === "`" && info.includes("`")) continue;
    let content = "";
    let closed = false;
    for (; i < lines.length; i++) {
      const line = lines[i] as string;
      const close = CLOSING.exec(bare(line));
      if (close !== null && close[1]?.[0] === fence[0] && (close[1] as string).length >= fence.length) {
        closed = true;
        i++;
        break;
      }
      content += dedent(line, indent);
    }
    yield { content: content.replace(/\r?\n$/, ""), closed };
  }
}

/** The output's one fenced block; undefined when it has none or several. */
export function singleFencedBlock(output: string): FencedBlock | undefined {
  let found: FencedBlock | undefined;
  for (const block of fencedBlocks(output)) {
    if (found !== undefined) return undefined;
    found = block;
  }
  return found;
}

/**
 * The content of the output's one fenced block (`^[0-9]+$` matches a block holding `12345`);
 * undefined when the output has no block or several.
 */
export function fencedBlock(output: string): string | undefined {
  return singleFencedBlock(output)?.content;
}

export function extractCodeFence(output: string): string {
  return fencedBlock(output) ?? output;
}

export function extractFor(extract: "code_fence" | undefined, output: string): string {
  return extract === "code_fence" ? extractCodeFence(output) : output;
}

/** A line without its line break. */
function bare(line: string): string {
  return line.replace(/\r?\n$/, "");
}

/** Up to `n` leading spaces removed: the opening fence's indentation (CommonMark). */
function dedent(line: string, n: number): string {
  let i = 0;
  while (i < n && line.charCodeAt(i) === 0x20) i++;
  return i === 0 ? line : line.slice(i);
}

/** What a reason adds when the case asked for the fenced block and the whole output was read. */
export const WHOLE_OUTPUT_READ = "(options.extract: no single fenced block, so the whole output was read)";

/** What an invalid-JSON reason adds when the case reads the whole output and it is one fenced block. */
export const FENCE_NOT_EXTRACTED =
  "(the output is a fenced code block: set options.extract: code_fence to read its content)";

/** What a reason adds when the block read had no closing fence. */
export const UNCLOSED_BLOCK_READ =
  "(options.extract: the fenced block is not closed, so it was read to the end of the output)";
