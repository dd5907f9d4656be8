/** `-` as an input argument: standard input (`./-` names a file called `-`). */
export const STDIN = "-";
/** The name diagnostics and results give a suite read from standard input. */
export const STDIN_NAME = "<stdin>";
