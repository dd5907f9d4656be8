import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { colourEnabled } from "../../src/cli/colour.js";
import { type OllamaDouble, refusedUrl, startOllamaDouble } from "../doubles/ollama-double.js";
import { type CliExit, runCli } from "../helpers/cli.js";

let dir: string;
/** One replayed run shared by the tests that need a run's outcome or result file (result.json). */
let replayed: CliExit;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-help-"));
  await writeFile(
    join(dir, "suite.yaml"),
    "suite: s\ncases:\n  - id: a\n    type: exact\n    input: hi\n    expected: ok\n  - id: b\n    type: contains\n    input: hi\n    expected: ok\n",
  );
  await writeFile(join(dir, "recorded.json"), JSON.stringify({ outputs: { a: "ok", b: "ok" } }));
  await writeFile(join(dir, "replay.yaml"), "id: base\nprovider: replay\noutputs: recorded.json\n");
  replayed = await cli(["run", "suite.yaml", "-c", "replay.yaml", "-o", "result.json"]);
});
afterAll(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

function cli(args: string[], env: Record<string, string> = {}): Promise<CliExit> {
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.FORCE_COLOR;
  delete base.NO_COLOR;
  return runCli(args, { cwd: dir, env: { ...base, ...env } });
}

const ESC = "\u001b[";

describe("help and usage errors", () => {
  it("an unknown flag gets a did-you-mean and the command's usage, not Node's parser text", async () => {
    const r = await cli(["run", "suite.yaml", "-c", "replay.yaml", "--outptu", "x.json"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^modelgate run: unknown flag '--outptu'; did you mean '--output'\?\n\nUsage: modelgate run /,
    );
    expect(r.stderr).not.toContain("To specify a positional argument");
    // compare uses the same mechanism
    const c = await cli(["compare", "a.json", "b.json", "--formt", "json"]);
    expect(c.stderr).toMatch(
      /^modelgate compare: unknown flag '--formt'; did you mean '--format'\?\n\nUsage: modelgate compare /,
    );
    const missing = await cli(["report", "x.json", "--output"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^modelgate report: flag '--output' needs a value\n/);
    const valued = await cli(["run", "s.yaml", "--fail-on-failure=yes"]);
    expect(valued.stderr).toMatch(/^modelgate run: flag '--fail-on-failure' takes no value\n/);
  });

  it("an unknown command gets a did-you-mean and the general usage", async () => {
    const r = await cli(["valdate", "suite.yaml"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^modelgate: unknown command 'valdate'; did you mean 'validate'\?\n\nUsage: modelgate <command>/,
    );
    const far = await cli(["frobnicate"]);
    expect(far.stderr).toMatch(/^modelgate: unknown command 'frobnicate'\n/);
  });

  it("'help CMD' and 'CMD --help' print that command's help; 'help' lists every exit code", async () => {
    for (const command of ["validate", "run", "compare", "report", "merge", "schema", "init"]) {
      const viaHelp = await cli(["help", command]);
      const viaFlag = await cli([command, "--help"]);
      expect(viaHelp.code).toBe(0);
      expect(viaHelp.stdout).toMatch(new RegExp(`^Usage: modelgate ${command}\\b`));
      expect(viaHelp.stdout).toBe(viaFlag.stdout);
    }
    const top = await cli(["help"]);
    expect(top.code).toBe(0);
    for (const code of ["0", "1", "2", "3", "4", "130"])
      expect(top.stdout).toMatch(new RegExp(`^  ${code} +\\S`, "m"));
    expect(top.stdout).toContain("143");
    expect(top.stdout).toMatch(/^ {2}init \[DIR\]/m);
    const unknown = await cli(["help", "rnu"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^modelgate: unknown command 'rnu'; did you mean 'run'\?/);
    const bare = await cli([]);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain("Exit codes:");
  });
});

describe("colours", () => {
  it("follow FORCE_COLOR and NO_COLOR, and a terminal otherwise", () => {
    expect(colourEnabled(true, {})).toBe(true);
    expect(colourEnabled(false, {})).toBe(false);
    expect(colourEnabled(true, { NO_COLOR: "1" })).toBe(false);
    expect(colourEnabled(true, { NO_COLOR: "" })).toBe(true); // empty means unset (no-color.org)
    expect(colourEnabled(true, { TERM: "dumb" })).toBe(false);
    expect(colourEnabled(false, { FORCE_COLOR: "1" })).toBe(true);
    expect(colourEnabled(false, { FORCE_COLOR: "", NO_COLOR: "1" })).toBe(true);
    expect(colourEnabled(true, { FORCE_COLOR: "0" })).toBe(false);
    expect(colourEnabled(true, { FORCE_COLOR: "false" })).toBe(false);
  });

  it("are absent on a pipe and in files, present when forced", async () => {
    const piped = replayed;
    expect(piped.code).toBe(0);
    expect(await readFile(join(dir, "result.json"), "utf8")).not.toContain(ESC);
    expect(piped.stdout + piped.stderr).not.toContain(ESC);
    const forced = await cli(["run", "suite.yaml", "-c", "replay.yaml", "-o", "forced.json"], {
      FORCE_COLOR: "1",
    });
    expect(forced.stdout).toContain(`${ESC}32m2 passed${ESC}39m`);
    expect(await readFile(join(dir, "forced.json"), "utf8")).not.toContain(ESC);
    const report = await cli(["report", "forced.json", "--output", "report.txt"], { FORCE_COLOR: "1" });
    expect(report.code).toBe(0);
    expect(await readFile(join(dir, "report.txt"), "utf8")).not.toContain(ESC);
    const off = await cli(["validate", "suite.yaml"], { FORCE_COLOR: "0" });
    expect(off.stdout).toBe("OK: suite.yaml (2 cases)\n");
  });
});

describe("validate recognises files by their shape", () => {
  it("checks configs, recorded outputs and result files as what they are", async () => {
    expect(replayed.code).toBe(0);
    await writeFile(join(dir, "ollama.yaml"), "id: live\nprovider: ollama\nmodel: llama3.2:3b\n");
    const r = await cli([
      "validate",
      "suite.yaml",
      "replay.yaml",
      "ollama.yaml",
      "recorded.json",
      "result.json",
    ]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")).toEqual([
      "OK: suite.yaml (2 cases)",
      "OK: replay.yaml (run configuration 'base', provider replay, 2 recorded outputs)",
      "OK: ollama.yaml (run configuration 'live', provider ollama, model llama3.2:3b)",
      "OK: recorded.json (recorded outputs for 2 cases)",
      "OK: result.json (result of suite 's' with config 'base', 2 cases)",
      "",
    ]);
  });

  it("reports a bad config's problems in the config's terms, not as unknown suite fields", async () => {
    await writeFile(join(dir, "typo.yaml"), "id: live\nprovider: ollama\nmodle: llama3.2:3b\ntimeout: 30\n");
    await writeFile(join(dir, "bad-recorded.json"), '{"outputs": {"a": 3}}');
    const r = await cli(["validate", "typo.yaml", "bad-recorded.json"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      [
        "typo.yaml:3:1: field 'modle': unknown field; did you mean 'model'?",
        "typo.yaml:4:1: field 'timeout': unknown field; did you mean 'timeout_s'?",
        "bad-recorded.json:1:19: case 'a': must be a text or a mapping with 'output'",
        "2 of 2 files invalid",
        "",
      ].join("\n"),
    );
  });
});

describe("run when nothing could execute", () => {
  it("exits 3 and names the reason once when the server is unavailable", async () => {
    const url = await refusedUrl();
    await writeFile(
      join(dir, "down.yaml"),
      `id: down\nprovider: ollama\nmodel: llama3.2:3b\nbase_url: ${url}\nready_timeout_s: 0.2\n`,
    );
    const r = await cli(["run", "suite.yaml", "-c", "down.yaml", "-o", "down.json"]);
    expect(r.code).toBe(3);
    const lines = r.stderr.split("\n").filter((l) => l.startsWith("modelgate run:"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^modelgate run: no case of suite 's' could execute with config 'down': unavailable: /,
    );
    expect(r.stderr).not.toMatch(/cases? not executed/); // not repeated per case
    expect(existsSync(join(dir, "down.json"))).toBe(true);
  });

  describe("a server that answers 500", () => {
    let ollama: OllamaDouble;
    beforeAll(async () => {
      ollama = await startOllamaDouble();
      ollama.inject({ kind: "status", status: 500, body: '{"error":"boom"}', endpoint: "/api/chat" });
    });
    afterAll(async () => {
      await ollama?.close();
    });

    it("never stutters: no 'error (error): error:' in the run's or the comparison's messages", async () => {
      await writeFile(
        join(dir, "broken.yaml"),
        `id: broken\nprovider: ollama\nmodel: llama3.2:3b\nbase_url: ${ollama.url}\nretries: 0\n`,
      );
      expect(replayed.code).toBe(0);
      const run = await cli(["run", "suite.yaml", "-c", "broken.yaml", "-o", "broken.json"]);
      expect(run.code).toBe(3);
      expect(run.stderr).toMatch(
        /^modelgate run: no case of suite 's' could execute with config 'broken': HTTP 500 /m,
      );
      const compare = await cli(["compare", "result.json", "broken.json"]);
      expect(compare.code).toBe(3);
      expect(compare.stdout).toMatch(
        /^ {2}a \[exact\] error: the candidate could not execute it \(HTTP 500 from \/api\/chat: boom\)$/m,
      );
      for (const text of [run.stderr, compare.stdout, compare.stderr]) {
        expect(text).not.toMatch(/\berror \(error\)/);
        expect(text).not.toMatch(/\berror: error:/);
      }
    });
  });
});
