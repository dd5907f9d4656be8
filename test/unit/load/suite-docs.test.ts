import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { withTables } from "../../../scripts/doc-tables.mjs";
import { DOCS_FILE, suiteTables } from "../../../scripts/suite-docs.mjs";
import { CASE_TYPES } from "../../../src/core/suite/case.js";
import { BY_TYPE, COMMON, PROMPTED } from "../../../src/load/schemas/case-fields.js";
import { CONFIG_SCHEMA } from "../../../src/load/schemas/config.js";
import { RECORDED_SCHEMA } from "../../../src/load/schemas/recorded.js";
import { SUITE_SCHEMA } from "../../../src/load/schemas/suite.js";

// docs/suite-format.md's field tables are generated from the descriptions of the suite,
// configuration and recorded-outputs schemas (scripts/suite-docs.mjs, `npm run docs:gen`): the
// committed page must be what the schemas say.
const parts = {
  suite: SUITE_SCHEMA,
  common: COMMON,
  prompted: PROMPTED,
  byType: BY_TYPE,
  caseTypes: CASE_TYPES,
  config: CONFIG_SCHEMA,
  recorded: RECORDED_SCHEMA,
};
const committed = readFileSync(new URL(`../../../${DOCS_FILE}`, import.meta.url), "utf8");

describe("docs/suite-format.md", () => {
  it("holds the field tables generated from the suite schema (run `npm run docs:gen` when this fails)", () => {
    expect(withTables(committed, suiteTables(parts))).toBe(committed);
  });

  it("lists every field of the schemas: a suite's, a case's, prompts', each type's, a configuration's, a recording's", () => {
    const tables = suiteTables(parts);
    const names = (table: string | undefined) =>
      [...(table ?? "").matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
    expect(names(tables["suite-fields"])).toEqual(Object.keys(SUITE_SCHEMA.properties as object));
    expect(names(tables["case-fields"])).toEqual(Object.keys(COMMON));
    expect(names(tables["prompt-fields"])).toEqual(Object.keys(PROMPTED));
    expect(names(tables["type-fields"])).toEqual([...CASE_TYPES]);
    expect(names(tables["config-fields"])).toEqual(Object.keys(CONFIG_SCHEMA.properties as object));
    expect(names(tables["recorded-fields"])).toEqual([
      "outputs",
      "output",
      "latency_ms",
      "metadata",
      "tool_calls",
      "retrieved",
      "mcp_calls",
      "repetitions",
    ]);
  });

  it("a changed description makes the committed page stale", () => {
    const changed = {
      ...parts,
      common: { ...COMMON, description: { type: "string", description: "Notes." } },
    };
    expect(withTables(committed, suiteTables(changed))).not.toBe(committed);
  });

  it("a field without a description is refused, not left blank in the docs", () => {
    const bare = { ...parts, prompted: { ...PROMPTED, input: { type: "string" } } };
    expect(() => suiteTables(bare)).toThrow(/field 'input' has no description/);
  });
});
