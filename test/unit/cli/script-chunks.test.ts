import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The loader keeps its modules and cache folder per process: each test takes a fresh copy.
async function freshLoader() {
  vi.resetModules();
  return await import("../../../src/cli/script-chunks.js");
}

let root: string;
let chunks: string;
let cache: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "modelgate-script-chunks-"));
  chunks = join(root, "dist", "cli-chunks");
  cache = join(root, "cache");
  mkdirSync(chunks, { recursive: true });
  vi.stubEnv("XDG_CACHE_HOME", cache);
  vi.stubEnv("NODE_COMPILE_CACHE", "");
  vi.stubEnv("NODE_DISABLE_COMPILE_CACHE", "");
  // What each chunk's top level ran, in order, across the loaders of a test.
  (globalThis as Record<string, unknown>).__chunkLog = [];
  // A command chunk as the build writes it: its sibling by its ES name, the entry, a built-in,
  // a lazily required dependency through `createRequire(import.meta.url)`, and a later load.
  writeFileSync(
    join(chunks, "run-AAAA.cjs"),
    [
      'var __chunk_url=require("node:url").pathToFileURL(__filename).href;',
      "globalThis.__chunkLog.push('run');",
      'var shared=require("./chunk-BBBB.js");',
      'var entry=require("../cli.js");',
      'var path=require("node:path");',
      'var dep=require("node:module").createRequire(__chunk_url)("./dep-x.cjs");',
      "exports.runCommand=function(){return [shared.twice(21), entry.VERSION, path.basename(__filename), dep.name].join(' ')};",
      'exports.later=function(){return Promise.resolve().then(()=>require("./provider-CCCC.js"))};',
      "exports.shared=shared;",
    ].join("\n"),
  );
  writeFileSync(
    join(chunks, "chunk-BBBB.cjs"),
    "globalThis.__chunkLog.push('shared');exports.twice=function(n){return n*2};",
  );
  writeFileSync(join(chunks, "dep-x.cjs"), "globalThis.__chunkLog.push('dep');module.exports={name:'dep'};");
  writeFileSync(
    join(chunks, "provider-CCCC.cjs"),
    "globalThis.__chunkLog.push('provider');exports.shared=require('./chunk-BBBB.js');",
  );
  settle(chunks);
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

const entry = { VERSION: "9.9.9" };
const run = (folder = chunks) => pathToFileURL(join(folder, "run-AAAA.cjs"));
/**
 * The chunks as another install holds them (same names, sizes and times, another folder): what
 * a second process sees. V8 keeps the scripts a process compiled by text and file name, so the
 * same files loaded again in this process would never read a cache.
 */
function anotherInstall(): string {
  const folder = join(root, "other", "cli-chunks");
  cpSync(chunks, folder, { recursive: true });
  settle(folder);
  return folder;
}

/** Whole seconds, which `utimes` sets exactly (a time in milliseconds may come back 1 ms off). */
const FILE_TIME = 1_800_000_000;
function settle(folder: string): void {
  for (const name of readdirSync(folder)) utimesSync(join(folder, name), FILE_TIME, FILE_TIME);
}
const cacheFiles = () => {
  const folder = join(
    cache,
    "modelgate",
    "node-compile-cache",
    `modelgate-chunks-${process.version}-${process.arch}`,
  );
  try {
    return readdirSync(folder).sort();
  } catch {
    return [];
  }
};

