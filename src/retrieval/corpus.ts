import { readdir, realpath, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { type Diagnostic, InputError } from "../core/diagnostics.js";
import { parseStrictJson } from "../core/json/parse.js";
import { isJsonObject } from "../core/json/value.js";
import type { RetrievedDocument } from "../core/run/capabilities.js";
import type { CorpusSpec } from "../core/suite/case.js";
import { formatBytes, isInside, readCapped, TooLargeError } from "../load/confine.js";
import { decodeText } from "../load/read-text.js";

/** Limits that keep a hostile corpus (`corpus: /proc/self`, a huge file) from exhausting memory. */
export const CORPUS_LIMITS = {
  /** One document (a file of a folder corpus, a line of a JSONL corpus). */
  documentBytes: 1 << 20,
  /** The whole corpus. */
  corpusBytes: 64 << 20,
  documents: 20_000,
};

/** A corpus document: its stable logical id and its text. */
export type CorpusDocument = RetrievedDocument;

/**
 * Reads a corpus. A folder gives one document per file, its id the path relative to the folder
 * with `/` separators, sorted by id; hidden files and folders (a leading `.`) are skipped, and
 * symbolic links to folders are not followed (no cycles) and a link to a file is followed only
 * when its target lies inside the corpus folder. Sizes are capped ({@link CORPUS_LIMITS}). A JSONL file gives one document per
 * non-blank line `{"id": ..., "text": ...}` in file order; other members are ignored. Text must
 * be UTF-8 (a leading byte order mark is dropped). Every problem (unreadable path, bytes that are
 * not UTF-8, bad line, duplicate id, no documents) is an `InputError`, all lines' problems at once.
 */
export async function loadCorpus(spec: CorpusSpec): Promise<CorpusDocument[]> {
  return spec.kind === "folder" ? loadFolder(spec.path) : loadJsonl(spec.path);
}

async function loadFolder(root: string): Promise<CorpusDocument[]> {
  let files: string[];
  try {
    const info = await stat(root);
    if (!info.isDirectory()) throw new InputError([at(root, "corpus: expected a folder of documents")]);
    const realRoot = await realpath(root);
    files = await listFiles(realRoot, root, { count: 0 });
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError([at(root, `corpus: cannot read the folder: ${(e as Error).message}`)]);
  }
  const ids = files.map((f) => relative(root, f).split(sep).join("/"));
  const order = ids.map((id, i) => ({ id, file: files[i] as string })).sort((a, b) => compare(a.id, b.id));
  if (order.length === 0) throw new InputError([at(root, "corpus: the folder holds no documents")]);
  const documents: CorpusDocument[] = [];
  let total = 0;
  for (const { id, file } of order) {
    let bytes: Buffer;
    try {
      bytes = await readCapped(file, CORPUS_LIMITS.documentBytes);
    } catch (e) {
      const why =
        e instanceof TooLargeError
          ? `is larger than ${formatBytes(CORPUS_LIMITS.documentBytes)}, the limit for one document`
          : `cannot be read: ${(e as Error).message}`;
      throw new InputError([at(file, `corpus: document '${id}' ${why}`)]);
    }
    // Mangled text would be embedded silently: bytes that are not UTF-8 are the user's to fix.
    const decoded = decodeText(file, bytes);
    if (!decoded.ok) {
      throw new InputError([
        { ...decoded.diagnostic, message: `corpus: document '${id}' is not valid UTF-8 text` },
      ]);
    }
    const text = decoded.text;
    total += Buffer.byteLength(text);
    if (total > CORPUS_LIMITS.corpusBytes) {
      throw new InputError([
        at(root, `corpus: larger than ${formatBytes(CORPUS_LIMITS.corpusBytes)}, the limit for a corpus`),
      ]);
    }
    documents.push({ id, text });
  }
  return documents;
}

async function listFiles(realRoot: string, dir: string, seen: { count: number }): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(realRoot, path, seen)));
    else if (entry.isFile()) {
      out.push(path);
      seen.count++;
    } else if (entry.isSymbolicLink()) {
      const target = await realpath(path).catch(() => null);
      if (target === null || !(await stat(target).catch(() => null))?.isFile()) continue;
      if (!isInside(target, realRoot)) {
        throw new InputError([
          at(path, `corpus: '${entry.name}' is a link to ${target}, outside the corpus folder`),
        ]);
      }
      out.push(path);
      seen.count++;
    }
    if (seen.count > CORPUS_LIMITS.documents) {
      throw new InputError([
        at(realRoot, `corpus: more than ${CORPUS_LIMITS.documents} documents, the limit for a corpus`),
      ]);
    }
  }
  return out;
}

async function loadJsonl(file: string): Promise<CorpusDocument[]> {
  let bytes: Buffer;
  try {
    bytes = await readCapped(file, CORPUS_LIMITS.corpusBytes);
  } catch (e) {
    if (e instanceof TooLargeError) {
      throw new InputError([
        at(file, `corpus: larger than ${formatBytes(CORPUS_LIMITS.corpusBytes)}, the limit for a corpus`),
      ]);
    }
    throw new InputError([at(file, `corpus: cannot read the file: ${(e as Error).message}`)]);
  }
  // The decoder drops a byte order mark: it belongs to the file, not to the first line's JSON.
  const decoded = decodeText(file, bytes);
  if (!decoded.ok)
    throw new InputError([{ ...decoded.diagnostic, message: "corpus: file is not valid UTF-8 text" }]);
  const text = decoded.text;
  const documents: CorpusDocument[] = [];
  const firstLine = new Map<string, number>();
  const problems: Diagnostic[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((line, index) => {
    const n = index + 1;
    if (line.trim() === "") return;
    const parsed = parseStrictJson(line);
    if (!parsed.ok) {
      problems.push({
        file,
        line: n,
        column: parsed.column,
        message: `invalid JSON: ${withoutPosition(parsed.error)}`,
      });
      return;
    }
    const value = parsed.value;
    if (!isJsonObject(value)) {
      problems.push({ file, line: n, column: 1, message: 'expected an object {"id": ..., "text": ...}' });
      return;
    }
    const { id, text: body } = value;
    let ok = true;
    if (typeof id !== "string" || id === "") {
      problems.push({ file, line: n, column: 1, field: "id", message: "expected a non-empty string" });
      ok = false;
    }
    if (typeof body !== "string") {
      problems.push({ file, line: n, column: 1, field: "text", message: "expected a string" });
      ok = false;
    }
    if (!ok) return;
    const docId = id as string;
    const first = firstLine.get(docId);
    if (first !== undefined) {
      problems.push({
        file,
        line: n,
        column: 1,
        field: "id",
        message: `duplicate document id '${docId}' (first on line ${first})`,
      });
      return;
    }
    firstLine.set(docId, n);
    documents.push({ id: docId, text: body as string });
  });
  if (problems.length > 0) throw new InputError(problems);
  if (documents.length === 0) throw new InputError([at(file, "corpus: the file holds no documents")]);
  return documents;
}

function at(file: string, message: string): Diagnostic {
  return { file, line: 0, column: 0, message };
}

/** parseStrictJson prefixes its message with the position, which the diagnostic already holds. */
function withoutPosition(message: string): string {
  return message.replace(/^line \d+, column \d+: /, "");
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
