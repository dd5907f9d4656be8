import { APIConnectionError, APIConnectionTimeoutError } from "openai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OpenAIConfig } from "../../../src/core/config/run-config.js";
import type { ChatRequest, ModelProvider, ProviderError } from "../../../src/core/run/provider.js";
import { withRetry } from "../../../src/core/run/retry.js";
import {
  createOpenAIProvider,
  NO_DIGEST_NOTE,
  type OpenAIProviderDeps,
} from "../../../src/providers/openai.js";
import { classifyOpenAIError } from "../../../src/providers/openai-errors.js";
import { embedText, refusedUrl, reservePort } from "../../doubles/ollama-double.js";
import { type OpenAIDouble, startOpenAIDouble } from "../../doubles/openai-double.js";
import { chatRequest, failure, LOOKUP_TOOL, live } from "../../helpers/provider.js";

const MODEL = "qwen2.5-7b-instruct";
const EMBED = "nomic-embed-text-v1.5";

function config(baseUrl: string, over: Partial<OpenAIConfig> = {}): OpenAIConfig {
  return {
    id: "openai-test",
    file: "configs/openai.yaml",
    capture: "full",
    concurrency: 1,
    redacted: {},
    provider: "openai",
    model: MODEL,
    baseUrl,
    options: {},
    timeoutMs: 120_000,
    retries: 0,
    headers: {},
    ...over,
  };
}

function request(over: Partial<ChatRequest> = {}): ChatRequest {
  return chatRequest(MODEL, over);
}

const quiet = { info: () => {} };

let double: OpenAIDouble;
let provider: ModelProvider;

function useProvider(over: Partial<OpenAIConfig> = {}, deps: OpenAIProviderDeps = {}): ModelProvider {
  provider = createOpenAIProvider(config(double.url, over), deps);
  return provider;
}

beforeEach(async () => {
  double = await startOpenAIDouble({ models: [MODEL, EMBED] });
  useProvider();
});

afterEach(async () => {
  await double.close();
  vi.unstubAllEnvs();
});

describe("request shape", () => {
  it("streams with usage, maps options to request fields (extras passed through), format, tools and the system prompt", async () => {
    useProvider({ system: "You are terse." });
    await provider.chat(
      request({
        tools: [LOOKUP_TOOL],
        format: "json",
        options: {
          temperature: 0,
          seed: 42,
          top_p: 0.9,
          max_tokens: 64,
          stop: ["\n\n"],
          top_k: 20,
          min_p: 0.05,
        },
      }),
      live(),
    );
    const [body] = double.bodies("/v1/chat/completions");
    expect(body).toEqual({
      model: MODEL,
      messages: [
        { role: "system", content: "You are terse." },
        { role: "user", content: "Classify: my card was charged twice" },
      ],
      stream: true,
      stream_options: { include_usage: true },
      temperature: 0,
      seed: 42,
      top_p: 0.9,
      max_tokens: 64,
      stop: ["\n\n"],
      top_k: 20,
      min_p: 0.05,
      response_format: { type: "json_object" },
      tools: [
        {
          type: "function",
          function: {
            name: "lookup_order",
            description: "Find an order by id",
            parameters: LOOKUP_TOOL.parameters,
          },
        },
      ],
    });
  });

  it("sends a JSON Schema format as json_schema, the request's winning over the config's", async () => {
    useProvider({ format: "json" });
    const schema = { type: "object", properties: { label: { enum: ["billing", "technical"] } } };
    await provider.chat(request({ format: schema }), live());
    expect(double.bodies("/v1/chat/completions")[0]?.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "output", schema },
    });
  });

  it("sends integers beyond 2^53 exactly", async () => {
    await provider.chat(request({ options: { seed: 9007199254740993n } }), live());
    expect(double.requests.at(-1)?.text).toContain('"seed":9007199254740993');
  });

  it("sends the key as a bearer token and the configured headers; without a key no Authorization at all", async () => {
    vi.stubEnv("OPENAI_API_KEY", "sk-from-the-environment");
    vi.stubEnv("OPENAI_ORG_ID", "org-env");
    vi.stubEnv("OPENAI_BASE_URL", "http://127.0.0.1:1/v1");
    vi.stubEnv("OPENAI_CUSTOM_HEADERS", "X-From-Env: leak");
    useProvider();
    await provider.chat(request(), live());
    const plain = double.requests.at(-1)!.headers;
    expect(plain.authorization).toBeUndefined();
    expect(plain["openai-organization"]).toBeUndefined();
    expect(plain["x-from-env"]).toBeUndefined();

    useProvider({ apiKey: "sk-test-123456", headers: { "X-Team": "team-7f3a" } });
    await provider.chat(request(), live());
    const keyed = double.requests.at(-1)!.headers;
    expect(keyed.authorization).toBe("Bearer sk-test-123456");
    expect(keyed["x-team"]).toBe("team-7f3a");
  });

  it("credentials in base_url go as Basic auth (fetch refuses such a URL); the token and password are masked", async () => {
    const url = double.url.replace("http://", "http://alice:s3cr3t%21pw@");
    const token = Buffer.from("alice:s3cr3t!pw").toString("base64");
    provider = createOpenAIProvider(config(url), { readiness: { timeoutMs: 500 } });
    await provider.prepare([MODEL], live(), quiet);
    const reply = await provider.chat(request(), live());
    expect(reply.content).toMatch(/^echo: /);
    expect(double.requests.map((r) => r.headers.authorization)).toEqual([`Basic ${token}`, `Basic ${token}`]);

    double.inject({
      kind: "status",
      status: 400,
      raw: `bad request from Basic ${token} (s3cr3t!pw)`,
      times: 1,
    });
    const error = await failure(provider.chat(request(), live()));
    expect(error.message).toContain("Basic <redacted> (<redacted>)");
    expect(error.message).not.toContain("s3cr3t");

    // api_key (as a configured Authorization header) wins over the URL's credentials.
    provider = createOpenAIProvider(config(url, { apiKey: "sk-test-123456" }));
    await provider.chat(request(), live());
    expect(double.requests.at(-1)?.headers.authorization).toBe("Bearer sk-test-123456");
  });

  it("sends a tool loop as assistant tool_calls with stable ids and role tool answers that carry the tool_call_id", async () => {
    await provider.chat(
      request({
        tools: [LOOKUP_TOOL],
        messages: [
          { role: "user", content: "Where is order 7730?" },
          {
            role: "assistant",
            content: "",
            tool_calls: [
              { name: "lookup_order", arguments: { order_id: "7730" } },
              { name: "lookup_order", arguments: { order_id: "7731" } },
            ],
          },
          { role: "tool", content: '{"status":"shipped"}', tool_name: "lookup_order" },
          { role: "tool", content: '{"status":"lost"}', tool_name: "lookup_order" },
        ],
      }),
      live(),
    );
    const messages = double.bodies("/v1/chat/completions")[0]?.messages as unknown[];
    expect(messages.slice(1)).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: "call00001",
            type: "function",
            function: { name: "lookup_order", arguments: '{"order_id":"7730"}' },
          },
          {
            id: "call00002",
            type: "function",
            function: { name: "lookup_order", arguments: '{"order_id":"7731"}' },
          },
        ],
      },
      { role: "tool", tool_call_id: "call00001", content: '{"status":"shipped"}' },
      { role: "tool", tool_call_id: "call00002", content: '{"status":"lost"}' },
    ]);
  });
});

