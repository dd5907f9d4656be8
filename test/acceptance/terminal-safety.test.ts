import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliExit, quietEnv, runCli } from "../helpers/cli.js";

// Untrusted text (a suite's ids and keys, a result file's ids) reaches the CLI's messages: no
// terminal control, bidi or zero-width character may reach the terminal, and no value may add a
// line of its own.
const HOSTILE = "a\u001b]8;;http://evil\u0007x\u001b]8;;\u0007\u001b[2J\u202Eb\u200b\nforged line";
const SHOWN = "a\\u001B]8;;http://evil\\u0007x\\u001B]8;;\\u0007\\u001B[2J\\u202Eb\\u200B\\nforged line";
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u202e]/;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-terminal-"));
});
afterAll(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

const cli = (args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliExit> =>
  runCli(args, { cwd: dir, env: quietEnv(env) });

function expectSafe(r: CliExit): void {
  expect(r.stdout + r.stderr).not.toMatch(UNSAFE);
}

describe("the CLI's messages on a terminal", () => {
  it("validate shows a hostile case id and unknown key visibly, one message a line", async () => {
    const id = JSON.stringify(HOSTILE);
    await writeFile(
      join(dir, "bad.yaml"),
      `suite: s\ncases:\n  - id: ${id}\n    type: exact\n    input: hi\n    expected: x\n  - id: b\n    type: exact\n    input: hi\n    expected: x\n    ${id}: 1\n`,
    );
    const r = await cli(["validate", "bad.yaml"]);
    expect(r.code).toBe(2);
    expectSafe(r);
    const lines = r.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^bad\.yaml:3:\d+: case '/);
    expect(lines[0]).toContain(`case '${SHOWN}': field 'id': `);
    expect(lines[1]).toContain(`case 'b': field '${SHOWN}': unknown field`);
  });

  it("compare shows a result file's hostile case id visibly, on one line", async () => {
    await writeFile(
      join(dir, "suite.yaml"),
      "suite: s\ncases:\n  - id: a\n    type: exact\n    input: hi\n    expected: ok\n",
    );
    await writeFile(join(dir, "rec.json"), JSON.stringify({ outputs: { a: "ok" } }));
    await writeFile(join(dir, "replay.yaml"), "id: base\nprovider: replay\noutputs: rec.json\n");
    const run = await cli(["run", "suite.yaml", "-c", "replay.yaml", "-o", "base.json"]);
    expect(run.code).toBe(0);
    const result = JSON.parse(await readFile(join(dir, "base.json"), "utf8"));
    result.cases[0].id = HOSTILE;
    result.cases[0].status = "fail";
    await writeFile(join(dir, "edited.json"), JSON.stringify(result, null, 2));
    const r = await cli(["compare", "base.json", "edited.json"]);
    expect(r.code).toBe(2);
    expectSafe(r);
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain(`case '${SHOWN}': field 'cases[0].status': status disagrees`);
  });

  it("ModelGate's own colours still reach a terminal when forced, and a run's line stays safe", async () => {
    await writeFile(
      join(dir, "hostile-suite.yaml"),
      `suite: ${JSON.stringify(HOSTILE)}\ncases:\n  - id: a\n    type: exact\n    input: hi\n    expected: ok\n`,
    );
    const r = await cli(["run", "hostile-suite.yaml", "-c", "replay.yaml", "-o", "h.json"], {
      NO_COLOR: "",
      FORCE_COLOR: "1",
    });
    expect(r.code).toBe(0);
    expect(r.stdout + r.stderr).toContain("\u001b[32m1 passed\u001b[39m");
    // Every escape character written is the start of one of paint's SGR sequences.
    expect((r.stdout + r.stderr).replace(/\u001b\[\d+m/g, "")).not.toMatch(UNSAFE);
    expect(r.stdout + r.stderr).toContain("\\u001B]8;;http://evil");
  });
});

describe("names from a suite or config keep each message on one line", () => {
  // A line break in a suite name or config id must not start a line of its own (a forged
  // "ModelGate: ..." line in a CI log); the stream step alone would pass the newline through.
  const NAME = "evil\nmodelgate: all checks passed";
  const NAME_SHOWN = "evil\\nmodelgate: all checks passed";

  it("run's 'wrote' line, the replay warning and compare's suite mismatch", async () => {
    await writeFile(
      join(dir, "named.yaml"),
      `suite: ${JSON.stringify(NAME)}\ncases:\n  - id: a\n    type: exact\n    input: hi\n    expected: ok\n`,
    );
    await writeFile(join(dir, "extra.json"), JSON.stringify({ outputs: { a: "ok", "b\nforged": "x" } }));
    await writeFile(
      join(dir, "named-config.yaml"),
      `id: ${JSON.stringify(NAME)}\nprovider: replay\noutputs: extra.json\n`,
    );
    const run = await cli(["run", "named.yaml", "-c", "named-config.yaml", "-o", "named.json"]);
    expect(run.code).toBe(0);
    const all = run.stdout + run.stderr;
    expect(all).not.toMatch(/^modelgate: all checks passed/m);
    expect(all).not.toMatch(/^forged/m);
    expect(run.stderr).toContain(`not in suite '${NAME_SHOWN}': b\\nforged (config '${NAME_SHOWN}'`);
    expect(all).toContain(`: ${NAME_SHOWN} on ${NAME_SHOWN}: 1 cases`);

    const other = await cli(["run", "suite.yaml", "-c", "replay.yaml", "-o", "other.json"]);
    expect(other.code).toBe(0);
    const r = await cli(["compare", "other.json", "named.json"]);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/^modelgate: all checks passed/m);
    expect(r.stderr).toContain(`runs of different suites: 's' vs '${NAME_SHOWN}'`);
  });
});
