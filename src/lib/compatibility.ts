import { AssertionError } from "node:assert";
import { CATEGORIES, type Category, type Comparison, DEFAULT_FAIL_ON } from "../core/compare/comparison.js";
import { failOnCategory, type GateOptions, gate } from "../core/compare/gate.js";
import { quoted } from "../core/diagnostics.js";
import { ArgumentCheck, kindOf, optionNames, shown } from "./arguments.js";
import { checkComparison } from "./documents.js";

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
  return failureOf("compatibilityFailure", comparison, options);
}

/** {@link compatibilityFailure} for the function `fn` the caller called (named by its mistakes). */
export function failureOf(fn: string, comparison: Comparison, options: CompatibilityOptions): string | null {
  const check = new ArgumentCheck(fn);
  checkComparison(check, comparison);
  const gateOptions = checkedGateOptions(check, options);
  check.done();
  const { failOnLatency } = gateOptions;
  const verdict = gate(comparison, gateOptions);
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
    `expected suite ${quoted(suite)} to be compatible, but it is ${comparison.status}: ${lines.length} failing (${[...verdict.failing, ...(verdict.slower > 0 ? ["slower"] : [])].join(", ")})`,
    ...lines,
  ].join("\n");
}

/** For `node:test` (or any runner): throws an AssertionError listing the failing cases. */
export function assertCompatible(comparison: Comparison, options: CompatibilityOptions = {}): void {
  const message = failureOf("assertCompatible", comparison, options);
  if (message !== null) {
    throw new AssertionError({
      message,
      actual: comparison.status,
      expected: "compatible",
      operator: "assertCompatible",
    });
  }
}

const GATE_OPTIONS = optionNames<CompatibilityOptions>({ failOn: true, failOnLatency: true });

/**
 * The gate the options ask for: the defaults plus `failOn` (the names `--fail-on` takes), slower
 * cases when `failOnLatency`. A mistake is a problem of `check`.
 */
export function checkedGateOptions(check: ArgumentCheck, options: unknown): GateOptions {
  const failOn: Category[] = [...DEFAULT_FAIL_ON];
  if (!check.options(options, GATE_OPTIONS)) return { failOn, failOnLatency: false };
  if (Array.isArray(options.failOn)) {
    for (const [i, name] of (options.failOn as unknown[]).entries()) {
      const category = typeof name === "string" ? failOnCategory(name) : undefined;
      if (category !== undefined) failOn.push(category);
      else if (typeof name === "string")
        check.problem(`failOn: unknown category ${shown(name)} (known: ${CATEGORIES.join(", ")})`);
      else check.problem(`failOn[${i}] must be a category (a string), got ${shown(name)}`);
    }
  } else if (options.failOn !== undefined) {
    check.problem(`failOn must be a list of categories, got ${kindOf(options.failOn)}`);
  }
  if (options.failOnLatency !== undefined) check.boolean("failOnLatency", options.failOnLatency);
  return { failOn: [...new Set(failOn)], failOnLatency: options.failOnLatency === true };
}
