// A real HTTP server on 127.0.0.1 that answers the GitHub REST endpoints the Action calls, with
// GitHub's own limits (422 beyond them), Link-header pagination and a read-only (403) mode.
// Every request is recorded so tests can assert what was (and was not) sent.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32, inflateRawSync } from "node:zlib";

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
  /** The status the double answered with. */
  status?: number;
}

export interface DoubleComment {
  id: number;
  issue: number;
  body: string;
  login: string;
}

export interface DoubleCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  title: string;
  summary: string;
  details_url: string | null;
  annotations: Array<Record<string, unknown>>;
}

export interface DoubleWorkflowRun {
  id: number;
  head_sha: string;
  head_branch: string;
  event: string;
  status: string;
  conclusion: string | null;
  /** Workflow file path, e.g. `.github/workflows/ci.yml`. */
  path: string;
  created_at: string;
}

export interface DoubleArtifact {
  id: number;
  name: string;
  runId: number;
  expired: boolean;
  created_at: string;
  /** Files of the zip: name → content. */
  files: Record<string, string>;
}

export interface DoubleOptions {
  /** Login GET /user answers with; null answers 403 as GitHub does for installation tokens. */
  userLogin?: string | null;
  /** The login comments created through this token are authored by. */
  tokenLogin?: string;
  /**
   * The login GraphQL's `viewer` answers with. Default: GET /user's login, else `tokenLogin`, as
   * GitHub answers an installation token (`<app-slug>[bot]`, the form REST comments show).
   */
  viewerLogin?: string;
  /** Every write answers 403 "Resource not accessible by integration". */
  readOnly?: boolean;
  /**
   * The one repository (`owner/name`) the token can see: any other answers 404 Not Found, as GitHub
   * does for a repository that does not exist or that the token has no access to. Default: any.
   */
  repository?: string | null;
  /**
   * Workflow files (`ci.yml`) GitHub knows: listing the runs of any other answers 404 Not Found,
   * as for a workflow not on the default branch yet. Default null: every workflow is known.
   */
  workflows?: string[] | null;
}

/** GitHub's body of a 404: `status` a string, the documentation link of the endpoint. */
export function notFoundBody(documentationUrl: string): {
  message: string;
  documentation_url: string;
  status: string;
} {
  return { message: "Not Found", documentation_url: documentationUrl, status: "404" };
}

const WORKFLOW_RUNS_DOCS =
  "https://docs.github.com/rest/actions/workflow-runs#list-workflow-runs-for-a-workflow";
const REPOSITORY_RUNS_DOCS =
  "https://docs.github.com/rest/actions/workflow-runs#list-workflow-runs-for-a-repository";

const ANNOTATION_BATCH = 50;

/** GitHub's own limits: a comment in characters, check-run output in UTF-8 bytes. */
export interface DoubleLimits {
  commentChars: number;
  summaryBytes: number;
  annotationMessageBytes: number;
  titleChars: number;
}

export const GITHUB_LIMITS: DoubleLimits = {
  commentChars: 65_536,
  summaryBytes: 65_535,
  annotationMessageBytes: 65_536,
  titleChars: 255,
};

/** An injected failure: the next `count` requests matching method and path answer `status`. */
export interface DoubleFault {
  method: string;
  path: RegExp;
  status: number;
  message?: string;
  headers?: Record<string, string>;
  /** Apply the request first, then answer with the failure (a 502 after GitHub applied it). */
  applied?: boolean;
  count?: number;
  /** The answer's body; default `{message}`. */
  body?: unknown;
}

