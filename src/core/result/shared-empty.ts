import { setOwn } from "../json/set-own.js";
import type { Json, JsonObject } from "../json/value.js";
import type { Evidence, RunResult } from "./run-result.js";

/**
 * One frozen empty object and one frozen empty list, shared by every member of a run's results
 * that holds nothing: a pass's details, the evidence of an execution nothing reads, a recording's
 * metadata, a case's tags, a repetition's warnings. Thousands per run, so a replayed 5,000-case run
 * keeps about 5 fewer objects per case for the collector to copy. Frozen, so no code can fill one
 * for everybody; the result types stay mutable for library callers, who get results of their own
 * ({@link withOwnEmpties}).
 */
export const EMPTY_OBJECT: JsonObject = Object.freeze({}) as JsonObject;
export const EMPTY_EVIDENCE: Evidence = EMPTY_OBJECT as Evidence;
export const EMPTY_LIST: string[] = Object.freeze([]) as unknown as string[];

/**
 * The results with every shared empty member replaced by a fresh one (in place; also inside a
 * check list's details): what the library returns, so its callers may change what they got.
 */
export function withOwnEmpties(results: RunResult[]): RunResult[] {
  for (const run of results) {
    for (const c of run.cases) {
      if (c.tags === EMPTY_LIST) c.tags = [];
      for (const r of c.repetitions) {
        if (r.warnings === EMPTY_LIST) r.warnings = [];
        if (r.evidence === EMPTY_EVIDENCE) r.evidence = {};
        if (r.provider_metadata === EMPTY_OBJECT) r.provider_metadata = {};
        r.details = ownJson(r.details) as JsonObject;
      }
    }
  }
  return results;
}

/** The value with each shared empty object or list in it replaced by a fresh one; only those are written. */
function ownJson(value: Json): Json {
  if (value === EMPTY_OBJECT) return {};
  if ((value as unknown) === EMPTY_LIST) return [];
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const member = value[i] as Json;
      const own = ownJson(member);
      if (own !== member) value[i] = own;
    }
  } else {
    for (const key of Object.keys(value)) {
      const member = value[key] as Json;
      const own = ownJson(member);
      if (own !== member) setOwn(value, key, own);
    }
  }
  return value;
}
