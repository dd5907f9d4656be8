import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import nodeModule from "node:module";
import { homedir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Script } from "node:vm";
import { makeDirectorySync } from "../io/make-directory.js";
import { scriptCacheFolder } from "./compile-cache.js";

/**
 * The built CLI's command chunks, loaded as CommonJS scripts with V8's code cache (issue 18).
 *
 * Node's own compile cache (Node >= 22.1) keeps a module's code as compiled when it is loaded,
 * so only its top level: each function is still compiled at its first call, in every process.
 * V8's code cache made after the code has run (`Script#createCachedData`) holds every function
 * that ran, and Node 20 has no module cache at all. So the build (scripts/script-chunks.mjs)
 * writes each chunk of dist/cli-chunks/ as a CommonJS file, and this loader compiles each with
 * the cache the last process left (a replayed 5,000-case `run`: 0.88x the wall time on Node 20,
 * 0.87x on Node 24). After the command, {@link saveScriptChunkCaches} writes the cache of each
 * file that had none (or whose cache was refused: another Node, other V8 flags, a damaged file).
 *
 * A cache is named by its file's name and the hash of its text, which the build writes on the
 * file's first line ({@link CONTENT_LINE}): V8 checks only the text's length, and a cache made
 * from other code of the same length would run that code. A file without the line gets no cache.
 * V8 does not check a cache's payload either (a damaged one can crash the process), so each is
 * written under a header of ours that holds its length and a checksum, checked before V8 reads it.
 */

/** The first line the build writes on each file: `//# modelgate-chunk <hash of the rest>`. */
export const CONTENT_LINE = "//# modelgate-chunk ";

type Exports = Record<string, unknown>;
type ChunkRequire = (specifier: string) => unknown;
type Wrapped = (
  exports: Exports,
  require: ChunkRequire,
  module: { exports: Exports },
  file: string,
  dir: string,
) => void;

const modules = new Map<string, { exports: Exports }>();
const unsaved: Array<{ script: Script; file: string; name: string }> = [];
/** The exports of the entry (dist/cli.cjs), which the chunks import shared code from. */
let entry: object | undefined;
/** Where cache files go; null when there is no cache (turned off, or no folder). */
let cacheFolder: string | null | undefined;

/**
 * The exports of the chunk at `url` (a file URL or path), loaded once per process. `shared` is
 * the exports of the entry (dist/cli.cjs), what the chunks' `require("../cli.js")`
 * gives: one copy of the entry's classes for every chunk.
 */
export function loadScriptChunk(url: URL | string, shared: object): Exports {
  entry ??= shared;
  return load(url instanceof URL || url.startsWith("file:") ? fileURLToPath(url) : url);
}

/** How many chunks were loaded without a usable cache, and are to be written at the end. */
export function pendingScriptChunkCaches(): number {
  return unsaved.length;
}

/** Writes the code cache of each chunk loaded without a usable one; never throws. */
export function saveScriptChunkCaches(): void {
  for (const { script, file, name } of unsaved.splice(0)) {
    // A name of its own (another process, even with this pid, never writes the same file), made
    // with O_EXCL, flushed, then renamed into place: a reader sees a whole file or none.
    const temp = `${file}.${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.tmp`;
    let written = false;
    try {
      makeDirectorySync(dirname(file));
      const fd = openSync(temp, "wx");
      try {
        const payload = script.createCachedData();
        writeAll(fd, header(payload));
        writeAll(fd, payload);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(temp, file);
      written = true;
      removeOlder(dirname(file), name, basename(file));
    } catch {
      // A cache that cannot be written costs the next process only the compiling it saves.
      if (!written) tryUnlink(temp);
    }
  }
}

function load(path: string): Exports {
  const known = modules.get(path);
  if (known !== undefined) return known.exports;
  const source = readFileSync(path, "utf8");
  const name = basename(path);
  const cacheFile = cacheFileOf(name, source);
  const cachedData = cacheFile === undefined ? undefined : readCache(cacheFile);
  // Node's wrapper on a line of its own: lines and columns in stack traces stay the file's.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {\n${source}\n})`, {
    filename: path,
    lineOffset: -1,
    cachedData,
  });
  if (cacheFile !== undefined && (cachedData === undefined || script.cachedDataRejected === true)) {
    unsaved.push({ script, file: cacheFile, name });
  }
  const module = { exports: {} as Exports };
  // Known before it runs, as with `require`: a chunk in a cycle gets the exports made so far;
  // one that throws is forgotten, so a later load runs it again rather than give half of it.
  modules.set(path, module);
  try {
    (script.runInThisContext() as Wrapped).call(
      module.exports,
      module.exports,
      requireFrom(path),
      module,
      path,
      dirname(path),
    );
  } catch (error) {
    modules.delete(path);
    throw error;
  }
  return module.exports;
}

