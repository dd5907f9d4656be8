import { copyFile, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Provenance } from "../core/compare/comparison.js";
import { InputError } from "../core/diagnostics.js";
import { messageOf } from "../core/error-message.js";
import { writeFileAtomic } from "../io/atomic-write.js";
import { numberedFileName, safeFileName } from "../io/file-name.js";
import { makeDirectory } from "../io/make-directory.js";
import { readRunResult } from "../load/result-file.js";
import type { GitHubClient } from "./api.js";
import type { ArtifactClient } from "./artifacts.js";
import { baselineArtifactName, findBaselineArtifact } from "./baseline-artifact.js";
import { type CacheClient, cacheKey, cachePrefix, keyBelongsTo } from "./baseline-cache.js";
import { describeFetchFailure, fetchStep } from "./baseline-fetch-failure.js";
import type { Repo, Trigger } from "./context.js";
import type { BaselineSource } from "./inputs.js";

/** The file in a stored baseline that says what it holds and where it came from. */
export const MANIFEST_FILE = "modelgate-baseline.json";
const MANIFEST_FORMAT = "modelgate.baseline/v1";

/** One run result in a stored baseline. */
export interface BaselineEntry {
  suite: string;
  configId: string;
  /** Absolute path of the result file. */
  file: string;
}

export interface StoredBaseline {
  source: "cache" | "artifact" | "file";
  /** The commit the baseline ran on; null for a committed file (its commit is unknown). */
  commit: string | null;
  createdAt: string | null;
  /** Cache key, artifact run or file path: what a reader needs to find it again. */
  detail: string;
  entries: BaselineEntry[];
  /** The branch it was saved on (older manifests: unknown, the default branch). */
  branch?: string | null;
  /** The base commit's own baseline, or the newest one of the base branch. */
  match?: BaselineMatch;
}

/** `exact`: saved for the pull request's base commit; `newest`: the base branch's newest. */
export type BaselineMatch = "exact" | "newest";

export interface BaselineLookup {
  baseline: StoredBaseline | null;
  /** What was tried and why it did not give a baseline, in order, for the log. */
  notes: string[];
  /**
   * Steps that failed (an HTTP error, a service outage), also in `notes`: with no baseline found,
   * one may exist, so the lookup failed rather than found none.
   */
  failures: string[];
}

export interface StoreDeps {
  cache: CacheClient;
  artifacts: ArtifactClient;
  /** REST client for the artifact lookup; null without a token. */
  client: GitHubClient | null;
  repo: Repo;
  workflowFile: string | null;
  now?: () => Date;
}

/** Where a pull request's baseline is looked for. */
export interface LookupTarget {
  header: string;
  /** The pull request's base commit: the exact cache key tried first. */
  baseSha: string | null;
  /** The base branch, for the prefix restore and the artifact lookup. */
  baseBranch: string | null;
  /** Where the stored baseline is restored to (an empty folder of its own). */
  dir: string;
  /** Resolves a committed baseline file's relative path. */
  cwd: string;
  /** The repository's default branch: where manifests without a branch were saved. */
  defaultBranch?: string | null;
}

interface Manifest {
  format: typeof MANIFEST_FORMAT;
  header: string;
  commit: string;
  /** The branch whose push saved it. */
  branch?: string;
  created_at: string;
  results: Array<{ suite: string; config_id: string; file: string }>;
}

/** Provenance for the comparison's baseline identity. */
export function provenanceOf(baseline: StoredBaseline, now: Date): Provenance {
  const created = baseline.createdAt === null ? Number.NaN : Date.parse(baseline.createdAt);
  return {
    source: baseline.source,
    commit: baseline.commit,
    age_seconds: Number.isFinite(created) ? Math.max(0, Math.round((now.getTime() - created) / 1000)) : null,
  };
}

/**
 * Finds the baseline, in order: the base commit's own (the cache entry keyed by it, then the
 * artifact of the successful push run of that commit, by `head_sha`), then the newest of the base
 * branch (the newest cache entry of the header, kept only when it was saved on the base branch;
 * then the artifact of the newest successful push run on the base branch). The cache's prefix
 * restore is not scoped to the base branch: a pull request into `release` can restore the default
 * branch's entries, so the manifest's branch decides. No baseline is a normal outcome.
 */
