import { resolve } from "node:path";
import { type Diagnostic, InputError } from "../core/diagnostics.js";
import { toPlain } from "../core/json/stringify.js";
import { aggregateCase, type CaseAggregate, summarize } from "../core/result/aggregate.js";
import type { RepetitionStatus, RunResult } from "../core/result/run-result.js";
import { shareCaseStrings } from "../core/result/shared-strings.js";
import { READABLE_RUN_FORMATS, restoreStoredResult } from "../core/result/stored-form.js";
import { JsonTextMap } from "./json-positions.js";
import { formatPath } from "./source-file.js";
import { readWrittenObject, validateWritten, type WrittenObject } from "./written-file.js";

/**
 * Reads a `modelgate.run/v2` (or v1) result file: JSON read as the strict parser reads it (big
 * integers in evidence stay exact, duplicate keys are errors; the native parser only where that
 * is provably the same, see parseWrittenJson), the version checked first so an unknown one gets
 * a clear message, then the shape, then the stored form restored (parsed JSON outputs derived
 * from their text), then that no case id repeats and the statuses and the summary agree with
 * the repetitions.
 * `file` is the path as the user wrote it (messages name it); `absolute` where to read it.
 * `like`, a run of the same suite already read, lends its equal strings and derived values
 * (see shareCaseStrings, restoreStoredResult).
 */
export async function readRunResult(
  file: string,
  absolute: string = resolve(file),
  like?: RunResult,
): Promise<RunResult> {
  return checkRunResult(file, await parseRunResult(file, absolute, like), like);
}

/** A result file parsed, not yet checked: {@link checkRunResult} makes it a run. */
export interface ParsedRunResult {
  read: WrittenObject;
}

/**
 * {@link readRunResult}'s first step: the file read and parsed, nothing checked yet. `like`, the
 * other side's file parsed already (checked or not: only strings equal on both sides are
 * touched), lends its equal strings to each case as it is parsed.
 */
export async function parseRunResult(
  file: string,
  absolute: string = resolve(file),
  like?: RunResult | ParsedRunResult,
): Promise<ParsedRunResult> {
  const likeCases = like === undefined ? undefined : casesOf(like);
  const read = await readWrittenObject(
    file,
    absolute,
    {
      parse: (error) => `not a valid result file: ${error.replace(/^line \d+, column \d+: /, "")}`,
      notObject: { file, line: 1, column: 1, message: "not a result file: expected a JSON object" },
    },
    "cases",
    likeCases === undefined ? undefined : (element, i) => shareCaseStrings(element, likeCases[i]),
  );
  return { read };
}

function casesOf(like: RunResult | ParsedRunResult): readonly unknown[] | undefined {
  const cases = "read" in like ? like.read.value.cases : like.cases;
  return Array.isArray(cases) ? cases : undefined;
}

/**
 * {@link readRunResult}'s second step, on what {@link parseRunResult} gave: the format, the
 * shape, the stored form, the case ids, the statuses. `like`, the other side's run checked
 * already, lends the JSON values it derived from the very same outputs (see restoreStoredResult).
 */
export async function checkRunResult(
  file: string,
  parsed: ParsedRunResult,
  like?: RunResult,
): Promise<RunResult> {
  const read = parsed.read;
  const value = read.value;
  const format = value.format;
  if (typeof format !== "string" || !READABLE_RUN_FORMATS.includes(format)) {
    const found =
      format === undefined ? "it has no 'format'" : `its format is ${JSON.stringify(toPlain(format))}`;
    const hint =
      typeof format === "string" && format.startsWith("modeldiff.") ? " (re-run it with modelgate)" : "";
    const message = `unsupported result file: ${found}; supported: ${READABLE_RUN_FORMATS.map((f) => `'${f}'`).join(", ")}${hint}`;
    // Placed at the `format` key, or at the object when it has none.
    const map = new JsonTextMap(await read.text());
    const at = format === undefined ? map.at([]) : map.keyAt(["format"]);
    throw new InputError([
      format === undefined ? { file, ...at, message } : { file, ...at, field: "format", message },
    ]);
  }
  await validateWritten(file, read, "result", `not a valid ${format} file: `);
  const result = value as unknown as RunResult;
  const underived = restoreStoredResult(result, like);
  if (underived.length > 0) {
    const map = new JsonTextMap(await read.text());
    throw new InputError(
      underived.map((p) => {
        const path = ["cases", p.caseIndex, "repetitions", p.repetitionIndex, "evidence", "json_from"];
        return { file, ...map.at(path), field: formatPath(path), caseId: p.caseId, message: p.message };
      }),
    );
  }
  const lies = inconsistencies(result);
  if (lies.length > 0) {
    const map = new JsonTextMap(await read.text());
    throw new InputError(
      lies.map((lie) => {
        const d: Diagnostic = {
          file,
          ...map.at(lie.path),
          field: formatPath(lie.path),
          message: lie.message,
        };
        if (lie.caseId !== undefined) d.caseId = lie.caseId;
        return d;
      }),
    );
  }
  return result;
}

