import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "../../../../src/core/diagnostics.js";
import { parseStrictJson } from "../../../../src/core/json/parse.js";
import { stringifyJson } from "../../../../src/core/json/stringify.js";
import type { Json } from "../../../../src/core/json/value.js";
import { parseWrittenJson } from "../../../../src/core/json/written-parse.js";
import type { RunResult } from "../../../../src/core/result/run-result.js";
import { runResultJson, runResultText, storedCase } from "../../../../src/core/result/stored-form.js";
import { knownSecrets } from "../../../../src/core/safety/secret-values.js";
import { writeFileAtomic } from "../../../../src/io/atomic-write.js";
import { readRunResult } from "../../../../src/load/result-file.js";
import { makeRun } from "../../../helpers/make-run.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-stored-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const FENCED = 'Here it is:\n```json\n{"b": 2, "a": [1, 2.5]}\n```';
/** A run with a JSON case (plain), a fenced one, one whose value is not the output's, and a text case. */
function jsonRun(): RunResult {
  return makeRun([
    { id: "plain", type: "json", output: '{"x": 1, "y": "two"}', evidence: { json: { x: 1, y: "two" } } },
    { id: "fenced", type: "json", output: FENCED, evidence: { json: { b: 2, a: [1, 2.5] } } },
    { id: "other", type: "json", output: '{"x": 1}', evidence: { json: { x: 2 } } },
    {
      id: "big",
      type: "json",
      output: '{"n": 12345678901234567890}',
      evidence: { json: { n: 12345678901234567890n } },
    },
    { id: "text", output: "hello" },
  ]);
}