describe("replies", () => {
  it("accumulates streamed content and takes token counts from usage, timings and the fingerprint", async () => {
    double.respond(() => ({ content: "billing, because of the double charge" }));
    const reply = await provider.chat(request(), live());
    expect(reply.content).toBe("billing, because of the double charge");
    expect(reply.toolCalls).toEqual([]);
    const m = reply.metadata;
    expect(m).toMatchObject({
      prompt_tokens: 6,
      completion_tokens: 6,
      total_tokens: 12,
      prompt_eval_count: 6,
      eval_count: 6,
      done_reason: "stop",
      system_fingerprint: "fp_double1",
    });
    expect(typeof m.eval_duration).toBe("number");
    expect(typeof m.compute_ms).toBe("number");
  });

  it("has no compute time when the server sends no timings (vLLM, LM Studio)", async () => {
    double.timings = false;
    double.fingerprint = null;
    const reply = await provider.chat(request(), live());
    expect(reply.metadata.compute_ms).toBeUndefined();
    expect(reply.metadata.eval_duration).toBeUndefined();
    expect(reply.metadata.system_fingerprint).toBeUndefined();
    expect(reply.metadata.eval_count).toBeGreaterThan(0);
  });

  it("assembles tool calls from deltas: ids, names and argument fragments split across chunks", async () => {
    double.respond(() => ({
      content: "",
      tool_calls: [
        { name: "lookup_order", arguments: { order_id: "7730", verbose: true } },
        { name: "refund", arguments: { amount: 12.5 } },
      ],
    }));
    const reply = await provider.chat(request({ tools: [LOOKUP_TOOL] }), live());
    expect(reply.toolCalls).toEqual([
      { name: "lookup_order", arguments: { order_id: "7730", verbose: true } },
      { name: "refund", arguments: { amount: 12.5 } },
    ]);
    expect(reply.metadata.done_reason).toBe("tool_calls");
  });

  it("keeps unparseable arguments as text and says why (invalid evidence, not a guess)", async () => {
    double.respond(() => ({ tool_calls: [{ name: "lookup_order", arguments: '{"order_id": 7730' }] }));
    const reply = await provider.chat(request({ tools: [LOOKUP_TOOL] }), live());
    expect(reply.toolCalls[0]?.arguments).toBe('{"order_id": 7730');
    expect(reply.toolCalls[0]?.arguments_error).toMatch(/^arguments are not valid JSON/);
  });

  it("marks arguments whose text is JSON of no object as unreadable, not as those arguments", async () => {
    double.respond(() => ({
      tool_calls: [
        { name: "lookup_order", arguments: "[1]" },
        { name: "lookup_order", arguments: "42" },
      ],
    }));
    const reply = await provider.chat(request({ tools: [LOOKUP_TOOL] }), live());
    expect(reply.toolCalls).toEqual([
      {
        name: "lookup_order",
        arguments: "[1]",
        arguments_error: "arguments must be a JSON object, got an array",
      },
      {
        name: "lookup_order",
        arguments: "42",
        arguments_error: "arguments must be a JSON object, got a number",
      },
    ]);
  });

  describe("tool-call shapes of other servers", () => {
    const call = async (deltas: Array<Array<Record<string, unknown>>>) => {
      double.respond(() => ({ tool_call_deltas: deltas }));
      return (await provider.chat(request({ tools: [LOOKUP_TOOL] }), live())).toolCalls;
    };
    const fn = (f: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
      type: "function",
      function: f,
      ...over,
    });

    it("arguments sent as a JSON object are kept as that object", async () => {
      expect(
        await call([[fn({ name: "lookup_order", arguments: { order_id: "7730" } }, { index: 0, id: "c1" })]]),
      ).toEqual([{ name: "lookup_order", arguments: { order_id: "7730" } }]);
    });

    it("arguments that are neither text nor an object are invalid evidence, never {}", async () => {
      for (const value of [7730, ["7730"], true]) {
        const [only] = await call([[fn({ name: "lookup_order", arguments: value }, { index: 0, id: "c1" })]]);
        expect(only).toEqual({
          name: "lookup_order",
          arguments: value,
          arguments_error: expect.stringMatching(/^arguments are neither a JSON object nor text/),
        });
      }
      const [mixed] = await call([
        [fn({ name: "lookup_order", arguments: { order_id: "7730" } }, { index: 0, id: "c1" })],
        [{ index: 0, function: { arguments: '{"x":1}' } }],
      ]);
      expect(mixed?.arguments_error).toMatch(/both as a JSON object and as text/);
    });

    it("deltas without index that repeat the id continue one call", async () => {
      expect(
        await call([
          [fn({ name: "lookup_order", arguments: "" }, { id: "c1" })],
          [fn({ arguments: '{"order_id":' }, { id: "c1" })],
          [fn({ arguments: '"7730"}' }, { id: "c1" })],
        ]),
      ).toEqual([{ name: "lookup_order", arguments: { order_id: "7730" } }]);
    });

    it("deltas without index or id continue the last call; a new id starts the next", async () => {
      expect(
        await call([
          [fn({ name: "lookup_order", arguments: "" }, { id: "c1" })],
          [{ function: { arguments: '{"order_id":"7730"}' } }],
          [fn({ name: "lookup_order", arguments: '{"order_id":' }, { id: "c2" })],
          [{ function: { arguments: '"7731"}' } }],
        ]),
      ).toEqual([
        { name: "lookup_order", arguments: { order_id: "7730" } },
        { name: "lookup_order", arguments: { order_id: "7731" } },
      ]);
    });

    it("a continuation that repeats the full name keeps it once (with or without the id)", async () => {
      expect(
        await call([
          [fn({ name: "lookup_order", arguments: "" }, { index: 0, id: "c1" })],
          [fn({ name: "lookup_order", arguments: '{"order_id":' }, { index: 0, id: "c1" })],
          [fn({ name: "lookup_order", arguments: '"77' }, { index: 0 })],
          [{ index: 0, function: { arguments: '30"}' } }],
        ]),
      ).toEqual([{ name: "lookup_order", arguments: { order_id: "7730" } }]);
    });

    it("two calls with distinct ids at the same index are two calls, in arrival order", async () => {
      expect(
        await call([
          [fn({ name: "lookup_order", arguments: '{"order_id":"7730"}' }, { index: 0, id: "c1" })],
          [fn({ name: "lookup_order", arguments: '{"order_id":"7731"}' }, { index: 0, id: "c2" })],
        ]),
      ).toEqual([
        { name: "lookup_order", arguments: { order_id: "7730" } },
        { name: "lookup_order", arguments: { order_id: "7731" } },
      ]);
    });

    it("vLLM/lmdeploy: every call at index 0, a new id per call, continuations with an empty id", async () => {
      expect(
        await call([
          [fn({ name: "lookup_order", arguments: "" }, { index: 0, id: "chatcmpl-tool-a" })],
          [fn({ name: null, arguments: '{"order_id":"7730"}' }, { index: 0, id: "" })],
          [fn({ name: "lookup_order", arguments: "" }, { index: 0, id: "chatcmpl-tool-b" })],
          [fn({ name: null, arguments: '{"order_id":' }, { index: 0, id: "" })],
          [fn({ name: null, arguments: '"7731"}' }, { index: 0, id: "" })],
        ]),
      ).toEqual([
        { name: "lookup_order", arguments: { order_id: "7730" } },
        { name: "lookup_order", arguments: { order_id: "7731" } },
      ]);
    });

    it("llama.cpp of spring 2025: the full name and function.id in every delta, no index", async () => {
      expect(
        await call([
          [{ function: { id: "x1", name: "lookup_order", arguments: '{"order_id":' } }],
          [{ function: { id: "x1", name: "lookup_order", arguments: '"7730"}' } }],
          [{ function: { id: "x2", name: "refund", arguments: '{"amount":1}' } }],
          [{ function: { id: "x2", name: "refund", arguments: "" } }],
        ]),
      ).toEqual([
        { name: "lookup_order", arguments: { order_id: "7730" } },
        { name: "refund", arguments: { amount: 1 } },
      ]);
    });

    it("two calls of tools without parameters at the same index stay two calls", async () => {
      expect(
        await call([
          [fn({ name: "get_time", arguments: "" }, { index: 0, id: "c1" })],
          [fn({ name: "get_time", arguments: "" }, { index: 0, id: "c2" })],
        ]),
      ).toEqual([
        { name: "get_time", arguments: {} },
        { name: "get_time", arguments: {} },
      ]);
    });

    it("a new id in the middle of a call's arguments is the same call (an id per chunk)", async () => {
      expect(
        await call([
          [fn({ name: "lookup_order", arguments: '{"order_id":' }, { index: 0, id: "a1" })],
          [fn({ name: "lookup_order", arguments: '"7730"}' }, { index: 0, id: "a2" })],
        ]),
      ).toEqual([{ name: "lookup_order", arguments: { order_id: "7730" } }]);
    });

    it("parallel calls at their own indexes, interleaved, stay apart", async () => {
      expect(
        await call([
          [fn({ name: "lookup_order", arguments: "" }, { index: 0, id: "c1" })],
          [fn({ name: "refund", arguments: "" }, { index: 1, id: "c2" })],
          [{ index: 1, function: { arguments: '{"amount":1}' } }],
          [{ index: 0, function: { arguments: '{"order_id":"7730"}' } }],
        ]),
      ).toEqual([
        { name: "lookup_order", arguments: { order_id: "7730" } },
        { name: "refund", arguments: { amount: 1 } },
      ]);
    });
  });

  it("keeps reasoning apart from the answer", async () => {
    double.respond(() => ({ reasoning: "the card was charged twice", content: "billing" }));
    const reply = await provider.chat(request(), live());
    expect(reply.content).toBe("billing");
    expect(reply.thinking).toBe("the card was charged twice");
  });
});

