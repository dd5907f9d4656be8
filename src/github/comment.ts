import { knownSecrets } from "../core/safety/secret-values.js";
import type { GitHubClient } from "./api.js";
import { statusOf, withShorterOnSize } from "./api.js";
import type { Repo } from "./context.js";
import { findStickyComments, markerFor, type StickyComment, tokenLogins } from "./find-sticky-comment.js";
import { fitMarkdown, neutralizeMarkers } from "./markdown-fit.js";

/** GitHub rejects issue comments longer than this (characters). */
export const COMMENT_LIMIT = 65_536;

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
    // GitHub's API is no log the runner masks: known secrets are masked here, before fitting.
    return `${marker}\n${fitMarkdown(neutralizeMarkers(knownSecrets.maskText(text)), max)}`;
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
    return { action: "skipped", reason: "no earlier comment of this header to update" };
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
