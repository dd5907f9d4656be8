/**
 * OllamaDouble — a real HTTP server (node:http on 127.0.0.1, random port) that speaks Ollama's
 * REST API closely enough to drive the official `ollama` client unmodified. For provider, runner,
 * MCP, retrieval tests and benchmarks. Nothing leaves 127.0.0.1.
 *
 * Start and stop (close() destroys open sockets, so it never hangs, even with hung requests):
 *
 *   const ollama = await startOllamaDouble({ models: [{ name: "llama3.2:3b" }] });
 *   ollama.url;                 // "http://127.0.0.1:PORT", use as base_url
 *   await ollama.close();
 *
 * Endpoints, with Ollama's shapes:
 *   GET  /               "Ollama is running"
 *   GET  /api/version    {version}
 *   GET  /api/tags       {models: [{name, model, modified_at, size, digest, details{...}}]}
 *   POST /api/show       {details, capabilities, model_info, template, ...}
 *   POST /api/chat       NDJSON stream: content over several chunks, `tool_calls` in a chunk of
 *                        their own before the final `done: true` chunk (done_reason, durations,
 *                        token counts); `stream: false` answers one JSON object
 *   POST /api/generate   the same with `response`, and `context` in the final chunk; with the model
 *                        and no prompt (or /api/chat without messages) a load request
 *   POST /api/embed      {embeddings} from `embedText` (exported: deterministic bag-of-words
 *                        vectors, so texts sharing words rank close)
 *   POST /api/pull       progress lines: pulling manifest, pulling <digest> {digest,total,completed},
 *                        verifying sha256 digest, writing manifest, success; then the model is listed
 * and Ollama's errors: 404 {"error":"model 'x' not found"}; 400 {"error":"registry.ollama.ai/library/x
 * does not support tools"} for tools offered to a model without the "tools" capability; 400 for
 * `think` on a model without "thinking", and for chat with an embedding-only model.
 *
 * Scripting replies (chat and generate): a responder maps the request body to
 * {content, tool_calls?, thinking?, eval_count?, ...}; per model or for all models.
 *
 *   ollama.respond((body, ctx) => ({ content: "billing" }));                  // every model
 *   ollama.respond(() => ({ tool_calls: [{ name: "lookup", arguments: { id: "7" } }] }), "qwen2.5:1.5b");
 *
 * Without a responder the reply is `echo: <last user message>`.
 *
 * Faults, consumed in order of injection; `times` (default: forever) counts matching requests,
 * `endpoint` ("/api/chat") and `model` narrow what matches:
 *
 *   ollama.inject({ kind: "status", status: 503, times: 2 });            // 503 twice, then normal
 *   ollama.inject({ kind: "status", status: 500, body: "boom", contentType: "text/plain" });
 *   ollama.inject({ kind: "error-line", message: "runner crashed" });    // {"error":...} mid-stream
 *   ollama.inject({ kind: "cut" });             // first chunk, then the socket is destroyed
 *   ollama.inject({ kind: "stall" });           // first chunk, then silence with the socket open
 *   ollama.inject({ kind: "reset" });           // socket destroyed before any answer
 *   ollama.inject({ kind: "hang" });            // never answers (until the client or close() gives up)
 *   ollama.freeze(3);   // after 3 more /api/chat requests, accepts and never answers anything
 *                       // (every path, /api/version too): a SIGSTOPped or GPU-hung server
 *   ollama.inject({ kind: "raw-line", line: "not json" });  // a corrupted line after the first chunk
 *   ollama.inject({ kind: "status", status: 429, headers: { "retry-after": "2" } });
 *   ollama.clearFaults();
 *   const url = await refusedUrl();              // a closed port: connection refused
 *
 * Models: `models` (default `DEFAULT_DOUBLE_MODELS`: llama3.2:3b with tools, nomic-embed-text),
 * `addModel` / `removeModel` / `modelNames()`; `registry` limits what /api/pull finds (default: any).
 *
 * Load: `latencyMs` per chat/generate/embed request while holding one of `parallel` slots
 * (like OLLAMA_NUM_PARALLEL); requests beyond the slots queue. `setLoad(latencyMs, parallel)`.
 * With a latency the final chunk reports it as compute (`eval_duration`), and `total_duration`
 * also counts the queue wait and the load, as Ollama's does: `prompt_eval_duration +
 * eval_duration` is the compute time, `total_duration - load_duration` still holds the queue.
 * `loadMs`: the first request for a model (or a load request: /api/generate or /api/chat with the
 * model and no prompt or messages, answered `done_reason: "load"`) waits that long once, as
 * loading weights into memory does; `loaded()` lists the models in memory.
 *
 * A server that is not up yet: `const port = await reservePort()`, point the client at it, and
 * later `startOllamaDouble({ port })`.
 *
 * Observing: `requests` (every request: method, path, headers, parsed body, raw text),
 * `bodies(path)`, and `stats` {total, byEndpoint, inFlight, maxInFlight, active, maxActive}.
 */
