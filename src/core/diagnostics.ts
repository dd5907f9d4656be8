/** One problem in a user's input, located as precisely as we can. */
export interface Diagnostic {
  file: string;
  /** 1-based; 0 when the problem is not tied to a position (an unreadable file). */
  line: number;
  column: number;
  caseId?: string;
  /** Dotted path of the offending field inside the case or file, e.g. `expected.arguments`. */
  field?: string;
  message: string;
}

const LINE_BREAK: Record<string, string> = {
  "\n": "\\n",
  "\r": "\\r",
  "\u0085": "\\u0085",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * A case id, key, field or name from a user's file or a result file, quoted for a message: its
 * line breaks written as `\n` (`\r`, `\u2028`...), so one message stays one line and no value
 * can forge a line of its own. (The CLI's stream step shows any other control character.)
 */
export function quoted(text: string): string {
  return `'${oneLine(text)}'`;
}

/** The text with its line breaks written as `\n` (`\r`, `\u2028`...), for a name shown unquoted. */
export function oneLine(text: string): string {
  return text.replace(/[\n\r\u0085\u2028\u2029]/g, (ch) => LINE_BREAK[ch] ?? ch);
}

/** A problem tied to no file or position (a flag, an option): a diagnostic of its own. */
export function unplaced(message: string): Diagnostic {
  return { file: "", line: 0, column: 0, message };
}

export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
  const parts = [where];
  if (d.caseId !== undefined) parts.push(`case ${quoted(d.caseId)}`);
  if (d.field !== undefined && d.field !== "") parts.push(`field ${quoted(d.field)}`);
  return `${parts.join(": ")}: ${d.message}`;
}

/**
 * A user's mistake (bad suite, config, recorded file, flag). The CLI prints the diagnostics and
 * exits 2 without a stack trace; nothing has been written when it is thrown.
 */
export class InputError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[] | string) {
    // Exported: a JavaScript caller may give nothing, which is no diagnostic, not a TypeError.
    const list: Diagnostic[] =
      typeof diagnostics === "string"
        ? [unplaced(diagnostics)]
        : Array.isArray(diagnostics)
          ? diagnostics
          : diagnostics === undefined
            ? []
            : [unplaced(String(diagnostics))];
    super(list.map((d) => (d.file ? formatDiagnostic(d) : d.message)).join("\n"));
    this.name = "InputError";
    this.diagnostics = list;
  }
}
