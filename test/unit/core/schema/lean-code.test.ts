import { describe, expect, it } from "vitest";
import { fixedClassTest, HELPERS, LeanGenerator, ucs2length } from "../../../../src/core/schema/lean-code.js";

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

describe("fixedClassTest", () => {
  it("judges `^[class]{n}$` exactly as the RegExp with the u flag does", () => {
    const patterns = ["^[0-9a-f]{64}$", "^[A-Z]{3}$", "^[a-zA-Z0-9_]{2}$", "^[0-f]{1}$", "^[x]{0}$"];
    const samples = [
      "",
      "a",
      "ab",
      "AB",
      "ABC",
      "ABCD",
      "a_",
      "_1",
      ":",
      "g",
      "0".repeat(64),
      "f".repeat(64),
      "F".repeat(64),
      `${"a".repeat(63)}\n`,
      `${"a".repeat(64)}\n`,
      "a".repeat(65),
      "a".repeat(63),
      `${"a".repeat(62)}\u{1F600}`,
      "\u{1F600}",
      "\uD83D",
      "é",
    ];
    for (const pattern of patterns) {
      const source = fixedClassTest(pattern);
      expect(source, pattern).not.toBeNull();
      const fast = new Function(`return ${source};`)() as (s: string) => boolean;
      const re = new RegExp(pattern, "u");
      for (const sample of samples)
        expect(fast(sample), `${pattern} on ${JSON.stringify(sample)}`).toBe(re.test(sample));
    }
  });

  it("leaves every other pattern to the RegExp", () => {
    for (const pattern of [
      "^[0-9a-f]+$",
      "[0-9a-f]{64}",
      "^[^a]{2}$",
      "^[a-]{2}$",
      "^[\\d]{2}$",
      "^[z-a]{2}$",
      "^[.]{2}$",
    ]) {
      expect(fixedClassTest(pattern), pattern).toBeNull();
    }
  });
});
