import type { GitHubClient } from "./api.js";
import { statusOf, withShorterOnSize } from "./api.js";
import type { Repo } from "./context.js";
import { fitMarkdown, neutralizeMarkers } from "./markdown-fit.js";

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
 * Whether `body` is the header's sticky comment: the marker on the body's first line, alone. A
 * marker quoted anywhere else (a human's comment, model output in another header's report) never
 * makes a comment this header's.
 */
export function carriesMarker(body: string, header: string): boolean {
  const marker = markerFor(header);
  return body === marker || body.startsWith(`${marker}\n`) || body.startsWith(`${marker}\r\n`);
}

/**
 * Every comment authored by `login` (or one of several logins) that carries the header's marker,
 * oldest first. Comments by anyone else are never considered, even when a human pasted the marker in.
 */
export async function findStickyComments(
  client: GitHubClient,
  repo: Repo,
  issue: number,
  header: string,
  login: string | readonly string[],
): Promise<StickyComment[]> {
  const logins = new Set(typeof login === "string" ? [login] : login);
  const pages = client.paginate.iterator(client.rest.issues.listComments, {
    ...repo,
    issue_number: issue,
    per_page: 100,
  });
  const found: StickyComment[] = [];
  for await (const page of pages) {
    for (const comment of page.data) {
      if (logins.has(comment.user?.login ?? "") && carriesMarker(comment.body ?? "", header)) {
        found.push({ id: comment.id, url: comment.html_url });
      }
    }
  }
  return found.sort((a, b) => a.id - b.id);
}

/** The oldest of {@link findStickyComments}, or null. */
export async function findStickyComment(
  client: GitHubClient,
  repo: Repo,
  issue: number,
  header: string,
  login: string | readonly string[],
): Promise<StickyComment | null> {
  return (await findStickyComments(client, repo, issue, header, login))[0] ?? null;
}

export type CommentOutcome =
  | { action: "created" | "updated"; comment: StickyComment; removed: number[] }
  | { action: "skipped"; reason: string };

/**
 * Creates the header's comment once, then updates it in place. With `createIfMissing: false`
 * an existing comment is still updated (so it never shows a stale verdict) but none is created.
 * Two runs of one pull request at once can both create one: after creating, the comments are
 * listed again and the newer duplicates are removed, the oldest keeping this run's report; an
 * update removes any duplicates an earlier race left. A body GitHub refuses for its size is
 * rendered again at half the length, once.
 */
export async function upsertStickyComment(
  client: GitHubClient,
  repo: Repo,
  issue: number,
  header: string,
  markdown: string | ((max: number) => string),
  options: { createIfMissing: boolean },
): Promise<CommentOutcome> {
  const logins = await tokenLogins(client);
  const existing = await findStickyComments(client, repo, issue, header, logins);
  const marker = markerFor(header);
  const render = (max: number) => {
    const text = typeof markdown === "string" ? markdown : markdown(max);
    return `${marker}\n${fitMarkdown(neutralizeMarkers(text), max)}`;
  };
  const full = COMMENT_LIMIT - marker.length - 1;
  const write = (send: (body: string) => Promise<{ id: number; html_url: string }>) =>
    withShorterOnSize((max) => send(render(max)), full);
  const update = (id: number) =>
    write(async (body) => (await client.rest.issues.updateComment({ ...repo, comment_id: id, body })).data);

  if (existing.length > 0) {
    const [keep, ...duplicates] = existing as [StickyComment, ...StickyComment[]];
    const data = await update(keep.id);
    const removed = await removeComments(client, repo, duplicates);
    return { action: "updated", comment: { id: data.id, url: data.html_url }, removed };
  }
  if (!options.createIfMissing)
    return { action: "skipped", reason: "nothing to report and no earlier comment" };
  const created = await write(
    async (body) => (await client.rest.issues.createComment({ ...repo, issue_number: issue, body })).data,
  );
  // Another run may have created one at the same time: the oldest stays, holding this report.
  const all = await findStickyComments(client, repo, issue, header, logins);
  const oldest = all[0];
  if (oldest === undefined || oldest.id === created.id) {
    const removed = await removeComments(
      client,
      repo,
      all.filter((c) => c.id !== created.id),
    );
    return { action: "created", comment: { id: created.id, url: created.html_url }, removed };
  }
  const data = await update(oldest.id);
  const removed = await removeComments(
    client,
    repo,
    all.filter((c) => c.id !== oldest.id),
  );
  return { action: "updated", comment: { id: data.id, url: data.html_url }, removed };
}

/** Deletes the token's own duplicate comments; one already gone (the other run's cleanup) is fine. */
async function removeComments(
  client: GitHubClient,
  repo: Repo,
  comments: StickyComment[],
): Promise<number[]> {
  const removed: number[] = [];
  for (const c of comments) {
    try {
      await client.rest.issues.deleteComment({ ...repo, comment_id: c.id });
      removed.push(c.id);
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }
  return removed;
}
