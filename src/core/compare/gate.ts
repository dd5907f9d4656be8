import { CATEGORIES, type Category, type Comparison, DEFAULT_FAIL_ON, SUMMARY_KEY } from "./comparison.js";

export interface GateOptions {
  /** Behaviour categories that fail the gate (DEFAULT_FAIL_ON plus any `--fail-on`). */
  failOn: readonly Category[];
  /** Slower cases fail the gate too. */
  failOnLatency: boolean;
}

export interface GateResult {
  /** 0 pass; 1 behaviour (or latency) failed; 3 only execution failures (`error` cases, missing shards). */
  exitCode: 0 | 1 | 3;
  /** The gating categories present, in precedence order (`error` included when present). */
  failing: Category[];
  /** Slower cases that failed the gate (0 unless `failOnLatency`). */
  slower: number;
  /** `2/4`-style names of shards missing from a merged side: they gate like `error` (exit 3). */
  missingShards: string[];
}

/**
 * Decides the exit code. `error` (and a merge missing shards) always gates but only ever yields 3:
 * an infrastructure failure is reported as such, never as a regression. A behaviour failure wins
 * over it (exit 1).
 */
export function gate(comparison: Comparison, options: GateOptions): GateResult {
  const failOn = new Set(options.failOn);
  const present = new Set(comparison.cases.map((c) => c.category));
  const failing = CATEGORIES.filter((cat) => present.has(cat) && (cat === "error" || failOn.has(cat)));
  const slower = options.failOnLatency ? comparison.cases.filter((c) => c.latency.slower).length : 0;
  const missingShards = missingShardNames(comparison);
  const behaviour = failing.some((cat) => cat !== "error") || slower > 0;
  const exitCode = behaviour ? 1 : failing.includes("error") || missingShards.length > 0 ? 3 : 0;
  return { exitCode, failing, slower, missingShards };
}

/** `candidate 2/4`-style names of the shards missing from a merged side. */
export function missingShardNames(comparison: Comparison): string[] {
  return comparison.missing_shards.flatMap((m) => m.missing.map((i) => `${m.side} ${i}/${m.count}`));
}

/**
 * Parses `--fail-on` (comma-separated; summary spellings such as `regressions` accepted too): the
 * listed categories are added to the defaults.
 * Returns the problem for an unknown name, for the caller to report as a usage error.
 */
export function parseFailOn(text: string): { ok: true; failOn: Category[] } | { ok: false; error: string } {
  const failOn = new Set<Category>(DEFAULT_FAIL_ON);
  for (const raw of text.split(",")) {
    if (raw.trim() === "") continue;
    const category = failOnCategory(raw);
    if (category === undefined) {
      return {
        ok: false,
        error: `unknown category '${raw.trim()}' in --fail-on (known: ${CATEGORIES.join(", ")})`,
      };
    }
    failOn.add(category);
  }
  return { ok: true, failOn: CATEGORIES.filter((c) => failOn.has(c)) };
}

/**
 * The category a `--fail-on` name (or a library caller's `failOn` entry) means: its own name, its
 * summary spelling (`regressions`), `-` for `_` (`still-failing`); undefined for any other name.
 */
export function failOnCategory(name: string): Category | undefined {
  const key = name.trim().replaceAll("-", "_");
  return CATEGORIES.find((c) => c === key || SUMMARY_KEY[c] === key);
}
