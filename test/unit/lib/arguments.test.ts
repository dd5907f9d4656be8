import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { InputError } from "../../../src/core/diagnostics.js";
import type { ProgressReporter } from "../../../src/core/run/progress.js";
import {
  assertCompatible,
  type Comparison,
  compare,
  compatibilityFailure,
  formatDiagnostic,
  type LibraryRunOptions,
  loadConfig,
  loadResult,
  loadSuite,
  type RunResult,
  render,
  run,
} from "../../../src/lib/index.js";

// A JavaScript caller's mistakes, which TypeScript would have refused: each is an InputError that
// names the function, the option and what was given, thrown before anything runs.
const dir = join(import.meta.dirname, "../../fixtures/modeldiff");
const base = {
  suites: ["suite.yaml"],
  configs: ["configs/baseline.yaml"],
  plugins: ["checks.mjs"],
  cwd: dir,
};
const KNOWN =
  "(known: missing, new, error, regression, invalid, mismatch, flaky, fixed, still_failing, changed, passing)";

/** run() with `extra` over the example's options, as an untyped caller gives them. */
function runWith(extra: Record<string, unknown>): Promise<RunResult[]> {
  return run({ ...base, ...extra } as unknown as LibraryRunOptions);
}

/** The InputError's message, or a failure saying what happened instead. */
async function refusal(promise: Promise<unknown> | (() => unknown)): Promise<string> {
  try {
    await (typeof promise === "function" ? promise() : promise);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as InputError).message;
  }
  throw new Error("expected an InputError, but the call succeeded");
}

const silent: ProgressReporter = {
  start: () => {},
  executionDone: () => {},
  caseDone: () => {},
  info: () => {},
  finish: () => {},
};

