/**
 * The model's reasoning left in the content: a server without a reasoning parser (llama-server
 * without `--reasoning-format`, some Ollama versions with `think` off) returns `<think>…</think>`
 * and then the answer. The checks judge that text as the application would receive it; what
 * looks for the answer's fence or tool call skips the block, and a failure says it was there.
 */

/** A leading reasoning block's opening tag, at the start of the text after whitespace. */
const OPENING = /^\s*<(think|thinking|reasoning)>/i;

/** The tag of the reasoning block `text` opens with (`think`), or undefined. */
function leadingReasoningTag(text: string): { tag: string; end: number } | undefined {
  const open = OPENING.exec(text.slice(0, 256));
  return open === null ? undefined : { tag: open[1]!, end: open[0].length };
}

/**
 * The answer after a leading reasoning block: a fence or a call inside the reasoning is not the
 * answer's. A block that is not closed (the output was cut off while thinking) leaves no answer;
 * text without a leading block is returned as it is.
 */
export function afterThinking(text: string): string {
  const open = leadingReasoningTag(text);
  if (open === undefined) return text;
  // Searched in the text itself, case-insensitively: an index found in a lower-cased copy is off
  // by one for each `İ` before it (two UTF-16 units lower-cased).
  const closing = new RegExp(`</${open.tag}>`, "ig");
  closing.lastIndex = open.end;
  const end = closing.exec(text);
  return end === null ? "" : text.slice(end.index + end[0].length);
}

/** What a failure's reason adds when `text` starts with a reasoning block, else undefined. */
export function inlineReasoningNote(text: string): string | undefined {
  const open = leadingReasoningTag(text);
  if (open === undefined) return undefined;
  // The tag as the product spells it, not as the output did: under `capture: none` the reason
  // may hold nothing the model wrote.
  return `(the output starts with a <${open.tag.toLowerCase()}> block: the server returned the model's reasoning inline; see docs/suite-format.md#thinking-models)`;
}
