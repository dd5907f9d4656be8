import { dirname, join, relative, resolve } from "node:path";
import { type Diagnostic, InputError } from "../core/diagnostics.js";
import { type CorpusSpec, leafChecks, type Suite } from "../core/suite/case.js";
import { didYouMean } from "../load/did-you-mean.js";
import type { Path } from "../load/position.js";
import { reopenSuite } from "../load/suite.js";
import { corpusField } from "../load/suite-fields.js";
import { type CorpusDocument, loadCorpus } from "./corpus.js";

export interface SuiteCorpusOptions {
  /** The folder the suite's file was resolved in by its loader. */
  cwd: string;
  /** Only these cases' document ids are checked (a run's selection); every case's when absent. */
  caseIds?: ReadonlySet<string>;
}

/** How many distinct unknown ids get a did-you-mean. */
const SUGGESTED = 50;

/** A problem to place where the suite wrote it: a case's field, or (no path) the corpus field. */
interface SuiteProblem {
  index?: number;
  path?: Path;
  message: string;
}

/**
 * Reads a suite's corpus with the run's loader ({@link loadCorpus}) and checks every document id
 * a case names (`expected_documents`) against it, so that `validate` and a live run refuse the
 * same corpus with the same messages, before any model call. A problem inside a corpus file
 * keeps its line there (a JSONL line, the first byte that is not UTF-8); any other is placed on
 * the suite's `corpus` field, an unknown id on its `expected_documents` item. Null without a
 * corpus; every problem at once in one InputError.
 */
export async function loadSuiteCorpus(
  suite: Suite,
  options: SuiteCorpusOptions,
): Promise<CorpusDocument[] | null> {
  const spec = suite.corpus;
  if (spec === undefined) return null;
  const folder = dirname(resolve(options.cwd, suite.file));
  let documents: CorpusDocument[];
  try {
    documents = await loadCorpus(spec);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    // Named as the suite is named (relative to where the user stands), not by absolute path.
    const located = error.diagnostics
      .filter((d) => d.line > 0)
      .map((d) => ({ ...d, file: join(dirname(suite.file), relative(folder, d.file)) }));
    // The field already says it is the corpus.
    const placed = error.diagnostics
      .filter((d) => d.line === 0)
      .map((d) => ({ message: d.message.replace(/^corpus: /, "") }));
    throw new InputError([...(await placeInSuite(suite, spec, options.cwd, placed)), ...located]);
  }
  const problems = [
    ...unknownDocuments(suite, documents, corpusName(spec, folder), options.caseIds),
    ...unreachableTopK(suite, documents.length, options.caseIds),
  ];
  if (problems.length > 0) throw new InputError(await placeInSuite(suite, spec, options.cwd, problems));
  return documents;
}

/** Each `expected_documents` item of a (selected) retrieval case that the corpus does not hold. */
function unknownDocuments(
  suite: Suite,
  documents: readonly CorpusDocument[],
  name: string,
  caseIds: ReadonlySet<string> | undefined,
): SuiteProblem[] {
  const ids = new Set(documents.map((d) => d.id));
  // One search per distinct id, each walking every id of the corpus (~10 ms for 20,000): past
  // SUGGESTED ids the corpus is plainly not the one the cases were written for.
  const hints = new Map<string, string>();
  const problems: SuiteProblem[] = [];
  suite.cases.forEach((c, index) => {
    if (c.retrieval === undefined || (caseIds !== undefined && !caseIds.has(c.id))) return;
    const expected = c.definition.expected_documents;
    if (!Array.isArray(expected)) return;
    expected.forEach((id, i) => {
      if (typeof id !== "string" || ids.has(id)) return;
      const hint = hints.get(id) ?? (hints.size < SUGGESTED ? didYouMean(id, ids) : "");
      hints.set(id, hint);
      problems.push({
        index,
        path: ["expected_documents", i],
        message: `no document '${id}' in ${name}${hint}`,
      });
    });
  });
  return problems;
}

/**
 * A retrieval case's check compares the whole ranked list with `expected_documents`, and a
 * retrieval returns min(top_k, corpus size) documents: a top_k above the expected count, on a
 * corpus holding more than that, always returns too many. Only known once the corpus is read.
 */
function unreachableTopK(
  suite: Suite,
  size: number,
  caseIds: ReadonlySet<string> | undefined,
): SuiteProblem[] {
  const problems: SuiteProblem[] = [];
  suite.cases.forEach((c, index) => {
    if (c.retrieval === undefined || (caseIds !== undefined && !caseIds.has(c.id))) return;
    // The case's own check, or the retrieval entry of its `checks:` list.
    const check = leafChecks(c.check).find((leaf) => leaf.type === "retrieval");
    if (check === undefined) return;
    const count = check.expectedDocuments.length;
    const { topK } = c.retrieval;
    const retrieved = Math.min(topK, size);
    if (retrieved <= count) return;
    problems.push({
      index,
      path: ["top_k"],
      message: `can never pass: top_k ${topK} retrieves ${retrieved} of the corpus's ${documentCount(size)}, but expected_documents lists ${count} and the retrieved list must equal it: lower top_k to ${count}, or list ${retrieved} expected documents`,
    });
  });
  return problems;
}

function documentCount(n: number): string {
  return n === 1 ? "1 document" : `${n} documents`;
}

/** The corpus as the suite names it, relative to the suite's folder (`corpus/`, `docs.jsonl`). */
function corpusName(spec: CorpusSpec, folder: string): string {
  const rel = relative(folder, spec.path) || ".";
  return spec.kind === "folder" ? `${rel}/` : rel;
}

/** The problems at their lines in the suite file, read once more (only on this error path). */
async function placeInSuite(
  suite: Suite,
  spec: CorpusSpec,
  cwd: string,
  problems: readonly SuiteProblem[],
): Promise<Diagnostic[]> {
  const ctx = await reopenSuite(suite, cwd);
  if (ctx === null) {
    // The file changed under the run: the problems still name their case, without a line.
    return problems.map((p) => {
      const d: Diagnostic = { file: suite.file, line: 0, column: 0, message: p.message };
      if (p.index !== undefined) d.caseId = suite.cases[p.index]!.id;
      return d;
    });
  }
  for (const p of problems) ctx.report(p.index, p.path ?? corpusField(ctx.doc.corpus, spec), p.message);
  return ctx.diagnostics;
}
