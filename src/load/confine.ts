import { open, realpath } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { pathExists } from "./file-stat.js";

/**
 * Paths a suite or config names (prompt files, corpus, recorded outputs, plugins, an MCP
 * server's cwd) stay inside the repository: a pull request's suite must not read
 * `../../etc/passwd` or `/proc/self/environ` and send it to a model or into a result.
 */

/**
 * The nearest folder at or above `from` (the suite's or config's folder) holding `.git`. Without
 * one: the working folder when `from` lies inside it, else `from` itself (a suite kept outside
 * any repository and the working folder may only name what lies below it).
 */
export async function repositoryRoot(from: string, cwd: string): Promise<string> {
  let folder = resolve(from);
  for (;;) {
    if (await pathExists(join(folder, ".git"))) return folder;
    const parent = dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  return isInside(resolve(from), resolve(cwd)) ? resolve(cwd) : resolve(from);
}

/**
 * Null when `path` (absolute), after following every symbolic link, lies inside `root`; else
 * the reason. A path that does not exist yet is judged by its nearest existing parent.
 */
export async function outsideRoot(path: string, root: string): Promise<string | null> {
  const realRoot = await realpath(root).catch(() => resolve(root));
  const real = await realOrParent(path);
  if (isInside(real, realRoot)) return null;
  return `resolves outside the repository root (${realRoot})${real !== path ? ` to ${real}` : ""}: suites and configs may only name files inside it`;
}

export function isInside(path: string, root: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}

async function realOrParent(path: string): Promise<string> {
  let current = resolve(path);
  const rest: string[] = [];
  for (;;) {
    try {
      return join(await realpath(current), ...rest.reverse());
    } catch {
      const parent = dirname(current);
      if (parent === current) return resolve(path);
      rest.push(current.slice(parent.length + (parent.endsWith(sep) ? 0 : 1)));
      current = parent;
    }
  }
}

export class TooLargeError extends Error {}

/**
 * The bytes of `path`, refusing more than `max`: the size a file system reports is not trusted
 * (`/proc` files say 0 and never end), so at most `max + 1` bytes are ever read.
 */
export async function readCapped(path: string, max: number): Promise<Buffer> {
  const handle = await open(path, "r");
  try {
    // The reported size is only a hint for the first buffer (one byte more, to see the end):
    // a large file is then read once into one buffer, not copied again from chunks.
    const hint = Math.min((await handle.stat()).size, max) + 1;
    const first = Buffer.allocUnsafe(hint);
    let total = 0;
    while (total < hint) {
      const { bytesRead } = await handle.read(first, total, hint - total, null);
      if (bytesRead === 0) return first.subarray(0, total);
      total += bytesRead;
    }
    if (total > max) throw new TooLargeError(`larger than ${formatBytes(max)}`);
    const chunks: Buffer[] = [first];
    for (;;) {
      const buffer = Buffer.alloc(Math.min(1 << 20, max + 1 - total));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      chunks.push(buffer.subarray(0, bytesRead));
      total += bytesRead;
      if (total > max) throw new TooLargeError(`larger than ${formatBytes(max)}`);
    }
    return Buffer.concat(chunks, total);
  } finally {
    await handle.close();
  }
}

export function formatBytes(n: number): string {
  return n >= 1 << 20 ? `${n / (1 << 20)} MiB` : `${n / 1024} KiB`;
}
