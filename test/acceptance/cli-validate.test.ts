import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

// These tests run the bundled CLI, as users do: `npm run build` first (`npm test` does).
const ROOT = resolve(import.meta.dirname, "../..");
const CLI = join(ROOT, "dist/cli.cjs");
let dir: string;

function modelgate(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  return modelgateIn(ROOT, ...args);
}

function modelgateIn(
  cwd: string,
  ...args: string[]
): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

beforeAll(async () => {
  if (!existsSync(CLI)) throw new Error("dist/cli.js is missing: run `npm run build` first");
  dir = await mkdtemp(join(tmpdir(), "modelgate-cli-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function write(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

describe("modelgate validate", () => {
  it("prints OK with the case count for each valid file and exits 0", () => {
    const r = modelgate(
      "validate",
      "test/fixtures/modeldiff/suite.yaml",
      "test/fixtures/modeldiff/extraction.json",
      "--plugin",
      "test/fixtures/modeldiff/checks.mjs",
    );
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe(
      "OK: test/fixtures/modeldiff/suite.yaml (9 cases)\nOK: test/fixtures/modeldiff/extraction.json (3 cases)\n",
    );
    expect(r.code).toBe(0);
  });

  it("reports every problem of every invalid file, checks the rest and exits 2", () => {
    const bad = "test/fixtures/load/many-problems.yaml";
    const r = modelgate(
      "validate",
      bad,
      "test/fixtures/modeldiff/suite.yaml",
      "--plugin",
      "test/fixtures/modeldiff/checks.mjs",
    );
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("OK: test/fixtures/modeldiff/suite.yaml (9 cases)\n");
    const lines = r.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(20);
    expect(lines[0]).toBe(`${bad}:2:1: field 'descripton': unknown field; did you mean 'description'?`);
    expect(lines).toContain(
      `${bad}:7:9: case 'greet': field 'id': duplicate id 'greet' (also used at line 14)`,
    );
    expect(lines).toContain(
      `${bad}:14:9: case 'greet': field 'id': duplicate id 'greet' (first used at line 7)`,
    );
    expect(lines).toContain(
      `${bad}:45:12: case 'summary': field 'check': unknown custom check 'max_wrds'; did you mean 'max_words'? (registered: max_words)`,
    );
    expect(lines[19]).toBe("1 of 2 files invalid");
    expect(r.stderr).not.toMatch(/\bat .*\.js:\d+/); // no stack trace
  });

  it("reports an empty file, a JSON array and a YAML syntax error with positions", async () => {
    const empty = await write("empty.yaml", "");
    const list = await write("list.json", "[]\n");
    const syntax = await write("syntax.yaml", 'suite: x\ncases:\n  - id: a\n    input: "unterminated\n');
    const r = modelgate("validate", empty, list, syntax);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.split("\n")).toEqual([
      `${empty}:1:1: file is empty: expected a mapping with 'suite' and 'cases'`,
      `${list}:1:1: expected a mapping with 'suite' and 'cases', found a list`,
      `${syntax}:4:12: syntax error: this quoted text is never closed (a missing closing quote)`,
      "3 of 3 files invalid",
      "",
    ]);
  });

  it("names a plugin that fails to load, without a stack trace", async () => {
    const plugin = await write("broken.mjs", "throw new Error('boom at import');\n");
    const r = modelgate("validate", "test/fixtures/modeldiff/suite.yaml", "--plugin", plugin);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(`${plugin}:1:7: plugin '${plugin}' failed to load: boom at import\n`);
    const notObject = await write("fn.mjs", "export default () => true;\n");
    expect(modelgate("validate", "test/fixtures/modeldiff/suite.yaml", "--plugin", notObject).stderr).toMatch(
      /^plugin '.*fn\.mjs': its default export must be an object mapping check names to functions/,
    );
    expect(
      modelgate("validate", "test/fixtures/modeldiff/suite.yaml", "--plugin", "checks.py").stderr,
    ).toMatch(/^plugin 'checks\.py': Python plugins are not supported/);
  });

  it("names the file, line and column of a plugin's syntax error", async () => {
    const folder = await mkdtemp(join(dir, "syntax-"));
    await writeFile(
      join(folder, "syn.mjs"),
      "export default {\n  hang(ctx) {\n    return ctx.output ==== 1;\n  }\n};\n",
    );
    await writeFile(
      join(folder, "suite.yaml"),
      "suite: s\ncases:\n  - {id: a, type: custom, check: hang, input: x}\n",
    );
    const r = modelgateIn(folder, "validate", "suite.yaml", "-p", "syn.mjs");
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("syn.mjs:3:26: plugin 'syn.mjs' failed to load: Unexpected token '='\n");
  });

  it("resolves a plugin package from the working folder, an ES-module-only one too", async () => {
    const folder = await mkdtemp(join(dir, "packages-"));
    await writeFile(
      join(folder, "suite.yaml"),
      "suite: s\ncases:\n  - {id: a, type: custom, check: hang, input: x}\n",
    );
    const pkg = async (name: string, manifest: object, files: Record<string, string>) => {
      await mkdir(join(folder, "node_modules", name, "lib"), { recursive: true });
      await writeFile(
        join(folder, "node_modules", name, "package.json"),
        JSON.stringify({ name, ...manifest }),
      );
      for (const [file, text] of Object.entries(files))
        await writeFile(join(folder, "node_modules", name, file), text);
    };
    const esm = "export default { hang() { return true; } };\n";
    await pkg(
      "esm-only",
      { type: "module", exports: { ".": { import: "./index.js" } } },
      { "index.js": esm },
    );
    await pkg(
      "@team/checks",
      { type: "module", exports: { "./*": { import: "./lib/*.js" } } },
      { "lib/extra.js": esm },
    );
    await pkg(
      "cjs-pkg",
      { main: "index.js" },
      { "index.js": "module.exports = { hang() { return true; } };\n" },
    );
    const nested = join(folder, "sub");
    await mkdir(nested);
    for (const plugin of ["esm-only", "@team/checks/extra", "cjs-pkg"]) {
      // From a folder below too: node_modules of the folders above count, as for Node.
      for (const cwd of [folder, nested]) {
        const suite = cwd === folder ? "suite.yaml" : "../suite.yaml";
        const r = modelgateIn(cwd, "validate", suite, "-p", plugin);
        expect(r.stderr, `${plugin} from ${cwd}`).toBe("");
        expect(r.code).toBe(0);
      }
    }
    const missing = modelgateIn(folder, "validate", "suite.yaml", "-p", "no-such-checks");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      `plugin 'no-such-checks': package 'no-such-checks' not found in node_modules of ${folder} or of a folder above it\n`,
    );
    // A package whose exports leave it, or name a file it lacks: exit 2, the package and the fault.
    await pkg("leaky", { exports: { ".": { import: "./../esm-only/index.js" } } }, {});
    const leaky = modelgateIn(folder, "validate", "suite.yaml", "-p", "leaky");
    expect(leaky.code).toBe(2);
    expect(leaky.stderr).toBe(
      `plugin 'leaky': package 'leaky' (${join(folder, "node_modules", "leaky")}) exports './../esm-only/index.js', which is not a path inside the package (a target starts with './' and has no '.', '..' or 'node_modules' part)\n`,
    );
    await pkg("hollow", { exports: { ".": { import: "./lib/gone.mjs" } } }, {});
    const hollow = modelgateIn(folder, "validate", "suite.yaml", "-p", "hollow");
    expect(hollow.code).toBe(2);
    expect(hollow.stderr).toBe(
      `plugin 'hollow': package 'hollow' (${join(folder, "node_modules", "hollow")}) exports './lib/gone.mjs' for '.', which is not a file\n`,
    );
    const unexported = modelgateIn(folder, "validate", "suite.yaml", "-p", "esm-only/internal");
    expect(unexported.stderr).toBe(
      `plugin 'esm-only/internal': package 'esm-only' (${join(folder, "node_modules", "esm-only")}) exports nothing for './internal' that import can load\n`,
    );
  });

  it("checks a result file with the result reader, its format first or not, cut short or whole", async () => {
    const result = join(dir, "written.json");
    const run = modelgate(
      "run",
      "test/fixtures/modeldiff/suite.yaml",
      "--config",
      "test/fixtures/modeldiff/configs/baseline.yaml",
      "--plugin",
      "test/fixtures/modeldiff/checks.mjs",
      "--output",
      result,
    );
    expect(run.code, run.stderr).toBe(0);
    const text = await readFile(result, "utf8");
    const { format, ...rest } = JSON.parse(text) as Record<string, unknown>;
    const late = await write("late.json", JSON.stringify({ ...rest, format })); // read whole, then checked
    const cut = await write("cut.json", text.slice(0, 600));
    const r = modelgate("validate", result, late, cut);
    const ok = (file: string) =>
      `OK: ${file} (result of suite 'support-assistant' with config 'baseline-q8', 9 cases)`;
    expect(r.stdout).toBe(`${ok(result)}\n${ok(late)}\n`);
    // Told by its opening, a cut-short result is refused by the result reader, at the place.
    expect(r.stderr).toMatch(/^.*cut\.json:1:\d+: not a valid result file: /m);
    expect(r.stderr).toContain("1 of 3 files invalid");
    expect(r.code).toBe(2);
  });

  it("exits 2 on usage errors", () => {
    const unknown = modelgate("validate", "--strict-mode", "test/fixtures/modeldiff/suite.yaml");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(
      /^modelgate validate: unknown flag '--strict-mode'\n\nUsage: modelgate validate /,
    );
    const none = modelgate("validate");
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^modelgate validate: no file given/);
  });
});

// `modelgate schema NAME` prints the same text every time: one process per schema, however many
// tests read it (a CLI child costs more CPU than the assertions on its output).
const printed = new Map<string, ReturnType<typeof modelgate>>();
function schemaOutput(name: string): ReturnType<typeof modelgate> {
  let r = printed.get(name);
  if (r === undefined) {
    r = modelgate("schema", name);
    printed.set(name, r);
  }
  return r;
}

// An editor's validator for each printed schema, compiled once (Ajv's compile is most of the CPU
// these tests spend in process).
const editor = new Ajv2020({ strict: false, allowUnionTypes: true });
const compiled = new Map<string, ValidateFunction>();
function validatorOf(name: string): ValidateFunction {
  let validate = compiled.get(name);
  if (validate === undefined) {
    validate = editor.compile(JSON.parse(schemaOutput(name).stdout));
    compiled.set(name, validate);
  }
  return validate;
}

describe("modelgate schema", () => {
  it("prints each schema with its draft, id and title, as valid JSON Schema", () => {
    for (const name of ["suite", "config", "recorded", "result", "comparison"]) {
      const r = schemaOutput(name);
      expect(r.code).toBe(0);
      const schema = JSON.parse(r.stdout);
      expect(r.stdout).toBe(`${JSON.stringify(schema, null, 2)}\n`);
      expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
      expect(schema.$id).toBe(`https://modelgate.dev/schemas/${name}.json`);
      expect(typeof schema.title).toBe("string");
      expect(() => validatorOf(name)).not.toThrow();
    }
  });

  it("lets an editor validate suites and configs with the published schema alone", async () => {
    const suiteSchema = validatorOf("suite");
    const suite = parseYaml(await readFile(join(ROOT, "test/fixtures/modeldiff/suite.yaml"), "utf8"));
    expect(suiteSchema(suite)).toBe(true);
    expect(suiteSchema({ suite: "x", cases: [{ id: "a", type: "json", input: "x", labels: ["a"] }] })).toBe(
      false,
    );
    const configSchema = validatorOf("config");
    const config = parseYaml(
      await readFile(join(ROOT, "test/fixtures/modeldiff/configs/ollama.yaml"), "utf8"),
    );
    expect(configSchema(config)).toBe(true);
    expect(configSchema({ id: "x", provider: "replay" })).toBe(false);
  });

  it("writes the schema to --output", async () => {
    const out = join(dir, "suite.schema.json");
    const r = modelgate("schema", "suite", "--output", out);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("");
    expect(await readFile(out, "utf8")).toBe(schemaOutput("suite").stdout);
  });

  it("exits 2 for an unknown schema or flag", () => {
    const r = modelgate("schema", "suites");
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^modelgate schema: unknown schema 'suites'; choose one of suite, config, recorded, result, comparison/,
    );
    expect(modelgate("schema", "suite", "--pretty").code).toBe(2);
    expect(modelgate("schema").code).toBe(2);
  });
});
