import { parseJsonNumber } from "../core/json/parse.js";

/**
 * A YAML float (`1e16`, `9007199254740993.0`, `+.5e20`) as ModelGate holds numbers
 * (core/json/parse.ts): one that is a whole number beyond 2^53 is that integer, exactly, as a
 * bigint; any other is `double`, the value YAML read. So a suite's `1e16` equals an output's
 * `1e16`, and a double beyond 2^53 always stands for a non-integer (core/json/equal.ts).
 */
export function yamlFloat(written: string, double: number): number | bigint {
  if (!Number.isInteger(double) || Number.isSafeInteger(double)) return double;
  // YAML's float syntax as JSON's: no `+`, no leading zeros, a digit on each side of the point.
  const m = /^([-+]?)0*([0-9]*)(?:\.([0-9]*))?(?:[eE]([-+]?[0-9]+))?$/.exec(written);
  if (m === null) return double;
  const [, sign, whole, fraction, exponent] = m;
  const json = `${sign === "-" ? "-" : ""}${whole || "0"}${fraction ? `.${fraction}` : ""}${exponent === undefined ? "" : `e${exponent}`}`;
  const exact = parseJsonNumber(json);
  return typeof exact === "bigint" ? exact : double;
}