describe("run() checks its options as the CLI checks its flags", () => {
  // Before the check, a concurrency below 1 never settled: the process then exited 0, silently.
  it.each([-3, 0])("rejects concurrency %d instead of hanging", { timeout: 5_000 }, async (concurrency) => {
    expect(await refusal(runWith({ concurrency }))).toBe(
      `run(): concurrency must be an integer from 1 to 1024, or 'auto', got ${concurrency}`,
    );
  });

  const refused: [Record<string, unknown>, string][] = [
    [{ concurrency: 1025 }, "run(): concurrency must be an integer from 1 to 1024, or 'auto', got 1025"],
    [{ concurrency: "many" }, "run(): concurrency must be an integer from 1 to 1024, or 'auto', got 'many'"],
    // repeat 0 passed every case with no repetition run; 1.5 was recorded as given.
    [{ repeat: 0 }, "run(): repeat must be an integer from 1 to 1000, got 0"],
    [{ repeat: 1.5 }, "run(): repeat must be an integer from 1 to 1000, got 1.5"],
    [{ repeat: 1001 }, "run(): repeat must be an integer from 1 to 1000, got 1001"],
    [{ repeat: "3" }, "run(): repeat must be an integer from 1 to 1000, got '3'"],
    [{ repeat: Number.NaN }, "run(): repeat must be an integer from 1 to 1000, got NaN"],
    [{ capture: "bad" }, "run(): capture must be one of full, hash, none, got 'bad'"],
    [
      { checkTimeoutMs: 0 },
      "run(): checkTimeoutMs must be an integer from 1 to 86400000 (milliseconds), got 0",
    ],
    [
      { checkTimeoutMs: "30s" },
      "run(): checkTimeoutMs must be an integer from 1 to 86400000 (milliseconds), got '30s'",
    ],
    [
      { checkTimeoutMs: 86_400_001 },
      "run(): checkTimeoutMs must be an integer from 1 to 86400000 (milliseconds), got 86400001",
    ],
    [{ tags: "x" }, "run(): tags must be a list of strings, got a string"],
    [{ tags: ["a", 1] }, "run(): tags[1] must be a string, got 1"],
    [{ cases: "refund-*" }, "run(): cases must be a list of strings, got a string"],
    [{ suites: "suite.yaml" }, "run(): suites must be a non-empty list of file paths, got a string"],
    [{ suites: [] }, "run(): suites must be a non-empty list of file paths, got an empty list"],
    [{ suites: ["suite.yaml", ""] }, "run(): suites[1] must be a file path (a non-empty string), got ''"],
    [{ configs: undefined }, "run(): configs must be a non-empty list of file paths, got undefined"],
    [{ configs: [null] }, "run(): configs[0] must be a file path (a non-empty string), got null"],
    [{ plugins: "checks.mjs" }, "run(): plugins must be a list of paths or package names, got a string"],
    [{ plugins: [3] }, "run(): plugins[0] must be a path or package name (a non-empty string), got 3"],
    [{ cwd: 3 }, "run(): cwd must be a folder (a non-empty string), got 3"],
    [{ env: null }, "run(): env must be an object of strings (like process.env), got null"],
    [{ env: { PORT: 8080 } }, "run(): env.PORT must be a string, got 8080"],
    [{ signal: {} }, "run(): signal must be an AbortSignal, got an object"],
    [
      { onProgress: () => {} },
      "run(): onProgress must be a ProgressReporter (an object with methods start, executionDone, caseDone, info, finish), got a function",
    ],
    [
      { onProgress: { start: () => {}, info: () => {} } },
      "run(): onProgress must be a ProgressReporter (an object with methods start, executionDone, caseDone, info, finish), got an object without executionDone, caseDone, finish",
    ],
    [{ onWarning: "log" }, "run(): onWarning must be a function, got 'log'"],
    [{ enforcePerformance: "yes" }, "run(): enforcePerformance must be true or false, got 'yes'"],
    [{ responseCache: 3 }, "run(): responseCache must be a folder (a non-empty string) or null, got 3"],
    [{ responseCache: "" }, "run(): responseCache must be a folder (a non-empty string) or null, got ''"],
  ];
  it.each(refused.map(([extra, message]) => ({ extra, message })))("$message", async ({ extra, message }) => {
    expect(await refusal(runWith(extra))).toBe(message);
  });

  it("names every mistake at once, and no options at all", async () => {
    expect(await refusal(runWith({ repeat: 0, capture: "bad" }))).toBe(
      [
        "run(): repeat must be an integer from 1 to 1000, got 0",
        "run(): capture must be one of full, hash, none, got 'bad'",
      ].join("\n"),
    );
    expect(await refusal(run(undefined as unknown as LibraryRunOptions))).toBe(
      "run(): options must be an object, got undefined",
    );
  });

  it("still runs with every option given right", async () => {
    const warnings: string[] = [];
    const [result] = await run({
      ...base,
      repeat: 2,
      concurrency: 1024,
      tags: [],
      cases: ["*"],
      capture: "hash",
      env: {},
      signal: new AbortController().signal,
      onProgress: silent,
      onWarning: (w) => warnings.push(w),
      enforcePerformance: false,
      responseCache: null,
    });
    expect(result!.capture).toBe("hash");
    expect(result!.summary.cases).toBeGreaterThan(0);
    expect(result!.cases.every((c) => c.repetitions.length === 2)).toBe(true);
    const [auto] = await run({ ...base, concurrency: "auto", repeat: 1000, cases: ["greeting-exact"] });
    expect(auto!.cases.map((c) => c.repetitions.length)).toEqual([1000]);
  });
});

