#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  describeChange,
  jsonDiff
} from "./chunk-TVINY5EB.js";
import {
  canonicalJson,
  sha256Hex
} from "./chunk-ELYQHKZU.js";
import {
  parseJsonNumber
} from "./chunk-5CDIXIRV.js";

// src/core/result/shard.ts
function shardOf(caseId, count) {
  const head = Number.parseInt(sha256Hex(caseId).slice(0, 12), 16);
  return head % count + 1;
}

// src/core/checks/text.ts
var SHORT = 60;
var CONTEXT = 20;
function quoteText(text, max = SHORT) {
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}
function firstDifferenceAt(a, b) {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}
function describeTextDifference(actual, expected) {
  if (actual.length <= SHORT && expected.length <= SHORT) {
    return `output ${quoteText(actual)} (expected ${quoteText(expected)})`;
  }
  const at = firstDifferenceAt(actual, expected);
  const from = Math.max(0, at - CONTEXT);
  const window = (s) => (from > 0 ? "…" : "") + s.slice(from, from + SHORT);
  return `output differs at character ${at + 1}: ${quoteText(window(actual), SHORT + 1)} (expected ${quoteText(window(expected), SHORT + 1)})`;
}
function summarizeErrors(errors, shown = 3) {
  const head = errors.slice(0, shown).join("; ");
  return errors.length > shown ? `${head} (+${errors.length - shown} more)` : head;
}

// src/core/checks/call-sequence.ts
function nameOf(call) {
  return "name" in call ? call.name : call.tool;
}
function diffObservedCallSequences(baseline, candidate) {
  const left = baseline.map(
    (call) => call.arguments_error === void 0 ? { name: nameOf(call), arguments: call.arguments } : { name: nameOf(call), arguments: call.arguments, arguments_error: call.arguments_error }
  );
  const d = firstDifference(left, candidate);
  if (d === null) return { status: "match" };
  const several = baseline.length > 1 || candidate.length > 1;
  let reason;
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
      reason = argumentPrefix(d.tool, d.diff) + describeChange(d.diff).slice(d.diff.path.length) + (several ? ` at call ${d.index + 1}` : "");
      break;
    case "arguments_schema":
      reason = `${d.tool} arguments do not match the schema: ${summarizeErrors(d.errors)}`;
      break;
  }
  return outcome(d, reason, "baseline", "candidate");
}
function firstDifference(left, right) {
  const malformed = argumentsError(left, "left", (call) => call.name) ?? argumentsError(right, "right", nameOf);
  if (malformed !== null) return malformed;
  const common = Math.min(left.length, right.length);
  for (let i = 0; i < common; i++) {
    const l = left[i];
    const r = right[i];
    const rName = nameOf(r);
    const extra = left.length - right.length;
    if (extra !== 0 && !callMatches(l, r)) {
      if (extra > 0 && aligns(left, i + extra, right, i, callMatches)) {
        return { kind: "missing_call", index: i, tool: l.name, left: left.length, right: right.length };
      }
      if (extra < 0 && aligns(left, i, right, i - extra, callMatches)) {
        return { kind: "additional_call", index: i, tool: rName, left: left.length, right: right.length };
      }
    }
    if (l.name !== rName) {
      if (extra > 0 && aligns(left, i + extra, right, i, sameName)) {
        return { kind: "missing_call", index: i, tool: l.name, left: left.length, right: right.length };
      }
      if (extra < 0 && aligns(left, i, right, i - extra, sameName)) {
        return { kind: "additional_call", index: i, tool: rName, left: left.length, right: right.length };
      }
      return { kind: "different_tool", index: i, left: l.name, right: rName };
    }
    if (l.arguments !== void 0) {
      const diff = jsonDiff(l.arguments, r.arguments);
      if (diff !== null) return { kind: "argument", index: i, tool: l.name, diff };
    }
    if (l.conforms !== void 0) {
      const result = l.conforms(r.arguments);
      if (!result.valid) return { kind: "arguments_schema", index: i, tool: l.name, errors: result.errors };
    }
  }
  if (left.length > right.length) {
    const l = left[common];
    return { kind: "missing_call", index: common, tool: l.name, left: left.length, right: right.length };
  }
  if (right.length > left.length) {
    const r = right[common];
    return {
      kind: "additional_call",
      index: common,
      tool: nameOf(r),
      left: left.length,
      right: right.length
    };
  }
  return null;
}
function callMatches(l, r) {
  if (l.name !== nameOf(r)) return false;
  if (l.arguments !== void 0 && jsonDiff(l.arguments, r.arguments) !== null) return false;
  return l.conforms === void 0 || l.conforms(r.arguments).valid;
}
function aligns(left, li, right, ri, same) {
  if (left.length - li !== right.length - ri) return false;
  for (let k = 0; li + k < left.length; k++) {
    if (!same(left[li + k], right[ri + k])) return false;
  }
  return true;
}
var sameName = (l, r) => l.name === nameOf(r);
function argumentPrefix(tool, diff) {
  return diff.path === "$" ? `${tool} arguments` : `${tool} argument ${diff.path}`;
}
function calls(n) {
  return n === 1 ? "1 call" : `${n} calls`;
}
function outcome(d, reason, leftName, rightName) {
  const details = { kind: d.kind, call: d.index + 1 };
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
      if (d.diff.expected !== void 0) details[leftName] = d.diff.expected;
      if (d.diff.actual !== void 0) details[rightName] = d.diff.actual;
      break;
    case "arguments_schema":
      details.tool = d.tool;
      details.errors = d.errors;
      break;
  }
  return { status: "mismatch", reason, details };
}
function argumentsError(calls2, side, name) {
  const index = calls2.findIndex((call2) => call2.arguments_error !== void 0);
  if (index < 0) return null;
  const call = calls2[index];
  return { kind: "arguments_error", side, index, tool: name(call), error: call.arguments_error };
}

// src/core/result/fingerprints.ts
function normalizeWhitespace(text) {
  return text.replace(/\s+/g, " ").trim();
}
function textSha256(output) {
  return sha256Hex(normalizeWhitespace(output));
}
function jsonSha256(value) {
  return sha256Hex(canonicalJson(semanticForm(value)));
}
function semanticForm(value) {
  switch (typeof value) {
    case "number":
      return Number.isInteger(value) && !Number.isSafeInteger(value) ? parseJsonNumber(String(value)) ?? value : value;
    case "bigint":
      return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
    case "object":
      if (value === null) return null;
      if (Array.isArray(value)) return value.map(semanticForm);
      return Object.fromEntries(
        Object.entries(value).filter(([, member]) => member !== void 0).map(([key, member]) => [key, semanticForm(member)])
      );
    default:
      return value;
  }
}

export {
  shardOf,
  quoteText,
  firstDifferenceAt,
  describeTextDifference,
  summarizeErrors,
  nameOf,
  diffObservedCallSequences,
  firstDifference,
  argumentPrefix,
  calls,
  outcome,
  normalizeWhitespace,
  textSha256,
  jsonSha256
};
