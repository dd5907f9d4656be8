import path from "node:path";
import type { Provenance } from "../core/compare/comparison.js";
import { InputError } from "../core/diagnostics.js";
import { parseStrictJson } from "../core/json/parse.js";
import { toPlain } from "../core/json/stringify.js";
import { cap } from "../core/report/markdown-escape.js";
import type { PullRequest } from "./context.js";

/**
 * The bundle a pull request's run leaves for `mode: publish` is written by a run the pull request
 * controls (a fork's code ran there). Every field is checked for its type, form and size before
 * the privileged job uses it; anything else is refused with the field named.
 */

export const PUBLISH_FORMAT = "modelgate.publish/v1";
/** Largest manifest, event and result file accepted from the artifact (bytes). */
export const MAX_MANIFEST_BYTES = 1_000_000;
export const MAX_EVENT_BYTES = 5_000_000;
export const MAX_RESULT_BYTES = 50_000_000;
/**
 * Largest sum of the result files the manifest lists (bytes, a file listed twice counted twice):
 * each is parsed and held until the report is rendered, so without a total 200 files under the
 * per-file cap (well compressed in the zip) would exhaust the job's memory.
 */
export const MAX_BUNDLE_BYTES = 200_000_000;
/**
 * The bundle's text limits: the uploader fits what it writes within them (`bundleLine`,
 * `bundleNotes`), the publish job refuses anything beyond them, so an honest bundle always passes.
 */
export const BUNDLE_LIMITS = {
  outcomes: 200,
  notes: 50,
  noteChars: 500,
  suiteChars: 200,
  reasonChars: 1_000,
  /** Failed baseline lookup steps (a cache and an artifact step, each exact and newest: four). */
  failures: 10,
  failureChars: 500,
  /** The pull request's run's working directory, relative to the repository. */
  pathChars: 1_000,
} as const;
const LINE_BREAK = /[\r\n\u2028\u2029]/;
const SHA = /^[0-9a-f]{40}$/;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,159}$/;
/** Sources a stored baseline can have; anything else would be rendered as if the Action said it. */
const SOURCES = new Set(["cache", "artifact", "file", "matrix"]);
/** Ten years: an age beyond it is not a real baseline's. */
const MAX_AGE_SECONDS = 10 * 365 * 24 * 3600;

export interface PublishOutcomeEntry {
  suite: string;
  /** `not_run`: a suite of the baseline the run did not run; its file is the baseline's run. */
  kind: "compared" | "uncompared" | "not_run";
  reason: string | null;
  file: string;
  /** An uncompared suite the found baseline has no run of: its cases are `new` (`fail-on: new`). */
  newSuite?: boolean;
}

/** What the pull request's run knew of its baseline. */
export interface PublishBaseline {
  provenance: Provenance | null;
  notes: string[];
  /**
   * Lookup steps that failed while no baseline was found (the pull request's run was an execution
   * failure, exit 3, for it): the publish job says "could not be fetched", never "no baseline yet".
   * Bundles written before this field have none: read as no failure.
   */
  failures: string[];
}

export interface PublishManifest {
  format: typeof PUBLISH_FORMAT;
  header: string;
  /**
   * The pull request's run's `working-directory`, relative to the repository (`.` its root): its
   * cases' suite paths are relative to it. Bundles written before this field have none: the
   * publish job's own folder is taken, as then.
   */
  workingDirectory?: string;
  /**
   * The pull request's run created its check run (the bundle was left for a failed comment): the
   * publish job posts the comment only, not a second check run. Absent: not created.
   */
  checkRunPosted?: boolean;
  baseline: PublishBaseline;
  outcomes: PublishOutcomeEntry[];
}

type Obj = Record<string, unknown>;

function refuse(file: string, field: string, message: string): never {
  throw new InputError([{ file, line: 0, column: 0, message: `${field}: ${message}` }]);
}

function parse(text: string, file: string, maxBytes: number): unknown {
  if (Buffer.byteLength(text) > maxBytes) refuse(file, "file", `larger than ${maxBytes} bytes`);
  const parsed = parseStrictJson(text);
  if (!parsed.ok)
    throw new InputError([{ file, line: parsed.line, column: parsed.column, message: parsed.error }]);
  return toPlain(parsed.value);
}

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

