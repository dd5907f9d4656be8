import { getEventListeners } from "node:events";
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../../src/core/json/canonical.js";
import { ProviderError } from "../../../src/core/run/provider.js";
import { EmbeddingCache, modelKey } from "../../../src/retrieval/embedding-cache.js";
import { createRetriever, modelDigest, type RetrieverOptions } from "../../../src/retrieval/retriever.js";

/** A 3-dimensional "model": one axis per topic word, so rankings are obvious. */
function vectorOf(text: string): number[] {
  const t = text.toLowerCase();
  return [t.includes("train") ? 1 : 0, t.includes("bus") ? 1 : 0, t.includes("bike") ? 1 : 0];
}

const DOCS = [
  { id: "trains", text: "train times" },
  { id: "buses", text: "bus times" },
  { id: "bikes", text: "bike rental" },
  { id: "mixed", text: "train and bus" },
];

interface FakeProvider {
  embed: (model: string, texts: string[], signal: AbortSignal) => Promise<number[][]>;
  calls: string[][];
}

function fakeProvider(fail?: (texts: string[], call: number) => Error | undefined): FakeProvider {
  const calls: string[][] = [];
  return {
    calls,
    async embed(_model, texts) {
      calls.push(texts);
      const error = fail?.(texts, calls.length);
      if (error !== undefined) throw error;
      return texts.map(vectorOf);
    },
  };
}

function options(provider: FakeProvider, over: Partial<RetrieverOptions> = {}): RetrieverOptions {
  return {
    corpus: DOCS,
    provider,
    model: "toy-embed",
    cacheDir: null,
    signal: new AbortController().signal,
    timeoutMs: null,
    retries: 0,
    backoff: { baseMs: 0, capMs: 0, sleep: async () => undefined },
    ...over,
  };
}

const signal = () => new AbortController().signal;
const CORPUS_TEXTS = new Set(DOCS.map((d) => d.text));
const corpusCalls = (p: FakeProvider) => p.calls.filter((c) => c.every((t) => CORPUS_TEXTS.has(t)));

describe("createRetriever", () => {
  it("ranks the corpus for a query and returns ids with their documents, best first", async () => {
    const retriever = createRetriever(options(fakeProvider()));
    const found = await retriever.retrieve("next bus", 2, signal());
    expect(found.ids).toEqual(["buses", "mixed"]);
    expect(found.documents).toEqual([DOCS[1], DOCS[3]]);
  });

  it("embeds the corpus once for concurrent callers, lazily at the first need", async () => {
    const provider = fakeProvider();
    const retriever = createRetriever(options(provider, { batchSize: 3 }));
    expect(provider.calls).toHaveLength(0);
    const queries = ["train", "bus", "bike", "train bus", "bike train"];
    await Promise.all(queries.map((q) => retriever.retrieve(q, 1, signal())));
    expect(corpusCalls(provider)).toEqual([["train times", "bus times", "bike rental"], ["train and bus"]]);
    await retriever.prepare?.(signal());
    expect(provider.calls).toHaveLength(2 + queries.length);
  });

  it("retries a transient corpus failure within the run's retries", async () => {
    const provider = fakeProvider((_, call) =>
      call === 1 ? new ProviderError("transient", "503 busy") : undefined,
    );
    const retriever = createRetriever(options(provider, { retries: 1 }));
    await retriever.prepare?.(signal());
    expect(provider.calls.map((c) => c.length)).toEqual([4, 4]);
  });

  it("forgets a failed preparation so a later call tries again, without re-embedding what it kept", async () => {
    const provider = fakeProvider((_, call) =>
      call === 2 ? new ProviderError("fatal", "model crashed") : undefined,
    );
    const retriever = createRetriever(options(provider, { batchSize: 2 }));
    await expect(retriever.prepare?.(signal())).rejects.toThrow("model crashed");
    await expect(retriever.retrieve("bike", 1, signal())).resolves.toMatchObject({ ids: ["bikes"] });
    expect(provider.calls.slice(0, 3)).toEqual([
      ["train times", "bus times"],
      ["bike rental", "train and bus"],
      ["bike rental", "train and bus"],
    ]);
  });

  it("lets one caller give up on the shared work without cancelling it for the others", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const provider: FakeProvider = {
      calls: [],
      async embed(_m, texts) {
        this.calls.push(texts);
        if (texts.length > 1) await gate;
        return texts.map(vectorOf);
      },
    };
    const retriever = createRetriever(options(provider));
    const impatient = new AbortController();
    const first = retriever.retrieve("train", 1, impatient.signal);
    const second = retriever.retrieve("bus", 1, signal());
    impatient.abort(new DOMException("timed out after 1 s", "TimeoutError"));
    await expect(first).rejects.toThrow("timed out after 1 s");
    release();
    await expect(second).resolves.toMatchObject({ ids: ["buses"] });
    expect(corpusCalls(provider)).toHaveLength(1);
  });

  it("many callers waiting for the corpus on one signal hold one abort listener, none after", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const provider: FakeProvider = {
      calls: [],
      async embed(_m, texts) {
        this.calls.push(texts);
        if (texts.length > 1) await gate;
        return texts.map(vectorOf);
      },
    };
    const retriever = createRetriever(options(provider));
    const run = new AbortController();
    const waiting = Array.from({ length: 20 }, () => retriever.retrieve("train", 1, run.signal));
    await new Promise((resolve) => setImmediate(resolve));
    // Node's limit is 10: one listener each printed MaxListenersExceededWarning.
    expect(getEventListeners(run.signal, "abort").length).toBe(1);
    release();
    await Promise.all(waiting);
    expect(getEventListeners(run.signal, "abort").length).toBe(0);
  });

  it("says which model and cache file when vectors do not fit together", async () => {
    let dims = 3;
    const provider: FakeProvider = {
      calls: [],
      async embed(_m, texts) {
        return texts.map((t) => vectorOf(t).slice(0, dims));
      },
    };
    const retriever = createRetriever(options(provider));
    await retriever.prepare?.(signal());
    dims = 2;
    const error = await retriever.retrieve("bus", 1, signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).toBe(
      "cannot rank with embedding model toy-embed: embedding dimensions differ: 2 and 3",
    );
  });
});