describe("embed", () => {
  it("asks for floats in batches of 64 and returns the vectors in input order", async () => {
    const texts = Array.from({ length: 70 }, (_, i) => `document number ${i}`);
    const vectors = await provider.embed(EMBED, texts, live());
    expect(vectors).toHaveLength(70);
    expect(vectors[69]).toEqual(embedText("document number 69"));
    const bodies = double.bodies("/v1/embeddings");
    expect(bodies.map((b) => (b.input as string[]).length)).toEqual([64, 6]);
    expect(bodies[0]?.encoding_format).toBe("float");
  });

  it("says what is wrong with embeddings that are not lists of numbers (base64 from a server ignoring the format)", async () => {
    double.embed = () => Buffer.from(new Float32Array([1, 0, 0]).buffer).toString("base64");
    const error = await failure(provider.embed(EMBED, ["a", "b"], live()));
    expect(error.kind).toBe("fatal");
    expect(error.message).toBe(
      '/embeddings returned base64 text for embedding 0, not a list of numbers: the server ignores encoding_format: "float"',
    );
    double.embed = (t) => (t === "b" ? null : embedText(t));
    expect((await failure(provider.embed(EMBED, ["a", "b"], live()))).message).toBe(
      "/embeddings returned null for embedding 1, not a list of numbers",
    );
  });

  it("a model the server does not serve → unavailable", async () => {
    const error = await failure(provider.embed("missing-embed", ["x"], live()));
    expect(error.kind).toBe("unavailable");
  });
});

