import { describe, expect, it } from "vitest";
import { diffObservedCallSequences } from "../../../../src/core/checks/call-sequence.js";
import { evaluateCase } from "../../../../src/core/checks/evaluate.js";
import { diffCallSequence } from "../../../../src/core/checks/expected-calls.js";
import type { Observation } from "../../../../src/core/checks/observation.js";
import { parseToolCallsFromText } from "../../../../src/core/checks/tool-call-text.js";
import type { JsonObject } from "../../../../src/core/json/value.js";
import type { McpCall } from "../../../../src/core/result/run-result.js";
import type { Case, CheckSpec, ExpectedToolCall, ToolCall } from "../../../../src/core/suite/case.js";
import { makeCase } from "../../../helpers/make-case.js";

const none = new Map();

function toolCase(calls: ExpectedToolCall[], argumentsSchema?: JsonObject, extra: Partial<Case> = {}): Case {
  const check: CheckSpec =
    argumentsSchema === undefined
      ? { type: "tool_call", calls }
      : { type: "tool_call", calls, argumentsSchema };
  return makeCase({ check, ...extra });
}

const lookup: ExpectedToolCall = { name: "lookup_order", arguments: { order_id: "7730" } };

describe("tool calls parsed from text", () => {
  const expected = [{ name: "lookup_order", arguments: { order_id: "7730" } }];

  it.each([
    ['{"name": "lookup_order", "arguments": {"order_id": "7730"}}'],
    ['{"function": {"name": "lookup_order", "arguments": {"order_id": "7730"}}}'],
    ['{"function": {"name": "lookup_order", "arguments": "{\\"order_id\\": \\"7730\\"}"}}'],
    [
      '{"tool_calls": [{"type": "function", "function": {"name": "lookup_order", "arguments": {"order_id": "7730"}}}]}',
    ],
    ['[{"name": "lookup_order", "arguments": {"order_id": "7730"}}]'],
    ['{"name": "lookup_order", "parameters": {"order_id": "7730"}}'],
    ['  \n{"name": "lookup_order", "arguments": {"order_id": "7730"}}\n'],
  ])("reads %s", (text) => {
    expect(parseToolCallsFromText(text)).toEqual({ ok: true, calls: expected });
  });

  it("reads several calls in order and defaults absent arguments to {}", () => {
    expect(parseToolCallsFromText('[{"name": "a"}, {"function": {"name": "b", "arguments": null}}]')).toEqual(
      {
        ok: true,
        calls: [
          { name: "a", arguments: {} },
          { name: "b", arguments: {} },
        ],
      },
    );
  });

  it("treats prose as no call at all", () => {
    expect(parseToolCallsFromText("I will look up your order.")).toEqual({ ok: true, calls: [] });
    expect(parseToolCallsFromText("")).toEqual({ ok: true, calls: [] });
  });

  it("records JSON-string arguments that do not parse with their error", () => {
    const r = parseToolCallsFromText(
      '{"function": {"name": "lookup_order", "arguments": "{\\"order_id\\": 77"}}',
    );
    expect(r.ok && r.calls[0]).toEqual({
      name: "lookup_order",
      arguments: '{"order_id": 77',
      arguments_error:
        "arguments are not valid JSON (line 1, column 16: expected ',' or '}' in object, found end of input)",
    });
    const notObject = parseToolCallsFromText('{"name": "x", "arguments": [1]}');
    expect(notObject.ok && notObject.calls[0]?.arguments_error).toBe(
      "arguments must be a JSON object, got an array",
    );
  });

  it("rejects malformed JSON and JSON that is not a call", () => {
    expect(parseToolCallsFromText('{"name": "x", "arguments": {}')).toEqual({
      ok: false,
      error: expect.stringMatching(/^output is not valid JSON \(line 1, column/),
    });
    expect(parseToolCallsFromText('{"answer": 42}')).toEqual({
      ok: false,
      error: expect.stringMatching(/^output is JSON but not a tool call/),
    });
    expect(parseToolCallsFromText('[{"name": "a"}, 3]')).toEqual({
      ok: false,
      error: expect.stringMatching(/^item 1 of the output is not a tool call/),
    });
    expect(parseToolCallsFromText('{"name": "a", "name": "b"}').ok).toBe(false);
  });
});

describe("diffCallSequence (expected vs actual)", () => {
  const call = (name: string, args: JsonObject = {}): ToolCall => ({ name, arguments: args });

  it("matches equal names and semantically equal arguments", () => {
    expect(diffCallSequence([lookup], [call("lookup_order", { order_id: "7730" })])).toEqual({
      status: "match",
    });
    expect(diffCallSequence([{ name: "a" }], [call("a", { anything: 1 })])).toEqual({ status: "match" });
  });

  it("names the argument path with both values", () => {
    expect(diffCallSequence([lookup], [{ name: "lookup_order", arguments: { order_id: 7730 } }])).toEqual({
      status: "mismatch",
      reason: 'lookup_order argument order_id: 7730 (expected "7730")',
      details: {
        kind: "argument",
        call: 1,
        tool: "lookup_order",
        path: "order_id",
        expected: "7730",
        actual: 7730,
      },
    });
  });

  it("names a missing call", () => {
    const r = diffCallSequence([lookup, { name: "refund" }], [call("lookup_order", { order_id: "7730" })]);
    expect(r.status === "mismatch" && r.reason).toBe("expected 2 calls, got 1: missing refund at call 2");
    expect(r.status === "mismatch" && r.details).toEqual({
      kind: "missing_call",
      call: 2,
      tool: "refund",
      expected_count: 2,
      actual_count: 1,
    });
    const zero = diffCallSequence([lookup], []);
    expect(zero.status === "mismatch" && zero.reason).toBe(
      "expected 1 call, got 0: missing lookup_order at call 1",
    );
  });

  it("names a call dropped from the middle rather than a different tool", () => {
    const r = diffCallSequence([{ name: "a" }, { name: "b" }, { name: "c" }], [call("a"), call("c")]);
    expect(r.status === "mismatch" && r.reason).toBe("expected 3 calls, got 2: missing b at call 2");
  });

  it("realigns on name and arguments: a dropped or extra call to the same tool is missing/additional", () => {
    const search = (q: string) => ({ name: "search", arguments: { q } });
    const dropped = diffCallSequence([search("a"), search("b")], [call("search", { q: "b" })]);
    expect(dropped.status === "mismatch" && dropped.reason).toBe(
      "expected 2 calls, got 1: missing search at call 1",
    );
    const extra = diffCallSequence([search("b")], [call("search", { q: "a" }), call("search", { q: "b" })]);
    expect(extra.status === "mismatch" && extra.reason).toBe(
      "expected 1 call, got 2: additional search at call 1",
    );
    // Nothing lines up again: still an argument difference.
    const changed = diffCallSequence([search("a"), search("b")], [call("search", { q: "c" })]);
    expect(changed.status === "mismatch" && changed.details.kind).toBe("argument");
    const observed = diffObservedCallSequences(
      [call("search", { q: "a" }), call("search", { q: "b" })],
      [call("search", { q: "b" })],
    );
    expect(observed.status === "mismatch" && observed.reason).toBe("2 calls -> 1: missing search at call 1");
  });

  it("names an additional call", () => {
    const r = diffCallSequence([{ name: "weather" }], [call("weather"), call("searchWeb")]);
    expect(r.status === "mismatch" && r.reason).toBe(
      "expected 1 call, got 2: additional searchWeb at call 2",
    );
    const first = diffCallSequence([{ name: "weather" }], [call("searchWeb"), call("weather")]);
    expect(first.status === "mismatch" && first.reason).toBe(
      "expected 1 call, got 2: additional searchWeb at call 1",
    );
  });

  it("names a different tool at a position", () => {
    const r = diffCallSequence([{ name: "weather" }], [call("searchWeb", { query: "Berlin weather" })]);
    expect(r).toEqual({
      status: "mismatch",
      reason: "called searchWeb at call 1 (expected weather)",
      details: { kind: "different_tool", call: 1, expected: "weather", actual: "searchWeb" },
    });
  });

  it("mentions the call position in argument differences of longer sequences", () => {
    const r = diffCallSequence(
      [{ name: "a" }, { name: "b", arguments: { n: 1 } }],
      [call("a"), call("b", { n: 2 })],
    );
    expect(r.status === "mismatch" && r.reason).toBe("b argument n: 2 (expected 1) at call 2");
  });

  it("applies the case-level schema to calls without their own", () => {
    const schema: JsonObject = {
      type: "object",
      properties: { order_id: { type: "string" } },
      required: ["order_id"],
    };
    const own: JsonObject = { type: "object", required: ["amount"] };
    const expected = [{ name: "lookup_order" }, { name: "refund", arguments_schema: own }];
    expect(
      diffCallSequence(expected, [call("lookup_order", { order_id: "1" }), call("refund", { amount: 1 })], {
        defaultSchema: schema,
      }),
    ).toEqual({
      status: "match",
    });
    const r = diffCallSequence(
      expected,
      [call("lookup_order", { order_id: 1 }), call("refund", { amount: 1 })],
      {
        defaultSchema: schema,
      },
    );
    expect(r.status === "mismatch" && r.reason).toBe(
      "lookup_order arguments do not match the schema at call 1: order_id: must be string",
    );
  });

  it("makes unparseable arguments invalid, never a mismatch, even when tools also differ", () => {
    const r = diffCallSequence(
      [{ name: "a" }, { name: "b" }],
      [call("x"), { name: "b", arguments: "{", arguments_error: "bad JSON" }],
    );
    expect(r).toEqual({
      status: "invalid",
      reason: "b arguments at call 2 cannot be parsed: bad JSON",
      details: { kind: "arguments_error", call: 2, side: "actual", tool: "b", error: "bad JSON" },
    });
  });

  it("compares MCP calls by qualified tool", () => {
    const walking = { from: "Berlin Hbf", to: "Brandenburg Gate", mode: "walking" };
    const actual: McpCall[] = [
      { tool: "maps.route", arguments: { ...walking, mode: "driving" }, is_error: false },
    ];
    const r = diffCallSequence([{ tool: "maps.route", arguments: walking }], actual);
    expect(r.status === "mismatch" && r.reason).toBe(
      'maps.route argument mode: "driving" (expected "walking")',
    );
  });
});

describe("diffObservedCallSequences (baseline vs candidate)", () => {
  const mcp = (tool: string, args: JsonObject): McpCall => ({ tool, arguments: args, is_error: false });

  it("phrases differences as baseline -> candidate", () => {
    const w = diffObservedCallSequences(
      [{ name: "weather", arguments: { city: "Berlin" } }],
      [{ name: "searchWeb", arguments: { query: "Berlin weather" } }],
    );
    expect(w.status === "mismatch" && w.reason).toBe("weather -> searchWeb at call 1");
    const m = diffObservedCallSequences(
      [mcp("maps.route", { mode: "walking" })],
      [mcp("maps.route", { mode: "driving" })],
    );
    expect(m).toEqual({
      status: "mismatch",
      reason: 'maps.route argument mode: "walking" -> "driving"',
      details: {
        kind: "argument",
        call: 1,
        tool: "maps.route",
        path: "mode",
        baseline: "walking",
        candidate: "driving",
      },
    });
  });

  it("phrases missing and additional calls", () => {
    const a = mcp("s.a", {});
    const b = mcp("s.b", {});
    const missing = diffObservedCallSequences([a, b], [a]);
    expect(missing.status === "mismatch" && missing.reason).toBe("2 calls -> 1: missing s.b at call 2");
    const added = diffObservedCallSequences([a], [a, b]);
    expect(added.status === "mismatch" && added.reason).toBe("1 call -> 2: additional s.b at call 2");
  });

  it("is compatible for member order and 1 vs 1.0, and invalid for malformed arguments on either side", () => {
    expect(
      diffObservedCallSequences(
        [{ name: "t", arguments: { a: 1, b: "x" } }],
        [{ name: "t", arguments: { b: "x", a: 1.0 } }],
      ),
    ).toEqual({ status: "match" });
    const bad: ToolCall = { name: "t", arguments: "{", arguments_error: "not JSON" };
    const r = diffObservedCallSequences([bad], [{ name: "t", arguments: {} }]);
    expect(r.status).toBe("invalid");
    expect(r.status !== "match" && r.reason).toBe(
      "baseline t arguments at call 1 cannot be parsed: not JSON",
    );
  });
});

describe("tool_call check", () => {
  async function run(c: Case, obs: Observation) {
    return evaluateCase(c, obs, none);
  }

  it("reads calls from text when there are no native calls", async () => {
    const v = await run(toolCase([lookup]), {
      output: '{"name": "lookup_order", "arguments": {"order_id": 7730}}',
    });
    expect(v.status).toBe("fail");
    expect(v.reason).toBe('lookup_order argument order_id: 7730 (expected "7730")');
    expect(v.evidence.tool_calls).toEqual([{ name: "lookup_order", arguments: { order_id: 7730 } }]);
  });

  it("prefers native calls over the text", async () => {
    const v = await run(toolCase([lookup]), {
      output: "Looking that up.",
      toolCalls: [{ name: "lookup_order", arguments: { order_id: "7730" } }],
    });
    expect(v.status).toBe("pass");
  });

  it("extracts a fenced call when the case asks for it", async () => {
    const output = '```json\n{"name": "lookup_order", "arguments": {"order_id": "7730"}}\n```';
    expect((await run(toolCase([lookup], undefined, { extract: "code_fence" }), { output })).status).toBe(
      "pass",
    );
    // Without the option the fenced call is not read, and not taken for no call either.
    const plain = await run(toolCase([lookup]), { output });
    expect(plain.status).toBe("invalid");
    expect(plain.reason).toBe(
      "the output holds a tool call inside a code fence, which is not read as one: set options.extract: code_fence",
    );
  });

  it("is invalid for unparseable arguments and for malformed call JSON", async () => {
    const bad = await run(toolCase([lookup]), {
      output: '{"function": {"name": "lookup_order", "arguments": "{order_id: 7730}"}}',
    });
    expect(bad.status).toBe("invalid");
    expect(bad.reason).toMatch(
      /^lookup_order arguments at call 1 cannot be parsed: arguments are not valid JSON/,
    );
    const malformed = await run(toolCase([lookup]), { output: '{"name": "lookup_order", "arguments": {' });
    expect(malformed.status).toBe("invalid");
    expect(malformed.evidence.tool_calls_error).toMatch(/^output is not valid JSON/);
  });

  it("fails when the model answered in prose", async () => {
    const v = await run(toolCase([lookup]), { output: "Your order is on its way." });
    expect(v.status).toBe("fail");
    expect(v.reason).toBe("expected 1 call, got 0: missing lookup_order at call 1");
  });

  it("checks the case-level arguments schema", async () => {
    const schema: JsonObject = { type: "object", properties: { order_id: { type: "string" } } };
    const v = await run(toolCase([{ name: "lookup_order" }], schema), {
      output: '{"name": "lookup_order", "arguments": {"order_id": 7730}}',
    });
    expect(v.reason).toBe("lookup_order arguments do not match the schema: order_id: must be string");
  });
});

describe("mcp check", () => {
  const expected = [
    { tool: "maps.route", arguments: { from: "Berlin Hbf", to: "Brandenburg Gate", mode: "walking" } },
  ];
  const c = makeCase({ check: { type: "mcp", expectedCalls: expected } });

  it("passes the same interactions and names an argument change", async () => {
    const same: McpCall[] = [
      {
        tool: "maps.route",
        arguments: { mode: "walking", to: "Brandenburg Gate", from: "Berlin Hbf" },
        is_error: false,
      },
    ];
    expect((await evaluateCase(c, { output: "", mcpCalls: same }, none)).status).toBe("pass");
    const driving: McpCall[] = [
      {
        tool: "maps.route",
        arguments: { ...(expected[0]?.arguments ?? {}), mode: "driving" },
        is_error: false,
      },
    ];
    const v = await evaluateCase(c, { output: "", mcpCalls: driving }, none);
    expect(v.status).toBe("fail");
    expect(v.reason).toBe('maps.route argument mode: "driving" (expected "walking")');
    expect(v.evidence.mcp_calls).toBe(driving);
  });

  it("is invalid when no MCP calls were recorded, and fails on none made", async () => {
    expect((await evaluateCase(c, { output: "" }, none)).status).toBe("invalid");
    const v = await evaluateCase(c, { output: "", mcpCalls: [] }, none);
    expect(v.reason).toBe("expected 1 call, got 0: missing maps.route at call 1");
  });

  it("is invalid for unparseable MCP arguments", async () => {
    const calls: McpCall[] = [
      { tool: "maps.route", arguments: "{", arguments_error: "not JSON", is_error: false },
    ];
    expect((await evaluateCase(c, { output: "", mcpCalls: calls }, none)).status).toBe("invalid");
  });
});