function boundedString(v: unknown, file: string, field: string, max: number): string {
  if (typeof v !== "string") refuse(file, field, "not a string");
  if ([...v].length > max) refuse(file, field, `longer than ${max} characters`);
  if (LINE_BREAK.test(v)) refuse(file, field, "more than one line");
  return v;
}

/**
 * `text` as the bundle may hold it: one line (each run of line breaks one space, the ends
 * trimmed, as a folded YAML name ends in one), at most `max` characters with an ellipsis.
 */
export function bundleLine(text: string, max: number): string {
  return cap(text.replace(new RegExp(`${LINE_BREAK.source}+`, "g"), " ").trim(), max);
}

/** Baseline notes as the bundle may hold them: each one line, the last naming any left out. */
export function bundleNotes(notes: string[]): string[] {
  const fitted = notes.map((n) => bundleLine(n, BUNDLE_LIMITS.noteChars));
  if (fitted.length <= BUNDLE_LIMITS.notes) return fitted;
  const kept = fitted.slice(0, BUNDLE_LIMITS.notes - 1);
  return [...kept, `${fitted.length - kept.length} more notes are in the log of the pull request's run`];
}

/** Failed lookup steps as the bundle may hold them: each one line, the last naming any left out. */
export function bundleFailures(failures: readonly string[]): string[] {
  const fitted = failures.map((f) => bundleLine(f, BUNDLE_LIMITS.failureChars));
  if (fitted.length <= BUNDLE_LIMITS.failures) return fitted;
  const kept = fitted.slice(0, BUNDLE_LIMITS.failures - 1);
  return [
    ...kept,
    `${fitted.length - kept.length} more failed steps are in the log of the pull request's run`,
  ];
}

/**
 * `cwd` relative to `workspace` as the bundle holds it (`/`-separated, `.` for the root), or
 * undefined when it lies outside or beyond the bundle's limit (the publish job then resolves the
 * suite paths against its own folder, as for an old bundle).
 */
export function bundleWorkingDirectory(workspace: string, cwd: string): string | undefined {
  const relative = path.relative(workspace, cwd).split(path.sep).join("/") || ".";
  return insideRepository(relative) && relative.length <= BUNDLE_LIMITS.pathChars ? relative : undefined;
}

/** A relative path that stays inside the repository, on any runner's file system. */
function insideRepository(p: string): boolean {
  if (path.posix.isAbsolute(p) || path.win32.isAbsolute(p) || /^[A-Za-z]:/.test(p)) return false;
  return !p.split(/[\\/]/).includes("..");
}

/** A list of one-line strings from untrusted data, each and all bounded. */
function boundedLines(v: unknown, file: string, field: string, count: number, chars: number): string[] {
  if (!Array.isArray(v) || v.length > count) refuse(file, field, `not a list of at most ${count} lines`);
  return v.map((n, i) => boundedString(n, file, `${field}[${i}]`, chars));
}

/** A provenance from untrusted data: a known source, a 40-hex commit or null, a sane age or null. */
export function checkProvenance(v: unknown, file: string, field: string): Provenance | null {
  if (v === null || v === undefined) return null;
  if (!isObj(v)) refuse(file, field, "not an object");
  const source = v.source;
  if (typeof source !== "string" || !SOURCES.has(source))
    refuse(file, `${field}.source`, `not one of ${[...SOURCES].join(", ")}`);
  const commit = v.commit ?? null;
  if (commit !== null && (typeof commit !== "string" || !SHA.test(commit)))
    refuse(file, `${field}.commit`, "not a 40-character hexadecimal commit SHA");
  const age = v.age_seconds ?? null;
  if (age !== null && (typeof age !== "number" || !Number.isInteger(age) || age < 0 || age > MAX_AGE_SECONDS))
    refuse(file, `${field}.age_seconds`, `not a whole number of seconds from 0 to ${MAX_AGE_SECONDS}`);
  return { source, commit: commit as string | null, age_seconds: age as number | null };
}

