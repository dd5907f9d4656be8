/**
 * OpenAIDouble — a real HTTP server (node:http on 127.0.0.1, random port) that speaks the
 * OpenAI-compatible API the way llama.cpp's llama-server, vLLM and LM Studio do, closely enough
 * to drive the official `openai` client unmodified. Nothing leaves 127.0.0.1.
 *
 *   const server = await startOpenAIDouble({ models: ["qwen2.5-7b-instruct"] });
 *   server.url;        // "http://127.0.0.1:PORT/v1", use as base_url
 *   await server.close();
 *
 * Endpoints, with the API's shapes:
 *   GET  /v1/models            {object: "list", data: [{id, object: "model", created, owned_by}]}
 *   POST /v1/chat/completions  `stream: true`: server-sent events, `data: {chunk}` lines: a first
 *                              chunk with the role, the content over several chunks, each tool call
 *                              in pieces (id and the first part of the name, then the rest of the
 *                              name, then the arguments in fragments, keyed by `index`), a chunk
 *                              with `finish_reason` (and llama.cpp's `timings` when `timings` is
 *                              on), a usage chunk with empty `choices` when
 *                              `stream_options.include_usage`, then `data: [DONE]`.
 *                              `stream: false`: one chat.completion object.
 *   POST /v1/embeddings        {object: "list", data: [{object: "embedding", index, embedding}], usage}
 *   GET  /props                llama-server's `{total_slots, ...}`, only with `props: true` (vLLM
 *                              and LM Studio have no /props: 404 otherwise)
 * and the API's errors, `{"error": {"message", "type", "param", "code"}}`: 401 for a missing or
 * wrong key (when `apiKey` is set; the message quotes the key sent, as OpenAI's does in part),
 * 404 for an unknown model, 400 for a malformed request (a `tool` message whose `tool_call_id`
 * answers no call of the assistant message before it, a `response_format` without its schema).
 *
 * Replies: `respond((body) => ({content, tool_calls?, reasoning?, finish_reason?}))`; default
 * `echo: <last user message>`. Tool calls are `{name, arguments}` (arguments an object, or the
 * exact JSON text to stream); `tool_call_deltas` streams tool-call deltas exactly as given.
 *
 * Faults, consumed in order; `times` (default forever) counts matching requests, `path` narrows:
 *   inject({ kind: "loading", times: 2 })       // llama-server's 503 "Loading model", any path
 *   inject({ kind: "status", status: 429, headers: { "retry-after": "1" } })
 *   inject({ kind: "cut" })        // first chunks, then the socket is destroyed
 *   inject({ kind: "truncate" })   // first chunks, then the response ends cleanly, unfinished
 *   inject({ kind: "error-event", message: "slot crashed" })   // `data: {"error": ...}` mid-stream
 *   inject({ kind: "stall" })      // first chunks, then silence with the socket open
 *   inject({ kind: "hang" })       // never answers, not even headers
 *   freeze(3)   // after 3 more chat requests, accepts and never answers anything (/v1/models too)
 *   inject({ kind: "ignore-stream" })  // one complete chat.completion (JSON), as if not streamed
 *   inject({ kind: "raw-event", data: "not json" })  // a corrupted event after the first chunk
 *   inject({ kind: "status", status: 200, raw: "<html>", contentType: "text/html", path: "/v1/models" })
 *
 * Load: `latencyMs` per chat/embeddings request while holding one of `parallel` slots (llama-server
 * `--parallel`); requests beyond the slots queue. llama.cpp `timings` report only the slot time.
 *
 * Observing: `requests` (method, path, headers, parsed body), `bodies(path)`, `stats`.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { embedText } from "./ollama-double.js";

export interface OpenAIDoubleToolCall {
  name: string;
  /** An object (streamed as its JSON text) or the exact text to stream. */
  arguments: unknown;
}

export interface OpenAIDoubleReply {
  content?: string;
  tool_calls?: OpenAIDoubleToolCall[];
  reasoning?: string;
  finish_reason?: string;
  completion_tokens?: number;
  /**
   * Tool-call deltas exactly as given, one chunk's `tool_calls` array per entry, instead of the
   * API's own shape built from `tool_calls`: other servers' shapes (no `index`, repeated ids or
   * names, arguments as an object).
   */
  tool_call_deltas?: Array<Array<Record<string, unknown>>>;
}

export type OpenAIResponder = (body: Record<string, unknown>) => OpenAIDoubleReply;

