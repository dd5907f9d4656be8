/**
 * The answer after a leading `<think>…</think>` block: the reasoning some servers leave in the
 * content is not the answer, so a fence or a call inside it is not the answer's. A block that is
 * not closed (the output was cut off while thinking) leaves no answer; text without a leading
 * block is returned as it is.
 */
export function afterThinking(text: string): string {
  const open = /^\s*<think>/.exec(text);
  if (open === null) return text;
  const end = text.indexOf("</think>", open[0].length);
  return end < 0 ? "" : text.slice(end + "</think>".length);
}