export class GitHubDouble {
  readonly requests: RecordedRequest[] = [];
  readonly comments: DoubleComment[] = [];
  readonly checkRuns: DoubleCheckRun[] = [];
  readonly workflowRuns: DoubleWorkflowRun[] = [];
  readonly artifacts: DoubleArtifact[] = [];
  /** Pull requests by number: their head SHA, for `mode: publish` verification. */
  readonly pulls = new Map<number, { headSha: string }>();
  options: Required<Omit<DoubleOptions, "repository" | "workflows" | "viewerLogin">> &
    Pick<DoubleOptions, "viewerLogin">;
  /** See DoubleOptions: tests may change them between runs. */
  repository: string | null;
  workflows: string[] | null;
  /** Actions cache entries (tar archives as uploaded). */
  readonly caches: Array<{ id: number; key: string; version: string; data: Buffer }> = [];
  /** The workflow run the Action runs in: its artifacts are the ones the artifact service lists. */
  currentRunId = 1;
  /** When each attempt of a run started (`runId/attempt` → `run_started_at`, whole seconds as GitHub's). */
  readonly attemptStarts = new Map<string, string>();
  /** The limits the double enforces (tests lower them to force a 422 the client cannot foresee). */
  limits: DoubleLimits = { ...GITHUB_LIMITS };
  readonly faults: DoubleFault[] = [];
  /** Comment creations held until this many have arrived (two runs racing), then all answered. */
  private createBarrier: { size: number; timeoutMs: number; waiting: Array<() => void> } | null = null;
  private readonly blobs = new Map<string, Buffer>();
  private readonly blocks = new Map<string, Map<string, Buffer>>();
  private readonly finalized = new Set<number>();
  private lastRawBody: Buffer = Buffer.alloc(0);
  private server: Server | null = null;
  private nextId = 1000;

  constructor(options: DoubleOptions = {}) {
    this.options = {
      userLogin: options.userLogin ?? null,
      tokenLogin: options.tokenLogin ?? "github-actions[bot]",
      readOnly: options.readOnly ?? false,
      ...(options.viewerLogin !== undefined && { viewerLogin: options.viewerLogin }),
    };
    this.repository = options.repository ?? null;
    this.workflows = options.workflows ?? null;
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error("double not started");
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** A comment written by someone else (a human pasting the marker, another bot). */
  plantComment(issue: number, login: string, body: string): DoubleComment {
    const comment = { id: this.nextId++, issue, body, login };
    this.comments.push(comment);
    return comment;
  }

  addWorkflowRun(run: Omit<DoubleWorkflowRun, "id"> & { id?: number }): DoubleWorkflowRun {
    const full = { ...run, id: run.id ?? this.nextId++ };
    this.workflowRuns.push(full);
    return full;
  }

  addArtifact(
    artifact: Omit<DoubleArtifact, "id" | "expired" | "created_at"> & Partial<DoubleArtifact>,
  ): DoubleArtifact {
    const full: DoubleArtifact = {
      expired: false,
      created_at: new Date().toISOString(),
      ...artifact,
      id: artifact.id ?? this.nextId++,
    };
    this.artifacts.push(full);
    return full;
  }

  /**
   * Starts attempt `n` of run `runId` (once: a matrix's jobs share their attempt). An attempt starts
   * after the earlier one ended, so in a later second than any artifact the run already has, as on
   * GitHub, where `run_started_at` counts whole seconds; the double waits for that second.
   */
  async startAttempt(runId: number, n: number): Promise<void> {
    const key = `${runId}/${n}`;
    if (this.attemptStarts.has(key)) return;
    const second = (iso: string) => Math.floor(Date.parse(iso) / 1000);
    const latest = Math.max(
      0,
      ...this.artifacts.filter((a) => a.runId === runId).map((a) => second(a.created_at)),
    );
    while (Math.floor(Date.now() / 1000) <= latest) await new Promise((resolve) => setTimeout(resolve, 50));
    this.attemptStarts.set(
      key,
      `${new Date(Math.floor(Date.now() / 1000) * 1000).toISOString().slice(0, 19)}Z`,
    );
  }

  /** Injects a failure for the next matching request(s). */
  failNext(fault: DoubleFault): void {
    this.faults.push({ count: 1, ...fault });
  }

  /**
   * Holds each comment creation until `size` have arrived (or `timeoutMs` after the first), so runs
   * racing on one pull request have all listed the comments (and found none) before any is created.
   */
  holdCommentCreates(size: number, timeoutMs = 10_000): void {
    this.createBarrier = { size, timeoutMs, waiting: [] };
  }

  /** Writes to the REST API (comments, check runs), not the artifact service. */
  writes(): RecordedRequest[] {
    return this.requests.filter((r) => r.method !== "GET" && r.path.startsWith("/repos/"));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<Handled> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const raw = await readBody(req);
    this.lastRawBody = raw;
    const text = req.method === "PUT" ? "" : raw.toString("utf8");
    let body: unknown = null;
    if (text !== "") {
      try {
        body = JSON.parse(text);
      } catch {
        return send(res, 400, { message: "Problems parsing JSON" });
      }
    }
    const method = req.method ?? "GET";
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: req.headers.authorization,
    };
    this.requests.push(record);
    res.on("finish", () => {
      record.status = res.statusCode;
    });
    if (url.pathname.startsWith("/repos/") && !req.headers.authorization?.startsWith("token ")) {
      return send(res, 401, { message: "Requires authentication" });
    }
    const repository = /^\/repos\/([^/]+\/[^/]+)\//.exec(url.pathname)?.[1];
    if (
      this.repository !== null &&
      repository !== undefined &&
      repository.toLowerCase() !== this.repository.toLowerCase()
    ) {
      const docs = url.pathname.includes("/actions/workflows/") ? WORKFLOW_RUNS_DOCS : REPOSITORY_RUNS_DOCS;
      return send(res, 404, notFoundBody(docs));
    }
    if (method !== "GET" && this.options.readOnly && url.pathname.startsWith("/repos/")) {
      return send(res, 403, { message: "Resource not accessible by integration" });
    }
    const route = `${method} ${url.pathname}`;
    const fault = this.faults.find((f) => f.method === method && f.path.test(url.pathname));
    if (fault !== undefined) {
      fault.count = (fault.count ?? 1) - 1;
      if (fault.count <= 0) this.faults.splice(this.faults.indexOf(fault), 1);
      if (fault.applied) {
        // Applied, but the answer is lost: route it to a response nobody reads.
        await this.route(req, route, url, body, new DiscardedResponse() as unknown as ServerResponse);
      }
      res.writeHead(fault.status, {
        "content-type": "application/json; charset=utf-8",
        ...(fault.headers ?? {}),
      });
      res.end(JSON.stringify(fault.body ?? { message: fault.message ?? `double: injected ${fault.status}` }));
      return true;
    }
    return this.route(req, route, url, body, res);
  }

