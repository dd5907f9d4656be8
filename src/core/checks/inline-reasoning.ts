/**
 * A server without a reasoning parser (llama-server without `--reasoning-format`, some Ollama
 * versions with `think` off) returns the model's reasoning inline, as content: `<think>…</think>`
 * and then the answer. The checks judge that text as the application would receive it; a
 * failure on it says why it likely failed.
 */
const OPENING = /^\s*<(think|thinking|reasoning)>/i;

/** What a failure's reason adds when `text` starts with a reasoning block, else undefined. */
export function inlineReasoningNote(text: string): string | undefined {
  const tag = OPENING.exec(text.slice(0, 256))?.[1];
  if (tag === undefined) return undefined;
  return `(the output starts with a <${tag}> block: the server returned the model's reasoning inline; see docs/suite-format.md#thinking-models)`;
}
