import * as core from "@actions/core";
import { messageOf } from "../core/error-message.js";
import type { GitHubClient } from "./api.js";
import { isPermissionError } from "./api.js";
import { type Annotation, type CheckConclusion, type CheckRunRef, createCheckRun } from "./check-run.js";
import { COMMENT_LIMIT, upsertStickyComment } from "./comment.js";
import type { Repo } from "./context.js";
import type { StickyComment } from "./find-sticky-comment.js";
import type { CommentMode } from "./inputs.js";
import { logInfo } from "./log.js";
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
    /** The check run's summary, rendered to fit a character budget (then fitted in bytes). */
    summary: string | ((maxChars: number) => string);
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
  /**
   * The pull request comes from a fork: a hint that the token is read-only (public repositories),
   * not a certainty (private and internal ones may give forks a token that writes).
   */
  fork: boolean;
  /** The workflow run's page: the check run's details link. */
  detailsUrl?: string;
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
  /**
   * A fork's run asked for nothing (`comment: off`, no check run): an earlier comment of this
   * header is left to the `mode: publish` job, which is then given the bundle.
   */
  deferred: boolean;
  /** Why the comment or check run was not written for another reason (5xx after retries, the network). */
  failed: string[];
  /** The pull request's head moved on to this commit: the comment was left to the newer run. */
  superseded: string | null;
}

/**
 * Writes the job summary first (always), then the sticky comment and the check run. A read-only
 * token (fork pull request, restrictive `permissions:`) is a warning, never a failure of the step.
 * A fork's pull request is tried like any other: its token is read-only only on public repositories.
 */
export async function publish(
  publication: Publication,
  settings: PublishSettings,
  client: GitHubClient | null,
  repo: Repo,
): Promise<PublishResult> {
  const result: PublishResult = {
    comment: null,
    checkRun: null,
    summaryWritten: false,
    restricted: [],
    deferred: false,
    failed: [],
    superseded: null,
  };
  const wantsComment = settings.comment !== "off" && publication.issue !== null;
  // `off` creates no comment, but an earlier one of this header is still updated: it must never
  // go on showing a verdict this run replaced.
  const updatesComment = publication.issue !== null;
  const wantsCheck = settings.checkRun && publication.headSha !== null;
  // Nothing asked for (`comment: off`, no check run) is no reason to warn about the token; a
  // fork's earlier comment is left to its `mode: publish` job, which is given the bundle (deferred).
  const nothingAsked = !wantsComment && !wantsCheck && (publication.fork || client === null);
  // A run that finishes after a newer push must not overwrite the newer head's report.
  if (updatesComment && client !== null && !nothingAsked) {
    result.superseded = await supersededBy(client, repo, publication.issue!, publication.headSha);
  }
  const note =
    result.superseded === null
      ? ""
      : `\n\n> **Note:** the pull request's head moved on to \`${result.superseded.slice(0, 12)}\` while this run tested \`${(publication.headSha ?? "").slice(0, 12)}\`: the pull-request comment was left to the newer run.\n`;
  result.summaryWritten = await writeJobSummary(publication.summary + note);

  if (nothingAsked) {
    result.deferred = publication.fork;
    return result;
  }
  if (!updatesComment && !wantsCheck) return result;
  if (client === null) {
    result.restricted.push("no github-token");
    core.warning(
      "ModelGate: no github-token: comment and check run skipped; the report is in the job summary.",
    );
    return result;
  }

  let forkRefused = false;
  if (result.superseded !== null) {
    logInfo(
      `Comment: skipped, pull request #${publication.issue} now points at ${result.superseded}, not at the tested ${publication.headSha}`,
    );
  } else if (publication.issue !== null) {
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
        (max) => publication.comment(Math.min(max, COMMENT_LIMIT - 256)),
        { createIfMissing },
      );
      if (outcome.action === "skipped")
        logInfo(
          `Comment: ${settings.comment === "off" ? "none" : "nothing to report"}, and ${outcome.reason} (comment: ${settings.comment})`,
        );
      else {
        result.comment = outcome.comment;
        logInfo(`Comment ${outcome.action}: ${outcome.comment.url}`);
        if (outcome.removed.length > 0)
          logInfo(
            `Removed ${outcome.removed.length} duplicate comment(s) of this header: ${outcome.removed.join(", ")}`,
          );
      }
    } catch (error) {
      // Any API failure is reported, never allowed to hide the gate's own verdict.
      if (isPermissionError(error) && publication.fork) {
        forkRefused = true;
        refusedOnFork(result, "the comment", error, "comment and check run skipped");
      } else if (isPermissionError(error)) {
        result.restricted.push(`comment: ${messageOf(error)}`);
        core.warning(
          `ModelGate: the token may not comment (${messageOf(error)}); grant 'pull-requests: write'. The report is in the job summary.`,
        );
      } else {
        result.failed.push(`comment: ${messageOf(error)}`);
        core.warning(`ModelGate: posting the comment failed: ${messageOf(error)}`);
      }
    }
  }

  // A fork's token refused once is read-only: the check run would be refused too.
  if (wantsCheck && publication.headSha !== null && !forkRefused) {
    try {
      result.checkRun = await createCheckRun(client, repo, {
        ...publication.check,
        headSha: publication.headSha,
        ...(publication.detailsUrl !== undefined ? { detailsUrl: publication.detailsUrl } : {}),
      });
      logInfo(
        `Check run '${publication.check.name}': ${result.checkRun.url} (summary ${result.checkRun.summaryBytes ?? 0} bytes)`,
      );
      if (result.checkRun.incomplete !== undefined) {
        core.warning(`ModelGate: check run ${result.checkRun.url}: ${result.checkRun.incomplete}`);
      }
    } catch (error) {
      if (isPermissionError(error) && publication.fork) {
        refusedOnFork(result, "the check run", error, "check run skipped");
      } else if (isPermissionError(error)) {
        result.restricted.push(`check run: ${messageOf(error)}`);
        core.warning(
          `ModelGate: the token may not create check runs (${messageOf(error)}); grant 'checks: write'. The report is in the job summary.`,
        );
      } else {
        result.failed.push(`check run: ${messageOf(error)}`);
        core.warning(`ModelGate: creating the check run failed: ${messageOf(error)}`);
      }
    }
  }
  return result;
}

/** A fork's write refused (401/403): the token is read-only, as on a public repository. */
function refusedOnFork(result: PublishResult, what: string, error: unknown, skipped: string): void {
  result.restricted.push(
    `the pull request comes from a fork and its token may not write (${what}: ${messageOf(error)})`,
  );
  core.warning(
    `ModelGate: this pull request comes from a fork, so the token is read-only (${what} was refused: ${messageOf(error)}): ` +
      `the report is in the job summary; ${skipped}. To post them, use the workflow_run recipe with \`mode: publish\` (docs/workflows.md).`,
  );
}

/**
 * The pull request's current head when it is no longer `tested`, else null. When the pull request
 * cannot be read, the run writes as before (it cannot tell) and says so.
 */
async function supersededBy(
  client: GitHubClient,
  repo: Repo,
  issue: number,
  tested: string | null,
): Promise<string | null> {
  if (tested === null) return null;
  try {
    const { data } = await client.rest.pulls.get({ ...repo, pull_number: issue });
    const head = typeof data.head?.sha === "string" ? data.head.sha : null;
    return head !== null && head !== tested ? head : null;
  } catch (error) {
    logInfo(
      `Could not re-read pull request #${issue} before commenting (${messageOf(error)}); commenting anyway`,
    );
    return null;
  }
}
