import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../../src/core/json/value.js";
import { holdsDefaults, withDefaults } from "../../../src/load/suite-defaults.js";

describe("withDefaults", () => {
  const raw = JSON.parse(
    '{"id": "a", "__proto__": {"polluted": true}, "generation": {"seed": 1}}',
  ) as JsonObject;

  it("leaves a case that takes no default as parsed, an own __proto__ member kept as data", () => {
    for (const defaults of [{}, { expected: "not defaultable" }] as JsonObject[]) {
      const merged = withDefaults(defaults, raw);
      // Nothing changes a case once parsed: no copy is made of it.
      expect(merged).toBe(raw);
      expect(Object.keys(merged)).toEqual(["id", "__proto__", "generation"]);
      expect(Object.hasOwn(merged, "__proto__")).toBe(true);
      expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    }
  });

  it("merges generation key by key and puts other defaults under the case", () => {
    const merged = withDefaults({ generation: { temperature: 0, seed: 9 }, tags: ["x"] }, raw);
    expect(merged.generation).toEqual({ temperature: 0, seed: 1 });
    expect(merged.tags).toEqual(["x"]);
    expect(Object.hasOwn(merged, "__proto__")).toBe(true);
  });
});

describe("holdsDefaults: whether any case can take a default", () => {
  it("is false for no defaults or only fields that cannot be defaulted, true for one that can", () => {
    expect(holdsDefaults({})).toBe(false);
    expect(holdsDefaults({ expected: "not defaultable", id: "x" })).toBe(false);
    expect(holdsDefaults({ repeat: 2 })).toBe(true);
    // what withDefaults does for such a suite: a copy of the case, field for field
    const raw = { id: "a", type: "exact" } as JsonObject;
    expect(withDefaults({ expected: "z" }, raw)).toEqual(raw);
  });
});
