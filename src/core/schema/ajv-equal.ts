import type { Ajv } from "ajv";
import ajvEqualModule from "ajv/dist/runtime/equal.js";
import { jsonEqual } from "../json/equal.js";
import type { Json } from "../json/value.js";

/**
 * Ajv's `const`, `enum` and `uniqueItems` compare with its runtime `equal` (fast-deep-equal), which
 * calls a member named `valueOf` or `toString` as a method: `{"valueOf": 1}` from a model threw
 * ("a.valueOf is not a function"). Ajv 8 has no option for it; every function its generated code
 * uses is registered in the instance's scope, so there that one is exchanged for the JSON equality
 * every check uses (own members, structurally).
 */

type Value = { ref: unknown };
type Scope = { value: (prefix: unknown, value: Value) => unknown };

// CommonJS: a loader gives the function itself, or its module object holding it as `default`.
const fastDeepEqual: unknown =
  typeof ajvEqualModule === "function" ? ajvEqualModule : (ajvEqualModule as { default: unknown }).default;

const equalForAjv = (a: unknown, b: unknown): boolean => jsonEqual(a as Json, b as Json);

/** Makes every schema `ajv` compiles from now on compare values with {@link jsonEqual}. */
export function useJsonEqual(ajv: Ajv): Ajv {
  const scope = ajv.scope as unknown as Scope;
  const value = scope.value.bind(scope);
  scope.value = (prefix, v) => value(prefix, v.ref === fastDeepEqual ? { ...v, ref: equalForAjv } : v);
  return ajv;
}