describe("prepare", () => {
  it("records identity from /v1/models and says that no digest exists", async () => {
    const runtime = await provider.prepare([MODEL, EMBED], live(), quiet);
    expect(runtime).toEqual({
      api: "openai",
      base_url: double.url,
      models: {
        [MODEL]: { id: MODEL, owned_by: "llamacpp", created: 1_733_011_200 },
        [EMBED]: { id: EMBED, owned_by: "llamacpp", created: 1_733_011_200 },
      },
      digest: null,
      digest_note: NO_DIGEST_NOTE,
    });
  });

  it("a model the server does not list → unavailable, naming what it serves", async () => {
    const error = await failure(provider.prepare(["llama-3-70b"], live(), quiet));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe(
      `model llama-3-70b is not served at ${double.url} (it lists: ${MODEL}, ${EMBED})`,
    );
  });

  it("waits while llama-server answers 503 loading, then goes on", async () => {
    double.inject({ kind: "loading", times: 3 });
    const lines: string[] = [];
    const p = useProvider({}, { readiness: { initialDelayMs: 10, maxDelayMs: 20 } });
    await p.prepare([MODEL], live(), { info: (l) => lines.push(l) });
    expect(double.requests.filter((r) => r.path === "/v1/models")).toHaveLength(4);
    expect(lines[0]).toMatch(/^waiting for .*HTTP 503 from \/models: Loading model/);
  });

  it("waits for a server that is not up yet", async () => {
    const port = await reservePort();
    const p = createOpenAIProvider(config(`http://127.0.0.1:${port}/v1`), {
      readiness: { initialDelayMs: 20, maxDelayMs: 40, timeoutMs: 5_000 },
    });
    const ready = p.prepare([MODEL], live(), quiet);
    await new Promise((r) => setTimeout(r, 150));
    const late = await startOpenAIDouble({ port, models: [MODEL] });
    try {
      await expect(ready).resolves.toMatchObject({ api: "openai" });
    } finally {
      await late.close();
    }
  });

  it("gives up within the bound on a server that keeps loading", async () => {
    double.inject({ kind: "loading" });
    const p = useProvider({ readyTimeoutMs: 300 }, { readiness: { initialDelayMs: 20, maxDelayMs: 50 } });
    const started = Date.now();
    const error = await failure(p.prepare([MODEL], live(), quiet));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error.kind).toBe("unavailable");
    expect(error.message).toMatch(
      /did not become ready within 0\.3 s \(last attempt: HTTP 503 from \/models: Loading model\)/,
    );
  });

  it("stops at once on an authentication failure, never printing the key", async () => {
    double.apiKey = "sk-right-key";
    const p = useProvider({ apiKey: "sk-wrong-key-0042" });
    const error = await failure(p.prepare([MODEL], live(), quiet));
    expect(error.kind).toBe("fatal");
    expect(error.message).toMatch(/^authentication failed/);
    expect(error.message).not.toContain("sk-wrong-key-0042");
    expect(double.requests).toHaveLength(1);
  });

  it("a 200 on /models that is no model list (a login page, another API's JSON) → fatal at once, naming what came back", async () => {
    const p = useProvider({}, { readiness: { timeoutMs: 5_000, initialDelayMs: 10 } });
    double.inject({
      kind: "status",
      status: 200,
      raw: "<html>login</html>",
      contentType: "text/html; charset=utf-8",
      path: "/v1/models",
      times: 1,
    });
    const lines: string[] = [];
    let error = await failure(p.prepare([MODEL], live(), { info: (l) => void lines.push(l) }));
    expect(error.kind).toBe("fatal");
    expect(error.message).toBe(
      "/models answered HTTP 200 with text/html instead of a model list (is base_url the API root of an OpenAI-compatible server?): <html>login</html>",
    );
    expect(double.requests).toHaveLength(1);
    expect(lines.join("\n")).not.toContain("serves");
    double.inject({
      kind: "status",
      status: 200,
      raw: '{"data":"nope"}',
      contentType: "application/json",
      path: "/v1/models",
      times: 1,
    });
    error = await failure(p.prepare([MODEL], live(), quiet));
    expect(error.message).toBe(
      '/models answered HTTP 200 with application/json, but not a model list (is base_url the API root of an OpenAI-compatible server?): {"data":"nope"}',
    );
    expect(double.requests).toHaveLength(2);
  });

  it("a server that lists no models is asked directly, and the line does not claim it serves them", async () => {
    double.models = [];
    const p = createOpenAIProvider(config(double.url));
    const lines: string[] = [];
    const meta = await p.prepare([MODEL], live(), { info: (l) => void lines.push(l) });
    expect(meta.models).toEqual({ [MODEL]: { id: MODEL, listed: false } });
    expect(lines).toEqual([
      `OpenAI-compatible server at ${double.url} lists no models: ${MODEL} asked for by name, unchecked`,
    ]);
  });

  it("a URL that is not an OpenAI-compatible root (404) → unavailable, with a hint", async () => {
    const p = createOpenAIProvider(config(double.url.replace(/\/v1$/, "")));
    const error = await failure(p.prepare([MODEL], live(), quiet));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toContain("usually ends in /v1");
  });
});

