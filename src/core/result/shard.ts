import { sha256Hex } from "../json/canonical.js";

/**
 * Which shard a case id belongs to (1-based): the first 48 bits of SHA-256(id) modulo the count.
 * It depends on the id alone, so shards of one suite never overlap and together cover it,
 * whatever the suite order, the tag filter or cases added later.
 */
export function shardOf(caseId: string, count: number): number {
  const head = Number.parseInt(sha256Hex(caseId).slice(0, 12), 16);
  return (head % count) + 1;
}
