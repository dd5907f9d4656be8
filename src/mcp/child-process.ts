/** The stdio MCP servers' child processes: what environment they get, and that none outlives ModelGate. */

import { isProcessAlive } from "../io/process-alive.js";

/**
 * The server's environment: an allow-list of ModelGate's own (the path, home, locale and
 * temporary folder a program needs to start), plus the suite's `env`. The SDK's stdio transport
 * adds its own defaults underneath (`LOGNAME`, `SHELL`, `TERM`, `USER`; on Windows the profile
 * and system folders), which docs/security.md lists too. Nothing else of the job's
 * environment (tokens, `INPUT_*`, `ACTIONS_*`, cloud credentials) reaches a server; one that needs
 * a value gets it through `env: {NAME: "${NAME}"}`, which the loader masks wherever it is echoed.
 */
export function childEnvironment(extra: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && INHERITED.test(key)) out[key] = value;
  }
  return { ...out, ...extra };
}

const INHERITED =
  /^(PATH|HOME|LANG|LANGUAGE|TMPDIR|TEMP|TMP|TZ|LC_[A-Z_]+|SYSTEMROOT|WINDIR|PATHEXT|COMSPEC|USERPROFILE|APPDATA|LOCALAPPDATA)$/i;

/**
 * Stdio children not shut down yet. When ModelGate exits before it could stop them (a second
 * interrupt exits at once), they are killed on the way out rather than left running.
 */
const unstopped = new Set<number>();
let exitHooked = false;

export function killOnExit(pid: number): void {
  unstopped.add(pid);
  if (exitHooked) return;
  exitHooked = true;
  process.on("exit", () => {
    for (const child of unstopped) {
      try {
        process.kill(child, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  });
}

/** The SDK escalates to SIGKILL without waiting for it; make sure the child is really gone. */
export async function ensureExited(pid: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (!isProcessAlive(pid)) return;
    if (attempt === 0) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        return;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The child has exited (or was reaped): its pid may now belong to another process. */
export function forgetChild(pid: number): void {
  unstopped.delete(pid);
}