export async function findBaseline(
  source: BaselineSource,
  target: LookupTarget,
  deps: StoreDeps,
): Promise<BaselineLookup> {
  const notes: string[] = [];
  const failures: string[] = [];
  if (source.kind === "none") return { baseline: null, notes: ["baseline: none"], failures };
  if (source.kind === "file") return { baseline: await fromFile(source.path, target.cwd), notes, failures };
  const cache = source.kind === "auto" || source.kind === "cache";
  const artifact = source.kind === "auto" || source.kind === "artifact";
  type Step = { source: "cache" | "artifact"; find: () => Promise<StoredBaseline | null> };
  const steps: Step[] = [];
  const fromCacheStep = (m: BaselineMatch): Step => ({
    source: "cache",
    find: () => fromCache(target, deps, notes, m),
  });
  const fromArtifactStep = (m: BaselineMatch): Step => ({
    source: "artifact",
    find: () => fromArtifact(target, deps, notes, m),
  });
  if (target.baseSha !== null) {
    if (cache) steps.push(fromCacheStep("exact"));
    if (artifact) steps.push(fromArtifactStep("exact"));
  }
  if (cache) steps.push(fromCacheStep("newest"));
  if (artifact) steps.push(fromArtifactStep("newest"));
  for (const step of steps) {
    let found: StoredBaseline | null;
    try {
      found = await step.find();
    } catch (error) {
      // A failed request is not an absent baseline: noted, and the next place is still tried.
      const failure = describeFetchFailure(step.source, error);
      // The exact and the newest lookup often fail at the same request: said once.
      if (!failures.includes(failure)) {
        notes.push(failure);
        failures.push(failure);
      }
      continue;
    }
    if (found !== null) return { baseline: found, notes, failures };
  }
  return { baseline: null, notes, failures };
}

async function fromCache(
  target: LookupTarget,
  deps: StoreDeps,
  notes: string[],
  match: BaselineMatch,
): Promise<StoredBaseline | null> {
  if (!(await deps.cache.available())) {
    if (!notes.some((n) => n.startsWith("cache: the Actions cache service")))
      notes.push("cache: the Actions cache service is not available here");
    return null;
  }
  const prefix = cachePrefix(target.header);
  const exact = match === "exact" && target.baseSha !== null;
  const primary = exact ? cacheKey(target.header, target.baseSha!) : prefix;
  await emptyDir(target.dir);
  const matched = await fetchStep(
    `restoring ${exact ? primary : `the newest entry starting ${prefix}`}`,
    () => deps.cache.restore([target.dir], primary, exact ? [] : [prefix]),
  );
  if (matched === undefined) {
    notes.push(`cache: no entry ${exact ? `for ${primary}` : `starting ${prefix}`}`);
    return null;
  }
  if (!keyBelongsTo(matched, target.header)) {
    notes.push(`cache: ${matched} belongs to another comment-header; ignored`);
    return null;
  }
  const found = await readBundle(target.dir, "cache", matched, notes);
  if (found === null) return null;
  return exact ? { ...found, match: "exact" } : ofBaseBranch(found, target, notes, `cache: ${matched}`);
}

