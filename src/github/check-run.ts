import { type GitHubClient, messageOf } from "./api.js";
import type { Repo } from "./context.js";
import { fitMarkdown } from "./limits.js";

/** GitHub's limits for a check run's output (422 beyond them). */
export const CHECK_SUMMARY_LIMIT = 65_535;
export const ANNOTATIONS_PER_REQUEST = 50;
const TITLE_LIMIT = 255;
const ANNOTATION_MESSAGE_LIMIT = 4_000;
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
  summary: string;
  annotations: Annotation[];
  detailsUrl?: string;
}

export interface CheckRunRef {
  id: number;
  url: string;
  /** Why some annotations are missing: a later batch was refused after the run was created. */
  incomplete?: string;
}

/**
 * Creates a completed check run carrying the first 50 annotations, then appends the rest 50 at a
 * time with updates (GitHub appends annotations on each update of the same run).
 */
export async function createCheckRun(
  client: GitHubClient,
  repo: Repo,
  request: CheckRunRequest,
): Promise<CheckRunRef> {
  const title = clip(request.title, TITLE_LIMIT);
  const summary = fitMarkdown(request.summary, CHECK_SUMMARY_LIMIT);
  const annotations = request.annotations.slice(0, MAX_ANNOTATIONS).map(sanitize);
  const batches: Annotation[][] = [];
  for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) {
    batches.push(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
  }
  const { data } = await client.rest.checks.create({
    ...repo,
    name: request.name,
    head_sha: request.headSha,
    status: "completed",
    conclusion: request.conclusion,
    completed_at: new Date().toISOString(),
    ...(request.detailsUrl !== undefined ? { details_url: request.detailsUrl } : {}),
    output: { title, summary, annotations: batches[0] ?? [] },
  });
  const ref: CheckRunRef = { id: data.id, url: data.html_url ?? "" };
  for (const [i, batch] of batches.slice(1).entries()) {
    try {
      await client.rest.checks.update({
        ...repo,
        check_run_id: data.id,
        output: { title, summary, annotations: batch },
      });
    } catch (error) {
      // The run exists with its conclusion and summary: report it, and say what is missing.
      const sent = (i + 1) * ANNOTATIONS_PER_REQUEST;
      return {
        ...ref,
        incomplete: `${annotations.length - sent} annotation(s) not added: ${messageOf(error)}`,
      };
    }
  }
  return ref;
}

function sanitize(a: Annotation): Annotation {
  const line = Math.max(1, Math.trunc(a.start_line) || 1);
  return {
    path: a.path.replace(/\\/g, "/").replace(/^\.\//, ""),
    start_line: line,
    end_line: Math.max(line, Math.trunc(a.end_line) || line),
    annotation_level: a.annotation_level,
    title: clip(a.title, TITLE_LIMIT),
    message: clip(a.message, ANNOTATION_MESSAGE_LIMIT),
  };
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
