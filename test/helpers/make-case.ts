import type { Case, CheckSpec } from "../../src/core/suite/case.js";

/**
 * A resolved Case for tests, built directly (no loader): every field has a plain default and any
 * can be overridden. `definition` defaults to `{id, type}` so hashes differ per id and type.
 */
export function makeCase(partial: Partial<Case> & { check: CheckSpec }): Case {
  const id = partial.id ?? "case-1";
  return {
    id,
    source: { file: "suite.yaml", line: 1, column: 1 },
    messages: [{ role: "user", content: "input" }],
    tools: [],
    repeat: 1,
    minPass: partial.repeat ?? 1,
    tags: [],
    metadata: {},
    generation: {},
    performance: {},
    maxTurns: 5,
    definition: { id, type: partial.check.type },
    ...partial,
  };
}
