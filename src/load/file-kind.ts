import { isJsonObject } from "../core/json/value.js";
import { parseUserFile, readText } from "./user-file.js";

/** The kinds of file `validate` tells apart by their shape. */
export type FileKind = "suite" | "config" | "recorded" | "result" | "comparison";

/**
 * What a file is, from its top-level fields: a result or comparison by its `format`, a suite by
 * `suite`/`cases`, recorded outputs by `outputs` (without `provider`), a run configuration by
 * `provider`/`model`/`id`. Anything else, unreadable and unparseable files included, is taken
 * for a suite, whose loader then reports what is wrong in the suite's terms.
 */
export async function detectFileKind(file: string, absolute: string): Promise<FileKind> {
  const read = await readText(file, absolute);
  if (!read.ok) return "suite";
  const parsed = parseUserFile(file, read.text);
  if (!parsed.ok) return "suite";
  return kindOf(parsed.source.value);
}

export function kindOf(value: unknown): FileKind {
  if (!isJsonObject(value as never)) return "suite";
  const doc = value as Record<string, unknown>;
  const has = (key: string) => Object.hasOwn(doc, key);
  if (typeof doc.format === "string") {
    if (doc.format.startsWith("modelgate.compare/")) return "comparison";
    if (doc.format.startsWith("modelgate.run/") || doc.format.startsWith("modeldiff.")) return "result";
  }
  if (has("suite") || has("cases")) return "suite";
  if (has("outputs") && !has("provider")) return "recorded";
  if (has("provider") || has("model") || has("id")) return "config";
  return "suite";
}
