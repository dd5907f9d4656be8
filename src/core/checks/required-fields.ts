import { describeKind, jsonDiff } from "../json/equal.js";
import { isJsonObject, type Json } from "../json/value.js";
import type { Evidence } from "../result/run-result.js";
import type { CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome, pass } from "./check-result.js";
import { differenceFailure, parsedJson } from "./json.js";

type RequiredFieldsSpec = Extract<CheckSpec, { type: "required_fields" }>;

/**
 * The JSON output is an object holding every dotted path of `required` (`customer.name`,
 * `items.0.sku`; a present `null` counts as present) and the values of `values`, compared by 4.1.
 */
export function checkRequiredFields(spec: RequiredFieldsSpec, evidence: Evidence): CheckOutcome {
  const parsed = parsedJson(evidence);
  if (!parsed.ok) return parsed.outcome;
  const root = parsed.value;
  if (!isJsonObject(root)) {
    return outcome("fail", `output is not a JSON object (got ${describeKind(root)})`);
  }
  const values = spec.values ?? {};
  const missing: string[] = [];
  for (const path of [...spec.required, ...Object.keys(values)]) {
    if (!resolvePath(root, path).found && !missing.includes(path)) missing.push(path);
  }
  if (missing.length > 0) return outcome("fail", `missing field(s): ${missing.join(", ")}`, { missing });
  for (const [path, expected] of Object.entries(values)) {
    const found = resolvePath(root, path);
    if (!found.found) continue;
    const diff = jsonDiff(expected, found.value, path);
    if (diff !== null) return differenceFailure(diff);
  }
  return pass();
}

/** Follows a dotted path; a numeric segment indexes a list, any segment names an object member. */
export function resolvePath(root: Json, path: string): { found: true; value: Json } | { found: false } {
  let current: Json = root;
  for (const segment of path.split(".")) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(segment)) return { found: false };
      const item: Json | undefined = current[Number(segment)];
      if (item === undefined) return { found: false };
      current = item;
    } else if (isJsonObject(current) && Object.hasOwn(current, segment)) {
      current = current[segment] as Json;
    } else {
      return { found: false };
    }
  }
  return { found: true, value: current };
}
