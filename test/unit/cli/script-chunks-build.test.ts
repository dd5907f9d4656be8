import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { scriptChunks, withContentLine } from "../../../scripts/script-chunks.mjs";

// scripts/script-chunks.mjs, the build's last CLI step: each chunk of dist/cli-chunks/ becomes a
// strict CommonJS file named by its text's hash, the entry becomes CommonJS that loads each
// command's file itself, and an `import()` a script cannot serve fails the build.

const CHUNKS = resolve("/build/dist/cli-chunks");
const BANNER = "// banner";
const at = (name: string) => resolve(CHUNKS, name);

const ENTRY = resolve(CHUNKS, "..", "cli.js");

async function convert(files: Record<string, string>, commands: string[] = [], entry?: string) {
  const outputs = Object.entries(files).map(([name, text]) => ({ path: at(name), text }));
  if (entry !== undefined) outputs.push({ path: ENTRY, text: entry });
  const out = await scriptChunks(outputs, {
    chunks: CHUNKS,
    commands: commands.map(at),
    banner: BANNER,
    entry: entry === undefined ? undefined : ENTRY,
  });
  return new Map(
    out.map((f) => [
      f.path.startsWith(CHUNKS)
        ? f.path.slice(CHUNKS.length + 1)
        : `../${f.path.slice(CHUNKS.length - "cli-chunks".length)}`,
      f.text,
    ]),
  );
}

describe("script chunks (build)", () => {
  it("writes a chunk as a strict CommonJS file under its content line, and the entry as CommonJS", async () => {
    const out = await convert(
      {
        "run-AAAA.js": [
          'import { shared } from "./chunk-BBBB.js";',
          "export function runCommand() { return shared(import.meta.url); }",
          'export async function later() { return (await import("./provider-CCCC.js")).x; }',
        ].join("\n"),
      },
      ["run-AAAA.js"],
      [
        "#!/usr/bin/env node",
        `${BANNER}`,
        "export function loadScriptChunk(url, entry) { return { url, entry }; }",
        "export const importModule = (url) => import(url);",
        'export const run = async () => (await import("./cli-chunks/run-AAAA.js")).runCommand;',
        "export const here = import.meta.url;",
      ].join("\n"),
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
    // No ES module is left for the command: the entry loads its script.
    expect(out.has("run-AAAA.js")).toBe(false);
    const entry = out.get("../cli.cjs") as string;
    expect(entry.startsWith("#!/usr/bin/env node\nvar __entry_url=")).toBe(true);
    expect(entry).toContain(
      'module.exports.loadScriptChunk(new URL("./cli-chunks/run-AAAA.cjs", __entry_url), module.exports)',
    );
    // A user's module is still imported: CommonJS has import().
    expect(entry).toMatch(/importModule = \(url\) => import\(url\)/);
    expect(entry).not.toContain("import.meta");
    expect(entry).not.toContain(BANNER);
    expect(entry.endsWith("\nif (require.main === module) module.exports.startCli();\n")).toBe(true);
    expect(out.get("../cli.js")).toBe(
      '#!/usr/bin/env node\n// The CLI is ./cli.cjs (the package\'s bin); this ES module only starts it.\nimport cli from "./cli.cjs";\n\ncli.startCli();\n',
    );
  });

  it("refuses to build an entry that does not import a command it should load", async () => {
    await expect(
      convert({ "run-AAAA.js": "export const x = 1;" }, ["run-AAAA.js"], "export const y = 2;"),
    ).rejects.toThrow('script-chunks: the entry has no import("./cli-chunks/run-AAAA.js")');
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