interface Inconsistency {
  path: (string | number)[];
  caseId?: string;
  message: string;
}

/**
 * A result file is data anyone can edit: each case's status and counts are recomputed from its
 * repetitions, and the summary from the cases, so a case marked `pass` whose repetitions all
 * failed cannot compare as compatible. A case id names one case: compare, merge and replay key
 * cases by it, so a repeated id would silently stand for one of them.
 */
function inconsistencies(result: RunResult): Inconsistency[] {
  const out: Inconsistency[] = [];
  // Each case's status as its repetitions give it, for the summary (recomputed once).
  const statuses: { status: RepetitionStatus }[] = [];
  const cases = result.cases;
  // Only the ids on the way: where each was first used is indexed once a repeat is found, which
  // a valid file never has (so its read pays for one Set, and a broken one stays linear).
  const ids = new Set<string>();
  let firstIndex: Map<string, number> | undefined;
  for (let i = 0; i < cases.length; i++) {
    const c = cases[i]!;
    // One lookup a case: the set grows unless the id was in it.
    const known = ids.size;
    if (ids.add(c.id).size === known) {
      firstIndex ??= firstIndices(cases);
      out.push({
        path: ["cases", i, "id"],
        caseId: c.id,
        message: `duplicate case id (first used by cases[${firstIndex.get(c.id)}])`,
      });
    }
    // `repeat` is how many repetitions the runner planned and wrote; `min_pass` at most that, as
    // the suite allowed it. Either wrong, the status cannot be judged: that is the reason given.
    const planned = c.repetitions.length;
    if (planned > 0 && c.repeat !== planned) {
      out.push({
        path: ["cases", i, "repeat"],
        caseId: c.id,
        message: `repeat ${c.repeat} disagrees with the repetitions: the file has ${planned}`,
      });
    }
    if (c.min_pass > c.repeat) {
      out.push({
        path: ["cases", i, "min_pass"],
        caseId: c.id,
        message: `min_pass ${c.min_pass} is more than repeat ${c.repeat}`,
      });
      statuses.push({ status: c.status });
      continue;
    }
    // No repetition, nothing judged: the runner writes every planned one (`cancelled` when the
    // run stopped first), so only `cancelled` can stand; a `pass` here would hide a regression.
    const recomputed: CaseAggregate =
      c.repetitions.length === 0
        ? { status: "cancelled", pass_count: 0, judged_count: 0 }
        : aggregateCase(c.repetitions, c.min_pass);
    statuses.push(recomputed);
    if (c.repetitions.length === 0 && c.status !== "cancelled") {
      out.push({
        path: ["cases", i, "status"],
        caseId: c.id,
        message: `the case has no repetitions, so none was judged: its status can only be 'cancelled' (nothing ran), the file says '${c.status}'`,
      });
    } else if (recomputed.status !== c.status) {
      const told = `the file says '${c.status}', its repetitions say '${recomputed.status}' (${recomputed.pass_count} of ${c.repetitions.length} passed, min_pass ${c.min_pass})`;
      out.push({
        path: ["cases", i, "status"],
        caseId: c.id,
        message: `status disagrees with the repetitions: ${told}`,
      });
    } else if (recomputed.pass_count !== c.pass_count || recomputed.judged_count !== c.judged_count) {
      out.push({
        path: ["cases", i, "pass_count"],
        caseId: c.id,
        message: `pass_count ${c.pass_count} / judged_count ${c.judged_count} disagree with the repetitions (${recomputed.pass_count} / ${recomputed.judged_count})`,
      });
    }
  }
  const summary = summarize(statuses);
  for (const key of ["cases", "passed", "failed", "invalid", "errors"] as const) {
    if (summary[key] !== result.summary[key]) {
      out.push({
        path: ["summary", key],
        message: `summary.${key} is ${String(result.summary[key])} but the cases give ${summary[key]}`,
      });
    }
  }
  return out;
}

/** Each case id's first index in `cases`. */
function firstIndices(cases: readonly { id: string }[]): Map<string, number> {
  const first = new Map<string, number>();
  cases.forEach((c, i) => {
    if (!first.has(c.id)) first.set(c.id, i);
  });
  return first;
}
