#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  knownSecrets
} from "./chunk-YDUR3GEV.js";
import {
  isProcessAlive
} from "./chunk-43UQDYIY.js";

// src/io/atomic-write.ts
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
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
      await mkdir(folder, { recursive: true });
      await removeStaleTemporaries(folder, basename(path));
      const temporary = join(
        folder,
        `.${basename(path)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`
      );
      temporaries.push({ temporary, path });
      const handle = await open(temporary, "w", 420);
      try {
        await writePieces(handle, typeof text === "string" ? [text] : text);
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
var BATCH_CHARS = 1 << 20;
async function writePieces(handle, pieces) {
  let batch = [];
  let size = 0;
  for (const piece of pieces) {
    batch.push(knownSecrets.maskText(piece));
    size += piece.length;
    if (size >= BATCH_CHARS) {
      await handle.write(batch.join(""), null, "utf8");
      batch = [];
      size = 0;
    }
  }
  if (batch.length > 0) await handle.write(batch.join(""), null, "utf8");
}
async function probeWritable(folder) {
  const probe = join(folder, `.modelgate-probe.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  const handle = await open(probe, "wx", 420);
  try {
    await handle.writeFile("probe\n");
  } finally {
    await handle.close();
    await rm(probe, { force: true });
  }
}
async function removeStaleTemporaries(folder, target) {
  let names;
  try {
    names = await readdir(folder);
  } catch {
    return;
  }
  for (const name of names) {
    const match = TEMPORARY.exec(name);
    if (match === null || match[1] !== target) continue;
    const pid = Number(match[2]);
    if (pid === process.pid) continue;
    const path = join(folder, name);
    const old = await stat(path).then(
      (s) => Date.now() - s.mtimeMs > STALE_AFTER_MS,
      () => false
    );
    if (old || !isProcessAlive(pid)) await rm(path, { force: true });
  }
}

export {
  writeFileAtomic,
  writeFilesAtomic,
  probeWritable
};
