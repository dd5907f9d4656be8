import { describe, expect, it } from "vitest";
import { evaluateCase } from "../../../../src/core/checks/evaluate.js";
import type { CheckSpec } from "../../../../src/core/suite/case.js";
import { makeCase } from "../../../helpers/make-case.js";

// An output that starts with an inline reasoning block keeps its verdict (the application gets
// that text), and a failure says why it likely failed.
const none = new Map();
const HINT =
  "(the output starts with a <think> block: the server returned the model's reasoning inline; see docs/suite-format.md#thinking-models)";

function run(check: CheckSpec, output: string, extract?: "code_fence") {
  return evaluateCase(makeCase({ check, extract }), { output }, none);
}

const json: CheckSpec = { type: "json", schema: { type: "object", required: ["n"] } };
const classification: CheckSpec = {
  type: "classification",
  expected: "billing",
  labels: ["billing", "technical"],
  caseInsensitive: false,
};
const exact: CheckSpec = { type: "exact", expected: "Hello", strip: true, caseInsensitive: false };
const maxLength: CheckSpec = { type: "max_length", limit: 10 };

describe("a failure on an output that starts with <think>", () => {
  it.each([
    ["json", json, '<think>\nThe user wants n=7.\n</think>\n\n{"n": 7}', "invalid"],
    ["classification", classification, "<think>hmm, billing or technical?</think>\nbilling", "fail"],
    ["exact", exact, "<think>ok</think>\nHello", "fail"],
    ["max_length", maxLength, `<think>${"x".repeat(100)}</think>ok`, "fail"],
  ] as const)("%s: keeps its verdict and says why", async (_name, check, output, status) => {
    const v = await run(check, output);
    expect(v.status).toBe(status);
    expect(v.reason?.endsWith(` ${HINT}`)).toBe(true);
  });

  it("names the tag the output opens with, after leading whitespace", async () => {
    const v = await run(exact, "\n  <thinking>ok</thinking>\nHello");
    expect(v.reason).toMatch(/\(the output starts with a <thinking> block: /);
    const r = await run(exact, "<reasoning>ok</reasoning>Hello");
    expect(r.reason).toMatch(/\(the output starts with a <reasoning> block: /);
  });

  it("says nothing on a pass, or when the block is not at the start", async () => {
    const pass = await run(
      { type: "contains", expected: ["Hello"], caseInsensitive: false },
      "<think>x</think>Hello",
    );
    expect(pass.status).toBe("pass");
    expect(pass.reason).toBeNull();
    const later = await run(exact, "Hi <think>x</think>");
    expect(later.reason).not.toContain("<think> block");
  });

  it("appears once in a list's reason", async () => {
    const list: CheckSpec = { type: "checks", checks: [exact, maxLength] };
    const v = await run(list, `<think>${"x".repeat(100)}</think>Hi`);
    expect(v.reason?.split("<think> block").length).toBe(2);
    expect(v.reason).toMatch(
      /^exact \(check 1 of 2\): .* \(the output starts with a <think> block: .*\) \(and 1 more check not passing\)$/,
    );
  });

  it("reads the text the check reads: a fenced block without the reasoning gets no hint", async () => {
    const v = await run(exact, "<think>x</think>\n```\nHi\n```", "code_fence");
    expect(v.status).toBe("fail");
    expect(v.reason).toBe('output "Hi" (expected "Hello")');
  });
});
