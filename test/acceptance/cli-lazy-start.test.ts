import { spawnSync } from "node:child_process";
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
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

  it("builds the CLI as a small CommonJS entry whose commands are scripts loaded on demand", () => {
    const entry = readFileSync(join(DIST, "cli.cjs"), "utf8");
    expect(entry.startsWith("#!/usr/bin/env node\n")).toBe(true);
    expect(statSync(join(DIST, "cli.cjs")).size).toBeLessThan(64 * 1024);
    // An ES module entry would start Node's ES module loader for every command.
    expect(entry).not.toMatch(/^(?:import|export)\b/m);
    expect(entry).not.toContain("import.meta");
    const staticRequires = [...entry.matchAll(/\brequire\("(\.[^"]+)"\)/g)].map((m) => m[1]);
    expect(staticRequires).toEqual([]);
    const chunks = readdirSync(join(DIST, "cli-chunks"));
    for (const name of Object.keys(COMMAND_USAGE)) {
      const script = chunks.find((c) => c.startsWith(`${name}-`) && c.endsWith(".cjs"));
      expect(script, name).toBeDefined();
      // Loaded when the command runs, as a script with V8's code cache (src/cli/script-chunks.ts).
      expect(entry).toContain(
        `module.exports.loadScriptChunk(new URL("./cli-chunks/${script}", __entry_url), module.exports)`,
      );
    }
    // Every script names its text for its code cache (the loader keys the cache by it) and is
    // strict, as the ES module it was made from; none is an ES module.
    for (const script of chunks) {
      expect(script.endsWith(".cjs"), script).toBe(true);
      const [first, second] = readFileSync(join(DIST, "cli-chunks", script), "utf8").split("\n", 2);
      expect(first, script).toMatch(/^\/\/# modelgate-chunk [0-9a-f]{32}$/);
      expect(second?.startsWith('"use strict";'), script).toBe(true);
    }
    // dist/cli.js, for `node dist/cli.js`, only loads the entry and starts it.
    const esm = readFileSync(join(DIST, "cli.js"), "utf8");
    expect(esm.split("\n").filter((l) => l !== "" && !l.startsWith("#!") && !l.startsWith("//"))).toEqual([
      'import cli from "./cli.cjs";',
      "cli.startCli();",
    ]);
    const child = spawnSync(process.execPath, [join(DIST, "cli.js"), "--version"], { encoding: "utf8" });
    expect(child.status, child.stderr).toBe(0);
    expect(child.stdout).toBe(
      `${JSON.parse(readFileSync(join(DIST, "..", "package.json"), "utf8")).version}\n`,
    );
  });

  // The build folds into each command the chunks only it loads (scripts/merge-chunks.mjs): a
  // module held by two files that one process can load would run twice, and a class defined
  // twice breaks `instanceof` (an InputError from the wrong copy would exit 4, not 2).
  it("gives each class one definition among the files one command can load", () => {
    const at = (file: string) => join(DIST, file);
    // What a file loads: the entry its commands' scripts (`loadScriptChunk(new URL("./cli-chunks/x.cjs"...))`,
    // one a process); a script by `require("./x.js")`, which the loader serves with `./x.cjs`,
    // and "lazily" by the requires esbuild writes for `import()`.
    const importsOf = (file: string, kind: "static" | "dynamic") => {
      const text = readFileSync(at(file), "utf8");
      const entry = file === "cli.cjs";
      const pattern = entry
        ? kind === "static"
          ? /(?<!\.then\(\(\)=>(?:__toESM\()?)\brequire\("(\.{1,2}\/[^"]+\.c?js)"\)/g
          : /loadScriptChunk\(new URL\("(\.\/[^"]+\.cjs)"/g
        : kind === "static"
          ? /(?<!\.then\(\(\)=>(?:__toESM\()?)\brequire\("(\.{1,2}\/[^"]+\.c?js)"\)/g
          : /\.then\(\(\)=>(?:__toESM\()?require\("(\.[^"]+\.c?js)"\)/g;
      return [...text.matchAll(pattern)].map((m) => {
        const target = join(file, "..", m[1] as string);
        // Inside dist/cli-chunks a script's `./x.js` is the script `./x.cjs`; `../cli.js` is the entry.
        if (target === "cli.js") return "cli.cjs";
        return target.startsWith("cli-chunks/") ? target.replace(/\.js$/, ".cjs") : target;
      });
    };
    const reach = (from: string[], dynamicToo: boolean) => {
      const seen = new Set<string>();
      const stack = [...from];
      while (stack.length > 0) {
        const file = stack.pop() as string;
        if (seen.has(file)) continue;
        seen.add(file);
        stack.push(...importsOf(file, "static"));
        // The entry's dynamic loads are the commands: a process runs one.
        if (dynamicToo && file !== "cli.cjs") stack.push(...importsOf(file, "dynamic"));
      }
      return seen;
    };
    const entryGraph = reach(["cli.cjs"], false);
    const commands = importsOf("cli.cjs", "dynamic");
    const chunks = readdirSync(join(DIST, "cli-chunks"));
    for (const name of Object.keys(COMMAND_USAGE)) {
      const chunk = chunks.find((c) => c.startsWith(`${name}-`) && c.endsWith(".cjs")) as string;
      expect(commands, name).toContain(`cli-chunks/${chunk}`);
      const loadable = new Set([...entryGraph, ...reach([`cli-chunks/${chunk}`], true)]);
      // The walk reaches, for `run`, the provider clients it loads later.
      if (name === "run") expect([...loadable].some((f) => /\/ollama-[^/]+\.cjs$/.test(f))).toBe(true);
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

  it("starts under any name or link, and from a module that only loads it, not at all", () => {
    // The entry is the main module whatever started it: a link of another name, a path without
    // its extension (Node resolves dist/cli to dist/cli.js, which starts it).
    const folder = mkdtempSync(join(tmpdir(), "modelgate-names-"));
    try {
      const link = join(folder, "mg");
      symlinkSync(join(DIST, "cli.cjs"), link);
      const version = JSON.parse(readFileSync(join(DIST, "..", "package.json"), "utf8")).version;
      for (const script of [link, join(DIST, "cli")]) {
        const child = spawnSync(process.execPath, [script, "--version"], { encoding: "utf8" });
        expect(child.status, `${script}: ${child.stderr}`).toBe(0);
        expect(child.stdout).toBe(`${version}\n`);
      }
      // A module that requires the entry (a test, a tool) runs no command.
      const loader = join(folder, "load.cjs");
      writeFileSync(
        loader,
        `require(${JSON.stringify(join(DIST, "cli.cjs"))});\nprocess.stdout.write("loaded");\n`,
      );
      const child = spawnSync(process.execPath, [loader, "--version"], { encoding: "utf8" });
      expect([child.status, child.stdout, child.stderr]).toEqual([0, "loaded", ""]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("a command that runs out of work before it settles exits 4 and says so, never 0", () => {
    // A plugin whose module never finishes loading (a top-level await on a promise nothing
    // settles): nothing is left for the process to wait for. (A custom check that never answers
    // is an `error` at its deadline instead: test/acceptance/cli-custom-checks.test.ts.)
    const folder = mkdtempSync(join(tmpdir(), "modelgate-unsettled-"));
    try {
      writeFileSync(
        join(folder, "checks.mjs"),
        "await new Promise(() => {});\nexport default { never: () => true };\n",
      );
      writeFileSync(
        join(folder, "suite.yaml"),
        "suite: s\ncases:\n  - {id: a, type: custom, check: never, input: hi}\n",
      );
      writeFileSync(join(folder, "config.yaml"), "id: r\nprovider: replay\noutputs: outputs.json\n");
      writeFileSync(join(folder, "outputs.json"), JSON.stringify({ outputs: { a: "hello" } }));
      const args = ["run", "suite.yaml", "-c", "config.yaml", "-p", "./checks.mjs", "-o", "r.json"];
      const child = spawnSync(process.execPath, [join(DIST, "cli.cjs"), ...args], {
        cwd: folder,
        encoding: "utf8",
      });
      expect(child.status).toBe(4);
      expect(child.stderr).toContain(
        "modelgate: the command ended before it finished: nothing was left to wait for (a plugin module whose loading never finishes?)",
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("runs the command once even where it is started twice (dist/cli.js under two URLs)", () => {
    // Each evaluation of dist/cli.js starts the CLI; the entry runs the command once.
    const folder = mkdtempSync(join(tmpdir(), "modelgate-twice-"));
    try {
      const shim = pathToFileURL(join(DIST, "cli.js")).href;
      const launcher = join(folder, "launch.mjs");
      writeFileSync(
        launcher,
        `await import(${JSON.stringify(`${shim}?a`)});\nawait import(${JSON.stringify(`${shim}?b`)});\n`,
      );
      const child = spawnSync(process.execPath, [launcher, "--version"], { encoding: "utf8" });
      expect(child.status, child.stderr).toBe(0);
      expect(child.stdout.trim().split("\n")).toHaveLength(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
