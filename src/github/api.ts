import type { getOctokit } from "@actions/github";
import { Octokit } from "@octokit/core";
import { paginateRest } from "@octokit/plugin-paginate-rest";
import { restEndpointMethods } from "@octokit/plugin-rest-endpoint-methods";
import { messageOf } from "../core/error-message.js";
import { logInfo } from "./log.js";
import { nodeFetch } from "./node-fetch.js";

/** The REST client the Action uses (Octokit with the REST methods and pagination). */
export type GitHubClient = ReturnType<typeof getOctokit>;

/** The client @actions/github builds (`getOctokit`): Octokit with the REST methods and pagination. */
const GitHub = Octokit.plugin(restEndpointMethods, paginateRest);

const PROXY_VARIABLES = ["https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"];

export interface ClientOptions {
  /** Waits before the 2nd and 3rd attempt of a request GitHub failed transiently. */
  retryDelaysMs?: readonly number[];
  /** Most time spent waiting out rate limits over the whole run (nominal milliseconds). */
  rateLimitBudgetMs?: number;
  /**
   * Real sleeps are nominal waits times this factor. Only tests set it (short waits); the budget
   * and the log lines keep GitHub's own figures.
   */
  waitScale?: number;
  /** Called with every rate-limit wait taken (nominal milliseconds), for the log and tests. */
  onWait?: (line: string) => void;
}

const RETRY_DELAYS_MS = [1000, 3000];
/** GitHub asks for at least a minute after a secondary rate limit that names no retry-after. */
const SECONDARY_DEFAULT_WAIT_MS = 60_000;
export const RATE_LIMIT_BUDGET_MS = 120_000;
/**
 * A rate-limited request is sent again at most this many times, and each wait counts at least
 * MIN_RATE_LIMIT_WAIT_MS against the budget: a server answering `retry-after: 0` for ever must not
 * keep the job resending without a pause or an end.
 */
export const MAX_RATE_LIMIT_RESENDS = 5;
export const MIN_RATE_LIMIT_WAIT_MS = 1000;
/** Safe to send twice: a repeated POST could create a second comment or check run. */
const IDEMPOTENT = new Set(["GET", "HEAD", "PATCH", "PUT", "DELETE"]);

/**
 * A GraphQL request (always a POST) holding only a query, no mutation: it reads, so it is as safe
 * to send again as a GET. The sticky comment's `viewer { login }` is one.
 */
export function isGraphqlRead(route: unknown): boolean {
  const { url, query } = (route ?? {}) as { url?: unknown; query?: unknown };
  if (typeof url !== "string" || !/\/graphql$/.test(url) || typeof query !== "string") return false;
  return /^\s*(query\b|\{)/.test(query) && !/\b(mutation|subscription)\b/.test(query);
}

/**
 * Octokit honours GITHUB_API_URL (GitHub Enterprise Server, and the tests' local double).
 * GitHub answers 5xx now and then; an idempotent request is tried again twice before the
 * failure reaches the caller, so a passing 502 does not cost the pull request its comment; so is
 * a GraphQL query (a POST that only reads). An update that adds check-run annotations is not
 * idempotent (GitHub appends them): its caller decides after a 5xx. A rate-limited request was
 * not applied, so any request, POSTs too, waits as long as GitHub asks and is sent again, within
 * one budget for the whole run.
 */
export async function createClient(token: string, options: ClientOptions = {}): Promise<GitHubClient> {
  const client = await octokit(token, process.env);
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const scale = options.waitScale ?? 1;
  const log = options.onWait ?? ((line: string) => logInfo(line));
  let budget = options.rateLimitBudgetMs ?? RATE_LIMIT_BUDGET_MS;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms * scale)));
  client.hook.wrap("request", async (request, route) => {
    const method = String(route.method).toUpperCase();
    const what = `${method} ${String(route.url)}`;
    for (let attempt = 0, resends = 0; ; ) {
      try {
        return await request(route);
      } catch (error) {
        const asked = rateLimitWait(error, Date.now());
        if (asked !== null) {
          const limited = { ...asked, ms: Math.max(asked.ms, MIN_RATE_LIMIT_WAIT_MS) };
          if (resends >= MAX_RATE_LIMIT_RESENDS) {
            log(
              `GitHub rate limit on ${what} (${limited.why}): already sent again ${resends} times; giving up`,
            );
            throw error;
          }
          if (limited.ms > budget) {
            log(
              `GitHub rate limit on ${what} (${limited.why}): waiting ${seconds(limited.ms)} s would exceed what is left of the ${seconds(options.rateLimitBudgetMs ?? RATE_LIMIT_BUDGET_MS)} s bound; giving up`,
            );
            throw error;
          }
          budget -= limited.ms;
          resends++;
          log(
            `GitHub rate limit on ${what}: waiting ${seconds(limited.ms)} s (${limited.why}) before trying again`,
          );
          await sleep(limited.ms);
          continue;
        }
        const status = statusOf(error);
        const transient = status === null || status >= 500;
        const delay = delays[attempt];
        const safe = (IDEMPOTENT.has(method) || isGraphqlRead(route)) && !addsAnnotations(route);
        if (!transient || delay === undefined || !safe) throw error;
        attempt++;
        await sleep(delay);
      }
    }
  });
  return client;
}

