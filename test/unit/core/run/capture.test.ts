import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../../../src/core/json/canonical.js";
import { parseStrictJson } from "../../../../src/core/json/parse.js";
import type { Json } from "../../../../src/core/json/value.js";
import { jsonSha256, textSha256 } from "../../../../src/core/result/fingerprints.js";
import { applyCapture, type Judged } from "../../../../src/core/run/capture.js";
import type { CheckSpec } from "../../../../src/core/suite/case.js";

const exact: CheckSpec = { type: "exact", expected: "ok", caseInsensitive: false, strip: true };
const classification: CheckSpec = {
  type: "classification",
  expected: "billing",
  labels: ["billing", "technical"],
  caseInsensitive: false,
};
const json: CheckSpec = { type: "json" };
const toolCall: CheckSpec = { type: "tool_call", calls: [{ name: "lookup", arguments: { id: "7" } }] };

function judged(over: Partial<Judged>): Judged {
  return {
    output: "secret words",
    evidence: {},
    details: {},
    reason: null,
    status: "pass",
    contract: null,
    ...over,
  };
}

describe("applyCapture", () => {
  it("full keeps everything as judged", () => {
    const j = judged({
      status: "fail",
      reason: 'output "secret words" (expected "ok")',
      details: { position: 0 },
    });
    expect(applyCapture("full", exact, j)).toEqual({
      output: "secret words",
      output_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      evidence: {},
      details: { position: 0 },
      reason: 'output "secret words" (expected "ok")',
    });
  });

  it.each(["hash", "none"] as const)(
    "%s: a reason quoting the output is replaced, details dropped",
    (mode) => {
      const j = judged({
        status: "fail",
        reason: 'output "secret words" (expected "ok")',
        details: { position: 0 },
      });
      const kept = applyCapture(mode, exact, j);
      expect(JSON.stringify(kept)).not.toContain("secret");
      expect(kept.reason).toBe(
        `output does not satisfy the 'exact' check (output not captured: capture ${mode})`,
      );
      expect(kept.details).toEqual({});
      expect(kept.output).toBeNull();
      expect(kept.output_sha256 === null).toBe(mode === "none");
    },
  );

  it("a parse error keeps its position only", () => {
    const j = judged({
      status: "invalid",
      evidence: { json_error: "line 1, column 1: expected a JSON value, found character 's'" },
      reason: "output is not valid JSON (line 1, column 1: expected a JSON value, found character 's')",
    });
    const hash = applyCapture("hash", json, j);
    expect(hash.evidence).toEqual({ json_error: "line 1, column 1: not valid JSON" });
    expect(hash.reason).toBe(
      "output is not valid JSON (line 1, column 1) (output not captured: capture hash)",
    );
    expect(applyCapture("none", json, j).evidence).toEqual({});
  });

  it("hash keeps a label from the suite's labels (and its reason), drops free text from the model", () => {
    const allowed = judged({
      output: "technical",
      status: "fail",
      evidence: { label: "technical" },
      reason: "predicted 'technical', expected 'billing'",
      details: { predicted: "technical", expected: "billing" },
    });
    expect(applyCapture("hash", classification, allowed)).toMatchObject({
      evidence: { label: "technical" },
      reason: "predicted 'technical', expected 'billing'",
      details: { predicted: "technical" },
    });
    const rambling = judged({
      status: "fail",
      evidence: { label: "secret words" },
      reason: "predicted 'secret words', not one of the allowed labels: 'billing', 'technical'",
      details: { predicted: "secret words" },
    });
    const kept = applyCapture("hash", classification, rambling);
    expect(JSON.stringify(kept)).not.toContain("secret");
    expect(kept.evidence).toEqual({});
  });

  it("hash keeps tool calls and their reasons (contracts compare them); none keeps neither", () => {
    const j = judged({
      status: "fail",
      evidence: { tool_calls: [{ name: "lookup", arguments: { id: 7 } }] },
      reason: 'lookup argument id: 7 (expected "7")',
    });
    expect(applyCapture("hash", toolCall, j)).toMatchObject({
      evidence: { tool_calls: [{ name: "lookup", arguments: { id: 7 } }] },
      reason: 'lookup argument id: 7 (expected "7")',
    });
    const none = applyCapture("none", toolCall, j);
    expect(none.evidence).toEqual({});
    expect(none.reason).toBe(
      "output does not satisfy the 'tool_call' check (output not captured: capture none)",
    );
  });

  it("a pass stays a pass with no reason", () => {
    expect(applyCapture("none", exact, judged({})).reason).toBeNull();
  });

  it("hash keeps the json contract's fingerprint: member order and 1 vs 1.0 do not change it", () => {
    const none: CheckSpec = { type: "none" };
    const a = applyCapture("hash", none, judged({ output: '{"a":1,"b":2}', contract: "json" }));
    const b = applyCapture("hash", none, judged({ output: '{ "b": 2, "a": 1.0 }', contract: "json" }));
    expect(a.evidence.json_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(a.evidence.json_sha256).toBe(b.evidence.json_sha256);
    expect(a.output_sha256).not.toBe(b.output_sha256);
    const c = applyCapture("hash", none, judged({ output: '{"a":1,"b":3}', contract: "json" }));
    expect(c.evidence.json_sha256).not.toBe(a.evidence.json_sha256);
    // the check's parsed JSON (after extraction) is what is fingerprinted when it recorded one
    const parsed = judged({
      output: "```json\n{}\n```",
      evidence: { json: { b: 2, a: 1 } },
      contract: "json",
    });
    expect(applyCapture("hash", json, parsed).evidence).toEqual({ json_sha256: a.evidence.json_sha256 });
    // none keeps nothing, full keeps the output itself
    expect(applyCapture("none", none, judged({ output: "{}", contract: "json" })).evidence).toEqual({});
    expect(applyCapture("full", none, judged({ output: "{}", contract: "json" })).evidence).toEqual({});
  });

  it("hash: output that is not JSON under a json contract keeps the parse position only", () => {
    const kept = applyCapture("hash", { type: "none" }, judged({ output: "secret words", contract: "json" }));
    expect(kept.evidence).toEqual({ json_error: "line 1, column 1: not valid JSON" });
    expect(JSON.stringify(kept)).not.toContain("secret");
  });

  it("hash keeps the text contract's fingerprint of the whitespace-normalised text", () => {
    const none: CheckSpec = { type: "none" };
    const a = applyCapture("hash", none, judged({ output: "Hello  world\n", contract: "text" }));
    const b = applyCapture("hash", none, judged({ output: " Hello\tworld", contract: "text" }));
    expect(a.evidence).toEqual({ text_sha256: sha256Hex("Hello world") });
    expect(b.evidence.text_sha256).toBe(a.evidence.text_sha256);
    // without a text contract no fingerprint is added
    expect(applyCapture("hash", none, judged({ output: "Hello world" })).evidence).toEqual({});
    expect(applyCapture("none", none, judged({ output: "Hello", contract: "text" })).evidence).toEqual({});
  });
});

describe("contract fingerprints", () => {
  const parsed = (text: string): Json => {
    const r = parseStrictJson(text);
    if (!r.ok) throw new Error(r.error);
    return r.value;
  };
  const fp = (text: string) => jsonSha256(parsed(text));

  it.each([
    ['{"a":1,"b":2}', '{"b":2,"a":1.0}'],
    ["[1, 1e0, 1.0, 100]", "[1,1,1,1e2]"],
    ["-0", "0"],
    ["9007199254740993", "9007199254740993.0"],
    ["1e30", "1000000000000000000000000000000"],
    ['{"__proto__": 1}', '{ "__proto__" : 1.0 }'],
  ])("%s and %s are the same value (PRODUCT 4.1), so the same fingerprint", (x, y) => {
    expect(fp(x)).toBe(fp(y));
  });

  it.each([
    ['{"id":"7730"}', '{"id":7730}'],
    ['{"a":null}', "{}"],
    ["[1,2]", "[2,1]"],
    ["true", "1"],
    ["9007199254740993", "9007199254740992"],
    ["0.1", "0.2"],
  ])("%s and %s differ, so their fingerprints do", (x, y) => {
    expect(fp(x)).not.toBe(fp(y));
  });

  it("a double beyond 2^53 (a non-integer) is apart from every integer, like jsonEqual", () => {
    // ModelGate's readers hold 1e30 as the exact integer; a double there stands for a fraction
    expect(jsonSha256(1e30)).not.toBe(jsonSha256(10n ** 30n));
    expect(jsonSha256(2 ** 60)).not.toBe(jsonSha256(2n ** 60n));
    // a big integer within the safe range (another tool's reader) equals the number
    expect(jsonSha256(7n)).toBe(jsonSha256(7));
  });

  it("the text fingerprint ignores runs of whitespace and leading and trailing whitespace only", () => {
    expect(textSha256("a  b\n")).toBe(textSha256(" a\tb"));
    expect(textSha256("ab")).not.toBe(textSha256("a b"));
  });
});

describe("output_sha256", () => {
  it("is the SHA-256 of every output, short ones (hashed once, repeated) and long ones alike", () => {
    const outputs = ["billing", "", "billing", "x".repeat(64), "x".repeat(65), "billing", "Billing"];
    for (const output of outputs) {
      for (const mode of ["full", "hash"] as const) {
        expect(applyCapture(mode, exact, judged({ output })).output_sha256).toBe(sha256Hex(output));
      }
    }
  });

  it("stays right past the table's bound (1,024 short outputs), for outputs seen before and new", () => {
    const outputs = Array.from({ length: 1100 }, (_, i) => `label ${i}`);
    for (const round of [0, 1]) {
      for (const output of outputs) {
        const got = applyCapture("full", exact, judged({ output })).output_sha256;
        expect([round, output, got]).toEqual([round, output, sha256Hex(output)]);
      }
    }
  });
});
