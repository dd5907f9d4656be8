import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMAND_USAGE, type CommandName } from "../../src/cli/help.js";
import { main } from "../../src/cli/main.js";

const DIST = join(resolve(__dirname, "../.."), "dist");

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
});
