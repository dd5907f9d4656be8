import { describe, expect, it } from "vitest";
import { applyCapture, type Judged } from "../src/core/run/capture.js";
import type { CheckSpec } from "../src/core/suite/case.js";

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
  return { output: "secret words", evidence: {}, details: {}, reason: null, status: "pass", ...over };
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
});
