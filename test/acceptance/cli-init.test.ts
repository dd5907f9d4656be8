import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readRunResult } from "../../src/load/result-file.js";
import { type CliExit, runCli } from "../helpers/cli.js";

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "modelgate-init-"));
});
afterAll(async () => {
  if (root !== undefined) await rm(root, { recursive: true, force: true });
});

function cli(cwd: string, args: string[]): Promise<CliExit> {
  return runCli(args, { cwd, env: { ...process.env, NO_COLOR: "1" } });
}

const FILES = [
  "suites/starter/suite.yaml",
  "suites/starter/recorded.json",
  "configs/replay.yaml",
  "configs/ollama.yaml",
  ".github/workflows/modelgate.yml",
];

describe("modelgate init (built CLI)", () => {
  it("writes files that validate and run at once with the replay config", async () => {
    const project = join(root, "fresh");
    await mkdir(join(project, ".git"), { recursive: true });
    const init = await cli(project, ["init"]);
    expect(init.code).toBe(0);
    expect(init.stdout.split("\n").slice(0, 5)).toEqual(FILES.map((f) => `created ${f}`));

    const validate = await cli(project, ["validate", ...FILES.slice(0, 4)]);
    expect(validate.stderr).toBe("");
    expect(validate.code).toBe(0);
    expect(validate.stdout).toContain("OK: suites/starter/suite.yaml (8 cases)");

    const run = await cli(project, [
      "run",
      "suites/starter/suite.yaml",
      "--config",
      "configs/replay.yaml",
      "--output",
      "results/replay.json",
      "--fail-on-failure",
    ]);
    expect(run.code).toBe(0);
    const result = await readRunResult(join(project, "results", "replay.json"));
    expect(result.summary).toMatchObject({ cases: 8, passed: 8 });
    // One case of each common type, and one with several checks.
    expect(result.cases.map((c) => c.type)).toEqual([
      "exact",
      "contains",
      "regex",
      "json",
      "required_fields",
      "classification",
      "tool_call",
      "checks",
    ]);

    // The workflow is the basic recipe, pointed at the files init wrote.
    const workflow = parse(await readFile(join(project, FILES[4]!), "utf8"));
    expect(Object.keys(workflow.on)).toEqual(["push", "pull_request"]);
    const step = workflow.jobs.modelgate.steps.find((s: { uses?: string }) => s.uses?.includes("modelgate"));
    expect(step.with).toMatchObject({ suites: "suites/**/suite.yaml", config: "configs/ollama.yaml" });
    const start = workflow.jobs.modelgate.steps.find((s: { name?: string }) => s.name === "Start Ollama");
    expect(start.run).toMatch(/ollama\/ollama:\d/);
    expect(workflow.permissions).toMatchObject({ "pull-requests": "write", checks: "write" });
  });

  it("never overwrites: existing files are skipped and said so", async () => {
    const project = join(root, "existing");
    await mkdir(join(project, "configs"), { recursive: true });
    await writeFile(join(project, "configs", "ollama.yaml"), "mine\n");
    const first = await cli(project, ["init"]);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("skipped configs/ollama.yaml (exists; left as it is)");
    expect(first.stdout).toContain("created configs/replay.yaml");
    expect(await readFile(join(project, "configs", "ollama.yaml"), "utf8")).toBe("mine\n");
    const again = await cli(project, ["init"]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("Nothing written: every file exists already.");
    expect(again.stdout).not.toContain("created");
  });

  it("writes into DIR, and refuses a DIR that is a file (exit 2)", async () => {
    const into = await cli(root, ["init", "sub/project"]);
    expect(into.code).toBe(0);
    expect(into.stdout).toContain("created sub/project/configs/replay.yaml");
    expect(into.stdout).toContain("cd sub/project && npx modelgate run");
    await writeFile(join(root, "a-file"), "x");
    const file = await cli(root, ["init", "a-file"]);
    expect(file.code).toBe(2);
    expect(file.stderr).toBe("modelgate init: 'a-file' exists and is not a folder\n");
    const two = await cli(root, ["init", "a", "b"]);
    expect(two.code).toBe(2);
    expect(two.stderr).toMatch(/^modelgate init: expected at most one DIR, got 2\n\nUsage: modelgate init/);
  });

  it("checks every target first: a file where a folder goes, or a folder where a file goes, writes nothing (exit 2)", async () => {
    const project = join(root, "blocked");
    await mkdir(join(project, ".github", "workflows", "modelgate.yml"), { recursive: true });
    await writeFile(join(project, "configs"), "not a folder\n");
    const init = await cli(project, ["init"]);
    expect(init.code).toBe(2);
    expect(init.stdout).toBe("");
    expect(init.stderr).toBe(
      [
        "modelgate init: nothing written; cannot write",
        "  configs/replay.yaml: 'configs' is a file, not a folder",
        "  configs/ollama.yaml: 'configs' is a file, not a folder",
        "  .github/workflows/modelgate.yml: it is a folder, not a file",
        "",
      ].join("\n"),
    );
    expect((await readdir(project)).sort()).toEqual([".github", "configs"]);
  });

  it.skipIf(process.platform !== "linux")(
    "undoes its files and folders when a write fails midway (exit 2)",
    async () => {
      // /proc/self is a folder no one can make a folder in: the workflow, written last, fails.
      const project = join(root, "midway");
      await mkdir(project);
      await symlink("/proc/self", join(project, ".github"));
      const init = await cli(project, ["init"]);
      expect(init.code).toBe(2);
      expect(init.stdout).toBe("");
      expect(init.stderr).toMatch(
        /^modelgate init: nothing written; cannot write \.github\/workflows\/modelgate\.yml: /,
      );
      expect(await readdir(project)).toEqual([".github"]);
    },
  );
});
