import type { JsonObject } from "../core/json/value.js";
import { type EmbeddedDocument, rankByCosine } from "../core/retrieval/rank.js";
import { onAbort } from "../core/run/abort-fanout.js";
import type { Retrieval, Retriever } from "../core/run/capabilities.js";
import { withDeadline } from "../core/run/deadline.js";
import { type ModelProvider, ProviderError } from "../core/run/provider.js";
import { DEFAULT_BACKOFF, type RetryPolicy, withRetry } from "../core/run/retry.js";
import type { CorpusSpec } from "../core/suite/case.js";
import { type CorpusDocument, loadCorpus } from "./corpus.js";
import { EmbeddingCache } from "./embedding-cache.js";

export interface RetrieverOptions {
  /** The suite's corpus, or its documents already loaded (the app may load early to validate). */
  corpus: CorpusSpec | readonly CorpusDocument[];
  provider: Pick<ModelProvider, "embed">;
  /** The configuration's `embedding_model`. */
  model: string;
  /**
   * Its digest (see `modelDigest`); keys the embedding cache. A function is asked at the first
   * retrieval, after the provider was prepared and reported it.
   */
  digest?: string | (() => string | undefined);
  /** The serving server (`serverIdentity`); keys the embedding cache when there is no digest. */
  server?: string;
  /** The server's version (`serverVersion`); keys the embedding cache. */
  serverVersion?: string;
  /** Embedding cache folder; `null` for memory only. */
  cacheDir: string | null;
  batchSize?: number;
  /** The run's signal: only the run may cancel the corpus embedding every case shares. */
  signal: AbortSignal;
  /** Deadline of each corpus embed request (the config's timeout); null for none. */
  timeoutMs: number | null;
  /** Retries of a corpus embed request after a transient failure (the config's `retries`). */
  retries: number;
  /** Backoff timing; tests inject sleep and random. */
  backoff?: Omit<RetryPolicy, "retries">;
  warn?: (message: string) => void;
}

interface Index {
  documents: ReadonlyMap<string, CorpusDocument>;
  embedded: EmbeddedDocument[];
}

/**
 * Retrieval over one corpus with one embedding model. The corpus is loaded and embedded lazily,
 * at the first need, by one promise that concurrent cases share; each of its embed requests has
 * its own deadline and transient retries. A failed preparation is not kept: the next case tries
 * again, and the vectors already computed are not requested again.
 */
export function createRetriever(options: RetrieverOptions): Retriever {
  const cache = new EmbeddingCache({
    model: options.model,
    dir: options.cacheDir,
    ...(options.digest !== undefined ? { digest: options.digest } : {}),
    ...(options.server !== undefined ? { server: options.server } : {}),
    ...(options.serverVersion !== undefined ? { serverVersion: options.serverVersion } : {}),
    ...(options.batchSize !== undefined ? { batchSize: options.batchSize } : {}),
    ...(options.warn !== undefined ? { warn: options.warn } : {}),
  });
  const policy: RetryPolicy = { ...DEFAULT_BACKOFF, ...options.backoff, retries: options.retries };
  let index: Promise<Index> | null = null;

  /** One corpus embed request: bounded by its own deadline, retried when transient. */
  async function embedCorpusBatch(batch: string[]): Promise<number[][]> {
    const outcome = await withRetry(
      () =>
        withDeadline(options.signal, options.timeoutMs, (s) =>
          options.provider.embed(options.model, batch, s),
        ),
      policy,
      options.signal,
    );
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  async function build(): Promise<Index> {
    const documents = Array.isArray(options.corpus)
      ? (options.corpus as readonly CorpusDocument[])
      : await loadCorpus(options.corpus as CorpusSpec);
    const vectors = await cache.embed(
      documents.map((d) => d.text),
      embedCorpusBatch,
    );
    return {
      documents: new Map(documents.map((d) => [d.id, d])),
      embedded: documents.map((d, i) => ({ id: d.id, vector: vectors[i] as number[] })),
    };
  }

  function ready(signal: AbortSignal): Promise<Index> {
    if (index === null) {
      const building = build();
      index = building;
      // Forget a failure so a later case retries; never leave a rejection unhandled.
      building.catch(() => {
        if (index === building) index = null;
      });
    }
    return untilAborted(index, signal);
  }

  return {
    async prepare(signal: AbortSignal): Promise<void> {
      await ready(signal);
    },

    async retrieve(query: string, topK: number, signal: AbortSignal): Promise<Retrieval> {
      const { documents, embedded } = await ready(signal);
      const [vector] = await cache.embed([query], (batch) =>
        options.provider.embed(options.model, batch, signal),
      );
      let ranked: { id: string }[];
      try {
        ranked = rankByCosine(vector as number[], embedded, topK);
      } catch (e) {
        const where = cache.file === null ? "" : ` (cached vectors: ${cache.file})`;
        throw new ProviderError(
          "fatal",
          `cannot rank with embedding model ${options.model}: ${(e as Error).message}${where}`,
        );
      }
      const ids = ranked.map((r) => r.id);
      return { ids, documents: ids.map((id) => documents.get(id) as CorpusDocument) };
    },
  };
}

/** The embedding model's digest in the provider's runtime metadata (`models.<name>.digest`). */
export function modelDigest(runtime: JsonObject, model: string): string | undefined {
  const models = runtime.models;
  if (typeof models !== "object" || models === null || Array.isArray(models)) return undefined;
  const entry = (models as JsonObject)[model];
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return undefined;
  const digest = (entry as JsonObject).digest;
  return typeof digest === "string" && digest !== "" ? digest : undefined;
}

/** The server's version from the provider's runtime metadata (Ollama's or an OpenAI-compatible server's). */
export function serverVersion(runtime: JsonObject): string | undefined {
  const version = runtime.ollama_version ?? runtime.server_version;
  return typeof version === "string" && version !== "" ? version : undefined;
}

/** Waits for shared work, giving up (alone) when this caller's signal aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(cancelled(signal));
  return new Promise<T>((resolve, reject) => {
    // Every case waiting for the corpus shares the signal's one listener (abort-fanout.ts).
    const unsubscribe = onAbort(signal, () => reject(cancelled(signal)));
    promise.then(
      (value) => {
        unsubscribe();
        resolve(value);
      },
      (error: unknown) => {
        unsubscribe();
        reject(error);
      },
    );
  });
}

/** The abort reason when it says why (a deadline's TimeoutError), else a cancellation. */
function cancelled(signal: AbortSignal): unknown {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new ProviderError("cancelled", "retrieval cancelled");
}
