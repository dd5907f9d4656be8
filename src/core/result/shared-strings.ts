import { isRecord } from "../json/value.js";

/**
 * Two runs of one suite repeat each other's longest strings: the case ids and definition hashes,
 * and most outputs and their hashes. A case read from the second file takes the first file's
 * string wherever the two are equal, so each is held once (at 100,000 cases, some 15 MB less)
 * and the copy dies young. Equal strings are the same value: nothing that reads them can tell.
 * `element` is a case as parsed, not yet validated; `like` the first file's case at the same
 * position (anything: only members that are strings on both sides are touched).
 */
export function shareCaseStrings(element: unknown, like: unknown): void {
  if (!isRecord(element) || !isRecord(like)) return;
  share(element, like, "id");
  share(element, like, "case_sha256");
  const source = element.source;
  const likeSource = like.source;
  if (isRecord(source) && isRecord(likeSource)) share(source, likeSource, "file");
  const reps = element.repetitions;
  const likeReps = like.repetitions;
  if (!Array.isArray(reps) || !Array.isArray(likeReps)) return;
  const n = Math.min(reps.length, likeReps.length);
  for (let i = 0; i < n; i++) {
    const rep: unknown = reps[i];
    const likeRep: unknown = likeReps[i];
    if (!isRecord(rep) || !isRecord(likeRep)) continue;
    share(rep, likeRep, "output");
    share(rep, likeRep, "output_sha256");
    share(rep, likeRep, "reason");
  }
}

function share(target: Record<string, unknown>, like: Record<string, unknown>, key: string): void {
  const value = target[key];
  if (typeof value !== "string") return;
  const other = like[key];
  // Assigned only to an own member already there: the member order stays as parsed.
  if (value === other && Object.hasOwn(target, key)) target[key] = other;
}
