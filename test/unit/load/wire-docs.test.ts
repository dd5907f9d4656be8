import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { withTables } from "../../../scripts/doc-tables.mjs";
import { COMPARISON_DOCS, comparisonTables, RESULT_DOCS, resultTables } from "../../../scripts/wire-docs.mjs";
import type { JsonObject } from "../../../src/core/json/value.js";
import { COMPARISON_SCHEMA } from "../../../src/load/schemas/comparison.js";
import { RESULT_SCHEMA } from "../../../src/load/schemas/result.js";

// The field tables of the result file (docs/running.md) and the comparison (docs/comparison.md)
// are generated from their schemas' descriptions (scripts/wire-docs.mjs, `npm run docs:gen`).
const page = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), "utf8");
const fieldNames = (table: string | undefined) =>
  [...(table ?? "").matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1] ?? "");
const props = (schema: unknown) => Object.keys((schema as { properties: JsonObject }).properties);
const defs = RESULT_SCHEMA.$defs as Record<string, JsonObject>;

describe("generated wire-format tables", () => {
  it("docs/running.md and docs/comparison.md hold what the schemas say (run `npm run docs:gen` when this fails)", () => {
    const running = page(RESULT_DOCS);
    const comparison = page(COMPARISON_DOCS);
    expect(withTables(running, resultTables(RESULT_SCHEMA))).toBe(running);
    expect(withTables(comparison, comparisonTables(COMPARISON_SCHEMA))).toBe(comparison);
  });

  it("every field of a result file is listed, nested ones under their path", () => {
    const tables = resultTables(RESULT_SCHEMA);
    const top = fieldNames(tables["result-fields"]);
    expect(top.filter((name) => !name.includes("."))).toEqual(props(RESULT_SCHEMA));
    expect(top).toContain("suite.sha256");
    expect(top).toContain("selection.shard");
    expect(fieldNames(tables["result-case-fields"])).toEqual(props(defs.case));
    expect(fieldNames(tables["result-repetition-fields"])).toEqual(props(defs.repetition));
    expect(fieldNames(tables["result-evidence-fields"])).toEqual(props(defs.evidence));
  });

  it("every field of a comparison is listed; the sides have a table of their own", () => {
    const tables = comparisonTables(COMPARISON_SCHEMA);
    const top = fieldNames(tables["comparison-fields"]);
    expect(top.filter((name) => !name.includes("."))).toEqual(props(COMPARISON_SCHEMA));
    expect(top.some((name) => name.startsWith("baseline."))).toBe(false);
    expect(top).toContain("latency.figure");
    const side = (COMPARISON_SCHEMA.properties as { baseline: JsonObject }).baseline;
    expect(fieldNames(tables["comparison-side-fields"])).toEqual(props(side));
    const cases = (COMPARISON_SCHEMA.properties as { cases: { items: JsonObject } }).cases.items;
    const caseRows = fieldNames(tables["comparison-case-fields"]);
    expect(caseRows.filter((name) => !name.includes("."))).toEqual(props(cases));
    expect(caseRows).toContain("tokens.tps_slower");
  });

  it("says each field's JSON type, and whether it may be absent", () => {
    const cases = resultTables(RESULT_SCHEMA)["result-repetition-fields"];
    expect(cases).toContain("| `output_sha256` | SHA-256 (hex) or null |");
    expect(cases).toContain("| `compute_ms` | optional: number |");
    expect(comparisonTables(COMPARISON_SCHEMA)["comparison-fields"]).toContain(
      "| `format` | `modelgate.compare/v1` |",
    );
  });

  it("a field without a description is refused, not left blank in the docs", () => {
    const bare = structuredClone(RESULT_SCHEMA) as { $defs: { evidence: { properties: JsonObject } } };
    bare.$defs.evidence.properties.label = { type: "string" };
    expect(() => resultTables(bare as unknown as JsonObject)).toThrow(/field 'label' has no description/);
  });

  it("a changed description makes the committed page stale", () => {
    const changed = structuredClone(COMPARISON_SCHEMA) as { properties: { status: JsonObject } };
    changed.properties.status.description = "Something else.";
    const committed = page(COMPARISON_DOCS);
    expect(withTables(committed, comparisonTables(changed as unknown as JsonObject))).not.toBe(committed);
  });
});
