import { messageOf } from "../core/error-message.js";
import { sanitize as showUnsafe } from "../core/report/markdown-escape.js";
import { knownSecrets } from "../core/safety/secret-values.js";
import { type GitHubClient, statusOf, withShorterOnSize } from "./api.js";
import type { Repo } from "./context.js";
import { logInfo } from "./log.js";
import { clipBytes, fitMarkdownBytes, neutralizeMarkers, renderWithinBytes } from "./markdown-fit.js";

/** GitHub's limits for a check run's output (422 beyond them): the summary in UTF-8 bytes. */
export const CHECK_SUMMARY_LIMIT = 65_535;
export const ANNOTATIONS_PER_REQUEST = 50;
/** Characters of a check run's or an annotation's title. */
const TITLE_LIMIT = 255;
/** An annotation's message: 64 KB, counted in UTF-8 bytes. */
const ANNOTATION_MESSAGE_LIMIT = 65_535;
/** At most this many annotations per check run (20 requests); the summary lists every case. */
export const MAX_ANNOTATIONS = 1_000;

export interface Annotation {
  /** Relative to the repository root, with forward slashes. */
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: "failure" | "warning" | "notice";
  title: string;
  message: string;
}

export type CheckConclusion = "success" | "failure" | "neutral";

export interface CheckRunRequest {
  name: string;
  /** The pull request's head commit, never the merge commit. */
  headSha: string;
  conclusion: CheckConclusion;
  title: string;
  /** The summary, or a renderer given a character budget (fitted to the byte limit here). */
  summary: string | ((maxBytes: number) => string);
  annotations: Annotation[];
  /** The workflow run's page, where the check's "Details" link leads. */
  detailsUrl?: string;
}

export interface CheckRunRef {
  id: number;
  url: string;
  /** UTF-8 bytes of the summary GitHub accepted. */
  summaryBytes?: number;
  /** Why some annotations are missing: a later batch was refused after the run was created. */
  incomplete?: string;
  /** Annotations asked for beyond {@link MAX_ANNOTATIONS}, not sent (the summary lists every case). */
  omitted?: number;
}

/**
 * Creates the completed check run without annotations, then adds them 50 at a time with updates
 * (GitHub appends the annotations of each update). The summary is fitted to GitHub's limit in
 * UTF-8 bytes and, if GitHub still refuses it for its size, sent once more at half the length.
 * An annotation batch is never resent blindly: after an ambiguous failure (a 5xx or a lost
 * connection, which may follow an applied update) the run's annotations are read back first.
 */
export async function createCheckRun(
  client: GitHubClient,
  repo: Repo,
  request: CheckRunRequest,
): Promise<CheckRunRef> {
  // What GitHub's API receives is no log the runner masks: known secrets are masked before fitting.
  const mask = (text: string) => knownSecrets.maskText(text);
  const title = clip(titleText(mask(request.title)), TITLE_LIMIT);
  const render = (maxBytes: number) =>
    typeof request.summary === "string"
      ? fitMarkdownBytes(neutralizeMarkers(mask(request.summary)), maxBytes)
      : renderWithinBytes(
          (chars) => neutralizeMarkers(mask((request.summary as (n: number) => string)(chars))),
          maxBytes,
        );
  const annotations = request.annotations.slice(0, MAX_ANNOTATIONS).map(sanitize);
  const batches: Annotation[][] = [];
  for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) {
    batches.push(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
  }
  let summary = "";
  const data = await withShorterOnSize(async (max) => {
    summary = render(max);
    const created = await client.rest.checks.create({
      ...repo,
      name: request.name,
      head_sha: request.headSha,
      status: "completed",
      conclusion: request.conclusion,
      completed_at: new Date().toISOString(),
      ...(request.detailsUrl !== undefined ? { details_url: request.detailsUrl } : {}),
      output: { title, summary },
    });
    return created.data;
  }, CHECK_SUMMARY_LIMIT);
  const ref: CheckRunRef = {
    id: data.id,
    url: data.html_url ?? "",
    summaryBytes: Buffer.byteLength(summary),
  };
  const omitted = request.annotations.length - annotations.length;
  if (omitted > 0) {
    ref.omitted = omitted;
    // Said in the log, not dropped silently: the Files view shows the first ones only.
    logInfo(
      `Check run: annotating the first ${MAX_ANNOTATIONS} of ${request.annotations.length} cases (GitHub's files view shows no more); the summary lists every case`,
    );
  }
  let sent = 0;
  for (const batch of batches) {
    try {
      await addBatch(client, repo, data.id, { title, summary }, batch, sent);
      sent += batch.length;
    } catch (error) {
      // The run exists with its conclusion and summary: report it, and say what is missing.
      return {
        ...ref,
        incomplete: `${annotations.length - sent} annotation(s) not added: ${messageOf(error)}`,
      };
    }
  }
  return ref;
}

/**
 * Appends one batch. A refusal (4xx) is final. After an ambiguous failure the run's annotations
 * are counted: when the batch is there it was applied; when not, it is sent once more.
 */
async function addBatch(
  client: GitHubClient,
  repo: Repo,
  id: number,
  output: { title: string; summary: string },
  batch: Annotation[],
  before: number,
): Promise<void> {
  const send = () =>
    client.rest.checks.update({ ...repo, check_run_id: id, output: { ...output, annotations: batch } });
  try {
    await send();
    return;
  } catch (error) {
    const status = statusOf(error);
    if (status !== null && status < 500) throw error;
    const present = await countAnnotations(client, repo, id);
    if (present >= before + batch.length) {
      logInfo(
        `Check run ${id}: the update answered ${status ?? messageOf(error)} but its ${batch.length} annotation(s) are there; not resent`,
      );
      return;
    }
    if (present !== before) throw error;
    logInfo(
      `Check run ${id}: the update failed (${status ?? messageOf(error)}) and was not applied; sending it again`,
    );
    await send();
  }
}

/** How many annotations the check run holds now (GitHub lists them 100 a page). */
async function countAnnotations(client: GitHubClient, repo: Repo, id: number): Promise<number> {
  const all = await client.paginate(client.rest.checks.listAnnotations, {
    ...repo,
    check_run_id: id,
    per_page: 100,
  });
  return all.length;
}

/**
 * An annotation's or a check run's text as the reports show it (one helper for all: `sanitize` of
 * the Markdown and text reports): zero-width, tag and bidi characters shown as `\u{200B}`, other
 * controls as U+FFFD, a lone `\r`, U+2028, U+2029 or U+0085 as `\r` / `\u{2028}` inside its line.
 * A title is one line.
 */
const messageText = (text: string): string => showUnsafe(text);
const titleText = (text: string): string => showUnsafe(text).replace(/[\t\n]+/g, " ");

function sanitize(a: Annotation): Annotation {
  const line = Math.max(1, Math.trunc(a.start_line) || 1);
  return {
    // A path in the repository, as public as the repository itself: kept, or the annotation is lost.
    path: a.path.replace(/\\/g, "/").replace(/^\.\//, ""),
    start_line: line,
    end_line: Math.max(line, Math.trunc(a.end_line) || line),
    annotation_level: a.annotation_level,
    title: clip(titleText(knownSecrets.maskText(a.title)), TITLE_LIMIT),
    message: clipBytes(messageText(knownSecrets.maskText(a.message)), ANNOTATION_MESSAGE_LIMIT),
  };
}

/** At most `max` characters (code points), never splitting one. */
function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}
