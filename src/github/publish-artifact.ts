import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import * as core from "@actions/core";
import type { Provenance } from "../core/compare/comparison.js";
import { gate } from "../core/compare/gate.js";
import { InputError } from "../core/diagnostics.js";
import { messageOf } from "../core/error-message.js";
import { renderComparisonJson } from "../core/report/comparison-json.js";
import { renderRunJson } from "../core/report/run-json.js";
import { writeFileAtomic } from "../io/atomic-write.js";
import { numberedFileName, safeFileName } from "../io/file-name.js";
import { makeDirectory } from "../io/make-directory.js";
import { readComparison } from "../load/comparison-file.js";
import { readRunResult } from "../load/result-file.js";
import { type GitHubClient, isPermissionError, statusOf } from "./api.js";
import type { ArtifactClient } from "./artifacts.js";
import type { PullRequest, Repo } from "./context.js";
import type { ActionInputs } from "./inputs.js";
import type { SuiteOutcome } from "./job-verdict.js";
import { logInfo } from "./log.js";
import type { ModeEnv } from "./modes/mode.js";
import {
  BUNDLE_LIMITS,
  bundleFailures,
  bundleLine,
  bundleNotes,
  bundleWorkingDirectory,
  MAX_BUNDLE_BYTES,
  MAX_EVENT_BYTES,
  MAX_MANIFEST_BYTES,
  MAX_RESULT_BYTES,
  PUBLISH_FORMAT,
  type PublishBaseline,
  type PublishManifest,
  parsePublishEvent,
  parsePublishManifest,
} from "./publish-bundle.js";

export const PUBLISH_MANIFEST = "modelgate-publish.json";
export const EVENT_FILE = "event.json";

export function comparisonArtifactName(header: string): string {
  return `modelgate-comparison-${header}`;
}

/**
 * Leaves what a privileged `workflow_run` job needs to post the report: the comparisons (or the
 * runs that had no baseline) and the triggering event, whose pull-request number and head commit
 * the publish job uses (never `workflow_run.pull_requests`, which is empty for forks). The
 * manifest's text is fitted to the limits the publish job checks; the result files, which the
 * publish job renders, keep the full suite names.
 */
