import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { scriptChunks, withContentLine } from "../../../scripts/script-chunks.mjs";

// scripts/script-chunks.mjs, the build's last CLI step: each chunk of dist/cli-chunks/ becomes a
// strict CommonJS file named by its text's hash, each command keeps an ES module that loads it,
// and an `import()` a script cannot serve fails the build.

const CHUNKS = resolve("/build/dist/cli-chunks");
const BANNER = "// banner";
const at = (name: string) => resolve(CHUNKS, name);

async function convert(files: Record<string, string>, commands: string[] = []) {
  const outputs = Object.entries(files).map(([name, text]) => ({ path: at(name), text }));
  const out = await scriptChunks(outputs, { chunks: CHUNKS, commands: commands.map(at), banner: BANNER });
  return new Map(out.map((f) => [f.path.slice(CHUNKS.length + 1), f.text]));
}

describe("script chunks (build)", () => {
  it("writes a chunk as a strict CommonJS file under its content line, and a command's ES loader", async () => {
    const out = await convert(
      {
        "run-AAAA.js": [
          'import { shared } from "./chunk-BBBB.js";',
          "export function runCommand() { return shared(import.meta.url); }",
          'export async function later() { return (await import("./provider-CCCC.js")).x; }',
        ].join("\n"),
      },
      ["run-AAAA.js"],
    );
    const script = out.get("run-AAAA.cjs") as string;
    const [first, second] = script.split("\n", 2);
    const body = script.slice((first as string).length + 1);
    expect(first).toBe(`//# modelgate-chunk ${createHash("sha256").update(body).digest("hex").slice(0, 32)}`);
    expect(second?.startsWith('"use strict";var __chunk_url=')).toBe(true);
    expect(script).toContain('require("./chunk-BBBB.js")');
    expect(script).toMatch(
      /Promise\.resolve\(\)\.then\(\(\)=>(?:__toESM\()?require\("\.\/provider-CCCC\.js"\)/,
    );
    expect(script).not.toContain("import.meta");
    const loader = out.get("run-AAAA.js") as string;
    expect(loader).toContain('entry.loadScriptChunk(new URL("./run-AAAA.cjs", import.meta.url), entry)');
    expect(loader).toMatch(/export \{ later, runCommand \};|export \{ runCommand, later \};/);
  });

  it("refuses an import() of anything but a chunk of the folder or a built-in", async () => {
    await expect(convert({ "run-AAAA.js": "export const load = (url) => import(url);" })).rejects.toThrow(
      /run-AAAA\.cjs: import\(url\) cannot run in a script/,
    );
    await expect(
      convert({ "run-AAAA.js": 'export const load = () => import("some-package");' }),
    ).rejects.toThrow(/cannot run in a script/);
    const fine = await convert({ "run-AAAA.js": 'export const load = () => import("node:crypto");' });
    expect(fine.get("run-AAAA.cjs")).toContain('require("node:crypto")');
  });

  it("names a text by its hash: the same text the same line, another text another", () => {
    expect(withContentLine("a")).toBe(withContentLine("a"));
    expect(withContentLine("a").split("\n")[0]).not.toBe(withContentLine("b").split("\n")[0]);
  });
});