/** The manifest of a comparison artifact, checked field by field. */
export function parsePublishManifest(text: string, file: string, header: string): PublishManifest {
  const v = parse(text, file, MAX_MANIFEST_BYTES);
  if (!isObj(v) || v.format !== PUBLISH_FORMAT) refuse(file, "format", `not a ${PUBLISH_FORMAT} bundle`);
  if (v.header !== header) refuse(file, "header", `not this job's comment-header '${header}'`);
  let workingDirectory: string | undefined;
  if (v.workingDirectory !== undefined) {
    workingDirectory = boundedString(v.workingDirectory, file, "workingDirectory", BUNDLE_LIMITS.pathChars);
    if (!insideRepository(workingDirectory))
      refuse(file, "workingDirectory", "not a relative path inside the repository");
  }
  if (v.checkRunPosted !== undefined && typeof v.checkRunPosted !== "boolean")
    refuse(file, "checkRunPosted", "not true or false");
  const baseline = v.baseline;
  if (!isObj(baseline)) refuse(file, "baseline", "not an object");
  const provenance = checkProvenance(baseline.provenance, file, "baseline.provenance");
  const notes = boundedLines(
    baseline.notes ?? [],
    file,
    "baseline.notes",
    BUNDLE_LIMITS.notes,
    BUNDLE_LIMITS.noteChars,
  );
  // Absent in bundles of earlier versions: no failure recorded.
  const failures = boundedLines(
    baseline.failures ?? [],
    file,
    "baseline.failures",
    BUNDLE_LIMITS.failures,
    BUNDLE_LIMITS.failureChars,
  );
  if (!Array.isArray(v.outcomes) || v.outcomes.length > BUNDLE_LIMITS.outcomes)
    refuse(file, "outcomes", `not a list of at most ${BUNDLE_LIMITS.outcomes} suites`);
  const outcomes = v.outcomes.map((o, i): PublishOutcomeEntry => {
    const at = `outcomes[${i}]`;
    if (!isObj(o)) refuse(file, at, "not an object");
    if (o.kind !== "compared" && o.kind !== "uncompared" && o.kind !== "not_run")
      refuse(file, `${at}.kind`, "not compared, uncompared or not_run");
    if (o.newSuite !== undefined && typeof o.newSuite !== "boolean")
      refuse(file, `${at}.newSuite`, "not true or false");
    const name = boundedString(o.file, file, `${at}.file`, 160);
    if (!FILE_NAME.test(name)) refuse(file, `${at}.file`, "not a plain file name of the bundle");
    return {
      suite: boundedString(o.suite, file, `${at}.suite`, BUNDLE_LIMITS.suiteChars),
      kind: o.kind,
      reason:
        o.reason === null || o.reason === undefined
          ? null
          : boundedString(o.reason, file, `${at}.reason`, BUNDLE_LIMITS.reasonChars),
      file: name,
      ...(o.newSuite === true && { newSuite: true }),
    };
  });
  return {
    format: PUBLISH_FORMAT,
    header,
    ...(workingDirectory !== undefined && { workingDirectory }),
    ...(v.checkRunPosted === true && { checkRunPosted: true }),
    baseline: { provenance, notes, failures },
    outcomes,
  };
}

/**
 * The pull request of the uploaded event: a positive integer number and 40-hex head and base
 * commits, a one-line base branch. The fork flag is not trusted from it (the job never uses it).
 */
export function parsePublishEvent(text: string, file: string): PullRequest {
  const v = parse(text, file, MAX_EVENT_BYTES);
  if (!isObj(v) || !isObj(v.pull_request)) refuse(file, "pull_request", "not a pull_request event");
  const pr = v.pull_request;
  const number = pr.number;
  if (typeof number !== "number" || !Number.isInteger(number) || number <= 0 || number > 2 ** 31)
    refuse(file, "pull_request.number", "not a positive whole number");
  const head = isObj(pr.head) ? pr.head : refuse(file, "pull_request.head", "not an object");
  const base = isObj(pr.base) ? pr.base : refuse(file, "pull_request.base", "not an object");
  if (typeof head.sha !== "string" || !SHA.test(head.sha))
    refuse(file, "pull_request.head.sha", "not a 40-character hexadecimal commit SHA");
  if (typeof base.sha !== "string" || !SHA.test(base.sha))
    refuse(file, "pull_request.base.sha", "not a 40-character hexadecimal commit SHA");
  const baseRef = base.ref === undefined ? "" : boundedString(base.ref, file, "pull_request.base.ref", 255);
  return { number, headSha: head.sha, baseSha: base.sha, baseRef, fork: true };
}