describe("script chunks", () => {
  it("loads a chunk with its siblings, the entry, built-ins and lazily required files, each once", async () => {
    const { loadScriptChunk } = await freshLoader();
    const chunk = loadScriptChunk(run(), entry);
    expect((chunk.runCommand as () => string)()).toBe("42 9.9.9 run-AAAA.cjs dep");
    const provider = (await (chunk.later as () => Promise<Record<string, unknown>>)()) as Record<
      string,
      unknown
    >;
    // One module per file: the provider's shared chunk is the command's.
    expect(provider.shared).toBe(chunk.shared);
    expect(loadScriptChunk(run(), entry)).toBe(chunk);
    expect((globalThis as Record<string, unknown>).__chunkLog).toEqual(["run", "shared", "dep", "provider"]);
  });

  it("writes each file's code cache after the command, and the next process uses it", async () => {
    const first = await freshLoader();
    first.loadScriptChunk(run(), entry);
    expect(cacheFiles()).toEqual([]);
    first.saveScriptChunkCaches();
    const written = cacheFiles();
    expect(written).toHaveLength(3); // run, its shared chunk, the dependency
    expect(written.every((f) => /^(run-AAAA|chunk-BBBB|dep-x)\.cjs-\d+-\d+\.v8$/.test(f))).toBe(true);
    // A second process finds every cache and has nothing to write (a refused cache would be rewritten).
    const second = await freshLoader();
    const chunk = second.loadScriptChunk(run(anotherInstall()), entry);
    expect((chunk.runCommand as () => string)()).toBe("42 9.9.9 run-AAAA.cjs dep");
    expect(second.pendingScriptChunkCaches()).toBe(0);
  });

  it("rewrites a cache V8 refuses, and names a changed file's cache anew", async () => {
    const first = await freshLoader();
    first.loadScriptChunk(run(), entry);
    first.saveScriptChunkCaches();
    const folder = join(
      cache,
      "modelgate",
      "node-compile-cache",
      `modelgate-chunks-${process.version}-${process.arch}`,
    );
    const runCache = cacheFiles().find((f) => f.startsWith("run-")) as string;
    writeFileSync(join(folder, runCache), "not a code cache");
    const other = anotherInstall();
    writeFileSync(join(other, "dep-x.cjs"), "module.exports={name:'dep, changed'};");
    const second = await freshLoader();
    const chunk = second.loadScriptChunk(run(other), entry);
    expect((chunk.runCommand as () => string)()).toBe("42 9.9.9 run-AAAA.cjs dep, changed");
    // The refused cache and the changed file's: two to write.
    expect(second.pendingScriptChunkCaches()).toBe(2);
    second.saveScriptChunkCaches();
    expect(cacheFiles().filter((f) => f.startsWith("dep-x"))).toHaveLength(2);
  });

  it("writes nothing with NODE_DISABLE_COMPILE_CACHE, and uses NODE_COMPILE_CACHE's folder", async () => {
    vi.stubEnv("NODE_DISABLE_COMPILE_CACHE", "1");
    const off = await freshLoader();
    off.loadScriptChunk(run(), entry);
    expect(off.pendingScriptChunkCaches()).toBe(0);
    off.saveScriptChunkCaches();
    expect(cacheFiles()).toEqual([]);
    vi.stubEnv("NODE_DISABLE_COMPILE_CACHE", "");
    vi.stubEnv("NODE_COMPILE_CACHE", join(root, "named"));
    const named = await freshLoader();
    named.loadScriptChunk(run(), entry);
    named.saveScriptChunkCaches();
    expect(
      readdirSync(join(root, "named", `modelgate-chunks-${process.version}-${process.arch}`)),
    ).toHaveLength(3);
  });

  it("never throws when the cache cannot be written", async () => {
    // A file where the cache folder would be.
    mkdirSync(join(cache, "modelgate"), { recursive: true });
    writeFileSync(join(cache, "modelgate", "node-compile-cache"), "");
    const loader = await freshLoader();
    const chunk = loader.loadScriptChunk(run(), entry);
    expect(() => loader.saveScriptChunkCaches()).not.toThrow();
    expect((chunk.runCommand as () => string)()).toBe("42 9.9.9 run-AAAA.cjs dep");
  });
});

describe("a chunk that throws", () => {
  it("is forgotten, so the next load runs it again", async () => {
    writeFileSync(
      join(chunks, "bad-DDDD.cjs"),
      "globalThis.__chunkLog.push('bad');if(globalThis.__chunkLog.length===1)throw new Error('first');exports.ok=true;",
    );
    const { loadScriptChunk } = await freshLoader();
    const bad = pathToFileURL(join(chunks, "bad-DDDD.cjs"));
    expect(() => loadScriptChunk(bad, entry)).toThrow("first");
    expect(loadScriptChunk(bad, entry).ok).toBe(true);
    expect((globalThis as Record<string, unknown>).__chunkLog).toEqual(["bad", "bad"]);
  });
});
