import { mkdirSync, statSync } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";

/**
 * `mkdir -p` without Node's `{ recursive: true }`. Under /proc a missing child reports ENOENT
 * even though its parent exists; Node's recursive mkdir takes that for a missing parent
 * and retries for ever at full CPU, deaf to SIGTERM (`--output /proc/x/run.json` never returned).
 * Here the walk goes up until a level is made or found, then makes the levels below it one by
 * one, where an ENOENT is final: the caller gets the error.
 */
export function makeDirectorySync(dir: string): void {
  const attempt = (at: string, phase: Phase): Step => {
    try {
      mkdirSync(at);
      return "done";
    } catch (error) {
      return stepAfter(error, phase, () => isDirectorySync(at));
    }
  };
  const missing: string[] = [];
  for (let at = resolve(dir); attempt(at, "up") === "up" && dirname(at) !== at; at = dirname(at)) {
    missing.push(at);
  }
  for (const level of missing.reverse()) attempt(level, "down");
}

/** {@link makeDirectorySync} with asynchronous calls. */
export async function makeDirectory(dir: string): Promise<void> {
  const attempt = async (at: string, phase: Phase): Promise<Step> => {
    try {
      await mkdir(at);
      return "done";
    } catch (error) {
      const directory = await stat(at).then(
        (st) => st.isDirectory(),
        () => false,
      );
      return stepAfter(error, phase, () => directory);
    }
  };
  const missing: string[] = [];
  for (let at = resolve(dir); (await attempt(at, "up")) === "up" && dirname(at) !== at; at = dirname(at)) {
    missing.push(at);
  }
  for (const level of missing.reverse()) await attempt(level, "down");
}

/** Going up to find a level that exists, or down making the missing ones. */
type Phase = "up" | "down";
/** The level is there now ("done"), or its parent must be made first ("up"). */
type Step = "done" | "up";

/** After a failed mkdir: the folder exists already, or (going up) a level above is missing; else it throws. */
function stepAfter(error: unknown, phase: Phase, isDirectory: () => boolean): Step {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EEXIST" && isDirectory()) return "done";
  if (code === "ENOENT" && phase === "up") return "up";
  throw error;
}

function isDirectorySync(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
