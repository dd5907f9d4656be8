import { statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { InputError, quoted } from "../core/diagnostics.js";
import type { Recordings } from "../core/run/recording.js";
import { outsideRoot, repositoryRoot } from "./confine.js";
import { writtenKindOfFile } from "./file-kind.js";
import { loadRecorded } from "./recorded.js";
import { recordingsOfResult } from "./recorded-result.js";
import { readRunResult } from "./result-file.js";

/** Recorded outputs for one suite, and the file they come from (for messages). */
export interface SuiteRecordings {
  file: string;
  recordings: Recordings;
}

/**
 * What a `replay` configuration serves: one file (recorded outputs or a `modelgate.run/v1`
 * result) for every suite, or a folder of result files, each serving the suite it names.
 */
export type ReplaySource = {
  /** The configured path. */
  path: string;
  /** Null when a folder has no result file for the suite. */
  forSuite(suiteName: string): SuiteRecordings | null;
} & (
  | { kind: "file"; recordings: Recordings }
  /** Each result file of the folder, by the suite it records, in file-name order. */
  | { kind: "folder"; bySuite: ReadonlyMap<string, SuiteRecordings> }
);

/**
 * Loads `outputs:` of a replay configuration (a file or a folder). Every problem is an
 * InputError naming the file, thrown before any case runs. The config loader confined the path
 * itself; each entry of a folder is confined here, after following its links, before it is read:
 * a symbolic link in the folder must not serve a file from outside the repository.
 */
export async function loadReplaySource(path: string): Promise<ReplaySource> {
  const folder = isFolder(path);
  if (!folder) {
    const recordings = await loadRecorded(path);
    return { path, kind: "file", recordings, forSuite: () => ({ file: path, recordings }) };
  }
  const bySuite = new Map<string, SuiteRecordings>();
  const names = (await readdir(path)).filter((n) => n.endsWith(".json")).sort();
  const problems: InputError[] = [];
  const root = await repositoryRoot(path, process.cwd());
  for (const name of names) {
    const file = join(path, name);
    const shown = shownPath(file);
    const outside = await outsideRoot(resolve(file), root);
    if (outside !== null) {
      const message = `recorded outputs '${name}' in the replay folder ${outside}`;
      problems.push(new InputError([{ file: shown, line: 0, column: 0, field: "outputs", message }]));
      continue;
    }
    if (!(await isRunResultFile(file))) continue;
    try {
      const result = await readRunResult(shown, file);
      const other = bySuite.get(result.suite.name);
      if (other !== undefined) {
        const message = `suite ${quoted(result.suite.name)} is already recorded by ${shownPath(other.file)}: a replay folder holds one result file per suite (point outputs: at the file instead)`;
        throw new InputError([{ file: shown, line: 0, column: 0, field: "suite.name", message }]);
      }
      bySuite.set(result.suite.name, { file, recordings: recordingsOfResult(result, shown) });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      problems.push(error);
    }
  }
  if (problems.length > 0) throw new InputError(problems.flatMap((p) => p.diagnostics));
  return { path, kind: "folder", bySuite, forSuite: (name) => bySuite.get(name) ?? null };
}

/** Whether `path` is a folder (anything that cannot be read is not). */
function isFolder(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false;
  }
}

/**
 * A `.json` file whose top level says it is a run result (comparisons and others are skipped),
 * told by its first bytes: reading it whole would refuse a result file over a user file's cap.
 */
async function isRunResultFile(file: string): Promise<boolean> {
  return (await writtenKindOfFile(file)) === "result";
}

function shownPath(path: string): string {
  const rel = relative(process.cwd(), resolve(path));
  return rel !== "" && !rel.startsWith("..") ? rel : path;
}
