import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { executeRuns, type RunOptions } from "../../../src/app/run.js";
import { compareRuns } from "../../../src/core/compare/compare-runs.js";
import { type OllamaDouble, startOllamaDouble } from "../../doubles/ollama-double.js";

const SUITE = "suites/rag-transit/suite.yaml";

function options(configs: string[], embeddingCacheDir: string | null): RunOptions {
  return {
    suites: [SUITE],
    configs,
    tags: [],
    plugins: [],
    env: process.env,
    cwd: process.cwd(),
    signal: new AbortController().signal,
    embeddingCacheDir,
  };
}

describe("rag-transit", () => {
  let ollama: OllamaDouble | undefined;
  afterEach(async () => {
    await ollama?.close();
  });

  it("replayed: the upgraded embedding model grounds answers on the 2024 timetable", async () => {
    const { results } = await executeRuns(
      options(
        ["suites/rag-transit/configs/baseline.yaml", "suites/rag-transit/configs/candidate.yaml"],
        null,
      ),
    );
    const [baseline, candidate] = results.map((r) => r.result);
    const byId = new Map(compareRuns(baseline!, candidate!).cases.map((c) => [c.id, c]));
    expect(byId.get("u-line-2026")!.reason).toBe(
      "retrieved[0]: berlin-transit-2024.md (expected berlin-transit-2026.md)",
    );
    expect(byId.get("u-line-2026")!.category).toBe("regression");
    expect(byId.get("grounded-answer")!.category).toBe("regression");
    expect(byId.get("night-travel")).toMatchObject({
      category: "mismatch",
      reason: "retrieval contract: retrieved[0]: night-buses.md -> berlin-transit-2026.md",
    });
    expect(byId.get("step-free-access")!.category).toBe("passing");
  });

  it("live: retrieves what the baseline recorded, and a second run embeds nothing", async () => {
    const double = await startOllamaDouble();
    ollama = double;
    double.respond(() => ({ content: "The U5 serves Berlin Hbf." }));
    const dir = await mkdtemp(join(tmpdir(), "mg-rag-"));
    const config = join(dir, "live.yaml");
    await writeFile(
      config,
      `id: live\nprovider: ollama\nmodel: llama3.2:3b\nembedding_model: nomic-embed-text\nbase_url: ${double.url}\npull: false\n`,
    );
    const cache = join(dir, "cache");

    const first = (await executeRuns(options([config], cache))).results[0]!.result;
    const recorded = (await executeRuns(options(["suites/rag-transit/configs/baseline.yaml"], null)))
      .results[0]!.result;
    for (const c of first.cases) {
      const replayed = recorded.cases.find((r) => r.id === c.id)!;
      expect([c.id, c.repetitions[0]!.evidence.retrieved]).toEqual([
        c.id,
        replayed.repetitions[0]!.evidence.retrieved,
      ]);
    }
    expect(first.cases.every((c) => c.status === "pass")).toBe(true);
    // Requests that embed text: not the model-load request (no input) sent before timing starts.
    const embedding = () =>
      double.bodies("/api/embed").filter((b) => Array.isArray(b.input) && b.input.length > 0);
    const embedCalls = embedding().length;
    expect(embedCalls).toBeGreaterThan(0);

    const second = (await executeRuns(options([config], cache))).results[0]!.result;
    expect(embedding()).toHaveLength(embedCalls);
    expect(second.cases.map((c) => c.repetitions[0]!.evidence.retrieved)).toEqual(
      first.cases.map((c) => c.repetitions[0]!.evidence.retrieved),
    );
  });
});
