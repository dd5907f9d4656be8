import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { COMMAND_USAGE, type CommandName } from "../../src/cli/help.js";
import { main } from "../../src/cli/main.js";

const DIST = join(resolve(__dirname, "../.."), "dist");
/** An error class's definition as esbuild writes it: `class X extends Error` or `var X = class extends Error`. */
const ERROR_CLASS = /(?:\bclass\s+([\w$]+)|\b(?:var|let|const)\s+([\w$]+)\s*=\s*class)\s+extends\s+Error\b/g;

function capture() {
  const out = { stdout: "", stderr: "" };
  const io = {
    stdout: (s: string) => {
      out.stdout += s;
    },
    stderr: (s: string) => {
      out.stderr += s;
    },
    stderrIsTTY: false,
    env: {},
    cwd: process.cwd(),
  };
  return { out, io };
}

describe("lazy start-up", () => {
  // `CMD --help` is answered from src/cli/help.ts without loading the command; `CMD --help --`
  // goes through the command's own flag parser. Both must print the same screen.
  it.each(Object.keys(COMMAND_USAGE) as CommandName[])(
    "'%s --help' prints what the command itself prints",
    async (name) => {
      const fast = capture();
      const own = capture();
      expect(await main([name, "--help"], fast.io)).toBe(0);
      expect(await main([name, "--help", "--"], own.io)).toBe(0);
      expect(fast.out.stdout).toBe(COMMAND_USAGE[name]);
      expect(own.out.stdout).toBe(fast.out.stdout);
      expect(own.out.stderr).toBe("");
    },
  );

  it("builds the CLI as a small entry whose commands are chunks loaded on demand", () => {
    const entry = readFileSync(join(DIST, "cli.js"), "utf8");
    expect(entry.startsWith("#!/usr/bin/env node\n")).toBe(true);
    expect(statSync(join(DIST, "cli.js")).size).toBeLessThan(64 * 1024);
    const staticImports = [...entry.matchAll(/^import[^;]*?from "([^"]+)"/gms)].map((m) => m[1]);
    const chunks = readdirSync(join(DIST, "cli-chunks"));
    for (const name of Object.keys(COMMAND_USAGE)) {
      const chunk = chunks.find((c) => c.startsWith(`${name}-`));
      expect(chunk, name).toBeDefined();
      expect(entry).toContain(`import("./cli-chunks/${chunk}")`);
      expect(staticImports).not.toContain(`./cli-chunks/${chunk}`);
    }
  });

  // The build folds into each command the chunks only it loads (scripts/merge-chunks.mjs): a
  // module held by two files that one process can load would run twice, and a class defined
  // twice breaks `instanceof` (an InputError from the wrong copy would exit 4, not 2).
  it("gives each class one definition among the files one command can load", () => {
    const at = (file: string) => join(DIST, file);
    const importsOf = (file: string, kind: "static" | "dynamic") => {
      const text = readFileSync(at(file), "utf8");
      const pattern =
        kind === "static"
          ? /(?:\bfrom\s*|^import\s*|;import\s*)"(\.{1,2}\/[^"]+\.js)"/gm
          : /\bimport\("(\.[^"]+\.js)"\)/g;
      return [...text.matchAll(pattern)].map((m) => join(file, "..", m[1] as string));
    };
    const reach = (from: string[], dynamicToo: boolean) => {
      const seen = new Set<string>();
      const stack = [...from];
      while (stack.length > 0) {
        const file = stack.pop() as string;
        if (seen.has(file)) continue;
        seen.add(file);
        stack.push(...importsOf(file, "static"));
        // The entry's dynamic imports are the commands: a process runs one.
        if (dynamicToo && file !== "cli.js") stack.push(...importsOf(file, "dynamic"));
      }
      return seen;
    };
    const entryGraph = reach(["cli.js"], false);
    const chunks = readdirSync(join(DIST, "cli-chunks"));
    for (const name of Object.keys(COMMAND_USAGE)) {
      const chunk = chunks.find((c) => c.startsWith(`${name}-`)) as string;
      const loadable = new Set([...entryGraph, ...reach([`cli-chunks/${chunk}`], true)]);
      const defined = new Map<string, string>();
      for (const file of loadable) {
        for (const m of readFileSync(at(file), "utf8").matchAll(ERROR_CLASS)) {
          const name = (m[1] ?? m[2]) as string;
          expect(defined.get(name), `${name} in ${file} and ${defined.get(name)}`).toBeUndefined();
          defined.set(name, file);
        }
      }
      expect(defined.has("InputError"), name).toBe(true);
    }
  });

  it("runs the command once even where dist/cli.js is evaluated twice (another URL for the entry)", () => {
    // A launcher named cli.js (so the entry's argv check holds) imports the entry under two URLs.
    const folder = mkdtempSync(join(tmpdir(), "modelgate-twice-"));
    try {
      const entry = pathToFileURL(join(DIST, "cli.js")).href;
      const launcher = join(folder, "cli.js");
      writeFileSync(
        launcher,
        `await import(${JSON.stringify(`${entry}?a`)});\nawait import(${JSON.stringify(`${entry}?b`)});\n`,
      );
      writeFileSync(join(folder, "package.json"), '{"type":"module"}');
      const child = spawnSync(process.execPath, [launcher, "--version"], { encoding: "utf8" });
      expect(child.status, child.stderr).toBe(0);
      expect(child.stdout.trim().split("\n")).toHaveLength(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
