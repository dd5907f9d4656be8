import path from "node:path";
import type { Provenance } from "../../core/compare/comparison.js";
import type { RunResult } from "../../core/result/run-result.js";
import { readRunResult } from "../../load/result-file.js";
import {
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
      readOnly: t.kind === "pull_request" && t.pr.fork,
      baseSha: t.pr.baseSha,
      baseBranch: t.pr.baseRef || null,
    };
  }
  return { issue: null, headSha: ctx.sha || null, readOnly: false };
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
export function matrixProvenance(env: ModeEnv): Provenance {
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
        reason: baseline === null ? "no baseline yet" : `the baseline has no run of suite '${c.suite}' yet`,
      });
      continue;
    }
    outcomes.push(compareSuite(c.suite, await readRunResult(entry.file), c.result, env.inputs, provenance));
  }
  return outcomes;
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
): Promise<ModeResult> {
  const target = publishTarget(env.ctx);
  const provenance = outcomes.find((o) => o.kind === "compared")?.comparison.baseline.provenance ?? null;
  const baseline = { provenance, notes };
  const concluded = await concludeAndPublish(env, outcomes, baseline, target);
  await leaveForPublish(env, target.issue, concluded.published.restricted, outcomes, baseline);
  return {
    ...concluded.result,
    outputs: { ...concluded.result.outputs, "result-path": resultPathOutput(candidateFiles, env) },
  };
}