import { createHash } from "node:crypto";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { createServer as createNetServer, type Socket } from "node:net";

export interface DoubleModel {
  /** `llama3.2:3b`; a name without a tag means `:latest`. */
  name: string;
  /** Default: the name's first letters (`llama3.2` → `llama`), `nomic-bert` for embedding models. */
  family?: string;
  parameter_size?: string;
  quantization_level?: string;
  size?: number;
  /** Default: derived from the name (stable across runs). */
  digest?: string;
  /** Default ["completion", "tools"]; give ["embedding"] for an embedding model. */
  capabilities?: string[];
  /** List it in /api/tags without `details` (as some proxies do); /api/show still has them. */
  omitDetailsInTags?: boolean;
}

export interface DoubleToolCall {
  name: string;
  /** Sent as given: an object like Ollama, or a string to imitate a proxy that encodes it. */
  arguments: unknown;
  /**
   * JSON text written verbatim as the arguments value instead of `arguments` (what JSON.stringify
   * cannot write: `{"id":12345678901234567891}`, a duplicate key).
   */
  rawArguments?: string;
}

export interface DoubleReply {
  content?: string;
  tool_calls?: DoubleToolCall[];
  thinking?: string;
  /** Default: words in content and thinking, plus 5 per tool call. */
  eval_count?: number;
  /** Default: words in the request's messages (or prompt and system). */
  prompt_eval_count?: number;
  /** Default "stop". */
  done_reason?: string;
  /** Nanoseconds. Default: 10 ms per evaluated token. */
  eval_duration?: number;
  /** Nanoseconds. Default: load + prompt eval + eval + the configured latency. */
  total_duration?: number;
}

export type DoubleEndpoint = "/api/chat" | "/api/generate";

export interface ResponderContext {
  endpoint: DoubleEndpoint;
  /** The model as the request named it. */
  model: string;
  /** How many earlier requests this endpoint answered (0 for the first): for scripted sequences. */
  index: number;
}

export type Responder = (
  body: Record<string, unknown>,
  ctx: ResponderContext,
) => DoubleReply | Promise<DoubleReply>;

export type DoubleFault =
  /** Answer with this status; body default `{"error":"<status text>"}` as JSON; extra `headers`. */
  | { kind: "status"; status: number; body?: string; contentType?: string; headers?: Record<string, string> }
  /** Destroy the socket before answering (client sees a reset / "other side closed"). */
  | { kind: "reset" }
  /** Never answer; the socket stays open until the client aborts or the double closes. */
  | { kind: "hang" }
  /** Stream `afterChunks` (default 1) chunks, then `{"error": message}` and end, as Ollama does. */
  | { kind: "error-line"; message: string; afterChunks?: number }
  /** Stream `afterChunks` (default 1) chunks, then destroy the socket: no final chunk. */
  | { kind: "cut"; afterChunks?: number }
  /** Stream `afterChunks` (default 1) chunks, then go silent with the socket open (a stuck generation). */
  | { kind: "stall"; afterChunks?: number }
  /** Stream `afterChunks` (default 1) chunks, then `line` as written (a corrupted line), then the rest. */
  | { kind: "raw-line"; line: string; afterChunks?: number };

export type FaultRule = DoubleFault & {
  /** Only requests to this path, e.g. "/api/chat". Default: any path except GET /api/version and /. */
  endpoint?: string;
  /** Only requests naming this model. */
  model?: string;
  /** How many matching requests get the fault. Default: all. */
  times?: number;
};

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body (undefined for GET or unparseable bodies). */
  body: Record<string, unknown> | undefined;
  raw: string;
}

export interface DoubleStats {
  total: number;
  byEndpoint: Record<string, number>;
  /** Requests received and not yet answered (queued ones included). */
  inFlight: number;
  maxInFlight: number;
  /** chat/generate/embed requests holding a slot. */
  active: number;
  maxActive: number;
}

export interface OllamaDoubleOptions {
  /** Default 0: a free port. Give one to start a server where a client is already knocking. */
  port?: number;
  /** Default "0.12.6". */
  version?: string;
  /** Installed models. Default `DEFAULT_DOUBLE_MODELS`. */
  models?: DoubleModel[];
  /** What /api/pull can fetch. Default "any": every name pulls as a small tools-capable model. */
  registry?: DoubleModel[] | "any";
  responder?: Responder;
  /** Added to every chat/generate/embed request, while it holds a slot. Default 0. */
  latencyMs?: number;
  /** Slots for chat/generate/embed (OLLAMA_NUM_PARALLEL). Default: unlimited. */
  parallel?: number;
  /** Words per streamed content chunk. Default 2. */
  wordsPerChunk?: number;
  /** Pause between pull progress lines. Default 0. */
  pullStepDelayMs?: number;
  /** Time to load a model into memory, paid once per model by the first request. Default 0. */
  loadMs?: number;
}