describe("compare(), render() and the gate check their arguments", () => {
  let baseline: RunResult;
  let candidate: RunResult;
  let comparison: Comparison;
  beforeAll(async () => {
    [baseline, candidate] = (await run({
      ...base,
      configs: ["configs/baseline.yaml", "configs/candidate.yaml"],
    })) as [RunResult, RunResult];
    comparison = compare(baseline, candidate);
  });

  it("compare() refuses a run that is not an object, and options of the wrong type", async () => {
    const untyped = compare as (...args: unknown[]) => Comparison;
    expect(await refusal(() => untyped(baseline, null))).toBe(
      "compare(): candidate must be a run result (what run() or loadResult() returns), got null",
    );
    expect(await refusal(() => untyped(undefined, candidate))).toBe(
      "compare(): baseline must be a run result (what run() or loadResult() returns), got undefined",
    );
    expect(await refusal(() => untyped(baseline, candidate, "holm"))).toBe(
      "compare(): options must be an object, got a string",
    );
    expect(await refusal(() => untyped(baseline, candidate, { alpha: "0.1", allowSuiteMismatch: 1 }))).toBe(
      [
        "compare(): alpha must be a number, got '0.1'",
        "compare(): allowSuiteMismatch must be true or false, got 1",
      ].join("\n"),
    );
    // The format is checked with the function's name too (test/unit/lib/documents.test.ts: the rest).
    expect(await refusal(() => untyped(baseline, {}))).toBe(
      "compare(): candidate must be a run result (what run() or loadResult() returns), got an object without 'format'",
    );
    expect(compare(baseline, candidate, { alpha: 0.1 }).status).toBe("regressed");
  });

  it("compare() names itself and the option out of range, each problem its own diagnostic", () => {
    let error: unknown;
    try {
      compare(baseline, candidate, { alpha: 5, latencyThresholdPct: -1 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).diagnostics.map((d) => d.message)).toEqual([
      "compare(): alpha must be in (0, 1], got 5",
      "compare(): latencyThresholdPct must be >= 0, got -1",
    ]);
    const untyped = compare as (...args: unknown[]) => Comparison;
    expect(() =>
      untyped(baseline, candidate, {
        alpha: Number.NaN,
        correction: "bonferroni",
        minLatencyDeltaMs: -5,
        minTokenDelta: -0.5,
        latencyThresholdPct: "x",
      }),
    ).toThrow(
      [
        "compare(): latencyThresholdPct must be a number, got 'x'",
        "compare(): alpha must be in (0, 1], got NaN",
        "compare(): correction must be holm or none, got 'bonferroni'",
        "compare(): minLatencyDeltaMs must be >= 0, got -5",
        "compare(): minTokenDelta must be >= 0, got -0.5",
      ].join("\n"),
    );
  });

  it("formatDiagnostic() refuses what is not a diagnostic, naming itself", async () => {
    const untyped = formatDiagnostic as (d: unknown) => string;
    expect(await refusal(() => untyped(null))).toBe(
      "formatDiagnostic(): diagnostic must be a Diagnostic (an object with file, line, column and message), got null",
    );
    expect(await refusal(() => untyped({ file: "a.yaml", line: "3", message: 7 }))).toBe(
      [
        "formatDiagnostic(): diagnostic.line must be an integer of 0 or more, got '3'",
        "formatDiagnostic(): diagnostic.column must be an integer of 0 or more, got undefined",
        "formatDiagnostic(): diagnostic.message must be a string, got 7",
      ].join("\n"),
    );
    expect(formatDiagnostic({ file: "a.yaml", line: 3, column: 5, caseId: "x", message: "bad" })).toBe(
      "a.yaml:3:5: case 'x': bad",
    );
  });

  it("render() refuses an unknown format, a missing one, and what is not a comparison", async () => {
    const untyped = render as (...args: unknown[]) => string;
    expect(await refusal(() => untyped(comparison, "html"))).toBe(
      "render(): format must be one of text, markdown, json, junit, got 'html'",
    );
    expect(await refusal(() => untyped(comparison))).toBe(
      "render(): format must be one of text, markdown, json, junit, got undefined",
    );
    expect(await refusal(() => untyped(baseline, "text"))).toBe(
      "render(): comparison must be a modelgate.compare/v1 comparison (what compare() returns), got an object with format 'modelgate.run/v2'",
    );
    expect(await refusal(() => untyped(null, "text"))).toBe(
      "render(): comparison must be a modelgate.compare/v1 comparison (what compare() returns), got null",
    );
  });

  it("refuses an unknown failOn category, naming the function called", async () => {
    const bogus = { failOn: ["bogus"] } as never;
    expect(await refusal(() => render(comparison, "text", bogus))).toBe(
      `render(): failOn: unknown category 'bogus' ${KNOWN}`,
    );
    expect(await refusal(() => compatibilityFailure(comparison, bogus))).toBe(
      `compatibilityFailure(): failOn: unknown category 'bogus' ${KNOWN}`,
    );
    expect(await refusal(() => assertCompatible(comparison, bogus))).toBe(
      `assertCompatible(): failOn: unknown category 'bogus' ${KNOWN}`,
    );
    expect(
      await refusal(() =>
        compatibilityFailure(comparison, { failOn: "changed", failOnLatency: "yes" } as never),
      ),
    ).toBe(
      [
        "compatibilityFailure(): failOn must be a list of categories, got a string",
        "compatibilityFailure(): failOnLatency must be true or false, got 'yes'",
      ].join("\n"),
    );
    expect(await refusal(() => compatibilityFailure(comparison, { failOn: [7] } as never))).toBe(
      "compatibilityFailure(): failOn[0] must be a category (a string), got 7",
    );
  });

  it("takes the names --fail-on takes", () => {
    const strict = compatibilityFailure(comparison, { failOn: ["changed"] });
    expect(compatibilityFailure(comparison, { failOn: ["changed"], failOnLatency: false })).toBe(strict);
    expect(render(comparison, "text", { failOn: ["still-failing" as never] })).toContain("REGRESSED");
    expect(render(comparison, "json", { failOn: ["regressions" as never] })).toBe(render(comparison, "json"));
  });
});

describe("an option no function knows is refused, with the nearest known name", () => {
  it("run(), compare(), render() and the loaders", async () => {
    expect(await refusal(runWith({ repeats: 3 }))).toBe(
      "run(): unknown option 'repeats' (did you mean 'repeat'?); known: suites, configs, repeat, concurrency, tags, cases, capture, plugins, signal, onProgress, onWarning, enforcePerformance, responseCache, checkTimeoutMs, cwd, env",
    );
    const [b] = await runWith({});
    expect(await refusal(() => compare(b!, b!, { alph: 0.1 } as never))).toMatch(
      /^compare\(\): unknown option 'alph' \(did you mean 'alpha'\?\); known: alpha, correction, /,
    );
    const c = compare(b!, b!);
    expect(await refusal(() => render(c, "text", { failOnLatncy: true } as never))).toMatch(
      /^render\(\): unknown option 'failOnLatncy' \(did you mean 'failOnLatency'\?\); known: failOn, failOnLatency$/,
    );
    expect(await refusal(() => render(c, "text", { failOnLatencies: true } as never))).toMatch(
      /^render\(\): unknown option 'failOnLatencies' \(did you mean 'failOnLatency'\?\); known: failOn, failOnLatency$/,
    );
    expect(await refusal(runWith({ failOnLatency: true }))).toMatch(
      /^run\(\): unknown option 'failOnLatency'; known: /,
    );
    expect(await refusal(() => compatibilityFailure(c, { zzz: 1 } as never))).toBe(
      "compatibilityFailure(): unknown option 'zzz'; known: failOn, failOnLatency",
    );
    expect(await refusal(loadSuite("suite.yaml", { cwd: dir, plugin: ["checks.mjs"] } as never))).toMatch(
      /^loadSuite\(\): unknown option 'plugin' \(did you mean 'plugins'\?\)/,
    );
    expect(await refusal(loadResult("r.json", { cwd: dir, env: {} } as never))).toBe(
      "loadResult(): unknown option 'env'; known: cwd",
    );
  });
});

describe("the loaders check their path and options", () => {
  it.each([
    ["loadSuite", loadSuite],
    ["loadConfig", loadConfig],
    ["loadResult", loadResult],
  ] as const)(
    "%s() refuses a path that is not a non-empty string, and a cwd that is not one",
    async (name, load) => {
      const untyped = load as (...args: unknown[]) => Promise<unknown>;
      expect(await refusal(untyped(3))).toBe(
        `${name}(): path must be a file path (a non-empty string), got 3`,
      );
      expect(await refusal(untyped(""))).toBe(
        `${name}(): path must be a file path (a non-empty string), got ''`,
      );
      expect(await refusal(untyped("suite.yaml", { cwd: ["x"] }))).toBe(
        `${name}(): cwd must be a folder (a non-empty string), got a list`,
      );
      expect(await refusal(untyped("suite.yaml", "x"))).toBe(
        `${name}(): options must be an object, got a string`,
      );
    },
  );

  it("loadSuite() and loadConfig() refuse plugins and env of the wrong type, and load what is right", async () => {
    expect(await refusal(loadSuite("suite.yaml", { cwd: dir, plugins: "checks.mjs" } as never))).toBe(
      "loadSuite(): plugins must be a list of paths or package names, got a string",
    );
    expect(await refusal(loadConfig("configs/baseline.yaml", { cwd: dir, env: [] } as never))).toBe(
      "loadConfig(): env must be an object of strings (like process.env), got an empty list",
    );
    expect((await loadSuite("suite.yaml", { cwd: dir, plugins: ["checks.mjs"], env: {} })).name).toBe(
      "support-assistant",
    );
    expect((await loadConfig("configs/baseline.yaml", { cwd: dir })).id).toBe("baseline-q8");
  });
});
