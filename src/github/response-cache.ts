import { readFile } from "node:fs/promises";
import path from "node:path";
import * as core from "@actions/core";
import type { CacheStats } from "../cache/cached-provider.js";
import { messageOf } from "../core/error-message.js";
import { sha256Hex } from "../core/json/canonical.js";
import type { RunResult } from "../core/result/run-result.js";
import { actionsCache, type CacheClient } from "./baseline-cache.js";
import { readContext } from "./context.js";
import { logInfo } from "./log.js";

/** Bump when the cached layout changes; entries of another version are never restored. */
export const RESPONSE_CACHE_PREFIX = "modelgate-responses-v1-";

/** What the job's run needs to know about the response cache it restored. */
export interface RestoredResponses {
  dir: string;
  /** Key prefix for this set of configurations; the saved key adds the model digests. */
  prefix: string;
  restoredKey: string | undefined;
}

/**
 * The key prefix: the configurations' contents, so editing a configuration starts a new line of
 * entries. The saved key adds the model digests of the run and the run id (entries are
 * immutable), and the prefix restore picks the newest entry of the line. A restored entry holds
 * answers of other digests too; they are never served (the digest is part of every request key).
 */
export async function responseCachePrefix(cwd: string, configs: readonly string[]): Promise<string> {
  const texts: string[] = [];
  for (const config of configs) {
    texts.push(await readFile(path.resolve(cwd, config), "utf8").catch(() => config));
  }
  return `${RESPONSE_CACHE_PREFIX}${sha256Hex(texts.join("\0")).slice(0, 16)}-`;
}

/** The model digests a run reported, as one short hash (`none` when no live model ran). */
export function digestsKey(results: readonly RunResult[]): string {
  const digests = new Set<string>();
  for (const result of results) {
    const models = result.runtime.provider.models;
    if (typeof models !== "object" || models === null || Array.isArray(models)) continue;
    for (const [name, entry] of Object.entries(models)) {
      const digest =
        typeof entry === "object" && entry !== null && !Array.isArray(entry) ? entry.digest : undefined;
      digests.add(`${name}@${typeof digest === "string" ? digest : ""}`);
    }
  }
  return digests.size === 0 ? "none" : sha256Hex([...digests].sort().join("\n")).slice(0, 16);
}

/** Restores the newest entry for these configurations into `<outDir>/responses`. */
export async function restoreResponses(
  outDir: string,
  cwd: string,
  configs: readonly string[],
  client: CacheClient = actionsCache(),
): Promise<RestoredResponses> {
  const dir = path.join(outDir, "responses");
  const prefix = await responseCachePrefix(cwd, configs);
  let restoredKey: string | undefined;
  if (await client.available()) {
    try {
      restoredKey = await client.restore([dir], `${prefix}latest`, [prefix]);
    } catch (error) {
      core.warning(`ModelGate: response cache not restored: ${messageOf(error)}`);
    }
  } else {
    logInfo("The Actions cache is not available: responses are cached for this job only");
  }
  logInfo(
    restoredKey === undefined
      ? "Response cache: nothing restored"
      : `Response cache: restored ${restoredKey}`,
  );
  return { dir, prefix, restoredKey };
}

/**
 * Saves the folder when the run stored new answers, never from a pull request of a fork (its
 * code must not write entries a trusted run would later serve), and says in the job summary
 * how many calls the cache served.
 */
export async function saveResponses(
  restored: RestoredResponses,
  results: readonly RunResult[],
  stats: CacheStats | undefined,
  client: CacheClient = actionsCache(),
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | null> {
  const hits = stats?.hits ?? 0;
  const misses = stats?.misses ?? 0;
  const line = `ModelGate response cache: ${hits} of ${hits + misses} model calls served from the cache${
    restored.restoredKey !== undefined ? "" : " (nothing was restored)"
  }.`;
  logInfo(line);
  if (env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(`${line}\n\n`).write();
  if (misses === 0) return null;
  if (fromFork(env)) {
    logInfo("Response cache not saved: a pull request from a fork never writes the cache");
    return null;
  }
  if (!(await client.available())) return null;
  const runId = env.GITHUB_RUN_ID ?? "local";
  const attempt = env.GITHUB_RUN_ATTEMPT ?? "1";
  const key = `${restored.prefix}${digestsKey(results)}-${runId}-${attempt}`;
  try {
    await client.save([restored.dir], key);
    logInfo(`Response cache: saved ${key}`);
    return key;
  } catch (error) {
    core.warning(`ModelGate: response cache not saved: ${messageOf(error)}`);
    return null;
  }
}

/** A pull request whose head lives in another repository; unreadable context counts as one. */
function fromFork(env: NodeJS.ProcessEnv): boolean {
  try {
    const trigger = readContext(env).trigger;
    return (trigger.kind === "pull_request" || trigger.kind === "pull_request_target") && trigger.pr.fork;
  } catch {
    return true;
  }
}
