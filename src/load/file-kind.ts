import { isJsonObject } from "../core/json/value.js";
import { type ParsedUserFile, readParsed } from "./user-file.js";

/** The kinds of file `validate` tells apart by their shape. */
export type FileKind = "suite" | "config" | "recorded" | "result" | "comparison";

/**
 * What a file is, from its top-level fields: a result or comparison by its `format`, a suite by
 * `suite`/`cases`, recorded outputs by `outputs` (without `provider`), a run configuration by
 * `provider`/`model`/`id`. Anything else, unreadable and unparseable files included, is taken
 * for a suite, whose loader then reports what is wrong in the suite's terms. The file as read and
 * parsed comes with the answer, for the loader to use rather than parse it again.
 */
export async function detectFileKind(
  file: string,
  absolute: string,
): Promise<{ kind: FileKind; document: ParsedUserFile }> {
  const document = await readParsed(file, absolute);
  const kind = document.parsed.ok ? kindOf(document.parsed.source.value) : "suite";
  return { kind, document };
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
