import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withContentLine } from "../../../scripts/script-chunks.mjs";

// The loader keeps its modules and cache folder per process: each test takes a fresh copy.
async function freshLoader() {
  vi.resetModules();
  return await import("../../../src/cli/script-chunks.js");
}

/** A file as the build writes it: its text under the line naming its hash. */
const built = withContentLine;

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
    built(
      [
        '"use strict";var __chunk_url=require("node:url").pathToFileURL(__filename).href;',
        "globalThis.__chunkLog.push('run');",
        'var shared=require("./chunk-BBBB.js");',
        'var entry=require("../cli.js");',
        'var path=require("node:path");',
        'var dep=require("node:module").createRequire(__chunk_url)("./dep-x.cjs");',
        "exports.runCommand=function(){return [shared.twice(21), entry.VERSION, path.basename(__filename), dep.name].join(' ')};",
        'exports.later=function(){return Promise.resolve().then(()=>require("./provider-CCCC.js"))};',
        "exports.shared=shared;",
        "exports.where=function(){return new Error('here').stack.split('\\n')[1]};",
      ].join("\n"),
    ),
  );
  writeFileSync(
    join(chunks, "chunk-BBBB.cjs"),
    built("globalThis.__chunkLog.push('shared');exports.twice=function(n){return n*2};"),
  );
  writeFileSync(
    join(chunks, "dep-x.cjs"),
    built("globalThis.__chunkLog.push('dep');module.exports={name:'dep'};"),
  );
  writeFileSync(
    join(chunks, "provider-CCCC.cjs"),
    built("globalThis.__chunkLog.push('provider');exports.shared=require('./chunk-BBBB.js');"),
  );
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.doUnmock("node:os");
  rmSync(root, { recursive: true, force: true });
});

const entry = { VERSION: "9.9.9" };
const run = (folder = chunks) => pathToFileURL(join(folder, "run-AAAA.cjs"));
const folderOf = (base: string) =>
  join(base, "modelgate", "node-compile-cache", `modelgate-chunks-${process.version}-${process.arch}`);
const cacheFiles = () => {
  try {
    return readdirSync(folderOf(cache)).sort();
  } catch {
    return [];
  }
};
/**
 * The chunks as another install holds them (same texts, another folder): what a second process
 * sees. V8 keeps the scripts a process compiled by text and file name, so the same files loaded
 * again in this process would never read a cache.
 */
let installs = 0;
function anotherInstall(): string {
  const folder = join(root, `other-${++installs}`, "cli-chunks");
  cpSync(chunks, folder, { recursive: true });
  return folder;
}
const say = (chunk: Record<string, unknown>) => (chunk.runCommand as () => string)();

