import { dirname, resolve } from "node:path";
import { type Diagnostic, InputError } from "../core/diagnostics.js";
import { isJsonObject } from "../core/json/value.js";
import type { Suite } from "../core/suite/case.js";
import { repositoryRoot } from "./confine.js";
import { buildSuite } from "./suite-build.js";
import { checkCase, checkIds } from "./suite-case-rules.js";
import { SuiteContext } from "./suite-context.js";
import type { LoadSuiteOptions } from "./suite-options.js";
import { checkSuiteResources } from "./suite-resource-rules.js";
import { checkSchema } from "./suite-schema-rule.js";
import { type ParsedUserFile, readDocument } from "./user-file.js";

export type { LoadSuiteOptions } from "./suite-options.js";
export { renderTemplate } from "./suite-template.js";

/** Loads, validates and resolves a suite; throws InputError listing every problem of the file. */
export async function loadSuite(file: string, opts: LoadSuiteOptions = {}): Promise<Suite> {
  const { suite, diagnostics } = await analyseSuite(file, opts);
  if (suite === undefined || diagnostics.length > 0) throw new InputError(diagnostics);
  if (opts.document !== undefined) givenDocuments.set(suite, opts.document);
  return suite;
}

/** The document a suite was loaded from when it was given one (standard input): no file holds it. */
const givenDocuments = new WeakMap<Suite, ParsedUserFile>();

/** Every problem of a suite file, in file order; empty when it loads. */
export async function validateSuiteFile(file: string, opts: LoadSuiteOptions = {}): Promise<Diagnostic[]> {
  return (await analyseSuite(file, opts)).diagnostics;
}

/**
 * A loaded suite's file read and parsed once more, for a problem found after loading (in its
 * corpus) that must be placed where the suite wrote it: only on that error path. Null when the
 * file cannot be read or parsed now.
 */
export async function reopenSuite(suite: Suite, cwd: string): Promise<SuiteContext | null> {
  const file = suite.file;
  const absolute = resolve(cwd, file);
  const read = await readDocument(file, absolute, SUITE_SHAPE, givenDocuments.get(suite));
  if (!read.ok) return null;
  return new SuiteContext(read.source, dirname(absolute), await repositoryRoot(dirname(absolute), cwd), {});
}

const SUITE_SHAPE = "a mapping with 'suite' and 'cases'";

/**
 * parse → normalise → rules → build: the file is read and parsed (readDocument), `defaults` are
 * merged under each case (suite-defaults.ts), the schema and the named rules report every problem
 * (suite-schema-rule.ts, suite-case-rules.ts, suite-resource-rules.ts), and only a file with none
 * is built into a `Suite` (suite-build.ts).
 */
async function analyseSuite(
  file: string,
  opts: LoadSuiteOptions,
): Promise<{ suite?: Suite; diagnostics: Diagnostic[] }> {
  const absolute = resolve(opts.cwd ?? process.cwd(), file);
  const read = await readDocument(file, absolute, SUITE_SHAPE, opts.document);
  if (!read.ok) return { diagnostics: read.diagnostics };
  const root = await repositoryRoot(dirname(absolute), opts.cwd ?? process.cwd());
  const ctx = new SuiteContext(read.source, dirname(absolute), root, opts);
  const parsed = read.diagnostics.map((d) => ctx.attribute(d));
  checkSchema(ctx);
  checkIds(ctx);
  for (let i = 0; i < ctx.cases.length; i++) {
    const c = ctx.cases[i];
    // Most cases read no file: their rules run without a turn of the event loop each.
    const pending = isJsonObject(c) ? checkCase(ctx, i, c) : undefined;
    if (pending !== undefined) await pending;
  }
  await checkSuiteResources(ctx);
  const ordered = sortDiagnostics([...parsed, ...ctx.diagnostics]);
  if (ordered.length > 0) return { diagnostics: ordered };
  return { suite: buildSuite(ctx), diagnostics: [] };
}

function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const unique = list.filter((d) => {
    const key = `${d.line}:${d.column}:${d.caseId}:${d.field}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort((a, b) => a.line - b.line || a.column - b.column);
}
