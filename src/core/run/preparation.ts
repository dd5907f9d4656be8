import type { LiveConfig } from "../config/run-config.js";
import type { JsonObject } from "../json/value.js";
import { usesRetrieval } from "./capabilities.js";
import type { PlannedCase } from "./plan.js";
import type { ModelProvider } from "./provider.js";

/**
 * What a provider's `prepare` (readiness, model pulls) came to: the runtime it reported, or why
 * it is not ready. Prepared once per config by the caller and handed to every job of that config,
 * so a failing server is asked once, not once per suite.
 */
export type Preparation = { ok: true; runtime: JsonObject } | { ok: false; error: unknown };

/** The chat model, and the embedding model when a planned case retrieves. */
export function modelsToPrepare(config: LiveConfig, cases: readonly PlannedCase[]): string[] {
  const models = [config.model];
  const embedding = config.embeddingModel;
  if (embedding !== undefined && !models.includes(embedding) && cases.some((p) => usesRetrieval(p.case)))
    models.push(embedding);
  return models;
}

/** Calls `prepare` once; never rejects (the failure is part of the answer). */
export async function prepareProvider(
  provider: ModelProvider,
  models: string[],
  signal: AbortSignal,
  info: (message: string) => void,
): Promise<Preparation> {
  return provider.prepare(models, signal, { info }).then(
    (runtime) => ({ ok: true as const, runtime }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}
