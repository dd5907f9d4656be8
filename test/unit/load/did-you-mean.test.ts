import { describe, expect, it } from "vitest";
import { closestName, editDistance, editDistanceWithin } from "../../../src/load/did-you-mean.js";

describe("editDistanceWithin", () => {
  it("equals editDistance up to the bound, and is bound + 1 beyond it", () => {
    // A small alphabet makes swaps, repeats and near misses common.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const word = () => Array.from({ length: random(9) }, () => "abc-"[random(4)]).join("");
    for (let k = 0; k < 5000; k++) {
      const a = word();
      const b = word();
      const max = random(4);
      expect([a, b, max, editDistanceWithin(a, b, max)]).toEqual([
        a,
        b,
        max,
        Math.min(editDistance(a, b), max + 1),
      ]);
    }
  });

  it("counts an adjacent swap as one edit", () => {
    expect(editDistanceWithin("airport-ber.md", "airport-bre.md", 2)).toBe(1);
    expect(editDistanceWithin("airport-ber.md", "night-buses.md", 2)).toBe(3);
  });
});

describe("closestName among many candidates", () => {
  it("finds a document id among 20,000 quickly, and ranks a near miss before a prefix", () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `docs/section-${i}/article-${i * 7}.md`);
    const started = performance.now();
    expect(closestName("docs/section-5/artcle-35.md", ids)).toBe("docs/section-5/article-35.md");
    expect(performance.now() - started).toBeLessThan(500);
    expect(closestName("latency", ["latency_ms", "latenct"])).toBe("latenct");
    expect(closestName("latency", ["latency_ms"])).toBe("latency_ms");
  });
});
