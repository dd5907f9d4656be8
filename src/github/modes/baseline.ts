import path from "node:path";
import * as core from "@actions/core";
import { quoted } from "../../core/diagnostics.js";
import { renderRunMarkdown } from "../../core/report/run-markdown.js";
import { isJudged, type RunResult } from "../../core/result/run-result.js";
import { writeFileAtomic } from "../../io/atomic-write.js";
import { type BaselineEntry, saveBaseline } from "../baseline-store.js";
import { expandSuites } from "../globs.js";
import { logInfo } from "../log.js";
import { runSuites } from "../run-suites.js";
import { writeJobSummary } from "../summary.js";
import type { ModeEnv, ModeResult } from "./mode.js";
import { resultPathOutput, storeDeps } from "./shared.js";

/** Runs the suites with `config` and stores the results as the baseline of this commit. */
export async function baselineMode(env: ModeEnv): Promise<ModeResult> {
  const { inputs } = env;
  const suites = await expandSuites(inputs.suites, env.cwd);
  const runs = await core.group(`Run ${suites.length} suite(s) with ${inputs.config}`, () =>
    runSuites(inputs, {
      suites,
      configs: [inputs.config!],
      shard: null,
      cwd: env.cwd,
      outDir: env.outDir,
      signal: env.signal,
    }),
  );
  const entries: BaselineEntry[] = runs.map((r) => ({ suite: r.suite, configId: r.configId, file: r.file }));
  return storeAndReport(
    env,
    entries,
    runs.map((r) => r.result),
  );
}

/**
 * Saves a baseline (only from pushes to the default branch) and writes the run report.
 * `missingNotes` name the shards a merged run lacks (mode: merge); a merged result's own
 * `shard_plan` is checked too, so an incomplete merge can never be stored.
 */
export async function storeAndReport(
  env: ModeEnv,
  entries: BaselineEntry[],
  results: RunResult[],
  missingNotes: string[] = [],
): Promise<ModeResult> {
  // A baseline must be judged evidence: a run the model could not execute would make every later
  // pull request look "fixed". Such a run is reported and fails the step, and nothing is stored.
  // The same holds for a merge with shards missing: their cases are absent, not failed, so every
  // later pull request would count only the cases that did run.
  const unexecuted = results.reduce((n, r) => n + r.cases.filter((c) => !isJudged(c.status)).length, 0);
  const incomplete = missingNotes.length > 0 ? missingNotes : results.flatMap(missingShardsOf);
  const saved = await core.group("Save the baseline", async () => {
    if (incomplete.length > 0) {
      const skipped = `the merged run is incomplete (${incomplete.join("; ")})`;
      logInfo(`Not saved: ${skipped}`);
      return { saved: [], existing: [], skipped, failures: [] };
    }
    if (unexecuted > 0) {
      const skipped = `${unexecuted} case(s) could not be executed (unavailable, timeout, error or cancelled)`;
      logInfo(`Not saved: ${skipped}`);
      return { saved: [], existing: [], skipped, failures: [] };
    }
    const outcome = await saveBaseline(
      env.inputs.baseline,
      env.ctx.trigger,
      env.inputs.commentHeader,
      path.join(env.outDir, "baseline"),
      entries,
      storeDeps(env),
    );
    if (outcome.skipped !== null) logInfo(`Not saved: ${outcome.skipped}`);
    for (const where of outcome.saved) logInfo(`Saved to ${where}`);
    for (const where of outcome.existing) logInfo(`Already saved to ${where} ${EARLIER}`);
    for (const failure of outcome.failures) core.warning(`ModelGate: baseline not saved to ${failure}`);
    return outcome;
  });
  const sha = env.ctx.trigger.kind === "push" ? env.ctx.trigger.sha : env.ctx.sha;
  const stored = saved.saved.length > 0 || saved.existing.length > 0;
  const lines = [
    "# ModelGate baseline",
    "",
    ...(saved.saved.length > 0
      ? [`Saved for commit \`${sha.slice(0, 12)}\` to ${saved.saved.join(" and ")}.`]
      : []),
    ...(saved.existing.length > 0
      ? [`Already saved for commit \`${sha.slice(0, 12)}\` to ${saved.existing.join(" and ")} ${EARLIER}.`]
      : []),
    ...(stored ? [] : [`Not saved: ${saved.skipped ?? saved.failures.join("; ")}.`]),
    "",
    ...results.map((r) => renderRunMarkdown(r, { maxChars: 40_000, header: `Suite ${r.suite.name}` })),
  ];
  const report = lines.join("\n");
  const reportFile = path.join(env.outDir, "report.md");
  await writeFileAtomic(reportFile, report);
  await writeJobSummary(report);
  const cases = results.reduce((n, r) => n + r.cases.length, 0);
  return {
    outputs: {
      status: "baseline",
      cases: String(cases),
      "result-path": resultPathOutput(
        entries.map((e) => e.file),
        env,
      ),
      "report-path": reportFile,
      "baseline-source": "none",
      "baseline-sha": stored ? sha : "",
    },
    exitCode: unexecuted > 0 || incomplete.length > 0 ? 3 : 0,
    failure: baselineFailure(unexecuted, incomplete),
  };
}

/** Why a re-run's results are not stored where this commit's baseline already is. */
const EARLIER =
  "by an earlier attempt of this job (or another job with this comment-header): kept, this run's results are not stored there";

function baselineFailure(unexecuted: number, incomplete: string[]): string | null {
  const reasons: string[] = [];
  if (incomplete.length > 0) reasons.push(...incomplete);
  if (unexecuted > 0) reasons.push(`${unexecuted} case(s) could not be executed`);
  if (reasons.length === 0) return null;
  return `ModelGate: ${reasons.join("; ")}, so no baseline was stored; this is an execution failure, not a regression`;
}

/** `Suite 'x': shards 2/3, 3/3 missing from the merge` for a merged result lacking parts. */
function missingShardsOf(run: RunResult): string[] {
  const plan = run.shard_plan;
  if (plan === undefined || plan.missing.length === 0) return [];
  const shards = plan.missing.map((i) => `${i}/${plan.count}`).join(", ");
  return [
    `Suite ${quoted(run.suite.name)}: shard${plan.missing.length === 1 ? "" : "s"} ${shards} missing from the merge`,
  ];
}