/**
 * What `getOctokit(token)` of @actions/github gives, without loading it: that client sends every
 * request through the bundled undici (its proxy support), whose load and parser cost each step
 * more than its few requests. Behind a proxy the runner configured, @actions/github's own client
 * is loaded, as before; otherwise the same Octokit speaks node:http.
 */
async function octokit(token: string, env: NodeJS.ProcessEnv): Promise<GitHubClient> {
  if (PROXY_VARIABLES.some((name) => (env[name] ?? "") !== "")) {
    const { getOctokit } = await import("@actions/github");
    return getOctokit(token);
  }
  // @actions/github's options: `token` auth, GITHUB_API_URL, the orchestration id in the user agent.
  const orchestration = env.ACTIONS_ORCHESTRATION_ID?.trim();
  return new GitHub({
    auth: `token ${token}`,
    baseUrl: env.GITHUB_API_URL || "https://api.github.com",
    ...(orchestration
      ? { userAgent: `actions_orchestration_id/${orchestration.replace(/[^a-z0-9_.-]/gi, "_")}` }
      : {}),
    request: { fetch: nodeFetch },
  });
}

function seconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}

/** A check-run update carrying annotations: GitHub appends them, so a blind resend duplicates them. */
function addsAnnotations(route: unknown): boolean {
  const output = (route as { output?: { annotations?: unknown } } | null)?.output;
  return Array.isArray(output?.annotations) && output.annotations.length > 0;
}

/**
 * How long GitHub asks to wait before a rate-limited request may be sent again, or null when the
 * error is not a rate limit: 429, or 403 with `retry-after`, `x-ratelimit-remaining: 0` or a
 * message naming the (secondary) rate limit.
 */
export function rateLimitWait(error: unknown, now: number): { ms: number; why: string } | null {
  const status = statusOf(error);
  if (status !== 429 && status !== 403) return null;
  const headers = headersOf(error);
  const retryAfter = headers["retry-after"];
  const remaining = headers["x-ratelimit-remaining"];
  const reset = headers["x-ratelimit-reset"];
  const limited =
    status === 429 || retryAfter !== undefined || remaining === "0" || /rate limit/i.test(messageOf(error));
  if (!limited) return null;
  if (retryAfter !== undefined && /^\d+$/.test(retryAfter.trim())) {
    return { ms: Number(retryAfter) * 1000, why: `retry-after: ${retryAfter.trim()}` };
  }
  if (remaining === "0" && reset !== undefined && /^\d+$/.test(reset.trim())) {
    const ms = Math.max(0, Number(reset) * 1000 - now) + 1000;
    return { ms, why: `x-ratelimit-reset ${new Date(Number(reset) * 1000).toISOString()}` };
  }
  return { ms: SECONDARY_DEFAULT_WAIT_MS, why: "secondary rate limit without retry-after: one minute" };
}

function headersOf(error: unknown): Record<string, string> {
  const raw = (error as { response?: { headers?: unknown } } | null)?.response?.headers;
  const out: Record<string, string> = {};
  if (typeof raw !== "object" || raw === null) return out;
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof v === "string" || typeof v === "number") out[k.toLowerCase()] = String(v);
  }
  return out;
}

/** HTTP status of an Octokit error, when it has one. */
export function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : null;
}

/** GitHub refused a text for its size (422 "too long", "maximum bytesize", ...). */
export function isSizeRefusal(error: unknown): boolean {
  if (statusOf(error) !== 422) return false;
  const errors = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const detail = JSON.stringify(errors ?? "");
  return /too[ _]long|too large|maximum|bytesize|exceeds/i.test(`${messageOf(error)} ${detail}`);
}

/**
 * The token may not write here: a fork's pull request, a read-only `permissions:` block, or an
 * installation token without the scope. GitHub answers 403 ("Resource not accessible by
 * integration"), sometimes 404 for resources the token cannot see.
 */
export function isPermissionError(error: unknown): boolean {
  const status = statusOf(error);
  // GitHub also answers 403 for its (secondary) rate limits: busy, not forbidden.
  return (status === 403 || status === 401) && !/rate limit/i.test(messageOf(error));
}

/** Sends with the full budget; when GitHub refuses the text for its size, once more with half. */
export async function withShorterOnSize<T>(send: (max: number) => Promise<T>, max: number): Promise<T> {
  try {
    return await send(max);
  } catch (error) {
    if (!isSizeRefusal(error)) throw error;
    logInfo(
      `GitHub refused the text for its size (${messageOf(error)}); sending it again at half the length`,
    );
    return send(Math.floor(max / 2));
  }
}
