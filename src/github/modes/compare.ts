import path from "node:path";
import * as core from "@actions/core";
import { findBaseline } from "../baseline-store.js";
import { concludeAndPublish } from "../conclude.js";
import { expandSuites } from "../globs.js";
import { leaveForPublish } from "../publish-artifact.js";
import { runSuites, type WrittenRun } from "../run-suites.js";
import { type Role, uploadPart } from "../shard.js";
import type { SuiteOutcome } from "../verdict.js";
import type { ModeEnv, ModeResult } from "./mode.js";
import {
  compareMatrix,
  compareStored,
  lookupTarget,
  pairByRole,
  publishTarget,
  resultPathOutput,
  storeDeps,
} from "./shared.js";

/**
 * Runs the candidate (and in matrix mode the baseline configuration too), compares with the
 * baseline, publishes, and returns the verdict. A shard leg only runs and uploads its part.
 */
export async function compareMode(env: ModeEnv): Promise<ModeResult> {
  const { inputs } = env;
  const suites = await expandSuites(inputs.suites, env.cwd);
  const matrix = inputs.baselineConfig !== null;
  const configs = matrix ? [inputs.baselineConfig!, inputs.config!] : [inputs.config!];
  const runs = await core.group(`Run ${suites.length} suite(s) with ${configs.join(" and ")}`, () =>
    runSuites(inputs, {
      suites,
      configs,
      shard: inputs.shard,
      cwd: env.cwd,
      outDir: env.outDir,
      signal: env.signal,
    }),
  );
  const roles = assignRoles(runs, matrix);
  const candidateFiles = roles.filter((r) => r.role === "candidate").map((r) => r.run.file);

  if (inputs.shard !== null) return shardLeg(env, roles, candidateFiles);

  const target = publishTarget(env.ctx);
  let concluded: Awaited<ReturnType<typeof concludeAndPublish>>;
  let outcomesForUpload: SuiteOutcome[];
  let baselineMeta: Parameters<typeof concludeAndPublish>[2];
  if (matrix) {
    const outcomes = compareMatrix(
      env,
      pairByRole(roles.map(({ run, role }) => ({ suite: run.suite, role, result: run.result }))),
    );
    baselineMeta = {
      provenance: outcomes.find((o) => o.kind === "compared")?.comparison.baseline.provenance ?? null,
      notes: [],
    };
    outcomesForUpload = outcomes;
    concluded = await concludeAndPublish(env, outcomes, baselineMeta, target);
  } else {
    const lookup = await core.group("Find the baseline", async () => {
      const found = await findBaseline(inputs.baseline, lookupTarget(env), storeDeps(env));
      for (const note of found.notes) core.info(note);
      if (found.baseline !== null) core.info(`Baseline: ${found.baseline.source} (${found.baseline.detail})`);
      return found;
    });
    const candidates = roles.map(({ run }) => ({ suite: run.suite, result: run.result }));
    const outcomes = await compareStored(env, candidates, lookup.baseline);
    const provenance = outcomes.find((o) => o.kind === "compared")?.comparison.baseline.provenance ?? null;
    baselineMeta = { provenance, notes: lookup.notes };
    outcomesForUpload = outcomes;
    concluded = await concludeAndPublish(env, outcomes, baselineMeta, target);
  }

  // A fork's (or read-only) pull request: leave the comparison for a privileged `mode: publish` run.
  await leaveForPublish(env, target.issue, concluded.published.restricted, outcomesForUpload, baselineMeta);
  return {
    ...concluded.result,
    outputs: { ...concluded.result.outputs, "result-path": resultPathOutput(candidateFiles, env) },
  };
}

/** In matrix mode the first configuration's runs are the baseline (the engine runs config-major). */
export function assignRoles(runs: WrittenRun[], matrix: boolean): Array<{ run: WrittenRun; role: Role }> {
  if (!matrix) return runs.map((run) => ({ run, role: "candidate" }));
  const baselineId = runs[0]?.configId;
  return runs.map((run) => ({ run, role: run.configId === baselineId ? "baseline" : "candidate" }));
}

async function shardLeg(
  env: ModeEnv,
  roles: Array<{ run: WrittenRun; role: Role }>,
  candidateFiles: string[],
): Promise<ModeResult> {
  const shard = env.inputs.shard!;
  const name = await uploadPart(
    env.artifacts,
    env.inputs.commentHeader,
    shard,
    roles,
    path.join(env.outDir, "part"),
  );
  core.info(
    `Uploaded part ${shard.index}/${shard.count} as ${name}; a job with 'mode: merge' compares and reports`,
  );
  const cases = roles
    .filter((r) => r.role === "candidate")
    .reduce((n, r) => n + r.run.result.cases.length, 0);
  return {
    outputs: {
      status: "partial",
      cases: String(cases),
      "result-path": resultPathOutput(candidateFiles, env),
    },
    exitCode: 0,
    failure: null,
  };
}
