import { describe, expect, it } from "vitest";
import { compileSchema, SchemaError, validateAgainst } from "../../../../src/core/schema/validator.js";

describe("patterns in a user's JSON Schema", () => {
  it("run in linear time: a pattern that backtracks exponentially in a RegExp answers at once", () => {
    const schema = { type: "string", pattern: "^(a+)+$" };
    const started = performance.now();
    // A backtracking engine takes ~10 s for this text on the bench machine (2^26 ways to split
    // the a's; minutes at 34): so this test fails, slowly, on one.
    expect(validateAgainst(schema, `${"a".repeat(26)}b`)).toEqual({
      valid: false,
      errors: ['$: must match pattern "^(a+)+$"'],
    });
    expect(validateAgainst(schema, "a".repeat(34))).toEqual({ valid: true });
    // Generous: only an exponential engine misses it (seconds, not microseconds).
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("are searched anywhere in the string, as JSON Schema says, and patternProperties too", () => {
    expect(validateAgainst({ type: "string", pattern: "b+" }, "abbbc")).toEqual({ valid: true });
    expect(
      validateAgainst({ type: "object", patternProperties: { "^x-": { type: "integer" } } }, { "x-a": "no" }),
    ).toMatchObject({ valid: false });
  });

  it("that RE2 cannot run make the schema invalid, with the reason", () => {
    expect(() => compileSchema({ type: "string", pattern: "(?<=a)b" })).toThrow(SchemaError);
    expect(() => compileSchema({ type: "string", pattern: "(a)\\1" })).toThrow(/backreference/);
  });
});
