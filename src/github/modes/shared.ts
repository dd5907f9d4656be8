import path from "node:path";
import * as core from "@actions/core";
import type { Provenance } from "../../core/compare/comparison.js";
import type { RunResult } from "../../core/result/run-result.js";
import { readRunResult } from "../../load/result-file.js";
import {
  type BaselineLookup,
  entryFor,
  type LookupTarget,
  provenanceOf,
  type StoreDeps,
  type StoredBaseline,
} from "../baseline-store.js";
import { compareSuite, concludeAndPublish, type PublishTarget, pathOutput } from "../conclude.js";
import type { ActionContext } from "../context.js";
import type { SuiteOutcome } from "../job-verdict.js";
import { leaveForPublish } from "../publish-artifact.js";
import type { Role } from "../shard.js";
import type { ModeEnv, ModeResult } from "./mode.js";

/** Pull requests get the comment and a check run on their head; other events a check run on GITHUB_SHA. */
export function publishTarget(ctx: ActionContext): PublishTarget {
  const t = ctx.trigger;
  if (t.kind === "pull_request" || t.kind === "pull_request_target") {
    return {
      issue: t.pr.number,
      headSha: t.pr.headSha,
      // A hint only: the writes are tried, a refusal (a read-only token) is a warning.
      fork: t.kind === "pull_request" && t.pr.fork,
      baseSha: t.pr.baseSha,
      baseBranch: t.pr.baseRef || null,
    };
  }
  return { issue: null, headSha: ctx.sha || null, fork: false };
}

/** Where to look for a stored baseline: the PR's base commit and branch, else the default branch. */
export function lookupTarget(env: ModeEnv): LookupTarget {
  const t = env.ctx.trigger;
  const pr = t.kind === "pull_request" || t.kind === "pull_request_target" ? t.pr : null;
  return {
    header: env.inputs.commentHeader,
    baseSha: pr?.baseSha ?? null,
    baseBranch: pr?.baseRef || env.ctx.defaultBranch,
    dir: path.join(env.outDir, "baseline"),
    cwd: env.cwd,
    defaultBranch: env.ctx.defaultBranch,
  };
}

export function storeDeps(env: ModeEnv): StoreDeps {
  return {
    cache: env.cache,
    artifacts: env.artifacts,
    client: env.client,
    repo: env.ctx.repo,
    workflowFile: env.ctx.workflowFile,
    now: env.now,
  };
}

/** Matrix mode's provenance: the baseline configuration ran in this job, on the commit under test. */
function matrixProvenance(env: ModeEnv): Provenance {
  return { source: "matrix", commit: publishTarget(env.ctx).headSha, age_seconds: 0 };
}

export interface SideBySide {
  suite: string;
  baseline: RunResult | null;
  candidate: RunResult;
}

/** Pairs baseline-role and candidate-role runs by suite name, in the candidates' order. */
export function pairByRole(runs: Array<{ suite: string; role: Role; result: RunResult }>): SideBySide[] {
  const baselines = new Map(runs.filter((r) => r.role === "baseline").map((r) => [r.suite, r.result]));
  return runs
    .filter((r) => r.role === "candidate")
    .map((r) => ({ suite: r.suite, baseline: baselines.get(r.suite) ?? null, candidate: r.result }));
}

/** Compares each candidate with its baseline run (matrix mode: provenance `matrix`). */
export function compareMatrix(env: ModeEnv, pairs: SideBySide[]): SuiteOutcome[] {
  const provenance = matrixProvenance(env);
  return pairs.map((p) =>
    p.baseline === null
      ? {
          kind: "uncompared",
          suite: p.suite,
          run: p.candidate,
          reason: "the baseline configuration produced no run of this suite",
        }
      : compareSuite(p.suite, p.baseline, p.candidate, env.inputs, provenance),
  );
}

