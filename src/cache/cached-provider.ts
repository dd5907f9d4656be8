import { sha256Hex } from "../core/json/canonical.js";
import { orderedJson } from "../core/json/ordered.js";
import type { Json, JsonObject } from "../core/json/value.js";
import { monotonicMs } from "../core/run/monotonic.js";
import type { ChatReply, ChatRequest, ModelProvider } from "../core/run/provider.js";
import type { ResponseStore } from "./response-store.js";

export interface ResponseCacheOptions {
  store: ResponseStore;
  /**
   * What decides the answer besides the request body: provider, endpoint, model digest, server
   * version and the configuration's body fields (see `cacheIdentity`).
   */
  identity: JsonObject;
  /** Told once when the cache cannot be written; the run goes on without storing. */
  warn?: (message: string) => void;
}

export interface CacheStats {
  /** Model calls answered from the cache. */
  hits: number;
  /** Model calls made (and stored when they succeeded). */
  misses: number;
}

export interface CachedProvider extends ModelProvider {
  stats(): CacheStats;
}

/**
 * Bumped when the key's text changes, so an entry written under an older key is never read as
 * the answer to a request it was not (v1 sorted object keys: two orders shared one key).
 */
const KEY_VERSION = 2;

/**
 * A provider decorator: each chat call is keyed by the SHA-256 of the request (the identity, the
 * full body, object keys in the order they are sent: key order reaches the model) and its
 * repetition index, the n-th time this same request is asked
 * in the run. A hit returns the stored reply, marked `cached`, without calling the model; a
 * miss calls the model and stores a successful reply. Failures are never stored, and a failed
 * call gives its index back so its retry asks under the same key. A tool or MCP loop is cached
 * turn by turn: a turn's messages hold every earlier tool answer, so a tool that answers
 * differently (a live MCP server) changes the next turn's key and that turn calls the model.
 */
export function withResponseCache(inner: ModelProvider, options: ResponseCacheOptions): CachedProvider {
  const { store, identity } = options;
  const taken = new Map<string, Set<number>>();
  const stats: CacheStats = { hits: 0, misses: 0 };
  let writable = true;

  const claim = (base: string): number => {
    const used = taken.get(base) ?? new Set<number>();
    taken.set(base, used);
    let index = 0;
    while (used.has(index)) index++;
    used.add(index);
    return index;
  };

  return {
    prepare: (models, signal, progress) => inner.prepare(models, signal, progress),
    embed: (model, texts, signal) => inner.embed(model, texts, signal),
    // Connections are cheap and help the calls that miss. Models are not loaded through the
    // cache: a run the cache answers whole must not wait for a model it never calls (a miss
    // pays the load in its wall clock; its compute_ms, which latency compares, does not).
    ...(inner.connect !== undefined
      ? { connect: (connections: number, signal: AbortSignal) => inner.connect!(connections, signal) }
      : {}),
    // A timeout's liveness probe asks the server itself, hit or miss.
    ...(inner.alive !== undefined
      ? { alive: (timeoutMs: number, signal: AbortSignal) => inner.alive!(timeoutMs, signal) }
      : {}),
    ...(inner.lengthLimitOption !== undefined ? { lengthLimitOption: inner.lengthLimitOption } : {}),
    stats: () => ({ ...stats }),
    async chat(request: ChatRequest, signal: AbortSignal): Promise<ChatReply> {
      const base = orderedJson({ key_version: KEY_VERSION, identity, request: requestBody(request) });
      const repetition = claim(base);
      const key = sha256Hex(orderedJson({ request: base, repetition }));
      const found = await store.get(key);
      if (found !== null) {
        stats.hits++;
        return { ...found.reply, cached: { durationMs: found.durationMs } };
      }
      const started = monotonicMs();
      let reply: ChatReply;
      try {
        reply = await inner.chat(request, signal);
      } catch (error) {
        taken.get(base)?.delete(repetition);
        throw error;
      }
      stats.misses++;
      const durationMs = Math.round((monotonicMs() - started) * 10) / 10;
      if (writable) {
        const note: JsonObject = { model: request.model, repetition };
        await store.put(key, { reply, durationMs }, note).catch((error: unknown) => {
          writable = false;
          options.warn?.(
            `response cache not written: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
      }
      return reply;
    },
  };
}

/** Everything the model receives, as plain JSON (absent fields are left out of the key's text). */
function requestBody(request: ChatRequest): Json {
  return {
    model: request.model,
    messages: request.messages as unknown as Json,
    tools: request.tools as unknown as Json,
    options: request.options,
    ...(request.format !== undefined ? { format: request.format } : {}),
  };
}
