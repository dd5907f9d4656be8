import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OllamaConfig } from "../../../src/core/config/run-config.js";
import type { ChatRequest, ModelProvider } from "../../../src/core/run/provider.js";
import {
  createOllamaProvider,
  EMBED_BATCH_SIZE,
  type OllamaProviderDeps,
} from "../../../src/providers/ollama.js";
import {
  cosineSimilarity,
  embedText,
  type OllamaDouble,
  refusedUrl,
  reservePort,
  startOllamaDouble,
} from "../../doubles/ollama-double.js";
import { chatRequest, failure, LOOKUP_TOOL, live } from "../../helpers/provider.js";

const MODEL = "llama3.2:3b";

function config(baseUrl: string, over: Partial<OllamaConfig> = {}): OllamaConfig {
  return {
    id: "ollama-test",
    file: "configs/test.yaml",
    capture: "full",
    concurrency: 1,
    redacted: {},
    provider: "ollama",
    model: MODEL,
    baseUrl,
    endpoint: "chat",
    options: {},
    timeoutMs: 120_000,
    retries: 0,
    pull: false,
    headers: {},
    ...over,
  };
}

function request(over: Partial<ChatRequest> = {}): ChatRequest {
  return chatRequest(MODEL, over);
}

function sink(onLine?: (line: string) => void) {
  const lines: string[] = [];
  return {
    lines,
    info(line: string) {
      lines.push(line);
      onLine?.(line);
    },
  };
}

let double: OllamaDouble;
let provider: ModelProvider;

function useProvider(over: Partial<OllamaConfig> = {}, deps: OllamaProviderDeps = {}): ModelProvider {
  provider = createOllamaProvider(config(double.url, over), deps);
  return provider;
}

beforeEach(async () => {
  double = await startOllamaDouble({
    models: [
      { name: MODEL },
      { name: "qwen3:1.7b", family: "qwen3", capabilities: ["completion", "tools", "thinking"] },
      { name: "gemma:2b", family: "gemma", capabilities: ["completion"] },
      { name: "nomic-embed-text:latest", capabilities: ["embedding"] },
    ],
  });
  useProvider();
});

