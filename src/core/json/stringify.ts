import { setOwn } from "./set-own.js";
import type { Json, JsonObject } from "./value.js";

/**
 * JSON text of a value, like JSON.stringify but writing `bigint` as its exact digits. Members
 * keep their insertion order; `indent` > 0 pretty-prints the way JSON.stringify does.
 */
export function stringifyJson(value: Json, indent = 0): string {
  // The native writer is several times faster and writes the same text, except that it refuses
  // bigint, writes non-finite numbers as null and caps indentation at 10: ours then.
  if (indent <= 10 && nativeWritable(value)) return JSON.stringify(value, null, indent);
  const parts: string[] = [];
  write(value, parts, indent > 0 ? " ".repeat(indent) : "", "\n");
  return parts.join("");
}

/** Whether JSON.stringify writes the value exactly as {@link write} would: no bigint, finite numbers. */
function nativeWritable(value: Json): boolean {
  if (typeof value === "object" && value !== null) return nativeWritableMembers(value);
  return nativeWritableScalar(value);
}

function nativeWritableScalar(value: unknown): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value);
    case "object":
      return value === null;
    default:
      return false;
  }
}

/**
 * nativeWritable of a container: each member is looked at here and only a container is recursed
 * into (a result file is mostly strings; a call per value was most of the walk's time).
 */
function nativeWritableMembers(value: object): boolean {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === "string") continue;
      if (typeof v === "object" && v !== null ? !nativeWritableMembers(v) : !nativeWritableScalar(v))
        return false;
    }
    return true;
  }
  for (const key in value) {
    const v: unknown = (value as Record<string, unknown>)[key];
    // An undefined member is left out by both writers.
    if (typeof v === "string" || v === undefined) continue;
    if (typeof v === "object" && v !== null ? !nativeWritableMembers(v) : !nativeWritableScalar(v))
      return false;
  }
  return true;
}

function write(value: Json, out: string[], unit: string, newline: string): void {
  if (value === null) {
    out.push("null");
    return;
  }
  switch (typeof value) {
    case "boolean":
      out.push(value ? "true" : "false");
      return;
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`not a JSON number: ${value}`);
      out.push(Object.is(value, -0) ? "0" : String(value));
      return;
    case "bigint":
      out.push(value.toString());
      return;
    case "string":
      out.push(JSON.stringify(value));
      return;
    default:
      break;
  }
  const inner = unit === "" ? newline : newline + unit;
  if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push("[]");
      return;
    }
    out.push("[");
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(",");
      if (unit !== "") out.push(inner);
      write(value[i] as Json, out, unit, inner);
    }
    if (unit !== "") out.push(newline);
    out.push("]");
    return;
  }
  let first = true;
  for (const key of Object.keys(value)) {
    const member = (value as JsonObject)[key];
    if (member === undefined) continue;
    out.push(first ? "{" : ",");
    first = false;
    if (unit !== "") out.push(inner);
    out.push(JSON.stringify(key), unit === "" ? ":" : ": ");
    write(member, out, unit, inner);
  }
  if (first) {
    out.push("{}");
    return;
  }
  if (unit !== "") out.push(newline);
  out.push("}");
}

/**
 * The value as plain JavaScript data for libraries that do not know `bigint` (Ajv): big integers
 * become the nearest double. Returns the input itself when it holds no `bigint`.
 */
export function toPlain(value: Json): unknown {
  return containsBigint(value) ? convert(value) : value;
}

function containsBigint(value: Json): boolean {
  if (typeof value === "bigint") return true;
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some(containsBigint);
  for (const key in value) {
    const member = value[key];
    if (member !== undefined && containsBigint(member)) return true;
  }
  return false;
}

function convert(value: Json): unknown {
  if (typeof value === "bigint") return Number(value);
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(convert);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const member = value[key];
    if (member === undefined) continue;
    setOwn(out, key, convert(member));
  }
  return out;
}
