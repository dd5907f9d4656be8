import type { LiveConfig } from "../core/config/run-config.js";
import type { JsonObject } from "../core/json/value.js";
import { modelDigest } from "../retrieval/retriever.js";

/**
 * What, besides the request body, decides an answer: the provider and endpoint, the model's
 * digest and the server's version (from `prepare`), and the config fields the provider adds to
 * the body itself (system, format, think). A re-pulled model under the same tag has a new
 * digest, so nothing cached for the old one is served. The base URL is left out on purpose:
 * the same model on another host may reuse the answers.
 */
export function cacheIdentity(config: LiveConfig, runtime: JsonObject): JsonObject {
  const server = runtime.ollama_version ?? runtime.server_version;
  return {
    provider: config.provider,
    endpoint: config.provider === "ollama" ? config.endpoint : "chat/completions",
    model: config.model,
    digest: modelDigest(runtime, config.model) ?? null,
    server: typeof server === "string" ? server : null,
    system: config.system ?? null,
    format: config.format ?? null,
    think: config.provider === "ollama" ? (config.think ?? null) : null,
  };
}