async function fromArtifact(
  target: LookupTarget,
  deps: StoreDeps,
  notes: string[],
  match: BaselineMatch,
): Promise<StoredBaseline | null> {
  if (deps.client === null) {
    if (!notes.some((n) => n.startsWith("artifact: no github-token")))
      notes.push("artifact: no github-token to look up artifacts");
    return null;
  }
  if (target.baseBranch === null && match === "newest") {
    notes.push("artifact: no base branch to look in");
    return null;
  }
  const exact = match === "exact" && target.baseSha !== null;
  const found = await findBaselineArtifact(deps.client, deps.repo, {
    ...(exact ? { headSha: target.baseSha! } : { branch: target.baseBranch! }),
    header: target.header,
    workflowFile: deps.workflowFile,
  });
  if (found !== null && "unknownWorkflow" in found) {
    // Not a failure: GitHub has no run of this workflow at all (see baseline-artifact.ts).
    const note = `artifact: GitHub knows no workflow ${found.unknownWorkflow} yet (its runs answer 404 Not Found, the repository's runs are listed): the workflow is new on this pull request, so no baseline was saved`;
    if (!notes.includes(note)) notes.push(note);
    return null;
  }
  if (found === null) {
    notes.push(
      exact
        ? `artifact: no ${baselineArtifactName(target.header)} in a successful push run of commit ${target.baseSha}`
        : `artifact: no ${baselineArtifactName(target.header)} in the successful push runs of '${target.baseBranch}'`,
    );
    return null;
  }
  await emptyDir(target.dir);
  await fetchStep(`downloading artifact ${found.artifactId} of run ${found.runId}`, () =>
    deps.artifacts.downloadFromRun(found.artifactId, found.runId, target.dir),
  );
  const bundle = await readBundle(target.dir, "artifact", `run ${found.runId}`, notes);
  if (bundle === null) return null;
  if (exact) return { ...bundle, match: bundle.commit === target.baseSha ? "exact" : "newest" };
  return ofBaseBranch(bundle, target, notes, `artifact: run ${found.runId}`);
}

/**
 * A baseline found as the newest one: kept when it was saved on the base branch (a manifest
 * without a branch was saved on the default branch, the only branch that saves), else ignored.
 */
function ofBaseBranch(
  found: StoredBaseline,
  target: LookupTarget,
  notes: string[],
  what: string,
): StoredBaseline | null {
  const branch = found.branch ?? target.defaultBranch ?? null;
  if (target.baseBranch !== null && branch !== null && branch !== target.baseBranch) {
    notes.push(`${what} was saved on '${branch}', not on the base branch '${target.baseBranch}'; ignored`);
    return null;
  }
  const match: BaselineMatch = found.commit !== null && found.commit === target.baseSha ? "exact" : "newest";
  return { ...found, match };
}

async function readBundle(
  dir: string,
  source: "cache" | "artifact",
  detail: string,
  notes: string[],
): Promise<StoredBaseline | null> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), "utf8")) as Manifest;
  } catch (error) {
    notes.push(`${source}: ${detail} holds no readable ${MANIFEST_FILE}: ${messageOf(error)}`);
    return null;
  }
  if (manifest?.format !== MANIFEST_FORMAT || !Array.isArray(manifest.results)) {
    notes.push(`${source}: ${detail} is not a ${MANIFEST_FORMAT} baseline; ignored`);
    return null;
  }
  return {
    source,
    commit:
      typeof manifest.commit === "string" && /^[0-9a-f]{40}$/.test(manifest.commit) ? manifest.commit : null,
    createdAt: typeof manifest.created_at === "string" ? manifest.created_at : null,
    branch: typeof manifest.branch === "string" ? manifest.branch : null,
    detail,
    entries: manifest.results.map((r) => ({
      suite: r.suite,
      configId: r.config_id,
      // Names only: a stored manifest never points outside its own folder.
      file: path.join(dir, path.basename(r.file)),
    })),
  };
}

/** A committed result file, or a folder of them. */
async function fromFile(given: string, cwd: string): Promise<StoredBaseline> {
  const target = path.resolve(cwd, given);
  const info = await stat(target).catch(() => null);
  if (info === null) {
    throw new InputError(`input 'baseline': ${given} does not exist (resolved to ${target})`);
  }
  const files = info.isDirectory()
    ? (await readdir(target))
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((f) => path.join(target, f))
    : [target];
  const entries: BaselineEntry[] = [];
  let createdAt: string | null = null;
  for (const file of files) {
    const result = await readRunResult(file);
    entries.push({ suite: result.suite.name, configId: result.config.id, file });
    if (createdAt === null || result.finished_at > createdAt) createdAt = result.finished_at;
  }
  return { source: "file", commit: null, createdAt, detail: given, entries };
}

export type SaveOutcome = {
  saved: string[];
  /** Where this commit's baseline already was (a re-run of the job): kept, not written again. */
  existing: string[];
  skipped: string | null;
  failures: string[];
};

