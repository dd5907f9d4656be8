import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { InputError } from "../../../src/core/diagnostics.js";
import { INPUT_DEFAULTS, type InputName, parseInputs } from "../../../src/github/inputs.js";
import { OUTPUT_NAMES } from "../../../src/github/outputs.js";

const actionYml = parse(readFileSync(new URL("../../../action.yml", import.meta.url), "utf8")) as {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
  branding: { icon: string; color: string };
};

const from =
  (values: Partial<Record<InputName, string>>) =>
  (name: InputName): string =>
    values[name] ?? "";

const minimal = { suites: "suites/a.yaml", config: "configs/c.yaml" };

describe("action.yml", () => {
  it("declares exactly the inputs the code reads, with the same defaults", () => {
    expect(Object.keys(actionYml.inputs).sort()).toEqual(Object.keys(INPUT_DEFAULTS).sort());
    for (const [name, spec] of Object.entries(actionYml.inputs)) {
      expect(spec.description.length, name).toBeGreaterThan(10);
      expect(String(spec.default ?? ""), name).toBe(INPUT_DEFAULTS[name as InputName]);
    }
  });

  it("declares exactly the outputs the code sets", () => {
    expect(Object.keys(actionYml.outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
  });

  it("runs the bundle on node24 and has branding", () => {
    expect(actionYml.runs).toEqual({ using: "node24", main: "dist/index.js" });
    expect(actionYml.branding.icon).not.toBe("");
  });
});

describe("parseInputs", () => {
  it("applies the defaults to empty inputs", () => {
    const inputs = parseInputs(from(minimal), { GITHUB_TOKEN: "from-env" });
    expect(inputs).toMatchObject({
      suites: ["suites/a.yaml"],
      config: "configs/c.yaml",
      baselineConfig: null,
      baseline: { kind: "auto" },
      mode: "auto",
      pull: true,
      comment: "always",
      commentHeader: "default",
      checkRun: true,
      checkName: "ModelGate",
      failOn: ["regression", "invalid", "mismatch"],
      failOnLatency: false,
      commentOutputs: "excerpt",
      shard: null,
      workingDirectory: ".",
      githubToken: "from-env",
    });
  });

  it("splits lists on newlines and commas and reads every kind of value", () => {
    const inputs = parseInputs(
      from({
        ...minimal,
        suites: "suites/a.yaml\nsuites/**/*.yml, other.yaml\n",
        tags: "smoke, json",
        baseline: "results/baseline.json",
        shard: "2/4",
        "comment-header": "llama3.1-8b",
        "fail-on": "still_failing",
        concurrency: "3",
        "latency-threshold": "12.5",
        capture: "hash",
        "github-token": "tok",
      }),
    );
    expect(inputs.suites).toEqual(["suites/a.yaml", "suites/**/*.yml", "other.yaml"]);
    expect(inputs.tags).toEqual(["smoke", "json"]);
    expect(inputs.baseline).toEqual({ kind: "file", path: "results/baseline.json" });
    expect(inputs.shard).toEqual({ index: 2, count: 4 });
    expect(inputs.checkName).toBe("ModelGate (llama3.1-8b)");
    expect(inputs.failOn).toContain("still_failing");
    expect(inputs.failOn).toContain("regression");
    expect(inputs.concurrency).toBe(3);
    expect(parseInputs(from({ ...minimal, concurrency: "auto" })).concurrency).toBe("auto");
    expect(() => parseInputs(from({ ...minimal, concurrency: "1025" }))).toThrow(
      "input 'concurrency': '1025' is more than 1024",
    );
    expect(parseInputs(from({ ...minimal, repeat: "1000" })).repeat).toBe(1000);
    expect(() => parseInputs(from({ ...minimal, repeat: "1001" }))).toThrow(
      "input 'repeat': '1001' is more than 1000",
    );
    // As the CLI's --check-timeout: seconds, a fraction allowed, in milliseconds; empty is the default.
    expect(inputs.checkTimeoutMs).toBeNull();
    expect(parseInputs(from({ ...minimal, "check-timeout": "0.25" })).checkTimeoutMs).toBe(250);
    expect(parseInputs(from({ ...minimal, "check-timeout": "86400" })).checkTimeoutMs).toBe(86_400_000);
    for (const bad of ["0", "-1", "30s", "86401"])
      expect(() => parseInputs(from({ ...minimal, "check-timeout": bad }))).toThrow(
        `input 'check-timeout': '${bad}' is not a number of seconds more than 0 and at most 86400`,
      );
    expect(inputs.latencyThreshold).toBe(12.5);
    expect(inputs.capture).toBe("hash");
    expect(inputs.githubToken).toBe("tok");
  });

  it("reports every bad input at once, by name", () => {
    let error: unknown;
    try {
      parseInputs(
        from({
          mode: "sometimes",
          comment: "loud",
          pull: "yes",
          shard: "5/4",
          concurrency: "0",
          "comment-header": "has space",
          "fail-on": "regressions,bogus",
        }),
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    const message = (error as InputError).message;
    for (const name of ["mode", "comment", "pull", "shard", "concurrency", "comment-header", "fail-on"]) {
      expect(message).toContain(`input '${name}'`);
    }
    expect(message).toContain("bogus");
    expect(message).not.toContain("    at ");
  });

  it("requires suites and config only for the modes that run them", () => {
    expect(() => parseInputs(from({ mode: "compare" }))).toThrow(
      /input 'suites' is required.*\n.*input 'config'/s,
    );
    expect(parseInputs(from({ mode: "publish" })).mode).toBe("publish");
    expect(parseInputs(from({ mode: "merge" })).mode).toBe("merge");
    expect(() => parseInputs(from({ mode: "merge", shard: "1/2" }))).toThrow(/input 'shard' cannot be used/);
  });

  it("reads openai-url as an API root, refusing one that is not a full http(s) URL", () => {
    expect(parseInputs(from(minimal)).openaiUrl).toBeNull();
    expect(parseInputs(from({ ...minimal, "openai-url": "http://localhost:8080/v1/" })).openaiUrl).toBe(
      "http://localhost:8080/v1",
    );
    expect(() => parseInputs(from({ ...minimal, "openai-url": "localhost:8080" }))).toThrow(
      /input 'openai-url'/,
    );
  });
});

describe("list inputs", () => {
  it("split on newlines and commas, but not on a comma inside a glob's braces", async () => {
    const { list } = await import("../../../src/github/inputs.js");
    expect(list("suites/{a,b}/suite.yaml, extra.yaml\nsuites/*.yaml")).toEqual([
      "suites/{a,b}/suite.yaml",
      "extra.yaml",
      "suites/*.yaml",
    ]);
  });
});
