import { type JsonDifference, jsonDiff } from "../json/equal.js";
import type { Json, JsonObject } from "../json/value.js";
import type { Evidence } from "../result/run-result.js";
import { validateAgainst } from "../schema/validator.js";
import type { CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome, pass } from "./check-result.js";
import { summarizeErrors } from "./text.js";

type JsonSpec = Extract<CheckSpec, { type: "json" }>;

/** Strict JSON (invalid otherwise), then the schema, then semantic equality with `expected`. */
export function checkJson(spec: JsonSpec, evidence: Evidence): CheckOutcome {
  const parsed = parsedJson(evidence);
  if (!parsed.ok) return parsed.outcome;
  const value = parsed.value;
  if (spec.schema !== undefined) {
    const result = validateAgainst(spec.schema, value);
    if (!result.valid) {
      return outcome("fail", `output does not match the schema: ${summarizeErrors(result.errors)}`, {
        errors: result.errors,
      });
    }
  }
  if (spec.expected !== undefined) {
    const diff = jsonDiff(spec.expected.value, value);
    if (diff !== null) return differenceFailure(diff);
  }
  return pass();
}

/** The parsed output, or the `invalid` outcome every JSON-reading check gives for malformed text. */
export function parsedJson(
  evidence: Evidence,
): { ok: true; value: Json } | { ok: false; outcome: CheckOutcome } {
  if (evidence.json_error !== undefined) {
    return {
      ok: false,
      outcome: outcome("invalid", `output is not valid JSON (${evidence.json_error})`, {
        error: evidence.json_error,
      }),
    };
  }
  if (evidence.json === undefined) {
    return { ok: false, outcome: outcome("error", "no parsed JSON evidence was collected for this case") };
  }
  return { ok: true, value: evidence.json };
}

/** A failing value comparison: the difference's message, its path and both sides when present. */
export function differenceFailure(diff: JsonDifference): CheckOutcome {
  const details: JsonObject = { path: diff.path };
  if (diff.expected !== undefined) details.expected = diff.expected;
  if (diff.actual !== undefined) details.actual = diff.actual;
  return outcome("fail", diff.message, details);
}
