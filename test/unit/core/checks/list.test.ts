import { describe, expect, it } from "vitest";
import type { CheckRegistry } from "../../../../src/core/checks/custom.js";
import { evaluateCase, judgeExecution } from "../../../../src/core/checks/evaluate.js";
import { usesMcp } from "../../../../src/core/run/capabilities.js";
import { applyCapture } from "../../../../src/core/run/capture.js";
import type { CheckSpec } from "../../../../src/core/suite/case.js";
import { makeCase } from "../../../helpers/make-case.js";

const none: CheckRegistry = new Map();

function run(check: CheckSpec, output: string, registry: CheckRegistry = none) {
  return evaluateCase(makeCase({ check }), { output }, registry);
}

describe("not_contains", () => {
  const spec = (expected: string[], caseInsensitive = false): CheckSpec => ({
    type: "not_contains",
    expected,
    caseInsensitive,
  });

  it("passes when none of the strings occurs and names the first that does", async () => {
    expect((await run(spec(["sorry", "as an AI"]), "Your refund is on its way.")).status).toBe("pass");
    const v = await run(spec(["sorry", "as an AI"]), "sorry, as an AI I cannot");
    expect(v.status).toBe("fail");
    expect(v.reason).toBe(
      'output "sorry, as an AI I cannot" contains "sorry" (and 1 more), which it must not',
    );
    expect(v.details).toEqual({ found: ["sorry", "as an AI"] });
  });

  it("is case-sensitive unless asked", async () => {
    expect((await run(spec(["Sorry"]), "sorry")).status).toBe("pass");
    expect((await run(spec(["Sorry"], true), "SORRY")).status).toBe("fail");
  });
});

describe("length and word bounds", () => {
  it("counts characters as code points, surrounding whitespace stripped", async () => {
    const max: CheckSpec = { type: "max_length", limit: 5 };
    expect((await run(max, "  héllo\n")).status).toBe("pass");
    expect((await run(max, "😀😀😀😀😀")).status).toBe("pass"); // 5 code points, 10 UTF-16 units
    const v = await run(max, "hello!");
    expect(v.status).toBe("fail");
    expect(v.reason).toBe("output is 6 characters long (at most 5)");
    expect(v.details).toEqual({ length: 6, limit: 5 });
  });

  it("min_length fails short outputs, an empty one included", async () => {
    const min: CheckSpec = { type: "min_length", limit: 3 };
    expect((await run(min, "abc")).status).toBe("pass");
    expect((await run(min, "   ")).reason).toBe("output is 0 characters long (at least 3)");
    expect((await run(min, "a")).reason).toBe("output is 1 character long (at least 3)");
  });

  it("max_words counts runs of non-whitespace", async () => {
    const words: CheckSpec = { type: "max_words", limit: 3 };
    expect((await run(words, " one\ttwo\n\nthree ")).status).toBe("pass");
    expect((await run(words, "")).status).toBe("pass");
    const v = await run(words, "one two three four");
    expect(v.reason).toBe("output has 4 words (at most 3)");
    expect(v.details).toEqual({ words: 4, limit: 3 });
  });
});

