import * as core from "@actions/core";
import type { GitHubClient } from "./api.js";
import { isPermissionError, messageOf } from "./api.js";
import { type Annotation, type CheckConclusion, type CheckRunRef, createCheckRun } from "./check-run.js";
import { COMMENT_LIMIT, type StickyComment, upsertStickyComment } from "./comment.js";
import type { Repo } from "./context.js";
import type { CommentMode } from "./inputs.js";
import { writeJobSummary } from "./summary.js";

/** A finished report and where it goes. */
export interface Publication {
  header: string;
  /** The full report for the job summary. */
  summary: string;
  /** The report for the comment, rendered to fit `max` characters. */
  comment: (max: number) => string;
  check: {
    name: string;
    title: string;
    summary: string;
    conclusion: CheckConclusion;
    annotations: Annotation[];
  };
  /** The gate failed (behaviour or execution). */
  failed: boolean;
  /** Anything other than passing-and-unchanged cases (decides `comment: changes`). */
  changed: boolean;
  /** The pull request to comment on; null outside pull requests. */
  issue: number | null;
  /** The commit the check run is attached to (the PR head, not the merge commit). */
  headSha: string | null;
  /** The token cannot write (a fork's pull request): only the summary is written. */
  readOnly: boolean;
}

export interface PublishSettings {
  comment: CommentMode;
  checkRun: boolean;
}

export interface PublishResult {
  comment: StickyComment | null;
  checkRun: CheckRunRef | null;
  summaryWritten: boolean;
  /** Why the comment or check run was not written because the token may not write; empty otherwise. */
  restricted: string[];
}

/**
 * Writes the job summary first (always), then the sticky comment and the check run. A read-only
 * token (fork pull request, restrictive `permissions:`) is a warning, never a failure of the step.
 */
export async function publish(
  publication: Publication,
  settings: PublishSettings,
  client: GitHubClient | null,
  repo: Repo,
): Promise<PublishResult> {
  const result: PublishResult = { comment: null, checkRun: null, summaryWritten: false, restricted: [] };
  result.summaryWritten = await writeJobSummary(publication.summary);

  const wantsComment = settings.comment !== "off" && publication.issue !== null;
  const wantsCheck = settings.checkRun && publication.headSha !== null;
  if (!wantsComment && !wantsCheck) return result;
  if (publication.readOnly) {
    result.restricted.push("the pull request comes from a fork, so the workflow token is read-only");
    core.warning(
      "ModelGate: this pull request comes from a fork, so the token is read-only: the report is in the job summary; " +
        "comment and check run skipped. To post them, use the workflow_run recipe with `mode: publish` (docs/workflows.md).",
    );
    return result;
  }
  if (client === null) {
    result.restricted.push("no github-token");
    core.warning(
      "ModelGate: no github-token: comment and check run skipped; the report is in the job summary.",
    );
    return result;
  }

  if (wantsComment && publication.issue !== null) {
    const createIfMissing =
      settings.comment === "always" ||
      (settings.comment === "changes" && publication.changed) ||
      (settings.comment === "failures" && publication.failed);
    try {
      const outcome = await upsertStickyComment(
        client,
        repo,
        publication.issue,
        publication.header,
        publication.comment(COMMENT_LIMIT - 256),
        { createIfMissing },
      );
      if (outcome.action === "skipped")
        core.info(`Comment: ${outcome.reason} (comment: ${settings.comment})`);
      else {
        result.comment = outcome.comment;
        core.info(`Comment ${outcome.action}: ${outcome.comment.url}`);
      }
    } catch (error) {
      // Any API failure is reported, never allowed to hide the gate's own verdict.
      if (isPermissionError(error)) {
        result.restricted.push(`comment: ${messageOf(error)}`);
        core.warning(
          `ModelGate: the token may not comment (${messageOf(error)}); grant 'pull-requests: write'. The report is in the job summary.`,
        );
      } else core.warning(`ModelGate: posting the comment failed: ${messageOf(error)}`);
    }
  }

  if (wantsCheck && publication.headSha !== null) {
    try {
      result.checkRun = await createCheckRun(client, repo, {
        ...publication.check,
        headSha: publication.headSha,
      });
      core.info(`Check run '${publication.check.name}': ${result.checkRun.url}`);
      if (result.checkRun.incomplete !== undefined) {
        core.warning(`ModelGate: check run ${result.checkRun.url}: ${result.checkRun.incomplete}`);
      }
    } catch (error) {
      if (isPermissionError(error)) {
        result.restricted.push(`check run: ${messageOf(error)}`);
        core.warning(
          `ModelGate: the token may not create check runs (${messageOf(error)}); grant 'checks: write'. The report is in the job summary.`,
        );
      } else core.warning(`ModelGate: creating the check run failed: ${messageOf(error)}`);
    }
  }
  return result;
}
