#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  makeDirectory,
  makeDirectorySync
} from "./chunk-LAHQI3NT.js";
import {
  isProcessAlive
} from "./chunk-43UQDYIY.js";
import {
  knownSecrets
} from "./chunk-SVE7TLRR.js";

// src/io/atomic-write.ts
import { randomBytes } from "node:crypto";
import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeSync
} from "node:fs";
import { open, readdir, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
var TEMPORARY = /^\.(.+)\.(\d+)\.[0-9a-f]{12}\.tmp$/;
var STALE_AFTER_MS = 60 * 60 * 1e3;
async function writeFileAtomic(path, text) {
  await writeFilesAtomic([{ path, text }]);
}
async function writeFilesAtomic(files) {
  const temporaries = [];
  try {
    for (const { path, text } of files) {
      const folder = dirname(path);
      await makeDirectory(folder);
      for (const stale of staleCandidates(await readdir(folder).catch(() => []), folder, path)) {
        const old = await stat(stale.path).then(
          (st) => Date.now() - st.mtimeMs > STALE_AFTER_MS,
          () => false
        );
        if (old || !isProcessAlive(stale.pid)) await rm(stale.path, { force: true });
      }
      const temporary = temporaryFor(path);
      temporaries.push({ temporary, path });
      const handle = await open(temporary, "w", 420);
      try {
        for (const batch of batches(text)) await handle.write(batch, null, "utf8");
        await handle.sync();
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
function writeFilesAtomicSync(files) {
  const temporaries = [];
  try {
    for (const { path, text } of files) {
      const folder = dirname(path);
      makeDirectorySync(folder);
      removeStaleTemporaries(folder, path);
      const temporary = temporaryFor(path);
      temporaries.push({ temporary, path });
      const fd = openSync(temporary, "w", 420);
      try {
        for (const batch of batches(text)) writeAll(fd, batch);
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
function temporaryFor(path) {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
}
var BATCH_CHARS = 1 << 20;
function* batches(text) {
  let batch = [];
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
function writeAll(fd, text) {
  const bytes = Buffer.from(text, "utf8");
  let at = 0;
  while (at < bytes.length) at += writeSync(fd, bytes, at, bytes.length - at);
}
async function probeWritable(folder) {
  const probe = join(folder, `.modelgate-probe.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  const fd = openSync(probe, "wx", 420);
  try {
    writeAll(fd, "probe\n");
  } finally {
    closeSync(fd);
    rmSync(probe, { force: true });
  }
}
function staleCandidates(names, folder, target) {
  const own = basename(target);
  const found = [];
  for (const name of names) {
    const match = TEMPORARY.exec(name);
    if (match === null || match[1] !== own) continue;
    const pid = Number(match[2]);
    if (pid !== process.pid) found.push({ path: join(folder, name), pid });
  }
  return found;
}
function removeStaleTemporaries(folder, target) {
  let names;
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

export {
  writeFileAtomic,
  writeFilesAtomic,
  writeFilesAtomicSync,
  probeWritable
};
