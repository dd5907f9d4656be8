import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { type Diagnostic, InputError } from "../core/diagnostics.js";
import { parseStrictJson } from "../core/json/parse.js";
import { isJsonObject } from "../core/json/value.js";
import type { RetrievedDocument } from "../core/run/capabilities.js";
import type { CorpusSpec } from "../core/suite/case.js";

/** A corpus document: its stable logical id and its text. */
export type CorpusDocument = RetrievedDocument;

/**
 * Reads a corpus. A folder gives one document per file, its id the path relative to the folder
 * with `/` separators, sorted by id; hidden files and folders (a leading `.`) are skipped, and
 * symbolic links to folders are not followed (no cycles). A JSONL file gives one document per
 * non-blank line `{"id": ..., "text": ...}` in file order; other members are ignored. Every
 * problem (unreadable path, bad line, duplicate id, no documents) is an `InputError`, all lines'
 * problems at once.
 */
export async function loadCorpus(spec: CorpusSpec): Promise<CorpusDocument[]> {
  return spec.kind === "folder" ? loadFolder(spec.path) : loadJsonl(spec.path);
}

async function loadFolder(root: string): Promise<CorpusDocument[]> {
  let files: string[];
  try {
    const info = await stat(root);
    if (!info.isDirectory()) throw new InputError([at(root, "corpus: expected a folder of documents")]);
    files = await listFiles(root, root);
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError([at(root, `corpus: cannot read the folder: ${(e as Error).message}`)]);
  }
  const ids = files.map((f) => relative(root, f).split(sep).join("/"));
  const order = ids.map((id, i) => ({ id, file: files[i] as string })).sort((a, b) => compare(a.id, b.id));
  if (order.length === 0) throw new InputError([at(root, "corpus: the folder holds no documents")]);
  return Promise.all(
    order.map(async ({ id, file }) => {
      try {
        return { id, text: await readFile(file, "utf8") };
      } catch (e) {
        throw new InputError([at(file, `corpus: cannot read document '${id}': ${(e as Error).message}`)]);
      }
    }),
  );
}

async function listFiles(root: string, dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(root, path)));
    else if (entry.isFile()) out.push(path);
    else if (entry.isSymbolicLink() && (await stat(path).catch(() => null))?.isFile()) out.push(path);
  }
  return out;
}

async function loadJsonl(file: string): Promise<CorpusDocument[]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    throw new InputError([at(file, `corpus: cannot read the file: ${(e as Error).message}`)]);
  }
  // A byte order mark belongs to the file, not to the first line's JSON.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
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
