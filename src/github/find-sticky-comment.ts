import { messageOf } from "../core/error-message.js";
import type { GitHubClient } from "./api.js";
import { isPermissionError, statusOf } from "./api.js";
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
 * github-actions[bot] is assumed only when GraphQL is refused to the token; any other failure (a
 * 5xx after the client's retries) is thrown: a guess there would post a second comment.
 */
export async function tokenLogins(client: GitHubClient): Promise<string[]> {
  try {
    const { data } = await client.rest.users.getAuthenticated();
    return [data.login];
  } catch (error) {
    // A rate limit the client gave up on is no sign of an installation token.
    if (!isPermissionError(error) && statusOf(error) !== 404) throw error;
  }
  let login: unknown;
  try {
    const data = await client.graphql<{ viewer?: { login?: unknown } }>("query { viewer { login } }");
    login = data?.viewer?.login;
  } catch (error) {
    if (!graphqlRefused(error)) {
      throw new Error(
        `the GraphQL \`viewer\` query (which login the token posts as) answered ${statusOf(error) ?? "no HTTP status"}: ${messageOf(error)}`,
      );
    }
  }
  if (typeof login !== "string" || login === "") return [ACTIONS_BOT_LOGIN];
  // GraphQL may name a bot by its slug alone; REST comments (what is matched) always carry the
  // suffix, and the bare name would be a human's account.
  const bot = login.endsWith("[bot]") ? login : `${login}[bot]`;
  return bot === ACTIONS_BOT_LOGIN ? [bot] : [bot, ACTIONS_BOT_LOGIN];
}

/** GraphQL is not for this token or server: refused (401, 403, 404) or "Resource not accessible". */
function graphqlRefused(error: unknown): boolean {
  if (isPermissionError(error) || statusOf(error) === 404) return true;
  const errors = (error as { errors?: unknown } | null)?.errors;
  return (
    Array.isArray(errors) &&
    errors.some((e) => /resource not accessible/i.test(String((e as { message?: unknown })?.message)))
  );
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
