import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The published package as a user gets it: `npm pack`, then `npm install` of the tarball into an
// empty folder (offline: the package has no dependencies to fetch), then the CLI and the library
// from there. Packs the dist/ the global setup built.
const root = resolve(import.meta.dirname, "../..");
const MAX_PACKAGES = 3;
const MAX_INSTALLED_BYTES = 15 * 1024 * 1024;

let dir: string;
let app: string;
let installLog: string;

// Without the npm_* variables of an enclosing `npm test`, and with a cache of its own.
function npmEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.toLowerCase().startsWith("npm_")) env[key] = value;
  }
  env.npm_config_cache = join(dir, "npm-cache");
  env.npm_config_update_notifier = "false";
  return env;
}

function npm(args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync("npm", args, { cwd, env: npmEnv(), encoding: "utf8", timeout: 120_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function bytesUnder(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
    const s = statSync(join(folder, entry));
    if (s.isFile()) total += s.size;
  }
  return total;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "modelgate-package-"));
  const packed = npm(["pack", "--ignore-scripts", "--json", "--pack-destination", dir], root);
  expect(packed.status, packed.stderr).toBe(0);
  const [info] = JSON.parse(packed.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  app = join(dir, "app");
  mkdirSync(app);
  writeFileSync(
    join(app, "package.json"),
    `${JSON.stringify({ name: "app", private: true, type: "module" })}\n`,
  );
  const install = npm(["install", "--offline", "--no-audit", "--no-fund", join(dir, info!.filename)], app);
  installLog = install.stdout + install.stderr;
  expect(install.status, installLog).toBe(0);
}, 180_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("the checkout's own bin", () => {
  // `npx modelgate` in the checkout runs dist/cli.cjs itself: the build keeps it executable (it
  // writes through a rename, which used to drop the mode the file was committed with).
  it("is executable as built, and runs", () => {
    const bin = join(root, "dist", "cli.cjs");
    expect(statSync(bin).mode & 0o111).toBe(0o111);
    expect(execFileSync(bin, ["--version"], { encoding: "utf8" })).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("the published package", () => {
  it("installs lean: few packages, small, no engine warning", () => {
    const modules = join(app, "node_modules");
    const packages = readdirSync(modules)
      .filter((n) => !n.startsWith("."))
      .flatMap((n) => (n.startsWith("@") ? readdirSync(join(modules, n)).map((m) => `${n}/${m}`) : [n]));
    expect(packages).toContain("modelgate");
    expect(packages.length).toBeLessThanOrEqual(MAX_PACKAGES);
    expect(bytesUnder(modules)).toBeLessThanOrEqual(MAX_INSTALLED_BYTES);
    expect(installLog).not.toMatch(/EBADENGINE|npm warn/i);
  });

  it("holds dist/, action.yml, the README, the docs and the licence, not the sources", () => {
    const pkg = join(app, "node_modules/modelgate");
    const top = readdirSync(pkg).sort();
    expect(top).toEqual(["LICENSE", "README.md", "action.yml", "dist", "docs", "package.json"]);
    expect(readdirSync(join(pkg, "docs"))).toContain("library.md");
    for (const file of [
      "dist/cli.cjs",
      "dist/cli.js",
      "dist/index.js",
      "dist/lib.js",
      "dist/vitest.js",
      "dist/types/lib/index.d.ts",
    ]) {
      expect(statSync(join(pkg, file)).isFile(), file).toBe(true);
    }
    // The split bundles import their chunks by relative path: every chunk of the build ships.
    for (const folder of ["dist/action-chunks", "dist/cli-chunks"]) {
      const built = readdirSync(join(root, folder)).sort();
      expect(built.length, folder).toBeGreaterThan(0);
      expect(readdirSync(join(pkg, folder)).sort(), folder).toEqual(built);
    }
  });

  it("runs `npx modelgate --help`", () => {
    const r = spawnSync("npx", ["--no-install", "modelgate", "--help"], {
      cwd: app,
      env: npmEnv(),
      encoding: "utf8",
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("Usage: modelgate <command>");
  });

  it("runs and compares the example on replay with the installed CLI", () => {
    cpSync(join(root, "suites/support-assistant"), join(app, "example"), { recursive: true });
    const cli = join(app, "node_modules/.bin/modelgate");
    for (const side of ["baseline", "candidate"]) {
      execFileSync(
        cli,
        [
          "run",
          "example/suite.yaml",
          "-c",
          `example/configs/${side}.yaml`,
          "-p",
          "example/checks.mjs",
          "-o",
          `${side}.json`,
        ],
        { cwd: app, stdio: "pipe" },
      );
    }
    const r = spawnSync(cli, ["compare", "baseline.json", "candidate.json"], { cwd: app, encoding: "utf8" });
    expect(r.status).toBe(1); // the example's candidate regresses on purpose
    expect(r.stdout).toContain("REGRESSED");
  });

  it("serves the library API to a script: run, compare, render Markdown", () => {
    cpSync(join(root, "suites/support-assistant"), join(app, "example"), { recursive: true });
    writeFileSync(
      join(app, "script.mjs"),
      `import { compare, InputError, loadSuite, render, run, version } from "modelgate";
const suite = await loadSuite("example/suite.yaml", { plugins: ["example/checks.mjs"] });
const [baseline, candidate] = await run({
  suites: ["example/suite.yaml"],
  configs: ["example/configs/baseline.yaml", "example/configs/candidate.yaml"],
  plugins: ["example/checks.mjs"],
});
const comparison = compare(baseline, candidate);
const error = await loadSuite("missing.yaml").catch((e) => e);
process.stdout.write(JSON.stringify({ version, suite: suite.name, status: comparison.status,
  inputError: error instanceof InputError && error.diagnostics.length === 1 }) + "\\n");
process.stdout.write(render(comparison, "markdown"));
`,
    );
    const r = spawnSync(process.execPath, ["script.mjs"], { cwd: app, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    const [first, ...rest] = r.stdout.split("\n");
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    expect(JSON.parse(first!)).toEqual({
      version: pkg.version,
      suite: "support-assistant",
      status: "regressed",
      inputError: true,
    });
    expect(rest.join("\n")).toContain("## ❌ ModelGate: support-assistant: REGRESSED");
  });

  it("types the API for a TypeScript consumer (declarations resolved through exports)", () => {
    writeFileSync(
      join(app, "consumer.ts"),
      `import { type Comparison, compare, InputError, type RunResult, render, run } from "modelgate";
export async function gate(): Promise<string> {
  const results: RunResult[] = await run({ suites: ["s.yaml"], configs: ["c.yaml"], repeat: 2, tags: ["x"] });
  const comparison: Comparison = compare(results[0]!, results[1]!, { alpha: 0.1 });
  const error = new InputError("x");
  return render(comparison, "junit") + error.diagnostics.length + comparison.summary.regressions;
}
// @ts-expect-error: not a format
render({} as Comparison, "html");
`,
    );
    writeFileSync(
      join(app, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          strict: true,
          noEmit: true,
          types: [],
          // TypeScript's own lib.*.d.ts are TypeScript's to check (~2 s of CPU here); the
          // package's declarations and the consumer are still checked in full.
          skipDefaultLibCheck: true,
        },
        files: ["consumer.ts"],
      }),
    );
    const tsc = join(root, "node_modules/typescript/bin/tsc");
    const r = spawnSync(process.execPath, [tsc, "-p", "."], { cwd: app, encoding: "utf8" });
    expect(r.stdout + r.stderr).toBe("");
    expect(r.status).toBe(0);
  }, 60_000);
});