afterEach(async () => {
  await double.close();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("request shape", () => {
  it("sends options inside `options`, native tools, format, keep_alive, think and the system prompt first", async () => {
    useProvider({ system: "You are terse.", keepAlive: "10m", think: "low", format: "json" });
    await provider.chat(
      request({
        model: "qwen3:1.7b",
        tools: [LOOKUP_TOOL],
        options: { temperature: 0, seed: 42, num_ctx: 4096 },
      }),
      live(),
    );
    const [body] = double.bodies("/api/chat");
    expect(body).toEqual({
      model: "qwen3:1.7b",
      messages: [
        { role: "system", content: "You are terse." },
        { role: "user", content: "Classify: my card was charged twice" },
      ],
      stream: true,
      tools: [{ type: "function", function: LOOKUP_TOOL }],
      format: "json",
      options: { temperature: 0, seed: 42, num_ctx: 4096 },
      keep_alive: "10m",
      think: "low",
    });
  });

  it("passes a JSON Schema format through as an object, the request's format winning over the config's", async () => {
    useProvider({ format: "json" });
    const schema = {
      type: "object",
      properties: { label: { type: "string", enum: ["billing", "technical"] } },
    };
    await provider.chat(request({ format: schema }), live());
    expect(double.bodies("/api/chat")[0]?.format).toEqual(schema);
  });

  it("omits empty tools and options, and keep_alive/think when not configured", async () => {
    await provider.chat(request(), live());
    const body = double.bodies("/api/chat")[0] ?? {};
    expect(Object.keys(body).sort()).toEqual(["messages", "model", "stream"]);
  });

  it("does not add the config's system prompt when the conversation already has one", async () => {
    useProvider({ system: "config system" });
    await provider.chat(
      request({
        messages: [
          { role: "system", content: "case system" },
          { role: "user", content: "hi" },
        ],
      }),
      live(),
    );
    expect(double.bodies("/api/chat")[0]?.messages).toEqual([
      { role: "system", content: "case system" },
      { role: "user", content: "hi" },
    ]);
  });

  it("sends a tool loop as assistant tool_calls and tool messages with tool_name", async () => {
    await provider.chat(
      request({
        tools: [LOOKUP_TOOL],
        messages: [
          { role: "user", content: "Where is order 7730?" },
          {
            role: "assistant",
            content: "",
            tool_calls: [{ name: "lookup_order", arguments: { order_id: "7730" } }],
          },
          { role: "tool", content: '{"status":"shipped"}', tool_name: "lookup_order" },
        ],
      }),
      live(),
    );
    expect(double.bodies("/api/chat")[0]?.messages).toEqual([
      { role: "user", content: "Where is order 7730?" },
      {
        role: "assistant",
        content: "",
        tool_calls: [{ function: { name: "lookup_order", arguments: { order_id: "7730" } } }],
      },
      { role: "tool", content: '{"status":"shipped"}', tool_name: "lookup_order" },
    ]);
  });

  it("sends integers beyond 2^53 exactly", async () => {
    await provider.chat(request({ options: { seed: 12345678901234567890n } }), live());
    const raw = double.requests.find((r) => r.path === "/api/chat")?.raw ?? "";
    expect(raw).toContain('"options":{"seed":12345678901234567890}');
  });

  it("passes the configured headers on every request and ignores OLLAMA_HOST", async () => {
    vi.stubEnv("OLLAMA_HOST", "http://127.0.0.1:1");
    useProvider({ headers: { Authorization: "Bearer t0ken", "X-Team": "team-7f3a" } });
    await provider.prepare([MODEL], live(), sink());
    await provider.chat(request(), live());
    await provider.embed("nomic-embed-text", ["a"], live());
    expect(double.requests.length).toBeGreaterThanOrEqual(4);
    for (const r of double.requests) {
      expect(r.headers.authorization).toBe("Bearer t0ken");
      expect(r.headers["x-team"]).toBe("team-7f3a");
    }
  });

  it("turns credentials in base_url into basic authentication and keeps them out of the metadata", async () => {
    const url = double.url.replace("http://", "http://ci:s3cret@");
    const meta = await createOllamaProvider(config(url)).prepare([MODEL], live(), sink());
    expect(meta.base_url).toBe(double.url);
    expect(double.requests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from("ci:s3cret").toString("base64")}`,
    );
  });
});

describe("replies", () => {
  it("accumulates content streamed over several chunks and takes metrics from the final chunk", async () => {
    const content = "The ticket is about billing: a duplicate charge on the card.";
    double.respond(() => ({ content, eval_count: 14, prompt_eval_count: 31, eval_duration: 420_000_000 }));
    const counted = countingFetch();
    useProvider({}, { fetch: counted.fetch });
    const reply = await provider.chat(request(), live());
    expect(reply.content).toBe(content);
    expect(reply.toolCalls).toEqual([]);
    expect(reply.thinking).toBeUndefined();
    expect(reply.metadata).toEqual({
      prompt_eval_count: 31,
      eval_count: 14,
      total_duration: 1_000_000 + 3_100_000 + 420_000_000,
      load_duration: 1_000_000,
      prompt_eval_duration: 3_100_000,
      eval_duration: 420_000_000,
      done_reason: "stop",
    });
    // The reply really arrived as a stream of several lines, not one object.
    expect(await counted.lines()).toBeGreaterThan(3);
  });

  it("keeps the thinking apart from the content", async () => {
    useProvider({ think: true });
    double.respond(() => ({ thinking: "The user was charged twice, so billing.", content: "billing" }));
    const reply = await provider.chat(request({ model: "qwen3:1.7b" }), live());
    expect(reply.thinking).toBe("The user was charged twice, so billing.");
    expect(reply.content).toBe("billing");
  });

  it("returns native tool calls, in order, with object arguments kept as JSON", async () => {
    double.respond(() => ({
      content: "",
      tool_calls: [
        { name: "lookup_order", arguments: { order_id: "7730", include: ["items", "shipping"] } },
        { name: "notify", arguments: { channel: "email", urgent: true, retries: 2 } },
      ],
    }));
    const reply = await provider.chat(request({ tools: [LOOKUP_TOOL] }), live());
    expect(reply.toolCalls).toEqual([
      { name: "lookup_order", arguments: { order_id: "7730", include: ["items", "shipping"] } },
      { name: "notify", arguments: { channel: "email", urgent: true, retries: 2 } },
    ]);
    expect(reply.content).toBe("");
  });

  it("parses string arguments strictly and marks unparseable ones instead of guessing", async () => {
    double.respond(() => ({
      tool_calls: [
        { name: "lookup_order", arguments: '{"order_id": 7730}' },
        { name: "lookup_order", arguments: '{"order_id": "7730", "order_id": "1"}' },
        { name: "lookup_order", arguments: "{order_id: 7730" },
        { name: "lookup_order", arguments: "[1]" },
        { name: "lookup_order", arguments: [1] },
        { name: "lookup_order", arguments: 42 },
      ],
    }));
    const reply = await provider.chat(request({ tools: [LOOKUP_TOOL] }), live());
    expect(reply.toolCalls[0]).toEqual({ name: "lookup_order", arguments: { order_id: 7730 } });
    expect(reply.toolCalls[1]?.arguments).toBe('{"order_id": "7730", "order_id": "1"}');
    expect(reply.toolCalls[1]?.arguments_error).toMatch(/duplicate key/);
    expect(reply.toolCalls[2]?.arguments).toBe("{order_id: 7730");
    expect(reply.toolCalls[2]?.arguments_error).toMatch(/^arguments are not valid JSON/);
    // Arguments that are no object, as text or as a value (an array reaches readToolCalls as its
    // text), are unreadable: invalid evidence, not a mismatch.
    expect(reply.toolCalls.slice(3).map((c) => [c.arguments, c.arguments_error])).toEqual([
      ["[1]", "arguments must be a JSON object, got an array"],
      ["[1]", "arguments must be a JSON object, got an array"],
      [42, "arguments must be a JSON object, got a number"],
    ]);
  });

  it("keeps integers beyond 2^53 in native (object) arguments exactly", async () => {
    double.respond(() => ({
      tool_calls: [
        { name: "lookup_order", arguments: {}, rawArguments: '{"order_id":12345678901234567891}' },
      ],
    }));
    const reply = await provider.chat(request({ tools: [LOOKUP_TOOL] }), live());
    expect(reply.toolCalls).toEqual([
      { name: "lookup_order", arguments: { order_id: 12345678901234567891n } },
    ]);
  });

  it("marks native (object) arguments with a duplicate key invalid instead of keeping the last", async () => {
    double.respond(() => ({
      tool_calls: [
        { name: "lookup_order", arguments: {}, rawArguments: '{"order_id":"7730","order_id":7730}' },
        { name: "lookup_order", arguments: { order_id: "7731" } },
      ],
    }));
    const reply = await provider.chat(request({ tools: [LOOKUP_TOOL] }), live());
    expect(reply.toolCalls[0]?.arguments).toBe('{"order_id":"7730","order_id":7730}');
    expect(reply.toolCalls[0]?.arguments_error).toMatch(/duplicate key "order_id"/);
    expect(reply.toolCalls[1]).toEqual({ name: "lookup_order", arguments: { order_id: "7731" } });
  });

  it("scripts a multi-turn tool loop through per-request responders", async () => {
    double.respond((body, ctx) => {
      const messages = body.messages as Array<{ role: string }>;
      if (ctx.index === 0) return { tool_calls: [{ name: "lookup_order", arguments: { order_id: "7730" } }] };
      return { content: `done after ${messages.filter((m) => m.role === "tool").length} tool result` };
    }, MODEL);
    const first = await provider.chat(request({ tools: [LOOKUP_TOOL] }), live());
    expect(first.toolCalls).toHaveLength(1);
    const second = await provider.chat(
      request({
        tools: [LOOKUP_TOOL],
        messages: [
          { role: "user", content: "Where is 7730?" },
          { role: "assistant", content: "", tool_calls: first.toolCalls },
          { role: "tool", content: "shipped", tool_name: "lookup_order" },
        ],
      }),
      live(),
    );
    expect(second.content).toBe("done after 1 tool result");
  });
});

describe("generate endpoint", () => {
  it("posts the last user message as the prompt with system, options and format, streaming", async () => {
    useProvider({ endpoint: "generate", system: "config system", format: "json", keepAlive: 0 });
    double.respond(() => ({ content: '{"label": "billing"}', eval_count: 6 }));
    const reply = await provider.chat(request({ options: { temperature: 0 } }), live());
    expect(reply.content).toBe('{"label": "billing"}');
    expect(reply.metadata.eval_count).toBe(6);
    expect(reply.metadata.done_reason).toBe("stop");
    expect(double.bodies("/api/chat")).toEqual([]);
    expect(double.bodies("/api/generate")).toEqual([
      {
        model: MODEL,
        prompt: "Classify: my card was charged twice",
        system: "config system",
        stream: true,
        format: "json",
        options: { temperature: 0 },
        keep_alive: 0,
      },
    ]);
  });

  it("uses the conversation's system message over the config's", async () => {
    useProvider({ endpoint: "generate", system: "config system" });
    await provider.chat(
      request({
        messages: [
          { role: "system", content: "case system" },
          { role: "user", content: "hello" },
        ],
      }),
      live(),
    );
    expect(double.bodies("/api/generate")[0]).toMatchObject({ system: "case system", prompt: "hello" });
  });

  it("refuses tools and multi-turn conversations, which /api/generate cannot carry", async () => {
    useProvider({ endpoint: "generate" });
    const tools = await failure(provider.chat(request({ tools: [LOOKUP_TOOL] }), live()));
    expect(tools.kind).toBe("fatal");
    expect(tools.message).toMatch(/tools need endpoint: chat/);
    const turns = await failure(
      provider.chat(
        request({
          messages: [
            { role: "user", content: "a" },
            { role: "assistant", content: "b" },
            { role: "user", content: "c" },
          ],
        }),
        live(),
      ),
    );
    expect(turns.kind).toBe("fatal");
    expect(double.stats.byEndpoint["/api/generate"]).toBeUndefined();
  });
});

describe("embed", () => {
  it("batches at most 64 inputs per request and returns the embeddings in input order", async () => {
    const texts = Array.from({ length: 130 }, (_, i) => `document number ${i} about topic ${i % 7}`);
    const vectors = await provider.embed("nomic-embed-text", texts, live());
    expect(EMBED_BATCH_SIZE).toBe(64);
    expect(double.bodies("/api/embed").map((b) => (b.input as string[]).length)).toEqual([64, 64, 2]);
    expect(double.bodies("/api/embed")[2]?.input).toEqual(texts.slice(128));
    expect(vectors).toHaveLength(130);
    expect(vectors.map((v, i) => cosineSimilarity(v, embedText(texts[i] ?? "")))).toEqual(texts.map(() => 1));
  });

  it("makes no request for no texts", async () => {
    expect(await provider.embed("nomic-embed-text", [], live())).toEqual([]);
    expect(double.stats.byEndpoint["/api/embed"]).toBeUndefined();
  });

  it("classifies a missing embedding model as unavailable", async () => {
    const error = await failure(provider.embed("mxbai-embed-large", ["x"], live()));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe("HTTP 404 from /api/embed: model 'mxbai-embed-large' not found");
  });
});

describe("prepare", () => {
  it("records the server version and each model's digest and details from /api/tags", async () => {
    const progress = sink();
    const meta = await provider.prepare([MODEL, "nomic-embed-text", MODEL], live(), progress);
    const tags = (await (await fetch(`${double.url}/api/tags`)).json()) as {
      models: Array<{ name: string; digest: string; size: number }>;
    };
    const llama = tags.models.find((m) => m.name === MODEL);
    expect(meta).toEqual({
      ollama_version: "0.12.6",
      base_url: double.url,
      models: {
        [MODEL]: {
          digest: llama?.digest,
          family: "llama",
          parameter_size: "3.2B",
          quantization_level: "Q4_K_M",
          size: llama?.size,
        },
        "nomic-embed-text": expect.objectContaining({ family: "nomic-bert", parameter_size: "137M" }),
      },
    });
    expect(progress.lines).toEqual([`Ollama 0.12.6 at ${double.url}`]);
    expect(double.stats.byEndpoint["/api/pull"]).toBeUndefined();
    expect(double.stats.byEndpoint["/api/show"]).toBeUndefined();
  });

  it("asks /api/show when /api/tags lists a model without details", async () => {
    double.addModel({ name: "phi3:mini", family: "phi3", parameter_size: "3.8B", omitDetailsInTags: true });
    const meta = await provider.prepare(["phi3:mini"], live(), sink());
    expect(meta.models).toEqual({
      "phi3:mini": expect.objectContaining({
        family: "phi3",
        parameter_size: "3.8B",
        quantization_level: "Q4_K_M",
      }),
    });
    expect(double.bodies("/api/show")).toEqual([{ model: "phi3:mini" }]);
  });

  it("retries a transient failure of /api/tags (a busy server's 503) instead of failing the run", async () => {
    useProvider({ retries: 2 }, { backoff: { baseMs: 1, capMs: 1 } });
    double.inject({ kind: "status", status: 503, endpoint: "/api/tags", times: 2 });
    const meta = await provider.prepare([MODEL], live(), sink());
    expect(meta.models).toEqual({ [MODEL]: expect.objectContaining({ family: "llama" }) });
    expect(double.stats.byEndpoint["/api/tags"]).toBe(3);
  });

  it("fails on /api/tags once the retries are spent, with the server's message", async () => {
    useProvider({ retries: 1 }, { backoff: { baseMs: 1, capMs: 1 } });
    double.inject({ kind: "status", status: 503, endpoint: "/api/tags" });
    const error = await failure(provider.prepare([MODEL], live(), sink()));
    expect(error.message).toMatch(/^HTTP 503 from \/api\/tags: /);
    expect(double.stats.byEndpoint["/api/tags"]).toBe(2);
  });

  it("retries /api/show, and when it keeps failing records the details as unknown with a warning, not a failed run", async () => {
    useProvider({ retries: 1 }, { backoff: { baseMs: 1, capMs: 1 } });
    double.addModel({ name: "phi3:mini", family: "phi3", omitDetailsInTags: true });
    double.inject({ kind: "status", status: 503, endpoint: "/api/show", times: 1 });
    const first = await provider.prepare(["phi3:mini"], live(), sink());
    expect(first.models).toEqual({ "phi3:mini": expect.objectContaining({ family: "phi3" }) });
    expect(double.stats.byEndpoint["/api/show"]).toBe(2);

    double.inject({ kind: "status", status: 500, body: '{"error":"show failed"}', endpoint: "/api/show" });
    const progress = sink();
    const meta = await provider.prepare(["phi3:mini"], live(), progress);
    const entry = (meta.models as Record<string, Record<string, unknown>>)["phi3:mini"];
    expect(entry).toEqual({
      digest: expect.stringMatching(/^sha256:/),
      size: expect.any(Number),
      details_unknown: "HTTP 500 from /api/show: show failed",
    });
    expect(progress.lines).toContain(
      "warning: no details for phi3:mini (HTTP 500 from /api/show: show failed); its family, parameter size and quantization are recorded as unknown",
    );
    expect(double.stats.byEndpoint["/api/show"]).toBe(4);
  });

  it("pulls a missing model with progress: every status change, percentages at most once per interval, each layer's end", async () => {
    useProvider({ pull: true }, { pullProgressIntervalMs: 1e9 });
    const progress = sink();
    const meta = await provider.prepare(["qwen2.5:1.5b"], live(), progress);
    expect(double.bodies("/api/pull")).toEqual([{ name: "qwen2.5:1.5b", stream: true }]);
    const pullLines = progress.lines
      .filter((l) => l.startsWith("pull qwen2.5:1.5b: "))
      .map((l) => l.replace(/pulling [0-9a-f]{12}/, "pulling <layer>"));
    expect(pullLines).toEqual([
      "pull qwen2.5:1.5b: pulling manifest",
      "pull qwen2.5:1.5b: pulling <layer> 0% (0 B of 2.0 GB)",
      "pull qwen2.5:1.5b: pulling <layer> 100% (2.0 GB of 2.0 GB)",
      "pull qwen2.5:1.5b: pulling <layer> 0% (0 B of 7.0 KB)",
      "pull qwen2.5:1.5b: pulling <layer> 100% (7.0 KB of 7.0 KB)",
      "pull qwen2.5:1.5b: verifying sha256 digest",
      "pull qwen2.5:1.5b: writing manifest",
      "pull qwen2.5:1.5b: success",
    ]);
    expect(meta.models).toEqual({
      "qwen2.5:1.5b": expect.objectContaining({ digest: expect.stringMatching(/^sha256:/) }),
    });
  });

  it("fails a pull whose server goes silent, naming the model and the wait", async () => {
    double.inject({ kind: "stall", endpoint: "/api/pull", afterChunks: 2 });
    useProvider({ pull: true }, { pullIdleTimeoutMs: 150 });
    const started = Date.now();
    const error = await failure(provider.prepare(["qwen2.5:1.5b"], live(), sink()));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe(
      `could not pull qwen2.5:1.5b into Ollama at ${double.url}: no progress from the server for 150 ms`,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("reports every pull line when the interval allows it", async () => {
    useProvider({ pull: true }, { pullProgressIntervalMs: 0 });
    const progress = sink();
    await provider.prepare(["qwen2.5:1.5b"], live(), progress);
    const pullLines = progress.lines.filter((l) => l.startsWith("pull "));
    expect(pullLines).toHaveLength(14);
    expect(pullLines.filter((l) => / 100% /.test(l))).toHaveLength(2);
  });

  it("is unavailable, naming the model and the server, when the model is missing and pull is disabled", async () => {
    const error = await failure(provider.prepare(["qwen2.5:1.5b"], live(), sink()));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toMatch(
      new RegExp(`^model qwen2\\.5:1\\.5b is not available on ${double.url} and pull is disabled`),
    );
    expect(double.stats.byEndpoint["/api/pull"]).toBeUndefined();
  });

  it("is unavailable with the registry's message when a pull fails", async () => {
    await double.close();
    double = await startOllamaDouble({ models: [], registry: [{ name: "llama3.2:3b" }] });
    useProvider({ pull: true });
    const error = await failure(provider.prepare(["no-such-model:1b"], live(), sink()));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe(
      `could not pull no-such-model:1b into Ollama at ${double.url}: ` +
        "Ollama reported an error during /api/pull: pull model manifest: file does not exist",
    );
  });

  it("waits for a server that is not up yet", async () => {
    await double.close();
    const port = await reservePort();
    let starting: Promise<OllamaDouble> | undefined;
    // Start the server only once prepare has reported that it is waiting: no timing involved.
    const progress = sink((line) => {
      if (line.startsWith("waiting for Ollama") && starting === undefined) {
        starting = startOllamaDouble({ port });
      }
    });
    const waiting = createOllamaProvider(config(`http://127.0.0.1:${port}`), {
      readiness: { timeoutMs: 15_000, initialDelayMs: 20, maxDelayMs: 100 },
    });
    const meta = await waiting.prepare([MODEL], live(), progress);
    double = (await starting) as OllamaDouble;
    expect(meta.ollama_version).toBe("0.12.6");
    expect(progress.lines[0]).toBe(
      `waiting for Ollama at http://127.0.0.1:${port} (Ollama at http://127.0.0.1:${port} refused the connection (ECONNREFUSED))`,
    );
    expect(progress.lines.at(-1)).toMatch(/^Ollama 0\.12\.6 at .* answered after /);
  });

  it("gives up on a server that never comes up, within the bound, with a clear message", async () => {
    const url = await refusedUrl();
    const never = createOllamaProvider(config(url), {
      readiness: { timeoutMs: 300, initialDelayMs: 20, maxDelayMs: 50 },
    });
    const error = await failure(never.prepare([MODEL], live(), sink()));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe(
      `Ollama at ${url} did not become ready within 0.3 s (last attempt: Ollama at ${url} refused the connection (ECONNREFUSED)); is Ollama running there? Start it (\`ollama serve\`) or set base_url / OLLAMA_HOST; ready_timeout_s waits longer`,
    );
  });

  it("the config's ready_timeout_s overrides the caller's bound; 0 asks once, with a whole attempt's time", async () => {
    const url = await refusedUrl();
    const once = createOllamaProvider(
      { ...config(url), readyTimeoutMs: 0 },
      { readiness: { timeoutMs: 60_000, initialDelayMs: 20, maxDelayMs: 50 } },
    );
    const error = await failure(once.prepare([MODEL], live(), sink()));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toContain("did not become ready within 0 s");
    expect(error.message).toContain("refused the connection");
    // a live server answers the single attempt
    const meta = await createOllamaProvider({ ...config(double.url), readyTimeoutMs: 0 }).prepare(
      [MODEL],
      live(),
      sink(),
    );
    expect(meta.ollama_version).toBe("0.12.6");
  });

  it("keeps waiting through 5xx from a proxy in front of a starting server", async () => {
    double.inject({ kind: "status", status: 502, endpoint: "/api/version", times: 2 });
    const meta = await createOllamaProvider(config(double.url), {
      readiness: { initialDelayMs: 10, maxDelayMs: 20 },
    }).prepare([MODEL], live(), sink());
    expect(meta.ollama_version).toBe("0.12.6");
    expect(double.stats.byEndpoint["/api/version"]).toBe(3);
  });

  it("stops at once on a 401/403 from /api/version, saying authentication failed: waiting will not fix a rejected token", async () => {
    for (const status of [401, 403]) {
      double.inject({
        kind: "status",
        status,
        endpoint: "/api/version",
        body: '{"error":"unauthorized"}',
        times: 1,
      });
      const error = await failure(provider.prepare([MODEL], live(), sink()));
      expect(error.kind).toBe("fatal");
      expect(error.message).toBe(
        `Ollama at ${double.url}: authentication failed (check headers, or the credentials in base_url): HTTP ${status} from /api/version: unauthorized`,
      );
    }
    expect(double.stats.byEndpoint["/api/version"]).toBe(2);
  });

  it("stops at once on another 4xx from /api/version", async () => {
    double.inject({ kind: "status", status: 400, endpoint: "/api/version", body: '{"error":"bad request"}' });
    const error = await failure(provider.prepare([MODEL], live(), sink()));
    expect(error.kind).toBe("fatal");
    expect(error.message).toBe(
      `${double.url} does not answer like Ollama: HTTP 400 from /api/version: bad request`,
    );
  });

  it("stops at once on a login page (or a body that is not JSON) on /api/version, never waiting it out", async () => {
    const waiting = createOllamaProvider(config(double.url), {
      readiness: { timeoutMs: 5_000, initialDelayMs: 10 },
    });
    double.inject({
      kind: "status",
      status: 200,
      endpoint: "/api/version",
      body: "<html>login</html>",
      contentType: "text/html",
      times: 1,
    });
    const started = Date.now();
    let error = await failure(waiting.prepare([MODEL], live(), sink()));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error.kind).toBe("fatal");
    expect(error.message).toBe(
      "/api/version answered HTTP 200 with text/html, not Ollama's JSON (is base_url an Ollama server?): <html>login</html>",
    );
    expect(double.stats.byEndpoint["/api/version"]).toBe(1);
    // under a JSON type, a body that is none: said without quoting it
    double.inject({
      kind: "status",
      status: 200,
      endpoint: "/api/version",
      body: "<html>login sk-never-quoted</html>",
      times: 1,
    });
    error = await failure(waiting.prepare([MODEL], live(), sink()));
    expect(error.kind).toBe("fatal");
    expect(error.message).toBe(
      "/api/version answered with a body that is not valid JSON (is base_url an Ollama server?)",
    );
    expect(double.stats.byEndpoint["/api/version"]).toBe(2);
  });

  it("is cancelled when the run is interrupted while waiting", async () => {
    const url = await refusedUrl();
    const controller = new AbortController();
    const waiting = createOllamaProvider(config(url), {
      readiness: { timeoutMs: 60_000, initialDelayMs: 50 },
    });
    const error = await failure(
      waiting.prepare(
        [MODEL],
        controller.signal,
        sink(() => controller.abort()),
      ),
    );
    expect(error.kind).toBe("cancelled");
  });
});

