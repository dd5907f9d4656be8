import { describe, expect, it } from "vitest";
import { cosineSimilarity, rankByCosine } from "../../../../src/core/retrieval/rank.js";

describe("cosineSimilarity", () => {
  it("is 1 for the same direction, 0 for orthogonal, -1 for opposite, whatever the length", () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(cosineSimilarity([1, 0], [0, 5])).toBe(0);
    expect(cosineSimilarity([1, 1], [-2, -2])).toBeCloseTo(-1, 12);
  });

  it("treats a zero vector as similar to nothing", () => {
    expect(cosineSimilarity([0, 0, 0], [1, 2, 3])).toBe(0);
  });

  it("refuses vectors of different dimensions", () => {
    expect(() => cosineSimilarity([1, 2], [1, 2, 3])).toThrow("embedding dimensions differ: 2 and 3");
  });
});

describe("rankByCosine", () => {
  const docs = [
    { id: "c.md", vector: [0, 1] },
    { id: "a.md", vector: [1, 0] },
    { id: "b.md", vector: [1, 1] },
  ];

  it("orders by similarity, best first, and keeps top_k", () => {
    expect(rankByCosine([1, 0.1], docs, 3).map((r) => r.id)).toEqual(["a.md", "b.md", "c.md"]);
    expect(rankByCosine([0.1, 1], docs, 2).map((r) => r.id)).toEqual(["c.md", "b.md"]);
    expect(rankByCosine([1, 0], docs, 10)).toHaveLength(3);
  });

  it("breaks ties by id, whatever the corpus order", () => {
    const tied = [
      { id: "z", vector: [1, 0] },
      { id: "m", vector: [2, 0] },
      { id: "a", vector: [3, 0] },
    ];
    expect(rankByCosine([1, 0], tied, 3).map((r) => r.id)).toEqual(["a", "m", "z"]);
    expect(rankByCosine([1, 0], [...tied].reverse(), 3).map((r) => r.id)).toEqual(["a", "m", "z"]);
  });

  it("reports the scores it ranked by", () => {
    const [best] = rankByCosine([1, 0], docs, 1);
    expect(best).toEqual({ id: "a.md", score: 1 });
  });

  it("refuses a top_k that is not a positive integer", () => {
    expect(() => rankByCosine([1, 0], docs, 0)).toThrow("top_k must be a positive integer");
  });
});