describe("EmbeddingCache", () => {
  it("writes one line per new text under the model's digest and reads them back in a new run", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mg-cache-"));
    const fetched: string[][] = [];
    const fetch = async (batch: string[]) => {
      fetched.push(batch);
      return batch.map(vectorOf);
    };
    const first = new EmbeddingCache({ model: "toy-embed", digest: "sha256:abc123", dir });
    expect(await first.embed(["train", "bus", "train"], fetch)).toEqual([
      vectorOf("train"),
      vectorOf("bus"),
      vectorOf("train"),
    ]);
    expect(fetched).toEqual([["train", "bus"]]);
    expect(await readdir(dir)).toEqual(["digest-abc123.jsonl"]);
    const lines = (await readFile(join(dir, "digest-abc123.jsonl"), "utf8")).trim().split("\n");
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      { text_sha256: sha256Hex("train"), vector: [1, 0, 0] },
      { text_sha256: sha256Hex("bus"), vector: [0, 1, 0] },
    ]);

    const second = new EmbeddingCache({ model: "toy-embed", digest: () => "sha256:abc123", dir });
    await second.embed(["bus", "bike"], fetch);
    expect(fetched).toEqual([["train", "bus"], ["bike"]]);
  });

  it("skips a torn last line and embeds that text again", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mg-cache-"));
    const file = join(dir, `${modelKey("toy-embed")}.jsonl`);
    await writeFile(
      file,
      `${JSON.stringify({ text_sha256: sha256Hex("train"), vector: [1, 0, 0] })}\n{"text_sha256":"ab`,
    );
    const fetched: string[][] = [];
    const cache = new EmbeddingCache({ model: "toy-embed", dir });
    await cache.embed(["train", "bus"], async (batch) => {
      fetched.push(batch);
      return batch.map(vectorOf);
    });
    expect(fetched).toEqual([["bus"]]);
  });

  it("keys by the model name when no digest is known, keeping similar names apart", () => {
    expect(modelKey("nomic-embed-text:latest")).toMatch(/^model-nomic-embed-text_latest-[0-9a-f]{8}$/);
    expect(modelKey("a/b")).not.toBe(modelKey("a:b"));
    expect(modelKey("x", "sha256:0f0f")).toBe("digest-0f0f");
  });

  it("without a digest, another server's model under the same name never reads these vectors; with one it does", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mg-cache-"));
    const fetched: string[] = [];
    const fetch = (server: string) => async (batch: string[]) => {
      fetched.push(server);
      return batch.map(vectorOf);
    };
    const a = "openai http://127.0.0.1:8080/v1";
    const b = "openai http://127.0.0.1:8081/v1";
    expect(modelKey("m", undefined, a)).not.toBe(modelKey("m", undefined, b));
    expect(modelKey("m", undefined, a)).toMatch(/^model-m-[0-9a-f]{16}$/);
    await new EmbeddingCache({ model: "m", server: a, dir }).embed(["train"], fetch("a"));
    await new EmbeddingCache({ model: "m", server: b, dir }).embed(["train"], fetch("b"));
    await new EmbeddingCache({ model: "m", server: a, dir }).embed(["train"], fetch("a again"));
    expect(fetched).toEqual(["a", "b"]);
    // A digest names the weights: the same model on another server gives the same vectors.
    await new EmbeddingCache({ model: "m", digest: "sha256:01", server: a, dir }).embed(["bus"], fetch("d"));
    await new EmbeddingCache({ model: "m", digest: "sha256:01", server: b, dir }).embed(["bus"], fetch("d2"));
    expect(fetched).toEqual(["a", "b", "d"]);
  });

  it("refuses a provider answer with the wrong number of vectors or non-numbers", async () => {
    const cache = new EmbeddingCache({ model: "toy-embed", dir: null });
    await expect(cache.embed(["a", "b"], async () => [[1]])).rejects.toThrow(
      "returned 1 vectors for 2 texts",
    );
    await expect(cache.embed(["a"], async () => [["x" as unknown as number]])).rejects.toThrow(
      "not a list of numbers",
    );
  });

  it("goes on in memory, warning once, when the folder cannot be written", async () => {
    const parent = await mkdtemp(join(tmpdir(), "mg-cache-"));
    const blocker = join(parent, "not-a-folder");
    await writeFile(blocker, "");
    const warnings: string[] = [];
    const cache = new EmbeddingCache({
      model: "toy-embed",
      dir: join(blocker, "cache"),
      warn: (m) => warnings.push(m),
    });
    const fetch = async (batch: string[]) => batch.map(vectorOf);
    await cache.embed(["train"], fetch);
    await cache.embed(["bus"], fetch);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("not written");
  });
});

describe("modelDigest", () => {
  it("reads the digest the provider reported for the model", () => {
    const runtime = {
      ollama_version: "0.12.6",
      models: { "nomic-embed-text:latest": { digest: "sha256:abc" } },
    };
    expect(modelDigest(runtime, "nomic-embed-text:latest")).toBe("sha256:abc");
    expect(modelDigest(runtime, "other")).toBeUndefined();
    expect(modelDigest({}, "other")).toBeUndefined();
  });
});
