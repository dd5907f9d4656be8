import { isJsonObject, type Json, type JsonObject } from "../core/json/value.js";
import { SchemaError, validateAgainst } from "../core/schema/validator.js";
import type { CaseType } from "../core/suite/case.js";
import type { Path } from "./position.js";
import type { SuiteContext } from "./suite-context.js";

/**
 * An expected value its own schema refuses can never be met: the `json` check wants the output
 * equal to `expected` AND valid against `schema`; a tool call's expected `arguments` are compared
 * exactly AND against its `arguments_schema` (the call's own, else the case's). Such a case is
 * refused at load, as the check itself would judge it (same validator), rather than failing
 * every model in CI. A schema that does not compile is reported by its own rule.
 */
export function checkExpectationsAgainstSchemas(
  ctx: SuiteContext,
  index: number,
  c: JsonObject,
  type: CaseType | undefined,
): void {
  if (type === "json") jsonExpected(ctx, index, [], c);
  if (type === "tool_call") toolCallsExpected(ctx, index, [], c);
  if (!Array.isArray(c.checks)) return;
  c.checks.forEach((entry, j) => {
    if (!isJsonObject(entry)) return;
    if (entry.type === "json") jsonExpected(ctx, index, ["checks", j], entry);
    if (entry.type === "tool_call") toolCallsExpected(ctx, index, ["checks", j], entry);
  });
}

function jsonExpected(ctx: SuiteContext, index: number, at: Path, spec: JsonObject): void {
  if (!isJsonObject(spec.schema) || !Object.hasOwn(spec, "expected")) return;
  const refusal = refusedBy(spec.schema, spec.expected as Json);
  if (refusal === undefined) return;
  ctx.report(
    index,
    [...at, "expected"],
    `expected does not validate against schema (${refusal}), so no output can be both: fix one or the other`,
  );
}

function toolCallsExpected(ctx: SuiteContext, index: number, at: Path, spec: JsonObject): void {
  const shared = isJsonObject(spec.arguments_schema) ? spec.arguments_schema : undefined;
  const one = (call: Json, where: Path): void => {
    if (!isJsonObject(call) || !isJsonObject(call.arguments)) return;
    const own = isJsonObject(call.arguments_schema) ? call.arguments_schema : undefined;
    const schema = own ?? shared;
    if (schema === undefined) return;
    const refusal = refusedBy(schema, call.arguments);
    if (refusal === undefined) return;
    const named = own === undefined ? "the case's arguments_schema" : "its arguments_schema";
    ctx.report(
      index,
      [...where, "arguments"],
      `expected arguments do not validate against ${named} (${refusal}), so no call can match both: fix one or the other`,
    );
  };
  one(spec.expected as Json, [...at, "expected"]);
  if (Array.isArray(spec.calls)) for (const [i, call] of spec.calls.entries()) one(call, [...at, "calls", i]);
}

/** The first error of `value` against `schema`, or undefined when it validates or the schema does not compile. */
function refusedBy(schema: JsonObject, value: Json): string | undefined {
  try {
    const result = validateAgainst(schema, value);
    return result.valid ? undefined : (result.errors[0] ?? "invalid");
  } catch (error) {
    if (error instanceof SchemaError) return undefined;
    throw error;
  }
}
