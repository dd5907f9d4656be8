import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDiagnostic, InputError } from "../../../src/core/diagnostics.js";
import { RUN_FORMAT, type RunResult } from "../../../src/core/result/run-result.js";
import { isUnexecuted, type Recorded, type RecordedRepetition } from "../../../src/core/run/recording.js";
import { loadRecorded } from "../../../src/load/recorded.js";
import { readRunResult } from "../../../src/load/result-file.js";

const FIXTURES = resolve(import.meta.dirname, "../../fixtures/modeldiff");
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-recorded-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

/** A recorded-outputs file holds answers only (never an unexecuted repetition). */
function answer(recorded: Recorded | undefined): RecordedRepetition | undefined {
  if (recorded !== undefined && isUnexecuted(recorded)) throw new Error("expected a recorded answer");
  return recorded;
}

async function problems(
  path: string,
  read: (p: string) => Promise<unknown> = loadRecorded,
): Promise<string[]> {
  const error = await read(path).catch((e: unknown) => e);
  if (!(error instanceof InputError)) throw new Error(`expected an InputError, got ${String(error)}`);
  return error.diagnostics.map((d) => formatDiagnostic(d).slice(path.length));
}

describe("recorded outputs written for the Python predecessor", () => {
  it("reads plain strings and {output, latency_ms, metadata} entries in file order", async () => {
    const outputs = await loadRecorded(join(FIXTURES, "recorded/baseline.json"));
    expect([...outputs.keys()]).toEqual([
      "greeting-exact",
      "greeting-loose",
      "ticket-json",
      "ticket-required-fields",
      "intent-billing",
      "sentiment-positive",
      "tool-lookup",
      "tool-refund",
      "summary-length",
    ]);
    expect(outputs.get("greeting-exact")).toEqual({
      repetitions: [{ output: "Hello! How can I help you today?", metadata: {} }],
    });
    expect(outputs.get("ticket-json")).toEqual({
      repetitions: [{ output: '{"customer": "Priya", "priority": "high"}', latencyMs: 820, metadata: {} }],
    });
    expect(outputs.get("ticket-required-fields")?.repetitions[0]?.metadata).toEqual({ eval_count: 31 });
    // Ids the suite lacks are kept: the runner warns about them.
    expect((await loadRecorded(join(FIXTURES, "recorded/candidate.json"))).has("retired-case")).toBe(true);
  });
});