export const DEFAULT_DOUBLE_MODELS: DoubleModel[] = [
  { name: "llama3.2:3b" },
  { name: "nomic-embed-text:latest", capabilities: ["embedding"] },
];

/** Dimensions of `embedText` vectors. */
export const EMBEDDING_DIMS = 256;

const STOP_WORDS = new Set(
  "a an and are as at be by for from has have in is it its of on or that the this to was were will with".split(
    " ",
  ),
);

/**
 * Deterministic embedding: a bag of words hashed into `EMBEDDING_DIMS` buckets, L2-normalised
 * like Ollama's. Lower-cased letters and digits, common stop words dropped, a plural `s` removed,
 * so texts that share content words have a high cosine similarity.
 */
export function embedText(text: string): number[] {
  const vector = new Array<number>(EMBEDDING_DIMS).fill(0);
  for (const raw of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (STOP_WORDS.has(raw)) continue;
    const word = raw.length > 3 && raw.endsWith("s") && !raw.endsWith("ss") ? raw.slice(0, -1) : raw;
    const index = fnv1a(word) % EMBEDDING_DIMS;
    vector[index] = (vector[index] ?? 0) + 1;
  }
  const norm = Math.sqrt(vector.reduce((sum, v) => sum + v * v, 0));
  return norm === 0 ? vector : vector.map((v) => v / norm);
}

