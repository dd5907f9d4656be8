import { showLookAlikes } from "../look-alikes.js";
import { stringifyJson } from "./stringify.js";
import type { Json, JsonObject } from "./value.js";

/**
 * Semantic JSON equality, the one implementation every check and contract uses:
 * member order is irrelevant, array order matters, 1 ≡ 1.0 ≡ 1e0, big integers compare exactly
 * (and a number written with a fraction that is no whole number never equals one),
 * a boolean or a string never equals a number, and a missing member is not `null`.
 */

/** What kind of difference was found first; lets callers phrase it their own way. */
export type DifferenceKind = "value" | "missing" | "unexpected" | "length";

export interface JsonDifference {
  /** `order_id`, `items[0].sku`, or `$` for the root. */
  path: string;
  /** undefined when the member is absent on that side. */
  expected: Json | undefined;
  actual: Json | undefined;
  /** `order_id: 7730 (expected "7730")`. */
  message: string;
  kind: DifferenceKind;
}

export function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const ta = typeof a;
  const tb = typeof b;
  if (ta === "number" || ta === "bigint") {
    return (tb === "number" || tb === "bigint") && numbersEqual(a as number | bigint, b as number | bigint);
  }
  if (ta !== "object" || tb !== "object") return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i] as Json, b[i] as Json)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const oa = a as JsonObject;
  const ob = b as JsonObject;
  let count = 0;
  for (const key in oa) {
    const va = oa[key];
    if (va === undefined) continue;
    count++;
    const vb = ob[key];
    if (vb === undefined || !Object.hasOwn(ob, key) || !jsonEqual(va, vb)) return false;
  }
  let countB = 0;
  for (const key in ob) if (ob[key] !== undefined) countB++;
  return count === countB;
}

/** The first difference between `expected` and `actual`, or null when they are equal. */
export function jsonDiff(expected: Json, actual: Json, path = ""): JsonDifference | null {
  if (jsonEqual(expected, actual)) return null;
  return firstDifference(expected, actual, path);
}

function firstDifference(expected: Json, actual: Json, path: string): JsonDifference {
  const ke = kindOf(expected);
  if (ke !== kindOf(actual) || (ke !== "array" && ke !== "object"))
    return difference("value", path, expected, actual);
  if (ke === "array") {
    const e = expected as Json[];
    const a = actual as Json[];
    if (e.length !== a.length) return difference("length", path, expected, actual);
    for (let i = 0; i < e.length; i++) {
      if (!jsonEqual(e[i] as Json, a[i] as Json))
        return firstDifference(e[i] as Json, a[i] as Json, `${path === "" ? "$" : path}[${i}]`);
    }
  } else {
    const e = expected as JsonObject;
    const a = actual as JsonObject;
    for (const key of Object.keys(e)) {
      const ve = e[key];
      if (ve === undefined) continue;
      const va = Object.hasOwn(a, key) ? a[key] : undefined;
      if (va === undefined) return difference("missing", memberPath(path, key), ve, undefined);
      if (!jsonEqual(ve, va)) return firstDifference(ve, va, memberPath(path, key));
    }
    for (const key of Object.keys(a)) {
      const va = a[key];
      if (va !== undefined && !(Object.hasOwn(e, key) && e[key] !== undefined)) {
        return difference("unexpected", memberPath(path, key), undefined, va);
      }
    }
  }
  // Unreachable when jsonEqual said "different"; kept total for safety.
  return difference("value", path, expected, actual);
}

function difference(
  kind: DifferenceKind,
  path: string,
  expected: Json | undefined,
  actual: Json | undefined,
): JsonDifference {
  const shown = path === "" ? "$" : path;
  let message: string;
  switch (kind) {
    case "missing":
      message = `${shown}: missing (expected ${describeJson(expected as Json)})`;
      break;
    case "unexpected":
      message = `${shown}: unexpected field (${describeJson(actual as Json)})`;
      break;
    case "length":
      message = `${shown}: ${items((actual as Json[]).length)} (expected ${(expected as Json[]).length})`;
      break;
    default:
      message = `${shown}: ${describeValue(actual as Json)} (expected ${describeValue(expected as Json)})`;
  }
  return { path: shown, expected, actual, message, kind };
}

/**
 * The same difference phrased as a change between two observed values (baseline -> candidate),
 * for contracts: `mode: "walking" -> "driving"`, `items: 3 items -> 2 items`.
 */
export function describeChange(d: JsonDifference): string {
  switch (d.kind) {
    case "missing":
      return `${d.path}: ${describeJson(d.expected as Json)} -> missing`;
    case "unexpected":
      return `${d.path}: missing -> ${describeJson(d.actual as Json)}`;
    case "length":
      return `${d.path}: ${items((d.expected as Json[]).length)} -> ${items((d.actual as Json[]).length)}`;
    default:
      return `${d.path}: ${describeValue(d.expected as Json)} -> ${describeValue(d.actual as Json)}`;
  }
}

/**
 * {@link describeJson}, but a double beyond 2^53 (a non-integer, see {@link numbersEqual}) says
 * so: it prints as an integer's digits (`9007199254740994.5` as `9007199254740994`).
 */
function describeValue(value: Json): string {
  return typeof value === "number" && Number.isInteger(value) && !Number.isSafeInteger(value)
    ? `a non-integer near ${describeJson(value)}`
    : describeJson(value);
}

/** Compact JSON text of a value, cut to `max` characters with an ellipsis, invisible characters escaped. */
export function describeJson(value: Json, max = 80): string {
  const text = stringifyJson(value);
  return showLookAlikes(text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`);
}

/** `items[0]`-style paths: identifier-like keys join with a dot, others are quoted. */
export function memberPath(path: string, key: string): string {
  if (/^[A-Za-z_$][\w$-]*$/.test(key)) return path === "" ? key : `${path}.${key}`;
  return `${path === "" ? "$" : path}[${JSON.stringify(key)}]`;
}

/** `a string`, `an array`, `null`...: what kind of value was found, for messages. */
export function describeKind(value: Json): string {
  switch (kindOf(value)) {
    case "null":
      return "null";
    case "boolean":
      return "a boolean";
    case "number":
      return "a number";
    case "string":
      return "a string";
    case "array":
      return "an array";
    default:
      return "an object";
  }
}

function items(n: number): string {
  return n === 1 ? "1 item" : `${n} items`;
}

type Kind = "null" | "boolean" | "number" | "string" | "array" | "object";

function kindOf(value: Json): Kind {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
    case "bigint":
      return "number";
    case "string":
      return "string";
    default:
      return Array.isArray(value) ? "array" : "object";
  }
}

/**
 * A number and a bigint are equal only as the same safe integer. ModelGate's readers hold every
 * integer beyond 2^53 as a bigint, however written (`1e20`, `9007199254740993.0`, in a suite or
 * an output), so a double beyond 2^53 is always the nearest double to a non-integer
 * (`9007199254740994.5`) and equals no integer. Two doubles compare as doubles.
 */
function numbersEqual(a: number | bigint, b: number | bigint): boolean {
  if (typeof a === typeof b) return a === b;
  const n = (typeof a === "number" ? a : b) as number;
  return Number.isSafeInteger(n) && BigInt(n) === (typeof a === "bigint" ? a : b);
}