async function saved(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

describe("result files store each JSON output once (modelgate.run/v2)", () => {
  it("writes json_from instead of the parsed copy when the output gives it, else the value", () => {
    const run = jsonRun();
    const stored = run.cases.map((c) => storedCase(c).repetitions[0]!.evidence as Record<string, unknown>);
    expect(stored[0]).toEqual({ json_from: "output" });
    expect(stored[1]).toEqual({ json_from: "code_fence" });
    // Not what the output parses to: kept as it is, never silently replaced.
    expect(stored[2]).toEqual({ json: { x: 2 } });
    expect(stored[3]).toEqual({ json_from: "output" });
    expect(stored[4]).toEqual({});
    // The in-memory result is untouched.
    expect(run.cases[0]!.repetitions[0]!.evidence).toEqual({ json: { x: 1, y: "two" } });
  });

  it("reads back to the same in-memory result, compact and pretty, big integers exact", async () => {
    const run = jsonRun();
    for (const pretty of [false, true]) {
      const path = await saved(`run-${pretty}.json`, runResultJson(run, { pretty }));
      const back = await readRunResult(path);
      expect(back).toEqual(run);
      expect(back.cases[3]!.repetitions[0]!.evidence.json).toEqual({ n: 12345678901234567890n });
    }
  });

  it("pieces join to exactly the stored value's JSON text, compact or indented", () => {
    const run = jsonRun();
    const stored = { ...run, cases: run.cases.map(storedCase) } as unknown as Json;
    expect([...runResultText(run)].join("")).toBe(`${stringifyJson(stored)}\n`);
    expect([...runResultText(run, { pretty: true })].join("")).toBe(`${stringifyJson(stored, 2)}\n`);
    const empty = makeRun([]);
    expect(runResultJson(empty, { pretty: true })).toBe(`${stringifyJson(empty as unknown as Json, 2)}\n`);
    expect(runResultJson(empty)).toBe(`${stringifyJson(empty as unknown as Json)}\n`);
  });

  it("writes many cases in pieces of whole cases that join to the stored JSON text, a big integer anywhere", () => {
    const spec = Array.from({ length: 150 }, (_, i) =>
      i === 97
        ? {
            id: `c${i}`,
            type: "json" as const,
            output: '{"n": 12345678901234567890}',
            evidence: { json: { n: 12345678901234567890n } },
          }
        : { id: `c${i}`, output: `out ${i}` },
    );
    const run = makeRun(spec);
    const stored = { ...run, cases: run.cases.map(storedCase) } as unknown as Json;
    const pieces = [...runResultText(run)];
    expect(pieces.join("")).toBe(`${stringifyJson(stored)}\n`);
    // the head, three batches of cases, the tail; no piece splits a case
    expect(pieces.length).toBe(5);
    for (const piece of pieces.slice(1, -1)) expect(piece.replace(/^,/, "")).toMatch(/^\{"id":"c\d+".*\}$/);
  });

  it("is a third of the size of the v1 form for a large JSON output", () => {
    const body = JSON.stringify({
      items: Array.from({ length: 200 }, (_, i) => ({ id: i, note: "x".repeat(80) })),
    });
    const run = makeRun([
      { id: "a", type: "json", output: body, evidence: { json: JSON.parse(body) as Json } },
    ]);
    const v1 = `${stringifyJson(run as unknown as Json, 2)}\n`;
    expect(runResultJson(run).length).toBeLessThan(body.length * 1.15 + 1500);
    expect(runResultJson(run).length * 2).toBeLessThan(v1.length);
  });

  it("still reads a v1 file (parsed copy stored, indented)", async () => {
    const run = jsonRun();
    const v1 = `${stringifyJson({ ...run, format: "modelgate.run/v1" } as unknown as Json, 2)}\n`;
    const back = await readRunResult(await saved("v1.json", v1));
    expect(back).toEqual(run);
    expect(back.format).toBe("modelgate.run/v2");
  });

  it("lends the other side's value only when derived from the very same output and source", async () => {
    const base = await readRunResult(await saved("like-b.json", runResultJson(jsonRun())));
    const edited = jsonRun();
    // Same output as the baseline's, derived from it: the baseline's value is lent.
    // A changed output, or a v1-style stored value (json kept, not derived): parsed on its own.
    edited.cases[1]!.repetitions[0]!.output = FENCED.replace('"b": 2', '"b": 3');
    edited.cases[1]!.repetitions[0]!.evidence = { json: { b: 3, a: [1, 2.5] } };
    const text = runResultJson(edited);
    const path = await saved("like-c.json", text);
    const cand = await readRunResult("like-c.json", path, base);
    const json = (r: RunResult, i: number) => r.cases[i]!.repetitions[0]!.evidence.json;
    expect(json(cand, 0)).toBe(json(base, 0));
    expect(json(cand, 1)).not.toBe(json(base, 1));
    expect(json(cand, 1)).toEqual({ b: 3, a: [1, 2.5] });
    // Stored as it is (not the output's value): never lent, never derived.
    expect(json(cand, 2)).not.toBe(json(base, 2));
    expect(json(cand, 2)).toEqual({ x: 2 });
    expect(json(cand, 3)).toBe(json(base, 3));
    // The same in-memory result as a reading without the other side.
    expect(cand).toEqual(await readRunResult(path));
  });

  it("refuses json_from that cannot be derived, naming file, case and field", async () => {
    const text = runResultJson(jsonRun()).replace(
      '"output":"{\\"x\\": 1, \\"y\\": \\"two\\"}"',
      '"output":"not json"',
    );
    expect(text).toContain('"output":"not json"');
    const path = await saved("edited.json", text);
    const error = await readRunResult("edited.json", path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    const [d] = (error as InputError).diagnostics;
    expect(d).toMatchObject({
      file: "edited.json",
      caseId: "plain",
      field: "cases[0].repetitions[0].evidence.json_from",
    });
    expect(d!.message).toContain("does not parse as JSON");
    expect(d!.line).toBeGreaterThan(0);
  });

  it("streams a result through writeFileAtomic with secrets masked in every piece", async () => {
    knownSecrets.add("sk-stored-form-secret");
    const run = makeRun([
      { id: "a", output: "the key is sk-stored-form-secret" },
      { id: "b", output: "sk-stored-form-secret" },
    ]);
    const path = join(dir, "masked.json");
    await writeFileAtomic(path, runResultText(run));
    const text = await readFile(path, "utf8");
    expect(text).not.toContain("sk-stored-form-secret");
    expect(text.match(/<redacted>/g)).toHaveLength(2);
  });
});

describe("parseWrittenJson: JSON.parse only where it provably equals the strict parser", () => {
  const cases: Array<[string, boolean]> = [
    [`${JSON.stringify({ a: 1, cases: [{ id: "a" }, { id: "b" }] })}\n`, true],
    [`${JSON.stringify({ a: [1, { b: "x" }], cases: [{ id: "a" }] }, null, 2)}\n`, true],
    ['{"a":1,"a":2}', false],
    ['{"a":9007199254740993}', false],
    ['{"a":9007199254740992}', false],
    ['{"a":1e21}', false],
    ['{"a":1.0}', true],
    [' {"a":1}', true],
    ['\uFEFF{"a":1}', false],
    ['{"a":-0}', true],
    ['{"x":"\\u0041"}', true],
    ['{"a":1}x', false],
    ['{"__proto__":{"polluted":1}}', true],
    [`${"[".repeat(1001)}${"]".repeat(1001)}`, false],
  ];
  for (const [text, fast] of cases) {
    it(`${JSON.stringify(text.slice(0, 40))}: ${fast ? "native" : "strict"}, same result`, () => {
      const written = parseWrittenJson(text);
      expect(written.fast === true).toBe(fast);
      const { fast: _fast, ...rest } = written;
      expect(rest).toEqual(parseStrictJson(text));
    });
  }
});
