// Key order is part of a request: a `format` schema's property order decides the order the
// grammar emits fields in (llama.cpp, Ollama), and tool schemas are written into the prompt in
// order. The response cache must never answer one order with the reply to another.
import { describe, expect, it } from "vitest";
import { withResponseCache } from "../../../src/cache/cached-provider.js";
import type { CachedResponse, ResponseStore } from "../../../src/cache/response-store.js";
import type { JsonObject } from "../../../src/core/json/value.js";
import type { ChatRequest, ModelProvider } from "../../../src/core/run/provider.js";

function memoryStore(): ResponseStore & { entries: Map<string, CachedResponse> } {
  const entries = new Map<string, CachedResponse>();
  return {
    entries,
    get: async (key) => entries.get(key) ?? null,
    put: async (key, response) => {
      entries.set(key, response);
    },
    prune: async () => ({ removed: 0, bytes: 0 }),
  };
}

/** Answers with the schema's field order, as a grammar-constrained server does. */
const model: ModelProvider = {
  prepare: async () => ({}),
  embed: async () => [],
  chat: async (req) => {
    const schema = (typeof req.format === "object" ? req.format : undefined) ?? req.tools[0]?.parameters;
    const props = Object.keys(((schema as JsonObject | undefined)?.properties as JsonObject) ?? {});
    return {
      content: JSON.stringify(Object.fromEntries(props.map((p) => [p, "x"]))),
      toolCalls: [],
      metadata: {},
    };
  },
};

const schema = (order: string[]): JsonObject => ({
  type: "object",
  properties: Object.fromEntries(order.map((p) => [p, { type: "string" }])),
  required: ["reasoning", "label"],
});

const base: ChatRequest = {
  model: "m",
  messages: [{ role: "user", content: "classify" }],
  tools: [],
  options: {},
};
const signal = new AbortController().signal;

describe("the response cache key keeps the request's key order", () => {
  it("a case format with its properties reordered calls the model again", async () => {
    const store = memoryStore();
    const first = withResponseCache(model, { store, identity: { digest: "a" } });
    const a = await first.chat({ ...base, format: schema(["reasoning", "label"]) }, signal);
    const second = withResponseCache(model, { store, identity: { digest: "a" } });
    const b = await second.chat({ ...base, format: schema(["label", "reasoning"]) }, signal);
    expect(a.content).toBe('{"reasoning":"x","label":"x"}');
    expect(b.cached).toBeUndefined();
    expect(b.content).toBe('{"label":"x","reasoning":"x"}');
    // The same order again is still served.
    const third = withResponseCache(model, { store, identity: { digest: "a" } });
    expect(
      (await third.chat({ ...base, format: schema(["label", "reasoning"]) }, signal)).cached,
    ).toBeDefined();
  });

  it("a tool schema reordered calls the model again", async () => {
    const store = memoryStore();
    const tool = (order: string[]) => [{ name: "t", description: "", parameters: schema(order) }];
    await withResponseCache(model, { store, identity: {} }).chat(
      { ...base, tools: tool(["reasoning", "label"]) },
      signal,
    );
    const again = await withResponseCache(model, { store, identity: {} }).chat(
      { ...base, tools: tool(["label", "reasoning"]) },
      signal,
    );
    expect(again.cached).toBeUndefined();
  });

  it("a config format (in the identity) reordered calls the model again", async () => {
    const store = memoryStore();
    await withResponseCache(model, { store, identity: { format: schema(["reasoning", "label"]) } }).chat(
      base,
      signal,
    );
    const again = await withResponseCache(model, {
      store,
      identity: { format: schema(["label", "reasoning"]) },
    }).chat(base, signal);
    expect(again.cached).toBeUndefined();
  });

  it("an entry written under the old, sorted key is never read", async () => {
    const store = memoryStore();
    await withResponseCache(model, { store, identity: {} }).chat(
      { ...base, format: schema(["reasoning", "label"]) },
      signal,
    );
    const [key] = [...store.entries.keys()];
    // v1 keys: sha256 of canonical (sorted) JSON; a sorted request must not hit one.
    const { canonicalJson, sha256Hex } = await import("../../../src/core/json/canonical.js");
    const body = {
      model: "m",
      messages: base.messages,
      tools: [],
      options: {},
      format: schema(["label", "reasoning"]),
    };
    const old = sha256Hex(
      canonicalJson({ request: canonicalJson({ identity: {}, request: body } as never), repetition: 0 }),
    );
    expect(key).not.toBe(old);
  });
});