describe("recorded evidence beyond text", () => {
  it("reads tool calls in both shapes, arguments as objects or JSON strings", async () => {
    const path = await file(
      "tools.json",
      JSON.stringify({
        outputs: {
          t: {
            output: "",
            tool_calls: [
              { name: "lookup_order", arguments: { order_id: "7730" } },
              { name: "issue_refund", arguments: '{"order_id": "7730", "cents": 12345678901234567890}' },
              { type: "function", function: { name: "ping" } },
              { id: "call_1", name: "broken", arguments: '{"order_id": ' },
              { name: "dup", arguments: '{"a": 1, "a": 2}' },
              { name: "list", arguments: "[1]" },
              { name: "number", arguments: "42" },
            ],
          },
        },
      }),
    );
    const entry = (await loadRecorded(path)).get("t");
    expect(answer(entry?.repetitions[0])?.toolCalls).toEqual([
      { name: "lookup_order", arguments: { order_id: "7730" } },
      { name: "issue_refund", arguments: { order_id: "7730", cents: 12345678901234567890n } },
      { name: "ping", arguments: {} },
      {
        name: "broken",
        arguments: '{"order_id": ',
        arguments_error: expect.stringMatching(/^arguments are not valid JSON \(line 1, column 14: /),
      },
      {
        name: "dup",
        arguments: '{"a": 1, "a": 2}',
        arguments_error: expect.stringContaining("duplicate key"),
      },
      // JSON text of a value that is no object is unreadable too (invalid), as in output text.
      { name: "list", arguments: "[1]", arguments_error: "arguments must be a JSON object, got an array" },
      { name: "number", arguments: "42", arguments_error: "arguments must be a JSON object, got a number" },
    ]);
  });

  it("reads retrieved ids, MCP calls and repetitions", async () => {
    const path = await file(
      "evidence.json",
      `{"outputs": {
  "kb": {"output": "30 days.", "retrieved": ["policies/returns.md", 42]},
  "route": {"output": "Walk.", "mcp_calls": [
    {"tool": "maps.route", "arguments": {"mode": "walking"}},
    {"tool": "maps.eta", "arguments": "{\\"x\\": 1}", "is_error": true},
    {"tool": "maps.bad", "arguments": "nope"}
  ]},
  "flaky": {"repetitions": ["billing", {"output": "technical", "latency_ms": 150, "metadata": {"eval_count": 3}}]}
}}`,
    );
    const outputs = await loadRecorded(path);
    expect(answer(outputs.get("kb")?.repetitions[0])?.retrieved).toEqual(["policies/returns.md", "42"]);
    expect(answer(outputs.get("route")?.repetitions[0])?.mcpCalls).toEqual([
      { tool: "maps.route", arguments: { mode: "walking" }, is_error: false },
      { tool: "maps.eta", arguments: { x: 1 }, is_error: true },
      {
        tool: "maps.bad",
        arguments: "nope",
        arguments_error: expect.stringContaining("not valid JSON"),
        is_error: false,
      },
    ]);
    expect(outputs.get("flaky")).toEqual({
      repetitions: [
        { output: "billing", metadata: {} },
        { output: "technical", latencyMs: 150, metadata: { eval_count: 3 } },
      ],
    });
  });

  it("accepts YAML recorded files", async () => {
    const path = await file("rec.yaml", "outputs:\n  a: hello\n  b: {output: hi, latency_ms: 12.5}\n");
    const outputs = await loadRecorded(path);
    expect(outputs.get("b")).toEqual({ repetitions: [{ output: "hi", latencyMs: 12.5, metadata: {} }] });
  });
});

describe("invalid recorded files", () => {
  it("tells an entry or a tool call that mixes two shapes once, not as unknown fields", async () => {
    const path = await file(
      "shapes.yaml",
      "outputs:\n  a: {repetitions: [x], output: y}\n  b:\n    output: x\n    tool_calls:\n      - name: t\n        function: {name: t}\n",
    );
    expect(await problems(path)).toEqual([
      ":2:6: case 'a': gives both 'repetitions' (one item per repetition) and 'output' (one output): give one of them",
      ":6:9: case 'b': field 'tool_calls[0]': gives both 'name' (the form {name, arguments}) and 'function' (the form {type: function, function: {name, arguments}}): give one of them",
    ]);
  });

  it("reports every shape problem with its line and case", async () => {
    const path = await file(
      "bad.json",
      `{"outputs": {
  "a": 42,
  "b": {"text": "hi"},
  "c": {"output": "x", "latency": 5},
  "d": {"output": "x", "tool_calls": [{"arguments": {}}]},
  "e": {"output": "x", "mcp_calls": [{"tool": "route"}]},
  "f": {"repetitions": []}
}}`,
    );
    expect(await problems(path)).toEqual([
      ":2:8: case 'a': must be a text or a mapping with 'output'",
      ":3:8: case 'b': field 'output': missing required field",
      ":3:9: case 'b': field 'text': unknown field",
      ":4:24: case 'c': field 'latency': unknown field; did you mean 'latency_ms'?",
      ":5:39: case 'd': field 'tool_calls[0].name': missing required field",
      ":6:47: case 'e': field 'mcp_calls[0].tool': must be a qualified tool name 'server.tool'",
      ":7:24: case 'f': field 'repetitions': must not be empty",
    ]);
  });

  it("rejects duplicate keys, malformed JSON, a missing outputs mapping and an empty file", async () => {
    expect(await problems(await file("dup.json", '{"outputs": {"a": "x",\n "a": "y"}}'))).toEqual([
      ":2:2: field 'outputs.a': duplicate key 'a' (first written at line 1)",
    ]);
    expect(await problems(await file("trunc.json", '{"outputs": {"a": "x"'))).toEqual([
      expect.stringMatching(/^:1:\d+: invalid JSON: /),
    ]);
    expect(await problems(await file("no-outputs.json", '{"a": "x"}'))).toEqual([
      ":1:1: field 'outputs': missing required field",
    ]);
    expect(await problems(await file("empty.yaml", ""))).toEqual([
      ":1:1: file is empty: expected a mapping with 'outputs'",
    ]);
    expect(await problems(join(dir, "absent.json"))).toEqual([": file not found"]);
  });
});

function minimalResult(): RunResult {
  return {
    format: RUN_FORMAT,
    suite: { name: "s", file: "s.yaml", sha256: "a".repeat(64), description: null },
    config: { id: "c", provider: "replay", model: null, settings: { id: "c" } },
    runtime: { modelgate: "0.1.0", node: "v20", os: "linux", arch: "x64", provider: {} },
    started_at: "2026-01-01T00:00:00.000Z",
    finished_at: "2026-01-01T00:00:01.000Z",
    cancelled: false,
    selection: { tags: [], shard: null },
    capture: "full",
    summary: { cases: 1, passed: 1, failed: 0, invalid: 0, errors: 0 },
    cases: [
      {
        id: "a",
        type: "json",
        tags: [],
        source: { file: "s.yaml", line: 3 },
        case_sha256: "b".repeat(64),
        contract: null,
        status: "pass",
        repeat: 1,
        min_pass: 1,
        pass_count: 1,
        judged_count: 1,
        max_latency_ms: null,
        repetitions: [
          {
            index: 0,
            status: "pass",
            output: '{"n": 12345678901234567890}',
            output_sha256: "c".repeat(64),
            evidence: { json: { n: 12345678901234567890n } },
            duration_ms: 3,
            duration_source: "measured",
            reason: null,
            details: {},
            warnings: [],
            error: null,
            provider_metadata: {},
            attempts: 1,
          },
        ],
      },
    ],
  };
}

function toJsonText(value: unknown): string {
  return JSON.stringify(value, (_, v) => (typeof v === "bigint" ? `__big${v}__` : v), 2).replace(
    /"__big(\d+)__"/g,
    "$1",
  );
}

describe("result files", () => {
  it("reads a modelgate.run/v1 file with big integers in evidence kept exact", async () => {
    const path = await file("run.json", toJsonText(minimalResult()));
    const result = await readRunResult(path);
    expect(result).toEqual(minimalResult());
  });

  it("names the version found and the one supported", async () => {
    const other = { ...minimalResult(), format: "modelgate.run/v9" };
    expect(await problems(await file("v9.json", toJsonText(other)), readRunResult)).toEqual([
      `:2:3: field 'format': unsupported result file: its format is "modelgate.run/v9"; supported: 'modelgate.run/v1', 'modelgate.run/v2'`,
    ]);
    expect(await problems(await file("md.json", '{"format": "modeldiff.run/v1"}'), readRunResult)).toEqual([
      `:1:2: field 'format': unsupported result file: its format is "modeldiff.run/v1"; supported: 'modelgate.run/v1', 'modelgate.run/v2' (re-run it with modelgate)`,
    ]);
    expect(await problems(await file("none.json", '{"cases": []}'), readRunResult)).toEqual([
      ":1:1: unsupported result file: it has no 'format'; supported: 'modelgate.run/v1', 'modelgate.run/v2'",
    ]);
  });

  it("reports a missing required field even beside a field of a similar name", async () => {
    // `output_sha256` is a field of its own, not a typo of the missing `output`.
    const noOutput = minimalResult() as unknown as { cases: { repetitions: Record<string, unknown>[] }[] };
    delete noOutput.cases[0]!.repetitions[0]!.output;
    expect(await problems(await file("no-output.json", toJsonText(noOutput)), readRunResult)).toEqual([
      expect.stringMatching(
        /^:\d+:\d+: field 'cases\[0\]\.repetitions\[0\]\.output': not a valid modelgate.run\/v2 file: missing required field$/,
      ),
    ]);
    // A recorded-outputs file lets other keys through: `output` is no unknown field to stand for `outputs`.
    expect(await problems(await file("rec-typo.json", '{"output": {"a": "hi"}}'))).toEqual([
      ":1:1: field 'outputs': missing required field",
    ]);
  });

  it("refuses a repeated case id at each repeat, naming the first, beside the file's other problems (v1 and v2)", async () => {
    const first = minimalResult().cases[0]!;
    const other = { ...first, id: "b" };
    const run = { ...minimalResult(), cases: [first, other, { ...first }, { ...other }, { ...first }] };
    run.summary = { ...run.summary, cases: 5, passed: 5 };
    for (const format of ["modelgate.run/v1", RUN_FORMAT]) {
      const path = await file(`repeat-${format.slice(-2)}.json`, toJsonText({ ...run, format }));
      expect(await problems(path, readRunResult)).toEqual([
        ":117:13: case 'a': field 'cases[2].id': duplicate case id (first used by cases[0])",
        ":155:13: case 'b': field 'cases[3].id': duplicate case id (first used by cases[1])",
        ":193:13: case 'a': field 'cases[4].id': duplicate case id (first used by cases[0])",
      ]);
    }
    // Reported with the rest of the consistency rules: one pass finds all.
    const lying = { ...run, summary: { ...run.summary, passed: 4 } };
    expect(await problems(await file("repeat-lying.json", toJsonText(lying)), readRunResult)).toEqual([
      ":117:13: case 'a': field 'cases[2].id': duplicate case id (first used by cases[0])",
      ":155:13: case 'b': field 'cases[3].id': duplicate case id (first used by cases[1])",
      ":193:13: case 'a': field 'cases[4].id': duplicate case id (first used by cases[0])",
      ":34:15: field 'summary.passed': summary.passed is 4 but the cases give 5",
    ]);
  });

  // PRODUCT.md 3.4: a case's status follows min_pass (>= 1) over its judged repetitions, so one
  // with none was never judged. The runner writes every planned repetition (`cancelled` when the
  // run stopped first), so only `cancelled` with no counts is a case nothing ran of.
  it("refuses a case with no repetitions unless it is cancelled with nothing counted", async () => {
    const empty = (status: string, pass_count = 0, judged_count = 0) => {
      const run = minimalResult() as unknown as { cases: Record<string, unknown>[]; summary: object };
      Object.assign(run.cases[0]!, { status, pass_count, judged_count, repetitions: [] });
      const bucket = { pass: "passed", fail: "failed", invalid: "invalid" }[status] ?? "errors";
      run.summary = { cases: 1, passed: 0, failed: 0, invalid: 0, errors: 0, [bucket]: 1 };
      return toJsonText(run);
    };
    for (const status of ["pass", "fail", "invalid", "error", "timeout", "unavailable"]) {
      const list = await problems(await file(`empty-${status}.json`, empty(status)), readRunResult);
      // The summary is recomputed from what the case can be (cancelled: an error).
      expect(list.slice(1)).toEqual(
        ["pass", "fail", "invalid"].includes(status)
          ? [expect.stringContaining("but the cases give 0"), expect.stringContaining("summary.errors is 0")]
          : [],
      );
      expect(list.slice(0, 1)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^:\\d+:\\d+: case 'a': field 'cases\\[0\\]\\.status': the case has no repetitions, so none was judged: its status can only be 'cancelled' \\(nothing ran\\), the file says '${status}'$`,
          ),
        ),
      ]);
    }
    const counted = await file("empty-counted.json", empty("cancelled", 1, 1));
    expect(await problems(counted, readRunResult)).toEqual([
      expect.stringMatching(
        /^:\d+:\d+: case 'a': field 'cases\[0\]\.pass_count': pass_count 1 \/ judged_count 1 disagree with the repetitions \(0 \/ 0\)$/,
      ),
    ]);
    const cancelled = await readRunResult(await file("empty-cancelled.json", empty("cancelled")));
    expect(cancelled.cases[0]!.status).toBe("cancelled");
  });

  it("validates the shape and rejects malformed JSON", async () => {
    const broken = minimalResult() as unknown as { cases: { status: string; repetitions: unknown[] }[] };
    broken.cases[0]!.status = "passed";
    const path = await file("shape.json", toJsonText(broken));
    const list = await problems(path, readRunResult);
    expect(list).toEqual([
      expect.stringMatching(
        /^:\d+:\d+: field 'cases\[0\]\.status': not a valid modelgate.run\/v2 file: unknown value 'passed'; did you mean 'pass'\?/,
      ),
    ]);
    expect(await problems(await file("bad.json", '{"format": "modelgate.run/v1",}'), readRunResult)).toEqual([
      expect.stringMatching(/^:1:31: not a valid result file: /),
    ]);
  });
});
