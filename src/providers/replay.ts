import type { ReplayConfig } from "../core/config/run-config.js";
import { oneLine, quoted } from "../core/diagnostics.js";
import type { Recordings } from "../core/run/recording.js";
import type { Suite } from "../core/suite/case.js";

/**
 * Case ids a recorded-outputs file has and the suite lacks, in file order. Ids of suite cases
 * left out by `--tag` or `--shard` are in the suite, so they never count.
 */
export function unknownRecordedIds(recordings: Recordings, suite: Suite): string[] {
  const known = new Set<string>();
  for (const c of suite.cases) known.add(c.id);
  const unknown: string[] = [];
  for (const id of recordings.keys()) if (!known.has(id)) unknown.push(id);
  return unknown;
}

/** The stderr warning for those ids (it never changes the exit code), or null when there are none. */
export function unknownIdsWarning(recordings: Recordings, suite: Suite, config: ReplayConfig): string | null {
  const ids = unknownRecordedIds(recordings, suite);
  if (ids.length === 0) return null;
  const shown =
    ids.length > 20
      ? `${ids.slice(0, 20).map(oneLine).join(", ")}, ... (${ids.length} in all)`
      : ids.map(oneLine).join(", ");
  return `recorded outputs contain case ids not in suite ${quoted(suite.name)}: ${shown} (config ${quoted(config.id)}, ${oneLine(config.outputs)})`;
}
