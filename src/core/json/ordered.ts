import { canonicalJson } from "./canonical.js";
import type { Json } from "./value.js";

/**
 * Text of a JSON value with object keys in their own order (the order a request body is sent
 * in), scalars written as `canonicalJson` writes them. For keys of things whose key order
 * reaches the model: a schema's `properties` order decides the order a grammar emits fields in,
 * and tool schemas are written into the prompt in order.
 */
export function orderedJson(value: Json): string {
  if (value === null || typeof value !== "object") return canonicalJson(value);
  if (Array.isArray(value)) return `[${value.map((v) => orderedJson(v as Json)).join(",")}]`;
  let out = "";
  for (const key of Object.keys(value)) {
    const member = value[key];
    if (member === undefined) continue;
    out += `${out === "" ? "{" : ","}${JSON.stringify(key)}:${orderedJson(member)}`;
  }
  return out === "" ? "{}" : `${out}}`;
}
