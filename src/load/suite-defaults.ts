import { setOwn } from "../core/json/set-own.js";
import { isJsonObject, type Json, type JsonObject } from "../core/json/value.js";
import { DEFAULTABLE, PROMPTED_FIELDS } from "./schemas/suite.js";

/** Fields of `defaults` merged key by key with the case's (the case wins); others are replaced. */
const DEEP_MERGED = new Set(["generation", "metadata", "performance"]);

function ownMember(obj: JsonObject, key: string): Json | undefined {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}

function mergeDeep(base: JsonObject, over: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = ownMember(out, key);
    setOwn(out, key, isJsonObject(under) && isJsonObject(value) ? mergeDeep(under, value) : value);
  }
  return out;
}

/** Whether `defaults` holds any field a case may take from it: asked once per suite (most hold none). */
export function holdsDefaults(defaults: JsonObject): boolean {
  for (const key of DEFAULTABLE) if (defaults[key] !== undefined) return true;
  return false;
}

/** A case with `defaults` under it: defaultable fields only, none of the prompt's for retrieval. */
export function withDefaults(defaults: JsonObject, raw: JsonObject): JsonObject {
  // A case that takes no default is the case as parsed: nothing changes a case once parsed.
  if (!takesDefaults(defaults, raw)) return raw;
  const merged: JsonObject = {};
  for (const key of DEFAULTABLE) {
    const value = defaults[key];
    if (value !== undefined && takesDefault(raw, key)) merged[key] = value;
  }
  for (const [key, value] of Object.entries(raw)) {
    const under = ownMember(merged, key);
    setOwn(
      merged,
      key,
      DEEP_MERGED.has(key) && isJsonObject(under) && isJsonObject(value) ? mergeDeep(under, value) : value,
    );
  }
  return merged;
}

/** Whether `defaults` holds a field `raw` takes from it (known once per suite when it holds none). */
function takesDefaults(defaults: JsonObject, raw: JsonObject): boolean {
  for (const key of DEFAULTABLE) if (defaults[key] !== undefined && takesDefault(raw, key)) return true;
  return false;
}

const DEFAULTABLE_SET: ReadonlySet<string> = new Set(DEFAULTABLE);

/** Whether the case takes `key` from `defaults` when it does not give it: none of the prompt's for retrieval. */
export function takesDefault(raw: JsonObject, key: string): boolean {
  return DEFAULTABLE_SET.has(key) && !(raw.type === "retrieval" && PROMPTED_FIELDS.has(key));
}
