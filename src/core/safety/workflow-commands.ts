/**
 * The GitHub Actions runner reads every line of a step's output for commands: `::name::` after
 * leading whitespace, and the older `##[name]` anywhere in the line. A line derived from model
 * output, suite text or a server's strings must never become one (an `::error file=...`
 * annotation, `::add-mask::`, `::stop-commands::`): the marker's first character is written as
 * its escape (`\u003a:error::`, `#\u0023[`), which keeps the text readable, keeps JSON text the
 * same JSON (it is a valid escape there), and leaves the runner blind to it.
 */
/**
 * The runner trims a line with .NET's `TrimStart()` (every `Char.IsWhiteSpace` character) before
 * looking for `::`. That set is JavaScript's `\s` plus U+0085 (NEXT LINE), which `\s` lacks; U+180E
 * (MONGOLIAN VOWEL SEPARATOR) was whitespace in older Unicode, and is counted too.
 */
const COMMAND_START = /^([\s\u0085\u180e]*):(?=:)/gm;
const COMMAND_LINE = /^[\s\u0085\u180e]*::/;
const LEGACY_COMMAND = /##\[/g;

export function neutralizeWorkflowCommands(text: string): string {
  if (!text.includes("::") && !text.includes("##[")) return text;
  // Every line break the runner splits on (it also splits on a lone \r).
  return text
    .split(/(\r\n|\r|\n)/)
    .map((part) => part.replace(COMMAND_START, "$1\\u003a").replace(LEGACY_COMMAND, "#\\u0023["))
    .join("");
}

/** Whether `text` holds a line the runner would read as a command. */
export function hasWorkflowCommand(text: string): boolean {
  return text.split(/\r\n|\r|\n/).some((line) => COMMAND_LINE.test(line) || line.includes("##["));
}
