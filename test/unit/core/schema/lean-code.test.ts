import { describe, expect, it } from "vitest";
import { HELPERS, LeanGenerator, ucs2length } from "../../../../src/core/schema/lean-code.js";

/** The generated functions of `entries`, made callable; `delegated` stands for every delegate. */
function build(generator: LeanGenerator, entries: string[], delegated: (x: unknown) => boolean) {
  const code = generator.code();
  const make = new Function(
    ...HELPERS,
    "delegated",
    `"use strict";\n${code}\nreturn [${entries.join(", ")}];`,
  ) as (...args: unknown[]) => Array<(x: unknown) => boolean>;
  return make(ucs2length, () => false, {}, delegated);
}

describe("LeanGenerator", () => {
  it("drops, with a definition it could not generate, the names of the definitions it generated on the way", () => {
    // A references B (generated first), then fails on a keyword the generator does not know:
    // A goes to the delegate, and B's function, removed with A's, must be generated again.
    const defs = {
      B: { type: "string" },
      A: { properties: { p: { $ref: "#/$defs/B" }, q: { format: "email" } } },
    };
    const generator = new LeanGenerator(defs, () => "delegated");
    const viaA = generator.entry({ $ref: "#/$defs/A" });
    const viaB = generator.entry({ properties: { b: { $ref: "#/$defs/B" } } });
    const [a, b] = build(generator, [viaA, viaB], () => true);
    expect(a?.({ p: 1 })).toBe(true); // the delegate decides for A
    expect(b?.({ b: "x" })).toBe(true);
    expect(b?.({ b: 1 })).toBe(false);
  });
});