describe("script chunks", () => {
  it("loads a chunk with its siblings, the entry, built-ins and lazily required files, each once", async () => {
    const { loadScriptChunk } = await freshLoader();
    const chunk = loadScriptChunk(run(), entry);
    expect(say(chunk)).toBe("42 9.9.9 run-AAAA.cjs dep");
    const provider = (await (chunk.later as () => Promise<Record<string, unknown>>)()) as Record<
      string,
      unknown
    >;
    // One module per file: the provider's shared chunk is the command's.
    expect(provider.shared).toBe(chunk.shared);
    expect(loadScriptChunk(run(), entry)).toBe(chunk);
    expect((globalThis as Record<string, unknown>).__chunkLog).toEqual(["run", "shared", "dep", "provider"]);
    // Stack traces name the file's own lines (the wrapper sits on a line of its own).
    expect((chunk.where as () => string)()).toContain("run-AAAA.cjs:11:");
  });

  it("writes each file's code cache after the command, named by its text, and the next process uses it", async () => {
    const first = await freshLoader();
    first.loadScriptChunk(run(), entry);
    expect(cacheFiles()).toEqual([]);
    first.saveScriptChunkCaches();
    const written = cacheFiles();
    expect(written).toHaveLength(3); // run, its shared chunk, the dependency
    expect(written.every((f) => /^(run-AAAA|chunk-BBBB|dep-x)\.cjs-[0-9a-f]{32}\.v8$/.test(f))).toBe(true);
    // A second process finds every cache and has nothing to write: V8 took each (one refused
    // would be written again).
    const second = await freshLoader();
    expect(say(second.loadScriptChunk(run(anotherInstall()), entry))).toBe("42 9.9.9 run-AAAA.cjs dep");
    expect(second.pendingScriptChunkCaches()).toBe(0);
  });

  it("never runs a cache made from other code, even of the same length and time", async () => {
    const first = await freshLoader();
    first.loadScriptChunk(run(), entry);
    first.saveScriptChunkCaches();
    // The dependency changed to a text of the same length, with the same file times.
    const other = anotherInstall();
    const changed = built("globalThis.__chunkLog.push('DEP');module.exports={name:'DEP'};");
    expect(changed.length).toBe(readFileSync(join(chunks, "dep-x.cjs"), "utf8").length);
    writeFileSync(join(other, "dep-x.cjs"), changed);
    utimesSync(join(other, "dep-x.cjs"), 1_800_000_000, 1_800_000_000);
    utimesSync(join(chunks, "dep-x.cjs"), 1_800_000_000, 1_800_000_000);
    const second = await freshLoader();
    expect(say(second.loadScriptChunk(run(other), entry))).toBe("42 9.9.9 run-AAAA.cjs DEP");
    expect(second.pendingScriptChunkCaches()).toBe(1);
    // Its cache replaces the earlier build's of the same file name.
    second.saveScriptChunkCaches();
    expect(cacheFiles().filter((f) => f.startsWith("dep-x"))).toHaveLength(1);
  });

  it("refuses a damaged cache before V8 reads it, and writes it again", async () => {
    const first = await freshLoader();
    first.loadScriptChunk(run(), entry);
    first.saveScriptChunkCaches();
    const [runCache, sharedCache, depCache] = ["run-", "chunk-", "dep-"].map((p) =>
      join(folderOf(cache), cacheFiles().find((f) => f.startsWith(p)) as string),
    ) as [string, string, string];
    // Cut short; a block zeroed in the middle; not a cache at all.
    writeFileSync(runCache, readFileSync(runCache).subarray(0, 100));
    const zeroed = readFileSync(sharedCache);
    zeroed.fill(0, 64, 192);
    writeFileSync(sharedCache, zeroed);
    writeFileSync(depCache, "not a code cache");
    const second = await freshLoader();
    expect(say(second.loadScriptChunk(run(anotherInstall()), entry))).toBe("42 9.9.9 run-AAAA.cjs dep");
    expect(second.pendingScriptChunkCaches()).toBe(3);
    second.saveScriptChunkCaches();
    const third = await freshLoader();
    third.loadScriptChunk(run(anotherInstall()), entry);
    expect(third.pendingScriptChunkCaches()).toBe(0);
  });

  it("gives a file without the build's content line no cache", async () => {
    writeFileSync(join(chunks, "dep-x.cjs"), "module.exports={name:'plain'};");
    const loader = await freshLoader();
    expect(say(loader.loadScriptChunk(run(), entry))).toBe("42 9.9.9 run-AAAA.cjs plain");
    expect(loader.pendingScriptChunkCaches()).toBe(2);
    loader.saveScriptChunkCaches();
    expect(cacheFiles().some((f) => f.startsWith("dep-x"))).toBe(false);
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

  it("runs without a cache where there is no home folder, and with XDG_CACHE_HOME needs none", async () => {
    vi.doMock("node:os", async (original) => ({
      ...(await original<typeof import("node:os")>()),
      homedir: () => {
        throw new Error("uv_os_homedir returned ENOENT");
      },
    }));
    vi.stubEnv("XDG_CACHE_HOME", "");
    const homeless = await freshLoader();
    expect(say(homeless.loadScriptChunk(run(), entry))).toBe("42 9.9.9 run-AAAA.cjs dep");
    expect(homeless.pendingScriptChunkCaches()).toBe(0);
    vi.stubEnv("XDG_CACHE_HOME", cache);
    const named = await freshLoader();
    named.loadScriptChunk(run(), entry);
    expect(named.pendingScriptChunkCaches()).toBe(3);
  });

  it("never throws when the cache cannot be written, and leaves no temporary file", async () => {
    // A file where the cache folder would be.
    mkdirSync(join(cache, "modelgate"), { recursive: true });
    writeFileSync(join(cache, "modelgate", "node-compile-cache"), "");
    const loader = await freshLoader();
    const chunk = loader.loadScriptChunk(run(), entry);
    expect(() => loader.saveScriptChunkCaches()).not.toThrow();
    expect(say(chunk)).toBe("42 9.9.9 run-AAAA.cjs dep");
    expect(readdirSync(join(cache, "modelgate"))).toEqual(["node-compile-cache"]);
  });

  it("runs each chunk in strict mode, as the ES module it was", async () => {
    const text = readFileSync(join(chunks, "run-AAAA.cjs"), "utf8").replace(/^.*\n/, "");
    writeFileSync(
      join(chunks, "run-AAAA.cjs"),
      built(
        `${text}\nexports.sloppy=function(){try{Object.freeze({a:1}).a=2;return true}catch{return false}};`,
      ),
    );
    const { loadScriptChunk } = await freshLoader();
    expect((loadScriptChunk(run(), entry).sloppy as () => boolean)()).toBe(false);
  });
});

describe("a chunk that throws", () => {
  it("is forgotten, so the next load runs it again", async () => {
    writeFileSync(
      join(chunks, "bad-DDDD.cjs"),
      built(
        "globalThis.__chunkLog.push('bad');if(globalThis.__chunkLog.length===1)throw new Error('first');exports.ok=true;",
      ),
    );
    const { loadScriptChunk } = await freshLoader();
    const bad = pathToFileURL(join(chunks, "bad-DDDD.cjs"));
    expect(() => loadScriptChunk(bad, entry)).toThrow("first");
    expect(loadScriptChunk(bad, entry).ok).toBe(true);
    expect((globalThis as Record<string, unknown>).__chunkLog).toEqual(["bad", "bad"]);
  });
});
