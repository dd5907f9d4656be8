import type { Static } from "@sinclair/typebox";
import { describe, expect, expectTypeOf, it } from "vitest";
import type {
  CaseComparison,
  CaseLatency,
  CaseTokens,
  Comparison,
  ContractRatesEntry,
  MissingShards,
  Provenance,
  RunIdentity,
  SuiteLatency,
  SuiteTokens,
  Summary,
} from "../../../src/core/compare/comparison.js";
import type { ProviderName, RunConfig } from "../../../src/core/config/run-config.js";
import type {
  CaseResult,
  Evidence,
  McpCall,
  RepetitionResult,
  RunResult,
  ShardPlan,
} from "../../../src/core/result/run-result.js";
import type { ToolCall } from "../../../src/core/suite/case.js";
import {
  type CASE_COMPARISON,
  type CASE_LATENCY,
  type CASE_TOKENS,
  type COMPARE_OPTIONS,
  COMPARISON,
  COMPARISON_SCHEMA,
  type CONTRACT_RATES,
  type MISSING_SHARDS,
  type PROVENANCE,
  type RUN_IDENTITY,
  type SUITE_LATENCY,
  type SUITE_TOKENS,
  type SUMMARY,
} from "../../../src/load/schemas/comparison.js";
import {
  type CASE,
  type EVIDENCE,
  type MCP_CALL,
  type REPETITION,
  RESULT_SCHEMA,
  RUN_RESULT,
  type SHARD_PLAN,
  type TOOL_CALL,
} from "../../../src/load/schemas/result.js";

// The wire formats are defined once, as TypeBox schemas (src/load/schemas/result.ts,
// comparison.ts); the engine's declarations in src/core stay written out because the library's
// published declarations must not depend on TypeBox (a dev dependency, bundled). These checks,
// made by `tsc --noEmit`, hold both equal: a field added, dropped, made optional or retyped on one
// side only fails the type check. The differences listed here are the only ones allowed.

describe("the result schema's TypeScript shape is the engine's RunResult", () => {
  it("field for field", () => {
    expectTypeOf<Static<typeof TOOL_CALL>>().toEqualTypeOf<ToolCall>();
    expectTypeOf<Static<typeof MCP_CALL>>().toEqualTypeOf<McpCall>();
    // `json_from` is the stored form only: restoreStoredResult turns it into `json` as the file is read.
    expectTypeOf<Omit<Static<typeof EVIDENCE>, "json_from">>().toEqualTypeOf<Evidence>();
    expectTypeOf<Omit<Static<typeof REPETITION>, "evidence">>().toEqualTypeOf<
      Omit<RepetitionResult, "evidence">
    >();
    expectTypeOf<Omit<Static<typeof CASE>, "repetitions">>().toEqualTypeOf<Omit<CaseResult, "repetitions">>();
    expectTypeOf<Static<typeof SHARD_PLAN>>().toEqualTypeOf<ShardPlan>();
    expectTypeOf<Omit<Static<typeof RUN_RESULT>, "cases">>().toEqualTypeOf<Omit<RunResult, "cases">>();
    expectTypeOf<
      Static<typeof RUN_RESULT>["cases"][number]["repetitions"][number]["evidence"]
    >().toEqualTypeOf<Static<typeof EVIDENCE>>();
  });

  it("is published as plain JSON Schema: no TypeBox mark reaches Ajv or `modelgate schema`", () => {
    for (const [typebox, published] of [
      [RUN_RESULT, RESULT_SCHEMA],
      [COMPARISON, COMPARISON_SCHEMA],
    ] as const) {
      expect(Object.getOwnPropertySymbols(typebox).length).toBeGreaterThan(0);
      expect(published).toStrictEqual(JSON.parse(JSON.stringify(typebox)));
      expect(marks(published)).toEqual([]);
    }
  });
});

/**
 * The one difference allowed in a comparison: `SideSource` admits `cached`, which the schema does
 * not list, because sideLatency (core/compare/stats.ts) never times a cached repetition.
 */
type Written<T> = T extends string
  ? Exclude<T, "cached">
  : T extends (infer U)[]
    ? Written<U>[]
    : T extends object
      ? { [K in keyof T]: Written<T[K]> }
      : T;

describe("the comparison schema's TypeScript shape is the engine's Comparison", () => {
  it("field for field", () => {
    expectTypeOf<Static<typeof PROVENANCE>>().toEqualTypeOf<Provenance>();
    expectTypeOf<Static<typeof RUN_IDENTITY>>().toEqualTypeOf<RunIdentity>();
    expectTypeOf<Static<typeof CONTRACT_RATES>>().toEqualTypeOf<ContractRatesEntry>();
    expectTypeOf<Static<typeof CASE_LATENCY>>().toEqualTypeOf<Written<CaseLatency>>();
    expectTypeOf<Static<typeof CASE_TOKENS>>().toEqualTypeOf<CaseTokens>();
    expectTypeOf<Static<typeof CASE_COMPARISON>>().toEqualTypeOf<Written<CaseComparison>>();
    expectTypeOf<Static<typeof SUMMARY>>().toEqualTypeOf<Summary>();
    expectTypeOf<Static<typeof COMPARE_OPTIONS>>().toEqualTypeOf<Comparison["options"]>();
    expectTypeOf<Static<typeof SUITE_LATENCY>>().toEqualTypeOf<Written<SuiteLatency>>();
    expectTypeOf<Static<typeof SUITE_TOKENS>>().toEqualTypeOf<SuiteTokens>();
    expectTypeOf<Static<typeof MISSING_SHARDS>>().toEqualTypeOf<MissingShards>();
    expectTypeOf<ProviderName>().toEqualTypeOf<RunConfig["provider"]>();
    expectTypeOf<Static<typeof COMPARISON>>().toEqualTypeOf<Written<Comparison>>();
  });
});

/** Where in a schema a node carries symbol-keyed members. */
function marks(node: unknown, at = "#"): string[] {
  if (node === null || typeof node !== "object") return [];
  const own = Object.getOwnPropertySymbols(node).length > 0 ? [at] : [];
  return [...own, ...Object.entries(node).flatMap(([key, value]) => marks(value, `${at}/${key}`))];
}
