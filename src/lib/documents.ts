/**
 * The run results and comparisons the library is given, judged by the schemas the CLI's file
 * readers use (src/load/schemas): a JavaScript caller's object may lack a member, or hold a
 * string where a number goes, and the engine, which trusts the shape, would fail deep inside with
 * a TypeError, or compare a broken value as compatible. Each is judged once per call.
 */
import { COMPARE_FORMAT } from "../core/compare/comparison.js";
import { quoted } from "../core/diagnostics.js";
import type { Json } from "../core/json/value.js";
import { isRecord } from "../core/json/value.js";
import { READABLE_RUN_FORMATS } from "../core/result/stored-form.js";
import type { Path } from "../load/position.js";
import { documentProblems } from "../load/schema-verdict.js";
import type { SchemaName } from "../load/schemas/index.js";
import { formatPath } from "../load/source-file.js";
import { type ArgumentCheck, kindOf } from "./arguments.js";

/** `name` (baseline, candidate) is a run result: a readable format, the result schema's shape, in memory. */
export function checkRunResult(check: ArgumentCheck, name: string, value: unknown): void {
  const expected = `${name} must be a run result (what run() or loadResult() returns)`;
  if (!isRecord(value) || typeof value.format !== "string" || !READABLE_RUN_FORMATS.includes(value.format)) {
    check.problem(`${expected}, got ${formatShown(value)}`);
    return;
  }
  if (!checkSchema(check, name, value, "result")) return;
  storedForm(check, name, value);
}

/** `comparison` is what compare() returns: its format, the comparison schema's shape. */
export function checkComparison(check: ArgumentCheck, value: unknown, name = "comparison"): void {
  if (!isRecord(value) || value.format !== COMPARE_FORMAT) {
    check.problem(
      `${name} must be a ${COMPARE_FORMAT} comparison (what compare() returns), got ${formatShown(value)}`,
    );
    return;
  }
  checkSchema(check, name, value, "comparison");
}

/** A run result given for a comparison (or the reverse) is said to be one. */
function formatShown(value: unknown): string {
  if (!isRecord(value)) return kindOf(value);
  return typeof value.format === "string"
    ? `an object with format ${quoted(value.format)}`
    : "an object without 'format'";
}

/** Each schema problem of `value`, as `name.field: message` (with the case id where in a case). */
function checkSchema(
  check: ArgumentCheck,
  name: string,
  value: Record<string, unknown>,
  schema: SchemaName,
): boolean {
  const problems = documentProblems(schema, value as Json);
  for (const p of problems) check.problem(`${at(name, p.field)}${inCase(value, p.path)}: ${p.message}`);
  return problems.length === 0;
}

function at(name: string, field: string): string {
  return field === "" ? name : field.startsWith("[") ? `${name}${field}` : `${name}.${field}`;
}

/** ` (case 'id')` for a path inside a case with a string id. */
function inCase(value: Record<string, unknown>, path: Path): string {
  if (path[0] !== "cases" || typeof path[1] !== "number" || path.length < 3) return "";
  const cases = value.cases;
  const c = Array.isArray(cases) ? cases[path[1]] : undefined;
  return isRecord(c) && typeof c.id === "string" ? ` (case ${quoted(c.id)})` : "";
}

/**
 * In memory a result holds each parsed JSON output as `evidence.json`; a result file stores
 * `json_from` in its place (src/core/result/stored-form.ts), which only loadResult() turns back.
 * A file's text parsed by the caller would compare without its JSON: said once per side.
 */
function storedForm(check: ArgumentCheck, name: string, value: Record<string, unknown>): void {
  const found: Path[] = [];
  const cases = value.cases as { repetitions: { evidence: Record<string, unknown> }[] }[];
  cases.forEach((c, i) => {
    c.repetitions.forEach((rep, j) => {
      if (rep.evidence.json_from !== undefined)
        found.push(["cases", i, "repetitions", j, "evidence", "json_from"]);
    });
  });
  const first = found[0];
  if (first === undefined) return;
  const more = found.length > 1 ? ` (and ${found.length - 1} more)` : "";
  check.problem(
    `${at(name, formatPath(first))}${more}: the stored form of a result file; read the file with loadResult(), which derives evidence.json from it`,
  );
}
