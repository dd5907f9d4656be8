import { cp, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { executeRuns, type RunOptions } from "../../../src/app/run.js";
import { embedText } from "../../doubles/ollama-double.js";
import { type OpenAIDouble, startOpenAIDouble } from "../../doubles/openai-double.js";

/*
 * Two OpenAI-compatible servers that serve different models under the same name `m` (they
 * report no digest): neither the embedding cache nor the response cache may hand one server's
 * vectors or answers to the other, in two runs sharing the cache folders or in one matrix run.
 */

const CORPUS = fileURLToPath(new URL("../../../suites/rag-transit/corpus", import.meta.url));

let baseline: OpenAIDouble;
let candidate: OpenAIDouble;
let dir: string;

beforeEach(async () => {
  baseline = await startOpenAIDouble({ models: ["m"] });
  // Another embedding model: blind to digits, so it ranks the 2024 and 2026 timetables alike.
  candidate = await startOpenAIDouble({ models: ["m"], embed: (t) => embedText(t.replace(/\d/g, "")) });
  baseline.respond(() => ({ content: "hello" }));
  candidate.respond(() => ({ content: "goodbye" }));
  dir = await mkdtemp(join(tmpdir(), "mg-server-caches-"));
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
      "  - id: greet",
      "    type: contains",
      "    input: Say hello.",
      "    expected: hello",
      "",
    ].join("\n"),
  );
  for (const [id, server] of [
    ["base", baseline],
    ["cand", candidate],
  ] as const) {
    await writeFile(
      join(dir, `${id}.yaml`),
      `id: ${id}\nprovider: openai\nbase_url: ${server.url}\nmodel: m\nembedding_model: m\nretries: 0\n`,
    );
  }
});

afterEach(async () => {
  await Promise.all([baseline.close(), candidate.close()]);
});

function options(configs: string[], over: Partial<RunOptions> = {}): RunOptions {
  return {
    suites: [join(dir, "suite.yaml")],
    configs: configs.map((c) => join(dir, `${c}.yaml`)),
    tags: [],
    plugins: [],
    env: {},
    cwd: dir,
    signal: new AbortController().signal,
    embeddingCacheDir: join(dir, "embeddings"),
    responseCache: join(dir, "responses"),
    ...over,
  };
}

function calls(server: OpenAIDouble, path: string): number {
  return server.requests.filter((r) => r.path === path).length;
}

async function candidateEvidence(over: Partial<RunOptions> = {}) {
  const { results } = await executeRuns(options(["cand"], over));
  const cases = results[0]!.result.cases;
  return {
    retrieved: cases.find((c) => c.id === "u-line")!.repetitions[0]!.evidence.retrieved,
    output: cases.find((c) => c.id === "greet")!.repetitions[0]!.output,
  };
}

describe("caches across OpenAI-compatible servers without a digest", () => {
  it("a candidate on another server computes its own vectors and answers, as it would with no cache", async () => {
    const fresh = await candidateEvidence({ embeddingCacheDir: null, responseCache: null });
    candidate.requests.length = 0;

    await executeRuns(options(["base"]));
    const served = await candidateEvidence();
    expect(calls(candidate, "/v1/embeddings")).toBeGreaterThan(0);
    expect(calls(candidate, "/v1/chat/completions")).toBe(1);
    expect(served).toEqual(fresh);
    expect(served.output).toBe("goodbye");
  });

  it("the same server answers from both caches on the next run", async () => {
    await executeRuns(options(["cand"]));
    candidate.requests.length = 0;
    const { cache } = await executeRuns(options(["cand"]));
    expect(calls(candidate, "/v1/embeddings")).toBe(0);
    expect(calls(candidate, "/v1/chat/completions")).toBe(0);
    expect(cache).toEqual({ hits: 1, misses: 0 });
  });

  it("two configurations in one run (matrix) never mix vectors or answers", async () => {
    const fresh = await candidateEvidence({ embeddingCacheDir: null, responseCache: null });
    candidate.requests.length = 0;
    const { results } = await executeRuns(options(["base", "cand"]));
    const cand = results.find((r) => r.configId === "cand")!.result.cases;
    expect(cand.find((c) => c.id === "u-line")!.repetitions[0]!.evidence.retrieved).toEqual(fresh.retrieved);
    expect(cand.find((c) => c.id === "greet")!.repetitions[0]!.output).toBe("goodbye");
    // Every corpus text and the query, from the candidate's own server.
    const texts = candidate.bodies("/v1/embeddings").flatMap((b) => b.input as string[]);
    expect(texts).toContain("Which underground line serves Berlin Hbf in 2026?");
    expect(texts.length).toBeGreaterThan(5);
  });
});
