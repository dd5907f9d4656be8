import path from "node:path";
import * as core from "@actions/core";
import { InputError } from "../../core/diagnostics.js";
import { messageOf } from "../../core/error-message.js";
import { isPermissionError, statusOf } from "../api.js";
import { concludeAndPublish } from "../conclude.js";
import { logInfo } from "../log.js";
import { comparisonArtifactName, downloadForPublish } from "../publish-artifact.js";
import type { ModeEnv, ModeResult } from "./mode.js";

/**
 * The privileged half of the fork-safe recipe, in a `workflow_run` workflow: posts the comparison
 * an unprivileged pull_request run left as an artifact. It never checks out or runs the pull
 * request's code; the artifact is data, validated and re-rendered here. The pull request comes
 * from the uploaded event and must have been run on the head commit GitHub reports for the run.
 */
export async function publishMode(env: ModeEnv): Promise<ModeResult> {
  const t = env.ctx.trigger;
  if (t.kind !== "workflow_run") {
    throw new InputError(
      `mode 'publish' runs in a workflow triggered by workflow_run, not by ${env.ctx.trigger.kind}`,
    );
  }
  if (env.client === null) throw new InputError("mode 'publish' needs a github-token");
  const found = await downloadForPublish(
    env.client,
    env.artifacts,
    env.ctx.repo,
    t.runId,
    env.inputs,
    path.join(env.outDir, "publish"),
  );
  if (found === null) {
    logInfo(
      `Run ${t.runId} left no ${comparisonArtifactName(env.inputs.commentHeader)}: it published itself, or it did not run the gate. Nothing to post.`,
    );
    return { outputs: { status: "nothing" }, exitCode: 0, failure: null };
  }
  if (found.pr.headSha !== t.headSha) {
    throw new InputError(
      `the uploaded event names commit ${found.pr.headSha}, but run ${t.runId} ran on ${t.headSha}: refusing to post`,
    );
  }
  // Comment only while the pull request still points at the commit the run tested; when it
  // cannot be read, the check run (which belongs to the tested commit) is posted all the same.
  let current: string | null = null;
  try {
    const { data } = await env.client.rest.pulls.get({ ...env.ctx.repo, pull_number: found.pr.number });
    current = data.head.sha;
  } catch (error) {
    const endpoint = `GET /repos/${env.ctx.repo.owner}/${env.ctx.repo.repo}/pulls/${found.pr.number}`;
    const hint = isPermissionError(error) ? "; the token needs 'pull-requests: write' to comment" : "";
    core.warning(
      `ModelGate: pull request #${found.pr.number} of the uploaded event cannot be read (${endpoint} answered ${statusOf(error) ?? "no HTTP status"}: ${messageOf(error)}): check run only, no comment${hint}`,
    );
  }
  // The pull request's run could not fetch its baseline (it failed with exit 3 for it): the same
  // verdict here, "Baseline could not be fetched", never "No baseline yet". Untrusted text, logged
  // through logInfo (no line of it a workflow command); the report shows the notes escaped.
  for (const failure of found.baseline.failures)
    logInfo(`The pull request's run could not fetch the baseline: ${failure}`);
  const stale = current !== t.headSha;
  if (stale && current !== null)
    logInfo(`Pull request #${found.pr.number} moved on to ${current}: check run only, comment left as is`);

  // A fork's run whose comment failed (not refused) left the bundle after creating its check run.
  const publishEnv =
    found.checkRunPosted === true ? { ...env, inputs: { ...env.inputs, checkRun: false } } : env;
  const concluded = await concludeAndPublish(publishEnv, found.outcomes, found.baseline, {
    issue: stale ? null : found.pr.number,
    headSha: t.headSha,
    fork: false,
    baseSha: found.pr.baseSha,
    baseBranch: found.pr.baseRef || null,
    // Annotations at the suite files the pull request's run read (its working-directory).
    ...(found.workingDirectory !== undefined && { workingDirectory: found.workingDirectory }),
  });
  // The pull request's own run already failed or passed its step; this job reports, the check gates.
  return { ...concluded.result, exitCode: 0, failure: null };
}
