import { appendFile, readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { sha256Hex } from "../core/json/canonical.js";
import { ProviderError } from "../core/run/provider.js";
import { makeDirectory } from "../io/make-directory.js";

/** Where vectors are kept between runs unless configured otherwise (relative to the cwd). */
export const DEFAULT_EMBEDDING_CACHE_DIR = join(".modelgate-cache", "embeddings");

export interface EmbeddingCacheOptions {
  /** The embedding model as the configuration names it. */
  model: string;
  /**
   * The model's digest from the provider's runtime metadata. It keys the cache, so a re-pulled
   * model under the same name never reuses old vectors; without it the name and `server` are.
   * A function is asked at the first embedding (the digest is known once the provider is ready).
   */
  digest?: string | (() => string | undefined);
  /**
   * The server that computes the vectors (see `serverIdentity`: provider and base URL). Without
   * a digest it keys the cache together with the name, so another server's model under the same
   * name (an OpenAI-compatible server reports no digest) never reuses these vectors.
   */
  server?: string;
  /**
   * The server's version (`serverVersion`), when it reports one: it keys the cache with or
   * without a digest, since a server upgrade can change the vectors of the same weights.
   */
  serverVersion?: string;
  /** Folder for cached vectors; `null` keeps them in memory for this run only. */
  dir: string | null;
  /** Texts per embed request. */
  batchSize?: number;
  /** Told once when the cache folder cannot be written; the run goes on without it. */
  warn?: (message: string) => void;
}

/**
 * Embeddings of texts under one model, each computed at most once: looked up by the SHA-256 of
 * the text in memory, then in `<dir>/<model key>.jsonl`, and only then requested from the
 * provider in batches. New vectors are appended one line per text, so an interrupted run keeps
 * what it computed and a torn last line is skipped on the next read.
 */
export class EmbeddingCache {
  private readonly vectors = new Map<string, number[]>();
  private loaded: Promise<void> | null = null;
  private writable = true;
  private readonly batchSize: number;
  private cacheFile: string | null | undefined;

  constructor(private readonly options: EmbeddingCacheOptions) {
    this.batchSize = Math.max(1, options.batchSize ?? 64);
  }

  /** The cache file (null: memory only); fixed at the first use, when the digest is known. */
  get file(): string | null {
    if (this.cacheFile === undefined) {
      const { dir, model, digest, server, serverVersion } = this.options;
      const known = typeof digest === "function" ? digest() : digest;
      this.cacheFile =
        dir === null ? null : join(resolve(dir), `${modelKey(model, known, server, serverVersion)}.jsonl`);
    }
    return this.cacheFile;
  }

  /**
   * Vectors of `texts`, in input order. `fetch` gets the texts not cached yet, at most
   * `batchSize` at a time, and returns their vectors: one embed request, bounded by the caller.
   */
  async embed(
    texts: readonly string[],
    fetch: (batch: string[]) => Promise<number[][]>,
  ): Promise<number[][]> {
    this.loaded ??= this.load();
    await this.loaded;
    const keys = texts.map((t) => sha256Hex(t));
    const missing = new Map<string, string>();
    keys.forEach((key, i) => {
      if (!this.vectors.has(key)) missing.set(key, texts[i] as string);
    });
    const pending = [...missing.entries()];
    for (let start = 0; start < pending.length; start += this.batchSize) {
      const batch = pending.slice(start, start + this.batchSize);
      const vectors = await fetch(batch.map(([, text]) => text));
      this.accept(batch, vectors);
      await this.persist(batch.map(([key]) => key));
    }
    return keys.map((key) => this.vectors.get(key) as number[]);
  }

  private accept(batch: [string, string][], vectors: number[][]): void {
    if (vectors.length !== batch.length) {
      throw new ProviderError(
        "fatal",
        `embedding model ${this.options.model} returned ${vectors.length} vectors for ${batch.length} texts`,
      );
    }
    batch.forEach(([key], i) => {
      const vector = vectors[i];
      if (!isVector(vector)) {
        throw new ProviderError(
          "fatal",
          `embedding model ${this.options.model} returned an embedding that is not a list of numbers`,
        );
      }
      this.vectors.set(key, vector);
    });
  }

  private async load(): Promise<void> {
    const file = this.file;
    if (file === null) return;
    let text: string;
    try {
      text = await readFile(file, "utf8");
    } catch {
      return;
    }
    for (const line of text.split("\n")) {
      if (line === "") continue;
      try {
        const entry = JSON.parse(line) as { text_sha256?: unknown; vector?: unknown };
        if (typeof entry.text_sha256 === "string" && isVector(entry.vector))
          this.vectors.set(entry.text_sha256, entry.vector);
      } catch {
        // A torn line from an interrupted run: that text is simply embedded again.
      }
    }
  }

  private async persist(keys: string[]): Promise<void> {
    const file = this.file;
    if (file === null || !this.writable) return;
    const lines = keys
      .map((key) => `${JSON.stringify({ text_sha256: key, vector: this.vectors.get(key) })}\n`)
      .join("");
    try {
      await makeDirectory(dirname(file));
      // One append per batch: concurrent runs interleave whole batches, never half lines.
      await appendFile(file, lines, "utf8");
    } catch (e) {
      this.writable = false;
      this.options.warn?.(`embedding cache ${file} not written: ${(e as Error).message}`);
    }
  }
}

function isVector(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((x) => typeof x === "number" && Number.isFinite(x))
  );
}

/**
 * A file name that identifies the model: its digest when known (the same weights give the same
 * vectors on any server), else its (sanitised) name and a hash of the exact name and the server
 * that serves it: a name alone says nothing about the model behind it on another server. The
 * server's version, when known, is part of both: an upgrade may compute other vectors.
 */
export function modelKey(model: string, digest?: string, server?: string, version?: string): string {
  const v = version !== undefined && version !== "" ? version : undefined;
  if (digest !== undefined && digest !== "") {
    const name = `digest-${sanitize(digest.replace(/^sha256:/, ""))}`;
    // Sanitising could merge two versions; a hash of the exact one keeps them apart.
    return v === undefined ? name : `${name}-server-${sanitize(v).slice(0, 32)}-${sha256Hex(v).slice(0, 8)}`;
  }
  // Sanitising could merge two names; a hash of the exact name (and server) keeps them apart.
  if (server === undefined && v === undefined)
    return `model-${sanitize(model)}-${sha256Hex(model).slice(0, 8)}`;
  const exact = v === undefined ? `${server}\n${model}` : `${server ?? ""}\n${model}\n${v}`;
  return `model-${sanitize(model)}-${sha256Hex(exact).slice(0, 16)}`;
}

function sanitize(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 100);
}
