import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compareRuns } from "../../../src/core/compare/compare-runs.js";
import type { OllamaConfig } from "../../../src/core/config/run-config.js";
import type { RunResult } from "../../../src/core/result/run-result.js";
import { planRun } from "../../../src/core/run/plan.js";
import type { ModelProvider } from "../../../src/core/run/provider.js";
import { runSuite } from "../../../src/core/run/runner.js";
import type { Case, Suite } from "../../../src/core/suite/case.js";
import { createOllamaProvider } from "../../../src/providers/ollama.js";
import { createRetriever, modelDigest } from "../../../src/retrieval/retriever.js";
import { DEFAULT_DOUBLE_MODELS, type OllamaDouble, startOllamaDouble } from "../../doubles/ollama-double.js";
import { makeCase } from "../../helpers/make-case.js";

const CORPUS = fileURLToPath(new URL("../../../suites/rag-transit/corpus", import.meta.url));
const EMBED = "nomic-embed-text:latest";
/** A second embedding model; the test provider makes it blind to numbers, as a stand-in for vectors that rank differently. */
const UPGRADED = "nomic-embed-text:v2";
const QUESTION = "Which underground line serves Berlin Hbf in 2026?";

let ollama: OllamaDouble;
let cacheDir: string;
beforeEach(async () => {
  ollama = await startOllamaDouble({
    models: [...DEFAULT_DOUBLE_MODELS, { name: UPGRADED, capabilities: ["embedding"] }],
  });
  // The model answers from whichever document the prompt was grounded on.
  ollama.respond((body) => {
    const prompt = JSON.stringify(body.messages);
    return {
      content: prompt.includes("[berlin-transit-2026.md]") ? "Take the U5." : "Take the U55 shuttle.",
    };
  });
  cacheDir = await mkdtemp(join(tmpdir(), "mg-embeddings-"));
});
afterEach(async () => {
  await ollama.close();
});

function config(over: Partial<OllamaConfig> = {}): OllamaConfig {
  return {
    id: "baseline",
    file: "baseline.yaml",
    capture: "full",
    concurrency: 1,
    redacted: {},
    provider: "ollama",
    model: "llama3.2:3b",
    baseUrl: ollama.url,
    endpoint: "chat",
    options: {},
    embeddingModel: EMBED,
    timeoutMs: 30_000,
    retries: 0,
    pull: false,
    headers: {},
    ...over,
  };
}

function cases(): Case[] {
  return [
    makeCase({
      id: "u-line",
      check: { type: "retrieval", expectedDocuments: ["berlin-transit-2026.md", "berlin-transit-2024.md"] },
      messages: [],
      retrieval: { query: QUESTION, topK: 2 },
    }),
    makeCase({
      id: "u-line-contract",
      check: { type: "none" },
      contract: "retrieval",
      messages: [],
      retrieval: { query: QUESTION, topK: 2 },
    }),
    makeCase({
      id: "grounded-answer",
      check: { type: "contains", expected: ["U5."], caseInsensitive: false },
      contract: "retrieval",
      messages: [
        {
          role: "user",
          content: `Answer from these documents only.\n\n{{context}}\n\nQuestion: ${QUESTION}`,
        },
      ],
      rag: { topK: 1 },
    }),
  ];
}

function suiteOf(list: Case[]): Suite {
  return {
    name: "rag-transit",
    file: "suite.yaml",
    sha256: "0".repeat(64),
    cases: list,
    corpus: { kind: "folder", path: CORPUS },
    mcpServers: [],
  };
}

/** The upgraded model as a provider sees it: same server, vectors that rank differently. */
function withUpgradedEmbeddings(base: ModelProvider): ModelProvider {
  return {
    ...base,
    embed: (model, texts, signal) =>
      base.embed(model, model === UPGRADED ? texts.map((t) => t.replace(/[0-9]+/g, " ")) : texts, signal),
  };
}

/** As the app wires a live run: the provider prepared once, the retriever keyed by the digest. */
async function run(cfg: OllamaConfig, list: Case[] = cases()): Promise<RunResult> {
  const suite = suiteOf(list);
  const signal = new AbortController().signal;
  const provider = withUpgradedEmbeddings(createOllamaProvider(cfg));
  const model = cfg.embeddingModel;
  const runtime = await provider.prepare([cfg.model, ...(model ? [model] : [])], signal, {
    info: () => undefined,
  });
  const digest = model === undefined ? undefined : modelDigest(runtime, model);
  const retriever =
    model === undefined
      ? undefined
      : createRetriever({
          corpus: suite.corpus!,
          provider,
          model,
          ...(digest !== undefined ? { digest } : {}),
          cacheDir,
          signal,
          timeoutMs: cfg.timeoutMs,
          retries: cfg.retries,
        });
  return runSuite({
    suite,
    plan: planRun(suite, { tags: [] }),
    backend: { kind: "live", config: cfg, provider, ...(retriever !== undefined ? { retriever } : {}) },
    registry: new Map(),
    signal,
  });
}

function rep(result: RunResult, id: string) {
  return result.cases.find((c) => c.id === id)!.repetitions[0]!;
}

// Requests that embed text: not the model-load request (no input) sent before timing starts.
const embedRequests = () =>
  ollama.bodies("/api/embed").filter((b) => Array.isArray(b.input) && b.input.length > 0);

