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
/**
 * A case id, key, field or name from a user's file or a result file, quoted for a message: its
 * line breaks written as `\n` (`\r`, `\u2028`...), so one message stays one line and no value
 * can forge a line of its own. (The CLI's stream step shows any other control character.)
 */
export declare function quoted(text: string): string;
/** The text with its line breaks written as `\n` (`\r`, `\u2028`...), for a name shown unquoted. */
export declare function oneLine(text: string): string;
/** A problem tied to no file or position (a flag, an option): a diagnostic of its own. */
export declare function unplaced(message: string): Diagnostic;
export declare function formatDiagnostic(d: Diagnostic): string;
/**
 * A user's mistake (bad suite, config, recorded file, flag). The CLI prints the diagnostics and
 * exits 2 without a stack trace; nothing has been written when it is thrown.
 */
export declare class InputError extends Error {
    readonly diagnostics: Diagnostic[];
    constructor(diagnostics: Diagnostic[] | string);
}
