import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliIO } from "../../../src/cli/io.js";
import { main } from "../../../src/cli/main.js";
import { refuseInputsAsOutputs } from "../../../src/cli/output-guard.js";

const FIXTURES = join(import.meta.dirname, "../../fixtures/modeldiff");
const SUITES = join(import.meta.dirname, "../../../suites");
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-output-guard-"));
  // A copy: were the guard broken, the test would overwrite these files, not the fixtures.
  await cp(FIXTURES, dir, { recursive: true });
  // A repository of its own: suites and configs name files inside its root only.
  await mkdir(join(dir, ".git"));
  await symlink(join(dir, "suite.yaml"), join(dir, "link.yaml"));
  // The shipped corpus and MCP suites, and a suite that reads a prompt template.
  await cp(SUITES, join(dir, "suites"), { recursive: true });
  await mkdir(join(dir, "tp", "prompts"), { recursive: true });
  await writeFile(join(dir, "tp", "prompts", "a.txt"), "Say hi to {{name}}.\n");
  await writeFile(
    join(dir, "tp", "suite.yaml"),
    "suite: tp\ncases:\n  - id: a\n    type: contains\n    prompt: {file: prompts/a.txt, vars: {name: Ann}}\n    expected: hi\n",
  );
  await writeFile(join(dir, "tp", "replay.yaml"), "id: r\nprovider: replay\noutputs: rec.json\n");
  await writeFile(join(dir, "tp", "rec.json"), '{"outputs": {"a": "hi Ann"}}');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  const err: string[] = [];
  const io: CliIO = { stdout: () => {}, stderr: (t) => err.push(t), stderrIsTTY: false, env: {}, cwd: dir };
  return { code: await main(argv, io), err: err.join("") };
}

describe("modelgate run: an output that is an input", () => {
  it("refuses the suite, the config, the recorded outputs and a plugin as --output, writing nothing", async () => {
    const before = await readFile(join(dir, "suite.yaml"), "utf8");
    const common = ["run", "suite.yaml", "--config", "configs/baseline.yaml", "--plugin", "checks.mjs"];
    for (const [output, what] of [
      ["suite.yaml", "a suite"],
      ["link.yaml", "a suite"],
      ["configs/baseline.yaml", "a config"],
      ["recorded/baseline.json", "the recorded outputs"],
      ["checks.mjs", "a plugin"],
    ] as const) {
      const r = await run(...common, "--output", output);
      expect(r.code, output).toBe(2);
      expect(r.err, r.err).toContain(`--output ${output} is ${what} this command reads`);
    }
    expect(await readFile(join(dir, "suite.yaml"), "utf8")).toBe(before);
    // Elsewhere the run goes ahead.
    expect((await run(...common, "--output", "out.json")).code).not.toBe(2);
  });
});

describe("modelgate run: an output that is a file the suite reads", () => {
  it("refuses a prompt template, the corpus (a document in it) and an MCP server's script, writing nothing", async () => {
    const cases = [
      [
        ["tp/suite.yaml", "tp/replay.yaml"],
        "tp/prompts/a.txt",
        "--output tp/prompts/a.txt is a prompt template of suite 'tp' this command reads (tp/prompts/a.txt): writing it would destroy it; choose another path\n",
      ],
      [
        ["suites/rag-transit/suite.yaml", "suites/rag-transit/configs/baseline.yaml"],
        "suites/rag-transit/corpus/tickets.md",
        "--output suites/rag-transit/corpus/tickets.md is inside the folder of the corpus of suite 'rag-transit' this command reads (suites/rag-transit/corpus): a file written there would be read as one of them; choose another path\n",
      ],
      [
        ["suites/mcp-routes/suite.yaml", "suites/mcp-routes/configs/baseline.yaml"],
        "suites/mcp-routes/server.mjs",
        "--output suites/mcp-routes/server.mjs is a script of MCP server 'maps' of suite 'mcp-routes' this command reads (suites/mcp-routes/server.mjs): writing it would destroy it; choose another path\n",
      ],
    ] as const;
    for (const [[suite, config], output, message] of cases) {
      const before = await readFile(join(dir, output), "utf8");
      const r = await run("run", suite, "--config", config, "--output", output);
      expect([r.code, r.err]).toEqual([2, message]);
      expect(await readFile(join(dir, output), "utf8")).toBe(before);
    }
    // Beside them the run goes ahead.
    expect(
      (await run("run", "tp/suite.yaml", "--config", "tp/replay.yaml", "--output", "tp/out.json")).code,
    ).toBe(0);
  });
});

describe("refuseInputsAsOutputs", () => {
  it("holds every file below an input folder (replay outputs given as a folder)", () => {
    expect(() =>
      refuseInputsAsOutputs(dir, ["recorded/new.json"], [{ path: "recorded", what: "the recorded outputs" }]),
    ).toThrow(
      "--output recorded/new.json is inside the folder of the recorded outputs this command reads (recorded): a file written there would be read as one of them; choose another path",
    );
    expect(() =>
      refuseInputsAsOutputs(dir, ["recorded"], [{ path: "recorded", what: "the recorded outputs" }]),
    ).toThrow(
      "--output recorded is the recorded outputs this command reads (recorded): writing it would destroy it",
    );
    expect(() =>
      refuseInputsAsOutputs(
        dir,
        ["recorded-2/new.json"],
        [{ path: "recorded", what: "the recorded outputs" }],
      ),
    ).not.toThrow();
    // A path that does not exist yet is no input.
    expect(() =>
      refuseInputsAsOutputs(dir, ["fresh.json"], [{ path: "suite.yaml", what: "a suite" }]),
    ).not.toThrow();
  });
});
