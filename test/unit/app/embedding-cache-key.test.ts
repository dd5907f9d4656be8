import { cp, mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { executeRuns, type RunOptions } from "../../../src/app/run.js";
import { type OllamaDouble, startOllamaDouble } from "../../doubles/ollama-double.js";

/*
 * The embedding vector cache: a server upgrade (same model digest) may change the vectors, so
 * the server version keys it as it keys the response cache; `--no-cache` skips it entirely.
 */

const CORPUS = fileURLToPath(new URL("../../../suites/rag-transit/corpus", import.meta.url));

let servers: OllamaDouble[] = [];
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "mg-embedding-key-"));
  await cp(CORPUS, join(dir, "corpus"), { recursive: true });
  await writeFile(
    join(dir, "suite.yaml"),
    [
      "suite: probe",
      "corpus: corpus/",
      "cases:",
      "  - id: u-line",
      "    type: retrieval",
      "    query: Which underground line serves Berlin Hbf in 2026?",
      "    expected_documents: [berlin-transit-2026.md]",
      "    top_k: 1",
      "",
    ].join("\n"),
  );
});

afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function server(version: string, id: string): Promise<OllamaDouble> {
  const s = await startOllamaDouble({ version });
  servers.push(s);
  await writeFile(
    join(dir, `${id}.yaml`),
    `id: ${id}\nprovider: ollama\nbase_url: ${s.url}\nmodel: llama3.2:3b\nembedding_model: nomic-embed-text\nretries: 0\n`,
  );
  return s;
}

function options(config: string, over: Partial<RunOptions> = {}): RunOptions {
  return {
    suites: [join(dir, "suite.yaml")],
    configs: [join(dir, `${config}.yaml`)],
    tags: [],
    plugins: [],
    env: {},
    cwd: dir,
    signal: new AbortController().signal,
    ...over,
  };
}

/** Texts the server embedded (the readiness probe embeds none). */
const embeds = (s: OllamaDouble): number =>
  s.bodies("/api/embed").reduce((n, b) => n + (Array.isArray(b.input) ? b.input.length : 1), 0);

describe("the embedding cache key", () => {
  it("another server version (same model digest) embeds the corpus again", async () => {
    const old = await server("0.9.0", "old");
    const upgraded = await server("0.12.6", "new");
    await executeRuns(options("old"));
    expect(embeds(old)).toBeGreaterThan(0);
    await executeRuns(options("new"));
    expect(embeds(upgraded)).toBe(embeds(old));
    // The same version again is served from the cache.
    const before = embeds(upgraded);
    await executeRuns(options("new"));
    expect(embeds(upgraded)).toBe(before);
  });

  it("--no-cache neither reads nor writes the embedding cache", async () => {
    const s = await server("0.12.6", "live");
    await executeRuns(options("live", { responseCache: null }));
    const first = embeds(s);
    expect(first).toBeGreaterThan(0);
    expect(await readdir(dir)).not.toContain(".modelgate-cache");
    await executeRuns(options("live"));
    const written = embeds(s);
    expect(written).toBe(2 * first);
    await executeRuns(options("live", { responseCache: null }));
    expect(embeds(s)).toBe(3 * first);
    await executeRuns(options("live"));
    expect(embeds(s)).toBe(3 * first);
  });
});
