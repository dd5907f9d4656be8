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

export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
  const parts = [where];
  if (d.caseId !== undefined) parts.push(`case '${d.caseId}'`);
  if (d.field !== undefined && d.field !== "") parts.push(`field '${d.field}'`);
  return `${parts.join(": ")}: ${d.message}`;
}

/**
 * A user's mistake (bad suite, config, recorded file, flag). The CLI prints the diagnostics and
 * exits 2 without a stack trace; nothing has been written when it is thrown.
 */
export class InputError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[] | string) {
    const list =
      typeof diagnostics === "string"
        ? [{ file: "", line: 0, column: 0, message: diagnostics }]
        : diagnostics;
    super(list.map((d) => (d.file ? formatDiagnostic(d) : d.message)).join("\n"));
    this.name = "InputError";
    this.diagnostics = list;
  }
}