describe("retrieval and rag cases run live", () => {
  it("records the ranked ids and puts the retrieved documents into the prompt for rag", async () => {
    const result = await run(config());
    expect(rep(result, "u-line").status).toBe("pass");
    expect(rep(result, "u-line").evidence.retrieved).toEqual([
      "berlin-transit-2026.md",
      "berlin-transit-2024.md",
    ]);
    expect(rep(result, "u-line").output).toBe("berlin-transit-2026.md\nberlin-transit-2024.md");

    const grounded = rep(result, "grounded-answer");
    expect(grounded.status).toBe("pass");
    expect(grounded.evidence.retrieved).toEqual(["berlin-transit-2026.md"]);
    const [chat] = ollama.bodies("/api/chat");
    const prompt = (chat!.messages as Array<{ content: string }>).at(-1)!.content;
    const doc2026 = await readFile(join(CORPUS, "berlin-transit-2026.md"), "utf8");
    expect(prompt).toBe(
      `Answer from these documents only.\n\n[berlin-transit-2026.md]\n${doc2026.trim()}\n\nQuestion: ${QUESTION}`,
    );
    // Pure retrieval cases make no model call: the only chat is the rag case's.
    expect(ollama.bodies("/api/chat")).toHaveLength(1);
  });

  it("fills {{context}} in the config's system prompt for a rag case without a system of its own", async () => {
    const grounded = makeCase({
      id: "grounded-by-config",
      check: { type: "contains", expected: ["U5."], caseInsensitive: false },
      messages: [{ role: "user", content: QUESTION }],
      rag: { topK: 1 },
    });
    const result = await run(config({ system: "Answer from these documents only.\n\n{{context}}" }), [
      grounded,
    ]);
    expect(rep(result, "grounded-by-config").status).toBe("pass");
    const [chat] = ollama.bodies("/api/chat");
    const [system, user] = chat!.messages as Array<{ role: string; content: string }>;
    const doc2026 = await readFile(join(CORPUS, "berlin-transit-2026.md"), "utf8");
    expect(system).toEqual({
      role: "system",
      content: `Answer from these documents only.\n\n[berlin-transit-2026.md]\n${doc2026.trim()}`,
    });
    expect(user).toEqual({ role: "user", content: QUESTION });
  });

  it("embeds the corpus once per run, in one batch, and only new texts after that", async () => {
    await run(config());
    const requests = embedRequests();
    const inputs = requests.map((r) => (r.input as string[]).length);
    // The corpus (7 documents) once, then the two distinct queries.
    expect(inputs).toEqual([7, 1, 1]);
    expect(requests.every((r) => r.model === EMBED)).toBe(true);
  });

  it("embeds the corpus once however many cases run at the same time", async () => {
    const many = Array.from({ length: 6 }, (_, i) =>
      makeCase({
        id: `q${i}`,
        check: { type: "none" },
        messages: [],
        retrieval: { query: `${QUESTION} (${i})`, topK: 1 },
      }),
    );
    const result = await run(config({ concurrency: 4 }), many);
    expect(result.cases.every((c) => c.repetitions[0]!.status === "pass")).toBe(true);
    expect(embedRequests().filter((r) => (r.input as string[]).length === 7)).toHaveLength(1);
  });

  it("reuses cached vectors on the next run: no embed request at all", async () => {
    const first = await run(config());
    const cached = await readdir(cacheDir);
    expect(cached).toHaveLength(1);
    // Keyed by the model's digest as the provider reported it.
    expect(cached[0]).toMatch(/^digest-[0-9a-f]{64}\.jsonl$/);
    const before = embedRequests().length;

    const second = await run(config());
    expect(embedRequests().length).toBe(before);
    for (const id of ["u-line", "u-line-contract", "grounded-answer"]) {
      expect(rep(second, id).evidence.retrieved).toEqual(rep(first, id).evidence.retrieved);
    }
  });

  it("an embedding-model upgrade that changes retrieval is a mismatch (and a regression where a check fails)", async () => {
    const baseline = await run(config());
    const candidate = await run(config({ id: "candidate", embeddingModel: UPGRADED }));
    expect(rep(candidate, "u-line").evidence.retrieved).toEqual([
      "berlin-transit-2024.md",
      "berlin-transit-2026.md",
    ]);
    // The upgraded model has its own digest: its own cache file, its own corpus embedding.
    expect(await readdir(cacheDir)).toHaveLength(2);

    const comparison = compareRuns(baseline, candidate);
    const byId = new Map(comparison.cases.map((c) => [c.id, c]));
    expect(byId.get("u-line-contract")!.category).toBe("mismatch");
    expect(byId.get("u-line-contract")!.reason).toBe(
      "retrieval contract: retrieved[0]: berlin-transit-2026.md -> berlin-transit-2024.md",
    );
    expect(byId.get("u-line")!.category).toBe("regression");
    // Grounded on the older document, the answer changed too: its own check fails.
    expect(rep(candidate, "grounded-answer").output).toBe("Take the U55 shuttle.");
    expect(byId.get("grounded-answer")!.category).toBe("regression");
  });

  it("a corpus that cannot be embedded makes every retrieval case an error with the server's message", async () => {
    ollama.inject({
      kind: "status",
      status: 400,
      body: '{"error":"input too long"}',
      endpoint: "/api/embed",
      times: 1,
    });
    const plain = makeCase({ id: "plain", check: { type: "none" } });
    const result = await run(config(), [...cases().slice(0, 2), plain]);
    for (const id of ["u-line", "u-line-contract"]) {
      expect(rep(result, id).status).toBe("error");
      expect(rep(result, id).reason).toContain("input too long");
    }
    expect(rep(result, "plain").status).toBe("pass");
    // Embedded once for the run, not once per case.
    expect(embedRequests()).toHaveLength(1);
  });

  it("without an embedding model, retrieval cases are errors that say what is missing", async () => {
    const { embeddingModel: _, ...withoutModel } = config();
    const result = await run(withoutModel);
    expect(rep(result, "u-line").status).toBe("error");
    expect(rep(result, "u-line").reason).toContain("embedding_model");
  });
});
