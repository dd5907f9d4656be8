import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, ensureCli, quietEnv } from "../helpers/cli.js";

// `-` names standard input: a suite piped in is read as a file in the working folder would be.
let dir: string;

beforeAll(async () => {
  ensureCli();
  dir = await mkdtemp(join(tmpdir(), "modelgate-stdin-"));
  await mkdir(join(dir, ".git"));
  await mkdir(join(dir, "prompts"));
  await writeFile(join(dir, "prompts", "ask.txt"), "say {{word}}");
  await writeFile(join(dir, "recorded.json"), JSON.stringify({ outputs: { a: "ok", b: "ok" } }));
  await writeFile(join(dir, "replay.yaml"), "id: base\nprovider: replay\noutputs: recorded.json\n");
  await writeFile(join(dir, "suite.yaml"), SUITE);
});

afterAll(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

const SUITE = [
  "suite: piped",
  "cases:",
  "  - id: a",
  "    type: exact",
  "    input: say ok",
  "    expected: ok",
  "  - id: b",
  "    type: exact",
  "    prompt: {file: prompts/ask.txt, vars: {word: ok}}",
  "    expected: ok",
  "",
].join("\n");

function modelgate(input: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: dir,
    input,
    encoding: "utf8",
    env: quietEnv(),
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("a suite on standard input", () => {
  it("validate - reads a YAML suite from stdin, its template beside the working folder", () => {
    const r = modelgate(SUITE, "validate", "-");
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe("OK: <stdin> (2 cases)\n");
    expect(r.code).toBe(0);
  });

  it("validate - tells JSON by its content and places its problems at <stdin>:line:column", () => {
    const ok = modelgate(
      JSON.stringify({ suite: "j", cases: [{ id: "a", type: "exact", input: "x", expected: "x" }] }),
      "validate",
      "-",
    );
    expect(ok.stdout).toBe("OK: <stdin> (1 case)\n");
    expect(ok.code).toBe(0);
    // Strict JSON: a trailing comma is a JSON error, not YAML's reading of it.
    const bad = modelgate('  {"suite": "j", "cases": [],}\n', "validate", "-");
    expect(bad.stderr).toMatch(/^<stdin>:1:\d+: invalid JSON/);
    expect(bad.code).toBe(2);
    const yaml = modelgate("suite: y\ncases:\n  - id: a\n    type: exakt\n    input: x\n", "validate", "-");
    expect(yaml.stderr).toMatch(/^<stdin>:4:\d+: /);
    expect(yaml.code).toBe(2);
  });

  it("a file reference from stdin stays inside the repository root", () => {
    const r = modelgate(
      "suite: s\ncases:\n  - id: a\n    type: exact\n    prompt: {file: ../../etc/passwd}\n    expected: x\n",
      "validate",
      "-",
    );
    expect(r.stderr).toMatch(/^<stdin>:5:\d+: .*outside the repository root/);
    expect(r.code).toBe(2);
  });

  it("run - runs the piped suite; its result names <stdin>", async () => {
    const r = modelgate(SUITE, "run", "-", "--config", "replay.yaml", "--output", "out.json");
    expect(r.stderr).not.toMatch(/not found|warning|error/);
    expect(r.code).toBe(0);
    const result = JSON.parse(await readFile(join(dir, "out.json"), "utf8"));
    expect(result.suite.file).toBe("<stdin>");
    expect(result.summary.passed).toBe(2);
    // The same suite from a file hashes the same: where it was read from is not its content.
    const fromFile = modelgate("", "run", "suite.yaml", "--config", "replay.yaml", "--output", "file.json");
    expect(fromFile.code).toBe(0);
    const other = JSON.parse(await readFile(join(dir, "file.json"), "utf8"));
    expect(result.suite.sha256).toBe(other.suite.sha256);
  });

  it("standard input is read once: two '-' are refused, exit 2", () => {
    const r = modelgate(SUITE, "validate", "-", "-");
    expect(r.stderr).toMatch(/'-' \(standard input\) given 2 times/);
    expect(r.code).toBe(2);
    const run = modelgate(SUITE, "run", "-", "-", "--config", "replay.yaml", "--output", "x.json");
    expect(run.stderr).toMatch(/'-' \(standard input\) given 2 times/);
    expect(run.code).toBe(2);
  });

  it("where stdin is not read, '-' is refused with exit 2", () => {
    const config = modelgate(
      "id: x\nprovider: replay\noutputs: recorded.json\n",
      "run",
      "suite.yaml",
      "--config",
      "-",
      "--output",
      "x.json",
    );
    expect(config.stderr).toMatch(/--config: a config cannot be read from standard input/);
    expect(config.code).toBe(2);
    for (const args of [
      ["compare", "-", "out.json"],
      ["report", "-"],
      ["merge", "-", "--output", "m.json"],
    ]) {
      // result-files.ts says it with every other problem of the command's files (cli-output.test.ts)
      const r = modelgate("{}", ...args);
      expect(r.stderr).toMatch(/^-: standard input is not read: give the result file's path/);
      expect(r.code).toBe(2);
    }
  });
});
