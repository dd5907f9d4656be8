import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A minimal Ollama emulator for the independent acceptance tests, written from Ollama's API
 * documentation (it shares nothing with test/doubles/ollama-double.ts). Chat models are scripts:
 * a function of the request body that answers with text and/or tool calls. Embedding models
 * are deterministic functions of the text. Every request is recorded.
 */

/** A tool as Ollama's /api/chat receives it. */
export interface OfferedTool {
  type: string;
  function: { name: string; description?: string; parameters?: Record<string, unknown> };
}

export interface ChatMessageBody {
  role: string;
  content: string;
  tool_calls?: Array<{ function: { name: string; arguments: unknown } }>;
  tool_name?: string;
}

export interface ChatBody {
  model: string;
  messages: ChatMessageBody[];
  tools?: OfferedTool[];
  stream?: boolean;
  options?: Record<string, unknown>;
}

/** One scripted reply. `arguments` is sent as given: an object, or a (possibly broken) string. */
export interface ScriptedReply {
  content?: string;
  calls?: Array<{ name: string; arguments: unknown }>;
}

/** `"hang"`: never answer (the request stays open until the client goes away). */
export type ChatScript = (body: ChatBody) => ScriptedReply | "hang";

export type ModelSpec =
  | { name: string; digest: string; family: string; chat: ChatScript }
  | { name: string; digest: string; family: string; embed: (text: string) => number[] | "hang" };

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface OllamaEmulator {
  url: string;
  requests: RecordedRequest[];
  /** Chat requests, optionally of one model. */
  chats(model?: string): ChatBody[];
  /** Every text sent to /api/embed for a model, in order (one entry per input). */
  embedInputs(model: string): string[];
  /** Resolves when a request to `path` for `model` arrives (or has arrived). */
  arrived(path: string, model: string): Promise<void>;
  close(): Promise<void>;
}

export async function startIndependentOllama(models: readonly ModelSpec[]): Promise<OllamaEmulator> {
  const requests: RecordedRequest[] = [];
  const waiters: Array<{ path: string; model: string; resolve: () => void }> = [];
  const modelOf = (body: unknown): unknown => (body as { model?: unknown } | null)?.model;
  const byName = new Map(models.map((m) => [m.name, m]));

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: String(error) }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const body: unknown = text === "" ? null : JSON.parse(text);
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    requests.push({ method: req.method ?? "GET", path, body });
    for (const w of waiters.filter((x) => x.path === path && x.model === modelOf(body))) w.resolve();

    if (path === "/api/version") return json(res, 200, { version: "0.12.6" });
    if (path === "/api/tags") return json(res, 200, { models: models.map(listing) });
    if (path === "/api/show") {
      const model = byName.get(String((body as { model?: unknown }).model));
      if (model === undefined) return json(res, 404, { error: "model not found" });
      return json(res, 200, { details: details(model), modelfile: "", parameters: "", template: "" });
    }
    if (path === "/api/embed") {
      const { model: name, input } = body as { model: string; input: string | string[] };
      const model = byName.get(name);
      if (model === undefined || !("embed" in model))
        return json(res, 404, { error: `model "${name}" not found, try pulling it first` });
      const inputs = typeof input === "string" ? [input] : input;
      const embeddings = inputs.map((t) => model.embed(t));
      if (embeddings.includes("hang")) {
        res.writeHead(200, { "content-type": "application/json" });
        return; // left open: the client's abort (or close()) ends it
      }
      return json(res, 200, { model: name, embeddings });
    }
    if (path === "/api/chat") {
      const chat = body as ChatBody;
      const model = byName.get(chat.model);
      if (model === undefined || !("chat" in model))
        return json(res, 404, { error: `model "${chat.model}" not found, try pulling it first` });
      const reply = model.chat(chat);
      if (reply === "hang") {
        res.writeHead(200, { "content-type": "application/x-ndjson" });
        return; // left open: the client's abort (or close()) ends it
      }
      return streamChat(res, chat.model, reply);
    }
    return json(res, 404, { error: `unknown path ${path}` });
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    chats: (model) =>
      requests
        .filter((r) => r.path === "/api/chat")
        .map((r) => r.body as ChatBody)
        .filter((b) => model === undefined || b.model === model),
    embedInputs: (model) =>
      requests
        .filter((r) => r.path === "/api/embed" && (r.body as { model: string }).model === model)
        .flatMap((r) => {
          const input = (r.body as { input: string | string[] }).input;
          return typeof input === "string" ? [input] : input;
        }),
    arrived: (path, model) =>
      requests.some((r) => r.path === path && modelOf(r.body) === model)
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ path, model, resolve })),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function details(model: ModelSpec) {
  return {
    parent_model: "",
    format: "gguf",
    family: model.family,
    families: [model.family],
    parameter_size: "embed" in model ? "137M" : "3.2B",
    quantization_level: "Q4_K_M",
  };
}

