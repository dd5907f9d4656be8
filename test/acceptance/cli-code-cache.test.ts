/**
 * The built CLI's code caches (src/cli/script-chunks.ts) as a user's machine sees them: a first
 * process writes a cache for each chunk it loaded, the next ones read them and write nothing,
 * the results are the same either way, and `NODE_DISABLE_COMPILE_CACHE=1` leaves no file. The
 * caches written also say which files a process loaded: Ajv only for a schema beyond the plain
 * subset that ModelGate judges itself (src/core/schema/plain-evaluator.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureCli, quietEnv, REPO_ROOT, runCliSync } from "../helpers/cli.js";

const EXAMPLE = join(REPO_ROOT, "suites", "support-assistant");
let dir: string;

beforeAll(() => {
  ensureCli();
  dir = mkdtempSync(join(tmpdir(), "modelgate-code-cache-"));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function run(cache: string, output: string, extra: NodeJS.ProcessEnv = {}) {
  const env = quietEnv({
    XDG_CACHE_HOME: cache,
    NODE_COMPILE_CACHE: "",
    NODE_DISABLE_COMPILE_CACHE: "",
    ...extra,
  });
  const args = [
    "run",
    "suite.yaml",
    "-c",
    "configs/baseline.yaml",
    "-p",
    "checks.mjs",
    "-o",
    join(dir, output),
  ];
  const exit = runCliSync(args, { cwd: EXAMPLE, env });
  expect(exit.code, exit.stderr).toBe(0);
  const result = JSON.parse(readFileSync(join(dir, output), "utf8")) as Record<string, unknown>;
  delete result.started_at;
  delete result.finished_at;
  return result;
}

const chunkCaches = (cache: string) => {
  const folder = join(
    cache,
    "modelgate",
    "node-compile-cache",
    `modelgate-chunks-${process.version}-${process.arch}`,
  );
  try {
    return readdirSync(folder)
      .sort()
      .map((name) => ({ name, mtimeMs: statSync(join(folder, name)).mtimeMs }));
  } catch {
    return [];
  }
};

describe("the CLI's code caches", () => {
  it("are written by the first process and read, not rewritten, by the next, with the same results", () => {
    const cache = join(dir, "cache");
    const first = run(cache, "first.json");
    const written = chunkCaches(cache);
    const run_ = written.find((f) => /^run-[A-Z0-9]+\.cjs-[0-9a-f]{32}\.v8$/.test(f.name));
    expect(run_, JSON.stringify(written)).toBeDefined();
    expect(written.every((f) => f.name.endsWith(".v8"))).toBe(true);
    const second = run(cache, "second.json");
    expect(chunkCaches(cache)).toEqual(written);
    expect(second).toEqual(first);
  });

  it("show Ajv loaded only for a schema beyond the plain subset", () => {
    // The example's schemas (json checks, tool arguments) are all plain.
    const plain = join(dir, "plain-cache");
    run(plain, "plain.json");
    expect(chunkCaches(plain).some((f) => f.name.startsWith("run-"))).toBe(true);
    expect(chunkCaches(plain).filter((f) => f.name.startsWith("dep-ajv"))).toEqual([]);
    // `format` is Ajv's (ajv-formats): the same kind of case with one loads it.
    const suite = join(dir, "format-suite.json");
    const schema = { type: "object", properties: { email: { type: "string", format: "email" } } };
    writeFileSync(
      suite,
      JSON.stringify({ suite: "formats", cases: [{ id: "c", type: "json", input: "x", schema }] }),
    );
    writeFileSync(
      join(dir, "format-out.json"),
      JSON.stringify({ outputs: { c: { output: '{"email":"a@b.co"}' } } }),
    );
    writeFileSync(join(dir, "format.yaml"), "id: f\nprovider: replay\noutputs: format-out.json\n");
    const formats = join(dir, "format-cache");
    const env = quietEnv({ XDG_CACHE_HOME: formats, NODE_COMPILE_CACHE: "", NODE_DISABLE_COMPILE_CACHE: "" });
    const exit = runCliSync(["run", suite, "-c", join(dir, "format.yaml"), "-o", join(dir, "f.json")], {
      cwd: dir,
      env,
    });
    expect(exit.code, exit.stderr).toBe(0);
    expect(chunkCaches(formats).filter((f) => f.name.startsWith("dep-ajv"))).toHaveLength(1);
  });

  it("writes none with NODE_DISABLE_COMPILE_CACHE=1", () => {
    const cache = join(dir, "off");
    const off = run(cache, "off.json", { NODE_DISABLE_COMPILE_CACHE: "1" });
    expect(chunkCaches(cache)).toEqual([]);
    expect(off).toEqual(run(join(dir, "on"), "on.json"));
  });
});
