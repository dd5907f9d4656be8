import { describe, expect, it } from "vitest";
import { evaluateCase } from "../../../../src/core/checks/evaluate.js";
import { collectEvidence } from "../../../../src/core/checks/evidence.js";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import type { Case, ExpectedToolCall } from "../../../../src/core/suite/case.js";
import { makeCase } from "../../../helpers/make-case.js";
import { makeRun } from "../../../helpers/make-run.js";

// A call the model wrote in its text, wrapped: in <tool_call> tags (Qwen/Hermes templates, the
// server's tool-call parser off), after a leading <think> block, or in a code fence. None of them
// may read as "no call": tags and a think block are read as the call; a fence is read under
// options.extract: code_fence and is invalid evidence with a hint without it.
const none = new Map();
const CALL = '{"name":"issue_refund","arguments":{"order_id":"7730"}}';
const OPENAI =
  '{"type":"function","function":{"name":"issue_refund","arguments":"{\\"order_id\\":\\"7730\\"}"}}';
const refund: ExpectedToolCall = { name: "issue_refund", arguments: { order_id: "7730" } };
const lookup: ExpectedToolCall = { name: "lookup_order", arguments: { order_id: "7730" } };
const FENCE_HINT =
  "the output holds a tool call inside a code fence, which is not read as one: set options.extract: code_fence";

function toolCase(calls: ExpectedToolCall[], extra: Partial<Case> = {}): Case {
  return makeCase({ check: { type: "tool_call", calls }, ...extra });
}

const fenced = `\`\`\`json\n${CALL}\n\`\`\``;
const tagged = `<tool_call>\n${CALL}\n</tool_call>`;
const afterThink = `<think>refund it</think>\n${CALL}`;

describe("tool calls wrapped in the output text", () => {
  it.each<[string, string, "pass" | "fail" | "invalid", string | null]>([
    // calls: [] (the model must not call a tool)
    ["fenced", fenced, "invalid", FENCE_HINT],
    ["fenced in prose", `Calling it:\n${fenced}\nDone.`, "invalid", FENCE_HINT],
    ["fenced, OpenAI shape", `\`\`\`json\n${OPENAI}\n\`\`\``, "invalid", FENCE_HINT],
    ["fenced list", `\`\`\`\n[${CALL}]\n\`\`\``, "invalid", FENCE_HINT],
    ["tagged", tagged, "fail", "expected 0 calls, got 1: additional issue_refund at call 1"],
    [
      "tagged after prose",
      `Let me refund it.\n${tagged}`,
      "fail",
      "expected 0 calls, got 1: additional issue_refund at call 1",
    ],
    ["after <think>", afterThink, "fail", "expected 0 calls, got 1: additional issue_refund at call 1"],
    ["bare", CALL, "fail", "expected 0 calls, got 1: additional issue_refund at call 1"],
    ["prose", "No tool needed.", "pass", null],
    ["a fenced JSON answer that is no call", '```json\n{"answer": 42}\n```', "pass", null],
  ])("calls: [] with a %s call", async (_name, output, status, reason) => {
    const v = await evaluateCase(toolCase([]), { output }, none);
    expect(v.reason).toBe(reason);
    expect(v.status).toBe(status);
  });

  it.each([
    ["tagged", tagged],
    ["tagged OpenAI shape", `<tool_call>${OPENAI}</tool_call>`],
    ["after <think>", afterThink],
    ["tagged after <think>", `<think>\nThe user wants a refund.\n</think>\n\n${tagged}`],
    ["an unclosed tag (a cut-off output)", `<tool_call>\n${CALL}\n`],
  ])("reads a %s call as the call", async (_name, output) => {
    const v = await evaluateCase(toolCase([refund]), { output }, none);
    expect(v.reason).toBeNull();
    expect(v.evidence.tool_calls).toEqual([refund]);
  });

  it("reads several tags as calls in order", async () => {
    const two = `<tool_call>\n${CALL}\n</tool_call>\n<tool_call>\n${JSON.stringify(lookup)}\n</tool_call>`;
    const v = await evaluateCase(toolCase([refund, lookup]), { output: two }, none);
    expect(v.reason).toBeNull();
    const swapped = await evaluateCase(toolCase([lookup, refund]), { output: two }, none);
    expect(swapped.status).toBe("fail");
  });

  it("names the tag whose content is not a call", async () => {
    const v = await evaluateCase(
      toolCase([refund]),
      { output: `${tagged}\n<tool_call>{"name": "x", "arguments": {</tool_call>` },
      none,
    );
    expect(v.status).toBe("invalid");
    expect(v.reason).toMatch(/^the <tool_call> block 2 is not valid JSON \(line 1, column \d+: /);
    const notCall = await evaluateCase(
      toolCase([refund]),
      { output: '<tool_call>{"a": 1}</tool_call>' },
      none,
    );
    expect(notCall.reason).toMatch(/^the <tool_call> block 1 is JSON but not a tool call \(expected /);
  });

  it("with expected calls, a fenced call is invalid with the hint, not 'got 0'", async () => {
    const v = await evaluateCase(toolCase([lookup]), { output: fenced }, none);
    expect(v.status).toBe("invalid");
    expect(v.reason).toBe(FENCE_HINT);
  });

  it("reads the fenced call under options.extract: code_fence", async () => {
    const v = await evaluateCase(toolCase([], { extract: "code_fence" }), { output: fenced }, none);
    expect(v.reason).toBe("expected 0 calls, got 1: additional issue_refund at call 1");
  });

  it("under options.extract with two blocks, a fenced call is invalid, and says why", async () => {
    const two = `${fenced}\n\`\`\`\nmore\n\`\`\``;
    const v = await evaluateCase(toolCase([], { extract: "code_fence" }), { output: two }, none);
    expect(v.status).toBe("invalid");
    expect(v.reason).toBe(
      "the output holds a tool call inside a code fence, which is not read as one: options.extract: code_fence reads an output with exactly one fenced block (options.extract: no single fenced block, so the whole output was read)",
    );
  });

  it("native calls still win over the text", async () => {
    const v = await evaluateCase(
      toolCase([lookup]),
      { output: fenced, toolCalls: [{ ...lookup, arguments: { order_id: "7730" } }] },
      none,
    );
    expect(v.status).toBe("pass");
  });
});

describe("the tool_calls contract reads the same evidence", () => {
  const contractCase = makeCase({ check: { type: "none" }, contract: "tool_calls" });
  const side = (output: string) =>
    makeRun([
      {
        id: "c",
        type: "none",
        contract: "tool_calls",
        output,
        evidence: collectEvidence(contractCase, { output }),
      },
    ]);
  const baseline = side(CALL);

  it("a tagged call or one after <think> is the same call", () => {
    for (const output of [tagged, afterThink]) {
      const c = compareRuns(baseline, side(output)).cases[0];
      expect(c?.category).not.toMatch(/^(mismatch|invalid)$/);
      expect(c?.reason ?? "").not.toMatch(/contract/);
    }
  });

  it("a fenced call is invalid evidence with the hint, not '1 call -> 0'", () => {
    const c = compareRuns(baseline, side(fenced)).cases[0];
    expect(c?.category).toBe("invalid");
    expect(c?.reason).toBe(`tool_calls contract: candidate evidence is invalid: ${FENCE_HINT}`);
  });
});
