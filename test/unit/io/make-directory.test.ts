import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeDirectory, makeDirectorySync } from "../../../src/io/make-directory.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "modelgate-mkdir-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const variants = {
  async: (path: string) => makeDirectory(path),
  sync: async (path: string) => makeDirectorySync(path),
};

describe.each(Object.entries(variants))("makeDirectory (%s)", (_name, make) => {
  it("makes every missing level, and leaves a folder that exists as it is", async () => {
    const deep = join(dir, "a", "b", "c");
    await make(deep);
    expect(statSync(deep).isDirectory()).toBe(true);
    writeFileSync(join(deep, "kept.txt"), "x");
    await make(deep);
    await make(join(dir, "a"));
    expect(existsSync(join(deep, "kept.txt"))).toBe(true);
  });

  it("takes a relative path against the working folder", async () => {
    const rel = relative(process.cwd(), join(dir, "rel", "x"));
    await make(rel);
    expect(statSync(join(dir, "rel", "x")).isDirectory()).toBe(true);
  });

  it("refuses a file where a folder should be, at the level or above it", async () => {
    writeFileSync(join(dir, "file"), "x");
    await expect(make(join(dir, "file"))).rejects.toMatchObject({ code: "EEXIST" });
    await expect(make(join(dir, "file", "below"))).rejects.toMatchObject({ code: "ENOTDIR" });
  });

  it("refuses a level under a dangling symbolic link", async () => {
    symlinkSync(join(dir, "nowhere"), join(dir, "dangling"));
    // The link itself stands where the folder should be: EEXIST, naming it.
    await expect(make(join(dir, "dangling", "x"))).rejects.toMatchObject({
      code: "EEXIST",
      path: join(dir, "dangling"),
    });
  });

  it("two callers making the same folders at once both succeed", async () => {
    const deep = join(dir, "p", "q", "r", "s");
    await Promise.all([make(deep), make(deep), make(join(deep, "t"))]);
    expect(statSync(join(deep, "t")).isDirectory()).toBe(true);
  });
});

// procfs says ENOENT for a new child of a folder that exists; Node's { recursive: true } read that
// as a missing parent and retried for ever, in the thread pool too, where nothing can stop it.
// So the probe runs in a child process (the module bundled by esbuild) with a kill timer: a
// relapse fails this test instead of holding the test run.
it.runIf(existsSync("/proc/self"))(
  "ends with ENOENT under /proc, where no folder can be made",
  async () => {
    const bundle = await build({
      entryPoints: [join(import.meta.dirname, "../../../src/io/make-directory.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      write: false,
      logLevel: "warning",
    });
    const module = join(dir, "make-directory.mjs");
    writeFileSync(module, bundle.outputFiles[0]!.text);
    const probe = `
    const { makeDirectory, makeDirectorySync } = await import(${JSON.stringify(pathToFileURL(module).href)});
    const codes = [];
    for (const path of ["/proc/modelgate-no-such/deeper", "/proc/modelgate-no-such"]) {
      try { makeDirectorySync(path); codes.push("made"); } catch (e) { codes.push(e.code); }
      try { await makeDirectory(path); codes.push("made"); } catch (e) { codes.push(e.code); }
    }
    console.log(codes.join(" "));`;
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", probe], {
      encoding: "utf8",
      timeout: 10_000,
      killSignal: "SIGKILL",
    });
    expect(child.signal, "the probe was killed: a mkdir that never returns").toBeNull();
    expect(child.stdout.trim()).toBe("ENOENT ENOENT ENOENT ENOENT");
  },
  20_000,
);