export function cosineSimilarity(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A port that was free a moment ago (nothing listens on it now). */
export async function reservePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A base URL where nothing listens: connection refused. */
export async function refusedUrl(): Promise<string> {
  return `http://127.0.0.1:${await reservePort()}`;
}

export async function startOllamaDouble(options: OllamaDoubleOptions = {}): Promise<OllamaDouble> {
  const double = new OllamaDouble(options);
  await double.listen(options.port ?? 0);
  return double;
}

interface InstalledModel {
  spec: Required<Omit<DoubleModel, "omitDetailsInTags">> & { omitDetailsInTags: boolean };
  modifiedAt: string;
}

export class OllamaDouble {
  readonly requests: RecordedRequest[] = [];
  readonly stats: DoubleStats = {
    total: 0,
    byEndpoint: {},
    inFlight: 0,
    maxInFlight: 0,
    active: 0,
    maxActive: 0,
  };
  url = "";
  port = 0;

  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly installed = new Map<string, InstalledModel>();
  private readonly responders = new Map<string, Responder>();
  private defaultResponder: Responder;
  private faults: FaultRule[] = [];
  private readonly version: string;
  private readonly registry: DoubleModel[] | "any";
  private latencyMs: number;
  private parallel: number;
  private readonly wordsPerChunk: number;
  private readonly pullStepDelayMs: number;
  private readonly loadMs: number;
  private readonly loading = new Map<string, Promise<void>>();
  private readonly queue: Array<() => void> = [];
  private readonly endpointCounts = new Map<string, number>();
  private readonly pending = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  private closed = false;
  /** /api/chat requests still answered before the server freezes; undefined: never. */
  private freezeAfter: number | undefined;

  constructor(options: OllamaDoubleOptions = {}) {
    this.version = options.version ?? "0.12.6";
    this.registry = options.registry ?? "any";
    this.latencyMs = options.latencyMs ?? 0;
    this.parallel = options.parallel ?? Number.POSITIVE_INFINITY;
    this.wordsPerChunk = Math.max(1, options.wordsPerChunk ?? 2);
    this.pullStepDelayMs = options.pullStepDelayMs ?? 0;
    this.loadMs = options.loadMs ?? 0;
    this.defaultResponder = options.responder ?? echoResponder;
    for (const model of options.models ?? DEFAULT_DOUBLE_MODELS) this.addModel(model);
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        if (!res.headersSent && !res.destroyed) sendJson(res, 500, { error: String(error) });
        else res.destroy();
      });
    });
    this.server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
  }

  /** @internal — use startOllamaDouble. */
  async listen(port: number): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(port, "127.0.0.1", () => {
        this.server.off("error", reject);
        resolve();
      });
    });
    const address = this.server.address();
    this.port = typeof address === "object" && address !== null ? address.port : port;
    this.url = `http://127.0.0.1:${this.port}`;
  }

  /** Stops listening and destroys every open connection (hung and queued requests included). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const done = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    for (const wait of this.pending) {
      clearTimeout(wait.timer);
      wait.resolve();
    }
    this.pending.clear();
    for (const wake of this.queue.splice(0)) wake();
    await done;
  }

  /** Sets the responder for one model (by name, `:latest` implied) or, without a model, for all. */
  respond(responder: Responder, model?: string): void {
    if (model === undefined) this.defaultResponder = responder;
    else this.responders.set(modelKey(model), responder);
  }

  inject(rule: FaultRule): void {
    this.faults.push({ ...rule });
  }

  clearFaults(): void {
    this.faults = [];
  }

  /**
   * After `afterCalls` more /api/chat requests (default 0: at once), every
   * request to any path is accepted and never answered, the socket kept open: a frozen server
   * (SIGSTOP, a GPU hang), which a closed port or a fault on one endpoint does not imitate.
   */
  freeze(afterCalls = 0): void {
    this.freezeAfter = afterCalls;
  }

  addModel(model: DoubleModel): void {
    const name = withTag(model.name);
    const embedding = model.capabilities?.includes("embedding") ?? false;
    this.installed.set(modelKey(name), {
      spec: {
        name,
        family: model.family ?? (embedding ? "nomic-bert" : familyOf(name)),
        parameter_size: model.parameter_size ?? (embedding ? "137M" : "3.2B"),
        quantization_level: model.quantization_level ?? (embedding ? "F16" : "Q4_K_M"),
        size: model.size ?? (embedding ? 274_302_450 : 2_019_393_189),
        digest: model.digest ?? sha256(`model:${name}`),
        capabilities: model.capabilities ?? ["completion", "tools"],
        omitDetailsInTags: model.omitDetailsInTags ?? false,
      },
      modifiedAt: "2025-01-15T10:00:00.000000000Z",
    });
  }

  removeModel(name: string): void {
    this.installed.delete(modelKey(name));
  }

  /** Installed model names, as /api/tags lists them. */
  modelNames(): string[] {
    return [...this.installed.values()].map((m) => m.spec.name);
  }

  setLoad(latencyMs: number, parallel = this.parallel): void {
    this.latencyMs = latencyMs;
    this.parallel = parallel;
  }

  /** Models loaded into memory (by a load request or a first call), in load order. */
  loaded(): string[] {
    return [...this.loading.keys()];
  }

  /** Loads the model once; resolves with the time this request spent loading it (ms). */
  private async ensureLoaded(name: string): Promise<number> {
    const key = modelKey(name);
    const pending = this.loading.get(key);
    // Nothing to wait for: 0, not the millisecond the clock may tick across an await.
    if (this.loadMs === 0) {
      if (pending === undefined) this.loading.set(key, Promise.resolve());
      return 0;
    }
    const started = Date.now();
    if (pending === undefined) {
      const load = this.wait(this.loadMs);
      this.loading.set(key, load);
      await load;
    } else {
      await pending;
    }
    return Date.now() - started;
  }

  /** Parsed bodies of the requests to one path, in arrival order. */
  bodies(path: string): Record<string, unknown>[] {
    return this.requests.filter((r) => r.path === path && r.body !== undefined).map((r) => r.body ?? {});
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", "http://double").pathname;
    const method = req.method ?? "GET";
    // Frozen: recorded, then never answered.
    const frozen = this.freezeAfter !== undefined && this.freezeAfter <= 0;
    if (!frozen && this.freezeAfter !== undefined && path === "/api/chat") this.freezeAfter--;
    this.stats.inFlight++;
    this.stats.maxInFlight = Math.max(this.stats.maxInFlight, this.stats.inFlight);
    res.on("close", () => this.stats.inFlight--);

    const raw = await readBody(req);
    let body: Record<string, unknown> | undefined;
    let invalid: string | undefined;
    if (raw.trim() !== "") {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed))
          body = parsed as Record<string, unknown>;
        else invalid = "json: cannot unmarshal into Go value of type api.Request";
      } catch {
        invalid = `invalid character '${raw.trim()[0]}' looking for beginning of value`;
      }
    }
    this.requests.push({ method, path, headers: req.headers, body, raw });
    this.stats.total++;
    this.stats.byEndpoint[path] = (this.stats.byEndpoint[path] ?? 0) + 1;
    if (frozen) return;

    const model =
      typeof body?.model === "string" ? body.model : typeof body?.name === "string" ? body.name : undefined;
    const fault = this.takeFault(path, model);
    if (fault !== undefined) {
      if (fault.kind === "status") {
        const contentType = fault.contentType ?? "application/json; charset=utf-8";
        const text = fault.body ?? JSON.stringify({ error: statusText(fault.status) });
        res.writeHead(fault.status, { "Content-Type": contentType, ...fault.headers });
        res.end(text);
        return;
      }
      if (fault.kind === "reset") {
        req.socket.destroy();
        return;
      }
      if (fault.kind === "hang") return;
    }
    const streamFault = fault !== undefined && isStreamFault(fault) ? fault : undefined;

    if ((method === "GET" || method === "HEAD") && path === "/") {
      res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Ollama is running");
      return;
    }
    if (method === "GET" && path === "/api/version") return sendJson(res, 200, { version: this.version });
    if (method === "GET" && path === "/api/tags") return sendJson(res, 200, { models: this.tags() });
    if (method === "POST" && path.startsWith("/api/")) {
      if (invalid !== undefined) return sendJson(res, 400, { error: invalid });
      if (body === undefined) return sendJson(res, 400, { error: "missing request body" });
      switch (path) {
        case "/api/show":
          return this.show(res, body);
        case "/api/pull":
          return this.pull(res, body, streamFault);
        case "/api/chat":
        case "/api/generate":
          return this.complete(res, path, body, streamFault);
        case "/api/embed":
          return this.embed(res, body);
      }
    }
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("404 page not found");
  }

  private takeFault(path: string, model: string | undefined): FaultRule | undefined {
    for (const rule of this.faults) {
      if (rule.endpoint !== undefined ? rule.endpoint !== path : path === "/api/version" || path === "/")
        continue;
      if (rule.model !== undefined && (model === undefined || modelKey(model) !== modelKey(rule.model)))
        continue;
      if (rule.times !== undefined) {
        if (rule.times <= 0) continue;
        rule.times--;
      }
      return rule;
    }
    return undefined;
  }

  private tags(): unknown[] {
    return [...this.installed.values()].map(({ spec, modifiedAt }) => {
      const entry: Record<string, unknown> = {
        name: spec.name,
        model: spec.name,
        modified_at: modifiedAt,
        size: spec.size,
        digest: spec.digest,
      };
      if (!spec.omitDetailsInTags) entry.details = details(spec);
      return entry;
    });
  }

  private find(name: unknown): InstalledModel | undefined {
    return typeof name === "string" ? this.installed.get(modelKey(name)) : undefined;
  }

  private show(res: ServerResponse, body: Record<string, unknown>): void {
    const name = body.model ?? body.name;
    if (typeof name !== "string" || name === "") {
      sendJson(res, 400, { error: "model is required" });
      return;
    }
    const model = this.find(name);
    if (model === undefined) {
      sendJson(res, 404, { error: `model '${name}' not found` });
      return;
    }
    const { spec, modifiedAt } = model;
    sendJson(res, 200, {
      license: "",
      modelfile: `# Modelfile generated by "ollama show"\nFROM ${spec.name}\n`,
      parameters: 'stop "<|eot_id|>"',
      template: "{{ .Prompt }}",
      details: details(spec),
      model_info: { "general.architecture": spec.family, "general.parameter_count": 3_212_749_888 },
      capabilities: spec.capabilities,
      modified_at: modifiedAt,
    });
  }

  private async complete(
    res: ServerResponse,
    endpoint: DoubleEndpoint,
    body: Record<string, unknown>,
    streamFault: FaultRule | undefined,
  ): Promise<void> {
    const name = body.model;
    if (typeof name !== "string" || name === "") return sendJson(res, 400, { error: "model is required" });
    const model = this.find(name);
    if (model === undefined) return sendJson(res, 404, { error: `model '${name}' not found` });
    const caps = model.spec.capabilities;
    if (!caps.includes("completion")) {
      return sendJson(res, 400, {
        error: `"${name}" does not support ${endpoint === "/api/chat" ? "chat" : "generate"}`,
      });
    }
    if (body.think !== undefined && body.think !== false && !caps.includes("thinking")) {
      return sendJson(res, 400, { error: `"${name}" does not support thinking` });
    }
    if (
      endpoint === "/api/chat" &&
      Array.isArray(body.tools) &&
      body.tools.length > 0 &&
      !caps.includes("tools")
    ) {
      return sendJson(res, 400, { error: `${registryName(model.spec.name)} does not support tools` });
    }

    const loadedMs = await this.ensureLoaded(name);
    const empty =
      endpoint === "/api/chat"
        ? !Array.isArray(body.messages) || body.messages.length === 0
        : (body.prompt === undefined || body.prompt === "") && body.system === undefined;
    if (empty) {
      // Ollama's load request: the model is now in memory; nothing is generated.
      const done: Record<string, unknown> = { model: name, created_at: new Date().toISOString(), done: true };
      if (endpoint === "/api/chat") done.message = { role: "assistant", content: "" };
      else done.response = "";
      done.done_reason = "load";
      if (body.stream === false) return sendJson(res, 200, done);
      res.writeHead(200, { "Content-Type": "application/x-ndjson" });
      res.end(`${JSON.stringify(done)}\n`);
      return;
    }
    const arrived = Date.now();
    await this.inSlot(res, async () => {
      const queuedMs = Date.now() - arrived;
      const index = this.endpointCounts.get(endpoint) ?? 0;
      this.endpointCounts.set(endpoint, index + 1);
      const responder = this.responders.get(modelKey(name)) ?? this.defaultResponder;
      const reply = await responder(body, { endpoint, model: name, index });
      const lines = this.completionLines(endpoint, name, body, reply, { loadedMs, queuedMs });
      const stream = body.stream !== false;
      if (stream) return this.stream(res, lines, streamFault);
      if (streamFault !== undefined) {
        if (streamFault.kind === "cut") return void res.destroy();
        if (streamFault.kind === "error-line") return sendJson(res, 500, { error: streamFault.message });
        if (streamFault.kind === "stall") return closed(res);
      }
      sendJson(res, 200, merge(endpoint, lines));
    });
  }

  /** The NDJSON lines of one answer, final chunk last. */
  private completionLines(
    endpoint: DoubleEndpoint,
    model: string,
    body: Record<string, unknown>,
    reply: DoubleReply,
    timing: { loadedMs: number; queuedMs: number } = { loadedMs: 0, queuedMs: 0 },
  ): Record<string, unknown>[] {
    const chat = endpoint === "/api/chat";
    const createdAt = new Date().toISOString();
    const piece = (fields: Record<string, unknown>): Record<string, unknown> =>
      chat
        ? {
            model,
            created_at: createdAt,
            message: { role: "assistant", content: "", ...fields },
            done: false,
          }
        : { model, created_at: createdAt, response: "", ...renameContent(fields), done: false };
    const lines: Record<string, unknown>[] = [];
    for (const part of split(reply.thinking ?? "", this.wordsPerChunk)) lines.push(piece({ thinking: part }));
    for (const part of split(reply.content ?? "", this.wordsPerChunk)) lines.push(piece({ content: part }));
    const calls = reply.tool_calls ?? [];
    if (calls.length > 0) {
      lines.push(
        piece({
          tool_calls: calls.map((call, i) => ({
            id: `call_${sha256(`${model}:${this.stats.total}:${i}`).slice(7, 15)}`,
            function: {
              index: i,
              name: call.name,
              arguments: call.rawArguments !== undefined ? new RawJson(call.rawArguments) : call.arguments,
            },
          })),
        }),
      );
    }
    const promptEval = reply.prompt_eval_count ?? countWords(promptText(body));
    const evalCount =
      reply.eval_count ??
      countWords(reply.content ?? "") + countWords(reply.thinking ?? "") + 5 * calls.length;
    const load = 1_000_000 + Math.round(timing.loadedMs * 1_000_000);
    const promptDuration = promptEval * 100_000;
    // The configured latency is the time the generation held its slot: compute, not waiting.
    const evalDuration =
      reply.eval_duration ?? (this.latencyMs > 0 ? this.latencyMs * 1_000_000 : evalCount * 10_000_000);
    const final: Record<string, unknown> = chat
      ? { model, created_at: createdAt, message: { role: "assistant", content: "" }, done: true }
      : { model, created_at: createdAt, response: "", done: true };
    final.done_reason = reply.done_reason ?? "stop";
    if (!chat) final.context = [128006, 882, 128007, 271];
    // Like Ollama's: the whole request, the wait for a slot and the load included.
    final.total_duration =
      reply.total_duration ?? load + Math.round(timing.queuedMs * 1_000_000) + promptDuration + evalDuration;
    final.load_duration = load;
    final.prompt_eval_count = promptEval;
    final.prompt_eval_duration = promptDuration;
    final.eval_count = evalCount;
    final.eval_duration = evalDuration;
    lines.push(final);
    return lines;
  }

  /** Writes NDJSON lines, applying a mid-stream fault after `afterChunks` lines. */
  private async stream(
    res: ServerResponse,
    lines: unknown[],
    fault: FaultRule | undefined,
    delayMs = 0,
  ): Promise<void> {
    const cutAt =
      fault !== undefined && isStreamFault(fault) ? (fault.afterChunks ?? 1) : Number.POSITIVE_INFINITY;
    if (cutAt === 0 && fault?.kind === "error-line") {
      // Before any output Ollama still sets a status: the error becomes a plain 500.
      return sendJson(res, 500, { error: fault.message });
    }
    res.writeHead(200, { "Content-Type": "application/x-ndjson" });
    for (let i = 0; i <= lines.length; i++) {
      if (res.destroyed) return;
      if (i === cutAt && fault?.kind === "raw-line") await write(res, `${fault.line}\n`);
      else if (i === cutAt) {
        if (fault?.kind === "error-line") {
          res.end(`${JSON.stringify({ error: fault.message })}\n`);
        } else if (fault?.kind === "stall") {
          // Hold the slot, like a stuck generation, until the client gives up or close().
          await closed(res);
        } else {
          res.destroy();
        }
        return;
      }
      if (i === lines.length) break;
      await write(res, `${jsonText(lines[i])}\n`);
      if (delayMs > 0) await this.wait(delayMs);
    }
    res.end();
  }

  private async embed(res: ServerResponse, body: Record<string, unknown>): Promise<void> {
    const name = body.model;
    if (typeof name !== "string" || name === "") return sendJson(res, 400, { error: "model is required" });
    const input = body.input;
    let texts: string[];
    if (typeof input === "string") texts = input === "" ? [] : [input];
    else if (Array.isArray(input) && input.every((t) => typeof t === "string")) texts = input as string[];
    else if (input === undefined) texts = [];
    else return sendJson(res, 400, { error: "invalid input type" });
    if (this.find(name) === undefined) return sendJson(res, 404, { error: `model '${name}' not found` });
    const loadedMs = await this.ensureLoaded(name);
    // No input: Ollama's load request for an embedding model.
    if (texts.length === 0)
      return sendJson(res, 200, { model: name, embeddings: [], load_duration: loadedMs * 1e6 });
    await this.inSlot(res, async () => {
      const tokens = texts.reduce((sum, t) => sum + countWords(t), 0);
      sendJson(res, 200, {
        model: name,
        embeddings: texts.map(embedText),
        total_duration: 1_000_000 + tokens * 100_000 + this.latencyMs * 1_000_000,
        load_duration: 1_000_000,
        prompt_eval_count: tokens,
      });
    });
  }

  private async pull(
    res: ServerResponse,
    body: Record<string, unknown>,
    fault: FaultRule | undefined,
  ): Promise<void> {
    const requested = body.model ?? body.name;
    if (typeof requested !== "string" || requested === "")
      return sendJson(res, 400, { error: "model is required" });
    const name = withTag(requested);
    const source =
      this.registry === "any" ? { name } : this.registry.find((m) => modelKey(m.name) === modelKey(name));
    const lines: Record<string, unknown>[] = [{ status: "pulling manifest" }];
    let failure: string | undefined;
    if (source === undefined) {
      failure = "pull model manifest: file does not exist";
    } else {
      const size = source.size ?? 2_019_393_189;
      const layers = [
        { digest: sha256(`layer:${name}:weights`), total: Math.max(1, size - 7_000) },
        { digest: sha256(`layer:${name}:params`), total: 7_000 },
      ];
      for (const layer of layers) {
        const status = `pulling ${layer.digest.slice(7, 19)}`;
        lines.push({ status, digest: layer.digest, total: layer.total });
        for (const share of [0.25, 0.5, 0.75, 1]) {
          lines.push({
            status,
            digest: layer.digest,
            total: layer.total,
            completed: Math.round(layer.total * share),
          });
        }
      }
      lines.push(
        { status: "verifying sha256 digest" },
        { status: "writing manifest" },
        { status: "success" },
      );
    }
    if (body.stream === false) {
      if (failure !== undefined) return sendJson(res, 500, { error: failure });
      if (source !== undefined) this.addModel({ ...source, name });
      return sendJson(res, 200, { status: "success" });
    }
    if (failure !== undefined) {
      // Ollama has already written "pulling manifest" when the registry says no: an error line.
      return this.stream(res, lines, { kind: "error-line", message: failure, afterChunks: 1 });
    }
    await this.stream(res, lines, fault, this.pullStepDelayMs);
    if (source !== undefined && !res.destroyed && fault === undefined) this.addModel({ ...source, name });
  }

  /** Runs `work` holding one of the parallel slots, after the configured latency. */
  private async inSlot(res: ServerResponse, work: () => Promise<void>): Promise<void> {
    while (this.stats.active >= this.parallel && !this.closed) {
      await new Promise<void>((resolve) => this.queue.push(resolve));
    }
    if (this.closed || res.destroyed) {
      this.queue.shift()?.();
      return;
    }
    this.stats.active++;
    this.stats.maxActive = Math.max(this.stats.maxActive, this.stats.active);
    try {
      if (this.latencyMs > 0) await this.wait(this.latencyMs);
      if (!this.closed && !res.destroyed) await work();
    } finally {
      this.stats.active--;
      this.queue.shift()?.();
    }
  }

  private wait(ms: number): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.pending.delete(entry);
          resolve();
        }, ms),
        resolve,
      };
      this.pending.add(entry);
    });
  }
}

