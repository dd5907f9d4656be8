import path from "node:path";
import * as core from "@actions/core";
import { renderRunJson } from "../../core/report/run-json.js";
import { writeFileAtomic } from "../../io/atomic-write.js";
import { findBaseline } from "../baseline-store.js";
import { safe } from "../conclude.js";
import { downloadAndMergeParts } from "../shard.js";
import type { SuiteOutcome } from "../verdict.js";
import { storeAndReport } from "./baseline.js";
import type { ModeEnv, ModeResult } from "./mode.js";
import {
  compareMatrix,
  compareStored,
  concludeComparisons,
  lookupTarget,
  pairByRole,
  storeDeps,
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
  core.info(
    `Merged ${merged.runs.length} run(s) from ${merged.count - merged.missing.length}/${merged.count} parts`,
  );
  const files: Array<{ role: string; file: string }> = [];
  for (const [i, run] of merged.runs.entries()) {
    const file = path.join(
      env.outDir,
      "results",
      `${String(i + 1).padStart(3, "0")}-${safe(run.suite)}-${run.role}.json`,
    );
    await writeFileAtomic(file, renderRunJson(run.result));
    files.push({ role: run.role, file });
  }
  const candidateFiles = files.filter((f) => f.role === "candidate").map((f) => f.file);
  const candidates = merged.runs.filter((r) => r.role === "candidate");

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
    );
  }

  let outcomes: SuiteOutcome[];
  let notes: string[] = [];
  if (merged.matrix) outcomes = compareMatrix(env, pairByRole(merged.runs));
  else {
    const lookup = await findBaseline(env.inputs.baseline, lookupTarget(env), storeDeps(env));
    for (const note of lookup.notes) core.info(note);
    notes = lookup.notes;
    outcomes = await compareStored(env, candidates, lookup.baseline);
  }
  return concludeComparisons(env, outcomes, notes, candidateFiles);
}
