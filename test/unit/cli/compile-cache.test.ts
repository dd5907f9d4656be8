import { describe, expect, it } from "vitest";
import { compileCacheFolder } from "../../../src/cli/compile-cache.js";

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
