import path from "node:path";
import * as core from "@actions/core";
import { quoted } from "../../core/diagnostics.js";
import { renderRunJson } from "../../core/report/run-json.js";
import type { RunResult } from "../../core/result/run-result.js";
import { planRun } from "../../core/run/plan.js";
import { writeFileAtomic } from "../../io/atomic-write.js";
import { numberedFileName, safeFileName } from "../../io/file-name.js";
import { loadSuite } from "../../load/suite.js";
import { type BaselineLookup, findBaseline } from "../baseline-store.js";
import type { SuiteOutcome } from "../job-verdict.js";
import { logInfo } from "../log.js";
import { downloadAndMergeParts } from "../shard.js";
import { storeAndReport } from "./baseline.js";
import type { ModeEnv, ModeResult } from "./mode.js";
import {
  compareMatrix,
  compareStored,
  concludeComparisons,
  lookupTarget,
  pairByRole,
  storeDeps,
  warnFailures,
} from "./shared.js";

/**
 * The final job of a sharded run: downloads every leg's part, merges each suite, then does what a
 * single job would have done: saves the baseline on a push to the default branch, otherwise
 * compares (matrix parts with each other, else with the stored baseline) and reports once.
 */
export async function mergeMode(env: ModeEnv): Promise<ModeResult> {
  const merged = await core.group("Download and merge the shard parts", () =>
    downloadAndMergeParts(env.artifacts, env.inputs.commentHeader, path.join(env.outDir, "parts")),
  );
  logInfo(
    `Merged ${merged.runs.length} run(s) from ${merged.count - merged.missing.length}/${merged.count} parts`,
  );
  const files: Array<{ role: string; file: string }> = [];
  for (const [i, run] of merged.runs.entries()) {
    const file = path.join(
      env.outDir,
      "results",
      numberedFileName(i, `${safeFileName(run.suite)}-${run.role}.json`),
    );
    await writeFileAtomic(file, renderRunJson(run.result));
    files.push({ role: run.role, file });
  }
  const candidateFiles = files.filter((f) => f.role === "candidate").map((f) => f.file);
  const candidates = merged.runs.filter((r) => r.role === "candidate");

  // An incomplete merge fails (exit 3) naming the shards, and is never stored as a baseline; here,
  // where the suites are at hand, the note also lists the cases those shards would have run.
  const missingNotes: string[] = [];
  for (const run of merged.runs) {
    const note = await missingShardNote(run.result, run.role, env.cwd);
    if (note !== null) {
      core.warning(note);
      missingNotes.push(note);
    }
  }

  // What the merge lacks: each run's missing shards, or else the parts no run recorded (the parts
  // present held no result), which the verdict is told of itself.
  const unrecorded = missingNotes.length > 0 ? [] : merged.missing.map((i) => `${i}/${merged.count}`);
  const gaps =
    unrecorded.length === 0 ? missingNotes : [`parts ${unrecorded.join(", ")} missing from the merge`];

  const t = env.ctx.trigger;
  if (!merged.matrix && t.kind === "push" && t.defaultBranch) {
    const entries = candidates.map((r, i) => ({
      suite: r.suite,
      configId: r.result.config.id,
      file: candidateFiles[i]!,
    }));
    return storeAndReport(
      env,
      entries,
      candidates.map((r) => r.result),
      gaps,
    );
  }

  let outcomes: SuiteOutcome[];
  let notes: string[] = [...missingNotes];
  let lookup: BaselineLookup | null = null;
  if (merged.matrix) outcomes = compareMatrix(env, pairByRole(merged.runs));
  else {
    lookup = await findBaseline(env.inputs.baseline, lookupTarget(env), storeDeps(env));
    for (const note of lookup.notes) logInfo(note);
    warnFailures(lookup);
    notes = [...notes, ...lookup.notes];
    outcomes = await compareStored(env, candidates, lookup.baseline, lookup.failures);
  }
  const result = await concludeComparisons(env, outcomes, notes, candidateFiles, lookup, unrecorded);
  // The verdict fails every incomplete merge (a run's shard_plan, or the parts no run recorded).
  if (gaps.length === 0 || result.failure === null) return result;
  return { ...result, failure: [result.failure, ...gaps].join("\n") };
}

const LISTED_CASES = 30;

/**
 * `Suite 'x' (candidate): shards 2/4 missing from the merge; their cases did not run: a, b (2 cases)`.
 * The cases come from the suite file the run names, selected as the missing legs would have
 * (same --tag selection, same shard function); when it cannot be loaded, only the shards are named.
 */
async function missingShardNote(run: RunResult, role: string, cwd: string): Promise<string | null> {
  const plan = run.shard_plan;
  if (plan === undefined || plan.missing.length === 0) return null;
  const shards = plan.missing.map((i) => `${i}/${plan.count}`).join(", ");
  const head = `Suite ${quoted(run.suite.name)} (${role}): shard${plan.missing.length === 1 ? "" : "s"} ${shards} missing from the merge`;
  let ids: string[];
  try {
    const suite = await loadSuite(run.suite.file, { cwd });
    ids = plan.missing.flatMap((index) =>
      planRun(suite, { tags: run.selection.tags, shard: { index, count: plan.count } }).cases.map(
        (c) => c.case.id,
      ),
    );
  } catch {
    return `${head}; their cases could not be listed (suite file ${run.suite.file} not loadable here)`;
  }
  if (ids.length === 0) return `${head}; they held no case`;
  const shown = ids.slice(0, LISTED_CASES).join(", ");
  const more = ids.length > LISTED_CASES ? ", ..." : "";
  return `${head}; their cases did not run: ${shown}${more} (${ids.length} ${ids.length === 1 ? "case" : "cases"})`;
}
