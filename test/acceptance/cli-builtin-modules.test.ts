// Which of Node's own modules a replayed `run` and a `compare` load when stdout and stderr are
// pipes (every CI log). net (behind a pipe's process.stderr), child_process and perf_hooks were
// each several milliseconds of every command's start-up and none of them is needed here.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI, ensureCli, quietEnv, REPO_ROOT } from "../helpers/cli.js";

const work = mkdtempSync(join(tmpdir(), "modelgate-modules-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Node's modules the command loaded beyond those of an empty script, read at its exit. */
function loadedModules(args: string[]): {
  status: number | null;
  stdout: string;
  stderr: string;
  modules: string[];
} {
  ensureCli();
  const list = join(work, `modules-${args[0]}.json`);
  const probe = join(work, "probe.cjs");
  writeFileSync(
    probe,
    `const base = new Set(process.moduleLoadList);
process.on("exit", () => require("node:fs").writeFileSync(${JSON.stringify(list)}, JSON.stringify(process.moduleLoadList.filter((m) => !base.has(m)))));`,
  );
  const child = spawnSync(process.execPath, ["-r", probe, CLI, ...args], {
    cwd: REPO_ROOT,
    env: quietEnv(),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  return {
    status: child.status,
    stdout: child.stdout,
    stderr: child.stderr,
    modules: JSON.parse(readFileSync(list, "utf8")),
  };
}

const UNNEEDED = ["NativeModule net", "NativeModule child_process", "NativeModule perf_hooks"];
const dir = "suites/support-assistant";

describe("built-in modules a command loads", () => {
  it("a replayed run writes its progress and result through the pipes without net, child_process or perf_hooks", () => {
    const out = join(work, "base.json");
    const run = loadedModules([
      "run",
      `${dir}/suite.yaml`,
      "--config",
      `${dir}/configs/baseline.yaml`,
      "--plugin",
      `${dir}/checks.mjs`,
      "--output",
      out,
    ]);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/^modelgate: 14\/14 cases/m);
    expect(run.stdout).toMatch(/^wrote .*base\.json: .*14 cases/m);
    for (const name of UNNEEDED) expect(run.modules).not.toContain(name);
    // The probe sees what was loaded: crypto is (case hashes), so the list is not empty.
    expect(run.modules).toContain("NativeModule crypto");

    const compare = loadedModules(["compare", out, out, "--format", "markdown"]);
    expect(compare.status).toBe(0);
    expect(compare.stdout).toContain("| ");
    for (const name of UNNEEDED) expect(compare.modules).not.toContain(name);
  });
});