/** Writes result files and their manifest into `dir`, the folder that is cached or uploaded. */
export async function writeBundle(
  dir: string,
  header: string,
  commit: string,
  results: BaselineEntry[],
  now: Date,
  branch: string | null = null,
): Promise<string[]> {
  await emptyDir(dir);
  const written: string[] = [];
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    header,
    commit,
    ...(branch !== null ? { branch } : {}),
    created_at: now.toISOString(),
    results: [],
  };
  results.forEach((entry, i) => {
    const name = numberedFileName(i, `${safeFileName(entry.suite)}-${safeFileName(entry.configId)}.json`);
    manifest.results.push({ suite: entry.suite, config_id: entry.configId, file: name });
  });
  for (const [i, entry] of results.entries()) {
    const target = path.join(dir, manifest.results[i]!.file);
    await copyFile(entry.file, target);
    written.push(target);
  }
  const manifestPath = path.join(dir, MANIFEST_FILE);
  await writeFileAtomic(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  written.push(manifestPath);
  return written;
}

/**
 * Saves a baseline, only from a push to the default branch: pull requests, pull_request_target
 * and workflow_run runs never write one (their code or results are not the base branch's).
 */
export async function saveBaseline(
  source: BaselineSource,
  trigger: Trigger,
  header: string,
  dir: string,
  results: BaselineEntry[],
  deps: StoreDeps,
): Promise<SaveOutcome> {
  const outcome: SaveOutcome = { saved: [], existing: [], skipped: null, failures: [] };
  if (trigger.kind !== "push" || !trigger.defaultBranch) {
    outcome.skipped = "baselines are saved only from pushes to the default branch";
    return outcome;
  }
  if (source.kind === "none" || source.kind === "file") {
    outcome.skipped = `baseline: ${source.kind === "none" ? "none" : "a committed file"} is not stored`;
    return outcome;
  }
  const now = (deps.now ?? (() => new Date()))();
  const toCache = source.kind === "auto" || source.kind === "cache";
  const cacheUp = toCache && (await deps.cache.available());
  // A re-run of the job finds its commit's entries from the first attempt: a cache entry is
  // immutable, so the artifact (which a re-run could replace) is kept too: both stores agree.
  const key = cacheKey(header, trigger.sha);
  if (cacheUp && (await cacheHas(deps.cache, dir, key))) outcome.existing.push(`cache ${key}`);
  const name = baselineArtifactName(header);
  const toArtifact = source.kind === "auto" || source.kind === "artifact";
  if (toArtifact && (await runHasArtifact(deps.artifacts, name))) outcome.existing.push(`artifact ${name}`);
  const files = await writeBundle(dir, header, trigger.sha, results, now, trigger.branch);
  if (toCache && !outcome.existing.includes(`cache ${key}`)) {
    if (!cacheUp) outcome.failures.push("cache: the Actions cache service is not available here");
    else {
      try {
        await deps.cache.save([dir], key);
        outcome.saved.push(`cache ${key}`);
      } catch (error) {
        outcome.failures.push(`cache: ${messageOf(error)}`);
      }
    }
  }
  if (toArtifact && !outcome.existing.includes(`artifact ${name}`)) {
    try {
      await deps.artifacts.upload(name, files, dir);
      outcome.saved.push(`artifact ${name}`);
    } catch (error) {
      outcome.failures.push(`artifact: ${messageOf(error)}`);
    }
  }
  return outcome;
}

/**
 * Whether the cache holds `key` (an exact match only). The restore is the one lookup the cache
 * client has; it fills `dir`, which the bundle written next replaces. A failing lookup is no
 * entry: the save that follows reports the service's failure.
 */
async function cacheHas(cache: CacheClient, dir: string, key: string): Promise<boolean> {
  await makeDirectory(dir);
  return (await cache.restore([dir], key, []).catch(() => undefined)) === key;
}

/** Whether this workflow run (an earlier attempt of it) already has the artifact `name`. */
async function runHasArtifact(artifacts: ArtifactClient, name: string): Promise<boolean> {
  const listed = await artifacts.listCurrentRun().catch(() => []);
  return listed.some((a) => a.name === name);
}

/** The baseline entry for a candidate result: matched by suite name. */
export function entryFor(baseline: StoredBaseline, suite: string): BaselineEntry | null {
  return baseline.entries.find((e) => e.suite === suite) ?? null;
}

async function emptyDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await makeDirectory(dir);
}
