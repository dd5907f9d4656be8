import { autoConcurrency } from "../core/config/concurrency.js";
import type { LiveConfig } from "../core/config/run-config.js";
import type { ModelProvider, ProgressSink } from "../core/run/provider.js";

/**
 * A live config with `concurrency: auto` resolved: the server's parallel slots + 1 where they
 * are known (OLLAMA_NUM_PARALLEL read at load, or the provider asking the server), else the
 * fallback. Either way the run says which, once, before the first call.
 */
export async function resolveConcurrency(
  config: LiveConfig,
  provider: ModelProvider,
  signal: AbortSignal,
  progress: ProgressSink,
): Promise<LiveConfig> {
  if (config.autoConcurrency !== true) return config;
  const slots = config.serverSlots ?? (await provider.parallelSlots?.(signal));
  const { concurrency, note } = autoConcurrency(config.id, slots);
  progress.info(note);
  return { ...config, concurrency };
}
