import { knownSecrets } from "../core/safety/secret-values.js";
import { neutralizeTerminal } from "../core/safety/terminal.js";
import { neutralizeWorkflowCommands } from "../core/safety/workflow-commands.js";

/** The commands @actions/core issues for this Action; any other `::name` line is untrusted text. */
const OWN_COMMAND = /^::(?:warning|error|notice|debug|add-mask|group|endgroup)(?: [^\r\n]*?)?::/;
/**
 * One line and its line break: how @actions/core writes a command (`issueCommand`, its data with
 * line breaks escaped as %0A). A command-looking line inside text of several lines came from
 * `core.info` (a suite name with line breaks, an error message), never from a command.
 */
const ONE_LINE = /^[^\r\n]*(?:\r?\n)?$/;

/**
 * Defence in depth for the log (the Action's log lines are neutralised where they are written,
 * src/github/log.ts): a line written to stdout that reads as a workflow command is neutralised,
 * whoever wrote it, unless it is a write of its own holding one of the commands @actions/core
 * issues for us; `::stop-commands::`, `::set-output`, `##[...]`, `::add-path::` never pass.
 * Known secrets are masked, and no terminal control reaches the log (logSafe).
 */
let guarded = false;

export function guardStdout(): void {
  // Once per process: run() may be called more than once (by @github/local-action, by tests).
  if (guarded) return;
  guarded = true;
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    if (typeof chunk !== "string") return write(chunk, ...(rest as []));
    return write(guardedText(chunk), ...(rest as []));
  }) as typeof process.stdout.write;
}

/** What the guard lets through of one write to stdout. */
export function guardedText(chunk: string): string {
  if (ONE_LINE.test(chunk) && OWN_COMMAND.test(chunk) && !chunk.includes("##[")) {
    // core.setSecret's own line carries the value to mask: it must reach the runner as is.
    return chunk.startsWith("::add-mask::") ? chunk : logSafe(knownSecrets.maskText(chunk));
  }
  return neutralizeWorkflowCommands(logSafe(knownSecrets.maskText(chunk)));
}

/**
 * The text with every terminal control, bidi, zero-width and tag character shown as `\uXXXX`
 * (as the CLI's streams do: GitHub's log viewer obeys ANSI sequences, and a `\r` or U+202E
 * rewrites what a line appears to say). A CRLF line break (a Windows runner's) is kept.
 */
export function logSafe(text: string): string {
  if (!text.includes("\r\n")) return neutralizeTerminal(text);
  return text.split("\r\n").map(neutralizeTerminal).join("\r\n");
}
