import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A minimal api.github.com written for acceptance testing, independently of the Action's own
 * doubles: real HTTP on 127.0.0.1, the JSON shapes Octokit reads, `Link` pagination (per_page 30
 * by default, 100 at most), GitHub's error bodies, and the validation GitHub applies to issue
 * comments and check runs (422 where GitHub refuses a request).
 */

/** What a token may do, the way GitHub decides it. */
export interface TokenGrant {
  /** `installation`: a GITHUB_TOKEN (GET /user is refused); `user`: a personal access token. */
  kind: "installation" | "user";
  /**
   * The login the token posts as: a user token's user; for an installation token its bot
   * (`github-actions[bot]` for the workflow token, `<app-slug>[bot]` for a GitHub App's token).
   */
  login?: string;
  /** Write access to issues/pull requests (comments). */
  pullRequests: "read" | "write";
  /** Write access to check runs. */
  checks: "read" | "write";
}

export interface User {
  login: string;
  id: number;
  node_id: string;
  type: "User" | "Bot";
  html_url: string;
  url: string;
  avatar_url: string;
  site_admin: boolean;
}

export interface IssueComment {
  id: number;
  node_id: string;
  url: string;
  html_url: string;
  issue_url: string;
  body: string;
  user: User;
  created_at: string;
  updated_at: string;
  author_association: string;
}

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: "notice" | "warning" | "failure";
  message: string;
  title?: string;
  raw_details?: string;
  start_column?: number;
  end_column?: number;
}

export interface CheckRun {
  id: number;
  node_id: string;
  head_sha: string;
  external_id: string;
  url: string;
  html_url: string;
  details_url: string | null;
  status: string;
  conclusion: string | null;
  started_at: string;
  completed_at: string | null;
  name: string;
  output: {
    title: string | null;
    summary: string | null;
    text: string | null;
    annotations_count: number;
    annotations_url: string;
  };
  /** Every annotation sent, in order (GitHub appends them on each update). */
  annotations: CheckAnnotation[];
}

/** One request as the emulator saw it, with the status it answered. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  token: string | null;
  status: number;
  body: unknown;
}

export interface EmulatorOptions {
  owner: string;
  repo: string;
  /** Token string → what it may do. */
  tokens: Record<string, TokenGrant>;
  /** Commits that exist in the repository: a check run on any other SHA is refused with 422. */
  commits: string[];
  /** Pull requests that exist: number → head SHA. */
  pulls: Record<number, string>;
  serverUrl?: string;
}

const DOCS = "https://docs.github.com/rest";
const ANNOTATION_LEVELS = new Set(["notice", "warning", "failure"]);
const CONCLUSIONS = new Set([
  "action_required",
  "cancelled",
  "failure",
  "neutral",
  "success",
  "skipped",
  "stale",
  "timed_out",
]);
const STATUSES = new Set(["queued", "in_progress", "completed", "waiting", "requested", "pending"]);

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const fail = (status: number, message: string, doc = DOCS, extra: Record<string, unknown> = {}): never => {
  throw new HttpError(status, { message, documentation_url: doc, status: String(status), ...extra });
};

export class IndependentGitHub {
  readonly requests: SeenRequest[] = [];
  /** Issue comments per issue number, oldest first. */
  readonly comments = new Map<number, IssueComment[]>();
  readonly checkRuns: CheckRun[] = [];
  private server: Server | null = null;
  private base = "";
  private nextId = 1_000_000_001;
  private readonly faults: Array<{
    method: string;
    path: RegExp;
    status: number;
    message: string;
    headers: Record<string, string>;
    applied: boolean;
  }> = [];
  private readonly serverUrl: string;

  constructor(private readonly options: EmulatorOptions) {
    this.serverUrl = options.serverUrl ?? "https://github.com";
  }

