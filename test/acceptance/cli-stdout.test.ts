import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderRunJson } from "../../src/core/report/run-json.js";
import { CLI, ensureCli, quietEnv } from "../helpers/cli.js";
import { makeRun } from "../helpers/make-run.js";

// review-cli #6: a reader that left (`| head`) or a full disk behind `>` crashed the CLI with an
// unhandled 'error' event's stack trace and exit 1, the "gate failed" code.

const dir = mkdtempSync(join(tmpdir(), "mg-stdout-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(() => {
  ensureCli();
  // Enough cases that a comparison's JSON is far longer than a pipe holds (64 KiB).
  const ids = Array.from({ length: 3000 }, (_, i) => `case-${i}`);
  writeFileSync(join(dir, "b.json"), renderRunJson(makeRun(ids.map((id) => ({ id, output: "yes" })))));
  const failing = ids.map((id) => ({ id, status: "fail" as const, output: "no" }));
  writeFileSync(join(dir, "c.json"), renderRunJson(makeRun(failing)));
});

/** The CLI with its stdout on `stdout` (a file descriptor), or a pipe closed after its first bytes. */
function run(
  args: string[],
  stdout: number | "closed-pipe",
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: dir,
    env: quietEnv(),
    stdio: ["ignore", stdout === "closed-pipe" ? "pipe" : stdout, "pipe"],
  });
  // The reader goes away once it has what it wanted, as `head -c 10` does.
  child.stdout?.once("data", () => child.stdout?.destroy());
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr += String(d);
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stderr })));
}

describe("stdout that cannot be written", () => {
  it("a reader that left (EPIPE) ends the output quietly, with the command's own exit code", async () => {
    expect(await run(["compare", "b.json", "b.json", "--format", "json"], "closed-pipe")).toEqual({
      code: 0,
      stderr: "",
    });
    // A regression stays exit 1: the gate's verdict does not depend on who reads it.
    expect(await run(["compare", "b.json", "c.json", "--format", "json"], "closed-pipe")).toEqual({
      code: 1,
      stderr: "modelgate compare: gate failed (regression)\n",
    });
  });

  it("a full disk (ENOSPC) is one line on stderr and exit 2, no stack trace", async () => {
    const full = openSync("/dev/full", "w");
    try {
      for (const args of [
        ["compare", "b.json", "b.json"],
        ["schema", "suite"],
      ]) {
        expect(await run(args, full)).toEqual({
          code: 2,
          stderr: "modelgate: cannot write to stdout: ENOSPC: no space left on device, write\n",
        });
      }
    } finally {
      closeSync(full);
    }
  });
});
