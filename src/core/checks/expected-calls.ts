import type { JsonObject } from "../json/value.js";
import { validateAgainst } from "../schema/validator.js";
import {
  type ActualCallLike,
  argumentPrefix,
  type CallSequenceOutcome,
  calls,
  type ExpectedCallLike,
  firstDifference,
  type LeftCall,
  nameOf,
  outcome,
} from "./call-sequence.js";
import { summarizeErrors } from "./text.js";

// Expected calls (a suite's tool_call and mcp checks) against the calls a model made: the one
// comparison of call sequences (call-sequence.ts), with each expected call's argument schema.

export interface CallSequenceOptions {
  /** Applies to every expected call without its own `arguments_schema` (case-level schema). */
  defaultSchema?: JsonObject;
}

/** Expected calls (from the suite) against the calls a model made. */
export function diffCallSequence(
  expected: readonly ExpectedCallLike[],
  actual: readonly ActualCallLike[],
  opts: CallSequenceOptions = {},
): CallSequenceOutcome {
  const left: LeftCall[] = expected.map((call) => {
    const schema = call.arguments_schema ?? opts.defaultSchema;
    return schema === undefined
      ? { name: nameOf(call), arguments: call.arguments }
      : {
          name: nameOf(call),
          arguments: call.arguments,
          conforms: (value) => validateAgainst(schema, value),
        };
  });
  const d = firstDifference(left, actual);
  if (d === null) return { status: "match" };
  const several = expected.length > 1 || actual.length > 1;
  const at = (i: number) => (several ? ` at call ${i + 1}` : "");
  let reason: string;
  switch (d.kind) {
    case "arguments_error":
      reason = `${d.tool} arguments at call ${d.index + 1} cannot be parsed: ${d.error}`;
      break;
    case "missing_call":
      reason = `expected ${calls(d.left)}, got ${d.right}: missing ${d.tool} at call ${d.index + 1}`;
      break;
    case "additional_call":
      reason = `expected ${calls(d.left)}, got ${d.right}: additional ${d.tool} at call ${d.index + 1}`;
      break;
    case "different_tool":
      reason = `called ${d.right} at call ${d.index + 1} (expected ${d.left})`;
      break;
    case "argument":
      reason = argumentPrefix(d.tool, d.diff) + d.diff.message.slice(d.diff.path.length) + at(d.index);
      break;
    case "arguments_schema":
      reason = `${d.tool} arguments do not match the schema${at(d.index)}: ${summarizeErrors(d.errors)}`;
      break;
  }
  return outcome(d, reason, "expected", "actual");
}