const echoResponder: Responder = (body) => {
  if (typeof body.prompt === "string") return { content: `echo: ${body.prompt}` };
  const messages = Array.isArray(body.messages) ? (body.messages as Array<Record<string, unknown>>) : [];
  const users = messages.filter((m) => m.role === "user");
  const last = users[users.length - 1];
  return { content: `echo: ${typeof last?.content === "string" ? last.content : ""}` };
};

function details(spec: InstalledModel["spec"]): Record<string, unknown> {
  return {
    parent_model: "",
    format: "gguf",
    family: spec.family,
    families: [spec.family],
    parameter_size: spec.parameter_size,
    quantization_level: spec.quantization_level,
  };
}

/** Collapses a stream into the one object `stream: false` returns. */
function merge(endpoint: DoubleEndpoint, lines: Record<string, unknown>[]): Record<string, unknown> {
  const final = { ...(lines[lines.length - 1] ?? {}) };
  if (endpoint === "/api/generate") {
    final.response = lines.map((l) => (typeof l.response === "string" ? l.response : "")).join("");
    const thinking = lines.map((l) => (typeof l.thinking === "string" ? l.thinking : "")).join("");
    if (thinking !== "") final.thinking = thinking;
    return final;
  }
  const messages = lines.map((l) => (l.message ?? {}) as Record<string, unknown>);
  const message: Record<string, unknown> = {
    role: "assistant",
    content: messages.map((m) => (typeof m.content === "string" ? m.content : "")).join(""),
  };
  const thinking = messages.map((m) => (typeof m.thinking === "string" ? m.thinking : "")).join("");
  if (thinking !== "") message.thinking = thinking;
  const calls = messages.flatMap((m) => (Array.isArray(m.tool_calls) ? m.tool_calls : []));
  if (calls.length > 0) message.tool_calls = calls;
  final.message = message;
  return final;
}

