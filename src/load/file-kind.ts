import { type FileHandle, open } from "node:fs/promises";
import { InputError } from "../core/diagnostics.js";
import { isJsonObject } from "../core/json/value.js";
import { type ParsedUserFile, readParsed } from "./user-file.js";

/** The kinds of file `validate` tells apart by their shape. */
export type FileKind = "suite" | "config" | "recorded" | "result" | "comparison";

/** What {@link detectFileKind} says of a mapping none of the kinds' fields identify. */
export const NOT_A_MODELGATE_FILE =
  "not a ModelGate file: a suite has 'suite' and 'cases', a run configuration 'id' and 'provider', recorded outputs 'outputs', a result or comparison file 'format'";

/**
 * What a file is, from its top-level fields: a result or comparison by its `format`, a suite by
 * `suite`/`cases`, recorded outputs by `outputs` (without `provider`), a run configuration by
 * `provider`/`model`/`id`. A mapping with none of them is an InputError saying what each kind
 * has (taken for a suite, recorded outputs without `outputs` would be told of a missing `suite`
 * and each of their ids as an unknown field). Unreadable and unparseable files, and documents
 * that are no mapping, are taken for a suite, whose loader then reports what is wrong in the
 * suite's terms. The file as read and parsed comes with the answer, for the loader to use rather
 * than parse it again.
 */
export async function detectFileKind(
  file: string,
  absolute: string,
): Promise<{ kind: FileKind; document: ParsedUserFile }> {
  const document = await readParsed(file, absolute);
  if (!document.parsed.ok) return { kind: "suite", document };
  const source = document.parsed.source;
  const kind = kindOf(source.value);
  if (kind === undefined) throw new InputError([{ file, ...source.at([]), message: NOT_A_MODELGATE_FILE }]);
  return { kind, document };
}

/** The kind a document's top-level fields name; undefined for a mapping that names none. */
export function kindOf(value: unknown): FileKind | undefined {
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
  return undefined;
}

/** The opening ModelGate writes result and comparison files with: their `format` first. */
const WRITTEN_OPENING =
  /^[ \t\r\n]*\{[ \t\r\n]*"format"[ \t\r\n]*:[ \t\r\n]*"(modelgate\.compare\/|modelgate\.run\/|modeldiff\.)/;
const HEAD_BYTES = 256;

/** {@link kindOf} of a file that opens as ModelGate writes results and comparisons; undefined otherwise. */
export function writtenKindOf(head: string): "result" | "comparison" | undefined {
  const format = WRITTEN_OPENING.exec(head)?.[1];
  // The format's opening is all kindOf reads of it.
  return format === undefined ? undefined : (kindOf({ format }) as "result" | "comparison");
}

/**
 * A result or comparison file told by its first bytes, so `validate` parses it once, with the
 * reader of its kind; undefined for any other file (or one that cannot be read), which
 * {@link detectFileKind} then reads whole.
 */
export async function writtenKindOfFile(absolute: string): Promise<"result" | "comparison" | undefined> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(absolute, "r");
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return writtenKindOf(head.subarray(0, bytesRead).toString("latin1"));
  } catch {
    return undefined;
  } finally {
    await handle?.close();
  }
}
