import type { ParsedUserFile } from "./user-file.js";

export interface LoadSuiteOptions {
  /** Names of the custom checks the loaded plugins register; unknown `check:` names are errors. */
  customChecks?: ReadonlySet<string>;
  /** Resolves `file` (default: the process's working folder). */
  cwd?: string;
  /**
   * Expands `${NAME}` in the `url`, `headers` and `env` of `mcp_servers` (an unset variable is an
   * error naming the field); without it they are kept as written.
   */
  env?: NodeJS.ProcessEnv;
  /** The file already read and parsed (`validate` parsed it to tell its kind): not parsed again. */
  document?: ParsedUserFile;
}
