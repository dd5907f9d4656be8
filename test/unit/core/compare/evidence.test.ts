import { describe, expect, it } from "vitest";
import {
  canonicallyEqual,
  canonicallyEqualMembers,
  evidenceChanges,
} from "../../../../src/core/compare/evidence.js";
import { canonicalJson } from "../../../../src/core/json/canonical.js";
import type { Json } from "../../../../src/core/json/value.js";
import { makeRep } from "../../../helpers/make-run.js";

describe("canonical equality without the canonical text", () => {
  // Pairs canonicalJson writes alike or not: the decision on the values must be the texts' own.
  const pairs: [unknown, unknown][] = [
    [
      { a: 1, b: [1, "x", null] },
      { b: [1, "x", null], a: 1 },
    ],
    [{ a: 1 }, { a: 1, b: 2 }],
    [{ a: 1, b: undefined }, { a: 1 }],
    [
      { a: 1, b: undefined },
      { a: 1, c: undefined },
    ],
    [{ a: undefined }, {}],
    [0, -0],
    [1, 1.5],
    [5, 5n],
    [1e21, 1000000000000000000000n],
    [9007199254740993n, 9007199254740993n],
    ["1", 1],
    [true, "true"],
    [null, {}],
    [[], {}],
    [
      [1, 2],
      [2, 1],
    ],
    [[1], [1, 1]],
    [{ a: { b: [{ c: "d" }] } }, { a: { b: [{ c: "d" }] } }],
    [{ a: { b: [{ c: "d" }] } }, { a: { b: [{ c: "e" }] } }],
    [
      { tool_calls: [{ name: "f", arguments: { x: 1 } }] },
      { tool_calls: [{ arguments: { x: 1 }, name: "f" }] },
    ],
    ["a\u2028", "a\u2028"],
  ];
  it.each(pairs.map((p, i) => [i, ...p]))("decides pair %i as the canonical texts compare", (_i, a, b) => {
    const texts = canonicalJson(a as Json) === canonicalJson(b as Json);
    expect(canonicallyEqual(a, b)).toBe(texts);
    expect(canonicallyEqual(b, a)).toBe(texts);
  });

  it("leaves a value canonicalJson refuses to the text (undefined: no decision)", () => {
    expect(canonicallyEqual(Number.NaN, Number.NaN)).toBeUndefined();
    expect(
      canonicallyEqual({ a: [Number.POSITIVE_INFINITY] }, { a: [Number.POSITIVE_INFINITY] }),
    ).toBeUndefined();
  });

  it("compares members less the skipped ones", () => {
    const skip = new Set(["json"]);
    expect(canonicallyEqualMembers({ json: { a: 1 }, x: 1 }, { json: { a: 2 }, x: 1 }, skip)).toBe(true);
    expect(canonicallyEqualMembers({ json: { a: 1 }, x: 1 }, { x: 2 }, skip)).toBe(false);
    expect(canonicallyEqualMembers({ json: 1 }, { y: 1 }, skip)).toBe(false);
  });
});

describe("evidence changes of one repetition a side", () => {
  const rep = (evidence: Record<string, unknown>) => ({
    ...makeRep(0, { output: "same" }),
    evidence: evidence as ReturnType<typeof makeRep>["evidence"],
  });
  it("sees no change for the same output and evidence written in another order", () => {
    const b = rep({ tool_calls: [{ name: "f", arguments: { a: 1, b: 2 } }] });
    const c = rep({ tool_calls: [{ arguments: { b: 2, a: 1 }, name: "f" }] });
    expect(evidenceChanges([b], [c])).toEqual({ changed: [], pair: null });
  });
  it("sees a change in evidence the output does not determine", () => {
    const b = rep({ tool_calls: [{ name: "f", arguments: { a: 1 } }] });
    const c = rep({ tool_calls: [{ name: "f", arguments: { a: 2 } }] });
    expect(evidenceChanges([b], [c]).changed).toEqual(["tool calls changed"]);
    expect(evidenceChanges([rep({ label: "x" })], [rep({ label: "y" })])).toEqual({
      changed: [],
      pair: null,
    });
  });
  it("compares all the evidence of repetitions that kept no output (no hash to stand for it)", () => {
    const kept = (label: string) => ({
      ...makeRep(0, { output: null, output_sha256: null }),
      evidence: { label } as ReturnType<typeof makeRep>["evidence"],
    });
    expect(evidenceChanges([kept("x")], [kept("y")]).changed).toEqual(["evidence changed"]);
    expect(evidenceChanges([kept("x")], [kept("x")])).toEqual({ changed: [], pair: null });
  });
});

describe("evidence changes of repetitions", () => {
  const said = (output: string, index = 0) => makeRep(index, { output });
  it("sees no change when only the repetition count differs and the answers are the same", () => {
    const ten = Array.from({ length: 10 }, (_, i) => said("same", i));
    expect(evidenceChanges([said("same")], ten)).toEqual({ changed: [], pair: null });
    expect(evidenceChanges(ten, [said("same"), said("same", 1)])).toEqual({ changed: [], pair: null });
  });
  it("sees a change when the answers differ, whatever the counts", () => {
    expect(evidenceChanges([said("a")], [said("a"), said("b", 1)]).changed).toEqual(["repetitions changed"]);
    // Equal counts compare as a multiset: the same answers in other proportions changed.
    expect(evidenceChanges([said("a"), said("a", 1)], [said("a"), said("b", 1)]).changed).toEqual([
      "output changed",
    ]);
  });
});
