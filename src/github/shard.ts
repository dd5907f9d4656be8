import { readFile } from "node:fs/promises";
import path from "node:path";
import * as core from "@actions/core";
import { mergeRuns } from "../core/compare/merge.js";
import { InputError } from "../core/diagnostics.js";
import { messageOf } from "../core/error-message.js";
import { renderRunJson } from "../core/report/run-json.js";
import type { RunResult } from "../core/result/run-result.js";
import { writeFileAtomic } from "../io/atomic-write.js";
import { makeDirectory } from "../io/make-directory.js";
import { readRunResult } from "../load/result-file.js";
import { type ArtifactClient, artifactServiceOffered } from "./artifacts.js";
import type { Shard } from "./inputs.js";
import type { WrittenRun } from "./run-suites.js";

export const PART_MANIFEST = "modelgate-part.json";
const PART_FORMAT = "modelgate.part/v1";

/** Not an internal error: the runner offers no artifact service (no ACTIONS_RUNTIME_TOKEN). */
const NEEDS_ARTIFACTS = "Sharding needs the Actions artifact service, which this runner does not provide";

/**
 * A failure of the artifact service, said as what it is: the service missing only when the runner
 * offers none; a conflict (an artifact of that name in this attempt) or any other answer as such.
 */
function why(error: unknown): string {
  const message = messageOf(error);
  if (!artifactServiceOffered()) return `${message}. ${NEEDS_ARTIFACTS}`;
  // The artifact client says the cause (another job of this attempt, or an earlier one unknown).
  if (/\(409\)|another job of this attempt/.test(message))
    return `${message}. Give each leg its own 'shard' index, and each sharded job its own comment-header`;
  return `${message}. The Actions artifact service failed; re-run the job`;
}

/** `baseline` results come from `baseline-config` (matrix mode); `candidate` from `config`. */
export type Role = "baseline" | "candidate";

export function partArtifactName(header: string, index: number): string {
  return `modelgate-part-${header}-${index}`;
}

interface PartManifest {
  format: typeof PART_FORMAT;
  header: string;
  shard: Shard;
  results: Array<{ suite: string; config_id: string; role: Role; file: string }>;
}

/** Uploads a shard leg's results as `modelgate-part-<header>-<i>` for the merge job. */
export async function uploadPart(
  artifacts: ArtifactClient,
  header: string,
  shard: Shard,
  runs: Array<{ run: WrittenRun; role: Role }>,
  dir: string,
): Promise<string> {
  await makeDirectory(dir);
  const manifest: PartManifest = { format: PART_FORMAT, header, shard, results: [] };
  const files: string[] = [];
  for (const { run, role } of runs) {
    const name = path.basename(run.file);
    const target = path.join(dir, name);
    await writeFileAtomic(target, renderRunJson(run.result));
    manifest.results.push({ suite: run.suite, config_id: run.configId, role, file: name });
    // One run may stand for both roles (the same config on both sides): upload its file once.
    if (!files.includes(target)) files.push(target);
  }
  const manifestFile = path.join(dir, PART_MANIFEST);
  await writeFileAtomic(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  files.push(manifestFile);
  const name = partArtifactName(header, shard.index);
  try {
    await artifacts.upload(name, files, dir);
  } catch (error) {
    throw new InputError(`shard ${shard.index}/${shard.count}: ${name} could not be uploaded: ${why(error)}`);
  }
  return name;
}

/** A merged run per suite and role. */
export interface MergedRun {
  suite: string;
  role: Role;
  result: RunResult;
}

export interface MergedParts {
  runs: MergedRun[];
  /** Every part had baseline-role results: the legs ran in matrix mode. */
  matrix: boolean;
  count: number;
  missing: number[];
}

/**
 * Downloads every `modelgate-part-<header>-*` artifact of this run, checks that the shards are
 * one complete set, and merges each suite's parts per role with the engine's `mergeRuns`.
 */
export async function downloadAndMergeParts(
  artifacts: ArtifactClient,
  header: string,
  dir: string,
): Promise<MergedParts> {
  const prefix = `modelgate-part-${header}-`;
  const listed = await artifacts.listCurrentRun().catch((error: unknown) => {
    throw new InputError(`mode 'merge': the artifacts of this run cannot be listed: ${why(error)}`);
  });
  const refs = listed.filter((a) => a.name.startsWith(prefix) && /^\d+$/.test(a.name.slice(prefix.length)));
  if (refs.length === 0) {
    throw new InputError(
      `mode 'merge': this run has no artifact named ${prefix}<i>; run the legs with 'shard: i/n' and the same comment-header, and make the merge job need them`,
    );
  }
  const manifests: Array<{ manifest: PartManifest; dir: string }> = [];
  for (const ref of refs.sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }))) {
    const partDir = path.join(dir, ref.name);
    await makeDirectory(partDir);
    await artifacts.downloadCurrentRun(ref.id, partDir);
    let manifest: PartManifest;
    try {
      manifest = JSON.parse(await readFile(path.join(partDir, PART_MANIFEST), "utf8")) as PartManifest;
    } catch (error) {
      throw new InputError(`artifact ${ref.name} holds no readable ${PART_MANIFEST}: ${messageOf(error)}`);
    }
    if (manifest.format !== PART_FORMAT)
      throw new InputError(`artifact ${ref.name} is not a ${PART_FORMAT} part`);
    manifests.push({ manifest, dir: partDir });
  }
  const counts = new Set(manifests.map((m) => m.manifest.shard.count));
  if (counts.size !== 1) {
    throw new InputError(
      `the parts disagree on the shard count (${[...counts].join(", ")}): they are not one sharded run`,
    );
  }
  const count = [...counts][0]!;
  const present = new Set(manifests.map((m) => m.manifest.shard.index));
  const missing: number[] = [];
  for (let i = 1; i <= count; i++) if (!present.has(i)) missing.push(i);
  if (missing.length > 0) {
    core.warning(
      `ModelGate: parts ${missing.map((i) => `${i}/${count}`).join(", ")} are missing; their cases are reported missing`,
    );
  }

  const groups = new Map<string, { suite: string; role: Role; parts: RunResult[] }>();
  for (const { manifest, dir: partDir } of manifests) {
    for (const entry of manifest.results) {
      const key = `${entry.role}\u0000${entry.suite}`;
      const group = groups.get(key) ?? { suite: entry.suite, role: entry.role, parts: [] };
      group.parts.push(await readRunResult(path.join(partDir, path.basename(entry.file))));
      groups.set(key, group);
    }
  }
  const runs = [...groups.values()].map((g) => ({
    suite: g.suite,
    role: g.role,
    result: mergeRuns(g.parts),
  }));
  const matrix = manifests.every((m) => m.manifest.results.some((r) => r.role === "baseline"));
  return { runs, matrix, count, missing };
}
