/**
 * What a Markdown text cut short needs appended to stay well-formed: the closing line of a fenced
 * code block left open, then a `</details>` for each collapsible section left open, so whatever
 * follows (a trim notice, the next suite) is rendered rather than swallowed as code.
 *
 * Fences follow CommonMark: an opening line is up to three spaces, then three or more backticks
 * (whose info string holds no backtick) or tildes; only a line of the same character, at least as
 * long, closes it. Lines inside a fence are content: a shorter fence or a `<details>` there
 * (model output in a diff) counts for nothing.
 */
export function closersFor(text: string): string {
  let fence: { char: string; length: number } | null = null;
  let open = 0;
  for (const line of text.split("\n")) {
    if (fence !== null) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
      if (close !== null && close[1]![0] === fence.char && close[1]!.length >= fence.length) fence = null;
      continue;
    }
    const start = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (start !== null && !(start[1]![0] === "`" && start[2]!.includes("`"))) {
      fence = { char: start[1]![0]!, length: start[1]!.length };
      continue;
    }
    open += (line.match(/<details\b/gi) ?? []).length;
    open -= (line.match(/<\/details>/gi) ?? []).length;
  }
  let out = fence === null ? "" : `\n${fence.char.repeat(fence.length)}`;
  for (let i = 0; i < open; i++) out += "\n\n</details>";
  return out;
}