describe("failures", () => {
  it("a connection failure says why (the client's own message is only 'Connection error.')", () => {
    const cause = new TypeError("fetch failed", { cause: new Error("other side closed for sk-test-123456") });
    const error = classifyOpenAIError(new APIConnectionError({ cause }), {
      baseUrl: "http://127.0.0.1:8080/v1",
      path: "/models",
      signal: live(),
      secrets: ["sk-test-123456"],
    });
    expect(error.kind).toBe("transient");
    expect(error.message).toBe(
      "connection to the server at http://127.0.0.1:8080/v1 failed during /models: fetch failed: other side closed for <redacted>",
    );
  });

  it("connection refused → unavailable", async () => {
    const p = createOpenAIProvider(config(`${await refusedUrl()}/v1`));
    const error = await failure(p.chat(request(), live()));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toMatch(/refused the connection \(ECONNREFUSED\)$/);
  });

  it("DNS failure → unavailable", async () => {
    const dns: typeof fetch = async () => {
      throw new TypeError("fetch failed", {
        cause: Object.assign(new Error("getaddrinfo ENOTFOUND llm.internal"), { code: "ENOTFOUND" }),
      });
    };
    const p = createOpenAIProvider(config("http://llm.internal:8080/v1"), { fetch: dns });
    const error = await failure(p.chat(request(), live()));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe(
      "the server at http://llm.internal:8080/v1: host llm.internal could not be resolved (ENOTFOUND)",
    );
  });

  it("404 unknown model → unavailable, naming the model", async () => {
    const error = await failure(provider.chat(request({ model: "gpt-9" }), live()));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe(
      `model gpt-9 not found at ${double.url}: HTTP 404 from /chat/completions: The model \`gpt-9\` does not exist or you do not have access to it.`,
    );
  });

  it("401 → fatal 'authentication failed', with the echoed key masked", async () => {
    double.apiKey = "sk-right-key";
    const p = useProvider({ apiKey: "sk-wrong-key-0042" });
    const error = await failure(p.chat(request(), live()));
    expect(error.kind).toBe("fatal");
    expect(error.httpStatus).toBe(401);
    expect(error.message).toBe(
      "authentication failed (check api_key or headers): HTTP 401 from /chat/completions: Incorrect API key provided: <redacted>. You can find your API key in your account settings.",
    );
  });

  it("403 → fatal 'authentication failed'", async () => {
    double.inject({ kind: "status", status: 403, message: "forbidden by policy" });
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("fatal");
    expect(error.message).toMatch(/^authentication failed/);
  });

  it("400 → fatal with the server's message, made once (the client does not retry)", async () => {
    const error = await failure(
      provider.chat(request({ messages: [{ role: "tool", content: "{}", tool_name: "x" }] }), live()),
    );
    expect(error.kind).toBe("fatal");
    expect(error.message).toMatch(
      /^HTTP 400 from \/chat\/completions: Invalid parameter: messages with role 'tool'/,
    );
    expect(double.requests).toHaveLength(1);
  });

  it.each([408, 429, 500, 502, 503])(
    "%i → transient, one physical request (maxRetries: 0)",
    async (status) => {
      double.inject({ kind: "status", status, message: "busy" });
      const error = await failure(provider.chat(request(), live()));
      expect(error.kind).toBe("transient");
      expect(error.message).toBe(`HTTP ${status} from /chat/completions: busy`);
      expect(double.requests).toHaveLength(1);
    },
  );

  it("429 with retry-after: the retry policy waits at least that long", async () => {
    double.inject({
      kind: "status",
      status: 429,
      message: "slow down",
      headers: { "retry-after": "0.3" },
      times: 1,
    });
    const waits: number[] = [];
    const outcome = await withRetry(
      () => provider.chat(request(), live()),
      { retries: 2, baseMs: 1, capMs: 2, random: () => 0, sleep: async (ms) => void waits.push(ms) },
      live(),
    );
    expect(outcome.ok).toBe(true);
    expect(outcome.attempts).toBe(2);
    expect(waits).toEqual([300]);
  });

  it("a non-JSON 500 body → transient with an excerpt", async () => {
    double.inject({ kind: "status", status: 500, raw: "<html>upstream crashed</html>" });
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("transient");
    expect(error.message).toContain("HTTP 500 from /chat/completions");
  });

  it("a 500 with an empty body says so, not the client's 'status code (no body)'", async () => {
    double.inject({ kind: "status", status: 500, raw: "", times: 1 });
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("transient");
    expect(error.message).toBe("HTTP 500 from /chat/completions: (empty body)");
  });

  it("a corrupted event → transient (retried within retries), never quoting the event, the key least of all", async () => {
    const key = "LONGSECRET-abcdefghijklmnopqrstuvwxyz-0123456789";
    const p = useProvider({ apiKey: key });
    const errors = vi.spyOn(console, "error");
    double.respond(() => ({ content: "one two three four five" }));
    // The last one named like an Assistants event, which the client prints raw with console.error.
    for (const event of [undefined, "thread.message.delta"])
      for (const data of [key, `{"choices": ${key}`, `{"id": "${key}`]) {
        double.inject({ kind: "raw-event", data, times: 1, ...(event !== undefined ? { event } : {}) });
        const error = await failure(p.chat(request(), live()));
        expect(error.kind).toBe("transient");
        expect(error.message).toMatch(/^\/chat\/completions sent an event that is not valid JSON( \(.*\))?$/);
        expect(error.message).not.toContain("LONGSECRET".slice(0, 4));
      }
    expect(errors).not.toHaveBeenCalled();
    double.inject({ kind: "raw-event", data: "{broken", times: 1 });
    const outcome = await withRetry(
      () => p.chat(request(), live()),
      { retries: 1, baseMs: 1, capMs: 1, random: () => 0 },
      live(),
    );
    expect(outcome.ok).toBe(true);
    expect(outcome.attempts).toBe(2);
  });

  it("a key echoed in a long error body is masked before the body is cut, wherever it straddles the cut", async () => {
    const key = "sk-LONGSECRET-abcdefghijklmnopqrstuvwxyz-0123456789";
    const p = useProvider({ apiKey: key });
    for (let into = 1; into < key.length; into += 5) {
      double.inject({
        kind: "status",
        status: 400,
        message: `${"E".repeat(300 - into)}${key} tail`,
        times: 1,
      });
      const error = await failure(p.chat(request(), live()));
      expect(error.message).toMatch(/^HTTP 400 from \/chat\/completions: E+/);
      expect(leak(error.message, key)).toBeUndefined();
    }
  });

  it("an error event mid-stream → transient with the server's message", async () => {
    double.respond(() => ({ content: "one two three four five" }));
    double.inject({ kind: "error-event", message: "slot 0 crashed" });
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("transient");
    expect(error.message).toBe("the server reported an error during /chat/completions: slot 0 crashed");
  });

  it("a stream cut by a destroyed socket → transient", async () => {
    double.respond(() => ({ content: "one two three four five" }));
    double.inject({ kind: "cut" });
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("transient");
  });

  it("a stream that ends cleanly before the generation finished → transient", async () => {
    double.respond(() => ({ content: "one two three four five" }));
    double.inject({ kind: "truncate" });
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("transient");
    expect(error.message).toBe("the stream from /chat/completions ended before the generation finished");
  });

  it("a server that ignores stream: true and answers one chat.completion is answered by it", async () => {
    double.inject({ kind: "ignore-stream", times: 1 });
    double.respond(() => ({
      content: "",
      reasoning: "look it up",
      tool_calls: [{ name: "lookup_order", arguments: { order_id: "7730" } }],
    }));
    const reply = await provider.chat(request({ tools: [LOOKUP_TOOL] }), live());
    expect(reply.toolCalls).toEqual([{ name: "lookup_order", arguments: { order_id: "7730" } }]);
    expect(reply.thinking).toBe("look it up");
    expect(reply.metadata).toMatchObject({ done_reason: "tool_calls", system_fingerprint: "fp_double1" });
    expect(reply.metadata.completion_tokens).toBeGreaterThan(0);
  });

  it("an event stream under another content type (a relabelling proxy) is still read as a stream", async () => {
    const event = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    const raw = `${event({ content: "hel" })}${event({ content: "lo" })}${event({}, "stop")}data: [DONE]\n\n`;
    double.inject({
      kind: "status",
      status: 200,
      raw,
      headers: { "content-type": "application/json" },
      times: 1,
    });
    expect((await provider.chat(request(), live())).content).toBe("hello");
    // Cut before its finish_reason: a cut stream, as when typed.
    double.inject({ kind: "status", status: 200, raw: event({ content: "hel" }), times: 1 });
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("transient");
    expect(error.message).toBe("the stream from /chat/completions ended before the generation finished");
  });

  it("a 200 that is neither an event stream nor a chat completion → fatal, naming what came back, asked once", async () => {
    useProvider({ retries: 2, apiKey: "sk-test-123456" });
    for (const [type, raw, why] of [
      [
        "text/html; charset=utf-8",
        "<html><body>Sign in (sk-test-123456)</body></html>",
        /with text\/html instead of an event stream/,
      ],
      [
        "application/json",
        '{"object":"list","data":[]}',
        /with application\/json instead of an event stream, and it is not a chat completion/,
      ],
    ] as const) {
      double.requests.length = 0;
      double.inject({ kind: "status", status: 200, raw, headers: { "content-type": type }, times: 3 });
      const outcome = await withRetry(
        () => provider.chat(request(), live()),
        {
          retries: 2,
          baseMs: 1,
          capMs: 1,
          random: () => 0,
          sleep: async () => {},
        },
        live(),
      );
      expect(outcome.ok).toBe(false);
      const error = (outcome as { error: ProviderError }).error;
      expect(error.kind).toBe("fatal");
      expect(error.message).toMatch(why);
      expect(error.message).not.toContain("sk-test-123456");
      expect(double.requests).toHaveLength(1);
      double.clearFaults();
    }
  });

  it("a stream that stalls after its headers → timeout, bounded by the config's timeout alone", async () => {
    double.respond(() => ({ content: "one two three four five" }));
    double.inject({ kind: "stall" });
    const p = useProvider({ timeoutMs: 200 });
    const started = Date.now();
    // The caller's signal never fires: the provider's own deadline ends the stalled body.
    const error = await failure(p.chat(request(), live()));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe(`the server at ${double.url} did not finish /chat/completions within 200 ms`);
  });

  it("a server that never sends headers → timeout", async () => {
    double.inject({ kind: "hang" });
    const p = useProvider({ timeoutMs: 150 });
    const error = await failure(p.chat(request(), live()));
    expect(error.kind).toBe("timeout");
  });

  it("the runner's cancellation → cancelled, aborting the stream under way", async () => {
    double.respond(() => ({ content: "one two three four five" }));
    double.inject({ kind: "stall" });
    const controller = new AbortController();
    const call = provider.chat(request(), controller.signal);
    await vi.waitFor(() => expect(double.requests).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    controller.abort();
    const error = await failure(call);
    expect(error.kind).toBe("cancelled");
  });
});

describe("error bodies of other servers (no `error` key)", () => {
  const vllm = (status: number, message: string) =>
    JSON.stringify({ object: "error", message, type: "BadRequestError", param: null, code: status });
  const inject = (status: number, raw: string) =>
    double.inject({ kind: "status", status, raw, contentType: "application/json", times: 1 });

  it("vLLM's top-level message is the reason of a 400", async () => {
    inject(
      400,
      vllm(400, "This model's maximum context length is 2048 tokens. However, you requested 5000 tokens"),
    );
    const error = await failure(provider.chat(request(), live()));
    expect(error.kind).toBe("fatal");
    expect(error.message).toBe(
      "HTTP 400 from /chat/completions: This model's maximum context length is 2048 tokens. However, you requested 5000 tokens",
    );
  });

  it("vLLM's 404 names the model and says what the server said", async () => {
    inject(404, vllm(404, "The model `m` does not exist."));
    const error = await failure(provider.chat(request({ model: "m" }), live()));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe(
      `model m not found at ${double.url}: HTTP 404 from /chat/completions: The model \`m\` does not exist.`,
    );
  });

  it("FastAPI's detail, a list of {loc, msg} or a string", async () => {
    inject(
      422,
      JSON.stringify({
        detail: [
          { loc: ["body", "messages"], msg: "field required", type: "value_error.missing" },
          { loc: ["body", "model"], msg: "str type expected", type: "type_error.str" },
        ],
      }),
    );
    const list = await failure(provider.chat(request(), live()));
    expect(list.message).toBe(
      "HTTP 422 from /chat/completions: field required (body.messages); str type expected (body.model)",
    );
    inject(503, JSON.stringify({ detail: "Service warming up" }));
    const text = await failure(provider.chat(request(), live()));
    expect(text.kind).toBe("transient");
    expect(text.message).toBe("HTTP 503 from /chat/completions: Service warming up");
  });

  it("JSON of another shape is shown as an excerpt of the body; a secret in it is masked", async () => {
    const key = "sk-echoed-key-0042";
    const p = useProvider({ apiKey: key });
    inject(500, JSON.stringify({ status: "overloaded", seen: `Bearer ${key}` }));
    const other = await failure(p.chat(request(), live()));
    expect(other.message).toBe(
      'HTTP 500 from /chat/completions: {"status":"overloaded","seen":"Bearer <redacted>"}',
    );
    inject(400, vllm(400, `bad key ${key} ${"x".repeat(400)}`));
    const long = await failure(p.chat(request(), live()));
    expect(long.message).not.toContain(key);
    expect(long.message).toMatch(/^HTTP 400 from \/chat\/completions: bad key <redacted> x+…$/);
    inject(400, '"just a string"');
    expect((await failure(p.chat(request(), live()))).message).toBe(
      "HTTP 400 from /chat/completions: just a string",
    );
  });
});

describe("header values", () => {
  it("a trailing newline (a CI secret) is trimmed as fetch does, in headers and api_key", async () => {
    useProvider({ apiKey: "sk-test-123456\n", headers: { "X-Team": " team-7f3a\r\n" } });
    await provider.chat(request(), live());
    const sent = double.requests.at(-1)!.headers;
    expect(sent.authorization).toBe("Bearer sk-test-123456");
    expect(sent["x-team"]).toBe("team-7f3a");
  });

  it("a newline inside a value → fatal at once, naming the header, never its value", async () => {
    const p = createOpenAIProvider(
      config(double.url, { headers: { Authorization: "Bearer abc\ndef-secret" } }),
      {
        readiness: { timeoutMs: 10_000, initialDelayMs: 20, maxDelayMs: 50 },
      },
    );
    const started = Date.now();
    for (const call of [p.prepare([MODEL], live(), quiet), p.chat(request(), live())]) {
      const error = await failure(call);
      expect(error.kind).toBe("fatal");
      expect(error.message).toContain("Authorization");
      expect(error.message).not.toContain("def-secret");
      expect(error.message).not.toMatch(/broke off/);
    }
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(double.requests).toHaveLength(0);
  });
});

describe("long calls (prompt processing on a CPU)", () => {
  it("goes through node:http, not fetch (undici's 300 s headers and body timeouts do not apply)", async () => {
    await provider.chat(request(), live());
    await provider.prepare([MODEL], live(), quiet);
    // undici's fetch adds sec-fetch-mode to every request; node:http adds nothing of the kind.
    for (const r of double.requests) expect(r.headers["sec-fetch-mode"]).toBeUndefined();
  });

  it("a connection timeout before timeout_s (a proxy's or another HTTP client's limit) says when it came, not timeout_s", () => {
    const error = classifyOpenAIError(new APIConnectionTimeoutError(), {
      baseUrl: "http://127.0.0.1:8080/v1",
      path: "/chat/completions",
      signal: live(),
      timeoutMs: 400_000,
      startedAt: Date.now() - 300_000,
      secrets: [],
    });
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe(
      "the server at http://127.0.0.1:8080/v1 sent no response to /chat/completions: the connection timed out after 300 s, before timeout_s (400 s): a limit of the HTTP client or of a proxy on the way",
    );
  });

  it("headers that come late but within timeout_s are waited for; past it, the message names the limit", async () => {
    double.latencyMs = 1_500;
    const slow = useProvider({ timeoutMs: 5_000 });
    const reply = await slow.chat(request(), live());
    expect(reply.content).toContain("echo");
    const short = useProvider({ timeoutMs: 700 });
    const error = await failure(short.chat(request(), live()));
    expect(error.kind).toBe("timeout");
    expect(error.message).toMatch(/within 700 ms$/);
  });
});

describe("the double itself", () => {
  it("streams SSE as the API does: role first, tool-call deltas in pieces, finish, usage with empty choices, [DONE]", async () => {
    double.respond(() => ({ tool_calls: [{ name: "lookup", arguments: { a: 1 } }] }));
    const response = await fetch(`${double.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        model: MODEL,
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: "user", content: "hi" }],
      }),
    });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const events = (await response.text()).trim().split("\n\n");
    expect(events.at(-1)).toBe("data: [DONE]");
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e.replace(/^data: /, "")));
    expect(chunks[0].choices[0].delta).toEqual({ role: "assistant", content: "" });
    const toolDeltas = chunks.flatMap((c) => c.choices[0]?.delta?.tool_calls ?? []);
    expect(toolDeltas[0]).toMatchObject({
      index: 0,
      type: "function",
      function: { name: "loo", arguments: "" },
    });
    expect(toolDeltas[1]).toEqual({ index: 0, function: { name: "kup" } });
    expect(
      toolDeltas
        .slice(2)
        .map((d) => d.function.arguments)
        .join(""),
    ).toBe('{"a":1}');
    expect(chunks.at(-2).choices[0].finish_reason).toBe("tool_calls");
    expect(chunks.at(-1).choices).toEqual([]);
    expect(chunks.at(-1).usage).toMatchObject({ completion_tokens: expect.any(Number) });
  });

  it("holds requests beyond its parallel slots in a queue", async () => {
    // Long enough that all five arrive while the first two hold the slots, on a loaded machine too.
    double.setLoad(400, 2);
    const p = useProvider();
    await Promise.all(Array.from({ length: 5 }, () => p.chat(request(), live())));
    expect(double.stats.maxActive).toBe(2);
    expect(double.stats.queued).toBe(3);
  });
});

/** A piece of `secret` (six characters or more) found in `text`. */
function leak(text: string, secret: string): string | undefined {
  for (let at = 0; at + 6 <= secret.length; at++) {
    const piece = secret.slice(at, at + 6);
    if (text.includes(piece)) return piece;
  }
  return undefined;
}
