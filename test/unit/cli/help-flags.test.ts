import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMMAND_USAGE, type CommandName } from "../../../src/cli/help.js";

// Each command's flags are declared in its own file (`name: { type, short: "x" }`); its help is
// written by hand in help.ts. A short form the parser accepts must be in the help as `-x, --name`.
const folder = new URL("../../../src/cli/commands/", import.meta.url);

describe("command help", () => {
  it("shows every short flag a command accepts next to its long name", () => {
    let seen = 0;
    for (const file of readdirSync(folder).filter((f) => f.endsWith(".ts"))) {
      const command = file.replace(/\.ts$/, "") as CommandName;
      const usage = COMMAND_USAGE[command];
      if (usage === undefined) continue;
      const source = readFileSync(new URL(file, folder), "utf8");
      for (const [, name, short] of source.matchAll(/\b([a-z][a-z-]*): \{ type: "\w+",[^}]*short: "(\w)"/g)) {
        expect(usage, `${command}: -${short} of --${name}`).toContain(`-${short}, --${name}`);
        seen++;
      }
    }
    // run: -c -o -t -p; compare: -f -o; validate: -p; merge: -o; report: -f -o; schema: -o
    expect(seen).toBeGreaterThanOrEqual(11);
  });
});
