/** A document's embedding, identified by its logical id. */
export interface EmbeddedDocument {
  id: string;
  vector: readonly number[];
}

export interface RankedDocument {
  id: string;
  score: number;
}

/**
 * Cosine similarity of two vectors of the same length. A zero vector is similar to nothing
 * (0), so an empty document never outranks a real match by accident of division.
 */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) {
    throw new RangeError(`embedding dimensions differ: ${a.length} and ${b.length}`);
  }
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  if (normA === 0 || normB === 0) return 0;
  const score = dot / (Math.sqrt(normA) * Math.sqrt(normB));
  if (!Number.isFinite(score)) throw new RangeError("embedding holds a value that is not a finite number");
  return score;
}

/**
 * The `topK` documents most similar to the query, best first. Equal scores are ordered by id
 * (code-unit order) so the result never depends on corpus or completion order.
 */
export function rankByCosine(
  query: readonly number[],
  documents: readonly EmbeddedDocument[],
  topK: number,
): RankedDocument[] {
  if (!Number.isInteger(topK) || topK < 1)
    throw new RangeError(`top_k must be a positive integer, got ${topK}`);
  const scored = documents.map((d) => ({ id: d.id, score: cosineSimilarity(query, d.vector) }));
  scored.sort((x, y) => (y.score !== x.score ? y.score - x.score : x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  return scored.slice(0, topK);
}
