import * as core from "@actions/core";
import { neutralizeWorkflowCommands } from "../core/safety/workflow-commands.js";
import { logSafe } from "./stdout-guard.js";

/**
 * `core.info` for the Action's log lines. `core.info` writes its text as it is, so a suite name,
 * a case id, a server's string or an error message in it could start a line with `::warning
 * file=...::` or `::add-mask::`; here no line of it can read as a workflow command, and no terminal
 * control in it reaches the log (the stdout guard does both again for every write). (`core.warning`,
 * `core.group` and `core.setFailed` escape line breaks themselves: their text stays in one command.)
 */
export function logInfo(message: string): void {
  core.info(neutralizeWorkflowCommands(logSafe(message)));
}
