import type { GitHubClient } from "./api.js";
import { statusOf } from "./api.js";
import type { Repo } from "./context.js";

/** The identity GITHUB_TOKEN posts as; GET /user is refused to installation tokens. */
const ACTIONS_BOT_LOGIN = "github-actions[bot]";

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

export interface StickyComment {
  id: number;
  url: string;
}

/**
 * Whether `body` is the header's sticky comment: the marker on the body's first line, alone. A
 * marker quoted anywhere else (a human's comment, model output in another header's report) never
 * makes a comment this header's.
 */
function carriesMarker(body: string, header: string): boolean {
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
