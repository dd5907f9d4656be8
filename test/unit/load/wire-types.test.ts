import type { Static } from "@sinclair/typebox";
import { describe, expect, expectTypeOf, it } from "vitest";
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
    expect(Object.getOwnPropertySymbols(RUN_RESULT).length).toBeGreaterThan(0);
    expect(RESULT_SCHEMA).toStrictEqual(JSON.parse(JSON.stringify(RUN_RESULT)));
    const marked: string[] = [];
    const visit = (node: unknown, at: string): void => {
      if (node === null || typeof node !== "object") return;
      if (Object.getOwnPropertySymbols(node).length > 0) marked.push(at);
      for (const [key, value] of Object.entries(node)) visit(value, `${at}/${key}`);
    };
    visit(RESULT_SCHEMA, "#");
    expect(marked).toEqual([]);
  });
});
