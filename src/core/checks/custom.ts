import { messageOf } from "../error-message.js";
import type { Json, JsonObject } from "../json/value.js";
import type { Evidence } from "../result/run-result.js";
import type { Case, CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome } from "./check-result.js";

/** What a plugin check returns besides a plain boolean. */
export interface CustomCheckOutcome {
  pass: boolean;
  reason?: string;
  details?: JsonObject;
}

export interface CustomCheckContext {
  case: {
    id: string;
    type: "custom";
    check: string;
    params: JsonObject;
    tags: string[];
    metadata: JsonObject;
  };
  /** The full output text, whatever the capture mode. */
  output: string;
  evidence: Evidence;
}

export type CustomCheck = ((
  ctx: CustomCheckContext,
) => boolean | CustomCheckOutcome | Promise<boolean | CustomCheckOutcome>) & {
  /** The `--plugin` that registered the check, for the messages that blame it. */
  readonly plugin?: string;
};

/** Checks by name, as plugins registered them. */
export type CheckRegistry = ReadonlyMap<string, CustomCheck>;

type CustomSpec = Extract<CheckSpec, { type: "custom" }>;

/**
 * Runs a plugin check. A check that throws (also while its result is read: a throwing getter),
 * or returns anything but a boolean or `{pass, reason?, details?}` with JSON details, gives
 * `error` with a reason that names the check and its plugin, and the run goes on.
 */
export async function runCustomCheck(
  spec: CustomSpec,
  c: Case,
  output: string,
  evidence: Evidence,
  registry: CheckRegistry,
): Promise<CheckOutcome> {
  const name = spec.check;
  const check = registry.get(name);
  if (check === undefined) return outcome("error", `unknown custom check '${name}' (no plugin registers it)`);
  const label =
    typeof check.plugin === "string"
      ? `custom check '${name}' (plugin '${check.plugin}')`
      : `custom check '${name}'`;
  const ctx: CustomCheckContext = {
    case: { id: c.id, type: "custom", check: name, params: spec.params, tags: c.tags, metadata: c.metadata },
    output,
    evidence,
  };
  try {
    return interpret(await check(ctx), name, label);
  } catch (e) {
    return outcome("error", `${label} threw: ${thrownText(e)}`);
  }
}

/** The check's answer as an outcome; reading it may throw (a getter, a proxy): the caller catches. */
function interpret(result: unknown, name: string, label: string): CheckOutcome {
  if (typeof result === "boolean") {
    return result ? outcome("pass", null) : outcome("fail", `custom check '${name}' failed`);
  }
  const shape = `expected a boolean or {pass, reason?, details?}`;
  if (
    typeof result !== "object" ||
    result === null ||
    typeof (result as { pass?: unknown }).pass !== "boolean"
  ) {
    return outcome("error", `${label} returned ${describeReturned(result)}; ${shape}`);
  }
  const { pass, reason, details } = result as { pass: boolean; reason?: unknown; details?: unknown };
  if (reason !== undefined && reason !== null && typeof reason !== "string") {
    return outcome("error", `${label} returned a reason that is not a string; ${shape}`);
  }
  let plainDetails: JsonObject = {};
  if (details !== undefined && details !== null) {
    const converted = toJson(details, 0);
    if (
      converted === undefined ||
      typeof converted !== "object" ||
      converted === null ||
      Array.isArray(converted)
    ) {
      return outcome("error", `${label} returned details that are not a JSON object`);
    }
    plainDetails = converted as JsonObject;
  }
  if (pass) return outcome("pass", null, plainDetails);
  return outcome(
    "fail",
    typeof reason === "string" && reason !== "" ? reason : `custom check '${name}' failed`,
    plainDetails,
  );
}

/** What was thrown, as text; a value that cannot even be shown (its toString throws) says so. */
function thrownText(e: unknown): string {
  try {
    return messageOf(e);
  } catch {
    return "a value that cannot be shown as text";
  }
}

function describeReturned(value: unknown): string {
  if (value === undefined) return "undefined";
  if (value === null) return "null";
  if (typeof value === "object")
    return Array.isArray(value) ? "an array" : "an object without a boolean 'pass'";
  return `a ${typeof value} (${String(value).slice(0, 40)})`;
}

/** Plain JSON data only (no functions, dates, NaN, cycles deeper than the limit); else undefined. */
function toJson(value: unknown, depth: number): Json | undefined {
  if (depth > 100) return undefined;
  if (
    value === null ||
    typeof value === "boolean" ||
    typeof value === "string" ||
    typeof value === "bigint"
  ) {
    return value;
  }
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const out: Json[] = [];
    for (const item of value) {
      const converted = toJson(item, depth + 1);
      if (converted === undefined) return undefined;
      out.push(converted);
    }
    return out;
  }
  if (typeof value === "object") {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return undefined;
    const out: JsonObject = {};
    for (const [key, member] of Object.entries(value)) {
      if (member === undefined) continue;
      const converted = toJson(member, depth + 1);
      if (converted === undefined) return undefined;
      out[key] = converted;
    }
    return out;
  }
  return undefined;
}
