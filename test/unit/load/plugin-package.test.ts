import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "../../../src/core/diagnostics.js";
import { resolvePackage } from "../../../src/load/plugin-package.js";

let repo: string;
const modules = () => join(repo, "node_modules");

async function pkg(name: string, manifest: object, files: string[]): Promise<void> {
  const folder = join(modules(), name);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, "package.json"), JSON.stringify({ name, ...manifest }));
  for (const file of files) {
    await mkdir(dirname(join(folder, file)), { recursive: true });
    await writeFile(join(folder, file), "export default {};\n");
  }
}

/**
 * What Node's own ES module resolver makes of each spec, from a module in the repository: the
 * file, or the error's code. (`import.meta.resolve` does not look for an `exports` target's
 * file; `import()` would, and fail: a file that is not there counts as refused.)
 */
function nodeResolves(specs: string[]): Array<string | { code: string }> {
  const out = execFileSync(process.execPath, [join(repo, "resolve.mjs"), JSON.stringify(specs)], {
    cwd: repo,
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  return (JSON.parse(out) as Array<string | { code: string }>).map((r) =>
    typeof r === "string" && !existsSync(r) ? { code: "ERR_MODULE_NOT_FOUND" } : r,
  );
}

async function ours(spec: string): Promise<string | { message: string }> {
  try {
    return await resolvePackage(spec, repo);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { message: error.message };
  }
}

beforeAll(async () => {
  repo = await realpath(await mkdtemp(join(tmpdir(), "modelgate-plugin-package-")));
  await mkdir(join(repo, ".git"));
  await writeFile(
    join(repo, "resolve.mjs"),
    [
      'import { fileURLToPath } from "node:url";',
      "const out = JSON.parse(process.argv[2]).map((spec) => {",
      "  try { return fileURLToPath(import.meta.resolve(spec)); } catch (e) { return { code: e.code }; }",
      "});",
      "process.stdout.write(JSON.stringify(out));",
      "",
    ].join("\n"),
  );
  await pkg("as-string", { exports: "./lib/main.js" }, ["lib/main.js"]);
  await pkg(
    "import-default",
    { exports: { ".": { import: "./esm/index.mjs", default: "./cjs/index.cjs" } } },
    ["esm/index.mjs", "cjs/index.cjs"],
  );
  await pkg("require-first", { exports: { require: "./r.cjs", default: "./d.mjs" } }, ["r.cjs", "d.mjs"]);
  await pkg(
    "nested",
    {
      exports: {
        ".": {
          types: "./index.d.ts",
          browser: "./browser.js",
          node: { require: "./node.cjs", import: { production: "./prod.mjs", default: "./node.mjs" } },
          default: "./fallback.js",
        },
      },
    },
    ["node.cjs", "node.mjs", "prod.mjs", "fallback.js", "browser.js"],
  );
  await pkg("listed", { exports: [{ worker: "./w.js" }, "./first.js", "./second.js"] }, [
    "first.js",
    "second.js",
  ]);
  await pkg("null-import", { exports: { import: null, default: "./d.js" } }, ["d.js"]);
  await pkg("main-only", { main: "lib/entry" }, ["lib/entry.js"]);
  await pkg("esm-main", { type: "module", main: "./index.js" }, ["index.js"]);
  await pkg("index-only", {}, ["index.js"]);
  await pkg("esm-only", { type: "module", exports: { ".": { import: "./index.js" } } }, ["index.js"]);
  await pkg(
    "patterns",
    { exports: { "./*": "./lib/*.js", "./checks/*": "./special/*.mjs", "./internal/*": null } },
    ["lib/a.js", "special/b.mjs", "lib/internal/c.js"],
  );
  await pkg("escapes", { exports: "./../escaped.js" }, []);
  await writeFile(join(modules(), "escaped.js"), "export default {};\n");
  await pkg("escapes-pattern", { exports: { "./*": "./*" } }, ["ok.js"]);
  await pkg("absolute", { exports: { ".": "/etc/hosts" } }, []);
  await pkg("into-deps", { exports: "./node_modules/dep/index.js" }, ["node_modules/dep/index.js"]);
  await pkg("missing-entry", { exports: { ".": { import: "./gone.mjs" } } }, []);
  await pkg("missing-main", { main: "gone.js" }, []);
  await pkg("require-only", { exports: { require: "./r.cjs" } }, ["r.cjs"]);
  await pkg("mixed", { exports: { ".": "./a.js", import: "./b.js" } }, ["a.js", "b.js"]);
  await pkg("@scope/checks", { exports: { "./extra": { import: "./extra.mjs" } } }, ["extra.mjs"]);
});

afterAll(async () => {
  await rm(repo, { recursive: true, force: true });
});

describe("a plugin package resolves as Node's import resolves it", () => {
  const resolving = [
    "as-string",
    "import-default",
    "require-first",
    "nested",
    "listed",
    "main-only",
    "esm-main",
    "index-only",
    "esm-only",
    "patterns/a",
    "patterns/checks/b",
    "@scope/checks/extra",
  ];
  const refused = [
    "null-import",
    "patterns/internal/c",
    "escapes",
    "escapes-pattern/../escaped",
    "absolute",
    "into-deps",
    "missing-entry",
    "missing-main",
    "require-only",
    "mixed",
    "esm-only/internal",
    "@scope/checks",
  ];

  it("finds the file Node finds, for strings, conditions (nested, in the package's order), lists, patterns and main", async () => {
    const node = nodeResolves(resolving);
    for (const [i, spec] of resolving.entries()) {
      expect([spec, await ours(spec)]).toEqual([spec, node[i]]);
    }
    expect(await ours("nested")).toBe(join(modules(), "nested", "node.mjs"));
  });

  it("refuses what Node refuses", async () => {
    const node = nodeResolves(refused);
    for (const [i, spec] of refused.entries()) {
      expect([spec, typeof node[i]]).toEqual([spec, "object"]);
      expect([spec, typeof (await ours(spec))]).toEqual([spec, "object"]);
    }
  });

  it("says which package and what is wrong", async () => {
    const at = (name: string) => `package '${name}' (${join(modules(), name)})`;
    const message = async (spec: string) => ((await ours(spec)) as { message: string }).message;
    expect(await message("escapes")).toBe(
      `plugin 'escapes': ${at("escapes")} exports './../escaped.js', which is not a path inside the package (a target starts with './' and has no '.', '..' or 'node_modules' part)`,
    );
    expect(await message("absolute")).toMatch(
      /^plugin 'absolute': package 'absolute' .* exports '\/etc\/hosts', which is not a path inside the package/,
    );
    expect(await message("into-deps")).toMatch(
      /exports '\.\/node_modules\/dep\/index\.js', which is not a path inside the package/,
    );
    expect(await message("escapes-pattern/../escaped")).toMatch(
      /^plugin 'escapes-pattern\/\.\.\/escaped': package 'escapes-pattern' .* cannot export '\.\.\/escaped' through a '\*' pattern/,
    );
    expect(await message("missing-entry")).toBe(
      `plugin 'missing-entry': ${at("missing-entry")} exports './gone.mjs' for '.', which is not a file`,
    );
    expect(await message("missing-main")).toBe(
      `plugin 'missing-main': ${at("missing-main")} has no file for its main 'gone.js'`,
    );
    expect(await message("require-only")).toBe(
      `plugin 'require-only': ${at("require-only")} exports nothing for '.' that import can load`,
    );
    expect(await message("null-import")).toBe(
      `plugin 'null-import': ${at("null-import")} exports nothing for '.' that import can load`,
    );
    expect(await message("mixed")).toBe(
      `plugin 'mixed': ${at("mixed")} has an invalid exports: it mixes subpaths ('.') with conditions ('import')`,
    );
    expect(await message("nowhere")).toBe(
      `plugin 'nowhere': package 'nowhere' not found in node_modules of ${repo} or of a folder above it`,
    );
  });
});