  private async route(
    req: IncomingMessage,
    route: string,
    url: URL,
    body: unknown,
    res: ServerResponse,
  ): Promise<Handled> {
    const method = req.method ?? "GET";
    let m: RegExpExecArray | null;

    if (route === "GET /user") {
      if (this.options.userLogin === null)
        return send(res, 403, { message: "Resource not accessible by integration" });
      return send(res, 200, { login: this.options.userLogin, type: "User" });
    }
    // GraphQL `viewer { login }`: how an installation token learns the bot it posts as.
    if (route === "POST /graphql") {
      return send(res, 200, {
        data: {
          viewer: { login: this.options.viewerLogin ?? this.options.userLogin ?? this.options.tokenLogin },
        },
      });
    }
    m = /^GET \/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(route);
    if (m) {
      const issue = Number(m[1]);
      const all = this.comments.filter((c) => c.issue === issue).map((c) => this.commentJson(c));
      return this.paginate(req, res, url, all);
    }
    m = /^POST \/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(route);
    if (m) {
      const input = body as { body?: unknown };
      if (typeof input?.body !== "string" || [...input.body].length > this.limits.commentChars) {
        return send(res, 422, {
          message: "Validation Failed",
          errors: [
            {
              field: "body",
              code: "too_long",
              message: `Body is too long (maximum is ${this.limits.commentChars} characters)`,
            },
          ],
        });
      }
      const barrier = this.createBarrier;
      if (barrier !== null) {
        await new Promise<void>((resolve) => {
          barrier.waiting.push(resolve);
          const releaseAll = () => {
            if (this.createBarrier === barrier) this.createBarrier = null;
            for (const release of barrier.waiting.splice(0)) release();
          };
          if (barrier.waiting.length >= barrier.size) releaseAll();
          else if (barrier.waiting.length === 1) setTimeout(releaseAll, barrier.timeoutMs).unref();
        });
      }
      const comment = {
        id: this.nextId++,
        issue: Number(m[1]),
        body: input.body,
        login: this.options.tokenLogin,
      };
      this.comments.push(comment);
      return send(res, 201, this.commentJson(comment));
    }
    m = /^PATCH \/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(route);
    if (m) {
      const comment = this.comments.find((c) => c.id === Number(m?.[1]));
      if (!comment) return send(res, 404, { message: "Not Found" });
      const input = body as { body?: unknown };
      if (typeof input?.body !== "string" || [...input.body].length > this.limits.commentChars) {
        return send(res, 422, {
          message: "Validation Failed",
          errors: [
            {
              field: "body",
              code: "too_long",
              message: `Body is too long (maximum is ${this.limits.commentChars} characters)`,
            },
          ],
        });
      }
      comment.body = input.body;
      return send(res, 200, this.commentJson(comment));
    }
    m = /^DELETE \/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(route);
    if (m) {
      const at = this.comments.findIndex((c) => c.id === Number(m?.[1]));
      if (at < 0) return send(res, 404, { message: "Not Found" });
      this.comments.splice(at, 1);
      res.writeHead(204);
      res.end();
      return true;
    }
    m = /^GET \/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)\/annotations$/.exec(route);
    if (m) {
      const run = this.checkRuns.find((r) => r.id === Number(m?.[1]));
      if (!run) return send(res, 404, { message: "Not Found" });
      return this.paginate(req, res, url, run.annotations);
    }
    m = /^POST \/repos\/[^/]+\/[^/]+\/check-runs$/.exec(route);
    if (m) {
      const input = body as Record<string, unknown>;
      const invalid = validateCheckOutput(input.output, this.limits);
      if (invalid) return send(res, 422, { message: `Validation Failed: ${invalid}` });
      if (typeof input.head_sha !== "string" || typeof input.name !== "string") {
        return send(res, 422, { message: "Validation Failed: name and head_sha are required" });
      }
      const output = (input.output ?? {}) as Record<string, unknown>;
      const run: DoubleCheckRun = {
        id: this.nextId++,
        name: input.name,
        head_sha: input.head_sha,
        status: String(input.status ?? "queued"),
        conclusion: typeof input.conclusion === "string" ? input.conclusion : null,
        title: String(output.title ?? ""),
        summary: String(output.summary ?? ""),
        details_url: typeof input.details_url === "string" ? input.details_url : null,
        annotations: [...((output.annotations as Array<Record<string, unknown>>) ?? [])],
      };
      this.checkRuns.push(run);
      return send(res, 201, this.checkJson(run));
    }
    m = /^PATCH \/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)$/.exec(route);
    if (m) {
      const run = this.checkRuns.find((r) => r.id === Number(m?.[1]));
      if (!run) return send(res, 404, { message: "Not Found" });
      const input = body as Record<string, unknown>;
      const invalid = validateCheckOutput(input.output, this.limits);
      if (invalid) return send(res, 422, { message: `Validation Failed: ${invalid}` });
      const output = (input.output ?? {}) as Record<string, unknown>;
      if (typeof output.summary === "string") run.summary = output.summary;
      if (typeof output.title === "string") run.title = output.title;
      run.annotations.push(...((output.annotations as Array<Record<string, unknown>>) ?? []));
      if (typeof input.conclusion === "string") run.conclusion = input.conclusion;
      return send(res, 200, this.checkJson(run));
    }
    m = /^GET \/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/.exec(route);
    if (m) {
      const pr = this.pulls.get(Number(m[1]));
      if (!pr) return send(res, 404, { message: "Not Found" });
      return send(res, 200, { number: Number(m[1]), head: { sha: pr.headSha } });
    }
    m = /^GET \/repos\/[^/]+\/[^/]+\/actions\/(?:workflows\/([^/]+)\/)?runs$/.exec(route);
    if (m) {
      const workflow = m[1] ? decodeURIComponent(m[1]) : null;
      const known = this.workflows;
      if (workflow !== null && known !== null && !known.includes(workflow))
        return send(res, 404, notFoundBody(WORKFLOW_RUNS_DOCS));
      const q = url.searchParams;
      const runs = this.workflowRuns
        .filter((r) => workflow === null || r.path.endsWith(`/${workflow}`) || r.path === workflow)
        .filter((r) => !q.get("branch") || r.head_branch === q.get("branch"))
        .filter((r) => !q.get("head_sha") || r.head_sha === q.get("head_sha"))
        .filter((r) => !q.get("event") || r.event === q.get("event"))
        .filter((r) => !q.get("status") || r.conclusion === q.get("status") || r.status === q.get("status"))
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      const page = slicePage(url, runs);
      setLink(res, url, page.last, page.page);
      return send(res, 200, { total_count: runs.length, workflow_runs: page.items.map((r) => ({ ...r })) });
    }
    m = /^GET \/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/attempts\/(\d+)$/.exec(route);
    if (m) {
      const started = this.attemptStarts.get(`${m[1]}/${m[2]}`);
      if (started === undefined)
        return send(
          res,
          404,
          notFoundBody("https://docs.github.com/rest/actions/workflow-runs#get-a-workflow-run-attempt"),
        );
      const run = this.workflowRuns.find((r) => r.id === Number(m?.[1]));
      return send(res, 200, {
        ...(run ?? {}),
        id: Number(m[1]),
        run_attempt: Number(m[2]),
        run_started_at: started,
      });
    }
    m = /^GET \/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/artifacts$/.exec(route);
    if (m) {
      const runId = Number(m[1]);
      const name = url.searchParams.get("name");
      const list = this.artifacts
        .filter((a) => a.runId === runId && (name === null || a.name === name))
        .map((a) => this.artifactJson(a));
      return send(res, 200, { total_count: list.length, artifacts: list });
    }
    m = /^DELETE \/repos\/[^/]+\/[^/]+\/actions\/artifacts\/(\d+)$/.exec(route);
    if (m) {
      const at = this.artifacts.findIndex((a) => a.id === Number(m?.[1]));
      if (at < 0) return send(res, 404, { message: "Not Found" });
      this.artifacts.splice(at, 1);
      res.writeHead(204);
      res.end();
      return true;
    }
    m = /^GET \/repos\/[^/]+\/[^/]+\/actions\/artifacts\/(\d+)\/zip$/.exec(route);
    if (m) {
      const artifact = this.artifacts.find((a) => a.id === Number(m?.[1]));
      if (!artifact || artifact.expired) return send(res, 410, { message: "Artifact has expired" });
      res.writeHead(302, { location: `${this.url}/blob/${artifact.id}.zip?sig=secret` });
      res.end();
      return true;
    }
    if (url.pathname.startsWith("/twirp/github.actions.results.api.v1.CacheService/")) {
      return this.cacheService(
        url.pathname.split("/").pop() ?? "",
        body as Record<string, unknown>,
        req,
        res,
      );
    }
    m = /^GET \/cache-blob\/(\d+)$/.exec(route);
    if (m) {
      const entry = this.caches.find((c) => c.id === Number(m?.[1]));
      if (!entry) return send(res, 404, { message: "BlobNotFound" });
      res.writeHead(200, { "content-type": "application/octet-stream", "content-length": entry.data.length });
      res.end(entry.data);
      return true;
    }
    if (url.pathname.startsWith("/twirp/github.actions.results.api.v1.ArtifactService/")) {
      return this.artifactService(
        url.pathname.split("/").pop() ?? "",
        body as Record<string, unknown>,
        req,
        res,
      );
    }
    if (method === "PUT" && url.pathname.startsWith("/upload/")) return this.blobUpload(url, "", res);
    m = /^GET \/blob\/(\d+)\.zip$/.exec(route);
    if (m) {
      const artifact = this.artifacts.find((a) => a.id === Number(m?.[1]));
      if (!artifact) return send(res, 404, { message: "BlobNotFound" });
      const zip = makeZip(artifact.files);
      res.writeHead(200, { "content-type": "application/zip", "content-length": zip.length });
      res.end(zip);
      return true;
    }
    return send(res, 404, { message: `Not Found (double: ${route})` });
  }

  /**
   * The artifact service of the current run (twirp JSON, as @actions/artifact speaks it through
   * ACTIONS_RESULTS_URL with ACTIONS_RUNTIME_TOKEN): create, finalize, list, delete, signed
   * download URL. A run's artifacts outlive its attempts: a re-run sees (and lists) attempt 1's.
   */
  private artifactService(
    method: string,
    body: Record<string, unknown>,
    req: IncomingMessage,
    res: ServerResponse,
  ): Handled {
    if (!req.headers.authorization?.startsWith("Bearer "))
      return send(res, 401, { code: "unauthenticated", msg: "no token" });
    const name = typeof body?.name === "string" ? body.name : "";
    switch (method) {
      case "CreateArtifact": {
        // A name is taken once per workflow run, across its attempts: a re-run deletes first.
        if (
          this.artifacts.some(
            (a) => a.runId === this.currentRunId && a.name === name && this.finalized.has(a.id),
          )
        ) {
          return send(res, 409, { code: "already_exists", msg: `an artifact named ${name} exists` });
        }
        return send(res, 200, {
          ok: true,
          signed_upload_url: `${this.url}/upload/${encodeURIComponent(name)}?sig=secret`,
        });
      }
      case "FinalizeArtifact": {
        const data = this.blobs.get(name);
        if (data === undefined) return send(res, 404, { code: "not_found", msg: "nothing uploaded" });
        const artifact = this.addArtifact({ runId: this.currentRunId, name, files: unzipStored(data) });
        this.finalized.add(artifact.id);
        return send(res, 200, { ok: true, artifact_id: String(artifact.id) });
      }
      case "ListArtifacts": {
        // Int64Value wrappers travel as bare strings in proto3 JSON.
        const raw = body?.id_filter as string | { value?: string } | undefined;
        const idFilter = typeof raw === "object" ? raw?.value : raw;
        const rawName = body?.name_filter as string | { value?: string } | undefined;
        const nameFilter = typeof rawName === "object" ? rawName?.value : rawName;
        const list = this.artifacts
          .filter(
            (a) =>
              a.runId === this.currentRunId &&
              (idFilter === undefined || String(a.id) === idFilter) &&
              (nameFilter === undefined || a.name === nameFilter),
          )
          .map((a) => ({
            workflow_run_backend_id: "run-backend",
            workflow_job_run_backend_id: "job-backend",
            database_id: String(a.id),
            name: a.name,
            size: String(makeZip(a.files).length),
            created_at: a.created_at,
          }));
        return send(res, 200, { artifacts: list });
      }
      case "DeleteArtifact": {
        const named = this.artifacts.filter((a) => a.runId === this.currentRunId && a.name === name);
        const newest = named.sort((a, b) => b.id - a.id)[0];
        if (newest === undefined) return send(res, 404, { code: "not_found", msg: "no such artifact" });
        const [gone] = this.artifacts.splice(this.artifacts.indexOf(newest), 1);
        return send(res, 200, { ok: true, artifact_id: String(gone!.id) });
      }
      case "GetSignedArtifactURL": {
        const artifact = this.artifacts.find((a) => a.runId === this.currentRunId && a.name === name);
        if (!artifact) return send(res, 404, { code: "not_found", msg: "no such artifact" });
        return send(res, 200, { signed_url: `${this.url}/blob/${artifact.id}.zip?sig=secret` });
      }
      default:
        return send(res, 404, { code: "bad_route", msg: method });
    }
  }

  /**
   * The cache service v2 (twirp JSON through ACTIONS_RESULTS_URL, ACTIONS_CACHE_SERVICE_V2 set):
   * exact key first, then each restore key as a prefix, newest entry first; the version must match.
   */
  private cacheService(
    method: string,
    body: Record<string, unknown>,
    req: IncomingMessage,
    res: ServerResponse,
  ): Handled {
    if (!req.headers.authorization?.startsWith("Bearer "))
      return send(res, 401, { code: "unauthenticated", msg: "no token" });
    const key = String(body?.key ?? "");
    const version = String(body?.version ?? "");
    switch (method) {
      case "GetCacheEntryDownloadURL": {
        const newest = (match: (k: string) => boolean) =>
          this.caches.filter((c) => c.version === version && match(c.key)).sort((a, b) => b.id - a.id)[0];
        const restoreKeys = Array.isArray(body?.restore_keys) ? (body.restore_keys as string[]) : [];
        const hit =
          newest((k) => k === key) ??
          restoreKeys.map((prefix) => newest((k) => k.startsWith(prefix))).find((c) => c !== undefined);
        if (!hit) return send(res, 200, { ok: false, signed_download_url: "", matched_key: "" });
        return send(res, 200, {
          ok: true,
          signed_download_url: `${this.url}/cache-blob/${hit.id}`,
          matched_key: hit.key,
        });
      }
      case "CreateCacheEntry": {
        if (this.caches.some((c) => c.key === key && c.version === version)) {
          return send(res, 409, { code: "already_exists", msg: "cache entry exists" });
        }
        return send(res, 200, {
          ok: true,
          signed_upload_url: `${this.url}/upload/${encodeURIComponent(`cache:${key}`)}?sig=secret`,
        });
      }
      case "FinalizeCacheEntryUpload": {
        const data = this.blobs.get(`cache:${key}`);
        if (data === undefined)
          return send(res, 200, { ok: false, entry_id: "0", message: "nothing uploaded" });
        const entry = { id: this.nextId++, key, version, data };
        this.caches.push(entry);
        return send(res, 200, { ok: true, entry_id: String(entry.id) });
      }
      default:
        return send(res, 404, { code: "bad_route", msg: method });
    }
  }

  /** Azure block blob uploads: Put Block, Put Block List, or a single Put Blob. */
  private blobUpload(url: URL, text: string, res: ServerResponse): Handled {
    void text;
    const name = decodeURIComponent(url.pathname.slice("/upload/".length));
    const comp = url.searchParams.get("comp");
    const raw = this.lastRawBody;
    if (comp === "block") {
      const blocks = this.blocks.get(name) ?? new Map<string, Buffer>();
      blocks.set(url.searchParams.get("blockid") ?? "", raw);
      this.blocks.set(name, blocks);
    } else if (comp === "blocklist") {
      const ids = [...raw.toString("utf8").matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)</g)].map(
        (x) => x[1] ?? "",
      );
      const blocks = this.blocks.get(name) ?? new Map<string, Buffer>();
      this.blobs.set(name, Buffer.concat(ids.map((id) => blocks.get(id) ?? Buffer.alloc(0))));
    } else this.blobs.set(name, raw);
    res.writeHead(201, {
      etag: '"0x1"',
      "last-modified": new Date().toUTCString(),
      "x-ms-request-id": "req",
      "x-ms-version": "2024-11-04",
      "x-ms-request-server-encrypted": "true",
      "content-length": "0",
    });
    res.end();
    return true;
  }

  private paginate(req: IncomingMessage, res: ServerResponse, url: URL, items: unknown[]): Handled {
    void req;
    const page = slicePage(url, items);
    setLink(res, url, page.last, page.page);
    return send(res, 200, page.items);
  }

  private commentJson(c: DoubleComment): Record<string, unknown> {
    return {
      id: c.id,
      body: c.body,
      html_url: `https://github.test/o/r/pull/${c.issue}#issuecomment-${c.id}`,
      user: { login: c.login, type: c.login.endsWith("[bot]") ? "Bot" : "User" },
    };
  }

  private checkJson(r: DoubleCheckRun): Record<string, unknown> {
    return {
      id: r.id,
      name: r.name,
      head_sha: r.head_sha,
      status: r.status,
      conclusion: r.conclusion,
      html_url: `https://github.test/o/r/runs/${r.id}`,
    };
  }

  private artifactJson(a: DoubleArtifact): Record<string, unknown> {
    const run = this.workflowRuns.find((r) => r.id === a.runId);
    return {
      id: a.id,
      name: a.name,
      size_in_bytes: makeZip(a.files).length,
      expired: a.expired,
      created_at: a.created_at,
      archive_download_url: `${this.url}/repos/o/r/actions/artifacts/${a.id}/zip`,
      workflow_run: run
        ? { id: run.id, head_sha: run.head_sha, head_branch: run.head_branch }
        : { id: a.runId },
    };
  }
}

