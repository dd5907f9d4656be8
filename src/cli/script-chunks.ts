import { closeSync, fstatSync, openSync, readFileSync, renameSync, type Stats, writeFileSync } from "node:fs";
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
 * the cache the last process left (a 5,000-case replayed `run`: ~10 % less wall time on Node 20,
 * ~13 % on Node 24). After the command, {@link saveScriptChunkCaches} writes the cache of each
 * file that had none (or whose cache V8 refused: another Node, other V8 flags).
 *
 * A cache file is named by the chunk's name, size and modification time (as Python's bytecode
 * cache is): a file changed in place gets a new cache rather than code compiled from another
 * text. V8 itself refuses one made by another V8 version or with other flags.
 */

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
const unsaved: Array<{ script: Script; file: string }> = [];
/** The namespace of dist/cli.js, which the chunks import shared code from. */
let entry: object | undefined;
/** Where cache files go; null when there is no cache (turned off, or no folder). */
let cacheFolder: string | null | undefined;

/**
 * The exports of the chunk at `url` (a file URL or path), loaded once per process. `shared` is
 * the namespace of the entry (`import * as` of dist/cli.js), what the chunks' `require("../cli.js")`
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
  for (const { script, file } of unsaved.splice(0)) {
    try {
      const data = script.createCachedData();
      makeDirectorySync(dirname(file));
      // Written beside its place and renamed: a process reading it never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, data);
      renameSync(temp, file);
    } catch {
      // A cache that cannot be written costs the next process only the compiling it saves.
    }
  }
}

function load(path: string): Exports {
  const known = modules.get(path);
  if (known !== undefined) return known.exports;
  const fd = openSync(path, "r");
  let source: string;
  let stats: Stats;
  try {
    stats = fstatSync(fd);
    source = readFileSync(fd, "utf8");
  } finally {
    closeSync(fd);
  }
  const cacheFile = cacheFileOf(path, stats);
  const cachedData = cacheFile === undefined ? undefined : readOrUndefined(cacheFile);
  // Node's own wrapper, on the chunk's first line: positions in stack traces stay the file's.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: path,
    cachedData,
  });
  if (cacheFile !== undefined && (cachedData === undefined || script.cachedDataRejected === true)) {
    unsaved.push({ script, file: cacheFile });
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

function cacheFileOf(path: string, stats: Stats): string | undefined {
  if (cacheFolder === undefined) {
    const folder = scriptCacheFolder(process.env, homedir());
    cacheFolder =
      folder === undefined ? null : join(folder, `modelgate-chunks-${process.version}-${process.arch}`);
  }
  if (cacheFolder === null) return undefined;
  return join(cacheFolder, `${basename(path)}-${stats.size}-${Math.trunc(stats.mtimeMs)}.v8`);
}

function readOrUndefined(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
