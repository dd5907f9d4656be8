import type { LiveConfig } from "../core/config/run-config.js";
import { normalisedBaseUrl } from "../core/config/server-identity.js";
import type { JsonObject } from "../core/json/value.js";
import { modelDigest, serverVersion } from "../retrieval/retriever.js";

/**
 * What, besides the request body, decides an answer: the provider and endpoint, the model's
 * digest and the server's version (from `prepare`), and the config fields the provider adds to
 * the body itself (system, format, think). A re-pulled model under the same tag has a new
 * digest, so nothing cached for the old one is served. With a digest the base URL is left out
 * on purpose: the same weights on another host may reuse the answers. Without one (every
 * OpenAI-compatible server) the model's name says nothing about the model behind it, so the
 * server itself (base URL without credentials, see `serverIdentity`) is part of the key.
 */
export function cacheIdentity(config: LiveConfig, runtime: JsonObject): JsonObject {
  const server = serverVersion(runtime) ?? null;
  const digest = modelDigest(runtime, config.model) ?? null;
  const identity: JsonObject = {
    provider: config.provider,
    endpoint: config.provider === "ollama" ? config.endpoint : "chat/completions",
    model: config.model,
    digest,
    server,
    system: config.system ?? null,
    format: config.format ?? null,
    think: config.provider === "ollama" ? (config.think ?? null) : null,
  };
  // Added only without a digest: the keys of a model with a digest stay what they were.
  if (digest === null) identity.base_url = normalisedBaseUrl(config.baseUrl);
  return identity;
}
