import { describe, expect, it } from "vitest";
import { shardOf } from "../../../../src/core/result/shard.js";
import { planRun, scaledMinPass } from "../../../../src/core/run/plan.js";
import type { Case, Suite } from "../../../../src/core/suite/case.js";
import { makeCase } from "../../../helpers/make-case.js";

function suiteOf(cases: Case[]): Suite {
  return { name: "demo", file: "suite.yaml", sha256: "0".repeat(64), cases, mcpServers: [] };
}

const none = { type: "none" } as const;

describe("planRun", () => {
  it("selects a case when it has ANY of the given tags, in suite order", () => {
    const suite = suiteOf([
      makeCase({ id: "a", check: none, tags: ["x"] }),
      makeCase({ id: "b", check: none, tags: ["y"] }),
      makeCase({ id: "c", check: none, tags: ["z", "x"] }),
      makeCase({ id: "d", check: none }),
    ]);
    const plan = planRun(suite, { tags: ["x", "y"] });
    expect(plan.cases.map((p) => p.case.id)).toEqual(["a", "b", "c"]);
    expect(plan.selection).toEqual({ tags: ["x", "y"], shard: null });
    expect(planRun(suite, { tags: [] }).cases).toHaveLength(4);
    expect(planRun(suite, { tags: ["nope"] }).cases).toHaveLength(0);
  });

  it("expands cases × repetitions case-major", () => {
    const suite = suiteOf([
      makeCase({ id: "a", check: none, repeat: 2, minPass: 2 }),
      makeCase({ id: "b", check: none }),
    ]);
    expect(planRun(suite, { tags: [] }).items).toEqual([
      { caseIndex: 0, repetition: 0 },
      { caseIndex: 0, repetition: 1 },
      { caseIndex: 1, repetition: 0 },
    ]);
  });

  it("--repeat overrides repeat and keeps the pass ratio", () => {
    const all = makeCase({ id: "a", check: none, repeat: 1, minPass: 1 });
    const twoOfThree = makeCase({ id: "b", check: none, repeat: 3, minPass: 2 });
    const oneOfFour = makeCase({ id: "c", check: none, repeat: 4, minPass: 1 });
    expect(scaledMinPass(all, 5)).toBe(5);
    expect(scaledMinPass(twoOfThree, 5)).toBe(4);
    expect(scaledMinPass(twoOfThree, 3)).toBe(2);
    expect(scaledMinPass(twoOfThree, 6)).toBe(4);
    expect(scaledMinPass(oneOfFour, 2)).toBe(1);
    const plan = planRun(suiteOf([all, twoOfThree]), { tags: [], repeatOverride: 5 });
    expect(plan.cases.map((p) => [p.repeat, p.minPass])).toEqual([
      [5, 5],
      [5, 4],
    ]);
    expect(plan.items).toHaveLength(10);
    // Recorded in the selection, so `merge` can refuse parts run with another --repeat.
    expect(plan.selection).toEqual({ tags: [], shard: null, repeat: 5 });
  });

  it("shards partition 1000 ids: disjoint, complete, stable, roughly balanced", () => {
    const cases = Array.from({ length: 1000 }, (_, i) => makeCase({ id: `case-${i}`, check: none }));
    const suite = suiteOf(cases);
    for (const count of [1, 2, 3, 7]) {
      const seen = new Map<string, number>();
      for (let index = 1; index <= count; index++) {
        const plan = planRun(suite, { tags: [], shard: { index, count } });
        expect(plan.selection.shard).toEqual({ index, count });
        // a balanced hash: no shard gets less than half its share
        expect(plan.cases.length).toBeGreaterThan(1000 / count / 2);
        for (const p of plan.cases) {
          expect(seen.has(p.case.id)).toBe(false);
          seen.set(p.case.id, index);
        }
      }
      expect(seen.size).toBe(1000);
    }
    // membership depends on the id alone: reversing the suite or filtering does not move a case
    const reversed = planRun(suiteOf([...cases].reverse()), { tags: [], shard: { index: 2, count: 3 } });
    const forward = planRun(suite, { tags: [], shard: { index: 2, count: 3 } });
    expect(new Set(reversed.cases.map((p) => p.case.id))).toEqual(
      new Set(forward.cases.map((p) => p.case.id)),
    );
    expect(shardOf("case-1", 3)).toBe(shardOf("case-1", 3));
  });

  it("pins shard membership to SHA-256 of the id (stable across releases)", () => {
    // sha256("a") starts ca978112ca1b → 0xca978112ca1b % 2 = 1 → shard 2
    expect(shardOf("a", 2)).toBe(2);
    expect(shardOf("a", 1)).toBe(1);
  });
});
