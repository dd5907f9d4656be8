import { describeChange, type JsonDifference, jsonDiff } from "../json/equal.js";
import type { Json, JsonObject } from "../json/value.js";
import type { McpCall } from "../result/run-result.js";
import type { SchemaValidation } from "../schema/validator.js";
import type { ExpectedMcpCall, ExpectedToolCall, ToolCall } from "../suite/case.js";
import { summarizeErrors } from "./text.js";

/**
 * The one comparison of ordered call sequences (tool calls, MCP calls), shared by the tool_call and
 * mcp checks (expected-calls.ts, which adds argument schemas) and the tool_calls/mcp contracts.
 * It names the first difference precisely; calls whose arguments could not be parsed make the
 * evidence invalid, never a mismatch. No schema validator is imported here: a contract compares
 * observed calls only, and `compare` loads no Ajv.
 */

export type ExpectedCallLike = ExpectedToolCall | ExpectedMcpCall;
export type ActualCallLike = ToolCall | McpCall;

export type CallSequenceOutcome =
  | { status: "match" }
  | { status: "mismatch" | "invalid"; reason: string; details: JsonObject };

/** The first difference, before it is phrased. `index` is 0-based. */
export type SequenceDifference =
  | { kind: "arguments_error"; side: "left" | "right"; index: number; tool: string; error: string }
  | { kind: "missing_call" | "additional_call"; index: number; tool: string; left: number; right: number }
  | { kind: "different_tool"; index: number; left: string; right: string }
  | { kind: "argument"; index: number; tool: string; diff: JsonDifference }
  | { kind: "arguments_schema"; index: number; tool: string; errors: string[] };

/** A call of the left (expected or baseline) side, as the comparison reads it. */
export interface LeftCall {
  name: string;
  /** undefined: arguments are not compared. */
  arguments: Json | undefined;
  arguments_error?: string;
  /** Whether the other side's arguments match this call's schema, when it has one. */
  conforms?: (value: Json) => SchemaValidation;
}

export function nameOf(call: { name: string } | { tool: string }): string {
  return "name" in call ? call.name : call.tool;
}

/** Two observed sequences (baseline, candidate) for contracts: `weather -> searchWeb at call 1`. */
export function diffObservedCallSequences(
  baseline: readonly ActualCallLike[],
  candidate: readonly ActualCallLike[],
): CallSequenceOutcome {
  const left: LeftCall[] = baseline.map((call) =>
    call.arguments_error === undefined
      ? { name: nameOf(call), arguments: call.arguments }
      : { name: nameOf(call), arguments: call.arguments, arguments_error: call.arguments_error },
  );
  const d = firstDifference(left, candidate);
  if (d === null) return { status: "match" };
  const several = baseline.length > 1 || candidate.length > 1;
  let reason: string;
  switch (d.kind) {
    case "arguments_error":
      reason = `${d.side === "left" ? "baseline" : "candidate"} ${d.tool} arguments at call ${d.index + 1} cannot be parsed: ${d.error}`;
      break;
    case "missing_call":
      reason = `${calls(d.left)} -> ${d.right}: missing ${d.tool} at call ${d.index + 1}`;
      break;
    case "additional_call":
      reason = `${calls(d.left)} -> ${d.right}: additional ${d.tool} at call ${d.index + 1}`;
      break;
    case "different_tool":
      reason = `${d.left} -> ${d.right} at call ${d.index + 1}`;
      break;
    case "argument":
      reason =
        argumentPrefix(d.tool, d.diff) +
        describeChange(d.diff).slice(d.diff.path.length) +
        (several ? ` at call ${d.index + 1}` : "");
      break;
    case "arguments_schema":
      // Observed sequences carry no schema; kept for exhaustiveness.
      reason = `${d.tool} arguments do not match the schema: ${summarizeErrors(d.errors)}`;
      break;
  }
  return outcome(d, reason, "baseline", "candidate");
}

