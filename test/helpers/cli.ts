// The built CLI (dist/cli.cjs, the package's bin) in a child process, as users run it. The
// acceptance project's global setup builds the bundle once; no test file builds it again.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

export const REPO_ROOT = resolve(import.meta.dirname, "../..");
export const CLI = join(REPO_ROOT, "dist", "cli.cjs");

export interface CliExit {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Wall-clock time from the spawn to the close. */
  ms: number;
}

export interface CliOptions {
  cwd: string;
  /** The child's whole environment; quietEnv() when omitted. */
  env?: NodeJS.ProcessEnv;
  /** SIGKILL the child after this long (a hang then fails the test instead of timing it out). */
  killAfterMs?: number;
}

/** This process's environment without colours or debug output, plus `extra`. */
export function quietEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, NO_COLOR: "1", MODELGATE_DEBUG: "", ...extra };
}

/** Throws a clear message when the bundle is absent (a file run on its own without a build). */
export function ensureCli(): void {
  if (!existsSync(CLI)) throw new Error("dist/cli.cjs is missing: run `npm run build` first");
}

/**
 * Spawned asynchronously: the doubles answer from this process while the CLI runs. `child` lets
 * a test signal the run; `done` resolves when its streams are closed.
 */
export function startCli(
  args: readonly string[],
  o: CliOptions,
): { child: ChildProcess; done: Promise<CliExit> } {
  const started = Date.now();
  const child = spawn(process.execPath, [CLI, ...args], { cwd: o.cwd, env: o.env ?? quietEnv() });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d) => {
    stdout += String(d);
  });
  child.stderr?.on("data", (d) => {
    stderr += String(d);
  });
  const timer =
    o.killAfterMs === undefined ? undefined : setTimeout(() => child.kill("SIGKILL"), o.killAfterMs);
  const done = new Promise<CliExit>((resolveExit) =>
    child.on("close", (code) => {
      clearTimeout(timer);
      resolveExit({ code, stdout, stderr, ms: Date.now() - started });
    }),
  );
  return { child, done };
}

export function runCli(args: readonly string[], o: CliOptions): Promise<CliExit> {
  return startCli(args, o).done;
}

/**
 * Blocks this worker until the CLI exits: only for runs that need no double in this process.
 * `maxBuffer` is raised for outputs of many megabytes.
 */
export function runCliSync(args: readonly string[], o: CliOptions): CliExit {
  const started = Date.now();
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: o.cwd,
    encoding: "utf8",
    env: o.env ?? quietEnv(),
    maxBuffer: 64 * 1024 * 1024,
    ...(o.killAfterMs === undefined ? {} : { timeout: o.killAfterMs }),
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - started };
}