describe("failures", () => {
  it("connection refused → unavailable", async () => {
    const url = await refusedUrl();
    const error = await failure(createOllamaProvider(config(url)).chat(request(), live()));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe(`Ollama at ${url} refused the connection (ECONNREFUSED)`);
  });

  it("DNS failure → unavailable", async () => {
    const dnsFailure: typeof fetch = async () => {
      throw new TypeError("fetch failed", {
        cause: Object.assign(new Error("getaddrinfo ENOTFOUND ollama.internal"), { code: "ENOTFOUND" }),
      });
    };
    const p = createOllamaProvider(config("http://ollama.internal:11434"), { fetch: dnsFailure });
    const error = await failure(p.chat(request(), live()));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe(
      "Ollama at http://ollama.internal:11434: host ollama.internal could not be resolved (ENOTFOUND)",
    );
  });

  it("404 model not found → unavailable with the server's message", async () => {
    const error = await failure(provider.chat(request({ model: "missing:7b" }), live()));
    expect(error.kind).toBe("unavailable");
    expect(error.httpStatus).toBe(404);
    expect(error.message).toBe("HTTP 404 from /api/chat: model 'missing:7b' not found");
  });

  it("400 tools on a model without tool support → fatal with the server's message", async () => {
    const error = await failure(provider.chat(request({ model: "gemma:2b", tools: [LOOKUP_TOOL] }), live()));
    expect(error.kind).toBe("fatal");
    expect(error.httpStatus).toBe(400);
    expect(error.message).toBe(
      "HTTP 400 from /api/chat: registry.ollama.ai/library/gemma:2b does not support tools",
    );
  });

  it("a proxy's 401/403 on a call → fatal, saying what to check", async () => {
    for (const status of [401, 403]) {
      double.inject({ kind: "status", status, body: "Unauthorized", contentType: "text/plain", times: 1 });
      const error = await failure(provider.chat(request(), live()));
      expect(error.kind).toBe("fatal");
      expect(error.httpStatus).toBe(status);
      expect(error.message).toBe(
        `authentication failed (check headers, or the credentials in base_url): HTTP ${status} from /api/chat: Unauthorized`,
      );
    }
    // The same on embeddings (a retrieval suite).
    double.inject({ kind: "status", status: 401, body: "Unauthorized", contentType: "text/plain", times: 1 });
    const error = await failure(provider.embed("nomic-embed-text", ["a"], live()));
    expect(error.message).toMatch(
      /^authentication failed \(check headers, or the credentials in base_url\): HTTP 401 from \/api\/embed/,
    );
  });

  it("other 4xx (a proxy's 405) → fatal with the server's text", async () => {
    double.inject({ kind: "status", status: 405, body: "Method Not Allowed", contentType: "text/plain" });
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("fatal");
    expect(error.message).toBe("HTTP 405 from /api/chat: Method Not Allowed");
  });

  it("masks every configured header value a proxy quotes back, on a call and while waiting", async () => {
    useProvider({ headers: { "X-Proxy-Sig": "prx-sig-4411" } });
    double.inject({
      kind: "status",
      status: 502,
      body: "bad gateway; forwarded X-Proxy-Sig=prx-sig-4411",
      contentType: "text/plain",
      times: 1,
    });
    expect((await failure(provider.chat(request(), live()))).message).toBe(
      "HTTP 502 from /api/chat: bad gateway; forwarded X-Proxy-Sig=<redacted>",
    );
    double.inject({
      kind: "status",
      status: 403,
      endpoint: "/api/version",
      body: '{"error":"refused X-Proxy-Sig prx-sig-4411"}',
    });
    expect((await failure(provider.prepare([MODEL], live(), sink()))).message).toBe(
      `Ollama at ${double.url}: authentication failed (check headers, or the credentials in base_url): HTTP 403 from /api/version: refused X-Proxy-Sig <redacted>`,
    );
  });

  it("leaves a plain header's literal value in a proxy's message: it is configuration, no secret", async () => {
    useProvider({ headers: { "X-Team": "support", "X-Proxy-Sig": "prx-sig-4411" } });
    double.inject({
      kind: "status",
      status: 502,
      body: "no route for team support; X-Proxy-Sig=prx-sig-4411",
      contentType: "text/plain",
      times: 1,
    });
    expect((await failure(provider.chat(request(), live()))).message).toBe(
      "HTTP 502 from /api/chat: no route for team support; X-Proxy-Sig=<redacted>",
    );
  });

  describe("a secret echoed in a long answer is masked before the answer is cut, wherever it straddles the cut", () => {
    const token = "sk-LONGSECRET-abcdefghijklmnopqrstuvwxyz-0123456789";
    // Each way a server's text reaches a message, with the length it is cut to.
    const ways: Array<{ name: string; cut: number; inject: (text: string) => void; path?: string }> = [
      {
        name: "an HTTP error body",
        cut: 300,
        inject: (text) =>
          double.inject({ kind: "status", status: 400, body: text, contentType: "text/plain", times: 1 }),
      },
      {
        name: "an {error} line mid-stream",
        cut: 300,
        inject: (text) => double.inject({ kind: "error-line", message: text, times: 1 }),
      },
      {
        name: "a 200 that is not a stream",
        cut: 200,
        inject: (text) =>
          double.inject({
            kind: "status",
            status: 200,
            body: text,
            contentType: "text/html",
            endpoint: "/api/chat",
            times: 1,
          }),
      },
      {
        name: "a streamed line that is not JSON",
        cut: 120,
        inject: (text) => double.inject({ kind: "raw-line", line: text, times: 1 }),
      },
      {
        name: "a login page on /api/version",
        cut: 200,
        path: "/api/version",
        inject: (text) =>
          double.inject({
            kind: "status",
            status: 200,
            body: text,
            contentType: "text/html",
            endpoint: "/api/version",
            times: 1,
          }),
      },
    ];
    for (const way of ways) {
      it(way.name, async () => {
        useProvider({ headers: { Authorization: `Bearer ${token}` } });
        for (const quoted of [`Bearer ${token}`, token]) {
          for (let into = 1; into < quoted.length; into += 3) {
            way.inject(`${"E".repeat(way.cut - into)}${quoted} and more`);
            const error = await failure(
              way.path === "/api/version"
                ? provider.prepare([MODEL], live(), sink())
                : provider.chat(request(), live()),
            );
            expect(error.message).toContain("EEEE");
            expect(leak(error.message, token)).toBeUndefined();
          }
        }
      });
    }
  });

  it("429 from a proxy → transient", async () => {
    double.inject({ kind: "status", status: 429, body: '{"error":"rate limited"}' });
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("transient");
  });

  it("429 and 503 carry the server's Retry-After for the retry to wait, bounded to 30 s", async () => {
    double.inject({ kind: "status", status: 429, headers: { "retry-after": "3" }, times: 1 });
    expect((await failure(provider.chat(request(), live()))).retryAfterMs).toBe(3000);
    double.inject({ kind: "status", status: 503, headers: { "retry-after": "600" }, times: 1 });
    expect((await failure(provider.chat(request(), live()))).retryAfterMs).toBe(30_000);
    double.inject({ kind: "status", status: 503, times: 1 });
    expect((await failure(provider.chat(request(), live()))).retryAfterMs).toBeUndefined();
  });

  it("500 with a non-JSON body → transient, with an excerpt and nothing printed", async () => {
    const log = vi.spyOn(console, "log");
    const warn = vi.spyOn(console, "warn");
    double.inject({
      kind: "status",
      status: 500,
      body: "<html>\n<body>runner   crashed</body>\n</html>",
      contentType: "text/html",
    });
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("transient");
    expect(error.httpStatus).toBe(500);
    expect(error.message).toBe("HTTP 500 from /api/chat: <html> <body>runner crashed</body> </html>");
    expect(log).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it("503 → transient; a fresh call succeeds once the server stops failing", async () => {
    double.inject({ kind: "status", status: 503, times: 2 });
    for (let i = 0; i < 2; i++) {
      const error = await failure(provider.chat(request(), live()));
      expect(error.kind).toBe("transient");
      expect(error.message).toBe(
        "HTTP 503 from /api/chat: server busy, please try again. maximum pending requests exceeded",
      );
    }
    const reply = await provider.chat(request(), live());
    expect(reply.content).toBe("echo: Classify: my card was charged twice");
    expect(double.stats.byEndpoint["/api/chat"]).toBe(3);
  });

  it("an error line mid-stream → transient", async () => {
    double.respond(() => ({ content: "partial answer that will not finish" }));
    double.inject({ kind: "error-line", message: "model runner has unexpectedly stopped", afterChunks: 2 });
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("transient");
    expect(error.message).toBe(
      "Ollama reported an error during /api/chat: model runner has unexpectedly stopped",
    );
  });

  it("a stream cut before its final chunk → transient", async () => {
    double.respond(() => ({ content: "a long answer cut in the middle" }));
    double.inject({ kind: "cut", afterChunks: 2 });
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("transient");
    expect(error.message).toMatch(/\/api\/chat/);
  });

  it("a corrupted line mid-stream → transient, never a shorter output, and nothing printed", async () => {
    const warn = vi.spyOn(console, "warn");
    double.respond(() => ({ content: "hello there my friend" }));
    double.inject({ kind: "raw-line", line: "this is not json", afterChunks: 1, times: 1 });
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("transient");
    expect(error.message).toMatch(
      /^the stream from \/api\/chat has a line that is not valid JSON \(line 1, column 1: .*\): this is not json$/,
    );
    expect(warn).not.toHaveBeenCalled();
    // a line with a duplicate key is not JSON ModelGate reads either
    double.inject({
      kind: "raw-line",
      line: '{"message":{"content":"a","content":"b"},"done":false}',
      times: 1,
    });
    expect((await failure(provider.chat(request(), live()))).message).toMatch(/duplicate key "content"/);
    expect((await provider.chat(request(), live())).content).toBe("hello there my friend");
  });

  it("a 200 answer that is not an NDJSON stream (a proxy's login page) → fatal, naming what came back", async () => {
    double.inject({
      kind: "status",
      status: 200,
      body: "<html><body>Please sign in</body></html>",
      contentType: "text/html; charset=utf-8",
      endpoint: "/api/chat",
    });
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("fatal");
    expect(error.message).toBe(
      "/api/chat answered HTTP 200 with text/html, not Ollama's NDJSON stream (is base_url an Ollama server?): <html><body>Please sign in</body></html>",
    );
  });

  it("a stream that ends cleanly without a done chunk → transient", async () => {
    const noDone: typeof fetch = async () =>
      new Response('{"model":"m","message":{"role":"assistant","content":"hi"},"done":false}\n', {
        status: 200,
        headers: { "content-type": "application/x-ndjson" },
      });
    const error = await failure(
      createOllamaProvider(config(double.url), { fetch: noDone }).chat(request(), live()),
    );
    expect(error.kind).toBe("transient");
    expect(error.message).toBe("the stream from /api/chat ended before its final chunk");
  });

  it("a reset connection → transient", async () => {
    double.inject({ kind: "reset" });
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("transient");
  });

  it("a hang ended by the runner's timeout → timeout, and the HTTP request is really aborted", async () => {
    useProvider({ timeoutMs: 150 });
    double.inject({ kind: "hang" });
    const error = await failure(provider.chat(request(), AbortSignal.timeout(150)));
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe(`Ollama at ${double.url} did not finish /api/chat within 150 ms`);
    await vi.waitFor(() => expect(double.stats.inFlight).toBe(0));
  });

  it("a cancellation (AbortError) → cancelled, aborting a stream already under way", async () => {
    double.respond(() => ({ content: "one two three four" }));
    double.inject({ kind: "stall", afterChunks: 1 });
    const controller = new AbortController();
    const signal = controller.signal;
    // Abort once the first chunk has reached the client: the body is being read.
    const seen = sink();
    const watching: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      seen.info(`headers ${response.status}`);
      return response;
    };
    const call = createOllamaProvider(config(double.url), { fetch: watching }).chat(request(), signal);
    await vi.waitFor(() => expect(seen.lines).toEqual(["headers 200"]));
    controller.abort();
    const error = await failure(call);
    expect(error.kind).toBe("cancelled");
    expect(error.message).toBe("/api/chat was cancelled");
    await vi.waitFor(() => expect(double.stats.inFlight).toBe(0));
  });

  it("a stream that stalls mid-generation until the runner's timeout → timeout", async () => {
    double.respond(() => ({ content: "one two three four five six" }));
    double.inject({ kind: "stall", afterChunks: 2 });
    const error = await failure(provider.chat(request(), AbortSignal.timeout(200)));
    expect(error.kind).toBe("timeout");
    await vi.waitFor(() => expect(double.stats.inFlight).toBe(0));
  });

  it("an already aborted signal makes no request", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(provider.chat(request(), controller.signal));
    expect(error.kind).toBe("cancelled");
    expect(double.stats.byEndpoint["/api/chat"]).toBeUndefined();
  });

  it("classifies failures of /api/generate with its own path", async () => {
    useProvider({ endpoint: "generate" });
    double.inject({ kind: "status", status: 500, body: '{"error":"llama runner process has terminated"}' });
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("transient");
    expect(error.message).toBe("HTTP 500 from /api/generate: llama runner process has terminated");
  });
});

