import { resolve } from "node:path";
import { isJsonObject, type Json, type JsonObject } from "../core/json/value.js";
import { CASE_TYPES, type CaseType, type CorpusSpec, type ToolDefinition } from "../core/suite/case.js";
import type { Path } from "./position.js";

/** Readers of a suite's raw fields, once the schema has accepted them; shared by the rules and the build. */
export const str = (v: Json | undefined): string | undefined => (typeof v === "string" ? v : undefined);
/**
 * An integer field as a number. A bigint (beyond 2^53) is beyond every bound the schema sets,
 * which refuses it at its line; it is still read, as the nearest number, never taken as absent.
 */
export const int = (v: Json | undefined): number | undefined =>
  typeof v === "bigint" ? Number(v) : typeof v === "number" && Number.isInteger(v) ? v : undefined;
export const strings = (v: Json | undefined): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : [];

/** The case types as a set: asked of every case by each rule and the build. */
const CASE_TYPE_SET: ReadonlySet<Json> = new Set<Json>(CASE_TYPES);

/** The case's check type: as written, or `none` when it is omitted beside a contract. */
export function checkTypeOf(c: JsonObject): CaseType | undefined {
  if (c.type === undefined) return c.contract !== undefined || Array.isArray(c.checks) ? "none" : undefined;
  return CASE_TYPE_SET.has(c.type) ? (c.type as CaseType) : undefined;
}

/** Both tool shapes (`{name, ...}` and Ollama's `{type: function, function: {...}}`) → one. */
export function toolDefinition(raw: JsonObject): ToolDefinition | undefined {
  const inner = isJsonObject(raw.function) ? raw.function : raw;
  if (typeof inner.name !== "string") return undefined;
  const tool: ToolDefinition = {
    name: inner.name,
    description: str(inner.description) ?? "",
    parameters: isJsonObject(inner.parameters) ? inner.parameters : { type: "object", properties: {} },
  };
  if ("result" in raw) tool.result = raw.result as Json;
  return tool;
}

export function corpusSpec(raw: Json | undefined, folder: string): CorpusSpec | undefined {
  const fromPath = (path: string): CorpusSpec => ({
    kind: path.toLowerCase().endsWith(".jsonl") ? "jsonl" : "folder",
    path: resolve(folder, path),
  });
  if (typeof raw === "string" && raw !== "") return fromPath(raw);
  if (isJsonObject(raw)) {
    if (typeof raw.jsonl === "string") return { kind: "jsonl", path: resolve(folder, raw.jsonl) };
    if (typeof raw.path === "string") return fromPath(raw.path);
  }
  return undefined;
}

/** Where the suite names its corpus's path: `corpus`, `corpus.jsonl` or `corpus.path`. */
export function corpusField(raw: Json | undefined, spec: CorpusSpec): Path {
  if (!isJsonObject(raw)) return ["corpus"];
  return ["corpus", spec.kind === "jsonl" && "jsonl" in raw ? "jsonl" : "path"];
}
