import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileCacheFolder, scriptCacheFolder } from "../../../src/cli/compile-cache.js";

describe("compileCacheFolder", () => {
  it("is in the user's own cache folder, never the shared temporary folder", () => {
    expect(compileCacheFolder({}, "/home/ana")).toBe("/home/ana/.cache/modelgate/node-compile-cache");
    expect(compileCacheFolder({ XDG_CACHE_HOME: "/var/cache/ana" }, "/home/ana")).toBe(
      "/var/cache/ana/modelgate/node-compile-cache",
    );
  });

  it("ignores a relative XDG_CACHE_HOME, as the XDG rules say", () => {
    expect(compileCacheFolder({ XDG_CACHE_HOME: "cache" }, "/home/ana")).toBe(
      "/home/ana/.cache/modelgate/node-compile-cache",
    );
  });

  it("leaves the folder to Node when NODE_COMPILE_CACHE names one", () => {
    expect(compileCacheFolder({ NODE_COMPILE_CACHE: "/tmp/cc" }, "/home/ana")).toBeUndefined();
    expect(compileCacheFolder({ NODE_COMPILE_CACHE: "" }, "/home/ana")).toBe(
      "/home/ana/.cache/modelgate/node-compile-cache",
    );
  });
});

describe("scriptCacheFolder", () => {
  const noHome = () => {
    throw new Error("uv_os_homedir returned ENOENT");
  };
  it("asks for the home folder only when no variable names the folder", () => {
    expect(scriptCacheFolder({ XDG_CACHE_HOME: "/x" }, noHome)).toBe(
      join("/x", "modelgate", "node-compile-cache"),
    );
    expect(scriptCacheFolder({ NODE_COMPILE_CACHE: "/named" }, noHome)).toBe("/named");
    expect(scriptCacheFolder({ NODE_DISABLE_COMPILE_CACHE: "1" }, noHome)).toBeUndefined();
    expect(scriptCacheFolder({}, () => "/home/u")).toBe(
      join("/home/u", ".cache", "modelgate", "node-compile-cache"),
    );
    // A relative XDG_CACHE_HOME is ignored, as the XDG rule says.
    expect(scriptCacheFolder({ XDG_CACHE_HOME: "rel" }, () => "/home/u")).toBe(
      join("/home/u", ".cache", "modelgate", "node-compile-cache"),
    );
    expect(() => scriptCacheFolder({}, noHome)).toThrow("ENOENT");
  });
});