export type OpenAIFault =
  | { kind: "loading" }
  | {
      kind: "status";
      status: number;
      message?: string;
      headers?: Record<string, string>;
      /** The body as written (default content type `text/plain`). */
      raw?: string;
      contentType?: string;
    }
  /**
   * After the first content chunk, the event `data: <data>` as written (a corrupted event),
   * named `event` when given, then the end.
   */
  | { kind: "raw-event"; data: string; event?: string }
  | { kind: "cut" }
  | { kind: "truncate" }
  | { kind: "error-event"; message?: string }
  | { kind: "stall" }
  | { kind: "hang" }
  | { kind: "ignore-stream" };

export type OpenAIFaultRule = OpenAIFault & { times?: number; path?: string };

export interface OpenAIRecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | null;
  text: string;
}

export interface OpenAIDoubleOptions {
  port?: number;
  models?: string[];
  /** Require `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** `system_fingerprint` on every chunk; null sends none. Default `fp_double1`. */
  fingerprint?: string | null;
  /** llama.cpp's `timings` in the finishing chunk. Default true. */
  timings?: boolean;
  latencyMs?: number;
  parallel?: number;
  /** Answer llama-server's GET /props (`total_slots` = `parallel`). Default false: a 404, like vLLM. */
  props?: boolean;
  /** Characters per content chunk. Default 4. */
  chunkSize?: number;
  /**
   * The vector of a text at /v1/embeddings (another embedding model), or any value to send in
   * its place (a server's base64 text). Default `embedText`.
   */
  embed?: (text: string) => unknown;
}

export async function startOpenAIDouble(options: OpenAIDoubleOptions = {}): Promise<OpenAIDouble> {
  const double = new OpenAIDouble(options);
  await double.listen(options.port ?? 0);
  return double;
}

const CREATED = 1_733_011_200;

export class OpenAIDouble {
  readonly requests: OpenAIRecordedRequest[] = [];
  /**
   * `busyMs`: slot time over all requests; `firstStart`/`lastEnd`: first slot taken, last freed
   * (performance.now()); `gapMs`/`gaps`: time a freed slot waited for the next request when
   * nobody was queued, the runner's idle turnaround.
   */
  readonly stats = {
    total: 0,
    active: 0,
    maxActive: 0,
    queued: 0,
    busyMs: 0,
    firstStart: null as number | null,
    lastEnd: null as number | null,
    gapMs: 0,
    gaps: 0,
  };
  #freedAt: number[] = [];
  models: string[];
  apiKey: string | undefined;
  fingerprint: string | null;
  timings: boolean;
  latencyMs: number;
  parallel: number;
  props: boolean;
  chunkSize: number;
  embed: (text: string) => unknown;
  #responder: OpenAIResponder | undefined;
  #faults: OpenAIFaultRule[] = [];
  #server: Server;
  #sockets = new Set<Socket>();
  #waiting: Array<() => void> = [];
  #port = 0;
  /** Chat requests still answered before the server freezes; undefined: never. */
  #freezeAfter: number | undefined;

