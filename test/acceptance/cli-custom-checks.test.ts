import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRunResult } from "../../src/load/result-file.js";
import { ensureCli, runCli, startCli } from "../helpers/cli.js";
import { NEVER_PLUGIN, writeCustomCheckSuite } from "../helpers/custom-check-suite.js";

// Custom checks through the built CLI: a check that never answers has a deadline, a cancelled
// run stops waiting for it, and the run's words say what happened.
let dir: string;

const PLUGINS: Record<string, string> = {
  // Holds the event loop open with a timer of its own, forever.
  "hang.mjs":
    "export default { shout(ctx) { process.stderr.write('checking\\n'); return new Promise(() => { setTimeout(() => {}, 1e9); }); } };\n",
  // A promise nothing will ever settle, and nothing else pending: the loop would empty.
  "never.mjs": NEVER_PLUGIN,
  "checks.mjs": "export default { shout(ctx) { return ctx.output === ctx.output.toUpperCase(); } };\n",
  "boom.mjs": "export default { shout() { throw new Error('broken check'); } };\n",
};

beforeAll(async () => {
  ensureCli();
  dir = await mkdtemp(join(tmpdir(), "modelgate-custom-"));
  await writeCustomCheckSuite(dir, PLUGINS);
  await writeFile(
    join(dir, "only-custom.yaml"),
    ["suite: loud", "cases:", "  - {id: cu, type: custom, check: shout, input: x}", ""].join("\n"),
  );
}, 120_000);

afterAll(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

const run = (args: string[]) => runCli(["run", ...args], { cwd: dir, killAfterMs: 30_000 });

describe("a custom check that does not answer", () => {
  it("is an error at its deadline (--check-timeout) naming check and plugin; the other cases are written and the process ends", async () => {
    const r = await run([
      "suite.yaml",
      "-c",
      "r.yaml",
      "-p",
      "./hang.mjs",
      "-o",
      "hang.json",
      "--check-timeout",
      "0.3",
    ]);
    expect(r.code).toBe(0);
    const result = await readRunResult(join(dir, "hang.json"));
    expect(result.cases.map((c) => [c.id, c.status, c.repetitions[0]!.reason])).toEqual([
      ["a", "pass", null],
      ["cu", "error", "custom check 'shout' (plugin './hang.mjs') did not answer within 300 ms"],
      ["z", "pass", null],
    ]);
    // The model answered: the check erred, the case was not "not executed".
    expect(r.stdout).toContain("3 cases, 2 passed, 0 failed, 0 invalid, 0 not executed, 1 check error");
    expect(r.stderr).toContain("case 'cu' not judged (check error): custom check 'shout'");
    // The plugin's own timer does not hold the finished run open.
    expect(r.ms).toBeLessThan(15_000);
  });

  it("whose promise never settles, with nothing else pending, is an error too: no exit 4, no lost cases", async () => {
    const r = await run([
      "suite.yaml",
      "-c",
      "r.yaml",
      "-p",
      "./never.mjs",
      "-o",
      "never.json",
      "--check-timeout",
      "0.2",
    ]);
    expect(r.stderr).not.toContain("the command ended before it finished");
    expect(r.code).toBe(0);
    const result = await readRunResult(join(dir, "never.json"));
    expect(result.cases.map((c) => c.status)).toEqual(["pass", "error", "pass"]);
    expect(result.cases[1]!.repetitions[0]!.reason).toBe(
      "custom check 'shout' (plugin './never.mjs') did not answer within 200 ms",
    );
  });

  it("is cancelled on SIGTERM: the completed cases are written, exit 143", async () => {
    // The default deadline (30 s) is far away: the signal, not the deadline, ends the wait.
    const { child, done } = startCli(
      ["run", "suite.yaml", "-c", "r.yaml", "-p", "./hang.mjs", "-o", "term.json", "--concurrency", "1"],
      { cwd: dir, killAfterMs: 25_000 },
    );
    child.stderr?.on("data", (d) => {
      if (String(d).includes("checking")) child.kill("SIGTERM");
    });
    const r = await done;
    expect(r.stderr).not.toContain("the command ended before it finished");
    expect(r.code).toBe(143);
    expect(r.ms).toBeLessThan(20_000);
    const result = await readRunResult(join(dir, "term.json"));
    expect(result.cancelled).toBe(true);
    expect(result.cases.find((c) => c.id === "a")!.status).toBe("pass");
    expect(result.cases.find((c) => c.id === "cu")!.status).toBe("cancelled");
  });

  it("says 'check errors', not 'not executed', when every case's check erred (still exit 3: no verdict)", async () => {
    const r = await run(["only-custom.yaml", "-c", "r.yaml", "-p", "./boom.mjs", "-o", "boom.json"]);
    expect(r.code).toBe(3);
    expect(r.stdout).toContain("1 cases, 0 passed, 0 failed, 0 invalid, 0 not executed, 1 check error");
    expect(r.stderr).toContain("the model answered, its check erred");
  });
});

describe("plugins given to run and validate", () => {
  it("loads a plugin given twice once", async () => {
    const r = await run([
      "suite.yaml",
      "-c",
      "r.yaml",
      "-p",
      "./checks.mjs",
      "-p",
      "./checks.mjs",
      "-p",
      "checks.mjs",
      "-o",
      "twice.json",
    ]);
    expect(r.stderr).not.toContain("registered by both");
    expect(r.code).toBe(0);
    expect((await readRunResult(join(dir, "twice.json"))).cases[1]!.status).toBe("pass");
  });

  it("validate without --plugin says which custom check names it did not check", async () => {
    const r = await runCli(["validate", "suite.yaml"], { cwd: dir, killAfterMs: 30_000 });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("OK: suite.yaml (3 cases; custom check 'shout' not checked: no --plugin given)\n");
    const plugged = await runCli(["validate", "suite.yaml", "-p", "./checks.mjs"], {
      cwd: dir,
      killAfterMs: 30_000,
    });
    expect(plugged.stdout).toBe("OK: suite.yaml (3 cases)\n");
  });

  it("rejects a bad --check-timeout with a usage error", async () => {
    for (const bad of ["0", "-1", "abc", "100000"]) {
      const r = await run(["suite.yaml", "-c", "r.yaml", "-o", "x.json", "--check-timeout", bad]);
      expect([bad, r.code]).toEqual([bad, 2]);
      expect(r.stderr).toContain(
        `--check-timeout must be a number of seconds more than 0 and at most 86400, got '${bad}'`,
      );
    }
  });
});

describe("a negative number after an option", () => {
  it("reaches the option's own check (compare --latency-threshold -5)", async () => {
    await run(["suite.yaml", "-c", "r.yaml", "-p", "./checks.mjs", "-o", "base.json"]);
    for (const args of [["--latency-threshold", "-5"], ["--latency-threshold=-5"]]) {
      const r = await runCli(["compare", "base.json", "base.json", ...args], {
        cwd: dir,
        killAfterMs: 30_000,
      });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain("--latency-threshold must be 0 or more, got -5");
      expect(r.stderr).not.toContain("ambiguous");
    }
  });
});
