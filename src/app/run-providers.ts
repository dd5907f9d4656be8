import { isAbsolute, join } from "node:path";
import { type CachedProvider, type CacheStats, withResponseCache } from "../cache/cached-provider.js";
import { cacheIdentity } from "../cache/identity.js";
import { folderResponseStore, type ResponseStore } from "../cache/response-store.js";
import type { LiveConfig, RunConfig } from "../core/config/run-config.js";
import { messageOf } from "../core/error-message.js";
import type { JsonObject } from "../core/json/value.js";
import { type Preparation, prepareProvider } from "../core/run/preparation.js";
import type { ProgressReporter } from "../core/run/progress.js";
import type { ModelProvider } from "../core/run/provider.js";
import { RunHalt } from "../core/run/run-halt.js";
import { resolveConcurrency } from "./concurrency.js";

/** Makes a live config's provider; may load its client on demand. */
export type ProviderFactory = (config: LiveConfig) => ModelProvider | Promise<ModelProvider>;

/** A live config's provider, prepared once for every suite that uses it. */
export interface PreparedProvider {
  provider: ModelProvider;
  preparation: Preparation;
  /** Shared by every job of the config: a refused credential stops them all. */
  halt: RunHalt;
}

/** What {@link prepareLiveProviders} needs of the run's options. */
export interface ProviderOptions {
  createProvider?: ProviderFactory;
  /** `--concurrency N` wins over every config's own, `auto` included; `--concurrency auto` makes every live config `auto`. */
  concurrency?: number | "auto";
  /** `--cache DIR` (wins over a config's `cache:`), or null for `--no-cache`. */
  responseCache?: string | null;
  cwd: string;
  signal: AbortSignal;
  progress?: ProgressReporter;
}

/** The live side of a run: each config's prepared provider, its effective config, its cache. */
export interface LiveProviders {
  prepared: Map<RunConfig, PreparedProvider>;
  /** `concurrency: auto` resolved against the server, once per config. */
  effective: Map<RunConfig, RunConfig>;
  caches: Array<{ provider: CachedProvider; store: ResponseStore }>;
}

/**
 * Each live config's provider is created and prepared (readiness, model pulls) here, once for
 * every suite that uses it: a failing server is asked once, and every job of that config carries
 * the same answer. `models` names what each config's cases need prepared.
 */
export async function prepareLiveProviders(
  configs: readonly RunConfig[],
  models: (config: LiveConfig) => string[],
  options: ProviderOptions,
  warn: (message: string) => void,
): Promise<LiveProviders> {
  const live: LiveProviders = { prepared: new Map(), effective: new Map(), caches: [] };
  const { signal, progress } = options;
  const create = options.createProvider ?? defaultProvider;
  for (const config of configs) {
    if (config.provider === "replay") continue;
    const provider = await create(config);
    const preparation = await prepareProvider(provider, models(config), signal, (m) => progress?.info(m));
    if (typeof options.concurrency !== "number") {
      const asked = options.concurrency === "auto" ? { ...config, autoConcurrency: true as const } : config;
      live.effective.set(
        config,
        await resolveConcurrency(asked, provider, signal, { info: (m) => progress?.info(m) }),
      );
    }
    const runtime = preparation.ok ? preparation.runtime : null;
    const cached = withCacheOf({ provider, runtime }, config, options, warn);
    if (cached !== null) live.caches.push(cached);
    live.prepared.set(config, { provider: cached?.provider ?? provider, preparation, halt: new RunHalt() });
  }
  return live;
}

/**
 * The official-client provider the config names, its client loaded only now: a replay run (or
 * an Ollama one) does not parse the OpenAI SDK.
 */
export async function defaultProvider(
  config: LiveConfig,
  readiness?: { timeoutMs: number },
): Promise<ModelProvider> {
  const deps = readiness === undefined ? {} : { readiness };
  if (config.provider === "openai") {
    const { createOpenAIProvider } = await import("../providers/openai.js");
    return createOpenAIProvider(config, deps);
  }
  const { createOllamaProvider } = await import("../providers/ollama.js");
  return createOllamaProvider(config, deps);
}

/** The live provider behind a response cache, when the run uses one (`--cache`, else the config's). */
function withCacheOf(
  ready: { provider: ModelProvider; runtime: JsonObject | null },
  config: LiveConfig,
  options: ProviderOptions,
  warn: (message: string) => void,
): { provider: CachedProvider; store: ResponseStore } | null {
  if (options.responseCache === null || ready.runtime === null) return null;
  const dir =
    options.responseCache !== undefined ? resolveIn(options.cwd, options.responseCache) : config.cache?.dir;
  if (dir === undefined) return null;
  const store = folderResponseStore(dir, config.cache?.maxBytes);
  const identity = cacheIdentity(config, ready.runtime);
  return { provider: withResponseCache(ready.provider, { store, identity, warn }), store };
}

/** Totals over the run's caches, each pruned to its size cap. */
export async function settleCaches(
  caches: ReadonlyArray<{ provider: CachedProvider; store: ResponseStore }>,
  warn: (message: string) => void,
): Promise<CacheStats> {
  const total: CacheStats = { hits: 0, misses: 0 };
  for (const { provider, store } of caches) {
    const stats = provider.stats();
    total.hits += stats.hits;
    total.misses += stats.misses;
    await store.prune().catch((error: unknown) => warn(`response cache not pruned: ${messageOf(error)}`));
  }
  return total;
}

export function resolveIn(cwd: string, path: string): string {
  return isAbsolute(path) ? path : join(cwd, path);
}
