import { AssertionError } from "node:assert";
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type * as Library from "../../src/lib/index.js";

// The library as an application uses it: the built bundle (dist/lib.js, dist/vitest.js), on the
// shipped example, with the vitest matcher. Types come from the source the bundle is built from.
const root = resolve(import.meta.dirname, "../..");
const example = join(root, "suites/support-assistant");
const suite = join(example, "suite.yaml");
const plugins = [join(example, "checks.mjs")];
const configs = {
  baseline: join(example, "configs/baseline.yaml"),
  candidate: join(example, "configs/candidate.yaml"),
};

let lib: typeof Library;
let baseline: Library.RunResult;
let candidate: Library.RunResult;

beforeAll(async () => {
  lib = (await import(pathToFileURL(join(root, "dist/lib.js")).href)) as typeof Library;
  await import(pathToFileURL(join(root, "dist/vitest.js")).href);
  const results = await lib.run({ suites: [suite], configs: [configs.baseline, configs.candidate], plugins });
  expect(results).toHaveLength(2);
  baseline = results[0]!;
  candidate = results[1]!;
});

describe("the library API on the shipped example", () => {
  it("loads a suite and a config", async () => {
    const loaded = await lib.loadSuite(suite, { plugins });
    expect(loaded.name).toBe("support-assistant");
    expect(loaded.cases.length).toBe(14);
    const config = await lib.loadConfig(configs.candidate);
    expect(config).toMatchObject({ id: "support-llama3.1-8b-q4", provider: "replay" });
  });

  it("runs to modelgate.run/v2 results and compares to modelgate.compare/v1", () => {
    expect(baseline.format).toBe("modelgate.run/v2");
    expect(baseline.suite.name).toBe("support-assistant");
    const comparison = lib.compare(baseline, candidate);
    expect(comparison.format).toBe(lib.COMPARE_FORMAT);
    expect(comparison.status).toBe("regressed");
    expect(comparison.summary.regressions).toBe(4);
    expect(comparison.cases.find((c) => c.id === "ticket-json")?.category).toBe("regression");
  });

  it("renders every format", () => {
    const comparison = lib.compare(baseline, candidate);
    expect(lib.render(comparison, "markdown")).toContain("## ❌ ModelGate: support-assistant: REGRESSED");
    expect(lib.render(comparison, "text")).toContain("REGRESSED");
    expect(JSON.parse(lib.render(comparison, "json")).summary.regressions).toBe(4);
    expect(lib.render(comparison, "junit")).toMatch(/<testsuite [^>]*failures="5"/);
  });

  it("runs a matrix config-major, with a case filter", async () => {
    const results = await lib.run({
      suites: [suite],
      configs: [configs.baseline, configs.candidate],
      plugins,
      cases: ["ticket-*"],
    });
    expect(results.map((r) => r.config.id)).toEqual(["support-llama3.1-8b-q8", "support-llama3.1-8b-q4"]);
    expect(results[0]!.cases.every((c) => c.id.startsWith("ticket-"))).toBe(true);
  });

  it("throws InputError with diagnostics for a user's mistake, before any run", async () => {
    const error = await lib
      .run({ suites: [join(example, "missing.yaml")], configs: [configs.baseline] })
      .catch((e) => e);
    expect(error).toBeInstanceOf(lib.InputError);
    expect((error as Library.InputError).diagnostics[0]).toMatchObject({ message: "file not found" });
    await expect(lib.loadSuite(suite)).rejects.toThrow(/check/);
  });

  it("agrees with the CLI's compare", async () => {
    const dir = await mkdtemp(join(tmpdir(), "modelgate-library-"));
    try {
      const cli = (args: string[]) =>
        execFileSync(process.execPath, [join(root, "dist/cli.cjs"), ...args], { cwd: dir, stdio: "pipe" });
      for (const side of ["baseline", "candidate"] as const) {
        cli(["run", suite, "--config", configs[side], "--plugin", plugins[0]!, "-o", `${side}.json`]);
      }
      try {
        cli(["compare", "baseline.json", "candidate.json", "--format", "json", "-o", "comparison.json"]);
      } catch {
        // exit 1: the example regresses on purpose
      }
      const fromCli = JSON.parse(await readFile(join(dir, "comparison.json"), "utf8")) as Library.Comparison;
      const fromLib = lib.compare(baseline, candidate);
      expect(fromLib.summary).toEqual(fromCli.summary);
      expect(fromLib.cases.map((c) => [c.id, c.category])).toEqual(
        fromCli.cases.map((c) => [c.id, c.category]),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("test-runner integration", () => {
  it("toBeCompatible passes on an unchanged model and lists the regressed cases otherwise", () => {
    expect(lib.compare(baseline, baseline)).toBeCompatible();
    const regressed = lib.compare(baseline, candidate);
    expect(regressed).not.toBeCompatible();
    let message = "";
    try {
      expect(regressed).toBeCompatible();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("expected suite 'support-assistant' to be compatible, but it is regressed");
    expect(message).toContain("  - ticket-json (regression): output is not valid JSON");
    expect(message).toContain("  - order-status-contract (mismatch):");
    expect(message).not.toContain("reply-length");
  });

  it("toBeCompatible takes the gate's options", () => {
    const comparison = lib.compare(baseline, baseline);
    expect(comparison).toBeCompatible({ failOn: ["changed"], failOnLatency: true });
    expect(() => expect({ format: "other" }).toBeCompatible()).toThrow(/modelgate.compare\/v1/);
    // A mistake in the options fails the test even under .not: it is thrown, never a pass.
    const bogus = { failOn: ["bogus"] } as never;
    for (const assertion of [
      () => expect(comparison).toBeCompatible(bogus),
      () => expect(comparison).not.toBeCompatible(bogus),
    ])
      expect(assertion).toThrow(/^toBeCompatible\(\): failOn: unknown category 'bogus' \(known: missing, /);
  });

  it("assertCompatible (node:test) throws an AssertionError with the same message", () => {
    const regressed = lib.compare(baseline, candidate);
    expect(() => lib.assertCompatible(lib.compare(candidate, candidate))).not.toThrow();
    let error: unknown;
    try {
      lib.assertCompatible(regressed);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AssertionError);
    expect((error as Error).message).toBe(lib.compatibilityFailure(regressed));
  });
});
