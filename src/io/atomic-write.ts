import { randomBytes } from "node:crypto";
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { knownSecrets } from "../core/safety/secret-values.js";
import { isProcessAlive } from "./process-alive.js";

/** Temporary files: `.<target>.<pid>.<random>.tmp`, next to the target. */
const TEMPORARY = /^\.(.+)\.(\d+)\.[0-9a-f]{12}\.tmp$/;
/** A temporary file this old is debris even if its process id has been reused. */
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Writes `text` (UTF-8) to `path` so that a reader sees either the old file or the whole new one,
 * never a half-written file, even when the process is killed mid-write: the text goes to a
 * temporary file in the same folder (same file system, so rename is atomic), is flushed to disk,
 * then renamed over the target. The folder is created when missing; the temporary file is
 * removed when anything fails, and those a killed earlier run left behind are removed too. Every
 * secret value the loaders saw is masked first: whatever echoed it (a server error, a model, an
 * MCP tool), it is never written.
 */
export async function writeFileAtomic(path: string, text: string | Iterable<string>): Promise<void> {
  await writeFilesAtomic([{ path, text }]);
}

/**
 * Writes several files all or nothing: every text is written and flushed to its temporary file
 * first, and only when all of them succeeded are they renamed into place. A full disk or a
 * vanished folder leaves no target written (and no temporary file) behind.
 *
 * A text may be given in pieces (a result file: one piece per case), written as they come so the
 * whole text is never held at once. Secrets are masked piece by piece: a producer never splits a
 * string value between two pieces, so every echoed secret lies wholly inside one of them.
 */
export async function writeFilesAtomic(
  files: ReadonlyArray<{ path: string; text: string | Iterable<string> }>,
): Promise<void> {
  writeFilesAtomicSync(files);
}

/**
 * {@link writeFilesAtomic}, done with synchronous calls: each step waits for the disk anyway,
 * and an asynchronous call only adds a round trip through the thread pool to each of them.
 */
function writeFilesAtomicSync(files: ReadonlyArray<{ path: string; text: string | Iterable<string> }>): void {
  const temporaries: Array<{ temporary: string; path: string }> = [];
  try {
    for (const { path, text } of files) {
      const folder = dirname(path);
      mkdirSync(folder, { recursive: true });
      removeStaleTemporaries(folder, basename(path));
      const temporary = join(
        folder,
        `.${basename(path)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`,
      );
      temporaries.push({ temporary, path });
      const fd = openSync(temporary, "w", 0o644);
      try {
        writePieces(fd, typeof text === "string" ? [text] : text);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
    for (const { temporary, path } of temporaries) renameSync(temporary, path);
  } catch (error) {
    for (const { temporary } of temporaries) rmSync(temporary, { force: true });
    throw error;
  }
}

/** Pieces are batched to about 1 MiB per write: few system calls, little held at once. */
const BATCH_CHARS = 1 << 20;

function writePieces(fd: number, pieces: Iterable<string>): void {
  let batch: string[] = [];
  let size = 0;
  for (const piece of pieces) {
    batch.push(knownSecrets.maskText(piece));
    size += piece.length;
    if (size >= BATCH_CHARS) {
      writeAll(fd, batch.join(""));
      batch = [];
      size = 0;
    }
  }
  if (batch.length > 0) writeAll(fd, batch.join(""));
}

/** The whole text, however many writes the kernel takes for it. */
function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, "utf8");
  let at = 0;
  while (at < bytes.length) at += writeSync(fd, bytes, at, bytes.length - at);
}

/**
 * Creates and removes a probe file in `folder`: a read-only or full folder is found before a
 * run's first model call, not after the whole run.
 */
export async function probeWritable(folder: string): Promise<void> {
  const probe = join(folder, `.modelgate-probe.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  const fd = openSync(probe, "wx", 0o644);
  try {
    writeAll(fd, "probe\n");
  } finally {
    closeSync(fd);
    rmSync(probe, { force: true });
  }
}

/** Temporary files for `target` whose process is gone (or that are over an hour old). */
function removeStaleTemporaries(folder: string, target: string): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    const match = TEMPORARY.exec(name);
    if (match === null || match[1] !== target) continue;
    const pid = Number(match[2]);
    if (pid === process.pid) continue;
    const path = join(folder, name);
    let old = false;
    try {
      old = Date.now() - statSync(path).mtimeMs > STALE_AFTER_MS;
    } catch {
      old = false;
    }
    if (old || !isProcessAlive(pid)) rmSync(path, { force: true });
  }
}
