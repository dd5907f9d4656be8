import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../../../src/core/json/value.js";
import type { CaseResult, RepetitionResult, RunResult } from "../../../../src/core/result/run-result.js";
import {
  EMPTY_EVIDENCE,
  EMPTY_LIST,
  EMPTY_OBJECT,
  withOwnEmpties,
} from "../../../../src/core/result/shared-empty.js";

function repetition(details: JsonObject): RepetitionResult {
  return {
    index: 0,
    status: "pass",
    output: "ok",
    output_sha256: null,
    evidence: EMPTY_EVIDENCE,
    duration_ms: 1,
    duration_source: "recorded",
    reason: null,
    details,
    warnings: EMPTY_LIST,
    error: null,
    provider_metadata: EMPTY_OBJECT,
    attempts: 1,
  };
}

function runOf(cases: Partial<CaseResult>[]): RunResult {
  return { cases } as unknown as RunResult;
}

describe("shared empty members", () => {
  it("are frozen, so no code fills one for every case", () => {
    expect(Object.isFrozen(EMPTY_OBJECT)).toBe(true);
    expect(Object.isFrozen(EMPTY_LIST)).toBe(true);
    expect(() => EMPTY_LIST.push("x")).toThrow(TypeError);
  });

  it("are replaced by fresh ones for a library caller, also inside a check list's details", () => {
    const nested: JsonObject = {
      checks: [
        { type: "exact", details: EMPTY_OBJECT },
        { type: "regex", details: { kept: true } },
      ],
    } as JsonObject;
    Object.defineProperty(nested, "__proto__", {
      value: EMPTY_OBJECT,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    const kept = { kept: true };
    const run = runOf([
      { tags: EMPTY_LIST, repetitions: [repetition(EMPTY_OBJECT), repetition(nested)] },
      { tags: ["a"], repetitions: [repetition(kept)] },
    ]);
    const [own] = withOwnEmpties([run]);
    const [first, second] = own!.cases;
    expect(first!.tags).not.toBe(EMPTY_LIST);
    first!.tags.push("mine");
    for (const r of [...first!.repetitions, ...second!.repetitions]) {
      expect(r.warnings).not.toBe(EMPTY_LIST);
      expect(r.evidence).not.toBe(EMPTY_EVIDENCE);
      expect(r.provider_metadata).not.toBe(EMPTY_OBJECT);
      expect(r.details).not.toBe(EMPTY_OBJECT);
      r.warnings.push("mine");
    }
    const inner = first!.repetitions[1]!.details;
    const checks = inner.checks as JsonObject[];
    expect(checks[0]!.details).toEqual({});
    expect(checks[0]!.details).not.toBe(EMPTY_OBJECT);
    // A member named __proto__ stays a member (no prototype is set through it).
    expect(Object.getPrototypeOf(inner)).toBe(Object.prototype);
    expect(Object.hasOwn(inner, "__proto__")).toBe(true);
    expect(Object.getOwnPropertyDescriptor(inner, "__proto__")?.value).toEqual({});
    expect(Object.getOwnPropertyDescriptor(inner, "__proto__")?.value).not.toBe(EMPTY_OBJECT);
    // What was not shared is the same object.
    expect(second!.repetitions[0]!.details).toBe(kept);
    // The shared ones are still empty.
    expect(EMPTY_LIST).toEqual([]);
    expect(Object.keys(EMPTY_OBJECT)).toEqual([]);
  });
});
