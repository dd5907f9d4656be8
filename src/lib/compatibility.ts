import { AssertionError } from "node:assert";
import { type Category, type Comparison, DEFAULT_FAIL_ON } from "../core/compare/comparison.js";
import { gate } from "../core/compare/gate.js";

/** Which differences make a comparison incompatible; the CLI's `--fail-on` and `--fail-on-latency`. */
export interface CompatibilityOptions {
  /** Categories that fail besides the defaults (regression, mismatch, invalid), e.g. `["changed"]`. */
  failOn?: readonly Category[];
  /** Slower cases fail too. */
  failOnLatency?: boolean;
}

/**
 * Null when the comparison passes the gate (what `modelgate compare` exits 0 on), else a readable
 * message naming every case that fails it, with the reason.
 */
export function compatibilityFailure(
  comparison: Comparison,
  options: CompatibilityOptions = {},
): string | null {
  const failOn = [...new Set([...DEFAULT_FAIL_ON, ...(options.failOn ?? [])])];
  const failOnLatency = options.failOnLatency === true;
  const verdict = gate(comparison, { failOn, failOnLatency });
  if (verdict.exitCode === 0) return null;
  const failing = new Set<Category>(verdict.failing);
  const lines = comparison.cases
    .filter((c) => failing.has(c.category) || (failOnLatency && c.latency.slower))
    .map((c) => {
      const category = failing.has(c.category) ? c.category : "slower";
      return `  - ${c.id} (${category})${c.reason !== null ? `: ${c.reason}` : ""}`;
    });
  for (const shard of verdict.missingShards) lines.push(`  - missing shard ${shard}`);
  const suite = comparison.candidate.suite;
  return [
    `expected suite '${suite}' to be compatible, but it is ${comparison.status}: ${lines.length} failing (${[...verdict.failing, ...(verdict.slower > 0 ? ["slower"] : [])].join(", ")})`,
    ...lines,
  ].join("\n");
}

/** For `node:test` (or any runner): throws an AssertionError listing the failing cases. */
export function assertCompatible(comparison: Comparison, options: CompatibilityOptions = {}): void {
  const message = compatibilityFailure(comparison, options);
  if (message !== null) {
    throw new AssertionError({
      message,
      actual: comparison.status,
      expected: "compatible",
      operator: "assertCompatible",
    });
  }
}
