import { logInfo } from "../log.js";
import { baselineMode } from "./baseline.js";
import { compareMode } from "./compare.js";
import type { ModeEnv, ModeResult } from "./mode.js";

/**
 * `mode: auto`: a push to the default branch saves the baseline; everything else (pull requests
 * above all) compares. Matrix mode and shard legs always take the compare path: matrix mode needs
 * no stored baseline, and a shard leg only runs and uploads its part.
 */
export async function autoMode(env: ModeEnv): Promise<ModeResult> {
  const t = env.ctx.trigger;
  const saves =
    t.kind === "push" && t.defaultBranch && env.inputs.baselineConfig === null && env.inputs.shard === null;
  logInfo(`mode auto on ${describe(env)}: ${saves ? "save the baseline" : "compare"}`);
  return saves ? baselineMode(env) : compareMode(env);
}

function describe(env: ModeEnv): string {
  const t = env.ctx.trigger;
  switch (t.kind) {
    case "push":
      return `a push to ${t.branch ?? "a tag"}${t.defaultBranch ? " (the default branch)" : ""}`;
    case "pull_request":
    case "pull_request_target":
      return `${t.kind} #${t.pr.number}${t.pr.fork ? " from a fork" : ""}`;
    case "workflow_run":
      return `workflow_run of run ${t.runId}`;
    default:
      return t.event || "an unknown event";
  }
}
