import { knownSecrets } from "../core/safety/secret-values.js";
import { neutralizeWorkflowCommands } from "../core/safety/workflow-commands.js";

/** The commands @actions/core issues for this Action; any other `::name` line is untrusted text. */
const OWN_COMMAND = /^::(?:warning|error|notice|debug|add-mask|group|endgroup)(?: [^\r\n]*?)?::/;

/**
 * Defence in depth for the log: a line written to stdout that reads as a workflow command other
 * than the ones @actions/core issues for us (`::stop-commands::`, `::set-output`, `##[...]`,
 * `::add-path::`) is neutralised, whoever wrote it; known secrets are masked.
 */
let guarded = false;

export function guardStdout(): void {
  // Once per process: run() may be called more than once (by @github/local-action, by tests).
  if (guarded) return;
  guarded = true;
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    if (typeof chunk !== "string") return write(chunk, ...(rest as []));
    const safe = chunk
      .split(/(\r\n|\r|\n)/)
      .map((line) => {
        // core.setSecret's own line carries the value to mask: it must reach the runner as is.
        if (line.startsWith("::add-mask::")) return line;
        const masked = knownSecrets.maskText(line);
        return OWN_COMMAND.test(masked) && !masked.includes("##[")
          ? masked
          : neutralizeWorkflowCommands(masked);
      })
      .join("");
    return write(safe, ...(rest as []));
  }) as typeof process.stdout.write;
}