  /** Starts listening on 127.0.0.1 and returns the API base URL (GITHUB_API_URL). */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    this.base = `http://127.0.0.1:${port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server === null) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** A user (or bot) as GitHub renders it in comments. */
  user(login: string): User {
    const bot = login.endsWith("[bot]");
    const id = bot ? 41898282 : 100 + [...login].reduce((n, ch) => n + ch.charCodeAt(0), 0);
    return {
      login,
      id,
      node_id: bot ? "MDM6Qm90NDE4OTgyODI=" : `MDQ6VXNlcj${id}`,
      type: bot ? "Bot" : "User",
      html_url: bot ? `${this.serverUrl}/apps/github-actions` : `${this.serverUrl}/${login}`,
      url: `${this.base}/users/${encodeURIComponent(login)}`,
      avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
      site_admin: false,
    };
  }

  /** Puts a comment on an issue directly, as if someone had posted it through the web UI. */
  plantComment(issue: number, login: string, body: string): IssueComment {
    return this.addComment(issue, login, body);
  }

  /**
   * The next request matching `method` and `path` is answered with this error instead (with
   * `headers`, such as `retry-after`); with `applied`, the request takes effect first (a 502 after
   * GitHub applied it, as a proxy timing out does).
   */
  failNext(
    method: string,
    path: RegExp,
    status: number,
    message: string,
    options: { headers?: Record<string, string>; applied?: boolean } = {},
  ): void {
    this.faults.push({
      method,
      path,
      status,
      message,
      headers: options.headers ?? {},
      applied: options.applied ?? false,
    });
  }

  /** A push to the pull request: its head moves on. */
  setPullHead(number: number, sha: string): void {
    this.options.pulls[number] = sha;
    if (!this.options.commits.includes(sha)) this.options.commits.push(sha);
  }

  /** Writes (POST/PATCH/PUT/DELETE) that GitHub accepted. */
  acceptedWrites(): SeenRequest[] {
    return this.requests.filter((r) => r.method !== "GET" && r.status < 300);
  }

  private addComment(issue: number, login: string, body: string): IssueComment {
    const id = this.nextId++;
    const now = new Date().toISOString();
    const { owner, repo } = this.options;
    const comment: IssueComment = {
      id,
      node_id: `IC_kwDO${id.toString(36)}`,
      url: `${this.base}/repos/${owner}/${repo}/issues/comments/${id}`,
      html_url: `${this.serverUrl}/${owner}/${repo}/pull/${issue}#issuecomment-${id}`,
      issue_url: `${this.base}/repos/${owner}/${repo}/issues/${issue}`,
      body,
      user: this.user(login),
      created_at: now,
      updated_at: now,
      author_association: login.endsWith("[bot]") ? "NONE" : "MEMBER",
    };
    const list = this.comments.get(issue) ?? [];
    list.push(comment);
    this.comments.set(issue, list);
    return comment;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.base);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const auth = req.headers.authorization ?? "";
    const token = /^(?:token|bearer)\s+(.+)$/i.exec(auth)?.[1] ?? null;
    const seen: SeenRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      token,
      status: 0,
      body: undefined,
    };
    this.requests.push(seen);
    let status = 200;
    let payload: unknown;
    const headers: Record<string, string> = {
      "content-type": "application/json; charset=utf-8",
      "x-github-media-type": "github.v3; format=json",
      "x-ratelimit-limit": "5000",
      "x-ratelimit-remaining": "4999",
    };
    try {
      let body: unknown;
      if (raw !== "") {
        try {
          body = JSON.parse(raw);
        } catch {
          fail(400, "Problems parsing JSON");
        }
      }
      seen.body = body;
      const grant = token === null ? undefined : this.options.tokens[token];
      if (grant === undefined) fail(401, "Bad credentials");
      const fault = this.faults.findIndex((f) => f.method === seen.method && f.path.test(url.pathname));
      if (fault >= 0) {
        const [f] = this.faults.splice(fault, 1);
        if (f!.applied) this.route(seen.method, url, body as Record<string, unknown> | undefined, grant!);
        Object.assign(headers, f!.headers);
        fail(f!.status, f!.message);
      }
      const answer = this.route(seen.method, url, body as Record<string, unknown> | undefined, grant!);
      status = answer.status;
      payload = answer.body;
      Object.assign(headers, answer.headers ?? {});
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      status = error.status;
      payload = error.body;
    }
    seen.status = status;
    res.writeHead(status, headers);
    res.end(status === 204 ? undefined : JSON.stringify(payload));
  }

  private route(
    method: string,
    url: URL,
    body: Record<string, unknown> | undefined,
    grant: TokenGrant,
  ): { status: number; body: unknown; headers?: Record<string, string> } {
    const p = url.pathname;
    if (method === "GET" && p === "/user") {
      if (grant.kind === "installation") {
        fail(403, "Resource not accessible by integration", `${DOCS}/users/users#get-the-authenticated-user`);
      }
      return { status: 200, body: { ...this.user(grant.login ?? "someone"), name: null, email: null } };
    }
    if (method === "POST" && p === "/graphql") {
      // Only `viewer { login }`: what an installation token may ask about itself.
      const query = String(body?.query ?? "");
      if (!/\bviewer\s*\{\s*login\s*\}/.test(query)) {
        return { status: 200, body: { errors: [{ message: "the emulator answers only viewer { login }" }] } };
      }
      return { status: 200, body: { data: { viewer: { login: this.loginOf(grant) } } } };
    }
    const repoPrefix = `/repos/${this.options.owner}/${this.options.repo}`;
    if (!p.startsWith(`${repoPrefix}/`)) fail(404, "Not Found");
    const rest = p.slice(repoPrefix.length);

    const issueComments = /^\/issues\/(\d+)\/comments$/.exec(rest);
    if (issueComments !== null) {
      const issue = Number(issueComments[1]);
      if (!(issue in this.options.pulls)) fail(404, "Not Found");
      if (method === "GET") return this.page(url, this.comments.get(issue) ?? []);
      if (method === "POST") {
        this.mayWrite(grant.pullRequests, "issues/comments#create-an-issue-comment");
        const text = this.commentBody(body, "issues/comments#create-an-issue-comment");
        const comment = this.addComment(issue, this.loginOf(grant), text);
        return { status: 201, body: comment, headers: { location: comment.url } };
      }
    }
    const oneComment = /^\/issues\/comments\/(\d+)$/.exec(rest);
    if (oneComment !== null) {
      const id = Number(oneComment[1]);
      const comment = [...this.comments.values()].flat().find((c) => c.id === id);
      if (comment === undefined) fail(404, "Not Found");
      if (method === "GET") return { status: 200, body: comment };
      if (method === "PATCH") {
        // Write access to pull requests lets a token edit anyone's comment, as it does on GitHub:
        // keeping away from humans' comments is the Action's job, not the API's.
        this.mayWrite(grant.pullRequests, "issues/comments#update-an-issue-comment");
        comment!.body = this.commentBody(body, "issues/comments#update-an-issue-comment");
        comment!.updated_at = new Date().toISOString();
        return { status: 200, body: comment };
      }
      if (method === "DELETE") {
        this.mayWrite(grant.pullRequests, "issues/comments#delete-an-issue-comment");
        for (const [issue, list] of this.comments) {
          this.comments.set(
            issue,
            list.filter((c) => c.id !== id),
          );
        }
        return { status: 204, body: undefined };
      }
    }
    if (rest === "/check-runs" && method === "POST") {
      this.mayWrite(grant.checks, "checks/runs#create-a-check-run");
      return { status: 201, body: this.publicRun(this.createRun(body ?? {})) };
    }
    const oneRun = /^\/check-runs\/(\d+)$/.exec(rest);
    if (oneRun !== null) {
      const run = this.checkRuns.find((r) => r.id === Number(oneRun[1]));
      if (run === undefined) fail(404, "Not Found");
      if (method === "GET") return { status: 200, body: this.publicRun(run!) };
      if (method === "PATCH") {
        this.mayWrite(grant.checks, "checks/runs#update-a-check-run");
        this.updateRun(run!, body ?? {});
        return { status: 200, body: this.publicRun(run!) };
      }
    }
    const annotations = /^\/check-runs\/(\d+)\/annotations$/.exec(rest);
    if (annotations !== null && method === "GET") {
      const run = this.checkRuns.find((r) => r.id === Number(annotations[1]));
      if (run === undefined) fail(404, "Not Found");
      return this.page(
        url,
        run!.annotations.map((a) => ({ blob_href: "", ...a, title: a.title ?? null, raw_details: null })),
      );
    }
    const pull = /^\/pulls\/(\d+)$/.exec(rest);
    if (pull !== null && method === "GET") {
      const head = this.options.pulls[Number(pull[1])];
      if (head === undefined) fail(404, "Not Found");
      return { status: 200, body: { number: Number(pull[1]), state: "open", head: { sha: head } } };
    }
    if (method === "GET" && (rest === "/actions/runs" || /^\/actions\/workflows\/[^/]+\/runs$/.test(rest))) {
      return { status: 200, body: { total_count: 0, workflow_runs: [] } };
    }
    if (method === "GET" && /^\/actions\/runs\/\d+\/artifacts$/.test(rest)) {
      return { status: 200, body: { total_count: 0, artifacts: [] } };
    }
    return fail(404, "Not Found");
  }

  private loginOf(grant: TokenGrant): string {
    return grant.login ?? (grant.kind === "installation" ? "github-actions[bot]" : "someone");
  }

  private mayWrite(level: "read" | "write", doc: string): void {
    if (level !== "write") fail(403, "Resource not accessible by integration", `${DOCS}/${doc}`);
  }

  private commentBody(body: Record<string, unknown> | undefined, doc: string): string {
    const text = body?.body;
    if (typeof text !== "string" || text === "") {
      fail(
        422,
        'Invalid request.\n\nNo subschema in "anyOf" matched.\n"body" wasn\'t supplied.',
        `${DOCS}/${doc}`,
      );
    }
    if ([...(text as string)].length > 65_536) {
      fail(422, "Validation Failed", `${DOCS}/${doc}`, {
        errors: [
          {
            resource: "IssueComment",
            code: "unprocessable",
            field: "data",
            message: "Body is too long (maximum is 65536 characters)",
          },
        ],
      });
    }
    return text as string;
  }

  /** One page of a list, with GitHub's `Link` header. */
  private page<T>(url: URL, all: T[]): { status: number; body: T[]; headers: Record<string, string> } {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get("per_page") ?? 30) || 30));
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1) || 1);
    const last = Math.max(1, Math.ceil(all.length / perPage));
    const link = (n: number, rel: string): string => {
      const u = new URL(url.pathname, this.base);
      for (const [k, v] of url.searchParams) if (k !== "page") u.searchParams.set(k, v);
      u.searchParams.set("per_page", String(perPage));
      u.searchParams.set("page", String(n));
      return `<${u.toString()}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (page > 1) links.push(link(page - 1, "prev"));
    if (page < last) links.push(link(page + 1, "next"), link(last, "last"));
    if (page > 1) links.push(link(1, "first"));
    return {
      status: 200,
      body: all.slice((page - 1) * perPage, page * perPage),
      headers: links.length > 0 ? { link: links.join(", ") } : {},
    };
  }

  private createRun(body: Record<string, unknown>): CheckRun {
    const doc = `${DOCS}/checks/runs#create-a-check-run`;
    if (typeof body.name !== "string" || body.name === "") {
      fail(422, 'Invalid request.\n\n"name" wasn\'t supplied.', doc);
    }
    if (typeof body.head_sha !== "string" || body.head_sha === "") {
      fail(422, 'Invalid request.\n\n"head_sha" wasn\'t supplied.', doc);
    }
    if (!this.options.commits.includes(body.head_sha as string)) {
      fail(422, `No commit found for SHA: ${String(body.head_sha)}`, doc);
    }
    const status = body.conclusion !== undefined ? "completed" : (body.status ?? "queued");
    this.validateState(status, body, doc);
    const id = this.nextId++;
    const { owner, repo } = this.options;
    const now = new Date().toISOString();
    const run: CheckRun = {
      id,
      node_id: `CR_kwDO${id.toString(36)}`,
      head_sha: body.head_sha as string,
      external_id: typeof body.external_id === "string" ? body.external_id : "",
      url: `${this.base}/repos/${owner}/${repo}/check-runs/${id}`,
      html_url: `${this.serverUrl}/${owner}/${repo}/runs/${id}`,
      details_url: typeof body.details_url === "string" ? body.details_url : null,
      status: status as string,
      conclusion: typeof body.conclusion === "string" ? body.conclusion : null,
      started_at: typeof body.started_at === "string" ? body.started_at : now,
      completed_at:
        typeof body.completed_at === "string" ? body.completed_at : status === "completed" ? now : null,
      name: body.name as string,
      output: {
        title: null,
        summary: null,
        text: null,
        annotations_count: 0,
        annotations_url: `${this.base}/repos/${owner}/${repo}/check-runs/${id}/annotations`,
      },
      annotations: [],
    };
    if (body.output !== undefined) this.applyOutput(run, body.output, doc);
    this.checkRuns.push(run);
    return run;
  }

  private updateRun(run: CheckRun, body: Record<string, unknown>): void {
    const doc = `${DOCS}/checks/runs#update-a-check-run`;
    const status = body.conclusion !== undefined ? "completed" : (body.status ?? run.status);
    this.validateState(status, { ...body, conclusion: body.conclusion ?? run.conclusion ?? undefined }, doc);
    if (body.output !== undefined) this.applyOutput(run, body.output, doc);
    run.status = status as string;
    if (typeof body.conclusion === "string") run.conclusion = body.conclusion;
    if (typeof body.name === "string") run.name = body.name;
  }

  private validateState(status: unknown, body: Record<string, unknown>, doc: string): void {
    if (typeof status !== "string" || !STATUSES.has(status)) {
      fail(422, `Invalid request.\n\n${JSON.stringify(status)} is not a member of the status enum.`, doc);
    }
    if (body.conclusion !== undefined && !CONCLUSIONS.has(String(body.conclusion))) {
      fail(
        422,
        `Invalid request.\n\n${JSON.stringify(body.conclusion)} is not a member of the conclusion enum.`,
        doc,
      );
    }
    if (status === "completed" && body.conclusion === undefined) {
      fail(422, "Invalid request.\n\nconclusion is required when status is completed.", doc);
    }
  }

  /** Output validation as GitHub does it: title and summary required, limits, 50 annotations. */
  private applyOutput(run: CheckRun, output: unknown, doc: string): void {
    const o = output as Record<string, unknown>;
    if (typeof o !== "object" || o === null)
      fail(422, "Invalid request.\n\nFor 'output', not an object.", doc);
    if (typeof o.title !== "string") fail(422, 'Invalid request.\n\n"title" wasn\'t supplied.', doc);
    if (typeof o.summary !== "string") fail(422, 'Invalid request.\n\n"summary" wasn\'t supplied.', doc);
    // GitHub counts these in UTF-8 bytes, not characters.
    if (Buffer.byteLength(o.summary as string) > 65_535) {
      fail(422, "Invalid request.\n\nsummary exceeds a maximum bytesize of 65535", doc);
    }
    if (typeof o.text === "string" && Buffer.byteLength(o.text) > 65_535) {
      fail(422, "Invalid request.\n\ntext exceeds a maximum bytesize of 65535", doc);
    }
    const annotations = o.annotations ?? [];
    if (!Array.isArray(annotations)) fail(422, "Invalid request.\n\nFor 'annotations', not an array.", doc);
    if ((annotations as unknown[]).length > 50) {
      fail(422, "Invalid request.\n\nOnly 50 annotations are allowed per request.", doc);
    }
    const checked = (annotations as unknown[]).map((a, i) => this.annotation(a, i, doc));
    run.output.title = o.title as string;
    run.output.summary = o.summary as string;
    if (typeof o.text === "string") run.output.text = o.text;
    run.annotations.push(...checked);
    run.output.annotations_count = run.annotations.length;
  }

  private annotation(value: unknown, index: number, doc: string): CheckAnnotation {
    const a = value as Record<string, unknown>;
    const where = `For 'items' of 'annotations' (index ${index})`;
    const bad = (what: string): never => fail(422, `Invalid request.\n\n${where}, ${what}`, doc);
    if (typeof a !== "object" || a === null) bad("not an object.");
    for (const key of ["path", "annotation_level", "message"]) {
      if (typeof a[key] !== "string" || a[key] === "") bad(`"${key}" wasn't supplied.`);
    }
    for (const key of ["start_line", "end_line"]) {
      if (!Number.isInteger(a[key]) || (a[key] as number) < 1)
        bad(`"${key}" wasn't supplied or is not a positive integer.`);
    }
    if (!ANNOTATION_LEVELS.has(a.annotation_level as string)) {
      bad(`${JSON.stringify(a.annotation_level)} is not a member of ["notice", "warning", "failure"].`);
    }
    if ((a.end_line as number) < (a.start_line as number)) bad("end_line is before start_line.");
    if ((a.start_column !== undefined || a.end_column !== undefined) && a.start_line !== a.end_line) {
      bad("start_column and end_column are only allowed on a single line.");
    }
    if (typeof a.title === "string" && a.title.length > 255) bad("title is too long (maximum is 255).");
    if (Buffer.byteLength(a.message as string) > 65_536) bad("message exceeds a maximum bytesize of 65536.");
    const path = a.path as string;
    if (
      path.startsWith("/") ||
      /^[A-Za-z]:/.test(path) ||
      path.includes("\\") ||
      path.split("/").includes("..")
    ) {
      // GitHub accepts the request but the annotation points nowhere; treat it as a defect here.
      bad(`path ${JSON.stringify(path)} is not relative to the repository root.`);
    }
    return a as unknown as CheckAnnotation;
  }

  private publicRun(run: CheckRun): Omit<CheckRun, "annotations"> & Record<string, unknown> {
    const { annotations: _annotations, ...rest } = run;
    return {
      ...rest,
      check_suite: { id: 7_000_000 + run.id },
      app: { id: 15368, slug: "github-actions", name: "GitHub Actions", owner: { login: "github" } },
      pull_requests: [],
    };
  }
}