/**
 * `require` inside a chunk: the entry for `../cli.js`, this loader for a file of the same folder
 * (a chunk's ES name `./x.js` is its CommonJS file `./x.cjs`), Node's for everything else. Its
 * `node:module` gives a `createRequire` that returns this same function for the chunk's own URL,
 * which the lazily required dependencies (`createRequire(import.meta.url)(file)`) go through.
 */
function requireFrom(path: string): ChunkRequire {
  const folder = dirname(path);
  const own = pathToFileURL(path).href;
  const node = nodeModule.createRequire(path);
  let moduleApi: typeof nodeModule | undefined;
  const chunkRequire: ChunkRequire = (specifier) => {
    if (specifier === "../cli.js" && entry !== undefined) return entry;
    if (specifier.startsWith("./") && !specifier.includes("/", 2)) {
      const name = specifier.endsWith(".js") ? `${specifier.slice(2, -3)}.cjs` : specifier.slice(2);
      if (name.endsWith(".cjs")) return load(join(folder, name));
    }
    if (specifier === "node:module") {
      moduleApi ??= {
        ...nodeModule,
        createRequire: (from: string | URL) =>
          String(from) === own || from === path ? chunkRequire : nodeModule.createRequire(from),
      } as typeof nodeModule;
      return moduleApi;
    }
    return node(specifier);
  };
  return chunkRequire;
}

/** The cache file of a chunk: by its name and the hash the build wrote; none without one. */
function cacheFileOf(name: string, source: string): string | undefined {
  if (!source.startsWith(CONTENT_LINE)) return undefined;
  const end = source.indexOf("\n");
  const hash = source.slice(CONTENT_LINE.length, end);
  if (!/^[0-9a-f]{16,64}$/.test(hash)) return undefined;
  cacheFolder ??= chunkCacheFolder();
  return cacheFolder === null ? undefined : join(cacheFolder, `${name}-${hash}.v8`);
}

function chunkCacheFolder(): string | null {
  try {
    const folder = scriptCacheFolder(process.env, homedir);
    return folder === undefined ? null : join(folder, `modelgate-chunks-${process.version}-${process.arch}`);
  } catch {
    // No home folder (a user without a passwd entry and no HOME): no cache, never a failure.
    return null;
  }
}

// Our header: magic, the payload's length, a checksum of it (one word in every 16).
const MAGIC = 0x3143474d; // "MGC1"
const HEADER_BYTES = 12;

function header(payload: Buffer): Buffer {
  const out = Buffer.alloc(HEADER_BYTES);
  out.writeUInt32LE(MAGIC, 0);
  out.writeUInt32LE(payload.length, 4);
  out.writeUInt32LE(checksum(payload), 8);
  return out;
}

/**
 * A checksum of every 16th 32-bit word (FNV-1a), cheap enough for every load (~4,000 steps for
 * a 256 KB cache): a file cut short, zeroed or overwritten in any 64-byte block is refused. A
 * single flipped bit can pass; V8's own check, off in Node's builds, would be the place for that.
 */
function checksum(payload: Buffer): number {
  let hash = 0x811c9dc5;
  const view = new DataView(payload.buffer, payload.byteOffset, payload.length);
  for (let at = 0; at + 4 <= payload.length; at += 64)
    hash = Math.imul(hash ^ view.getUint32(at, true), 0x01000193);
  return (Math.imul(hash ^ payload.length, 0x01000193) >>> 0) as number;
}

/** The payload of a cache file whose header holds; undefined for a missing or damaged one. */
function readCache(file: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  if (bytes.length < HEADER_BYTES || bytes.readUInt32LE(0) !== MAGIC) return undefined;
  const payload = bytes.subarray(HEADER_BYTES);
  if (bytes.readUInt32LE(4) !== payload.length || bytes.readUInt32LE(8) !== checksum(payload))
    return undefined;
  return payload;
}

function writeAll(fd: number, bytes: Buffer): void {
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
}

/** A cache file not written for this long is removed when another is written (one in use is rewritten). */
const STALE_MS = 14 * 24 * 3600 * 1000;

/**
 * Removes the other caches of the same file name (an earlier build of it) and every file of the
 * folder not written for {@link STALE_MS}, so the folder does not grow with each build.
 */
function removeOlder(folder: string, name: string, kept: string): void {
  const now = Date.now();
  for (const file of readdirSync(folder)) {
    if (file === kept) continue;
    const path = join(folder, file);
    if (file.startsWith(`${name}-`) && file.endsWith(".v8")) tryUnlink(path);
    else {
      const stats = statSync(path, { throwIfNoEntry: false });
      if (stats !== undefined && now - stats.mtimeMs > STALE_MS) tryUnlink(path);
    }
  }
}

function tryUnlink(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Gone already, or not ours to remove.
  }
}
