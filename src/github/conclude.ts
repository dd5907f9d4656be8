import path from "node:path";
import { compareRuns } from "../core/compare/compare-runs.js";
import type { Comparison, Provenance } from "../core/compare/comparison.js";
import { gate } from "../core/compare/gate.js";
import { InputError } from "../core/diagnostics.js";
import type { Json } from "../core/json/value.js";
import { renderComparisonJson } from "../core/report/comparison-json.js";
import type { ReportLinks } from "../core/report/markdown-identity.js";
import type { RunResult } from "../core/result/run-result.js";
import { knownSecrets } from "../core/safety/secret-values.js";
import { writeFileAtomic } from "../io/atomic-write.js";
import { numberedFileName, safeFileName } from "../io/file-name.js";
import { annotationsFor } from "./annotations.js";
import type { ActionInputs } from "./inputs.js";
import { type JobVerdict, type SuiteOutcome, verdictOf } from "./job-verdict.js";
import { logInfo } from "./log.js";
import type { ModeEnv, ModeResult } from "./modes/mode.js";
import type { Outputs } from "./outputs.js";
import { type PublishResult, publish } from "./publish.js";
import { baselineMatch, renderReport } from "./report.js";

/** Where the report goes: the pull request (if any) and the commit for the check run. */
export interface PublishTarget {
  issue: number | null;
  headSha: string | null;
  /** A fork's pull request: its token may be read-only, and its comparison is left for `mode: publish`. */
  fork: boolean;
  /** The pull request's base commit and branch: the report says whether the baseline is the base commit's own. */
  baseSha?: string | null;
  baseBranch?: string | null;
  /**
   * The folder the cases' suite paths are relative to, when not this job's `working-directory`:
   * a `mode: publish` job posts the pull request's run's, relative to the repository.
   */
  workingDirectory?: string;
}

/**
 * Compares one suite's candidate with its baseline and gates it. A pull request that edits a
 * suite changes case definitions: those cases are still compared (marked as changed definitions)
 * rather than refused; runs that cannot be compared at all are reported, not compared.
 */
export function compareSuite(
  suite: string,
  baseline: RunResult,
  candidate: RunResult,
  inputs: ActionInputs,
  provenance: Provenance,
): SuiteOutcome {
  const options = {
    ...(inputs.latencyThreshold !== null ? { latencyThresholdPct: inputs.latencyThreshold } : {}),
    ...(inputs.minLatencyDelta !== null ? { minLatencyDeltaMs: inputs.minLatencyDelta } : {}),
  };
  let comparison: Comparison;
  try {
    // One comparison: edited definitions are compared and marked, never a reason to refuse.
    comparison = compareRuns(baseline, candidate, { ...options, allowSuiteMismatch: true });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { kind: "uncompared", suite, run: candidate, reason: error.message };
  }
  const edited = comparison.cases.filter((c) => c.definition_changed).map((c) => c.id);
  if (edited.length > 0) {
    const shown = edited.length > 20 ? `${edited.slice(0, 20).join(", ")}, ...` : edited.join(", ");
    logInfo(`Suite ${suite}: case definitions differ from the baseline's; compared anyway (${shown})`);
  }
  comparison.baseline.provenance = provenance;
  return {
    kind: "compared",
    suite,
    comparison,
    gate: gate(comparison, { failOn: inputs.failOn, failOnLatency: inputs.failOnLatency }),
  };
}

export interface Concluded {
  result: ModeResult;
  verdict: JobVerdict;
  published: PublishResult;
  comparisonFiles: string[];
  reportFile: string;
}

/**
 * Writes the comparisons and the report, publishes them (summary first, then comment and check
 * run), and turns the verdict into outputs and an exit code. The step is failed by main.ts, after
 * all of this.
 */