function validateCheckOutput(output: unknown, limits: DoubleLimits): string | null {
  if (output === undefined) return null;
  const o = output as Record<string, unknown>;
  if (typeof o.title !== "string" || typeof o.summary !== "string")
    return "output.title and output.summary are required";
  if (Buffer.byteLength(o.summary) > limits.summaryBytes)
    return `summary exceeds a maximum bytesize of ${limits.summaryBytes}`;
  if (typeof o.text === "string" && Buffer.byteLength(o.text) > limits.summaryBytes)
    return `text exceeds a maximum bytesize of ${limits.summaryBytes}`;
  const annotations = o.annotations;
  if (annotations !== undefined) {
    if (!Array.isArray(annotations)) return "output.annotations must be an array";
    if (annotations.length > ANNOTATION_BATCH)
      return `more than ${ANNOTATION_BATCH} annotations in one request`;
    for (const a of annotations as Array<Record<string, unknown>>) {
      for (const key of ["path", "start_line", "end_line", "annotation_level", "message"]) {
        if (a[key] === undefined) return `annotation without ${key}`;
      }
      if (!["notice", "warning", "failure"].includes(String(a.annotation_level)))
        return "bad annotation_level";
      if (Buffer.byteLength(String(a.message)) > limits.annotationMessageBytes)
        return `annotation message exceeds a maximum bytesize of ${limits.annotationMessageBytes}`;
      if (typeof a.title === "string" && [...a.title].length > limits.titleChars)
        return `annotation title is longer than ${limits.titleChars} characters`;
    }
  }
  return null;
}

