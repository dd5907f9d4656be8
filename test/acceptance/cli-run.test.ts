import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exitCode } from "../../src/cli/commands/run.js";
import type { RunResult } from "../../src/core/result/run-result.js";
import { readRunResult } from "../../src/load/result-file.js";
import { type OllamaDouble, refusedUrl, startOllamaDouble } from "../doubles/ollama-double.js";

const ROOT = resolve(__dirname, "../..");
const CLI = join(ROOT, "dist", "cli.cjs");

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-run-"));
  await writeFile(
    join(dir, "suite.yaml"),
    [
      "suite: support",
      "cases:",
      ...["a", "b", "c", "d", "e", "f"].flatMap((id) => [
        `  - id: ${id}`,
        "    type: exact",
        `    input: "say ok ${id}"`,
        "    expected: ok",
        ...(id === "a" ? ["    tags: [smoke]"] : []),
      ]),
      "",
    ].join("\n"),
  );
  await writeFile(
    join(dir, "recorded.json"),
    JSON.stringify({
      outputs: {
        a: "ok",
        b: { output: "no", latency_ms: 12 },
        c: "ok",
        d: "ok",
        e: "ok",
        f: "ok",
        stale: "ok",
      },
    }),
  );
  await writeFile(join(dir, "replay.yaml"), "id: baseline\nprovider: replay\noutputs: recorded.json\n");
}, 120_000);