describe("error bodies and header values", () => {
  it("the server's text is the reason: Ollama's {error}, a proxy's plain text or HTML, a FastAPI proxy's detail", async () => {
    const cases: Array<[string, string, string]> = [
      [
        '{"error":"model requires more system memory"}',
        "application/json",
        "model requires more system memory",
      ],
      ["upstream connect error", "text/plain", "upstream connect error"],
      [
        "<html><body><h1>502 Bad Gateway</h1></body></html>",
        "text/html",
        "<html><body><h1>502 Bad Gateway</h1></body></html>",
      ],
      [
        '{"detail":[{"loc":["body","model"],"msg":"field required"}]}',
        "application/json",
        "field required (body.model)",
      ],
      ['{"error":{"message":"budget exceeded","type":"litellm"}}', "application/json", "budget exceeded"],
      ['{"message":"gateway says no"}', "application/json", "gateway says no"],
    ];
    for (const [body, contentType, expected] of cases) {
      double.inject({ kind: "status", status: 502, body, contentType, times: 1 });
      const error = await failure(provider.chat(request(), live()));
      expect(error.message).toBe(`HTTP 502 from /api/chat: ${expected}`);
    }
  });

  it("a trailing newline in a header value (a CI secret) is trimmed as fetch does", async () => {
    useProvider({ headers: { Authorization: "Bearer t0ken-abc\n", "X-Team": "\tteam-7f3a " } });
    await provider.prepare([MODEL], live(), sink());
    await provider.chat(request(), live());
    for (const r of double.requests) {
      expect(r.headers.authorization).toBe("Bearer t0ken-abc");
      expect(r.headers["x-team"]).toBe("team-7f3a");
    }
  });

  it("a value still invalid after trimming → fatal at once (not retried, not unavailable), naming the header only", async () => {
    const p = createOllamaProvider(
      config(double.url, { headers: { Authorization: "Bearer abc\ndef-secret" } }),
      {
        readiness: { timeoutMs: 10_000, initialDelayMs: 20, maxDelayMs: 50 },
      },
    );
    const started = Date.now();
    for (const call of [p.prepare([MODEL], live(), sink()), p.chat(request(), live())]) {
      const error = await failure(call);
      expect(error.kind).toBe("fatal");
      expect(error.message).toContain("Authorization");
      expect(error.message).not.toContain("def-secret");
    }
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(double.requests).toHaveLength(0);
  });
});