function listing(model: ModelSpec) {
  return {
    name: model.name,
    model: model.name,
    modified_at: "2026-01-05T10:00:00.000Z",
    size: 2_019_393_189,
    digest: model.digest,
    details: details(model),
  };
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
}

/** NDJSON as Ollama streams it: content pieces, tool calls in a chunk of their own, a final chunk. */
function streamChat(res: ServerResponse, model: string, reply: ScriptedReply): void {
  res.writeHead(200, { "content-type": "application/x-ndjson" });
  const at = "2026-01-05T10:00:00.000Z";
  const line = (value: unknown) => res.write(`${JSON.stringify(value)}\n`);
  const content = reply.content ?? "";
  for (const piece of content.match(/\S+\s*|\s+/g) ?? []) {
    line({ model, created_at: at, message: { role: "assistant", content: piece }, done: false });
  }
  if (reply.calls !== undefined && reply.calls.length > 0) {
    line({
      model,
      created_at: at,
      message: {
        role: "assistant",
        content: "",
        tool_calls: reply.calls.map((c) => ({ function: { name: c.name, arguments: c.arguments } })),
      },
      done: false,
    });
  }
  const words = content.split(/\s+/).filter((w) => w !== "").length;
  res.end(
    `${JSON.stringify({
      model,
      created_at: at,
      message: { role: "assistant", content: "" },
      done: true,
      done_reason: "stop",
      total_duration: 120_000_000,
      load_duration: 2_000_000,
      prompt_eval_count: 42,
      prompt_eval_duration: 30_000_000,
      eval_count: words + 3 * (reply.calls?.length ?? 0),
      eval_duration: 80_000_000,
    })}\n`,
  );
}

/** The tool offered under whatever name the client chose, found by its description. */
export function offeredTool(body: ChatBody, description: RegExp): string | undefined {
  return body.tools?.find((t) => description.test(t.function.description ?? ""))?.function.name;
}

/**
 * Deterministic embedding: the character trigrams of each lower-cased word (padded with a space
 * on both sides) hashed into `dims` buckets, L2-normalised. `transform` lets a second "model"
 * see the text differently (e.g. blind to digits).
 */
export function trigramEmbedding(
  text: string,
  dims = 64,
  transform: (t: string) => string = (t) => t,
): number[] {
  const vector = new Array<number>(dims).fill(0);
  for (const word of transform(text.toLowerCase()).match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) {
      const digest = createHash("sha256")
        .update(padded.slice(i, i + 3))
        .digest();
      vector[digest.readUInt32BE(0) % dims]! += 1;
    }
  }
  const norm = Math.sqrt(vector.reduce((s, x) => s + x * x, 0));
  return norm === 0 ? vector : vector.map((x) => x / norm);
}

/** A fake but well-formed digest for a model name. */
export function digestOf(name: string): string {
  return createHash("sha256").update(`independent:${name}`).digest("hex");
}
