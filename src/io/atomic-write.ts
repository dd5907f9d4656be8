import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { type FileHandle, open, readdir, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { knownSecrets } from "../core/safety/secret-values.js";
import { makeDirectory, makeDirectorySync } from "./make-directory.js";
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
export async function writeFilesAtomic(files: ReadonlyArray<AtomicFile>): Promise<void> {
  // Asynchronous: a writer during a run (the response cache, one entry per model call) must not
  // hold the event loop while the disk flushes, or the calls in flight wait for it.
  const temporaries: Array<{ temporary: string; path: string }> = [];
  const streams: AtomicFile[] = [];
  try {
    for (const file of files) {
      const { path, text } = file;
      if (isStreamTarget(path)) {
        streams.push(file);
        continue;
      }
      const folder = dirname(path);
      await makeDirectory(folder);
      for (const stale of staleCandidates(await readdir(folder).catch(() => []), folder, path)) {
        const old = await stat(stale.path).then(
          (st) => Date.now() - st.mtimeMs > STALE_AFTER_MS,
          () => false,
        );
        if (old || !isProcessAlive(stale.pid)) await rm(stale.path, { force: true });
      }
      const { temporary, handle } = await openTemporary(path);
      temporaries.push({ temporary, path });
      try {
        for (const batch of batches(text)) await handle.write(batch, null, "utf8");
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
    for (const { path, text } of streams) {
      const handle = await open(path, "w");
      try {
        for (const batch of batches(text)) await handle.write(batch, null, "utf8");
      } finally {
        await handle.close();
      }
    }
    for (const { temporary, path } of temporaries) await rename(temporary, path);
  } catch (error) {
    await Promise.all(temporaries.map(({ temporary }) => rm(temporary, { force: true })));
    throw error;
  }
}

/**
 * {@link writeFilesAtomic} with synchronous calls, for a process's last step (the CLI's result
 * and report files), when nothing else waits on the event loop: each step waits for the disk
 * anyway, and an asynchronous call only adds a round trip through the thread pool to each.
 */
export function writeFilesAtomicSync(files: ReadonlyArray<AtomicFile>): void {
  const temporaries: Array<{ temporary: string; path: string }> = [];
  const streams: AtomicFile[] = [];
  try {
    for (const file of files) {
      const { path, text } = file;
      if (isStreamTarget(path)) {
        streams.push(file);
        continue;
      }
      const folder = dirname(path);
      makeDirectorySync(folder);
      removeStaleTemporaries(folder, path);
      const { temporary, fd } = openTemporarySync(path);
      temporaries.push({ temporary, path });
      try {
        writePiecesSync(fd, text);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
    for (const { path, text } of streams) {
      const fd = openSync(path, "w");
      try {
        writePiecesSync(fd, text);
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

/**
 * Whether `path` is something a write goes into as it is, not a file to replace: a device
 * (`/dev/null`, `/dev/full`), a pipe or a socket, itself or through links (`/dev/stdout`). A
 * rename would put a regular file in its place: run as root, `--output /dev/null` left a file
 * where the device was, and `/dev/full` took the text instead of refusing it. It gets the text
 * directly (no temporary file, nothing to flush), after every file of the call is written. A
 * link to a file, or to nothing, is not followed but replaced, as before: a link planted in a
 * checkout cannot send a write to a file elsewhere.
 */
function isStreamTarget(path: string): boolean {
  let target: ReturnType<typeof statSync>;
  try {
    target = statSync(path, { throwIfNoEntry: false });
  } catch {
    return false; // not readable: the write below says why
  }
  return target !== undefined && !target.isFile() && !target.isDirectory();
}

/** A file to write: its text whole, or in pieces written as they come. */
export interface AtomicFile {
  path: string;
  text: string | Iterable<string>;
}

/** Where `path`'s text goes before the rename: `.<name>.<pid>.<random>.tmp` beside it. */
function temporaryFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${randomHex12()}.tmp`);
}

/**
 * 48 random bits as 12 hex digits. Not node:crypto (loading it is ~10 ms of a `compare` that
 * hashes nothing): a name needs no secrecy, as the file is opened with `wx`, which refuses a
 * name that exists, a planted link included, and another name is drawn.
 */
function randomHex12(): string {
  return Math.floor(Math.random() * 2 ** 48)
    .toString(16)
    .padStart(12, "0");
}

/** Tries before an existing name is taken for an error: 8 collisions of 48 random bits are an attack. */
const NAME_ATTEMPTS = 8;

const exists = (error: unknown) => (error as NodeJS.ErrnoException).code === "EEXIST";

/** A new temporary file for `path`, created by this call (never one that was there). */
async function openTemporary(path: string): Promise<{ temporary: string; handle: FileHandle }> {
  for (let attempt = 1; ; attempt++) {
    const temporary = temporaryFor(path);
    try {
      return { temporary, handle: await open(temporary, "wx", 0o644) };
    } catch (error) {
      if (!exists(error) || attempt === NAME_ATTEMPTS) throw error;
    }
  }
}

/** {@link openTemporary} with a synchronous call. */
function openTemporarySync(path: string): { temporary: string; fd: number } {
  for (let attempt = 1; ; attempt++) {
    const temporary = temporaryFor(path);
    try {
      return { temporary, fd: openSync(temporary, "wx", 0o644) };
    } catch (error) {
      if (!exists(error) || attempt === NAME_ATTEMPTS) throw error;
    }
  }
}

/** Pieces are batched to about 1 MiB per write: few system calls, little held at once. */
const BATCH_CHARS = 1 << 20;

/** The text in writes of about {@link BATCH_CHARS}, every known secret masked. */
function* batches(text: string | Iterable<string>): Generator<string> {
  let batch: string[] = [];
  let size = 0;
  for (const piece of typeof text === "string" ? [text] : text) {
    batch.push(knownSecrets.maskText(piece));
    size += piece.length;
    if (size >= BATCH_CHARS) {
      yield batch.join("");
      batch = [];
      size = 0;
    }
  }
  if (batch.length > 0) yield batch.join("");
}

/** Room for {@link BATCH_CHARS} of any text: a UTF-16 unit takes at most 3 bytes of UTF-8. */
const BATCH_BYTES = 3 * BATCH_CHARS;

/**
 * {@link batches} for a synchronous writer: each masked piece is encoded straight into one
 * buffer, written when it holds about {@link BATCH_CHARS} bytes, so the pieces are never joined
 * into a string first and no byte count is taken of it. A piece that could not fit a batch
 * (more units than a third of the buffer) is written on its own, as a string.
 */
function writePiecesSync(fd: number, text: string | Iterable<string>): void {
  // A whole text (a report) is one write of its own: no buffer to copy it into.
  if (typeof text === "string") {
    writeAll(fd, knownSecrets.maskText(text));
    return;
  }
  let buffer: Buffer | undefined;
  let used = 0;
  const flush = (): void => {
    for (let at = 0; at < used; ) at += writeSync(fd, buffer!, at, used - at);
    used = 0;
  };
  // A high surrogate ending a piece waits for the next: a pair cut between two pieces is still
  // one character (each piece is encoded on its own; the joined batches kept such pairs whole).
  let held = "";
  for (const piece of text) {
    let masked = held + knownSecrets.maskText(piece);
    held = "";
    const last = masked.charCodeAt(masked.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) {
      held = masked.slice(-1);
      masked = masked.slice(0, -1);
    }
    if (masked.length * 3 > BATCH_BYTES) {
      flush();
      writeAll(fd, masked);
      continue;
    }
    buffer ??= Buffer.allocUnsafe(BATCH_BYTES);
    if (masked.length * 3 > BATCH_BYTES - used) flush();
    used += buffer.write(masked, used, "utf8");
    if (used >= BATCH_CHARS) flush();
  }
  if (held !== "") {
    flush();
    writeAll(fd, held);
  }
  flush();
}

/** The whole text, however many writes the kernel takes for it. */
function writeAll(fd: number, text: string): void {
  // The string is written as it is (no buffer of its bytes is made); only a write the kernel
  // cut short goes on from the bytes.
  const written = writeSync(fd, text, null, "utf8");
  if (written === Buffer.byteLength(text, "utf8")) return;
  const bytes = Buffer.from(text, "utf8");
  let at = written;
  while (at < bytes.length) at += writeSync(fd, bytes, at, bytes.length - at);
}

/**
 * Creates and removes a probe file in `folder`: a read-only or full folder is found before a
 * run's first model call, not after the whole run.
 */
export async function probeWritable(folder: string): Promise<void> {
  const probe = join(folder, `.modelgate-probe.${process.pid}.${randomHex12()}.tmp`);
  const fd = openSync(probe, "wx", 0o644);
  try {
    writeAll(fd, "probe\n");
  } finally {
    closeSync(fd);
    rmSync(probe, { force: true });
  }
}

/** The temporary files of `target` in `names` (of `folder`) that another process left. */
function staleCandidates(
  names: string[],
  folder: string,
  target: string,
): Array<{ path: string; pid: number }> {
  const own = basename(target);
  const found: Array<{ path: string; pid: number }> = [];
  for (const name of names) {
    const match = TEMPORARY.exec(name);
    if (match === null || match[1] !== own) continue;
    const pid = Number(match[2]);
    if (pid !== process.pid) found.push({ path: join(folder, name), pid });
  }
  return found;
}

/** Temporary files for `target` whose process is gone (or that are over an hour old). */
function removeStaleTemporaries(folder: string, target: string): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const stale of staleCandidates(names, folder, target)) {
    let old = false;
    try {
      old = Date.now() - statSync(stale.path).mtimeMs > STALE_AFTER_MS;
    } catch {
      old = false;
    }
    if (old || !isProcessAlive(stale.pid)) rmSync(stale.path, { force: true });
  }
}