/** A response sink for a request applied while its real answer is an injected failure. */
class DiscardedResponse {
  statusCode = 200;
  req = { headers: {} as Record<string, string> };
  setHeader(): void {}
  writeHead(status: number): this {
    this.statusCode = status;
    return this;
  }
  end(): void {}
}

function slicePage<T>(url: URL, items: T[]): { items: T[]; page: number; last: number } {
  const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get("per_page") ?? 30)));
  const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
  const last = Math.max(1, Math.ceil(items.length / perPage));
  return { items: items.slice((page - 1) * perPage, page * perPage), page, last };
}

function setLink(res: ServerResponse, url: URL, last: number, page: number): void {
  if (last <= 1) return;
  const host = res.req.headers.host ?? "127.0.0.1";
  const link = (p: number, rel: string): string => {
    const u = new URL(`http://${host}${url.pathname}${url.search}`);
    u.searchParams.set("page", String(p));
    return `<${u.toString()}>; rel="${rel}"`;
  };
  const parts: string[] = [];
  if (page < last) parts.push(link(page + 1, "next"), link(last, "last"));
  if (page > 1) parts.push(link(1, "first"), link(page - 1, "prev"));
  res.setHeader("link", parts.join(", "));
}

/** Marks a request as answered, so every route ends in `return send(...)` or `return true`. */
type Handled = true;

function send(res: ServerResponse, status: number, body: unknown): Handled {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(text);
  return true;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads a zip archive's entries (stored or deflated), as uploaded by @actions/artifact. */
export function unzipStored(zip: Buffer): Record<string, string> {
  const files: Record<string, string> = {};
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) return files;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + size);
    if (!name.endsWith("/")) files[name] = (method === 8 ? inflateRawSync(data) : data).toString("utf8");
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

/** A stored (uncompressed) zip archive: local headers, central directory, end record. */
export function makeZip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const nameBytes = Buffer.from(name, "utf8");
    const data = Buffer.from(content, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** An unsigned JWT with the claim @actions/artifact reads its backend ids from. */
export function runtimeToken(): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part({ scp: "Actions.GenericRead Actions.Results:run-backend:job-backend" })}.sig`;
}
