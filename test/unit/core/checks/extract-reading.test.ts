import { describe, expect, it } from "vitest";
import type { CustomCheckContext } from "../../../../src/core/checks/custom.js";
import { evaluateCase } from "../../../../src/core/checks/evaluate.js";
import type { CheckSpec } from "../../../../src/core/suite/case.js";
import { makeCase } from "../../../helpers/make-case.js";

// `options.extract: code_fence` is read by every check that reads the output's text, not only
// by the JSON ones; without exactly one fenced block the whole output is read, and a reason says so.
const none = new Map();
const NOTE = "(options.extract: no single fenced block, so the whole output was read)";

function run(check: CheckSpec, output: string) {
  return evaluateCase(makeCase({ check, extract: "code_fence" }), { output }, none);
}

const exact: CheckSpec = { type: "exact", expected: "hello", strip: true, caseInsensitive: false };
const TEXT_CHECKS: [string, CheckSpec, string][] = [
  ["exact", exact, "hello"],
  ["contains", { type: "contains", expected: ["hello"], caseInsensitive: false }, "hello"],
  ["not_contains", { type: "not_contains", expected: ["`"], caseInsensitive: false }, "hello"],
  ["regex", { type: "regex", pattern: "^[0-9]+$", flags: "" }, "12345"],
  ["max_length", { type: "max_length", limit: 5 }, "hello"],
  ["min_length", { type: "min_length", limit: 0 }, "hello"],
  ["max_words", { type: "max_words", limit: 1 }, "hello"],
  [
    "classification",
    { type: "classification", expected: "billing", labels: ["billing", "technical"], caseInsensitive: false },
    "billing",
  ],
];

describe("options.extract: code_fence for the text checks", () => {
  it.each(TEXT_CHECKS)("%s reads the content of the single fenced block", async (_name, check, content) => {
    const v = await run(check, `Here it is:\n\`\`\`text\n${content}\n\`\`\`\nDone.`);
    expect(v.reason).toBeNull();
    expect(v.status).toBe("pass");
  });

  it("reads the whole output when there is no block, and the reason says so", async () => {
    const v = await run(exact, "hello there");
    expect(v.status).toBe("fail");
    expect(v.reason).toBe(`output "hello there" (expected "hello") ${NOTE}`);
    // The whole output passing is a pass, with nothing to note.
    expect((await run(exact, "hello")).reason).toBeNull();
  });

  it("reads the whole output when there are two blocks", async () => {
    const two = "```\nhello\n```\n```\nbye\n```";
    const v = await run({ type: "max_length", limit: 5 }, two);
    expect(v.status).toBe("fail");
    expect(v.reason).toMatch(/^output is \d+ characters long .* \(options\.extract: no single fenced block/);
  });

  it("notes the whole output read in json's invalid reason too", async () => {
    const v = await run({ type: "json" }, '```json\n{"a": 1}\n```\n```json\n{"b": 2}\n```');
    expect(v.status).toBe("invalid");
    expect(v.reason).toMatch(
      /^output is not valid JSON \(line 1, column 1: .*\) \(options\.extract: no single/,
    );
  });

  it("names the check of a list once, with the note", async () => {
    const check: CheckSpec = { type: "checks", checks: [exact, { type: "max_words", limit: 1 }] };
    const v = await run(check, "hello there");
    expect(v.reason).toBe(
      `exact (check 1 of 2): output "hello there" (expected "hello") ${NOTE} (and 1 more check not passing)`,
    );
  });

  it("hands a custom check the fenced block's content as its output", async () => {
    let seen: CustomCheckContext | undefined;
    const registry = new Map([
      [
        "look",
        (ctx: CustomCheckContext) => {
          seen = ctx;
          return false;
        },
      ],
    ]);
    const c = makeCase({ check: { type: "custom", check: "look", params: {} }, extract: "code_fence" });
    await evaluateCase(c, { output: "```\nhello\n```" }, registry);
    expect(seen?.output).toBe("hello");
    const whole = await evaluateCase(c, { output: "hello" }, registry);
    expect(seen?.output).toBe("hello");
    expect(whole.reason).toMatch(/ \(options\.extract: no single fenced block/);
  });

  it("leaves the output whole when the case does not ask", async () => {
    const v = await evaluateCase(makeCase({ check: exact }), { output: "```\nhello\n```" }, none);
    expect(v.reason).toBe('output "```\\nhello\\n```" (expected "hello")');
  });
});