export async function concludeAndPublish(
  env: ModeEnv,
  outcomes: SuiteOutcome[],
  baseline: { provenance: Provenance | null; notes: string[]; failures?: string[] },
  target: PublishTarget,
  missingParts: readonly string[] = [],
): Promise<Concluded> {
  const { inputs } = env;
  const verdict = verdictOf(outcomes, {
    failures: baseline.failures ?? [],
    found: baseline.provenance !== null,
    failOn: inputs.failOn,
    missingParts,
  });
  // Rendered from masked data: a secret the report escapes (`a_b` as `a&#95;b`) is still found.
  // A one-sided case's reason already says how it did on its side (core/compare/one-sided.ts).
  const shown = outcomes.map(maskedOutcome);
  const comparisonFiles: string[] = [];
  for (const [i, outcome] of outcomes.entries()) {
    if (outcome.kind !== "compared") continue;
    const file = path.join(
      env.outDir,
      "comparisons",
      numberedFileName(i, `${safeFileName(outcome.suite)}.json`),
    );
    await writeFileAtomic(file, renderComparisonJson(outcome.comparison));
    comparisonFiles.push(file);
  }
  const reportOptions = {
    header: inputs.commentHeader,
    outputs: inputs.commentOutputs,
    baseline: baseline.provenance,
    notes: baseline.notes,
    baselineMatch: baselineMatch(baseline.provenance, target.baseSha ?? null, target.baseBranch ?? null),
    failOn: inputs.failOn,
    links: reportLinks(env, target.headSha),
  };
  const full = renderReport(shown, verdict, reportOptions, 200_000);
  const reportFile = path.join(env.outDir, "report.md");
  await writeFileAtomic(reportFile, full);

  const published = await publish(
    {
      header: inputs.commentHeader,
      summary: full,
      comment: (max) => renderReport(shown, verdict, reportOptions, max),
      check: {
        name: inputs.checkName,
        title: verdict.title,
        // No diffs in the check run (the comment has them); reasons as the comment shows them.
        summary: (max) =>
          renderReport(
            shown,
            verdict,
            { ...reportOptions, outputs: inputs.commentOutputs === "none" ? "none" : "reasons" },
            max,
          ),
        conclusion: verdict.conclusion,
        annotations: annotationsFor(
          shown,
          {
            workspace: env.ctx.workspace,
            workingDirectory:
              target.workingDirectory === undefined
                ? env.cwd
                : path.resolve(env.ctx.workspace, target.workingDirectory),
          },
          inputs.commentOutputs,
        ),
      },
      failed: verdict.exitCode !== 0,
      changed: verdict.changed,
      issue: target.issue,
      headSha: target.headSha,
      fork: target.fork,
      detailsUrl: runUrl(env),
    },
    { comment: inputs.comment, checkRun: inputs.checkRun },
    env.client,
    env.ctx.repo,
  );

  const outputs: Partial<Outputs> = {
    status: verdict.status,
    cases: String(verdict.counts.cases),
    regressions: String(verdict.counts.regressions),
    fixed: String(verdict.counts.fixed),
    changed: String(verdict.counts.changed),
    mismatches: String(verdict.counts.mismatches),
    errors: String(verdict.counts.errors),
    "comparison-path": pathOutput(comparisonFiles, path.join(env.outDir, "comparisons")),
    "report-path": reportFile,
    "baseline-source": baseline.provenance?.source ?? "none",
    "baseline-sha": baseline.provenance?.commit ?? "",
    "comment-id": published.comment === null ? "" : String(published.comment.id),
    "comment-url": published.comment?.url ?? "",
    "check-run-id": published.checkRun === null ? "" : String(published.checkRun.id),
    "check-run-url": published.checkRun?.url ?? "",
  };
  const failure =
    verdict.exitCode === 0
      ? null
      : verdict.exitCode === 3
        ? `ModelGate: ${verdict.title}; this is an execution failure, not a regression`
        : `ModelGate: ${verdict.title} (failing: ${verdict.failing.join(", ")})`;
  return {
    result: { outputs, exitCode: verdict.exitCode, failure },
    verdict,
    published,
    comparisonFiles,
    reportFile,
  };
}

/**
 * The outcome with every known secret masked in its strings. Baselines read from a file, the
 * cache or an artifact, and comparisons a `mode: publish` job downloads, were not masked with this
 * job's secrets; what reaches GitHub's API and the job summary must be.
 */
function maskedOutcome(outcome: SuiteOutcome): SuiteOutcome {
  if (knownSecrets.size === 0) return outcome;
  const mask = <T>(value: T): T => knownSecrets.maskJson(value as unknown as Json) as unknown as T;
  const suite = knownSecrets.maskText(outcome.suite);
  if (outcome.kind === "compared") return { ...outcome, suite, comparison: mask(outcome.comparison) };
  if (outcome.kind === "not_run")
    return {
      ...outcome,
      suite,
      baseline: mask(outcome.baseline),
      reason: knownSecrets.maskText(outcome.reason),
    };
  return { ...outcome, suite, run: mask(outcome.run), reason: knownSecrets.maskText(outcome.reason) };
}

/** The tested commit and the workflow run, for the report's runs section. */
function reportLinks(env: ModeEnv, headSha: string | null): ReportLinks {
  const { serverUrl, repo } = env.ctx;
  const base = `${serverUrl.replace(/\/+$/, "")}/${repo.owner}/${repo.repo}`;
  return {
    runUrl: runUrl(env),
    ...(headSha !== null && headSha !== "" && { commitSha: headSha, commitUrl: `${base}/commit/${headSha}` }),
  };
}

/** The workflow run's page on GitHub (the check run's details link). */
export function runUrl(env: ModeEnv): string {
  const { serverUrl, repo, trigger } = env.ctx;
  // `mode: publish` reports what the pull request's own run found: its page has the logs.
  const runId = trigger.kind === "workflow_run" ? trigger.runId : env.ctx.runId;
  return `${serverUrl.replace(/\/+$/, "")}/${repo.owner}/${repo.repo}/actions/runs/${runId}`;
}

/** One file: its path; several: their folder; none: empty. */
export function pathOutput(files: string[], folder: string): string {
  if (files.length === 0) return "";
  return files.length === 1 ? files[0]! : folder;
}
