import { describe, expect, it } from "vitest";
import { collectEvidence } from "../../../../src/core/checks/evidence.js";
import { makeCase } from "../../../helpers/make-case.js";

describe("collectEvidence", () => {
  it("parses JSON for a json contract whatever the check", () => {
    const c = makeCase({ check: { type: "none" }, contract: "json", extract: "code_fence" });
    expect(collectEvidence(c, { output: '```json\n{"a": 1}\n```' })).toEqual({ json: { a: 1 } });
    expect(collectEvidence(c, { output: "{" }).json_error).toMatch(/^line 1, column 2: /);
  });

  it("does not parse JSON when neither check nor contract reads it", () => {
    const c = makeCase({ check: { type: "contains", expected: ["a"], caseInsensitive: false } });
    expect(collectEvidence(c, { output: '{"a": 1}' })).toEqual({});
  });

  it("reads tool calls from text for a tool_calls contract, native calls whenever present", () => {
    const contract = makeCase({ check: { type: "none" }, contract: "tool_calls" });
    expect(collectEvidence(contract, { output: '{"name": "t", "arguments": {}}' })).toEqual({
      tool_calls: [{ name: "t", arguments: {} }],
    });
    expect(collectEvidence(contract, { output: '{"x": 1}' }).tool_calls_error).toMatch(/not a tool call/);
    const plain = makeCase({ check: { type: "none" } });
    const native = [{ name: "t", arguments: { a: 1 } }];
    expect(collectEvidence(plain, { output: "", toolCalls: native })).toEqual({ tool_calls: native });
    expect(collectEvidence(plain, { output: '{"name": "t"}' })).toEqual({});
  });

  it("keeps retrieved ids and MCP calls when recorded", () => {
    const c = makeCase({ check: { type: "none" }, contract: "retrieval" });
    const mcpCalls = [{ tool: "s.t", arguments: {}, is_error: true }];
    expect(collectEvidence(c, { output: "", retrieved: ["a"], mcpCalls })).toEqual({
      retrieved: ["a"],
      mcp_calls: mcpCalls,
    });
  });

  it("gives every execution nothing is read from one frozen empty evidence; a plugin's check a fresh one", () => {
    const plain = makeCase({ check: { type: "exact", expected: "a", strip: true, caseInsensitive: false } });
    const first = collectEvidence(plain, { output: "a" });
    expect(first).toEqual({});
    expect(collectEvidence(plain, { output: "b" })).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const custom = makeCase({ check: { type: "custom", check: "mine", params: {} } });
    const own = collectEvidence(custom, { output: "a" });
    expect(own).toEqual({});
    expect(Object.isFrozen(own)).toBe(false);
    expect(collectEvidence(custom, { output: "a" })).not.toBe(own);
  });
});
