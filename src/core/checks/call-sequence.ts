import { describeChange, type JsonDifference, jsonDiff } from "../json/equal.js";
import type { Json, JsonObject } from "../json/value.js";
import type { McpCall } from "../result/run-result.js";
import type { SchemaValidation } from "../schema/validator.js";
import type { ExpectedMcpCall, ExpectedToolCall, ToolCall } from "../suite/case.js";
import { summarizeErrors } from "./text.js";

/**
 * The one comparison of ordered call sequences (tool calls, MCP calls), shared by the tool_call and
 * mcp checks (expected-calls.ts, which adds argument schemas), the tool_calls/mcp contracts and
 * the report's call diff (structured-diff.ts), which all read the one alignment `alignCalls`.
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

/** Observed calls (a baseline's) as the left side of a comparison. */
export function observedLeft(calls: readonly ActualCallLike[]): LeftCall[] {
  return calls.map((call) =>
    call.arguments_error === undefined
      ? { name: nameOf(call), arguments: call.arguments }
      : { name: nameOf(call), arguments: call.arguments, arguments_error: call.arguments_error },
  );
}

/** Two observed sequences (baseline, candidate) for contracts: `weather -> searchWeb at call 1`. */
export function diffObservedCallSequences(
  baseline: readonly ActualCallLike[],
  candidate: readonly ActualCallLike[],
): CallSequenceOutcome {
  const d = firstDifference(observedLeft(baseline), candidate);
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
  const counts = { left: left.length, right: right.length };
  for (const entry of alignCalls(left, right)) {
    if (entry.kind === "missing")
      return {
        kind: "missing_call",
        index: entry.left,
        tool: (left[entry.left] as LeftCall).name,
        ...counts,
      };
    if (entry.kind === "additional") {
      const tool = nameOf(right[entry.right] as ActualCallLike);
      return { kind: "additional_call", index: entry.right, tool, ...counts };
    }
    const l = left[entry.left] as LeftCall;
    const r = right[entry.right] as ActualCallLike;
    if (l.name !== nameOf(r))
      return { kind: "different_tool", index: entry.left, left: l.name, right: nameOf(r) };
    if (l.arguments !== undefined) {
      const diff = jsonDiff(l.arguments, r.arguments);
      if (diff !== null) return { kind: "argument", index: entry.left, tool: l.name, diff };
    }
    if (l.conforms !== undefined) {
      const result = l.conforms(r.arguments);
      if (!result.valid)
        return { kind: "arguments_schema", index: entry.left, tool: l.name, errors: result.errors };
    }
  }
  return null;
}

/** A call of both sides (0-based positions on each), or of one side only. */
export type AlignedCall =
  | { kind: "pair"; left: number; right: number }
  | { kind: "missing"; left: number }
  | { kind: "additional"; right: number };

/**
 * How two call sequences line up, the one alignment behind every reason and diff: one to one up
 * to the first call that differs. When the lengths differ and the rest lines up again after the
 * surplus calls there (names and arguments; else, if the tools differ there, names alone), those
 * calls are missing or additional: a second call to the same tool that went missing is a missing
 * call, not an argument difference. Otherwise the calls pair by position and the surplus is
 * missing or additional at the end.
 */
export function alignCalls(left: readonly LeftCall[], right: readonly ActualCallLike[]): AlignedCall[] {
  const common = Math.min(left.length, right.length);
  const extra = left.length - right.length;
  let i = 0;
  while (i < common && callMatches(left[i] as LeftCall, right[i] as ActualCallLike)) i++;
  // Where the rest resumes on each side after the surplus calls.
  const li = extra > 0 ? i + extra : i;
  const ri = extra < 0 ? i - extra : i;
  const skips =
    i < common &&
    extra !== 0 &&
    (aligns(left, li, right, ri, callMatches) ||
      ((left[i] as LeftCall).name !== nameOf(right[i] as ActualCallLike) &&
        aligns(left, li, right, ri, sameName)));
  const out: AlignedCall[] = [];
  const pairs = (from: number, to: number, shift: number) => {
    for (let k = from; k < to; k++) out.push({ kind: "pair", left: k + shift, right: k });
  };
  pairs(0, i, 0);
  if (skips) {
    for (let k = i; k < li; k++) out.push({ kind: "missing", left: k });
    for (let k = i; k < ri; k++) out.push({ kind: "additional", right: k });
    pairs(ri, right.length, li - ri);
    return out;
  }
  pairs(i, common, 0);
  for (let k = common; k < left.length; k++) out.push({ kind: "missing", left: k });
  for (let k = common; k < right.length; k++) out.push({ kind: "additional", right: k });
  return out;
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
