import { cp, mkdir, mkdtemp, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliIO } from "../../../src/cli/io.js";
import { main } from "../../../src/cli/main.js";
import { refuseInputsAsOutputs } from "../../../src/cli/output-guard.js";

const FIXTURES = join(import.meta.dirname, "../../fixtures/modeldiff");
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-output-guard-"));
  // A copy: were the guard broken, the test would overwrite these files, not the fixtures.
  await cp(FIXTURES, dir, { recursive: true });
  // A repository of its own: suites and configs name files inside its root only.
  await mkdir(join(dir, ".git"));
  await symlink(join(dir, "suite.yaml"), join(dir, "link.yaml"));
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