describe("the double itself", () => {
  it("streams chat as Ollama does: several content chunks, tool_calls in a non-final chunk, metrics last", async () => {
    double.respond(() => ({
      content: "one two three four five",
      tool_calls: [{ name: "t", arguments: { a: 1 } }],
    }));
    const response = await fetch(`${double.url}/api/chat`, {
      method: "POST",
      body: JSON.stringify({ model: MODEL, messages: [{ role: "user", content: "hi" }] }),
    });
    expect(response.headers.get("content-type")).toBe("application/x-ndjson");
    const lines = (await response.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const final = lines.at(-1);
    expect(lines.slice(0, 3).map((l) => l.message.content)).toEqual(["one two ", "three four ", "five"]);
    expect(lines[3].message.tool_calls[0].function).toEqual({ index: 0, name: "t", arguments: { a: 1 } });
    expect(lines[3].done).toBe(false);
    expect(final).toMatchObject({
      done: true,
      done_reason: "stop",
      message: { role: "assistant", content: "" },
    });
    for (const key of [
      "total_duration",
      "load_duration",
      "prompt_eval_count",
      "prompt_eval_duration",
      "eval_count",
      "eval_duration",
    ]) {
      expect(typeof final[key]).toBe("number");
    }
  });

  it("answers stream:false with one object holding the whole message", async () => {
    double.respond(() => ({ content: "one two three", tool_calls: [{ name: "t", arguments: {} }] }));
    const response = await fetch(`${double.url}/api/chat`, {
      method: "POST",
      body: JSON.stringify({ model: MODEL, stream: false, messages: [{ role: "user", content: "hi" }] }),
    });
    const body = (await response.json()) as {
      done: boolean;
      message: { content: string; tool_calls: unknown[] };
    };
    expect(body.done).toBe(true);
    expect(body.message.content).toBe("one two three");
    expect(body.message.tool_calls).toHaveLength(1);
  });

  it("queues requests beyond its parallel slots and counts what was in flight", async () => {
    // Long enough that all five are in flight at once even on a loaded machine.
    double.setLoad(300, 2);
    await Promise.all(Array.from({ length: 5 }, () => provider.chat(request(), live())));
    expect(double.stats.maxInFlight).toBe(5);
    expect(double.stats.maxActive).toBe(2);
    expect(double.stats.byEndpoint["/api/chat"]).toBe(5);
  });

  it("ranks texts that share words closer with its embeddings", () => {
    const query = embedText("refund for a duplicate card charge");
    const billing = embedText("Refunds: duplicate charges on a card are refunded within 5 days");
    const shipping = embedText("Parcels ship from the Berlin warehouse every weekday");
    expect(cosineSimilarity(query, billing)).toBeGreaterThan(cosineSimilarity(query, shipping));
  });

  it("closes promptly with a request hanging", async () => {
    double.inject({ kind: "hang" });
    const pending = fetch(`${double.url}/api/tags`).catch((e: unknown) => e);
    await vi.waitFor(() => expect(double.stats.inFlight).toBe(1));
    await double.close();
    expect(await pending).toBeInstanceOf(TypeError);
  });
});

/** A fetch that counts the NDJSON lines of the last streamed response. */
function countingFetch() {
  let last: Promise<number> = Promise.resolve(0);
  const counting: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (response.body === null) return response;
    const [mine, theirs] = response.body.tee();
    last = new Response(mine).text().then((t) => t.split("\n").filter((l) => l.trim() !== "").length);
    return new Response(theirs, { status: response.status, headers: response.headers });
  };
  return { fetch: counting, lines: () => last };
}

/** A piece of `secret` (six characters or more) found in `text`. */
function leak(text: string, secret: string): string | undefined {
  for (let at = 0; at + 6 <= secret.length; at++) {
    const piece = secret.slice(at, at + 6);
    if (text.includes(piece)) return piece;
  }
  return undefined;
}
