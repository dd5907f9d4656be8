import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderRunJson } from "../../src/core/report/run-json.js";
import { ensureCli, runCliSync } from "../helpers/cli.js";
import { makeRun } from "../helpers/make-run.js";

// review-cli: `--output` to a folder or "" failed late with a raw EISDIR/rename error (and ""
// put a temporary file in the parent of the working folder); `-o -` and an input `-` were file
// names.

const root = mkdtempSync(join(tmpdir(), "mg-cli-output-"));
const cwd = join(root, "work");
afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeAll(() => {
  ensureCli();
  mkdirSync(join(cwd, "out"), { recursive: true });
  writeFileSync(join(cwd, "b.json"), renderRunJson(makeRun([{ id: "a", output: "yes" }])));
  writeFileSync(join(cwd, "c.json"), renderRunJson(makeRun([{ id: "a", status: "fail", output: "no" }])));
});

const cli = (...args: string[]) => runCliSync(args, { cwd });

/** What is in the working folder and its parent, to see that a refusal left nothing behind. */
function entries(): string[] {
  return [...readdirSync(cwd), ...readdirSync(join(cwd, "out")), ...readdirSync(dirname(cwd))].sort();
}

/** Each command that takes --output, with what it writes and what it needs besides. */
const COMMANDS = [
  { args: ["compare", "b.json", "c.json"], what: "the report" },
  { args: ["report", "b.json"], what: "the report" },
  { args: ["schema", "suite"], what: "the schema" },
  { args: ["merge", "b.json"], what: "the merged result" },
  { args: ["run", "suite.yaml", "-c", "config.yaml"], what: "the result" },
];

describe("--output that names no file is refused before any work (exit 2)", () => {
  for (const { args, what } of COMMANDS.filter((c) => c.args[0] !== "run")) {
    it(`${args[0]}: a folder, and an empty value`, () => {
      const before = entries();
      const folder = cli(...args, "-o", "out");
      expect(folder.code).toBe(2);
      expect(folder.stderr).toBe(`cannot write ${what} to out: it is a directory\n`);
      expect(folder.stdout).toBe("");
      const empty = cli(...args, "--output", "");
      expect(empty.code).toBe(2);
      expect(empty.stderr).toBe("--output '' names no file: give a file path\n");
      expect(empty.stdout).toBe("");
      // No temporary file beside the folder, nor in the parent of the working folder.
      expect(entries()).toEqual(before);
    });
  }

  it("run: an empty value (a folder is refused as before)", () => {
    writeFileSync(join(cwd, "suite.yaml"), "name: s\ncases: []\n");
    const empty = cli("run", "suite.yaml", "-c", "config.yaml", "--output", "");
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain("--output '' names no file: give a file path");
    expect(readdirSync(dirname(cwd)).filter((n) => n.startsWith(`.${basename(cwd)}`))).toEqual([]);
    // Nor an empty --output-dir (it wrote into the working folder).
    const before = entries();
    const dir = cli("run", "suite.yaml", "-c", "config.yaml", "--output-dir", "");
    expect(dir.code).toBe(2);
    expect(dir.stderr).toContain("--output-dir '' names no folder: give a folder path");
    expect(entries()).toEqual(before);
  });
});

describe("`-` is standard output for --output, and no input", () => {
  for (const { args } of COMMANDS.filter((c) => ["compare", "report", "schema"].includes(c.args[0]!))) {
    it(`${args[0]} -o -: the same bytes, stderr and exit code as without --output`, () => {
      const plain = cli(...args);
      const dash = cli(...args, "-o", "-");
      expect(dash).toMatchObject({ code: plain.code, stdout: plain.stdout, stderr: plain.stderr });
      expect(dash.stdout.length).toBeGreaterThan(0);
      expect(readdirSync(cwd)).not.toContain("-");
    });
  }

  it("merge -o -: the merged result on stdout, as the file would hold it; the summary on stderr", () => {
    const file = cli("merge", "b.json", "-o", "m.json");
    expect(file.code, file.stderr).toBe(0);
    const dash = cli("merge", "b.json", "-o", "-");
    expect(dash.code, dash.stderr).toBe(0);
    expect(dash.stdout).toBe(readFileSync(join(cwd, "m.json"), "utf8"));
    expect(dash.stderr).toBe(file.stderr.replace("-> m.json", "-> standard output"));
    expect(readdirSync(cwd)).not.toContain("-");
  });

  it("run -o -: refused as a usage error, nothing written", () => {
    const dash = cli("run", "suite.yaml", "-c", "config.yaml", "-o", "-");
    expect(dash.code).toBe(2);
    expect(dash.stderr).toMatch(/^modelgate run: --output - \(standard output\) is not supported by run/);
    expect(readdirSync(cwd)).not.toContain("-");
  });

  it("an input `-` is refused (standard input is not read); ./- names a file called '-'", () => {
    writeFileSync(join(cwd, "-"), readFileSync(join(cwd, "b.json")));
    try {
      const refusal =
        "-: standard input is not read: give the result file's path (./- for a file named '-')\n";
      for (const args of [
        ["compare", "-", "c.json"],
        ["report", "-"],
        ["merge", "-", "-o", "m2.json"],
      ]) {
        const r = cli(...args);
        expect(r.code, args.join(" ")).toBe(2);
        expect(r.stderr).toBe(refusal);
        expect(r.stdout).toBe("");
      }
      // Every problem at once: the missing file beside the `-`.
      expect(cli("compare", "-", "missing.json").stderr).toBe(`${refusal}missing.json: file not found\n`);
      expect(readdirSync(cwd)).not.toContain("m2.json");
      expect(cli("compare", "./-", "b.json").code).toBe(0);
    } finally {
      rmSync(join(cwd, "-"));
    }
  });
});