  constructor(options: OpenAIDoubleOptions) {
    this.models = options.models ?? ["qwen2.5-7b-instruct", "nomic-embed-text-v1.5"];
    this.apiKey = options.apiKey;
    this.fingerprint = options.fingerprint === undefined ? "fp_double1" : options.fingerprint;
    this.timings = options.timings ?? true;
    this.latencyMs = options.latencyMs ?? 0;
    this.parallel = options.parallel ?? 1;
    this.props = options.props ?? false;
    this.chunkSize = options.chunkSize ?? 4;
    this.embed = options.embed ?? embedText;
    this.#server = createServer((req, res) => {
      let text = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => {
        text += chunk;
      });
      req.on("end", () => {
        void this.#handle(req.method ?? "GET", (req.url ?? "/").split("?")[0] ?? "/", req.headers, text, res);
      });
    });
    this.#server.on("connection", (socket) => {
      this.#sockets.add(socket);
      socket.on("close", () => this.#sockets.delete(socket));
    });
  }

  get url(): string {
    return `http://127.0.0.1:${this.#port}/v1`;
  }

  listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#server.once("error", reject);
      this.#server.listen(port, "127.0.0.1", () => {
        const address = this.#server.address();
        this.#port = typeof address === "object" && address !== null ? address.port : port;
        resolve();
      });
    });
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  respond(responder: OpenAIResponder | undefined): void {
    this.#responder = responder;
  }

  inject(rule: OpenAIFaultRule): void {
    this.#faults.push({ ...rule });
  }

  clearFaults(): void {
    this.#faults = [];
  }

  /**
   * After `afterCalls` more chat requests (default 0: at once), every request to any path is
   * accepted and never answered, the socket kept open: a frozen server (SIGSTOP, a deadlocked
   * llama-server).
   */
  freeze(afterCalls = 0): void {
    this.#freezeAfter = afterCalls;
  }

  setLoad(latencyMs: number, parallel: number): void {
    this.latencyMs = latencyMs;
    this.parallel = parallel;
  }

  bodies(path: string): Array<Record<string, unknown>> {
    return this.requests.filter((r) => r.path === path && r.body !== null).map((r) => r.body!);
  }

  #takeFault(path: string): OpenAIFault | undefined {
    const index = this.#faults.findIndex((f) => f.path === undefined || f.path === path);
    if (index < 0) return undefined;
    const rule = this.#faults[index]!;
    if (rule.times !== undefined) {
      rule.times--;
      if (rule.times <= 0) this.#faults.splice(index, 1);
    }
    return rule;
  }

  async #handle(
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    text: string,
    res: ServerResponse,
  ): Promise<void> {
    // Frozen: recorded, then never answered.
    const frozen = this.#freezeAfter !== undefined && this.#freezeAfter <= 0;
    if (!frozen && this.#freezeAfter !== undefined && path === "/v1/chat/completions") this.#freezeAfter--;
    let body: Record<string, unknown> | null = null;
    if (text !== "") {
      try {
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed))
          body = parsed as Record<string, unknown>;
      } catch {
        return sendError(
          res,
          400,
          "We could not parse the JSON body of your request.",
          "invalid_request_error",
        );
      }
    }
    this.requests.push({ method, path, headers, body, text });
    this.stats.total++;
    if (frozen) return;

    const fault = this.#takeFault(path);
    if (fault?.kind === "hang") return;
    if (fault?.kind === "loading") {
      // llama-server while it loads the model: every endpoint but /health answers this.
      return sendJson(res, 503, {
        error: { code: 503, message: "Loading model", type: "unavailable_error" },
      });
    }
    if (fault?.kind === "status") {
      if (fault.raw !== undefined) {
        res.writeHead(fault.status, { "content-type": fault.contentType ?? "text/plain", ...fault.headers });
        res.end(fault.raw);
        return;
      }
      return sendError(
        res,
        fault.status,
        fault.message ?? `status ${fault.status}`,
        fault.status === 429 ? "rate_limit_exceeded" : "server_error",
        null,
        null,
        fault.headers,
      );
    }

    if (this.apiKey !== undefined) {
      const auth = headers.authorization;
      if (auth !== `Bearer ${this.apiKey}`) {
        const sent = typeof auth === "string" ? auth.replace(/^Bearer /, "") : "";
        return sendError(
          res,
          401,
          sent === ""
            ? "You didn't provide an API key."
            : `Incorrect API key provided: ${sent}. You can find your API key in your account settings.`,
          "invalid_request_error",
          null,
          "invalid_api_key",
        );
      }
    }

    if (method === "GET" && path === "/props" && this.props) {
      const slots = this.parallel;
      return sendJson(res, 200, {
        total_slots: slots,
        model_path: `/models/${this.models[0] ?? "model"}.gguf`,
      });
    }
    if (method === "GET" && path === "/v1/models") {
      return sendJson(res, 200, {
        object: "list",
        data: this.models.map((id) => ({ id, object: "model", created: CREATED, owned_by: "llamacpp" })),
      });
    }
    if (method === "POST" && path === "/v1/embeddings") return this.#embeddings(body ?? {}, res);
    if (method === "POST" && path === "/v1/chat/completions") return this.#chat(body ?? {}, res, fault);
    return sendError(res, 404, `Invalid URL (${method} ${path})`, "invalid_request_error");
  }

  /** Waits for a slot; the returned function frees it (once, whatever calls it). */
  async #acquire(): Promise<() => void> {
    if (this.stats.active >= this.parallel) {
      this.stats.queued++;
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    this.stats.active++;
    this.stats.maxActive = Math.max(this.stats.maxActive, this.stats.active);
    const started = performance.now();
    this.stats.firstStart ??= started;
    const freed = this.#freedAt.shift();
    if (freed !== undefined) {
      this.stats.gapMs += started - freed;
      this.stats.gaps++;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const ended = performance.now();
      this.stats.busyMs += ended - started;
      this.stats.lastEnd = ended;
      this.stats.active--;
      const next = this.#waiting.shift();
      if (next !== undefined) next();
      else this.#freedAt.push(ended);
    };
  }

  /** Holds a slot for the latency and `work`; the response is written after. */
  async #slot<T>(work: () => Promise<T>): Promise<{ value: T; slotMs: number }> {
    const release = await this.#acquire();
    const started = performance.now();
    try {
      if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
      const value = await work();
      return { value, slotMs: performance.now() - started };
    } finally {
      release();
    }
  }

  async #embeddings(body: Record<string, unknown>, res: ServerResponse): Promise<void> {
    const model = body.model;
    if (typeof model !== "string" || !this.models.includes(model)) return modelNotFound(res, model);
    const input = typeof body.input === "string" ? [body.input] : body.input;
    if (!Array.isArray(input) || input.some((t) => typeof t !== "string")) {
      return sendError(
        res,
        400,
        "'input' must be a string or an array of strings",
        "invalid_request_error",
        "input",
      );
    }
    if (body.encoding_format !== undefined && body.encoding_format !== "float") {
      // Like some local servers: only floats.
      return sendError(
        res,
        400,
        "encoding_format must be 'float'",
        "invalid_request_error",
        "encoding_format",
      );
    }
    await this.#slot(async () => undefined);
    const texts = input as string[];
    sendJson(res, 200, {
      object: "list",
      model,
      data: texts.map((t, index) => ({ object: "embedding", index, embedding: this.embed(t) })),
      usage: { prompt_tokens: texts.length, total_tokens: texts.length },
    });
  }

  async #chat(
    body: Record<string, unknown>,
    res: ServerResponse,
    fault: OpenAIFault | undefined,
  ): Promise<void> {
    const model = body.model;
    if (typeof model !== "string" || !this.models.includes(model)) return modelNotFound(res, model);
    const problem = requestProblem(body);
    if (problem !== null) return sendError(res, 400, problem.message, "invalid_request_error", problem.param);

    const messages = body.messages as Array<Record<string, unknown>>;
    // A generation holds its slot until its response is written (or the client goes away).
    const release = await this.#acquire();
    res.once("close", release);
    const started = performance.now();
    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
    let reply: OpenAIDoubleReply;
    if (this.#responder !== undefined) reply = this.#responder(body);
    else {
      const user = [...messages].reverse().find((m) => m.role === "user");
      reply = { content: `echo: ${String(user?.content ?? "")}` };
    }
    const slotMs = performance.now() - started;
    const content = reply.content ?? "";
    const calls = reply.tool_calls ?? [];
    const rawDeltas = reply.tool_call_deltas ?? [];
    const finish = reply.finish_reason ?? (calls.length > 0 || rawDeltas.length > 0 ? "tool_calls" : "stop");
    const promptTokens = messages.reduce((n, m) => n + words(String(m.content ?? "")), 0);
    const completionTokens = reply.completion_tokens ?? Math.max(1, words(content) + calls.length * 8);
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    };
    const id = `chatcmpl-${this.stats.total}`;
    const base = {
      id,
      object: "chat.completion.chunk",
      created: CREATED,
      model,
      ...(this.fingerprint !== null ? { system_fingerprint: this.fingerprint } : {}),
    };
    const callId = (i: number) => `call_${this.stats.total}_${i}_${Math.random().toString(36).slice(2, 8)}`;

    if (body.stream !== true || fault?.kind === "ignore-stream") {
      sendJson(res, 200, {
        ...base,
        object: "chat.completion",
        choices: [
          {
            index: 0,
            message: {
              role: "assistant",
              content: calls.length > 0 && content === "" ? null : content,
              ...(reply.reasoning !== undefined ? { reasoning_content: reply.reasoning } : {}),
              ...(calls.length > 0
                ? {
                    tool_calls: calls.map((c, i) => ({
                      id: callId(i),
                      type: "function",
                      function: { name: c.name, arguments: argumentsText(c.arguments) },
                    })),
                  }
                : {}),
            },
            finish_reason: finish,
          },
        ],
        usage,
      });
      return;
    }

    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    const send = (data: unknown): void => {
      res.write(`data: ${JSON.stringify(data)}\n\n`);
    };
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
      send({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }] });

    chunk({ role: "assistant", content: "" });
    if (reply.reasoning !== undefined) {
      for (const piece of pieces(reply.reasoning, this.chunkSize)) chunk({ reasoning_content: piece });
    }
    const contentPieces = pieces(content, this.chunkSize);
    const first = contentPieces.shift();
    if (first !== undefined) chunk({ content: first });

    if (fault?.kind === "cut") {
      await flushed(res);
      res.socket?.destroy();
      return;
    }
    if (fault?.kind === "truncate") {
      res.end();
      return;
    }
    if (fault?.kind === "stall") return;
    if (fault?.kind === "raw-event") {
      res.write(`${fault.event !== undefined ? `event: ${fault.event}\n` : ""}data: ${fault.data}\n\n`);
      res.end();
      return;
    }
    if (fault?.kind === "error-event") {
      send({
        error: { message: fault.message ?? "slot crashed", type: "server_error", param: null, code: null },
      });
      res.end();
      return;
    }

    for (const piece of contentPieces) chunk({ content: piece });
    calls.forEach((call, index) => {
      const name = call.name;
      const cutAt = Math.max(1, Math.floor(name.length / 2));
      chunk({
        tool_calls: [
          {
            index,
            id: callId(index),
            type: "function",
            function: { name: name.slice(0, cutAt), arguments: "" },
          },
        ],
      });
      if (cutAt < name.length) chunk({ tool_calls: [{ index, function: { name: name.slice(cutAt) } }] });
      for (const piece of pieces(argumentsText(call.arguments), 5)) {
        chunk({ tool_calls: [{ index, function: { arguments: piece } }] });
      }
    });
    for (const deltas of rawDeltas) chunk({ tool_calls: deltas });
    const finishing: Record<string, unknown> = {
      ...base,
      choices: [{ index: 0, delta: {}, logprobs: null, finish_reason: finish }],
    };
    if (this.timings) {
      // Only the slot's own time: queueing for a slot is not in llama.cpp's timings.
      const promptMs = Math.round(slotMs * 0.2 * 1000) / 1000;
      finishing.timings = {
        prompt_n: promptTokens,
        prompt_ms: promptMs,
        predicted_n: completionTokens,
        predicted_ms: Math.round((slotMs - promptMs) * 1000) / 1000,
      };
    }
    send(finishing);
    const streamOptions = body.stream_options as { include_usage?: unknown } | undefined;
    if (streamOptions?.include_usage === true) send({ ...base, choices: [], usage });
    res.write("data: [DONE]\n\n");
    res.end();
  }
}

