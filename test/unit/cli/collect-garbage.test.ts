import { describe, expect, it } from "vitest";
import { collectGarbage } from "../../../src/cli/collect-garbage.js";

describe("collectGarbage: a full collection on request, without --expose-gc", () => {
  it("frees what nothing references any more, and can be called again", () => {
    let garbage: string[] | null = Array.from({ length: 200_000 }, (_, i) => `piece ${i} `.repeat(8));
    const held = process.memoryUsage().heapUsed;
    expect(garbage.length).toBe(200_000);
    garbage = null;
    collectGarbage();
    const after = process.memoryUsage().heapUsed;
    expect(held - after).toBeGreaterThan(10 << 20);
    expect(() => collectGarbage()).not.toThrow();
  });
});
