import { describe, expect, it } from "vitest";
import { collectEvidence } from "../../../../src/core/checks/evidence.js";
import type { Json } from "../../../../src/core/json/value.js";
import type { RepetitionResult } from "../../../../src/core/result/run-result.js";
import { storedRepetition, withDerivedJson } from "../../../../src/core/result/stored-form.js";
import { SecretValues } from "../../../../src/core/safety/secret-values.js";
import type { Case } from "../../../../src/core/suite/case.js";

const OUTPUT = '{"b": 2, "a": [1, 2.5], "n": 12345678901234567890}';

/** Evidence as the checks produce it for a json case, its value noted as parsed from OUTPUT. */
function jsonEvidence(output = OUTPUT) {
  const c = { check: { type: "json" }, contract: null } as unknown as Case;
  return collectEvidence(c, { output } as never);
}

function repetition(
  evidence: RepetitionResult["evidence"],
  output: string | null = OUTPUT,
): RepetitionResult {
  return { index: 0, status: "pass", output, output_sha256: null, evidence } as unknown as RepetitionResult;
}

describe("a run's parsed JSON is derived from its output, not held", () => {
  it("reads as the value the checks parsed, members in the same order", () => {
    const held = jsonEvidence();
    const derived = withDerivedJson({ label: "x", ...held, retrieved: ["d"] } as never, OUTPUT);
    expect(derived).not.toBe(held);
    expect(derived.json).toEqual({ b: 2, a: [1, 2.5], n: 12345678901234567890n });
    expect(Object.keys(derived)).toEqual(["label", "json", "retrieved"]);
    expect(Object.getOwnPropertyDescriptor(derived, "json")?.value).toBeUndefined();
  });

  it("keeps a value it cannot derive (another output, none, no note)", () => {
    const held = jsonEvidence();
    expect(withDerivedJson(held, '{"b": 2}')).toBe(held);
    expect(withDerivedJson(held, null)).toBe(held);
    const hand = { json: { b: 2 } as Json };
    expect(withDerivedJson(hand, OUTPUT)).toBe(hand);
  });

  it("is written as json_from without its value, the rest of the evidence as it was", () => {
    const derived = withDerivedJson({ ...jsonEvidence(), label: "l" } as never, OUTPUT);
    const stored = storedRepetition(repetition(derived));
    expect(stored.evidence).toEqual({ label: "l", json_from: "output" });
    expect(Object.keys(stored.evidence)).toEqual(["label", "json_from"]);
  });

  it("stores what is assigned to it", () => {
    const derived = withDerivedJson(jsonEvidence(), OUTPUT);
    derived.json = { replaced: true };
    expect(derived.json).toEqual({ replaced: true });
    // Not the output's value any more: stored as it is.
    expect(storedRepetition(repetition(derived)).evidence).toEqual({ json: { replaced: true } });
  });
});

describe("masking shares what holds no secret", () => {
  it("returns the very same objects when no string holds a secret", () => {
    const secrets = new SecretValues();
    secrets.add("s3cret-value");
    const value = { a: ["x", { b: "y" }], n: 1 } as Json;
    expect(secrets.maskJson(value)).toBe(value);
  });

  it("copies only the path to a secret", () => {
    const secrets = new SecretValues();
    secrets.add("s3cret-value");
    const clean = { b: "y" };
    const value = { a: ["x s3cret-value", clean], k: { "s3cret-value": 1 } } as unknown as Json;
    const masked = secrets.maskJson(value) as { a: [string, object]; k: object };
    expect(masked).toEqual({ a: ["x <redacted>", { b: "y" }], k: { "<redacted>": 1 } });
    expect(masked).not.toBe(value);
    expect(masked.a[1]).toBe(clean);
    expect(value).toEqual({ a: ["x s3cret-value", clean], k: { "s3cret-value": 1 } });
  });

  it("keeps a derived json derived when the output holds no secret", () => {
    const secrets = new SecretValues();
    secrets.add("s3cret-value");
    const derived = withDerivedJson(jsonEvidence(), OUTPUT);
    const rep = repetition(derived);
    const masked = secrets.maskJson(rep as unknown as Json) as unknown as RepetitionResult;
    expect(masked).toBe(rep);
    expect(storedRepetition(masked).evidence).toEqual({ json_from: "output" });
  });
});

describe("derived evidence shares one accessor", () => {
  it("reads every derived json through the same getter and setter (no closure per object)", () => {
    const a = withDerivedJson(jsonEvidence(), OUTPUT);
    const b = withDerivedJson(jsonEvidence('{"c": 3}'), '{"c": 3}');
    const da = Object.getOwnPropertyDescriptor(a, "json");
    const db = Object.getOwnPropertyDescriptor(b, "json");
    expect(da?.get).toBeTypeOf("function");
    expect(da?.get).toBe(db?.get);
    expect(da?.set).toBe(db?.set);
    expect(b.json).toEqual({ c: 3 });
    expect(a.json).toEqual({ b: 2, a: [1, 2.5], n: 12345678901234567890n });
  });

  it("reads and assigns through an object that inherits from it", () => {
    const derived = withDerivedJson(jsonEvidence(), OUTPUT);
    const child = Object.create(derived) as typeof derived;
    expect(child.json).toEqual({ b: 2, a: [1, 2.5], n: 12345678901234567890n });
    child.json = { replaced: true };
    expect(derived.json).toEqual({ replaced: true });
  });
});