/** What the API refuses with 400, as far as the double checks. */
function requestProblem(body: Record<string, unknown>): { message: string; param: string } | null {
  const messages = body.messages;
  if (!Array.isArray(messages) || messages.length === 0)
    return { message: "'messages' must be a non-empty array", param: "messages" };
  let open = new Set<string>();
  for (const [i, m] of (messages as Array<Record<string, unknown>>).entries()) {
    if (m.role === "assistant" && Array.isArray(m.tool_calls)) {
      open = new Set((m.tool_calls as Array<{ id?: unknown }>).map((c) => String(c.id)));
    } else if (m.role === "tool") {
      if (typeof m.tool_call_id !== "string" || !open.has(m.tool_call_id)) {
        return {
          message: `Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.`,
          param: `messages.[${i}].role`,
        };
      }
      open.delete(m.tool_call_id);
    } else {
      open = new Set();
    }
  }
  const format = body.response_format as
    | { type?: unknown; json_schema?: { name?: unknown; schema?: unknown } }
    | undefined;
  if (format !== undefined) {
    if (
      format.type === "json_schema" &&
      (typeof format.json_schema?.name !== "string" || typeof format.json_schema.schema !== "object")
    )
      return {
        message: "Missing required parameter: 'response_format.json_schema'.",
        param: "response_format",
      };
    if (format.type !== "json_schema" && format.type !== "json_object" && format.type !== "text")
      return { message: `Invalid value: '${String(format.type)}'.`, param: "response_format.type" };
  }
  return null;
}

function argumentsText(args: unknown): string {
  return typeof args === "string" ? args : JSON.stringify(args ?? {});
}

function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function words(text: string): number {
  return text.split(/\s+/).filter((w) => w !== "").length;
}

function modelNotFound(res: ServerResponse, model: unknown): void {
  sendError(
    res,
    404,
    `The model \`${String(model)}\` does not exist or you do not have access to it.`,
    "invalid_request_error",
    "model",
    "model_not_found",
  );
}

function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  type: string,
  param: string | null = null,
  code: string | null = null,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error: { message, type, param, code } }, headers);
}

function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(value);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function flushed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    if (res.writableNeedDrain) res.once("drain", () => resolve());
    else setTimeout(resolve, 20);
  });
}
