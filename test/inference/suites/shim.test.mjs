// The GGUF writer and the shim's Ollama API, checked directly (the CLI suites check them through
// ModelGate's provider).
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { MODELS } from "../gguf/catalog.mjs";
import { buildTinyLlama } from "../gguf/tiny-llama.mjs";
import { workspace } from "../helpers.mjs";

const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

async function ndjson(response) {
  const lines = (await response.text()).trim().split("\n");
  return lines.map((l) => JSON.parse(l));
}

describe("the tiny GGUF models", () => {
  it("are byte-identical every time, small, and differ by seed and by file type", () => {
    const digests = new Map();
    for (const [name, spec] of Object.entries(MODELS)) {
      const first = buildTinyLlama(spec);
      assert.equal(sha256(first), sha256(buildTinyLlama(spec)), name);
      assert.ok(first.length < 600_000, `${name}: ${first.length} bytes`);
      assert.equal(first.subarray(0, 4).toString("latin1"), "GGUF");
      digests.set(name, sha256(first));
    }
    assert.equal(new Set(digests.values()).size, digests.size);
  });
});

describe("the Ollama-compatible shim (llama.cpp, not Ollama)", () => {
  let ws;
  let url;
  const post = (path, body) => fetch(`${url}${path}`, { method: "POST", body: JSON.stringify(body) });
  before(async () => {
    ws = await workspace({ installed: ["tiny-llama:f32", "tiny-embed:a"] });
    url = ws.shim.url;
  });
  after(() => ws?.close());

  it("says what it is, on 127.0.0.1", async () => {
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.match(await (await fetch(url)).text(), /llama\.cpp.*not Ollama/);
    assert.match((await (await fetch(`${url}/api/version`)).json()).version, /llama\.cpp-shim/);
  });

  it("lists installed models with the sha256 of their files", async () => {
    const { models } = await (await fetch(`${url}/api/tags`)).json();
    assert.deepEqual(models.map((m) => m.name).sort(), ["tiny-embed:a", "tiny-llama:f32"]);
    for (const m of models) {
      const entry = ws.shim.models.get(m.name);
      assert.equal(m.digest, sha256(readFileSync(entry.path)));
      assert.equal(m.size, entry.size);
      assert.equal(m.details.family, "llama");
    }
  });

  it("shows capabilities: completion for the chat model, embedding for the embedding model", async () => {
    const chat = await (await post("/api/show", { model: "tiny-llama:f32" })).json();
    assert.deepEqual(chat.capabilities, ["completion", "tools"]);
    assert.equal(chat.details.quantization_level, "F32");
    const embed = await (await post("/api/show", { model: "tiny-embed:a" })).json();
    assert.deepEqual(embed.capabilities, ["embedding"]);
    assert.equal((await post("/api/show", { model: "nope:latest" })).status, 404);
  });

  it("loads a model on a generate request without a prompt", async () => {
    const body = await (await post("/api/generate", { model: "tiny-llama:f32" })).json();
    assert.equal(body.done, true);
    assert.equal(body.done_reason, "load");
    const { models } = await (await fetch(`${url}/api/ps`)).json();
    assert.ok(models.some((m) => m.name === "tiny-llama:f32"));
  });

  it("streams /api/chat with real metrics; greedy with a seed repeats exactly", async () => {
    const request = {
      model: "tiny-llama:f32",
      messages: [{ role: "user", content: "Hello" }],
      options: { temperature: 0, seed: 7, num_predict: 16 },
    };
    const first = await ndjson(await post("/api/chat", request));
    const second = await ndjson(await post("/api/chat", request));
    const text = (chunks) => chunks.map((c) => c.message.content).join("");
    assert.ok(first.length > 2, "several chunks");
    assert.equal(text(first), text(second));
    const final = first.at(-1);
    assert.equal(final.done, true);
    assert.equal(final.eval_count, 16);
    assert.equal(final.done_reason, "length");
    assert.ok(final.prompt_eval_count > 3);
    assert.ok(final.eval_duration > 0 && final.total_duration >= final.eval_duration);
  });

  it("samples differently per call when no seed is given", async () => {
    const request = {
      model: "tiny-llama:f32",
      prompt: "Hi",
      stream: false,
      options: { temperature: 1, num_predict: 16 },
    };
    const outputs = new Set();
    for (let i = 0; i < 4; i++) outputs.add((await (await post("/api/generate", request)).json()).response);
    assert.ok(outputs.size >= 3, [...outputs].join(" | "));
  });

  it("constrains output with format (a JSON Schema) through a grammar", async () => {
    const schema = {
      type: "object",
      properties: { label: { type: "string", enum: ["a", "b"] } },
      required: ["label"],
    };
    const body = await (
      await post("/api/generate", {
        model: "tiny-llama:f32",
        prompt: "Label it",
        stream: false,
        format: schema,
        options: { temperature: 0, num_predict: 40 },
      })
    ).json();
    assert.ok(["a", "b"].includes(JSON.parse(body.response).label), body.response);
  });

  it("embeds with /api/embed: one normalised vector per input, in order", async () => {
    const body = await (
      await post("/api/embed", { model: "tiny-embed:a", input: ["one", "two", "one"] })
    ).json();
    assert.equal(body.embeddings.length, 3);
    const norm = Math.hypot(...body.embeddings[0]);
    assert.ok(Math.abs(norm - 1) < 1e-6);
    assert.deepEqual(body.embeddings[0], body.embeddings[2]);
    assert.notDeepEqual(body.embeddings[0], body.embeddings[1]);
  });

  it("pulls a generated model with progress, then lists it", async () => {
    const lines = await ndjson(await post("/api/pull", { model: "tiny-llama:q8_0" }));
    assert.equal(lines[0].status, "pulling manifest");
    assert.equal(lines.at(-1).status, "success");
    assert.ok(lines.some((l) => l.total > 0 && l.completed === l.total));
    const { models } = await (await fetch(`${url}/api/tags`)).json();
    assert.ok(models.some((m) => m.name === "tiny-llama:q8_0"));
    const unknown = await post("/api/pull", { model: "llama3.2:3b" });
    assert.equal(unknown.status, 404);
  });

  it("answers like Ollama for unknown models; takes tools (this model never calls one)", async () => {
    const missing = await post("/api/chat", { model: "nope", messages: [{ role: "user", content: "x" }] });
    assert.equal(missing.status, 404);
    assert.match((await missing.json()).error, /not found/);
    const tools = await post("/api/chat", {
      model: "tiny-llama:f32",
      stream: false,
      messages: [{ role: "user", content: "x" }],
      tools: [{ type: "function", function: { name: "f", description: "", parameters: {} } }],
      options: { num_predict: 4 },
    });
    assert.equal(tools.status, 200);
    const body = await tools.json();
    assert.equal(body.message.tool_calls, undefined);
    // The tool definitions are part of the prompt, as Ollama's template puts them there.
    assert.ok(body.prompt_eval_count > 20, `${body.prompt_eval_count} prompt tokens`);
    const embed = await post("/api/chat", {
      model: "tiny-embed:a",
      messages: [{ role: "user", content: "x" }],
    });
    assert.equal(embed.status, 400);
  });
});
