import type { Json, JsonObject } from "../json/value.js";
import { isJsonObject } from "../json/value.js";
import type { RunResult } from "../result/run-result.js";
import type { RunIdentity } from "./comparison.js";

/** Who produced a run, as reports show it. Provenance is left for the Action to fill. */
export function runIdentity(run: RunResult): RunIdentity {
  const provider = run.runtime.provider;
  const embedding = text(run.config.settings.embedding_model);
  return {
    config_id: run.config.id,
    provider: run.config.provider,
    model: run.config.model,
    model_digest: modelDigest(provider, run.config.model),
    ollama_version: text(provider.ollama_version) ?? text(provider.server_version) ?? text(provider.version),
    quantization: modelField(provider, run.config.model, "quantization_level"),
    embedding_model: embedding,
    embedding_digest: embedding === null ? null : modelField(provider, embedding, "digest"),
    ...(run.mcp_servers !== undefined ? { mcp_servers: run.mcp_servers.map((s) => ({ ...s })) } : {}),
    suite: run.suite.name,
    suite_sha256: run.suite.sha256,
    started_at: run.started_at,
    finished_at: run.finished_at,
    cancelled: run.cancelled,
    capture: run.capture,
    tags: [...run.selection.tags],
    provenance: null,
  };
}

function text(value: Json | undefined): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** One field of a model's entry in `models: {name: {...}}`, as Ollama runs record them. */
function modelField(provider: JsonObject, model: string | null, field: string): string | null {
  const models = provider.models;
  if (model === null || !isJsonObject(models)) return null;
  const entry = models[model];
  return isJsonObject(entry) ? text(entry[field]) : null;
}

/**
 * The digest of the run's model. Providers record it either flat (`model_digest`, `digest`) or
 * per model (`models: {name: {digest}}` or `models: [{name, digest}]`).
 */
function modelDigest(provider: JsonObject, model: string | null): string | null {
  const flat = text(provider.model_digest) ?? text(provider.digest);
  if (flat !== null) return flat;
  const models = provider.models;
  if (model === null || models === undefined) return null;
  if (Array.isArray(models)) {
    for (const entry of models) {
      if (isJsonObject(entry) && (entry.name === model || entry.model === model)) return text(entry.digest);
    }
    return null;
  }
  if (isJsonObject(models)) {
    const entry = models[model];
    if (isJsonObject(entry)) return text(entry.digest);
    return text(entry);
  }
  return null;
}
