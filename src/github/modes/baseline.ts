import path from "node:path";
import * as core from "@actions/core";
import { renderRunMarkdown } from "../../core/report/run-markdown.js";
import { isJudged, type RunResult } from "../../core/result/run-result.js";
import { writeFileAtomic } from "../../io/atomic-write.js";
import { type BaselineEntry, saveBaseline } from "../baseline-store.js";
import { expandSuites } from "../globs.js";
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

/** Saves a baseline (only from pushes to the default branch) and writes the run report. */
export async function storeAndReport(
  env: ModeEnv,
  entries: BaselineEntry[],
  results: RunResult[],
): Promise<ModeResult> {
  // A baseline must be judged evidence: a run the model could not execute would make every later
  // pull request look "fixed". Such a run is reported and fails the step, and nothing is stored.
  const unexecuted = results.reduce((n, r) => n + r.cases.filter((c) => !isJudged(c.status)).length, 0);
  const saved = await core.group("Save the baseline", async () => {
    if (unexecuted > 0) {
      const skipped = `${unexecuted} case(s) could not be executed (unavailable, timeout, error or cancelled)`;
      core.info(`Not saved: ${skipped}`);
      return { saved: [], skipped, failures: [] };
    }
    const outcome = await saveBaseline(
      env.inputs.baseline,
      env.ctx.trigger,
      env.inputs.commentHeader,
      path.join(env.outDir, "baseline"),
      entries,
      storeDeps(env),
    );
    if (outcome.skipped !== null) core.info(`Not saved: ${outcome.skipped}`);
    for (const where of outcome.saved) core.info(`Saved to ${where}`);
    for (const failure of outcome.failures) core.warning(`ModelGate: baseline not saved to ${failure}`);
    return outcome;
  });
  const sha = env.ctx.trigger.kind === "push" ? env.ctx.trigger.sha : env.ctx.sha;
  const lines = [
    "# ModelGate baseline",
    "",
    saved.saved.length > 0
      ? `Saved for commit \`${sha.slice(0, 12)}\` to ${saved.saved.join(" and ")}.`
      : `Not saved: ${saved.skipped ?? saved.failures.join("; ")}.`,
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
      "baseline-sha": saved.saved.length > 0 ? sha : "",
    },
    exitCode: unexecuted > 0 ? 3 : 0,
    failure:
      unexecuted > 0
        ? `ModelGate: ${unexecuted} case(s) could not be executed, so no baseline was stored; this is an execution failure, not a regression`
        : null,
  };
}
