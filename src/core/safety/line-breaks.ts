/**
 * Characters some reader takes for a line break although the text's own lines are split on `\n`
 * (and `\r\n`) only: a lone carriage return (a terminal returns to the line's start, an XML
 * parser turns it into a newline), U+2028 and U+2029 (JavaScript, some editors and viewers) and
 * U+0085 NEXT LINE (XML 1.1, .NET). A model could forge lines with them, a `- ` / `+ ` line in a
 * diff above all. Reports show each inside its line: `\r`, `\u{2028}`, `\u{2029}`, `\u{85}`.
 * A `\r\n` pair is left as it is: callers split on it or unify it.
 */
const HIDDEN_BREAK = /\r(?!\n)|[\u0085\u2028\u2029]/g;

const SHOWN: Record<string, string> = {
  "\r": "\\r",
  "\u0085": "\\u{85}",
  "\u2028": "\\u{2028}",
  "\u2029": "\\u{2029}",
};

export function showLineBreaks(text: string): string {
  return text.replace(HIDDEN_BREAK, (ch) => SHOWN[ch] ?? ch);
}
