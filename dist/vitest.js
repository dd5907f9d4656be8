import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);

// src/lib/vitest.ts
import { expect } from "vitest";

// src/core/compare/comparison.ts
var CATEGORIES = [
  "missing",
  "new",
  "error",
  "regression",
  "invalid",
  "mismatch",
  "flaky",
  "fixed",
  "still_failing",
  "changed",
  "passing"
];
var DEFAULT_FAIL_ON = ["regression", "mismatch", "invalid"];

// src/core/compare/gate.ts
function gate(comparison, options) {
  const failOn = new Set(options.failOn);
  const present = new Set(comparison.cases.map((c) => c.category));
  const failing = CATEGORIES.filter((cat) => present.has(cat) && (cat === "error" || failOn.has(cat)));
  const slower = options.failOnLatency ? comparison.cases.filter((c) => c.latency.slower).length : 0;
  const missingShards = missingShardNames(comparison);
  const behaviour = failing.some((cat) => cat !== "error") || slower > 0;
  const exitCode = behaviour ? 1 : failing.includes("error") || missingShards.length > 0 ? 3 : 0;
  return { exitCode, failing, slower, missingShards };
}
function missingShardNames(comparison) {
  return comparison.missing_shards.flatMap((m) => m.missing.map((i) => `${m.side} ${i}/${m.count}`));
}

// src/lib/compatibility.ts
function compatibilityFailure(comparison, options = {}) {
  const failOn = [.../* @__PURE__ */ new Set([...DEFAULT_FAIL_ON, ...options.failOn ?? []])];
  const failOnLatency = options.failOnLatency === true;
  const verdict = gate(comparison, { failOn, failOnLatency });
  if (verdict.exitCode === 0) return null;
  const failing = new Set(verdict.failing);
  const lines = comparison.cases.filter((c) => failing.has(c.category) || failOnLatency && c.latency.slower).map((c) => {
    const category = failing.has(c.category) ? c.category : "slower";
    return `  - ${c.id} (${category})${c.reason !== null ? `: ${c.reason}` : ""}`;
  });
  for (const shard of verdict.missingShards) lines.push(`  - missing shard ${shard}`);
  const suite = comparison.candidate.suite;
  return [
    `expected suite '${suite}' to be compatible, but it is ${comparison.status}: ${lines.length} failing (${[...verdict.failing, ...verdict.slower > 0 ? ["slower"] : []].join(", ")})`,
    ...lines
  ].join("\n");
}

// src/lib/vitest.ts
function isComparison(value) {
  return typeof value === "object" && value !== null && value.format === "modelgate.compare/v1" && Array.isArray(value.cases);
}
expect.extend({
  toBeCompatible(received, options) {
    if (!isComparison(received)) {
      return {
        pass: false,
        message: () => "expected a modelgate.compare/v1 comparison (the value compare() returns)"
      };
    }
    const failure = compatibilityFailure(received, options);
    return {
      pass: failure === null,
      message: () => failure ?? `expected suite '${received.candidate.suite}' not to be compatible, but it is compatible`
    };
  }
});
