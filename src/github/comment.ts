import type { GitHubClient } from "./api.js";
import { statusOf } from "./api.js";
import type { Repo } from "./context.js";
import { fitMarkdown } from "./limits.js";

/** GitHub rejects issue comments longer than this (characters). */
export const COMMENT_LIMIT = 65_536;

/** The identity GITHUB_TOKEN posts as; GET /user is refused to installation tokens. */
export const ACTIONS_BOT_LOGIN = "github-actions[bot]";

/** Hidden marker that makes one comment per header findable again. */
export function markerFor(header: string): string {
  return `<!-- modelgate:${header} -->`;
}

/**
 * The logins whose comments are the token's own. A personal access token can ask GET /user: its
 * login alone. An installation token gets 403 there: the workflow token posts as
 * github-actions[bot], but a GitHub App's token (actions/create-github-app-token) posts as
 * `<app-slug>[bot]`, which only GraphQL's `viewer` names; assuming github-actions[bot] for it would
 * never find its comment again, and post one more per run. Both bots count for an installation
 * token (a switch between the two tokens keeps one comment); a human's comment never does.
 */
export async function tokenLogins(client: GitHubClient): Promise<string[]> {
  try {
    const { data } = await client.rest.users.getAuthenticated();
    return [data.login];
  } catch (error) {
    const status = statusOf(error);
    if (status !== 403 && status !== 401 && status !== 404) throw error;
  }
  try {
    const data = await client.graphql<{ viewer?: { login?: unknown } }>("query { viewer { login } }");
    const login = data?.viewer?.login;
    if (typeof login === "string" && login !== "" && login !== ACTIONS_BOT_LOGIN) {
      return [login, ACTIONS_BOT_LOGIN];
    }
  } catch {
    // No GraphQL for this token or server: the workflow token's identity is the best guess left.
  }
  return [ACTIONS_BOT_LOGIN];
}

/** The login the token posts as (the first of {@link tokenLogins}). */
export async function tokenLogin(client: GitHubClient): Promise<string> {
  return (await tokenLogins(client))[0]!;
}

export interface StickyComment {
  id: number;
  url: string;
}

/**
 * The oldest comment authored by `login` (or one of several logins) that carries the header's
 * marker. Comments by anyone else are never considered, even when a human pasted the marker in.
 */
export async function findStickyComment(
  client: GitHubClient,
  repo: Repo,
  issue: number,
  header: string,
  login: string | readonly string[],
): Promise<StickyComment | null> {
  const marker = markerFor(header);
  const logins = new Set(typeof login === "string" ? [login] : login);
  const pages = client.paginate.iterator(client.rest.issues.listComments, {
    ...repo,
    issue_number: issue,
    per_page: 100,
  });
  for await (const page of pages) {
    for (const comment of page.data) {
      if (logins.has(comment.user?.login ?? "") && (comment.body ?? "").includes(marker)) {
        return { id: comment.id, url: comment.html_url };
      }
    }
  }
  return null;
}

export type CommentOutcome =
  | { action: "created" | "updated"; comment: StickyComment }
  | { action: "skipped"; reason: string };

/**
 * Creates the header's comment once, then updates it in place. With `createIfMissing: false`
 * an existing comment is still updated (so it never shows a stale verdict) but none is created.
 */
export async function upsertStickyComment(
  client: GitHubClient,
  repo: Repo,
  issue: number,
  header: string,
  markdown: string,
  options: { createIfMissing: boolean },
): Promise<CommentOutcome> {
  const existing = await findStickyComment(client, repo, issue, header, await tokenLogins(client));
  const marker = markerFor(header);
  const body = `${marker}\n${fitMarkdown(markdown, COMMENT_LIMIT - marker.length - 1)}`;
  if (existing !== null) {
    const { data } = await client.rest.issues.updateComment({ ...repo, comment_id: existing.id, body });
    return { action: "updated", comment: { id: data.id, url: data.html_url } };
  }
  if (!options.createIfMissing)
    return { action: "skipped", reason: "nothing to report and no earlier comment" };
  const { data } = await client.rest.issues.createComment({ ...repo, issue_number: issue, body });
  return { action: "created", comment: { id: data.id, url: data.html_url } };
}