function renameContent(fields: Record<string, unknown>): Record<string, unknown> {
  const { content, ...rest } = fields;
  return content === undefined ? rest : { ...rest, response: content };
}

/** Pieces of `wordsPerChunk` words each (whitespace kept), concatenating back to `text`. */
function split(text: string, wordsPerChunk: number): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? (text === "" ? [] : [text]);
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk)
    pieces.push(words.slice(i, i + wordsPerChunk).join(""));
  return pieces;
}

function promptText(body: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof body.system === "string") parts.push(body.system);
  if (typeof body.prompt === "string") parts.push(body.prompt);
  if (Array.isArray(body.messages)) {
    for (const m of body.messages as Array<Record<string, unknown>>) {
      if (typeof m.content === "string") parts.push(m.content);
    }
  }
  return parts.join(" ");
}

function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

function withTag(name: string): string {
  const last = name.slice(name.lastIndexOf("/") + 1);
  return last.includes(":") ? name : `${name}:latest`;
}

function modelKey(name: string): string {
  let key = withTag(name.trim().toLowerCase());
  if (key.startsWith("registry.ollama.ai/library/")) key = key.slice("registry.ollama.ai/library/".length);
  return key;
}

function registryName(name: string): string {
  return name.includes("/") ? `registry.ollama.ai/${name}` : `registry.ollama.ai/library/${name}`;
}

