import { existsSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
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
// as a missing parent and retried for ever. Asynchronous only: a synchronous relapse would freeze
// the test worker itself, so the CLI's synchronous path is held to it in a child process
// (test/acceptance/hostile.test.ts, with a kill timer).
it.runIf(existsSync("/proc/self"))(
  "ends with ENOENT under /proc, where no folder can be made",
  async () => {
    await expect(makeDirectory("/proc/modelgate-no-such/deeper")).rejects.toMatchObject({ code: "ENOENT" });
    await expect(makeDirectory("/proc/modelgate-no-such")).rejects.toMatchObject({ code: "ENOENT" });
  },
  5_000,
);