/** Compares each candidate with the stored baseline's run of the same suite, when it has one. */
export async function compareStored(
  env: ModeEnv,
  candidates: Array<{ suite: string; result: RunResult }>,
  baseline: StoredBaseline | null,
  failures: readonly string[] = [],
): Promise<SuiteOutcome[]> {
  const outcomes: SuiteOutcome[] = [];
  const provenance = baseline === null ? null : provenanceOf(baseline, env.now());
  for (const c of candidates) {
    const entry = baseline === null ? null : entryFor(baseline, c.suite);
    if (entry === null || provenance === null) {
      outcomes.push({
        kind: "uncompared",
        suite: c.suite,
        run: c.result,
        reason:
          baseline !== null
            ? lacksSuite(baseline, c.suite)
            : failures.length > 0
              ? "the baseline could not be fetched (see above)"
              : "no baseline yet",
        // A baseline exists and has no run of it: a suite new in this pull request.
        ...(baseline !== null && provenance !== null && { newSuite: true }),
      });
      continue;
    }
    outcomes.push(compareSuite(c.suite, await readRunResult(entry.file), c.result, env.inputs, provenance));
  }
  if (baseline === null) return outcomes;
  // A suite of the baseline this job did not run is named, its cases missing (`fail-on: missing`).
  const ran = new Set(candidates.map((c) => c.suite));
  for (const entry of baseline.entries) {
    if (ran.has(entry.suite)) continue;
    ran.add(entry.suite);
    const run = await readRunResult(entry.file);
    const commit = baseline.commit === null ? "" : `, commit ${baseline.commit.slice(0, 12)}`;
    outcomes.push({
      kind: "not_run",
      suite: entry.suite,
      baseline: run,
      reason: `the baseline found (${baseline.source} ${baseline.detail.slice(0, 120)}${commit}) has a run of suite '${entry.suite.slice(0, 120)}' (${run.cases.length} cases) that this job did not run`,
    });
  }
  return outcomes;
}

const LISTED_SUITES = 10;

/** `the baseline (cache, commit 1111…) has no run of suite 'x'; it holds: support`: a rename is plain. */
function lacksSuite(baseline: StoredBaseline, suite: string): string {
  const names = [...new Set(baseline.entries.map((e) => e.suite))];
  const held =
    names.length === 0
      ? "it holds no run at all"
      : `it holds: ${names
          .slice(0, LISTED_SUITES)
          .map((n) => `'${n.slice(0, 80)}'`)
          .join(", ")}${names.length > LISTED_SUITES ? ", ..." : ""}`;
  const commit = baseline.commit === null ? "" : `, commit ${baseline.commit.slice(0, 12)}`;
  return `the baseline found (${baseline.source} ${baseline.detail.slice(0, 120)}${commit}) has no run of suite '${suite.slice(0, 120)}'; ${held}`;
}

/** A failed lookup step is a warning: without a baseline the job fails for it (exit 3). */
export function warnFailures(lookup: BaselineLookup): void {
  for (const failure of lookup.failures)
    core.warning(
      lookup.baseline === null
        ? `Baseline not fetched: ${failure}`
        : `${failure}; the baseline was found elsewhere (${lookup.baseline.source} ${lookup.baseline.detail})`,
    );
}

export function resultPathOutput(files: string[], env: ModeEnv): string {
  return pathOutput(files, path.join(env.outDir, "results"));
}

/**
 * Concludes the compared suites (comparison files, report, summary, comment, check run, verdict),
 * leaves them for a `mode: publish` job when the pull request could not be written to, and names
 * the candidate result files in the `result-path` output.
 */
export async function concludeComparisons(
  env: ModeEnv,
  outcomes: SuiteOutcome[],
  notes: string[],
  candidateFiles: string[],
  stored: { baseline: StoredBaseline | null; failures: string[] } | null = null,
  missingParts: readonly string[] = [],
): Promise<ModeResult> {
  const target = publishTarget(env.ctx);
  // The stored baseline found is named even when it holds none of these suites (renamed, empty).
  const provenance =
    outcomes.find((o) => o.kind === "compared")?.comparison.baseline.provenance ??
    (stored?.baseline ? provenanceOf(stored.baseline, env.now()) : null);
  const baseline = { provenance, notes, failures: stored?.baseline ? [] : (stored?.failures ?? []) };
  const concluded = await concludeAndPublish(env, outcomes, baseline, target, missingParts);
  await leaveForPublish(env, target, concluded.published, outcomes, baseline);
  return {
    ...concluded.result,
    outputs: { ...concluded.result.outputs, "result-path": resultPathOutput(candidateFiles, env) },
  };
}
