import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { knownSecrets } from "../core/safety/secret-values.js";

/**
 * Writes `text` (UTF-8) to `path` so that a reader sees either the old file or the whole new one,
 * never a half-written file, even when the process is killed mid-write: the text goes to a
 * temporary file in the same folder (same file system, so rename is atomic), is flushed to disk,
 * then renamed over the target. The folder is created when missing; the temporary file is
 * removed when anything fails. Every secret value the loaders saw is masked first: whatever
 * echoed it (a server error, a model, an MCP tool), it is never written.
 */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true });
  const temporary = join(folder, `.${basename(path)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    const handle = await open(temporary, "w", 0o644);
    try {
      await handle.writeFile(knownSecrets.maskText(text), "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
