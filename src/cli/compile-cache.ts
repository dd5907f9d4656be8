import nodeModule from "node:module";
import { homedir } from "node:os";
import { isAbsolute, join } from "node:path";
import { makeDirectorySync } from "../io/make-directory.js";

/**
 * Node's compile cache (Node >= 22.1; `module.enableCompileCache`) for the CLI's own process: the
 * code a command compiles is kept on disk, so the next ModelGate process on the machine, such as
 * the `compare` after two `run`s in a CI job, skips most of the compiling (a replayed 5-case `run`
 * on Node 24: ~13 % less CPU with the cache filled, ~4 % more for the process that fills it).
 * `NODE_DISABLE_COMPILE_CACHE=1` turns it off. Never for a library's caller: its host decides.
 */
export function enableCompileCache(env: NodeJS.ProcessEnv): void {
  const enable = (nodeModule as { enableCompileCache?: (directory?: string) => unknown }).enableCompileCache;
  if (enable === undefined) return;
  try {
    const folder = compileCacheFolder(env, homedir());
    // Made here first: Node makes a missing one with its recursive mkdir, which under /proc
    // (a HOME or XDG_CACHE_HOME there) never returns; this one throws instead.
    if (folder !== undefined) makeDirectorySync(folder);
    enable(folder);
  } catch {
    // A cache that cannot be opened costs nothing but the compiling it would have saved.
  }
}

/**
 * Where the cache lives: the folder `NODE_COMPILE_CACHE` names (undefined: Node reads it itself),
 * else `modelgate/node-compile-cache` in the user's cache folder (`XDG_CACHE_HOME`, else
 * `~/.cache`). Not Node's default, `node-compile-cache` in the shared temporary folder: on a
 * machine with several users, whoever makes that folder first decides what the others load.
 */
export function compileCacheFolder(env: NodeJS.ProcessEnv, home: string): string | undefined {
  if (env.NODE_COMPILE_CACHE !== undefined && env.NODE_COMPILE_CACHE !== "") return undefined;
  const xdg = env.XDG_CACHE_HOME;
  // The XDG rule: a relative XDG_CACHE_HOME is invalid and ignored.
  const base = xdg !== undefined && isAbsolute(xdg) ? xdg : join(home, ".cache");
  return join(base, "modelgate", "node-compile-cache");
}

/**
 * Where the CLI's own chunk code caches live (src/cli/script-chunks.ts), or undefined when caching
 * is off: `NODE_DISABLE_COMPILE_CACHE` set turns both caches off, as Node's own does; otherwise
 * the folder `NODE_COMPILE_CACHE` names, else the one {@link compileCacheFolder} gives. `home` is
 * asked only when no variable names the folder (os.homedir() throws for a user without one).
 */
export function scriptCacheFolder(env: NodeJS.ProcessEnv, home: () => string): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE !== undefined && env.NODE_DISABLE_COMPILE_CACHE !== "") return undefined;
  const named = env.NODE_COMPILE_CACHE;
  if (named !== undefined && named !== "") return named;
  const xdg = env.XDG_CACHE_HOME;
  return compileCacheFolder(env, xdg !== undefined && isAbsolute(xdg) ? "" : home());
}