function familyOf(name: string): string {
  const base = name.slice(name.lastIndexOf("/") + 1).split(":")[0] ?? name;
  return base.match(/^[a-z]+/i)?.[0]?.toLowerCase() ?? "llama";
}

function sha256(text: string): string {
  return `sha256:${createHash("sha256").update(text).digest("hex")}`;
}

function statusText(status: number): string {
  const texts: Record<number, string> = {
    400: "bad request",
    404: "not found",
    500: "internal server error",
    502: "bad gateway",
    503: "server busy, please try again.  maximum pending requests exceeded",
  };
  return texts[status] ?? `status ${status}`;
}

function isStreamFault(
  fault: FaultRule,
): fault is FaultRule & { kind: "cut" | "error-line" | "stall" | "raw-line" } {
  return (
    fault.kind === "cut" || fault.kind === "error-line" || fault.kind === "stall" || fault.kind === "raw-line"
  );
}

/** Resolves once the response's connection is gone. */
function closed(res: ServerResponse): Promise<void> {
  return new Promise<void>((resolve) => {
    if (res.destroyed || res.socket === null || res.socket.destroyed) return resolve();
    res.once("close", () => resolve());
  });
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  if (res.destroyed) return;
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(jsonText(value));
}

/** JSON text written as it is inside a value (see `DoubleToolCall.rawArguments`). */
class RawJson {
  private static readonly texts: string[] = [];
  private readonly id: number;
  constructor(text: string) {
    this.id = RawJson.texts.push(text) - 1;
  }
  toJSON(): string {
    return `\u0000raw:${this.id}`;
  }
  static splice(json: string): string {
    return json.replace(/"\\u0000raw:(\d+)"/g, (_, id: string) => RawJson.texts[Number(id)] ?? "null");
  }
}

/** JSON.stringify, with every `RawJson` inside written as its text. */
function jsonText(value: unknown): string {
  const text = JSON.stringify(value);
  return text.includes("\\u0000raw:") ? RawJson.splice(text) : text;
}

function write(res: ServerResponse, text: string): Promise<void> {
  return new Promise<void>((resolve) => {
    if (res.destroyed) return resolve();
    res.write(text, () => resolve());
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}
