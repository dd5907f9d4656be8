import { setOwn } from "../core/json/set-own.js";
import { toPlain } from "../core/json/stringify.js";
import type { Json, JsonObject } from "../core/json/value.js";

/**
 * Data the SDK parsed (already plain JSON) as a `Json` value; anything JSON cannot hold
 * (undefined members, functions, non-finite numbers) is dropped rather than trusted.
 */
export function plainToJson(value: unknown): Json | undefined {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) return value.map((v) => plainToJson(v) ?? null);
  if (typeof value !== "object") return undefined;
  const out: JsonObject = {};
  for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
    const converted = plainToJson(member);
    if (converted !== undefined) setOwn(out, key, converted);
  }
  return out;
}

/** Arguments for the SDK, which serialises with JSON.stringify: big integers become numbers. */
export function toPlainObject(args: JsonObject): Record<string, unknown> {
  return toPlain(args) as Record<string, unknown>;
}
