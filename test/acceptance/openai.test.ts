// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${NAME} in configs is the syntax under test.
/**
 * Acceptance of `provider: openai` as an outsider sees it: the built CLI (`node dist/cli.js`) in
 * a child process, pointed through `base_url` at the OpenAI double (running in this process).
 * The double streams through the same SSE path the official client reads from llama-server or
 * vLLM; assertions read what the CLI wrote and what the double received.
 */

import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CaseResult, RunResult } from "../../src/core/result/run-result.js";
import { type OpenAIDouble, startOpenAIDouble } from "../doubles/openai-double.js";
import { type CliExit, quietEnv, runCli } from "../helpers/cli.js";

const ROOT = resolve(import.meta.dirname, "../..");
const MAPS = join(ROOT, "test", "fixtures", "mcp", "maps-server.mjs");
const MODEL = "qwen2.5-7b-instruct";
const EMBED = "nomic-embed-text-v1.5";
const KEY = "sk-acceptance-4f9d1c";

let dir: string;
let server: OpenAIDouble | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-acceptance-openai-"));
});
afterAll(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function cli(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliExit> {
  return runCli(args, { cwd, env: quietEnv(env) });
}

let counter = 0;
async function workspace(files: Record<string, string>): Promise<string> {
  const folder = join(dir, `w${++counter}`);
  await mkdir(folder, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(folder, name, ".."), { recursive: true });
    await writeFile(join(folder, name), text);
  }
  return folder;
}

const SUITE = `suite: openai-acceptance
corpus: corpus.jsonl
mcp_servers:
  maps:
    command: node
    args: [${JSON.stringify(MAPS)}]
defaults:
  generation: {temperature: 0, seed: 42}
  max_turns: 4
cases:
  - id: label
    type: classification
    input: "Classify: my card was charged twice"
    labels: [billing, technical]
    expected: billing
  - id: ticket
    type: json
    format: {type: object, required: [order_id], properties: {order_id: {type: string}}}
    input: "Extract the ticket: order 7730 arrived broken"
    expected: {order_id: "7730"}
  - id: order-status
    type: tool_call
    input: Where is my order 7730?
    tools:
      - name: lookup_order
        description: Find an order by its id.
        parameters: {type: object, required: [order_id], properties: {order_id: {type: string}}}
        result: {order_id: "7730", status: delivered}
    expected: {name: lookup_order, arguments: {order_id: "7730"}}
  - id: walk
    type: mcp
    input: Give me a walking route from Berlin Hbf to Brandenburg Gate.
    expected_calls:
      - tool: maps.route
        arguments: {from: Berlin Hbf, to: Brandenburg Gate, mode: walking}
  - id: refunds-doc
    type: retrieval
    query: how do refunds of broken orders work
    top_k: 1
    expected_documents: [refunds]
`;

const CORPUS = [
  { id: "refunds", text: "Refunds: broken orders are refunded in full within five days." },
  { id: "shipping", text: "Shipping: parcels leave the warehouse every weekday morning." },
]
  .map((d) => JSON.stringify(d))
  .join("\n");

function configText(url: string, extra = ""): string {
  return `id: llama-server
provider: openai
base_url: ${url}
api_key: \${LLM_API_KEY}
model: ${MODEL}
embedding_model: ${EMBED}
options: {top_k: 20}
timeout_s: 5
retries: 2
${extra}`;
}

type Message = { role: string; content?: unknown; tool_call_id?: string; tool_calls?: unknown[] };

/** A scripted model that behaves like a good one on each case. */
function script(body: Record<string, unknown>) {
  const messages = body.messages as Message[];
  const user = String([...messages].reverse().find((m) => m.role === "user")?.content ?? "");
  const tools = (body.tools as Array<{ function: { name: string } }> | undefined) ?? [];
  const answered = messages.filter((m) => m.role === "tool");
  if (user.startsWith("Classify")) return { content: "billing" };
  if (user.startsWith("Extract")) return { content: '{"order_id": "7730"}' };
  if (user.includes("order 7730")) {
    if (answered.length === 0)
      return { tool_calls: [{ name: "lookup_order", arguments: { order_id: "7730" } }] };
    return { content: "Your order 7730 was delivered." };
  }
  if (user.includes("walking route")) {
    const route = tools.find((t) => t.function.name.endsWith("route"))?.function.name ?? "none";
    if (answered.length === 0)
      return {
        tool_calls: [
          { name: route, arguments: { from: "Berlin Hbf", to: "Brandenburg Gate", mode: "walking" } },
        ],
      };
    return { content: "Walk 25 minutes along the Spree." };
  }
  return { content: "?" };
}

function byId(run: RunResult, id: string): CaseResult {
  const found = run.cases.find((c) => c.id === id);
  if (found === undefined) throw new Error(`no case ${id}`);
  return found;
}

describe("modelgate run with provider: openai", () => {
  it("runs every kind of case against the server through base_url, with identity, tokens and honest latency", async () => {
    server = await startOpenAIDouble({ models: [MODEL, EMBED], apiKey: KEY });
    server.respond(script);
    const cwd = await workspace({
      "suite.yaml": SUITE,
      "config.yaml": configText(server.url),
      "corpus.jsonl": CORPUS,
    });
    const exit = await cli(
      cwd,
      ["run", "suite.yaml", "--config", "config.yaml", "--output", "out/result.json"],
      {
        LLM_API_KEY: KEY,
      },
    );
    expect(exit.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
    expect(exit.code).toBe(0);
    const text = await readFile(join(cwd, "out/result.json"), "utf8");
    const run = JSON.parse(text) as RunResult;

    expect(run.cases.map((c) => [c.id, c.status])).toEqual([
      ["label", "pass"],
      ["ticket", "pass"],
      ["order-status", "pass"],
      ["walk", "pass"],
      ["refunds-doc", "pass"],
    ]);
    expect(run.config.provider).toBe("openai");
    expect(run.config.settings.api_key).toBe("<redacted>");
    expect(run.runtime.provider).toMatchObject({
      api: "openai",
      base_url: server.url,
      models: { [MODEL]: { id: MODEL, owned_by: "llamacpp" } },
      digest: null,
    });
    // The key is nowhere in what was written or printed.
    expect(text).not.toContain(KEY);
    expect(exit.stdout + exit.stderr).not.toContain(KEY);

    const label = byId(run, "label").repetitions[0]!;
    expect(label.provider_metadata).toMatchObject({ eval_count: 1, system_fingerprint: "fp_double1" });
    expect(typeof label.compute_ms).toBe("number");
    expect(byId(run, "walk").repetitions[0]!.evidence.mcp_calls).toEqual([
      {
        tool: "maps.route",
        arguments: { from: "Berlin Hbf", to: "Brandenburg Gate", mode: "walking" },
        is_error: false,
      },
    ]);

    const chats = server.bodies("/v1/chat/completions");
    // Every call asked for streamed usage and carried the pass-through option.
    // label, ticket, two turns of order-status, two of walk.
    expect(chats).toHaveLength(6);
    expect(chats.every((b) => b.stream === true && b.top_k === 20)).toBe(true);
    const extract = chats.find((b) =>
      (b.messages as Message[]).some((m) => String(m.content).startsWith("Extract")),
    );
    expect(extract?.response_format, JSON.stringify(extract)).toMatchObject({
      type: "json_schema",
    });
    // The stub result went back as a tool message answering the assistant's call by id.
    const second = chats.find((b) => (b.messages as Message[]).some((m) => m.role === "tool"));
    const convo = second?.messages as Message[];
    const assistant = convo.find((m) => m.role === "assistant") as { tool_calls: Array<{ id: string }> };
    const tool = convo.find((m) => m.role === "tool");
    expect(tool?.tool_call_id).toBe(assistant.tool_calls[0]?.id);
    expect(server.bodies("/v1/embeddings").length).toBeGreaterThan(0);
  }, 60_000);

  it("waits out llama-server's 503 while loading and retries a 429 that names its wait", async () => {
    server = await startOpenAIDouble({ models: [MODEL] });
    server.respond(() => ({ content: "billing" }));
    server.inject({ kind: "loading", times: 2, path: "/v1/models" });
    server.inject({
      kind: "status",
      status: 429,
      headers: { "retry-after": "0.2" },
      times: 1,
      path: "/v1/chat/completions",
    });
    const cwd = await workspace({
      "suite.yaml": `suite: s\ncases:\n  - id: label\n    type: classification\n    input: "Classify it"\n    labels: [billing, technical]\n    expected: billing\n`,
      "config.yaml": `id: c\nprovider: openai\nbase_url: ${server.url}\nmodel: ${MODEL}\ntimeout_s: 5\nretries: 2\n`,
    });
    const exit = await cli(cwd, ["run", "suite.yaml", "--config", "config.yaml", "--output", "out/r.json"]);
    expect(exit.code).toBe(0);
    const run = JSON.parse(await readFile(join(cwd, "out/r.json"), "utf8")) as RunResult;
    const rep = byId(run, "label").repetitions[0]!;
    expect(rep.status).toBe("pass");
    expect(rep.attempts).toBe(2);
  }, 60_000);

  it("an authentication failure is an error that says so, never printing the key", async () => {
    server = await startOpenAIDouble({ models: [MODEL], apiKey: "sk-the-right-one" });
    const cwd = await workspace({
      "suite.yaml": `suite: s\ncases:\n  - id: label\n    type: exact\n    input: hi\n    expected: ok\n`,
      "config.yaml": configText(server.url).replace(/embedding_model: .*\n/, ""),
    });
    const exit = await cli(cwd, ["run", "suite.yaml", "--config", "config.yaml", "--output", "out/r.json"], {
      LLM_API_KEY: KEY,
    });
    const text = await readFile(join(cwd, "out/r.json"), "utf8");
    const rep = byId(JSON.parse(text) as RunResult, "label").repetitions[0]!;
    expect(rep.status).toBe("error");
    expect(rep.reason).toMatch(/authentication failed/);
    expect(text).not.toContain(KEY);
    expect(exit.stdout + exit.stderr).not.toContain(KEY);
  }, 60_000);

  it("a reply cut at the length limit points at max_tokens, the option these servers read", async () => {
    server = await startOpenAIDouble({ models: [MODEL] });
    server.respond(() => ({ content: '{"answer": "cut sh', finish_reason: "length" }));
    const cwd = await workspace({
      "suite.yaml": `suite: s\ncases:\n  - id: json\n    type: json\n    input: hi\n`,
      "config.yaml": `id: c\nprovider: openai\nbase_url: ${server.url}\nmodel: ${MODEL}\ntimeout_s: 5\nretries: 0\ncache: cache\n`,
    });
    // The second run is answered by the response cache: the hint stays the provider's.
    for (const output of ["out/live.json", "out/cached.json"]) {
      const exit = await cli(cwd, ["run", "suite.yaml", "--config", "config.yaml", "--output", output]);
      expect(exit.code, exit.stderr).toBe(0);
      const rep = byId(JSON.parse(await readFile(join(cwd, output), "utf8")) as RunResult, "json")
        .repetitions[0]!;
      expect(rep.status).toBe("invalid");
      expect(rep.reason).toBe(
        "output is not valid JSON (line 1, column 12: unterminated string) (the generation hit the length limit (done_reason 'length'; see max_tokens))",
      );
    }
    expect(server.bodies("/v1/chat/completions")).toHaveLength(1);
  });

  it("a config without base_url is a validation error naming the field (exit 2)", async () => {
    const cwd = await workspace({
      "suite.yaml": `suite: s\ncases:\n  - id: a\n    type: exact\n    input: hi\n    expected: ok\n`,
      "config.yaml": `id: c\nprovider: openai\nmodel: ${MODEL}\nendpoint: chat\n`,
    });
    const exit = await cli(cwd, ["run", "suite.yaml", "--config", "config.yaml", "--output", "out/r.json"]);
    expect(exit.code).toBe(2);
    expect(exit.stderr).toContain("base_url");
    expect(exit.stderr).toContain("is only used by provider 'ollama'");
  });

  it("modelgate schema config documents the provider and its fields", async () => {
    const exit = await cli(dir, ["schema", "config"]);
    expect(exit.code).toBe(0);
    const schema = JSON.parse(exit.stdout) as { properties: Record<string, { enum?: string[] }> };
    expect(schema.properties.provider?.enum).toContain("openai");
    expect(schema.properties.api_key).toBeDefined();
  });
});
