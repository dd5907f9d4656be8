import path from "node:path";
import * as core from "@actions/core";
import { type BaselineLookup, findBaseline } from "../baseline-store.js";
import { expandSuites } from "../globs.js";
import type { SuiteOutcome } from "../job-verdict.js";
import { logInfo } from "../log.js";
import { runSuites, type WrittenRun } from "../run-suites.js";
import { type Role, uploadPart } from "../shard.js";
import type { ModeEnv, ModeResult } from "./mode.js";
import {
  compareMatrix,
  compareStored,
  concludeComparisons,
  lookupTarget,
  pairByRole,
  resultPathOutput,
  storeDeps,
  warnFailures,
} from "./shared.js";

/**
 * Runs the candidate (and in matrix mode the baseline configuration too), compares with the
 * baseline, publishes, and returns the verdict. A shard leg only runs and uploads its part.
 */
export async function compareMode(env: ModeEnv): Promise<ModeResult> {
  const { inputs } = env;
  const suites = await expandSuites(inputs.suites, env.cwd);
  const matrix = inputs.baselineConfig !== null;
  // The same file on both sides (a matrix leg whose candidate is the production config): one run,
  // compared with itself, rather than two configs with one id, which the engine refuses.
  const self = matrix && sameFile(env.cwd, inputs.baselineConfig!, inputs.config!);
  if (self) logInfo("baseline-config and config are the same file: it runs once and is compared with itself");
  const configs = matrix && !self ? [inputs.baselineConfig!, inputs.config!] : [inputs.config!];
  // The stored baseline is found before the models run: a wrong `baseline:` path (or an unreadable
  // committed result) fails in seconds, not after the whole suite has run.
  const lookup = matrix || inputs.shard !== null ? null : await findStoredBaseline(env);
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
  const roles = self ? runs.flatMap((run) => bothRoles(run)) : assignRoles(runs, matrix);
  const candidateFiles = roles.filter((r) => r.role === "candidate").map((r) => r.run.file);

  if (inputs.shard !== null) return shardLeg(env, roles, candidateFiles);

  let outcomes: SuiteOutcome[];
  if (matrix) {
    outcomes = compareMatrix(
      env,
      pairByRole(roles.map(({ run, role }) => ({ suite: run.suite, role, result: run.result }))),
    );
  } else {
    if (lookup === null) throw new Error("the stored baseline was not looked up");
    const candidates = roles.map(({ run }) => ({ suite: run.suite, result: run.result }));
    outcomes = await compareStored(env, candidates, lookup.baseline, lookup.failures);
  }
  // In matrix mode nothing was looked up: no notes.
  return concludeComparisons(env, outcomes, lookup?.notes ?? [], candidateFiles, lookup);
}

function findStoredBaseline(env: ModeEnv): Promise<BaselineLookup> {
  return core.group("Find the baseline", async () => {
    const found = await findBaseline(env.inputs.baseline, lookupTarget(env), storeDeps(env));
    for (const note of found.notes) logInfo(note);
    warnFailures(found);
    if (found.baseline !== null) logInfo(`Baseline: ${found.baseline.source} (${found.baseline.detail})`);
    return found;
  });
}

/** In matrix mode the first configuration's runs are the baseline (the engine runs config-major). */
export function assignRoles(runs: WrittenRun[], matrix: boolean): Array<{ run: WrittenRun; role: Role }> {
  if (!matrix) return runs.map((run) => ({ run, role: "candidate" }));
  const baselineId = runs[0]?.configId;
  return runs.map((run) => ({ run, role: run.configId === baselineId ? "baseline" : "candidate" }));
}

/** One run standing for both sides (config and baseline-config name the same file). */
export function bothRoles(run: WrittenRun): Array<{ run: WrittenRun; role: Role }> {
  return [
    { run, role: "baseline" },
    { run, role: "candidate" },
  ];
}

export function sameFile(cwd: string, a: string, b: string): boolean {
  return path.resolve(cwd, a) === path.resolve(cwd, b);
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
  logInfo(
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
