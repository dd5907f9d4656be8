import { isRecord } from "../json/value.js";

/**
 * Two runs of one suite repeat each other's longest strings: the case ids and definition hashes,
 * and most outputs and their hashes. A case read from the second file takes the first file's
 * string wherever the two are equal, so each is held once (at 100,000 cases, some 15 MB less)
 * and the copy dies young. Equal strings are the same value: nothing that reads them can tell.
 * `element` is a case as parsed, not yet validated; `like` the first file's case at the same
 * position (anything: only members that are strings on both sides are touched).
 *
 * Each member is read and written by its name, not through a key held in a variable: a
 * variable key makes every access a lookup by name at run time, and this runs for each case
 * of the file as it is parsed (at 5,000 cases it doubled the cost of sharing).
 */
export function shareCaseStrings(element: unknown, like: unknown): void {
  if (!isRecord(element) || !isRecord(like)) return;
  const e = element as SharedCase;
  const l = like as SharedCase;
  // Assigned only to an own member already there: the member order stays as parsed.
  if (typeof e.id === "string" && e.id === l.id && Object.hasOwn(e, "id")) e.id = l.id;
  if (typeof e.case_sha256 === "string" && e.case_sha256 === l.case_sha256 && Object.hasOwn(e, "case_sha256"))
    e.case_sha256 = l.case_sha256;
  const source = e.source;
  const likeSource = l.source;
  if (isRecord(source) && isRecord(likeSource)) {
    const s = source as { file?: unknown };
    const ls = likeSource as { file?: unknown };
    if (typeof s.file === "string" && s.file === ls.file && Object.hasOwn(s, "file")) s.file = ls.file;
  }
  const reps = e.repetitions;
  const likeReps = l.repetitions;
  if (!Array.isArray(reps) || !Array.isArray(likeReps)) return;
  const n = Math.min(reps.length, likeReps.length);
  for (let i = 0; i < n; i++) {
    const rep: unknown = reps[i];
    const likeRep: unknown = likeReps[i];
    if (!isRecord(rep) || !isRecord(likeRep)) continue;
    const r = rep as SharedRepetition;
    const lr = likeRep as SharedRepetition;
    if (typeof r.output === "string" && r.output === lr.output && Object.hasOwn(r, "output"))
      r.output = lr.output;
    if (
      typeof r.output_sha256 === "string" &&
      r.output_sha256 === lr.output_sha256 &&
      Object.hasOwn(r, "output_sha256")
    )
      r.output_sha256 = lr.output_sha256;
    if (typeof r.reason === "string" && r.reason === lr.reason && Object.hasOwn(r, "reason"))
      r.reason = lr.reason;
  }
}

/** The members of a case as parsed that are shared; any of them may be anything until validated. */
interface SharedCase {
  id?: unknown;
  case_sha256?: unknown;
  source?: unknown;
  repetitions?: unknown;
}

interface SharedRepetition {
  output?: unknown;
  output_sha256?: unknown;
  reason?: unknown;
}