describe("several checks on one case", () => {
  const list = (...checks: CheckSpec[]): CheckSpec => ({ type: "checks", checks });
  const words: CheckSpec = { type: "max_words", limit: 3 };
  const json: CheckSpec = { type: "json" };
  const notSorry: CheckSpec = { type: "not_contains", expected: ["sorry"], caseInsensitive: true };

  it("passes only when every check passes, keeping each check's outcome", async () => {
    const v = await run(list(json, words), '{"a": 1}');
    expect(v.status).toBe("pass");
    expect(v.reason).toBeNull();
    expect(v.details.checks).toEqual([
      { type: "json", status: "pass", reason: null, details: {} },
      { type: "max_words", status: "pass", reason: null, details: { words: 2, limit: 3 } },
    ]);
    expect(v.evidence.json).toEqual({ a: 1 }); // evidence of a listed json check is collected
  });

  it("names the first failing check by type and position, and counts the others", async () => {
    const v = await run(list(words, notSorry, { type: "min_length", limit: 1 }), "Sorry, I cannot do that");
    expect(v.status).toBe("fail");
    expect(v.reason).toBe(
      "max_words (check 1 of 3): output has 5 words (at most 3) (and 1 more check not passing)",
    );
    expect(v.details.failed_check).toBe(1);
  });

  it("lets invalid evidence dominate a plain failure, and a check error dominate both", async () => {
    const invalid = await run(list(words, json), "this is not json at all");
    expect(invalid.status).toBe("invalid");
    expect(invalid.reason).toMatch(/^json \(check 2 of 2\): output is not valid JSON/);
    expect(invalid.reason).toMatch(/\(and 1 more check not passing\)$/);

    const registry: CheckRegistry = new Map([
      [
        "boom",
        () => {
          throw new Error("plugin bug");
        },
      ],
    ]);
    const custom: CheckSpec = { type: "custom", check: "boom", params: {} };
    const error = await run(list(json, custom), "not json", registry);
    expect(error.status).toBe("error");
    expect(error.reason).toBe(
      "custom (check 2 of 2): custom check 'boom' threw: plugin bug (and 1 more check not passing)",
    );
  });

  it("keeps reasons that quote only the suite under capture none, and replaces the others", async () => {
    const judged = async (check: CheckSpec, output: string) => {
      const v = await run(check, output);
      return applyCapture("none", check, { ...v, output, status: v.status, contract: null });
    };
    const safe = await judged(list(words, notSorry), "sorry sorry");
    expect(safe.reason).toBe('not_contains (check 2 of 2): output contains "sorry", which it must not');
    const quoting = await judged(
      list(words, { type: "exact", expected: "ok", strip: true, caseInsensitive: false }),
      "secret",
    );
    expect(quoting.reason).toBe(
      "output does not satisfy the 'max_words' + 'exact' check (output not captured: capture none)",
    );
    expect(quoting.reason).not.toContain("secret");
  });
});

describe("what a list of checks needs from the runner", () => {
  it("an mcp case with more checks still gets its MCP servers", () => {
    const mcp: CheckSpec = { type: "mcp", expectedCalls: [{ tool: "maps.route" }] };
    const listed: CheckSpec = { type: "checks", checks: [mcp, { type: "max_words", limit: 50 }] };
    expect(usesMcp(makeCase({ check: listed }))).toBe(true);
    expect(usesMcp(makeCase({ check: { type: "checks", checks: [{ type: "max_words", limit: 5 }] } }))).toBe(
      false,
    );
  });
});

describe("judgeExecution", () => {
  const list: CheckSpec = {
    type: "checks",
    checks: [
      { type: "contains", expected: ["a"], caseInsensitive: false },
      { type: "max_words", limit: 3 },
    ],
  };

  it("judges built-in checks without a promise, as evaluateCase does", async () => {
    const c = makeCase({ check: list });
    const direct = judgeExecution(c, { output: "a b" }, none);
    expect(direct).not.toBeInstanceOf(Promise);
    expect(direct).toEqual(await evaluateCase(c, { output: "a b" }, none));
  });

  it("awaits a plugin's check inside a list, in order, and gives the same judgement", async () => {
    const seen: string[] = [];
    const registry: CheckRegistry = new Map([
      [
        "slow",
        async () => {
          seen.push("slow");
          return false;
        },
      ],
    ]);
    const c = makeCase({
      check: {
        type: "checks",
        checks: [
          { type: "custom", check: "slow", params: {} },
          ...(list.type === "checks" ? list.checks : []),
        ],
      },
    });
    const judged = judgeExecution(c, { output: "a b c d" }, registry);
    expect(judged).toBeInstanceOf(Promise);
    const v = await judged;
    expect(seen).toEqual(["slow"]);
    expect(v.status).toBe("fail");
    expect(v.reason).toMatch(/^custom \(check 1 of 3\)/);
    expect(v).toEqual(await evaluateCase(c, { output: "a b c d" }, registry));
  });
});