afterAll(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function start(args: string[], command = "run"): { child: ChildProcess; done: Promise<Exit> } {
  const child = spawn(process.execPath, [CLI, command, ...args], {
    cwd: dir,
    env: { ...process.env, NO_COLOR: "1" },
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d) => {
    stdout += String(d);
  });
  child.stderr?.on("data", (d) => {
    stderr += String(d);
  });
  const done = new Promise<Exit>((resolveExit) =>
    child.on("close", (code) => resolveExit({ code, stdout, stderr })),
  );
  return { child, done };
}

const cli = (args: string[]) => start(args).done;
const report = (args: string[]) => start(args, "report").done;

describe("exit codes", () => {
  const summary = (failed: number, invalid: number, errors: number) =>
    ({ summary: { cases: 3, passed: 3 - failed - invalid - errors, failed, invalid, errors } }) as RunResult;
  it("are 0 without --fail-on-failure; 1 on behaviour; 3 when cases only could not execute", () => {
    expect(exitCode([summary(1, 0, 1)], false)).toBe(0);
    expect(exitCode([summary(0, 0, 0)], true)).toBe(0);
    expect(exitCode([summary(0, 1, 0)], true)).toBe(1);
    expect(exitCode([summary(0, 0, 2), summary(1, 0, 0)], true)).toBe(1);
    expect(exitCode([summary(0, 0, 2)], true)).toBe(3);
  });
});

describe("modelgate run (built CLI)", () => {
  it("replays recorded outputs into a valid modelgate.run/v2 file", async () => {
    const result = await cli(["suite.yaml", "--config", "replay.yaml", "--output", "out/base.json"]);
    expect(result.stderr).not.toContain("internal error");
    expect(result.code).toBe(0);
    const run = await readRunResult(join(dir, "out", "base.json"));
    expect(run.format).toBe("modelgate.run/v2");
    expect(run.cases.map((c) => [c.id, c.status])).toEqual([
      ["a", "pass"],
      ["b", "fail"],
      ["c", "pass"],
      ["d", "pass"],
      ["e", "pass"],
      ["f", "pass"],
    ]);
    expect(run.cases[1]!.repetitions[0]).toMatchObject({ duration_ms: 12, duration_source: "recorded" });
    expect(run.cases[0]!.source).toEqual({ file: "suite.yaml", line: 3 });
    expect(result.stdout).toContain("wrote out/base.json");
    expect(result.stderr).toContain(
      "warning: recorded outputs contain case ids not in suite 'support': stale",
    );
    // no temporary file left behind
    expect(await readdir(join(dir, "out"))).toEqual(["base.json"]);
  });

  it("a plugin check that throws, rejects or answers a wrong shape is an error naming the check, its plugin and the line", async () => {
    await mkdir(join(dir, "checks"), { recursive: true });
    await writeFile(
      join(dir, "checks", "plugged.mjs"),
      [
        "export default {",
        '  boom: () => { throw new Error("no model for this"); },',
        '  getter: () => ({ get pass() { throw new Error("getter"); } }),',
        "  shape: () => 42,",
        '  later: async () => { await null; throw new TypeError("token=abc\\nsecond line"); },',
        "};",
        "",
      ].join("\n"),
    );
    const ids = ["boom", "getter", "shape", "later"];
    await writeFile(
      join(dir, "plugged.yaml"),
      [
        "suite: plugged",
        "cases:",
        ...ids.map((id) => `  - {id: ${id}, type: custom, check: ${id}, input: x}`),
        "",
      ].join("\n"),
    );
    await writeFile(
      join(dir, "plugged.json"),
      JSON.stringify({ outputs: Object.fromEntries(ids.map((id) => [id, "an answer"])) }),
    );
    await writeFile(join(dir, "plugged-replay.yaml"), "id: r\nprovider: replay\noutputs: plugged.json\n");
    const result = await cli([
      "plugged.yaml",
      "-c",
      "plugged-replay.yaml",
      "-p",
      "./checks/plugged.mjs",
      "-o",
      "out/plugged.json",
    ]);
    const run = await readRunResult(join(dir, "out", "plugged.json"));
    const blame = (id: string) => `custom check '${id}' (plugin './checks/plugged.mjs')`;
    expect(run.cases.map((c) => [c.id, c.status, c.repetitions[0]!.reason])).toEqual([
      ["boom", "error", `${blame("boom")} threw at checks/plugged.mjs:2:23: no model for this`],
      ["getter", "error", `${blame("getter")} threw at checks/plugged.mjs:3:39: getter`],
      [
        "shape",
        "error",
        `${blame("shape")} returned a number (42); expected a boolean or {pass, reason?, details?}`,
      ],
      [
        "later",
        "error",
        `${blame("later")} rejected TypeError at checks/plugged.mjs:5:42: token=abc second line`,
      ],
    ]);
    // The run's stderr says what went wrong, the plugin, not the server, and not that the model
    // could not be called.
    expect(result.stderr).toContain(`${blame("boom")} threw at checks/plugged.mjs:2:23: no model for this`);
    expect(result.stderr).toContain(
      "no case of suite 'plugged' reached a verdict with config 'r': the model answered, its check erred",
    );
    expect(result.stderr).not.toContain("could execute");
    expect(result.stderr).not.toContain("check failed:");
    // The reports show the same reason.
    const markdown = await report(["out/plugged.json", "--format", "markdown"]);
    expect(markdown.stdout).toContain(
      `| \`later\` | custom | error | ${blame("later")} rejected TypeError at checks/plugged.mjs:5:42: token=abc second line |`,
    );
    const text = await report(["out/plugged.json"]);
    expect(text.stdout).toContain(
      `boom [custom] error: ${blame("boom")} threw at checks/plugged.mjs:2:23: no model for this`,
    );
  });

  it("exits 1 with --fail-on-failure when a case fails, and applies --tag", async () => {
    const failing = await cli(["suite.yaml", "-c", "replay.yaml", "-o", "out/f.json", "--fail-on-failure"]);
    expect(failing.code).toBe(1);
    const smoke = await cli([
      "suite.yaml",
      "-c",
      "replay.yaml",
      "-o",
      "out/s.json",
      "--fail-on-failure",
      "--tag",
      "smoke",
    ]);
    expect(smoke.code).toBe(0);
    const run = JSON.parse(await readFile(join(dir, "out", "s.json"), "utf8")) as RunResult;
    expect(run.cases.map((c) => c.id)).toEqual(["a"]);
    expect(run.selection).toEqual({ tags: ["smoke"], shard: null });
  });

  it("invalid config: exit 2, the problem named, no result file", async () => {
    await writeFile(join(dir, "bad.yaml"), "id: x\nprovider: replay\noutputs: missing.json\n");
    const result = await cli(["suite.yaml", "--config", "bad.yaml", "--output", "out/bad.json"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("bad.yaml");
    expect(result.stderr).toContain("missing.json");
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dir, "out", "bad.json"))).toBe(false);
  });

  it("a --tag that selects no case anywhere is an input error, not an empty run", async () => {
    const result = await cli([
      "suite.yaml",
      "--config",
      "replay.yaml",
      "--output",
      "out/none.json",
      "--tag",
      "smok",
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--tag smok selects no case");
    expect(existsSync(join(dir, "out", "none.json"))).toBe(false);
  });

  it("usage errors exit 2: --output with a matrix, a bad --shard", async () => {
    await writeFile(join(dir, "replay2.yaml"), "id: other\nprovider: replay\noutputs: recorded.json\n");
    const matrix = await cli(["suite.yaml", "-c", "replay.yaml", "-c", "replay2.yaml", "-o", "out/m.json"]);
    expect(matrix.code).toBe(2);
    expect(matrix.stderr).toContain("--output-dir");
    expect(existsSync(join(dir, "out", "m.json"))).toBe(false);
    const shard = await cli(["suite.yaml", "-c", "replay.yaml", "-o", "out/x.json", "--shard", "0/2"]);
    expect(shard.code).toBe(2);
  });

  it("--output-dir writes one file per suite × config; shards cover the suite", async () => {
    const parts: string[][] = [];
    for (const shard of ["1/2", "2/2"]) {
      const result = await cli([
        "suite.yaml",
        "-c",
        "replay.yaml",
        "-c",
        "replay2.yaml",
        "--output-dir",
        `out/shard${shard[0]}`,
        "--shard",
        shard,
      ]);
      expect(result.code).toBe(0);
      const files = (await readdir(join(dir, "out", `shard${shard[0]}`))).sort();
      expect(files).toEqual(["support--baseline.json", "support--other.json"]);
      const run = JSON.parse(
        await readFile(join(dir, "out", `shard${shard[0]}`, files[0]!), "utf8"),
      ) as RunResult;
      parts.push(run.cases.map((c) => c.id));
    }
    expect([...parts[0]!, ...parts[1]!].sort()).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(parts[0]!.filter((id) => parts[1]!.includes(id))).toEqual([]);
  });

  describe("against the Ollama double", () => {
    let ollama: OllamaDouble;
    beforeAll(async () => {
      ollama = await startOllamaDouble({ latencyMs: 400, parallel: 1, responder: () => ({ content: "ok" }) });
      await writeFile(
        join(dir, "live.yaml"),
        `id: live\nprovider: ollama\nmodel: llama3.2:3b\nbase_url: ${ollama.url}\nconcurrency: 1\npull: false\n`,
      );
    });
    afterAll(async () => {
      await ollama.close();
    });

    it("SIGINT on a slow run writes the completed cases and marks the rest cancelled (exit 130)", async () => {
      const { child, done } = start(["suite.yaml", "-c", "live.yaml", "-o", "out/live.json"]);
      // wait until the second case is in flight, whatever the machine's speed
      while (ollama.stats.byEndpoint["/api/chat"] === undefined || ollama.stats.byEndpoint["/api/chat"] < 2) {
        await new Promise((r) => setTimeout(r, 20));
      }
      child.kill("SIGINT");
      const result = await done;
      expect(result.code).toBe(130);
      // stderr is a pipe here (a CI log): the notice is a line of its own, no empty line before it.
      expect(result.stderr).toMatch(
        /[^\n]\nmodelgate run: SIGINT: cancelling; completed cases will be written/,
      );
      const run = await readRunResult(join(dir, "out", "live.json"));
      expect(run.cancelled).toBe(true);
      const statuses = run.cases.map((c) => c.status);
      expect(statuses[0]).toBe("pass");
      expect(statuses.slice(2)).toEqual(["cancelled", "cancelled", "cancelled", "cancelled"]);
      expect(run.runtime.provider).not.toEqual({});
      expect(run.config).toMatchObject({ id: "live", provider: "ollama", model: "llama3.2:3b" });
    });

    it("SIGTERM while waiting for an unreachable server: nothing called, every case cancelled", async () => {
      const url = await refusedUrl();
      // A readiness bound far past the signal: on a loaded machine the test may see the "waiting"
      // line seconds late, and the CLI's default 10 s wait must not end the run before the signal
      // arrives (it would write an `unavailable` run, exit 3, and the test would not test SIGTERM).
      await writeFile(
        join(dir, "down.yaml"),
        `id: down\nprovider: ollama\nmodel: llama3.2:3b\nbase_url: ${url}\nready_timeout_s: 45\n`,
      );
      const { child, done } = start(["suite.yaml", "-c", "down.yaml", "-o", "out/down.json"]);
      let stderr = "";
      child.stderr?.on("data", (d) => {
        stderr += String(d);
      });
      while (!stderr.includes("waiting for Ollama")) await new Promise((r) => setTimeout(r, 20));
      child.kill("SIGTERM");
      const result = await done;
      expect(result.code, stderr).toBe(143);
      // Seen missing once in a while on a loaded machine: the CLI's stderr says what it did instead.
      expect(existsSync(join(dir, "out", "down.json")), stderr).toBe(true);
      const run = await readRunResult(join(dir, "out", "down.json"));
      expect(run.cancelled).toBe(true);
      expect(new Set(run.cases.map((c) => c.status))).toEqual(new Set(["cancelled"]));
      expect(run.cases.every((c) => c.repetitions[0]!.attempts === 0)).toBe(true);
    });
  });
});
