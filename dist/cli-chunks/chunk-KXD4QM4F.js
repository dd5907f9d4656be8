#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
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
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeSync
} from "node:fs";
import { basename, dirname, join } from "node:path";
var TEMPORARY = /^\.(.+)\.(\d+)\.[0-9a-f]{12}\.tmp$/;
var STALE_AFTER_MS = 60 * 60 * 1e3;
async function writeFileAtomic(path, text) {
  await writeFilesAtomic([{ path, text }]);
}
async function writeFilesAtomic(files) {
  writeFilesAtomicSync(files);
}
function writeFilesAtomicSync(files) {
  const temporaries = [];
  try {
    for (const { path, text } of files) {
      const folder = dirname(path);
      mkdirSync(folder, { recursive: true });
      removeStaleTemporaries(folder, basename(path));
      const temporary = join(
        folder,
        `.${basename(path)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`
      );
      temporaries.push({ temporary, path });
      const fd = openSync(temporary, "w", 420);
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
var BATCH_CHARS = 1 << 20;
function writePieces(fd, pieces) {
  let batch = [];
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
function removeStaleTemporaries(folder, target) {
  let names;
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

export {
  writeFileAtomic,
  writeFilesAtomic,
  probeWritable
};