export function firstDifference(
  left: readonly LeftCall[],
  right: readonly ActualCallLike[],
): SequenceDifference | null {
  // Malformed evidence anywhere makes the whole sequence unjudgeable.
  const malformed =
    argumentsError(left, "left", (call) => call.name) ?? argumentsError(right, "right", nameOf);
  if (malformed !== null) return malformed;

  const common = Math.min(left.length, right.length);
  for (let i = 0; i < common; i++) {
    const l = left[i] as LeftCall;
    const r = right[i] as ActualCallLike;
    const rName = nameOf(r);
    const extra = left.length - right.length;
    if (extra !== 0 && !callMatches(l, r)) {
      // A call dropped or added here when the rest lines up again, names AND arguments: a second
      // call to the same tool that went missing is a missing call, not an argument difference.
      if (extra > 0 && aligns(left, i + extra, right, i, callMatches)) {
        return { kind: "missing_call", index: i, tool: l.name, left: left.length, right: right.length };
      }
      if (extra < 0 && aligns(left, i, right, i - extra, callMatches)) {
        return { kind: "additional_call", index: i, tool: rName, left: left.length, right: right.length };
      }
    }
    if (l.name !== rName) {
      // One call dropped or added here when the rest lines up again: say so rather than "different".
      if (extra > 0 && aligns(left, i + extra, right, i, sameName)) {
        return { kind: "missing_call", index: i, tool: l.name, left: left.length, right: right.length };
      }
      if (extra < 0 && aligns(left, i, right, i - extra, sameName)) {
        return { kind: "additional_call", index: i, tool: rName, left: left.length, right: right.length };
      }
      return { kind: "different_tool", index: i, left: l.name, right: rName };
    }
    if (l.arguments !== undefined) {
      const diff = jsonDiff(l.arguments, r.arguments);
      if (diff !== null) return { kind: "argument", index: i, tool: l.name, diff };
    }
    if (l.conforms !== undefined) {
      const result = l.conforms(r.arguments);
      if (!result.valid) return { kind: "arguments_schema", index: i, tool: l.name, errors: result.errors };
    }
  }
  if (left.length > right.length) {
    const l = left[common] as LeftCall;
    return { kind: "missing_call", index: common, tool: l.name, left: left.length, right: right.length };
  }
  if (right.length > left.length) {
    const r = right[common] as ActualCallLike;
    return {
      kind: "additional_call",
      index: common,
      tool: nameOf(r),
      left: left.length,
      right: right.length,
    };
  }
  return null;
}

/** The call as the expectation reads it: same name, equal arguments, valid against its schema. */
function callMatches(l: LeftCall, r: ActualCallLike): boolean {
  if (l.name !== nameOf(r)) return false;
  if (l.arguments !== undefined && jsonDiff(l.arguments, r.arguments) !== null) return false;
  return l.conforms === undefined || l.conforms(r.arguments).valid;
}

/** Whether the rest of `left` from `li` lines up one to one with the rest of `right` from `ri`. */
function aligns(
  left: readonly LeftCall[],
  li: number,
  right: readonly ActualCallLike[],
  ri: number,
  same: (l: LeftCall, r: ActualCallLike) => boolean,
): boolean {
  if (left.length - li !== right.length - ri) return false;
  for (let k = 0; li + k < left.length; k++) {
    if (!same(left[li + k] as LeftCall, right[ri + k] as ActualCallLike)) return false;
  }
  return true;
}

const sameName = (l: LeftCall, r: ActualCallLike): boolean => l.name === nameOf(r);

/** `lookup_order argument order_id`, or `lookup_order arguments` when the whole value differs. */
export function argumentPrefix(tool: string, diff: JsonDifference): string {
  return diff.path === "$" ? `${tool} arguments` : `${tool} argument ${diff.path}`;
}

export function calls(n: number): string {
  return n === 1 ? "1 call" : `${n} calls`;
}

export function outcome(
  d: SequenceDifference,
  reason: string,
  leftName: string,
  rightName: string,
): CallSequenceOutcome {
  const details: JsonObject = { kind: d.kind, call: d.index + 1 };
  switch (d.kind) {
    case "arguments_error":
      details.side = d.side === "left" ? leftName : rightName;
      details.tool = d.tool;
      details.error = d.error;
      return { status: "invalid", reason, details };
    case "missing_call":
    case "additional_call":
      details.tool = d.tool;
      details[`${leftName}_count`] = d.left;
      details[`${rightName}_count`] = d.right;
      break;
    case "different_tool":
      details[leftName] = d.left;
      details[rightName] = d.right;
      break;
    case "argument":
      details.tool = d.tool;
      details.path = d.diff.path;
      if (d.diff.expected !== undefined) details[leftName] = d.diff.expected;
      if (d.diff.actual !== undefined) details[rightName] = d.diff.actual;
      break;
    case "arguments_schema":
      details.tool = d.tool;
      details.errors = d.errors;
      break;
  }
  return { status: "mismatch", reason, details };
}

/** The first call whose arguments did not parse, on one side. */
function argumentsError<T extends { arguments_error?: string }>(
  calls: readonly T[],
  side: "left" | "right",
  name: (call: T) => string,
): SequenceDifference | null {
  const index = calls.findIndex((call) => call.arguments_error !== undefined);
  if (index < 0) return null;
  const call = calls[index] as T;
  return { kind: "arguments_error", side, index, tool: name(call), error: call.arguments_error as string };
}
