import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { InputError } from "../../../src/core/diagnostics.js";
import { runResultJson } from "../../../src/core/result/stored-form.js";
import {
  assertCompatible,
  type Comparison,
  compare,
  compatibilityFailure,
  type RunResult,
  render,
  run,
} from "../../../src/lib/index.js";

// A run result or comparison a JavaScript caller built or edited is judged by the schema the
// CLI's file readers use: a malformed one is an InputError naming the function, the argument and
// the field, never a TypeError from deep inside (nor, worse, a comparison that says compatible).
const dir = join(import.meta.dirname, "../../fixtures/modeldiff");

/** The InputError's message, or a failure saying what happened instead. */
function refusal(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as InputError).message;
  }
  throw new Error("expected an InputError, but the call succeeded");
}

// biome-ignore lint/suspicious/noExplicitAny: the edits of an untyped caller, at any depth
type Loose = Record<string, any>;
type Edit = (r: Loose) => void;

describe("the library judges run results and comparisons by the product's schemas", () => {
  let baseline: RunResult;
  let candidate: RunResult;
  let comparison: Comparison;
  beforeAll(async () => {
    [baseline, candidate] = (await run({
      suites: ["suite.yaml"],
      configs: ["configs/baseline.yaml", "configs/candidate.yaml"],
      plugins: ["checks.mjs"],
      cwd: dir,
    })) as [RunResult, RunResult];
    comparison = compare(baseline, candidate);
  });

  /** compare() of the baseline with the candidate as `edit` left it. */
  const compareEdited = (edit: Edit) => {
    const c = structuredClone(candidate) as unknown as Loose;
    edit(c);
    return refusal(() => compare(baseline, c as unknown as RunResult));
  };
  const toolCase = () => candidate.cases.findIndex((c) => c.type === "tool_call");

  it.each<[string, Edit, string]>([
    [
      "a format only",
      (c) => {
        for (const k of Object.keys(c)) if (k !== "format") delete c[k];
      },
      "candidate.suite: missing required field",
    ],
    ["cases null", (c) => (c.cases = null), "candidate.cases: "],
    ["an empty case", (c) => (c.cases = [{}]), "candidate.cases[0].id: missing required field"],
    [
      "repetitions null",
      (c) => (c.cases[0].repetitions = null),
      "candidate.cases[0].repetitions (case 'greeting-exact'): ",
    ],
    ["config deleted", (c) => delete c.config, "candidate.config: missing required field"],
    ["runtime deleted", (c) => delete c.runtime, "candidate.runtime: missing required field"],
    ["suite null", (c) => (c.suite = null), "candidate.suite: "],
    [
      "a status unknown",
      (c) => (c.cases[0].repetitions[0].status = "weird"),
      "candidate.cases[0].repetitions[0].status (case 'greeting-exact'): ",
    ],
    [
      "a duration of 'fast'",
      (c) => (c.cases[0].repetitions[0].duration_ms = "fast"),
      "candidate.cases[0].repetitions[0].duration_ms (case 'greeting-exact'): ",
    ],
    [
      "an output of 5",
      (c) => (c.cases[0].repetitions[0].output = 5),
      "candidate.cases[0].repetitions[0].output (case 'greeting-exact'): ",
    ],
    ["tags null", (c) => (c.cases[0].tags = null), "candidate.cases[0].tags (case 'greeting-exact'): "],
  ])("compare() refuses a candidate with %s", (_, edit, expected) => {
    const message = compareEdited(edit);
    expect(message).toContain(`compare(): ${expected}`);
    expect(message).not.toMatch(/TypeError|reading '/);
  });

  it("compare() refuses malformed evidence, naming the case and its field", () => {
    const i = toolCase();
    const id = candidate.cases[i]!.id;
    expect(compareEdited((c) => (c.cases[i].repetitions[0].evidence = null))).toBe(
      `compare(): candidate.cases[${i}].repetitions[0].evidence (case '${id}'): must be a mapping (found null)`,
    );
    expect(compareEdited((c) => (c.cases[i].repetitions[0].evidence = { tool_calls: "x" }))).toBe(
      `compare(): candidate.cases[${i}].repetitions[0].evidence.tool_calls (case '${id}'): must be a list (found a string)`,
    );
  });

  it("compare() names the baseline too, and every problem of both at once", () => {
    const b = structuredClone(baseline) as unknown as Loose;
    delete b.config;
    const c = structuredClone(candidate) as unknown as Loose;
    c.cases[0].repetitions[0].duration_ms = "fast";
    let error: unknown;
    try {
      compare(b as unknown as RunResult, c as unknown as RunResult);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    const messages = (error as InputError).diagnostics.map((d) => d.message);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^compare\(\): baseline\.config: missing required field/);
    expect(messages[1]).toBe(
      "compare(): candidate.cases[0].repetitions[0].duration_ms (case 'greeting-exact'): must be a number or null (found a string)",
    );
  });

  it("compare() names a format it does not read, with the function", () => {
    expect(refusal(() => compare(baseline, {} as RunResult))).toBe(
      "compare(): candidate must be a run result (what run() or loadResult() returns), got an object without 'format'",
    );
    expect(refusal(() => compare(baseline, { format: "modelgate.run/v9" } as never))).toBe(
      "compare(): candidate must be a run result (what run() or loadResult() returns), got an object with format 'modelgate.run/v9'",
    );
  });

  it("compare() refuses a result file's stored form (JSON.parse of the file), pointing to loadResult()", () => {
    const stored = JSON.parse(runResultJson(baseline)) as RunResult;
    const i = stored.cases.findIndex((c) => c.repetitions.some((r) => "json_from" in r.evidence));
    expect(i).toBeGreaterThanOrEqual(0);
    const count = stored.cases.flatMap((c) => c.repetitions).filter((r) => "json_from" in r.evidence).length;
    const message = refusal(() => compare(stored, candidate));
    expect(message).toBe(
      `compare(): baseline.cases[${i}].repetitions[0].evidence.json_from (and ${count - 1} more): the stored form of a result file; read the file with loadResult(), which derives evidence.json from it`,
    );
  });

  it("compare() refuses a small bigint where a count goes, at its field, and keeps bigints where they are meant", () => {
    expect(compareEdited((c) => (c.cases[0].repeat = 5n))).toBe(
      "compare(): candidate.cases[0].repeat (case 'greeting-exact'): must be a number, not a bigint",
    );
    expect(compareEdited((c) => (c.cases[0].repetitions[0].duration_ms = 12n))).toBe(
      "compare(): candidate.cases[0].repetitions[0].duration_ms (case 'greeting-exact'): must be a number, not a bigint",
    );
    // A seed and model JSON hold big integers on purpose: they still compare.
    const c = structuredClone(candidate) as unknown as Loose;
    c.cases[0].repetitions[0].seed = 2n ** 62n;
    const json = c.cases.findIndex((x: Loose) => x.type === "json");
    expect(json).toBeGreaterThanOrEqual(0);
    c.cases[json].repetitions[0].evidence.json = { n: 2n ** 60n };
    const tool = c.cases[toolCase()].repetitions[0].evidence.tool_calls[0];
    tool.arguments = { ...tool.arguments, big: 2n ** 60n };
    expect(compare(baseline, c as unknown as RunResult).format).toBe(comparison.format);
  });

  it("valid results, in memory or copied, still compare", () => {
    expect(compare(baseline, structuredClone(candidate)).status).toBe(comparison.status);
    expect(compare(baseline, candidate)).toEqual(comparison);
  });

  /** render() etc. of the comparison as `edit` left it. */
  const edited = (edit: Edit) => {
    const c = structuredClone(comparison) as unknown as Loose;
    edit(c);
    return c as unknown as Comparison;
  };

  it.each<[string, Edit, string]>([
    ["summary deleted", (c) => delete c.summary, "comparison.summary: missing required field"],
    ["cases null", (c) => (c.cases = null), "comparison"],
    [
      "a category unknown",
      (c) => (c.cases[0].category = "weird"),
      "comparison.cases[0].category (case 'greeting-exact'): ",
    ],
  ])(
    "render(), compatibilityFailure() and assertCompatible() refuse a comparison with %s",
    (_, edit, expected) => {
      const bad = edited(edit);
      for (const [fn, call] of [
        ["render", () => render(bad, "markdown")],
        ["render", () => render(bad, "junit")],
        ["compatibilityFailure", () => compatibilityFailure(bad)],
        ["assertCompatible", () => assertCompatible(bad)],
      ] as const) {
        const message = refusal(call);
        expect(message).toContain(`${fn}(): ${expected}`);
      }
    },
  );

  it("a valid comparison still renders", () => {
    expect(render(structuredClone(comparison), "text")).toBe(render(comparison, "text"));
  });
});

describe("InputError", () => {
  it("can be made without an argument", () => {
    const Untyped = InputError as unknown as new () => InputError;
    const error = new Untyped();
    expect(error.diagnostics).toEqual([]);
    expect(error.message).toBe("");
    expect(error).toBeInstanceOf(Error);
  });
});