export async function uploadForPublish(
  env: ModeEnv,
  outcomes: SuiteOutcome[],
  baseline: { provenance: Provenance | null; notes: string[]; failures?: readonly string[] },
  checkRunPosted = false,
): Promise<string> {
  if (outcomes.length > BUNDLE_LIMITS.outcomes) {
    throw new Error(
      `${outcomes.length} suites are more than the ${BUNDLE_LIMITS.outcomes} a publish bundle may hold; split them over jobs with their own comment-header`,
    );
  }
  const dir = path.join(env.outDir, "publish");
  await makeDirectory(dir);
  const workingDirectory = bundleWorkingDirectory(env.ctx.workspace, env.cwd);
  const manifest: PublishManifest = {
    format: PUBLISH_FORMAT,
    header: env.inputs.commentHeader,
    // The cases' suite paths are relative to it: the publish job annotates them in the repository.
    ...(workingDirectory !== undefined && { workingDirectory }),
    ...(checkRunPosted && { checkRunPosted: true }),
    baseline: {
      provenance: baseline.provenance,
      notes: bundleNotes(baseline.notes),
      // A baseline that could not be fetched is said so by the publish job too, not "no baseline yet".
      failures: bundleFailures(baseline.failures ?? []),
    },
    outcomes: [],
  };
  const files: string[] = [];
  for (const [i, outcome] of outcomes.entries()) {
    const name = numberedFileName(
      i,
      `${safeFileName(outcome.suite)}.${outcome.kind === "compared" ? "compare" : "run"}.json`,
    );
    // A suite this job did not run travels as the baseline's run of it.
    const text =
      outcome.kind === "compared"
        ? renderComparisonJson(outcome.comparison)
        : renderRunJson(outcome.kind === "not_run" ? outcome.baseline : outcome.run);
    await writeFileAtomic(path.join(dir, name), text);
    files.push(path.join(dir, name));
    manifest.outcomes.push({
      suite: bundleLine(outcome.suite, BUNDLE_LIMITS.suiteChars),
      kind: outcome.kind,
      reason: outcome.kind === "compared" ? null : bundleLine(outcome.reason, BUNDLE_LIMITS.reasonChars),
      file: name,
      ...(outcome.kind === "uncompared" && outcome.newSuite === true && { newSuite: true }),
    });
  }
  await writeFileAtomic(path.join(dir, EVENT_FILE), `${JSON.stringify(env.ctx.payload)}\n`);
  await writeFileAtomic(path.join(dir, PUBLISH_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  files.push(path.join(dir, EVENT_FILE), path.join(dir, PUBLISH_MANIFEST));
  const name = comparisonArtifactName(env.inputs.commentHeader);
  await env.artifacts.upload(name, files, dir);
  return name;
}

/**
 * After publishing: when the token could not write to the pull request (a fork's read-only token,
 * restrictive `permissions:`, no token), a fork's run left it to the publish job, or a fork's
 * write failed otherwise (5xx after retries, the network: the fork cannot post again, the
 * publish job can), upload the comparison for a privileged `mode: publish` job. Not when the run
 * posted: a fork given a write token (private repositories may) would otherwise get a second
 * check run from the publish job. Best effort: a failure is a warning.
 */
export async function leaveForPublish(
  env: ModeEnv,
  target: { issue: number | null; fork: boolean },
  published: {
    restricted: readonly string[];
    deferred: boolean;
    failed: readonly string[];
    checkRun: unknown | null;
  },
  outcomes: SuiteOutcome[],
  baseline: { provenance: Provenance | null; notes: string[]; failures?: readonly string[] },
): Promise<void> {
  if (target.issue === null) return;
  const failedOnFork = target.fork && published.failed.length > 0;
  if (published.restricted.length === 0 && !published.deferred && !failedOnFork) return;
  try {
    const name = await uploadForPublish(env, outcomes, baseline, published.checkRun !== null);
    logInfo(`Uploaded ${name} for a workflow_run job with 'mode: publish'`);
  } catch (error) {
    core.warning(`ModelGate: could not upload the comparison for 'mode: publish': ${messageOf(error)}`);
  }
}

export interface Downloaded {
  pr: PullRequest;
  outcomes: SuiteOutcome[];
  baseline: PublishBaseline;
  /** The pull request's run's working directory, relative to the repository (absent in old bundles). */
  workingDirectory?: string;
  /** The pull request's run created its check run already: the publish job comments only. */
  checkRunPosted?: boolean;
}

/**
 * Finds the comparison artifact of the triggering run and reads it as untrusted input: the
 * comparisons are schema-checked and re-rendered by this job, and re-gated with this job's own
 * `fail-on` (the workflow of the base branch), never with settings from the pull request's run.
 */
export async function downloadForPublish(
  client: GitHubClient,
  artifacts: ArtifactClient,
  repo: Repo,
  runId: number,
  inputs: ActionInputs,
  dir: string,
): Promise<Downloaded | null> {
  const name = comparisonArtifactName(inputs.commentHeader);
  const listing = `GET /repos/${repo.owner}/${repo.repo}/actions/runs/${runId}/artifacts`;
  const { data } = await client.rest.actions
    .listWorkflowRunArtifacts({ ...repo, run_id: runId, name, per_page: 100 })
    .catch((error: unknown) => {
      throw fetchFailure(error, listing, `list the artifacts of run ${runId}`);
    });
  // Newest first: a re-run replaces its earlier attempt's, but an older one may still be listed.
  const artifact = data.artifacts
    .filter((a) => a.name === name && !a.expired)
    .sort((a, b) => (b.created_at ?? "").localeCompare(a.created_at ?? "") || b.id - a.id)[0];
  if (artifact === undefined) return null;
  await makeDirectory(dir);
  const download = `GET /repos/${repo.owner}/${repo.repo}/actions/artifacts/${artifact.id}/zip`;
  await artifacts.downloadFromRun(artifact.id, runId, dir).catch((error: unknown) => {
    throw fetchFailure(error, download, `download ${name} of run ${runId}`);
  });

  // Everything below was written by a run the pull request controls: data, checked field by field.
  const manifestFile = path.join(dir, PUBLISH_MANIFEST);
  const manifest = parsePublishManifest(
    await readLimited(manifestFile, MAX_MANIFEST_BYTES),
    `${name}/${PUBLISH_MANIFEST}`,
    inputs.commentHeader,
  );
  const pr = parsePublishEvent(
    await readLimited(path.join(dir, EVENT_FILE), MAX_EVENT_BYTES),
    `${name}/${EVENT_FILE}`,
  );
  const provenance = manifest.baseline.provenance;

  // Every file's size first, and their total, before any is parsed: a hostile bundle is refused
  // whole instead of exhausting memory one parsed comparison at a time.
  let total = 0;
  for (const entry of manifest.outcomes)
    total += await sizeLimited(path.join(dir, entry.file), MAX_RESULT_BYTES);
  if (total > MAX_BUNDLE_BYTES) {
    throw new InputError([
      {
        file: `${name}/${PUBLISH_MANIFEST}`,
        line: 0,
        column: 0,
        message: `outcomes: the ${manifest.outcomes.length} result files listed hold ${total} bytes, more than the ${MAX_BUNDLE_BYTES} a publish bundle may; nothing was posted`,
      },
    ]);
  }

  const outcomes: SuiteOutcome[] = [];
  for (const entry of manifest.outcomes) {
    const file = path.join(dir, entry.file);
    if (entry.kind === "compared") {
      const comparison = await readComparison(file);
      // Identities are re-derived here: the comparison's own provenance lines are not trusted.
      comparison.baseline.provenance = provenance;
      comparison.candidate.provenance = null;
      outcomes.push({
        kind: "compared",
        suite: comparison.candidate.suite,
        comparison,
        gate: gate(comparison, { failOn: inputs.failOn, failOnLatency: inputs.failOnLatency }),
      });
    } else if (entry.kind === "not_run") {
      const run = await readRunResult(file);
      outcomes.push({
        kind: "not_run",
        suite: run.suite.name,
        baseline: run,
        reason: entry.reason ?? "not run",
      });
    } else {
      const run = await readRunResult(file);
      outcomes.push({
        kind: "uncompared",
        suite: run.suite.name,
        run,
        reason: entry.reason ?? "not compared",
        ...(entry.newSuite === true && { newSuite: true }),
      });
    }
  }
  return {
    pr,
    outcomes,
    baseline: { provenance, notes: manifest.baseline.notes, failures: manifest.baseline.failures },
    ...(manifest.workingDirectory !== undefined && { workingDirectory: manifest.workingDirectory }),
    ...(manifest.checkRunPosted === true && { checkRunPosted: true }),
  };
}

/**
 * A failed request for the bundle, said as what to change: a refusal (401, 403, 404: the token
 * cannot see the run's artifacts) names the permission, anything else the HTTP status and the
 * endpoint. Nothing was posted either way.
 */
function fetchFailure(error: unknown, endpoint: string, what: string): InputError {
  const status = statusOf(error);
  const detail = messageOf(error);
  const [cause, advice] =
    isPermissionError(error) || status === 404
      ? [
          `${endpoint} answered ${status} (${detail}): the token cannot ${what}`,
          "give the publish workflow 'actions: read' in its permissions",
        ]
      : status !== null
        ? [`${endpoint} answered HTTP ${status} (${detail})`, "re-run this job when GitHub answers again"]
        : [`could not ${what} (${endpoint}): ${detail}`, "re-run this job"];
  return new InputError(`mode 'publish': ${cause}; nothing was posted; ${advice}`);
}

/** A file of the bundle, refused beyond `max` bytes before it is read into memory. */
async function readLimited(file: string, max: number): Promise<string> {
  await sizeLimited(file, max);
  return readFile(file, "utf8");
}

/** The size of a file of the bundle: refused when missing, not a file, or beyond `max` bytes. */
async function sizeLimited(file: string, max: number): Promise<number> {
  const info = await stat(file).catch(() => null);
  if (info === null || !info.isFile())
    throw new InputError([{ file, line: 0, column: 0, message: "missing from the artifact" }]);
  if (info.size > max)
    throw new InputError([{ file, line: 0, column: 0, message: `larger than ${max} bytes` }]);
  return info.size;
}
